@T.prim_func
def scale(a: T.handle, b: T.handle, c: T.handle):
    n = T.int64()
    A = T.match_buffer(a, (n, T.int64(16)))
    B = T.match_buffer(b, (n, T.int64(16)), "float16")
    m, k = T.int64(), T.int64()
    C = T.match_buffer(c, (m, k), "int32", align=16)
    # with T.block("root"):
    for i, j in T.grid(n, T.int64(16)):
        with T.block("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            T.reads(A[vi, vj])
            T.writes(B[vi, vj])
            B[vi, vj] = T.Cast("float16", A[vi, vj] * T.float32(0.5))
    for ij in range(m * k):
        with T.block("C"):
            vi = T.axis.spatial(m, ij // k)
            vj = T.axis.spatial(k, ij % k)
            T.reads()
            T.writes(C[vi, vj])
            C[vi, vj] = T.Cast("int32", vi + vj)
