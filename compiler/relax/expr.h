// Relax graph-level expressions, bindings, blocks and functions, shaped as in
// TVM (and printed the same way by compiler/script).
#ifndef RLX_COMPILER_RELAX_EXPR_H_
#define RLX_COMPILER_RELAX_EXPR_H_

#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/relax/struct_info.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace relax {

class RelaxExprNode : public Object {
 public:
  using Object::Object;
  static bool IsKind(NodeKind k) { return k >= NodeKind::kRelaxExprBegin && k <= NodeKind::kRelaxExprEnd; }
  // Filled in when the expression is normalized (BlockBuilder), once. Null
  // before that. Like TVM's checked_type_, it is written after construction
  // because inference needs the finished node; it is never changed afterwards.
  const StructInfo& struct_info() const { return struct_info_; }
  void SetStructInfo(StructInfo sinfo) const;

 private:
  mutable StructInfo struct_info_;
};

class VarNode : public RelaxExprNode {
 public:
  VarNode(std::string name, StructInfo sinfo, bool dataflow = false);
  static bool IsKind(NodeKind k) { return k == NodeKind::kRelaxVar || k == NodeKind::kDataflowVar; }
  void VisitFields(FieldVisitor* v) const override { v->Visit("struct_info", struct_info()); }
  bool is_dataflow() const { return kind() == NodeKind::kDataflowVar; }
  std::string name;
};
using Var = Ref<VarNode>;

Var MakeVar(const std::string& name, StructInfo sinfo);
Var MakeDataflowVar(const std::string& name, StructInfo sinfo);

class ConstantNode : public RelaxExprNode {
 public:
  explicit ConstantNode(NDArray data) : RelaxExprNode(NodeKind::kConstant), data(std::move(data)) {}
  RLX_NODE_KIND(kConstant)
  void VisitFields(FieldVisitor* v) const override;
  NDArray data;
};
using Constant = Ref<ConstantNode>;

class TupleNode : public RelaxExprNode {
 public:
  explicit TupleNode(std::vector<Expr> fields) : RelaxExprNode(NodeKind::kTuple), fields(std::move(fields)) {}
  RLX_NODE_KIND(kTuple)
  void VisitFields(FieldVisitor* v) const override { v->Visit("fields", fields); }
  std::vector<Expr> fields;
};
using Tuple = Ref<TupleNode>;

class TupleGetItemNode : public RelaxExprNode {
 public:
  TupleGetItemNode(Expr tuple, int64_t index)
      : RelaxExprNode(NodeKind::kTupleGetItem), tuple(std::move(tuple)), index(index) {}
  RLX_NODE_KIND(kTupleGetItem)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("tuple", tuple);
    v->Visit("index", index);
  }
  Expr tuple;
  int64_t index;
};

class ShapeExprNode : public RelaxExprNode {
 public:
  explicit ShapeExprNode(std::vector<PrimExpr> values)
      : RelaxExprNode(NodeKind::kShapeExpr), values(std::move(values)) {}
  RLX_NODE_KIND(kShapeExpr)
  void VisitFields(FieldVisitor* v) const override { v->Visit("values", values); }
  std::vector<PrimExpr> values;
};
using ShapeExpr = Ref<ShapeExprNode>;

class PrimValueNode : public RelaxExprNode {
 public:
  explicit PrimValueNode(PrimExpr value) : RelaxExprNode(NodeKind::kPrimValue), value(std::move(value)) {}
  RLX_NODE_KIND(kPrimValue)
  void VisitFields(FieldVisitor* v) const override { v->Visit("value", value); }
  PrimExpr value;
};
using PrimValue = Ref<PrimValueNode>;

class StringImmNode : public RelaxExprNode {
 public:
  explicit StringImmNode(std::string value) : RelaxExprNode(NodeKind::kRelaxStringImm), value(std::move(value)) {}
  RLX_NODE_KIND(kRelaxStringImm)
  void VisitFields(FieldVisitor* v) const override { v->Visit("value", value); }
  std::string value;
};

class DataTypeImmNode : public RelaxExprNode {
 public:
  explicit DataTypeImmNode(DataType value) : RelaxExprNode(NodeKind::kDataTypeImm), value(value) {}
  RLX_NODE_KIND(kDataTypeImm)
  void VisitFields(FieldVisitor* v) const override { v->Visit("value", value); }
  DataType value;
};

// A registered operator, e.g. "relax.add". Ops are interned: one node per name.
class OpNode : public RelaxExprNode {
 public:
  explicit OpNode(std::string name) : RelaxExprNode(NodeKind::kOp), name(std::move(name)) {}
  RLX_NODE_KIND(kOp)
  void VisitFields(FieldVisitor* v) const override { v->Visit("name", name); }
  std::string name;
};
using Op = Ref<OpNode>;

// The one Op node for `name` (created on first use).
Op GetOp(const std::string& name);

class GlobalVarNode : public RelaxExprNode {
 public:
  explicit GlobalVarNode(std::string name) : RelaxExprNode(NodeKind::kGlobalVar), name(std::move(name)) {}
  RLX_NODE_KIND(kGlobalVar)
  void VisitFields(FieldVisitor* v) const override { v->Visit("name", name); }
  std::string name;
};
using GlobalVar = Ref<GlobalVarNode>;

