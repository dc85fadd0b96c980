// Kernels, module-scope resources and statements of the WGSL printer.
#include "targets/webgpu/codegen/wgsl_printer.h"

#include <algorithm>
#include <map>
#include <vector>

#include "compiler/codegen/source/codegen_c.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace codegen {
namespace {

// Allocations made inside a kernel body that WGSL wants at module scope.
class SharedAllocs : public tir::transform::StmtExprVisitor {
 public:
  std::vector<const tir::AllocateNode*> allocs;

 protected:
  void VisitOtherStmt(const tir::Stmt& s) override {
    if (auto a = s.as<tir::AllocateNode>()) {
      if (IsSharedScope(a->buffer_var->storage_scope)) allocs.push_back(a.get());
    }
    StmtExprVisitor::VisitOtherStmt(s);
  }
};

// Data variables a kernel stores to (the others are bound `read`).
class StoredBuffers : public tir::transform::StmtExprVisitor {
 public:
  std::set<const TirVarNode*> vars;

 protected:
  void VisitBufferStore(const tir::transform::BufferStore& s) override {
    vars.insert(s->buffer->data.get());
    StmtExprVisitor::VisitBufferStore(s);
  }
};

std::string Unwrap(const std::string& s) {
  if (s.size() < 2 || s.front() != '(' || s.back() != ')') return s;
  int depth = 0;
  for (size_t i = 0; i + 1 < s.size(); ++i) {
    depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    if (depth == 0) return s;
  }
  return s.substr(1, s.size() - 2);
}

bool IsZero(const PrimExpr& e) {
  int64_t v;
  return AsConstInt(e, &v) && v == 0;
}

const char* const kDims[3] = {"x", "y", "z"};

}  // namespace

bool IsWGSLReserved(const std::string& name) {
  static const std::set<std::string> kWords = {
      // keywords and type names
      "alias", "break", "case", "const", "const_assert", "continue", "continuing", "default", "diagnostic", "discard",
      "else", "enable", "false", "fn", "for", "if", "let", "loop", "override", "requires", "return", "struct", "switch",
      "true", "var", "while", "array", "atomic", "bool", "f16", "f32", "i32", "u32", "ptr", "sampler", "vec2", "vec3",
      "vec4", "mat2x2", "mat3x3", "mat4x4", "texture_2d",
      // reserved words (the ones a TIR variable might plausibly be named)
      "NULL", "Self", "abstract", "active", "as", "asm", "async", "attribute", "auto", "await", "become", "cast",
      "catch", "class", "co_await", "co_return", "co_yield", "coherent", "column_major", "common", "compile", "concept",
      "constexpr", "crate", "debugger", "decltype", "delete", "demote", "do", "dynamic_cast", "enum", "explicit",
      "export", "extends", "extern", "external", "fallthrough", "filter", "final", "finally", "friend", "from",
      "fxgroup", "get", "goto", "groupshared", "highp", "impl", "implements", "import", "inline", "instanceof",
      "interface", "layout", "lowp", "macro", "match", "mediump", "meta", "mod", "module", "move", "mut", "mutable",
      "namespace", "new", "nil", "noexcept", "noinline", "nointerpolation", "noperspective", "null", "nullptr", "of",
      "operator", "package", "packoffset", "partition", "pass", "patch", "pixelfragment", "precise", "precision",
      "premerge", "priv", "protected", "pub", "public", "readonly", "ref", "regardless", "register", "reinterpret_cast",
      "require", "resource", "restrict", "self", "set", "shared", "sizeof", "smooth", "snorm", "static",
      "static_assert", "static_cast", "std", "subroutine", "super", "target", "template", "this", "thread_local",
      "throw", "trait", "try", "type", "typedef", "typeid", "typename", "typeof", "union", "unless", "unorm", "unsafe",
      "unsized", "use", "using", "varying", "virtual", "volatile", "wgsl", "where", "with", "writeonly", "yield",
      // builtin functions the printer calls
      "select", "min", "max", "abs", "exp", "exp2", "log", "log2", "sqrt", "inverseSqrt", "sin", "cos", "tan", "sinh",
      "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "atan2", "floor", "ceil", "trunc", "round",
      "pow", "fma", "bitcast", "countOneBits", "countLeadingZeros", "workgroupBarrier", "storageBarrier", "main"};
  return kWords.count(name) > 0 || name.rfind("rlx_", 0) == 0 || name.rfind("__", 0) == 0 || name == "_";
}

