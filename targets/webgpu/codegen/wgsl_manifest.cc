#include "targets/webgpu/codegen/wgsl_manifest.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>

#include "compiler/codegen/source/codegen_c.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace codegen {
namespace {

using Json = nlohmann::ordered_json;

// Host variables of one function, each with a distinct name.
class HostWriter {
 public:
  explicit HostWriter(const std::string& function) : function_(function) {}

  std::string Bind(const TirVar& v, const std::string& hint) {
    auto it = names_.find(v.get());
    if (it != names_.end()) return it->second;
    // Names are Python identifiers: no keyword, no evaluator builtin.
    static const std::set<std::string> kPython = {
        "False", "None",  "True",   "and",      "as",     "assert",  "async", "await", "break",  "class", "continue",
        "def",   "del",   "elif",   "else",     "except", "finally", "for",   "from",  "global", "if",    "import",
        "in",    "is",    "lambda", "nonlocal", "not",    "or",      "pass",  "raise", "return", "try",   "while",
        "with",  "yield", "min",    "max",      "int",    "float",   "bool",  "math",  "print"};
    std::string base = SanitizeIdentifier(hint);
    if (base[0] == '_') base = "v" + base;  // _tdiv, _log2, ... are the evaluator's
    if (kPython.count(base)) base += "_";
    std::string name = base;
    for (int k = 1; taken_.count(name); ++k) name = base + "_" + std::to_string(k);
    taken_.insert(name);
    names_[v.get()] = name;
    return name;
  }

  std::string Name(const TirVar& v, const Span& span) const {
    auto it = names_.find(v.get());
    if (it == names_.end()) Fail(span, "host variable " + v->name + " is not defined");
    return it->second;
  }

  std::string Expr(const PrimExpr& e) const {
    switch (e->kind()) {
      case NodeKind::kIntImm: {
        int64_t v = static_cast<const IntImmNode*>(e.get())->value;
        if (e->dtype.is_bool()) return v ? "True" : "False";
        return v < 0 ? "(" + std::to_string(v) + ")" : std::to_string(v);
      }
      case NodeKind::kFloatImm: {
        double v = static_cast<const FloatImmNode*>(e.get())->value;
        if (std::isnan(v)) return "float('nan')";
        if (std::isinf(v)) return v > 0 ? "float('inf')" : "float('-inf')";
        char buf[64];
        std::snprintf(buf, sizeof(buf), "%.17g", v);
        return std::string("float(") + buf + ")";
      }
      case NodeKind::kTirVar:
        return Name(e.as<TirVarNode>(), e->span);
      case NodeKind::kNot:
        return "(not " + Expr(static_cast<const NotNode*>(e.get())->a) + ")";
      case NodeKind::kSelect: {
        auto s = static_cast<const SelectNode*>(e.get());
        return "(" + Expr(s->true_value) + " if " + Expr(s->condition) + " else " + Expr(s->false_value) + ")";
      }
      case NodeKind::kCast: {
        auto c = static_cast<const CastNode*>(e.get());
        const char* fn = c->dtype.is_bool() ? "bool" : c->dtype.is_floating() ? "float" : "int";
        return std::string(fn) + "(" + Expr(c->value) + ")";
      }
      case NodeKind::kTirCall:
        return Call(static_cast<const TirCallNode*>(e.get()));
      default:
        break;
    }
    auto b = e.as<BinaryNode>();
    if (!b) Fail(e->span, std::string(NodeKindName(e->kind())) + " cannot be evaluated by the host");
    std::string x = Expr(b->a), y = Expr(b->b);
    bool fp = b->a->dtype.is_floating();
    auto infix = [&](const char* op) { return "(" + x + " " + op + " " + y + ")"; };
    switch (e->kind()) {
      case NodeKind::kAdd:
        return infix("+");
      case NodeKind::kSub:
        return infix("-");
      case NodeKind::kMul:
        return infix("*");
      case NodeKind::kDiv:
        return fp ? infix("/") : "_tdiv(" + x + ", " + y + ")";
      case NodeKind::kMod:
        return fp ? "_fmod(" + x + ", " + y + ")" : "_tmod(" + x + ", " + y + ")";
      case NodeKind::kFloorDiv:
        return fp ? "_floor(" + x + " / " + y + ")" : infix("//");
      case NodeKind::kFloorMod:
        return infix("%");
      case NodeKind::kMin:
        return "min(" + x + ", " + y + ")";
      case NodeKind::kMax:
        return "max(" + x + ", " + y + ")";
      case NodeKind::kEQ:
        return infix("==");
      case NodeKind::kNE:
        return infix("!=");
      case NodeKind::kLT:
        return infix("<");
      case NodeKind::kLE:
        return infix("<=");
      case NodeKind::kGT:
        return infix(">");
      case NodeKind::kGE:
        return infix(">=");
      case NodeKind::kAnd:
        return infix("and");
      case NodeKind::kOr:
        return infix("or");
      default:
        Fail(e->span, std::string(NodeKindName(e->kind())) + " cannot be evaluated by the host");
    }
  }

