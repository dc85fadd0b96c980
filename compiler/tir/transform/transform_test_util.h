// Helpers for the TIR pass tests: parse @T.prim_func text, print a PrimFunc
// back, read fixtures from testdata/tir.
#ifndef RLX_COMPILER_TIR_TRANSFORM_TRANSFORM_TEST_UTIL_H_
#define RLX_COMPILER_TIR_TRANSFORM_TRANSFORM_TEST_UTIL_H_

#include <string>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

// The one @T.prim_func in `text`.
PrimFunc ParseTir(const std::string& text);
// testdata/tir/<name>, parsed.
PrimFunc ParseFixture(const std::string& name);
// TVMScript of `f`, printed under `name`.
std::string PrintTir(const PrimFunc& f, const std::string& name = "main");

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_TRANSFORM_TEST_UTIL_H_
