#include "compiler/tir/transform/split_long_scans.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/flatten_buffer.h"
#include "compiler/tir/transform/interleave_parallel_scans.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

constexpr int64_t kBlock = kScanChunks * kScanChunkLength;

// TVM's CPU scan IR over the last axis of (rows, n), flattened as the LLVM
// lowering does before this pass; `op` is + or *, `exclusive` shifts the
// input by one as TVM's exclusive scan does.
std::string ScanText(int64_t rows, const std::string& dtype, const std::string& op, bool exclusive = false) {
  std::string shift = exclusive ? "" : " + T.int64(1)";
  std::string first = exclusive ? (op == "+" ? "T." + dtype + "(0)" : "T." + dtype + "(1)") : "A[fused, T.int64(0)]";
  std::string shape = "(T.int64(" + std::to_string(rows) + "), n)";
  return R"(@T.prim_func
def scan(a: T.handle, b: T.handle):
    n = T.int64()
    A = T.match_buffer(a, )" +
         shape + R"(, ")" + dtype + R"(")
    B = T.match_buffer(b, )" +
         shape + R"(, ")" + dtype + R"(")
    for fused in T.parallel(T.int64()" +
         std::to_string(rows) + R"()):
        if n > T.int64(0):
            B[fused, T.int64(0)] = )" +
         first + R"(
        for k in range(n - T.int64(1)):
            B[fused, k + T.int64(1)] = B[fused, k] )" +
         op + " A[fused, k" + shift + R"(]
)";
}

PrimFunc Flat(const std::string& text) { return FlattenBuffer(ParseTir(text)); }

// Integer scans split on request: exact, so they check the block
// arithmetic bit for bit.
PrimFunc Split(const std::string& text, bool reassociate_float = false) {
  return SplitLongScans(Flat(text), reassociate_float, /*split_integers=*/true);
}

std::string Printed(const PrimFunc& f) { return PrintTir(f); }

// Values whose running sums and products wrap around int32 / int64 many
// times, so a lost or doubled chunk total cannot go unnoticed.
template <typename T>
std::vector<T> Wrapping(int64_t count, uint64_t seed) {
  std::vector<T> v(count);
  uint64_t x = seed;
  for (int64_t i = 0; i < count; ++i) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    v[i] = static_cast<T>(x >> 17) | 1;  // odd, so products never reach 0
  }
  return v;
}

TEST(SplitLongScans, OneRowBecomesBlocksOfParallelChunks) {
  PrimFunc f = Split(ScanText(1, "int32", "+"));
  std::string text = Printed(f);
  EXPECT_NE(text.find("for fused in range(T.int64(1)):"), std::string::npos) << text;  // rows now serial
  EXPECT_NE(text.find("for blk in range("), std::string::npos) << text;
  EXPECT_NE(text.find("for c in T.parallel(T.int64(64)):"), std::string::npos) << text;
  EXPECT_NE(text.find("for cs in T.parallel(T.int64(64)):"), std::string::npos) << text;
  EXPECT_NE(text.find("B_chunk_totals"), std::string::npos) << text;
  // Step 3 is what InterleaveParallelScans jams, 8 chunks to a task.
  std::string jammed = Printed(InterleaveParallelScans(f));
  EXPECT_NE(jammed.find("for cs_o in T.parallel(T.int64(8)):"), std::string::npos) << jammed;
}

