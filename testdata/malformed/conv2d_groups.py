# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 8, 8), dtype="float32"), w: R.Tensor((4, 3, 3, 3), dtype="float32")) -> R.Tensor((1, 4, 6, 6), dtype="float32"):
        gv: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.conv2d(x, w, groups=2)
        return gv

# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# RUN: not %rlx opt %s --passes=Normalize 2>&1 | %FileCheck %s
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s
# CHECK: conv2d_groups.py:8:55: error: The channel size of the data should equal to the product of input channel size of the weig
