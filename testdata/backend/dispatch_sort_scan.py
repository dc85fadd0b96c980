# DispatchSortScan on a CPU target: sort / argsort / topk become private
# PrimFuncs named after the TOPI function (sort, argsort, topk; numbered
# when distinct: sort1), each an extern block calling the packed
# tvm.contrib.sort.* function; identical topk calls share one PrimFunc.
# cumsum / cumprod become an extern block with a parallel loop over the
# positions outside the axis and a serial running scan along it.
# RUN: %rlx opt %s --passes=DispatchSortScan --target=llvm > %t.py
# RUN: %rlx print %t.py | diff - %t.py
# Every dispatch decision is recorded with its reason in the pass trace:
# RUN: %rlx opt %s --passes=DispatchSortScan --target=llvm --trace=%t.json > /dev/null
# RUN: %FileCheck %s --check-prefix=TRACE < %t.json
# TRACE: "name": "DispatchSortScan",
# TRACE: "decisions": [
# TRACE-NEXT: "main/s: relax.sort -> sort.cpu (llvm: not a GPU target -> tvm.contrib.sort.sort)",
# RUN: %rlx opt %s --passes=DispatchSortScan --target=llvm | %FileCheck %s
# RUN: %rlx opt %s --passes="DispatchSortScan(index_bits=32)" --target=llvm | %FileCheck %s
# RUN: not %rlx opt %s --passes=DispatchSortScan 2>&1 | %FileCheck %s --check-prefix=NOTARGET
# RUN: not %rlx opt %s --passes="DispatchSortScan(index_bits=16)" --target=llvm 2>&1 | %FileCheck %s --check-prefix=BITS
# RUN: not %rlx opt %s --passes="DispatchSortScan(index_bits=64)" --target=webgpu 2>&1 | %FileCheck %s --check-prefix=WEBGPU
# The same module on cuda uses the GPU kernels (dispatch_sort_scan_gpu.py):
# RUN: %rlx opt %s --passes=DispatchSortScan --target=cuda | %FileCheck %s --check-prefix=CUDA

# NOTARGET: Target not found. Please ensure that the target is annotated within the module, or alternatively, execute this within a specified target context.
# BITS: DispatchSortScan: index_bits must be 32 or 64, got 16
# WEBGPU: DispatchSortScan: WebGPU does not support index_bits=64 (use 32)
# CUDA-NOT:     tvm.contrib.sort
# CUDA-LABEL: def main(
# CUDA:         s = R.call_tir(cls.sort, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# CUDA-LABEL: def sort(
# CUDA:           for bx in T.thread_binding(T.int64(2), thread="blockIdx.x"):
# CUDA:             T.tvm_storage_sync("shared")

# CHECK-LABEL: def argsort(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), argsort_cpu: T.Buffer((T.int64(2), T.int64(3)), "int64")):
# CHECK:         with T.block("argsort_cpu"):
# CHECK:           T.call_packed("tvm.contrib.sort.argsort", T.tvm_stack_make_array(A.data, {{.*}}), T.tvm_stack_make_array(argsort_cpu.data, {{.*}}), 0, T.bool(True))
# CHECK-LABEL: def cumprod(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), cumprod_generic: T.Buffer((T.int64(2), T.int64(3)), "float32")):
# CHECK:           for fused in T.parallel(T.int64(3)):
# CHECK-LABEL: def cumsum(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), cumsum_generic: T.Buffer((T.int64(2), T.int64(3)), "float32")):
# CHECK:         with T.block("cumsum_generic"):
# CHECK:           for fused in T.parallel(T.int64(2)):
# CHECK-NEXT:        cumsum_generic[fused % T.int64(2), T.int64(0)] = T.float32(0.0)
# CHECK-NEXT:        for _k in range(T.int64(2)):
# CHECK-NEXT:          cumsum_generic[fused % T.int64(2), _k + T.int64(1)] = cumsum_generic[fused % T.int64(2), _k] + A[fused % T.int64(2), _k]
# CHECK-LABEL: def main(
# CHECK:         s = R.call_tir(cls.sort, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# CHECK-NEXT:    s1 = R.call_tir(cls.sort1, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# CHECK-NEXT:    a = R.call_tir(cls.argsort, (x,), out_sinfo=R.Tensor((2, 3), dtype="int64"))
# CHECK-NEXT:    t = R.call_tir(cls.topk, (x,), out_sinfo=[R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="int32")])
# CHECK-NEXT:    t2 = R.call_tir(cls.topk, (x,), out_sinfo=[R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="int32")])
# CHECK-LABEL: def scans(
# CHECK:         c = R.call_tir(cls.cumsum, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# CHECK-NEXT:    p = R.call_tir(cls.cumprod, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# CHECK-LABEL: def sort(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), sort_cpu: T.Buffer((T.int64(2), T.int64(3)), "float32")):
# CHECK:           T.call_packed("tvm.contrib.sort.sort", {{.*}}, 1, T.bool(False))
# CHECK-LABEL: def sort1(
# CHECK:           T.call_packed("tvm.contrib.sort.sort", {{.*}}, 0, T.bool(True))
# CHECK-LABEL: def topk(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), topk_cpu_v0: T.Buffer((T.int64(2), T.int64(2)), "float32"), topk_cpu_v1: T.Buffer((T.int64(2), T.int64(2)), "int32")):
# CHECK:           T.call_packed("tvm.contrib.sort.topk", {{.*}}, 2, -1, "both", T.bool(False))
# CHECK-NOT:   def topk1(

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=True)
            s1 = R.sort(x, axis=0, descending=False)
            a = R.argsort(x, axis=0, descending=False, dtype="int64")
            t = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            t2 = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            gv = (s, s1, a, t, t2)
            R.output(gv)
        return gv

    @R.function
    def scans(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=1, exclusive=True)
            p = R.cumprod(x, axis=0)
            gv = (c, p)
            R.output(gv)
        return gv