// Split integer scans stay exact: compared with a serial wrapping sum /
// product, across whole blocks and the steps after. By default (the LLVM
// lowering) integer scans are not split.
TEST(SplitLongScans, IntegerScansStayExact) {
  PrimFunc unsplit = Flat(ScanText(1, "int32", "+"));
  EXPECT_TRUE(SplitLongScans(unsplit, /*reassociate_float=*/true).same_as(unsplit));
  for (int64_t n : {int64_t{1}, int64_t{2}, kBlock, kBlock + 1, 2 * kBlock + 4099}) {
    std::vector<int32_t> in = Wrapping<int32_t>(2 * n, 3 + n);
    NDArray a = NDArray::FromVector<int32_t>({2, n}, in, DataType::Int(32));
    NDArray b = NDArray::Zeros({2, n}, DataType::Int(32));
    InterpretPrimFunc(Split(ScanText(2, "int32", "+")), {a, b});
    for (int64_t r = 0; r < 2; ++r) {
      uint32_t sum = 0;
      for (int64_t k = 0; k < n; ++k) {
        sum += static_cast<uint32_t>(in[r * n + k]);
        ASSERT_EQ(b.data_as<int32_t>()[r * n + k], static_cast<int32_t>(sum))
            << "n=" << n << " row " << r << " k " << k;
      }
    }
  }
  const int64_t n = kBlock + 77;
  std::vector<int64_t> in = Wrapping<int64_t>(n, 99);
  NDArray a = NDArray::FromVector<int64_t>({1, n}, in, DataType::Int(64));
  NDArray b = NDArray::Zeros({1, n}, DataType::Int(64));
  InterpretPrimFunc(Split(ScanText(1, "int64", "*", /*exclusive=*/true)), {a, b});
  uint64_t prod = 1;
  for (int64_t k = 0; k < n; ++k) {
    ASSERT_EQ(b.data_as<int64_t>()[k], static_cast<int64_t>(prod)) << k;  // exclusive: before element k
    prod *= static_cast<uint64_t>(in[k]);
  }
}

// A float scan is split only when the target allows reassociation; the
// chunked sums then agree with a float64 sum to float32 rounding.
TEST(SplitLongScans, FloatScansOnlyWhenReassociationIsAllowed) {
  std::string text = ScanText(1, "float32", "+");
  PrimFunc exact = Flat(text);
  EXPECT_TRUE(SplitLongScans(exact, false).same_as(exact));
  const int64_t n = kBlock + 1000;
  std::vector<float> in(n);
  for (int64_t k = 0; k < n; ++k) in[k] = static_cast<float>((k * 7919) % 1000) / 1000.0f;
  NDArray a = NDArray::FromVector<float>({1, n}, in, DataType::Float(32));
  NDArray b = NDArray::Zeros({1, n}, DataType::Float(32));
  InterpretPrimFunc(Split(text, /*reassociate_float=*/true), {a, b});
  double sum = 0;
  for (int64_t k = 0; k < n; ++k) {
    sum += in[k];
    ASSERT_NEAR(b.data_as<float>()[k], sum, 1e-5 * sum + 1e-6) << k;
  }
}

TEST(SplitLongScans, LeavesOtherLoopsAlone) {
  // Four rows and more: InterleaveParallelScans' case.
  PrimFunc many = Flat(ScanText(4, "int32", "+"));
  EXPECT_TRUE(SplitLongScans(many, true, true).same_as(many));
  // Every step adds into the same element: a reduction, whose chunks would
  // race on it.
  PrimFunc reduction = ParseTir(R"(@T.prim_func
def total(A: T.Buffer((T.int64(1000),), "int32"), B: T.Buffer((T.int64(1),), "int32")):
    for fused in T.parallel(T.int64(1)):
        B[0] = 0
        for k in range(T.int64(1000)):
            B[0] = B[0] + A[k]
)");
  EXPECT_TRUE(SplitLongScans(reduction, true, true).same_as(reduction));
  // A step that is not `previous op g`.
  PrimFunc other = ParseTir(R"(@T.prim_func
def mix(A: T.Buffer((T.int64(1000),), "int32"), B: T.Buffer((T.int64(1000),), "int32")):
    for fused in T.parallel(T.int64(1)):
        B[0] = A[0]
        for k in range(T.int64(999)):
            B[k + 1] = B[k] * T.int32(3) + A[k + 1]
)");
  EXPECT_TRUE(SplitLongScans(other, true, true).same_as(other));
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
