@T.prim_func
def vector_ops(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), C: T.Buffer((8,), "bool")):
    for i in range(16):
        B[i * 4:i * 4 + 4] = A[i * 4:i * 4 + 4] + T.Broadcast(T.float32(1.0), 4)
    B[0:8:2] = A[0:8:2]
    B[4:8] = T.Cast("float32x4", T.Ramp(0, 2, 4))
    B[0] = T.Select(A[0] > T.float32(0.0), A[0], T.float32(0.0))
    x = T.int32()
    B[1] = T.Cast("float32", T.Let(x + 1, where={x: 2}))
    C[0] = T.isnan(A[2]) or T.Not(T.bool(False))
    C[1] = T.bool(True)
    B[2] = A[2] - T.float32("-inf") * A[3] + A[4] * T.float32(1e-05)
    B[5] = T.float32("inf")
    B[6] = T.float32("nan")
    B[3] = T.Add(A[3], T.float32(0.0)) - T.Mul(T.float32(2.0), T.float32(3.0))
    B[4] = T.reinterpret("float32", T.shift_left(T.Cast("int32", A[4]), 1))
