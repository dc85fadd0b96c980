# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")):
        y = R.add(x, undefined_thing)
        return y

# CHECK: error_undefined_var.py:9:22: error: undefined variable 'undefined_thing'
# CHECK-NEXT:         y = R.add(x, undefined_thing)
# CHECK-NEXT:                      ^~~~~~~~~~~~~~~
