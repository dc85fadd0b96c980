// Generic traversal and rebuilding of TIR, the machinery the lowering passes
// in this package are written with.
//
// ExprMutator / StmtExprMutator rebuild a tree bottom-up and return the very
// same handle for every subtree in which nothing changed (object.h: a pass
// that changes nothing returns the same handle). StmtExprVisitor walks a tree
// in a fixed order (fields in declaration order), so analyses built on it are
// deterministic.
//
// Buffers are leaves for both: their shapes are not visited or rebuilt, only
// the accesses (BufferLoad/BufferStore indices, region ranges) are. A pass
// that must change a buffer (FlattenBuffer) does so in its own hooks.
#ifndef RLX_COMPILER_TIR_TRANSFORM_STMT_FUNCTOR_H_
#define RLX_COMPILER_TIR_TRANSFORM_STMT_FUNCTOR_H_

#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/ir/prim_expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

using NotExpr = Ref<NotNode>;
using SelectExpr = Ref<SelectNode>;
using LetExpr = Ref<TirLetNode>;
using BufferLoad = Ref<BufferLoadNode>;
using RampExpr = Ref<RampNode>;
using BroadcastExpr = Ref<BroadcastNode>;

using LetStmt = Ref<LetStmtNode>;
using AttrStmt = Ref<AttrStmtNode>;
using AssertStmt = Ref<AssertStmtNode>;
using BufferStore = Ref<BufferStoreNode>;
using Allocate = Ref<AllocateNode>;
using DeclBuffer = Ref<DeclBufferNode>;
using While = Ref<WhileNode>;
using IfThenElse = Ref<IfThenElseNode>;
using Evaluate = Ref<EvaluateNode>;
using SeqStmt = Ref<SeqStmtNode>;
using BlockRealize = Ref<BlockRealizeNode>;

// Rebuilds PrimExprs. Override a Visit* hook to change one node kind; call
// the base hook to rebuild its children.
class ExprMutator {
 public:
  virtual ~ExprMutator() = default;
  virtual PrimExpr VisitExpr(const PrimExpr& e);

 protected:
  virtual PrimExpr VisitVar(const TirVar& v) { return v; }
  virtual PrimExpr VisitBinary(const Binary& e);
  virtual PrimExpr VisitNot(const NotExpr& e);
  virtual PrimExpr VisitSelect(const SelectExpr& e);
  virtual PrimExpr VisitCast(const Cast& e);
  virtual PrimExpr VisitCall(const TirCall& e);
  virtual PrimExpr VisitLet(const LetExpr& e);
  virtual PrimExpr VisitBufferLoad(const BufferLoad& e);
  virtual PrimExpr VisitRamp(const RampExpr& e);
  virtual PrimExpr VisitBroadcast(const BroadcastExpr& e);

  // Visits each element; sets *changed when any element is a new handle.
  std::vector<PrimExpr> VisitExprs(const std::vector<PrimExpr>& es, bool* changed);
  Range VisitRange(const Range& r);
  virtual BufferRegion VisitBufferRegion(const BufferRegion& r);
};

// Rebuilds statements and the expressions inside them.
class StmtExprMutator : public ExprMutator {
 public:
  virtual Stmt VisitStmt(const Stmt& s);

 protected:
  virtual Stmt VisitLetStmt(const LetStmt& s);
  virtual Stmt VisitAttrStmt(const AttrStmt& s);
  virtual Stmt VisitAssertStmt(const AssertStmt& s);
  virtual Stmt VisitBufferStore(const BufferStore& s);
  virtual Stmt VisitAllocate(const Allocate& s);
  virtual Stmt VisitDeclBuffer(const DeclBuffer& s);
  virtual Stmt VisitFor(const For& s);
  virtual Stmt VisitWhile(const While& s);
  virtual Stmt VisitIfThenElse(const IfThenElse& s);
  virtual Stmt VisitEvaluate(const Evaluate& s);
  virtual Stmt VisitSeqStmt(const SeqStmt& s);
  virtual Stmt VisitBlock(const Block& s);
  virtual Stmt VisitBlockRealize(const BlockRealize& s);

  // Null stays null.
  Stmt VisitOptionalStmt(const Stmt& s) { return s.defined() ? VisitStmt(s) : s; }
};

// Walks statements and expressions without rebuilding them.
class StmtExprVisitor {
 public:
  virtual ~StmtExprVisitor() = default;
  virtual void VisitExpr(const PrimExpr& e);
  virtual void VisitStmt(const Stmt& s);

 protected:
  // Leaves and loads get hooks of their own; other nodes just recurse.
  virtual void VisitVar(const TirVar& /*v*/) {}
  virtual void VisitBufferLoad(const BufferLoad& e);
  virtual void VisitCall(const TirCall& e);
  virtual void VisitBufferStore(const BufferStore& s);
  virtual void VisitFor(const For& s);
  virtual void VisitBlock(const Block& s);
  virtual void VisitBlockRealize(const BlockRealize& s);
  // Every other statement kind: visits its expressions, then its bodies.
  virtual void VisitOtherStmt(const Stmt& s);

  void VisitRange(const Range& r);
  void VisitBufferRegion(const BufferRegion& r);
};

// ---- substitution

// Keyed by variable identity (two vars named `i` are different variables).
using VarMap = std::unordered_map<const TirVarNode*, PrimExpr>;

// Replaces every use of a mapped variable. Definitions (loop vars, let vars)
// are not renamed; the map should not contain variables defined inside.
PrimExpr Substitute(const PrimExpr& e, const VarMap& map);
Stmt Substitute(const Stmt& s, const VarMap& map);

// ---- copies of nodes with many fields (Object forbids copy construction)

std::shared_ptr<ForNode> CopyFor(const ForNode& n);
std::shared_ptr<BlockNode> CopyBlock(const BlockNode& n);
std::shared_ptr<BufferNode> CopyBuffer(const BufferNode& n);
std::shared_ptr<PrimFuncNode> CopyPrimFunc(const PrimFuncNode& n);

template <typename T>
Ref<T> Freeze(std::shared_ptr<T> node) {
  return Ref<T>(std::shared_ptr<const T>(std::move(node)));
}

// `f` with another body (the same handle when the body is unchanged).
PrimFunc WithBody(const PrimFunc& f, Stmt body);

// The product of `dims` (int32 1 for none), folded when all are constants.
PrimExpr ShapeProduct(const std::vector<PrimExpr>& dims);

// MakeBinary with the integer constant folding TVM's operators do: two
// integer immediates fold (unless the result overflows or divides by zero),
// `x + 0`, `0 + x`, `x - 0`, `x * 1` and `1 * x` give x. Everything else is a
// plain node. Rewrites use it so that substituted indices stay readable
// (`A[i, 0 + k]` becomes `A[i, k]`).
PrimExpr FoldBinary(NodeKind kind, PrimExpr a, PrimExpr b);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_STMT_FUNCTOR_H_
