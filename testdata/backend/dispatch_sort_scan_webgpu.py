# DispatchSortScan on WebGPU, TVM PR #20133: an inclusive cumsum over a
# non-last axis (any rank) is reshaped to [outer, axis, inner] and scanned
# by gpu_3d_axis_1_cumsum, one thread per (outer, inner) column, instead of
# the generic GPU scan's transposes. The reshape keeps the input dtype.
# Exclusive scans and cumprod stay on the generic scan; other GPU targets
# keep it for every non-last axis.
# RUN: %rlx opt %s --passes=DispatchSortScan --target=webgpu > %t.py
# RUN: %rlx print %t.py | diff - %t.py
# RUN: %FileCheck %s < %t.py
# RUN: %rlx opt %s --passes=DispatchSortScan --target=webgpu --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
# RUN: %rlx opt %s --passes=DispatchSortScan --target=vulkan | %FileCheck %s --check-prefix=VULKAN

# EXPLAIN: main/c0: relax.cumsum -> cumsum.gpu_axis_3d {{.*}}(webgpu: WebGPU, non-last axis, inclusive -> gpu_3d_axis_1_cumsum over [outer, axis, inner])
# EXPLAIN-NEXT: main/c1: relax.cumsum -> cumsum.gpu_axis_3d
# EXPLAIN-NEXT: main/c2: relax.cumsum -> cumsum.gpu_continuous
# EXPLAIN-NEXT: main/e1: relax.cumsum -> cumsum.gpu [
# EXPLAIN-NEXT: main/p1: relax.cumprod -> cumprod.gpu [
# EXPLAIN-NEXT: sym/c: relax.cumsum -> cumsum.gpu_axis_3d

# CHECK-LABEL: def cumprod(
# CHECK-LABEL: def cumsum(
# CHECK-LABEL: def gpu_2d_continuous_cumsum(
# CHECK-LABEL: def gpu_3d_axis_1_cumsum(var_A: T.handle, var_gpu_3d_axis_1_cumsum: T.handle):
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True), "tirx.is_scheduled": T.bool(True)})
# CHECK-NEXT:    outer, scan, inner = T.int64(), T.int64(), T.int64()
# CHECK-NEXT:    A = T.match_buffer(var_A, (outer, scan, inner))
# CHECK-NEXT:    gpu_3d_axis_1_cumsum = T.match_buffer(var_gpu_3d_axis_1_cumsum, (outer, scan, inner), "float64")
# CHECK:           for bx in T.thread_binding((outer * inner + T.int64(128) - T.int64(1)) // T.int64(128), thread="blockIdx.x"):
# CHECK-NEXT:        for tx in T.thread_binding(T.int64(128), thread="threadIdx.x"):
# CHECK-NEXT:          row: T.int64 = bx * T.int64(128) + tx
# CHECK-NEXT:          accumulator = T.decl_buffer((T.int64(1),), "float64", scope="local")
# CHECK-NEXT:          if row < outer * inner:
# CHECK-NEXT:            outer_idx: T.int64 = row // inner
# CHECK-NEXT:            inner_idx: T.int64 = row % inner
# CHECK-NEXT:            accumulator[T.int64(0)] = T.float64(0.0)
# CHECK-NEXT:            for k in range(scan):
# CHECK-NEXT:              accumulator[T.int64(0)] = accumulator[T.int64(0)] + T.Cast("float64", A[outer_idx, k, inner_idx])
# CHECK-NEXT:              gpu_3d_axis_1_cumsum[outer_idx, k, inner_idx] = accumulator[T.int64(0)]
# CHECK-LABEL: def gpu_3d_axis_1_cumsum1(
# CHECK:         gpu_3d_axis_1_cumsum = T.match_buffer(var_gpu_3d_axis_1_cumsum, (outer, scan, inner))
# CHECK-LABEL: def main(
# CHECK-NEXT:    cls = Module
# CHECK-NEXT:    with R.dataflow():
# CHECK-NEXT:      lv: R.Tensor((1, 2, 12), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", x, R.shape([1, 2, 12]), sinfo_args=(R.Tensor((1, 2, 12), dtype="float32"),))
# CHECK-NEXT:      [[V1:lv_?[0-9]+]] = R.call_tir(cls.gpu_3d_axis_1_cumsum, (lv,), out_sinfo=R.Tensor((1, 2, 12), dtype="float64"))
# CHECK-NEXT:      c0: R.Tensor((2, 3, 4), dtype="float64") = R.call_pure_packed("vm.builtin.reshape", [[V1]], R.shape([2, 3, 4]), sinfo_args=(R.Tensor((2, 3, 4), dtype="float64"),))
# CHECK-NEXT:      [[V2:lv_?[0-9]+]]: R.Tensor((2, 3, 4), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", x, R.shape([2, 3, 4]), sinfo_args=(R.Tensor((2, 3, 4), dtype="float32"),))
# CHECK-NEXT:      {{lv_?[0-9]+}} = R.call_tir(cls.gpu_3d_axis_1_cumsum1, ([[V2]],), out_sinfo=R.Tensor((2, 3, 4), dtype="float32"))
# CHECK:           R.call_tir(cls.gpu_2d_continuous_cumsum,
# CHECK:           e1 = R.call_tir(cls.cumsum, (x,)
# CHECK-NEXT:      p1 = R.call_tir(cls.cumprod, (x,)
# CHECK-LABEL: def sym(
# CHECK:           lv: R.Tensor((1, a, b), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", y, R.shape([1, a, b]),
# CHECK-NEXT:      {{lv_?[0-9]+}} = R.call_tir(cls.gpu_3d_axis_1_cumsum1, (lv,), out_sinfo=R.Tensor((1, a, b), dtype="float32"))

# VULKAN-NOT: gpu_3d_axis_1_cumsum
# VULKAN-LABEL: def main(
# VULKAN: c0 = R.call_tir(cls.cumsum, (x,)

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4), dtype="float32")):
        with R.dataflow():
            c0 = R.cumsum(x, axis=0, dtype="float64")
            c1 = R.cumsum(x, axis=-2)
            c2 = R.cumsum(x, axis=2)
            e1 = R.cumsum(x, axis=1, exclusive=True)
            p1 = R.cumprod(x, axis=1)
            gv = (c0, c1, c2, e1, p1)
            R.output(gv)
        return gv

    @R.function
    def sym(y: R.Tensor(("a", "b"), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(y, axis=0)
            R.output(c)
        return c
