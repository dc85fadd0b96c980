@T.prim_func
def collatz(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.unroll(8):
        x = T.decl_buffer((2,), "int32", scope="local")
        x[0] = A[i]
        x[1] = 0
        while x[0] != 1:
            if x[0] % 2 == 0:
                x[0] = x[0] // 2
            else:
                x[0] = x[0] * 3 + 1
            x[1] = x[1] + 1
        B[i] = x[1]
