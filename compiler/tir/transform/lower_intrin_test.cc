#include "compiler/tir/transform/lower_intrin.h"

#include <string>

#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

std::string LowerBody(const std::string& params, const std::string& body) {
  PrimFunc f = ParseTir("@T.prim_func\ndef f(" + params + "):\n    " + body + "\n");
  std::string text = PrintTir(LowerIntrin(f), "f");
  return text.substr(text.rfind("\n    ", text.size() - 2) + 5);
}

TEST(LowerIntrin, LLVMIntrinsicsForFunctionsLLVMKnows) {
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float32\")", "A[0] = T.exp(A[1])"),
            "A[0] = T.call_llvm_pure_intrin(\"float32\", \"llvm.exp\", T.uint32(1), A[1])\n");
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float64\")", "A[0] = T.pow(A[1], A[2])"),
            "A[0] = T.call_llvm_pure_intrin(\"float64\", \"llvm.pow\", T.uint32(1), A[1], A[2])\n");
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float32\")", "A[0] = T.round(A[1])"),
            "A[0] = T.call_llvm_pure_intrin(\"float32\", \"llvm.nearbyint\", T.uint32(1), A[1])\n");
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"int32\")", "A[0] = T.popcount(A[1])"),
            "A[0] = T.call_llvm_pure_intrin(\"int32\", \"llvm.ctpop\", T.uint32(1), A[1])\n");
}

TEST(LowerIntrin, LibmFunctionsByPrecision) {
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float32\")", "A[0] = T.erf(A[1])"),
            "A[0] = T.call_pure_extern(\"float32\", \"erff\", A[1])\n");
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float64\")", "A[0] = T.tanh(A[1])"),
            "A[0] = T.call_pure_extern(\"float64\", \"tanh\", A[1])\n");
}

TEST(LowerIntrin, CompositeFunctionsAreExpanded) {
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float32\")", "A[0] = T.sigmoid(A[1])"),
            "A[0] = T.float32(1.0) / (T.float32(1.0) + T.call_llvm_pure_intrin(\"float32\", \"llvm.exp\", "
            "T.uint32(1), T.float32(0.0) - A[1]))\n");
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float32\")", "A[0] = T.rsqrt(A[1])"),
            "A[0] = T.float32(1.0) / T.call_llvm_pure_intrin(\"float32\", \"llvm.sqrt\", T.uint32(1), A[1])\n");
}

TEST(LowerIntrin, HalfPrecisionGoesThroughFloat32) {
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"float16\")", "A[0] = T.tanh(A[1])"),
            "A[0] = T.Cast(\"float16\", T.call_pure_extern(\"float32\", \"tanhf\", T.Cast(\"float32\", A[1])))\n");
  EXPECT_EQ(LowerBody("A: T.Buffer((4,), \"bfloat16\")", "A[0] = T.exp(A[1])"),
            "A[0] = T.Cast(\"bfloat16\", T.call_llvm_pure_intrin(\"float32\", \"llvm.exp\", T.uint32(1), "
            "T.Cast(\"float32\", A[1])))\n");
}

TEST(LowerIntrin, OtherIntrinsicsAreLeftAlone) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "bool")):
    B[0] = T.isnan(A[0])
    A[1] = T.if_then_else(B[0], A[2], A[3])
)");
  EXPECT_EQ(LowerIntrin(f), f);
}

TEST(LowerIntrin, IntegerArgumentOfAFloatFunctionIsAnError) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    A[0] = T.exp(A[1])
)");
  EXPECT_TRUE(ThrowsWith([&] { LowerIntrin(f); }, "LowerIntrin: T.exp expects floating-point arguments, got int32"));
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
