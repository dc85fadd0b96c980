# RUN: %rlx print %s | %FileCheck %s
# Nested calls are bound to fresh variables, as TVM's BlockBuilder normalizes
# them, so every call argument is a leaf and the module is well-formed.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            z = R.add(R.exp(x), R.multiply(y, y))
            R.output(z)
        return R.nn.relu(z)

# CHECK:      with R.dataflow():
# CHECK-NEXT:     lv: R.Tensor((4,), dtype="float32") = R.exp(x)
# CHECK-NEXT:     lv1: R.Tensor((4,), dtype="float32") = R.multiply(y, y)
# CHECK-NEXT:     z: R.Tensor((4,), dtype="float32") = R.add(lv, lv1)
# CHECK-NEXT:     R.output(z)
# CHECK-NEXT: lv2: R.Tensor((4,), dtype="float32") = R.nn.relu(z)
# CHECK-NEXT: return lv2
