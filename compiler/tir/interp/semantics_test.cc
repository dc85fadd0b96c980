// Expression and statement semantics of the TIR interpreter on small
// hand-written kernels, against hand-computed values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace tir {
namespace {

PrimFunc Parse(const std::string& text) {
  py::Module m = py::ParsePython(std::make_shared<SourceFile>("kernel.py", text));
  return script::ParsePrimFunc(*m.body.at(0)).second;
}

template <typename Fn>
std::string ErrorOf(Fn&& fn) {
  try {
    fn();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no DiagnosticError";
  return "";
}

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "in: " << (haystack)

NDArray Ints(std::vector<int64_t> v, DataType t = DataType::Int(32)) {
  int64_t n = static_cast<int64_t>(v.size());
  return NDArray::FromVector<int64_t>({n}, v, t);
}
NDArray Floats(std::vector<double> v, DataType t = DataType::Float(32)) {
  int64_t n = static_cast<int64_t>(v.size());
  return NDArray::FromVector<double>({n}, v, t);
}

TEST(SemanticsTest, IntegersWrapToTheirWidth) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((4,), "int8"), B: T.Buffer((2,), "uint8"), C: T.Buffer((2,), "int32")):
    A[0] = A[0] + T.int8(1)
    A[1] = A[1] * T.int8(2)
    A[2] = T.Cast("int8", T.int32(300))
    A[3] = -A[3]
    B[0] = B[0] - T.uint8(1)
    B[1] = B[1] + T.uint8(200)
    C[0] = C[0] * 65536
    C[1] = C[1] + 1
)");
  NDArray a = Ints({127, 100, 0, -128}, DataType::Int(8));
  NDArray b = Ints({0, 100}, DataType::UInt(8));
  NDArray c = Ints({65536, 2147483647});
  InterpretPrimFunc(f, {a, b, c});
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{-128, -56, 44, -128}));
  EXPECT_EQ(b.ToIntVector(), (std::vector<int64_t>{255, 44}));
  EXPECT_EQ(c.ToIntVector(), (std::vector<int64_t>{0, -2147483648LL}));
}

TEST(SemanticsTest, FloorAndTruncDivisionOfNegatives) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), Q: T.Buffer((4,), "int32"), R: T.Buffer((4,), "int32"), TQ: T.Buffer((4,), "int32"), TR: T.Buffer((4,), "int32")):
    for i in range(4):
        Q[i] = A[i] // B[i]
        R[i] = A[i] % B[i]
        TQ[i] = T.truncdiv(A[i], B[i])
        TR[i] = T.truncmod(A[i], B[i])
)");
  NDArray a = Ints({-7, 7, -7, 7}), b = Ints({2, -2, -2, 2});
  NDArray q = Ints({0, 0, 0, 0}), r = q.Clone(), tq = q.Clone(), tr = q.Clone();
  InterpretPrimFunc(f, {a, b, q, r, tq, tr});
  EXPECT_EQ(q.ToIntVector(), (std::vector<int64_t>{-4, -4, 3, 3}));
  EXPECT_EQ(r.ToIntVector(), (std::vector<int64_t>{1, -1, -1, 1}));
  EXPECT_EQ(tq.ToIntVector(), (std::vector<int64_t>{-3, -3, 3, 3}));
  EXPECT_EQ(tr.ToIntVector(), (std::vector<int64_t>{-1, 1, -1, 1}));
  b = Ints({2, 0, 1, 1});
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a, b, q, r, tq, tr}); });
  EXPECT_HAS(msg, "integer floordiv by zero (int32)");
  EXPECT_HAS(msg, "kernel.py:4:");
}

TEST(SemanticsTest, FloatOpsRoundToTheirDtypeEveryStep) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((3,), "float32"), H: T.Buffer((4,), "float16"), D: T.Buffer((1,), "float64")):
    A[0] = A[1] + A[2] - A[1]
    H[0] = T.Cast("float16", T.float32(2049.0))
    H[1] = T.Cast("float16", T.float32(2051.0))
    H[2] = H[2] + H[3]
    H[3] = T.Cast("float16", T.float32(70000.0))
    D[0] = T.Cast("float64", A[1]) + T.Cast("float64", A[2]) - T.Cast("float64", A[1])
)");
  NDArray a = Floats({0, 1e8, 1});
  NDArray h = Floats({0, 0, 1, 0.0004}, DataType::Float(16));
  NDArray d = Floats({0}, DataType::Float(64));
  InterpretPrimFunc(f, {a, h, d});
  EXPECT_EQ(a.GetDouble(0), 0.0);     // 1e8 + 1 rounds to 1e8 in float32
  EXPECT_EQ(d.GetDouble(0), 1.0);     // exact in float64
  EXPECT_EQ(h.GetDouble(0), 2048.0);  // tie to even
  EXPECT_EQ(h.GetDouble(1), 2052.0);  // tie to even
  EXPECT_EQ(h.GetDouble(2), 1.0);     // 1 + 0.0004 is below half an ulp of 1 in float16
  EXPECT_EQ(h.GetDouble(3), std::numeric_limits<double>::infinity());
}

