// The reduction rules with warp shuffles (dlight_common.h WarpReduce) for
// the CUDA (warp 32) and ROCm (wavefront 64) targets: scheduled functions
// checked against the unscheduled ones on the TIR interpreter, which runs
// the shuffles with CUDA's semantics. Extents below, at and above a warp,
// not multiples of it, several warps meeting in shared slots, and symbolic
// extents (all the target's threads).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dlight_common.h"
#include "compiler/backend/gpu_test_util.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/topi/nn.h"

namespace rlx {
namespace backend {
namespace {

using testing::Dims;
using testing::RandomInts;

const std::vector<std::string> kRules = {"gpu.Matmul", "gpu.GEMV", "gpu.Reduction", "gpu.GeneralReduction",
                                         "gpu.Fallback"};

dlight::WarpShuffle Warp(const std::string& target) { return dlight::WarpShuffleOf(Target::Parse(target)); }

int CountCalls(const tir::PrimFunc& f, const std::string& op) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto c = o.as<TirCallNode>()) n += c->op == op;
  });
  return n;
}

int CountAllocs(const tir::PrimFunc& f, const std::string& scope) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto a = o.as<tir::AllocateNode>()) n += a->buffer_var->storage_scope == scope;
  });
  return n;
}

int64_t ThreadExtent(const tir::PrimFunc& f, const std::string& tag) {
  int64_t extent = -1;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>(); l.defined() && l->thread_tag == tag) AsConstInt(l->extent, &extent);
  });
  return extent;
}

tir::PrimFunc Schedule(const tir::PrimFunc& f, int64_t threads, const dlight::WarpShuffle& warp,
                       const std::string& want_rule) {
  std::string applied;
  tir::PrimFunc g = ScheduleWithRules(f, kRules, threads, &applied, warp);
  EXPECT_EQ(applied, want_rule);
  return g;
}

// f and g on the interpreter; the last argument is the output.
void ExpectSame(const tir::PrimFunc& f, const tir::PrimFunc& g, const std::vector<NDArray>& inputs,
                const std::vector<int64_t>& out_shape, double tol, const std::string& what) {
  NDArray want = NDArray::Zeros(out_shape, DataType::Float(32)), got = NDArray::Zeros(out_shape, DataType::Float(32));
  std::vector<NDArray> a = inputs, b = inputs;
  a.push_back(want);
  b.push_back(got);
  tir::InterpretPrimFunc(f, a);
  tir::InterpretPrimFunc(g, b);
  std::string msg;
  if (tol == 0) {
    EXPECT_EQ(got.ToDoubleVector(), want.ToDoubleVector()) << what;
  } else {
    EXPECT_TRUE(AllClose(got, want, tol, tol, &msg)) << what << ": " << msg;
  }
}

// Sum or max over the last axis of x[rows, n]; `n` < 0: symbolic extent.
tir::PrimFunc RowReduce(int64_t n, bool use_max) {
  PrimExpr len = n < 0 ? PrimExpr(MakeTirVar("n", DataType::Int(64))) : Int64(n);
  te::Tensor x = te::placeholder({Int64(5), len}, DataType::Float(32), "x");
  te::Tensor y = te::compute(
      Dims({5}),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar r = te::reduce_axis(Int64(0), len, "k");
        PrimExpr v = te::Add(x({i[0], r->var}), MakeFloatImm(DataType::Float(32), 1.0));
        return use_max ? te::max(v, {r}) : te::sum(v, {r});
      },
      "red");
  return te::CreatePrimFunc({x, y});
}

TEST(DlightWarpReduce, TargetsWithShufflesAsTvmDecides) {
  EXPECT_EQ(Warp("cuda").width, 32);
  EXPECT_TRUE(Warp("cuda").needs_mask);
  EXPECT_EQ(Warp("nvptx").width, 32);
  EXPECT_EQ(Warp("rocm").width, 64);
  EXPECT_FALSE(Warp("rocm").needs_mask);
  EXPECT_EQ(Warp("metal").width, 16);
  EXPECT_FALSE(Warp("metal").needs_mask);
  EXPECT_EQ(Warp("cuda -thread_warp_size=1").width, 0);
  for (const char* none : {"opencl", "vulkan", "webgpu", "llvm"}) EXPECT_EQ(Warp(none).width, 0) << none;
  EXPECT_TRUE(Warp("cuda").Supports(DataType::Int(32)));
  EXPECT_FALSE(Warp("cuda").Supports(DataType::Float(16)));
  EXPECT_FALSE(Warp("cuda").Supports(DataType::Float(64)));
  EXPECT_FALSE(Warp("rocm").Supports(DataType::Float(64)));
  EXPECT_FALSE(Warp("cuda").Supports(DataType::Float(32, 4)));
  EXPECT_TRUE(Warp("rocm").Applies(DataType::Float(32), 256));
  EXPECT_FALSE(Warp("cuda").Applies(DataType::Float(32), 96));    // not a power of two
  EXPECT_FALSE(Warp("cuda").Applies(DataType::Float(32), 2048));  // 64 warps: more than one warp's lanes
}

