// Runs real kernels through BuildLLVM + the JIT and compares them with
// independent results: the reference kernels (compiler/runtime/ref) or
// values worked out by hand. Never with the same code path.
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"
#include "compiler/script/relax_parser.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "compiler/tir/transform/split_long_scans.h"
#include "gtest/gtest.h"

namespace rlx {
namespace codegen {
namespace {

using ref::testing::Close;
using tir::transform::ParseFixture;
using tir::transform::ParseTir;

const DataType kF16 = DataType::Float(16);
const DataType kF32 = DataType::Float(32);
const DataType kI32 = DataType::Int(32);

NDArray Random(std::vector<int64_t> shape, DataType t, double lo, double hi, uint32_t seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  NDArray a = NDArray::Empty(std::move(shape), t);
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, dist(gen));
  return a;
}

NDArray Filled(std::vector<int64_t> shape, DataType t, double v) { return ref::Full(shape, v, t); }

LLVMModule Build(const std::string& name, const tir::PrimFunc& f, const std::string& target = "llvm") {
  return BuildLLVM({{name, f}}, Target::Parse(target));
}

TEST(LLVMCodegen, ElementwiseAddFromModelCorpus) {
  std::ifstream in("testdata/models/tir_kernels.py");
  std::stringstream ss;
  ss << in.rdbuf();
  IRModule mod = script::ParseModuleText(ss.str(), "tir_kernels.py");
  auto add = mod->functions.at("add").second.as<tir::PrimFuncNode>();
  ASSERT_TRUE(add.defined());
  LLVMModule m = Build("add", add);
  NDArray a = Random({4, 4}, kF32, -10, 10, 1), b = Random({4, 4}, kF32, -10, 10, 2);
  NDArray c = Filled({4, 4}, kF32, 123);
  std::vector<NDArray> bufs{a, b, c};
  RunPrimFunc(m, "add", bufs);
  EXPECT_TRUE(Close(c, ref::Add(a, b), 0, 0));
}

TEST(LLVMCodegen, MatmulWithInitReductionAndFloat16Inputs) {
  LLVMModule m = Build("matmul", ParseFixture("matmul.py"));
  NDArray a = Random({128, 64}, kF16, -1, 1, 3), b = Random({64, 128}, kF16, -1, 1, 4);
  NDArray c = Filled({128, 128}, kF32, 1000);  // T.init must overwrite this
  std::vector<NDArray> bufs{a, b, c};
  RunPrimFunc(m, "matmul", bufs);
  EXPECT_TRUE(Close(c, ref::Matmul(a, b, kF32), 1e-4, 1e-4));
}

TEST(LLVMCodegen, SymbolicShapesFromMatchBuffer) {
  LLVMModule m = Build("scale", ParseFixture("symbolic.py"));
  const KernelSignature& sig = m.GetSignature("scale");
  ASSERT_EQ(sig.shape_vars.size(), 3u);
  EXPECT_EQ(sig.shape_vars[0]->name, "n");
  EXPECT_EQ(sig.shape_vars[1]->name, "m");
  EXPECT_EQ(sig.shape_vars[2]->name, "k");
  for (int64_t n : {1, 5}) {
    NDArray a = Random({n, 16}, kF32, -4, 4, 5);
    NDArray b = NDArray::Zeros({n, 16}, kF16);
    NDArray c = NDArray::Zeros({3, 4}, kI32);
    std::vector<NDArray> bufs{a, b, c};
    RunPrimFunc(m, "scale", bufs);
    EXPECT_TRUE(Close(b, ref::AsType(ref::Multiply(a, Filled({1}, kF32, 0.5)), kF16), 0, 0));
    std::vector<int64_t> expected;
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 4; ++j) expected.push_back(i + j);
    }
    EXPECT_EQ(c.ToIntVector(), expected);
  }
}

