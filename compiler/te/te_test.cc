// te stages lowered with CreatePrimFunc, printed as TVMScript and compared
// with the text TVM's te.create_prim_func(..., "int64") prints for the same
// compute; every printed function must also parse back and print the same.
#include <string>

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/script/tir_printer.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"
#include "gtest/gtest.h"

namespace rlx {
namespace te {
namespace {

const DataType kF32 = DataType::Float(32);
const DataType kI64 = DataType::Int(64);

std::string Print(const tir::PrimFunc& f, const std::string& name = "main") {
  return script::PrintPrimFunc(f, name, 0);
}

// parse(print(f)) prints as print(f).
void ExpectRoundTrip(const std::string& text) {
  auto file = std::make_shared<SourceFile>("generated.py", text);
  py::Module m = py::ParsePython(file);
  ASSERT_EQ(m.body.size(), 1u);
  auto parsed = script::ParsePrimFunc(*m.body[0]);
  EXPECT_EQ(script::PrintPrimFunc(parsed.second, parsed.first, 0), text);
}

Tensor AddCompute(const Tensor& a, const Tensor& b) {
  return compute(
      a.shape(), [&](const std::vector<TirVar>& i) { return Add(a(i), b(i)); }, "T_add", "broadcast", Map(),
      AxisNames("ax", a.ndim()));
}

TEST(CreatePrimFunc, ElementwiseAddMatchesTvmLegalization) {
  Tensor a = placeholder({Int64(4), Int64(4)}, kF32, "A");
  Tensor b = placeholder({Int64(4), Int64(4)}, kF32, "B");
  Tensor c = AddCompute(a, b);
  std::string text = Print(CreatePrimFunc({a, b, c}), "add");
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def add(A: T.Buffer((T.int64(4), T.int64(4)), \"float32\"), B: T.Buffer((T.int64(4), T.int64(4)), "
            "\"float32\"), T_add: T.Buffer((T.int64(4), T.int64(4)), \"float32\")):\n"
            "    T.func_attr({\"global_symbol\": \"main\", \"tir.noalias\": T.bool(True)})\n"
            "    # with T.block(\"root\"):\n"
            "    for ax0, ax1 in T.grid(T.int64(4), T.int64(4)):\n"
            "        with T.block(\"T_add\"):\n"
            "            v_ax0, v_ax1 = T.axis.remap(\"SS\", [ax0, ax1])\n"
            "            T.reads(A[v_ax0, v_ax1], B[v_ax0, v_ax1])\n"
            "            T.writes(T_add[v_ax0, v_ax1])\n"
            "            T_add[v_ax0, v_ax1] = A[v_ax0, v_ax1] + B[v_ax0, v_ax1]\n");
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, ParametersAreHandlesBoundToTheTensorBuffers) {
  Tensor a = placeholder({Int64(2)}, kF32, "A");
  Tensor b = compute({Int64(2)}, [&](const std::vector<TirVar>& i) { return Exp(a(i)); });
  tir::PrimFunc f = CreatePrimFunc({a, b});
  ASSERT_EQ(f->params.size(), 2u);
  EXPECT_EQ(f->params[0]->name, "var_A");
  EXPECT_TRUE(f->params[0]->dtype.is_handle());
  EXPECT_EQ(f->buffer_map[0].second.get(), a.buffer().get());
  EXPECT_EQ(f->buffer_map[1].second.get(), b.buffer().get());
  EXPECT_EQ(b.name(), "compute");
}

TEST(CreatePrimFunc, SymbolicReductionWithInit) {
  TirVar n = MakeTirVar("n", kI64);
  Tensor a = placeholder({n, Int64(4)}, kF32, "A");
  IterVar k = reduce_axis(Int64(0), Int64(4), "k1");
  Tensor s = compute(
      {n},
      [&](const std::vector<TirVar>& i) {
        return max(a({i[0], k->var}), {k});
      },
      "A_red", "comm_reduce", Map(), AxisNames("ax", 1));
  std::string text = Print(CreatePrimFunc({a, s}), "max_reduce");
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def max_reduce(var_A: T.handle, var_A_red: T.handle):\n"
            "    T.func_attr({\"global_symbol\": \"main\", \"tir.noalias\": T.bool(True)})\n"
            "    n = T.int64()\n"
            "    A = T.match_buffer(var_A, (n, T.int64(4)))\n"
            "    A_red = T.match_buffer(var_A_red, (n,))\n"
            "    # with T.block(\"root\"):\n"
            "    for ax0, k1 in T.grid(n, T.int64(4)):\n"
            "        with T.block(\"A_red\"):\n"
            "            v_ax0, v_k1 = T.axis.remap(\"SR\", [ax0, k1])\n"
            "            T.reads(A[v_ax0, v_k1])\n"
            "            T.writes(A_red[v_ax0])\n"
            "            with T.init():\n"
            "                A_red[v_ax0] = T.float32(-3.4028234663852886e+38)\n"
            "            A_red[v_ax0] = T.max(A_red[v_ax0], A[v_ax0, v_k1])\n");
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, ExplicitInitValueReplacesTheIdentity) {
  Tensor a = placeholder({Int64(3)}, kF32, "A");
  IterVar k = reduce_axis(Int64(0), Int64(3), "k");
  Tensor s = compute(
      {}, [&](const std::vector<TirVar>&) { return sum(a({k->var}), {k}, Const(kF32, 1.5)); }, "S");
  std::string text = Print(CreatePrimFunc({a, s}));
  EXPECT_NE(text.find("with T.init():\n                S[()] = T.float32(1.5)\n"), std::string::npos) << text;
  EXPECT_NE(text.find("S[()] = S[()] + A[v_k]"), std::string::npos) << text;
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, IntermediateStagesAreRootAllocations) {
  Tensor a = placeholder({Int64(8)}, kF32, "A");
  Tensor e = compute(
      {Int64(8)}, [&](const std::vector<TirVar>& i) { return Exp(a(i)); }, "T_exp");
  Tensor o = compute(
      {Int64(8)}, [&](const std::vector<TirVar>& i) { return Mul(e(i), Const(kF32, 2)); }, "T_mul");
  std::string text = Print(CreatePrimFunc({a, o}));
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def main(A: T.Buffer((T.int64(8),), \"float32\"), T_mul: T.Buffer((T.int64(8),), \"float32\")):\n"
            "    T.func_attr({\"tir.noalias\": T.bool(True)})\n"
            "    # with T.block(\"root\"):\n"
            "    T_exp = T.alloc_buffer((T.int64(8),))\n"
            "    for i0 in range(T.int64(8)):\n"
            "        with T.block(\"T_exp\"):\n"
            "            v_i0 = T.axis.spatial(T.int64(8), i0)\n"
            "            T.reads(A[v_i0])\n"
            "            T.writes(T_exp[v_i0])\n"
            "            T_exp[v_i0] = T.exp(A[v_i0])\n"
            "    for i0 in range(T.int64(8)):\n"
            "        with T.block(\"T_mul\"):\n"
            "            v_i0 = T.axis.spatial(T.int64(8), i0)\n"
            "            T.reads(T_exp[v_i0])\n"
            "            T.writes(T_mul[v_i0])\n"
            "            T_mul[v_i0] = T_exp[v_i0] * T.float32(2.0)\n");
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, StagesFollowDependenciesAndBlockNamesAreUnique) {
  Tensor a = placeholder({Int64(2)}, kF32, "A");
  // Two stages with the same name, and a consumer listed before its
  // producer's other user: order is post-order from the arguments.
  Tensor x = compute(
      {Int64(2)}, [&](const std::vector<TirVar>& i) { return Exp(a(i)); }, "T");
  Tensor y = compute(
      {Int64(2)}, [&](const std::vector<TirVar>& i) { return Log(x(i)); }, "T");
  Tensor z = compute(
      {Int64(2)}, [&](const std::vector<TirVar>& i) { return Add(y(i), x(i)); }, "out");
  std::string text = Print(CreatePrimFunc({a, z}));
  size_t first = text.find("with T.block(\"T\")");
  size_t second = text.find("with T.block(\"T_1\")");
  size_t last = text.find("with T.block(\"out\")");
  ASSERT_NE(first, std::string::npos) << text;
  ASSERT_NE(second, std::string::npos) << text;
  EXPECT_LT(first, second);
  EXPECT_LT(second, last);
  EXPECT_NE(text.find("T.exp(A[v_i0])"), std::string::npos) << text;
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, MultiOutputReductionUsesLets) {
  Tensor a = placeholder({Int64(2), Int64(3)}, kF32, "A");
  IterVar k = reduce_axis(Int64(0), Int64(3), "k1");
  CommReducer argmax;
  argmax.combine = [](const std::vector<PrimExpr>& l, const std::vector<PrimExpr>& r) {
    PrimExpr better = Or(GT(l[1], r[1]), And(EQ(l[1], r[1]), LT(l[0], r[0])));
    return std::vector<PrimExpr>{Select(better, l[0], r[0]), Select(GT(l[1], r[1]), l[1], r[1])};
  };
  argmax.identity = {Int64(-1), MinValue(kF32)};
  std::vector<Tensor> outs = compute_multi(
      {Int64(2)},
      [&](const std::vector<TirVar>& i) {
        Reduce r;
        r.combiner = argmax;
        r.source = {k->var, a({i[0], k->var})};
        r.axis = {k};
        return r;
      },
      "A_red_temp", "comm_reduce_idx", Map(), AxisNames("ax", 1));
  ASSERT_EQ(outs.size(), 2u);
  EXPECT_EQ(outs[0].name(), "A_red_temp_v0");
  EXPECT_EQ(outs[0].dtype(), kI64);
  Tensor idx = compute(
      {Int64(2)}, [&](const std::vector<TirVar>& i) { return outs[0](i); }, "A_red", "", Map(), AxisNames("ax", 1));
  std::string text = Print(CreatePrimFunc({a, idx}), "argmax");
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def argmax(A: T.Buffer((T.int64(2), T.int64(3)), \"float32\"), A_red: T.Buffer((T.int64(2),), "
            "\"int64\")):\n"
            "    T.func_attr({\"global_symbol\": \"main\", \"tir.noalias\": T.bool(True)})\n"
            "    # with T.block(\"root\"):\n"
            "    A_red_temp_v0 = T.alloc_buffer((T.int64(2),), \"int64\")\n"
            "    A_red_temp_v1 = T.alloc_buffer((T.int64(2),))\n"
            "    for ax0, k1 in T.grid(T.int64(2), T.int64(3)):\n"
            "        with T.block(\"A_red_temp\"):\n"
            "            v_ax0, v_k1 = T.axis.remap(\"SR\", [ax0, k1])\n"
            "            T.reads(A[v_ax0, v_k1])\n"
            "            T.writes(A_red_temp_v0[v_ax0], A_red_temp_v1[v_ax0])\n"
            "            with T.init():\n"
            "                A_red_temp_v0[v_ax0] = T.int64(-1)\n"
            "                A_red_temp_v1[v_ax0] = T.float32(-3.4028234663852886e+38)\n"
            "            v_A_red_temp_v0: T.int64 = T.Select(A_red_temp_v1[v_ax0] > A[v_ax0, v_k1] or "
            "A_red_temp_v1[v_ax0] == A[v_ax0, v_k1] and A_red_temp_v0[v_ax0] < v_k1, A_red_temp_v0[v_ax0], v_k1)\n"
            "            v_A_red_temp_v1: T.float32 = T.Select(A_red_temp_v1[v_ax0] > A[v_ax0, v_k1], "
            "A_red_temp_v1[v_ax0], A[v_ax0, v_k1])\n"
            "            A_red_temp_v0[v_ax0] = v_A_red_temp_v0\n"
            "            A_red_temp_v1[v_ax0] = v_A_red_temp_v1\n"
            "    for ax0 in range(T.int64(2)):\n"
            "        with T.block(\"A_red\"):\n"
            "            v_ax0 = T.axis.spatial(T.int64(2), ax0)\n"
            "            T.reads(A_red_temp_v0[v_ax0])\n"
            "            T.writes(A_red[v_ax0])\n"
            "            A_red[v_ax0] = A_red_temp_v0[v_ax0]\n");
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, ZeroDimStageGetsDummyIterVar) {
  Tensor a = placeholder({}, kF32, "A");
  Tensor b = compute({}, [&](const std::vector<TirVar>&) { return Exp(a({})); });
  std::string text = Print(CreatePrimFunc({a, b}));
  EXPECT_NE(text.find("    # with T.block(\"root\"):\n"
                      "    with T.block(\"compute\"):\n"
                      "        vi = T.axis.spatial(1, T.int64(0))\n"
                      "        T.reads(A[()])\n"
                      "        T.writes(compute[()])\n"
                      "        compute[()] = T.exp(A[()])\n"),
            std::string::npos)
      << text;
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, ReadsOfNeighbouringPointsMergeIntoARange) {
  Tensor a = placeholder({Int64(9)}, kF32, "A");
  Tensor b =
      compute({Int64(8)}, [&](const std::vector<TirVar>& i) { return Add(a({Add(i[0], Int64(1))}), a({i[0]})); });
  std::string text = Print(CreatePrimFunc({a, b}));
  EXPECT_NE(text.find("T.reads(A[v_i0:v_i0 + T.int64(2)])"), std::string::npos) << text;
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, GatherReadsTheTableBeforeTheIndices) {
  Tensor data = placeholder({Int64(5), Int64(3)}, kF32, "A");
  Tensor idx = placeholder({Int64(2)}, DataType::Int(32), "B");
  Tensor out = compute(
      {Int64(2), Int64(3)},
      [&](const std::vector<TirVar>& i) {
        return data({Cast(kI64, idx({i[0]})), i[1]});
      },
      "T_take", "", Map(), AxisNames("ax", 2));
  std::string text = Print(CreatePrimFunc({data, idx, out}));
  EXPECT_NE(text.find("T.reads(A[T.Cast(\"int64\", B[v_ax0]), v_ax1], B[v_ax0])"), std::string::npos) << text;
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, ExternStageIsAnOpaqueBlock) {
  Tensor a = placeholder({Int64(4)}, kF32, "A");
  std::vector<Tensor> outs = extern_op(
      {{Int64(4)}}, {kF32}, {a},
      [](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) {
        return CallPacked("tvm.contrib.sort.sort", {ins[0]->data, outs[0]->data, Int32(0), Bool(true)});
      },
      "sort_cpu");
  std::string text = Print(CreatePrimFunc({a, outs[0]}), "sort");
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def sort(A: T.Buffer((T.int64(4),), \"float32\"), sort_cpu: T.Buffer((T.int64(4),), \"float32\")):\n"
            "    T.func_attr({\"global_symbol\": \"main\", \"tir.noalias\": T.bool(True)})\n"
            "    with T.block(\"sort_cpu\"):\n"
            "        T.reads()\n"
            "        T.writes()\n"
            "        T.call_packed(\"tvm.contrib.sort.sort\", A.data, sort_cpu.data, 0, T.bool(True))\n");
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, PackBufferBuildsTheStackArray) {
  Buffer b = MakeBuffer("X", kF32, {Int64(2), Int64(3)});
  PrimExpr packed = PackBuffer(b);
  auto call = packed.as<TirCallNode>();
  ASSERT_TRUE(call.defined());
  EXPECT_EQ(call->op, "tvm_stack_make_array");
  ASSERT_EQ(call->args.size(), 6u);
  EXPECT_EQ(call->args[0].get(), b->data.get());
  EXPECT_EQ(call->args[1].as<TirCallNode>()->op, "tvm_stack_make_shape");
  EXPECT_TRUE(IsConstValue(call->args[3], 2));
}

TEST(CreatePrimFunc, ScalarParametersFollowTheBuffers) {
  TirVar m = MakeTirVar("m", kI64);
  Tensor a = placeholder({Int64(4)}, kF32, "A");
  Tensor b = compute({Int64(4)}, [&](const std::vector<TirVar>& i) { return Mul(a(i), Cast(kF32, m)); });
  tir::PrimFunc f = CreatePrimFunc({a, b}, {m});
  ASSERT_EQ(f->params.size(), 3u);
  EXPECT_EQ(f->params[2].get(), m.get());
  std::string text = Print(f);
  EXPECT_NE(text.find("def main(A: T.Buffer((T.int64(4),), \"float32\"), compute: T.Buffer((T.int64(4),), "
                      "\"float32\"), m: T.int64):"),
            std::string::npos)
      << text;
  ExpectRoundTrip(text);
}

TEST(CreatePrimFunc, PlaceholderThatIsNotAnArgumentIsAnError) {
  Tensor a = placeholder({Int64(4)}, kF32, "A");
  Tensor b = compute({Int64(4)}, [&](const std::vector<TirVar>& i) { return Exp(a(i)); });
  EXPECT_THROW(CreatePrimFunc({b}), DiagnosticError);
}

TEST(TeExpr, ConstantsFoldLikeTvm) {
  TirVar x = MakeTirVar("x", kI64);
  EXPECT_EQ(Add(x, Int64(0)).get(), x.get());
  EXPECT_TRUE(IsConstValue(Mul(Int64(2), Int64(3)), 6));
  EXPECT_TRUE(IsConstValue(FloorDiv(Int64(-7), Int64(2)), -4));
  EXPECT_TRUE(IsConstValue(FloorMod(Int64(-7), Int64(2)), 1));
  // An int32 operand meets an int64 one as int64; an int meets a float as
  // that float.
  EXPECT_EQ(Add(x, MakeTirVar("y", DataType::Int(32)))->dtype, kI64);
  EXPECT_EQ(Mul(MakeTirVar("f", kF32), Int32(2))->dtype, kF32);
  EXPECT_EQ(Abs(MakeTirVar("f", kF32)).as<TirCallNode>()->op, "fabs");
  EXPECT_EQ(MinValue(kF32).as<FloatImmNode>()->value, -3.4028234663852886e+38);
  EXPECT_TRUE(IsConstValue(MaxValue(DataType::Int(8)), 127));
  EXPECT_TRUE(EqualCheck(Add(x, Int64(1)), Add(Int64(1), x)));
  EXPECT_FALSE(EqualCheck(x, MakeTirVar("x", kI64)));
}

TEST(TeExpr, SubstituteRewritesIndicesOfLoads) {
  Buffer b = MakeBuffer("B", kF32, {Int64(4)});
  TirVar i = MakeTirVar("i", kI64), j = MakeTirVar("j", kI64);
  PrimExpr load = Make<BufferLoadNode>(b, std::vector<PrimExpr>{i});
  PrimExpr out = Substitute(Add(load, Const(kF32, 1)), {{i.get(), j}});
  auto add = out.as<BinaryNode>();
  ASSERT_TRUE(add.defined());
  EXPECT_EQ(add->a.as<BufferLoadNode>()->indices[0].get(), j.get());
  EXPECT_EQ(UsedVars(out).size(), 1u);
  EXPECT_EQ(UsedVars(out)[0].get(), j.get());
}

}  // namespace
}  // namespace te
}  // namespace rlx
