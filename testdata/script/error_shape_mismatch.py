# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# Struct-info inference rejects incompatible broadcasting at the call.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((4, 3), dtype="float32")):
        z = R.add(x, y)
        return z

# CHECK: error_shape_mismatch.py:10:13: error:
# CHECK-SAME: broadcast
