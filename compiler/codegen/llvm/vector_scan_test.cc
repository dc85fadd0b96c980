// The in-register vector scan (VectorizeScans + CodeGenLLVM::EmitVectorScan)
// run through the JIT and compared with serial scans computed here in C++:
// integers bit for bit (wrapping), floats against a float64 sum, at lengths
// around the vector width and on 128-bit (4 x int32) and host-width vectors.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
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
  LLVMModule widen = Build(Scan("int32", "int64", "+", "T.Cast(\"int64\", A[fused, T.int64(0)])",
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

bool ExactScanIn(const LLVMModule& m) { return m.EmitLLVMIR().find("exact_fadd_fast") != std::string::npos; }

// A float add scan is the exact vector scan with or without the fast-math
// flags: bit for bit the serial chain (for rows without NaN or infinity,
// which -fast-math rules out).
TEST(VectorScan, FloatAddScansAreExactWithOrWithoutTheFlag) {
  tir::PrimFunc f = Scan("float32", "float32", "+", "A[fused, T.int64(0)]", kInclusive);
  // Under -fast-math too: the code generator's own arithmetic (the rounding
  // by adding and subtracting 1.5 * 2^p) is kept out of the flags' reach.
  for (const std::string& target :
       {std::string("llvm"), std::string("llvm -fast-math-reassoc"), std::string("llvm -fast-math")}) {
    LLVMModule m = Build(f, target);
    ASSERT_TRUE(ExactScanIn(m)) << target;
    for (int64_t n : kLengths) {
      std::vector<float> in(n);
      for (int64_t k = 0; k < n; ++k) in[k] = static_cast<float>((k * 2654435761u) % 1000) / 997.0f;
      NDArray a = Row(in, DataType::Float(32)), b = Row(std::vector<float>(n, -1), DataType::Float(32));
      std::vector<NDArray> bufs{a, b};
      RunPrimFunc(m, "scan", bufs);
      float fsum = 0;
      for (int64_t k = 0; k < n; ++k) {
        fsum = k == 0 ? in[k] : fsum + in[k];
        ASSERT_EQ(std::memcmp(&fsum, &b.data_as<float>()[k], 4), 0) << target << " n=" << n << " k=" << k;
      }
    }
  }
}

// A float product has no exact vector form: under -fast-math-reassoc it is
// the reassociating vector scan and agrees with a float64 product within
// the rounding error bound; without the flag it stays the serial chain, bit for bit.
TEST(VectorScan, FloatProductsReassociateOnlyUnderTheFlag) {
  tir::PrimFunc f = Scan("float32", "float32", "*", "A[fused, T.int64(0)]", kInclusive);
  LLVMModule fast = Build(f, "llvm -fast-math-reassoc");
  LLVMModule exact = Build(f, "llvm");
  ASSERT_TRUE(VectorScanIn(fast));
  ASSERT_FALSE(ExactScanIn(fast));
  ASSERT_FALSE(VectorScanIn(exact));
  for (int64_t n : kLengths) {
    // Factors around 1, so that the product stays in range.
    std::vector<float> in(n);
    for (int64_t k = 0; k < n; ++k)
      in[k] = 1.0f + static_cast<float>(static_cast<int>((k * 2654435761u) % 1001) - 500) * 1e-6f;
    NDArray a = Row(in, DataType::Float(32));
    NDArray b = Row(std::vector<float>(n, -1), DataType::Float(32)),
            c = Row(std::vector<float>(n, -1), DataType::Float(32));
    std::vector<NDArray> fast_bufs{a, b}, exact_bufs{a, c};
    RunPrimFunc(fast, "scan", fast_bufs);
    RunPrimFunc(exact, "scan", exact_bufs);
    double dprod = 1;
    float fprod = 1;
    for (int64_t k = 0; k < n; ++k) {
      dprod *= in[k];
      fprod = k == 0 ? in[k] : fprod * in[k];
      // Each of the k + 1 roundings is within 2^-24 relative.
      ASSERT_NEAR(b.data_as<float>()[k], dprod, 6e-8 * static_cast<double>(k + 1) * dprod) << "n=" << n << " k=" << k;
      ASSERT_EQ(std::memcmp(&fprod, &c.data_as<float>()[k], 4), 0) << "n=" << n << " k=" << k;
    }
  }
}

// Rows that exercise every way out of the exact scan's fast path, and the
// way back in: binade crossings in both directions, ties to even, sign
// changes, zeros, subnormals, huge steps, infinities and NaN.
template <typename T>
std::vector<std::pair<std::string, std::vector<T>>> HardRows(int64_t n) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  const int p = sizeof(T) == 4 ? 23 : 52;
  const T half_ulp_of_one = std::ldexp(T(1), -p - 1);
  std::vector<std::pair<std::string, std::vector<T>>> rows;
  auto add = [&](const std::string& name, auto gen) {
    std::vector<T> v(n);
    uint64_t x = 0x9e3779b97f4a7c15ull ^ static_cast<uint64_t>(n);
    for (int64_t i = 0; i < n; ++i) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      v[i] = gen(i, x >> 11);
    }
    rows.emplace_back(name, std::move(v));
  };
  auto unit = [](uint64_t r) { return static_cast<T>(static_cast<double>(r >> 11) / 9007199254740992.0 * 2.0); };
  add("probabilities", [&](int64_t, uint64_t r) { return unit(r) / static_cast<T>(n + 1); });
  add("mixed signs", [&](int64_t, uint64_t r) { return unit(r) - T(1); });
  add("drift down", [&](int64_t, uint64_t r) { return T(0.25) * unit(r) - T(0.3); });
  // From 1000 down towards 0 in fractional steps: every binade boundary is
  // crossed downwards, where the rounding grid becomes finer.
  add("shrinking",
      [&](int64_t i, uint64_t r) { return i == 0 ? T(1000) : -unit(r) * T(1000) / static_cast<T>(n + 1); });
  // A random walk around 1 in steps of 1.3 and 1.7 ulps of 1: sums land
  // just below 1, where the grid is half as fine, and near ties there.
  add("around one", [&](int64_t i, uint64_t r) {
    if (i == 0) return T(1) + 2 * half_ulp_of_one;
    T step = ((r & 2) ? T(2.6) : T(3.4)) * half_ulp_of_one;
    return (r & 1) ? step : -step;
  });
  add("around minus one", [&](int64_t i, uint64_t r) {
    if (i == 0) return -T(1) - 2 * half_ulp_of_one;
    T step = ((r & 2) ? T(2.6) : T(3.4)) * half_ulp_of_one;
    return (r & 1) ? step : -step;
  });
  add("integers", [&](int64_t, uint64_t r) { return static_cast<T>(r % 7); });
  // After a first 1, steps of half an ulp of 1 and 3 half ulps: every one a
  // tie, which rounds to the even neighbour and so depends on the total.
  add("ties", [&](int64_t i, uint64_t r) {
    if (i == 0) return T(1);
    return (r & 3) == 0 ? 3 * half_ulp_of_one : (r & 3) == 1 ? -half_ulp_of_one : half_ulp_of_one;
  });
  add("zeros first", [&](int64_t i, uint64_t r) { return i < 37 ? T(0) : unit(r); });
  add("subnormals", [&](int64_t i, uint64_t r) {
    Bits b = static_cast<Bits>(r) & ((Bits{1} << p) - 1);
    T v;
    std::memcpy(&v, &b, sizeof(T));
    return i % 50 == 49 ? std::numeric_limits<T>::min() * 3 : v;
  });
  add("huge and tiny", [&](int64_t i, uint64_t r) {
    return (r % 97 == 0) ? std::numeric_limits<T>::max() / 4 * (i % 2 ? 1 : -1) : unit(r) * T(1e-3);
  });
  add("infinity", [&](int64_t i, uint64_t r) { return i == n / 2 ? std::numeric_limits<T>::infinity() : unit(r); });
  add("nan", [&](int64_t i, uint64_t r) { return i == n / 3 ? std::numeric_limits<T>::quiet_NaN() : unit(r); });
  add("cancellation", [&](int64_t i, uint64_t r) { return i % 2 ? -unit(r) * T(1e6) : unit(r) * T(1e6); });
  return rows;
}

