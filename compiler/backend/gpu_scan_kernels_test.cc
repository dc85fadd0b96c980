// The GPU scan kernels run in the TIR interpreter (lock-step threads,
// shared memory) against the reference cumsum / cumprod.
#include "compiler/backend/gpu_scan_kernels.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

#include "compiler/backend/gpu_test_util.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace backend {
namespace {

using testing::Dims;
using testing::RandomInts;
using testing::RunStages;

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

NDArray RunContinuous(const tir::PrimFunc& f, const NDArray& x, DataType out_dtype) {
  NDArray y = NDArray::Zeros(x.shape(), out_dtype);
  tir::InterpretPrimFunc(f, {x, y});
  return y;
}

struct Dtypes {
  DataType in, out;
};

// Shapes around the tile (512) and first-round (256) boundaries, size 1,
// several rows, non-powers of two; both index budgets and mixed dtypes.
TEST(GpuContinuousCumsum, MatchesTheReference) {
  const std::vector<std::vector<int64_t>> shapes = {{1, 1},   {3, 5},   {2, 256},  {2, 257},
                                                    {1, 512}, {2, 513}, {3, 1000}, {8, 2000}};
  const Dtypes dtypes[] = {{DataType::Int(32), DataType::Int(32)},
                           {DataType::Float(32), DataType::Float(32)},
                           {DataType::Int(32), DataType::Float(32)}};
  for (int bits : {32, 64}) {
    for (const Dtypes& d : dtypes) {
      tir::PrimFunc f = Gpu2dContinuousCumsum(d.in, d.out, bits);
      for (const std::vector<int64_t>& shape : shapes) {
        SCOPED_TRACE("index_bits=" + std::to_string(bits) + " " + d.in.ToString() + "->" + d.out.ToString() + " " +
                     ShapeToString(shape));
        NDArray x = RandomInts(shape, d.in, 0, 9, shape[1]);
        NDArray got = RunContinuous(f, x, d.out);
        RLX_EXPECT_ALLCLOSE(got, ref::Cumsum(x, 1, d.out), 0, 0);
      }
    }
  }
}

// Rows beyond one launch's blockIdx.y extent go to further launches.
TEST(GpuContinuousCumsum, RowChunks) {
  ContinuousCumsumConfig c;
  c.rows_per_launch = 2;
  tir::PrimFunc f = Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 32, c);
  for (const std::vector<int64_t>& shape : std::vector<std::vector<int64_t>>{{5, 3}, {4, 700}, {1, 9}}) {
    SCOPED_TRACE(ShapeToString(shape));
    NDArray x = RandomInts(shape, DataType::Int(32), 0, 9, 3);
    RLX_EXPECT_ALLCLOSE(RunContinuous(f, x, DataType::Int(32)), ref::Cumsum(x, 1, DataType::Int(32)), 0, 0);
  }
  int chunk_loops = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& n) {
    if (auto l = n.as<tir::ForNode>()) chunk_loops += l->loop_var->name == "row_chunk";
  });
  EXPECT_EQ(chunk_loops, 4);  // level 0, rounds, carries, final carry
  c.rows_per_launch = 65536;
  EXPECT_NE(ErrorOf([&] {
              Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 64, c);
            }).find("rows_per_launch must be a power of 2 no larger than 65535, got 65536"),
            std::string::npos);
}

// n > 2^17 needs two rounds of the hierarchy (tiles of tile totals).
TEST(GpuContinuousCumsum, TwoRounds) {
  tir::PrimFunc f = Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 32);
  NDArray x = RandomInts({1, 131073 + 600}, DataType::Int(32), 0, 3, 7);
  RLX_EXPECT_ALLCLOSE(RunContinuous(f, x, DataType::Int(32)), ref::Cumsum(x, 1, DataType::Int(32)), 0, 0);
}

std::vector<int64_t> IntConstants(const tir::PrimFunc& f) {
  std::vector<int64_t> values;
  te::PostOrderVisit(f->body, [&](const ObjectRef& n) {
    if (auto i = n.as<IntImmNode>()) values.push_back(i->value);
  });
  return values;
}

