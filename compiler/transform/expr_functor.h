// Traversal of Relax expressions: a read-only ExprVisitor and a rebuilding
// ExprMutator, shaped as TVM's (src/relax/ir/expr_functor.cc).
//
// The mutator rebuilds only what changed. When a visit produces no change it
// returns the very handle it was given, all the way up, so a pass that changes
// nothing returns the identical function (and the pass infrastructure then
// the identical module). Rebuilt nodes get their struct info from
// op::InferStructInfo.
//
// Bindings are emitted, not returned: VisitBinding may emit zero, one or many
// bindings into the block being rebuilt, and an expression visit may emit
// helper bindings before the binding that uses it (Normalize does).
#ifndef RLX_COMPILER_TRANSFORM_EXPR_FUNCTOR_H_
#define RLX_COMPILER_TRANSFORM_EXPR_FUNCTOR_H_

#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/relax/expr.h"

namespace rlx {
namespace transform {

// Visits every expression, binding and block reachable from a root, in
// evaluation order (a binding's value before its variable).
class ExprVisitor {
 public:
  virtual ~ExprVisitor() = default;

  virtual void VisitExpr(const relax::Expr& e);
  virtual void VisitBinding(const relax::Binding& b);
  virtual void VisitBindingBlock(const relax::BindingBlock& block);
  // A variable at its definition: a function parameter or a binding's var.
  virtual void VisitVarDef(const relax::Var& v);
  // Struct info written in the IR: variable annotations, match_cast
  // patterns, call sinfo_args and function return annotations. Nothing by
  // default; override to look into shapes.
  virtual void VisitStructInfo(const relax::StructInfo& /*sinfo*/) {}

  // One per expression kind. Leaves do nothing by default.
  virtual void VisitVar_(const relax::Var& /*v*/) {}
  virtual void VisitConstant_(const relax::Constant& /*c*/) {}
  virtual void VisitTuple_(const relax::Tuple& t);
  virtual void VisitTupleGetItem_(const Ref<relax::TupleGetItemNode>& t);
  virtual void VisitShapeExpr_(const relax::ShapeExpr& /*s*/) {}
  virtual void VisitPrimValue_(const relax::PrimValue& /*p*/) {}
  virtual void VisitStringImm_(const Ref<relax::StringImmNode>& /*s*/) {}
  virtual void VisitDataTypeImm_(const Ref<relax::DataTypeImmNode>& /*d*/) {}
  virtual void VisitCall_(const relax::Call& c);
  virtual void VisitIf_(const relax::If& i);
  virtual void VisitSeqExpr_(const relax::SeqExpr& s);
  virtual void VisitFunction_(const relax::Function& f);
  virtual void VisitExternFunc_(const Ref<relax::ExternFuncNode>& /*f*/) {}
  virtual void VisitGlobalVar_(const relax::GlobalVar& /*g*/) {}
  virtual void VisitOp_(const relax::Op& /*op*/) {}

  virtual void VisitVarBinding_(const relax::VarBinding& b);
  virtual void VisitMatchCast_(const relax::MatchCast& b);
};

// Rebuilds expressions bottom-up. Subclasses override the per-kind hooks and
// call the base version for the parts they do not handle.
class ExprMutator {
 public:
  virtual ~ExprMutator() = default;

  // The rewritten expression: `e` itself when nothing changed. Every result
  // carries struct info (inferred for rebuilt nodes).
  virtual relax::Expr VisitExpr(const relax::Expr& e);
  // Emits the rewritten binding(s) into the block being rebuilt. Emitting
  // nothing drops the binding.
  virtual void VisitBinding(const relax::Binding& b);
  // The rewritten block: `block` itself when every binding was re-emitted
  // unchanged. May come back empty.
  virtual relax::BindingBlock VisitBindingBlock(const relax::BindingBlock& block);
  // The variable to define in place of `v` (a parameter or a binding's var).
  // By default `v` itself, or a copy carrying VisitStructInfo(v's struct
  // info) when that changed; a copy is recorded in var_remap_ so that uses
  // follow it.
  virtual relax::Var VisitVarDef(const relax::Var& v);
  // Struct info with every PrimExpr passed through VisitPrimExpr (shape
  // dims, prim values) and every shape variable through var_remap_. Returns
  // `sinfo` itself when nothing changed.
  virtual relax::StructInfo VisitStructInfo(const relax::StructInfo& sinfo);
  // Symbolic shape expressions in ShapeExprs, PrimValues and struct info.
  virtual PrimExpr VisitPrimExpr(const PrimExpr& e) { return e; }

