#include "compiler/transform/fold_vdevice_scope_change.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

// TVM's test_maxpool2d_scope_folding, with a relu kernel: the kernel writes
// a texture whose only use copies it to a global buffer, so the kernel
// writes the global buffer itself and the copy goes.
constexpr char kBefore[] = R"(
@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global.texture-weight"), I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global")]})

    @R.function
    def main(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight"))
            lv5: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global") = R.to_vdevice(lv, dst_vdevice="opencl:1:global")
            R.output(lv5)
        return lv5

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

TEST(FoldVDeviceScopeChangeTest, TextureKernelWritesTheGlobalBuffer) {
  IRModule out = RunPass(FoldVDeviceScopeChange(), Parse(kBefore));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global.texture-weight"), I.vdevice({"device": "adreno", "keys": ["adreno", "opencl", "gpu", "texture"], "kind": "opencl"}, 0, "global")]})

    @R.function
    def main(x: R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:0:global.texture-weight")) -> R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"):
        cls = Module
        with R.dataflow():
            lv5 = R.call_tir(cls.relu, (x,), out_sinfo=R.Tensor((1, 2, 2, 2, 4), dtype="float32", vdevice="opencl:1:global"))
            R.output(lv5)
        return lv5

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
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
