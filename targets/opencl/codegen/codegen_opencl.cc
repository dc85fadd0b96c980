#include "targets/opencl/codegen/codegen_opencl.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <unordered_map>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "targets/opencl/codegen/texture_flatten.h"

namespace rlx {
namespace codegen {
namespace {

namespace tt = tir::transform;

// Collects the image accesses of a statement.
class ImageScan : public tt::StmtExprVisitor {
 public:
  explicit ImageScan(ImageAccessMap* out) : out_(out) {}

 protected:
  void VisitCall(const TirCall& e) override {
    bool load = e->op == tir::kTexture2DLoad, store = e->op == tir::kTexture2DStore;
    if ((load || store) && !e->args.empty()) {
      if (auto var = e->args[0].as<TirVarNode>()) {
        ImageAccess& a = (*out_)[var.get()];
        a.read |= load;
        a.write |= store;
        a.dtype = load ? e->dtype : e->args.back()->dtype.element_of();
      }
    }
    tt::StmtExprVisitor::VisitCall(e);
  }

 private:
  ImageAccessMap* out_;
};

// `f` rounded to the nearest bfloat16 (ties to even), as a float: the
// value a bfloat16 literal holds.
float BFloat16Round(float f) {
  if (std::isnan(f)) return f;
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  u = (u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u;
  std::memcpy(&f, &u, sizeof(f));
  return f;
}

class CodeGenOpenCL : public CodeGenC {
 public:
  explicit CodeGenOpenCL(const OpenCLOptions& options) : options_(options) { language_ = "OpenCL"; }

  // The image parameters of the functions about to be printed.
  void AddImages(const ImageAccessMap& images) { images_.insert(images.begin(), images.end()); }

 protected:
  std::string KernelParam(size_t index, const DeviceKernelArg& a, const std::string& name, bool noalias) override {
    auto it = images_.find(a.var.get());
    if (a.kind != DeviceKernelArg::Kind::kBuffer || it == images_.end()) {
      return CodeGenC::KernelParam(index, a, name, noalias);
    }
    // TextureFlatten lowers a buffer only when the function reads it or
    // writes it, never both.
    return std::string(it->second.write ? "__write_only" : "__read_only") + " image2d_t " + name;
  }

  std::string LanguageCall(const TirCallNode* e) override {
    bool load = e->op == tir::kTexture2DLoad;
    if (!load && e->op != tir::kTexture2DStore) return "";
    if (e->args.size() != 4 || !e->args[0].is<TirVarNode>()) {
      Unsupported(e->span, "T." + e->op + " takes (image, x, y, " + (load ? "channel)" : "texel)"));
    }
    DataType elem = load ? e->dtype : e->args[3]->dtype.element_of();
    if (!elem.is_float() || (elem.bits() != 32 && elem.bits() != 16)) {
      Unsupported(e->span, "images of " + elem.ToString() + " (float32 or float16 only)");
    }
    used_images_ = true;
    // float16 images are read and written as floats (the image converts)
    // unless the kernel computes in half.
    bool half = elem.bits() == 16 && options_.native_fp16;
    if (elem.bits() == 16) used_fp16_ = true;
    std::string coord = "(int2)(" + Coord(e->args[1]) + ", " + Coord(e->args[2]) + ")";
    std::string image = ExprText(e->args[0]);
    if (load) {
      std::string texel =
          std::string(half ? "read_imageh(" : "read_imagef(") + image + ", rlx_image_sampler, " + coord + ")";
      int64_t c;
      if (AsConstInt(e->args[3], &c)) {
        if (c < 0 || c > 3) Unsupported(e->span, "image channel " + std::to_string(c) + " (a texel has 4)");
        return texel + ".s" + std::to_string(c);
      }
      (half ? used_channel_h_ : used_channel_f_) = true;
      return std::string(half ? "rlx_texel_channel_h(" : "rlx_texel_channel_f(") + texel + ", " +
             CastExpr("int", ExprText(e->args[3])) + ")";
    }
    return std::string(half ? "write_imageh(" : "write_imagef(") + image + ", " + coord + ", " +
           Texel(e->args[3], half, e->span) + ")";
  }

 private:
  std::string Coord(const PrimExpr& e) {
    int64_t v;
    if (AsConstInt(e, &v) && v >= 0 && v <= INT32_MAX) return std::to_string(v);
    std::string text = ExprText(e);
    return e->dtype == DataType::Int(32) ? text : CastExpr("int", text);
  }

  // The four channels of a texel store: gathered in a local array
  // (TextureFlatten's texel), or one value broadcast.
  std::string Texel(const PrimExpr& v, bool half, const Span& span) {
    std::string vec = half ? "half4" : "float4";
    if (v->dtype.lanes() != 4) Unsupported(span, "T.texture2d_store of a " + v->dtype.ToString() + " value");
    if (auto b = v.as<BroadcastNode>()) return "((" + vec + ")(" + ExprText(b->value) + "))";
    auto load = v.as<BufferLoadNode>();
    auto ramp = load && load->indices.size() == 1 ? load->indices[0].as<RampNode>() : Ref<RampNode>();
    int64_t stride;
    if (!ramp || !AsConstInt(ramp->stride, &stride) || stride != 1) {
      Unsupported(span, "T.texture2d_store needs its texel as a contiguous 4-element load or a broadcast");
    }
    std::string out = "((" + vec + ")(";
    for (int k = 0; k < 4; ++k) {
      PrimExpr index = MakeBinary(NodeKind::kAdd, ramp->base, MakeIntImm(ramp->base->dtype, k));
      int64_t base;
      if (AsConstInt(ramp->base, &base)) index = MakeIntImm(ramp->base->dtype, base + k);
      out += (k ? ", " : "") + ExprText(Make<BufferLoadNode>(load->buffer, std::vector<PrimExpr>{index}));
    }
    return out + "))";
  }

 protected:
  // bfloat16, which OpenCL C lacks, is computed in float and stored as the
  // upper 16 bits of a float (ushort), as TVM's BF16ComputeLegalize and
  // BF16StorageLegalize lower it: loads widen exactly, stores and casts to
  // bfloat16 round to nearest even.
  bool EmulatesBFloat16() override { return true; }

  std::string TypeName(DataType t) override {
    if (t.is_bfloat16()) return "float";
    if (t.is_bool()) return "bool";
    if (t.is_float()) {
      if (t.bits() == 16) return options_.native_fp16 ? "half" : "float";
      return t.bits() == 64 ? "double" : "float";
    }
    std::string base = t.bits() == 8 ? "char" : t.bits() == 16 ? "short" : t.bits() == 32 ? "int" : "long";
    return t.is_uint() ? "u" + base : base;
  }

  std::string StorageTypeName(DataType t, const std::string& scope) override {
    if (t.is_bfloat16()) return "ushort";
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
    if (t.is_bfloat16()) {
      // The value a bfloat16 constant holds, printed as a float.
      v = static_cast<double>(BFloat16Round(static_cast<float>(v)));
      t = DataType::Float(32);
    }
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

  std::string CastTo(DataType to, DataType from, const std::string& value) override {
    if (to.is_bfloat16() && !from.is_bfloat16()) {
      used_bf16_ = true;
      return "rlx_bf16_round(" + CastExpr("float", value) + ")";
    }
    return CodeGenC::CastTo(to, from, value);
  }

  std::string Reinterpret(DataType from, DataType to, const std::string& value, const Span& span) override {
    if (from.is_bfloat16() || to.is_bfloat16()) {
      // The bits of a bfloat16 are its storage (ushort).
      used_bf16_ = true;
      if (from.is_bfloat16()) return CastExpr(TypeName(to), "rlx_float_to_bf16(" + value + ")");
      return "rlx_bf16_to_float(" + CastExpr("ushort", value) + ")";
    }
    if ((from.is_float() && from.bits() == 16 && !options_.native_fp16) ||
        (to.is_float() && to.bits() == 16 && !options_.native_fp16) || from.is_bool() || to.is_bool()) {
      Unsupported(span, "T.reinterpret from " + from.ToString() + " to " + to.ToString());
    }
    return "as_" + TypeName(to) + "(" + value + ")";
  }

  std::string Load(DataType t, const std::string& scope, const std::string& ptr, const std::string& index) override {
    if (EmulatedHalf(t, scope)) return "vload_half(" + index + ", " + ptr + ")";
    if (t.is_bfloat16()) {
      used_bf16_ = true;
      return "rlx_bf16_to_float(" + CodeGenC::Load(t, scope, ptr, index) + ")";
    }
    return CodeGenC::Load(t, scope, ptr, index);
  }

  std::string Store(DataType t, const std::string& scope, const std::string& ptr, const std::string& index,
                    const std::string& value) override {
    if (EmulatedHalf(t, scope)) return "vstore_half_rte(" + value + ", " + index + ", " + ptr + ")";
    if (t.is_bfloat16()) {
      used_bf16_ = true;
      return CodeGenC::Store(t, scope, ptr, index, "rlx_float_to_bf16(" + value + ")");
    }
    return CodeGenC::Store(t, scope, ptr, index, value);
  }

  std::string Preamble() override {
    std::string out = "// OpenCL C generated by rlx\n";
    if (used_fp64_) out += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
    if (used_fp16_ && options_.native_fp16) out += "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
    if (used_images_) {
      // Texel (x, y) exactly: unnormalized coordinates, no filtering.
      out +=
          "\n__constant sampler_t rlx_image_sampler = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | "
          "CLK_FILTER_NEAREST;\n";
    }
    if (used_bf16_) {
      // Round to nearest even; a NaN stays a (quiet) NaN.
      out +=
          "\nstatic inline float rlx_bf16_to_float(ushort v) { return as_float((uint)v << 16); }\n"
          "static inline ushort rlx_float_to_bf16(float f) {\n"
          "  uint u = as_uint(f);\n"
          "  if ((u & 0x7fffffffu) > 0x7f800000u) return (ushort)((u >> 16) | 0x40u);\n"
          "  return (ushort)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);\n"
          "}\n"
          "static inline float rlx_bf16_round(float f) { return rlx_bf16_to_float(rlx_float_to_bf16(f)); }\n";
    }
    for (bool half : {false, true}) {
      if (!(half ? used_channel_h_ : used_channel_f_)) continue;
      std::string t = half ? "half" : "float";
      out += "\nstatic inline " + t + " rlx_texel_channel_" + (half ? "h" : "f") + "(" + t +
             "4 t, int c) {\n  return c == 0 ? t.s0 : c == 1 ? t.s1 : c == 2 ? t.s2 : t.s3;\n}\n";
    }
    return out;
  }

  bool IsReserved(const std::string& name) override {
    static const std::set<std::string> kCL = {"kernel",
                                              "global",
                                              "local",
                                              "constant",
                                              "private",
                                              "read_only",
                                              "write_only",
                                              "image2d_t",
                                              "sampler_t",
                                              "event_t",
                                              "size_t",
                                              "barrier",
                                              "vload_half",
                                              "vstore_half_rte",
                                              "rint",
                                              "fmin",
                                              "fmax",
                                              "float4",
                                              "half4",
                                              "read_imagef",
                                              "write_imagef",
                                              "read_imageh",
                                              "write_imageh",
                                              "rlx_image_sampler",
                                              "rlx_bf16_to_float",
                                              "rlx_float_to_bf16",
                                              "rlx_bf16_round"};
    return kCL.count(name) > 0 || CodeGenC::IsReserved(name) || name.rfind("get_", 0) == 0;
  }

 private:
  bool EmulatedHalf(DataType t, const std::string& scope) const {
    return t.is_float() && t.bits() == 16 && !options_.native_fp16 && scope == "global";
  }

  OpenCLOptions options_;
  ImageAccessMap images_;
  bool used_images_ = false;
  bool used_bf16_ = false;
  bool used_channel_f_ = false;
  bool used_channel_h_ = false;
};

}  // namespace

ImageAccessMap ImageAccesses(const tir::Stmt& body) {
  ImageAccessMap out;
  ImageScan(&out).VisitStmt(body);
  return out;
}

SourceModule BuildOpenCL(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs,
                         const OpenCLOptions& options) {
  CodeGenOpenCL printer(options);
  // TextureFlatten where TVM runs it: first, on the scheduled TIR.
  std::vector<std::pair<std::string, tir::PrimFunc>> flat;
  for (const auto& [name, f] : funcs) {
    try {
      flat.emplace_back(name, tt::TextureFlatten(f));
    } catch (const DiagnosticError& e) {
      Diagnostic d = e.diagnostic();
      d.message = name + ": " + d.message;
      throw DiagnosticError(d);
    }
    printer.AddImages(ImageAccesses(flat.back().second->body));
  }
  return BuildSourceModule(flat, &printer, "opencl");
}

}  // namespace codegen
}  // namespace rlx
