@T.prim_func
def two_kernels(A: T.Buffer((128,), "float32"), B: T.Buffer((1024,), "float32")):
    threadIdx_x = T.env_thread("threadIdx.x")
    with T.launch_thread(threadIdx_x, 128):
        A[threadIdx_x] = T.float32(1.0)
    blockIdx_x = T.launch_thread("blockIdx.x", 8)
    T.launch_thread(threadIdx_x, 128)
    B[blockIdx_x * 128 + threadIdx_x] = A[threadIdx_x] * T.float32(2.0)
