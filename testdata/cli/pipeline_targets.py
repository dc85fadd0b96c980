# RUN: %rlx opt %s --pipeline=default --target=cuda --print-pass-names | %FileCheck %s --check-prefix=CUDA
# RUN: %rlx opt %s --pipeline=default --target='cuda -libs=thrust' --print-pass-names | %FileCheck %s --check-prefix=CUDA
# RUN: %rlx opt %s --pipeline=default --target=rocm --print-pass-names | %FileCheck %s --check-prefix=GPU
# RUN: %rlx opt %s --pipeline=default --target=metal --print-pass-names | %FileCheck %s --check-prefix=GPU
# RUN: %rlx opt %s --pipeline=default --target=vulkan --print-pass-names | %FileCheck %s --check-prefix=GPU
# RUN: %rlx opt %s --pipeline=default --target=webgpu --print-pass-names | %FileCheck %s --check-prefix=GPU
# RUN: %rlx opt %s --pipeline=default --target=opencl --print-pass-names | %FileCheck %s --check-prefix=GPU
# RUN: %rlx opt %s --pipeline=default --target=qcom/adreno-opencl --print-pass-names | %FileCheck %s --check-prefix=ADRENO
# RUN: %rlx opt %s --pipeline=default --target=qcom/adreno-opencl-texture --print-pass-names | %FileCheck %s --check-prefix=TEXTURE
# RUN: %rlx opt %s --pipeline=default --target=qcom/adreno-opencl-clml --print-pass-names | %FileCheck %s --check-prefix=CLML
# RUN: not %rlx opt %s --pipeline=default --target=hexagon 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
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

# The leaf passes of each target's default pipeline, in TVM's order
# (/work/shared/reference/tvm-relax-backend.md section 5; python/tvm/relax/
# backend/{cuda,rocm,gpu_generic,adreno}/pipeline.py).

# TVM's cuda pipeline: the GPU legalize stage and RewriteCUDAGraph after
# StaticPlanBlockMemory (a no-op unless relax.backend.use_cuda_graph).
# CUDA:      DispatchSampling
# CUDA-NEXT: DispatchSortScan
# CUDA-NEXT: LegalizeOps
# CUDA-NEXT: AnnotateTIROpPattern
# CUDA-NEXT: FoldConstant
# CUDA-NEXT: FuseOps
# CUDA-NEXT: FuseTIR
# CUDA-NEXT: ApplyDefaultSchedule
# CUDA-NEXT: RewriteDataflowReshape
# CUDA-NEXT: ToNonDataflow
# CUDA-NEXT: RemovePurityChecking
# CUDA-NEXT: CallTIRRewrite
# CUDA-NEXT: StaticPlanBlockMemory
# CUDA-NEXT: RewriteCUDAGraph
# CUDA-NEXT: LowerAllocTensor
# CUDA-NEXT: KillAfterLastUse
# CUDA-NEXT: LowerRuntimeBuiltin
# CUDA-NEXT: ComputePrimValue
# CUDA-NEXT: VMShapeLower
# CUDA-NEXT: AttachGlobalSymbol
# CUDA-EMPTY:

# rocm (its own package) and metal, vulkan, webgpu, opencl (gpu_generic)
# share one list: cuda's without RewriteCUDAGraph.
# GPU:      DispatchSampling
# GPU-NEXT: DispatchSortScan
# GPU-NEXT: LegalizeOps
# GPU-NEXT: AnnotateTIROpPattern
# GPU-NEXT: FoldConstant
# GPU-NEXT: FuseOps
# GPU-NEXT: FuseTIR
# GPU-NEXT: ApplyDefaultSchedule
# GPU-NEXT: RewriteDataflowReshape
# GPU-NEXT: ToNonDataflow
# GPU-NEXT: RemovePurityChecking
# GPU-NEXT: CallTIRRewrite
# GPU-NEXT: StaticPlanBlockMemory
# GPU-NEXT: LowerAllocTensor
# GPU-NEXT: KillAfterLastUse
# GPU-NEXT: LowerRuntimeBuiltin
# GPU-NEXT: ComputePrimValue
# GPU-NEXT: VMShapeLower
# GPU-NEXT: AttachGlobalSymbol
# GPU-EMPTY:

