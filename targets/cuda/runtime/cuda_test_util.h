// Device gating for CUDA tests: the numeric checks run where a CUDA device
// is; elsewhere the test is skipped (GTEST_SKIP with the reason), unless
// RLX_REQUIRE_CUDA_DEVICE=1 (tools/gpu/run_device_checks.sh) makes a missing
// device a failure.
#ifndef RLX_TARGETS_CUDA_RUNTIME_CUDA_TEST_UTIL_H_
#define RLX_TARGETS_CUDA_RUNTIME_CUDA_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "targets/cuda/runtime/cuda_api.h"

namespace rlx {
namespace cuda {

inline bool DeviceRequired() {
  const char* v = std::getenv("RLX_REQUIRE_CUDA_DEVICE");
  return v != nullptr && std::string(v) == "1";
}

// True when a device is there; otherwise false (and the test fails when a
// device is required). Callers skip: `if (!DeviceOrSkip()) GTEST_SKIP() << ...`.
inline bool DeviceOrSkip() {
  if (HasDevice()) return true;
  EXPECT_FALSE(DeviceRequired()) << "RLX_REQUIRE_CUDA_DEVICE=1 but: " << UnavailableReason();
  return false;
}

}  // namespace cuda
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_RUNTIME_CUDA_TEST_UTIL_H_
