// `rlx build` for every GPU target on every testdata model: driver::Build
// (the target's default pipeline, then VM codegen) and EmitDeviceArtifacts
// (the kernels as that target's device code). The models are found by
// listing the directory, so a new model is covered without editing this
// file; a (model, target) pair that must fail is listed with the diagnostic
// it must give. Checked per build: the artifact names the target promises,
// non-empty contents, no kernel lost (every device kernel's name appears in
// the device code), and the same bytes from a second build. A test of its
// own compiles the CUDA C to PTX with nvcc (skipped without the toolkit).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/driver/build.h"
#include "compiler/driver/device_artifacts.h"
#include "compiler/driver/driver_test_util.h"
#include "compiler/driver/emit_kernels.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"

namespace rlx {
namespace driver {
namespace {

using targets::Build;
using targets::DeviceArtifactKinds;
using targets::EmitDeviceArtifacts;

constexpr char kModelDir[] = "testdata/models";

struct TargetCase {
  const char* name;
  const char* target;
};

void PrintTo(const TargetCase& tc, std::ostream* os) { *os << tc.target; }

const std::vector<TargetCase>& Targets() {
  static const auto* t = new std::vector<TargetCase>{
      {"cuda", "cuda"},     {"cuda_thrust", "cuda -libs=thrust"},
      {"rocm", "rocm"},     {"metal", "metal"},
      {"vulkan", "vulkan"}, {"webgpu", "webgpu"},
      {"opencl", "opencl"}, {"adreno", "qcom/adreno-opencl"},
  };
  return *t;
}

// "model.py@target name" -> a fragment of the diagnostic the build must give.
// vdevice.py pins tensors to cuda:0, which only a cuda build can place.
const std::map<std::string, std::string>& ExpectedFailures() {
  static const auto* m = new std::map<std::string, std::string>{
      {"vdevice.py@rocm", "placed on vdevice cuda:0, which a build for target 'rocm' cannot place"},
      {"vdevice.py@metal", "placed on vdevice cuda:0, which a build for target 'metal' cannot place"},
      {"vdevice.py@vulkan", "placed on vdevice cuda:0, which a build for target 'vulkan' cannot place"},
      {"vdevice.py@webgpu", "placed on vdevice cuda:0, which a build for target 'webgpu' cannot place"},
      {"vdevice.py@opencl", "placed on vdevice cuda:0, which a build for target 'opencl' cannot place"},
      // Its sample_indices input and its result are int64 tensors, which WGSL
      // cannot hold (index arithmetic is narrowed to i32; data is not).
      {"sampling_head.py@webgpu", "has element type int64; WGSL has no 64-bit types"},
      {"vdevice.py@adreno", "placed on vdevice cuda:0, which a build for target 'opencl' cannot place"},
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

const codegen::DeviceArtifact* Find(const std::vector<codegen::DeviceArtifact>& artifacts, const std::string& name) {
  for (const auto& a : artifacts) {
    if (a.file_name == name) return &a;
  }
  return nullptr;
}

constexpr const char* kNvcc = "/usr/local/cuda/bin/nvcc";

// nvcc --ptx on the CUDA C of one build; "" when it compiles.
std::string CompileWithNvcc(const std::string& source, const std::string& tag) {
  const std::string nvcc = kNvcc;
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = std::string(tmp ? tmp : "/tmp") + "/nvcc_" + tag;
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/kernels.cu") << source;
  std::string cmd =
      nvcc + " --ptx -arch=sm_80 -o " + dir + "/kernels.ptx " + dir + "/kernels.cu > " + dir + "/nvcc.log 2>&1";
  if (std::system(cmd.c_str()) == 0) return "";
  std::ifstream log(dir + "/nvcc.log");
  std::stringstream ss;
  ss << log.rdbuf();
  return "nvcc failed: " + ss.str();
}

TEST(DeviceBuildCorpusTest, TheCorpusIsFound) {
  std::vector<std::string> files = ModelFiles();
  EXPECT_GE(files.size(), 8u);
  for (const auto& kv : ExpectedFailures()) {
    std::string file = kv.first.substr(0, kv.first.find('@'));
    EXPECT_NE(std::find(files.begin(), files.end(), file), files.end()) << kv.first;
  }
}

class DeviceBuildCorpus : public ::testing::TestWithParam<TargetCase> {};

TEST_P(DeviceBuildCorpus, EveryModelBuildsToDeviceCode) {
  const TargetCase& tc = GetParam();
  Target target = Target::Parse(tc.target);
  for (const std::string& file : ModelFiles()) {
    SCOPED_TRACE(file + " for " + tc.target);
    auto expected = ExpectedFailures().find(file + "@" + tc.name);
    IRModule mod = test::ParseFile(std::string(kModelDir) + "/" + file);
    std::vector<codegen::DeviceArtifact> artifacts;
    runtime::vm::Executable exec;
    try {
      exec = Build(mod, target);
      artifacts = EmitDeviceArtifacts(exec);
      EXPECT_TRUE(expected == ExpectedFailures().end()) << "expected: " << expected->second;
    } catch (const DiagnosticError& e) {
      if (expected == ExpectedFailures().end()) {
        ADD_FAILURE() << e.what();
      } else {
        EXPECT_NE(std::string(e.what()).find(expected->second), std::string::npos) << e.what();
      }
      continue;
    }
    codegen::PrimFuncList funcs = KernelPrimFuncs(exec);
    std::vector<std::string> device_names;
    bool has_host = false;
    for (const auto& [name, f] : funcs) {
      if (backend::HasThreadBinding(f)) {
        device_names.push_back(name);
      } else {
        has_host = true;
      }
    }
    std::vector<std::string> promised = DeviceArtifactKinds(target);
    for (const std::string& want : promised) {
      if (want == "kernels_host.o" && !has_host) continue;
      if (want != "kernels_host.o" && device_names.empty()) continue;
      const codegen::DeviceArtifact* a = Find(artifacts, want);
      ASSERT_NE(a, nullptr) << want << " missing";
      EXPECT_FALSE(a->contents.empty()) << want;
    }
    // Every device kernel reaches the device code (a source names it; an
    // object's symbol table holds its name as a string).
    for (const codegen::DeviceArtifact& a : artifacts) {
      if (a.file_name == "kernels_host.o" || a.file_name.find("manifest") != std::string::npos) continue;
      if (a.file_name.size() > 4 && a.file_name.compare(a.file_name.size() - 4, 4, ".spv") == 0) continue;
      if (a.file_name.size() > 5 && a.file_name.compare(a.file_name.size() - 5, 5, ".comp") == 0) continue;
      for (const std::string& name : device_names) {
        EXPECT_NE(a.contents.find(name), std::string::npos) << name << " not in " << a.file_name;
      }
    }
    // Deterministic: a second build gives the same executable and artifacts.
    runtime::vm::Executable again = Build(mod, target);
    EXPECT_EQ(again.Save(), exec.Save());
    std::vector<codegen::DeviceArtifact> artifacts_again = EmitDeviceArtifacts(again);
    ASSERT_EQ(artifacts_again.size(), artifacts.size());
    for (size_t i = 0; i < artifacts.size(); ++i) {
      EXPECT_EQ(artifacts_again[i].file_name, artifacts[i].file_name);
      EXPECT_TRUE(artifacts_again[i].contents == artifacts[i].contents) << artifacts[i].file_name << " differs";
    }
  }
}

// The CUDA C of every model that builds for cuda compiles with nvcc. Skipped,
// with the reason, where the CUDA toolkit is not installed.
TEST(DeviceBuildCorpusTest, EveryModelsCudaCCompilesWithNvcc) {
  if (!std::ifstream(kNvcc).good()) GTEST_SKIP() << kNvcc << " is missing: the CUDA toolkit is not installed";
  Target target = Target::Parse("cuda");
  int compiled = 0;
  for (const std::string& file : ModelFiles()) {
    SCOPED_TRACE(file);
    if (ExpectedFailures().count(file + "@cuda") != 0) continue;
    runtime::vm::Executable exec = Build(test::ParseFile(std::string(kModelDir) + "/" + file), target);
    std::vector<codegen::DeviceArtifact> artifacts = EmitDeviceArtifacts(exec);
    if (const codegen::DeviceArtifact* cu = Find(artifacts, "kernels.cu")) {
      EXPECT_EQ(CompileWithNvcc(cu->contents, file.substr(0, file.size() - 3)), "");
      ++compiled;
    }
  }
  EXPECT_GT(compiled, 0) << "no model produced CUDA C";
}

std::string TargetName(const ::testing::TestParamInfo<TargetCase>& info) { return info.param.name; }

INSTANTIATE_TEST_SUITE_P(Targets, DeviceBuildCorpus, ::testing::ValuesIn(Targets()), TargetName);

}  // namespace
}  // namespace driver
}  // namespace rlx