TEST(LLVMCodegen, LegalizedMaxReductionWithPaddingAndSymbolicWorkspace) {
  // pad (n, 6) has a symbolic size: it lives in a runtime workspace.
  LLVMModule m = Build("max_reduce", ParseFixture("legalized_dynamic.py"));
  for (int64_t n : {7, 2}) {
    NDArray a = Random({n, 4}, kF32, -5, 5, 6 + n);
    NDArray out = Filled({n}, kF32, 99);
    std::vector<NDArray> bufs{a, out};
    RunPrimFunc(m, "max_reduce", bufs);
    // The padded row is [0, a0, a1, a2, a3, 0].
    NDArray expected = ref::Maximum(ref::Max(a, std::vector<int64_t>{1}), NDArray::Zeros({n}, kF32));
    EXPECT_TRUE(Close(out, expected, 0, 0)) << "n = " << n;
  }
}

TEST(LLVMCodegen, CompoundSymbolicShapeInt8IfThenElse) {
  LLVMModule m = Build("pad", ParseFixture("symbolic_compound.py"));
  NDArray a = NDArray::FromVector<int64_t>({5}, {-3, 7, 100, -128, 5}, DataType::Int(8));
  NDArray b = NDArray::FromVector<int64_t>({7}, {9, 9, 9, 9, 9, 9, 9}, DataType::Int(8));
  std::vector<NDArray> bufs{a, b};
  RunPrimFunc(m, "pad", bufs);
  EXPECT_EQ(b.ToIntVector(), (std::vector<int64_t>{0, -3, 7, 100, -128, 5, 0}));
}

TEST(LLVMCodegen, NestedBlocksWithMatchBufferAndLocalAccumulator) {
  LLVMModule m = Build("nested", ParseFixture("nested_blocks.py"));
  NDArray a = Random({16, 16}, kF32, -1, 1, 8);
  NDArray b = NDArray::Zeros({16}, kF32);
  std::vector<NDArray> bufs{a, b};
  RunPrimFunc(m, "nested", bufs);
  EXPECT_TRUE(Close(b, ref::Sum(a, std::vector<int64_t>{1}), 1e-5, 1e-5));
}

TEST(LLVMCodegen, LegalizedSoftmaxMaxExpSumReductions) {
  LLVMModule m = Build("softmax", ParseFixture("softmax_legalized.py"));
  NDArray a = Random({6, 16}, kF32, -8, 8, 9);
  NDArray out = NDArray::Zeros({6, 16}, kF32);
  std::vector<NDArray> bufs{a, out};
  RunPrimFunc(m, "softmax", bufs);
  EXPECT_TRUE(Close(out, ref::Softmax(a, -1), 1e-5, 1e-7));
}

TEST(LLVMCodegen, MathIntrinsicsExpErfTanhSigmoidSqrt) {
  LLVMModule m = Build("unary_math", ParseFixture("unary_math.py"));
  NDArray a = Random({64}, kF32, -3, 3, 10);
  NDArray b = NDArray::Zeros({5, 64}, kF32);
  NDArray c = NDArray::Zeros({64}, kF16);
  std::vector<NDArray> bufs{a, b, c};
  RunPrimFunc(m, "unary_math", bufs);
  std::vector<NDArray> rows = ref::SplitSections(b, 5, 0);
  EXPECT_TRUE(Close(ref::Reshape(rows[0], {64}), ref::Exp(a), 1e-6, 1e-6)) << "exp";
  EXPECT_TRUE(Close(ref::Reshape(rows[1], {64}), ref::Erf(a), 1e-6, 1e-6)) << "erf";
  EXPECT_TRUE(Close(ref::Reshape(rows[2], {64}), ref::Tanh(a), 1e-6, 1e-6)) << "tanh";
  EXPECT_TRUE(Close(ref::Reshape(rows[3], {64}), ref::Sigmoid(a), 1e-6, 1e-6)) << "sigmoid";
  EXPECT_TRUE(Close(ref::Reshape(rows[4], {64}), ref::Sqrt(ref::Abs(a)), 1e-6, 1e-6)) << "sqrt";
  // Cast to float16 first, then an exact doubling in float16.
  NDArray half_tanh = ref::AsType(ref::Tanh(a), kF16);
  EXPECT_TRUE(Close(c, ref::Multiply(half_tanh, Filled({1}, kF16, 2.0)), 0, 0));
}

