// Helpers for the GPU kernel tests of compiler/backend: deterministic
// random arrays, te stages run in the TIR interpreter, and comparisons
// against the reference kernels (compiler/runtime/ref).
#ifndef RLX_COMPILER_BACKEND_GPU_TEST_UTIL_H_
#define RLX_COMPILER_BACKEND_GPU_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/tensor.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace backend {
namespace testing {

// Integers uniformly drawn from [lo, hi] (a fixed LCG: reproducible),
// stored in `dtype`.
inline NDArray RandomInts(const std::vector<int64_t>& shape, DataType dtype, int64_t lo, int64_t hi,
                          uint64_t seed = 1) {
  NDArray a = NDArray::Zeros(shape, dtype);
  uint64_t s = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    int64_t v = lo + static_cast<int64_t>((s >> 33) % static_cast<uint64_t>(hi - lo + 1));
    if (dtype.is_floating()) {
      a.SetDouble(i, static_cast<double>(v));
    } else {
      a.SetInt(i, v);
    }
  }
  return a;
}

// Runs the PrimFunc of `inputs` -> `outputs` on `args` (inputs then
// freshly zeroed outputs, which are returned).
inline std::vector<NDArray> RunStages(const std::vector<te::Tensor>& inputs, const std::vector<te::Tensor>& outputs,
                                      const std::vector<NDArray>& args,
                                      const std::vector<std::vector<int64_t>>& out_shapes) {
  std::vector<te::Tensor> all = inputs;
  all.insert(all.end(), outputs.begin(), outputs.end());
  tir::PrimFunc f = te::CreatePrimFunc(all);
  std::vector<NDArray> bufs = args;
  std::vector<NDArray> outs;
  for (size_t i = 0; i < outputs.size(); ++i) {
    outs.push_back(NDArray::Zeros(out_shapes[i], outputs[i].dtype()));
    bufs.push_back(outs.back());
  }
  tir::InterpretPrimFunc(f, bufs);
  return outs;
}

inline std::vector<PrimExpr> Dims(const std::vector<int64_t>& shape) {
  std::vector<PrimExpr> d;
  for (int64_t v : shape) d.push_back(Int64(v));
  return d;
}

#define RLX_EXPECT_ALLCLOSE(a, b, rtol, atol)                            \
  do {                                                                   \
    std::string rlx_msg;                                                 \
    EXPECT_TRUE(::rlx::AllClose(a, b, rtol, atol, &rlx_msg)) << rlx_msg; \
  } while (0)

}  // namespace testing
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_GPU_TEST_UTIL_H_
