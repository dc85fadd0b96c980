// Helpers for the pass tests: parse TVMScript text, run a pass, and compare
// modules structurally with both sides printed on failure.
#ifndef RLX_COMPILER_TRANSFORM_TRANSFORM_TEST_UTIL_H_
#define RLX_COMPILER_TRANSFORM_TRANSFORM_TEST_UTIL_H_

#include <string>

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"
#include "gtest/gtest.h"

namespace rlx {
namespace transform {
namespace testing {

// The standard header lines are prepended when `body` lacks them, so a test
// may start right at `@I.ir_module`.
IRModule Parse(const std::string& body);

std::string Print(const IRModule& mod);

// Runs `pass` under a default PassContext (opt_level 3, so every pass of
// this package is enabled).
IRModule RunPass(const PassPtr& pass, const IRModule& mod);

// Structural equality; on failure the message has the first difference and
// both modules printed.
::testing::AssertionResult ModulesEqual(const IRModule& actual, const IRModule& expected);

// Fails the test with the checker's diagnostics unless `mod` is well formed.
void ExpectWellFormed(const IRModule& mod);

// The relax function `name` of `mod` (fails the test if absent).
relax::Function GetFunction(const IRModule& mod, const std::string& name);

}  // namespace testing
}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_TRANSFORM_TEST_UTIL_H_
