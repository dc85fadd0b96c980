// rlx.contrib.hipblas.matmul without ROCm: the call fails cleanly, and the
// device driver (RunGemmOnDevice: descriptors, column-major mapping, batch
// strides, epilogues) runs against a host stand-in for hipBLASLt that
// interprets the hipblas_abi.h enum values the way hipBLASLt documents
// them, compared with the reference kernels.
#include "compiler/contrib/hipblas/runtime/hipblas.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "compiler/contrib/common/runtime/blaslt_gemm.h"
#include "compiler/contrib/hipblas/runtime/hipblas_abi.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

namespace abi = hipblas_abi;

NDArray Random(std::vector<int64_t> shape, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.data_as<float>()[i] = static_cast<float>(static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return a;
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

// ---- a float32 host hipBLASLt: descriptors are attribute maps.
struct FakeDesc {
  std::map<int, std::vector<char>> attrs;
  int compute = 0, scale = 0;
};
struct FakeLayout {
  int type = 0;
  uint64_t rows = 0, cols = 0;
  int64_t ld = 0;
  std::map<int, std::vector<char>> attrs;
};

template <typename T>
T Attr(const std::map<int, std::vector<char>>& attrs, int key, T fallback) {
  auto it = attrs.find(key);
  if (it == attrs.end()) return fallback;
  T v;
  std::memcpy(&v, it->second.data(), sizeof(T));
  return v;
}

int Set(std::map<int, std::vector<char>>* attrs, int key, const void* value, size_t size) {
  (*attrs)[key].assign(static_cast<const char*>(value), static_cast<const char*>(value) + size);
  return 0;
}

int FakeMatmul(void*, void* desc_p, const void* alpha, const void* a, void* a_desc, const void* b, void* b_desc,
               const void* beta, const void*, void*, void* d, void* d_desc, const void*, void*, size_t, void*) {
  auto* desc = static_cast<FakeDesc*>(desc_p);
  auto* la = static_cast<FakeLayout*>(a_desc);
  auto* lb = static_cast<FakeLayout*>(b_desc);
  auto* ld = static_cast<FakeLayout*>(d_desc);
  if (desc->compute != abi::kCompute32F || la->type != abi::kR32F || ld->type != abi::kR32F) return 7;
  const int op_a = Attr<int32_t>(desc->attrs, abi::kDescTransA, abi::kOpN);
  const int op_b = Attr<int32_t>(desc->attrs, abi::kDescTransB, abi::kOpN);
  const uint32_t epi = Attr<uint32_t>(desc->attrs, abi::kDescEpilogue, abi::kEpilogueDefault);
  const float* bias = Attr<const float*>(desc->attrs, abi::kDescBiasPointer, nullptr);
  const int32_t batch = Attr<int32_t>(ld->attrs, abi::kLayoutBatchCount, 1);
  const int64_t rows = static_cast<int64_t>(ld->rows), cols = static_cast<int64_t>(ld->cols);
  const int64_t kk = op_a == abi::kOpN ? static_cast<int64_t>(la->cols) : static_cast<int64_t>(la->rows);
  const float al = *static_cast<const float*>(alpha), be = *static_cast<const float*>(beta);
  if (be != 0) return 7;
  auto A = static_cast<const float*>(a);
  auto B = static_cast<const float*>(b);
  auto D = static_cast<float*>(d);
  for (int32_t t = 0; t < batch; ++t) {
    const float* At = A + t * Attr<int64_t>(la->attrs, abi::kLayoutStridedBatchOffset, 0);
    const float* Bt = B + t * Attr<int64_t>(lb->attrs, abi::kLayoutStridedBatchOffset, 0);
    float* Dt = D + t * Attr<int64_t>(ld->attrs, abi::kLayoutStridedBatchOffset, 0);
    for (int64_t i = 0; i < rows; ++i) {
      for (int64_t j = 0; j < cols; ++j) {
        double acc = 0;
        for (int64_t l = 0; l < kk; ++l) {
          double av = op_a == abi::kOpN ? At[i + l * la->ld] : At[l + i * la->ld];
          double bv = op_b == abi::kOpN ? Bt[l + j * lb->ld] : Bt[j + l * lb->ld];
          acc += av * bv;
        }
        acc *= al;
        if (epi == abi::kEpilogueBias || epi == abi::kEpilogueReluBias || epi == abi::kEpilogueGeluBias) {
          if (bias == nullptr) return 7;
          acc += bias[i];  // one per row of D
        }
        if (epi == abi::kEpilogueRelu || epi == abi::kEpilogueReluBias) acc = std::max(acc, 0.0);
        Dt[i + j * ld->ld] = static_cast<float>(acc);
      }
    }
  }
  return 0;
}

BlasLtApi FakeHipblasLt() {
  BlasLtApi a;
  a.device_name = "fake";
  a.get_device_count = [](int* n) {
    *n = 1;
    return 0;
  };
  a.malloc = [](void** p, size_t n) {
    *p = std::malloc(n);
    return *p ? 0 : 2;
  };
  a.free = [](void* p) {
    std::free(p);
    return 0;
  };
  a.memcpy = [](void* dst, const void* src, size_t n, int kind) {
    if (kind != abi::kMemcpyHostToDevice && kind != abi::kMemcpyDeviceToHost) return 1;
    std::memcpy(dst, src, n);
    return 0;
  };
  a.synchronize = [] { return 0; };
  a.error_string = [](int) { return "fake error"; };
  a.create = [](void** h) {
    *h = nullptr;
    return 0;
  };
  a.desc_create = [](void** d, int compute, int scale) {
    auto* desc = new FakeDesc();
    desc->compute = compute;
    desc->scale = scale;
    *d = desc;
    return 0;
  };
  a.desc_destroy = [](void* d) {
    delete static_cast<FakeDesc*>(d);
    return 0;
  };
  a.desc_set = [](void* d, int key, const void* v, size_t n) {
    return Set(&static_cast<FakeDesc*>(d)->attrs, key, v, n);
  };
  a.layout_create = [](void** l, int type, uint64_t rows, uint64_t cols, int64_t ld) {
    auto* layout = new FakeLayout();
    layout->type = type;
    layout->rows = rows;
    layout->cols = cols;
    layout->ld = ld;
    *l = layout;
    return 0;
  };
  a.layout_destroy = [](void* l) {
    delete static_cast<FakeLayout*>(l);
    return 0;
  };
  a.layout_set = [](void* l, int key, const void* v, size_t n) {
    return Set(&static_cast<FakeLayout*>(l)->attrs, key, v, n);
  };
  a.matmul = FakeMatmul;
  static_cast<BlasLtEnums&>(a) = RLX_BLASLT_ENUMS(abi);
  return a;
}

void ExpectNear(const NDArray& got, const NDArray& want) {
  ASSERT_EQ(got.shape(), want.shape());
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    ASSERT_NEAR(got.GetDouble(i), want.GetDouble(i), 1e-4 * (1 + std::fabs(want.GetDouble(i)))) << "element " << i;
  }
}

NDArray RunFake(const std::string& config, const std::vector<NDArray>& inputs, std::vector<int64_t> out_shape) {
  std::vector<View> views(inputs.begin(), inputs.end());
  std::vector<const DLTensor*> ptrs;
  for (const View& v : views) ptrs.push_back(&v.t);
  NDArray out = NDArray::Zeros(std::move(out_shape), DataType::Float(32));
  View o(out);
  GemmPlan plan = PlanGemm(kHipblasMatmulFunc, config, ptrs, o.t);
  RunGemmOnDevice(kHipblasMatmulFunc, FakeHipblasLt(), nullptr, plan);
  return out;
}

const char* kF32 = R"("a_dtype": "float32", "b_dtype": "float32", "c_dtype": "float32", "bias_dtype": "float32")";

TEST(HipblasDriverTest, BiasReluThroughTheColumnMajorMapping) {
  NDArray x = Random({5, 7}, 1), w = Random({7, 3}, 2), b = Random({3}, 3);
  NDArray got =
      RunFake(std::string(R"({"a": 0, "b": 1, "bias": 2, "epilogue": "relu_bias", )") + kF32 + "}", {x, w, b}, {5, 3});
  ExpectNear(got, ref::Relu(ref::Add(ref::Matmul(x, w), b)));
}

TEST(HipblasDriverTest, TransposedBAndStridedBatch) {
  NDArray x = Random({3, 4, 6}, 4), wt = Random({3, 5, 6}, 5);
  NDArray got = RunFake(std::string(R"({"a": 0, "b": 1, "transb": true, )") + kF32 + "}", {x, wt}, {3, 4, 5});
  ExpectNear(got, ref::Matmul(x, ref::PermuteDims(wt, std::vector<int64_t>{0, 2, 1})));
  // B's argument position comes from the config, not the call order.
  NDArray w = Random({6, 2}, 6);
  NDArray swapped = RunFake(std::string(R"({"a": 1, "b": 0, )") + kF32 + "}", {w, x}, {3, 4, 2});
  ExpectNear(swapped, ref::Matmul(x, w));
}

TEST(HipblasTest, NoRocmIsACleanError) {
  PackedFuncRegistry registry;
  RegisterHipblasFuncs(&registry);
  ASSERT_NE(registry.Find(kHipblasMatmulFunc), nullptr);
  NDArray x = Random({2, 4}, 1), w = Random({4, 3}, 2);
  NDArray out = NDArray::Zeros({2, 3}, DataType::Float(32));
  PackedArgsBuilder args(kHipblasMatmulFunc);
  args.Str(std::string(R"({"a": 0, "b": 1, )") + kF32 + "}").Tensor(x).Tensor(w).Tensor(out);
  std::string why;
  // No ROCm is installed where this project is built and tested.
  ASSERT_FALSE(HipblasAvailable(&why));
  try {
    registry.Call(args.Build());
    FAIL() << "the call ran without ROCm";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "rlx.contrib.hipblas.matmul: no ROCm device: " + why);
    EXPECT_NE(why.find("cannot load the HIP runtime"), std::string::npos) << why;
  }
  // Bad arguments are reported before the device is looked for.
  PackedArgsBuilder bad(kHipblasMatmulFunc);
  bad.Str(std::string(R"({"a": 0, "b": 1, "k": 9, )") + kF32 + "}").Tensor(x).Tensor(w).Tensor(out);
  try {
    registry.Call(bad.Build());
    FAIL() << "a wrong K was accepted";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "rlx.contrib.hipblas.matmul: compiled for k = 9, called with 4");
  }
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
