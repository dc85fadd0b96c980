#include "targets/vulkan/codegen/codegen_glsl.h"

#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

#include "compiler/codegen/source/codegen_c.h"
#include "compiler/codegen/source/math_helpers.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {
namespace {

bool IsHalf(DataType t) { return t.is_float() && t.bits() == 16; }

// The type a scalar argument is pushed as: push constants of fewer than 32
// bits need optional device features, so bool / 8 / 16-bit values travel
// as 32-bit ones and are converted at the top of main().
DataType PushedType(DataType t) {
  if (t.is_bool()) return DataType::Int(32);
  if (t.bits() >= 32) return t;
  if (t.is_float()) return DataType::Float(32);
  return t.is_uint() ? DataType::UInt(32) : DataType::Int(32);
}

class CodeGenGLSL : public CodeGenC {
 public:
  explicit CodeGenGLSL(std::vector<VulkanArg> layout) : layout_(std::move(layout)) { language_ = "Vulkan GLSL"; }

 protected:
  std::string TypeName(DataType t) override {
    if (t.is_bool()) return "bool";
    if (t.is_float()) return t.bits() == 16 ? "float16_t" : t.bits() == 32 ? "float" : "double";
    if (t.bits() == 32) return t.is_uint() ? "uint" : "int";
    return std::string(t.is_uint() ? "uint" : "int") + std::to_string(t.bits()) + "_t";
  }

  std::string StorageTypeName(DataType t, const std::string& scope) override {
    if (t.is_bool()) {
      used_types_.insert("uint8");
      return "uint8_t";
    }
    return CodeGenC::StorageTypeName(t, scope);
  }

  std::string KernelPrefix() override { return "void"; }
  std::string GlobalQualifier() override { return ""; }
  std::string SharedQualifier() override { return "shared "; }
  std::string RestrictKeyword() override { return "restrict"; }
  std::string HelperPrefix() override { return ""; }
  bool ArraysAtFileScope() override { return true; }

  std::string KernelParam(size_t index, const DeviceKernelArg& a, const std::string& name, bool noalias) override {
    const VulkanArg& v = layout_.at(index);
    if (a.kind == DeviceKernelArg::Kind::kBuffer) {
      std::string b = std::to_string(v.binding);
      return "layout(std430, set = 0, binding = " + b + ")" + (noalias ? " restrict" : "") + " buffer rlx_buffer" + b +
             " { " + StorageTypeName(a.dtype, "global") + " " + name + "[]; };";
    }
    DataType pushed = PushedType(a.dtype);
    if (pushed == a.dtype)
      return "  layout(offset = " + std::to_string(v.offset) + ") " + TypeName(a.dtype) + " " + name + ";";
    std::string member = "rlx_arg" + std::to_string(index);
    std::string value = a.dtype.is_bool() ? "(" + member + " != 0)" : CastExpr(TypeName(a.dtype), member);
    prelude_ += "  const " + TypeName(a.dtype) + " " + name + " = " + value + ";\n";
    return "  layout(offset = " + std::to_string(v.offset) + ") " + TypeName(pushed) + " " + member + ";";
  }

  std::string KernelOpen(const DeviceKernel& k, const std::vector<std::string>& params) override {
    std::string out = "layout(";
    const char* axes[3] = {"x", "y", "z"};
    for (int d = 0; d < 3; ++d) {
      int64_t v = 1;
      if (k.block[d].defined() && !AsConstInt(k.block[d], &v)) {
        Unsupported(k.body->span, std::string("the threadIdx.") + axes[d] +
                                      " extent is not a constant; a Vulkan workgroup size must be static");
      }
      out += std::string(d ? ", " : "") + "local_size_" + axes[d] + " = " + std::to_string(v);
    }
    out += ") in;\n";
    std::string members;
    for (size_t i = 0; i < params.size(); ++i) {
      if (k.args[i].kind == DeviceKernelArg::Kind::kBuffer) {
        out += params[i] + "\n";
      } else {
        members += params[i] + "\n";
      }
    }
    if (!members.empty()) out += "layout(push_constant) uniform rlx_push_constants {\n" + members + "};\n";
    out += "\nvoid main() {";
    if (!prelude_.empty()) out += "\n" + prelude_.substr(0, prelude_.size() - 1);
    return out;
  }

