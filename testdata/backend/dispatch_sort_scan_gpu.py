# DispatchSortScan on GPU targets: sort / topk / bucketize / cumsum / cumprod
# become TIR kernels with thread bindings, shared memory and barriers
# (compiler/backend/gpu_*_kernels.h); a last-axis inclusive cumsum goes
# through vm.builtin.reshape to the 2-D gpu_2d_continuous_cumsum kernel,
# whose tile hierarchy is capped by index_bits (64 on cuda, 32 on webgpu).
# With libs=thrust, sort / topk / cumsum call tvm.contrib.thrust.* with a
# uint8 workspace allocated by R.builtin.alloc_tensor.
# RUN: %rlx opt %s --passes=DispatchSortScan --target=cuda | %FileCheck %s
# The kernels print back to the same text:
# RUN: %rlx opt %s --passes=DispatchSortScan --target=cuda > %t.py
# RUN: %rlx print %t.py | diff - %t.py
# RUN: %rlx opt %s --passes=DispatchSortScan --target=webgpu | %FileCheck %s --check-prefix=WEBGPU
# RUN: %rlx opt %s --passes="DispatchSortScan(index_bits=32)" --target=cuda | %FileCheck %s --check-prefix=WEBGPU
# RUN: %rlx opt %s --passes=DispatchSortScan --target='{"kind": "cuda", "libs": ["thrust"]}' | %FileCheck %s --check-prefix=THRUST

# CHECK-LABEL: def cumprod(var_A: T.handle, var_cumprod_gpu: T.handle):
# CHECK:         cumprod_gpu = T.match_buffer(var_cumprod_gpu, (m, n), "float64")
# CHECK:         for l2_width in range(T.Select(m <= T.int64(1), T.int64(0), T.Cast("int64", T.ceil(T.log2(T.Cast("float64", m)))))):
# CHECK-NEXT:      width: T.int64 = T.shift_left(T.int64(2), l2_width)
# CHECK-LABEL: def cumsum(var_A: T.handle, var_cumsum_gpu: T.handle):
# CHECK-LABEL: def gpu_2d_continuous_cumsum(var_A: T.handle, var_gpu_2d_continuous_cumsum_v0: T.handle):
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True), "tirx.is_scheduled": T.bool(True)})
# CHECK:         gpu_2d_continuous_cumsum_v1 = T.alloc_buffer((m, n))
# CHECK:         seg: T.int64 = T.shift_right(n + T.int64(511), T.int64(9))
# CHECK-NEXT:    rounds: T.int64 = T.Select(n > T.int64(256), T.int64(1), T.int64(0)) + T.Select(n > T.int64(131072), T.int64(1), T.int64(0)) + T.Select(n > T.int64(67108864), T.int64(1), T.int64(0)) + T.Select(n > T.int64(34359738368), T.int64(1), T.int64(0)) + {{.*}} + T.Select(n > T.int64(4611686018427387904), T.int64(1), T.int64(0))
# Rows are launched 32768 at a time (CUDA's gridDim.y limit; TVM launches all m).
# CHECK-NEXT:    for row_chunk in range(T.shift_right(m + T.int64(32767), T.int64(15))):
# CHECK-NEXT:      for by in T.thread_binding(T.min(T.int64(32768), m - T.shift_left(row_chunk, T.int64(15))), thread="blockIdx.y"):
# CHECK-NEXT:        for bx in T.thread_binding(seg, thread="blockIdx.x"):
# CHECK-NEXT:          for ty in T.thread_binding(T.int64(4), thread="threadIdx.y"):
# CHECK-NEXT:            for tx in T.thread_binding(T.int64(32), thread="threadIdx.x"):
# CHECK-NEXT:              row: T.int64 = T.shift_left(row_chunk, T.int64(15)) + by
# CHECK:                   lane_sum = T.decl_buffer((T.int64(128),), scope="shared")
# CHECK:                   T.tvm_storage_sync("shared")
# CHECK:         for i in range(rounds):
# CHECK-NEXT:      shift: T.int64 = T.min(T.max(T.int64(9) * (i + T.int64(1)), T.int64(0)), T.int64(63))
# CHECK:         for j in range(T.max(rounds - T.int64(1), T.int64(0))):
# CHECK-NEXT:      real_idx: T.int64 = rounds - T.int64(2) - j
# CHECK-LABEL: def main(
# CHECK:         s = R.call_tir(cls.sort, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# CHECK-NEXT:    t = R.call_tir(cls.topk, (x,), out_sinfo=[R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="int32")])
# CHECK-NEXT:    k = R.call_tir(cls.searchsorted, (b, x), out_sinfo=R.Tensor((2, 3), dtype="int32"))
# CHECK-LABEL: def scans(
# CHECK:         lv: R.Tensor((m, n), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", x, R.shape([m, n]), sinfo_args=(R.Tensor((m, n), dtype="float32"),))
# CHECK-NEXT:    lv_1 = R.call_tir(cls.gpu_2d_continuous_cumsum, (lv,), out_sinfo=R.Tensor((m, n), dtype="float32"))
# CHECK-NEXT:    c: R.Tensor((m, n), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", lv_1, R.shape([m, n]), sinfo_args=(R.Tensor((m, n), dtype="float32"),))
# CHECK-NEXT:    ce = R.call_tir(cls.cumsum, (x,), out_sinfo=R.Tensor((m, n), dtype="float32"))
# CHECK-NEXT:    p = R.call_tir(cls.cumprod, (x,), out_sinfo=R.Tensor((m, n), dtype="float64"))
# CHECK-LABEL: def searchsorted(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(2), T.int64(3)), "float32"), searchsorted_gpu: T.Buffer((T.int64(2), T.int64(3)), "int32")):
# CHECK:           for tx in T.thread_binding(T.int64(1024), thread="threadIdx.x"):
# CHECK:               while search_range[T.int64(0)] < search_range[T.int64(1)]:
# CHECK-LABEL: def sort(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), sort_gpu_v0: T.Buffer((T.int64(2), T.int64(3)), "float32")):
# CHECK:           for tx in T.thread_binding(T.int64(64), thread="threadIdx.x"):
# CHECK:             tile_keys = T.decl_buffer((T.int64(128),), scope="shared")
# CHECK:             for step in range(T.int64(128)):
# Descending: swap when the right key is larger, or is NaN (NaN ranks above every number).
# CHECK-NEXT:          if tx * T.int64(2) + step % T.int64(2) + T.int64(1) < tile_len and (tile_keys[tx * T.int64(2) + step % T.int64(2) + T.int64(1)] > tile_keys[tx * T.int64(2) + step % T.int64(2)] or T.isnan(tile_keys[tx * T.int64(2) + step % T.int64(2) + T.int64(1)]) and not T.isnan(tile_keys[tx * T.int64(2) + step % T.int64(2)])):
# CHECK:               T.tvm_storage_sync("shared")
# CHECK-LABEL: def topk(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), topk_gpu_v0: T.Buffer((T.int64(2), T.int64(2)), "float32"), topk_gpu_v1: T.Buffer((T.int64(2), T.int64(2)), "int32")):
# CHECK:             tile_idx = T.decl_buffer((T.int64(128),), "int64", scope="shared")
# CHECK-NOT:   tvm.contrib

