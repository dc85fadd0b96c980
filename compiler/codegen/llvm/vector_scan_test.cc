// The in-register vector scan (VectorizeScans + CodeGenLLVM::EmitVectorScan)
// run through the JIT and compared with serial scans computed here in C++:
// integers bit for bit (wrapping), floats against a float64 sum, at lengths
// around the vector width and on 128-bit (4 x int32) and host-width vectors.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;

// TVM's CPU scan IR over (1, n): `first` is the first output element,
// `step` the scan step's other operand.
tir::PrimFunc Scan(const std::string& in_dtype, const std::string& out_dtype, const std::string& op,
                   const std::string& first, const std::string& step) {
  return ParseTir(R"(@T.prim_func
def scan(a: T.handle, b: T.handle):
    T.func_attr({"tir.noalias": True})
    n = T.int64()
    A = T.match_buffer(a, (T.int64(1), n), ")" +
                  in_dtype + R"(")
    B = T.match_buffer(b, (T.int64(1), n), ")" +
                  out_dtype + R"(")
    for fused in T.parallel(T.int64(1)):
        if n > T.int64(0):
            B[fused, T.int64(0)] = )" +
                  first + R"(
        for k in range(n - T.int64(1)):
            B[fused, k + T.int64(1)] = B[fused, k] )" +
                  op + " " + step + R"(
)");
}

const char kInclusive[] = "A[fused, k + T.int64(1)]";

LLVMModule Build(const tir::PrimFunc& f, const std::string& target) {
  return BuildLLVM({{"scan", f}}, Target::Parse(target));
}

bool VectorScanIn(const LLVMModule& m) { return m.EmitLLVMIR().find("vscan_body") != std::string::npos; }

template <typename T>
std::vector<T> Pattern(int64_t n, uint64_t seed) {
  std::vector<T> v(n);
  uint64_t x = seed;
  for (int64_t i = 0; i < n; ++i) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    v[i] = static_cast<T>(x >> 13) | 1;  // odd: products never reach 0
  }
  return v;
}

template <typename T>
NDArray Row(const std::vector<T>& values, DataType t) {
  NDArray a = NDArray::Empty({1, static_cast<int64_t>(values.size())}, t);
  if (!values.empty()) std::memcpy(a.data(), values.data(), values.size() * sizeof(T));
  return a;
}

// Lengths around every vector width in use (4, 8, 16 lanes), and a long one.
const std::vector<int64_t> kLengths = {0, 1, 2, 3, 4, 5, 8, 9, 15, 16, 17, 31, 32, 33, 64, 65, 1000003};

TEST(VectorScan, Int32CumsumIsExactAtEveryLength) {
  for (const std::string& target : {std::string("llvm"), std::string("llvm -mcpu=x86-64")}) {
    LLVMModule m = Build(Scan("int32", "int32", "+", "A[fused, T.int64(0)]", kInclusive), target);
    ASSERT_TRUE(VectorScanIn(m)) << target;
    for (int64_t n : kLengths) {
      std::vector<int32_t> in = Pattern<int32_t>(n, 7 + n);
      NDArray a = Row(in, DataType::Int(32)), b = Row(std::vector<int32_t>(n, 0x5a5a5a5a), DataType::Int(32));
      std::vector<NDArray> bufs{a, b};
      RunPrimFunc(m, "scan", bufs);
      uint32_t sum = 0;
      for (int64_t k = 0; k < n; ++k) {
        sum += static_cast<uint32_t>(in[k]);
        ASSERT_EQ(b.data_as<int32_t>()[k], static_cast<int32_t>(sum)) << target << " n=" << n << " k=" << k;
      }
    }
  }
}

// TVM's exclusive cumprod (the first element is 1, step k multiplies by
// A[k]) in int64, and cumsum of int32 into int64 (a cast in the step).
TEST(VectorScan, ExclusiveProductsAndCastsAreExact) {
  LLVMModule prod = Build(Scan("int64", "int64", "*", "T.int64(1)", "A[fused, k]"), "llvm");
  LLVMModule widen =
      Build(Scan("int32", "int64", "+", "T.Cast(\"int64\", A[fused, T.int64(0)])",
                 "T.Cast(\"int64\", A[fused, k + T.int64(1)])"),
            "llvm");
  ASSERT_TRUE(VectorScanIn(prod));
  ASSERT_TRUE(VectorScanIn(widen));
  for (int64_t n : kLengths) {
    std::vector<int64_t> in64 = Pattern<int64_t>(n, 3 + n);
    NDArray a = Row(in64, DataType::Int(64)), b = Row(std::vector<int64_t>(n, -1), DataType::Int(64));
    std::vector<NDArray> bufs{a, b};
    RunPrimFunc(prod, "scan", bufs);
    uint64_t p = 1;
    for (int64_t k = 0; k < n; ++k) {
      ASSERT_EQ(b.data_as<int64_t>()[k], static_cast<int64_t>(p)) << "cumprod n=" << n << " k=" << k;
      p *= static_cast<uint64_t>(in64[k]);
    }
    std::vector<int32_t> in32 = Pattern<int32_t>(n, 11 + n);
    NDArray c = Row(in32, DataType::Int(32)), d = Row(std::vector<int64_t>(n, -1), DataType::Int(64));
    std::vector<NDArray> bufs2{c, d};
    RunPrimFunc(widen, "scan", bufs2);
    int64_t s = 0;
    for (int64_t k = 0; k < n; ++k) {
      s += in32[k];
      ASSERT_EQ(d.data_as<int64_t>()[k], s) << "widening cumsum n=" << n << " k=" << k;
    }
  }
}

// Floats take the vector scan only under -fast-math-reassoc, and then agree
// with a float64 sum to float32 rounding (the running carry, one add per
// vector, drifts like the serial chain does: about 1e-5 relative at 1M
// elements); without the flag the scan stays the serial chain, bit for bit.
TEST(VectorScan, FloatScansOnlyUnderReassociation) {
  tir::PrimFunc f = Scan("float32", "float32", "+", "A[fused, T.int64(0)]", kInclusive);
  LLVMModule fast = Build(f, "llvm -fast-math-reassoc");
  LLVMModule exact = Build(f, "llvm");
  ASSERT_TRUE(VectorScanIn(fast));
  ASSERT_FALSE(VectorScanIn(exact));
  for (int64_t n : kLengths) {
    std::vector<float> in(n);
    for (int64_t k = 0; k < n; ++k) in[k] = static_cast<float>((k * 2654435761u) % 1000) / 997.0f;
    NDArray a = Row(in, DataType::Float(32));
    NDArray b = Row(std::vector<float>(n, -1), DataType::Float(32)), c = Row(std::vector<float>(n, -1), DataType::Float(32));
    std::vector<NDArray> fast_bufs{a, b}, exact_bufs{a, c};
    RunPrimFunc(fast, "scan", fast_bufs);
    RunPrimFunc(exact, "scan", exact_bufs);
    double dsum = 0;
    float fsum = 0;
    for (int64_t k = 0; k < n; ++k) {
      dsum += in[k];
      fsum = k == 0 ? in[k] : fsum + in[k];
      ASSERT_NEAR(b.data_as<float>()[k], dsum, 1e-4 * dsum + 1e-6) << "n=" << n << " k=" << k;
      ASSERT_EQ(std::memcmp(&fsum, &c.data_as<float>()[k], 4), 0) << "n=" << n << " k=" << k;
    }
  }
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