void WGSLPrinter::Unsupported(const Span& span, const std::string& what) const {
  ThrowError(span, "WGSL codegen: " + what + (kernel_name_.empty() ? "" : " (in " + kernel_name_ + ")"));
}

std::string WGSLPrinter::Fresh(const std::string& hint) {
  std::string base = SanitizeIdentifier(hint);
  if (base[0] == '_') base = "v" + base;  // `_x` is legal but `__x` is not: never start with '_'
  if (IsWGSLReserved(base)) base += "_";
  std::string name = base;
  for (int k = 1; taken_.count(name); ++k) name = base + "_" + std::to_string(k);
  taken_.insert(name);
  return name;
}

std::string WGSLPrinter::Define(const TirVar& v) {
  std::string name = Fresh(v->name);
  names_[v.get()] = name;
  return name;
}

std::string WGSLPrinter::NameOf(const TirVar& v, const Span& span) {
  auto it = names_.find(v.get());
  if (it == names_.end()) Unsupported(span, "variable " + v->name + " is not defined in the kernel");
  return it->second;
}

std::string WGSLPrinter::ScopeOf(const TirVar& data) const {
  const std::string& s = data->storage_scope;
  if (s.empty() || s == "global") return "global";
  return IsSharedScope(s) ? "shared" : "local";
}

int64_t WGSLPrinter::ConstCount(const tir::AllocateNode* a, const std::string& what) {
  int64_t count = 1;
  for (const PrimExpr& e : a->extents) {
    int64_t v;
    if (!AsConstInt(e, &v)) Unsupported(a->span, what + " " + a->buffer_var->name + " needs a constant size");
    count *= v;
  }
  return std::max<int64_t>(count, 1);
}

void WGSLPrinter::Line(const std::string& text) { os_ << std::string(2 * indent_, ' ') << text << "\n"; }

WGSLKernelLayout WGSLPrinter::AddKernel(const std::string& function, const DeviceKernel& kernel) {
  names_.clear();
  storage_elem_.clear();
  os_.str("");
  decls_.str("");
  kernel_name_ = kernel.name;
  // Locals never shadow a module-scope name.
  taken_ = module_names_;
  std::string entry = Fresh(kernel.name);
  kernel_name_ = entry;
  auto module_name = [&](const std::string& hint) {
    std::string n = Fresh(entry + "_" + hint);
    module_names_.insert(n);
    return n;
  };
  module_names_.insert(entry);

  WGSLKernelLayout layout;
  layout.function = function;
  layout.name = entry;
  StoredBuffers stored;
  stored.VisitStmt(kernel.body);
  int binding = 0;
  std::vector<const DeviceKernelArg*> scalars;
  for (const DeviceKernelArg& a : kernel.args) {
    if (a.kind == DeviceKernelArg::Kind::kScalar) {
      scalars.push_back(&a);
      continue;
    }
    std::string storage = StorageType(a.dtype, a.var->span, "buffer " + a.var->name);
    std::string name = module_name(a.var->name);
    names_[a.var.get()] = name;
    storage_elem_[a.var.get()] = a.dtype;
    bool read_only = stored.vars.count(a.var.get()) == 0;
    decls_ << "@group(0) @binding(" << binding << ") var<storage, " << (read_only ? "read" : "read_write") << "> "
           << name << ": array<" << storage << ">;\n";
    layout.bindings.push_back({WGSLBinding::Kind::kStorage, binding++, name, a.var, a.dtype, storage, read_only});
  }
  indent_ = 1;
  if (!scalars.empty()) {
    std::string struct_name = module_name("args");
    std::string var_name = module_name("scalars");
    decls_ << "struct " << struct_name << " {\n";
    std::set<std::string> fields;
    for (const DeviceKernelArg* a : scalars) {
      std::string type = Type(a->dtype, a->var->span, "scalar " + a->var->name);
      std::string wire = type == "bool" ? "i32" : type == "f16" ? "f32" : type;
      std::string field = SanitizeIdentifier(a->var->name);
      if (field[0] == '_') field = "v" + field;
      if (IsWGSLReserved(field)) field += "_";
      std::string base = field;
      for (int k = 1; !fields.insert(field).second; ++k) field = base + "_" + std::to_string(k);
      decls_ << "  " << field << ": " << wire << ",\n";
      std::string value = var_name + "." + field;
      if (type == "bool") value = "(" + value + " != 0i)";
      if (type == "f16") value = "f16(" + value + ")";
      Line("let " + Define(a->var) + ": " + type + " = " + value + ";");
      layout.scalars.push_back({a->var, field, wire});
    }
    decls_ << "}\n";
    decls_ << "@group(0) @binding(" << binding << ") var<uniform> " << var_name << ": " << struct_name << ";\n";
    WGSLBinding u;
    u.kind = WGSLBinding::Kind::kUniform;
    u.binding = binding++;
    u.wgsl_name = var_name;
    layout.bindings.push_back(u);
  }
  // Shared arrays are module-scope `var<workgroup>`; private arrays made on
  // the host around the kernel are declared at its top.
  SharedAllocs inner;
  inner.VisitStmt(kernel.body);
  std::vector<const tir::AllocateNode*> top;
  for (const auto& a : kernel.hoisted_allocs) top.push_back(a.get());
  top.insert(top.end(), inner.allocs.begin(), inner.allocs.end());
  for (const tir::AllocateNode* a : top) {
    bool shared = ScopeOf(a->buffer_var) == "shared";
    int64_t count = ConstCount(a, shared ? "shared array" : "local array");
    std::string type = Type(a->dtype, a->span, (shared ? "shared array " : "local array ") + a->buffer_var->name);
    storage_elem_[a->buffer_var.get()] = a->dtype;
    std::string decl = ": array<" + type + ", " + std::to_string(count) + ">;";
    if (shared) {
      std::string name = module_name(a->buffer_var->name);
      names_[a->buffer_var.get()] = name;
      decls_ << "var<workgroup> " << name << decl << "\n";
    } else {
      Line("var " + Define(a->buffer_var) + decl);
    }
  }
  for (int d = 0; d < 3; ++d) {
    if (!AsConstInt(kernel.block[d], &layout.workgroup_size[d]) || layout.workgroup_size[d] < 1) {
      Unsupported(kernel.body->span, std::string("the extent of threadIdx.") + kDims[d] +
                                         " is not a positive constant; @workgroup_size needs one");
    }
  }
  Stmt(kernel.body);
  kernels_ << "\n"
           << decls_.str() << "@compute @workgroup_size(" << layout.workgroup_size[0] << ", "
           << layout.workgroup_size[1] << ", " << layout.workgroup_size[2] << ")\n"
           << "fn " << entry
           << "(@builtin(workgroup_id) rlx_wg: vec3<u32>, @builtin(local_invocation_id) rlx_lid: vec3<u32>) {\n"
           << os_.str() << "}\n";
  kernel_name_.clear();
  return layout;
}

