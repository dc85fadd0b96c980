// The Relax half of the well-formed checker (rules in well_formed.h).
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/analysis/well_formed_internal.h"
#include "compiler/op/op_registry.h"
#include "compiler/relax/struct_info_util.h"

namespace rlx {
namespace relax {
namespace wf {

namespace {

constexpr const char* kForcePure = "relax.force_pure";

bool AttrIsTrue(const Map& attrs, const std::string& key) {
  if (!attrs.defined()) return false;
  int64_t v = 0;
  auto e = attrs->Get(key).as<PrimExprNode>();
  return e.defined() && AsConstInt(e, &v) && v != 0;
}

// Expressions that may appear nested inside others in normal form.
bool IsLeaf(const Expr& e) {
  if (!e.defined()) return false;
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
    case NodeKind::kDataflowVar:
    case NodeKind::kConstant:
    case NodeKind::kShapeExpr:
    case NodeKind::kPrimValue:
    case NodeKind::kRelaxStringImm:
    case NodeKind::kDataTypeImm:
    case NodeKind::kGlobalVar:
    case NodeKind::kExternFunc:
    case NodeKind::kOp:
      return true;
    case NodeKind::kTuple:
      for (const Expr& f : e.cast<TupleNode>()->fields) {
        if (!IsLeaf(f)) return false;
      }
      return true;
    default:
      return false;
  }
}

std::string CalleeName(const Expr& op) {
  if (auto o = op.as<OpNode>()) return o->name;
  if (auto g = op.as<GlobalVarNode>()) return g->name;
  if (auto x = op.as<ExternFuncNode>()) return x->global_symbol;
  if (auto v = op.as<VarNode>()) return v->name;
  return op.defined() ? NodeKindName(op->kind()) : "<null>";
}

// "a call to 'relax.add'", "variable 'x'", ... for messages.
std::string Describe(const Expr& e) {
  if (!e.defined()) return "a missing expression";
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
      return "variable '" + e.cast<VarNode>()->name + "'";
    case NodeKind::kDataflowVar:
      return "dataflow variable '" + e.cast<VarNode>()->name + "'";
    case NodeKind::kCall:
      return "a call to '" + CalleeName(e.cast<CallNode>()->op) + "'";
    case NodeKind::kGlobalVar:
      return "global variable '" + e.cast<GlobalVarNode>()->name + "'";
    case NodeKind::kOp:
      return "operator '" + e.cast<OpNode>()->name + "'";
    case NodeKind::kExternFunc:
      return "extern function '" + e.cast<ExternFuncNode>()->global_symbol + "'";
    case NodeKind::kConstant:
      return "a constant";
    case NodeKind::kTuple:
      return "a tuple";
    case NodeKind::kTupleGetItem:
      return "a tuple element access";
    case NodeKind::kShapeExpr:
      return "a shape expression";
    case NodeKind::kPrimValue:
      return "a prim value";
    case NodeKind::kRelaxStringImm:
      return "a string";
    case NodeKind::kDataTypeImm:
      return "a dtype";
    case NodeKind::kIf:
      return "an if-expression";
    case NodeKind::kSeqExpr:
      return "a SeqExpr";
    case NodeKind::kFunction:
      return "a function";
    default:
      return NodeKindName(e->kind());
  }
}

}  // namespace

class RelaxModuleChecker::Impl {
 public:
  Impl(const IRModuleNode& mod, Reporter* r) : mod_(mod), r_(r) {}

  void CheckFunction(const std::string& name, const Function& f) {
    func_name_ = name;
    std::string symbol = f->GlobalSymbol();
    if (!symbol.empty() && symbol != name) {
      r_->Error("global_symbol '" + symbol + "' differs from the function's name '" + name + "'");
    }
    VisitFunction(*f);
  }

 private:
  using VarSet = std::unordered_set<const VarNode*>;
  using SymSet = std::unordered_set<const TirVarNode*>;

  // ---- symbolic variables and struct info

  // A bare variable in a defining position (a parameter's or match_cast's
  // struct info) defines it; compound expressions there are uses.
  void DefinePrim(const PrimExpr& e, bool own) {
    auto v = e.as<TirVarNode>();
    if (!v) return;
    sym_.insert(v.get());
    if (!own) return;
    auto it = sym_owner_.emplace(v.get(), func_name_).first;
    if (it->second != func_name_) {
      r_->Error("symbolic variable '" + v->name + "' is defined in both function '" + it->second + "' and function '" +
                func_name_ + "'");
    }
  }

