# DispatchSampling on a GPU target: multinomial_from_uniform becomes a
# call_tir of the public PrimFunc parallel_sampling_from_prob (one thread
# block of 4 x 32 threads per sample, 512-element chunks, block scans and
# reductions through shared memory), with no relax.cumsum left behind.
# RUN: %rlx opt %s --passes=DispatchSampling --target=cuda | %FileCheck %s
# RUN: %rlx opt %s --passes=DispatchSampling --target=webgpu | %FileCheck %s
# RUN: %rlx opt %s --passes=DispatchSampling --target=webgpu | %FileCheck %s --check-prefix=WEBGPU
# RUN: %rlx opt %s --passes=DispatchSampling --target=cuda > %t.py
# RUN: %rlx print %t.py | diff - %t.py

# CHECK-LABEL: def foo(
# CHECK:         gv = R.call_tir(cls.parallel_sampling_from_prob, (prob, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
# CHECK-NOT:     R.cumsum(
# CHECK:       @T.prim_func
# CHECK-NEXT:  def parallel_sampling_from_prob(var_prob: T.handle, var_uniform_samples: T.handle, var_row_indices: T.handle, var_token_ids: T.handle):
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True), "tirx.is_scheduled": T.bool(True)})
# CHECK:         for bx in T.thread_binding(batch_size, thread="blockIdx.x"):
# CHECK-NEXT:      for ty in T.thread_binding(T.int64(4), thread="threadIdx.y"):
# CHECK-NEXT:        for tx in T.thread_binding(T.int64(32), thread="threadIdx.x"):
# CHECK:               red_buf = T.decl_buffer((T.int64(128),), scope="shared")
# CHECK:               while {{.*}}step[T.int64(0)]{{.*}} < (vocab_size + T.int64(512) - T.int64(1)) // T.int64(512) and {{.*}}state[T.int64(1)]{{.*}} == T.int64(0):
# CHECK:                 T.tvm_storage_sync("shared")
# The sample is written whether or not the threshold was reached.
# CHECK:                 step[T.int64(0)] = step[T.int64(0)] + {{.*}}1{{.*}}
# CHECK-NEXT:          if lane == T.int64(0):
# CHECK-NEXT:            token_ids[bx, T.int64(0)] = {{.*}}state[T.int64(0)]

# WebGPU keeps the chunk counter and candidate indices in int32.
# WEBGPU:      step = T.decl_buffer((T.int64(1),), "int32", scope="local")
# WEBGPU:      red_idx = T.decl_buffer((T.int64(128),), "int32", scope="shared")

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def foo(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype="int64")
            R.output(gv)
        return gv