  std::string ThreadIndex(const std::string& tag) override {
    const char* axis = ThreadTagDim(tag) == 0 ? "x" : ThreadTagDim(tag) == 1 ? "y" : "z";
    return std::string(IsBlockIdx(tag) ? "gl_WorkGroupID." : "gl_LocalInvocationID.") + axis;
  }
  std::string ThreadIndexAs(const std::string& type, const std::string& tag) override {
    return CastExpr(type, ThreadIndex(tag));
  }
  std::string CastExpr(const std::string& type, const std::string& value) override { return type + "(" + value + ")"; }

  std::string IntMod(DataType t, const std::string& a, const std::string& b) override {
    if (t.is_uint()) return "(" + a + " % " + b + ")";
    return "(" + a + " - ((" + a + " / " + b + ") * " + b + "))";
  }

  std::string FloorHelper(bool div, DataType t, const std::string& fn) override {
    std::string ty = TypeName(t);
    std::string zero = ty + "(0)";
    std::string out = ty + " " + fn + "(" + ty + " a, " + ty + " b) {\n";
    out += "  " + ty + " q = a / b;\n";
    out += "  " + ty + " r = a - q * b;\n";
    out += "  bool adjust = r != " + zero + " && ((r < " + zero + ") != (b < " + zero + "));\n";
    out += div ? "  return adjust ? q - " + ty + "(1) : q;\n" : "  return adjust ? r + b : r;\n";
    return out + "}\n";
  }

  std::string Barrier(const std::string& scope) override {
    if (IsSharedScope(scope)) return "memoryBarrierShared(); barrier();";
    if (scope == "global") return "memoryBarrierBuffer(); barrier();";
    Unsupported(Span(), "tvm_storage_sync(\"" + scope + "\") has no GLSL barrier");
  }

  std::string MathFunction(const std::string& op, DataType t) override {
    if (t.is_integer()) {
      if (op == "popcount" && t.bits() == 32) return "bitCount";
      return "";
    }
    bool f64 = t.bits() == 64;
    // Builtins GLSL also has for double.
    static const std::map<std::string, std::string> kExact = {
        {"sqrt", "sqrt"},           {"rsqrt", "inversesqrt"}, {"fabs", "abs"},   {"floor", "floor"},
        {"ceil", "ceil"},           {"trunc", "trunc"},       {"fma", "fma"},    {"round", "roundEven"},
        {"nearbyint", "roundEven"}, {"isnan", "isnan"},       {"isinf", "isinf"}};
    static const std::map<std::string, std::string> kFloat = {
        {"exp", "exp"},     {"exp2", "exp2"}, {"log", "log"},   {"log2", "log2"},   {"sin", "sin"},
        {"cos", "cos"},     {"tan", "tan"},   {"sinh", "sinh"}, {"cosh", "cosh"},   {"tanh", "tanh"},
        {"asin", "asin"},   {"acos", "acos"}, {"atan", "atan"}, {"asinh", "asinh"}, {"acosh", "acosh"},
        {"atanh", "atanh"}, {"pow", "pow"},   {"atan2", "atan"}};
    auto it = kExact.find(op);
    if (it != kExact.end()) return it->second;
    it = kFloat.find(op);
    if (it != kFloat.end()) return f64 ? "" : it->second;
    if (!HasMathHelper(op) || (f64 && !IsExactMathHelper(op))) return "";
    std::string fn = "rlx_" + op + "_" + t.ToString();
    if (!probing_) helpers_needed_[fn] = {op, t};
    return fn;
  }

  std::string MinMax(bool is_min, DataType /*t*/, const std::string& a, const std::string& b) override {
    return std::string(is_min ? "min(" : "max(") + a + ", " + b + ")";
  }

  std::string FloatLiteral(double v, DataType t) override {
    bool f64 = t.bits() == 64;
    if (std::isnan(v) || std::isinf(v)) {
      if (f64) {
        const char* hi = std::isnan(v) ? "0x7ff80000u" : v > 0 ? "0x7ff00000u" : "0xfff00000u";
        return std::string("packDouble2x32(uvec2(0u, ") + hi + "))";
      }
      const char* bits = std::isnan(v) ? "0x7fc00000u" : v > 0 ? "0x7f800000u" : "0xff800000u";
      std::string f = std::string("uintBitsToFloat(") + bits + ")";
      return IsHalf(t) ? "float16_t(" + f + ")" : f;
    }
    char buf[64];
    std::snprintf(buf, sizeof(buf), f64 ? "%.17g" : "%.9g", v);
    std::string text = buf;
    if (text.find_first_of(".e") == std::string::npos) text += ".0";
    if (f64) return text + "lf";
    if (IsHalf(t)) return "float16_t(" + text + ")";
    return text;
  }

