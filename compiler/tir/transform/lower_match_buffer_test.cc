#include "compiler/tir/transform/lower_match_buffer.h"

#include <string>

#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

PrimFunc Lower(const PrimFunc& f) { return LowerMatchBuffer(ConvertBlocksToOpaque(f)); }

TEST(LowerMatchBuffer, RowViewAccessesTheSource) {
  std::string text = PrintTir(Lower(ParseFixture("nested_blocks.py")), "nested");
  EXPECT_EQ(text.find("match_buffer"), std::string::npos) << text;
  EXPECT_EQ(text.find("A_row"), std::string::npos) << text;
  EXPECT_NE(text.find("acc[0] = acc[0] + A[i, k]\n"), std::string::npos) << text;
  EXPECT_NE(text.find("T.reads(acc[0], A[i, k])\n"), std::string::npos) << text;
}

TEST(LowerMatchBuffer, TwoDimensionalViewWithOffsets) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8, 8), "float32")):
    for i in range(4):
        with T.block("outer"):
            vi = T.axis.spatial(4, i)
            T.reads()
            T.writes(A[vi * 2:vi * 2 + 2, 2:6])
            X = T.match_buffer(A[vi * 2:vi * 2 + 2, 2:6], (2, 4))
            X[1, 3] = T.float32(1.0)
)");
  std::string text = PrintTir(Lower(f), "f");
  EXPECT_NE(text.find("A[i * 2 + 1, 5] = T.float32(1.0)"), std::string::npos) << text;
}

TEST(LowerMatchBuffer, SymbolicViewShapeBindsToTheRegionExtent) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((4, 8), "float32")):
    for i in range(4):
        with T.block("outer"):
            vi = T.axis.spatial(4, i)
            T.reads()
            T.writes(A[vi, 0:8])
            m = T.int32()
            X = T.match_buffer(A[vi, 0:8], (m,))
            for k in range(m):
                X[k] = T.float32(0.0)
)");
  std::string text = PrintTir(Lower(f), "f");
  EXPECT_NE(text.find("for k in range(8):\n"), std::string::npos) << text;
  EXPECT_NE(text.find("A[i, k] = T.float32(0.0)"), std::string::npos) << text;
}

TEST(LowerMatchBuffer, NonUnitLeadingRegionIsAnError) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8, 8), "float32")):
    with T.block("outer"):
        T.reads()
        T.writes(A[0:2, 0:8])
        X = T.match_buffer(A[0:2, 0:8], (16,))
        X[0] = T.float32(0.0)
)");
  EXPECT_TRUE(ThrowsWith([&] { Lower(f); },
                         "cannot match buffer X (1-d) to a region of A (2-d): leading region "
                         "dimensions must have extent 1"));
}

TEST(LowerMatchBuffer, FunctionWithoutMatchBuffersIsReturnedAsIs) {
  PrimFunc f = ConvertBlocksToOpaque(ParseFixture("elementwise_add.py"));
  EXPECT_EQ(LowerMatchBuffer(f), f);
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
