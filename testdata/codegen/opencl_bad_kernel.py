# Input of opencl_kernels.py's error check (not a test itself): a store
# outside any thread binding.
@T.prim_func
def bad_store(A: T.Buffer((8,), "float32")):
    for i in range(8):
        A[i] = T.float32(0.0)