# index_bits = 32 (webgpu's default): three rounds at most, shifts capped at 31.
# WEBGPU-LABEL: def gpu_2d_continuous_cumsum(
# WEBGPU:         rounds: T.int64 = T.Select(n > T.int64(256), T.int64(1), T.int64(0)) + T.Select(n > T.int64(131072), T.int64(1), T.int64(0)) + T.Select(n > T.int64(67108864), T.int64(1), T.int64(0))
# WEBGPU-NOT:     34359738368
# WEBGPU:           shift: T.int64 = T.min(T.max(T.int64(9) * (i + T.int64(1)), T.int64(0)), T.int64(31))
# WEBGPU-LABEL: def scans(
# WEBGPU:         R.call_tir(cls.gpu_2d_continuous_cumsum, (lv,)

# THRUST-LABEL: def cumsum(var_A: T.handle, var_B: T.handle, var_thrust_scan: T.handle):
# THRUST:         T.call_packed("tvm.contrib.thrust.sum_scan", {{.*}}, T.bool(False), T.tvm_stack_make_array(B.data, {{.*}}))
# THRUST-LABEL: def cumsum1(
# THRUST:         T.call_packed("tvm.contrib.thrust.sum_scan", {{.*}}, T.bool(True), {{.*}})
# THRUST-LABEL: def main(
# THRUST:         lv: R.Tensor((8388872,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([8388872]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
# THRUST-NEXT:    s = R.call_tir(cls.sort_thrust, (x, lv), out_sinfo=R.Tensor((2, 3), dtype="float32"))
# THRUST-NEXT:    lv_1: R.Tensor((8388872,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([8388872]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
# THRUST-NEXT:    t = R.call_tir(cls.topk_thrust, (x, lv_1), out_sinfo=[R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="int32")])
# THRUST-NEXT:    k = R.call_tir(cls.searchsorted, (b, x), out_sinfo=R.Tensor((2, 3), dtype="int32"))
# THRUST-LABEL: def scans(
# THRUST:         lv: R.Tensor((m * n * 32 + 8388608 + m * n * 12,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([m * n * 32 + 8388608 + m * n * 12]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
# THRUST-NEXT:    c = R.call_tir(cls.cumsum, (x, lv), out_sinfo=R.Tensor((m, n), dtype="float32"))
# THRUST:         p = R.call_tir(cls.cumprod, (x,), out_sinfo=R.Tensor((m, n), dtype="float64"))
# THRUST-LABEL: def sort_thrust(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(8388872),), "uint8"), thrust_sort_v0: T.Buffer((T.int64(2), T.int64(3)), "float32")):
# THRUST:         T.call_packed("tvm.contrib.thrust.sort", {{.*}}, T.bool(False), T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(T.int64(8388872)), 0, 1, T.uint8(0), T.int64(0)))
# THRUST-LABEL: def topk_thrust(

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), b: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=True)
            t = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            k = R.bucketize(x, b, out_int32=True, right=False)
            gv = (s, t, k)
            R.output(gv)
        return gv

    @R.function
    def scans(x: R.Tensor(("m", "n"), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=-1)
            ce = R.cumsum(x, axis=1, exclusive=True)
            p = R.cumprod(x, axis=0, dtype="float64")
            gv = (c, ce, p)
            R.output(gv)
        return gv
