#include "compiler/transform/fuse_tir.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/transform/expr_functor.h"
#include "compiler/transform/fuse_ops.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

const char* kAddExp = R"(
    @T.prim_func(private=True)
    def add(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((), "float32"), C: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1], B[()])
                T.writes(C[v_i0, v_i1])
                C[v_i0, v_i1] = A[v_i0, v_i1] + B[()]

    @T.prim_func(private=True)
    def exp(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.exp(A[v_i0, v_i1])
)";

TEST(FuseTIRTest, ElementwiseChainBecomesOnePrimFunc) {
  IRModule in = Parse(std::string("@I.ir_module\nclass Module:\n") + kAddExp + R"(
    @R.function(private=True)
    def fused_add_exp(x: R.Tensor((4, 4), dtype="float32"), p0: R.Tensor((), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        R.func_attr({"Primitive": True})
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add, (x, p0), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = R.call_tir(cls.exp, (lv,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            R.output(gv)
        return gv

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            gv: R.Tensor((4, 4), dtype="float32") = cls.fused_add_exp(x, R.const(1.0, "float32"))
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fused_add_exp(x: T.Buffer((T.int64(4), T.int64(4)), "float32"), p0: T.Buffer((), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        C = T.alloc_buffer((T.int64(4), T.int64(4)))
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(x[v_i0, v_i1], p0[()])
                T.writes(C[v_i0, v_i1])
                C[v_i0, v_i1] = x[v_i0, v_i1] + p0[()]
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(C[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.exp(C[v_i0, v_i1])

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            gv = R.call_tir(cls.fused_add_exp, (x, R.const(1.0, "float32")), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule out = RunPass(FuseTIR(), in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
  EXPECT_EQ(FuseTIR()->info().name, "FuseTIR");
}

TEST(FuseTIRTest, MatmulWithEpilogueAfterFuseOps) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def matmul(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(3), T.int64(4)), "float32"), C: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 4, "tir.noalias": T.bool(True)})
        for i0, i1, k in T.grid(T.int64(2), T.int64(4), T.int64(3)):
            with T.block("matmul"):
                v_i0, v_i1, v_k = T.axis.remap("SSR", [i0, i1, k])
                T.reads(A[v_i0, v_k], B[v_k, v_i1])
                T.writes(C[v_i0, v_i1])
                with T.init():
                    C[v_i0, v_i1] = T.float32(0.0)
                C[v_i0, v_i1] = C[v_i0, v_i1] + A[v_i0, v_k] * B[v_k, v_i1]

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(2), T.int64(4)), "float32"), B: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        for i0, i1 in T.grid(T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.max(A[v_i0, v_i1], T.float32(0.0))

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.matmul, (x, w), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            lv1 = R.call_tir(cls.relu, (lv,), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            gv = R.call_tir(cls.relu, (lv1,), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  // relu appears twice: its loop variables are renewed and its block name
  // made unique.
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fused_matmul_relu_relu(x: T.Buffer((T.int64(2), T.int64(3)), "float32"), w: T.Buffer((T.int64(3), T.int64(4)), "float32"), B: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        C = T.alloc_buffer((T.int64(2), T.int64(4)))
        B1 = T.alloc_buffer((T.int64(2), T.int64(4)))
        for i0, i1, k in T.grid(T.int64(2), T.int64(4), T.int64(3)):
            with T.block("matmul"):
                v_i0, v_i1, v_k = T.axis.remap("SSR", [i0, i1, k])
                T.reads(x[v_i0, v_k], w[v_k, v_i1])
                T.writes(C[v_i0, v_i1])
                with T.init():
                    C[v_i0, v_i1] = T.float32(0.0)
                C[v_i0, v_i1] = C[v_i0, v_i1] + x[v_i0, v_k] * w[v_k, v_i1]
        for i0, i1 in T.grid(T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(C[v_i0, v_i1])
                T.writes(B1[v_i0, v_i1])
                B1[v_i0, v_i1] = T.max(C[v_i0, v_i1], T.float32(0.0))
        for i0, i1 in T.grid(T.int64(2), T.int64(4)):
            with T.block("compute_1"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(B1[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.max(B1[v_i0, v_i1], T.float32(0.0))

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            gv = R.call_tir(cls.fused_matmul_relu_relu, (x, w), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule out = RunPass(FuseTIR(), RunPass(FuseOps(), in));
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(FuseTIRTest, SymbolicShapesAreUnified) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(var_A: T.handle, var_B: T.handle):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        m = T.int64()
        A = T.match_buffer(var_A, (m, T.int64(4)))
        B = T.match_buffer(var_B, (m, T.int64(4)))
        for i0, i1 in T.grid(m, T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.exp(A[v_i0, v_i1])

    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            gv = R.call_tir(cls.exp, (lv,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def fused_exp_exp(var_x: T.handle, var_B: T.handle):
        T.func_attr({"tir.noalias": T.bool(True)})
        n = T.int64()
        x = T.match_buffer(var_x, (n, T.int64(4)))
        B = T.match_buffer(var_B, (n, T.int64(4)))
        B1 = T.alloc_buffer((n, T.int64(4)))
        for i0, i1 in T.grid(n, T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(x[v_i0, v_i1])
                T.writes(B1[v_i0, v_i1])
                B1[v_i0, v_i1] = T.exp(x[v_i0, v_i1])
        for i0, i1 in T.grid(n, T.int64(4)):
            with T.block("compute_1"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(B1[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.exp(B1[v_i0, v_i1])

    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            gv = R.call_tir(cls.fused_exp_exp, (x,), out_sinfo=R.Tensor((n, 4), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule out = RunPass(FuseTIR(), RunPass(FuseOps(), in));
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(FuseTIRTest, TupleResultsBecomeSeveralOutputBuffers) {
  IRModule in = Parse(std::string("@I.ir_module\nclass Module:\n") + kAddExp + R"(
    @R.function(private=True)
    def fused_add_exp(x: R.Tensor((4, 4), dtype="float32"), p0: R.Tensor((), dtype="float32")) -> R.Tuple(R.Tensor((4, 4), dtype="float32"), R.Tensor((4, 4), dtype="float32")):
        R.func_attr({"Primitive": True})
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add, (x, p0), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = R.call_tir(cls.exp, (lv,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            R.output(lv, gv)
        return (gv, lv)

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), p: R.Tensor((), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            t: R.Tuple(R.Tensor((4, 4), dtype="float32"), R.Tensor((4, 4), dtype="float32")) = cls.fused_add_exp(x, p)
            gv: R.Tensor((4, 4), dtype="float32") = t[1]
            R.output(gv)
        return gv
)");
  IRModule out = RunPass(FuseTIR(), in);
  testing::ExpectWellFormed(out);
  auto prim = out->Lookup("fused_add_exp").as<tir::PrimFuncNode>();
  ASSERT_TRUE(prim.defined()) << testing::Print(out);
  // x, p0, then the results in return order: exp's output, add's output.
  ASSERT_EQ(prim->buffer_map.size(), 4u);
  EXPECT_EQ(prim->buffer_map[2].second->name, "B");
  EXPECT_EQ(prim->buffer_map[3].second->name, "C");
  auto root = prim->body.cast<tir::BlockRealizeNode>()->block;
  EXPECT_TRUE(root->alloc_buffers.empty());
  auto seq = testing::GetFunction(out, "main")->body.cast<SeqExprNode>();
  auto call = BoundValue(seq->blocks[0]->bindings[0]).cast<CallNode>();
  EXPECT_EQ(call->op.cast<OpNode>()->name, "relax.call_tir");
  EXPECT_TRUE(call->sinfo_args[0].is<TupleStructInfoNode>());
}

TEST(FuseTIRTest, ShapeParameterBecomesScalarParameters) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def exp(var_A: T.handle, var_B: T.handle):
        T.func_attr({"op_pattern": 0})
        n = T.int64()
        A = T.match_buffer(var_A, (n,))
        B = T.match_buffer(var_B, (n,))
        for i in range(n):
            with T.block("compute"):
                vi = T.axis.spatial(n, i)
                B[vi] = T.exp(A[vi])

    @T.prim_func(private=True)
    def tile(var_A: T.handle, var_B: T.handle):
        T.func_attr({"op_pattern": 2})
        n = T.int64()
        m = T.int64()
        A = T.match_buffer(var_A, (n,))
        B = T.match_buffer(var_B, (m,))
        for i in range(m):
            with T.block("T_tile"):
                vi = T.axis.spatial(m, i)
                B[vi] = A[vi % n]

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), s: R.Shape(["m"])) -> R.Tensor(("m",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.exp, (x,), out_sinfo=R.Tensor((n,), dtype="float32"))
            gv = R.call_tir(cls.tile, (lv,), out_sinfo=R.Tensor((m,), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule fused = RunPass(FuseOps(), in);
  ASSERT_EQ(testing::GetFunction(fused, "fused_exp_tile")->params.size(), 2u) << testing::Print(fused);
  IRModule out = RunPass(FuseTIR(), fused);
  testing::ExpectWellFormed(out);
  auto prim = out->Lookup("fused_exp_tile").as<tir::PrimFuncNode>();
  ASSERT_TRUE(prim.defined()) << testing::Print(out);
  ASSERT_EQ(prim->params.size(), 3u);
  EXPECT_EQ(prim->buffer_map.size(), 2u);
  EXPECT_EQ(prim->params[2]->name, "m");
  EXPECT_EQ(prim->params[2]->dtype, DataType::Int(64));
  // The output buffer's extent is that parameter.
  EXPECT_EQ(prim->buffer_map[1].second->shape[0].get(), prim->params[2].get());
  auto seq = testing::GetFunction(out, "main")->body.cast<SeqExprNode>();
  auto call = BoundValue(seq->blocks[0]->bindings[0]).cast<CallNode>();
  ASSERT_EQ(call->args.size(), 3u) << testing::Print(out);
  EXPECT_TRUE(call->args[2].is<ShapeExprNode>());
}

TEST(FuseTIRTest, UnsupportedFunctionsStay) {
  // A Primitive function calling an operator is not fused.
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function(private=True)
    def fused_exp(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"Primitive": True})
        with R.dataflow():
            gv: R.Tensor((4,), dtype="float32") = R.exp(x)
            R.output(gv)
        return gv

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        with R.dataflow():
            gv: R.Tensor((4,), dtype="float32") = cls.fused_exp(x)
            R.output(gv)
        return gv
)");
  EXPECT_FALSE(FusePrimitiveFunction(in, testing::GetFunction(in, "fused_exp")).defined());
  EXPECT_EQ(RunPass(FuseTIR(), in).get(), in.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
