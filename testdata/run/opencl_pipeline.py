# The gpu_generic pipeline (TVM's relax.backend.gpu_generic) that opencl,
# vulkan, metal and webgpu route to: the shared stages with dlight's
# ApplyDefaultSchedule (TVM's rule list) right after FuseTIR; then the
# module it produces, built and run on the default OpenCL device (PoCL).
#
# RUN: %rlx opt %s --pipeline=default --target=opencl --print-pass-names | %FileCheck %s
# RUN: %rlx opt %s --pipeline=default --target=vulkan --print-pass-names | %FileCheck %s
# RUN: %rlx opt %s --pipeline=default --target=opencl | %FileCheck %s --check-prefix=IR
# RUN: %rlx opt %s --pipeline=default --target=llvm | %FileCheck %s --check-prefix=CPU
# RUN: %rlx opt %s --pipeline=default --target=cuda --print-pass-names | %FileCheck %s --check-prefix=CUDA
# RUN: not %rlx opt %s '--passes=ApplyDefaultSchedule(rules=gpu.Matmul;gpu.Fallbak)' --target=opencl 2>&1 \
# RUN:   | %FileCheck %s --check-prefix=RULE
# RUN: %rlx build %s --target=vulkan -o %t.vulkan.rlxexe
# RUN: not %rlx run %t.vulkan.rlxexe --in=%S/opencl_x.npy 2>&1 | %FileCheck %s --check-prefix=VULKAN
#
# RUN: %rlx build %s --target=opencl -o %t.rlxexe
# RUN: POCL_CACHE_DIR=%t.pocl %rlx run %t.rlxexe --in=%S/opencl_x.npy --print | %FileCheck %s --check-prefix=OUT
# RUN: %rlx eval %s --in=%S/opencl_x.npy --print | %FileCheck %s --check-prefix=OUT

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 5), dtype="float32")) -> R.Tuple(R.Tensor((3, 5), dtype="float32"), R.Tensor((5,), dtype="float32")):
        with R.dataflow():
            y: R.Tensor((3, 5), dtype="float32") = R.nn.relu(x)
            z: R.Tensor((3, 5), dtype="float32") = R.nn.softmax(y, axis=-1)
            s: R.Tensor((5,), dtype="float32") = R.sum(x, axis=[0])
            gv = (z, s)
            R.output(gv)
        return gv

# CHECK:      DispatchSampling
# CHECK-NEXT: DispatchSortScan
# CHECK-NEXT: LegalizeOps
# CHECK-NEXT: AnnotateTIROpPattern
# CHECK-NEXT: FoldConstant
# CHECK-NEXT: FuseOps
# CHECK-NEXT: FuseTIR
# CHECK-NEXT: ApplyDefaultSchedule
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

# Every kernel is scheduled: spatial loops fused into blockIdx.x x
# threadIdx.x (opencl's 256 threads), reductions serial in each thread.
# IR-DAG: "tirx.is_scheduled": T.bool(True)
# IR-DAG: T.thread_binding(T.int64(256), thread="threadIdx.x")
# IR-DAG: thread="blockIdx.x"
# softmax is gpu.GeneralReduction's: one block per row, both per-row
# results in shared memory, exp recomputed instead of stored.
# IR-DAG: for row in T.thread_binding(T.int64(3), thread="blockIdx.x"):
# IR-DAG: T_softmax_maxelem_shared = T.decl_buffer((T.int64(1),), scope="shared")
# IR-DAG: T_softmax_expsum_shared = T.decl_buffer((T.int64(1),), scope="shared")
# IR-NOT: T_softmax_exp = T.alloc_buffer
# CPU-NOT: thread_binding
# CPU-NOT: tirx.is_scheduled

# cuda has its own package: opencl's list plus RewriteCUDAGraph.
# CUDA: StaticPlanBlockMemory
# CUDA-NEXT: RewriteCUDAGraph
# RULE: unknown rule 'gpu.Fallbak'; available rules: gpu.Matmul, gpu.GEMV, gpu.Reduction, gpu.GeneralReduction, gpu.Fallback
# VULKAN: for target 'vulkan', which cannot run in this process (runnable here: llvm, opencl)

# Input: arange(15).reshape(3, 5) / 4 - 1.5 (opencl_x.npy); expectations
# from numpy, to 6 digits (exp and the float32 sums round differently).
# OUT-LABEL: out0:
# OUT-NEXT: {{\[\[}}0.2, 0.2, 0.2, 0.2, 0.2],
# OUT-NEXT: [0.141849{{[0-9]*}}, 0.141849{{[0-9]*}}, 0.18213{{[0-9]*}}, 0.233869{{[0-9]*}}, 0.300294{{[0-9]*}}],
# OUT-NEXT: [0.114050{{[0-9]*}}, 0.146444{{[0-9]*}}, 0.188037{{[0-9]*}}, 0.241445{{[0-9]*}}, 0.31002{{[0-9]*}}]] (float32, shape=(3, 5))
# OUT-LABEL: out1:
# OUT-NEXT: [-0.75, 0, 0.75, 1.5, 2.25] (float32, shape=(5,))