TEST(SemanticsTest, CastsBetweenFloatsAndIntegers) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((4,), "float32"), I: T.Buffer((4,), "int32"), U: T.Buffer((1,), "uint8"), B: T.Buffer((2,), "bool"), F: T.Buffer((1,), "float32")):
    for i in range(4):
        I[i] = T.Cast("int32", A[i])
    U[0] = T.Cast("uint8", T.int32(-1))
    B[0] = T.Cast("bool", A[3])
    B[1] = T.Cast("bool", T.int32(0))
    F[0] = T.Cast("float32", T.int64(16777217))
)");
  NDArray a = Floats({-2.7, 2.7, 1e10, std::nan("")});
  NDArray i = Ints({0, 0, 0, 0}), u = Ints({0}, DataType::UInt(8)), b = Ints({0, 1}, DataType::Bool());
  NDArray fl = Floats({0});
  InterpretPrimFunc(f, {a, i, u, b, fl});
  // Toward zero; out of range saturates at int64 and wraps; NaN gives 0.
  EXPECT_EQ(i.ToIntVector(), (std::vector<int64_t>{-2, 2, 1410065408, 0}));
  EXPECT_EQ(u.GetInt(0), 255);
  EXPECT_EQ(b.ToIntVector(), (std::vector<int64_t>{1, 0}));  // NaN is true
  EXPECT_EQ(fl.GetDouble(0), 16777216.0);
}

TEST(SemanticsTest, RoundIsHalfToEven) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((6,), "float32"), B: T.Buffer((6,), "float32"), C: T.Buffer((6,), "float32")):
    for i in range(6):
        B[i] = T.round(A[i])
        C[i] = T.call_pure_extern("float32", "roundf", A[i])
)");
  NDArray a = Floats({0.5, 1.5, 2.5, -0.5, -2.5, 2.6});
  NDArray b = Floats({0, 0, 0, 0, 0, 0}), c = b.Clone();
  InterpretPrimFunc(f, {a, b, c});
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{0, 2, 2, -0.0, -2, 3}));
  EXPECT_TRUE(std::signbit(b.GetDouble(3)));
  // libm's roundf rounds half away from zero.
  EXPECT_EQ(c.ToDoubleVector(), (std::vector<double>{1, 2, 3, -1, -3, 3}));
}

TEST(SemanticsTest, MathIntrinsics) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(X: T.Buffer((1,), "float32"), Y: T.Buffer((14,), "float32")):
    x: T.float32 = X[0]
    Y[0] = T.exp(x)
    Y[1] = T.log(x)
    Y[2] = T.sqrt(x)
    Y[3] = T.rsqrt(x)
    Y[4] = T.tanh(x)
    Y[5] = T.sigmoid(x)
    Y[6] = T.erf(x)
    Y[7] = T.fabs(T.float32(0.0) - x)
    Y[8] = T.floor(x)
    Y[9] = T.ceil(x)
    Y[10] = T.pow(x, T.float32(3.0))
    Y[11] = T.call_llvm_pure_intrin("float32", "llvm.exp", T.uint32(1), x)
    Y[12] = T.call_pure_extern("float32", "tanhf", x)
    Y[13] = T.trunc(T.float32(0.0) - x)
)");
  NDArray x = Floats({1.7});
  NDArray y = Floats(std::vector<double>(14, 0.0));
  InterpretPrimFunc(f, {x, y});
  double v = static_cast<float>(1.7);
  auto f32 = [](double d) { return static_cast<double>(static_cast<float>(d)); };
  std::vector<double> expected = {f32(std::exp(v)),
                                  f32(std::log(v)),
                                  f32(std::sqrt(v)),
                                  f32(1 / std::sqrt(v)),
                                  f32(std::tanh(v)),
                                  f32(1 / (1 + std::exp(-v))),
                                  f32(std::erf(v)),
                                  v,
                                  1.0,
                                  2.0,
                                  f32(v * v * v),
                                  f32(std::exp(v)),
                                  f32(std::tanh(v)),
                                  -1.0};
  EXPECT_EQ(y.ToDoubleVector(), expected);
}