  // `own`: the definitions belong to the function being checked (and may
  // not reappear in another one).
  void DefineSymbolic(const StructInfo& s, bool own) {
    if (!s.defined()) return;
    switch (s->kind()) {
      case NodeKind::kPrimStructInfo:
        DefinePrim(s.cast<PrimStructInfoNode>()->value, own);
        break;
      case NodeKind::kShapeStructInfo:
        if (const auto& values = s.cast<ShapeStructInfoNode>()->values) {
          for (const PrimExpr& d : *values) DefinePrim(d, own);
        }
        break;
      case NodeKind::kTensorStructInfo:
        if (const auto* dims = s.cast<TensorStructInfoNode>()->GetShapeValues()) {
          for (const PrimExpr& d : *dims) DefinePrim(d, own);
        }
        break;
      case NodeKind::kTupleStructInfo:
        for (const StructInfo& f : s.cast<TupleStructInfoNode>()->fields) DefineSymbolic(f, own);
        break;
      default:
        // A callable's parameters bind their own variables at each call
        // (UseStructInfo scopes them); R.Object defines nothing.
        break;
    }
  }

  void UsePrim(const PrimExpr& e) {
    if (!e.defined()) return;
    if (auto v = e.as<TirVarNode>()) {
      if (sym_.count(v.get())) return;
      auto owner = sym_owner_.find(v.get());
      if (owner == sym_owner_.end()) {
        r_->Error("symbolic variable '" + v->name + "' is used before it is defined");
      } else if (owner->second != func_name_) {
        r_->Error("symbolic variable '" + v->name + "' of function '" + owner->second +
                  "' is used in another function");
      } else {
        r_->Error("symbolic variable '" + v->name + "' is used outside the scope that defines it");
      }
      return;
    }
    if (auto let = e.as<TirLetNode>()) {
      UsePrim(let->value);
      bool added = sym_.insert(let->var.get()).second;
      UsePrim(let->body);
      if (added) sym_.erase(let->var.get());
      return;
    }
    ForEachPrimExprChild(e, [this](const PrimExpr& c) { UsePrim(c); });
  }

  void UseStructInfo(const StructInfo& s) {
    if (!s.defined()) return;
    switch (s->kind()) {
      case NodeKind::kPrimStructInfo:
        UsePrim(s.cast<PrimStructInfoNode>()->value);
        break;
      case NodeKind::kShapeStructInfo:
        if (const auto& values = s.cast<ShapeStructInfoNode>()->values) {
          for (const PrimExpr& d : *values) UsePrim(d);
        }
        break;
      case NodeKind::kTensorStructInfo: {
        auto t = s.cast<TensorStructInfoNode>();
        if (const auto* dims = t->GetShapeValues()) {
          for (const PrimExpr& d : *dims) UsePrim(d);
        } else if (auto v = t->shape.as<VarNode>()) {
          UseVar(v);
        }
        break;
      }
      case NodeKind::kTupleStructInfo:
        for (const StructInfo& f : s.cast<TupleStructInfoNode>()->fields) UseStructInfo(f);
        break;
      case NodeKind::kFuncStructInfo: {
        auto f = s.cast<FuncStructInfoNode>();
        SymSet saved = sym_;
        if (f->params) {
          for (const StructInfo& p : *f->params) DefineSymbolic(p, false);
          for (const StructInfo& p : *f->params) UseStructInfo(p);
        }
        UseStructInfo(f->ret);
        sym_ = std::move(saved);
        break;
      }
      default:
        break;
    }
  }

  void CheckExprSInfo(const Expr& e) {
    if (!e->struct_info().defined()) {
      r_->Error(Describe(e) + " has no struct info; the expression is not normalized");
      return;
    }
    UseStructInfo(e->struct_info());
  }

  // ---- variables

  void DefineVar(const Var& v) {
    Reporter::SpanScope at(r_, v->span);
    if (v->is_dataflow() && !in_dataflow_) {
      r_->Error("dataflow variable '" + v->name + "' is defined outside a dataflow block");
    }
    if (!ever_defined_.insert(v.get()).second) r_->Error("variable '" + v->name + "' is defined twice");
    (v->is_dataflow() && in_dataflow_ ? df_scope_ : scope_).insert(v.get());
  }