// Targets without shuffles get exactly the shared-memory tree.
TEST(DlightWarpReduce, OtherTargetsKeepTheTree) {
  tir::PrimFunc f = RowReduce(100, false);
  for (const char* target : {"opencl", "vulkan", "webgpu"}) {
    tir::PrimFunc g = Schedule(f, 256, Warp(target), "gpu.Reduction");
    EXPECT_TRUE(StructuralEqual(g, Schedule(f, 256, dlight::WarpShuffle(), "gpu.Reduction"))) << target;
    EXPECT_EQ(CountCalls(g, "tvm_warp_shuffle_down"), 0) << target;
  }
}

TEST(DlightWarpReduce, ReductionOnCudaAndRocmMatchesLoopNest) {
  struct Case {
    const char* target;
    int64_t n, threads;
    bool use_max;
    int shuffles;  // shuffle steps in the scheduled function
    int shared;    // shared allocations (the per-warp slots)
  };
  for (const Case& c : std::vector<Case>{
           {"cuda", 100, 256, false, 5 + 2, 1},   // 128 threads: 4 warps, the last partly filled
           {"cuda", 5, 256, true, 3, 0},          // 8 threads: a segment of one warp
           {"cuda", 32, 256, false, 5, 0},        // exactly one warp
           {"cuda", 1000, 1024, true, 5 + 5, 1},  // 32 warps, the second round a full warp
           {"cuda", -1, 1024, false, 5 + 5, 1},   // symbolic: all 1024 threads
           {"rocm", 100, 256, false, 6 + 1, 1},   // 128 threads: 2 wavefronts
           {"rocm", 50, 256, true, 6, 0},         // 64 threads, 50 of them with data
           {"rocm", -1, 256, true, 6 + 2, 1},     // symbolic: 4 wavefronts
       }) {
    std::string what = std::string(c.target) + " n=" + std::to_string(c.n);
    tir::PrimFunc f = RowReduce(c.n, c.use_max);
    tir::PrimFunc g = Schedule(f, c.threads, Warp(c.target), "gpu.Reduction");
    EXPECT_EQ(CountCalls(g, "tvm_warp_shuffle_down"), c.shuffles) << what;
    EXPECT_EQ(CountCalls(g, "tvm_warp_activemask"), std::string(c.target) == "cuda" ? 1 : 0) << what;
    EXPECT_EQ(CountAllocs(g, "shared"), c.shared) << what;
    for (int64_t n : c.n < 0 ? std::vector<int64_t>{1, 31, 33, 64, 300, 1500} : std::vector<int64_t>{c.n}) {
      ExpectSame(f, g, {RandomInts({5, n}, DataType::Float(32), -50, 50, 3)}, {5}, 0,
                 what + " run with n=" + std::to_string(n));
    }
  }
}

