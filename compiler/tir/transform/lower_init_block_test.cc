#include "compiler/tir/transform/lower_init_block.h"

#include <string>

#include "compiler/tir/transform/script_io_for_test.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

TEST(LowerInitBlock, InitRunsOnTheFirstReductionIteration) {
  PrimFunc f = LowerInitBlock(ParseFixture("matmul.py"));
  EXPECT_EQ(PrintTir(f, "matmul"),
            "@T.prim_func\n"
            "def matmul(A: T.Buffer((128, 64), \"float16\"), B: T.Buffer((64, 128), \"float16\"), C: "
            "T.Buffer((128, 128), \"float32\")):\n"
            "    T.func_attr({\"global_symbol\": \"mm_kernel\", \"tir.noalias\": T.bool(True)})\n"
            "    # with T.block(\"root\"):\n"
            "    for i, j, k in T.grid(128, 128, 64):\n"
            "        with T.block(\"C\"):\n"
            "            vi, vj, vk = T.axis.remap(\"SSR\", [i, j, k])\n"
            "            T.reads(A[vi, vk], B[vk, vj])\n"
            "            T.writes(C[vi, vj])\n"
            "            if vk == 0:\n"
            "                C[vi, vj] = T.float32(0.0)\n"
            "            C[vi, vj] = C[vi, vj] + T.Cast(\"float32\", A[vi, vk]) * T.Cast(\"float32\", B[vk, vj])\n");
}

TEST(LowerInitBlock, SeveralReductionAxesAreConjoinedInOrder) {
  PrimFunc f = LowerInitBlock(ParseTir(R"(@T.prim_func
def s(A: T.Buffer((4, 8, 8), "float32"), B: T.Buffer((4,), "float32")):
    for i, k, l in T.grid(4, 8, 8):
        with T.block("B"):
            vi, vk, vl = T.axis.remap("SRR", [i, k, l])
            T.reads(A[vi, vk, vl])
            T.writes(B[vi])
            with T.init():
                B[vi] = T.float32(0.0)
            B[vi] = B[vi] + A[vi, vk, vl]
)"));
  std::string text = PrintTir(f, "s");
  EXPECT_NE(text.find("            if vk == 0 and vl == 0:\n"
                      "                B[vi] = T.float32(0.0)\n"
                      "            B[vi] = B[vi] + A[vi, vk, vl]\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("T.init"), std::string::npos);
}

TEST(LowerInitBlock, NonZeroDomainMinAndNoReductionAxis) {
  PrimFunc f = LowerInitBlock(ParseTir(R"(@T.prim_func
def s(A: T.Buffer((8,), "float32"), B: T.Buffer((1,), "float32")):
    for k in range(6):
        with T.block("B"):
            vk = T.axis.reduce((2, 8), k + 2)
            T.reads(A[vk])
            T.writes(B[0])
            with T.init():
                B[0] = T.float32(0.0)
            B[0] = B[0] + A[vk]
    with T.block("C"):
        T.reads()
        T.writes(B[0])
        with T.init():
            B[0] = T.float32(1.0)
        B[0] = B[0] * T.float32(2.0)
)"));
  std::string text = PrintTir(f, "s");
  EXPECT_NE(text.find("if vk == 2:\n"), std::string::npos) << text;
  // No reduction axis: the init simply runs first.
  EXPECT_NE(text.find("        B[0] = T.float32(1.0)\n        B[0] = B[0] * T.float32(2.0)\n"), std::string::npos)
      << text;
}

TEST(LowerInitBlock, FunctionWithoutInitIsReturnedAsIs) {
  PrimFunc f = ParseFixture("elementwise_add.py");
  EXPECT_EQ(LowerInitBlock(f), f);
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
