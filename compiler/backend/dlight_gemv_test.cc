#include "compiler/backend/dlight_gemv.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dlight_rule_test.h"
#include "compiler/backend/gpu_test_util.h"
#include "compiler/te/expr.h"
#include "compiler/topi/nn.h"

namespace rlx {
namespace backend {
namespace {

using testing::CountAllocs;
using testing::CountTag;
using testing::Dims;
using testing::ExpectSameOnInterpAndOpenCL;
using testing::RandomInts;

// The function's only stage (te::CreatePrimFunc puts one loop nest under
// the root block).
tir::Stmt OnlyStage(const tir::PrimFunc& f) {
  auto root = f->body.as<tir::BlockRealizeNode>();
  tir::Stmt body = root.defined() ? root->block->body : f->body;
  if (auto seq = body.as<tir::SeqStmtNode>()) return seq->seq.back();
  return body;
}

const std::vector<std::string> kRules = {"gpu.Matmul", "gpu.GEMV", "gpu.Reduction", "gpu.Fallback"};

// y[i] = sum_k A[i, k] * x[k] (x first in the product: order is free).
tir::PrimFunc MatVec(int64_t rows, int64_t k) {
  te::Tensor a = te::placeholder(Dims({rows, k}), DataType::Float(32), "A");
  te::Tensor x = te::placeholder(Dims({k}), DataType::Float(32), "x");
  te::Tensor y = te::compute(
      Dims({rows}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar r = te::reduce_axis(Int64(0), Int64(k), "k");
        return te::sum(te::Mul(x({r->var}), a({i[0], r->var})), {r});
      },
      "gemv");
  return te::CreatePrimFunc({a, x, y});
}

std::vector<NDArray> Args(const std::vector<std::vector<int64_t>>& in, const std::vector<int64_t>& out) {
  std::vector<NDArray> args;
  uint64_t seed = 11;
  for (const auto& s : in) args.push_back(RandomInts(s, DataType::Float(32), -5, 5, seed++));
  args.push_back(NDArray::Zeros(out, DataType::Float(32)));
  return args;
}

tir::PrimFunc Schedule(const tir::PrimFunc& f, int64_t threads, const std::string& want_rule) {
  std::string applied;
  tir::PrimFunc g = ScheduleWithRules(f, kRules, threads, &applied);
  EXPECT_EQ(applied, want_rule);
  return g;
}

int64_t Extent(const tir::PrimFunc& f, const std::string& tag) {
  int64_t extent = -1;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>(); l.defined() && l->thread_tag == tag) AsConstInt(l->extent, &extent);
  });
  return extent;
}

// 8 rows per block x 32 lanes; row counts that do and do not fill the last
// block, reductions longer and shorter than the lanes (down to 1).
TEST(DlightGemv, RowsPerBlockMatchLoopNestOnInterpreterAndOpenCL) {
  for (auto [rows, k] : std::vector<std::pair<int64_t, int64_t>>{{16, 64}, {13, 100}, {2, 7}, {9, 1}}) {
    tir::PrimFunc f = MatVec(rows, k);
    EXPECT_TRUE(IsGemvStage(OnlyStage(f)));
    tir::PrimFunc g = Schedule(f, 256, "gpu.GEMV");
    EXPECT_EQ(Extent(g, "threadIdx.y"), 8);
    EXPECT_EQ(CountAllocs(g, "shared"), 1);
    ExpectSameOnInterpAndOpenCL(f, g, Args({{rows, k}, {k}}, {rows}), 1, 0,
                                "gemv " + std::to_string(rows) + "x" + std::to_string(k));
  }
}

// nn.linear on one row: x[1, k] W[k, n]; the vector side's only spatial
// var has extent 1, so Matmul declines and GEMV takes it. 64 threads: 2
// rows of 32 lanes.
TEST(DlightGemv, SingleRowLinearIsGemv) {
  te::Tensor x = te::placeholder(Dims({1, 50}), DataType::Float(32), "x");
  te::Tensor w = te::placeholder(Dims({50, 19}), DataType::Float(32), "W");
  tir::PrimFunc f = te::CreatePrimFunc({x, w, topi::Matmul(x, w, DataType())});
  tir::PrimFunc g = Schedule(f, 64, "gpu.GEMV");
  EXPECT_EQ(Extent(g, "threadIdx.y"), 2);
  EXPECT_EQ(Extent(g, "threadIdx.x"), 32);
  ExpectSameOnInterpAndOpenCL(f, g, Args({{1, 50}, {50, 19}}, {1, 19}), 1, 0, "linear");
}

// Not GEMV: a row sum (no product: gpu.Reduction's), a max of products,
// a matrix product.
TEST(DlightGemv, DeclinesOtherReductions) {
  te::Tensor a = te::placeholder(Dims({4, 6}), DataType::Float(32), "A");
  te::Tensor x = te::placeholder(Dims({6}), DataType::Float(32), "x");
  auto reduce = [&](bool use_max, bool product) {
    te::Tensor y = te::compute(
        Dims({4}),
        [&](const std::vector<TirVar>& i) -> te::ComputeBody {
          tir::IterVar r = te::reduce_axis(Int64(0), Int64(6), "k");
          PrimExpr v = product ? te::Mul(a({i[0], r->var}), x({r->var})) : a({i[0], r->var});
          return use_max ? te::max(v, {r}) : te::sum(v, {r});
        },
        "red");
    return te::CreatePrimFunc({a, x, y});
  };
  EXPECT_FALSE(IsGemvStage(OnlyStage(reduce(false, false))));
  EXPECT_FALSE(IsGemvStage(OnlyStage(reduce(true, true))));
  EXPECT_TRUE(IsGemvStage(OnlyStage(reduce(false, true))));
  Schedule(reduce(true, true), 256, "gpu.Reduction");
  // One output row: a dot product, which gpu.Reduction reduces with all
  // threads of one block.
  tir::PrimFunc dot = MatVec(1, 7);
  EXPECT_FALSE(IsGemvStage(OnlyStage(dot)));
  ExpectSameOnInterpAndOpenCL(dot, Schedule(dot, 256, "gpu.Reduction"), Args({{1, 7}, {7}}, {1}), 1, 0, "dot");
  te::Tensor b = te::placeholder(Dims({6, 5}), DataType::Float(32), "B");
  EXPECT_FALSE(IsGemvStage(OnlyStage(te::CreatePrimFunc({a, b, topi::Matmul(a, b, DataType())}))));
}

}  // namespace
}  // namespace backend
}  // namespace rlx
