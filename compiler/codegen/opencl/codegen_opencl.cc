#include "compiler/codegen/opencl/codegen_opencl.h"

#include <cmath>
#include <cstdio>
#include <map>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {
namespace {

class CodeGenOpenCL : public CodeGenC {
 public:
  explicit CodeGenOpenCL(const OpenCLOptions& options) : options_(options) { language_ = "OpenCL"; }

 protected:
  std::string TypeName(DataType t) override {
    if (t.is_bool()) return "bool";
    if (t.is_float()) {
      if (t.bits() == 16) return options_.native_fp16 ? "half" : "float";
      return t.bits() == 64 ? "double" : "float";
    }
    std::string base = t.bits() == 8 ? "char" : t.bits() == 16 ? "short" : t.bits() == 32 ? "int" : "long";
    return t.is_uint() ? "u" + base : base;
  }

  std::string StorageTypeName(DataType t, const std::string& scope) override {
    if (t.is_float() && t.bits() == 16) return scope == "global" || options_.native_fp16 ? "half" : "float";
    return CodeGenC::StorageTypeName(t, scope);
  }

  std::string KernelPrefix() override { return "__kernel void"; }
  std::string GlobalQualifier() override { return "__global "; }
  std::string SharedQualifier() override { return "__local "; }
  std::string RestrictKeyword() override { return "restrict"; }
  std::string HelperPrefix() override { return "static inline"; }

  std::string ThreadIndex(const std::string& tag) override {
    std::string dim = std::to_string(ThreadTagDim(tag));
    return (IsBlockIdx(tag) ? "get_group_id(" : "get_local_id(") + dim + ")";
  }

  std::string Barrier(const std::string& scope) override {
    if (IsSharedScope(scope)) return "barrier(CLK_LOCAL_MEM_FENCE);";
    if (scope == "global") return "barrier(CLK_GLOBAL_MEM_FENCE);";
    Unsupported(Span(), "tvm_storage_sync(\"" + scope + "\") has no OpenCL barrier");
  }

  std::string MathFunction(const std::string& op, DataType t) override {
    if (t.is_integer()) {
      if (op == "popcount") return "popcount";
      if (op == "clz") return "clz";
      return "";
    }
    static const std::map<std::string, std::string> kFloat = {{"exp", "exp"},
                                                              {"exp2", "exp2"},
                                                              {"exp10", "exp10"},
                                                              {"log", "log"},
                                                              {"log2", "log2"},
                                                              {"log10", "log10"},
                                                              {"log1p", "log1p"},
                                                              {"expm1", "expm1"},
                                                              {"sqrt", "sqrt"},
                                                              {"rsqrt", "rsqrt"},
                                                              {"sin", "sin"},
                                                              {"cos", "cos"},
                                                              {"tan", "tan"},
                                                              {"sinh", "sinh"},
                                                              {"cosh", "cosh"},
                                                              {"tanh", "tanh"},
                                                              {"asin", "asin"},
                                                              {"acos", "acos"},
                                                              {"atan", "atan"},
                                                              {"asinh", "asinh"},
                                                              {"acosh", "acosh"},
                                                              {"atanh", "atanh"},
                                                              {"erf", "erf"},
                                                              {"erfc", "erfc"},
                                                              {"fabs", "fabs"},
                                                              {"floor", "floor"},
                                                              {"ceil", "ceil"},
                                                              {"trunc", "trunc"},
                                                              {"round", "rint"},
                                                              {"nearbyint", "rint"},
                                                              {"pow", "pow"},
                                                              {"fma", "fma"},
                                                              {"copysign", "copysign"},
                                                              {"atan2", "atan2"},
                                                              {"fmod", "fmod"},
                                                              {"hypot", "hypot"},
                                                              {"nextafter", "nextafter"},
                                                              {"isnan", "isnan"},
                                                              {"isinf", "isinf"},
                                                              {"isfinite", "isfinite"},
                                                              {"cbrt", "cbrt"},
                                                              {"tgamma", "tgamma"},
                                                              {"lgamma", "lgamma"}};
    auto it = kFloat.find(op);
    return it == kFloat.end() ? "" : it->second;
  }

