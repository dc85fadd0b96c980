# RUN: not %rlx print %s 2>&1 | %FileCheck %s
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32"):
        return x

# CHECK: error_garbage.py:5:48: error:
