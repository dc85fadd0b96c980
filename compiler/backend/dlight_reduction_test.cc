#include "compiler/backend/dlight_reduction.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/backend/gpu_test_util.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"

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

int64_t ThreadExtent(const tir::PrimFunc& f) {
  int64_t extent = -1;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>(); l.defined() && l->thread_tag == "threadIdx.x") AsConstInt(l->extent, &extent);
  });
  return extent;
}

// A reduction of x (shape `shape`) over its last `num_reduce` axes, with
// `init` as te's initial value.
tir::PrimFunc Reduce(const std::vector<int64_t>& shape, size_t num_reduce, bool use_max) {
  te::Tensor x = te::placeholder(Dims(shape), DataType::Float(32), "x");
  std::vector<PrimExpr> out_shape = Dims(std::vector<int64_t>(shape.begin(), shape.end() - num_reduce));
  te::Tensor s = te::compute(
      out_shape,
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        std::vector<tir::IterVar> axes;
        std::vector<PrimExpr> index(i.begin(), i.end());
        for (size_t k = 0; k < num_reduce; ++k) {
          axes.push_back(
              te::reduce_axis(Int64(0), Int64(shape[shape.size() - num_reduce + k]), "k" + std::to_string(k)));
          index.push_back(axes.back()->var);
        }
        // x * 2 + 1 so that rhs is more than a load.
        PrimExpr v =
            te::Add(te::Mul(x(index), MakeFloatImm(DataType::Float(32), 2.0)), MakeFloatImm(DataType::Float(32), 1.0));
        return use_max ? te::max(v, axes) : te::sum(v, axes);
      },
      "red");
  return te::CreatePrimFunc({x, s});
}

// The scheduled function computes what the loop nest does, on the TIR
// interpreter (lock-step threads, so the barriers matter).
void ExpectSameResults(const tir::PrimFunc& f, const tir::PrimFunc& g, const std::vector<int64_t>& shape,
                       size_t num_reduce) {
  NDArray x = RandomInts(shape, DataType::Float(32), -50, 50, 7);
  std::vector<int64_t> out_shape(shape.begin(), shape.end() - num_reduce);
  NDArray want = NDArray::Zeros(out_shape, DataType::Float(32));
  NDArray got = NDArray::Zeros(out_shape, DataType::Float(32));
  tir::InterpretPrimFunc(f, {x, want});
  tir::InterpretPrimFunc(g, {x, got});
  EXPECT_EQ(got.ToDoubleVector(), want.ToDoubleVector());
}

// 100 elements per row over 32 threads: four strided rounds (the last
// partial), then five halving steps.
TEST(DlightReduction, RowSumAcrossThreadsMatchesLoopNest) {
  tir::PrimFunc f = Reduce({6, 100}, 1, false);
  tir::PrimFunc g = ApplyGpuReduction(f, 32);
  ASSERT_FALSE(g.same_as(f));
  EXPECT_EQ(CountBindings(g, "blockIdx.x"), 1);
  EXPECT_EQ(CountBindings(g, "threadIdx.x"), 1);
  EXPECT_EQ(ThreadExtent(g), 32);
  int shared = 0;
  te::PostOrderVisit(g->body, [&](const ObjectRef& o) {
    if (auto a = o.as<tir::AllocateNode>()) shared += a->buffer_var->storage_scope == "shared";
  });
  EXPECT_EQ(shared, 1);
  ExpectSameResults(f, g, {6, 100}, 1);
}

// Max with te's -inf-like init; a reduction shorter than the thread count
// uses the smallest power of two (8 threads for 5) and leaves the idle
// threads out of the tree.
TEST(DlightReduction, ShortMaxUsesFewerThreads) {
  tir::PrimFunc f = Reduce({3, 5}, 1, true);
  tir::PrimFunc g = ApplyGpuReduction(f, 64);
  ASSERT_FALSE(g.same_as(f));
  EXPECT_EQ(ThreadExtent(g), 8);
  ExpectSameResults(f, g, {3, 5}, 1);
}

// Two spatial and two reduction axes, fused on each side.
TEST(DlightReduction, FusesSeveralSpatialAndReductionAxes) {
  tir::PrimFunc f = Reduce({2, 3, 5, 7}, 2, false);
  tir::PrimFunc g = ApplyGpuReduction(f, 16);
  ASSERT_FALSE(g.same_as(f));
  ExpectSameResults(f, g, {2, 3, 5, 7}, 2);
}

// Not a reduction: an elementwise nest is left for the Fallback rule.
TEST(DlightReduction, LeavesOtherStagesAlone) {
  te::Tensor x = te::placeholder(Dims({4, 4}), DataType::Float(32), "x");
  te::Tensor y = te::compute(
      Dims({4, 4}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        return te::Exp(x({i[0], i[1]}));
      },
      "y");
  tir::PrimFunc f = te::CreatePrimFunc({x, y});
  EXPECT_TRUE(ApplyGpuReduction(f, 32).same_as(f));
}

}  // namespace
}  // namespace backend
}  // namespace rlx
