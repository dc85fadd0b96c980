#include "compiler/backend/dlight_fallback.h"

#include <gtest/gtest.h>

#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/backend/gpu_test_util.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"
#include "compiler/topi/transform.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using testing::Dims;
using testing::RandomInts;

int CountBindings(const tir::PrimFunc& f, const std::string& tag) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>()) n += l->thread_tag == tag;
  });
  return n;
}

bool Scheduled(const tir::PrimFunc& f) {
  if (!f->attrs.defined()) return false;
  for (const auto& item : f->attrs->items) {
    if (item.first == "tirx.is_scheduled") return true;
  }
  return false;
}

// A transpose, then a row sum (a reduction block): both stages get
// blockIdx / threadIdx loops, and the results do not change, including a
// tail block (7 * 5 = 35 elements over 16 threads).
TEST(DlightFallback, BindsEveryLoopNestAndKeepsResults) {
  te::Tensor x = te::placeholder(Dims({5, 7}), DataType::Float(32), "x");
  te::Tensor t = topi::Transpose(x, {1, 0});
  te::Tensor s = te::compute(
      {Int64(7)},
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar k = te::reduce_axis(Int64(0), Int64(5), "k");
        return te::sum(t({PrimExpr(i[0]), PrimExpr(k->var)}), {k});
      },
      "row_sum");
  tir::PrimFunc f = te::CreatePrimFunc({x, t, s});
  tir::PrimFunc g = ApplyGpuFallback(f, 16);
  ASSERT_FALSE(g.same_as(f));
  EXPECT_TRUE(Scheduled(g));
  EXPECT_EQ(CountBindings(f, "threadIdx.x"), 0);
  EXPECT_EQ(CountBindings(g, "blockIdx.x"), 2);
  EXPECT_EQ(CountBindings(g, "threadIdx.x"), 2);
  NDArray xa = RandomInts({5, 7}, DataType::Float(32), -4, 4, 3);
  std::vector<NDArray> want{NDArray::Zeros({7, 5}, DataType::Float(32)), NDArray::Zeros({7}, DataType::Float(32))};
  std::vector<NDArray> got{NDArray::Zeros({7, 5}, DataType::Float(32)), NDArray::Zeros({7}, DataType::Float(32))};
  tir::InterpretPrimFunc(f, {xa, want[0], want[1]});
  tir::InterpretPrimFunc(g, {xa, got[0], got[1]});
  EXPECT_EQ(got[0].ToDoubleVector(), want[0].ToDoubleVector());
  EXPECT_EQ(got[1].ToDoubleVector(), want[1].ToDoubleVector());
  // Kernels that already launch threads are left alone.
  EXPECT_TRUE(ApplyGpuFallback(g, 16).same_as(g));
}

// In the pass: the thrust topk's strided slices are scheduled on cuda
// (max_num_threads 1024); the same module on llvm is untouched.
TEST(DlightFallback, RunsAfterDispatchOnGpuTargets) {
  IRModule m = transform::testing::Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            t = R.topk(x, k=1, axis=0, ret_type="both", largest=True, dtype="int32")
            R.output(t)
        return t
)");
  PassContext ctx;
  ctx.target = Target::Parse("{\"kind\": \"cuda\", \"libs\": [\"thrust\"]}");
  IRModule out = (*DispatchSortScan())(m, ctx);
  tir::PrimFunc topk = out->functions.at("topk_thrust").second.cast<tir::PrimFuncNode>();
  EXPECT_TRUE(Scheduled(topk));
  // transpose in, two slices, two transposes back.
  EXPECT_EQ(CountBindings(topk, "threadIdx.x"), 5);
  std::string text = transform::testing::Print(out);
  EXPECT_NE(text.find("T.thread_binding(T.int64(1024), thread=\"threadIdx.x\")"), std::string::npos) << text;
}

}  // namespace
}  // namespace backend
}  // namespace rlx