std::string WGSLPrinter::Finish() const {
  static const std::map<std::string, std::string> kHelpers = {
      {"rlx_floordiv_i32",
       "fn rlx_floordiv_i32(a: i32, b: i32) -> i32 {\n"
       "  let q = a / b;\n"
       "  let r = a % b;\n"
       "  return select(q, q - 1i, r != 0i && ((r < 0i) != (b < 0i)));\n"
       "}\n"},
      {"rlx_floormod_i32",
       "fn rlx_floormod_i32(a: i32, b: i32) -> i32 {\n"
       "  let r = a % b;\n"
       "  return select(r, r + b, r != 0i && ((r < 0i) != (b < 0i)));\n"
       "}\n"},
      // Through a `var`, so no constant evaluation sees a non-finite value.
      {"rlx_inf_f32",
       "fn rlx_inf_f32() -> f32 {\n"
       "  var bits = 0x7f800000u;\n"
       "  return bitcast<f32>(bits);\n"
       "}\n"},
      {"rlx_nan_f32",
       "fn rlx_nan_f32() -> f32 {\n"
       "  var bits = 0x7fc00000u;\n"
       "  return bitcast<f32>(bits);\n"
       "}\n"},
      // On the bits: WGSL implementations may assume floats are finite.
      {"rlx_isnan_f32",
       "fn rlx_isnan_f32(x: f32) -> bool {\n  return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;\n}\n"},
      {"rlx_isinf_f32",
       "fn rlx_isinf_f32(x: f32) -> bool {\n  return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;\n}\n"},
      {"rlx_isfinite_f32",
       "fn rlx_isfinite_f32(x: f32) -> bool {\n  return (bitcast<u32>(x) & 0x7fffffffu) < 0x7f800000u;\n}\n"},
      // The rational approximation of erf on [-4, 4] TVM's fast_erf uses
      // (error ~1e-7; erf is +-1 in float32 beyond).
      {"rlx_erf_f32",
       "fn rlx_erf_f32(v: f32) -> f32 {\n"
       "  let x = clamp(v, -4.0f, 4.0f);\n"
       "  let x2 = x * x;\n"
       "  var p = x2 * -2.72614225801306e-10f + 2.77068142495902e-08f;\n"
       "  p = x2 * p + -2.10102402082508e-06f;\n"
       "  p = x2 * p + -5.69250639462346e-05f;\n"
       "  p = x2 * p + -7.34990630326855e-04f;\n"
       "  p = x2 * p + -2.95459980854025e-03f;\n"
       "  p = x2 * p + -1.60960333262415e-02f;\n"
       "  p = x * p;\n"
       "  var q = x2 * -1.45660718464996e-05f + -2.13374055278905e-04f;\n"
       "  q = x2 * q + -1.68282697438203e-03f;\n"
       "  q = x2 * q + -7.37332916720468e-03f;\n"
       "  q = x2 * q + -1.42647390514189e-02f;\n"
       "  return p / q;\n"
       "}\n"}};
  std::ostringstream out;
  out << "// WGSL generated by rlx\n";
  if (used_f16_) out << "enable f16;\n";
  for (const std::string& h : helpers_) out << "\n" << kHelpers.at(h);
  out << kernels_.str();
  return out.str();
}

