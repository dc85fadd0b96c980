#include "compiler/transform/rewrite_dataflow_reshape.h"

#include <unordered_set>
#include <utility>

#include "compiler/ir/arith.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/normalize.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

PrimExpr AsInt64(const PrimExpr& e) { return e->dtype == DataType::Int(64) ? e : MakeCast(DataType::Int(64), e); }

// Row-major flattened index of `indices` into `shape`.
PrimExpr Flatten(const std::vector<PrimExpr>& indices, const std::vector<PrimExpr>& shape) {
  PrimExpr flat = Int64(0);
  for (size_t i = 0; i < indices.size(); ++i) {
    flat = MakeBinary(NodeKind::kAdd, MakeBinary(NodeKind::kMul, flat, AsInt64(shape[i])), AsInt64(indices[i]));
  }
  return flat;
}

PrimExpr Product(const std::vector<PrimExpr>& shape) {
  PrimExpr p = Int64(1);
  for (const PrimExpr& d : shape) p = MakeBinary(NodeKind::kMul, p, AsInt64(d));
  return p;
}

bool IsTrue(const PrimExpr& e) {
  int64_t v = 0;
  return !e.defined() || (AsConstInt(e, &v) && v != 0);
}

}  // namespace

bool HasReshapePattern(const tir::PrimFunc& f) {
  if (f->buffer_map.size() != 2 || f->params.size() != 2) return false;
  const Buffer& in = f->buffer_map[0].second;
  const Buffer& out = f->buffer_map[1].second;
  if (in->dtype != out->dtype || !in->strides.empty() || !out->strides.empty()) return false;
  tir::Stmt s = f->body;
  // The implicit root block of a scheduled PrimFunc.
  if (auto root = s.as<tir::BlockRealizeNode>()) {
    if (!root->block->iter_vars.empty() || !root->block->alloc_buffers.empty() || root->block->init.defined()) {
      return false;
    }
    s = root->block->body;
  }
  arith::Analyzer analyzer;
  std::vector<TirVar> loop_vars;
  std::vector<PrimExpr> extents;
  while (auto loop = s.as<tir::ForNode>()) {
    if (!arith::ProveEqual(loop->min, MakeIntImm(loop->min->dtype, 0))) return false;
    analyzer.Bind(loop->loop_var, loop->min, loop->extent);
    loop_vars.push_back(loop->loop_var);
    extents.push_back(loop->extent);
    s = loop->body;
  }
  auto realize = s.as<tir::BlockRealizeNode>();
  if (!realize.defined() || !IsTrue(realize->predicate)) return false;
  const tir::Block& block = realize->block;
  if (block->init.defined() || !block->alloc_buffers.empty() ||
      block->iter_vars.size() != realize->iter_values.size()) {
    return false;
  }
  tir::transform::VarMap bindings;
  for (size_t i = 0; i < block->iter_vars.size(); ++i)
    bindings[block->iter_vars[i]->var.get()] = realize->iter_values[i];
  auto store = block->body.as<tir::BufferStoreNode>();
  if (!store.defined() || store->buffer.get() != out.get()) return false;
  auto load = tir::transform::Substitute(store->value, bindings).as<BufferLoadNode>();
  if (!load.defined() || load->buffer.get() != in.get()) return false;
  // The store must cover the whole output: out[i0, .., ik] over loops of the
  // output's extents.
  if (store->indices.size() != out->shape.size() || loop_vars.size() != out->shape.size()) return false;
  for (size_t i = 0; i < store->indices.size(); ++i) {
    PrimExpr idx = tir::transform::Substitute(store->indices[i], bindings);
    if (idx.get() != loop_vars[i].get() && !arith::ProveEqual(idx, loop_vars[i])) return false;
    if (!arith::ProveEqual(AsInt64(extents[i]), AsInt64(out->shape[i]))) return false;
  }
  if (!analyzer.CanProveEqual(Product(in->shape), Product(out->shape))) return false;
  std::vector<PrimExpr> store_idx;
  for (const PrimExpr& e : store->indices) store_idx.push_back(tir::transform::Substitute(e, bindings));
  return analyzer.CanProveEqual(Flatten(load->indices, in->shape), Flatten(store_idx, out->shape));
}