TEST(LLVMCodegen, Float16GeluComputedInHalfPrecision) {
  LLVMModule m = Build("gelu", ParseFixture("gelu_fp16.py"));
  NDArray a = Random({4, 8}, kF16, -3, 3, 11);
  NDArray out = NDArray::Zeros({4, 8}, kF16);
  std::vector<NDArray> bufs{a, out};
  RunPrimFunc(m, "gelu", bufs);
  // Each float16 operation rounds: allow a few half-precision ulps.
  EXPECT_TRUE(Close(out, ref::Gelu(a), 1e-2, 2e-3));
}

TEST(LLVMCodegen, Float16WithoutHardwareConversions) {
  // A baseline x86-64 CPU has no F16C: half conversions become libcalls
  // (__extendhfsf2, __truncsfhf2) that the JIT finds in this process.
  LLVMModule probe = Build("gelu", ParseFixture("gelu_fp16.py"));
  if (probe.triple().rfind("x86_64", 0) != 0) GTEST_SKIP() << "not an x86-64 host";
  LLVMModule m = Build("gelu", ParseFixture("gelu_fp16.py"), "llvm -mcpu=x86-64");
  EXPECT_NE(m.EmitAssembly().find("__truncsfhf2"), std::string::npos);
  NDArray a = Random({4, 8}, kF16, -3, 3, 15);
  NDArray out = NDArray::Zeros({4, 8}, kF16), out_native = NDArray::Zeros({4, 8}, kF16);
  std::vector<NDArray> bufs{a, out}, native{a, out_native};
  RunPrimFunc(m, "gelu", bufs);
  RunPrimFunc(probe, "gelu", native);
  EXPECT_TRUE(Close(out, ref::Gelu(a), 1e-2, 2e-3));
  EXPECT_TRUE(Close(out, out_native, 0, 0));  // same roundings either way
}

// TVM's CPU cumsum (rows fused into one parallel loop, the row index a
// floormod of it). InterleaveParallelScans jams 8 rows per serial loop; the
// result must equal a row-by-row float sum bit for bit, and on an AVX-512
// CPU LLVM must not compute the 8 rows' addresses as vectors (it did, with
// gathers and scatters for TVM's cumsum, while the jammed indices kept
// their floormod: 1.35x slower than not jamming).
TEST(LLVMCodegen, InterleavedScanRowsKeepTheirSumsAndPlainAccesses) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def cumsum(A: T.Buffer((T.int64(32), T.int64(100)), "float32"), B: T.Buffer((T.int64(32), T.int64(100)), "float32")):
    for fused in T.parallel(T.int64(32)):
        B[fused % T.int64(32), T.int64(0)] = A[fused % T.int64(32), T.int64(0)]
        for k in range(T.int64(99)):
            B[fused % T.int64(32), k + T.int64(1)] = B[fused % T.int64(32), k] + A[fused % T.int64(32), k + T.int64(1)]
)");
  LLVMModule m = Build("cumsum", f);
  if (m.triple().rfind("x86_64", 0) == 0) {
    LLVMModule avx512 = Build("cumsum", f, "llvm -mcpu=znver4");
    // Without the simplified indices, the 8 row addresses were computed in a
    // vector register and moved out one by one (vpextrq), or gathered.
    std::string asm_text = avx512.EmitAssembly();
    EXPECT_EQ(asm_text.find("vpextrq"), std::string::npos) << asm_text;
    EXPECT_EQ(asm_text.find("gather"), std::string::npos) << asm_text;
  }
  NDArray a = Random({32, 100}, kF32, -1000, 1000, 21);
  for (int64_t i = 0; i < 3200; i += 7) a.data_as<float>()[i] *= 1e-4f;  // mixed magnitudes
  NDArray b = NDArray::Zeros({32, 100}, kF32);
  std::vector<NDArray> bufs{a, b};
  RunPrimFunc(m, "cumsum", bufs);
  for (int64_t r = 0; r < 32; ++r) {
    float sum = 0;
    for (int64_t c = 0; c < 100; ++c) {
      sum = c == 0 ? a.data_as<float>()[r * 100] : sum + a.data_as<float>()[r * 100 + c];
      ASSERT_EQ(std::memcmp(&sum, &b.data_as<float>()[r * 100 + c], 4), 0) << "row " << r << " column " << c;
    }
  }
}

