// Test helpers for operator inference: typed variables, attribute maps, call
// construction and running an op's inference through the global registry.
#ifndef RLX_COMPILER_OP_OP_TEST_UTIL_H_
#define RLX_COMPILER_OP_OP_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/op_registry.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace op {
namespace testing {

inline PrimExpr I(int64_t v) { return Int64(v); }
inline TirVar SymVar(const std::string& name) { return MakeTirVar(name, DataType::Int(64)); }
inline DataType F32() { return DataType::Float(32); }
inline DataType F16() { return DataType::Float(16); }
inline DataType I32() { return DataType::Int(32); }
inline DataType I64() { return DataType::Int(64); }

inline relax::Var Tensor(const std::string& name, std::vector<PrimExpr> shape, DataType dtype = DataType::Float(32),
                         relax::VDevice vdevice = relax::VDevice()) {
  return relax::MakeVar(name, relax::TensorSInfo(std::move(shape), dtype, std::move(vdevice)));
}
inline relax::Var TensorNdim(const std::string& name, int ndim, DataType dtype = DataType::Float(32)) {
  return relax::MakeVar(name, relax::TensorSInfoNdim(dtype, ndim));
}
// A tensor whose shape is the shape variable `shape`.
inline relax::Var TensorOfShapeVar(const std::string& name, const relax::Var& shape,
                                   DataType dtype = DataType::Float(32)) {
  return relax::MakeVar(name, Make<relax::TensorStructInfoNode>(shape, dtype, -1, relax::VDevice()));
}
inline relax::Var ShapeVar(const std::string& name, std::vector<PrimExpr> values) {
  return relax::MakeVar(name, relax::ShapeSInfo(std::move(values)));
}
inline relax::Var ShapeVarNdim(const std::string& name, int ndim) {
  return relax::MakeVar(name, relax::ShapeSInfoNdim(ndim));
}
inline relax::Var PrimVar(const std::string& name, DataType dtype) {
  return relax::MakeVar(name, relax::PrimSInfo(dtype));
}
inline relax::Var ObjectVar(const std::string& name) { return relax::MakeVar(name, relax::ObjectSInfo()); }

inline relax::Expr Shape(std::vector<PrimExpr> values) { return Make<relax::ShapeExprNode>(std::move(values)); }
inline relax::Expr PrimValue(PrimExpr v) { return Make<relax::PrimValueNode>(std::move(v)); }
inline relax::Expr PrimValue(int64_t v) { return PrimValue(Int64(v)); }
inline relax::Expr TupleOf(std::vector<relax::Expr> fields) { return Make<relax::TupleNode>(std::move(fields)); }
inline relax::Expr PrimTuple(const std::vector<int64_t>& values) {
  std::vector<relax::Expr> fields;
  for (int64_t v : values) fields.push_back(PrimValue(v));
  return TupleOf(std::move(fields));
}
inline relax::Expr DTypeImm(DataType t) { return Make<relax::DataTypeImmNode>(t); }
inline relax::Expr StrImm(const std::string& s) { return Make<relax::StringImmNode>(s); }

// Attribute values.
inline ObjectRef AInt(int64_t v) { return Int64(v); }
inline ObjectRef ABool(bool v) { return Bool(v); }
inline ObjectRef AFloat(double v) { return MakeFloatImm(DataType::Float(64), v); }
inline ObjectRef AStr(const std::string& v) { return MakeString(v); }
inline ObjectRef AInts(const std::vector<int64_t>& v) {
  std::vector<ObjectRef> elems;
  for (int64_t x : v) elems.push_back(Int64(x));
  return Make<ArrayNode>(std::move(elems));
}

using AttrList = std::vector<std::pair<std::string, ObjectRef>>;

inline relax::Call MakeCall(const std::string& op, std::vector<relax::Expr> args, const AttrList& attrs = {},
                            std::vector<relax::StructInfo> sinfo_args = {}) {
  Map map;
  for (const auto& kv : attrs) map = MapWith(map, kv.first, kv.second);
  return Make<relax::CallNode>(relax::GetOp(op), std::move(args), map, std::move(sinfo_args));
}

inline const OpDef& Def(const std::string& op) {
  const OpDef* def = OpRegistry::Global().Find(op);
  RLX_CHECK(def != nullptr) << "unregistered op " << op;
  return *def;
}

inline relax::StructInfo Infer(const relax::Call& call) {
  return Def(call->op.cast<relax::OpNode>()->name).infer(call);
}

// The struct info inferred for `call`, as TVMScript-like text.
inline std::string InferStr(const relax::Call& call) { return SInfoToString(Infer(call)); }

// The message of the DiagnosticError inference throws ("<no error>" if none).
inline std::string InferError(const relax::Call& call) {
  try {
    relax::StructInfo s = Infer(call);
    return "<no error: " + SInfoToString(s) + ">";
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
}

}  // namespace testing
}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_OP_TEST_UTIL_H_
