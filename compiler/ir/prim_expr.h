// Scalar expressions (TVM's PrimExpr): immediates, variables, arithmetic,
// comparisons, casts, intrinsic calls, buffer loads. They serve both as TIR
// expressions and as Relax symbolic shapes (int64 variables such as `n`).
#ifndef RLX_COMPILER_IR_PRIM_EXPR_H_
#define RLX_COMPILER_IR_PRIM_EXPR_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/object.h"

namespace rlx {

class PrimExprNode : public Object {
 public:
  PrimExprNode(NodeKind kind, DataType dtype) : Object(kind), dtype(dtype) {}
  static bool IsKind(NodeKind k) { return k >= NodeKind::kPrimExprBegin && k <= NodeKind::kPrimExprEnd; }
  DataType dtype;
};
using PrimExpr = Ref<PrimExprNode>;

class IntImmNode : public PrimExprNode {
 public:
  IntImmNode(DataType dtype, int64_t value) : PrimExprNode(NodeKind::kIntImm, dtype), value(value) {}
  RLX_NODE_KIND(kIntImm)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("value", value);
  }
  int64_t value;
};
using IntImm = Ref<IntImmNode>;

class FloatImmNode : public PrimExprNode {
 public:
  FloatImmNode(DataType dtype, double value) : PrimExprNode(NodeKind::kFloatImm, dtype), value(value) {}
  RLX_NODE_KIND(kFloatImm)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("value", value);
  }
  double value;
};
using FloatImm = Ref<FloatImmNode>;

class StringImmNode : public PrimExprNode {
 public:
  explicit StringImmNode(std::string value)
      : PrimExprNode(NodeKind::kStringImm, DataType::Handle()), value(std::move(value)) {}
  RLX_NODE_KIND(kStringImm)
  void VisitFields(FieldVisitor* v) const override { v->Visit("value", value); }
  std::string value;
};
using StringImm = Ref<StringImmNode>;

// A scalar variable: a TIR loop/let variable, a buffer data pointer (dtype
// handle), or a Relax symbolic shape variable (int64). Identity matters: two
// vars with the same name are different variables.
class TirVarNode : public PrimExprNode {
 public:
  TirVarNode(std::string name, DataType dtype) : PrimExprNode(NodeKind::kTirVar, dtype), name(std::move(name)) {}
  RLX_NODE_KIND(kTirVar)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("ptr_elem_dtype", ptr_elem_dtype);
    v->Visit("storage_scope", storage_scope);
  }
  std::string name;
  // For handle vars that are buffer data pointers: element type and scope.
  DataType ptr_elem_dtype;
  std::string storage_scope;
};
using TirVar = Ref<TirVarNode>;

TirVar MakeTirVar(const std::string& name, DataType dtype);

// Binary arithmetic, comparison and logic; kind() tells which.
class BinaryNode : public PrimExprNode {
 public:
  BinaryNode(NodeKind kind, DataType dtype, PrimExpr a, PrimExpr b)
      : PrimExprNode(kind, dtype), a(std::move(a)), b(std::move(b)) {}
  static bool IsKind(NodeKind k) { return k >= NodeKind::kAdd && k <= NodeKind::kOr; }
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("a", a);
    v->Visit("b", b);
  }
  PrimExpr a, b;
};
using Binary = Ref<BinaryNode>;

bool IsComparison(NodeKind k);

class NotNode : public PrimExprNode {
 public:
  explicit NotNode(PrimExpr a) : PrimExprNode(NodeKind::kNot, DataType::Bool(a->dtype.lanes())), a(std::move(a)) {}
  RLX_NODE_KIND(kNot)
  void VisitFields(FieldVisitor* v) const override { v->Visit("a", a); }
  PrimExpr a;
};

class SelectNode : public PrimExprNode {
 public:
  SelectNode(PrimExpr cond, PrimExpr t, PrimExpr f)
      : PrimExprNode(NodeKind::kSelect, t->dtype),
        condition(std::move(cond)),
        true_value(std::move(t)),
        false_value(std::move(f)) {}
  RLX_NODE_KIND(kSelect)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("condition", condition);
    v->Visit("true_value", true_value);
    v->Visit("false_value", false_value);
  }
  PrimExpr condition, true_value, false_value;
};

class CastNode : public PrimExprNode {
 public:
  CastNode(DataType dtype, PrimExpr value) : PrimExprNode(NodeKind::kCast, dtype), value(std::move(value)) {}
  RLX_NODE_KIND(kCast)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("value", value);
  }
  PrimExpr value;
};
using Cast = Ref<CastNode>;

// A call to an intrinsic, named as TVM names them without the "tir." prefix:
// "exp", "sqrt", "if_then_else", "tvm_storage_sync", "call_extern", ...
class TirCallNode : public PrimExprNode {
 public:
  TirCallNode(DataType dtype, std::string op, std::vector<PrimExpr> args)
      : PrimExprNode(NodeKind::kTirCall, dtype), op(std::move(op)), args(std::move(args)) {}
  RLX_NODE_KIND(kTirCall)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dtype", dtype);
    v->Visit("op", op);
    v->Visit("args", args);
  }
  std::string op;
  std::vector<PrimExpr> args;
};
using TirCall = Ref<TirCallNode>;