  void UseVar(const Var& v) {
    if (recursive_.count(v.get())) return;
    if (v->is_dataflow()) {
      if (in_dataflow_ && df_scope_.count(v.get())) return;
      if (!in_dataflow_ || ever_defined_.count(v.get())) {
        r_->Error("dataflow variable '" + v->name + "' is used outside its dataflow block");
      } else {
        r_->Error("variable '" + v->name + "' is used before it is defined");
      }
      return;
    }
    if (scope_.count(v.get())) return;
    if (ever_defined_.count(v.get())) {
      r_->Error("variable '" + v->name + "' is used outside the scope that defines it");
    } else {
      r_->Error("variable '" + v->name + "' is used before it is defined");
    }
  }

  // ---- functions, blocks, bindings

  void VisitFunction(const FunctionNode& f) {
    Reporter::SpanScope at(r_, f.span);
    VarSet saved_scope = scope_;
    VarSet saved_df = std::move(df_scope_);
    SymSet saved_sym = std::move(sym_);
    bool saved_in_df = in_dataflow_;
    bool saved_purity = require_purity_;
    // Symbolic variables are not captured across function boundaries.
    sym_.clear();
    df_scope_.clear();
    in_dataflow_ = false;
    bool force_pure = AttrIsTrue(f.attrs, kForcePure);
    if (force_pure && !f.is_pure) {
      r_->Error(std::string("the function sets \"") + kForcePure + "\" but is not marked pure");
    }
    require_purity_ = f.is_pure && !force_pure;

    for (const Var& p : f.params) {
      if (p.defined()) DefineSymbolic(p->struct_info(), true);
    }
    for (const Var& p : f.params) {
      if (!p.defined()) {
        r_->Error("a parameter is missing");
        continue;
      }
      DefineVar(p);
    }
    for (const Var& p : f.params) {
      if (!p.defined()) continue;
      Reporter::SpanScope at_param(r_, p->span);
      CheckExprSInfo(p);
    }
    if (f.ret_struct_info.defined()) {
      UseStructInfo(f.ret_struct_info);
    } else {
      r_->Error("the function has no return struct info");
    }
    if (auto seq = f.body.as<SeqExprNode>()) {
      VisitSeqExpr(seq);
    } else {
      r_->Error("the body of a function must be a SeqExpr, not " + Describe(f.body));
      VisitExpr(f.body);
    }

    scope_ = std::move(saved_scope);
    df_scope_ = std::move(saved_df);
    sym_ = std::move(saved_sym);
    in_dataflow_ = saved_in_df;
    require_purity_ = saved_purity;
  }

  void VisitSeqExpr(const SeqExpr& seq) {
    Reporter::SpanScope at(r_, seq->span);
    for (const BindingBlock& b : seq->blocks) {
      if (b.defined()) VisitBlock(*b);
    }
    VisitLeaf(seq->body, "the result of a SeqExpr");
    CheckExprSInfo(seq);
  }

  // A SeqExpr whose bindings are visible only inside it: an if branch, or
  // a misplaced SeqExpr that is checked anyway.
  void VisitScopedSeqExpr(const SeqExpr& seq) {
    VarSet saved_scope = scope_;
    SymSet saved_sym = sym_;
    VisitSeqExpr(seq);
    scope_ = std::move(saved_scope);
    sym_ = std::move(saved_sym);
  }

  void VisitBranch(const Expr& branch, const char* which) {
    if (auto seq = branch.as<SeqExprNode>()) {
      VisitScopedSeqExpr(seq);
      return;
    }
    r_->Error(std::string("the ") + which + " branch of an if must be a SeqExpr, not " + Describe(branch));
    VisitExpr(branch);
  }

  void VisitBlock(const BindingBlockNode& b) {
    Reporter::SpanScope at(r_, b.span);
    bool saved_in_df = in_dataflow_;
    VarSet saved_df = std::move(df_scope_);
    df_scope_.clear();
    in_dataflow_ = b.is_dataflow();
    for (const Binding& binding : b.bindings) {
      if (binding.defined()) VisitBinding(binding);
    }
    in_dataflow_ = saved_in_df;
    df_scope_ = std::move(saved_df);
  }

