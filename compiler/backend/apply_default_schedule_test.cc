#include "compiler/backend/apply_default_schedule.h"

#include <gtest/gtest.h>

#include "compiler/backend/gpu_test_util.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr_util.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using testing::RandomInts;
using transform::testing::Parse;

// rowmax: spatial loop outermost (Fallback binds it, the reduction stays
// serial in each thread). colsum: the reduction loop is outermost, which
// Fallback cannot bind, so the stage must become a one-thread kernel.
// scaled: already scheduled, left alone.
const char* kModule = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def rowmax(A: T.Buffer((T.int64(37), T.int64(9)), "float32"), B: T.Buffer((T.int64(37),), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for i, k in T.grid(T.int64(37), T.int64(9)):
            with T.block("rowmax"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(A[vi, vk])
                T.writes(B[vi])
                with T.init():
                    B[vi] = T.float32(-3.4028234663852886e+38)
                B[vi] = T.max(B[vi], A[vi, vk])

    @T.prim_func(private=True)
    def colsum(A: T.Buffer((T.int64(5), T.int64(6)), "float32"), C: T.Buffer((T.int64(6),), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for k, j in T.grid(T.int64(5), T.int64(6)):
            with T.block("colsum"):
                vj, vk = T.axis.remap("SR", [j, k])
                T.reads(A[vk, vj])
                T.writes(C[vj])
                with T.init():
                    C[vj] = T.float32(0.0)
                C[vj] = C[vj] + A[vk, vj]

    @T.prim_func(private=True)
    def scaled(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"tirx.is_scheduled": T.bool(True)})
        for i in range(T.int64(4)):
            with T.block("scaled"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.float32(2.0)
)";

tir::PrimFunc Func(const IRModule& mod, const std::string& name) {
  auto f = mod->Lookup(name).as<tir::PrimFuncNode>();
  EXPECT_TRUE(f.defined()) << name;
  return f;
}

int CountBindings(const tir::PrimFunc& f, const std::string& tag) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>()) n += l->thread_tag == tag;
  });
  return n;
}

int64_t IntAttr(const tir::PrimFunc& f, const std::string& key) {
  if (!f->attrs.defined()) return -1;
  for (const auto& item : f->attrs->items) {
    if (item.first != key) continue;
    if (auto imm = item.second.as<IntImmNode>()) return imm->value;
  }
  return -1;
}

IRModule RunWithTarget(const PassPtr& pass, const IRModule& mod, const std::string& target) {
  PassContext ctx;
  ctx.opt_level = 3;
  ctx.target = Target::Parse(target);
  return (*pass)(mod, ctx);
}

TEST(ApplyDefaultScheduleTest, FallbackBindsEveryStageAndKeepsResults) {
  IRModule mod = Parse(kModule);
  IRModule out = RunWithTarget(ApplyDefaultSchedule("gpu.Fallback"), mod, "opencl");

  tir::PrimFunc rowmax = Func(out, "rowmax");
  EXPECT_EQ(IntAttr(rowmax, "tirx.is_scheduled"), 1);
  EXPECT_EQ(IntAttr(rowmax, "rlx.serial_stages"), -1);
  EXPECT_EQ(CountBindings(rowmax, "blockIdx.x"), 1);
  EXPECT_EQ(CountBindings(rowmax, "threadIdx.x"), 1);
  NDArray a = RandomInts({37, 9}, DataType::Float(32), -50, 50, 7);
  NDArray want = NDArray::Zeros({37}, DataType::Float(32)), got = NDArray::Zeros({37}, DataType::Float(32));
  tir::InterpretPrimFunc(Func(mod, "rowmax"), {a, want});
  tir::InterpretPrimFunc(rowmax, {a, got});
  EXPECT_EQ(got.ToDoubleVector(), want.ToDoubleVector());

  tir::PrimFunc colsum = Func(out, "colsum");
  EXPECT_EQ(IntAttr(colsum, "tirx.is_scheduled"), 1);
  EXPECT_EQ(IntAttr(colsum, "rlx.serial_stages"), 1);
  EXPECT_EQ(CountBindings(colsum, "threadIdx.x"), 1);
  NDArray b = RandomInts({5, 6}, DataType::Float(32), -9, 9, 3);
  NDArray want_c = NDArray::Zeros({6}, DataType::Float(32)), got_c = NDArray::Zeros({6}, DataType::Float(32));
  tir::InterpretPrimFunc(Func(mod, "colsum"), {b, want_c});
  tir::InterpretPrimFunc(colsum, {b, got_c});
  EXPECT_EQ(got_c.ToDoubleVector(), want_c.ToDoubleVector());

  EXPECT_TRUE(Func(out, "scaled").same_as(Func(mod, "scaled")));
}

TEST(ApplyDefaultScheduleTest, UsesTheTargetsThreadCount) {
  IRModule out = RunWithTarget(ApplyDefaultSchedule("gpu.Fallback"), Parse(kModule), "opencl -max_num_threads=16");
  bool found = false;
  te::PostOrderVisit(Func(out, "rowmax")->body, [&](const ObjectRef& o) {
    auto l = o.as<tir::ForNode>();
    if (l.defined() && l->thread_tag == "threadIdx.x") {
      auto imm = l->extent.as<IntImmNode>();
      found = imm.defined() && imm->value == 16;
    }
  });
  EXPECT_TRUE(found);
}

