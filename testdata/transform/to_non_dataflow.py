# ToNonDataflow: dataflow blocks become ordinary binding blocks (merged with
# their neighbours) and DataflowVars ordinary Vars with the same names.
# RUN: %rlx opt %s --passes=ToNonDataflow | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def main(
    # CHECK-NOT:     R.dataflow
    # CHECK-NOT:     R.output
    # CHECK:         a: R.Tensor((4,), dtype="float32") = R.exp(x)
    # CHECK-NEXT:    lv: R.Tensor((4,), dtype="float32") = R.add(a, x)
    # CHECK-NEXT:    gv: R.Tensor((4,), dtype="float32") = R.negative(lv)
    # CHECK-NEXT:    b: R.Tensor((4,), dtype="float32") = R.multiply(gv, gv)
    # CHECK-NEXT:    return b
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        a: R.Tensor((4,), dtype="float32") = R.exp(x)
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.add(a, x)
            gv: R.Tensor((4,), dtype="float32") = R.negative(lv)
            R.output(gv)
        b: R.Tensor((4,), dtype="float32") = R.multiply(gv, gv)
        return b