// index_bits = 32: the kernel can be narrowed to int32 indices, so no
// integer constant may lie outside int32 (the 64-bit kernel has the 2^35+
// thresholds, which is what the budget removes).
TEST(GpuContinuousCumsum, Int32BudgetKeepsConstantsInRange) {
  auto outside = [](const std::vector<int64_t>& v) {
    int count = 0;
    for (int64_t x : v) {
      if (x > std::numeric_limits<int32_t>::max() || x < std::numeric_limits<int32_t>::min()) ++count;
    }
    return count;
  };
  for (DataType t : {DataType::Float(32), DataType::Int(32)}) {
    std::vector<int64_t> c32 = IntConstants(Gpu2dContinuousCumsum(t, t, 32));
    ASSERT_FALSE(c32.empty());
    EXPECT_EQ(outside(c32), 0);
    EXPECT_GT(outside(IntConstants(Gpu2dContinuousCumsum(t, t, 64))), 0);
  }
  EXPECT_EQ(ContinuousCumsumMaxRounds(32), 3);
  EXPECT_EQ(ContinuousCumsumMaxRounds(64), 7);
  EXPECT_EQ(ContinuousCumsumMaxExtent(32), 2147483647);
}

TEST(GpuContinuousCumsum, StructureAndErrors) {
  tir::PrimFunc f = Gpu2dContinuousCumsum(DataType::Float(32), DataType::Float(32), 64);
  EXPECT_TRUE(f->is_private);
  ASSERT_EQ(f->params.size(), 2u);
  bool scheduled = false;
  for (const auto& item : f->attrs->items) scheduled |= item.first == "tirx.is_scheduled";
  EXPECT_TRUE(scheduled);
  int shared = 0, syncs = 0, bound = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& n) {
    if (auto a = n.as<tir::AllocateNode>()) shared += a->buffer_var->storage_scope == "shared";
    if (auto c = n.as<TirCallNode>()) syncs += c->op == "tvm_storage_sync";
    if (auto l = n.as<tir::ForNode>()) bound += l->for_kind == tir::ForKind::kThreadBinding;
  });
  EXPECT_GT(shared, 0);
  EXPECT_GT(syncs, 0);
  EXPECT_GT(bound, 0);
  EXPECT_NE(ErrorOf([] {
              Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 16);
            }).find("index_bits must be either 32 or 64"),
            std::string::npos);
  ContinuousCumsumConfig bad;
  bad.tx_len = 24;
  EXPECT_NE(ErrorOf([&] {
              Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 64, bad);
            }).find("Configuration of TX, TY, N must be power of 2"),
            std::string::npos);
}

// gpu_3d_axis_1_cumsum: shapes whose column count (outer * inner) is below,
// at and across a 4-thread block, empty extents, and mixed dtypes.
TEST(Gpu3dAxis1Cumsum, MatchesTheReference) {
  const std::vector<std::vector<int64_t>> shapes = {{1, 1, 1}, {2, 3, 4}, {3, 7, 1}, {1, 5, 9},
                                                    {4, 1, 3}, {2, 0, 3}, {0, 4, 2}, {5, 6, 7}};
  const Dtypes dtypes[] = {{DataType::Int(32), DataType::Int(32)},
                           {DataType::Float(32), DataType::Float(32)},
                           {DataType::Int(32), DataType::Int(64)},
                           {DataType::Float(32), DataType::Float(64)}};
  for (int64_t tx : {4, 128}) {
    for (const Dtypes& d : dtypes) {
      tir::PrimFunc f = Gpu3dAxis1Cumsum(d.in, d.out, tx);
      for (const std::vector<int64_t>& shape : shapes) {
        SCOPED_TRACE("tx=" + std::to_string(tx) + " " + d.in.ToString() + "->" + d.out.ToString() + " " +
                     ShapeToString(shape));
        NDArray x = RandomInts(shape, d.in, -9, 9, shape[1] + 3);
        NDArray got = NDArray::Zeros(shape, d.out);
        tir::InterpretPrimFunc(f, {x, got});
        RLX_EXPECT_ALLCLOSE(got, ref::Cumsum(x, 1, d.out), 0, 0);
      }
    }
  }
}