// One long row: under -fast-math-reassoc SplitLongScans spreads a float
// scan over the thread pool in chunks (the chunk totals live in a stack
// buffer the parallel tasks share), matching a float64 sum to rounding.
// The step scales its input, so that VectorizeScans (which takes plain
// loads only, vector_scan_test) leaves it to the split. Without the flag it
// stays the serial chain, bit for bit; an int32 scan is not split (it takes
// the vector scan) and stays exact.
TEST(LLVMCodegen, LongSingleRowScansSplitOverThreadsUnderFastMath) {
  auto scan = [](const std::string& dtype, const std::string& scale) {
    return ParseTir(R"(@T.prim_func
def cumsum(a: T.handle, b: T.handle):
    T.func_attr({"tir.noalias": True})
    n = T.int64()
    A = T.match_buffer(a, (T.int64(1), n), ")" +
                    dtype + R"(")
    B = T.match_buffer(b, (T.int64(1), n), ")" +
                    dtype + R"(")
    for fused in T.parallel(T.int64(1)):
        if n > T.int64(0):
            B[fused, T.int64(0)] = A[fused, T.int64(0)])" +
                    scale + R"(
        for k in range(n - T.int64(1)):
            B[fused, k + T.int64(1)] = B[fused, k] + A[fused, k + T.int64(1)])" +
                    scale + R"(
)");
  };
  const std::string half = " * T.float32(0.5)";
  int old_threads = GetParallelThreads();
  SetParallelThreads(4);
  const int64_t n = 3 * tir::transform::kScanChunks * tir::transform::kScanChunkLength + 12345;
  NDArray x = Random({1, n}, kF32, 0, 1, 31);
  NDArray fast = NDArray::Zeros({1, n}, kF32);
  std::vector<NDArray> fast_bufs{x, fast};
  LLVMModule split = Build("cumsum", scan("float32", half), "llvm -fast-math-reassoc");
  int64_t launches = ParallelLaunchesUsingPool();
  RunPrimFunc(split, "cumsum", fast_bufs);
  EXPECT_EQ(ParallelLaunchesUsingPool(), launches + 6);  // two per whole block
  NDArray exact = NDArray::Zeros({1, n}, kF32);
  std::vector<NDArray> exact_bufs{x, exact};
  launches = ParallelLaunchesUsingPool();
  RunPrimFunc(Build("cumsum", scan("float32", half)), "cumsum", exact_bufs);
  EXPECT_LE(ParallelLaunchesUsingPool(), launches + 1);  // at most the row loop
  NDArray a = NDArray::Empty({1, n}, kI32);
  for (int64_t k = 0; k < n; ++k) a.data_as<int32_t>()[k] = static_cast<int32_t>((k * 2654435761u) ^ 0x5bd1e995u);
  NDArray b = NDArray::Zeros({1, n}, kI32);
  std::vector<NDArray> int_bufs{a, b};
  launches = ParallelLaunchesUsingPool();
  RunPrimFunc(Build("cumsum", scan("int32", ""), "llvm -fast-math-reassoc"), "cumsum", int_bufs);
  EXPECT_LE(ParallelLaunchesUsingPool(), launches + 1);
  SetParallelThreads(old_threads);
  double dsum = 0;
  float fsum = 0;
  uint32_t isum = 0;
  for (int64_t k = 0; k < n; ++k) {
    float v = x.data_as<float>()[k] * 0.5f;
    dsum += v;
    fsum = k == 0 ? v : fsum + v;
    ASSERT_NEAR(fast.data_as<float>()[k], dsum, 1e-5 * dsum) << k;
    ASSERT_EQ(std::memcmp(&fsum, &exact.data_as<float>()[k], 4), 0) << k;
    isum += static_cast<uint32_t>(a.data_as<int32_t>()[k]);
    ASSERT_EQ(b.data_as<int32_t>()[k], static_cast<int32_t>(isum)) << k;
  }
}

