@T.prim_func
def loops(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "int32"), n: T.int32):
    for i in T.parallel(4):
        for j in T.vectorized(16):
            A[i * 16 + j] = T.Cast("float32", B[i * 16 + j]) + T.float32(0.5)
    for i in T.unroll(2, 6):
        B[i] = T.if_then_else(i < n, B[i] * 2, 0)
    for i in T.serial(8, annotations={"pragma_unroll_explicit": 1}):
        if i % 2 == 0:
            B[i] = 1
        else:
            B[i] = T.truncmod(i, 3)
    x: T.int32 = n + 1
    while B[0] < x:
        B[0] = B[0] + T.Div(B[1], 2)
        if not B[0] == 3 or B[1] != 4:
            B[1] = T.min(B[1] - (B[0] - 1), T.max(B[2], -1))
