#include "compiler/support/check.h"

#include <cstdio>
#include <cstdlib>

namespace rlx {
namespace detail {

CheckFailure::CheckFailure(const char* file, int line, const char* cond) {
  os_ << file << ":" << line << ": internal check failed: " << cond << ": ";
}

CheckFailure::~CheckFailure() {
  std::fprintf(stderr, "%s\n", os_.str().c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace detail
}  // namespace rlx
