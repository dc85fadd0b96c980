#include "targets/cuda/codegen/codegen_cuda.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {
namespace {

bool IsHalf(DataType t) { return t.is_float() && t.bits() == 16; }

class CodeGenCUDA : public CodeGenC {
 public:
  CodeGenCUDA() { language_ = "CUDA"; }

 protected:
  std::string TypeName(DataType t) override {
    if (t.is_bool()) return "bool";
    if (t.is_float()) return t.bits() == 16 ? "half" : t.bits() == 32 ? "float" : "double";
    std::string base = t.bits() == 8 ? "char" : t.bits() == 16 ? "short" : t.bits() == 32 ? "int" : "long long";
    if (t.is_uint()) return "unsigned " + base;
    return t.bits() == 8 ? "signed char" : base;
  }

  std::string KernelPrefix() override { return "extern \"C\" __global__ void"; }
  std::string GlobalQualifier() override { return ""; }
  std::string SharedQualifier() override { return "__shared__ "; }
  std::string RestrictKeyword() override { return "__restrict__"; }
  std::string HelperPrefix() override { return "static __device__ __forceinline__"; }
  std::string ThreadIndex(const std::string& tag) override { return tag; }

  std::string Barrier(const std::string& scope) override {
    if (IsSharedScope(scope)) return "__syncthreads();";
    if (scope == "warp") return "__syncwarp();";
    Unsupported(Span(), "tvm_storage_sync(\"" + scope + "\") has no CUDA barrier");
  }

  std::string MathFunction(const std::string& op, DataType t) override {
    if (t.is_integer()) {
      bool wide = t.bits() == 64;
      if (op == "popcount") return wide ? "__popcll" : "__popc";
      if (op == "clz") return wide ? "__clzll" : "__clz";
      return "";
    }
    if (IsHalf(t)) {
      static const std::map<std::string, std::string> kHalf = {
          {"exp", "hexp"},     {"exp2", "hexp2"},     {"exp10", "hexp10"},  {"log", "hlog"},    {"log2", "hlog2"},
          {"log10", "hlog10"}, {"sqrt", "hsqrt"},     {"rsqrt", "hrsqrt"},  {"sin", "hsin"},    {"cos", "hcos"},
          {"floor", "hfloor"}, {"ceil", "hceil"},     {"trunc", "htrunc"},  {"round", "hrint"}, {"nearbyint", "hrint"},
          {"fabs", "__habs"},  {"isnan", "__hisnan"}, {"isinf", "__hisinf"}};
      auto it = kHalf.find(op);
      return it == kHalf.end() ? "" : it->second;
    }
    static const std::set<std::string> kStd = {
        "exp",      "exp2",  "exp10", "log",   "log2",      "log10", "log1p",  "expm1", "sqrt", "rsqrt",
        "sin",      "cos",   "tan",   "sinh",  "cosh",      "tanh",  "asin",   "acos",  "atan", "asinh",
        "acosh",    "atanh", "erf",   "erfc",  "fabs",      "floor", "ceil",   "trunc", "pow",  "fma",
        "copysign", "atan2", "fmod",  "hypot", "nextafter", "cbrt",  "tgamma", "lgamma"};
    if (op == "isnan" || op == "isinf" || op == "isfinite") return op;
    std::string name = op == "round" || op == "nearbyint" ? "rint" : op;
    if (!kStd.count(name) && name != "rint") return "";
    return t.bits() == 32 ? name + "f" : name;
  }

  std::string MinMax(bool is_min, DataType t, const std::string& a, const std::string& b) override {
    std::string fn;
    if (IsHalf(t)) {
      fn = is_min ? "__hmin" : "__hmax";
    } else if (t.is_floating()) {
      fn = std::string(is_min ? "fmin" : "fmax") + (t.bits() == 32 ? "f" : "");
    } else {
      fn = is_min ? "min" : "max";
    }
    return fn + "(" + a + ", " + b + ")";
  }

