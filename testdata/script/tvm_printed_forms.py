# Calls in the form TVM 0.27 prints them read and print back unchanged:
# R.call_inplace_packed with inplace_indices and ty_args.
# RUN: %rlx print %s | %FileCheck %s
# CHECK: gv1: R.Tensor((4,), dtype="float32") = R.call_inplace_packed("vm.builtin.copy", gv, inplace_indices=[0], ty_args=(R.Tensor((4,), dtype="float32"),))
# RUN: %rlx print %s | %rlx print - | %FileCheck %s
#
# A missing inplace_indices is an error at the call:
# RUN: sed -e 's/inplace_indices=\[0\], //' %s | not %rlx print - 2>&1 | %FileCheck %s --check-prefix=MISSING
# MISSING: error: R.call_inplace_packed needs inplace_indices=[...]

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        gv: R.Tensor((4,), dtype="float32") = R.multiply(x, R.const(2.0, "float32"))
        gv1: R.Tensor((4,), dtype="float32") = R.call_inplace_packed("vm.builtin.copy", gv, inplace_indices=[0], ty_args=(R.Tensor((4,), dtype="float32"),))
        return gv1