template <typename T>
void ExpectExactScan(const std::string& dtype, DataType t) {
  for (const std::string& target : {std::string("llvm"), std::string("llvm -mcpu=x86-64")}) {
    LLVMModule m = Build(Scan(dtype, dtype, "+", "A[fused, T.int64(0)]", kInclusive), target);
    ASSERT_TRUE(ExactScanIn(m)) << target;
    for (int64_t n : kLengths) {
      if (n > 100000 && target != "llvm") continue;
      for (const auto& [name, in] : HardRows<T>(n)) {
        NDArray a = Row(in, t), b = Row(std::vector<T>(n, T(-7)), t);
        std::vector<NDArray> bufs{a, b};
        RunPrimFunc(m, "scan", bufs);
        T serial = 0;
        for (int64_t k = 0; k < n; ++k) {
          serial = k == 0 ? in[k] : serial + in[k];
          ASSERT_EQ(std::memcmp(&serial, &b.data_as<T>()[k], sizeof(T)), 0)
              << dtype << " " << target << " " << name << " n=" << n << " k=" << k << ": " << b.data_as<T>()[k]
              << " where the serial chain has " << serial;
        }
      }
    }
  }
}

// Many long rows (VectorizeScans' long-row rule): each row its own exact
// vector scan, rows spread over the thread pool.
TEST(VectorScan, ManyLongRowsAreEachTheSerialChain) {
  const int64_t rows = 7, n = 3001;
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def scan(A: T.Buffer((T.int64(7), T.int64(3001)), "float32"), B: T.Buffer((T.int64(7), T.int64(3001)), "float32")):
    T.func_attr({"tir.noalias": True})
    for fused in T.parallel(T.int64(7)):
        B[fused, T.int64(0)] = A[fused, T.int64(0)]
        for k in range(T.int64(3000)):
            B[fused, k + T.int64(1)] = B[fused, k] + A[fused, k + T.int64(1)]
)");
  LLVMModule m = Build(f, "llvm");
  ASSERT_TRUE(ExactScanIn(m));
  std::vector<float> in;
  for (const auto& [name, row] : HardRows<float>(n)) {
    if (static_cast<int64_t>(in.size()) < rows * n) in.insert(in.end(), row.begin(), row.end());
  }
  in.resize(rows * n);
  NDArray a = NDArray::FromVector<float>({rows, n}, in, DataType::Float(32));
  NDArray b = NDArray::Zeros({rows, n}, DataType::Float(32));
  std::vector<NDArray> bufs{a, b};
  RunPrimFunc(m, "scan", bufs);
  for (int64_t r = 0; r < rows; ++r) {
    float serial = 0;
    for (int64_t k = 0; k < n; ++k) {
      serial = k == 0 ? in[r * n] : serial + in[r * n + k];
      ASSERT_EQ(std::memcmp(&serial, &b.data_as<float>()[r * n + k], 4), 0) << "row " << r << " k=" << k;
    }
  }
}

TEST(VectorScan, ExactFloat32AddScanIsTheSerialChainBitForBit) {
  ExpectExactScan<float>("float32", DataType::Float(32));
}

TEST(VectorScan, ExactFloat64AddScanIsTheSerialChainBitForBit) {
  ExpectExactScan<double>("float64", DataType::Float(64));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
