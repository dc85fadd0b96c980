// Builders for the well-formed checker's tests: modules assembled node by
// node (malformed ones cannot come from the parser), with struct info set by
// hand the way normalization would set it.
#ifndef RLX_COMPILER_ANALYSIS_WELL_FORMED_TEST_UTIL_H_
#define RLX_COMPILER_ANALYSIS_WELL_FORMED_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "compiler/analysis/well_formed.h"
#include "compiler/relax/module.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace relax {
namespace wftest {

inline StructInfo F32(std::vector<PrimExpr> dims) { return TensorSInfo(std::move(dims), DataType::Float(32)); }
inline StructInfo F32(std::initializer_list<int64_t> dims) {
  std::vector<PrimExpr> d;
  for (int64_t v : dims) d.push_back(Int64(v));
  return F32(std::move(d));
}

// Sets `sinfo` (when given) and returns the expression.
template <typename T>
Ref<T> WithSInfo(Ref<T> e, const StructInfo& sinfo) {
  if (sinfo.defined()) e->SetStructInfo(sinfo);
  return e;
}

inline Call CallOp(const std::string& op, std::vector<Expr> args, const StructInfo& sinfo) {
  return WithSInfo(Make<CallNode>(GetOp(op), std::move(args)), sinfo);
}

inline Expr TupleOf(std::vector<Expr> fields) {
  std::vector<StructInfo> sinfos;
  for (const Expr& f : fields) sinfos.push_back(f->struct_info());
  return WithSInfo(Expr(Make<TupleNode>(std::move(fields))), TupleSInfo(std::move(sinfos)));
}

inline Binding Bind(const Var& v, const Expr& value) { return Make<VarBindingNode>(v, value); }
inline Binding Cast(const Var& v, const Expr& value, const StructInfo& pattern) {
  return Make<MatchCastNode>(v, value, pattern);
}
inline BindingBlock Block(std::vector<Binding> bindings) { return Make<BindingBlockNode>(std::move(bindings), false); }
inline BindingBlock Dataflow(std::vector<Binding> bindings) {
  return Make<BindingBlockNode>(std::move(bindings), true);
}

// A SeqExpr carrying its result's struct info.
inline Expr Seq(std::vector<BindingBlock> blocks, const Expr& body) {
  return WithSInfo(Expr(Make<SeqExprNode>(std::move(blocks), body)), body->struct_info());
}

inline Function Func(std::vector<Var> params, const Expr& body, bool pure = true, Map attrs = Map()) {
  StructInfo ret = body->struct_info().defined() ? body->struct_info() : ObjectSInfo();
  return Make<FunctionNode>(std::move(params), body, ret, pure, std::move(attrs));
}

// FuncStructInfo of `f`, as the parser gives the GlobalVar of a Relax function.
inline StructInfo SignatureOf(const Function& f) {
  std::vector<StructInfo> params;
  for (const Var& p : f->params) params.push_back(p->struct_info());
  return Make<FuncStructInfoNode>(params, f->ret_struct_info, f->is_pure);
}

// A module whose entries are stored under the names of the given GlobalVars.
inline IRModule ModuleOf(std::vector<std::pair<GlobalVar, ObjectRef>> funcs) {
  auto node = std::make_shared<IRModuleNode>();
  for (auto& kv : funcs) node->functions[kv.first->name] = {kv.first, kv.second};
  return IRModule(std::shared_ptr<const IRModuleNode>(std::move(node)));
}

inline IRModule ModuleOf(const std::string& name, const ObjectRef& func) {
  return ModuleOf({{Make<GlobalVarNode>(name), func}});
}

inline std::vector<std::string> Messages(const IRModule& mod) {
  std::vector<std::string> out;
  for (const Diagnostic& d : FindWellFormedErrors(mod)) out.push_back(d.message);
  return out;
}

// The message CheckWellFormed throws, or "" when it accepts the module.
inline std::string FirstError(const IRModule& mod) {
  try {
    CheckWellFormed(mod);
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "";
}

// ---- TIR

template <typename T>
Ref<T> Freeze(std::shared_ptr<T> p) {
  return Ref<T>(std::shared_ptr<const T>(std::move(p)));
}

inline TirVar I64Var(const std::string& name) { return MakeTirVar(name, DataType::Int(64)); }
inline TirVar HandleVar(const std::string& name) { return MakeTirVar(name, DataType::Handle()); }

inline PrimExpr Load(const Buffer& b, std::vector<PrimExpr> indices) {
  return Make<BufferLoadNode>(b, std::move(indices));
}
inline tir::Stmt Store(const Buffer& b, const PrimExpr& value, std::vector<PrimExpr> indices) {
  return Make<tir::BufferStoreNode>(b, value, std::move(indices));
}
inline tir::Stmt Loop(const TirVar& v, int64_t extent, const tir::Stmt& body) {
  return Make<tir::ForNode>(v, Int64(0), Int64(extent), tir::ForKind::kSerial, body);
}
// The single element `indices` of `b`.
inline tir::BufferRegion Point(const Buffer& b, const std::vector<PrimExpr>& indices) {
  std::vector<Range> region;
  for (const PrimExpr& i : indices) region.push_back(Make<RangeNode>(i, Int64(1)));
  return Make<tir::BufferRegionNode>(b, std::move(region));
}
inline tir::IterVar Spatial(const TirVar& v, int64_t extent) {
  return Make<tir::IterVarNode>(Make<RangeNode>(Int64(0), Int64(extent)), v, tir::IterType::kDataPar);
}

struct BlockSpec {
  std::string name;
  std::vector<tir::IterVar> iter_vars;
  std::vector<tir::BufferRegion> reads, writes;
  std::vector<Buffer> alloc_buffers;
  std::vector<tir::MatchBufferRegion> match_buffers;
  tir::Stmt init;
  tir::Stmt body;
};

inline tir::Block MakeBlock(BlockSpec spec) {
  auto b = std::make_shared<tir::BlockNode>();
  b->name_hint = spec.name;
  b->iter_vars = std::move(spec.iter_vars);
  b->reads = std::move(spec.reads);
  b->writes = std::move(spec.writes);
  b->alloc_buffers = std::move(spec.alloc_buffers);
  b->match_buffers = std::move(spec.match_buffers);
  b->init = spec.init;
  b->body = spec.body;
  return Freeze(std::move(b));
}

inline tir::Stmt Realize(std::vector<PrimExpr> values, const tir::Block& block) {
  return Make<tir::BlockRealizeNode>(std::move(values), Bool(true), block);
}

// An opaque root block holding `body`, as TVMScript's implicit root.
inline tir::Stmt Root(const tir::Stmt& body, std::vector<Buffer> alloc_buffers = {}) {
  BlockSpec spec;
  spec.name = "root";
  spec.alloc_buffers = std::move(alloc_buffers);
  spec.body = body;
  return Realize({}, MakeBlock(std::move(spec)));
}

inline tir::PrimFunc MakePrimFunc(std::vector<TirVar> params, std::vector<std::pair<TirVar, Buffer>> buffer_map,
                                  const tir::Stmt& body) {
  auto f = std::make_shared<tir::PrimFuncNode>();
  f->params = std::move(params);
  f->buffer_map = std::move(buffer_map);
  f->body = body;
  return Freeze(std::move(f));
}

// The pieces of C = A + B over 4x4 float32 buffers, in TVM's block form:
//   for i, j: with T.block("T_add"): vi, vj = T.axis.remap("SS", [i, j]) ...
// Tests change one piece to break one rule.
struct AddKernel {
  TirVar pa = HandleVar("var_A"), pb = HandleVar("var_B"), pc = HandleVar("var_C");
  Buffer A = MakeBuffer("A", DataType::Float(32), {Int64(4), Int64(4)});
  Buffer B = MakeBuffer("B", DataType::Float(32), {Int64(4), Int64(4)});
  Buffer C = MakeBuffer("C", DataType::Float(32), {Int64(4), Int64(4)});
  TirVar i = I64Var("i"), j = I64Var("j"), vi = I64Var("vi"), vj = I64Var("vj");

  std::vector<std::pair<TirVar, Buffer>> BufferMap() const { return {{pa, A}, {pb, B}, {pc, C}}; }
  BlockSpec Spec() const {
    BlockSpec s;
    s.name = "T_add";
    s.iter_vars = {Spatial(vi, 4), Spatial(vj, 4)};
    s.reads = {Point(A, {vi, vj}), Point(B, {vi, vj})};
    s.writes = {Point(C, {vi, vj})};
    s.body = Store(C, MakeBinary(NodeKind::kAdd, Load(A, {vi, vj}), Load(B, {vi, vj})), {vi, vj});
    return s;
  }
  tir::Stmt Nest(const BlockSpec& spec, std::vector<PrimExpr> bindings) const {
    return Root(Loop(i, 4, Loop(j, 4, Realize(std::move(bindings), MakeBlock(spec)))));
  }
  tir::PrimFunc Build() const { return Build(Spec()); }
  tir::PrimFunc Build(const BlockSpec& spec) const {
    return MakePrimFunc({pa, pb, pc}, BufferMap(), Nest(spec, {i, j}));
  }
};

}  // namespace wftest
}  // namespace relax
}  // namespace rlx

#endif  // RLX_COMPILER_ANALYSIS_WELL_FORMED_TEST_UTIL_H_
