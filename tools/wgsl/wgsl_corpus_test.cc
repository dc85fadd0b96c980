// Every testdata model through the webgpu default pipeline, its device
// PrimFuncs printed as WGSL (what `rlx build --target=webgpu` emits): no
// 64-bit type in the output, deterministic, every kernel in the manifest. A
// model whose kernels WGSL cannot hold is listed with the diagnostic it must
// give. The models are found by listing the directory, so a new model is
// covered without editing this file. (tools/wgsl/run_wgsl.sh validates the
// same output with naga.)
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "targets/webgpu/codegen/codegen_wgsl.h"
#include "targets/webgpu/codegen/wgsl_test_util.h"
#include "tools/wgsl/model_kernels.h"

namespace rlx {
namespace wgsl {
namespace {

constexpr char kModelDir[] = "testdata/models";

// model -> a fragment of the diagnostic EmitWebGPUArtifacts must give.
const std::map<std::string, std::string>& ExpectedFailures() {
  static const auto* m = new std::map<std::string, std::string>{
      // R.multinomial_from_uniform returns int64 token ids: a global int64
      // buffer, which WGSL cannot hold (narrowing stops at host-visible
      // memory).
      {"sampling_head.py", "has element type int64; WGSL has no 64-bit types"},
  };
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

TEST(WGSLCorpusTest, TheCorpusIsFound) {
  std::vector<std::string> files = ModelFiles();
  EXPECT_GE(files.size(), 8u);
  for (const auto& kv : ExpectedFailures()) {
    EXPECT_NE(std::find(files.begin(), files.end(), kv.first), files.end()) << kv.first;
  }
}

class WGSLCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(WGSLCorpus, DeviceKernelsPrintAsWGSL) {
  const std::string& file = GetParam();
  codegen::PrimFuncList funcs = WebGPUModelKernels(std::string(kModelDir) + "/" + file);
  auto expected = ExpectedFailures().find(file);
  std::vector<codegen::DeviceArtifact> out;
  try {
    out = codegen::EmitWebGPUArtifacts(funcs);
  } catch (const DiagnosticError& e) {
    if (expected == ExpectedFailures().end()) {
      ADD_FAILURE() << e.what();
    } else {
      EXPECT_NE(std::string(e.what()).find(expected->second), std::string::npos) << e.what();
    }
    return;
  }
  ASSERT_TRUE(expected == ExpectedFailures().end()) << "expected: " << expected->second;
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(codegen::WideTypeTokens(out[0].contents), std::vector<std::string>{});
  std::vector<codegen::DeviceArtifact> again =
      codegen::EmitWebGPUArtifacts(WebGPUModelKernels(std::string(kModelDir) + "/" + file));
  EXPECT_EQ(out[0].contents, again[0].contents);
  EXPECT_EQ(out[1].contents, again[1].contents);
  nlohmann::json manifest = nlohmann::json::parse(out[1].contents);
  ASSERT_EQ(manifest["functions"].size(), funcs.size());
  for (const auto& f : manifest["functions"]) {
    for (const auto& k : f["kernels"]) {
      std::string name = k["name"];
      EXPECT_NE(out[0].contents.find("\nfn " + name + "("), std::string::npos) << name;
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

INSTANTIATE_TEST_SUITE_P(Models, WGSLCorpus, ::testing::ValuesIn(ModelFiles()), TestName);

}  // namespace
}  // namespace wgsl
}  // namespace rlx
