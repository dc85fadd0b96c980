# FuseCumsumIntoSampleIndex (CPU targets): the pair DispatchSampling leaves
# for multinomial_from_uniform -- an R.cumsum of the probabilities that only
# feeds a call_tir of its get_sample_index kernel -- becomes one call_tir of
# sample_index_from_prob, which walks each row once (kSampleLanes = 2 samples
# a parallel task, then one at a time), keeping cumsum's order of additions.
# A cumsum with another use, a get_sample_index that is not DispatchSampling's
# kernel, or a GPU target leave the pair alone.
# RUN: %rlx opt %s --passes=DispatchSampling,FuseCumsumIntoSampleIndex --target=llvm | %FileCheck %s
# RUN: %rlx opt %s --passes=DispatchSampling --target=llvm | %FileCheck %s --check-prefix=NOFUSE
# RUN: %rlx opt %s --passes=DispatchSampling --target=llvm | %FileCheck %s --check-prefix=NOKERNEL
# RUN: %rlx opt %s --passes=DispatchSampling,FuseCumsumIntoSampleIndex --target=cuda | %FileCheck %s --check-prefix=GPU
# RUN: %rlx opt %s --passes=DispatchSampling,FuseCumsumIntoSampleIndex --target=cuda | %FileCheck %s --check-prefix=NOKERNEL