  // A use of a variable: var_remap_'s replacement, else `v`.
  virtual relax::Expr VisitVar_(const relax::Var& v);
  virtual relax::Expr VisitConstant_(const relax::Constant& c) { return c; }
  virtual relax::Expr VisitTuple_(const relax::Tuple& t);
  virtual relax::Expr VisitTupleGetItem_(const Ref<relax::TupleGetItemNode>& t);
  virtual relax::Expr VisitShapeExpr_(const relax::ShapeExpr& s);
  virtual relax::Expr VisitPrimValue_(const relax::PrimValue& p);
  virtual relax::Expr VisitStringImm_(const Ref<relax::StringImmNode>& s) { return s; }
  virtual relax::Expr VisitDataTypeImm_(const Ref<relax::DataTypeImmNode>& d) { return d; }
  virtual relax::Expr VisitCall_(const relax::Call& c);
  virtual relax::Expr VisitIf_(const relax::If& i);
  virtual relax::Expr VisitSeqExpr_(const relax::SeqExpr& s);
  virtual relax::Expr VisitFunction_(const relax::Function& f);
  virtual relax::Expr VisitExternFunc_(const Ref<relax::ExternFuncNode>& f) { return f; }
  virtual relax::Expr VisitGlobalVar_(const relax::GlobalVar& g) { return g; }
  virtual relax::Expr VisitOp_(const relax::Op& op) { return op; }

  virtual void VisitVarBinding_(const relax::VarBinding& b);
  virtual void VisitMatchCast_(const relax::MatchCast& b);

  // Visits a new scope (function body, if branch). Bindings emitted while
  // visiting a non-SeqExpr `e` are wrapped with it into a SeqExpr.
  virtual relax::Expr VisitWithNewScope(const relax::Expr& e);

 protected:
  struct BlockFrame {
    bool dataflow = false;
    std::vector<relax::Binding> bindings;
  };
  // Appends a binding to the block being rebuilt.
  void Emit(const relax::Binding& b);
  // Emits `b` with its value replaced by `new_value` (already visited) and
  // its variable by VisitVarDef's; re-emits `b` itself when neither
  // changed. When the value changed and its struct info (passed through
  // VisitStructInfo) differs from the variable's, the variable is replaced
  // by a copy carrying it (as TVM does), recorded in var_remap_.
  void ReEmitBinding(const relax::VarBinding& b, const relax::Expr& new_value);
  // Binds `value` to a new variable in the block being rebuilt and returns
  // the variable: a DataflowVar inside a dataflow block, else a Var. An empty
  // name gives TVM's defaults ("lv" in dataflow blocks, "gv" elsewhere).
  relax::Var EmitValue(const relax::Expr& value, const std::string& name = "");
  // Opens a block frame that Emit appends to; EndBlock closes it and
  // returns what was emitted. VisitBindingBlock and VisitWithNewScope use
  // these; subclasses need them only to collect bindings elsewhere.
  void BeginBlock(bool dataflow) { frames_.push_back(BlockFrame{dataflow, {}}); }
  std::vector<relax::Binding> EndBlock();
  // Whether bindings are currently emitted into a dataflow block.
  bool InDataflowBlock() const;
  // The value bound to `v` by a binding emitted earlier (looked up by the
  // original or the replacement variable); null for parameters, match_cast
  // vars and unknown variables.
  relax::Expr LookupBinding(const relax::Var& v) const;
  // Rebuilds `block` as a dataflow block or a plain binding block.
  relax::BindingBlock VisitBindingBlockAs(const relax::BindingBlock& block, bool dataflow);
  // TVM's block normalization, applied to the blocks of a rebuilt SeqExpr:
  // bindings whose value is a SeqExpr are flattened into the enclosing
  // blocks, empty blocks dropped and neighbouring blocks of the same kind
  // merged. Sets `*changed` when the result differs from `blocks`.
  static std::vector<relax::BindingBlock> NormalizeBlocks(const std::vector<relax::BindingBlock>& blocks,
                                                          bool* changed);
  // A copy of `v` (same name, span and dataflow-ness) with `sinfo`.
  static relax::Var CopyVarWithStructInfo(const relax::Var& v, const relax::StructInfo& sinfo);

  // Old variable -> what its uses become. Keys point into the input, which
  // the caller keeps alive for the duration of the visit.
  std::unordered_map<const relax::VarNode*, relax::Expr> var_remap_;

 private:
  relax::Expr Dispatch(const relax::Expr& e);

  std::vector<BlockFrame> frames_;
  // Values of emitted VarBindings, by old and new variable.
  std::unordered_map<const relax::VarNode*, std::pair<relax::Var, relax::Expr>> bound_values_;
};

// Whether `e` is a leaf in TVM's normal form: a variable, constant, shape,
// prim value, string, dtype, extern function, global var or op.
bool IsLeaf(const relax::Expr& e);
bool IsLeafOrTuple(const relax::Expr& e);

// `f` with a new body, keeping params, return annotation, purity and attrs.
// Returns `f` itself when `body` is its body.
relax::Function WithBody(const relax::Function& f, const relax::Expr& body);
// `f` with new parameters and body (and return struct info); returns `f`
// itself when nothing differs.
relax::Function WithParamsAndBody(const relax::Function& f, const std::vector<relax::Var>& params,
                                  const relax::Expr& body, const relax::StructInfo& ret_struct_info);

// The bound value of a VarBinding or MatchCast.
const relax::Expr& BoundValue(const relax::Binding& b);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_EXPR_FUNCTOR_H_
