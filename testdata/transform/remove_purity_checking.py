# RemovePurityChecking: pure functions get "relax.force_pure" and
# R.call_pure_packed wrappers become plain R.call_packed calls.
# RUN: %rlx opt %s --passes=RemovePurityChecking | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def effect(
    # CHECK-NOT:     R.func_attr
    # CHECK:         R.call_packed("my_print", x
    # CHECK-LABEL: def main(
    # CHECK-NEXT:    R.func_attr({"relax.force_pure": True})
    # CHECK-NEXT:    y: R.Tensor((4,), dtype="float32") = R.call_packed("my_exp", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
    # CHECK-NEXT:    z: R.Tensor((4,), dtype="float32") = R.call_packed("my_relu", y, sinfo_args=(R.Tensor((4,), dtype="float32"),))
    # CHECK-NEXT:    return z
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.call_pure_packed("my_exp", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        z = R.call_pure_packed("my_relu", y, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return z

    @R.function(pure=False)
    def effect(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.call_packed("my_print", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return y