class TirLetNode : public PrimExprNode {
 public:
  TirLetNode(TirVar var, PrimExpr value, PrimExpr body)
      : PrimExprNode(NodeKind::kTirLet, body->dtype),
        var(std::move(var)),
        value(std::move(value)),
        body(std::move(body)) {}
  RLX_NODE_KIND(kTirLet)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("value", value);
    v->Visit("var", var, FieldRole::kDef);
    v->Visit("body", body);
  }
  TirVar var;
  PrimExpr value, body;
};

class RampNode : public PrimExprNode {
 public:
  RampNode(PrimExpr base, PrimExpr stride, int lanes)
      : PrimExprNode(NodeKind::kRamp, base->dtype.with_lanes(lanes)),
        base(std::move(base)),
        stride(std::move(stride)),
        lanes(lanes) {}
  RLX_NODE_KIND(kRamp)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("base", base);
    v->Visit("stride", stride);
    v->Visit("lanes", static_cast<int64_t>(lanes));
  }
  PrimExpr base, stride;
  int lanes;
};

class BroadcastNode : public PrimExprNode {
 public:
  BroadcastNode(PrimExpr value, int lanes)
      : PrimExprNode(NodeKind::kBroadcast, value->dtype.with_lanes(lanes)), value(std::move(value)), lanes(lanes) {}
  RLX_NODE_KIND(kBroadcast)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("value", value);
    v->Visit("lanes", static_cast<int64_t>(lanes));
  }
  PrimExpr value;
  int lanes;
};

// [min, min + extent)
class RangeNode : public Object {
 public:
  RangeNode(PrimExpr min, PrimExpr extent) : Object(NodeKind::kRange), min(std::move(min)), extent(std::move(extent)) {}
  RLX_NODE_KIND(kRange)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("min", min);
    v->Visit("extent", extent);
  }
  PrimExpr min, extent;
};
using Range = Ref<RangeNode>;

// A multi-dimensional array in memory: TIR's view of a tensor.
class BufferNode : public Object {
 public:
  BufferNode() : Object(NodeKind::kBuffer) {}
  RLX_NODE_KIND(kBuffer)
  void VisitFields(FieldVisitor* v) const override;
  std::string name;
  TirVar data;  // handle var
  DataType dtype;
  std::vector<PrimExpr> shape;
  std::vector<PrimExpr> strides;  // empty: compact row-major
  PrimExpr elem_offset;           // null: 0
  std::string scope = "global";
  int64_t align = 64;         // TVM prints align= only when it differs from 64
  int64_t offset_factor = 1;  // likewise for 1
  std::string buffer_type;    // "" (default) or "auto"
  std::vector<int64_t> axis_separators;
};
using Buffer = Ref<BufferNode>;

// Creates a buffer with a fresh data pointer var named after it.
Buffer MakeBuffer(const std::string& name, DataType dtype, std::vector<PrimExpr> shape,
                  const std::string& scope = "global");

class BufferLoadNode : public PrimExprNode {
 public:
  BufferLoadNode(Buffer buffer, std::vector<PrimExpr> indices);
  RLX_NODE_KIND(kBufferLoad)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("buffer", buffer);
    v->Visit("indices", indices);
  }
  Buffer buffer;
  std::vector<PrimExpr> indices;
};

// ---- construction helpers (no simplification beyond what is noted)

PrimExpr MakeIntImm(DataType dtype, int64_t value);
PrimExpr MakeFloatImm(DataType dtype, double value);
inline PrimExpr Int64(int64_t v) { return MakeIntImm(DataType::Int(64), v); }
inline PrimExpr Int32(int64_t v) { return MakeIntImm(DataType::Int(32), v); }
inline PrimExpr Bool(bool v) { return MakeIntImm(DataType::Bool(), v ? 1 : 0); }

// Builds a binary node of the given kind; the result dtype is bool for
// comparisons and logic, else the operands' dtype. Operands of different
// integer widths are widened to the larger one (as TVM's operators do).
PrimExpr MakeBinary(NodeKind kind, PrimExpr a, PrimExpr b);
PrimExpr MakeCast(DataType dtype, PrimExpr value);

// The TIR variables reachable from `root` through declared fields, each once,
// in order of first appearance (deterministic). `descend` (optional) decides
// whether to look inside a node (e.g. not into nested functions).
std::vector<TirVar> CollectTirVars(const ObjectRef& root, const std::function<bool(const Object&)>& descend = nullptr);

// Constant value of an integer immediate, if it is one.
bool AsConstInt(const PrimExpr& e, int64_t* out);

}  // namespace rlx

#endif  // RLX_COMPILER_IR_PRIM_EXPR_H_
