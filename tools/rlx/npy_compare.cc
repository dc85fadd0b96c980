// npy_compare: compares .npy files pairwise, as numpy.allclose would.
//
//   npy_compare [--rtol=R] [--atol=A] GOT.npy WANT.npy [GOT2.npy WANT2.npy ...]
//
// Used by rlx_run_test (tools/rlx.bzl) so that Bazel tests compare VM
// outputs with numpy-made fixtures without needing numpy at test time.
// Floating dtypes match when |got - want| <= atol + rtol * |want| (NaN
// matches NaN); integer and bool dtypes must be equal; shapes and dtypes
// must agree. Exit status: 0 when every pair matches, 1 on a mismatch or an
// unreadable file (named in the message), 2 on bad usage.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/npy.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace tools {
namespace {

int Usage(const std::string& why) {
  std::cerr << "npy_compare: " << why << "\n"
            << "usage: npy_compare [--rtol=R] [--atol=A] GOT.npy WANT.npy [GOT2.npy WANT2.npy ...]\n";
  return 2;
}

// Parses a non-negative finite tolerance; false for anything else.
bool ParseTolerance(const std::string& text, double* out) {
  if (text.empty()) return false;
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (*end != '\0' || !(v >= 0.0) || v > 1e300) return false;
  *out = v;
  return true;
}

int Main(int argc, char** argv) {
  double rtol = 1e-5;
  double atol = 1e-6;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--rtol=", 0) == 0) {
      if (!ParseTolerance(arg.substr(7), &rtol)) return Usage("bad --rtol '" + arg.substr(7) + "'");
    } else if (arg.rfind("--atol=", 0) == 0) {
      if (!ParseTolerance(arg.substr(7), &atol)) return Usage("bad --atol '" + arg.substr(7) + "'");
    } else if (arg.rfind("--", 0) == 0) {
      return Usage("unknown option '" + arg + "'");
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty() || files.size() % 2 != 0) return Usage("expected pairs of GOT.npy WANT.npy");
  int failures = 0;
  for (size_t i = 0; i < files.size(); i += 2) {
    const std::string& got_path = files[i];
    const std::string& want_path = files[i + 1];
    try {
      NDArray got = ReadNpy(got_path);
      NDArray want = ReadNpy(want_path);
      std::string message;
      if (AllClose(got, want, rtol, atol, &message)) {
        std::cout << "ok: " << got_path << " matches " << want_path << " (" << want.dtype().ToString() << " "
                  << ShapeToString(want.shape()) << ", rtol=" << rtol << ", atol=" << atol << ")\n";
      } else {
        std::cerr << "MISMATCH: " << got_path << " vs " << want_path << " (rtol=" << rtol << ", atol=" << atol
                  << "): " << message << "\n";
        ++failures;
      }
    } catch (const DiagnosticError& e) {
      std::cerr << e.what();
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace tools
}  // namespace rlx

int main(int argc, char** argv) { return rlx::tools::Main(argc, argv); }
