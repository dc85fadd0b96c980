@T.prim_func(private=True)
def scale_shift(var_A: T.handle, B: T.Buffer((T.int64(16),), "float32"), var_C: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(16)))
    C = T.match_buffer(var_C, (n, T.int64(16)))
    # with T.block("root"):
    for i in T.parallel(n):
        for j in T.vectorized(T.int64(16)):
            with T.block("C"):
                v_i, v_j = T.axis.remap("SS", [i, j])
                T.reads(A[v_i, v_j], B[v_j])
                T.writes(C[v_i, v_j])
                C[v_i, v_j] = A[v_i, v_j] * B[v_j] + T.float32(1.0)