  Json Stmts(const tir::Stmt& s) {
    Json out = Json::array();
    Append(s, &out);
    return out;
  }

  void Append(const tir::Stmt& s, Json* out) {
    switch (s->kind()) {
      case NodeKind::kSeqStmt:
        for (const tir::Stmt& st : static_cast<const tir::SeqStmtNode*>(s.get())->seq) Append(st, out);
        return;
      case NodeKind::kEvaluate: {
        PrimExpr v = static_cast<const tir::EvaluateNode*>(s.get())->value;
        if (v.is<IntImmNode>()) return;
        auto call = v.as<TirCallNode>();
        auto op = call && call->args.size() == 2 ? call->args[0].as<StringImmNode>() : Ref<StringImmNode>();
        auto kernel = call && call->args.size() == 2 ? call->args[1].as<StringImmNode>() : Ref<StringImmNode>();
        if (!op || op->value != kLaunchKernelOp || !kernel) Fail(s->span, "host code other than kernel launches");
        out->push_back(Json{{"launch", SanitizeIdentifier(kernel->value)}});
        return;
      }
      case NodeKind::kLetStmt: {
        auto let = static_cast<const tir::LetStmtNode*>(s.get());
        std::string value = Expr(let->value);
        out->push_back(Json{{"let", Bind(let->var, let->var->name)}, {"value", value}});
        Append(let->body, out);
        return;
      }
      case NodeKind::kFor: {
        auto f = static_cast<const tir::ForNode*>(s.get());
        std::string min = Expr(f->min), extent = Expr(f->extent);
        std::string v = Bind(f->loop_var, f->loop_var->name);
        out->push_back(Json{{"for", v}, {"min", min}, {"extent", extent}, {"body", Stmts(f->body)}});
        return;
      }
      case NodeKind::kIfThenElse: {
        auto i = static_cast<const tir::IfThenElseNode*>(s.get());
        Json j{{"if", Expr(i->condition)}, {"then", Stmts(i->then_case)}};
        j["else"] = i->else_case.defined() ? Stmts(i->else_case) : Json::array();
        out->push_back(j);
        return;
      }
      case NodeKind::kWhile: {
        auto w = static_cast<const tir::WhileNode*>(s.get());
        out->push_back(Json{{"while", Expr(w->condition)}, {"body", Stmts(w->body)}});
        return;
      }
      case NodeKind::kAllocate: {
        auto a = static_cast<const tir::AllocateNode*>(s.get());
        const std::string& scope = a->buffer_var->storage_scope;
        if (scope.empty() || scope == "global") {
          std::string extent;
          for (const PrimExpr& e : a->extents) extent += (extent.empty() ? "" : " * ") + Expr(e);
          out->push_back(Json{{"alloc", Bind(a->buffer_var, a->buffer_var->name)},
                              {"dtype", a->dtype.ToString()},
                              {"extent", extent.empty() ? "1" : extent}});
        }  // shared / local ones are declared by the kernels that use them
        Append(a->body, out);
        return;
      }
      case NodeKind::kAssertStmt: {
        auto a = static_cast<const tir::AssertStmtNode*>(s.get());
        auto msg = a->message.as<StringImmNode>();
        out->push_back(Json{{"assert", Expr(a->condition)}, {"message", msg ? msg->value : std::string()}});
        Append(a->body, out);
        return;
      }
      case NodeKind::kDeclBuffer:
        Append(static_cast<const tir::DeclBufferNode*>(s.get())->body, out);
        return;
      case NodeKind::kAttrStmt:
        Append(static_cast<const tir::AttrStmtNode*>(s.get())->body, out);
        return;
      default:
        Fail(s->span, std::string(NodeKindName(s->kind())) + " in host code");
    }
  }

