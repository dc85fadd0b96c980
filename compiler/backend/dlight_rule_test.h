// Shared fixture code of the dlight rule tests (a test-only header): a PrimFunc run on the TIR interpreter
// and on the default OpenCL device (PoCL in tests), compared with the
// unscheduled function on the interpreter.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_RULE_TEST_H_
#define RLX_COMPILER_BACKEND_DLIGHT_RULE_TEST_H_

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/te/expr_util.h"
#include "compiler/tir/interp/interpreter.h"
#include "targets/opencl/runtime/opencl_kernels.h"

namespace rlx {
namespace backend {
namespace testing {

inline std::vector<NDArray> Copies(const std::vector<NDArray>& arrays) {
  std::vector<NDArray> out;
  for (const NDArray& a : arrays) {
    NDArray c = NDArray::Zeros(a.shape(), a.dtype());
    for (int64_t i = 0; i < a.NumElements(); ++i) c.SetDouble(i, a.GetDouble(i));
    out.push_back(c);
  }
  return out;
}

// Runs `f` on the default OpenCL device; `args` are updated in place.
inline void RunOnOpenCL(const tir::PrimFunc& f, std::vector<NDArray>& args) {
  // PoCL caches compiled kernels; the sandbox's home is not writable.
  if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  opencl::OpenCLKernelRunner runner({{"dlight_kernel", f}});
  ASSERT_TRUE(runner.host_kernels().empty()) << "the scheduled function has host stages";
  runner.Run("dlight_kernel", args, {});
}

// `f` unscheduled vs `g` on the interpreter and on OpenCL: the last
// `num_outputs` arguments are outputs (zeroed first). rtol = atol = 0 asks
// for bit-equal results (inputs whose sums are exact in any order).
inline void ExpectSameOnInterpAndOpenCL(const tir::PrimFunc& f, const tir::PrimFunc& g,
                                        const std::vector<NDArray>& args, size_t num_outputs, double tol,
                                        const std::string& what) {
  std::vector<NDArray> want = Copies(args), interp = Copies(args), device = Copies(args);
  tir::InterpretPrimFunc(f, want);
  tir::InterpretPrimFunc(g, interp);
  RunOnOpenCL(g, device);
  for (size_t i = args.size() - num_outputs; i < args.size(); ++i) {
    std::string msg;
    if (tol == 0) {
      EXPECT_EQ(interp[i].ToDoubleVector(), want[i].ToDoubleVector()) << what << ": interpreter, output " << i;
      EXPECT_EQ(device[i].ToDoubleVector(), want[i].ToDoubleVector()) << what << ": OpenCL, output " << i;
    } else {
      EXPECT_TRUE(AllClose(interp[i], want[i], tol, tol, &msg)) << what << ": interpreter: " << msg;
      EXPECT_TRUE(AllClose(device[i], want[i], tol, tol, &msg)) << what << ": OpenCL: " << msg;
    }
  }
}

inline int CountTag(const tir::PrimFunc& f, const std::string& tag) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto l = o.as<tir::ForNode>()) n += l->thread_tag == tag;
  });
  return n;
}

inline int CountAllocs(const tir::PrimFunc& f, const std::string& scope) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto a = o.as<tir::AllocateNode>()) n += a->buffer_var->storage_scope == scope;
  });
  return n;
}

}  // namespace testing
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_RULE_TEST_H_
