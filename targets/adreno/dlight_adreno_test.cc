#include "targets/adreno/dlight_adreno.h"

#include <gtest/gtest.h>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dlight_rule_test.h"
#include "compiler/backend/gpu_test_util.h"
#include "compiler/te/expr_util.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using targets::adreno::AdrenoScheduleRules;
using targets::adreno::kAdrenoConv2d;
using targets::adreno::kAdrenoFallback;
using targets::adreno::kAdrenoLayoutTransform;
using targets::adreno::kAdrenoPool2D;
using testing::CountAllocs;
using testing::CountTag;
using testing::ExpectSameOnInterpAndOpenCL;
using testing::RandomInts;
using transform::testing::Parse;

// The stages the adreno texture pipeline produces (as printed before its
// ApplyDefaultSchedule, shapes shrunk, scopes dropped): packing into
// NCHW4c, unpacking from it, a padded NCHWc convolution with a fused relu,
// and an NCHW4c max pool.
const char* kModule = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def te_layout_transform(A: T.Buffer((T.int64(1), T.int64(12), T.int64(3), T.int64(5)), "float32"), B: T.Buffer((T.int64(1), T.int64(3), T.int64(3), T.int64(5), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 2, "tir.noalias": T.bool(True)})
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(3), T.int64(3), T.int64(5), T.int64(4)):
            with T.block("te_layout_transform"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(A[v_i0, v_i1 * T.int64(4) + v_i4, v_i2, v_i3])
                T.writes(B[v_i0, v_i1, v_i2, v_i3, v_i4])
                B[v_i0, v_i1, v_i2, v_i3, v_i4] = A[v_i0, v_i1 * T.int64(4) + v_i4, v_i2, v_i3]

    @T.prim_func(private=True)
    def te_layout_transform2(A: T.Buffer((T.int64(1), T.int64(3), T.int64(3), T.int64(5), T.int64(4)), "float32"), B: T.Buffer((T.int64(1), T.int64(12), T.int64(3), T.int64(5)), "float32")):
        T.func_attr({"op_pattern": 2, "tir.noalias": T.bool(True)})
        for i0, i1, i2, i3 in T.grid(T.int64(1), T.int64(12), T.int64(3), T.int64(5)):
            with T.block("te_layout_transform"):
                v_i0, v_i1, v_i2, v_i3 = T.axis.remap("SSSS", [i0, i1, i2, i3])
                T.reads(A[v_i0, v_i1 // T.int64(4), v_i2, v_i3, v_i1 % T.int64(4)])
                T.writes(B[v_i0, v_i1, v_i2, v_i3])
                B[v_i0, v_i1, v_i2, v_i3] = A[v_i0, v_i1 // T.int64(4), v_i2, v_i3, v_i1 % T.int64(4)]

    @T.prim_func(private=True)
    def fused_conv2d_NCHWc_OIHWo_opencl_relu(lv: T.Buffer((T.int64(1), T.int64(2), T.int64(6), T.int64(5), T.int64(4)), "float32"), lv_1: T.Buffer((T.int64(3), T.int64(8), T.int64(3), T.int64(3), T.int64(4)), "float32"), compute: T.Buffer((T.int64(1), T.int64(3), T.int64(6), T.int64(5), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        conv2d_NCHWc_OIHWo = T.alloc_buffer((T.int64(1), T.int64(3), T.int64(6), T.int64(5), T.int64(4)))
        pad_temp = T.alloc_buffer((T.int64(1), T.int64(2), T.int64(8), T.int64(7), T.int64(4)))
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(2), T.int64(8), T.int64(7), T.int64(4)):
            with T.block("pad_temp"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(lv[v_i0, v_i1, v_i2 - T.int64(1), v_i3 - T.int64(1), v_i4])
                T.writes(pad_temp[v_i0, v_i1, v_i2, v_i3, v_i4])
                pad_temp[v_i0, v_i1, v_i2, v_i3, v_i4] = T.if_then_else(T.int64(1) <= v_i2 and v_i2 < T.int64(7) and T.int64(1) <= v_i3 and v_i3 < T.int64(6), lv[v_i0, v_i1, v_i2 - T.int64(1), v_i3 - T.int64(1), v_i4], T.float32(0.0))
        for i0, i1, i2, i3, i4, rcc, ry, rx in T.grid(T.int64(1), T.int64(3), T.int64(6), T.int64(5), T.int64(4), T.int64(8), T.int64(3), T.int64(3)):
            with T.block("conv2d_NCHWc_OIHWo"):
                v_i0, v_i1, v_i2, v_i3, v_i4, v_rcc, v_ry, v_rx = T.axis.remap("SSSSSRRR", [i0, i1, i2, i3, i4, rcc, ry, rx])
                T.reads(pad_temp[v_i0, v_rcc // T.int64(4), v_i2 + v_ry, v_i3 + v_rx, v_rcc % T.int64(4)], lv_1[v_i1, v_rcc, v_ry, v_rx, v_i4])
                T.writes(conv2d_NCHWc_OIHWo[v_i0, v_i1, v_i2, v_i3, v_i4])
                with T.init():
                    conv2d_NCHWc_OIHWo[v_i0, v_i1, v_i2, v_i3, v_i4] = T.float32(0.0)
                conv2d_NCHWc_OIHWo[v_i0, v_i1, v_i2, v_i3, v_i4] = conv2d_NCHWc_OIHWo[v_i0, v_i1, v_i2, v_i3, v_i4] + pad_temp[v_i0, v_rcc // T.int64(4), v_i2 + v_ry, v_i3 + v_rx, v_rcc % T.int64(4)] * lv_1[v_i1, v_rcc, v_ry, v_rx, v_i4]
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(3), T.int64(6), T.int64(5), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(conv2d_NCHWc_OIHWo[v_i0, v_i1, v_i2, v_i3, v_i4])
                T.writes(compute[v_i0, v_i1, v_i2, v_i3, v_i4])
                compute[v_i0, v_i1, v_i2, v_i3, v_i4] = T.max(conv2d_NCHWc_OIHWo[v_i0, v_i1, v_i2, v_i3, v_i4], T.float32(0.0))

    @T.prim_func(private=True)
    def max_pool2d(x: T.Buffer((T.int64(1), T.int64(2), T.int64(6), T.int64(6), T.int64(4)), "float32"), y: T.Buffer((T.int64(1), T.int64(2), T.int64(3), T.int64(3), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for n, c, h, w, cb, kh, kw in T.grid(T.int64(1), T.int64(2), T.int64(3), T.int64(3), T.int64(4), T.int64(2), T.int64(2)):
            with T.block("pool_max"):
                vn, vc, vh, vw, vcb, vkh, vkw = T.axis.remap("SSSSSRR", [n, c, h, w, cb, kh, kw])
                T.reads(x[vn, vc, vh * T.int64(2) + vkh, vw * T.int64(2) + vkw, vcb])
                T.writes(y[vn, vc, vh, vw, vcb])
                with T.init():
                    y[vn, vc, vh, vw, vcb] = T.float32(-3.4028234663852886e+38)
                y[vn, vc, vh, vw, vcb] = T.max(y[vn, vc, vh, vw, vcb], x[vn, vc, vh * T.int64(2) + vkh, vw * T.int64(2) + vkw, vcb])

    @T.prim_func(private=True)
    def max_pool2d_nchw(x: T.Buffer((T.int64(1), T.int64(3), T.int64(8), T.int64(8)), "float32"), y: T.Buffer((T.int64(1), T.int64(3), T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for n, c, h, w, kh, kw in T.grid(T.int64(1), T.int64(3), T.int64(4), T.int64(4), T.int64(2), T.int64(2)):
            with T.block("pool_max"):
                vn, vc, vh, vw, vkh, vkw = T.axis.remap("SSSSRR", [n, c, h, w, kh, kw])
                T.reads(x[vn, vc, vh * T.int64(2) + vkh, vw * T.int64(2) + vkw])
                T.writes(y[vn, vc, vh, vw])
                with T.init():
                    y[vn, vc, vh, vw] = T.float32(-3.4028234663852886e+38)
                y[vn, vc, vh, vw] = T.max(y[vn, vc, vh, vw], x[vn, vc, vh * T.int64(2) + vkh, vw * T.int64(2) + vkw])
)";

tir::PrimFunc Func(const IRModule& mod, const std::string& name) {
  auto f = mod->Lookup(name).as<tir::PrimFuncNode>();
  EXPECT_TRUE(f.defined()) << name;
  return f;
}

// Serial loops of extent 4 whose body is a store into a buffer of `rank`
// dimensions at the loop variable's channel: the form TextureFlatten turns
// into one image write.
int CountTexelLoops(const tir::PrimFunc& f, size_t rank) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    auto loop = o.as<tir::ForNode>();
    int64_t extent = 0;
    if (!loop.defined() || loop->for_kind != tir::ForKind::kSerial || !AsConstInt(loop->extent, &extent) ||
        extent != 4) {
      return;
    }
    auto store = loop->body.as<tir::BufferStoreNode>();
    if (!store.defined() || store->buffer->shape.size() != rank) return;
    auto last = store->indices.back().as<TirVarNode>();
    n += last.defined() && last.get() == loop->loop_var.get();
  });
  return n;
}

tir::PrimFunc Schedule(const tir::PrimFunc& f, const std::string& rule, std::string* applied) {
  return ScheduleWithRules(f, {rule}, /*max_threads=*/16, applied, {}, AdrenoScheduleRules());
}

// 1*3*3*5 = 45 texels over blocks of 16 threads: a tail block.
TEST(DlightAdreno, LayoutTransformWritesOneTexelPerThread) {
  IRModule mod = Parse(kModule);
  tir::PrimFunc f = Func(mod, "te_layout_transform");
  std::string applied;
  tir::PrimFunc g = Schedule(f, kAdrenoLayoutTransform, &applied);
  EXPECT_EQ(applied, kAdrenoLayoutTransform);
  EXPECT_EQ(CountTag(g, "threadIdx.x"), 1);
  EXPECT_EQ(CountTexelLoops(g, 5), 1);
  ExpectSameOnInterpAndOpenCL(f, g,
                              {RandomInts({1, 12, 3, 5}, DataType::Float(32), -50, 50, 1),
                               NDArray::Zeros({1, 3, 3, 5, 4}, DataType::Float(32))},
                              1, 0, "pack");
  // Unpacking writes a plain NCHW tensor: no texel to keep together, so
  // the rule leaves it to the generic ones, as TVM's does.
  tir::PrimFunc unpack = Func(mod, "te_layout_transform2");
  EXPECT_TRUE(Schedule(unpack, kAdrenoLayoutTransform, &applied).same_as(unpack));
  EXPECT_EQ(applied, "");
}

// The convolution accumulates its four output channels in a local array;
// the padding and the relu keep their texel loops; integer-valued inputs
// make every order of the sums exact.
TEST(DlightAdreno, Conv2dAccumulatesATexelPerThread) {
  IRModule mod = Parse(kModule);
  tir::PrimFunc f = Func(mod, "fused_conv2d_NCHWc_OIHWo_opencl_relu");
  std::string applied;
  tir::PrimFunc g = Schedule(f, kAdrenoConv2d, &applied);
  EXPECT_EQ(applied, kAdrenoConv2d);
  EXPECT_EQ(CountTag(g, "threadIdx.x"), 3);  // pad, conv, relu: three kernels
  EXPECT_EQ(CountAllocs(g, "local"), 1);
  EXPECT_EQ(CountTexelLoops(g, 5), 3);  // pad, conv write-back, relu
  ExpectSameOnInterpAndOpenCL(f, g,
                              {RandomInts({1, 2, 6, 5, 4}, DataType::Float(32), -4, 4, 2),
                               RandomInts({3, 8, 3, 3, 4}, DataType::Float(32), -4, 4, 3),
                               NDArray::Zeros({1, 3, 6, 5, 4}, DataType::Float(32))},
                              1, 0, "conv2d + relu");
  // Other rules' functions are not convolutions.
  EXPECT_TRUE(Schedule(Func(mod, "max_pool2d"), kAdrenoConv2d, &applied).same_as(Func(mod, "max_pool2d")));
}

TEST(DlightAdreno, Pool2DKeepsTheTexelInOneThread) {
  IRModule mod = Parse(kModule);
  tir::PrimFunc f = Func(mod, "max_pool2d");
  std::string applied;
  tir::PrimFunc g = Schedule(f, kAdrenoPool2D, &applied);
  EXPECT_EQ(applied, kAdrenoPool2D);
  EXPECT_EQ(CountAllocs(g, "local"), 1);
  ExpectSameOnInterpAndOpenCL(f, g,
                              {RandomInts({1, 2, 6, 6, 4}, DataType::Float(32), -50, 50, 4),
                               NDArray::Zeros({1, 2, 3, 3, 4}, DataType::Float(32))},
                              1, 0, "max_pool2d");
  // An NCHW pool whose last axis happens to have 4 elements has a texel
  // shape, but TVM's rule takes SSSSSRR windows only: not applied.
  tir::PrimFunc nchw = Func(mod, "max_pool2d_nchw");
  EXPECT_TRUE(Schedule(nchw, kAdrenoPool2D, &applied).same_as(nchw));
  EXPECT_EQ(applied, "");
}

// An activation fused into the packing transform: two stages, so not
// adreno.LayoutTransform's; the output is texture-scoped.
const char* kFusedPackModule = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fused_relu_te_layout_transform(data: T.Buffer((T.int64(1), T.int64(8), T.int64(3), T.int64(5)), "float32"), te_layout_transform: T.handle):
        T.func_attr({"op_pattern": 2, "tir.noalias": T.bool(True)})
        te_layout_transform_1 = T.match_buffer(te_layout_transform, (T.int64(1), T.int64(2), T.int64(3), T.int64(5), T.int64(4)), scope="SCOPE")
        compute = T.alloc_buffer((T.int64(1), T.int64(8), T.int64(3), T.int64(5)))
        for i0, i1, i2, i3 in T.grid(T.int64(1), T.int64(8), T.int64(3), T.int64(5)):
            with T.block("compute"):
                v_i0, v_i1, v_i2, v_i3 = T.axis.remap("SSSS", [i0, i1, i2, i3])
                T.reads(data[v_i0, v_i1, v_i2, v_i3])
                T.writes(compute[v_i0, v_i1, v_i2, v_i3])
                compute[v_i0, v_i1, v_i2, v_i3] = T.max(data[v_i0, v_i1, v_i2, v_i3], T.float32(0.0))
        for i0, i1, i2, i3, i4 in T.grid(T.int64(1), T.int64(2), T.int64(3), T.int64(5), T.int64(4)):
            with T.block("te_layout_transform"):
                v_i0, v_i1, v_i2, v_i3, v_i4 = T.axis.remap("SSSSS", [i0, i1, i2, i3, i4])
                T.reads(compute[v_i0, v_i1 * T.int64(4) + v_i4, v_i2, v_i3])
                T.writes(te_layout_transform_1[v_i0, v_i1, v_i2, v_i3, v_i4])
                te_layout_transform_1[v_i0, v_i1, v_i2, v_i3, v_i4] = compute[v_i0, v_i1 * T.int64(4) + v_i4, v_i2, v_i3]
)";

IRModule FusedPackModule(const std::string& scope) {
  std::string text = kFusedPackModule;
  text.replace(text.find("SCOPE"), 5, scope);
  return Parse(text);
}

// The texture-writing stage gets its texel loop; the relu, which has no
// texel axis, is left (here to a one-thread kernel, in the pipeline to
// gpu.Fallback).
TEST(DlightAdreno, FallbackWritesTextureOutputsAsTexels) {
  tir::PrimFunc f = Func(FusedPackModule("global.texture-weight"), "fused_relu_te_layout_transform");
  std::string applied;
  EXPECT_TRUE(Schedule(f, kAdrenoLayoutTransform, &applied).same_as(f)) << "two stages";
  tir::PrimFunc g = Schedule(f, kAdrenoFallback, &applied);
  EXPECT_EQ(applied, kAdrenoFallback);
  EXPECT_EQ(CountTexelLoops(g, 5), 1);
  EXPECT_EQ(CountTag(g, "threadIdx.x"), 2);
  ExpectSameOnInterpAndOpenCL(
      f, g,
      {RandomInts({1, 8, 3, 5}, DataType::Float(32), -50, 50, 5), NDArray::Zeros({1, 2, 3, 5, 4}, DataType::Float(32))},
      1, 0, "relu + pack");
  // A global output is the generic rules' business.
  tir::PrimFunc plain = Func(FusedPackModule("global"), "fused_relu_te_layout_transform");
  EXPECT_TRUE(Schedule(plain, kAdrenoFallback, &applied).same_as(plain));
  EXPECT_EQ(applied, "");
}

// As TVM's AdrenoScheduleRule: only targets with the adreno key.
TEST(DlightAdreno, RulesApplyToAdrenoTargetsOnly) {
  IRModule mod = Parse(kModule);
  const std::string rules = "adreno.Conv2d;adreno.LayoutTransform;adreno.Pool2D";
  auto run = [&](const std::string& target) {
    PassContext ctx;
    ctx.target = Target::Parse(target);
    return (*ApplyDefaultSchedule(rules, AdrenoScheduleRules()))(mod, ctx);
  };
  EXPECT_TRUE(run("opencl").same_as(mod));
  IRModule out = run("qcom/adreno-opencl");
  EXPECT_EQ(CountTag(Func(out, "te_layout_transform"), "threadIdx.x"), 1);
  EXPECT_EQ(CountTag(Func(out, "fused_conv2d_NCHWc_OIHWo_opencl_relu"), "threadIdx.x"), 3);
  EXPECT_EQ(CountTag(Func(out, "max_pool2d"), "threadIdx.x"), 1);
  EXPECT_EQ(CountTag(Func(out, "te_layout_transform2"), "threadIdx.x"), 0);
}

}  // namespace
}  // namespace backend
}  // namespace rlx