TEST(SemanticsTest, MinMaxFollowTheLLVMSelects) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((2,), "float32"), B: T.Buffer((4,), "float32"), C: T.Buffer((2,), "bool")):
    B[0] = T.min(A[0], A[1])
    B[1] = T.min(A[1], A[0])
    B[2] = T.max(A[0], A[1])
    B[3] = T.max(A[1], A[0])
    C[0] = T.isnan(A[0])
    C[1] = T.isinf(A[1])
)");
  NDArray a = Floats({std::nan(""), 1.0});
  NDArray b = Floats({0, 0, 0, 0});
  NDArray c = Ints({0, 1}, DataType::Bool());
  InterpretPrimFunc(f, {a, b, c});
  // select(a < b, a, b): a NaN first operand loses, a NaN second one wins.
  EXPECT_EQ(b.GetDouble(0), 1.0);
  EXPECT_TRUE(std::isnan(b.GetDouble(1)));
  EXPECT_EQ(b.GetDouble(2), 1.0);
  EXPECT_TRUE(std::isnan(b.GetDouble(3)));
  EXPECT_EQ(c.ToIntVector(), (std::vector<int64_t>{1, 0}));
}

TEST(SemanticsTest, IfThenElseIsLazyButSelectIsNot) {
  PrimFunc lazy = Parse(R"(@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.if_then_else(i < 4, A[i], T.float32(-1.0))
)");
  NDArray a = Floats({1, 2, 3, 4});
  NDArray b = Floats(std::vector<double>(8, 0.0));
  InterpretPrimFunc(lazy, {a, b});
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{1, 2, 3, 4, -1, -1, -1, -1}));
  PrimFunc strict = Parse(R"(@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.Select(i < 4, A[i], T.float32(-1.0))
)");
  std::string msg = ErrorOf([&] { InterpretPrimFunc(strict, {a, b}); });
  EXPECT_HAS(msg, "out-of-bounds load from buffer 'A': index [4] is outside its shape (4,)");
  EXPECT_HAS(msg, "kernel.py:4:");
}

TEST(SemanticsTest, OutOfBoundsStoreNamesBufferIndexAndShape) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((3, 4), "float32")):
    for i, j in T.grid(4, 4):
        A[i, j] = T.float32(1.0)
)");
  NDArray a = NDArray::Zeros({3, 4}, DataType::Float(32));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a}); });
  EXPECT_HAS(msg, "out-of-bounds store to buffer 'A': index [3, 0] is outside its shape (3, 4)");
  // Everything before the faulting store happened.
  EXPECT_EQ(a.ToDoubleVector(), std::vector<double>(12, 1.0));
}

TEST(SemanticsTest, ReductionBlockWithInitAndWhere) {
  // Sums the first n elements of each row (T.where masks the rest); rows
  // without elements keep the init value.
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((3, 8), "float32"), B: T.Buffer((3,), "float32"), n: T.int32):
    for i, k0, k1 in T.grid(3, 2, 4):
        with T.block("sum"):
            vi = T.axis.spatial(3, i)
            vk = T.axis.reduce(8, k0 * 4 + k1)
            T.where(k0 * 4 + k1 < n)
            with T.init():
                B[vi] = T.float32(100.0)
            B[vi] = B[vi] + A[vi, vk]
)");
  std::vector<double> values(24);
  for (int i = 0; i < 24; ++i) values[i] = i;
  NDArray a = NDArray::FromVector<double>({3, 8}, values, DataType::Float(32));
  NDArray b = Floats({-1, -1, -1});
  InterpretPrimFunc(f, {a, b}, {5});
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{110, 150, 190}));
  b = Floats({-1, -1, -1});
  InterpretPrimFunc(f, {a, b}, {0});  // init needs vk == 0, which T.where excludes
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{-1, -1, -1}));
}

TEST(SemanticsTest, BlockScratchIsZeroedPerInstance) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(B: T.Buffer((4,), "float32")):
    for i in range(4):
        with T.block("b"):
            vi = T.axis.spatial(4, i)
            acc = T.alloc_buffer((1,), scope="local")
            acc[0] = acc[0] + T.Cast("float32", vi)
            B[vi] = acc[0]
)");
  NDArray b = Floats({-1, -1, -1, -1});
  InterpretPrimFunc(f, {b});
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{0, 1, 2, 3}));
}

