// Kernels and statements of the shared C-like printer.
#include "compiler/codegen/source/codegen_c.h"

#include <cctype>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace codegen {
namespace {

// Shared allocations made inside a kernel body, declared at its top.
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

// `(x)` -> `x` when the parentheses enclose everything (if / while
// conditions get their own).
std::string Unwrap(const std::string& s) {
  if (s.size() < 2 || s.front() != '(' || s.back() != ')') return s;
  int depth = 0;
  for (size_t i = 0; i + 1 < s.size(); ++i) {
    depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    if (depth == 0) return s;  // the first '(' closes before the end
  }
  return s.substr(1, s.size() - 2);
}

bool IsZero(const PrimExpr& e) {
  int64_t v;
  return AsConstInt(e, &v) && v == 0;
}

}  // namespace

std::string SanitizeIdentifier(const std::string& name) {
  std::string out;
  for (char c : name) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_') ? c : '_';
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = "_" + out;
  return out;
}

void CodeGenC::Unsupported(const Span& span, const std::string& what) {
  ThrowError(span, language_ + " codegen: " + what + (kernel_name_.empty() ? "" : " (in " + kernel_name_ + ")"));
}

bool CodeGenC::IsReserved(const std::string& name) {
  static const std::set<std::string> kWords = {
      "auto",   "break",    "case",     "char",     "const", "continue", "default", "do",     "double",
      "else",   "enum",     "extern",   "float",    "for",   "goto",     "if",      "inline", "int",
      "long",   "register", "restrict", "return",   "short", "signed",   "sizeof",  "static", "struct",
      "switch", "typedef",  "union",    "unsigned", "void",  "volatile", "while",   "bool",   "true",
      "false",  "half",     "uchar",    "ushort",   "uint",  "ulong",    "min",     "max",    "exp",
      "log",    "sqrt",     "pow",      "floor",    "ceil",  "fabs",     "select",  "abs",    "main"};
  // A variable named like a math function would hide it.
  return kWords.count(name) > 0 || name.rfind("rlx_", 0) == 0 || name.rfind("__", 0) == 0 ||
         !MathFunction(name, DataType::Float(32)).empty() || !MathFunction(name, DataType::Int(32)).empty();
}

std::string CodeGenC::Define(const TirVar& v) {
  std::string base = SanitizeIdentifier(v->name);
  if (IsReserved(base)) base += "_";
  std::string name = base;
  for (int k = 1; taken_.count(name); ++k) name = base + "_" + std::to_string(k);
  taken_.insert(name);
  names_[v.get()] = name;
  return name;
}

std::string CodeGenC::NameOf(const TirVar& v, const Span& span) {
  auto it = names_.find(v.get());
  if (it == names_.end()) Unsupported(span, "variable " + v->name + " is not defined in the kernel");
  return it->second;
}

std::string CodeGenC::ScopeOf(const TirVar& data) {
  const std::string& s = data->storage_scope;
  if (s.empty() || s == "global") return "global";
  return IsSharedScope(s) ? "shared" : "local";
}

std::string CodeGenC::StorageTypeName(DataType t, const std::string& /*scope*/) {
  return t.is_bool() ? TypeName(DataType::UInt(8)) : TypeName(t);
}

void CodeGenC::Line(const std::string& text) { os_ << std::string(2 * indent_, ' ') << text << "\n"; }

