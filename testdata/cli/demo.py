# RUN: %rlx demo | %FileCheck %s
# RUN: %rlx demo %s | %FileCheck %s --check-prefix=FILE
# The README's main command: the built-in model is parsed, checked, run
# through the cpu_generic pipeline (with a per-pass table), compiled for the
# CPU, run on the VM and compared with the reference evaluator.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        with R.dataflow():
            lv = R.matmul(x, w, out_dtype="void")
            gv = R.nn.softmax(lv, axis=-1)
            R.output(gv)
        return gv

# CHECK: == input: <built-in mlp> (parsed and well-formed)
# CHECK: == pipeline: cpu_generic default pipeline for llvm (21 passes)
# CHECK: pass ms changed
# CHECK-NEXT: LambdaLift {{[0-9.]+}} no
# CHECK-NEXT: RefineSymbolicShapes {{[0-9.]+}} no
# CHECK-NEXT: DispatchSampling {{[0-9.]+}} no
# CHECK-NEXT: FuseCumsumIntoSampleIndex {{[0-9.]+}} no
# CHECK-NEXT: DispatchSortScan {{[0-9.]+}} no
# CHECK-NEXT: LegalizeOps {{[0-9.]+}} yes
# CHECK: FuseOps {{[0-9.]+}} yes
# CHECK: StaticPlanBlockMemory {{[0-9.]+}} yes
# CHECK: AttachGlobalSymbol
# CHECK: == result
# CHECK: def fused_{{[a-z_]*}}matmul_add_relu
# CHECK: R.vm.alloc_storage(
# CHECK: == compiled for llvm and run on the VM (symbolic dims = 2)
# CHECK: (float32, shape=(2, 10))
# CHECK-NEXT: matches the reference evaluator

# FILE: == compiled for llvm and run on the VM
# FILE: (float32, shape=(2, 3))
# FILE-NEXT: matches the reference evaluator
