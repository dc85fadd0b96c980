#include <cstdio>
#include <cstdlib>
#include <exception>
#include <typeinfo>

#include "compiler/support/diagnostic.h"
#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {

std::string UserErrorOf(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const DiagnosticError& e) {
    return e.what();
  } catch (const std::exception& e) {
    // nlohmann::json's, std::out_of_range, std::bad_alloc...: a loader
    // let an error through that should have been a located diagnostic.
    FuzzFail(std::string("unexpected exception ") + typeid(e).name() + ": " + e.what());
  }
  return "";
}

void FuzzFail(const std::string& what) {
  std::fprintf(stderr, "FUZZ FAILURE: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace fuzz
}  // namespace rlx
