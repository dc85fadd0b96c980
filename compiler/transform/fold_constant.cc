#include "compiler/transform/fold_constant.h"

#include <optional>

#include "compiler/op/normalize.h"
#include "compiler/op/op_registry.h"
#include "compiler/transform/dead_code_elimination.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// The compile-time value of an argument, if it has one.
std::optional<op::Value> KnownValue(const Expr& e) {
  op::Value v;
  switch (e->kind()) {
    case NodeKind::kConstant:
      v.kind = op::Value::Kind::kTensor;
      v.tensor = e.cast<ConstantNode>()->data;
      return v;
    case NodeKind::kShapeExpr:
      v.kind = op::Value::Kind::kShape;
      for (const PrimExpr& d : e.cast<ShapeExprNode>()->values) {
        int64_t x;
        if (!AsConstInt(d, &x)) return std::nullopt;
        v.shape.push_back(x);
      }
      return v;
    case NodeKind::kPrimValue: {
      const PrimExpr& p = e.cast<PrimValueNode>()->value;
      v.kind = op::Value::Kind::kPrim;
      v.prim_dtype = p->dtype;
      if (auto i = p.as<IntImmNode>()) {
        v.prim_int = i->value;
        v.prim_float = static_cast<double>(i->value);
        return v;
      }
      if (auto f = p.as<FloatImmNode>()) {
        v.prim_float = f->value;
        v.prim_int = static_cast<int64_t>(f->value);
        return v;
      }
      return std::nullopt;
    }
    case NodeKind::kRelaxStringImm:
      v.kind = op::Value::Kind::kString;
      v.str = e.cast<relax::StringImmNode>()->value;
      return v;
    case NodeKind::kDataTypeImm:
      v.kind = op::Value::Kind::kDataType;
      v.prim_dtype = e.cast<DataTypeImmNode>()->value;
      v.str = v.prim_dtype.ToString();
      return v;
    case NodeKind::kTuple:
      v.kind = op::Value::Kind::kTuple;
      for (const Expr& f : e.cast<TupleNode>()->fields) {
        auto fv = KnownValue(f);
        if (!fv) return std::nullopt;
        v.fields.push_back(std::move(*fv));
      }
      return v;
    default:
      return std::nullopt;
  }
}

// The IR for an evaluated value, or null when it has no constant form.
Expr ValueToExpr(const op::Value& v, const Span& span) {
  Expr out;
  switch (v.kind) {
    case op::Value::Kind::kTensor:
      if (!v.tensor.defined()) return Expr();
      out = MakeAt<ConstantNode>(span, v.tensor);
      break;
    case op::Value::Kind::kShape: {
      std::vector<PrimExpr> dims;
      for (int64_t d : v.shape) dims.push_back(Int64(d));
      out = MakeAt<ShapeExprNode>(span, std::move(dims));
      break;
    }
    case op::Value::Kind::kTuple: {
      std::vector<Expr> fields;
      for (const op::Value& f : v.fields) {
        Expr fe = ValueToExpr(f, span);
        if (!fe.defined()) return Expr();
        fields.push_back(fe);
      }
      out = MakeAt<TupleNode>(span, std::move(fields));
      break;
    }
    default:
      return Expr();
  }
  op::InferStructInfo(out);
  return out;
}

bool ContainsTensor(const Expr& e) {
  if (GetStructInfo(e).is<TensorStructInfoNode>()) return true;
  if (auto t = e.as<TupleNode>()) {
    for (const Expr& f : t->fields) {
      if (ContainsTensor(f)) return true;
    }
  }
  return false;
}

// Element count of a statically shaped tensor struct info, saturating just
// past `cap`; nullopt when the shape is not static.
std::optional<int64_t> StaticElements(const StructInfo& s, int64_t cap) {
  auto t = s.as<TensorStructInfoNode>();
  if (!t.defined()) return std::nullopt;
  const auto* dims = t->GetShapeValues();
  if (dims == nullptr) return std::nullopt;
  int64_t n = 1;
  for (const PrimExpr& d : *dims) {
    int64_t x;
    if (!AsConstInt(d, &x) || x < 0) return std::nullopt;
    if (x != 0 && n > cap / x) return cap + 1;
    n *= x;
  }
  return n;
}

int64_t ValueElements(const op::Value& v) {
  if (v.kind == op::Value::Kind::kTensor) return v.tensor.defined() ? v.tensor.NumElements() : 0;
  int64_t n = 0;
  for (const op::Value& f : v.fields) n += ValueElements(f);
  return n;
}

class ConstantFolder : public ExprMutator {
 public:
  explicit ConstantFolder(const op::OpRegistry& registry) : registry_(registry) {}

