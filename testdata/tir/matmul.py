@T.prim_func
def matmul(A: T.Buffer((128, 64), "float16"), B: T.Buffer((64, 128), "float16"), C: T.Buffer((128, 128), "float32")):
    T.func_attr({"global_symbol": "mm_kernel", "tir.noalias": T.bool(True)})
    # with T.block("root"):
    for i, j, k in T.grid(128, 128, 64):
        with T.block("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            T.reads(A[vi, vk], B[vk, vj])
            T.writes(C[vi, vj])
            with T.init():
                C[vi, vj] = T.float32(0.0)
            C[vi, vj] = C[vi, vj] + T.Cast("float32", A[vi, vk]) * T.Cast("float32", B[vk, vj])
