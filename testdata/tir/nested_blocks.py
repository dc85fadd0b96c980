@T.prim_func
def nested(A: T.Buffer((16, 16), "float32"), B: T.Buffer((16,), "float32")):
    # with T.block("root"):
    for i in range(16):
        with T.block("outer"):
            vi = T.axis.spatial(16, i)
            T.reads(A[vi, 0:16])
            T.writes(B[vi])
            acc = T.alloc_buffer((1,), scope="local")
            A_row = T.match_buffer(A[vi, 0:16], (16,), offset_factor=1)
            with T.block("init"):
                T.reads()
                T.writes(acc[0])
                acc[0] = T.float32(0.0)
            for k in range(16):
                with T.block("update"):
                    vk = T.axis.reduce(16, k)
                    T.reads(acc[0], A_row[vk])
                    T.writes(acc[0])
                    acc[0] = acc[0] + A_row[vk]
            B[vi] = acc[0]
