#include "targets/metal/codegen/codegen_metal.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <set>

#include "compiler/codegen/source/math_helpers.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {
namespace {

class CodeGenMetal : public CodeGenC {
 public:
  CodeGenMetal() { language_ = "Metal"; }

 protected:
  std::string TypeName(DataType t) override {
    if (t.is_bool()) return "bool";
    if (t.is_float()) return t.bits() == 16 ? "half" : t.bits() == 32 ? "float" : "double";
    std::string base = t.bits() == 8 ? "char" : t.bits() == 16 ? "short" : t.bits() == 32 ? "int" : "long";
    return t.is_uint() ? "u" + base : base;
  }

  // A float64 value is an error at its own location, or (lowering makes
  // nodes without one) at the kernel's outermost thread binding.
  void CheckScalarType(DataType t, const Span& span) override {
    if (!t.is_float() || t.bits() != 64) return;
    Span where = span.defined() ? span : kernel_span_;
    if (!where.defined()) {
      pending_f64_ = true;  // a parameter: reported by KernelOpen
      return;
    }
    Unsupported(where,
                "Metal has no 64-bit floating point; float64 values must be cast to float32 before "
                "code generation");
  }

  std::string KernelPrefix() override { return "kernel void"; }
  std::string GlobalQualifier() override { return "device "; }
  std::string SharedQualifier() override { return "threadgroup "; }
  std::string RestrictKeyword() override { return ""; }
  std::string HelperPrefix() override { return "static inline"; }

  std::string KernelParam(size_t index, const DeviceKernelArg& a, const std::string& name, bool /*noalias*/) override {
    if (index == 0) kernel_span_ = Span();
    std::string bind = " [[buffer(" + std::to_string(index) + ")]]";
    if (a.kind == DeviceKernelArg::Kind::kBuffer)
      return "device " + StorageTypeName(a.dtype, "global") + "* " + name + bind;
    return "constant " + TypeName(a.dtype.is_bool() ? DataType::Int(32) : a.dtype) + "& " + name + bind;
  }

  std::string KernelOpen(const DeviceKernel& k, const std::vector<std::string>& params) override {
    kernel_span_ = k.body->span;
    if (pending_f64_) {
      pending_f64_ = false;
      CheckScalarType(DataType::Float(64), k.body->span);
    }
    std::vector<std::string> all = params;
    all.push_back("uint3 blockIdx [[threadgroup_position_in_grid]]");
    all.push_back("uint3 threadIdx [[thread_position_in_threadgroup]]");
    return CodeGenC::KernelOpen(k, all);
  }

  std::string ThreadIndex(const std::string& tag) override { return tag; }

  std::string Barrier(const std::string& scope) override {
    if (IsSharedScope(scope)) return "threadgroup_barrier(mem_flags::mem_threadgroup);";
    if (scope == "global") return "threadgroup_barrier(mem_flags::mem_device);";
    if (scope == "warp") return "simdgroup_barrier(mem_flags::mem_none);";
    Unsupported(Span(), "tvm_storage_sync(\"" + scope + "\") has no Metal barrier");
  }

  // Metal's SIMD-group shuffles take neither a mask nor a width, as TVM
  // prints them: a source past the end of a segment narrower than the SIMD
  // group reads the next segment instead of returning the caller's value
  // (dlight's reductions never consume such lanes).
  std::string WarpIntrinsic(const std::string& op, DataType t, const std::vector<std::string>& args,
                            const Span& span) override {
    if (op == "tvm_warp_activemask") {
      return "((uint)(simd_vote::vote_t)simd_active_threads_mask())";
    }
    if (t.lanes() != 1 || t.bits() > 32 || t.is_bool()) {
      Unsupported(span, "T." + op + " of " + t.ToString() + " (Metal shuffles scalars of at most 32 bits)");
    }
    std::string fn = op == "tvm_warp_shuffle"      ? "simd_shuffle"
                     : op == "tvm_warp_shuffle_up" ? "simd_shuffle_up"
                                                   : "simd_shuffle_down";
    return fn + "(" + args[1] + ", (ushort)" + args[2] + ")";
  }

