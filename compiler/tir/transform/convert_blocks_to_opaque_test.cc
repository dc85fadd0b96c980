#include "compiler/tir/transform/convert_blocks_to_opaque.h"

#include <string>

#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

TEST(ConvertBlocksToOpaque, IterVarsBecomeTheirBindings) {
  PrimFunc f = ConvertBlocksToOpaque(ParseFixture("where_split.py"));
  EXPECT_EQ(PrintTir(f, "split_where"),
            "@T.prim_func\n"
            "def split_where(A: T.Buffer((100,), \"float32\"), B: T.Buffer((100,), \"float32\")):\n"
            "    T.func_attr({\"tag\": \"demo\", \"tir.is_scheduled\": 1})\n"
            "    # with T.block(\"root\"):\n"
            "    for i0 in T.thread_binding(25, thread=\"blockIdx.x\"):\n"
            "        for i1 in T.thread_binding(4, thread=\"threadIdx.x\"):\n"
            "            with T.block(\"B\"):\n"
            "                T.where(i0 * 4 + i1 < 100)\n"
            "                T.reads(A[i0 * 4 + i1])\n"
            "                T.writes(B[i0 * 4 + i1])\n"
            "                T.block_attr({\"meta_schedule.unroll_explicit\": 16})\n"
            "                B[i0 * 4 + i1] = A[i0 * 4 + i1] + T.float32(1.0)\n");
}

TEST(ConvertBlocksToOpaque, SymbolicBindingsAndInitCondition) {
  PrimFunc f = ConvertBlocksToOpaque(LowerInitBlock(ParseFixture("legalized_dynamic.py")));
  std::string text = PrintTir(f, "max_reduce");
  EXPECT_NE(text.find("            if k1 == T.int64(0):\n"
                      "                T_max[ax0] = T.float32(-3.4028234663852886e+38)\n"
                      "            T_max[ax0] = T.max(T_max[ax0], pad[ax0, k1])\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("v_"), std::string::npos) << text;
  PrimFunc g = ConvertBlocksToOpaque(ParseFixture("symbolic.py"));
  EXPECT_NE(PrintTir(g, "scale").find("C[ij // k, ij % k] = T.Cast(\"int32\", ij // k + ij % k)"), std::string::npos);
}

TEST(ConvertBlocksToOpaque, RemainingInitIsAnError) {
  EXPECT_TRUE(ThrowsWith([] { ConvertBlocksToOpaque(ParseFixture("matmul.py")); },
                         "block \"C\" still has a T.init(); run LowerInitBlock first"));
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