class ExternFuncNode : public RelaxExprNode {
 public:
  explicit ExternFuncNode(std::string symbol)
      : RelaxExprNode(NodeKind::kExternFunc), global_symbol(std::move(symbol)) {}
  RLX_NODE_KIND(kExternFunc)
  void VisitFields(FieldVisitor* v) const override { v->Visit("global_symbol", global_symbol); }
  std::string global_symbol;
};

class CallNode : public RelaxExprNode {
 public:
  CallNode(Expr op, std::vector<Expr> args, Map attrs = Map(), std::vector<StructInfo> sinfo_args = {})
      : RelaxExprNode(NodeKind::kCall),
        op(std::move(op)),
        args(std::move(args)),
        attrs(std::move(attrs)),
        sinfo_args(std::move(sinfo_args)) {}
  RLX_NODE_KIND(kCall)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("op", op);
    v->Visit("args", args);
    v->Visit("attrs", attrs);
    v->Visit("sinfo_args", sinfo_args);
  }
  Expr op;
  std::vector<Expr> args;
  Map attrs;  // op attributes by name; may be null
  std::vector<StructInfo> sinfo_args;
};
using Call = Ref<CallNode>;

class BindingNode : public Object {
 public:
  BindingNode(NodeKind kind, Var var) : Object(kind), var(std::move(var)) {}
  static bool IsKind(NodeKind k) { return k == NodeKind::kVarBinding || k == NodeKind::kMatchCast; }
  Var var;
};
using Binding = Ref<BindingNode>;

class VarBindingNode : public BindingNode {
 public:
  VarBindingNode(Var var, Expr value) : BindingNode(NodeKind::kVarBinding, std::move(var)), value(std::move(value)) {}
  RLX_NODE_KIND(kVarBinding)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("value", value);
    v->Visit("var", var, FieldRole::kDef);
  }
  Expr value;
};
using VarBinding = Ref<VarBindingNode>;

class MatchCastNode : public BindingNode {
 public:
  MatchCastNode(Var var, Expr value, StructInfo sinfo)
      : BindingNode(NodeKind::kMatchCast, std::move(var)), value(std::move(value)), struct_info(std::move(sinfo)) {}
  RLX_NODE_KIND(kMatchCast)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("value", value);
    // Symbolic vars first seen in the pattern are defined by it.
    v->Visit("struct_info", struct_info, FieldRole::kDef);
    v->Visit("var", var, FieldRole::kDef);
  }
  Expr value;
  StructInfo struct_info;
};
using MatchCast = Ref<MatchCastNode>;

class BindingBlockNode : public Object {
 public:
  BindingBlockNode(std::vector<Binding> bindings, bool dataflow)
      : Object(dataflow ? NodeKind::kDataflowBlock : NodeKind::kBindingBlock), bindings(std::move(bindings)) {}
  static bool IsKind(NodeKind k) { return k == NodeKind::kBindingBlock || k == NodeKind::kDataflowBlock; }
  void VisitFields(FieldVisitor* v) const override { v->Visit("bindings", bindings); }
  bool is_dataflow() const { return kind() == NodeKind::kDataflowBlock; }
  std::vector<Binding> bindings;
};
using BindingBlock = Ref<BindingBlockNode>;

class SeqExprNode : public RelaxExprNode {
 public:
  SeqExprNode(std::vector<BindingBlock> blocks, Expr body)
      : RelaxExprNode(NodeKind::kSeqExpr), blocks(std::move(blocks)), body(std::move(body)) {}
  RLX_NODE_KIND(kSeqExpr)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("blocks", blocks);
    v->Visit("body", body);
  }
  std::vector<BindingBlock> blocks;
  Expr body;
};
using SeqExpr = Ref<SeqExprNode>;

class IfNode : public RelaxExprNode {
 public:
  IfNode(Expr cond, Expr then_branch, Expr else_branch)
      : RelaxExprNode(NodeKind::kIf),
        cond(std::move(cond)),
        then_branch(std::move(then_branch)),
        else_branch(std::move(else_branch)) {}
  RLX_NODE_KIND(kIf)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("cond", cond);
    v->Visit("then_branch", then_branch);
    v->Visit("else_branch", else_branch);
  }
  Expr cond, then_branch, else_branch;  // branches are SeqExprs
};
using If = Ref<IfNode>;

class FunctionNode : public RelaxExprNode {
 public:
  FunctionNode(std::vector<Var> params, Expr body, StructInfo ret_struct_info, bool is_pure, Map attrs)
      : RelaxExprNode(NodeKind::kFunction),
        params(std::move(params)),
        body(std::move(body)),
        ret_struct_info(std::move(ret_struct_info)),
        is_pure(is_pure),
        attrs(std::move(attrs)) {}
  RLX_NODE_KIND(kFunction)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("params", params, FieldRole::kDef);
    v->Visit("body", body);
    v->Visit("ret_struct_info", ret_struct_info);
    v->Visit("is_pure", is_pure);
    v->Visit("attrs", attrs);
  }
  // The "global_symbol" attribute, or "" when the function is private.
  std::string GlobalSymbol() const;
  std::vector<Var> params;
  Expr body;  // SeqExpr
  StructInfo ret_struct_info;
  bool is_pure;
  Map attrs;  // may be null
};
using Function = Ref<FunctionNode>;

// Returns the struct info, checking it is there (normalized expression).
const StructInfo& GetStructInfo(const Expr& e);

}  // namespace relax
}  // namespace rlx

#endif  // RLX_COMPILER_RELAX_EXPR_H_
