# RUN: %rlx opt %s --pipeline=default --target=llvm --print-pass-names | %FileCheck %s
# RUN: %rlx opt %s --pipeline=zero --target=llvm | %FileCheck %s --check-prefix=ZERO
# RUN: not %rlx opt %s --pipeline=default --target=c 2>&1 | %FileCheck %s --check-prefix=UNSUPPORTED
# RUN: not %rlx opt %s --pipeline=default 2>&1 | %FileCheck %s --check-prefix=NEEDTARGET
# RUN: not %rlx opt %s --pipeline=fast --target=llvm 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
# RUN: not %rlx opt %s --pipeline=zero --passes=Normalize --target=llvm 2>&1 | %FileCheck %s --check-prefix=BOTH
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 8), dtype="float32"), w: R.Tensor((8, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        with R.dataflow():
            y: R.Tensor((4, 8), dtype="float32") = R.matmul(x, w, out_dtype="void")
            z: R.Tensor((4, 8), dtype="float32") = R.nn.relu(y)
            s: R.Tensor((4, 8), dtype="float32") = R.sort(z, axis=-1, descending=False)
            R.output(s)
        return s

# TVM's cpu_generic pipeline, leaf passes in order (reference §5), with our
# FuseCumsumIntoSampleIndex between the dispatch passes.
# CHECK:      DispatchSampling
# CHECK-NEXT: FuseCumsumIntoSampleIndex
# CHECK-NEXT: DispatchSortScan
# CHECK-NEXT: LegalizeOps
# CHECK-NEXT: AnnotateTIROpPattern
# CHECK-NEXT: FoldConstant
# CHECK-NEXT: FuseOps
# CHECK-NEXT: FuseTIR
# CHECK-NEXT: RewriteDataflowReshape
# CHECK-NEXT: ToNonDataflow
# CHECK-NEXT: RemovePurityChecking
# CHECK-NEXT: CallTIRRewrite
# CHECK-NEXT: StaticPlanBlockMemory
# CHECK-NEXT: LowerAllocTensor
# CHECK-NEXT: KillAfterLastUse
# CHECK-NEXT: LowerRuntimeBuiltin
# CHECK-NEXT: ComputePrimValue
# CHECK-NEXT: VMShapeLower
# CHECK-NEXT: AttachGlobalSymbol
# CHECK-EMPTY:

# The zero pipeline legalizes and fuses; without dispatch, sort stays.
# ZERO: def fused_matmul_relu(
# ZERO: R.sort(

# UNSUPPORTED: error: Target c is not yet supported by default pipeline.
# NEEDTARGET: error: rlx opt: --pipeline=default needs --target
# UNKNOWN: error: Unknown pre-built pipeline 'fast'; known pipelines: default, default_build, zero
# BOTH: error: rlx opt: give exactly one of --passes and --pipeline