  std::string MathFunction(const std::string& op, DataType t) override {
    if (t.is_integer()) {
      if (op == "popcount") return "popcount";
      if (op == "clz") return "clz";
      return "";
    }
    static const std::set<std::string> kBuiltin = {
        "exp",  "exp2",  "exp10", "log",  "log2",  "log10", "sqrt",     "rsqrt", "sin",   "cos",     "tan",
        "sinh", "cosh",  "tanh",  "asin", "acos",  "atan",  "asinh",    "acosh", "atanh", "fabs",    "floor",
        "ceil", "trunc", "pow",   "fma",  "atan2", "fmod",  "copysign", "isnan", "isinf", "isfinite"};
    if (op == "round" || op == "nearbyint") return "rint";
    if (kBuiltin.count(op)) return op;
    if (op == "isfinite" || !HasMathHelper(op)) return "";
    std::string fn = "rlx_" + op + "_" + t.ToString();
    if (!probing_) helpers_needed_[fn] = {op, t};
    return fn;
  }

  std::string MinMax(bool is_min, DataType t, const std::string& a, const std::string& b) override {
    const char* fn = t.is_floating() ? (is_min ? "fmin" : "fmax") : (is_min ? "min" : "max");
    return std::string(fn) + "(" + a + ", " + b + ")";
  }

  std::string FloatLiteral(double v, DataType t) override {
    std::string text;
    if (std::isnan(v)) {
      text = "NAN";
    } else if (std::isinf(v)) {
      text = v > 0 ? "INFINITY" : "(-INFINITY)";
    } else {
      char buf[64];
      std::snprintf(buf, sizeof(buf), "%.9g", v);
      text = buf;
      if (text.find_first_of(".e") == std::string::npos) text += ".0";
      text += "f";
    }
    if (t.bits() == 16) return "((half)" + text + ")";
    return text;
  }

  std::string IntLiteral(int64_t v, DataType t) override {
    if (t.bits() == 64 && v != INT64_MIN) return std::to_string(v) + (t.is_uint() ? "UL" : "L");
    if (t.is_uint() && t.bits() == 32) return std::to_string(static_cast<uint32_t>(v)) + "u";
    return CodeGenC::IntLiteral(v, t);
  }

  std::string Reinterpret(DataType from, DataType to, const std::string& value, const Span& span) override {
    if (from.is_bool() || to.is_bool())
      Unsupported(span, "T.reinterpret from " + from.ToString() + " to " + to.ToString());
    return "as_type<" + TypeName(to) + ">(" + value + ")";
  }

  std::string Preamble() override {
    std::string out = "// Metal Shading Language generated by rlx\n#include <metal_stdlib>\nusing namespace metal;\n";
    for (const auto& [fn, need] : helpers_needed_) {
      out += "\n" + MathHelper(need.first, fn, TypeName(need.second), HelperPrefix());
    }
    return out;
  }

  bool IsReserved(const std::string& name) override {
    static const std::set<std::string> kMetal = {
        "kernel",   "device",    "threadgroup", "constant", "thread",   "vertex",    "fragment", "metal",
        "blockIdx", "threadIdx", "uint2",       "uint3",    "uint4",    "float2",    "float3",   "float4",
        "class",    "new",       "delete",      "this",     "template", "namespace", "operator", "private",
        "public",   "protected", "virtual",     "friend",   "using",    "typename",  "try",      "catch",
        "throw",    "mem_flags", "as_type",     "rint",     "fmin",     "fmax",      "simd",     "NAN",
        "INFINITY", "ptrdiff_t", "size_t",      "long",     "ulong",    "uchar",     "ushort",   "uint"};
    probing_ = true;
    bool reserved = kMetal.count(name) > 0 || CodeGenC::IsReserved(name);
    probing_ = false;
    return reserved;
  }

 private:
  bool probing_ = false;  // IsReserved asks MathFunction without using the name
  Span kernel_span_;      // of the kernel being printed, once KernelOpen ran
  bool pending_f64_ = false;
  std::map<std::string, std::pair<std::string, DataType>> helpers_needed_;
};

}  // namespace

SourceModule BuildMetal(const PrimFuncList& funcs) {
  CodeGenMetal printer;
  return BuildSourceModule(funcs, &printer, "metal");
}

std::vector<DeviceArtifact> EmitMetalArtifacts(const PrimFuncList& funcs) {
  SourceModule m = BuildMetal(funcs);
  for (const SplitFunction& f : m.functions) {
    if (!f.kernels.empty()) return {{"kernels.metal", m.source}};
  }
  return {};
}

}  // namespace codegen
}  // namespace rlx
