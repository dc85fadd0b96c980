#include "compiler/backend/fuse_cumsum_into_sample_index.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/dispatch_sampling.h"
#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using namespace relax;  // NOLINT
using transform::testing::Parse;
using transform::testing::Print;

// The decisions of the passes these tests run (attached to each context).
std::shared_ptr<DecisionRecorder> Recorder() {
  static auto* recorder = new std::shared_ptr<DecisionRecorder>(std::make_shared<DecisionRecorder>());
  return *recorder;
}

PassContext Llvm() {
  PassContext ctx;
  ctx.instruments.push_back(Recorder());
  ctx.target = Target::Parse("llvm");
  return ctx;
}

IRModule Dispatched(const std::string& text) {
  PassContext ctx = Llvm();
  return (*DispatchSampling())(Parse(text), ctx);
}

IRModule Fused(const IRModule& m) {
  PassContext ctx = Llvm();
  return (*FuseCumsumIntoSampleIndex())(m, ctx);
}

tir::PrimFunc Func(const IRModule& m, const std::string& name) {
  auto it = m->functions.find(name);
  EXPECT_NE(it, m->functions.end()) << name;
  return it->second.second.cast<tir::PrimFuncNode>();
}

// TVM's MultiFromUniformModule with the shapes as parameters.
std::string SamplingModule(const std::string& prob_shape, const std::string& n, const std::string& dtype = "float32",
                           const std::string& out_dtype = "int64") {
  return R"(
@I.ir_module
class Module:
    @R.function
    def foo(prob: R.Tensor(()" +
         prob_shape + R"(), dtype=")" + dtype + R"("), uniform_sample: R.Tensor(()" + n + R"(, 1), dtype=")" + dtype +
         R"("), sample_indices: R.Tensor(()" + n + R"(, 1), dtype="int64")):
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype=")" +
         out_dtype + R"(")
            R.output(gv)
        return gv
)";
}

TEST(FuseCumsumIntoSampleIndex, ReplacesThePairWithOneKernel) {
  IRModule dispatched = Dispatched(SamplingModule("3, 5", "6"));
  Recorder()->Take();
  IRModule fused = Fused(dispatched);
  std::string text = Print(fused);
  EXPECT_NE(text.find("gv = R.call_tir(cls.sample_index_from_prob, (prob, uniform_sample, sample_indices), "
                      "out_sinfo=R.Tensor((6, 1), dtype=\"int64\"))"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("R.cumsum("), std::string::npos) << text;
  // kSampleLanes samples a task, then one at a time; both loops parallel,
  // each left out when statically empty.
  EXPECT_NE(text.find("for group in T.parallel(T.int64(" + std::to_string(6 / kSampleLanes) + "))"), std::string::npos)
      << text;
  EXPECT_EQ(text.find("for rest in"), std::string::npos) << text;
  std::vector<DispatchDecision> log = Recorder()->Take();
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].pass, "FuseCumsumIntoSampleIndex");
  EXPECT_EQ(log[0].var, "gv");
  EXPECT_EQ(log[0].rule, "multinomial.cpu.fused");
  EXPECT_EQ(log[0].target, "llvm");
  EXPECT_NE(log[0].reason.find("cumsum lv feeds only get_sample_index -> sample_index_from_prob"), std::string::npos)
      << log[0].reason;
  std::string seven = Print(Fused(Dispatched(SamplingModule("3, 5", "7"))));
  EXPECT_NE(seven.find("for rest in T.parallel(T.int64(1))"), std::string::npos) << seven;
  // DispatchSortScan then finds no cumsum to lower.
  PassContext ctx = Llvm();
  std::string after = Print((*DispatchSortScan())(fused, ctx));
  EXPECT_EQ(after.find("cumsum"), std::string::npos) << after;
}

