#include "compiler/tir/transform/interleave_parallel_scans.h"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

constexpr int64_t kCols = 37;

// TVM's CPU cumsum over the last axis of a (rows, 37) float32 tensor.
std::string CumsumText(const std::string& rows) {
  return R"(@T.prim_func
def cumsum(A: T.Buffer(()" +
         rows + R"(, T.int64(37)), "float32"), B: T.Buffer(()" + rows + R"(, T.int64(37)), "float32")):
    for fused in T.parallel()" +
         rows + R"():
        B[fused, T.int64(0)] = A[fused, T.int64(0)]
        for k in range(T.int64(36)):
            B[fused, k + T.int64(1)] = B[fused, k] + A[fused, k + T.int64(1)]
)";
}

const char* kSymbolicCumsum = R"(@T.prim_func
def cumsum(a: T.handle, b: T.handle):
    n = T.int64()
    A = T.match_buffer(a, (n, T.int64(37)))
    B = T.match_buffer(b, (n, T.int64(37)))
    for fused in T.parallel(n):
        B[fused, T.int64(0)] = A[fused, T.int64(0)]
        for k in range(T.int64(36)):
            B[fused, k + T.int64(1)] = B[fused, k] + A[fused, k + T.int64(1)]
)";

// Magnitudes from 1e-3 to 1e6, so that any change in the order of the adds
// changes the rounded sums.
NDArray Input(int64_t rows) {
  NDArray a = NDArray::Empty({rows, kCols}, DataType::Float(32));
  float* p = a.data_as<float>();
  for (int64_t i = 0; i < rows * kCols; ++i) {
    int64_t e = (i * 5 + 3) % 10 - 3;
    float m = 1.0f + static_cast<float>((i * 7919) % 1000) / 997.0f;
    p[i] = ((i % 3 == 0) ? -m : m) * static_cast<float>(std::pow(10.0, static_cast<double>(e)));
  }
  return a;
}

NDArray RunCumsum(const PrimFunc& f, const NDArray& in) {
  NDArray out = NDArray::Zeros(in.shape(), DataType::Float(32));
  InterpretPrimFunc(f, {in, out});
  return out;
}

// Each row summed left to right in float32, independently of any TIR.
void ExpectSerialRowSums(const NDArray& in, const NDArray& out) {
  int64_t rows = in.shape()[0];
  const float* a = in.data_as<float>();
  const float* b = out.data_as<float>();
  for (int64_t r = 0; r < rows; ++r) {
    float sum = 0;
    for (int64_t c = 0; c < kCols; ++c) {
      sum = c == 0 ? a[r * kCols] : sum + a[r * kCols + c];
      uint32_t want, got;
      std::memcpy(&want, &sum, 4);
      std::memcpy(&got, &b[r * kCols + c], 4);
      ASSERT_EQ(want, got) << "row " << r << " column " << c;
    }
  }
}

int Count(const std::string& text, const std::string& needle) {
  int n = 0;
  for (size_t p = text.find(needle); p != std::string::npos; p = text.find(needle, p + 1)) ++n;
  return n;
}

TEST(InterleaveParallelScans, FactorLeavesTwoJammedIterations) {
  EXPECT_EQ(ScanInterleaveFactor(3), 0);
  EXPECT_EQ(ScanInterleaveFactor(4), 2);
  EXPECT_EQ(ScanInterleaveFactor(8), 4);
  EXPECT_EQ(ScanInterleaveFactor(15), 4);
  EXPECT_EQ(ScanInterleaveFactor(16), 8);
  EXPECT_EQ(ScanInterleaveFactor(-5), 0);
  EXPECT_EQ(ScanInterleaveFactor(std::nullopt), 8);
}

