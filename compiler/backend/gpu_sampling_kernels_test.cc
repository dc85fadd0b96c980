// parallel_sampling_from_prob in the TIR interpreter against the reference
// multinomial_from_uniform. Probabilities are multiples of 1/1024 and the
// uniform samples lie half a step between them, so every running total is
// exact in float32 and no sample sits within eps of a boundary.
#include "compiler/backend/gpu_sampling_kernels.h"

#include <gtest/gtest.h>

#include "compiler/backend/gpu_test_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace backend {
namespace {

using testing::RandomInts;

NDArray Sample(const NDArray& prob, const NDArray& u, const NDArray& rows,
               DataType temp_index_dtype = DataType::Int(64)) {
  tir::PrimFunc f =
      ParallelSamplingFromProb(prob.dtype(), u.dtype(), rows.dtype(), DataType::Int(64), temp_index_dtype);
  NDArray out =
      NDArray::FromVector<int64_t>({u.shape()[0], 1}, std::vector<int64_t>(u.shape()[0], -1), DataType::Int(64));
  tir::InterpretPrimFunc(f, {prob, u, rows, out});
  return out;
}

// Vocabularies below, at and across the 512-element chunk, with zero
// probabilities in between.
TEST(GpuSampling, MatchesTheReference) {
  for (int64_t vocab : {1, 5, 511, 512, 1500}) {
    SCOPED_TRACE("vocab=" + std::to_string(vocab));
    const int64_t batch = 3, n = 8;
    NDArray prob = RandomInts({batch, vocab}, DataType::Float(32), 0, 3, vocab);
    for (int64_t i = 0; i < prob.NumElements(); ++i) prob.SetDouble(i, prob.GetDouble(i) / 1024.0);
    for (int64_t r = 0; r < batch; ++r) prob.SetDouble(r * vocab, 1.0 / 1024);  // no all-zero row
    NDArray rows = RandomInts({n, 1}, DataType::Int(32), 0, batch - 1, vocab + 1);
    NDArray u = NDArray::Zeros({n, 1}, DataType::Float(32));
    for (int64_t i = 0; i < n; ++i) {
      int64_t r = rows.GetInt(i);
      double total = 0;
      for (int64_t j = 0; j < vocab; ++j) total += prob.GetDouble(r * vocab + j);
      int64_t steps = static_cast<int64_t>(total * 1024);
      u.SetDouble(i, (static_cast<double>((i * 37) % steps) + 0.5) / 1024.0);
    }
    NDArray got = Sample(prob, u, rows);
    std::string msg;
    EXPECT_TRUE(AllClose(got, ref::MultinomialFromUniform(prob, u, rows, DataType::Int(64)), 0, 0, &msg)) << msg;
  }
}

TEST(GpuSampling, HandValues) {
  // TVM's test module: prob (3, 5), six samples.
  NDArray prob = NDArray::FromVector<float>(
      {3, 5}, {0.5f, 0.5f, 0, 0, 0, 0, 0, 0, 0, 1, 0.125f, 0.125f, 0.25f, 0.25f, 0.25f}, DataType::Float(32));
  NDArray u = NDArray::FromVector<float>({6, 1}, {0.1f, 0.7f, 0.3f, 0.2f, 0.6f, 0.99f}, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({6, 1}, {0, 0, 1, 2, 2, 2}, DataType::Int(64));
  EXPECT_EQ(Sample(prob, u, rows).ToIntVector(), (std::vector<int64_t>{0, 1, 4, 1, 3, 4}));
  // WebGPU's int32 temporaries.
  EXPECT_EQ(Sample(prob, u, rows, DataType::Int(32)).ToIntVector(), (std::vector<int64_t>{0, 1, 4, 1, 3, 4}));
}

// TVM's kernel never writes token_ids[b] when the row's total stays below
// u - eps; this one writes vocab - 1 (the generic kernel's clamp).
TEST(GpuSampling, AlwaysWritesAnOutput) {
  NDArray prob = NDArray::FromVector<float>({2, 4}, {0.125f, 0.125f, 0, 0, 0, 0, 0, 0}, DataType::Float(32));
  NDArray u = NDArray::FromVector<float>({3, 1}, {0.9f, 0.5f, 0.1f}, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({3, 1}, {0, 1, 0}, DataType::Int(64));
  EXPECT_EQ(Sample(prob, u, rows).ToIntVector(), (std::vector<int64_t>{3, 3, 0}));
}

TEST(GpuSampling, PublicKernel) {
  tir::PrimFunc f =
      ParallelSamplingFromProb(DataType::Float(32), DataType::Float(32), DataType::Int(64), DataType::Int(64));
  EXPECT_FALSE(f->is_private);
  ASSERT_EQ(f->params.size(), 4u);
  std::string symbol;
  for (const auto& item : f->attrs->items) {
    if (item.first == "global_symbol") symbol = item.second.as<StringNode>()->value;
  }
  EXPECT_EQ(symbol, "parallel_sampling_from_prob");
}

}  // namespace
}  // namespace backend
}  // namespace rlx
