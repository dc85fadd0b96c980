// TOPI kernels: output shapes and dtypes, TVM's broadcasting rules, stage
// structure, and the printed TIR of a few kernels.
#include <string>

#include "compiler/ir/arith.h"
#include "compiler/script/tir_printer.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr.h"
#include "compiler/topi/broadcast.h"
#include "compiler/topi/elemwise.h"
#include "compiler/topi/nn.h"
#include "compiler/topi/reduction.h"
#include "compiler/topi/transform.h"
#include "gtest/gtest.h"

namespace rlx {
namespace topi {
namespace {

const DataType kF32 = DataType::Float(32);
const DataType kI64 = DataType::Int(64);

std::vector<PrimExpr> S(std::initializer_list<int64_t> dims) {
  std::vector<PrimExpr> out;
  for (int64_t d : dims) out.push_back(Int64(d));
  return out;
}

// "(2, n, 3)" for comparisons.
std::string ShapeStr(const std::vector<PrimExpr>& shape) {
  std::string out = "(";
  for (size_t i = 0; i < shape.size(); ++i) out += (i ? ", " : "") + arith::DebugString(shape[i]);
  return out + ")";
}

std::string Print(const std::vector<Tensor>& args) {
  return script::PrintPrimFunc(te::CreatePrimFunc(args), "main", 0);
}

TEST(Broadcast, ShapesFollowTvmRules) {
  TirVar n = MakeTirVar("n", kI64), m = MakeTirVar("m", kI64);
  EXPECT_EQ(ShapeStr(BroadcastShape(S({1, 3}), S({2, 1}))), "(2, 3)");
  EXPECT_EQ(ShapeStr(BroadcastShape(S({4, 1, 3}), S({5, 1}))), "(4, 5, 3)");
  EXPECT_EQ(ShapeStr(BroadcastShape({n, Int64(3)}, {m, Int64(3)})), "(max(n, m), 3)");
  EXPECT_EQ(ShapeStr(BroadcastShape({n}, S({4}))), "(4)");
  EXPECT_EQ(ShapeStr(BroadcastShape({Int64(1)}, {n})), "(n)");
  EXPECT_THROW(BroadcastShape(S({3}), S({4})), DiagnosticError);
}

TEST(Broadcast, SizeOneDimensionsReadIndexZero) {
  Tensor a = te::placeholder(S({1, 3}), kF32, "A");
  Tensor b = te::placeholder(S({2, 1}), kF32, "B");
  Tensor c = Add(a, b);
  EXPECT_EQ(c.name(), "T_add");
  EXPECT_EQ(ShapeStr(c.shape()), "(2, 3)");
  std::string text = Print({a, b, c});
  EXPECT_NE(text.find("T_add[v_ax0, v_ax1] = A[T.int64(0), v_ax1] + B[v_ax0, T.int64(0)]"), std::string::npos) << text;
  // Lower-rank operands align to the right.
  Tensor v = te::placeholder(S({3}), kF32, "V");
  Tensor d = WithBroadcast(BinaryRule("maximum"), a, v, "T_maximum");
  text = Print({a, v, d});
  EXPECT_NE(text.find("T_maximum[v_ax0, v_ax1] = T.max(A[v_ax0, v_ax1], V[v_ax1])"), std::string::npos) << text;
}

TEST(Broadcast, ComparisonsAreBoolAndScalarsFold) {
  Tensor a = te::placeholder(S({2}), kF32, "A");
  Tensor b = te::placeholder(S({2}), kF32, "B");
  EXPECT_EQ(WithBroadcast(BinaryRule("less"), a, b, "T_less").dtype(), DataType::Bool());
  Tensor s = WithScalar(BinaryRule("multiply"), a, te::Const(kF32, 1.0), "T_multiply");
  // x * 1 folds away, as TVM's operator does.
  EXPECT_NE(Print({a, s}).find("T_multiply[v_ax0] = A[v_ax0]\n"), std::string::npos);
  EXPECT_FALSE(BinaryRule("no_such_op"));
}

TEST(Elementwise, UnaryCastClipWhere) {
  Tensor x = te::placeholder(S({2, 2}), kF32, "A");
  Tensor e = Unary(UnaryRule("exp"), x);
  EXPECT_EQ(e.name(), "compute");
  EXPECT_NE(Print({x, e}).find("compute[v_i0, v_i1] = T.exp(A[v_i0, v_i1])"), std::string::npos);
  EXPECT_NE(Print({x, Unary(UnaryRule("negative"), x)}).find("A[v_i0, v_i1] * T.float32(-1.0)"), std::string::npos);
  EXPECT_EQ(Cast(x, DataType::Int(8)).dtype(), DataType::Int(8));
  EXPECT_EQ(CastCpp(x, DataType::Float(16)).name(), "T_cast");
  std::string clip = Print({x, Clip(x, Int64(0), Int64(6))});
  EXPECT_NE(clip.find("T.max(T.min(A[v_i0, v_i1], T.float32(6.0)), T.float32(0.0))"), std::string::npos) << clip;
  Tensor c = te::placeholder(S({2, 1}), DataType::Bool(), "C");
  Tensor w = Where(c, x, x);
  EXPECT_EQ(ShapeStr(w.shape()), "(2, 2)");
  EXPECT_EQ(w.dtype(), kF32);
}

TEST(Creation, FullAndArange) {
  Tensor f = Full(S({2, 3}), DataType::Int(32), te::Const(kF32, 2.7));
  EXPECT_EQ(f.dtype(), DataType::Int(32));
  EXPECT_NE(Print({f}).find("T_full[v_ax0, v_ax1] = 2\n"), std::string::npos) << Print({f});
  EXPECT_EQ(ShapeStr(Arange(Int64(0), Int64(10), Int64(3), kI64).shape()), "(4)");
  EXPECT_EQ(ShapeStr(Arange(Int64(10), Int64(0), Int64(-3), kI64).shape()), "(4)");
  EXPECT_EQ(ShapeStr(Arange(te::Const(kF32, 0), te::Const(kF32, 1), te::Const(kF32, 0.25), kF32).shape()), "(4)");
  TirVar n = MakeTirVar("n", kI64);
  EXPECT_EQ(ShapeStr(Arange(Int64(0), n, Int64(1), kI64).shape()), "(n)");
}

TEST(Reduction, ShapesAxesAndNames) {
  Tensor x = te::placeholder(S({2, 3, 4}), kF32, "A");
  EXPECT_EQ(ShapeStr(Sum(x, std::vector<int64_t>{1}).shape()), "(2, 4)");
  EXPECT_EQ(ShapeStr(Sum(x, std::vector<int64_t>{-1, 0}, true).shape()), "(1, 3, 1)");
  EXPECT_EQ(ShapeStr(Sum(x, std::nullopt).shape()), "()");
  EXPECT_EQ(ShapeStr(Sum(x, std::nullopt, false, true).shape()), "(1)");
  EXPECT_EQ(Sum(x, std::nullopt).name(), "A_red");
  Tensor am = ArgMax(x, std::vector<int64_t>{1});
  EXPECT_EQ(am.dtype(), kI64);
  EXPECT_EQ(ShapeStr(am.shape()), "(2, 4)");
  EXPECT_THROW(Sum(x, std::vector<int64_t>{3}), DiagnosticError);
  // Keepdims indexes the kept unit dims with the output variables.
  Tensor k = Reduce(x, std::vector<int64_t>{1}, ReduceKind::kMin, true);
  std::string text = Print({x, k});
  EXPECT_NE(text.find("A_red[v_ax0, v_ax1, v_ax2] = T.min(A_red[v_ax0, v_ax1, v_ax2], A[v_ax0, v_k1, v_ax2])"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("A_red[v_ax0, v_ax1, v_ax2] = T.float32(3.4028234663852886e+38)"), std::string::npos) << text;
}

TEST(Reduction, MeanDividesByTheReducedCount) {
  TirVar n = MakeTirVar("n", kI64);
  Tensor x = te::placeholder({n, Int64(4)}, kF32, "A");
  std::string text = Print({x, Mean(x, std::nullopt, false)});
  EXPECT_NE(text.find("T_divide[()] = A_red[()] / T.Cast(\"float32\", n * T.int64(4))"), std::string::npos) << text;
}

TEST(Transform, Shapes) {
  Tensor x = te::placeholder(S({2, 3, 4}), kF32, "A");
  EXPECT_EQ(ShapeStr(Reshape(x, S({6, 4})).shape()), "(6, 4)");
  EXPECT_EQ(ShapeStr(Transpose(x, {}).shape()), "(4, 3, 2)");
  EXPECT_EQ(ShapeStr(Transpose(x, {0, -1, 1}).shape()), "(2, 4, 3)");
  EXPECT_THROW(Transpose(x, {0, 0, 1}), DiagnosticError);
  EXPECT_EQ(ShapeStr(ExpandDims(x, {0, -1}).shape()), "(1, 2, 3, 4, 1)");
  EXPECT_EQ(ShapeStr(Squeeze(ExpandDims(x, {1}), std::nullopt).shape()), "(2, 3, 4)");
  EXPECT_THROW(Squeeze(x, std::vector<int64_t>{0}), DiagnosticError);
  EXPECT_EQ(ShapeStr(Concatenate({x, x}, 1).shape()), "(2, 6, 4)");
  std::vector<Tensor> parts = Split(x, {Int64(1), Int64(3)}, -1);
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(ShapeStr(parts[0].shape()), "(2, 3, 1)");
  EXPECT_EQ(ShapeStr(parts[1].shape()), "(2, 3, 2)");
  EXPECT_EQ(ShapeStr(parts[2].shape()), "(2, 3, 1)");
  EXPECT_EQ(SplitSections(x, 2, 2).size(), 2u);
  EXPECT_EQ(ShapeStr(StridedSlice(x, {1, 2}, {-1, 0}, {0, 4}, {-1, 2}).shape()), "(2, 2, 2)");
  Tensor idx = te::placeholder(S({5}), DataType::Int(32), "I");
  EXPECT_EQ(ShapeStr(Take(x, idx, 1).shape()), "(2, 5, 4)");
  EXPECT_EQ(ShapeStr(Take(x, idx, std::nullopt).shape()), "(5)");
  EXPECT_THROW(Take(x, idx, 0, "nearest"), DiagnosticError);
}

TEST(Transform, ReshapeUnravelsTheFlatIndex) {
  Tensor x = te::placeholder(S({2, 3}), kF32, "A");
  std::string text = Print({x, Reshape(x, S({3, 2}))});
  // The block variables are unbounded when simplified (as in TVM), so the
  // outer `% 2` stays.
  EXPECT_NE(text.find("T_reshape[v_ax0, v_ax1] = A[(v_ax0 * T.int64(2) + v_ax1) // T.int64(3) % T.int64(2), "
                      "(v_ax0 * T.int64(2) + v_ax1) % T.int64(3)]"),
            std::string::npos)
      << text;
}

TEST(Transform, NegativeStridedSliceReadsBackwards) {
  Tensor x = te::placeholder(S({5}), kF32, "A");
  Tensor s = StridedSlice(x, {0}, {-1}, {0}, {-2});
  EXPECT_EQ(ShapeStr(s.shape()), "(2)");
  EXPECT_NE(Print({x, s}).find("A[T.int64(4) - v_ax0 * T.int64(2)]"), std::string::npos) << Print({x, s});
}

TEST(NN, SoftmaxStages) {
  Tensor x = te::placeholder(S({2, 5}), kF32, "A");
  Tensor s = Softmax(x, -1);
  EXPECT_EQ(s.name(), "T_softmax_norm");
  EXPECT_EQ(ShapeStr(s.shape()), "(2, 5)");
  std::vector<std::string> stages;
  for (const Tensor& t : s.op()->InputTensors()) stages.push_back(t.name());
  EXPECT_EQ(stages, (std::vector<std::string>{"T_softmax_exp", "T_softmax_expsum"}));
  EXPECT_EQ(LogSoftmax(x, 1).name(), "compute");
  EXPECT_THROW(Softmax(x, 2), DiagnosticError);
}

TEST(NN, ConvShapesAndLayouts) {
  Tensor nchw = te::placeholder(S({1, 4, 7, 7}), kF32, "A");
  Tensor oihw = te::placeholder(S({8, 2, 3, 3}), kF32, "B");
  Tensor c = Conv(nchw, oihw, {2, 2}, {1, 1, 1, 1}, {1, 1}, 2, "NCHW", "OIHW", DataType());
  EXPECT_EQ(c.name(), "group_conv2d_nchw");
  EXPECT_EQ(ShapeStr(c.shape()), "(1, 8, 4, 4)");
  Tensor nhwc = te::placeholder(S({1, 7, 7, 4}), kF32, "A");
  Tensor hwio = te::placeholder(S({3, 3, 4, 8}), kF32, "B");
  Tensor d = Conv(nhwc, hwio, {1, 1}, {0, 0, 0, 0}, {2, 2}, 1, "NHWC", "HWIO", DataType::Float(64));
  EXPECT_EQ(ShapeStr(d.shape()), "(1, 3, 3, 8)");
  EXPECT_EQ(d.dtype(), DataType::Float(64));
  std::string text = Print({nhwc, hwio, d});
  EXPECT_NE(text.find("T.Cast(\"float64\", pad_temp[v_nn, v_ry * T.int64(2) + v_yy, v_rx * T.int64(2) + v_xx, v_rc]) "
                      "* T.Cast(\"float64\", B[v_ry, v_rx, v_rc, v_ff])"),
            std::string::npos)
      << text;
  EXPECT_THROW(Conv(nchw, oihw, {1}, {0, 0, 0, 0}, {1, 1}, 1, "NCHW", "OIHW", DataType()), DiagnosticError);
}

TEST(NN, PoolingShapes) {
  Tensor x = te::placeholder(S({1, 2, 5, 5}), kF32, "A");
  EXPECT_EQ(ShapeStr(Pool(x, {2, 2}, {2, 2}, {1, 1}, {0, 0, 0, 0}, true, false, false, "NCHW").shape()),
            "(1, 2, 2, 2)");
  EXPECT_EQ(ShapeStr(Pool(x, {2, 2}, {2, 2}, {1, 1}, {0, 0, 0, 0}, true, true, false, "NCHW").shape()), "(1, 2, 3, 3)");
  Tensor nhwc = te::placeholder(S({1, 5, 5, 2}), kF32, "A");
  Tensor avg = Pool(nhwc, {3, 3}, {1, 1}, {1, 1}, {1, 1, 1, 1}, false, false, true, "NHWC");
  EXPECT_EQ(avg.name(), "pool_avg");
  EXPECT_EQ(ShapeStr(avg.shape()), "(1, 5, 5, 2)");
  // 5 -> 2 windows have sizes 3 and 3 ([0, 3) and [2, 5)); 5 -> 3 varies.
  Tensor a2 = AdaptiveAvgPool(x, S({2, 3}), "NCHW");
  EXPECT_EQ(ShapeStr(a2.shape()), "(1, 2, 2, 3)");
  std::string text = Print({x, a2});
  EXPECT_NE(text.find("T.if_then_else("), std::string::npos) << text;
}

TEST(NN, NormsAndMatmul) {
  Tensor x = te::placeholder(S({2, 3}), DataType::Float(16), "A");
  Tensor g = te::placeholder(S({3}), DataType::Float(16), "B");
  Tensor ln = LayerNorm(x, g, g, {-1}, 1e-5);
  EXPECT_EQ(ln.dtype(), DataType::Float(16));
  // float16 statistics accumulate in float32.
  bool found = false;
  for (const Tensor& t : ln.op()->InputTensors()) {
    if (t.name() != "A_red_temp_v0") continue;
    found = true;
    EXPECT_EQ(t.dtype(), kF32);
  }
  EXPECT_TRUE(found);
  EXPECT_THROW(LayerNorm(te::placeholder(S({2}), DataType::Int(32), "I"), g, g, {0}, 1e-5), DiagnosticError);
  EXPECT_EQ(RmsNorm(x, g, {-1}, 1e-5).dtype(), DataType::Float(16));
  Tensor a = te::placeholder(S({4, 1, 2, 3}), kF32, "A");
  Tensor b = te::placeholder(S({5, 3, 6}), kF32, "B");
  EXPECT_EQ(ShapeStr(Matmul(a, b, DataType()).shape()), "(4, 5, 2, 6)");
  Tensor v = te::placeholder(S({3}), kF32, "V");
  EXPECT_EQ(ShapeStr(Matmul(v, b, DataType()).shape()), "(5, 6)");
  EXPECT_EQ(ShapeStr(Matmul(v, v, DataType()).shape()), "()");
  std::vector<Tensor> bn = BatchNorm(te::placeholder(S({2, 3, 4}), kF32, "X"), te::placeholder(S({3}), kF32, "G"),
                                     te::placeholder(S({3}), kF32, "Be"), te::placeholder(S({3}), kF32, "M"),
                                     te::placeholder(S({3}), kF32, "V"), 1, 1e-5, true, true, true, 0.1);
  ASSERT_EQ(bn.size(), 3u);
  EXPECT_EQ(ShapeStr(bn[0].shape()), "(2, 3, 4)");
  EXPECT_EQ(ShapeStr(bn[1].shape()), "(3)");
}

}  // namespace
}  // namespace topi
}  // namespace rlx
