#include "targets/metal/codegen/metal_syntax_for_test.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace rlx {
namespace codegen {

::testing::AssertionResult MetalSyntaxOk(const std::string& source, const std::string& label) {
  const std::string clang = "/usr/bin/clang++-14";
  if (!std::ifstream(clang).good()) {
    return ::testing::AssertionFailure() << clang << " is missing (Debian package clang-14, tools/setup_deps.sh)";
  }
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = tmp ? tmp : "/tmp";
  std::string file = dir + "/" + label + ".metal", log = dir + "/" + label + ".log";
  std::ofstream(file) << source;
  // -Wno-unknown-attributes: [[buffer(0)]] and friends are Metal's.
  std::string cmd = clang + " -fsyntax-only -std=c++14 -Werror -Wno-unknown-attributes -Wno-unused-value " +
                    "-I targets/metal/codegen/testdata -x c++ " + file + " > " + log + " 2>&1";
  int rc = std::system(cmd.c_str());
  if (rc == 0) return ::testing::AssertionSuccess();
  std::stringstream diag;
  diag << std::ifstream(log).rdbuf();
  std::istringstream lines(source);
  std::string line, numbered;
  for (int n = 1; std::getline(lines, line); ++n) numbered += std::to_string(n) + ": " + line + "\n";
  return ::testing::AssertionFailure() << "clang++ rejects " << label << ":\n" << diag.str() << "\n" << numbered;
}

}  // namespace codegen
}  // namespace rlx
