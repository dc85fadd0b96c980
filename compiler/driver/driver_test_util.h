// Helpers shared by the driver's end-to-end tests: read a module file, make
// deterministic random inputs, run a function on the VM and on the reference
// evaluator, and compare the flattened results.
#ifndef RLX_COMPILER_DRIVER_DRIVER_TEST_UTIL_H_
#define RLX_COMPILER_DRIVER_DRIVER_TEST_UTIL_H_

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/driver/build.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/vm/vm.h"
#include "compiler/script/relax_parser.h"
#include "gtest/gtest.h"

namespace rlx {
namespace driver {
namespace test {

inline IRModule ParseFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return script::ParseModuleText(ss.str(), path);
}

// Float32 values in [-1, 1) from a linear congruential generator: the same
// inputs on every run and machine.
inline NDArray Random(std::vector<int64_t> shape, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.SetDouble(i, static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return a;
}

inline std::vector<NDArray> RunVM(runtime::vm::VirtualMachine& vm, const std::string& func,
                                  const std::vector<NDArray>& arrays) {
  return runtime::vm::FlattenValue(vm.Invoke(func, VMArgsFromArrays(vm.executable(), func, arrays)));
}

inline std::vector<NDArray> RunReference(const IRModule& mod, const std::string& func,
                                         const std::vector<NDArray>& arrays) {
  return FlattenToTensors(EvaluateFunction(mod, func, ArgsFromArrays(mod, func, arrays)));
}

inline void ExpectAllClose(const std::vector<NDArray>& got, const std::vector<NDArray>& want, double tol = 1e-5) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    std::string msg;
    EXPECT_TRUE(AllClose(got[i], want[i], tol, tol, &msg)) << "output " << i << ": " << msg;
  }
}

}  // namespace test
}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_DRIVER_TEST_UTIL_H_
