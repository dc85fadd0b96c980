#include "compiler/backend/dlight_matmul.h"

#include <gtest/gtest.h>

#include <string>
#include <tuple>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dlight_rule_test.h"
#include "compiler/backend/gpu_test_util.h"
#include "compiler/backend/gpu_tir.h"
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

const std::vector<std::string> kMatmulFirst = {"gpu.Matmul", "gpu.GEMV", "gpu.Reduction", "gpu.Fallback"};

// relax.matmul's legalization (numpy semantics, batch dims broadcast).
tir::PrimFunc Matmul(const std::vector<int64_t>& a_shape, const std::vector<int64_t>& b_shape) {
  te::Tensor a = te::placeholder(Dims(a_shape), DataType::Float(32), "A");
  te::Tensor b = te::placeholder(Dims(b_shape), DataType::Float(32), "B");
  return te::CreatePrimFunc({a, b, topi::Matmul(a, b, DataType())});
}

// C = A B^T with C starting from a bias (init 0, then the sum): nn.linear's
// weight layout.
tir::PrimFunc MatmulTransB(int64_t m, int64_t n, int64_t k) {
  te::Tensor a = te::placeholder(Dims({m, k}), DataType::Float(32), "A");
  te::Tensor w = te::placeholder(Dims({n, k}), DataType::Float(32), "W");
  te::Tensor c = te::compute(
      Dims({m, n}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar r = te::reduce_axis(Int64(0), Int64(k), "k");
        return te::sum(te::Mul(a({i[0], r->var}), w({i[1], r->var})), {r});
      },
      "T_matmul_NT");
  return te::CreatePrimFunc({a, w, c});
}

std::vector<NDArray> Args(const std::vector<std::vector<int64_t>>& in, const std::vector<int64_t>& out) {
  std::vector<NDArray> args;
  uint64_t seed = 3;
  for (const auto& s : in) args.push_back(RandomInts(s, DataType::Float(32), -4, 4, seed++));
  args.push_back(NDArray::Zeros(out, DataType::Float(32)));
  return args;
}

tir::PrimFunc Schedule(const tir::PrimFunc& f, int64_t threads, const std::string& want_rule) {
  std::string applied;
  tir::PrimFunc g = ScheduleWithRules(f, kMatmulFirst, threads, &applied);
  EXPECT_EQ(applied, want_rule);
  return g;
}

// Sizes that are and are not multiples of the 32 x 32 tile and of BK = 16:
// integer inputs, so every summation order gives the same floats.
TEST(DlightMatmul, TiledProductMatchesLoopNestOnInterpreterAndOpenCL) {
  for (auto [m, n, k] :
       std::vector<std::tuple<int64_t, int64_t, int64_t>>{{32, 32, 32}, {5, 7, 3}, {33, 17, 40}, {64, 40, 17}}) {
    tir::PrimFunc f = Matmul({m, k}, {k, n});
    tir::PrimFunc g = Schedule(f, 256, "gpu.Matmul");
    EXPECT_EQ(CountAllocs(g, "shared"), 2);
    EXPECT_EQ(CountAllocs(g, "local"), 1);
    EXPECT_EQ(CountTag(g, "threadIdx.y"), 1);
    ExpectSameOnInterpAndOpenCL(f, g, Args({{m, k}, {k, n}}, {m, n}), 1, 0,
                                "matmul " + std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k));
  }
}

// Batch dims (one broadcast) go to blockIdx.z; B^T reads its matrix by
// (j, k); a 64-thread target uses 8 x 8 threads.
TEST(DlightMatmul, BatchTransposedAndSmallBlocks) {
  tir::PrimFunc f = Matmul({2, 3, 9, 20}, {3, 20, 11});
  tir::PrimFunc g = Schedule(f, 256, "gpu.Matmul");
  EXPECT_EQ(CountTag(g, "blockIdx.z"), 1);
  ExpectSameOnInterpAndOpenCL(f, g, Args({{2, 3, 9, 20}, {3, 20, 11}}, {2, 3, 9, 11}), 1, 0, "batched");

  tir::PrimFunc t = MatmulTransB(19, 21, 23);
  ExpectSameOnInterpAndOpenCL(t, Schedule(t, 256, "gpu.Matmul"), Args({{19, 23}, {21, 23}}, {19, 21}), 1, 0, "A B^T");
  tir::PrimFunc small = Schedule(t, 64, "gpu.Matmul");
  int64_t ty = 0;
  te::PostOrderVisit(small->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>(); l.defined() && l->thread_tag == "threadIdx.y") AsConstInt(l->extent, &ty);
  });
  EXPECT_EQ(ty, 8);
  ExpectSameOnInterpAndOpenCL(t, small, Args({{19, 23}, {21, 23}}, {19, 21}), 1, 0, "A B^T, 64 threads");
}

// A symbolic row count: the grid is ceil(m / 32) tiles, run with m = 1 and
// m = 45.
TEST(DlightMatmul, SymbolicRows) {
  TirVar m = gpu::Var("m");
  te::Tensor a = te::placeholder({m, Int64(24)}, DataType::Float(32), "A");
  te::Tensor b = te::placeholder(Dims({24, 10}), DataType::Float(32), "B");
  tir::PrimFunc f = te::CreatePrimFunc({a, b, topi::Matmul(a, b, DataType())});
  tir::PrimFunc g = Schedule(f, 256, "gpu.Matmul");
  for (int64_t rows : {1, 45}) {
    ExpectSameOnInterpAndOpenCL(f, g, Args({{rows, 24}, {24, 10}}, {rows, 10}), 1, 0, "m = " + std::to_string(rows));
  }
}

// Declines: a matrix-vector product (one row: gpu.GEMV's), a plain
// reduction (no product), an elementwise function, and too few threads.
TEST(DlightMatmul, DeclinesWhatIsNotAMatrixProduct) {
  tir::PrimFunc gemv = Matmul({1, 30}, {30, 12});
  Schedule(gemv, 256, "gpu.GEMV");
  te::Tensor x = te::placeholder(Dims({6, 9}), DataType::Float(32), "x");
  te::Tensor s = te::compute(
      Dims({6}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar r = te::reduce_axis(Int64(0), Int64(9), "k");
        return te::sum(x({i[0], r->var}), {r});
      },
      "rowsum");
  Schedule(te::CreatePrimFunc({x, s}), 256, "gpu.Reduction");
  te::Tensor e = te::compute(
      Dims({6, 9}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        return te::Exp(x({i[0], i[1]}));
      },
      "e");
  Schedule(te::CreatePrimFunc({x, e}), 256, "gpu.Fallback");
  std::string applied = "?";
  tir::PrimFunc f = Matmul({8, 8}, {8, 8});
  EXPECT_TRUE(ScheduleWithRules(f, {"gpu.Matmul"}, 32, &applied).same_as(f));
  EXPECT_EQ(applied, "");
}

}  // namespace
}  // namespace backend
}  // namespace rlx
