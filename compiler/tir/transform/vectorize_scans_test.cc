#include "compiler/tir/transform/vectorize_scans.h"

#include <string>

#include "compiler/tir/transform/flatten_buffer.h"
#include "compiler/tir/transform/interleave_parallel_scans.h"
#include "compiler/tir/transform/scan_nest.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "compiler/tir/transform/split_long_scans.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

// A scan over the last axis of (rows, n), flattened as the LLVM lowering
// does before this pass: `B[r, k + 1] = B[r, k] <op> <g>`, with g written in
// terms of k (TVM's cumsum: "A[fused, k + T.int64(1)]").
std::string ScanText(int64_t rows, const std::string& in_dtype, const std::string& out_dtype, const std::string& op,
                     const std::string& g, const std::string& store = "k + T.int64(1)", const std::string& load = "k",
                     bool noalias = true) {
  std::string shape = "(T.int64(" + std::to_string(rows) + "), n)";
  return R"(@T.prim_func
def scan(a: T.handle, b: T.handle):
)" + std::string(noalias ? "    T.func_attr({\"tir.noalias\": True})\n" : "") +
         R"(    n = T.int64()
    A = T.match_buffer(a, )" +
         shape + R"(, ")" + in_dtype + R"(")
    B = T.match_buffer(b, )" +
         shape + R"(, ")" + out_dtype + R"(")
    for fused in T.parallel(T.int64()" +
         std::to_string(rows) + R"()):
        for k in range(n - T.int64(1)):
            B[fused, )" +
         store + "] = B[fused, " + load + "] " + op + " " + g + R"(
)";
}

const char kCumsumStep[] = "A[fused, k + T.int64(1)]";

std::string Vectorized(const std::string& text, bool reassociate_float = false, int vector_bits = 512) {
  return PrintTir(VectorizeScans(FlattenBuffer(ParseTir(text)), reassociate_float, vector_bits));
}

std::string Annotation(int lanes) { return "\"rlx.vector_scan_lanes\": " + std::to_string(lanes); }

bool Annotated(const std::string& printed) { return printed.find("rlx.vector_scan_lanes") != std::string::npos; }

TEST(VectorizeScans, IntegerScansTakeOneRegisterOfLanes) {
  std::string text = ScanText(1, "int32", "int32", "+", kCumsumStep);
  EXPECT_NE(Vectorized(text, false, 512).find(Annotation(16)), std::string::npos) << Vectorized(text);
  EXPECT_NE(Vectorized(text, false, 256).find(Annotation(8)), std::string::npos);
  EXPECT_NE(Vectorized(text, false, 128).find(Annotation(4)), std::string::npos);
  EXPECT_NE(Vectorized(ScanText(3, "int64", "int64", "*", kCumsumStep)).find(Annotation(8)), std::string::npos);
  EXPECT_NE(Vectorized(ScanText(1, "int8", "int8", "+", kCumsumStep)).find(Annotation(64)), std::string::npos);
  EXPECT_NE(Vectorized(ScanText(1, "uint16", "uint16", "+", kCumsumStep)).find(Annotation(32)), std::string::npos);
}

TEST(VectorizeScans, TvmsExclusiveScanAndDtypeCastAreTaken) {
  // Exclusive: g reads the step before the store.
  EXPECT_TRUE(Annotated(Vectorized(ScanText(1, "int32", "int32", "+", "A[fused, k]"))));
  // cumsum(dtype="int64") of int32: the lanes follow the output type.
  std::string cast = Vectorized(ScanText(1, "int32", "int64", "+", "T.Cast(\"int64\", A[fused, k + T.int64(1)])"));
  EXPECT_NE(cast.find(Annotation(8)), std::string::npos) << cast;
}

bool Exact(const std::string& printed) {
  return printed.find("\"rlx.vector_scan_exact_fadd\": 1") != std::string::npos;
}

// Float adds take the exact vector scan, flag or not; float products only
// the reassociating one, and only when reassociation is allowed.
TEST(VectorizeScans, FloatAddsAreExactAndProductsNeedReassociation) {
  for (const char* dtype : {"float32", "float64"}) {
    std::string text = ScanText(1, dtype, dtype, "+", kCumsumStep);
    for (bool reassociate : {false, true}) {
      std::string out = Vectorized(text, reassociate);
      EXPECT_TRUE(Exact(out)) << dtype << " reassociate=" << reassociate << "\n" << out;
      EXPECT_NE(out.find(Annotation(std::string(dtype) == "float32" ? 16 : 8)), std::string::npos) << out;
    }
    std::string product = ScanText(1, dtype, dtype, "*", kCumsumStep);
    EXPECT_FALSE(Annotated(Vectorized(product, false))) << dtype;
    std::string reassociated = Vectorized(product, true);
    EXPECT_TRUE(Annotated(reassociated)) << dtype;
    EXPECT_FALSE(Exact(reassociated)) << dtype;
  }
  // Integer scans are exact without the float form.
  EXPECT_FALSE(Exact(Vectorized(ScanText(1, "int32", "int32", "+", kCumsumStep))));
  // float16 is computed through conversions: left to the scalar chain.
  EXPECT_FALSE(Annotated(Vectorized(ScanText(1, "float16", "float16", "+", kCumsumStep), true)));
}