  void VisitBinding(const Binding& b) {
    Reporter::SpanScope at(r_, b->span);
    if (!b->var.defined()) {
      r_->Error("a binding has no variable");
      return;
    }
    if (auto vb = b.as<VarBindingNode>()) {
      const Expr& value = vb->value;
      bool is_lambda = value.is<FunctionNode>();
      // A local function may call itself through the variable it is bound to.
      if (is_lambda) recursive_.insert(vb->var.get());
      if (auto seq = value.as<SeqExprNode>()) {
        r_->Error("a SeqExpr may only be the body of a function or a branch of an if");
        VisitScopedSeqExpr(seq);
      } else {
        VisitExpr(value);
      }
      if (is_lambda) recursive_.erase(vb->var.get());
      DefineVar(vb->var);
      CheckExprSInfo(vb->var);
      CheckBindingStructInfo(vb->var, value);
      return;
    }
    auto mc = b.cast<MatchCastNode>();
    VisitExpr(mc->value);
    if (mc->struct_info.defined()) {
      DefineSymbolic(mc->struct_info, true);
      UseStructInfo(mc->struct_info);
    } else {
      r_->Error("the match_cast binding '" + mc->var->name + "' has no target struct info");
    }
    DefineVar(mc->var);
    CheckExprSInfo(mc->var);
  }

  void CheckBindingStructInfo(const Var& var, const Expr& value) {
    if (!value.defined()) return;
    const StructInfo& var_sinfo = var->struct_info();
    const StructInfo& value_sinfo = value->struct_info();
    if (!var_sinfo.defined() || !value_sinfo.defined()) return;
    BaseCheckResult result = StructInfoBaseCheck(var_sinfo, value_sinfo);
    if (result == BaseCheckResult::kFailL0) {
      r_->Error("variable '" + var->name + "' of struct info " + StructInfoToString(var_sinfo) +
                " cannot hold its value of struct info " + StructInfoToString(value_sinfo));
    } else if (result == BaseCheckResult::kFailL1) {
      r_->Error("variable '" + var->name + "' of struct info " + StructInfoToString(var_sinfo) +
                " is more specific than its value of struct info " + StructInfoToString(value_sinfo) +
                "; narrowing needs R.match_cast");
    }
  }

  // ---- expressions

  void VisitLeaf(const Expr& e, const std::string& where) {
    if (!IsLeaf(e)) {
      r_->Error(where + " must be a leaf expression (bind " + Describe(e) + " to a variable first)");
      if (!e.defined()) return;
    }
    VisitExpr(e);
  }

  void VisitExpr(const Expr& e) {
    if (!e.defined()) {
      r_->Error("an expression is missing");
      return;
    }
    if (auto v = e.as<VarNode>()) {
      UseVar(v);
      return;
    }
    Reporter::SpanScope at(r_, e->span);
    switch (e->kind()) {
      case NodeKind::kOp:
        return;  // ops carry no struct info
      case NodeKind::kGlobalVar:
        VisitGlobalVar(e.cast<GlobalVarNode>());
        return;
      case NodeKind::kTuple: {
        const auto& fields = e.cast<TupleNode>()->fields;
        for (size_t i = 0; i < fields.size(); ++i) VisitLeaf(fields[i], "field " + std::to_string(i) + " of a tuple");
        break;
      }
      case NodeKind::kTupleGetItem:
        VisitTupleGetItem(*e.cast<TupleGetItemNode>());
        break;
      case NodeKind::kShapeExpr:
        for (const PrimExpr& d : e.cast<ShapeExprNode>()->values) {
          if (!d.defined()) {
            r_->Error("a shape expression has a missing dimension");
            continue;
          }
          if (!d->dtype.is_int()) {
            r_->Error("shape dimensions must be integers, not " + d->dtype.ToString());
          }
          UsePrim(d);
        }
        break;
      case NodeKind::kPrimValue:
        UsePrim(e.cast<PrimValueNode>()->value);
        break;
      case NodeKind::kCall:
        VisitCall(*e.cast<CallNode>());
        break;
      case NodeKind::kIf:
        VisitIf(*e.cast<IfNode>());
        break;
      case NodeKind::kSeqExpr:
        r_->Error("a SeqExpr may only be the body of a function or a branch of an if");
        VisitScopedSeqExpr(e.cast<SeqExprNode>());
        return;
      case NodeKind::kFunction:
        VisitFunction(*e.cast<FunctionNode>());
        break;
      default:
        break;  // Constant, StringImm, DataTypeImm, ExternFunc: atoms
    }
    CheckExprSInfo(e);
  }

