# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        gv: R.Tensor((2, 3), dtype="float32") = R.cumsum(x, axis=-3)
        return gv

# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# RUN: not %rlx opt %s --passes=Normalize 2>&1 | %FileCheck %s
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s
# CHECK: cumsum_axis.py:8:49: error: In Op(relax.cumsum), the input axis -3 is out of range. The input tensor has 2 dimensions,
