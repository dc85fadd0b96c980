# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((3, 2), dtype="float32"):
        gv: R.Tensor((3, 2), dtype="float32") = R.permute_dims(x, axes=[1, 1])
        return gv

# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# RUN: not %rlx opt %s --passes=Normalize 2>&1 | %FileCheck %s
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s
# CHECK: permute_dims_axes.py:8:49: error: In Op(relax.permute_dims), the input axes is required to be non-repetitive. However, there
