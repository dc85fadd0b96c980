#include "compiler/tir/transform/lower_opaque_block.h"

#include <string>

#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/lower_match_buffer.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

PrimFunc Lower(const PrimFunc& f) {
  return LowerOpaqueBlock(LowerMatchBuffer(ConvertBlocksToOpaque(LowerInitBlock(f))));
}

TEST(LowerOpaqueBlock, AllocBuffersBecomeAllocateAndDeclBuffer) {
  PrimFunc f = Lower(ParseFixture("legalized_dynamic.py"));
  EXPECT_EQ(PrintTir(f, "max_reduce"),
            "@T.prim_func(private=True)\n"
            "def max_reduce(var_A: T.handle, var_T_max: T.handle):\n"
            "    T.func_attr({\"tir.noalias\": T.bool(True)})\n"
            "    n = T.int64()\n"
            "    A = T.match_buffer(var_A, (n, T.int64(4)))\n"
            "    T_max = T.match_buffer(var_T_max, (n,))\n"
            "    pad = T.decl_buffer((n, T.int64(6)))\n"
            "    for i0, i1 in T.grid(n, T.int64(6)):\n"
            "        pad[i0, i1] = T.if_then_else(T.int64(1) <= i1 and i1 < T.int64(5), A[i0, i1 - T.int64(1)], "
            "T.float32(0.0))\n"
            "    for ax0, k1 in T.grid(n, T.int64(6)):\n"
            "        if k1 == T.int64(0):\n"
            "            T_max[ax0] = T.float32(-3.4028234663852886e+38)\n"
            "        T_max[ax0] = T.max(T_max[ax0], pad[ax0, k1])\n");
  auto alloc = f->body.as<AllocateNode>();
  ASSERT_TRUE(alloc.defined());
  auto decl = alloc->body.as<DeclBufferNode>();
  ASSERT_TRUE(decl.defined());
  EXPECT_EQ(decl->buffer->data, alloc->buffer_var);
}

TEST(LowerOpaqueBlock, PredicateBecomesIfAndThreadLoopsLaunch) {
  PrimFunc f = Lower(ParseFixture("where_split.py"));
  EXPECT_EQ(PrintTir(f, "split_where"),
            "@T.prim_func\n"
            "def split_where(A: T.Buffer((100,), \"float32\"), B: T.Buffer((100,), \"float32\")):\n"
            "    T.func_attr({\"tag\": \"demo\", \"tir.is_scheduled\": 1})\n"
            "    i0 = T.launch_thread(\"blockIdx.x\", 25)\n"
            "    i1 = T.launch_thread(\"threadIdx.x\", 4)\n"
            "    if i0 * 4 + i1 < 100:\n"
            "        B[i0 * 4 + i1] = A[i0 * 4 + i1] + T.float32(1.0)\n");
}

TEST(LowerOpaqueBlock, PragmaAnnotationsBecomeAttrs) {
  PrimFunc f = Lower(ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.serial(8, annotations={"pragma_unroll_explicit": 1, "software_pipeline_stage": [0, 1]}):
        with T.block("A"):
            vi = T.axis.spatial(8, i)
            T.reads()
            T.writes(A[vi])
            T.block_attr({"pragma_auto_unroll_max_step": 16, "meta_schedule.tiling_structure": "SSRSRS"})
            A[vi] = T.float32(0.0)
)"));
  std::string text = PrintTir(f, "f");
  // As in TVM, the pragma wraps the loop and names its variable.
  EXPECT_NE(text.find("    T.attr(i, \"pragma_unroll_explicit\", 1)\n"
                      "    for i in T.serial(8, annotations={\"software_pipeline_stage\": [0, 1]}):\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("T.attr(0, \"pragma_auto_unroll_max_step\", 16)"), std::string::npos) << text;
  EXPECT_EQ(text.find("tiling_structure"), std::string::npos) << text;
  EXPECT_EQ(text.find("T.block"), std::string::npos) << text;
}

TEST(LowerOpaqueBlock, BlockWithIterVarsIsAnError) {
  EXPECT_TRUE(ThrowsWith([] { LowerOpaqueBlock(ParseFixture("elementwise_add.py")); },
                         "block \"C\" is not opaque; run ConvertBlocksToOpaque first"));
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
