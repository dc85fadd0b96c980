@T.prim_func(private=True)
def pad(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n,), "int8")
    B = T.match_buffer(b, (n + 2,), "int8", offset_factor=16)
    for i in range(n + 2):
        B[i] = T.if_then_else(1 <= i and i < n + 1, A[i - 1], T.int8(0))
