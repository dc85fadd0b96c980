# A module with a system_lib_prefix: AttachGlobalSymbol renames the kernels
# after CallTIRRewrite has turned call_tir into direct calls, and the build
# still runs (it used to abort on re-inferring the renamed direct calls).
# RUN: %rlx run %s --in=%S/add_x.npy --in=%S/add_y.npy --print | %FileCheck %s
# RUN: %rlx opt %s --pipeline=default --target=llvm | %FileCheck %s --check-prefix=IR
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_attrs({"system_lib_prefix": "lib_"})
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        with R.dataflow():
            z: R.Tensor(("n", 4), dtype="float32") = R.add(x, y)
            w: R.Tensor(("n", 4), dtype="float32") = R.multiply(z, z)
            R.output(w)
        return w

# CHECK-LABEL: out0:
# CHECK-NEXT: {{\[\[}}1, 9, 25, 49],

# IR: def lib_fused_add_multiply(
# IR: cls.lib_fused_add_multiply(x, y,
