#include "compiler/backend/check_util.h"

#include "compiler/ir/arith.h"

namespace rlx {
namespace backend {
namespace contrib {

Ref<relax::TensorStructInfoNode> TensorInfo(const relax::Expr& e) {
  if (!e.defined()) return Ref<relax::TensorStructInfoNode>();
  return e->struct_info().as<relax::TensorStructInfoNode>();
}

DataType TensorDtype(const relax::Expr& e) {
  auto t = TensorInfo(e);
  return t.defined() ? t->dtype : DataType::Void();
}

std::optional<std::vector<PrimExpr>> TensorShape(const relax::Expr& e) {
  auto t = TensorInfo(e);
  if (!t.defined()) return std::nullopt;
  const std::vector<PrimExpr>* values = t->GetShapeValues();
  if (values == nullptr) return std::nullopt;
  return *values;
}

int TensorNdim(const relax::Expr& e) {
  auto t = TensorInfo(e);
  return t.defined() ? t->ndim : -1;
}

std::optional<int64_t> ConstInt(const PrimExpr& e) {
  int64_t v;
  if (e.defined() && AsConstInt(e, &v)) return v;
  return std::nullopt;
}

PrimExpr Product(const std::vector<PrimExpr>& dims, size_t begin, size_t end) {
  PrimExpr out = Int64(1);
  for (size_t i = begin; i < end && i < dims.size(); ++i) out = MakeBinary(NodeKind::kMul, out, dims[i]);
  return arith::Simplify(out);
}

PrimExpr MatmulBatches(const std::vector<PrimExpr>& shape) {
  return Product(shape, 0, shape.size() >= 2 ? shape.size() - 2 : 0);
}

bool IsBiasVector(const relax::Expr& bias) {
  std::optional<std::vector<PrimExpr>> shape = TensorShape(bias);
  if (!shape) return false;
  std::optional<int64_t> batches = ConstInt(Product(*shape, 0, shape->empty() ? 0 : shape->size() - 1));
  return batches && *batches <= 1;
}

bool ProvablyEqual(const PrimExpr& a, const PrimExpr& b) {
  if (!a.defined() || !b.defined()) return false;
  arith::Analyzer analyzer;
  return analyzer.CanProveEqual(a, b);
}

ObjectRef CallAttr(const relax::Expr& call, const std::string& name) {
  auto c = call.defined() ? call.as<relax::CallNode>() : Ref<relax::CallNode>();
  if (!c.defined() || !c->attrs.defined()) return ObjectRef();
  return c->attrs->Get(name);
}

std::optional<std::string> CallAttrString(const relax::Expr& call, const std::string& name) {
  ObjectRef v = CallAttr(call, name);
  if (auto s = v.as<StringNode>()) return s->value;
  if (auto s = v.as<StringImmNode>()) return s->value;
  return std::nullopt;
}

std::optional<int64_t> CallAttrInt(const relax::Expr& call, const std::string& name) {
  auto v = CallAttr(call, name).as<IntImmNode>();
  if (!v.defined()) return std::nullopt;
  return v->value;
}

std::optional<std::vector<int64_t>> CallAttrInts(const relax::Expr& call, const std::string& name) {
  auto arr = CallAttr(call, name).as<ArrayNode>();
  if (!arr.defined()) return std::nullopt;
  std::vector<int64_t> out;
  for (const ObjectRef& e : arr->elems) {
    auto i = e.as<IntImmNode>();
    if (!i.defined()) return std::nullopt;
    out.push_back(i->value);
  }
  return out;
}

relax::Expr CallArg(const relax::Expr& call, size_t i) {
  auto c = call.defined() ? call.as<relax::CallNode>() : Ref<relax::CallNode>();
  if (!c.defined() || i >= c->args.size()) return relax::Expr();
  return c->args[i];
}

std::string CallOpName(const relax::Expr& call) {
  auto c = call.defined() ? call.as<relax::CallNode>() : Ref<relax::CallNode>();
  if (!c.defined()) return "";
  auto op = c->op.as<relax::OpNode>();
  return op.defined() ? op->name : "";
}

std::optional<std::vector<int64_t>> ConstIntTuple(const relax::Expr& tuple) {
  auto t = tuple.defined() ? tuple.as<relax::TupleNode>() : Ref<relax::TupleNode>();
  if (!t.defined()) return std::nullopt;
  std::vector<int64_t> out;
  for (const relax::Expr& f : t->fields) {
    auto p = f.as<relax::PrimValueNode>();
    std::optional<int64_t> v = p.defined() ? ConstInt(p->value) : std::nullopt;
    if (!v) return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
