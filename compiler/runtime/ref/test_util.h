// Small helpers for the reference-kernel tests: array literals and
// gtest-friendly comparisons.
#ifndef RLX_COMPILER_RUNTIME_REF_TEST_UTIL_H_
#define RLX_COMPILER_RUNTIME_REF_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace ref {
namespace testing {

inline NDArray F32(std::vector<int64_t> shape, const std::vector<double>& v) {
  return NDArray::FromVector<double>(std::move(shape), v, DataType::Float(32));
}
inline NDArray F64(std::vector<int64_t> shape, const std::vector<double>& v) {
  return NDArray::FromVector<double>(std::move(shape), v, DataType::Float(64));
}
inline NDArray I32(std::vector<int64_t> shape, const std::vector<int64_t>& v) {
  return NDArray::FromVector<int64_t>(std::move(shape), v, DataType::Int(32));
}
inline NDArray I64(std::vector<int64_t> shape, const std::vector<int64_t>& v) {
  return NDArray::FromVector<int64_t>(std::move(shape), v, DataType::Int(64));
}
inline NDArray Bool(std::vector<int64_t> shape, const std::vector<int64_t>& v) {
  return NDArray::FromVector<int64_t>(std::move(shape), v, DataType::Bool());
}
inline NDArray Of(DataType t, std::vector<int64_t> shape, const std::vector<double>& v) {
  return NDArray::FromVector<double>(std::move(shape), v, t);
}

// Same dtype, same shape, values within tolerance (exact for integers).
inline ::testing::AssertionResult Close(const NDArray& actual, const NDArray& expected, double rtol = 1e-6,
                                        double atol = 1e-6) {
  std::string msg;
  if (AllClose(actual, expected, rtol, atol, &msg)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << msg << "\nactual:   " << actual.ToString()
                                       << "\nexpected: " << expected.ToString();
}

// Runs `fn` and checks that it throws an exception whose what() contains
// `needle`.
template <typename Fn>
::testing::AssertionResult ThrowsWith(Fn&& fn, const std::string& needle) {
  try {
    fn();
  } catch (const std::exception& e) {
    if (std::string(e.what()).find(needle) != std::string::npos) {
      return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << "error '" << e.what() << "' lacks '" << needle << "'";
  }
  return ::testing::AssertionFailure() << "no exception (expected '" << needle << "')";
}

}  // namespace testing
}  // namespace ref
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_REF_TEST_UTIL_H_
