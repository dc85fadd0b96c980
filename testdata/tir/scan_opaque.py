@T.prim_func
def scan(A: T.Buffer((8, 8), "int32"), B: T.Buffer((8, 8), "int32")):
    # with T.block("root"):
    for i, j in T.grid(8, 8):
        with T.block("scan"):
            vi = T.axis.scan(8, i)
            vj = T.axis.opaque((1, 9), j + 1)
            T.reads(A[vi, vj - 1])
            T.writes(B[vi, vj - 1])
            B[vi, vj - 1] = A[vi, vj - 1]
