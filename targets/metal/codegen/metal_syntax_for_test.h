// Checks generated Metal Shading Language as far as a host compiler can:
// clang++-14 -fsyntax-only -std=c++14 with testdata/metal_stdlib standing in
// for Metal's header (qualifiers expand to nothing, builtins are declared
// with Metal's strict signatures).
#ifndef RLX_TARGETS_METAL_CODEGEN_METAL_SYNTAX_FOR_TEST_H_
#define RLX_TARGETS_METAL_CODEGEN_METAL_SYNTAX_FOR_TEST_H_

#include <gtest/gtest.h>

#include <string>

namespace rlx {
namespace codegen {

// Success, or failure carrying clang's diagnostics and the numbered source.
::testing::AssertionResult MetalSyntaxOk(const std::string& source, const std::string& label);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_METAL_CODEGEN_METAL_SYNTAX_FOR_TEST_H_
