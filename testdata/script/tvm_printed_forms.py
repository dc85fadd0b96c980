# Calls in the form TVM 0.27 prints them read and print back unchanged:
# R.call_inplace_packed with inplace_indices and ty_args, and the runtime
# device of R.hint_on_device.
# RUN: %rlx print %s | %FileCheck %s
# CHECK: gv1: R.Tensor((4,), dtype="float32") = R.call_inplace_packed("vm.builtin.copy", gv, inplace_indices=[0], ty_args=(R.Tensor((4,), dtype="float32"),))
# CHECK: gv2: R.Tensor((4,), dtype="float32") = R.hint_on_device(gv1, dst_vdevice=R.device(device_type=1, index=0), memory_scope="global")
# RUN: %rlx print %s | %rlx print - | %FileCheck %s
#
# A missing inplace_indices is an error at the call:
# RUN: sed -e 's/inplace_indices=\[0\], //' %s | not %rlx print - 2>&1 | %FileCheck %s --check-prefix=MISSING
# MISSING: error: R.call_inplace_packed needs inplace_indices=[...]
# RUN: sed -e 's/index=0/slot=0/' %s | not %rlx print - 2>&1 | %FileCheck %s --check-prefix=DEVICE
# DEVICE: error: R.device has no parameter 'slot'; expected device_type, index

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        gv: R.Tensor((4,), dtype="float32") = R.multiply(x, R.const(2.0, "float32"))
        gv1: R.Tensor((4,), dtype="float32") = R.call_inplace_packed("vm.builtin.copy", gv, inplace_indices=[0], ty_args=(R.Tensor((4,), dtype="float32"),))
        gv2: R.Tensor((4,), dtype="float32") = R.hint_on_device(gv1, R.device(device_type=1, index=0), "global")
        return gv2
