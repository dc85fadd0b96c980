// Builds librlx_thrust.so (thrust_sort_scan.cu) with nvcc for sm_80 and
// sm_90, checks that it exports the C ABI of thrust_sort_scan.h, then
// builds thrust_device_check.cc against it and runs it: argument errors are
// checked everywhere, sorts and scans against host references where a CUDA
// device is (RLX_REQUIRE_CUDA_DEVICE=1 makes a missing device a failure).
// Skipped with a message when the CUDA toolkit is not installed.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace {

const char kNvcc[] = "/usr/local/cuda/bin/nvcc";

std::string Dir() {
  const char* tmp = std::getenv("TEST_TMPDIR");
  return tmp ? tmp : "/tmp";
}

// The runfiles root, which holds targets/cuda/thrust/*.
std::string SourceRoot() {
  const char* src = std::getenv("TEST_SRCDIR");
  const char* ws = std::getenv("TEST_WORKSPACE");
  if (src && ws) return std::string(src) + "/" + ws;
  return ".";
}

// Runs `cmd`, returning its exit status and its output in `out`.
int Shell(const std::string& cmd, std::string* out) {
  std::string log = Dir() + "/cmd.log";
  int rc = std::system((cmd + " > " + log + " 2>&1").c_str());
  std::stringstream text;
  text << std::ifstream(log).rdbuf();
  *out = text.str();
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

TEST(ThrustNvccTest, BuildsExportsAndChecks) {
  if (!std::ifstream(kNvcc).good()) GTEST_SKIP() << "CUDA toolkit not installed (" << kNvcc << " missing)";
  const std::string root = SourceRoot(), dir = Dir();
  const std::string so = dir + "/librlx_thrust.so", check = dir + "/thrust_device_check";
  std::string out;
  int rc = Shell(std::string(kNvcc) +
                     " -std=c++17 -O2 -shared -Xcompiler -fPIC --threads 2 -gencode "
                     "arch=compute_80,code=sm_80 -gencode arch=compute_90,code=sm_90 -I" +
                     root + " -o " + so + " " + root + "/targets/cuda/thrust/thrust_sort_scan.cu",
                 &out);
  ASSERT_EQ(rc, 0) << "nvcc failed:\n" << out;

  rc = Shell("nm -D --defined-only " + so, &out);
  ASSERT_EQ(rc, 0) << out;
  for (const char* symbol :
       {"rlx_thrust_sort", "rlx_thrust_sum_scan", "rlx_thrust_last_error", "rlx_thrust_workspace_bytes"}) {
    EXPECT_NE(out.find(std::string(" T ") + symbol + "\n"), std::string::npos) << symbol << " not exported:\n" << out;
  }
  rc = Shell("cuobjdump --list-elf " + so, &out);
  if (rc == 0) {  // cuobjdump ships with the toolkit; both architectures are in the fat binary
    EXPECT_NE(out.find("sm_80"), std::string::npos) << out;
    EXPECT_NE(out.find("sm_90"), std::string::npos) << out;
  }

  rc = Shell(std::string(kNvcc) + " -std=c++17 -O2 -I" + root + " -o " + check + " " + root +
                 "/targets/cuda/thrust/thrust_device_check.cc -L" + dir + " -lrlx_thrust -Xlinker -rpath=" + dir,
             &out);
  ASSERT_EQ(rc, 0) << "nvcc (checker) failed:\n" << out;
  rc = Shell(check, &out);
  std::printf("%s", out.c_str());
  EXPECT_EQ(rc, 0) << out;
  EXPECT_EQ(out.find("FAIL"), std::string::npos) << out;
  const bool compiled_only = out.find("no CUDA device: compiled only") != std::string::npos;
  const bool checked = out.find("all device checks passed") != std::string::npos;
  EXPECT_TRUE(compiled_only != checked) << out;
  if (compiled_only) std::printf("no CUDA device: compiled only (sort/scan numerics skipped)\n");
}

}  // namespace