TEST(LLVMCodegen, ParallelOuterLoopWithVectorizedInnerLoop) {
  LLVMModule m = Build("scale_shift", ParseFixture("parallel_vectorized.py"));
  EXPECT_NE(m.EmitLLVMIR().find(kParallelLaunchSymbol), std::string::npos);
  EXPECT_NE(m.EmitLLVMIR().find(" x float>"), std::string::npos) << "the vectorized loop was not vectorized";
  int old_threads = GetParallelThreads();
  SetParallelThreads(4);
  int64_t launches = ParallelLaunchesUsingPool();
  const int64_t n = 37;
  NDArray a = Random({n, 16}, kF32, -2, 2, 12), b = Random({16}, kF32, -2, 2, 13);
  NDArray c = NDArray::Zeros({n, 16}, kF32);
  std::vector<NDArray> bufs{a, b, c};
  RunPrimFunc(m, "scale_shift", bufs);
  EXPECT_EQ(ParallelLaunchesUsingPool(), launches + 1);
  SetParallelThreads(old_threads);
  EXPECT_TRUE(Close(c, ref::Add(ref::Multiply(a, b), Filled({1}, kF32, 1.0)), 1e-6, 1e-6));
}

TEST(LLVMCodegen, WhileLoopInUnrolledLoopOverLocalBuffer) {
  LLVMModule m = Build("collatz", ParseFixture("while_loop.py"));
  NDArray a = NDArray::FromVector<int64_t>({8}, {1, 2, 3, 6, 7, 9, 27, 97}, kI32);
  NDArray b = NDArray::Zeros({8}, kI32);
  std::vector<NDArray> bufs{a, b};
  RunPrimFunc(m, "collatz", bufs);
  // Collatz stopping times (OEIS A006577).
  EXPECT_EQ(b.ToIntVector(), (std::vector<int64_t>{0, 1, 7, 8, 16, 19, 111, 118}));
}