// ------------------------------------------------------------- statements --

void WGSLPrinter::Stmt(const tir::Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kLetStmt: {
      auto let = static_cast<const tir::LetStmtNode*>(s.get());
      std::string type = Type(let->var->dtype, s->span, "variable " + let->var->name);
      std::string value = Expr(let->value);
      Line("let " + Define(let->var) + ": " + type + " = " + value + ";");
      Stmt(let->body);
      return;
    }
    case NodeKind::kAttrStmt: {
      auto attr = static_cast<const tir::AttrStmtNode*>(s.get());
      if (attr->attr_key == "thread_extent") {
        auto iv = attr->node.as<tir::IterVarNode>();
        if (!iv || ThreadTagDim(iv->thread_tag) < 0) {
          Unsupported(s->span, "thread_extent of " + (iv ? iv->thread_tag : std::string("?")) + " is not a GPU index");
        }
        Binding(iv->thread_tag, iv->var, PrimExpr(), attr->body);
        return;
      }
      if (attr->attr_key == "virtual_thread") {
        Unsupported(s->span, "virtual threads must be lowered before code generation");
      }
      Stmt(attr->body);  // pragmas are hints
      return;
    }
    case NodeKind::kAssertStmt:
      Unsupported(s->span, "an assertion inside a kernel cannot be reported; check it on the host");
    case NodeKind::kBufferStore:
      Store(static_cast<const tir::BufferStoreNode*>(s.get()));
      return;
    case NodeKind::kAllocate:
      Allocate(static_cast<const tir::AllocateNode*>(s.get()));
      return;
    case NodeKind::kDeclBuffer: {
      auto decl = static_cast<const tir::DeclBufferNode*>(s.get());
      NameOf(decl->buffer->data, s->span);
      Stmt(decl->body);
      return;
    }
    case NodeKind::kFor:
      For(static_cast<const tir::ForNode*>(s.get()));
      return;
    case NodeKind::kWhile: {
      auto w = static_cast<const tir::WhileNode*>(s.get());
      Line("while (" + Unwrap(Expr(w->condition)) + ") {");
      ++indent_;
      Stmt(w->body);
      --indent_;
      Line("}");
      return;
    }
    case NodeKind::kIfThenElse: {
      auto i = static_cast<const tir::IfThenElseNode*>(s.get());
      Line("if (" + Unwrap(Expr(i->condition)) + ") {");
      ++indent_;
      Stmt(i->then_case);
      --indent_;
      if (i->else_case.defined()) {
        Line("} else {");
        ++indent_;
        Stmt(i->else_case);
        --indent_;
      }
      Line("}");
      return;
    }
    case NodeKind::kEvaluate:
      Evaluate(static_cast<const tir::EvaluateNode*>(s.get())->value, s->span);
      return;
    case NodeKind::kSeqStmt:
      for (const tir::Stmt& st : static_cast<const tir::SeqStmtNode*>(s.get())->seq) Stmt(st);
      return;
    default:
      Unsupported(s->span, std::string(NodeKindName(s->kind())) + " must be lowered before code generation");
  }
}