TEST(InterleaveParallelScans, EightRowsAdvanceTogether) {
  PrimFunc f = ParseTir(CumsumText("T.int64(32)"));
  PrimFunc g = InterleaveParallelScans(f);
  std::string text = PrintTir(g, "cumsum");
  EXPECT_NE(text.find("for fused_o in T.parallel(T.int64(4)):"), std::string::npos) << text;
  // One serial loop holding the eight rows' steps, and no tail loop.
  EXPECT_EQ(Count(text, "for "), 2) << text;
  EXPECT_EQ(Count(text, "] = A[fused_o * T.int64(8)"), 8) << "the first column of each row\n" << text;
  // Each row's running value is kept in a local slot, loaded once after the
  // first column is written, then added to and stored on each step.
  EXPECT_NE(text.find("B_running = T.decl_buffer((T.int64(8),), scope=\"local\")"), std::string::npos) << text;
  EXPECT_EQ(Count(text, "B_running[T.int64(7)] = B[fused_o * T.int64(8) + T.int64(7), T.int64(0)]"), 1) << text;
  EXPECT_EQ(Count(text,
                  "B_running[T.int64(7)] = B_running[T.int64(7)] + A[fused_o * T.int64(8) + T.int64(7), k + "
                  "T.int64(1)]"),
            1)
      << text;
  EXPECT_EQ(Count(text, "B[fused_o * T.int64(8) + T.int64(7), k + T.int64(1)] = B_running[T.int64(7)]"), 1) << text;
  EXPECT_EQ(Count(text, "= B[fused_o * T.int64(8) + T.int64(7), k]"), 0) << "no load through memory\n" << text;
  NDArray in = Input(32);
  ExpectSerialRowSums(in, RunCumsum(g, in));
}

TEST(InterleaveParallelScans, StepsThatReadTheBufferTwiceAreJammedWithoutARunningValue) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(9)), "float32")):
    for i in T.parallel(T.int64(16)):
        for j in range(T.int64(8)):
            A[i, j + T.int64(1)] = A[i, j] + A[i, j + T.int64(1)]
)");
  PrimFunc g = InterleaveParallelScans(f);
  std::string text = PrintTir(g, "f");
  EXPECT_NE(text.find("for i_o in T.parallel(T.int64(2)):"), std::string::npos) << text;
  EXPECT_EQ(text.find("_running"), std::string::npos) << text;
  EXPECT_EQ(Count(text, "A[i_o * T.int64(8) + T.int64(7), j + T.int64(1)] = A[i_o * T.int64(8) + T.int64(7), j]"), 1)
      << text;
  NDArray a = NDArray::Empty({16, 9}, DataType::Float(32));
  for (int64_t i = 0; i < 16 * 9; ++i) a.data_as<float>()[i] = static_cast<float>(i % 11) * 0.37f - 1.0f;
  NDArray want = NDArray::Empty({16, 9}, DataType::Float(32));
  std::memcpy(want.data_as<float>(), a.data_as<float>(), 16 * 9 * 4);
  InterpretPrimFunc(f, {want});
  InterpretPrimFunc(g, {a});
  EXPECT_EQ(std::memcmp(want.data_as<float>(), a.data_as<float>(), 16 * 9 * 4), 0);
}

TEST(InterleaveParallelScans, BoolScansKeepTheirStepsInMemory) {
  // A running "any": bool has no plain register slot of its own type here.
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(9)), "bool"), B: T.Buffer((T.int64(16), T.int64(9)), "bool")):
    for i in T.parallel(T.int64(16)):
        B[i, T.int64(0)] = A[i, T.int64(0)]
        for j in range(T.int64(8)):
            B[i, j + T.int64(1)] = B[i, j] or A[i, j + T.int64(1)]
)");
  std::string text = PrintTir(InterleaveParallelScans(f), "f");
  EXPECT_NE(text.find("for i_o in T.parallel(T.int64(2)):"), std::string::npos) << text;
  EXPECT_EQ(text.find("_running"), std::string::npos) << text;
}

TEST(InterleaveParallelScans, RunningValueIsLoadedOnlyWhenTheScanRuns) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def cumsum(a: T.handle, b: T.handle):
    m = T.int64()
    A = T.match_buffer(a, (T.int64(16), m))
    B = T.match_buffer(b, (T.int64(16), m))
    for fused in T.parallel(T.int64(16)):
        B[fused, T.int64(0)] = A[fused, T.int64(0)]
        for k in range(m - T.int64(1)):
            B[fused, k + T.int64(1)] = B[fused, k] + A[fused, k + T.int64(1)]
)");
  std::string text = PrintTir(InterleaveParallelScans(f), "cumsum");
  EXPECT_NE(text.find("if m - T.int64(1) > T.int64(0):\n            B_running[T.int64(0)] = B[fused_o * T.int64(8), "
                      "T.int64(0)]"),
            std::string::npos)
      << text;
}

