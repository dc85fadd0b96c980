# RewriteDataflowReshape: a call_tir of a PrimFunc that only reshapes its
# input becomes R.reshape inside dataflow blocks; other kernels (a transpose
# here) and bindings outside dataflow blocks stay call_tir.
# RUN: %rlx opt %s --passes=RewriteDataflowReshape | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def reshape(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(8), T.int64(2)), "float32")):
        T.func_attr({"tir.noalias": True})
        for ax0, ax1 in T.grid(T.int64(8), T.int64(2)):
            with T.block("T_reshape"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[(v_ax0 * T.int64(2) + v_ax1) // T.int64(4), (v_ax0 * T.int64(2) + v_ax1) % T.int64(4)]

    @T.prim_func(private=True)
    def transpose(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": True})
        for ax0, ax1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_transpose"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[v_ax1, v_ax0]

    # CHECK-LABEL: def main(
    # CHECK:         a = R.call_tir(cls.reshape, (x,)
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      lv: R.Tensor((8, 2), dtype="float32") = R.reshape(x, R.shape([8, 2]))
    # CHECK-NEXT:      lv1 = R.call_tir(cls.transpose, (x,)
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tuple(R.Tensor((8, 2), dtype="float32"), R.Tensor((8, 2), dtype="float32"), R.Tensor((4, 4), dtype="float32")):
        cls = Module
        a = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((8, 2), dtype="float32"))
        with R.dataflow():
            lv = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((8, 2), dtype="float32"))
            lv1 = R.call_tir(cls.transpose, (x,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = (a, lv, lv1)
            R.output(gv)
        return gv
