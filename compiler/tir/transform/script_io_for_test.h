// Test-only helpers for the TIR pass and code generator tests: parse
// @T.prim_func text, print a PrimFunc back, read fixtures from testdata/tir.
// (Named *_for_test so that tools/check_layering.py counts it as test code:
// it uses compiler/script, which sits above compiler/tir.)
#ifndef RLX_COMPILER_TIR_TRANSFORM_SCRIPT_IO_FOR_TEST_H_
#define RLX_COMPILER_TIR_TRANSFORM_SCRIPT_IO_FOR_TEST_H_

#include <exception>
#include <string>

#include "compiler/tir/stmt.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {

// The one @T.prim_func in `text`.
PrimFunc ParseTir(const std::string& text);
// testdata/tir/<name>, parsed.
PrimFunc ParseFixture(const std::string& name);
// TVMScript of `f`, printed under `name`.
std::string PrintTir(const PrimFunc& f, const std::string& name = "main");

// Runs `fn`; succeeds when it throws an exception whose what() contains
// `needle`.
template <typename Fn>
::testing::AssertionResult ThrowsWith(Fn&& fn, const std::string& needle) {
  try {
    fn();
  } catch (const std::exception& e) {
    if (std::string(e.what()).find(needle) != std::string::npos) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "error '" << e.what() << "' lacks '" << needle << "'";
  }
  return ::testing::AssertionFailure() << "no exception (expected '" << needle << "')";
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_SCRIPT_IO_FOR_TEST_H_