void CodeGenC::AddKernel(const DeviceKernel& kernel, bool noalias) {
  kernel_name_ = kernel.name;
  names_.clear();
  taken_.clear();
  storage_elem_.clear();
  os_.str("");
  indent_ = 0;
  std::vector<std::string> params;
  for (const DeviceKernelArg& a : kernel.args) {
    std::string name = Define(a.var);
    ScalarType(a.dtype, a.var->span);
    if (a.kind == DeviceKernelArg::Kind::kBuffer) storage_elem_[a.var.get()] = a.dtype;
    params.push_back(KernelParam(params.size(), a, name, noalias));
  }
  std::string open = KernelOpen(kernel, params);
  if (!ArraysAtFileScope()) {
    Line(open);
    ++indent_;
  }
  // Shared arrays live at kernel scope.
  SharedAllocs inner;
  inner.VisitStmt(kernel.body);
  std::vector<const tir::AllocateNode*> top;
  for (const auto& a : kernel.hoisted_allocs) top.push_back(a.get());
  top.insert(top.end(), inner.allocs.begin(), inner.allocs.end());
  for (const tir::AllocateNode* a : top) {
    int64_t count = 1;
    for (const PrimExpr& e : a->extents) {
      int64_t v;
      if (!AsConstInt(e, &v)) Unsupported(a->span, "shared array " + a->buffer_var->name + " needs a constant size");
      count *= v;
    }
    std::string scope = ScopeOf(a->buffer_var);
    ScalarType(a->dtype, a->span);
    std::string name = Define(a->buffer_var);
    storage_elem_[a->buffer_var.get()] = a->dtype;
    Line((scope == "shared" ? SharedQualifier() : std::string()) + StorageTypeName(a->dtype, scope) + " " + name + "[" +
         std::to_string(std::max<int64_t>(count, 1)) + "];");
  }
  if (ArraysAtFileScope()) {
    Line(open);
    ++indent_;
  }
  Stmt(kernel.body);
  --indent_;
  Line("}");
  body_ << "\n" << os_.str();
  kernel_name_.clear();
}

std::string CodeGenC::FloorHelper(bool div, DataType t, const std::string& fn) {
  std::string ty = TypeName(t);
  std::string out = HelperPrefix() + " " + ty + " " + fn + "(" + ty + " a, " + ty + " b) {\n";
  out += "  " + ty + " r = a % b;\n";
  out += "  int adjust = r != 0 && ((r < 0) != (b < 0));\n";
  out += div ? "  return adjust ? a / b - 1 : a / b;\n" : "  return adjust ? r + b : r;\n";
  return out + "}\n";
}

std::string CodeGenC::KernelParam(size_t /*index*/, const DeviceKernelArg& a, const std::string& name, bool noalias) {
  if (a.kind == DeviceKernelArg::Kind::kBuffer) {
    return GlobalQualifier() + StorageTypeName(a.dtype, "global") + "* " +
           (noalias ? RestrictKeyword() + " " : std::string()) + name;
  }
  // bool is not a valid kernel parameter type (OpenCL): pass an int.
  return TypeName(a.dtype.is_bool() ? DataType::Int(32) : a.dtype) + " " + name;
}

std::string CodeGenC::KernelOpen(const DeviceKernel& k, const std::vector<std::string>& params) {
  std::string joined;
  for (const std::string& p : params) joined += (joined.empty() ? "" : ", ") + p;
  return KernelPrefix() + " " + SanitizeIdentifier(k.name) + "(" + joined + ") {";
}

std::string CodeGenC::ThreadIndexAs(const std::string& type, const std::string& tag) {
  return "(" + type + ")" + ThreadIndex(tag);
}

std::string CodeGenC::ViewAs(const std::string& scope, DataType t, const std::string& ptr, const Span& /*span*/) {
  std::string qual = scope == "global" ? GlobalQualifier() : scope == "shared" ? SharedQualifier() : "";
  return "((" + qual + StorageTypeName(t, scope) + "*)" + ptr + ")";
}

std::string CodeGenC::Finish() {
  std::ostringstream out;
  out << Preamble();
  for (const std::string& h : helpers_) {
    DataType t = helper_types_.at(h);
    std::string fn = "rlx_" + h.substr(0, h.find(':')) + "_" + t.ToString();
    out << "\n" << FloorHelper(h.rfind("floordiv", 0) == 0, t, fn);
  }
  out << body_.str();
  return out.str();
}

// ------------------------------------------------------------- statements --