  Expr VisitVar_(const Var& v) override {
    Expr r = ExprMutator::VisitVar_(v);
    if (auto rv = r.as<VarNode>()) {
      Expr bound = LookupBinding(rv);
      if (bound.defined() && bound.is<ConstantNode>()) return bound;
    }
    return r;
  }

  Expr VisitCall_(const Call& c) override {
    Expr post = ExprMutator::VisitCall_(c);
    auto call = post.as<CallNode>();
    auto op_node = call.defined() ? call->op.as<OpNode>() : Op();
    if (!op_node.defined()) return post;
    // An operand bound to a shape is as good as the shape itself.
    std::vector<Expr> args = call->args;
    bool forwarded = false;
    for (Expr& a : args) {
      auto var = a.as<VarNode>();
      if (!var.defined()) continue;
      Expr bound = LookupBinding(var);
      if (bound.defined() && bound.is<ShapeExprNode>()) {
        a = bound;
        forwarded = true;
      }
    }
    if (forwarded) call = MakeAt<CallNode>(call->span, call->op, std::move(args), call->attrs, call->sinfo_args);
    op::InferStructInfo(call);
    if (InDataflowBlock()) {
      if (Expr folded = TryFold(call, op_node)) return folded;
    }
    return call;
  }

 private:
  Expr TryFold(const Call& call, const Op& op_node) {
    const op::OpDef* def = registry_.Find(op_node->name);
    if (def == nullptr || !def->pure || !def->evaluate) return Expr();
    std::vector<op::Value> values;
    bool has_tensor_arg = false;
    for (const Expr& a : call->args) {
      auto v = KnownValue(a);
      if (!v) return Expr();
      has_tensor_arg |= ContainsTensor(a);
      values.push_back(std::move(*v));
    }
    // Decide on size before computing anything large.
    if (auto n = StaticElements(GetStructInfo(call), kMaxFoldElements)) {
      if (*n > kMaxFoldElements) return Expr();
      if (!has_tensor_arg && *n > kMaxCreationFoldElements) return Expr();
    }
    op::Value result;
    try {
      result = def->evaluate(call, values);
    } catch (const DiagnosticError&) {
      // E.g. an out-of-range index in constant data: not ours to report at
      // compile time; the call stays and fails when it runs, as in TVM.
      return Expr();
    }
    int64_t n = ValueElements(result);
    if (n > kMaxFoldElements || (!has_tensor_arg && n > kMaxCreationFoldElements)) return Expr();
    Expr folded = ValueToExpr(result, call->span);
    if (!folded.defined()) return Expr();
    CheckAgrees(GetStructInfo(call), GetStructInfo(folded), op_node->name);
    return folded;
  }

  // The evaluator and the inference rule describe the same op: a
  // disagreement is a bug in one of them.
  static void CheckAgrees(const StructInfo& inferred, const StructInfo& got, const std::string& op) {
    auto it = inferred.as<TensorStructInfoNode>();
    auto gt = got.as<TensorStructInfoNode>();
    if (it.defined() && gt.defined()) {
      RLX_CHECK(it->IsUnknownDtype() || it->dtype == gt->dtype)
          << op << ": evaluator produced " << gt->dtype.ToString() << ", inference says " << it->dtype.ToString();
      const auto* idims = it->GetShapeValues();
      const auto* gdims = gt->GetShapeValues();
      RLX_CHECK(it->IsUnknownNdim() || it->ndim == gt->ndim)
          << op << ": evaluator produced rank " << gt->ndim << ", inference says " << it->ndim;
      if (idims != nullptr && gdims != nullptr) {
        for (size_t i = 0; i < idims->size(); ++i) {
          int64_t a, b;
          if (AsConstInt((*idims)[i], &a) && AsConstInt((*gdims)[i], &b)) {
            RLX_CHECK(a == b) << op << ": evaluator produced dimension " << b << " at axis " << i << ", inference says "
                              << a;
          }
        }
      }
      return;
    }
    auto ituple = inferred.as<TupleStructInfoNode>();
    auto gtuple = got.as<TupleStructInfoNode>();
    if (ituple.defined() && gtuple.defined()) {
      RLX_CHECK(ituple->fields.size() == gtuple->fields.size())
          << op << ": evaluator produced " << gtuple->fields.size() << " fields, inference says "
          << ituple->fields.size();
      for (size_t i = 0; i < ituple->fields.size(); ++i) CheckAgrees(ituple->fields[i], gtuple->fields[i], op);
    }
  }

  const op::OpRegistry& registry_;
};

}  // namespace

Function FoldConstant(const Function& f, const op::OpRegistry& registry) {
  ConstantFolder folder(registry);
  Function folded = folder.VisitExpr(f).cast<FunctionNode>();
  return RemoveAllUnused(folded);
}

PassPtr FoldConstant() {
  PassInfo info;
  info.name = "FoldConstant";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return FoldConstant(f); }, info);
}

}  // namespace transform
}  // namespace rlx
