#include "compiler/transform/specialize_prim_func_based_on_call_site.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::Parse;
using testing::Print;
using testing::RunPass;

std::vector<std::string> BufferScopes(const IRModule& mod, const std::string& name) {
  std::vector<std::string> out;
  auto f = mod->Lookup(name).as<tir::PrimFuncNode>();
  EXPECT_TRUE(f.defined()) << name << "\n" << Print(mod);
  if (!f.defined()) return out;
  for (const auto& kv : f->buffer_map) out.push_back(kv.second->scope);
  return out;
}

// relu called twice: texture -> texture, then texture -> global. The first
// call site specializes relu in place, the second gets its own copy.
constexpr char kTwoSites[] = R"(
@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global.texture-weight"), I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global")]})

    @R.function
    def main(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"))
            gv = R.call_tir(cls.relu, (lv,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"))
            R.output(gv)
        return gv

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32"), compute: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        # with T.block("root"):
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(A[v_i0, v_i1, v_i2, v_i3, v_i4])
                T.writes(compute[v_i0, v_i1, v_i2, v_i3, v_i4])
                compute[v_i0, v_i1, v_i2, v_i3, v_i4] = T.max(A[v_i0, v_i1, v_i2, v_i3, v_i4], T.float32(0.0))
)";

TEST(SpecializePrimFuncBasedOnCallSiteTest, EachCallSiteGetsItsScopes) {
  IRModule out = RunPass(SpecializePrimFuncBasedOnCallSite(), Parse(kTwoSites));
  EXPECT_EQ(BufferScopes(out, "relu"), (std::vector<std::string>{"global.texture-weight", "global.texture-weight"}));
  EXPECT_EQ(BufferScopes(out, "relu1"), (std::vector<std::string>{"global.texture-weight", "global"}));
  std::string text = Print(out);
  EXPECT_NE(text.find("gv = R.call_tir(cls.relu1, (lv,)"), std::string::npos) << text;
  EXPECT_NE(text.find("lv = R.call_tir(cls.relu, (x,)"), std::string::npos) << text;
  // Every access in the bodies goes to the new buffers: the module is well
  // formed (no access to a buffer the function does not define).
  testing::ExpectWellFormed(out);
}

// Call sites that pass only global buffers leave the PrimFunc alone.
TEST(SpecializePrimFuncBasedOnCallSiteTest, GlobalCallSitesChangeNothing) {
  IRModule mod = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            gv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32"))
            R.output(gv)
        return gv

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32"), compute: T.Buffer((T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        # with T.block("root"):
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(2), T.int64(2), T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(A[v_i0, v_i1, v_i2, v_i3, v_i4])
                T.writes(compute[v_i0, v_i1, v_i2, v_i3, v_i4])
                compute[v_i0, v_i1, v_i2, v_i3, v_i4] = T.max(A[v_i0, v_i1, v_i2, v_i3, v_i4], T.float32(0.0))
)");
  EXPECT_EQ(RunPass(SpecializePrimFuncBasedOnCallSite(), mod).get(), mod.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