TEST(LLVMCodegen, VectorRampBroadcastLetSelectAndBitOps) {
  LLVMModule m = Build("vector_ops", ParseFixture("vector_ops.py"));
  std::vector<double> av;
  for (int i = 0; i < 64; ++i) av.push_back(1.0 + 0.5 * i);
  NDArray a = NDArray::FromVector<double>({64}, av, kF32);
  NDArray b = NDArray::Zeros({64}, kF32);
  NDArray c = NDArray::Zeros({8}, DataType::Bool());
  std::vector<NDArray> bufs{a, b, c};
  RunPrimFunc(m, "vector_ops", bufs);
  std::vector<double> expected(64);
  for (int i = 0; i < 64; ++i) expected[i] = av[i] + 1;
  for (int i : {0, 2, 4, 6}) expected[i] = av[i];
  for (int i = 0; i < 4; ++i) expected[4 + i] = 2 * i;
  expected[0] = av[0];                                    // select(A[0] > 0, A[0], 0)
  expected[1] = 3;                                        // let x = 2 in x + 1
  expected[2] = std::numeric_limits<double>::infinity();  // A[2] - (-inf) * A[3] + ...
  expected[5] = std::numeric_limits<double>::infinity();
  expected[6] = std::nan("");
  expected[3] = av[3] - 6;
  std::vector<double> got = b.ToDoubleVector();
  for (int i = 0; i < 64; ++i) {
    if (i == 4) continue;
    if (std::isnan(expected[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << i;
    } else {
      EXPECT_EQ(got[i], expected[i]) << i;
    }
  }
  // B[4] = reinterpret(int32(A[4]) << 1): A[4] = 3, so the bits are 6.
  uint32_t bits;
  std::memcpy(&bits, b.data_as<float>() + 4, 4);
  EXPECT_EQ(bits, 6u);
  EXPECT_EQ(c.ToIntVector(), (std::vector<int64_t>{1, 1, 0, 0, 0, 0, 0, 0}));
}

TEST(LLVMCodegen, LoopKindsScalarParamAndTruncMod) {
  LLVMModule m = Build("loops", ParseFixture("loops.py"));
  std::vector<int64_t> bv;
  for (int i = 0; i < 64; ++i) bv.push_back(3 * i - 50);
  NDArray a = NDArray::Zeros({64}, kF32);
  NDArray b = NDArray::FromVector<int64_t>({64}, bv, kI32);
  std::vector<NDArray> bufs{a, b};
  // n = 0: the while loop's condition B[0] < n + 1 is false at once.
  RunPrimFunc(m, "loops", bufs, {int64_t{0}});
  std::vector<double> expected_a;
  for (int64_t v : bv) expected_a.push_back(static_cast<double>(v) + 0.5);
  EXPECT_EQ(a.ToDoubleVector(), expected_a);
  std::vector<int64_t> expected_b = bv;
  const int64_t serial[8] = {1, 1, 1, 0, 1, 2, 1, 1};  // even: 1, odd: i truncmod 3
  for (int i = 0; i < 8; ++i) expected_b[i] = serial[i];
  EXPECT_EQ(b.ToIntVector(), expected_b);
}

TEST(LLVMCodegen, BFloat16StoresRoundToNearestEven) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def to_bf16(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "bfloat16"), C: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.Cast("bfloat16", A[i] * T.float32(3.0))
        C[i] = T.Cast("float32", B[i]) + T.float32(1.0)
)");
  LLVMModule m = Build("to_bf16", f);
  NDArray a = NDArray::FromVector<double>({8}, {1.0, 1.00390625, 0.33333334, -2.5, 1e-3, 65504.0, -7.1, 1.0 / 3}, kF32);
  NDArray b = NDArray::Zeros({8}, DataType::BFloat16());
  NDArray c = NDArray::Zeros({8}, kF32);
  std::vector<NDArray> bufs{a, b, c};
  RunPrimFunc(m, "to_bf16", bufs);
  NDArray expected_b = ref::AsType(ref::Multiply(a, Filled({1}, kF32, 3.0)), DataType::BFloat16());
  EXPECT_TRUE(Close(b, expected_b, 0, 0));
  EXPECT_TRUE(Close(c, ref::Add(ref::AsType(expected_b, kF32), Filled({1}, kF32, 1.0)), 0, 0));
}

TEST(LLVMCodegen, ScalarParametersIntAndFloat) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def axpb(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32"), s: T.float32, k: T.int32):
    for i in range(4):
        B[i] = A[i] * s + T.Cast("float32", k * i)
)");
  LLVMModule m = Build("axpb", f);
  NDArray a = NDArray::FromVector<double>({4}, {1, 2, 3, 4}, kF32);
  NDArray b = NDArray::Zeros({4}, kF32);
  std::vector<NDArray> bufs{a, b};
  RunPrimFunc(m, "axpb", bufs, {2.5, int64_t{10}});
  EXPECT_EQ(b.ToDoubleVector(), (std::vector<double>{2.5, 15, 27.5, 40}));
}