  std::string MinMax(bool is_min, DataType t, const std::string& a, const std::string& b) override {
    const char* fn = t.is_floating() ? (is_min ? "fmin" : "fmax") : (is_min ? "min" : "max");
    return std::string(fn) + "(" + a + ", " + b + ")";
  }

  std::string FloatLiteral(double v, DataType t) override {
    std::string text;
    bool f64 = t.bits() == 64;
    if (std::isnan(v)) {
      text = "NAN";
    } else if (std::isinf(v)) {
      text = v > 0 ? "INFINITY" : "(-INFINITY)";
    } else {
      char buf[64];
      std::snprintf(buf, sizeof(buf), f64 ? "%.17g" : "%.9g", v);
      text = buf;
      if (text.find_first_of(".e") == std::string::npos) text += ".0";
      if (!f64) text += "f";
    }
    if (f64 && (std::isnan(v) || std::isinf(v))) return "((double)" + text + ")";
    if (t.bits() == 16 && options_.native_fp16) return "((half)" + text + ")";
    return text;
  }

  std::string IntLiteral(int64_t v, DataType t) override {
    if (t.bits() == 64 && v != INT64_MIN) return std::to_string(v) + (t.is_uint() ? "UL" : "L");
    if (t.is_uint() && t.bits() == 32) return std::to_string(static_cast<uint32_t>(v)) + "u";
    return CodeGenC::IntLiteral(v, t);
  }

  std::string Reinterpret(DataType from, DataType to, const std::string& value, const Span& span) override {
    if ((from.is_float() && from.bits() == 16 && !options_.native_fp16) ||
        (to.is_float() && to.bits() == 16 && !options_.native_fp16) || from.is_bool() || to.is_bool()) {
      Unsupported(span, "T.reinterpret from " + from.ToString() + " to " + to.ToString());
    }
    return "as_" + TypeName(to) + "(" + value + ")";
  }

  std::string Load(DataType t, const std::string& scope, const std::string& ptr, const std::string& index) override {
    if (EmulatedHalf(t, scope)) return "vload_half(" + index + ", " + ptr + ")";
    return CodeGenC::Load(t, scope, ptr, index);
  }

  std::string Store(DataType t, const std::string& scope, const std::string& ptr, const std::string& index,
                    const std::string& value) override {
    if (EmulatedHalf(t, scope)) return "vstore_half_rte(" + value + ", " + index + ", " + ptr + ")";
    return CodeGenC::Store(t, scope, ptr, index, value);
  }

  std::string Preamble() override {
    std::string out = "// OpenCL C generated by rlx\n";
    if (used_fp64_) out += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
    if (used_fp16_ && options_.native_fp16) out += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
    return out;
  }

  bool IsReserved(const std::string& name) override {
    static const std::set<std::string> kCL = {"kernel",    "global",     "local",      "constant",        "private",
                                              "read_only", "write_only", "image2d_t",  "sampler_t",       "event_t",
                                              "size_t",    "barrier",    "vload_half", "vstore_half_rte", "rint",
                                              "fmin",      "fmax"};
    return kCL.count(name) > 0 || CodeGenC::IsReserved(name) || name.rfind("get_", 0) == 0;
  }

 private:
  bool EmulatedHalf(DataType t, const std::string& scope) const {
    return t.is_float() && t.bits() == 16 && !options_.native_fp16 && scope == "global";
  }

  OpenCLOptions options_;
};

}  // namespace

SourceModule BuildOpenCL(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs,
                         const OpenCLOptions& options) {
  CodeGenOpenCL printer(options);
  return BuildSourceModule(funcs, &printer, "opencl");
}

}  // namespace codegen
}  // namespace rlx
