@T.prim_func(private=True)
def softmax(A: T.Buffer((64, 256), "float32"), B: T.Buffer((64, 256), "float32")):
    # with T.block("root"):
    max_buf = T.alloc_buffer((64,), scope="shared")
    sum_buf = T.alloc_buffer((64,), scope="shared")
    for i in T.thread_binding(64, thread="blockIdx.x"):
        for k in T.thread_binding(256, thread="threadIdx.x"):
            with T.block("max"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(A[vi, vk])
                T.writes(max_buf[vi])
                with T.init():
                    max_buf[vi] = T.float32(-3.4028234663852886e+38)
                max_buf[vi] = T.max(max_buf[vi], A[vi, vk])
        for k in T.thread_binding(256, thread="threadIdx.x"):
            with T.block("sum"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(A[vi, vk], max_buf[vi])
                T.writes(sum_buf[vi])
                with T.init():
                    sum_buf[vi] = T.float32(0.0)
                sum_buf[vi] = sum_buf[vi] + T.exp(A[vi, vk] - max_buf[vi])
        for k in T.thread_binding(256, thread="threadIdx.x"):
            with T.block("norm"):
                vi, vk = T.axis.remap("SS", [i, k])
                T.reads(A[vi, vk], max_buf[vi], sum_buf[vi])
                T.writes(B[vi, vk])
                B[vi, vk] = T.exp(A[vi, vk] - max_buf[vi]) / sum_buf[vi]
