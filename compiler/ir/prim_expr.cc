#include "compiler/ir/prim_expr.h"

#include <unordered_set>

namespace rlx {

TirVar MakeTirVar(const std::string& name, DataType dtype) { return Make<TirVarNode>(name, dtype); }

bool IsComparison(NodeKind k) { return k >= NodeKind::kEQ && k <= NodeKind::kGE; }

void BufferNode::VisitFields(FieldVisitor* v) const {
  v->Visit("data", data, FieldRole::kDef);
  v->Visit("dtype", dtype);
  v->Visit("shape", shape);
  v->Visit("strides", strides);
  v->Visit("elem_offset", elem_offset);
  v->Visit("scope", scope);
  v->Visit("align", align);
  v->Visit("offset_factor", offset_factor);
  v->Visit("buffer_type", buffer_type);
  v->Visit("axis_separators", axis_separators);
}

Buffer MakeBuffer(const std::string& name, DataType dtype, std::vector<PrimExpr> shape, const std::string& scope) {
  auto node = std::make_shared<BufferNode>();
  node->name = name;
  auto data = std::make_shared<TirVarNode>(name, DataType::Handle());
  data->ptr_elem_dtype = dtype;
  data->storage_scope = scope;
  node->data = TirVar(std::shared_ptr<const TirVarNode>(std::move(data)));
  node->dtype = dtype;
  node->shape = std::move(shape);
  node->scope = scope;
  return Buffer(std::shared_ptr<const BufferNode>(std::move(node)));
}

static DataType LoadType(const Buffer& buffer, const std::vector<PrimExpr>& indices) {
  int lanes = 1;
  for (const PrimExpr& i : indices) {
    if (i.defined() && i->dtype.lanes() > 1) lanes = i->dtype.lanes();
  }
  return buffer->dtype.with_lanes(lanes * buffer->dtype.lanes());
}

BufferLoadNode::BufferLoadNode(Buffer b, std::vector<PrimExpr> idx)
    : PrimExprNode(NodeKind::kBufferLoad, LoadType(b, idx)), buffer(std::move(b)), indices(std::move(idx)) {}

PrimExpr MakeIntImm(DataType dtype, int64_t value) { return Make<IntImmNode>(dtype, value); }
PrimExpr MakeFloatImm(DataType dtype, double value) { return Make<FloatImmNode>(dtype, value); }

PrimExpr MakeBinary(NodeKind kind, PrimExpr a, PrimExpr b) {
  RLX_CHECK(a.defined() && b.defined()) << "binary operand is null";
  DataType ta = a->dtype, tb = b->dtype;
  if (ta != tb && ta.is_integer() && tb.is_integer() && ta.lanes() == tb.lanes()) {
    // Widen the narrower integer, as TVM's BinaryOpMatchTypes does.
    if (ta.bits() < tb.bits()) {
      a = MakeCast(tb, a);
      ta = tb;
    } else {
      b = MakeCast(ta, b);
    }
  }
  bool boolean = IsComparison(kind) || kind == NodeKind::kAnd || kind == NodeKind::kOr;
  DataType dtype = boolean ? DataType::Bool(ta.lanes()) : ta;
  return Make<BinaryNode>(kind, dtype, std::move(a), std::move(b));
}

PrimExpr MakeCast(DataType dtype, PrimExpr value) {
  if (value->dtype == dtype) return value;
  if (auto imm = value.as<IntImmNode>()) {
    if (dtype.is_integer() && dtype.is_scalar()) {
      // Fold with C semantics: keep the low bits, then sign- or zero-extend,
      // so a folded constant always fits its dtype (int8(300) == 44).
      uint64_t bits = static_cast<uint64_t>(imm->value);
      int width = dtype.bits();
      if (width < 64) {
        uint64_t mask = (uint64_t{1} << width) - 1;
        bits &= mask;
        if (dtype.is_int() && (bits >> (width - 1)) != 0) bits |= ~mask;
      }
      return MakeIntImm(dtype, static_cast<int64_t>(bits));
    }
  }
  return Make<CastNode>(dtype, std::move(value));
}

std::vector<TirVar> CollectTirVars(const ObjectRef& root, const std::function<bool(const Object&)>& descend) {
  std::vector<TirVar> vars;
  std::unordered_set<const Object*> seen;
  std::function<void(const ObjectRef&)> walk = [&](const ObjectRef& obj) {
    if (!obj.defined()) return;
    if (auto v = obj.as<TirVarNode>()) {
      if (seen.insert(v.get()).second) vars.push_back(v);
      return;
    }
    if (descend && !descend(*obj)) return;
    ForEachChild(*obj, [&walk](const ObjectRef& child, FieldRole) { walk(child); });
  };
  walk(root);
  return vars;
}

bool AsConstInt(const PrimExpr& e, int64_t* out) {
  if (auto imm = e.as<IntImmNode>()) {
    *out = imm->value;
    return true;
  }
  return false;
}

}  // namespace rlx
