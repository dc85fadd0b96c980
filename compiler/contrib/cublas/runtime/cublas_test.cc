// rlx.contrib.cublas.matmul: the plan (argument checks, batch / transpose /
// epilogue semantics) against the reference kernels on the host, and the
// call itself -- on a machine with a CUDA device it must match the
// reference; without one it must fail cleanly, naming the function.
#include "compiler/contrib/cublas/runtime/cublas.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "compiler/contrib/common/runtime/blaslt_gemm.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

NDArray Random(std::vector<int64_t> shape, uint32_t seed, DataType dtype = DataType::Float(32)) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.data_as<float>()[i] = static_cast<float>(static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return dtype == DataType::Float(32) ? a : ref::AsType(a, dtype);
}

struct View {
  explicit View(const NDArray& a) : shape(a.shape()) {
    t.data = const_cast<void*>(a.data());
    t.device = DLDevice{1, 0};
    t.ndim = static_cast<int32_t>(shape.size());
    t.dtype = ToDLDataType(a.dtype());
    t.shape = shape.data();
  }
  std::vector<int64_t> shape;
  DLTensor t{};
};

void ExpectNear(const NDArray& got, const NDArray& want, double tol) {
  ASSERT_EQ(got.shape(), want.shape());
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    ASSERT_NEAR(got.GetDouble(i), want.GetDouble(i), tol * (1 + std::fabs(want.GetDouble(i)))) << "element " << i;
  }
}

// Runs the plan on the host (ReferenceGemm) into a fresh array.
NDArray PlanOnHost(const std::string& config, const std::vector<NDArray>& inputs, std::vector<int64_t> out_shape,
                   DataType out_dtype) {
  std::vector<View> views(inputs.begin(), inputs.end());
  std::vector<const DLTensor*> ptrs;
  for (const View& v : views) ptrs.push_back(&v.t);
  NDArray out = NDArray::Zeros(std::move(out_shape), out_dtype);
  View o(out);
  ReferenceGemm(PlanGemm(kCublasMatmulFunc, config, ptrs, o.t));
  return out;
}

TEST(CublasPlanTest, BiasReluMatchesTheReferenceKernels) {
  NDArray x = Random({5, 7}, 1), w = Random({7, 3}, 2), b = Random({3}, 3);
  NDArray got = PlanOnHost(R"({"a": 0, "b": 1, "bias": 2, "epilogue": "relu_bias", "a_dtype": "float32",
      "b_dtype": "float32", "c_dtype": "float32", "bias_dtype": "float32", "m": 5, "n": 3, "k": 7})",
                           {x, w, b}, {5, 3}, DataType::Float(32));
  ExpectNear(got, ref::Relu(ref::Add(ref::Matmul(x, w), b)), 1e-5);
}

TEST(CublasPlanTest, TransposedBAndFoldedBatchWithGelu) {
  // (2, 4, 6) x (5, 6)^T: B is one matrix, A's batch folds into M = 8.
  NDArray x = Random({2, 4, 6}, 4), wt = Random({5, 6}, 5), b = Random({5}, 6);
  NDArray got = PlanOnHost(R"({"a": 0, "b": 1, "bias": 2, "transb": true, "epilogue": "gelu_bias",
      "a_dtype": "float32", "b_dtype": "float32", "c_dtype": "float32", "bias_dtype": "float32", "m": 8})",
                           {x, wt, b}, {2, 4, 5}, DataType::Float(32));
  // cuBLASLt's GELU is the tanh approximation.
  ExpectNear(got, ref::GeluTanh(ref::Add(ref::Matmul(x, ref::PermuteDims(wt, std::vector<int64_t>{1, 0})), b)), 1e-5);
}

TEST(CublasPlanTest, StridedBatchFloat16) {
  NDArray x = Random({3, 4, 8}, 7, DataType::Float(16)), w = Random({3, 8, 2}, 8, DataType::Float(16));
  NDArray got = PlanOnHost(R"({"a": 0, "b": 1, "a_dtype": "float16", "b_dtype": "float16", "c_dtype": "float16",
      "batch": 3, "m": 4})",
                           {x, w}, {3, 4, 2}, DataType::Float(16));
  ExpectNear(got, ref::Matmul(x, w), 2e-3);
}

