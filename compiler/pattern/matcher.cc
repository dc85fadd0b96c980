#include "compiler/pattern/matcher.h"

#include <string>

#include "compiler/ir/arith.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/op/op_registry.h"
#include "compiler/relax/struct_info_util.h"
#include "compiler/support/check.h"

namespace rlx {
namespace pattern {

using relax::Expr;

namespace {

void CollectBindings(const Expr& e, VarBindings* out);

void CollectBlock(const relax::BindingBlock& block, VarBindings* out) {
  for (const relax::Binding& b : block->bindings) {
    if (auto vb = b.as<relax::VarBindingNode>()) {
      (*out)[vb->var.get()] = vb->value;
      CollectBindings(vb->value, out);
    } else if (auto mc = b.as<relax::MatchCastNode>()) {
      CollectBindings(mc->value, out);
    }
  }
}

// Only expressions that hold bindings are entered: in normal form call
// arguments and tuple fields are leaves.
void CollectBindings(const Expr& e, VarBindings* out) {
  if (!e.defined()) return;
  if (auto seq = e.as<relax::SeqExprNode>()) {
    for (const relax::BindingBlock& block : seq->blocks) CollectBlock(block, out);
    CollectBindings(seq->body, out);
  } else if (auto i = e.as<relax::IfNode>()) {
    CollectBindings(i->then_branch, out);
    CollectBindings(i->else_branch, out);
  } else if (auto f = e.as<relax::FunctionNode>()) {
    CollectBindings(f->body, out);
  }
}

bool ShapeEqual(const std::vector<PrimExpr>& lhs, const std::vector<PrimExpr>& rhs) {
  if (lhs.size() != rhs.size()) return false;
  for (size_t i = 0; i < lhs.size(); ++i) {
    if (!arith::ProveEqual(lhs[i], rhs[i])) return false;
  }
  return true;
}

bool AsString(const ObjectRef& v, std::string* out) {
  if (auto s = v.as<StringNode>()) {
    *out = s->value;
    return true;
  }
  if (auto s = v.as<StringImmNode>()) {
    *out = s->value;
    return true;
  }
  if (auto s = v.as<relax::StringImmNode>()) {
    *out = s->value;
    return true;
  }
  return false;
}

bool IsOpNamed(const Expr& e, const char* name) {
  auto op = e.as<relax::OpNode>();
  return op.defined() && op->name == name;
}

// The attribute map a call, op or function carries for AttrPattern.
bool MatchAttrMap(const Map& attrs, const std::vector<std::pair<std::string, ObjectRef>>& wanted) {
  for (const auto& [name, value] : wanted) {
    ObjectRef actual = attrs.defined() ? attrs->Get(name) : ObjectRef();
    if (!actual.defined() || !AttrValueMatches(value, actual)) return false;
  }
  return true;
}

}  // namespace

VarBindings AnalyzeVar2Value(const relax::Function& func) {
  VarBindings out;
  if (func.defined()) CollectBindings(func->body, &out);
  return out;
}

VarBindings AnalyzeVar2Value(const relax::BindingBlock& block) {
  VarBindings out;
  if (block.defined()) CollectBlock(block, &out);
  return out;
}

bool AttrValueMatches(const ObjectRef& pattern_value, const ObjectRef& actual) {
  if (!pattern_value.defined() || !actual.defined()) return pattern_value.defined() == actual.defined();
  if (auto a = pattern_value.as<IntImmNode>()) {
    auto b = actual.as<IntImmNode>();
    return b.defined() && a->value == b->value;
  }
  if (auto a = pattern_value.as<FloatImmNode>()) {
    auto b = actual.as<FloatImmNode>();
    return b.defined() && a->value == b->value;
  }
  std::string sa, sb;
  if (AsString(pattern_value, &sa)) return AsString(actual, &sb) && sa == sb;
  if (auto a = pattern_value.as<ArrayNode>()) {
    auto b = actual.as<ArrayNode>();
    if (!b.defined() || a->elems.size() != b->elems.size()) return false;
    for (size_t i = 0; i < a->elems.size(); ++i) {
      if (!AttrValueMatches(a->elems[i], b->elems[i])) return false;
    }
    return true;
  }
  return StructuralEqual(pattern_value, actual);
}

// ---------------------------------------------------------------- MatchResult

Expr MatchResult::Get(const DFPattern& p) const {
  for (const auto& [pat, e] : entries_) {
    if (pat == p) return e;
  }
  return Expr();
}

void MatchResult::Add(const DFPattern& p, const Expr& e) {
  if (!Has(p)) entries_.emplace_back(p, e);
}

// ---------------------------------------------------------------- matcher

bool DFPatternMatcher::Match(const DFPattern& pattern, const Expr& expr) {
  memo_.clear();
  matched_.clear();
  return Visit(pattern, expr);
}

MatchResult DFPatternMatcher::result() const {
  MatchResult r;
  r.entries_ = matched_;
  return r;
}

Expr DFPatternMatcher::Resolve(const Expr& e) const {
  if (var2val_ == nullptr || var2val_->empty()) return e;
  Expr cur = e;
  // SSA form has no cycles, but a malformed map must not hang the matcher.
  for (size_t hops = 0; hops <= var2val_->size(); ++hops) {
    auto v = cur.as<relax::VarNode>();
    if (!v.defined()) return cur;
    auto it = var2val_->find(v.get());
    if (it == var2val_->end()) return cur;
    cur = it->second;
  }
  return cur;
}

void DFPatternMatcher::ClearMap(size_t watermark) {
  for (size_t i = watermark; i < matched_.size(); ++i) memo_.erase(matched_[i].first.get());
  matched_.resize(watermark);
}

bool DFPatternMatcher::Visit(const DFPattern& pattern, const Expr& expr0) {
  RLX_CHECK(pattern.defined()) << "null pattern found while matching";
  if (!expr0.defined()) return false;
  Expr expr = Resolve(expr0);
  auto it = memo_.find(pattern.get());
  if (it != memo_.end()) return expr.same_as(it->second);
  size_t watermark = matched_.size();
  bool ok = VisitNode(pattern, expr, expr0);
  if (ok) {
    memo_[pattern.get()] = expr;
    matched_.emplace_back(pattern, expr);
  } else {
    ClearMap(watermark);
  }
  return ok;
}

bool DFPatternMatcher::VisitNode(const DFPattern& pattern, const Expr& expr, const Expr& unresolved) {
  const DFPatternNode* n = pattern.get();
  switch (n->kind) {
    case PatternKind::kWildcard:
      return true;
    case PatternKind::kExpr: {
      const Expr& want = static_cast<const ExprPatternNode*>(n)->expr;
      if (want.same_as(expr)) return true;
      if (auto op = want.as<relax::OpNode>()) return IsOpNamed(expr, op->name.c_str());
      return StructuralEqual(want, expr);
    }
    case PatternKind::kVar:
    case PatternKind::kDataflowVar: {
      auto v = expr.as<relax::VarNode>();
      if (!v.defined()) return false;
      if (n->kind == PatternKind::kDataflowVar && !v->is_dataflow()) return false;
      const std::string& name = static_cast<const VarPatternNode*>(n)->name;
      return name.empty() || name == v->name;
    }
    case PatternKind::kGlobalVar: {
      auto gv = expr.as<relax::GlobalVarNode>();
      const std::string& name = static_cast<const GlobalVarPatternNode*>(n)->name;
      return gv.defined() && (name.empty() || gv->name.find(name) != std::string::npos);
    }
    case PatternKind::kExternFunc: {
      auto f = expr.as<relax::ExternFuncNode>();
      const std::string& sym = static_cast<const ExternFuncPatternNode*>(n)->global_symbol;
      return f.defined() && (sym.empty() || sym == f->global_symbol);
    }
    case PatternKind::kConstant:
      return expr.is<relax::ConstantNode>();
    case PatternKind::kCall:
      return VisitCall(static_cast<const CallPatternNode*>(n), expr);
    case PatternKind::kFunction: {
      const auto* p = static_cast<const FunctionPatternNode*>(n);
      auto f = expr.as<relax::FunctionNode>();
      if (!f.defined()) return false;
      if (!p->any_params) {
        if (p->params.size() != f->params.size()) return false;
        for (size_t i = 0; i < p->params.size(); ++i) {
          if (!Visit(p->params[i], f->params[i])) return false;
        }
      }
      return Visit(p->body, f->body);
    }
    case PatternKind::kTuple: {
      const auto* p = static_cast<const TuplePatternNode*>(n);
      auto t = expr.as<relax::TupleNode>();
      if (!t.defined() || t->fields.size() != p->fields.size()) return false;
      for (size_t i = 0; i < p->fields.size(); ++i) {
        if (!Visit(p->fields[i], t->fields[i])) return false;
      }
      return true;
    }
    case PatternKind::kUnorderedTuple: {
      const auto* p = static_cast<const TuplePatternNode*>(n);
      auto t = expr.as<relax::TupleNode>();
      if (!t.defined() || t->fields.size() != p->fields.size()) return false;
      std::vector<bool> used(t->fields.size(), false);
      return TryUnorderedMatch(0, p->fields, t->fields, &used);
    }
    case PatternKind::kTupleGetItem: {
      const auto* p = static_cast<const TupleGetItemPatternNode*>(n);
      auto t = expr.as<relax::TupleGetItemNode>();
      return t.defined() && (p->index == -1 || p->index == t->index) && Visit(p->tuple, t->tuple);
    }
    case PatternKind::kOr: {
      const auto* p = static_cast<const BinaryPatternNode*>(n);
      return Visit(p->left, expr) || Visit(p->right, expr);
    }
    case PatternKind::kAnd: {
      const auto* p = static_cast<const BinaryPatternNode*>(n);
      return Visit(p->left, expr) && Visit(p->right, expr);
    }
    case PatternKind::kNot:
      return !Visit(static_cast<const NotPatternNode*>(n)->reject, expr);
    case PatternKind::kStructInfo: {
      const auto* p = static_cast<const StructInfoPatternNode*>(n);
      if (!Visit(p->pattern, unresolved)) return false;
      const relax::StructInfo& sinfo = expr->struct_info();
      return sinfo.defined() && relax::IsBaseOf(p->struct_info, sinfo);
    }
    case PatternKind::kDataType: {
      const auto* p = static_cast<const DataTypePatternNode*>(n);
      const relax::StructInfo& sinfo = expr->struct_info();
      DataType dtype;
      if (auto t = sinfo.as<relax::TensorStructInfoNode>()) {
        dtype = t->dtype;
      } else if (auto prim = sinfo.as<relax::PrimStructInfoNode>()) {
        dtype = prim->dtype;
      } else {
        return false;
      }
      return dtype == p->dtype && Visit(p->pattern, unresolved);
    }
    case PatternKind::kShape: {
      const auto* p = static_cast<const ShapePatternNode*>(n);
      auto t = expr->struct_info().as<relax::TensorStructInfoNode>();
      if (!t.defined()) return false;
      const std::vector<PrimExpr>* shape = t->GetShapeValues();
      return shape != nullptr && ShapeEqual(p->shape, *shape) && Visit(p->pattern, unresolved);
    }
    case PatternKind::kPrimArr: {
      auto s = expr.as<relax::ShapeExprNode>();
      return s.defined() && ShapeEqual(static_cast<const PrimArrPatternNode*>(n)->fields, s->values);
    }
    case PatternKind::kAttr:
      return VisitAttr(static_cast<const AttrPatternNode*>(n), expr);
  }
  RLX_UNREACHABLE() << "pattern kind";
  return false;
}

bool DFPatternMatcher::MatchArgs(const std::vector<DFPattern>& pats, const std::vector<Expr>& args, bool reversed) {
  size_t watermark = matched_.size();
  for (size_t i = 0; i < pats.size(); ++i) {
    const Expr& arg = reversed ? args[args.size() - 1 - i] : args[i];
    if (!Visit(pats[i], arg)) {
      ClearMap(watermark);
      return false;
    }
  }
  return true;
}

bool DFPatternMatcher::VisitCall(const CallPatternNode* p, const Expr& expr) {
  auto call = expr.as<relax::CallNode>();
  if (!call.defined()) return false;
  size_t watermark = matched_.size();
  if (!Visit(p->op, call->op)) {
    ClearMap(watermark);
    return false;
  }
  size_t n_pat = p->args.size(), n_expr = call->args.size();
  // With variable arguments the pattern names a prefix; without, all of them.
  if (p->varg_default_wildcard ? n_expr < n_pat : n_expr != n_pat) {
    ClearMap(watermark);
    return false;
  }
  if (MatchArgs(p->args, call->args, false)) return true;
  if (IsOpNamed(call->op, "relax.add") || IsOpNamed(call->op, "relax.multiply")) {
    if (MatchArgs(p->args, call->args, true)) return true;
  }
  ClearMap(watermark);
  return false;
}

bool DFPatternMatcher::VisitAttr(const AttrPatternNode* p, const Expr& expr) {
  if (!Visit(p->pattern, expr)) return false;
  if (auto op = expr.as<relax::OpNode>()) {
    const op::OpDef* def = op::OpRegistry::Global().Find(op->name);
    if (def == nullptr) return false;
    for (const auto& [name, value] : p->attrs) {
      ObjectRef actual;
      if (name == "TOpPattern") {
        actual = Int64(static_cast<int64_t>(def->pattern));
      } else if (name == "FPurity") {
        actual = Bool(def->pure);
      }
      if (!actual.defined() || !AttrValueMatches(value, actual)) return false;
    }
    return true;
  }
  if (auto call = expr.as<relax::CallNode>()) return MatchAttrMap(call->attrs, p->attrs);
  if (auto f = expr.as<relax::FunctionNode>()) return MatchAttrMap(f->attrs, p->attrs);
  return false;
}

bool DFPatternMatcher::TryUnorderedMatch(size_t idx, const std::vector<DFPattern>& pats,
                                         const std::vector<Expr>& fields, std::vector<bool>* used) {
  if (idx >= pats.size()) return true;
  for (size_t i = 0; i < fields.size(); ++i) {
    if ((*used)[i]) continue;
    size_t watermark = matched_.size();
    if (!Visit(pats[idx], fields[i])) continue;
    (*used)[i] = true;
    if (TryUnorderedMatch(idx + 1, pats, fields, used)) return true;
    (*used)[i] = false;
    // Forget this assignment so the pattern may take another field.
    ClearMap(watermark);
  }
  return false;
}

bool MatchExpr(const DFPattern& pattern, const Expr& expr, const VarBindings* var2val) {
  DFPatternMatcher m(var2val);
  return m.Match(pattern, expr);
}

std::optional<MatchResult> ExtractMatchedExpr(const DFPattern& pattern, const Expr& expr, const VarBindings* var2val) {
  DFPatternMatcher m(var2val);
  if (!m.Match(pattern, expr)) return std::nullopt;
  return m.result();
}

}  // namespace pattern
}  // namespace rlx
