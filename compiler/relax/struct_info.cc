#include "compiler/relax/struct_info.h"

#include "compiler/relax/expr.h"

namespace rlx {
namespace relax {

TensorStructInfoNode::TensorStructInfoNode(Expr shape_in, DataType dtype_in, int ndim_in, VDevice vdevice_in)
    : StructInfoNode(NodeKind::kTensorStructInfo),
      shape(std::move(shape_in)),
      dtype(dtype_in),
      ndim(ndim_in),
      vdevice(std::move(vdevice_in)) {
  if (auto s = shape.as<ShapeExprNode>()) {
    RLX_CHECK(ndim < 0 || ndim == static_cast<int>(s->values.size())) << "ndim disagrees with shape";
    ndim = static_cast<int>(s->values.size());
  } else if (shape.defined()) {
    if (auto ssi = shape->struct_info().as<ShapeStructInfoNode>()) ndim = ssi->ndim;
  }
}

void TensorStructInfoNode::VisitFields(FieldVisitor* v) const {
  v->Visit("shape", shape);
  v->Visit("dtype", dtype);
  v->Visit("ndim", static_cast<int64_t>(ndim));
  v->Visit("vdevice", vdevice);
}

const std::vector<PrimExpr>* TensorStructInfoNode::GetShapeValues() const {
  if (auto s = shape.as<ShapeExprNode>()) return &s->values;
  return nullptr;
}

StructInfo ObjectSInfo() { return Make<ObjectStructInfoNode>(); }
StructInfo PrimSInfo(DataType dtype, PrimExpr value) { return Make<PrimStructInfoNode>(dtype, std::move(value)); }
StructInfo ShapeSInfo(std::vector<PrimExpr> values) { return Make<ShapeStructInfoNode>(std::move(values), -1); }
StructInfo ShapeSInfoNdim(int ndim) { return Make<ShapeStructInfoNode>(std::nullopt, ndim); }

StructInfo TensorSInfo(std::vector<PrimExpr> shape, DataType dtype, VDevice vdevice) {
  Expr shape_expr = Make<ShapeExprNode>(shape);
  shape_expr->SetStructInfo(ShapeSInfo(std::move(shape)));
  return Make<TensorStructInfoNode>(shape_expr, dtype, -1, std::move(vdevice));
}

StructInfo TensorSInfoNdim(DataType dtype, int ndim, VDevice vdevice) {
  return Make<TensorStructInfoNode>(Expr(), dtype, ndim, std::move(vdevice));
}

StructInfo TupleSInfo(std::vector<StructInfo> fields) { return Make<TupleStructInfoNode>(std::move(fields)); }

}  // namespace relax
}  // namespace rlx