# Without the pass, or on a GPU, there is no fused kernel anywhere.
# NOKERNEL-NOT: sample_index_from_prob

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def foo(
    # CHECK-NOT:     R.cumsum
    # CHECK:         gv = R.call_tir(cls.sample_index_from_prob, (prob, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
    # CHECK-NEXT:    R.output(gv)
    # NOFUSE-LABEL: def foo(
    # NOFUSE:         lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
    # NOFUSE-NEXT:    gv = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
    @R.function
    def foo(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype="int64")
            R.output(gv)
        return gv

    # The same pair, but u >= cdf[j - 1] became u > cdf[j - 1]: not fused.
    # CHECK-LABEL: def foreign(
    # CHECK:         lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
    # CHECK-NEXT:    gv = R.call_tir(cls.get_sample_index_gt, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
    @R.function
    def foreign(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
            gv = R.call_tir(cls.get_sample_index_gt, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
            R.output(gv)
        return gv

    # DispatchSampling's kernel for these shapes (it reuses this one for foo).
    @T.prim_func(private=True)
    def get_sample_index(A: T.Buffer((T.int64(3), T.int64(5)), "float32"), B: T.Buffer((T.int64(6), T.int64(1)), "float32"), C: T.Buffer((T.int64(6), T.int64(1)), "int64"), T_get_sample_index: T.Buffer((T.int64(6), T.int64(1)), "int64")):
        T.func_attr({"tir.noalias": True})
        with T.block("T_get_sample_index"):
            T.reads()
            T.writes()
            for i, j in T.grid(T.int64(6), T.int64(5)):
                if B[i, T.int64(0)] < A[C[i, T.int64(0)], j] or j + T.int64(1) == T.int64(5):
                    if j == T.int64(0):
                        T_get_sample_index[i, T.int64(0)] = T.int64(0)
                    else:
                        if B[i, T.int64(0)] >= A[C[i, T.int64(0)], j - T.int64(1)]:
                            T_get_sample_index[i, T.int64(0)] = j

    @T.prim_func(private=True)
    def get_sample_index_gt(A: T.Buffer((T.int64(3), T.int64(5)), "float32"), B: T.Buffer((T.int64(6), T.int64(1)), "float32"), C: T.Buffer((T.int64(6), T.int64(1)), "int64"), T_get_sample_index: T.Buffer((T.int64(6), T.int64(1)), "int64")):
        T.func_attr({"tir.noalias": True})
        with T.block("T_get_sample_index"):
            T.reads()
            T.writes()
            for i, j in T.grid(T.int64(6), T.int64(5)):
                if B[i, T.int64(0)] < A[C[i, T.int64(0)], j] or j + T.int64(1) == T.int64(5):
                    if j == T.int64(0):
                        T_get_sample_index[i, T.int64(0)] = T.int64(0)
                    else:
                        if B[i, T.int64(0)] > A[C[i, T.int64(0)], j - T.int64(1)]:
                            T_get_sample_index[i, T.int64(0)] = j

    # The fused kernel reads the probabilities (A) directly, row C[i], u B[i]:
    # cdf[0] is p[0], then cur = prev + p[j], j kept where prev <= u < cur;
    # a sample that found nothing gets vocab - 1.
    # CHECK-LABEL: def sample_index_from_prob(
    # CHECK-SAME:    A: T.Buffer((T.int64(3), T.int64(5)), "float32"), B: T.Buffer((T.int64(6), T.int64(1)), "float32"), C: T.Buffer((T.int64(6), T.int64(1)), "int64"), T_sample_index_from_prob: T.Buffer((T.int64(6), T.int64(1)), "int64")):
    # CHECK:         for group in T.parallel(T.int64(3)):
    # CHECK-NEXT:      row0: T.int64 = C[group * T.int64(2), T.int64(0)]
    # CHECK-NEXT:      u0: T.float32 = B[group * T.int64(2), T.int64(0)]
    # CHECK:           running[T.int64(0)] = A[row0, T.int64(0)]
    # CHECK-NEXT:      found[T.int64(0)] = T.Select(u0 < running[T.int64(0)], T.int64(0), found[T.int64(0)])
    # CHECK:           cur0: T.float32 = prev0 + A[row0, jw]
    # CHECK-NEXT:      running[T.int64(0)] = cur0
    # CHECK-NEXT:      found[T.int64(0)] = T.Select(u0 < cur0 and u0 >= prev0, jw, found[T.int64(0)])
    # CHECK:           T_sample_index_from_prob[group * T.int64(2), T.int64(0)] = T.Select(found[T.int64(0)] >= T.int64(0), found[T.int64(0)], T.int64(4))
    # CHECK-NOT:     for rest in
    # CHECK-LABEL: def sample_index_from_prob1(
    # CHECK:         for group in T.parallel(T.int64(3)):
    # CHECK:         for rest in T.parallel(T.int64(1)):
    # CHECK-NEXT:      row0: T.int64 = C[T.int64(6) + rest, T.int64(0)]

    # Seven samples: three pairs, then one more.
    # CHECK-LABEL: def seven(
    # CHECK:         gv = R.call_tir(cls.sample_index_from_prob1, (prob, uniform_sample, sample_indices), out_sinfo=R.Tensor((7, 1), dtype="int64"))
    @R.function
    def seven(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((7, 1), dtype="float32"), sample_indices: R.Tensor((7, 1), dtype="int64")):
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype="int64")
            R.output(gv)
        return gv

    # The cumulative distribution is also returned: the cumsum stays.
    # CHECK-LABEL: def shared(
    # CHECK:         lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
    # CHECK-NEXT:    s = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
    @R.function
    def shared(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
            s = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
            gv = (s, lv)
            R.output(gv)
        return gv

    # A pair written by hand is fused too (sharing foo's kernel), but not on a GPU.
    # CHECK-LABEL: def single(
    # CHECK-NOT:     R.cumsum
    # CHECK:         gv = R.call_tir(cls.sample_index_from_prob, (prob, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
    # CHECK-NEXT:    R.output(gv)
    # GPU-LABEL:   def single(
    # GPU:           lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
    # GPU-NEXT:      gv = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
    @R.function
    def single(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((3, 5), dtype="float32") = R.cumsum(prob, axis=1, dtype="float32", exclusive=False)
            gv = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), out_sinfo=R.Tensor((6, 1), dtype="int64"))
            R.output(gv)
        return gv
