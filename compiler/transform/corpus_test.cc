// Every pass of this package over the TVMScript corpus (testdata/models):
// the result is well formed, Normalize leaves these normal modules as they
// are, and running a pass twice changes nothing the second time.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "compiler/ir/structural_equal.h"
#include "compiler/transform/canonicalize_bindings.h"
#include "compiler/transform/dead_code_elimination.h"
#include "compiler/transform/fold_constant.h"
#include "compiler/transform/normalize.h"
#include "compiler/transform/to_non_dataflow.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

IRModule Load(const std::string& name) {
  std::string path = "testdata/models/" + name;
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return testing::Parse(ss.str());
}

class CorpusTest : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusTest, NormalizeKeepsTheModule) {
  IRModule m = Load(GetParam());
  EXPECT_EQ(testing::RunPass(Normalize(), m).get(), m.get());
}

TEST_P(CorpusTest, PassesGiveWellFormedResultsAndAreIdempotent) {
  IRModule m = Load(GetParam());
  std::vector<std::pair<std::string, PassPtr>> passes = {
      {"CanonicalizeBindings", CanonicalizeBindings()},
      {"FoldConstant", FoldConstant()},
      {"DeadCodeElimination", DeadCodeElimination()},
      {"ToNonDataflow", ToNonDataflow()},
  };
  for (const auto& [name, pass] : passes) {
    SCOPED_TRACE(name);
    IRModule once = testing::RunPass(pass, m);
    testing::ExpectWellFormed(once);
    IRModule twice = testing::RunPass(pass, once);
    EXPECT_EQ(twice.get(), once.get()) << StructuralDiff(twice, once);
  }
}

INSTANTIATE_TEST_SUITE_P(Models, CorpusTest,
                         ::testing::Values("mlp.py", "conv2d_relu.py", "attention.py", "sampling_head.py",
                                           "symbolic_control.py", "tir_kernels.py", "vdevice.py"));

}  // namespace
}  // namespace transform
}  // namespace rlx
