#include "targets/cuda/rewrite_cuda_graph.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace targets {
namespace cuda {
namespace {

using transform::testing::ModulesEqual;
using transform::testing::Parse;
using transform::testing::Print;

constexpr char kExp[] = R"(
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
)";

IRModule RunWithConfig(const IRModule& mod, bool enabled) {
  PassContext ctx;
  if (enabled) ctx.config[kUseCudaGraphConfig] = "true";
  return (*RewriteCUDAGraph())(mod, ctx);
}

// tests/python/relax/test_transform_rewrite_cuda_graph.py::test_rewrite_cuda_graph:
// the three constant-size storages go to cuda_graph_alloc; the kernels from
// the first one whose inputs are all static up to the builtin.alloc_tensor
// result are captured; `x` (an input) and the returned tensor stay outside.
constexpr char kBefore[] = R"(
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
)";

constexpr char kExpected[] = R"(
    @R.function(private=True)
    def cuda_graph_alloc() -> R.Tuple(R.Object, R.Object, R.Object):
        R.func_attr({"relax.force_pure": True})
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        storage1: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        storage2: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        gv: R.Tuple(R.Object, R.Object, R.Object) = (storage, storage1, storage2)
        return gv

    @R.function(private=True)
    def main_cuda_graph_capture(alloc: R.Tensor((2, 4), dtype="float32"), alloc1: R.Tensor((2, 4), dtype="float32"), storage: R.Object, storage2: R.Object) -> R.Tuple(R.Tensor((2, 4), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        _2: R.Tuple = cls.exp(alloc, alloc1)
        _3: R.Tuple = R.memory.kill_tensor(alloc)
        alloc2: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _4: R.Tuple = cls.exp(alloc1, alloc2)
        _5: R.Tuple = R.memory.kill_tensor(alloc1)
        alloc3: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage2, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _6: R.Tuple = cls.exp(alloc2, alloc3)
        _7: R.Tuple = R.memory.kill_tensor(alloc2)
        gv: R.Tuple(R.Tensor((2, 4), dtype="float32")) = (alloc3,)
        return gv

    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        gv: R.Tuple(R.Object, R.Object, R.Object) = R.call_builtin_with_ctx("vm.builtin.cuda_graph.get_cached_alloc", (cls.cuda_graph_alloc, R.prim_value(0)), sinfo_args=(R.Tuple(R.Object, R.Object, R.Object),))
        storage: R.Object = gv[0]
        alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _1: R.Tuple = cls.exp(x, alloc)
        storage1: R.Object = gv[1]
        alloc1: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage1, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        storage2: R.Object = gv[2]
        gv1: R.Tuple(R.Tensor((2, 4), dtype="float32")) = R.call_builtin_with_ctx("vm.builtin.cuda_graph.run_or_capture", (cls.main_cuda_graph_capture, (alloc, alloc1, storage, storage2), R.prim_value(0)), sinfo_args=(R.Tuple(R.Tensor((2, 4), dtype="float32")),))
        alloc3: R.Tensor((2, 4), dtype="float32") = gv1[0]
        alloc4: R.Tensor((2, 4), dtype="float32") = R.builtin.alloc_tensor(R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
        _8: R.Tuple = cls.exp(alloc3, alloc4)
        _9: R.Tuple = R.memory.kill_tensor(alloc3)
        _10: R.Tuple = R.memory.kill_storage(storage)
        _11: R.Tuple = R.memory.kill_storage(storage1)
        _12: R.Tuple = R.memory.kill_storage(storage2)
        return alloc4
)";

IRModule Module(const char* funcs) { return Parse(std::string("@I.ir_module\nclass Module:") + kExp + funcs); }

TEST(RewriteCUDAGraphTest, LiftsStaticStoragesAndCapturesKernelRegion) {
  IRModule out = RunWithConfig(Module(kBefore), true);
  EXPECT_TRUE(ModulesEqual(out, Module(kExpected)));
  transform::testing::ExpectWellFormed(out);
}

// As in TVM the pass is always in the cuda pipeline but acts only when the
// config asks for it.
TEST(RewriteCUDAGraphTest, DisabledWithoutTheConfig) {
  IRModule before = Module(kBefore);
  EXPECT_EQ(RunWithConfig(before, false).get(), before.get());
  PassContext ctx;
  ctx.config[kUseCudaGraphConfig] = "false";
  EXPECT_EQ((*RewriteCUDAGraph())(before, ctx).get(), before.get());
}

// test_tuple: tuple bindings and projections of static values are lifted
// with the kernels around them.
TEST(RewriteCUDAGraphTest, TuplesOfStaticValuesAreCaptured) {
  IRModule out = RunWithConfig(Module(R"(
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _: R.Tuple = cls.exp(x, alloc)
        storage1: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc1: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage1, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _0: R.Tuple = cls.exp(alloc, alloc1)
        lv0: R.Tuple(R.Tensor((2, 4), dtype="float32")) = (alloc1,)
        lv1: R.Tuple(R.Tuple(R.Tensor((2, 4), dtype="float32"))) = (lv0,)
        lv2: R.Tuple(R.Tensor((2, 4), dtype="float32")) = lv1[0]
        lv3: R.Tensor((2, 4), dtype="float32") = lv2[0]
        alloc2: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _1: R.Tuple = cls.exp(lv3, alloc2)
        _2: R.Tuple = R.memory.kill_tensor(alloc)
        _3: R.Tuple = R.memory.kill_tensor(alloc1)
        alloc3: R.Tensor((2, 4), dtype="float32") = R.builtin.alloc_tensor(R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
        _4: R.Tuple = cls.exp(alloc2, alloc3)
        _5: R.Tuple = R.memory.kill_tensor(alloc2)
        _6: R.Tuple = R.memory.kill_storage(storage)
        _7: R.Tuple = R.memory.kill_storage(storage1)
        return alloc3
)"),
                               true);
  IRModule expected = Module(R"(
    @R.function(private=True)
    def cuda_graph_alloc() -> R.Tuple(R.Object, R.Object):
        R.func_attr({"relax.force_pure": True})
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        storage1: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        gv: R.Tuple(R.Object, R.Object) = (storage, storage1)
        return gv

    @R.function(private=True)
    def main_cuda_graph_capture(alloc: R.Tensor((2, 4), dtype="float32"), alloc1: R.Tensor((2, 4), dtype="float32"), storage: R.Object) -> R.Tuple(R.Tensor((2, 4), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        _0: R.Tuple = cls.exp(alloc, alloc1)
        lv0: R.Tuple(R.Tensor((2, 4), dtype="float32")) = (alloc1,)
        lv1: R.Tuple(R.Tuple(R.Tensor((2, 4), dtype="float32"))) = (lv0,)
        lv2: R.Tuple(R.Tensor((2, 4), dtype="float32")) = lv1[0]
        lv3: R.Tensor((2, 4), dtype="float32") = lv2[0]
        alloc2: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _1: R.Tuple = cls.exp(lv3, alloc2)
        _2: R.Tuple = R.memory.kill_tensor(alloc)
        _3: R.Tuple = R.memory.kill_tensor(alloc1)
        gv: R.Tuple(R.Tensor((2, 4), dtype="float32")) = (alloc2,)
        return gv

    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        gv: R.Tuple(R.Object, R.Object) = R.call_builtin_with_ctx("vm.builtin.cuda_graph.get_cached_alloc", (cls.cuda_graph_alloc, R.prim_value(0)), sinfo_args=(R.Tuple(R.Object, R.Object),))
        storage: R.Object = gv[0]
        alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _: R.Tuple = cls.exp(x, alloc)
        storage1: R.Object = gv[1]
        alloc1: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage1, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        gv1: R.Tuple(R.Tensor((2, 4), dtype="float32")) = R.call_builtin_with_ctx("vm.builtin.cuda_graph.run_or_capture", (cls.main_cuda_graph_capture, (alloc, alloc1, storage), R.prim_value(0)), sinfo_args=(R.Tuple(R.Tensor((2, 4), dtype="float32")),))
        alloc2: R.Tensor((2, 4), dtype="float32") = gv1[0]
        alloc3: R.Tensor((2, 4), dtype="float32") = R.builtin.alloc_tensor(R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
        _4: R.Tuple = cls.exp(alloc2, alloc3)
        _5: R.Tuple = R.memory.kill_tensor(alloc2)
        _6: R.Tuple = R.memory.kill_storage(storage)
        _7: R.Tuple = R.memory.kill_storage(storage1)
        return alloc3
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

// A storage whose tensor is returned stays per call (TVM's
// OutputStorageCollector), and a region ends at a call of a vm.builtin
// extern function and at a non-static argument.
TEST(RewriteCUDAGraphTest, ReturnedStorageAndVmBuiltinsStayOutside) {
  IRModule out = RunWithConfig(Module(R"(
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _1: R.Tuple = cls.exp(x, alloc)
        out_storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        out: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(out_storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"))
        _2: R.Tuple = cls.exp(alloc, out)
        return out
)"),
                               true);
  std::string text = Print(out);
  // Only `storage` is lifted; `out_storage` is allocated per call, so the
  // kernel writing `out` is not static and nothing is captured.
  EXPECT_NE(text.find("def cuda_graph_alloc() -> R.Tuple(R.Object):"), std::string::npos) << text;
  EXPECT_NE(text.find("out_storage: R.Object = R.memory.alloc_storage("), std::string::npos) << text;
  EXPECT_EQ(text.find("run_or_capture"), std::string::npos) << text;
  transform::testing::ExpectWellFormed(out);
}

// Fixed parameters (past num_input) are static, and their symbolic
// variables travel as a trailing shape argument that also keys the capture.
TEST(RewriteCUDAGraphTest, FixedParametersAndTheirSymbolicVarsAreCaptured) {
  IRModule out = RunWithConfig(Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def copy(var_a: T.handle, var_b: T.handle):
        n = T.int64()
        a = T.match_buffer(var_a, (n,), "float32")
        b = T.match_buffer(var_b, (n,), "float32")
        for i in T.thread_binding(n, thread="threadIdx.x"):
            with T.block("b"):
                vi = T.axis.spatial(n, i)
                b[vi] = a[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), w: R.Tensor(("n",), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True, "num_input": 1})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([1024]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        t: R.Tensor((n,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([n]), R.dtype("float32"))
        _1: R.Tuple = cls.copy(w, t)
        r: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _2: R.Tuple = cls.copy(x, r)
        return r
)"),
                               true);
  std::string text = Print(out);
  EXPECT_NE(text.find("def main_cuda_graph_capture(w: R.Tensor((\"n\",), dtype=\"float32\"), t: R.Tensor((\"n\",), "
                      "dtype=\"float32\"), shape_expr: R.Shape([\"n\"]))"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("(cls.main_cuda_graph_capture, (w, t, R.shape([n])), R.prim_value(0), R.shape([n]))"),
            std::string::npos)
      << text;
  transform::testing::ExpectWellFormed(out);
}

}  // namespace
}  // namespace cuda
}  // namespace targets
}  // namespace rlx