void CodeGenC::Stmt(const tir::Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kLetStmt: {
      auto let = static_cast<const tir::LetStmtNode*>(s.get());
      std::string value = Expr(let->value);
      std::string type = ScalarType(let->var->dtype, s->span);
      Line("const " + type + " " + Define(let->var) + " = " + value + ";");
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
    case NodeKind::kBufferStore: {
      auto st = static_cast<const tir::BufferStoreNode*>(s.get());
      if (st->indices.size() != 1) {
        Unsupported(s->span, "buffer " + st->buffer->name + " is accessed with " + std::to_string(st->indices.size()) +
                                 " indices; run FlattenBuffer first");
      }
      if (st->indices[0]->dtype.lanes() != 1 || st->value->dtype.lanes() != 1) {
        Unsupported(s->span, "vector stores are not supported");
      }
      DataType elem;
      std::string ptr = PointerOf(st->buffer, &elem);
      std::string index = Subscript(st->indices[0]->dtype, Expr(st->indices[0]));
      Line(Store(elem, ScopeOf(st->buffer->data), ptr, index, Expr(st->value)) + ";");
      return;
    }
    case NodeKind::kAllocate:
      Allocate(static_cast<const tir::AllocateNode*>(s.get()));
      return;
    case NodeKind::kDeclBuffer: {
      auto decl = static_cast<const tir::DeclBufferNode*>(s.get());
      NameOf(decl->buffer->data, s->span);  // must be storage the kernel has
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

void CodeGenC::For(const tir::ForNode* s) {
  if (s->for_kind == tir::ForKind::kThreadBinding && ThreadTagDim(s->thread_tag) >= 0) {
    Binding(s->thread_tag, s->loop_var, s->min, s->body);
    return;
  }
  if (s->for_kind == tir::ForKind::kThreadBinding && s->thread_tag.rfind("vthread", 0) != 0) {
    Unsupported(s->span, "loop bound to " + s->thread_tag + " has no GPU index");
  }
  std::string type = ScalarType(s->loop_var->dtype, s->span);
  std::string min = Expr(s->min);
  std::string end = IsZero(s->min) ? Expr(s->extent) : "(" + min + " + " + Expr(s->extent) + ")";
  std::string v = Define(s->loop_var);
  Line("for (" + type + " " + v + " = " + min + "; " + v + " < " + end + "; ++" + v + ") {");
  ++indent_;
  Stmt(s->body);
  --indent_;
  Line("}");
}

void CodeGenC::Binding(const std::string& tag, const TirVar& var, const PrimExpr& min, const tir::Stmt& body) {
  std::string type = ScalarType(var->dtype, var->span);
  std::string index = ThreadIndexAs(type, tag);
  if (min.defined() && !IsZero(min)) index = "(" + index + " + " + Expr(min) + ")";
  Line("const " + type + " " + Define(var) + " = " + index + ";");
  Stmt(body);
}

void CodeGenC::Allocate(const tir::AllocateNode* s) {
  std::string scope = ScopeOf(s->buffer_var);
  if (scope == "shared") {  // declared at the top of the kernel
    Stmt(s->body);
    return;
  }
  if (scope == "global") Unsupported(s->span, "global allocation " + s->buffer_var->name + " inside a kernel");
  int64_t count = 1;
  for (const PrimExpr& e : s->extents) {
    int64_t v;
    if (!AsConstInt(e, &v)) {
      Unsupported(s->span, "local array " + s->buffer_var->name + " needs a constant size, not " +
                               std::string(NodeKindName(e->kind())));
    }
    count *= v;
  }
  ScalarType(s->dtype, s->span);
  std::string name = Define(s->buffer_var);
  storage_elem_[s->buffer_var.get()] = s->dtype;
  Line(StorageTypeName(s->dtype, scope) + " " + name + "[" + std::to_string(std::max<int64_t>(count, 1)) + "];");
  Stmt(s->body);
}

void CodeGenC::Evaluate(const PrimExpr& e, const Span& span) {
  if (e.is<IntImmNode>()) return;
  if (auto call = e.as<TirCallNode>()) {
    if (call->op == "tvm_storage_sync") {
      auto scope = call->args.empty() ? Ref<StringImmNode>() : call->args[0].as<StringImmNode>();
      if (!scope) Unsupported(span, "T.tvm_storage_sync needs a scope string");
      Line(Barrier(scope->value));
      return;
    }
  }
  Line(Expr(e) + ";");
}

std::string CodeGenC::PointerOf(const Buffer& b, DataType* storage_elem) {
  std::string ptr = NameOf(b->data, b->span);
  auto it = storage_elem_.find(b->data.get());
  DataType declared = it == storage_elem_.end() ? b->dtype : it->second;
  *storage_elem = b->dtype;
  if (declared == b->dtype) return ptr;
  // A buffer that views the storage with another element type.
  ScalarType(b->dtype, b->span);
  return ViewAs(ScopeOf(b->data), b->dtype, ptr, b->span);
}

}  // namespace codegen
}  // namespace rlx
