// Every model of testdata/models through every target's default pipeline
// (routing, dispatch, legalize + scheduling, dataflow lowering, finalize;
// code generation per target is separate). The models are found by listing
// the directory, so a new model is covered without editing this file; a
// (model, target) pair that must fail is listed with the diagnostic it
// must give. Each result is checked well formed, and for GPU targets every
// kernel must come out scheduled: an unscheduled one would be host code on
// a device.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/analysis/well_formed.h"
#include "compiler/backend/apply_default_schedule.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr_util.h"
#include "targets/cuda/rewrite_cuda_graph.h"
#include "targets/registry/registry.h"

namespace rlx {
namespace targets {
namespace {

constexpr char kModelDir[] = "testdata/models";

struct TargetCase {
  const char* name;  // test name suffix
  const char* target;
  bool cuda_graph;
};

const std::vector<TargetCase>& Targets() {
  static const auto* t = new std::vector<TargetCase>{
      {"llvm", "llvm", false},      {"cuda", "cuda", false},
      {"cuda_graph", "cuda", true}, {"cuda_thrust", "cuda -libs=thrust", false},
      {"rocm", "rocm", false},      {"metal", "metal", false},
      {"vulkan", "vulkan", false},  {"webgpu", "webgpu", false},
      {"opencl", "opencl", false},  {"adreno", "qcom/adreno-opencl", false},
  };
  return *t;
}

// "model.py@target" -> a fragment of the diagnostic the pipeline must
// give. Empty: every model goes through every pipeline.
const std::map<std::string, std::string>& ExpectedFailures() {
  static const auto* m = new std::map<std::string, std::string>{};
  return *m;
}

std::vector<std::string> ModelFiles() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(kModelDir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) names.push_back(name);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Scheduled by dlight, a kernel that binds its own threads (the GPU
// sort/scan/sampling kernels), or host code by design: shape computations
// (VMShapeLower, ComputePrimValue) and library calls (thrust through
// call_packed).
bool IsScheduledOrHost(const std::string& name, const tir::PrimFunc& f) {
  if (name.rfind("shape_func", 0) == 0 || name.rfind("compute_symbolic", 0) == 0) return true;
  if (f->attrs.defined()) {
    for (const auto& item : f->attrs->items) {
      if (item.first == "tirx.is_scheduled") return true;
    }
  }
  if (backend::HasThreadBinding(f)) return true;
  bool packed = false;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto c = o.as<TirCallNode>()) packed |= c->op == "call_packed" || c->op == "tvm_call_packed";
  });
  return packed;
}

TEST(CorpusPipelinesTest, TheCorpusIsFound) {
  std::vector<std::string> files = ModelFiles();
  EXPECT_GE(files.size(), 8u);
  for (const auto& kv : ExpectedFailures()) {
    std::string file = kv.first.substr(0, kv.first.find('@'));
    EXPECT_NE(std::find(files.begin(), files.end(), file), files.end()) << kv.first;
  }
}

class CorpusPipelines : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusPipelines, EveryTargetsDefaultPipelineRuns) {
  const std::string& file = GetParam();
  std::string path = std::string(kModelDir) + "/" + file;
  IRModule mod = script::ParseModuleText(ReadFile(path), path);
  for (const TargetCase& tc : Targets()) {
    SCOPED_TRACE(file + " for " + tc.name);
    Target target = Target::Parse(tc.target);
    PassContext ctx;
    if (tc.cuda_graph) ctx.config[targets::cuda::kUseCudaGraphConfig] = "true";
    auto expected = ExpectedFailures().find(file + "@" + tc.name);
    try {
      IRModule out = (*GetDefaultPipeline(target))(mod, ctx);
      EXPECT_TRUE(expected == ExpectedFailures().end()) << "expected: " << expected->second;
      relax::CheckWellFormed(out);
      if (!target.HasKey("gpu")) continue;
      for (const auto& kv : out->functions) {
        auto f = kv.second.second.as<tir::PrimFuncNode>();
        if (f.defined()) EXPECT_TRUE(IsScheduledOrHost(kv.first, f)) << kv.first << " is not scheduled";
      }
    } catch (const DiagnosticError& e) {
      if (expected == ExpectedFailures().end()) {
        ADD_FAILURE() << e.what();
      } else {
        EXPECT_NE(std::string(e.what()).find(expected->second), std::string::npos) << e.what();
      }
    }
  }
}

std::string TestName(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = info.param.substr(0, info.param.size() - 3);
  for (char& c : n) {
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return n;
}

INSTANTIATE_TEST_SUITE_P(Models, CorpusPipelines, ::testing::ValuesIn(ModelFiles()), TestName);

}  // namespace
}  // namespace targets
}  // namespace rlx