void WGSLPrinter::For(const tir::ForNode* s) {
  if (s->for_kind == tir::ForKind::kThreadBinding && ThreadTagDim(s->thread_tag) >= 0) {
    Binding(s->thread_tag, s->loop_var, s->min, s->body);
    return;
  }
  if (s->for_kind == tir::ForKind::kThreadBinding && s->thread_tag.rfind("vthread", 0) != 0) {
    Unsupported(s->span, "loop bound to " + s->thread_tag + " has no GPU index");
  }
  std::string type = Type(s->loop_var->dtype, s->span, "loop variable " + s->loop_var->name);
  std::string min = Expr(s->min);
  std::string end = IsZero(s->min) ? Expr(s->extent) : "(" + min + " + " + Expr(s->extent) + ")";
  std::string v = Define(s->loop_var);
  Line("for (var " + v + ": " + type + " = " + min + "; " + v + " < " + end + "; " + v + "++) {");
  ++indent_;
  Stmt(s->body);
  --indent_;
  Line("}");
}

void WGSLPrinter::Binding(const std::string& tag, const TirVar& var, const PrimExpr& min, const tir::Stmt& body) {
  std::string type = Type(var->dtype, var->span, "thread variable " + var->name);
  if (type != "i32" && type != "u32") Unsupported(var->span, "thread variable " + var->name + " is not an integer");
  std::string index = type + "(" + (IsBlockIdx(tag) ? "rlx_wg." : "rlx_lid.") + kDims[ThreadTagDim(tag)] + ")";
  if (min.defined() && !IsZero(min)) index = "(" + index + " + " + Expr(min) + ")";
  Line("let " + Define(var) + ": " + type + " = " + index + ";");
  Stmt(body);
}

void WGSLPrinter::Allocate(const tir::AllocateNode* s) {
  std::string scope = ScopeOf(s->buffer_var);
  if (scope == "shared") {  // declared at module scope
    Stmt(s->body);
    return;
  }
  if (scope == "global") Unsupported(s->span, "global allocation " + s->buffer_var->name + " inside a kernel");
  int64_t count = ConstCount(s, "local array");
  std::string type = Type(s->dtype, s->span, "local array " + s->buffer_var->name);
  storage_elem_[s->buffer_var.get()] = s->dtype;
  Line("var " + Define(s->buffer_var) + ": array<" + type + ", " + std::to_string(count) + ">;");
  Stmt(s->body);
}

void WGSLPrinter::Store(const tir::BufferStoreNode* st) {
  if (st->indices.size() != 1) {
    Unsupported(st->span, "buffer " + st->buffer->name + " is accessed with " + std::to_string(st->indices.size()) +
                              " indices; run FlattenBuffer first");
  }
  if (st->indices[0]->dtype.lanes() != 1 || st->value->dtype.lanes() != 1) {
    Unsupported(st->span, "vector stores are not supported yet");
  }
  const TirVar& data = st->buffer->data;
  std::string ptr = NameOf(data, st->span);
  bool global = ScopeOf(data) == "global";
  DataType want = st->buffer->dtype;
  std::string type = global ? StorageType(want, st->span, "buffer " + st->buffer->name)
                            : Type(want, st->span, "buffer " + st->buffer->name);
  std::string target = ptr + "[" + Expr(st->indices[0]) + "]";
  std::string value = Expr(st->value);
  auto it = storage_elem_.find(data.get());
  DataType stored = it == storage_elem_.end() ? want : it->second;
  if (stored == want) {
    Line(target + " = " + (global && want.is_bool() ? "select(0i, 1i, " + value + ")" : value) + ";");
    return;
  }
  if (!global || stored.bits() != want.bits() || want.is_bool() || stored.is_bool()) {
    Unsupported(st->span, "buffer " + st->buffer->name + " writes " + stored.ToString() + " storage as " +
                              want.ToString() + "; only same-size views of global buffers are supported");
  }
  std::string storage = StorageType(stored, st->span, "buffer " + st->buffer->name);
  Line(target + " = bitcast<" + storage + ">(" + value + ");");
}

void WGSLPrinter::Evaluate(const PrimExpr& e, const Span& span) {
  if (e.is<IntImmNode>()) return;
  if (auto call = e.as<TirCallNode>()) {
    if (call->op == "tvm_storage_sync") {
      auto scope = call->args.empty() ? Ref<StringImmNode>() : call->args[0].as<StringImmNode>();
      if (!scope) Unsupported(span, "T.tvm_storage_sync needs a scope string");
      if (IsSharedScope(scope->value)) {
        Line("workgroupBarrier();");
      } else if (scope->value == "global") {
        Line("storageBarrier();");
      } else {
        Unsupported(span, "tvm_storage_sync(\"" + scope->value + "\") has no WGSL barrier");
      }
      return;
    }
  }
  Line("_ = " + Expr(e) + ";");
}

}  // namespace codegen
}  // namespace rlx
