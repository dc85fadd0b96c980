#include "compiler/tir/transform/flatten_buffer.h"

#include <string>

#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/lower_match_buffer.h"
#include "compiler/tir/transform/lower_opaque_block.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

PrimFunc Lower(const PrimFunc& f) {
  return FlattenBuffer(LowerOpaqueBlock(LowerMatchBuffer(ConvertBlocksToOpaque(LowerInitBlock(f)))));
}

TEST(FlattenBuffer, RowMajorIndicesOverTheSameDataPointer) {
  PrimFunc f = Lower(ParseFixture("elementwise_add.py"));
  EXPECT_EQ(PrintTir(f, "add"),
            "@T.prim_func\n"
            "def add(A: T.Buffer((128, 128), \"float32\"), B: T.Buffer((128, 128), \"float32\"), C: "
            "T.Buffer((128, 128), \"float32\")):\n"
            "    T.func_attr({\"tir.noalias\": T.bool(True)})\n"
            "    for i, j in T.grid(128, 128):\n"
            "        C_1 = T.Buffer((16384,), data=C.data)\n"
            "        A_1 = T.Buffer((16384,), data=A.data)\n"
            "        B_1 = T.Buffer((16384,), data=B.data)\n"
            "        C_1[i * 128 + j] = A_1[i * 128 + j] + B_1[i * 128 + j]\n");
  // Parameters keep their declared shapes.
  EXPECT_EQ(f->buffer_map[0].second->shape.size(), 2u);
}

TEST(FlattenBuffer, SymbolicAllocationAndAccesses) {
  std::string text = PrintTir(Lower(ParseFixture("legalized_dynamic.py")), "max_reduce");
  EXPECT_NE(text.find("    pad = T.decl_buffer((n * T.int64(6),))\n"), std::string::npos) << text;
  EXPECT_NE(text.find("A_1 = T.Buffer((n * T.int64(4),), data=A.data)"), std::string::npos) << text;
  EXPECT_NE(text.find("A_1[i0 * T.int64(4) + i1 - T.int64(1)]"), std::string::npos) << text;
  EXPECT_NE(text.find("T.max(T_max[ax0], pad[ax0 * T.int64(6) + k1])"), std::string::npos) << text;
}

TEST(FlattenBuffer, VectorAccessesStayContiguousRamps) {
  // A ramp in the last index becomes a ramp over the flat index (which code
  // generators load as one vector), not a broadcast plus a ramp.
  std::string text = PrintTir(Lower(ParseTir(R"(@T.prim_func
def f(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4, 8), "float32")):
    for i in range(4):
        B[i, 0:4] = A[i, 4:8]
)")),
                              "f");
  EXPECT_NE(text.find("B_1[i * 8:i * 8 + 4] = A_1[i * 8 + 4:i * 8 + 4 + 4]"), std::string::npos) << text;
}

TEST(FlattenBuffer, StridesAndElemOffsetAreFoldedIntoTheIndex) {
  PrimFunc f = Lower(ParseTir(R"(@T.prim_func
def f(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (4, 4), strides=("s0", 1), elem_offset=5)
    B = T.match_buffer(b, (), "int32")
    A[1, 2] = T.float32(0.0)
    B[()] = 3
)"));
  std::string text = PrintTir(f, "f");
  // s0 prints as A.strides[0], the buffer field that defines it.
  EXPECT_NE(text.find("A_1 = T.Buffer((A.strides[0] * 4,), data=A.data)\n"), std::string::npos) << text;
  EXPECT_NE(text.find("A_1[A.strides[0] + 7] = T.float32(0.0)"), std::string::npos) << text;
  EXPECT_NE(text.find("B_1 = T.Buffer((1,), \"int32\", data=B.data)\n"), std::string::npos) << text;
  EXPECT_NE(text.find("B_1[0] = 3"), std::string::npos) << text;
}

TEST(FlattenBuffer, FlatBuffersAreKept) {
  PrimFunc f = Lower(ParseFixture("symbolic_compound.py"));
  auto loop = f->body.as<ForNode>();
  ASSERT_TRUE(loop.defined());
  auto store = loop->body.as<BufferStoreNode>();
  ASSERT_TRUE(store.defined());
  // B is 1-d and compact but has an elem_offset variable: it is flattened.
  EXPECT_NE(store->buffer, f->buffer_map[1].second);
  EXPECT_EQ(store->indices.size(), 1u);
  PrimFunc g = ParseTir(R"(@T.prim_func
def g(A: T.Buffer((8,), "float32")):
    for i in range(8):
        A[i] = T.float32(1.0)
)");
  EXPECT_EQ(FlattenBuffer(g), g);
}

TEST(FlattenBuffer, AxisSeparatorsAreAnError) {
  EXPECT_TRUE(
      ThrowsWith([] { FlattenBuffer(ParseFixture("strided.py")); }, "FlattenBuffer: buffer B has axis_separators"));
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
