# RUN: %rlx run %s --time --repeat 2 --print 2>&1 | %FileCheck %s
# RUN: not %rlx run %s --time --repeat 0 2>&1 | %FileCheck %s --check-prefix=BAD
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((2,), dtype="float32"):
        gv: R.Tensor((2,), dtype="float32") = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
        return gv

# CHECK: load: {{[0-9]+\.[0-9]+}} ms
# CHECK-NEXT: first call: {{[0-9]+\.[0-9]+}} ms
# CHECK-NEXT: call: {{[0-9]+\.[0-9]+}} ms (median of 2 after the first)
# CHECK: out0:
# CHECK-NEXT: [4, 6]
# BAD: error: --repeat must be at least 1, got 0