TEST(ApplyDefaultScheduleTest, NoOpOnCpuTargetsAndWhenAlreadyScheduled) {
  IRModule mod = Parse(kModule);
  EXPECT_TRUE(RunWithTarget(ApplyDefaultSchedule("gpu.Fallback"), mod, "llvm").same_as(mod));
  IRModule once = RunWithTarget(ApplyDefaultSchedule("gpu.Fallback"), mod, "vulkan");
  EXPECT_FALSE(once.same_as(mod));
  EXPECT_TRUE(RunWithTarget(ApplyDefaultSchedule("gpu.Fallback"), once, "vulkan").same_as(once));
}

int CountShared(const tir::PrimFunc& f) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto a = o.as<tir::AllocateNode>()) n += a->buffer_var->storage_scope == "shared";
  });
  return n;
}

// The first rule of the list that applies wins: with TVM's list rowmax is
// a cross-thread reduction (gpu.Reduction); with Fallback first it is not.
// colsum's block binds its iter vars out of loop order, which no
// specialised rule takes, so it still ends in Fallback's serial kernel.
TEST(ApplyDefaultScheduleTest, RulesAreTriedInOrder) {
  IRModule mod = Parse(kModule);
  IRModule out = RunWithTarget(
      ApplyDefaultSchedule("gpu.Matmul;gpu.GEMV;gpu.Reduction;gpu.GeneralReduction;gpu.Fallback"), mod, "opencl");
  tir::PrimFunc rowmax = Func(out, "rowmax");
  EXPECT_EQ(CountShared(rowmax), 1);
  EXPECT_EQ(IntAttr(rowmax, "tirx.is_scheduled"), 1);
  NDArray a = RandomInts({37, 9}, DataType::Float(32), -50, 50, 7);
  NDArray want = NDArray::Zeros({37}, DataType::Float(32)), got = NDArray::Zeros({37}, DataType::Float(32));
  tir::InterpretPrimFunc(Func(mod, "rowmax"), {a, want});
  tir::InterpretPrimFunc(rowmax, {a, got});
  EXPECT_EQ(got.ToDoubleVector(), want.ToDoubleVector());
  EXPECT_EQ(IntAttr(Func(out, "colsum"), "rlx.serial_stages"), 1);

  IRModule fallback_first = RunWithTarget(ApplyDefaultSchedule("gpu.Fallback;gpu.Reduction"), mod, "opencl");
  EXPECT_EQ(CountShared(Func(fallback_first, "rowmax")), 0);
  // A list without Fallback leaves what no rule takes unscheduled.
  IRModule only_matmul = RunWithTarget(ApplyDefaultSchedule("gpu.Matmul"), mod, "opencl");
  EXPECT_TRUE(Func(only_matmul, "rowmax").same_as(Func(mod, "rowmax")));
}

std::string ErrorOf(const std::string& rules) {
  try {
    ApplyDefaultSchedule(rules);
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

TEST(ApplyDefaultScheduleTest, RuleListIsCheckedWhenThePassIsMade) {
  EXPECT_EQ(ErrorOf("gpu.Fallback"), "");
  EXPECT_EQ(ErrorOf(" gpu.Fallback ; gpu.Fallback"), "");
  EXPECT_EQ(ErrorOf("gpu.Matmul;gpu.GEMV;gpu.Reduction;gpu.GeneralReduction;gpu.Fallback"), "");
  std::string e = ErrorOf("gpu.Fallbak");
  EXPECT_NE(e.find("unknown rule 'gpu.Fallbak'"), std::string::npos) << e;
  EXPECT_NE(e.find("available rules: gpu.Matmul, gpu.GEMV, gpu.Reduction, gpu.GeneralReduction, gpu.Fallback"),
            std::string::npos)
      << e;
  EXPECT_NE(ErrorOf("").find("no rules given"), std::string::npos);
  // TVM's adreno rule names are known, but they come with targets/adreno.
  e = ErrorOf("adreno.Conv2d");
  EXPECT_NE(e.find("rule 'adreno.Conv2d' comes with its target package (adreno.*: targets/adreno)"), std::string::npos)
      << e;
}

// A target package's rule is tried by name, finished by gpu.Fallback, and
// applies only to targets with its key.
TEST(ApplyDefaultScheduleTest, ExtraRulesApplyToTargetsWithTheirKey) {
  IRModule mod = Parse(kModule);
  int calls = 0;
  ExtraScheduleRules extra = {{"test.Nothing", "texture", [&](const tir::PrimFunc&, int64_t) {
                                 ++calls;
                                 return tir::PrimFunc();
                               }}};
  EXPECT_NE(ErrorOf("test.Nothing").find("unknown rule 'test.Nothing'"), std::string::npos);
  IRModule plain = RunWithTarget(ApplyDefaultSchedule("test.Nothing", extra), mod, "opencl");
  EXPECT_TRUE(plain.same_as(mod));
  EXPECT_EQ(calls, 0);
  IRModule keyed =
      RunWithTarget(ApplyDefaultSchedule("test.Nothing;gpu.Fallback", extra), mod, "qcom/adreno-opencl-texture");
  EXPECT_GT(calls, 0);
  EXPECT_FALSE(keyed.same_as(mod));
}

}  // namespace
}  // namespace backend
}  // namespace rlx