TEST(SemanticsTest, AllocateAndDeclBufferAlias) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(B: T.Buffer((6,), "float32")):
    buf = T.allocate([6], "float32", "global")
    flat = T.decl_buffer((6,), data=buf)
    grid = T.decl_buffer((2, 3), data=buf)
    for i, j in T.grid(2, 3):
        grid[i, j] = T.Cast("float32", i * 10 + j)
    for k in range(6):
        B[k] = flat[k]
)");
  NDArray b = Floats(std::vector<double>(6, 0.0));
  InterpretPrimFunc(f, {b});
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{0, 1, 2, 10, 11, 12}));
}

TEST(SemanticsTest, ReturnValue) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((2,), "int64"), n: T.int64) -> T.int64:
    A[0] = n
    if n > T.int64(3):
        return n * T.int64(2)
    A[1] = n
    return n + T.int64(1)
)");
  NDArray a = Ints({0, 0}, DataType::Int(64));
  auto r = RunPrimFunc(f, {a}, {5}, InterpretOptions());
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->int_value, 10);
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{5, 0}));
  r = RunPrimFunc(f, {a}, {2}, InterpretOptions());
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->int_value, 3);
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{2, 2}));
}

TEST(SemanticsTest, UnknownCallsAreErrors) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((1,), "float32")):
    A[0] = T.call_pure_extern("float32", "my_special_fn", A[0])
)");
  NDArray a = Floats({1});
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(f, {a}); }),
             "T.call_pure_extern(\"my_special_fn\") calls an external function that the TIR interpreter does not know");
  PrimFunc g = Parse(R"(@T.prim_func
def f(A: T.Buffer((1,), "int32")):
    A[0] = T.exp(A[0])
)");
  NDArray i = Ints({1});
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(g, {i}); }), "T.exp expects floating-point arguments, got int32");
}

TEST(SemanticsTest, BitOperations) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((6,), "int32"), U: T.Buffer((2,), "uint8")):
    A[0] = T.shift_left(A[0], 4)
    A[1] = T.shift_right(A[1], 1)
    A[2] = T.bitwise_and(A[2], 12)
    A[3] = T.bitwise_xor(A[3], -1)
    A[4] = T.popcount(A[4])
    A[5] = T.shift_right(A[5], 40)
    U[0] = T.shift_right(U[0], T.uint8(1))
    U[1] = T.bitwise_not(U[1])
)");
  NDArray a = Ints({0x10000001, -7, 10, 5, -1, -5});
  NDArray u = Ints({0xff, 0x0f}, DataType::UInt(8));
  InterpretPrimFunc(f, {a, u});
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{16, -4, 8, -6, 32, -1}));
  EXPECT_EQ(u.ToIntVector(), (std::vector<int64_t>{0x7f, 0xf0}));
}

TEST(SemanticsTest, AssumeIsChecked) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((2,), "int32")):
    for i in range(2):
        T.evaluate(T.assume(A[i] == 0))
)");
  NDArray ok = Ints({0, 0}), bad = Ints({0, 3});
  InterpretPrimFunc(f, {ok});
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(f, {bad}); }), "T.assume: the assumed condition does not hold");
}

TEST(SemanticsTest, EvaluateIntExprWithLookup) {
  TirVar n = MakeTirVar("n", DataType::Int(64));
  TirVar m = MakeTirVar("m", DataType::Int(64));
  PrimExpr e = MakeBinary(NodeKind::kFloorDiv, MakeBinary(NodeKind::kMul, n, Int64(3)), m);
  VarLookup lookup = [&](const TirVarNode* v) -> std::optional<int64_t> {
    if (v == n.get()) return -7;
    if (v == m.get()) return 2;
    return std::nullopt;
  };
  EXPECT_EQ(EvaluateIntExpr(e, lookup), -11);  // floor(-21 / 2)
  VarLookup only_n = [&](const TirVarNode* v) -> std::optional<int64_t> {
    return v == n.get() ? std::optional<int64_t>(1) : std::nullopt;
  };
  EXPECT_HAS(ErrorOf([&] { EvaluateIntExpr(e, only_n); }), "symbolic variable 'm' has no value here");
}

}  // namespace
}  // namespace tir
}  // namespace rlx
