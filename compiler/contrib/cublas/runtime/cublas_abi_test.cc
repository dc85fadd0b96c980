// cublas_abi.h must agree with the CUDA toolkit it stands in for: compile
// cublas_abi_check.cc (static_asserts on every value and prototype) against
// the toolkit's headers with the host compiler. The runtime itself never
// includes them, so it builds on machines without CUDA; this test is where
// a toolkit upgrade that renumbers an enum would show up.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

namespace {

std::string Shell(const std::string& command, int* status) {
  std::string out;
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) {
    *status = -1;
    return "popen failed";
  }
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), pipe)) > 0) out.append(buf, n);
  *status = pclose(pipe);
  return out;
}

std::string CudaInclude() {
  const char* env = std::getenv("RLX_CUDA_INCLUDE");
  return env != nullptr ? env : "/usr/local/cuda/include";
}

TEST(CublasAbiTest, PrototypesMatchTheToolkitHeaders) {
  const std::string include = CudaInclude();
  if (!std::ifstream(include + "/cublasLt.h").good()) {
    GTEST_SKIP() << include
                 << "/cublasLt.h is missing: this test needs the CUDA toolkit's headers (set RLX_CUDA_INCLUDE)";
  }
  int status = 0;
  std::string out =
      Shell("g++ -std=c++17 -fsyntax-only -I" + include + " -I. compiler/contrib/cublas/runtime/cublas_abi_check.cc",
            &status);
  EXPECT_EQ(status, 0) << out;
}

TEST(CublasAbiTest, TheCheckCatchesAWrongValue) {
  // The same check with one renumbered attribute must fail, or the test
  // above proves nothing.
  const std::string include = CudaInclude();
  if (!std::ifstream(include + "/cublasLt.h").good()) GTEST_SKIP() << "needs the CUDA toolkit's headers";
  std::string dir = std::getenv("TEST_TMPDIR") != nullptr ? std::getenv("TEST_TMPDIR") : "/tmp";
  std::string header_dir = dir + "/compiler/contrib/cublas/runtime";
  int status = 0;
  Shell("mkdir -p " + header_dir, &status);
  ASSERT_EQ(status, 0);
  std::ifstream in("compiler/contrib/cublas/runtime/cublas_abi.h");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t at = text.find("kDescBiasDataType = 26");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 22, "kDescBiasDataType = 27");
  std::ofstream(header_dir + "/cublas_abi.h") << text;
  // A copy of the check beside the broken header, so its include finds it.
  Shell("cp compiler/contrib/cublas/runtime/cublas_abi_check.cc " + header_dir + "/check.cc", &status);
  ASSERT_EQ(status, 0);
  std::string out =
      Shell("g++ -std=c++17 -fsyntax-only -I" + include + " -I" + dir + " " + header_dir + "/check.cc", &status);
  EXPECT_NE(status, 0) << out;
  EXPECT_NE(out.find("cublasLtMatmulDescAttributes_t"), std::string::npos) << out;
}

}  // namespace
