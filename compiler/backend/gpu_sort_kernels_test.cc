// The GPU sort and searchsorted kernels run in the TIR interpreter against
// the reference sort / argsort / topk / bucketize (stable sorts: ties keep
// their order, which the many duplicate keys here exercise).
#include "compiler/backend/gpu_sort_kernels.h"

#include <gtest/gtest.h>

#include <cmath>

#include "compiler/backend/gpu_test_util.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace backend {
namespace {

using testing::Dims;
using testing::RandomInts;
using testing::RunStages;

struct SortCase {
  std::vector<int64_t> shape;
  int64_t axis;
};

// Size 1, one partial tile, exactly one tile, several tiles (merge passes,
// odd and even counts), every axis of a 3-D tensor.
const SortCase kCases[] = {{{1}, 0},      {{5}, 0},       {{128}, -1},    {{300}, 0},     {{3, 7}, 1},   {{3, 7}, 0},
                           {{2, 129}, 1}, {{1, 600}, -1}, {{2, 3, 4}, 0}, {{2, 3, 4}, 1}, {{2, 3, 4}, 2}};

std::vector<int64_t> OutShape(std::vector<int64_t> shape, int64_t axis, int64_t k) {
  int64_t ax = axis < 0 ? axis + static_cast<int64_t>(shape.size()) : axis;
  if (k >= 1 && k < shape[ax]) shape[ax] = k;
  return shape;
}

TEST(GpuSort, SortAndArgsortMatchTheReference) {
  for (int64_t threads : {32, 1024}) {
    for (bool ascend : {true, false}) {
      for (const SortCase& c : kCases) {
        SCOPED_TRACE(ShapeToString(c.shape) + " axis=" + std::to_string(c.axis) + (ascend ? " asc" : " desc") +
                     " threads=" + std::to_string(threads));
        te::Tensor x = te::placeholder(Dims(c.shape), DataType::Float(32), "x");
        NDArray xa = RandomInts(c.shape, DataType::Float(32), -9, 9, c.shape.back() + 3);
        SortRequest r;
        r.axis = c.axis;
        r.ascend = ascend;
        r.max_threads = threads;
        NDArray sorted = RunStages({x}, SortGpu(x, r, "sort_gpu"), {xa}, {c.shape})[0];
        RLX_EXPECT_ALLCLOSE(sorted, ref::Sort(xa, c.axis, !ascend), 0, 0);
        r.values = false;
        r.indices = true;
        r.index_dtype = DataType::Int(64);
        NDArray idx = RunStages({x}, SortGpu(x, r, "argsort_gpu"), {xa}, {c.shape})[0];
        RLX_EXPECT_ALLCLOSE(idx, ref::Argsort(xa, c.axis, !ascend, DataType::Int(64)), 0, 0);
      }
    }
  }
}

TEST(GpuSort, TopkMatchesTheReference) {
  for (int64_t k : {1, 2, 5, 0, 1000}) {
    for (bool largest : {true, false}) {
      for (const SortCase& c : kCases) {
        SCOPED_TRACE(ShapeToString(c.shape) + " axis=" + std::to_string(c.axis) + " k=" + std::to_string(k) +
                     (largest ? " largest" : " smallest"));
        te::Tensor x = te::placeholder(Dims(c.shape), DataType::Float(32), "x");
        NDArray xa = RandomInts(c.shape, DataType::Float(32), 0, 5, c.shape.back() + 11);
        SortRequest r;
        r.axis = c.axis;
        r.k = k;
        r.ascend = !largest;
        r.indices = true;
        r.index_dtype = DataType::Int(32);
        r.max_threads = 64;
        std::vector<int64_t> os = OutShape(c.shape, c.axis, k);
        std::vector<NDArray> got = RunStages({x}, SortGpu(x, r, "topk_gpu"), {xa}, {os, os});
        std::vector<NDArray> want = ref::TopK(xa, k, c.axis, "both", largest, DataType::Int(32));
        RLX_EXPECT_ALLCLOSE(got[0], want[0], 0, 0);
        RLX_EXPECT_ALLCLOSE(got[1], want[1], 0, 0);
      }
    }
  }
  // ret_type "indices" only, float16 indices (any dtype is accepted).
  te::Tensor x = te::placeholder(Dims({2, 6}), DataType::Float(32), "x");
  SortRequest r;
  r.k = 3;
  r.ascend = false;
  r.values = false;
  r.indices = true;
  r.index_dtype = DataType::Float(16);
  NDArray xa = NDArray::FromVector<float>({2, 6}, {1, 5, 3, 5, 0, 2, 9, 8, 7, 6, 5, 4}, DataType::Float(32));
  NDArray got = RunStages({x}, SortGpu(x, r, "topk_gpu"), {xa}, {{2, 3}})[0];
  EXPECT_EQ(got.ToDoubleVector(), (std::vector<double>{1, 3, 2, 0, 1, 2}));
}

// WebGPU's int32 index temporaries (shared tile indices, scratch runs,
// binary-search bounds) compute the same results.
TEST(GpuSort, Int32IndexTemporaries) {
  for (const SortCase& c : {SortCase{{2, 300}, 1}, SortCase{{2, 3, 4}, 0}}) {
    SCOPED_TRACE(ShapeToString(c.shape) + " axis=" + std::to_string(c.axis));
    te::Tensor x = te::placeholder(Dims(c.shape), DataType::Float(32), "x");
    NDArray xa = RandomInts(c.shape, DataType::Float(32), 0, 4, 17);
    SortRequest r;
    r.axis = c.axis;
    r.ascend = false;
    r.indices = true;
    r.index_dtype = DataType::Int(32);
    r.temp_index_dtype = DataType::Int(32);
    r.max_threads = 64;
    std::vector<NDArray> got = RunStages({x}, SortGpu(x, r, "sort_gpu"), {xa}, {c.shape, c.shape});
    std::vector<NDArray> want = ref::TopK(xa, 0, c.axis, "both", true, DataType::Int(32));
    RLX_EXPECT_ALLCLOSE(got[0], want[0], 0, 0);
    RLX_EXPECT_ALLCLOSE(got[1], want[1], 0, 0);
  }
  NDArray b = NDArray::FromVector<float>({4}, {1, 3, 3, 5}, DataType::Float(32));
  NDArray v = NDArray::FromVector<float>({6}, {0, 1, 2, 3, 5, 6}, DataType::Float(32));
  te::Tensor bt = te::placeholder(Dims({4}), DataType::Float(32), "b");
  te::Tensor vt = te::placeholder(Dims({6}), DataType::Float(32), "v");
  NDArray got =
      RunStages({bt, vt}, {SearchSortedGpu(bt, vt, true, DataType::Int(64), 4, DataType::Int(32))}, {b, v}, {{6}})[0];
  EXPECT_EQ(got.ToIntVector(), (std::vector<int64_t>{0, 1, 1, 3, 4, 4}));
}

// NaN sorts last ascending and first descending, like the reference.
TEST(GpuSort, NaNOrdering) {
  const double nan = std::nan("");
  std::vector<double> data;
  for (int i = 0; i < 300; ++i) data.push_back(i % 7 == 3 ? nan : static_cast<double>((i * 37) % 11));
  NDArray xa = NDArray::FromVector<double>({2, 150}, data, DataType::Float(32));
  te::Tensor x = te::placeholder(Dims({2, 150}), DataType::Float(32), "x");
  for (bool ascend : {true, false}) {
    SortRequest r;
    r.ascend = ascend;
    r.indices = true;
    r.index_dtype = DataType::Int(64);
    r.max_threads = 64;
    std::vector<NDArray> got = RunStages({x}, SortGpu(x, r, "sort_gpu"), {xa}, {{2, 150}, {2, 150}});
    RLX_EXPECT_ALLCLOSE(got[0], ref::Sort(xa, -1, !ascend), 0, 0);
    RLX_EXPECT_ALLCLOSE(got[1], ref::Argsort(xa, -1, !ascend, DataType::Int(64)), 0, 0);
  }
}

TEST(GpuSort, KernelStructure) {
  te::Tensor x = te::placeholder(Dims({4, 300}), DataType::Float(32), "x");
  SortRequest r;
  std::vector<te::Tensor> outs = SortGpu(x, r, "sort_gpu");
  tir::PrimFunc f = te::CreatePrimFunc({x, outs[0]});
  int shared = 0, syncs = 0, blocks = 0, threads = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& n) {
    if (auto a = n.as<tir::AllocateNode>()) shared += a->buffer_var->storage_scope == "shared";
    if (auto c = n.as<TirCallNode>()) syncs += c->op == "tvm_storage_sync";
    if (auto l = n.as<tir::ForNode>()) {
      blocks += l->thread_tag == "blockIdx.x";
      threads += l->thread_tag == "threadIdx.x";
    }
  });
  EXPECT_EQ(shared, 1);  // the tile's keys (no indices for a plain sort)
  EXPECT_EQ(syncs, 2);
  EXPECT_EQ(blocks, 4);  // tile sort, two merge directions, output
  EXPECT_EQ(threads, 4);
}

TEST(GpuSearchSorted, MatchesTheReference) {
  NDArray b = NDArray::FromVector<float>({6}, {1, 3, 3, 5, 8, 13}, DataType::Float(32));
  for (bool right : {false, true}) {
    for (bool out_int32 : {false, true}) {
      for (std::vector<int64_t> shape : std::vector<std::vector<int64_t>>{{1}, {7}, {3, 5}, {2, 3, 40}}) {
        SCOPED_TRACE(ShapeToString(shape) + (right ? " right" : " left"));
        DataType od = out_int32 ? DataType::Int(32) : DataType::Int(64);
        te::Tensor bt = te::placeholder(Dims({6}), DataType::Float(32), "b");
        te::Tensor vt = te::placeholder(Dims(shape), DataType::Float(32), "v");
        NDArray v = RandomInts(shape, DataType::Float(32), 0, 14, 5);
        NDArray got = RunStages({bt, vt}, {SearchSortedGpu(bt, vt, right, od, 32)}, {b, v}, {shape})[0];
        RLX_EXPECT_ALLCLOSE(got, ref::Bucketize(v, b, out_int32, right), 0, 0);
      }
    }
  }
}

}  // namespace
}  // namespace backend
}  // namespace rlx