std::string PlanError(const std::string& config, const std::vector<NDArray>& inputs, std::vector<int64_t> out_shape) {
  std::vector<View> views(inputs.begin(), inputs.end());
  std::vector<const DLTensor*> ptrs;
  for (const View& v : views) ptrs.push_back(&v.t);
  NDArray out = NDArray::Zeros(std::move(out_shape), DataType::Float(32));
  View o(out);
  try {
    PlanGemm(kCublasMatmulFunc, config, ptrs, o.t);
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "";
}

TEST(CublasPlanTest, BadArgumentsNameTheFunction) {
  NDArray x = Random({2, 4}, 1), w = Random({4, 3}, 2), w5 = Random({5, 3}, 2);
  const std::string f32 = R"("a_dtype": "float32", "b_dtype": "float32", "c_dtype": "float32")";
  EXPECT_EQ(PlanError("{" + f32 + R"(, "a": 0, "b": 1})", {x, w5}, {2, 3}),
            "rlx.contrib.cublas.matmul: A (2, 4) and B (5, 3) disagree on K");
  EXPECT_EQ(PlanError("{" + f32 + R"(, "a": 0, "b": 1, "k": 8})", {x, w}, {2, 3}),
            "rlx.contrib.cublas.matmul: compiled for k = 8, called with 4");
  EXPECT_EQ(PlanError("{" + f32 + R"(, "a": 0, "b": 1, "a_shape": [2, 5]})", {x, w}, {2, 3}),
            "rlx.contrib.cublas.matmul: A has shape (2, 4), the compiled GEMM expects (2, 5) (-1: any)");
  EXPECT_EQ(PlanError("{" + f32 + R"(, "a": 0, "b": 3})", {x, w}, {2, 3}),
            "rlx.contrib.cublas.matmul: config input 'b' = 3 but the call has 2 inputs");
  EXPECT_EQ(PlanError("{" + f32 + R"(, "a": 0, "b": 1, "epilogue": "bias"})", {x, w}, {2, 3}),
            "rlx.contrib.cublas.matmul: epilogue 'bias' and the bias input disagree");
  EXPECT_EQ(PlanError(R"({"a": 0, "b": 1, "a_dtype": "float16", "b_dtype": "float32", "c_dtype": "float32"})", {x, w},
                      {2, 3}),
            "rlx.contrib.cublas.matmul: A must be float16, got float32 tensor of shape (2, 4)");
  EXPECT_EQ(PlanError("{" + f32 + R"(, "a": 0, "b": 1})", {x, w}, {3, 3}),
            "rlx.contrib.cublas.matmul: the output (3, 3) does not hold the 1 x 2 x 3 result");
  EXPECT_EQ(PlanError("not json", {x, w}, {2, 3}), "rlx.contrib.cublas.matmul: the config is not a JSON object");
}

TEST(CublasTest, RunsOnTheDeviceOrFailsCleanly) {
  PackedFuncRegistry registry;
  RegisterCublasFuncs(&registry);
  ASSERT_NE(registry.Find(kCublasMatmulFunc), nullptr);
  NDArray x = Random({16, 32}, 11, DataType::Float(16)), w = Random({32, 8}, 12, DataType::Float(16)),
          b = Random({8}, 13, DataType::Float(16));
  NDArray out = NDArray::Zeros({16, 8}, DataType::Float(16));
  const std::string config = R"({"a": 0, "b": 1, "bias": 2, "epilogue": "bias", "a_dtype": "float16",
      "b_dtype": "float16", "c_dtype": "float16", "bias_dtype": "float16"})";
  PackedArgsBuilder args(kCublasMatmulFunc);
  args.Str(config).Tensor(x).Tensor(w).Tensor(b).Tensor(out);
  std::string why;
  if (CublasAvailable(&why)) {
    registry.Call(args.Build());
    ExpectNear(out, ref::Add(ref::Matmul(x, w), b), 2e-2);
  } else {
    try {
      registry.Call(args.Build());
      FAIL() << "the call ran without a device";
    } catch (const DiagnosticError& e) {
      EXPECT_EQ(e.diagnostic().message, "rlx.contrib.cublas.matmul: no CUDA device: " + why);
      EXPECT_FALSE(why.empty());
    }
    // The output is untouched.
    for (int64_t i = 0; i < out.NumElements(); ++i) ASSERT_EQ(out.GetDouble(i), 0.0);
  }
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
