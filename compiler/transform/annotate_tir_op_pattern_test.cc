#include "compiler/transform/annotate_tir_op_pattern.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using op::OpPatternKind;
using testing::Parse;

tir::PrimFunc Func(const IRModule& m, const std::string& name) { return m->Lookup(name).cast<tir::PrimFuncNode>(); }

int64_t PatternAttr(const IRModule& m, const std::string& name) {
  tir::PrimFunc f = Func(m, name);
  if (!f->attrs.defined() || !f->attrs->Has("op_pattern")) return -1;
  return f->attrs->Get("op_pattern").cast<IntImmNode>()->value;
}

const char* kKernels = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def ewise_and_bcast(A: T.Buffer((T.int64(3), T.int64(4)), "float32"), B: T.Buffer((T.int64(4),), "float32"), C: T.Buffer((T.int64(3), T.int64(4)), "float32")):
        for ax0, ax1 in T.grid(T.int64(3), T.int64(4)):
            with T.block("T_add"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(A[v_ax0, v_ax1], B[v_ax1])
                T.writes(C[v_ax0, v_ax1])
                C[v_ax0, v_ax1] = A[v_ax0, v_ax1] + B[v_ax1]

    @T.prim_func(private=True)
    def pool(A: T.Buffer((T.int64(8),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for ax0, rv0 in T.grid(T.int64(4), T.int64(2)):
            with T.block("pool_max"):
                v_ax0, v_rv0 = T.axis.remap("SR", [ax0, rv0])
                T.reads(A[v_ax0 * T.int64(2) + v_rv0])
                T.writes(B[v_ax0])
                with T.init():
                    B[v_ax0] = T.float32(-3.4028234663852886e+38)
                B[v_ax0] = T.max(B[v_ax0], A[v_ax0 * T.int64(2) + v_rv0])

    @T.prim_func(private=True)
    def sum_then_scale(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), C: T.Buffer((T.int64(2),), "float32")):
        # with T.block("root"):
        B = T.alloc_buffer((T.int64(2),))
        for ax0, k1 in T.grid(T.int64(2), T.int64(3)):
            with T.block("A_red"):
                v_ax0, v_k1 = T.axis.remap("SR", [ax0, k1])
                T.reads(A[v_ax0, v_k1])
                T.writes(B[v_ax0])
                with T.init():
                    B[v_ax0] = T.float32(0.0)
                B[v_ax0] = B[v_ax0] + A[v_ax0, v_k1]
        for ax0 in range(T.int64(2)):
            with T.block("T_divide"):
                v_ax0 = T.axis.spatial(T.int64(2), ax0)
                T.reads(B[v_ax0])
                T.writes(C[v_ax0])
                C[v_ax0] = B[v_ax0] / T.float32(3.0)

    @T.prim_func(private=True)
    def no_store(A: T.Buffer((T.int64(2),), "float32")):
        for i in range(T.int64(2)):
            with T.block("call"):
                vi = T.axis.spatial(T.int64(2), i)
                T.reads()
                T.writes()
                T.evaluate(0)

    @T.prim_func(private=True)
    def preset(A: T.Buffer((T.int64(2),), "float32"), B: T.Buffer((T.int64(2),), "float32")):
        T.func_attr({"op_pattern": 0})
        for ax0, k in T.grid(T.int64(2), T.int64(2)):
            with T.block("red"):
                v_ax0, v_k = T.axis.remap("SR", [ax0, k])
                T.reads(A[v_k])
                T.writes(B[v_ax0])
                with T.init():
                    B[v_ax0] = T.float32(0.0)
                B[v_ax0] = B[v_ax0] + A[v_k]
)";

TEST(AnalyzeOpPatternKind, ClassifiesBlocks) {
  IRModule m = Parse(kKernels);
  // Broadcast mixed with an elementwise load counts as elementwise.
  EXPECT_EQ(AnalyzeOpPatternKind(Func(m, "ewise_and_bcast")), OpPatternKind::kElemWise);
  // A window index that is not the reduction variable itself.
  EXPECT_EQ(AnalyzeOpPatternKind(Func(m, "pool")), OpPatternKind::kOutEWiseFusable);
  // A reduction followed by an elementwise block writing a parameter.
  EXPECT_EQ(AnalyzeOpPatternKind(Func(m, "sum_then_scale")), OpPatternKind::kOutEWiseFusable);
  EXPECT_EQ(AnalyzeOpPatternKind(Func(m, "no_store")), OpPatternKind::kOpaque);
}

TEST(AnnotateTIROpPattern, SetsTheAttributeAndRecomputesAZeroOne) {
  IRModule m = Parse(kKernels);
  IRModule out = testing::RunPass(AnnotateTIROpPattern(), m);
  EXPECT_EQ(PatternAttr(out, "ewise_and_bcast"), 0);
  EXPECT_EQ(PatternAttr(out, "pool"), 4);
  EXPECT_EQ(PatternAttr(out, "no_store"), 8);
  // TVM only keeps a nonzero annotation: a zero one is recomputed.
  EXPECT_EQ(PatternAttr(out, "preset"), 3);
  // Annotating again changes nothing.
  IRModule again = testing::RunPass(AnnotateTIROpPattern(), out);
  EXPECT_EQ(again.get(), out.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