 private:
  std::string Call(const TirCallNode* c) const {
    std::vector<std::string> args;
    for (const PrimExpr& a : c->args) args.push_back(Expr(a));
    auto arg = [&](size_t i) {
      if (i >= args.size()) Fail(c->span, "T." + c->op + " has too few arguments");
      return args[i];
    };
    if (c->op == "if_then_else") return "(" + arg(1) + " if " + arg(0) + " else " + arg(2) + ")";
    if (c->op == "likely") return arg(0);
    if (c->op == "shift_left") return "(" + arg(0) + " << " + arg(1) + ")";
    if (c->op == "shift_right") return "(" + arg(0) + " >> " + arg(1) + ")";
    if (c->op == "bitwise_and") return "(" + arg(0) + " & " + arg(1) + ")";
    if (c->op == "bitwise_or") return "(" + arg(0) + " | " + arg(1) + ")";
    std::string s = "_" + c->op + "(";
    for (size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + args[i];
    return s + ")";
  }

  [[noreturn]] void Fail(const Span& span, const std::string& what) const {
    ThrowError(span, "WGSL manifest: " + what + " (in " + function_ + ")");
  }

  std::string function_;
  std::unordered_map<const TirVarNode*, std::string> names_;
  std::set<std::string> taken_;
};

}  // namespace

std::string WGSLManifest(const WGSLModule& module) {
  Json functions = Json::array();
  size_t next_kernel = 0;  // module.kernels follows the functions' kernels in order
  for (const SplitFunction& f : module.module.functions) {
    HostWriter host(f.name);
    Json params = Json::array();
    for (const KernelParam& p : f.signature.params) {
      if (p.kind == KernelParam::Kind::kBuffer) host.Bind(p.buffer->data, p.name);
    }
    for (const KernelParam& p : f.signature.params) {
      if (p.kind != KernelParam::Kind::kBuffer) host.Bind(p.var, p.name);
    }
    Json shape_vars = Json::array();
    for (const TirVar& v : f.signature.shape_vars) shape_vars.push_back(host.Bind(v, v->name));
    for (const KernelParam& p : f.signature.params) {
      if (p.kind == KernelParam::Kind::kBuffer) {
        Json shape = Json::array();
        for (const PrimExpr& e : p.buffer->shape) shape.push_back(host.Expr(e));
        params.push_back(Json{{"name", host.Name(p.buffer->data, p.buffer->span)},
                              {"kind", "buffer"},
                              {"dtype", p.dtype.ToString()},
                              {"shape", shape}});
      } else {
        params.push_back(Json{{"name", host.Name(p.var, p.var->span)},
                              {"kind", p.kind == KernelParam::Kind::kScalar ? "scalar" : "handle"},
                              {"dtype", p.dtype.ToString()}});
      }
    }
    Json program = host.Stmts(f.host);  // binds host lets, loops and workspaces
    Json kernels = Json::array();
    for (const DeviceKernel& k : f.kernels) {
      const WGSLKernelLayout& layout = module.kernels.at(next_kernel++);
      Json grid = Json::array();
      for (const PrimExpr& e : k.grid) grid.push_back(host.Expr(e));
      Json bindings = Json::array();
      for (const WGSLBinding& b : layout.bindings) {
        if (b.kind == WGSLBinding::Kind::kStorage) {
          bindings.push_back(Json{{"binding", b.binding},
                                  {"kind", "storage"},
                                  {"var", host.Name(b.var, k.body->span)},
                                  {"dtype", b.dtype.ToString()},
                                  {"storage", b.storage},
                                  {"access", b.read_only ? "read" : "read_write"}});
          continue;
        }
        Json fields = Json::array();
        for (const WGSLScalar& s : layout.scalars) {
          fields.push_back(Json{{"name", s.field},
                                {"var", host.Name(s.var, k.body->span)},
                                {"dtype", s.var->dtype.ToString()},
                                {"wire", s.wire}});
        }
        bindings.push_back(Json{{"binding", b.binding}, {"kind", "uniform"}, {"fields", fields}});
      }
      kernels.push_back(Json{
          {"name", layout.name}, {"workgroup_size", layout.workgroup_size}, {"grid", grid}, {"bindings", bindings}});
    }
    functions.push_back(Json{
        {"name", f.name}, {"params", params}, {"shape_vars", shape_vars}, {"host", program}, {"kernels", kernels}});
  }
  Json root{{"format", "rlx-wgsl-manifest-1"}, {"source", "kernels.wgsl"}, {"functions", functions}};
  return root.dump(1) + "\n";
}

}  // namespace codegen
}  // namespace rlx
