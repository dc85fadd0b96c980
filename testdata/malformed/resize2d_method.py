# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 4, 4), dtype="float32")) -> R.Tensor((1, 3, 8, 8), dtype="float32"):
        gv: R.Tensor((1, 3, 8, 8), dtype="float32") = R.image.resize2d(x, R.shape([8, 8]), method="bilinear")
        return gv

# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# RUN: not %rlx opt %s --passes=Normalize 2>&1 | %FileCheck %s
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s
# CHECK: resize2d_method.py:8:55: error: Resize2D expects method to be one of "nearest_neighbor", "linear", "cubic". However, the g