# adreno without the texture and clml keys. Documented deltas from TVM:
# DispatchSampling/DispatchSortScan run (TVM's adreno library dispatch is
# empty). Both of TVM's dlight passes: adreno.Conv2d/LayoutTransform/Pool2D
# (plus adreno.Fallback, which TVM's pipeline omits),
# then gpu.Reduction/GeneralReduction/Fallback.
# ADRENO:      DispatchSampling
# ADRENO-NEXT: DispatchSortScan
# ADRENO-NEXT: BindTarget
# ADRENO-NEXT: DecomposeOpsForInference
# ADRENO-NEXT: LegalizeOps
# ADRENO-NEXT: AnnotateTIROpPattern
# ADRENO-NEXT: FoldConstant
# ADRENO-NEXT: FuseOps
# ADRENO-NEXT: FuseTIR
# ADRENO-NEXT: DeadCodeElimination
# ADRENO-NEXT: Normalize
# ADRENO-NEXT: ApplyDefaultSchedule
# ADRENO-NEXT: ApplyDefaultSchedule
# ADRENO-NEXT: RewriteDataflowReshape
# ADRENO-NEXT: ToNonDataflow
# ADRENO-NEXT: RemovePurityChecking
# ADRENO-NEXT: CallTIRRewrite
# ADRENO-NEXT: StaticPlanBlockMemory
# ADRENO-NEXT: LowerAllocTensor
# ADRENO-NEXT: KillAfterLastUse
# ADRENO-NEXT: LowerRuntimeBuiltin
# ADRENO-NEXT: ComputePrimValue
# ADRENO-NEXT: VMShapeLower
# ADRENO-NEXT: AttachGlobalSymbol
# ADRENO-EMPTY:

# adreno with the texture key: TVM's texture steps in TVM's order around
# the adreno list above (ConvertLayout .. AnnotateCustomMemoryScope, the
# adreno conv2d LegalizeOps, FoldVDeviceScopeChange ..
# SpecializePrimFuncBasedOnCallSite).
# TEXTURE:      DispatchSampling
# TEXTURE-NEXT: DispatchSortScan
# TEXTURE-NEXT: BindTarget
# TEXTURE-NEXT: DecomposeOpsForInference
# TEXTURE-NEXT: ConvertLayout
# TEXTURE-NEXT: Normalize
# TEXTURE-NEXT: FoldConstant
# TEXTURE-NEXT: LegalizeOps
# TEXTURE-NEXT: AnnotateTIROpPattern
# TEXTURE-NEXT: AnnotateCustomMemoryScope
# TEXTURE-NEXT: LegalizeOps
# TEXTURE-NEXT: LegalizeOps
# TEXTURE-NEXT: AnnotateTIROpPattern
# TEXTURE-NEXT: FoldConstant
# TEXTURE-NEXT: FuseOps
# TEXTURE-NEXT: FuseTIR
# TEXTURE-NEXT: DeadCodeElimination
# TEXTURE-NEXT: FoldVDeviceScopeChange
# TEXTURE-NEXT: DeadCodeElimination
# TEXTURE-NEXT: SpecializePrimFuncBasedOnCallSite
# TEXTURE-NEXT: Normalize
# TEXTURE-NEXT: ApplyDefaultSchedule
# TEXTURE-NEXT: ApplyDefaultSchedule
# TEXTURE-NEXT: RewriteDataflowReshape
# TEXTURE:      AttachGlobalSymbol
# TEXTURE-EMPTY:

# adreno with the clml key: TVM's CLML offload first (OpenCLMLOffLoadForLLM,
# then OpenCLMLOffLoad, whose steps the instruments see one by one, as in
# TVM), then the adreno list above.
# CLML:      OpenCLMLOffLoadForLLM
# CLML-NEXT: ConvertLayout
# CLML-NEXT: Normalize
# CLML-NEXT: FoldBatchnormToConv2D
# CLML-NEXT: AppendReshapeToBN
# CLML-NEXT: FoldConstant
# CLML-NEXT: FuseOpsByPattern
# CLML-NEXT: MergeCompositeFunctions
# CLML-NEXT: RunCodegen
# CLML-NEXT: DispatchSampling
# CLML-NEXT: DispatchSortScan
# CLML-NEXT: BindTarget
# CLML-NEXT: DecomposeOpsForInference
# CLML-NEXT: LegalizeOps
# CLML-NEXT: AnnotateTIROpPattern
# CLML-NEXT: FoldConstant
# CLML-NEXT: FuseOps
# CLML-NEXT: FuseTIR
# CLML-NEXT: DeadCodeElimination
# CLML-NEXT: Normalize
# CLML-NEXT: ApplyDefaultSchedule
# CLML-NEXT: ApplyDefaultSchedule
# CLML-NEXT: RewriteDataflowReshape
# CLML-NEXT: ToNonDataflow
# CLML-NEXT: RemovePurityChecking
# CLML-NEXT: CallTIRRewrite
# CLML-NEXT: StaticPlanBlockMemory
# CLML-NEXT: LowerAllocTensor
# CLML-NEXT: KillAfterLastUse
# CLML-NEXT: LowerRuntimeBuiltin
# CLML-NEXT: ComputePrimValue
# CLML-NEXT: VMShapeLower
# CLML-NEXT: AttachGlobalSymbol
# CLML-EMPTY:
# UNKNOWN: error: Target hexagon{{.*}} is not yet supported by default pipeline. Supported: kind cuda -> cuda, kind rocm -> rocm, kind metal -> gpu_generic, kind llvm -> cpu_generic, kind opencl with key adreno -> adreno, key gpu -> gpu_generic
