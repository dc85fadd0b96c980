#include "compiler/backend/dlight_general_reduction.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dlight_common.h"
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

const std::vector<std::string> kRules = {"gpu.Matmul", "gpu.GEMV", "gpu.Reduction", "gpu.GeneralReduction",
                                         "gpu.Fallback"};

NDArray Floats(const std::vector<int64_t>& shape, uint64_t seed) {
  NDArray a = RandomInts(shape, DataType::Float(32), -40, 40, seed);
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, a.GetDouble(i) / 16.0);
  return a;
}

tir::PrimFunc Softmax(const std::vector<int64_t>& shape) {
  te::Tensor x = te::placeholder(Dims(shape), DataType::Float(32), "x");
  return te::CreatePrimFunc({x, topi::Softmax(x, static_cast<int64_t>(shape.size()) - 1)});
}

// mean and variance as two sums over the row, then (x - mean) / sqrt(var):
// three reduction-fed stages, an elementwise intermediate (the centred
// square) inlined into the variance sum.
tir::PrimFunc Normalize(int64_t rows, int64_t n) {
  DataType f32 = DataType::Float(32);
  te::Tensor x = te::placeholder(Dims({rows, n}), f32, "x");
  auto row_sum = [&](const te::Tensor& t, const std::string& name) {
    return te::compute(
        Dims({rows}),
        [&](const std::vector<TirVar>& i) -> te::ComputeBody {
          tir::IterVar r = te::reduce_axis(Int64(0), Int64(n), "k");
          return te::sum(t({i[0], r->var}), {r});
        },
        name);
  };
  te::Tensor s = row_sum(x, "sum");
  te::Tensor c = te::compute(
      Dims({rows, n}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        PrimExpr d = te::Sub(x({i[0], i[1]}), te::Div(s({i[0]}), MakeFloatImm(f32, static_cast<double>(n))));
        return te::Mul(d, d);
      },
      "centred_sq");
  te::Tensor v = row_sum(c, "sq_sum");
  te::Tensor y = te::compute(
      Dims({rows, n}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        PrimExpr mean = te::Div(s({i[0]}), MakeFloatImm(f32, static_cast<double>(n)));
        PrimExpr var = te::Div(v({i[0]}), MakeFloatImm(f32, static_cast<double>(n)));
        return te::Div(te::Sub(x({i[0], i[1]}), mean), te::Sqrt(te::Add(var, MakeFloatImm(f32, 1e-5))));
      },
      "norm");
  return te::CreatePrimFunc({x, y});
}

tir::PrimFunc Schedule(const tir::PrimFunc& f, int64_t threads, const std::string& want_rule) {
  std::string applied;
  tir::PrimFunc g = ScheduleWithRules(f, kRules, threads, &applied);
  EXPECT_EQ(applied, want_rule);
  return g;
}

// One kernel (one blockIdx.x), the two per-row results in shared memory,
// exp inlined (its intermediate buffer gone). Rows shorter and longer than
// the threads, a 3-d input (rows fused), one element per row.
TEST(DlightGeneralReduction, SoftmaxIsOneKernelPerRow) {
  for (const std::vector<int64_t>& shape :
       std::vector<std::vector<int64_t>>{{4, 5}, {3, 300}, {2, 3, 33}, {5, 1}, {1, 64}}) {
    tir::PrimFunc f = Softmax(shape);
    tir::PrimFunc g = Schedule(f, 64, "gpu.GeneralReduction");
    EXPECT_EQ(CountTag(g, "blockIdx.x"), 1);
    EXPECT_EQ(CountTag(g, "threadIdx.x"), 1);
    EXPECT_EQ(CountAllocs(g, "shared"), 4);  // two trees, two row results
    EXPECT_TRUE(dlight::RootAllocBuffers(g).empty());
    std::vector<int64_t> out = shape;
    ExpectSameOnInterpAndOpenCL(f, g, {Floats(shape, 5), NDArray::Zeros(out, DataType::Float(32))}, 1, 1e-5,
                                "softmax " + std::to_string(shape.back()));
  }
}

TEST(DlightGeneralReduction, NormalizationWithInlinedIntermediate) {
  for (auto [rows, n] : std::vector<std::pair<int64_t, int64_t>>{{3, 10}, {2, 257}}) {
    tir::PrimFunc f = Normalize(rows, n);
    tir::PrimFunc g = Schedule(f, 128, "gpu.GeneralReduction");
    ExpectSameOnInterpAndOpenCL(f, g, {Floats({rows, n}, 9), NDArray::Zeros({rows, n}, DataType::Float(32))}, 1, 1e-4,
                                "normalize " + std::to_string(n));
  }
}

// Declined: rows of different extents (a column sum then a row-indexed
// stage), and a function without reductions.
TEST(DlightGeneralReduction, DeclinesOtherFunctions) {
  te::Tensor x = te::placeholder(Dims({4, 6}), DataType::Float(32), "x");
  te::Tensor col = te::compute(
      Dims({6}),
      [&](const std::vector<TirVar>& j) -> te::ComputeBody {
        tir::IterVar r = te::reduce_axis(Int64(0), Int64(4), "k");
        return te::sum(x({r->var, j[0]}), {r});
      },
      "colsum");
  te::Tensor y = te::compute(
      Dims({4, 6}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        return te::Sub(x({i[0], i[1]}), col({i[1]}));
      },
      "centre");
  tir::PrimFunc f = te::CreatePrimFunc({x, y});
  EXPECT_FALSE(ApplyGpuGeneralReduction(f, 64).defined());
  te::Tensor e = te::compute(
      Dims({4, 6}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        return te::Exp(x({i[0], i[1]}));
      },
      "e");
  te::Tensor e2 = te::compute(
      Dims({4, 6}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        return te::Exp(e({i[0], i[1]}));
      },
      "e2");
  EXPECT_FALSE(ApplyGpuGeneralReduction(te::CreatePrimFunc({x, e2}), 64).defined());
  // A lone reduction with an epilogue goes to gpu.Reduction, which comes
  // first in the list.
  std::string applied;
  ScheduleWithRules(f, kRules, 64, &applied);
  EXPECT_EQ(applied, "gpu.Reduction");
}

}  // namespace
}  // namespace backend
}  // namespace rlx