  std::string IntLiteral(int64_t v, DataType t) override {
    if (t.bits() == 64) {
      if (v == std::numeric_limits<int64_t>::min()) return "(-9223372036854775807l - 1l)";
      return t.is_uint() ? std::to_string(static_cast<uint64_t>(v)) + "ul" : std::to_string(v) + "l";
    }
    if (t.is_uint() && t.bits() == 32) return std::to_string(static_cast<uint32_t>(v)) + "u";
    return CodeGenC::IntLiteral(v, t);
  }

  std::string Reinterpret(DataType from, DataType to, const std::string& value, const Span& span) override {
    static const std::map<std::string, std::string> kFns = {
        {"float32->int32", "floatBitsToInt"},       {"int32->float32", "intBitsToFloat"},
        {"float32->uint32", "floatBitsToUint"},     {"uint32->float32", "uintBitsToFloat"},
        {"float64->int64", "doubleBitsToInt64"},    {"int64->float64", "int64BitsToDouble"},
        {"float64->uint64", "doubleBitsToUint64"},  {"uint64->float64", "uint64BitsToDouble"},
        {"float16->int16", "float16BitsToInt16"},   {"int16->float16", "int16BitsToFloat16"},
        {"float16->uint16", "float16BitsToUint16"}, {"uint16->float16", "uint16BitsToFloat16"}};
    auto it = kFns.find(from.ToString() + "->" + to.ToString());
    if (it != kFns.end()) return it->second + "(" + value + ")";
    if (from.is_integer() && to.is_integer()) return CastExpr(TypeName(to), value);
    Unsupported(span, "T.reinterpret from " + from.ToString() + " to " + to.ToString());
  }

  std::string Load(DataType t, const std::string& scope, const std::string& ptr, const std::string& index) override {
    std::string elem = CodeGenC::Load(t, scope, ptr, index);
    return t.is_bool() ? "(" + elem + " != uint8_t(0))" : elem;
  }

  std::string Store(DataType t, const std::string& scope, const std::string& ptr, const std::string& index,
                    const std::string& value) override {
    return CodeGenC::Store(t, scope, ptr, index, t.is_bool() ? "uint8_t(" + value + ")" : value);
  }

  std::string Subscript(DataType t, const std::string& index) override {
    return t.bits() == 32 ? index : "int(" + index + ")";
  }

  std::string ViewAs(const std::string& /*scope*/, DataType t, const std::string& ptr, const Span& span) override {
    Unsupported(span, "storage " + ptr + " is viewed as " + t.ToString() + "; GLSL arrays cannot be reinterpreted");
  }

  std::string Preamble() override {
    std::string out = "#version 450\n// GLSL compute shader generated by rlx\n";
    auto uses = [&](std::initializer_list<const char*> names) {
      for (const char* n : names) {
        if (used_types_.count(n)) return true;
      }
      return false;
    };
    if (uses({"int64", "uint64"})) out += "#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require\n";
    if (uses({"int8", "uint8"})) {
      out += "#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require\n";
      out += "#extension GL_EXT_shader_8bit_storage : require\n";
    }
    if (uses({"int16", "uint16"})) out += "#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require\n";
    if (uses({"float16"})) out += "#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require\n";
    if (uses({"int16", "uint16", "float16"})) out += "#extension GL_EXT_shader_16bit_storage : require\n";
    for (const auto& [fn, need] : helpers_needed_) {
      out += "\n" + MathHelper(need.first, fn, TypeName(need.second), "");
    }
    return out;
  }

