@T.prim_func(private=True)
def strided(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (4, 4), strides=("s0", 1), offset_factor=1)
    B = T.match_buffer(b, (4,), "int32", elem_offset=2, scope="global.texture", buffer_type="auto", axis_separators=[1])
    A[0, 0] = T.Cast("float32", A.strides[0] + A.elem_offset)
    B[1] = T.Cast("int32", A[1, 1])
