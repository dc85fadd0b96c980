@T.prim_func
def lowered(A: T.Buffer((128,), "float32"), n: T.int32):
    assert n > 0, "n must be positive"
    red = T.allocate([128], "float32", "shared")
    red_buf = T.decl_buffer((4, 32), data=red, scope="shared")
    tmp = T.decl_buffer((128,), "int32", scope="local")
    threadIdx_x = T.launch_thread("threadIdx.x", 128)
    red_buf[threadIdx_x // 32, threadIdx_x % 32] = A[threadIdx_x]
    T.tvm_storage_sync("shared")
    with T.LetStmt(threadIdx_x * 2) as t:
        A[t // 2] = red_buf[(127 - threadIdx_x) // 32, (127 - threadIdx_x) % 32]
    tmp[threadIdx_x] = T.call_extern("int32", "my_func", threadIdx_x, T.float32(1.5))
    T.evaluate(0)