// TVM's test data (test_backend_dispatch_sampling.py), hand-checked: each
// sample takes the first index whose cumulative probability exceeds u.
TEST(FuseCumsumIntoSampleIndex, PicksTheFirstIndexPastU) {
  IRModule fused = Fused(Dispatched(SamplingModule("3, 5", "6")));
  NDArray prob = NDArray::FromVector<float>(
      {3, 5}, {0.5f, 0.5f, 0, 0, 0, 0, 0, 0, 0, 1, 0.125f, 0.125f, 0.25f, 0.25f, 0.25f}, DataType::Float(32));
  NDArray u = NDArray::FromVector<float>({6, 1}, {0.1f, 0.7f, 0.3f, 0.2f, 0.6f, 0.99f}, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({6, 1}, {0, 0, 1, 2, 2, 2}, DataType::Int(64));
  NDArray ids = NDArray::Zeros({6, 1}, DataType::Int(64));
  tir::InterpretPrimFunc(Func(fused, "sample_index_from_prob"), {prob, u, rows, ids});
  EXPECT_EQ(ids.ToIntVector(), (std::vector<int64_t>{0, 1, 4, 1, 3, 4}));
}

// Runs TVM's pair (cumsum kernel, then get_sample_index) and the fused
// kernel on the same inputs in the TIR interpreter. The pair's output starts
// as a sentinel: where TVM stores nothing it stays, and the fused kernel
// must give vocab - 1 there.
void ExpectSameAsPair(int64_t batch, int64_t vocab, int64_t n, const std::vector<float>& prob_values,
                      const std::vector<float>& u_values, const std::vector<int64_t>& row_values) {
  std::string shape = std::to_string(batch) + ", " + std::to_string(vocab);
  PassContext ctx = Llvm();
  IRModule pair = (*DispatchSortScan())(Dispatched(SamplingModule(shape, std::to_string(n))), ctx);
  IRModule fused = Fused(Dispatched(SamplingModule(shape, std::to_string(n))));
  NDArray prob = NDArray::FromVector<float>({batch, vocab}, prob_values, DataType::Float(32));
  NDArray u = NDArray::FromVector<float>({n, 1}, u_values, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({n, 1}, row_values, DataType::Int(64));
  NDArray cdf = NDArray::Zeros({batch, vocab}, DataType::Float(32));
  tir::InterpretPrimFunc(Func(pair, "cumsum"), {prob, cdf});
  const int64_t kSentinel = -7;
  NDArray want = NDArray::FromVector<int64_t>({n, 1}, std::vector<int64_t>(n, kSentinel), DataType::Int(64));
  tir::InterpretPrimFunc(Func(pair, "get_sample_index"), {cdf, u, rows, want});
  NDArray got = NDArray::Zeros({n, 1}, DataType::Int(64));
  tir::InterpretPrimFunc(Func(fused, "sample_index_from_prob"), {prob, u, rows, got});
  std::vector<int64_t> w = want.ToIntVector();
  std::vector<int64_t> g = got.ToIntVector();
  for (int64_t i = 0; i < n; ++i) {
    int64_t expected = w[i] == kSentinel ? vocab - 1 : w[i];
    EXPECT_EQ(g[i], expected) << "sample " << i << " of " << n << " (row " << row_values[i] << ", u " << u_values[i]
                              << "), vocab " << vocab;
  }
}

// u placed exactly on, just below and just above the cumulative values the
// pair computes (float32, in cumsum's order), so that any other order of
// additions or a < / <= slip changes some sample.
TEST(FuseCumsumIntoSampleIndex, SameSamplesAsThePairOnBoundaries) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> unit(0.0f, 1.0f);
  for (int64_t vocab : {1, 2, 3, 17, 40}) {
    for (int64_t n : {1, 7, 8, 9, 19}) {
      const int64_t batch = 3;
      std::vector<float> prob(batch * vocab);
      for (float& p : prob) p = unit(rng) < 0.2f ? 0.0f : unit(rng) * 1e-1f + 1e-7f;
      std::vector<float> u(n);
      std::vector<int64_t> rows(n);
      for (int64_t i = 0; i < n; ++i) {
        rows[i] = static_cast<int64_t>(rng() % batch);
        float cdf = 0;
        int64_t stop = static_cast<int64_t>(rng() % vocab);
        for (int64_t j = 0; j <= stop; ++j) cdf = j == 0 ? prob[rows[i] * vocab] : cdf + prob[rows[i] * vocab + j];
        switch (i % 4) {
          case 0:
            u[i] = cdf;
            break;
          case 1:
            u[i] = std::nextafter(cdf, 0.0f);
            break;
          case 2:
            u[i] = std::nextafter(cdf, 2.0f);
            break;
          default:
            u[i] = unit(rng) * cdf * 1.5f;
            break;
        }
      }
      ExpectSameAsPair(batch, vocab, n, prob, u, rows);
    }
  }
}

// Negative and NaN probabilities break the monotone cumulative sum: TVM's
// kernel then keeps the LAST index satisfying its test, or stores nothing.
TEST(FuseCumsumIntoSampleIndex, SameSamplesAsThePairOnNonMonotoneRows) {
  const float nan = std::nanf("");
  std::vector<float> prob = {0.5f, -0.4f, 0.5f, -0.4f, 0.5f, 0.1f,  // dips twice below 0.3
                             nan,  0.2f,  0.2f, 0.2f,  0.2f, 0.2f,  // NaN from the start
                             0.1f, 0.1f,  nan,  0.1f,  0.1f, 0.1f,  // NaN in the middle
                             -1.f, -1.f,  -1.f, -1.f,  -1.f, -1.f};
  std::vector<float> u = {0.3f, 0.05f, 0.55f, 0.15f, 0.05f, 0.5f, 0.0f, 0.95f, 0.45f, 0.2f};
  std::vector<int64_t> rows = {0, 0, 0, 2, 2, 2, 3, 1, 0, 3};
  ExpectSameAsPair(4, 6, 10, prob, u, rows);
}

// The walk stops once every lane of a group is above its u. Sample 0's total
// passes u at 0, falls back below it, and passes it again at 4, after
// sample 1 (same group of two) has landed at 3: stopping when both had
// merely found an index would keep 0's first landing and then store the
// last position. Samples 2 and 3 land early in monotone rows, whose rest is
// checked for falls instead of walked.
TEST(FuseCumsumIntoSampleIndex, EarlyStopWaitsForEveryLaneToBeAboveItsU) {
  std::vector<float> prob = {0.5f, -0.45f, 0.01f, 0.01f, 0.5f,  0.1f,  0.1f,    // dips below u, rises again
                             0.1f, 0.1f,   0.1f,  0.1f,  0.1f,  0.1f,  0.1f,    // lands at 3
                             0.9f, 0.01f,  0.01f, 0.01f, 0.01f, 0.01f, -0.5f};  // a fall at the last position only
  std::vector<float> u = {0.3f, 0.35f, 0.5f, 0.05f, 0.3f};
  std::vector<int64_t> rows = {0, 1, 2, 1, 0};
  ExpectSameAsPair(3, 7, 5, prob, u, rows);
}

// A symbolic number of samples and rows: the kernel takes its extents from
// the buffers, including the tail after the groups of eight.
TEST(FuseCumsumIntoSampleIndex, SymbolicShapes) {
  IRModule fused = Fused(Dispatched(SamplingModule("\"b\", \"v\"", "\"n\"")));
  std::string text = Print(fused);
  ASSERT_NE(text.find("R.call_tir(cls.sample_index_from_prob"), std::string::npos) << text;
  const int64_t batch = 2, vocab = 9, n = 11;
  std::vector<float> prob(batch * vocab, 1.0f / vocab);
  std::vector<float> u(n);
  std::vector<int64_t> rows(n);
  for (int64_t i = 0; i < n; ++i) {
    u[i] = (static_cast<float>(i) + 0.5f) / n;
    rows[i] = i % batch;
  }
  NDArray ids = NDArray::Zeros({n, 1}, DataType::Int(64));
  tir::InterpretPrimFunc(Func(fused, "sample_index_from_prob"),
                         {NDArray::FromVector<float>({batch, vocab}, prob, DataType::Float(32)),
                          NDArray::FromVector<float>({n, 1}, u, DataType::Float(32)),
                          NDArray::FromVector<int64_t>({n, 1}, rows, DataType::Int(64)), ids});
  std::vector<int64_t> got = ids.ToIntVector();
  for (int64_t i = 0; i < n; ++i) {
    // Equal probabilities: floor(u * vocab), away from every boundary here.
    EXPECT_EQ(got[i], static_cast<int64_t>(std::floor(u[i] * vocab))) << i;
  }
}

// float64 probabilities and an int32 result: the running totals are
// float64 (the cumsum's dtype), the index is cast on the way out. Checked
// against TVM's rule computed here in double, u on the running sums.
TEST(FuseCumsumIntoSampleIndex, Float64ProbabilitiesAndInt32Indices) {
  const int64_t batch = 2, vocab = 13, n = 5;
  IRModule fused = Fused(Dispatched(SamplingModule("2, 13", "5", "float64", "int32")));
  std::string text = Print(fused);
  ASSERT_NE(text.find("R.call_tir(cls.sample_index_from_prob"), std::string::npos) << text;
  EXPECT_NE(text.find("out_sinfo=R.Tensor((5, 1), dtype=\"int32\")"), std::string::npos) << text;
  std::vector<double> prob(batch * vocab);
  for (int64_t i = 0; i < batch * vocab; ++i) prob[i] = 1.0 / 3.0 + 1e-17 * static_cast<double>(i % 7);
  std::vector<int64_t> rows = {0, 1, 1, 0, 1};
  std::vector<double> u(n);
  for (int64_t i = 0; i < n; ++i) {
    double cdf = 0;
    for (int64_t j = 0; j <= 2 * i + 1; ++j) cdf = j == 0 ? prob[rows[i] * vocab] : cdf + prob[rows[i] * vocab + j];
    u[i] = i % 2 == 0 ? cdf : std::nextafter(cdf, 0.0);
  }
  NDArray ids = NDArray::Zeros({n, 1}, DataType::Int(32));
  tir::InterpretPrimFunc(Func(fused, "sample_index_from_prob"),
                         {NDArray::FromVector<double>({batch, vocab}, prob, DataType::Float(64)),
                          NDArray::FromVector<double>({n, 1}, u, DataType::Float(64)),
                          NDArray::FromVector<int64_t>({n, 1}, rows, DataType::Int(64)), ids});
  std::vector<int64_t> got = ids.ToIntVector();
  for (int64_t i = 0; i < n; ++i) {
    int64_t want = -1;
    double prev = 0, cdf = 0;
    for (int64_t j = 0; j < vocab; ++j) {
      prev = cdf;
      cdf = j == 0 ? prob[rows[i] * vocab] : cdf + prob[rows[i] * vocab + j];
      if ((u[i] < cdf || j + 1 == vocab) && (j == 0 || u[i] >= prev)) want = j;
    }
    EXPECT_EQ(got[i], want) << "sample " << i;
  }
}

TEST(FuseCumsumIntoSampleIndex, LeavesOtherProgramsAlone) {
  // The cumulative distribution is also returned: the cumsum must stay.
  IRModule shared = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def foo(prob: R.Tensor((3, 5), dtype="float32"), u: R.Tensor((6, 1), dtype="float32"), idx: R.Tensor((6, 1), dtype="int64")):
        with R.dataflow():
            s = R.multinomial_from_uniform(prob, u, idx, dtype="int64")
            gv = (s, prob)
            R.output(gv)
        return gv
)");
  IRModule d = Dispatched(Print(shared));
  std::string text = Print(d);
  size_t lv = text.find("lv: R.Tensor((3, 5), dtype=\"float32\") = R.cumsum(");
  ASSERT_NE(lv, std::string::npos) << text;
  std::string with_use = text;
  size_t tuple = with_use.find("= (s, prob)");
  ASSERT_NE(tuple, std::string::npos) << text;
  with_use.replace(tuple, 11, "= (s, lv)");
  IRModule kept = Parse(with_use);
  EXPECT_TRUE(Fused(kept).same_as(kept)) << Print(Fused(kept));
  // A kernel under the same name that is not DispatchSampling's.
  std::string other = text;
  const std::string at_least = "B[i, T.int64(0)] >= A[";
  size_t ge = other.find(at_least);
  ASSERT_NE(ge, std::string::npos) << other;
  other.replace(ge, at_least.size(), "B[i, T.int64(0)] > A[");
  IRModule foreign = Parse(other);
  EXPECT_TRUE(Fused(foreign).same_as(foreign)) << Print(Fused(foreign));
  // An exclusive cumsum is a different distribution.
  std::string exclusive = text;
  exclusive.replace(exclusive.find("exclusive=False"), 15, "exclusive=True");
  IRModule excl = Parse(exclusive);
  EXPECT_TRUE(Fused(excl).same_as(excl));
  // GPU targets never get this pair from DispatchSampling; a GPU context
  // leaves the module alone (the fused kernel has no thread bindings).
  PassContext cuda;
  cuda.target = Target::Parse("cuda");
  EXPECT_TRUE((*FuseCumsumIntoSampleIndex())(d, cuda).same_as(d));
}

}  // namespace
}  // namespace backend
}  // namespace rlx