namespace {

// Variables that a later call writes in place (call_tir_inplace or
// call_inplace_packed at an inplace index).
class InplaceWrittenVars : public ExprVisitor {
 public:
  std::unordered_set<const VarNode*> vars;
  void VisitCall_(const Call& c) override {
    ExprVisitor::VisitCall_(c);
    auto op = c->op.as<OpNode>();
    if (!op.defined() || (op->name != "relax.call_tir_inplace" && op->name != "relax.call_inplace_packed")) return;
    if (!c->attrs.defined() || !c->attrs->Has("inplace_indices")) return;
    std::vector<Expr> args;
    if (op->name == "relax.call_tir_inplace") {
      if (c->args.size() < 2 || !c->args[1].is<TupleNode>()) return;
      args = c->args[1].cast<TupleNode>()->fields;
    } else {
      args.assign(c->args.begin() + 1, c->args.end());
    }
    for (int64_t i : op::GetIntListAttr(c, "inplace_indices")) {
      if (i < 0 || i >= static_cast<int64_t>(args.size())) continue;
      if (auto v = args[i].as<VarNode>()) vars.insert(v.get());
    }
  }
};

class ReshapeRewriter : public ExprMutator {
 public:
  ReshapeRewriter(const IRModule& mod, std::unordered_set<const VarNode*> written)
      : mod_(mod), written_(std::move(written)) {}

  // A copy that is later written in place stays a copy: as a reshape it
  // would alias its input, and the in-place write would change the input
  // (the caller's tensor, for a parameter).
  void VisitVarBinding_(const VarBinding& b) override {
    if (written_.count(b->var.get())) {
      Emit(b);
      return;
    }
    ExprMutator::VisitVarBinding_(b);
  }

  // TVM rewrites dataflow blocks only.
  BindingBlock VisitBindingBlock(const BindingBlock& block) override {
    if (!block->is_dataflow()) return block;
    return ExprMutator::VisitBindingBlock(block);
  }

  Expr VisitCall_(const Call& c) override {
    auto op = c->op.as<OpNode>();
    if (!op.defined() || op->name != "relax.call_tir" || c->args.size() != 2 || c->sinfo_args.size() != 1) {
      return ExprMutator::VisitCall_(c);
    }
    auto gv = c->args[0].as<GlobalVarNode>();
    auto args = c->args[1].as<TupleNode>();
    auto out = c->sinfo_args[0].as<TensorStructInfoNode>();
    if (!gv.defined() || !args.defined() || args->fields.size() != 1 || !out.defined() ||
        out->GetShapeValues() == nullptr) {
      return c;
    }
    auto prim = mod_->Lookup(gv->name).as<tir::PrimFuncNode>();
    if (!prim.defined() || !HasReshapePattern(prim)) return c;
    Expr shape = MakeAt<ShapeExprNode>(c->span, *out->GetShapeValues());
    op::InferStructInfo(shape);
    Expr reshape = MakeAt<CallNode>(c->span, GetOp("relax.reshape"), std::vector<Expr>{args->fields[0], shape});
    op::InferStructInfo(reshape);
    return reshape;
  }

 private:
  const IRModule& mod_;
  std::unordered_set<const VarNode*> written_;
};

}  // namespace

Function RewriteDataflowReshape(const Function& f, const IRModule& mod) {
  InplaceWrittenVars written;
  written.VisitExpr(f);
  ReshapeRewriter m(mod, std::move(written.vars));
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr RewriteDataflowReshape() {
  PassInfo info;
  info.name = "RewriteDataflowReshape";
  info.opt_level = 0;
  return CreateFunctionPass(
      [](const Function& f, const IRModule& mod, PassContext&) { return RewriteDataflowReshape(f, mod); }, info);
}

}  // namespace transform
}  // namespace rlx