TEST(InterleaveParallelScans, LeftoverRowsRunInATailLoop) {
  PrimFunc f = ParseTir(CumsumText("T.int64(13)"));
  PrimFunc g = InterleaveParallelScans(f);
  std::string text = PrintTir(g, "cumsum");
  EXPECT_NE(text.find("for fused_o in T.parallel(T.int64(3)):"), std::string::npos) << "factor 4\n" << text;
  EXPECT_NE(text.find("for fused in T.parallel(T.int64(12), T.int64(13)):"), std::string::npos) << text;
  NDArray in = Input(13);
  ExpectSerialRowSums(in, RunCumsum(g, in));
}

TEST(InterleaveParallelScans, SymbolicRowCount) {
  PrimFunc f = ParseTir(kSymbolicCumsum);
  PrimFunc g = InterleaveParallelScans(f);
  std::string text = PrintTir(g, "cumsum");
  EXPECT_NE(text.find("for fused_o in T.parallel(T.max(n, T.int64(0)) // T.int64(8)):"), std::string::npos) << text;
  for (int64_t rows : {0, 1, 7, 8, 11, 24}) {
    SCOPED_TRACE("rows " + std::to_string(rows));
    NDArray in = Input(rows);
    ExpectSerialRowSums(in, RunCumsum(g, in));
  }
}

// A symbolic extent may be negative (no iterations): floor division would
// give the tail loop up to 7 iterations at negative rows unless clamped.
TEST(InterleaveParallelScans, NegativeSymbolicExtentRunsNothing) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(9)), "float32"), n: T.int64):
    for i in T.parallel(n):
        A[i, T.int64(0)] = T.float32(1.0)
        for j in range(T.int64(8)):
            A[i, j + T.int64(1)] = A[i, j] + T.float32(1.0)
)");
  PrimFunc g = InterleaveParallelScans(f);
  ASSERT_FALSE(g.same_as(f));
  for (int64_t n : {-3, -9, 0, 11}) {
    SCOPED_TRACE("n = " + std::to_string(n));
    NDArray a = NDArray::Zeros({16, 9}, DataType::Float(32));
    InterpretPrimFunc(g, {a}, {n});
    for (int64_t r = 0; r < 16; ++r) {
      for (int64_t c = 0; c < 9; ++c) {
        ASSERT_EQ(a.GetDouble(r * 9 + c), r < n ? static_cast<double>(c + 1) : 0.0) << r << ", " << c;
      }
    }
  }
}

TEST(InterleaveParallelScans, LoopsWithoutACarriedDependenceAreLeftAlone) {
  // Elementwise: LLVM vectorizes the inner loop; jamming would not help.
  PrimFunc elementwise = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(8)), "float32"), B: T.Buffer((T.int64(16), T.int64(8)), "float32")):
    for i in T.parallel(T.int64(16)):
        for j in range(T.int64(8)):
            B[i, j] = A[i, j] * T.float32(2.0)
)");
  EXPECT_EQ(InterleaveParallelScans(elementwise), elementwise);
  // Too few rows to jam and still give two threads work.
  PrimFunc three = ParseTir(CumsumText("T.int64(3)"));
  EXPECT_EQ(InterleaveParallelScans(three), three);
}

TEST(InterleaveParallelScans, ScansWhoseShapeVariesByRowAreLeftAlone) {
  // The serial extent depends on the row: the rows cannot share one loop.
  PrimFunc triangular = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(17)), "float32")):
    for i in T.parallel(T.int64(16)):
        for j in range(i):
            A[i, j + T.int64(1)] = A[i, j] + A[i, j + T.int64(1)]
)");
  EXPECT_EQ(InterleaveParallelScans(triangular), triangular);
  // Two scans in one row: not the one-loop shape the pass jams.
  PrimFunc two = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(9)), "float32")):
    for i in T.parallel(T.int64(16)):
        for j in range(T.int64(8)):
            A[i, j + T.int64(1)] = A[i, j] + A[i, j + T.int64(1)]
        for j in range(T.int64(8)):
            A[i, j + T.int64(1)] = A[i, j] * A[i, j + T.int64(1)]
)");
  EXPECT_EQ(InterleaveParallelScans(two), two);
  // A nested loop in the scan body.
  PrimFunc nested = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((T.int64(16), T.int64(9), T.int64(2)), "float32")):
    for i in T.parallel(T.int64(16)):
        for j in range(T.int64(8)):
            for c in range(T.int64(2)):
                A[i, j + T.int64(1), c] = A[i, j, c] + A[i, j + T.int64(1), c]
)");
  EXPECT_EQ(InterleaveParallelScans(nested), nested);
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
