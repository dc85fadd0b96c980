// Relax StructInfo: what is statically known about a value (TVM 2026 calls it
// "Type"; the printed syntax is the same: R.Tensor((n, 4), "float32"),
// R.Tuple(...), R.Shape([...]), R.Prim("int64"), R.Object, R.Callable(...)).
#ifndef RLX_COMPILER_RELAX_STRUCT_INFO_H_
#define RLX_COMPILER_RELAX_STRUCT_INFO_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/ir/target.h"

namespace rlx {
namespace relax {

class RelaxExprNode;
using Expr = Ref<RelaxExprNode>;

// A virtual device: a target, an index among devices and a memory scope.
// Listed in the module's global_infos["vdevice"].
class VDeviceNode : public Object {
 public:
  VDeviceNode(Target target, int64_t vdevice_id, std::string memory_scope)
      : Object(NodeKind::kVDevice),
        target(std::move(target)),
        vdevice_id(vdevice_id),
        memory_scope(std::move(memory_scope)) {}
  RLX_NODE_KIND(kVDevice)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("target", target.ToString());
    v->Visit("vdevice_id", vdevice_id);
    v->Visit("memory_scope", memory_scope);
  }
  Target target;
  int64_t vdevice_id;
  std::string memory_scope;
};
using VDevice = Ref<VDeviceNode>;

class StructInfoNode : public Object {
 public:
  using Object::Object;
  static bool IsKind(NodeKind k) { return k >= NodeKind::kObjectStructInfo && k <= NodeKind::kFuncStructInfo; }
};
using StructInfo = Ref<StructInfoNode>;

class ObjectStructInfoNode : public StructInfoNode {
 public:
  ObjectStructInfoNode() : StructInfoNode(NodeKind::kObjectStructInfo) {}
  RLX_NODE_KIND(kObjectStructInfo)
  void VisitFields(FieldVisitor*) const override {}
};

class PrimStructInfoNode : public StructInfoNode {
 public:
  PrimStructInfoNode(DataType dtype, PrimExpr value)
      : StructInfoNode(NodeKind::kPrimStructInfo), dtype(dtype), value(std::move(value)) {}
  RLX_NODE_KIND(kPrimStructInfo)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("value", value);
  }
  DataType dtype;
  PrimExpr value;  // known value, may be null
};
using PrimStructInfo = Ref<PrimStructInfoNode>;

class ShapeStructInfoNode : public StructInfoNode {
 public:
  ShapeStructInfoNode(std::optional<std::vector<PrimExpr>> values, int ndim)
      : StructInfoNode(NodeKind::kShapeStructInfo),
        values(std::move(values)),
        ndim(this->values ? static_cast<int>(this->values->size()) : ndim) {}
  RLX_NODE_KIND(kShapeStructInfo)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("has_values", values.has_value());
    if (values) v->Visit("values", *values);
    v->Visit("ndim", static_cast<int64_t>(ndim));
  }
  std::optional<std::vector<PrimExpr>> values;
  int ndim;  // -1: unknown
};
using ShapeStructInfo = Ref<ShapeStructInfoNode>;

class TensorStructInfoNode : public StructInfoNode {
 public:
  // `shape` is a ShapeExpr or a Var with shape struct info, or null.
  TensorStructInfoNode(Expr shape, DataType dtype, int ndim, VDevice vdevice);
  RLX_NODE_KIND(kTensorStructInfo)
  void VisitFields(FieldVisitor* v) const override;
  bool IsUnknownNdim() const { return ndim < 0; }
  bool IsUnknownDtype() const { return dtype.is_void(); }
  // The shape values when the shape is a ShapeExpr, else nullptr.
  const std::vector<PrimExpr>* GetShapeValues() const;

  Expr shape;
  DataType dtype;   // void: unknown
  int ndim;         // -1: unknown
  VDevice vdevice;  // may be null
};
using TensorStructInfo = Ref<TensorStructInfoNode>;

class TupleStructInfoNode : public StructInfoNode {
 public:
  explicit TupleStructInfoNode(std::vector<StructInfo> fields)
      : StructInfoNode(NodeKind::kTupleStructInfo), fields(std::move(fields)) {}
  RLX_NODE_KIND(kTupleStructInfo)
  void VisitFields(FieldVisitor* v) const override { v->Visit("fields", fields); }
  std::vector<StructInfo> fields;
};
using TupleStructInfo = Ref<TupleStructInfoNode>;

class FuncStructInfoNode : public StructInfoNode {
 public:
  FuncStructInfoNode(std::optional<std::vector<StructInfo>> params, StructInfo ret, bool purity)
      : StructInfoNode(NodeKind::kFuncStructInfo), params(std::move(params)), ret(std::move(ret)), purity(purity) {}
  RLX_NODE_KIND(kFuncStructInfo)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("has_params", params.has_value());
    if (params) v->Visit("params", *params);
    v->Visit("ret", ret);
    v->Visit("purity", purity);
  }
  std::optional<std::vector<StructInfo>> params;  // nullopt: opaque callable
  StructInfo ret;
  bool purity;
};
using FuncStructInfo = Ref<FuncStructInfoNode>;

// Convenience constructors.
StructInfo ObjectSInfo();
StructInfo PrimSInfo(DataType dtype, PrimExpr value = PrimExpr());
StructInfo ShapeSInfo(std::vector<PrimExpr> values);
StructInfo ShapeSInfoNdim(int ndim);
StructInfo TensorSInfo(std::vector<PrimExpr> shape, DataType dtype, VDevice vdevice = VDevice());
StructInfo TensorSInfoNdim(DataType dtype, int ndim, VDevice vdevice = VDevice());
StructInfo TupleSInfo(std::vector<StructInfo> fields);

}  // namespace relax
}  // namespace rlx

#endif  // RLX_COMPILER_RELAX_STRUCT_INFO_H_