  bool IsReserved(const std::string& name) override {
    static const std::set<std::string> kGLSL = {"attribute",
                                                "const",
                                                "uniform",
                                                "varying",
                                                "buffer",
                                                "shared",
                                                "coherent",
                                                "volatile",
                                                "restrict",
                                                "readonly",
                                                "writeonly",
                                                "atomic_uint",
                                                "layout",
                                                "centroid",
                                                "flat",
                                                "smooth",
                                                "noperspective",
                                                "patch",
                                                "sample",
                                                "subroutine",
                                                "in",
                                                "out",
                                                "inout",
                                                "invariant",
                                                "precise",
                                                "discard",
                                                "lowp",
                                                "mediump",
                                                "highp",
                                                "precision",
                                                "input",
                                                "output",
                                                "common",
                                                "partition",
                                                "active",
                                                "filter",
                                                "class",
                                                "template",
                                                "this",
                                                "namespace",
                                                "using",
                                                "interface",
                                                "external",
                                                "noinline",
                                                "public",
                                                "cast",
                                                "superp",
                                                "resource",
                                                "fixed",
                                                "hvec2",
                                                "fvec2",
                                                "vec2",
                                                "vec3",
                                                "vec4",
                                                "ivec2",
                                                "ivec3",
                                                "ivec4",
                                                "uvec2",
                                                "uvec3",
                                                "uvec4",
                                                "bvec2",
                                                "dvec2",
                                                "mat2",
                                                "mat3",
                                                "mat4",
                                                "double",
                                                "float16_t",
                                                "int8_t",
                                                "uint8_t",
                                                "int16_t",
                                                "uint16_t",
                                                "int64_t",
                                                "uint64_t",
                                                "barrier",
                                                "memoryBarrierShared",
                                                "memoryBarrierBuffer",
                                                "inversesqrt",
                                                "roundEven",
                                                "bitCount",
                                                "sampler",
                                                "image",
                                                "texture",
                                                "mix",
                                                "clamp",
                                                "mod",
                                                "sign",
                                                "fract",
                                                "step",
                                                "dot",
                                                "length",
                                                "packDouble2x32",
                                                "uintBitsToFloat"};
    probing_ = true;
    bool reserved = kGLSL.count(name) > 0 || CodeGenC::IsReserved(name) || name.rfind("gl_", 0) == 0 ||
                    name.find("__") != std::string::npos;
    probing_ = false;
    return reserved;
  }

 private:
  std::vector<VulkanArg> layout_;
  std::string prelude_;   // conversions of narrow scalar arguments
  bool probing_ = false;  // IsReserved asks MathFunction without using the name
  std::map<std::string, std::pair<std::string, DataType>> helpers_needed_;
};

// Bindings and push-constant offsets (std430: a scalar is aligned to its size).
std::vector<VulkanArg> Layout(const DeviceKernel& k, int* push_size) {
  std::vector<VulkanArg> out;
  int binding = 0, offset = 0;
  for (const DeviceKernelArg& a : k.args) {
    VulkanArg v;
    v.name = a.var->name;
    v.is_buffer = a.kind == DeviceKernelArg::Kind::kBuffer;
    v.dtype = v.is_buffer ? a.dtype : PushedType(a.dtype);
    if (v.is_buffer) {
      v.binding = binding++;
    } else {
      int size = v.dtype.bits() / 8;
      offset = (offset + size - 1) / size * size;
      v.offset = offset;
      offset += size;
    }
    out.push_back(v);
  }
  *push_size = (offset + 3) / 4 * 4;
  return out;
}

}  // namespace

std::vector<VulkanShader> BuildGLSL(const PrimFuncList& funcs) {
  std::vector<VulkanShader> out;
  std::set<std::string> names;
  for (const auto& [name, func] : funcs) {
    if (name.empty() || SanitizeIdentifier(name) != name) {
      ThrowError(func->span, "Vulkan codegen: function name '" + name + "' is not a C identifier");
    }
    if (!names.insert(name).second) ThrowError(func->span, "Vulkan codegen: two functions are named " + name);
    try {
      SplitFunction split = SplitHostDevice(name, LowerForDevice(func));
      for (const DeviceKernel& k : split.kernels) {
        VulkanShader s;
        s.function = name;
        s.kernel = k.name;
        s.args = Layout(k, &s.push_constant_size);
        s.grid = k.grid;
        for (int d = 0; d < 3; ++d) {
          s.local_size[d] = 1;
          if (k.block[d].defined()) AsConstInt(k.block[d], &s.local_size[d]);
        }
        CodeGenGLSL printer(s.args);
        printer.AddKernel(k, split.noalias);
        s.glsl = printer.Finish();
        out.push_back(std::move(s));
      }
    } catch (const DiagnosticError& e) {
      Diagnostic d = e.diagnostic();
      d.message = name + ": " + d.message;
      throw DiagnosticError(d);
    }
  }
  return out;
}

}  // namespace codegen
}  // namespace rlx
