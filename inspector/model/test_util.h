// Helpers shared by the inspector model tests.
#ifndef RLX_INSPECTOR_MODEL_TEST_UTIL_H_
#define RLX_INSPECTOR_MODEL_TEST_UTIL_H_

#include <fstream>
#include <iterator>
#include <string>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace inspector {
namespace testing {

// Reads a file relative to the test's runfiles root (the repository root).
inline std::string ReadTestFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) ThrowError("cannot open test file '" + path + "'");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace testing
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_TEST_UTIL_H_