  std::string FloatLiteral(double v, DataType t) override {
    bool f64 = t.bits() == 64;
    std::string text;
    if (std::isnan(v) || std::isinf(v)) {
      const char* bits32 = std::isnan(v) ? "0x7fc00000" : v > 0 ? "0x7f800000" : "0xff800000";
      const char* bits64 = std::isnan(v) ? "0x7ff8000000000000LL"
                           : v > 0       ? "0x7ff0000000000000LL"
                                         : "(long long)0xfff0000000000000ULL";
      text = f64 ? std::string("__longlong_as_double(") + bits64 + ")" : std::string("__int_as_float(") + bits32 + ")";
    } else {
      char buf[64];
      std::snprintf(buf, sizeof(buf), f64 ? "%.17g" : "%.9g", v);
      text = buf;
      if (text.find_first_of(".e") == std::string::npos) text += ".0";
      if (!f64) text += "f";
    }
    if (IsHalf(t)) return "__float2half(" + text + ")";
    return text;
  }

  std::string IntLiteral(int64_t v, DataType t) override {
    if (t.bits() == 64 && v != INT64_MIN) return std::to_string(v) + (t.is_uint() ? "ULL" : "LL");
    if (t.is_uint() && t.bits() == 32) return std::to_string(static_cast<uint32_t>(v)) + "u";
    return CodeGenC::IntLiteral(v, t);
  }

  std::string Reinterpret(DataType from, DataType to, const std::string& value, const Span& span) override {
    auto key = from.ToString() + "->" + to.ToString();
    static const std::map<std::string, std::string> kFns = {
        {"float32->int32", "__float_as_int"},       {"int32->float32", "__int_as_float"},
        {"float32->uint32", "__float_as_uint"},     {"uint32->float32", "__uint_as_float"},
        {"float64->int64", "__double_as_longlong"}, {"int64->float64", "__longlong_as_double"},
        {"float16->int16", "__half_as_short"},      {"int16->float16", "__short_as_half"},
        {"float16->uint16", "__half_as_ushort"},    {"uint16->float16", "__ushort_as_half"}};
    auto it = kFns.find(key);
    if (it == kFns.end()) {
      if (from.is_integer() && to.is_integer()) return "((" + TypeName(to) + ")" + value + ")";
      Unsupported(span, "T.reinterpret from " + from.ToString() + " to " + to.ToString());
    }
    return it->second + "(" + value + ")";
  }

  // CUDA's shuffles take the width as their last argument (TVM's warp_size,
  // the fifth, is the hardware's 32 here).
  std::string WarpIntrinsic(const std::string& op, DataType t, const std::vector<std::string>& args,
                            const Span& span) override {
    if (op == "tvm_warp_activemask") return "__activemask()";
    if (t.lanes() != 1 || !(t.bits() == 32 || t.bits() == 64 || IsHalf(t))) {
      Unsupported(span, "T." + op + " of " + t.ToString() + " (CUDA shuffles 32-bit, 64-bit and half scalars)");
    }
    std::string fn = op == "tvm_warp_shuffle"      ? "__shfl_sync"
                     : op == "tvm_warp_shuffle_up" ? "__shfl_up_sync"
                                                   : "__shfl_down_sync";
    return fn + "(" + args[0] + ", " + args[1] + ", " + args[2] + ", " + args[3] + ")";
  }

  std::string Preamble() override {
    std::string out = "// CUDA C generated by rlx\n";
    if (used_fp16_) out += "#include <cuda_fp16.h>\n";
    return out;
  }

  bool IsReserved(const std::string& name) override {
    static const std::set<std::string> kCUDA = {
        "blockIdx", "threadIdx", "blockDim",  "gridDim",  "warpSize", "class",  "new",       "delete",
        "this",     "template",  "namespace", "operator", "private",  "public", "protected", "virtual",
        "friend",   "using",     "typename",  "try",      "catch",    "throw"};
    return kCUDA.count(name) > 0 || CodeGenC::IsReserved(name);
  }
};

}  // namespace

SourceModule BuildCUDA(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs) {
  CodeGenCUDA printer;
  return BuildSourceModule(funcs, &printer, "cuda");
}

}  // namespace codegen
}  // namespace rlx