TEST(LLVMCodegen, FailedAssertionReportsItsMessage) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def checked(A: T.Buffer((4,), "int32"), n: T.int32):
    assert n > 0, "n must be positive"
    for i in range(4):
        A[i] = n * i
)");
  LLVMModule m = Build("checked", f);
  NDArray a = NDArray::Zeros({4}, kI32);
  std::vector<NDArray> bufs{a};
  RunPrimFunc(m, "checked", bufs, {int64_t{3}});
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{0, 3, 6, 9}));
  EXPECT_TRUE(ref::testing::ThrowsWith([&] { RunPrimFunc(m, "checked", bufs, {int64_t{0}}); },
                                       "checked: assertion failed: n must be positive"));
}

TEST(LLVMCodegen, FailedAssertionInsideAParallelLoop) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def par_check(A: T.Buffer((16,), "int32"), n: T.int32):
    for i in T.parallel(16):
        assert A[i] < n, "value too large"
        A[i] = A[i] + 1
)");
  LLVMModule m = Build("par_check", f);
  int old_threads = GetParallelThreads();
  SetParallelThreads(3);
  std::vector<int64_t> values;
  for (int i = 0; i < 16; ++i) values.push_back(i);
  NDArray a = NDArray::FromVector<int64_t>({16}, values, kI32);
  std::vector<NDArray> bufs{a};
  RunPrimFunc(m, "par_check", bufs, {int64_t{100}});
  EXPECT_EQ(a.GetInt(15), 16);
  // A[15] = 16 fails the check in one chunk; the launch reports it.
  EXPECT_TRUE(ref::testing::ThrowsWith([&] { RunPrimFunc(m, "par_check", bufs, {int64_t{16}}); },
                                       "par_check: assertion failed: value too large"));
  SetParallelThreads(old_threads);
}

TEST(LLVMCodegen, FailedAssertionFreesLiveWorkspaces) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def doubled(a: T.handle, n: T.int32):
    m = T.int32()
    A = T.match_buffer(a, (m,), "int32")
    tmp = T.decl_buffer((m,), "int32")
    for i in range(m):
        tmp[i] = A[i] * 2
    assert tmp[0] < n, "too big"
    for i in range(m):
        A[i] = tmp[i]
)");
  LLVMModule m = Build("doubled", f);
  EXPECT_NE(m.EmitLLVMIR().find(kWorkspaceAllocSymbol), std::string::npos);  // symbolic size: on the heap
  NDArray a = NDArray::FromVector<int64_t>({3}, {5, 6, 7}, kI32);
  std::vector<NDArray> bufs{a};
  int64_t live = WorkspacesInUse();
  RunPrimFunc(m, "doubled", bufs, {int64_t{100}});
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{10, 12, 14}));
  EXPECT_EQ(WorkspacesInUse(), live);
  EXPECT_TRUE(ref::testing::ThrowsWith([&] { RunPrimFunc(m, "doubled", bufs, {int64_t{1}}); }, "too big"));
  EXPECT_EQ(WorkspacesInUse(), live);
}

TEST(LLVMCodegen, OptLevelZeroComputesTheSame) {
  LLVMModule m = Build("softmax", ParseFixture("softmax_legalized.py"), "llvm -opt-level=0");
  EXPECT_EQ(m.EmitLLVMIR().find(" x float>"), std::string::npos);  // no vectorizer at O0
  NDArray a = Random({3, 16}, kF32, -8, 8, 14);
  NDArray out = NDArray::Zeros({3, 16}, kF32);
  std::vector<NDArray> bufs{a, out};
  RunPrimFunc(m, "softmax", bufs);
  EXPECT_TRUE(Close(out, ref::Softmax(a, -1), 1e-5, 1e-7));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
