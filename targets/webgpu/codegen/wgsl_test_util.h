// Checks the WGSL tests share.
#ifndef RLX_TARGETS_WEBGPU_CODEGEN_WGSL_TEST_UTIL_H_
#define RLX_TARGETS_WEBGPU_CODEGEN_WGSL_TEST_UTIL_H_

#include <cctype>
#include <string>
#include <vector>

namespace rlx {
namespace codegen {

// Every identifier token of `wgsl` that names a 64-bit type (i64, u64, f64,
// also inside vec2<i64> and the like), in order. Comments are skipped.
inline std::vector<std::string> WideTypeTokens(const std::string& wgsl) {
  std::vector<std::string> found;
  size_t i = 0;
  while (i < wgsl.size()) {
    if (wgsl.compare(i, 2, "//") == 0) {
      i = wgsl.find('\n', i);
      if (i == std::string::npos) break;
      continue;
    }
    unsigned char c = static_cast<unsigned char>(wgsl[i]);
    if (std::isalpha(c) || c == '_') {
      size_t j = i;
      while (j < wgsl.size() && (std::isalnum(static_cast<unsigned char>(wgsl[j])) || wgsl[j] == '_')) ++j;
      std::string tok = wgsl.substr(i, j - i);
      if (tok == "i64" || tok == "u64" || tok == "f64") found.push_back(tok);
      i = j;
      continue;
    }
    ++i;
  }
  return found;
}

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_WEBGPU_CODEGEN_WGSL_TEST_UTIL_H_
