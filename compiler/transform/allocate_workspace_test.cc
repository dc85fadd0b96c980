#include "compiler/transform/allocate_workspace.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

// A cutlass attention offload as partition_for_cutlass leaves it before
// AllocateWorkspace: the wrapper and its local composite both carry the
// workspace size (the output's bytes: 2*4*8*16 halves = 2048).
constexpr const char* kBefore = R"(@I.ir_module
class Module:
    @R.function
    def fused_relax_nn_attention_cutlass(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        R.func_attr({"Codegen": "cutlass", "WorkspaceSize": 2048, "global_symbol": "fused_relax_nn_attention_cutlass"})
        @R.function
        def gv1(q_1: R.Tensor((2, 4, 8, 16), dtype="float16"), k_1: R.Tensor((2, 4, 8, 16), dtype="float16"), v_1: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
            R.func_attr({"Composite": "cutlass.attention", "WorkspaceSize": 2048})
            with R.dataflow():
                gv_1: R.Tensor((2, 4, 8, 16), dtype="float16") = R.nn.attention(q_1, k_1, v_1)
                R.output(gv_1)
            return gv_1
        gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv1(q, k, v)
        return gv

    @R.function
    def main(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_relax_nn_attention_cutlass(q, k, v)
            gv: R.Tensor((2, 4, 8, 16), dtype="float16") = R.add(lv, q)
            R.output(gv)
        return gv
)";

// The workspace becomes the last parameter of both functions, the wrapper
// takes TVM's fresh name "<name>1", and main allocates one workspace at the
// top of its dataflow block. The extent is int64: TVM writes
// IntImm::Int32, which its ShapeExpr casts to int64 (what TVM 0.27 prints).
constexpr const char* kAfter = R"(@I.ir_module
class Module:
    @R.function
    def fused_relax_nn_attention_cutlass1(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16"), workspace: R.Tensor((2048,), dtype="uint8")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        R.func_attr({"Codegen": "cutlass", "global_symbol": "fused_relax_nn_attention_cutlass1"})
        @R.function
        def gv1(q_1: R.Tensor((2, 4, 8, 16), dtype="float16"), k_1: R.Tensor((2, 4, 8, 16), dtype="float16"), v_1: R.Tensor((2, 4, 8, 16), dtype="float16"), workspace_1: R.Tensor((2048,), dtype="uint8")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
            R.func_attr({"Composite": "cutlass.attention"})
            with R.dataflow():
                gv_1: R.Tensor((2, 4, 8, 16), dtype="float16") = R.nn.attention(q_1, k_1, v_1)
                R.output(gv_1)
            return gv_1
        gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv1(q, k, v, workspace)
        return gv

    @R.function
    def main(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        cls = Module
        with R.dataflow():
            workspace_main: R.Tensor((2048,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([2048]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
            lv: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_relax_nn_attention_cutlass1(q, k, v, workspace_main)
            gv: R.Tensor((2, 4, 8, 16), dtype="float16") = R.add(lv, q)
            R.output(gv)
        return gv
)";

TEST(AllocateWorkspaceTest, WrapperAndCompositeShareOneWorkspaceFromMain) {
  IRModule after = RunPass(AllocateWorkspace(), Parse(kBefore));
  EXPECT_TRUE(ModulesEqual(after, Parse(kAfter)));
  testing::ExpectWellFormed(after);
}

TEST(AllocateWorkspaceTest, NoWorkspaceSizeLeavesTheModuleAlone) {
  IRModule mod = Parse(kAfter);
  EXPECT_TRUE(RunPass(AllocateWorkspace(), mod).same_as(mod));
}

}  // namespace
}  // namespace transform
}  // namespace rlx
