# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), i: R.Tensor((2,), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        gv: R.Tensor((2, 3), dtype="float32") = R.take(x, i, axis=0)
        return gv

# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# RUN: not %rlx opt %s --passes=Normalize 2>&1 | %FileCheck %s
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s
# CHECK: take_float_indices.py:8:49: error: Take op requires the input indices to have integer dtype. However, the given indices dtype