  void VisitTupleGetItem(const TupleGetItemNode& t) {
    VisitLeaf(t.tuple, "the tuple of a tuple element access");
    if (!t.tuple.defined()) return;
    if (auto tuple = t.tuple->struct_info().as<TupleStructInfoNode>()) {
      if (t.index < 0 || t.index >= static_cast<int64_t>(tuple->fields.size())) {
        size_t size = tuple->fields.size();
        r_->Error("tuple index " + std::to_string(t.index) + " is out of range for a tuple of " + std::to_string(size) +
                  (size == 1 ? " field" : " fields"));
      }
    }
  }

  void VisitGlobalVar(const GlobalVar& gv) {
    auto it = mod_.functions.find(gv->name);
    if (it == mod_.functions.end()) {
      r_->Error("global variable '" + gv->name + "' does not name a function of the module");
    }
    const StructInfo& s = gv->struct_info();
    if (!s.defined()) {
      // The module builder gives PrimFunc globals no struct info; a Relax
      // function's global needs it to be callable.
      if (it != mod_.functions.end() && it->second.second.is<FunctionNode>()) {
        r_->Error("global variable '" + gv->name + "' has no struct info; the expression is not normalized");
      }
      return;
    }
    if (!s.is<FuncStructInfoNode>()) {
      r_->Error("global variable '" + gv->name + "' must have function struct info, not " + StructInfoToString(s));
      return;
    }
    UseStructInfo(s);
  }

  void VisitCall(const CallNode& call) {
    VisitLeaf(call.op, "the callee of a call");
    std::string callee = CalleeName(call.op);
    for (size_t i = 0; i < call.args.size(); ++i) {
      VisitLeaf(call.args[i], "argument " + std::to_string(i) + " of the call to '" + callee + "'");
    }
    for (const StructInfo& s : call.sinfo_args) UseStructInfo(s);
    CheckPurity(call, callee);
  }

  void CheckPurity(const CallNode& call, const std::string& callee) {
    if (!call.op.defined()) return;
    bool impure = false;
    if (auto op = call.op.as<OpNode>()) {
      const op::OpDef* def = op::OpRegistry::Global().Find(op->name);
      if (!def) {
        r_->Error("call to unknown operator '" + op->name + "'");
        return;
      }
      impure = !def->pure;
    } else if (call.op.is<ExternFuncNode>()) {
      // A packed function may do anything (TVM's R.call_packed is impure).
      impure = true;
    } else if (auto fs = call.op->struct_info().as<FuncStructInfoNode>()) {
      impure = !fs->purity;
    }
    if (!impure) return;
    if (in_dataflow_) {
      r_->Error("impure call to '" + callee + "' is not allowed inside a dataflow block");
    } else if (require_purity_) {
      r_->Error("impure call to '" + callee + "' in a function marked pure (use R.function(pure=False), or set \"" +
                kForcePure + "\")");
    }
  }

  void VisitIf(const IfNode& i) {
    if (in_dataflow_) r_->Error("an if-expression is not allowed inside a dataflow block");
    VisitLeaf(i.cond, "the condition of an if");
    VisitBranch(i.then_branch, "then");
    VisitBranch(i.else_branch, "else");
  }

  const IRModuleNode& mod_;
  Reporter* r_;
  std::string func_name_;
  // Module-wide: every Relax variable defined so far, and which function
  // defines each symbolic variable.
  VarSet ever_defined_;
  std::unordered_map<const TirVarNode*, std::string> sym_owner_;
  // Scope state, saved and restored around functions, blocks and branches.
  VarSet scope_;      // visible non-dataflow variables
  VarSet df_scope_;   // dataflow variables of the current dataflow block
  VarSet recursive_;  // variables bound to the local function being visited
  SymSet sym_;        // defined symbolic variables
  bool in_dataflow_ = false;
  bool require_purity_ = false;
};

RelaxModuleChecker::RelaxModuleChecker(const IRModuleNode& mod, Reporter* reporter)
    : impl_(std::make_unique<Impl>(mod, reporter)) {}

RelaxModuleChecker::~RelaxModuleChecker() = default;

void RelaxModuleChecker::CheckFunction(const std::string& name, const Function& func) {
  impl_->CheckFunction(name, func);
}

}  // namespace wf
}  // namespace relax
}  // namespace rlx
