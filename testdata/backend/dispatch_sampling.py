# DispatchSampling on a CPU target: multinomial_from_uniform becomes a
# relax.cumsum of the probabilities (left for DispatchSortScan) and a
# call_tir of the private get_sample_index PrimFunc (first index whose
# cumulative probability exceeds u, clamped to vocab - 1).
# RUN: %rlx opt %s --passes=DispatchSampling --target=llvm | %FileCheck %s
# RUN: %rlx opt %s --passes=DispatchSampling,DispatchSortScan --target=llvm | %FileCheck %s --check-prefix=BOTH

# CHECK-LABEL: def foo(
# CHECK:         lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
# CHECK-NEXT:    gv = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
# CHECK:       @T.prim_func(private=True)
# CHECK-NEXT:  def get_sample_index(A: T.Buffer((T.int64(3), T.int64(5)), "float32"), B: T.Buffer((T.int64(6), T.int64(1)), "float32"), C: T.Buffer((T.int64(6), T.int64(1)), "int64"), T_get_sample_index: T.Buffer((T.int64(6), T.int64(1)), "int64")):
# CHECK:         for i, j in T.grid(T.int64(6), T.int64(5)):
# CHECK-NEXT:      if B[i, T.int64(0)] < A[C[i, T.int64(0)], j] or j + T.int64(1) == T.int64(5):
# CHECK-NEXT:        if j == T.int64(0):
# CHECK-NEXT:          T_get_sample_index[i, T.int64(0)] = T.int64(0)
# CHECK-NEXT:        else:
# CHECK-NEXT:          if B[i, T.int64(0)] >= A[C[i, T.int64(0)], j - T.int64(1)]:
# CHECK-NEXT:            T_get_sample_index[i, T.int64(0)] = j

# BOTH-LABEL: def cumsum(
# BOTH-LABEL: def foo(
# BOTH:         lv = R.call_tir(cls.cumsum, (prob,), out_sinfo=R.Tensor((3, 5), dtype="float32"))
# BOTH-NEXT:    gv = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
# BOTH-NOT:     R.cumsum(

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
