#include "compiler/te/expr_util.h"

#include <string>
#include <unordered_set>
#include <vector>

namespace rlx {
namespace te {

namespace {

void PostOrder(const ObjectRef& node, const std::function<void(const ObjectRef&)>& f) {
  ForEachChild(*node, [&f](const ObjectRef& child, FieldRole) {
    if (child.defined()) PostOrder(child, f);
  });
  f(node);
}

}  // namespace

void PostOrderVisit(const ObjectRef& root, const std::function<void(const ObjectRef&)>& f) {
  if (root.defined()) PostOrder(root, f);
}

std::vector<PrimExpr> Substitute(const std::vector<PrimExpr>& es, const VarMap& vars) {
  std::vector<PrimExpr> out;
  out.reserve(es.size());
  for (const PrimExpr& e : es) out.push_back(Substitute(e, vars));
  return out;
}

PrimExpr Substitute(const PrimExpr& e, const VarMap& vars) {
  if (!e.defined() || vars.empty()) return e;
  auto same = [](const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
    for (size_t i = 0; i < a.size(); ++i) {
      if (a[i].get() != b[i].get()) return false;
    }
    return true;
  };
  switch (e->kind()) {
    case NodeKind::kIntImm:
    case NodeKind::kFloatImm:
    case NodeKind::kStringImm:
      return e;
    case NodeKind::kTirVar: {
      auto it = vars.find(static_cast<const TirVarNode*>(e.get()));
      return it == vars.end() ? e : it->second;
    }
    case NodeKind::kNot: {
      auto n = static_cast<const NotNode*>(e.get());
      PrimExpr a = Substitute(n->a, vars);
      return a.get() == n->a.get() ? e : PrimExpr(Make<NotNode>(a));
    }
    case NodeKind::kSelect: {
      auto s = static_cast<const SelectNode*>(e.get());
      PrimExpr c = Substitute(s->condition, vars), t = Substitute(s->true_value, vars),
               f = Substitute(s->false_value, vars);
      if (c.get() == s->condition.get() && t.get() == s->true_value.get() && f.get() == s->false_value.get()) {
        return e;
      }
      return Make<SelectNode>(c, t, f);
    }
    case NodeKind::kCast: {
      auto c = static_cast<const CastNode*>(e.get());
      PrimExpr v = Substitute(c->value, vars);
      return v.get() == c->value.get() ? e : PrimExpr(Make<CastNode>(c->dtype, v));
    }
    case NodeKind::kTirCall: {
      auto c = static_cast<const TirCallNode*>(e.get());
      std::vector<PrimExpr> args = Substitute(c->args, vars);
      return same(args, c->args) ? e : PrimExpr(Make<TirCallNode>(c->dtype, c->op, std::move(args)));
    }
    case NodeKind::kTirLet: {
      auto l = static_cast<const TirLetNode*>(e.get());
      PrimExpr v = Substitute(l->value, vars), b = Substitute(l->body, vars);
      if (v.get() == l->value.get() && b.get() == l->body.get()) return e;
      return Make<TirLetNode>(l->var, v, b);
    }
    case NodeKind::kBufferLoad: {
      auto l = static_cast<const BufferLoadNode*>(e.get());
      std::vector<PrimExpr> idx = Substitute(l->indices, vars);
      return same(idx, l->indices) ? e : PrimExpr(Make<BufferLoadNode>(l->buffer, std::move(idx)));
    }
    case NodeKind::kRamp: {
      auto r = static_cast<const RampNode*>(e.get());
      PrimExpr b = Substitute(r->base, vars), s = Substitute(r->stride, vars);
      if (b.get() == r->base.get() && s.get() == r->stride.get()) return e;
      return Make<RampNode>(b, s, r->lanes);
    }
    case NodeKind::kBroadcast: {
      auto b = static_cast<const BroadcastNode*>(e.get());
      PrimExpr v = Substitute(b->value, vars);
      return v.get() == b->value.get() ? e : PrimExpr(Make<BroadcastNode>(v, b->lanes));
    }
    default:
      break;
  }
  auto b = e.as<BinaryNode>();
  RLX_CHECK(b.defined()) << "cannot substitute in " << NodeKindName(e->kind());
  PrimExpr x = Substitute(b->a, vars), y = Substitute(b->b, vars);
  if (x.get() == b->a.get() && y.get() == b->b.get()) return e;
  return Make<BinaryNode>(b->kind(), b->dtype, x, y);
}

std::vector<TirVar> UsedVars(const PrimExpr& e) {
  // A load's buffer (its data pointer and shape) is not a use.
  return CollectTirVars(e, [](const Object& o) { return o.kind() != NodeKind::kBuffer; });
}

}  // namespace te
}  // namespace rlx