// Hand-computed: axis 1 of [[[1, 2], [3, 4], [5, 6]]] runs down each column.
TEST(Gpu3dAxis1Cumsum, StructureAndValues) {
  tir::PrimFunc f = Gpu3dAxis1Cumsum(DataType::Float(32), DataType::Float(32));
  EXPECT_TRUE(f->is_private);
  ASSERT_EQ(f->params.size(), 2u);
  bool scheduled = false;
  for (const auto& item : f->attrs->items) scheduled |= item.first == "tirx.is_scheduled";
  EXPECT_TRUE(scheduled);
  std::vector<std::string> bound;
  te::PostOrderVisit(f->body, [&](const ObjectRef& n) {
    if (auto l = n.as<tir::ForNode>()) {
      if (l->for_kind == tir::ForKind::kThreadBinding) bound.push_back(l->thread_tag);
    }
  });
  std::sort(bound.begin(), bound.end());
  EXPECT_EQ(bound, (std::vector<std::string>{"blockIdx.x", "threadIdx.x"}));
  NDArray x = NDArray::FromVector<float>({1, 3, 2}, {1, 2, 3, 4, 5, 6}, DataType::Float(32));
  NDArray y = NDArray::Zeros({1, 3, 2}, DataType::Float(32));
  tir::InterpretPrimFunc(f, {x, y});
  EXPECT_EQ(y.ToDoubleVector(), (std::vector<double>{1, 2, 4, 6, 9, 12}));
  EXPECT_NE(
      ErrorOf([] { Gpu3dAxis1Cumsum(DataType::Int(32), DataType::Int(32), 0); }).find("tx_len must be positive, got 0"),
      std::string::npos);
}

struct ScanCase {
  std::vector<int64_t> shape;
  std::optional<int64_t> axis;
};

// topi.gpu.cumsum / cumprod: every axis (and the flattened scan), both
// exclusive and inclusive, several block sizes.
TEST(GpuScan, MatchesTheReference) {
  const ScanCase cases[] = {{{1}, 0},       {{7}, 0},        {{1000}, -1},
                            {{3, 5}, 1},    {{3, 5}, 0},     {{2, 3, 4}, 0},
                            {{2, 3, 4}, 1}, {{2, 3, 4}, -1}, {{2, 3, 4}, std::nullopt},
                            {{4, 129}, 1},  {{1, 1}, 0}};
  for (bool product : {false, true}) {
    for (bool exclusive : {false, true}) {
      for (int64_t threads : {4, 256}) {
        for (const ScanCase& c : cases) {
          SCOPED_TRACE(std::string(product ? "cumprod " : "cumsum ") + (exclusive ? "exclusive " : "") +
                       ShapeToString(c.shape) + " axis=" + (c.axis ? std::to_string(*c.axis) : "None") +
                       " threads=" + std::to_string(threads));
          DataType in = DataType::Int(32);
          DataType out = product ? DataType::Float(64) : DataType::Int(64);
          te::Tensor x = te::placeholder(Dims(c.shape), in, "x");
          te::Tensor y = ScanGpu(x, c.axis, out, exclusive, product, threads);
          NDArray xa = RandomInts(c.shape, in, product ? 1 : -5, product ? 2 : 9, c.shape.back());
          std::vector<int64_t> out_shape = c.shape;
          if (!c.axis) out_shape = {xa.NumElements()};
          NDArray got = RunStages({x}, {y}, {xa}, {out_shape})[0];
          NDArray want = product ? ref::Cumprod(xa, c.axis, out, exclusive) : ref::Cumsum(xa, c.axis, out, exclusive);
          RLX_EXPECT_ALLCLOSE(got, want, 1e-12, 0);
        }
      }
    }
  }
}

}  // namespace
}  // namespace backend
}  // namespace rlx