TEST(VectorizeScans, LeavesOtherLoopsAlone) {
  // From 4 rows on InterleaveParallelScans takes the nest.
  EXPECT_FALSE(Annotated(Vectorized(ScanText(4, "int32", "int32", "+", kCumsumStep))));
  // Not unit-stride: the store, or the source.
  EXPECT_FALSE(Annotated(
      Vectorized(ScanText(1, "int32", "int32", "+", "A[fused, k]", "k * T.int64(2) + T.int64(2)", "k * T.int64(2)"))));
  EXPECT_FALSE(Annotated(Vectorized(ScanText(1, "int32", "int32", "+", "A[fused, k * T.int64(2)]"))));
  // g is not a plain load, or reads the scanned buffer.
  EXPECT_FALSE(Annotated(Vectorized(ScanText(1, "int32", "int32", "+", "A[fused, k] * T.int32(2)"))));
  EXPECT_FALSE(Annotated(Vectorized(ScanText(1, "int32", "int32", "-", kCumsumStep))));
  EXPECT_FALSE(Annotated(Vectorized(ScanText(1, "int32", "int32", "+", "B[fused, k]"))));
  // Without "tir.noalias" A and B may overlap.
  EXPECT_FALSE(Annotated(Vectorized(ScanText(1, "int32", "int32", "+", kCumsumStep, "k + T.int64(1)", "k", false))));
}

// ScanText with a constant row length n instead of the symbolic one.
std::string WithRowLength(std::string text, int64_t n) {
  auto replace = [&](const std::string& from, const std::string& to) {
    size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    text.replace(at, from.size(), to);
  };
  replace("    n = T.int64()\n", "");
  std::string len = "T.int64(" + std::to_string(n) + ")";
  replace(", n), \"", ", " + len + "), \"");
  replace(", n), \"", ", " + len + "), \"");
  replace("range(n - T.int64(1))", "range(T.int64(" + std::to_string(n - 1) + "))");
  return text;
}

// From 4 rows on, rows of at least kLongScanRow steps still take the vector
// scan, and InterleaveParallelScans then leaves the nest alone; shorter or
// symbolic rows are jammed as before.
TEST(VectorizeScans, LongRowsTakeTheVectorScanHoweverManyThereAre) {
  std::string long_rows = WithRowLength(ScanText(32, "float32", "float32", "+", kCumsumStep), kLongScanRow + 1);
  std::string vectorized = Vectorized(long_rows);
  EXPECT_TRUE(Exact(vectorized)) << vectorized;
  std::string lowered =
      PrintTir(InterleaveParallelScans(VectorizeScans(FlattenBuffer(ParseTir(long_rows)), false, 512)));
  EXPECT_NE(lowered.find("for fused in T.parallel(T.int64(32))"), std::string::npos) << lowered;
  EXPECT_TRUE(Exact(lowered)) << lowered;
  std::string short_rows = WithRowLength(ScanText(32, "float32", "float32", "+", kCumsumStep), kLongScanRow);
  EXPECT_FALSE(Annotated(Vectorized(short_rows)));
  std::string jammed =
      PrintTir(InterleaveParallelScans(VectorizeScans(FlattenBuffer(ParseTir(short_rows)), false, 512)));
  EXPECT_EQ(jammed.find("for fused in T.parallel(T.int64(32))"), std::string::npos) << jammed;
  EXPECT_FALSE(Annotated(Vectorized(ScanText(32, "int32", "int32", "+", kCumsumStep))));
}

// A scan loop of a kernel's own (no parallel nest around it) is taken only
// when the kernel asks with rlx.vector_scan, and then under the same rules.
TEST(VectorizeScans, AKernelsRequestIsHonouredUnderTheSameRules) {
  auto text = [](const std::string& op, bool request) {
    return R"(@T.prim_func
def scan(a: T.handle, b: T.handle):
    T.func_attr({"tir.noalias": True})
    A = T.match_buffer(a, (T.int64(100),), "float32")
    B = T.match_buffer(b, (T.int64(101),), "float32")
    for s in T.serial(T.int64(100))" +
           std::string(request ? R"(, annotations={"rlx.vector_scan": 1})" : "") + R"():
        B[s + T.int64(1)] = B[s] )" +
           op + R"( A[s]
)";
  };
  std::string requested = Vectorized(text("+", true));
  EXPECT_TRUE(Exact(requested)) << requested;
  EXPECT_NE(requested.find(Annotation(16)), std::string::npos) << requested;
  EXPECT_FALSE(Annotated(Vectorized(text("+", false))));
  EXPECT_FALSE(Annotated(Vectorized(text("*", true))));
  EXPECT_TRUE(Annotated(Vectorized(text("*", true), true)));
}

TEST(VectorizeScans, SplitLongScansLeavesAnnotatedLoopsAlone) {
  PrimFunc flat = FlattenBuffer(ParseTir(ScanText(1, "float32", "float32", "*", kCumsumStep)));
  std::string split_only = PrintTir(SplitLongScans(flat, true));
  ASSERT_NE(split_only.find("for blk in range("), std::string::npos) << split_only;
  std::string both = PrintTir(SplitLongScans(VectorizeScans(flat, true, 256), true));
  EXPECT_EQ(both.find("for blk in range("), std::string::npos) << both;
  EXPECT_NE(both.find(Annotation(8)), std::string::npos) << both;
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
