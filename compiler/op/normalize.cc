#include "compiler/op/normalize.h"

#include "compiler/op/op_registry.h"

namespace rlx {
namespace op {

using namespace relax;  // NOLINT

PrimExpr SubstitutePrimExpr(const PrimExpr& e, const std::unordered_map<const TirVarNode*, PrimExpr>& map) {
  if (!e.defined() || map.empty()) return e;
  switch (e->kind()) {
    case NodeKind::kTirVar: {
      auto it = map.find(static_cast<const TirVarNode*>(e.get()));
      return it == map.end() ? e : it->second;
    }
    case NodeKind::kIntImm:
    case NodeKind::kFloatImm:
    case NodeKind::kStringImm:
      return e;
    case NodeKind::kCast: {
      auto c = e.cast<CastNode>();
      PrimExpr v = SubstitutePrimExpr(c->value, map);
      return v.get() == c->value.get() ? e : Make<CastNode>(c->dtype, v);
    }
    case NodeKind::kNot: {
      auto n = e.cast<NotNode>();
      PrimExpr a = SubstitutePrimExpr(n->a, map);
      return a.get() == n->a.get() ? e : PrimExpr(Make<NotNode>(a));
    }
    case NodeKind::kSelect: {
      auto s = e.cast<SelectNode>();
      PrimExpr c = SubstitutePrimExpr(s->condition, map), t = SubstitutePrimExpr(s->true_value, map),
               f = SubstitutePrimExpr(s->false_value, map);
      if (c.get() == s->condition.get() && t.get() == s->true_value.get() && f.get() == s->false_value.get()) return e;
      return Make<SelectNode>(c, t, f);
    }
    case NodeKind::kTirCall: {
      auto c = e.cast<TirCallNode>();
      std::vector<PrimExpr> args;
      bool changed = false;
      for (const PrimExpr& a : c->args) {
        args.push_back(SubstitutePrimExpr(a, map));
        changed |= args.back().get() != a.get();
      }
      return changed ? PrimExpr(Make<TirCallNode>(c->dtype, c->op, std::move(args))) : e;
    }
    default:
      break;
  }
  if (auto b = e.as<BinaryNode>()) {
    PrimExpr a = SubstitutePrimExpr(b->a, map), c = SubstitutePrimExpr(b->b, map);
    if (a.get() == b->a.get() && c.get() == b->b.get()) return e;
    return Make<BinaryNode>(b->kind(), b->dtype, a, c);
  }
  return e;
}

static std::vector<PrimExpr> SubstituteDims(const std::vector<PrimExpr>& dims,
                                            const std::unordered_map<const TirVarNode*, PrimExpr>& map, bool* changed) {
  std::vector<PrimExpr> out;
  for (const PrimExpr& d : dims) {
    out.push_back(SubstitutePrimExpr(d, map));
    *changed |= out.back().get() != d.get();
  }
  return out;
}

StructInfo SubstituteStructInfo(const StructInfo& s, const std::unordered_map<const TirVarNode*, PrimExpr>& map) {
  if (!s.defined() || map.empty()) return s;
  bool changed = false;
  if (auto t = s.as<TensorStructInfoNode>()) {
    const auto* dims = t->GetShapeValues();
    if (!dims) return s;
    auto out = SubstituteDims(*dims, map, &changed);
    return changed ? TensorSInfo(std::move(out), t->dtype, t->vdevice) : s;
  }
  if (auto sh = s.as<ShapeStructInfoNode>()) {
    if (!sh->values) return s;
    auto out = SubstituteDims(*sh->values, map, &changed);
    return changed ? ShapeSInfo(std::move(out)) : s;
  }
  if (auto p = s.as<PrimStructInfoNode>()) {
    if (!p->value.defined()) return s;
    PrimExpr v = SubstitutePrimExpr(p->value, map);
    return v.get() == p->value.get() ? s : PrimSInfo(p->dtype, v);
  }
  if (auto tu = s.as<TupleStructInfoNode>()) {
    std::vector<StructInfo> fields;
    for (const StructInfo& f : tu->fields) {
      fields.push_back(SubstituteStructInfo(f, map));
      changed |= fields.back().get() != f.get();
    }
    return changed ? TupleSInfo(std::move(fields)) : s;
  }
  return s;
}

static bool AllVarsDefined(const PrimExpr& e, const std::function<bool(const TirVarNode*)>& defined) {
  if (!e.defined()) return true;
  if (auto v = e.as<TirVarNode>()) return defined(v.get());
  if (auto b = e.as<BinaryNode>()) return AllVarsDefined(b->a, defined) && AllVarsDefined(b->b, defined);
  if (auto c = e.as<CastNode>()) return AllVarsDefined(c->value, defined);
  if (auto c = e.as<TirCallNode>()) {
    for (const PrimExpr& a : c->args) {
      if (!AllVarsDefined(a, defined)) return false;
    }
  }
  return true;
}

StructInfo EraseUndefinedShapes(const StructInfo& s, const std::function<bool(const TirVarNode*)>& defined) {
  if (auto t = s.as<TensorStructInfoNode>()) {
    const auto* dims = t->GetShapeValues();
    if (!dims) return s;
    for (const PrimExpr& d : *dims) {
      if (!AllVarsDefined(d, defined)) return TensorSInfoNdim(t->dtype, t->ndim, t->vdevice);
    }
    return s;
  }
  if (auto sh = s.as<ShapeStructInfoNode>()) {
    if (!sh->values) return s;
    for (const PrimExpr& d : *sh->values) {
      if (!AllVarsDefined(d, defined)) return ShapeSInfoNdim(sh->ndim);
    }
    return s;
  }
  if (auto tu = s.as<TupleStructInfoNode>()) {
    std::vector<StructInfo> fields;
    bool changed = false;
    for (const StructInfo& f : tu->fields) {
      fields.push_back(EraseUndefinedShapes(f, defined));
      changed |= fields.back().get() != f.get();
    }
    return changed ? TupleSInfo(std::move(fields)) : s;
  }
  return s;
}

StructInfo FunctionStructInfo(const Function& f) {
  std::vector<StructInfo> params;
  for (const Var& p : f->params) params.push_back(p->struct_info());
  StructInfo ret = f->ret_struct_info;
  if (!ret.defined() && f->body.defined() && f->body->struct_info().defined()) ret = f->body->struct_info();
  return Make<FuncStructInfoNode>(std::move(params), ret.defined() ? ret : ObjectSInfo(), f->is_pure);
}

// Binds the callee's symbolic parameter dims to the argument dims, so that a
// call to `f(x: R.Tensor(("n",)))` with a (4,) tensor returns `(4,)`-shaped
// results, as TVM's DeriveCallRetStructInfo does for plain var dims.
static StructInfo CallRetStructInfo(const FuncStructInfoNode& f, const CallNode& call) {
  if (!f.params) return f.ret;
  if (f.params->size() != call.args.size()) {
    ThrowError(call.span, "function expects " + std::to_string(f.params->size()) + " arguments, got " +
                              std::to_string(call.args.size()));
  }
  std::unordered_map<const TirVarNode*, PrimExpr> map;
  for (size_t i = 0; i < call.args.size(); ++i) {
    auto pt = (*f.params)[i].as<TensorStructInfoNode>();
    auto at = GetStructInfo(call.args[i]).as<TensorStructInfoNode>();
    if (!pt.defined() || !at.defined()) continue;
    const auto* pd = pt->GetShapeValues();
    const auto* ad = at->GetShapeValues();
    if (!pd || !ad || pd->size() != ad->size()) continue;
    for (size_t k = 0; k < pd->size(); ++k) {
      if (auto v = (*pd)[k].as<TirVarNode>()) map.emplace(v.get(), (*ad)[k]);
    }
  }
  // Vars of the callee's return type that the arguments did not bind are
  // meaningless at the call site: those dims become unknown.
  std::unordered_map<const TirVarNode*, PrimExpr> unbound;
  EraseUndefinedShapes(f.ret, [&](const TirVarNode* v) {
    if (!map.count(v)) unbound.emplace(v, PrimExpr());
    return true;
  });
  StructInfo ret = SubstituteStructInfo(f.ret, map);
  return EraseUndefinedShapes(ret, [&](const TirVarNode* v) { return unbound.count(v) == 0; });
}

StructInfo InferStructInfo(const Expr& e) {
  if (e->struct_info().defined()) return e->struct_info();
  StructInfo s;
  switch (e->kind()) {
    case NodeKind::kConstant: {
      const NDArray& a = e.cast<ConstantNode>()->data;
      std::vector<PrimExpr> dims;
      for (int64_t d : a.shape()) dims.push_back(Int64(d));
      s = TensorSInfo(std::move(dims), a.dtype());
      break;
    }
    case NodeKind::kTuple: {
      std::vector<StructInfo> fields;
      for (const Expr& f : e.cast<TupleNode>()->fields) fields.push_back(GetStructInfo(f));
      s = TupleSInfo(std::move(fields));
      break;
    }
    case NodeKind::kTupleGetItem: {
      auto t = e.cast<TupleGetItemNode>();
      auto tuple = GetStructInfo(t->tuple).as<TupleStructInfoNode>();
      if (!tuple.defined()) ThrowError(e->span, "indexing into a value that is not a tuple");
      if (t->index < 0 || t->index >= static_cast<int64_t>(tuple->fields.size())) {
        ThrowError(e->span, "tuple index " + std::to_string(t->index) + " is out of range for a tuple of " +
                                std::to_string(tuple->fields.size()) + " fields");
      }
      s = tuple->fields[t->index];
      break;
    }
    case NodeKind::kShapeExpr:
      s = ShapeSInfo(e.cast<ShapeExprNode>()->values);
      break;
    case NodeKind::kPrimValue: {
      auto p = e.cast<PrimValueNode>();
      s = PrimSInfo(p->value->dtype, p->value);
      break;
    }
    case NodeKind::kRelaxStringImm:
    case NodeKind::kDataTypeImm:
    case NodeKind::kExternFunc:
      s = ObjectSInfo();
      break;
    case NodeKind::kFunction:
      s = FunctionStructInfo(e.cast<FunctionNode>());
      break;
    case NodeKind::kSeqExpr:
      s = GetStructInfo(e.cast<SeqExprNode>()->body);
      break;
    case NodeKind::kIf: {
      auto i = e.cast<IfNode>();
      s = GetStructInfo(i->then_branch);
      break;
    }
    case NodeKind::kCall: {
      auto call = e.cast<CallNode>();
      if (auto op = call->op.as<OpNode>()) {
        const OpDef* def = OpRegistry::Global().Find(op->name);
        if (!def) ThrowError(e->span, "unknown operator '" + op->name + "'");
        s = def->infer(call);
      } else if (call->op.is<ExternFuncNode>()) {
        s = call->sinfo_args.size() == 1 ? call->sinfo_args[0] : ObjectSInfo();
      } else {
        auto fs = GetStructInfo(call->op).as<FuncStructInfoNode>();
        if (!fs.defined()) ThrowError(e->span, "calling a value that is not a function");
        s = CallRetStructInfo(*fs, *call);
      }
      break;
    }
    default:
      RLX_UNREACHABLE() << "no struct info rule for " << NodeKindName(e->kind());
  }
  RLX_CHECK(s.defined()) << "inference produced no struct info for " << NodeKindName(e->kind());
  e->SetStructInfo(s);
  return s;
}

}  // namespace op
}  // namespace rlx
