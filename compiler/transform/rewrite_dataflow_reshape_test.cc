#include "compiler/transform/rewrite_dataflow_reshape.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

constexpr const char* kKernels = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def reshape(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(8), T.int64(2)), "float32")):
        T.func_attr({"tir.noalias": True})
        for ax0, ax1 in T.grid(T.int64(8), T.int64(2)):
            with T.block("T_reshape"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[(v_ax0 * T.int64(2) + v_ax1) // T.int64(4), (v_ax0 * T.int64(2) + v_ax1) % T.int64(4)]

    @T.prim_func(private=True)
    def transpose(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": True})
        for ax0, ax1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_transpose"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[v_ax1, v_ax0]

    @T.prim_func(private=True)
    def half(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(8), T.int64(2)), "float32")):
        T.func_attr({"tir.noalias": True})
        for ax0, ax1 in T.grid(T.int64(4), T.int64(2)):
            with T.block("T_half"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                B[v_ax0, v_ax1] = A[(v_ax0 * T.int64(2) + v_ax1) // T.int64(4), (v_ax0 * T.int64(2) + v_ax1) % T.int64(4)]
)";

TEST(RewriteDataflowReshapeTest, HasReshapePatternAcceptsOnlyFullFlatCopies) {
  IRModule m = Parse(kKernels);
  EXPECT_TRUE(HasReshapePattern(m->Lookup("reshape").cast<tir::PrimFuncNode>()));
  // Same element count, but not the flattened order.
  EXPECT_FALSE(HasReshapePattern(m->Lookup("transpose").cast<tir::PrimFuncNode>()));
  // Writes only half of the output.
  EXPECT_FALSE(HasReshapePattern(m->Lookup("half").cast<tir::PrimFuncNode>()));
}

TEST(RewriteDataflowReshapeTest, RewritesReshapeKernelsInDataflowBlocksOnly) {
  std::string main = R"(
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tuple(R.Tensor((8, 2), dtype="float32"), R.Tensor((8, 2), dtype="float32"), R.Tensor((4, 4), dtype="float32")):
        cls = Module
        a = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((8, 2), dtype="float32"))
        with R.dataflow():
            lv = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((8, 2), dtype="float32"))
            lv1 = R.call_tir(cls.transpose, (x,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = (a, lv, lv1)
            R.output(gv)
        return gv
)";
  std::string expected_main = R"(
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tuple(R.Tensor((8, 2), dtype="float32"), R.Tensor((8, 2), dtype="float32"), R.Tensor((4, 4), dtype="float32")):
        cls = Module
        a = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((8, 2), dtype="float32"))
        with R.dataflow():
            lv = R.reshape(x, R.shape([8, 2]))
            lv1 = R.call_tir(cls.transpose, (x,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = (a, lv, lv1)
            R.output(gv)
        return gv
)";
  IRModule out = RunPass(RewriteDataflowReshape(), Parse(std::string(kKernels) + main));
  EXPECT_TRUE(ModulesEqual(out, Parse(std::string(kKernels) + expected_main))) << Print(out);
  testing::ExpectWellFormed(out);
}

TEST(RewriteDataflowReshapeTest, NothingToRewriteIsTheSameHandle) {
  IRModule m = Parse(std::string(kKernels) + R"(
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.transpose, (x,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            R.output(lv)
        return lv
)");
  EXPECT_EQ(RunPass(RewriteDataflowReshape(), m).get(), m.get());
  EXPECT_EQ(RewriteDataflowReshape()->info().name, "RewriteDataflowReshape");
  EXPECT_EQ(RewriteDataflowReshape()->info().opt_level, 0);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
