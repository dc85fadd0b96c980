# RUN: %rlx opt %s --passes=RewriteCUDAGraph --config relax.backend.use_cuda_graph=true | %FileCheck %s
# RUN: %rlx opt %s --passes=RewriteCUDAGraph | %FileCheck %s --check-prefix=OFF
# RUN: %rlx opt %s --passes=RewriteCUDAGraph --config relax.backend.use_cuda_graph=false | %FileCheck %s --check-prefix=OFF
# RUN: not %rlx opt %s --passes=RewriteCUDAGraph --config use_cuda_graph 2>&1 | %FileCheck %s --check-prefix=BADCONFIG
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

# tests/python/relax/test_transform_rewrite_cuda_graph.py::test_rewrite_cuda_graph,
# in the state StaticPlanBlockMemory leaves a module.
@I.ir_module
class Module:
    @T.prim_func
    def exp(rxplaceholder: T.Buffer((T.int64(2), T.int64(4)), "float32"), compute: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": True, "global_symbol": "exp"})
        for i0_i1_fused_0 in T.thread_binding(T.int64(1), thread="blockIdx.x"):
            for i0_i1_fused_1 in T.thread_binding(T.int64(8), thread="threadIdx.x"):
                with T.block("compute"):
                    i0 = T.axis.spatial(T.int64(2), (i0_i1_fused_0 * T.int64(8) + i0_i1_fused_1) // T.int64(4))
                    i1 = T.axis.spatial(T.int64(4), (i0_i1_fused_0 * T.int64(8) + i0_i1_fused_1) % T.int64(4))
                    T.reads(rxplaceholder[i0, i1])
                    T.writes(compute[i0, i1])
                    compute[i0, i1] = T.exp(rxplaceholder[i0, i1])

    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _1: R.Tuple = cls.exp(x, alloc)
        storage1: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc1: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage1, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _2: R.Tuple = cls.exp(alloc, alloc1)
        _3: R.Tuple = R.memory.kill_tensor(alloc)
        alloc2: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _4: R.Tuple = cls.exp(alloc1, alloc2)
        _5: R.Tuple = R.memory.kill_tensor(alloc1)
        storage2: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc3: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage2, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _6: R.Tuple = cls.exp(alloc2, alloc3)
        _7: R.Tuple = R.memory.kill_tensor(alloc2)
        alloc4: R.Tensor((2, 4), dtype="float32") = R.builtin.alloc_tensor(R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
        _8: R.Tuple = cls.exp(alloc3, alloc4)
        _9: R.Tuple = R.memory.kill_tensor(alloc3)
        _10: R.Tuple = R.memory.kill_storage(storage)
        _11: R.Tuple = R.memory.kill_storage(storage1)
        _12: R.Tuple = R.memory.kill_storage(storage2)
        return alloc4

# TVM's expected module: the three storages in cuda_graph_alloc, the
# kernels from _2 to _7 captured (x is an input, alloc4 per call).
# CHECK-LABEL: def cuda_graph_alloc() -> R.Tuple(R.Object, R.Object, R.Object):
# CHECK-NEXT:      R.func_attr({"relax.force_pure": {{.*}}})
# CHECK-NEXT:      storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
# CHECK-NEXT:      storage1: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
# CHECK-NEXT:      storage2: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
# CHECK-NEXT:      gv: R.Tuple(R.Object, R.Object, R.Object) = (storage, storage1, storage2)
# CHECK-NEXT:      return gv
# CHECK-LABEL: def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
# CHECK:           gv: R.Tuple(R.Object, R.Object, R.Object) = R.call_builtin_with_ctx(R.ExternFunc("vm.builtin.cuda_graph.get_cached_alloc"), (cls.cuda_graph_alloc, R.prim_value(0)), sinfo_args=(R.Tuple(R.Object, R.Object, R.Object),))
# CHECK-NEXT:      storage: R.Object = gv[0]
# CHECK-NEXT:      alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage,
# CHECK-NEXT:      _1: R.Tuple = cls.exp(x, alloc)
# CHECK-NEXT:      storage1: R.Object = gv[1]
# CHECK-NEXT:      alloc1: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage1,
# CHECK-NEXT:      storage2: R.Object = gv[2]
# CHECK-NEXT:      gv_1: R.Tuple(R.Tensor((2, 4), dtype="float32")) = R.call_builtin_with_ctx(R.ExternFunc("vm.builtin.cuda_graph.run_or_capture"), (cls.main_cuda_graph_capture, (alloc, alloc1, storage, storage2), R.prim_value(0)), sinfo_args=(R.Tuple(R.Tensor((2, 4), dtype="float32")),))
# CHECK-NEXT:      alloc3: R.Tensor((2, 4), dtype="float32") = gv_1[0]
# CHECK-NEXT:      alloc4: R.Tensor((2, 4), dtype="float32") = R.builtin.alloc_tensor(
# CHECK-NEXT:      _8: R.Tuple = cls.exp(alloc3, alloc4)
# CHECK-LABEL: def main_cuda_graph_capture(alloc: R.Tensor((2, 4), dtype="float32"), alloc1: R.Tensor((2, 4), dtype="float32"), storage: R.Object, storage2: R.Object) -> R.Tuple(R.Tensor((2, 4), dtype="float32")):
# CHECK-NEXT:      R.func_attr({"relax.force_pure": {{.*}}})
# CHECK:           cls = Module
# CHECK-NEXT:      _2: R.Tuple = cls.exp(alloc, alloc1)
# CHECK-NEXT:      _3: R.Tuple = R.memory.kill_tensor(alloc)
# CHECK-NEXT:      alloc2: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage,
# CHECK-NEXT:      _4: R.Tuple = cls.exp(alloc1, alloc2)
# CHECK-NEXT:      _5: R.Tuple = R.memory.kill_tensor(alloc1)
# CHECK-NEXT:      alloc3: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage2,
# CHECK-NEXT:      _6: R.Tuple = cls.exp(alloc2, alloc3)
# CHECK-NEXT:      _7: R.Tuple = R.memory.kill_tensor(alloc2)
# CHECK-NEXT:      gv: R.Tuple(R.Tensor((2, 4), dtype="float32")) = (alloc3,)
# CHECK-NEXT:      return gv

# OFF-NOT: cuda_graph
# BADCONFIG: error: rlx opt: --config expects key=value, got 'use_cuda_graph'
