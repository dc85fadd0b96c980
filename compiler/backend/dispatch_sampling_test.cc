#include "compiler/backend/dispatch_sampling.h"

#include <gtest/gtest.h>

#include <memory>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/support/diagnostic.h"
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

IRModule Sample(const IRModule& m, const std::string& target) {
  PassContext ctx;
  ctx.instruments.push_back(Recorder());
  ctx.target = Target::Parse(target);
  return (*DispatchSampling())(m, ctx);
}

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

// TVM's MultiFromUniformModule (test_backend_dispatch_sampling.py).
const char* kModule = R"(
@I.ir_module
class Module:
    @R.function
    def foo(prob: R.Tensor((3, 5), dtype="float32"), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype="int64")
            R.output(gv)
        return gv
)";

TEST(DispatchSampling, CpuEmitsCumsumAndGetSampleIndex) {
  Recorder()->Take();
  IRModule out = Sample(Parse(kModule), "llvm");
  std::string text = Print(out);
  EXPECT_NE(text.find("@T.prim_func(private=True)\n    def get_sample_index("), std::string::npos) << text;
  EXPECT_NE(text.find("lv: R.Tensor((3, 5), dtype=\"float32\") = R.cumsum(prob, axis=1, dtype=\"float32\", "
                      "exclusive=False)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("gv = R.call_tir(cls.get_sample_index, (lv, uniform_sample, sample_indices), "
                      "out_sinfo=R.Tensor((6, 1), dtype=\"int64\"))"),
            std::string::npos)
      << text;
  std::vector<DispatchDecision> log = Recorder()->Take();
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].pass, "DispatchSampling");
  EXPECT_EQ(log[0].function, "foo");
  EXPECT_EQ(log[0].var, "gv");
  EXPECT_EQ(log[0].rule, "multinomial.cpu");
  EXPECT_EQ(log[0].reason, "llvm: not a GPU target -> relax.cumsum + get_sample_index");
}

// DispatchSampling then DispatchSortScan, both kernels run in the TIR
// interpreter: each sample picks the first index whose cumulative
// probability exceeds u, in the row sample_indices names.
TEST(DispatchSampling, SamplesMatchTheCumulativeDistribution) {
  PassContext ctx;
  ctx.target = Target::Parse("llvm");
  IRModule out = (*DispatchSortScan())((*DispatchSampling())(Parse(kModule), ctx), ctx);
  std::string text = Print(out);
  ASSERT_NE(text.find("R.call_tir(cls.cumsum, (prob,)"), std::string::npos) << text;
  NDArray prob = NDArray::FromVector<float>(
      {3, 5}, {0.5f, 0.5f, 0, 0, 0, 0, 0, 0, 0, 1, 0.125f, 0.125f, 0.25f, 0.25f, 0.25f}, DataType::Float(32));
  NDArray cdf = NDArray::Zeros({3, 5}, DataType::Float(32));
  tir::InterpretPrimFunc(out->functions.at("cumsum").second.cast<tir::PrimFuncNode>(), {prob, cdf});
  NDArray u = NDArray::FromVector<float>({6, 1}, {0.1f, 0.7f, 0.3f, 0.2f, 0.6f, 0.99f}, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({6, 1}, {0, 0, 1, 2, 2, 2}, DataType::Int(64));
  NDArray ids = NDArray::Zeros({6, 1}, DataType::Int(64));
  tir::InterpretPrimFunc(out->functions.at("get_sample_index").second.cast<tir::PrimFuncNode>(), {cdf, u, rows, ids});
  const int64_t* p = ids.data_as<int64_t>();
  EXPECT_EQ(std::vector<int64_t>(p, p + 6), (std::vector<int64_t>{0, 1, 4, 1, 3, 4}));
}

// The GPU row: the public PrimFunc parallel_sampling_from_prob, run on TVM's
// test data.
TEST(DispatchSampling, GpuEmitsParallelSamplingFromProb) {
  Recorder()->Take();
  IRModule out = Sample(Parse(kModule), "cuda");
  std::string text = Print(out);
  EXPECT_NE(text.find("@T.prim_func\n    def parallel_sampling_from_prob("), std::string::npos) << text;
  EXPECT_NE(text.find("gv = R.call_tir(cls.parallel_sampling_from_prob, (prob, uniform_sample, sample_indices), "
                      "out_sinfo=R.Tensor((6, 1), dtype=\"int64\"))"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("R.cumsum("), std::string::npos) << text;
  std::vector<DispatchDecision> log = Recorder()->Take();
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].rule, "multinomial.gpu");
  EXPECT_EQ(log[0].index_bits, 0);  // index_bits plays no part in sampling
  NDArray prob = NDArray::FromVector<float>(
      {3, 5}, {0.5f, 0.5f, 0, 0, 0, 0, 0, 0, 0, 1, 0.125f, 0.125f, 0.25f, 0.25f, 0.25f}, DataType::Float(32));
  NDArray u = NDArray::FromVector<float>({6, 1}, {0.1f, 0.7f, 0.3f, 0.2f, 0.6f, 0.99f}, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({6, 1}, {0, 0, 1, 2, 2, 2}, DataType::Int(64));
  NDArray ids = NDArray::Zeros({6, 1}, DataType::Int(64));
  tir::InterpretPrimFunc(out->functions.at("parallel_sampling_from_prob").second.cast<tir::PrimFuncNode>(),
                         {prob, u, rows, ids});
  EXPECT_EQ(ids.ToIntVector(), (std::vector<int64_t>{0, 1, 4, 1, 3, 4}));
}

TEST(DispatchSampling, Checks) {
  IRModule unknown = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def foo(prob: R.Tensor(dtype="float32", ndim=2), uniform_sample: R.Tensor((6, 1), dtype="float32"), sample_indices: R.Tensor((6, 1), dtype="int64")):
        with R.dataflow():
            gv = R.multinomial_from_uniform(prob, uniform_sample, sample_indices, dtype="int64")
            R.output(gv)
        return gv
)");
  EXPECT_NE(ErrorOf([&] {
              Sample(unknown, "llvm");
            }).find("Expecting a expr with known shape, but got prob with unknown shape"),
            std::string::npos);
  PassContext no_target;
  EXPECT_NE(ErrorOf([&] { (*DispatchSampling())(Parse(kModule), no_target); }).find("Target not found."),
            std::string::npos);
}

}  // namespace
}  // namespace backend
}  // namespace rlx
