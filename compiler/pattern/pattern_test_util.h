// Helpers shared by the pattern tests: parse a TVMScript module and find a
// binding of its `main` function by variable name.
#ifndef RLX_COMPILER_PATTERN_PATTERN_TEST_UTIL_H_
#define RLX_COMPILER_PATTERN_PATTERN_TEST_UTIL_H_

#include <string>

#include "compiler/relax/module.h"

namespace rlx {
namespace pattern {
namespace testing {

// Parses `body` (starting at `@I.ir_module`; the import header is added).
IRModule ParseModule(const std::string& body);

// The Relax function `name` of `mod`; aborts the test binary if absent.
relax::Function GetFunc(const IRModule& mod, const std::string& name = "main");

// The VarBinding of `func` (any block, nested ones included) whose variable
// is named `var_name`; null when there is none.
relax::VarBinding FindBinding(const relax::Function& func, const std::string& var_name);

// The bound value of `var_name` in `func` (null when absent).
relax::Expr BoundValue(const relax::Function& func, const std::string& var_name);

}  // namespace testing
}  // namespace pattern
}  // namespace rlx

#endif  // RLX_COMPILER_PATTERN_PATTERN_TEST_UTIL_H_
