@T.prim_func
def split_where(A: T.Buffer((100,), "float32"), B: T.Buffer((100,), "float32")):
    T.func_attr({"tag": "demo", "tir.is_scheduled": 1})
    # with T.block("root"):
    for i0 in T.thread_binding(25, thread="blockIdx.x"):
        for i1 in T.thread_binding(4, thread="threadIdx.x"):
            with T.block("B"):
                vi = T.axis.spatial(100, i0 * 4 + i1)
                T.where(i0 * 4 + i1 < 100)
                T.reads(A[vi])
                T.writes(B[vi])
                T.block_attr({"meta_schedule.unroll_explicit": 16})
                B[vi] = A[vi] + T.float32(1.0)
