#include "compiler/contrib/common/runtime/blaslt_gemm.h"

#include <dlfcn.h>

#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

#include "compiler/runtime/float_format.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {

namespace {

[[noreturn]] void Fail(const std::string& func, const std::string& message) { ThrowError(func + ": " + message); }

std::string ShapeStr(const std::vector<int64_t>& dims) {
  std::string s = "(";
  for (size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
  return s + (dims.size() == 1 ? ",)" : ")");
}

std::vector<int64_t> Dims(const DLTensor& t) { return std::vector<int64_t>(t.shape, t.shape + t.ndim); }

bool IsCompact(const DLTensor& t) {
  if (t.strides == nullptr) return true;
  int64_t expect = 1;
  for (int i = t.ndim - 1; i >= 0; --i) {
    if (t.shape[i] != 1 && t.strides[i] != expect) return false;
    expect *= t.shape[i];
  }
  return true;
}

// A tensor the config describes: dtype and static dims must agree.
void CheckTensor(const std::string& func, const char* role, const DLTensor& t, const nlohmann::json& cfg,
                 const std::string& dtype_key, const std::string& shape_key) {
  std::string want = cfg.value(dtype_key, "");
  std::string got = FromDLDataType(t.dtype).ToString();
  if (want != got) Fail(func, std::string(role) + " must be " + want + ", got " + DescribeTensor(t));
  if (!IsCompact(t)) Fail(func, std::string(role) + " must be compact row-major");
  if (t.device.device_type != 1) Fail(func, std::string(role) + " must be a host tensor");
  if (!cfg.contains(shape_key)) return;
  std::vector<int64_t> dims = cfg[shape_key].get<std::vector<int64_t>>();
  bool ok = static_cast<int>(dims.size()) == t.ndim;
  for (size_t i = 0; ok && i < dims.size(); ++i) ok = dims[i] < 0 || dims[i] == t.shape[i];
  if (!ok) {
    Fail(func, std::string(role) + " has shape " + ShapeStr(Dims(t)) + ", the compiled GEMM expects " + ShapeStr(dims) +
                   " (-1: any)");
  }
}

int64_t Batch(const DLTensor& t) {
  int64_t p = 1;
  for (int i = 0; i + 2 < t.ndim; ++i) p *= t.shape[i];
  return p;
}

double Load(const DLTensor& t, int64_t i) {
  const char* base = static_cast<const char*>(t.data) + t.byte_offset;
  DataType d = FromDLDataType(t.dtype);
  if (d == DataType::Float(32)) return reinterpret_cast<const float*>(base)[i];
  if (d == DataType::Float(16)) return HalfBitsToDouble(reinterpret_cast<const uint16_t*>(base)[i]);
  if (d == DataType::BFloat16()) return BFloat16BitsToDouble(reinterpret_cast<const uint16_t*>(base)[i]);
  if (d == DataType::Int(8)) return reinterpret_cast<const int8_t*>(base)[i];
  if (d == DataType::Int(32)) return reinterpret_cast<const int32_t*>(base)[i];
  return 0;
}

void Store(const DLTensor& t, int64_t i, double v) {
  char* base = static_cast<char*>(t.data) + t.byte_offset;
  DataType d = FromDLDataType(t.dtype);
  if (d == DataType::Float(32)) reinterpret_cast<float*>(base)[i] = static_cast<float>(v);
  if (d == DataType::Float(16)) reinterpret_cast<uint16_t*>(base)[i] = DoubleToHalfBits(v);
  if (d == DataType::BFloat16()) reinterpret_cast<uint16_t*>(base)[i] = DoubleToBFloat16Bits(v);
  if (d == DataType::Int(32)) reinterpret_cast<int32_t*>(base)[i] = static_cast<int32_t>(v);
}

size_t Bytes(const DLTensor& t) { return static_cast<size_t>(NumElements(t)) * ((t.dtype.bits + 7) / 8); }

}  // namespace

GemmPlan PlanGemm(const std::string& func, const std::string& config, const std::vector<const DLTensor*>& inputs,
                  const DLTensor& out) {
  nlohmann::json cfg = nlohmann::json::parse(config, nullptr, false);
  if (cfg.is_discarded() || !cfg.is_object()) Fail(func, "the config is not a JSON object");
  auto input = [&](const char* key) -> const DLTensor* {
    int64_t i = cfg.value(key, static_cast<int64_t>(-1));
    if (i < 0) return nullptr;
    if (i >= static_cast<int64_t>(inputs.size())) {
      Fail(func, std::string("config input '") + key + "' = " + std::to_string(i) + " but the call has " +
                     std::to_string(inputs.size()) + " inputs");
    }
    return inputs[static_cast<size_t>(i)];
  };
  GemmPlan p;
  p.a = input("a");
  p.b = input("b");
  if (p.a == nullptr || p.b == nullptr) Fail(func, "the config names no A or B input");
  p.bias = input("bias");
  p.c = &out;
  p.transb = cfg.value("transb", false);
  if (cfg.value("transa", false)) Fail(func, "a transposed A is not supported");
  std::string epi = cfg.value("epilogue", "default");
  static const std::vector<std::pair<std::string, BlasEpilogue>> kEpilogues = {
      {"default", BlasEpilogue::kDefault},    {"bias", BlasEpilogue::kBias}, {"relu", BlasEpilogue::kRelu},
      {"relu_bias", BlasEpilogue::kReluBias}, {"gelu", BlasEpilogue::kGelu}, {"gelu_bias", BlasEpilogue::kGeluBias}};
  bool known = false;
  for (const auto& [name, e] : kEpilogues) {
    if (name == epi) {
      p.epilogue = e;
      known = true;
    }
  }
  if (!known) Fail(func, "unknown epilogue '" + epi + "'");
  bool wants_bias = p.epilogue == BlasEpilogue::kBias || p.epilogue == BlasEpilogue::kReluBias ||
                    p.epilogue == BlasEpilogue::kGeluBias;
  if (wants_bias != (p.bias != nullptr)) Fail(func, "epilogue '" + epi + "' and the bias input disagree");

  CheckTensor(func, "A", *p.a, cfg, "a_dtype", "a_shape");
  CheckTensor(func, "B", *p.b, cfg, "b_dtype", "b_shape");
  CheckTensor(func, "the output", out, cfg, "c_dtype", "c_shape");
  if (p.a->ndim < 2 || p.b->ndim < 2) Fail(func, "A and B must have rank >= 2");
  p.ab_dtype = FromDLDataType(p.a->dtype);
  p.c_dtype = FromDLDataType(out.dtype);

  const int64_t m = p.a->shape[p.a->ndim - 2], k = p.a->shape[p.a->ndim - 1];
  const int64_t kb = p.transb ? p.b->shape[p.b->ndim - 1] : p.b->shape[p.b->ndim - 2];
  const int64_t n = p.transb ? p.b->shape[p.b->ndim - 2] : p.b->shape[p.b->ndim - 1];
  if (k != kb) {
    Fail(func, "A " + ShapeStr(Dims(*p.a)) + " and B " + ShapeStr(Dims(*p.b)) + " disagree on K" +
                   (p.transb ? " (B transposed)" : ""));
  }
  const int64_t batch_a = Batch(*p.a), batch_b = Batch(*p.b);
  p.n = n;
  p.k = k;
  if (batch_b == 1) {
    p.m = m * batch_a;
    p.batch = 1;
  } else if (batch_a == batch_b) {
    p.m = m;
    p.batch = batch_a;
    p.stride_a = m * k;
    p.stride_b = k * n;
    p.stride_c = m * n;
  } else {
    Fail(func, "batch counts of A " + ShapeStr(Dims(*p.a)) + " and B " + ShapeStr(Dims(*p.b)) +
                   " differ (cuBLASLt takes equal batches or one B)");
  }
  if (NumElements(out) != p.batch * p.m * p.n || out.shape[out.ndim - 1] != n) {
    Fail(func, "the output " + ShapeStr(Dims(out)) + " does not hold the " + std::to_string(p.batch) + " x " +
                   std::to_string(p.m) + " x " + std::to_string(n) + " result");
  }
  for (const char* key : {"m", "n", "k", "batch"}) {
    int64_t want = cfg.value(key, static_cast<int64_t>(-1));
    int64_t got = key[0] == 'm' ? p.m : key[0] == 'n' ? p.n : key[0] == 'k' ? p.k : p.batch;
    if (want >= 0 && want != got) {
      Fail(func,
           std::string("compiled for ") + key + " = " + std::to_string(want) + ", called with " + std::to_string(got));
    }
  }
  if (p.bias != nullptr) {
    CheckTensor(func, "the bias", *p.bias, cfg, "bias_dtype", "");
    if (NumElements(*p.bias) != n) Fail(func, "the bias must have N = " + std::to_string(n) + " elements");
  }
  if (p.ab_dtype == DataType::Int(8) && !p.transb) {
    // cuBLASLt's IGEMM with column-major layouts only takes the TN form.
    Fail(func, "an int8 GEMM needs B transposed ((N, K), the cublas.matmul_transposed pattern)");
  }
  return p;
}

void ReferenceGemm(const GemmPlan& p) {
  for (int64_t bt = 0; bt < p.batch; ++bt) {
    for (int64_t i = 0; i < p.m; ++i) {
      for (int64_t j = 0; j < p.n; ++j) {
        double acc = 0;
        for (int64_t l = 0; l < p.k; ++l) {
          double b = p.transb ? Load(*p.b, bt * p.stride_b + j * p.k + l) : Load(*p.b, bt * p.stride_b + l * p.n + j);
          acc += Load(*p.a, bt * p.stride_a + i * p.k + l) * b;
        }
        if (p.bias != nullptr) acc += Load(*p.bias, j);
        if (p.epilogue == BlasEpilogue::kRelu || p.epilogue == BlasEpilogue::kReluBias) acc = std::max(acc, 0.0);
        if (p.epilogue == BlasEpilogue::kGelu || p.epilogue == BlasEpilogue::kGeluBias) {
          acc = 0.5 * acc * (1 + std::tanh(0.7978845608028654 * (acc + 0.044715 * acc * acc * acc)));
        }
        Store(*p.c, bt * p.stride_c + i * p.n + j, acc);
      }
    }
  }
}

void* DlopenFirst(const std::vector<std::string>& names, std::string* errors) {
  for (const std::string& name : names) {
    if (void* h = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
    const char* e = dlerror();
    *errors += (errors->empty() ? "" : "; ") + std::string(e ? e : name + ": not found");
  }
  return nullptr;
}

void RunGemmOnDevice(const std::string& func, const BlasLtApi& api, void* handle, const GemmPlan& p) {
  auto device_check = [&](int err, const char* what) {
    if (err != 0) {
      Fail(func, std::string(what) + " failed: " + (api.error_string ? api.error_string(err) : "error") + " (" +
                     std::to_string(err) + ")");
    }
  };
  auto lt_check = [&](int status, const char* what) {
    if (status != 0) Fail(func, std::string(what) + " failed with status " + std::to_string(status));
  };
  auto type_of = [&](DataType d) {
    if (d == DataType::Float(16)) return api.type_f16;
    if (d == DataType::BFloat16()) return api.type_bf16;
    if (d == DataType::Int(8)) return api.type_i8;
    if (d == DataType::Int(32)) return api.type_i32;
    return api.type_f32;
  };

  // Device buffers, freed on every path.
  struct Buffers {
    const BlasLtApi& api;
    std::vector<void*> ptrs;
    ~Buffers() {
      for (void* ptr : ptrs) api.free(ptr);
    }
  } buffers{api, {}};
  auto upload = [&](const DLTensor* t) -> void* {
    void* d = nullptr;
    device_check(api.malloc(&d, Bytes(*t)), "device malloc");
    buffers.ptrs.push_back(d);
    const char* host = static_cast<const char*>(t->data) + t->byte_offset;
    device_check(api.memcpy(d, host, Bytes(*t), api.memcpy_h2d), "copy to the device");
    return d;
  };
  void* d_a = upload(p.a);
  void* d_b = upload(p.b);
  void* d_bias = p.bias ? upload(p.bias) : nullptr;
  void* d_c = nullptr;
  device_check(api.malloc(&d_c, Bytes(*p.c)), "device malloc");
  buffers.ptrs.push_back(d_c);

  struct Descs {
    const BlasLtApi& api;
    void* desc = nullptr;
    std::vector<void*> layouts;
    ~Descs() {
      for (void* l : layouts) api.layout_destroy(l);
      if (desc) api.desc_destroy(desc);
    }
  } descs{api, nullptr, {}};
  const bool int8 = p.ab_dtype == DataType::Int(8);
  lt_check(api.desc_create(&descs.desc, int8 ? api.compute_32i : api.compute_32f, int8 ? api.type_i32 : api.type_f32),
           "MatmulDescCreate");
  int32_t op_a = p.transb ? api.op_t : api.op_n, op_b = api.op_n;
  lt_check(api.desc_set(descs.desc, api.desc_transa, &op_a, sizeof(op_a)), "MatmulDescSetAttribute(TRANSA)");
  lt_check(api.desc_set(descs.desc, api.desc_transb, &op_b, sizeof(op_b)), "MatmulDescSetAttribute(TRANSB)");
  uint32_t epi = 0;
  switch (p.epilogue) {
    case BlasEpilogue::kDefault:
      epi = api.epilogue_default;
      break;
    case BlasEpilogue::kBias:
      epi = api.epilogue_bias;
      break;
    case BlasEpilogue::kRelu:
      epi = api.epilogue_relu;
      break;
    case BlasEpilogue::kReluBias:
      epi = api.epilogue_relu_bias;
      break;
    case BlasEpilogue::kGelu:
      epi = api.epilogue_gelu;
      break;
    case BlasEpilogue::kGeluBias:
      epi = api.epilogue_gelu_bias;
      break;
  }
  lt_check(api.desc_set(descs.desc, api.desc_epilogue, &epi, sizeof(epi)), "MatmulDescSetAttribute(EPILOGUE)");
  if (d_bias != nullptr) {
    lt_check(api.desc_set(descs.desc, api.desc_bias_pointer, &d_bias, sizeof(d_bias)),
             "MatmulDescSetAttribute(BIAS_POINTER)");
    int32_t bias_type = type_of(FromDLDataType(p.bias->dtype));
    lt_check(api.desc_set(descs.desc, api.desc_bias_data_type, &bias_type, sizeof(bias_type)),
             "MatmulDescSetAttribute(BIAS_DATA_TYPE)");
  }
  // Column-major views (see the header): lib A = our B, lib B = our A.
  auto layout = [&](DataType d, int64_t rows, int64_t cols, int64_t ld, int64_t stride) {
    void* l = nullptr;
    lt_check(api.layout_create(&l, type_of(d), static_cast<uint64_t>(rows), static_cast<uint64_t>(cols), ld),
             "MatrixLayoutCreate");
    descs.layouts.push_back(l);
    if (p.batch > 1) {
      int32_t count = static_cast<int32_t>(p.batch);
      lt_check(api.layout_set(l, api.layout_batch_count, &count, sizeof(count)), "MatrixLayoutSetAttribute(BATCH)");
      lt_check(api.layout_set(l, api.layout_strided_batch_offset, &stride, sizeof(stride)),
               "MatrixLayoutSetAttribute(STRIDE)");
    }
    return l;
  };
  void* lib_a =
      p.transb ? layout(p.ab_dtype, p.k, p.n, p.k, p.stride_b) : layout(p.ab_dtype, p.n, p.k, p.n, p.stride_b);
  void* lib_b = layout(p.ab_dtype, p.k, p.m, p.k, p.stride_a);
  void* lib_c = layout(p.c_dtype, p.n, p.m, p.n, p.stride_c);
  float alpha_f = 1, beta_f = 0;
  int32_t alpha_i = 1, beta_i = 0;
  const void* alpha = int8 ? static_cast<const void*>(&alpha_i) : &alpha_f;
  const void* beta = int8 ? static_cast<const void*>(&beta_i) : &beta_f;
  lt_check(api.matmul(handle, descs.desc, alpha, d_b, lib_a, d_a, lib_b, beta, d_c, lib_c, d_c, lib_c, nullptr, nullptr,
                      0, nullptr),
           "LtMatmul");
  device_check(api.synchronize(), "device synchronize");
  char* host_c = static_cast<char*>(p.c->data) + p.c->byte_offset;
  device_check(api.memcpy(host_c, d_c, Bytes(*p.c), api.memcpy_d2h), "copy to the host");
}

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