// y[i] = sum_k A[i, k] x[k]: 8 rows of 32 lanes per block; on ROCm two rows
// share a wavefront, each in its own 32-lane segment.
TEST(DlightWarpReduce, GemvOnCudaAndRocmMatchesLoopNest) {
  for (const char* target : {"cuda", "rocm"}) {
    for (auto [rows, k] : std::vector<std::pair<int64_t, int64_t>>{{16, 64}, {13, 100}, {2, 7}, {9, 1}}) {
      te::Tensor a = te::placeholder(Dims({rows, k}), DataType::Float(32), "A");
      te::Tensor x = te::placeholder(Dims({k}), DataType::Float(32), "x");
      te::Tensor y = te::compute(
          Dims({rows}),
          [&](const std::vector<TirVar>& i) -> te::ComputeBody {
            tir::IterVar r = te::reduce_axis(Int64(0), Int64(k), "k");
            return te::sum(te::Mul(a({i[0], r->var}), x({r->var})), {r});
          },
          "gemv");
      tir::PrimFunc f = te::CreatePrimFunc({a, x, y});
      tir::PrimFunc g = Schedule(f, 256, Warp(target), "gpu.GEMV");
      std::string what = std::string(target) + " gemv " + std::to_string(rows) + "x" + std::to_string(k);
      EXPECT_EQ(ThreadExtent(g, "threadIdx.y"), 8) << what;
      // log2 of the lanes (32, or fewer for short rows); one lane: the
      // tree, which has nothing to combine.
      int steps = k >= 32 ? 5 : k == 7 ? 3 : 0;
      EXPECT_EQ(CountCalls(g, "tvm_warp_shuffle_down"), steps) << what;
      EXPECT_EQ(CountAllocs(g, "shared"), steps == 0 ? 1 : 0) << what;
      std::vector<NDArray> in = {RandomInts({rows, k}, DataType::Float(32), -5, 5, 11),
                                 RandomInts({k}, DataType::Float(32), -5, 5, 12)};
      ExpectSame(f, g, in, {rows}, 0, what);
    }
  }
}

TEST(DlightWarpReduce, SoftmaxAndNormOnCudaAndRocmMatchLoopNest) {
  for (const char* target : {"cuda", "rocm"}) {
    for (const std::vector<int64_t>& shape :
         std::vector<std::vector<int64_t>>{{4, 5}, {3, 300}, {2, 3, 33}, {5, 1}, {1, 64}}) {
      te::Tensor x = te::placeholder(Dims(shape), DataType::Float(32), "x");
      tir::PrimFunc f = te::CreatePrimFunc({x, topi::Softmax(x, static_cast<int64_t>(shape.size()) - 1)});
      tir::PrimFunc g = Schedule(f, 256, Warp(target), "gpu.GeneralReduction");
      std::string what = std::string(target) + " softmax " + std::to_string(shape.back());
      EXPECT_EQ(CountCalls(g, "tvm_warp_shuffle_down") > 0, shape.back() > 1) << what;
      NDArray in = RandomInts(shape, DataType::Float(32), -40, 40, 5);
      for (int64_t i = 0; i < in.NumElements(); ++i) in.SetDouble(i, in.GetDouble(i) / 16.0);
      ExpectSame(f, g, {in}, shape, 1e-5, what);
    }
    // Mean, then the variance of the centred row (an inlined intermediate),
    // then the normalised row: rows of 257 over 256 threads (8 warps on
    // CUDA, 4 wavefronts on ROCm).
    const int64_t rows = 3, n = 257;
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
    PrimExpr len = MakeFloatImm(f32, static_cast<double>(n));
    te::Tensor s = row_sum(x, "sum");
    te::Tensor c = te::compute(
        Dims({rows, n}),
        [&](const std::vector<TirVar>& i) -> te::ComputeBody {
          PrimExpr d = te::Sub(x({i[0], i[1]}), te::Div(s({i[0]}), len));
          return te::Mul(d, d);
        },
        "centred_sq");
    te::Tensor v = row_sum(c, "sq_sum");
    te::Tensor y = te::compute(
        Dims({rows, n}),
        [&](const std::vector<TirVar>& i) -> te::ComputeBody {
          PrimExpr var = te::Add(te::Div(v({i[0]}), len), MakeFloatImm(f32, 1e-5));
          return te::Div(te::Sub(x({i[0], i[1]}), te::Div(s({i[0]}), len)), te::Sqrt(var));
        },
        "norm");
    tir::PrimFunc f = te::CreatePrimFunc({x, y});
    tir::PrimFunc g = Schedule(f, 256, Warp(target), "gpu.GeneralReduction");
    // Per reduction: log2(warp) steps, then log2(warps) (8 or 4).
    int steps_per_reduction = std::string(target) == "cuda" ? 5 + 3 : 6 + 2;
    EXPECT_EQ(CountCalls(g, "tvm_warp_shuffle_down"), 2 * steps_per_reduction) << target;
    NDArray in = RandomInts({rows, n}, f32, -30, 30, 1);
    for (int64_t i = 0; i < in.NumElements(); ++i) in.SetDouble(i, in.GetDouble(i) / 8.0);
    ExpectSame(f, g, {in}, {rows, n}, 1e-4, std::string(target) + " norm");
  }
}

}  // namespace
}  // namespace backend
}  // namespace rlx
