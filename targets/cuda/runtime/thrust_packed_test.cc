// tvm.contrib.thrust.* packed functions on host arrays: without a device
// the call fails with the clean reason; with one (and librlx_thrust.so from
// $RLX_THRUST_LIBRARY, which tools/gpu/run_device_checks.sh sets) argsort
// and scans match host references and the library's errors come through.
#include "targets/cuda/runtime/thrust_packed.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "compiler/support/diagnostic.h"
#include "targets/cuda/runtime/cuda_test_util.h"

namespace rlx {
namespace cuda {
namespace {

using runtime::PackedArgsBuilder;
using runtime::PackedFuncRegistry;

std::string ErrorOf(const PackedFuncRegistry& r, PackedArgsBuilder& b) {
  try {
    r.Call(b.Build());
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "";
}

NDArray Workspace(int64_t n, int64_t itemsize) {
  return NDArray::Zeros({8 * n * itemsize + 8 * 1024 * 1024 + 12 * n}, DataType::UInt(8));
}

TEST(ThrustPackedTest, SortAndScanMatchHostReferences) {
  PackedFuncRegistry registry;
  RegisterThrustPackedFuncs(&registry);
  const int64_t rows = 4, n = 3000;
  NDArray x = NDArray::Zeros({rows, n}, DataType::Float(32));
  for (int64_t i = 0; i < rows * n; ++i) x.SetDouble(i, static_cast<double>((i * 7919) % 201 - 100) * 0.5);
  NDArray values = NDArray::Zeros({rows, n}, DataType::Float(32));
  NDArray indices = NDArray::Zeros({rows, n}, DataType::Int(64));
  NDArray ws = Workspace(rows * n, 4);
  PackedArgsBuilder sort(kThrustSort);
  sort.Tensor(x).Tensor(values).Tensor(indices).Int(0).Tensor(ws);
  if (!HasDevice()) {
    EXPECT_EQ(ErrorOf(registry, sort), std::string(kThrustSort) + ": " + UnavailableReason());
    if (!DeviceOrSkip()) GTEST_SKIP() << UnavailableReason();
  }
  std::string error = ErrorOf(registry, sort);
  if (error.find("librlx_thrust.so not found") != std::string::npos) {
    EXPECT_FALSE(DeviceRequired()) << "RLX_REQUIRE_CUDA_DEVICE=1 needs RLX_THRUST_LIBRARY: " << error;
    GTEST_SKIP() << error;
  }
  ASSERT_EQ(error, "");
  for (int64_t r = 0; r < rows; ++r) {  // descending, ties in index order
    std::vector<int64_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int64_t a, int64_t b) { return x.GetDouble(r * n + a) > x.GetDouble(r * n + b); });
    for (int64_t k = 0; k < n; ++k) {
      ASSERT_EQ(indices.GetInt(r * n + k), order[k]) << r << "," << k;
      ASSERT_EQ(values.GetDouble(r * n + k), x.GetDouble(r * n + order[k])) << r << "," << k;
    }
  }
  NDArray ints = NDArray::Zeros({rows, n}, DataType::Int(32));
  for (int64_t i = 0; i < rows * n; ++i) ints.SetInt(i, (i * 31) % 17 - 8);
  NDArray sums = NDArray::Zeros({rows, n}, DataType::Int(64));
  PackedArgsBuilder scan(kThrustSumScan);
  scan.Tensor(ints).Tensor(sums).Int(1).Tensor(ws);
  ASSERT_EQ(ErrorOf(registry, scan), "");
  for (int64_t r = 0; r < rows; ++r) {
    int64_t acc = 0;
    for (int64_t k = 0; k < n; ++k) {
      ASSERT_EQ(sums.GetInt(r * n + k), acc) << r << "," << k;  // exclusive
      acc += ints.GetInt(r * n + k);
    }
  }
  NDArray small_idx = NDArray::Zeros({rows, n}, DataType::Int(16));
  PackedArgsBuilder bad(kThrustSort);
  bad.Tensor(x).Tensor(values).Tensor(small_idx).Int(1).Tensor(ws);
  EXPECT_EQ(ErrorOf(registry, bad),
            "tvm.contrib.thrust.sort: indices must be int32, int64, float32 or float64, got int16");
}

}  // namespace
}  // namespace cuda
}  // namespace rlx
