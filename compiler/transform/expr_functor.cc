#include "compiler/transform/expr_functor.h"

#include <utility>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT: this file is all about Relax nodes.

// ---------------------------------------------------------------------------
// ExprVisitor

void ExprVisitor::VisitExpr(const Expr& e) {
  RLX_CHECK(e.defined()) << "visiting a null expression";
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
    case NodeKind::kDataflowVar:
      return VisitVar_(e.cast<VarNode>());
    case NodeKind::kConstant:
      return VisitConstant_(e.cast<ConstantNode>());
    case NodeKind::kTuple:
      return VisitTuple_(e.cast<TupleNode>());
    case NodeKind::kTupleGetItem:
      return VisitTupleGetItem_(e.cast<TupleGetItemNode>());
    case NodeKind::kShapeExpr:
      return VisitShapeExpr_(e.cast<ShapeExprNode>());
    case NodeKind::kPrimValue:
      return VisitPrimValue_(e.cast<PrimValueNode>());
    case NodeKind::kRelaxStringImm:
      return VisitStringImm_(e.cast<relax::StringImmNode>());
    case NodeKind::kDataTypeImm:
      return VisitDataTypeImm_(e.cast<DataTypeImmNode>());
    case NodeKind::kCall:
      return VisitCall_(e.cast<CallNode>());
    case NodeKind::kIf:
      return VisitIf_(e.cast<IfNode>());
    case NodeKind::kSeqExpr:
      return VisitSeqExpr_(e.cast<SeqExprNode>());
    case NodeKind::kFunction:
      return VisitFunction_(e.cast<FunctionNode>());
    case NodeKind::kExternFunc:
      return VisitExternFunc_(e.cast<ExternFuncNode>());
    case NodeKind::kGlobalVar:
      return VisitGlobalVar_(e.cast<GlobalVarNode>());
    case NodeKind::kOp:
      return VisitOp_(e.cast<OpNode>());
    default:
      RLX_UNREACHABLE() << "not a Relax expression: " << NodeKindName(e->kind());
  }
}

void ExprVisitor::VisitBinding(const Binding& b) {
  if (auto vb = b.as<VarBindingNode>()) return VisitVarBinding_(vb);
  if (auto mc = b.as<MatchCastNode>()) return VisitMatchCast_(mc);
  RLX_UNREACHABLE() << "unknown binding kind " << NodeKindName(b->kind());
}

void ExprVisitor::VisitBindingBlock(const BindingBlock& block) {
  for (const Binding& b : block->bindings) VisitBinding(b);
}

void ExprVisitor::VisitVarDef(const Var& v) {
  if (v->struct_info().defined()) VisitStructInfo(v->struct_info());
}

void ExprVisitor::VisitTuple_(const Tuple& t) {
  for (const Expr& f : t->fields) VisitExpr(f);
}

void ExprVisitor::VisitTupleGetItem_(const Ref<TupleGetItemNode>& t) { VisitExpr(t->tuple); }

void ExprVisitor::VisitCall_(const Call& c) {
  VisitExpr(c->op);
  for (const Expr& a : c->args) VisitExpr(a);
  for (const StructInfo& s : c->sinfo_args) VisitStructInfo(s);
}

void ExprVisitor::VisitIf_(const If& i) {
  VisitExpr(i->cond);
  VisitExpr(i->then_branch);
  VisitExpr(i->else_branch);
}

void ExprVisitor::VisitSeqExpr_(const SeqExpr& s) {
  for (const BindingBlock& b : s->blocks) VisitBindingBlock(b);
  VisitExpr(s->body);
}

void ExprVisitor::VisitFunction_(const Function& f) {
  for (const Var& p : f->params) VisitVarDef(p);
  VisitExpr(f->body);
  if (f->ret_struct_info.defined()) VisitStructInfo(f->ret_struct_info);
}

void ExprVisitor::VisitVarBinding_(const VarBinding& b) {
  VisitExpr(b->value);
  VisitVarDef(b->var);
}

void ExprVisitor::VisitMatchCast_(const MatchCast& b) {
  VisitExpr(b->value);
  VisitStructInfo(b->struct_info);
  VisitVarDef(b->var);
}

// ---------------------------------------------------------------------------
// ExprMutator

Expr ExprMutator::VisitExpr(const Expr& e) {
  Expr r = Dispatch(e);
  RLX_CHECK(r.defined()) << "a mutator returned a null expression for " << NodeKindName(e->kind());
  // Ops and global vars have no struct info of their own to infer; a
  // variable without struct info is completed where it is bound.
  if (!r->struct_info().defined() && !r.is<OpNode>() && !r.is<GlobalVarNode>() && !r.is<VarNode>()) {
    op::InferStructInfo(r);
  }
  return r;
}

Expr ExprMutator::Dispatch(const Expr& e) {
  RLX_CHECK(e.defined()) << "visiting a null expression";
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
    case NodeKind::kDataflowVar:
      return VisitVar_(e.cast<VarNode>());
    case NodeKind::kConstant:
      return VisitConstant_(e.cast<ConstantNode>());
    case NodeKind::kTuple:
      return VisitTuple_(e.cast<TupleNode>());
    case NodeKind::kTupleGetItem:
      return VisitTupleGetItem_(e.cast<TupleGetItemNode>());
    case NodeKind::kShapeExpr:
      return VisitShapeExpr_(e.cast<ShapeExprNode>());
    case NodeKind::kPrimValue:
      return VisitPrimValue_(e.cast<PrimValueNode>());
    case NodeKind::kRelaxStringImm:
      return VisitStringImm_(e.cast<relax::StringImmNode>());
    case NodeKind::kDataTypeImm:
      return VisitDataTypeImm_(e.cast<DataTypeImmNode>());
    case NodeKind::kCall:
      return VisitCall_(e.cast<CallNode>());
    case NodeKind::kIf:
      return VisitIf_(e.cast<IfNode>());
    case NodeKind::kSeqExpr:
      return VisitSeqExpr_(e.cast<SeqExprNode>());
    case NodeKind::kFunction:
      return VisitFunction_(e.cast<FunctionNode>());
    case NodeKind::kExternFunc:
      return VisitExternFunc_(e.cast<ExternFuncNode>());
    case NodeKind::kGlobalVar:
      return VisitGlobalVar_(e.cast<GlobalVarNode>());
    case NodeKind::kOp:
      return VisitOp_(e.cast<OpNode>());
    default:
      RLX_UNREACHABLE() << "not a Relax expression: " << NodeKindName(e->kind());
  }
  return Expr();
}

Expr ExprMutator::VisitVar_(const Var& v) {
  auto it = var_remap_.find(v.get());
  return it == var_remap_.end() ? Expr(v) : it->second;
}

Expr ExprMutator::VisitTuple_(const Tuple& t) {
  std::vector<Expr> fields;
  fields.reserve(t->fields.size());
  bool changed = false;
  for (const Expr& f : t->fields) {
    fields.push_back(VisitExpr(f));
    changed |= fields.back().get() != f.get();
  }
  if (!changed) return t;
  return MakeAt<TupleNode>(t->span, std::move(fields));
}

Expr ExprMutator::VisitTupleGetItem_(const Ref<TupleGetItemNode>& t) {
  Expr tuple = VisitExpr(t->tuple);
  if (tuple.get() == t->tuple.get()) return t;
  return MakeAt<TupleGetItemNode>(t->span, tuple, t->index);
}

Expr ExprMutator::VisitShapeExpr_(const ShapeExpr& s) {
  std::vector<PrimExpr> values;
  values.reserve(s->values.size());
  bool changed = false;
  for (const PrimExpr& v : s->values) {
    values.push_back(VisitPrimExpr(v));
    changed |= values.back().get() != v.get();
  }
  if (!changed) return s;
  return MakeAt<ShapeExprNode>(s->span, std::move(values));
}

Expr ExprMutator::VisitPrimValue_(const PrimValue& p) {
  PrimExpr v = VisitPrimExpr(p->value);
  if (v.get() == p->value.get()) return p;
  return MakeAt<PrimValueNode>(p->span, v);
}

Expr ExprMutator::VisitCall_(const Call& c) {
  Expr op = VisitExpr(c->op);
  bool changed = op.get() != c->op.get();
  std::vector<Expr> args;
  args.reserve(c->args.size());
  for (const Expr& a : c->args) {
    args.push_back(VisitExpr(a));
    changed |= args.back().get() != a.get();
  }
  std::vector<StructInfo> sinfo_args;
  sinfo_args.reserve(c->sinfo_args.size());
  for (const StructInfo& s : c->sinfo_args) {
    sinfo_args.push_back(VisitStructInfo(s));
    changed |= sinfo_args.back().get() != s.get();
  }
  if (!changed) return c;
  return MakeAt<CallNode>(c->span, op, std::move(args), c->attrs, std::move(sinfo_args));
}

Expr ExprMutator::VisitIf_(const If& i) {
  Expr cond = VisitExpr(i->cond);
  Expr then_branch = VisitWithNewScope(i->then_branch);
  Expr else_branch = VisitWithNewScope(i->else_branch);
  if (cond.get() == i->cond.get() && then_branch.get() == i->then_branch.get() &&
      else_branch.get() == i->else_branch.get()) {
    return i;
  }
  Expr out = MakeAt<IfNode>(i->span, cond, then_branch, else_branch);
  // The if's own struct info may be an annotation (or a join of both
  // branches) that the then-branch alone would not reproduce.
  if (i->struct_info().defined()) out->SetStructInfo(VisitStructInfo(i->struct_info()));
  return out;
}

Expr ExprMutator::VisitSeqExpr_(const SeqExpr& s) {
  bool changed = false;
  std::vector<BindingBlock> blocks;
  for (const BindingBlock& b : s->blocks) {
    BindingBlock nb = VisitBindingBlock(b);
    changed |= nb.get() != b.get();
    if (!nb->bindings.empty()) blocks.push_back(nb);
  }
  BeginBlock(false);
  Expr body = VisitExpr(s->body);
  std::vector<Binding> prologue = EndBlock();
  if (!prologue.empty()) {
    blocks.push_back(Make<BindingBlockNode>(std::move(prologue), false));
    changed = true;
  }
  if (!changed && body.get() == s->body.get()) return s;
  bool merged = false;
  return MakeAt<SeqExprNode>(s->span, NormalizeBlocks(blocks, &merged), body);
}

Expr ExprMutator::VisitFunction_(const Function& f) {
  std::vector<Var> params;
  params.reserve(f->params.size());
  for (const Var& p : f->params) params.push_back(VisitVarDef(p));
  StructInfo ret = f->ret_struct_info.defined() ? VisitStructInfo(f->ret_struct_info) : f->ret_struct_info;
  Expr body = VisitWithNewScope(f->body);
  return WithParamsAndBody(f, params, body, ret);
}

Expr ExprMutator::VisitWithNewScope(const Expr& e) {
  if (e.is<SeqExprNode>()) return VisitExpr(e);
  BeginBlock(false);
  Expr r = VisitExpr(e);
  std::vector<Binding> bindings = EndBlock();
  if (bindings.empty()) return r;
  Expr seq =
      MakeAt<SeqExprNode>(e->span, std::vector<BindingBlock>{Make<BindingBlockNode>(std::move(bindings), false)}, r);
  op::InferStructInfo(seq);
  return seq;
}

void ExprMutator::VisitBinding(const Binding& b) {
  if (auto vb = b.as<VarBindingNode>()) return VisitVarBinding_(vb);
  if (auto mc = b.as<MatchCastNode>()) return VisitMatchCast_(mc);
  RLX_UNREACHABLE() << "unknown binding kind " << NodeKindName(b->kind());
}

BindingBlock ExprMutator::VisitBindingBlock(const BindingBlock& block) {
  return VisitBindingBlockAs(block, block->is_dataflow());
}

BindingBlock ExprMutator::VisitBindingBlockAs(const BindingBlock& block, bool dataflow) {
  BeginBlock(dataflow);
  for (const Binding& b : block->bindings) VisitBinding(b);
  std::vector<Binding> out = EndBlock();
  bool same = dataflow == block->is_dataflow() && out.size() == block->bindings.size();
  for (size_t i = 0; same && i < out.size(); ++i) same = out[i].get() == block->bindings[i].get();
  if (same) return block;
  return MakeAt<BindingBlockNode>(block->span, std::move(out), dataflow);
}

void ExprMutator::VisitVarBinding_(const VarBinding& b) { ReEmitBinding(b, VisitExpr(b->value)); }

void ExprMutator::ReEmitBinding(const VarBinding& b, const Expr& value) {
  Var var = VisitVarDef(b->var);
  if (value.get() == b->value.get() && var.get() == b->var.get()) {
    Emit(b);
    return;
  }
  if (value.get() != b->value.get()) {
    // As in TVM, a variable follows the struct info of a rewritten value,
    // so that better-known shapes propagate to later bindings. The value's
    // struct info is seen through VisitStructInfo, so that a mutator that
    // rewrites symbolic shapes applies that to what inference derived from
    // operands it did not rewrite.
    StructInfo vs = value->struct_info().defined() ? VisitStructInfo(value->struct_info()) : StructInfo();
    if (vs.defined() && (!var->struct_info().defined() || !StructuralEqual(var->struct_info(), vs))) {
      Var copy = CopyVarWithStructInfo(var, vs);
      // Uses may reach the binding through the old variable or through the
      // one VisitVarDef substituted for it.
      var_remap_[b->var.get()] = copy;
      if (var.get() != b->var.get()) var_remap_[var.get()] = copy;
      var = copy;
    }
  }
  Emit(MakeAt<VarBindingNode>(b->span, var, value));
  if (var.get() != b->var.get()) bound_values_[b->var.get()] = {b->var, value};
}

void ExprMutator::VisitMatchCast_(const MatchCast& b) {
  Expr value = VisitExpr(b->value);
  StructInfo pattern = VisitStructInfo(b->struct_info);
  Var var = VisitVarDef(b->var);
  if (value.get() == b->value.get() && pattern.get() == b->struct_info.get() && var.get() == b->var.get()) {
    Emit(b);
    return;
  }
  Emit(MakeAt<MatchCastNode>(b->span, var, value, pattern));
}

Var ExprMutator::VisitVarDef(const Var& v) {
  if (!v->struct_info().defined()) return v;
  StructInfo s = VisitStructInfo(v->struct_info());
  if (s.get() == v->struct_info().get()) return v;
  Var nv = CopyVarWithStructInfo(v, s);
  var_remap_[v.get()] = nv;
  return nv;
}

StructInfo ExprMutator::VisitStructInfo(const StructInfo& sinfo) {
  if (!sinfo.defined()) return sinfo;
  auto map_dims = [this](const std::vector<PrimExpr>& dims, bool* changed) {
    std::vector<PrimExpr> out;
    out.reserve(dims.size());
    for (const PrimExpr& d : dims) {
      out.push_back(VisitPrimExpr(d));
      *changed |= out.back().get() != d.get();
    }
    return out;
  };
  bool changed = false;
  switch (sinfo->kind()) {
    case NodeKind::kPrimStructInfo: {
      auto p = sinfo.cast<PrimStructInfoNode>();
      if (!p->value.defined()) return sinfo;
      PrimExpr v = VisitPrimExpr(p->value);
      return v.get() == p->value.get() ? sinfo : PrimSInfo(p->dtype, v);
    }
    case NodeKind::kShapeStructInfo: {
      auto s = sinfo.cast<ShapeStructInfoNode>();
      if (!s->values) return sinfo;
      auto values = map_dims(*s->values, &changed);
      return changed ? ShapeSInfo(std::move(values)) : sinfo;
    }
    case NodeKind::kTensorStructInfo: {
      auto t = sinfo.cast<TensorStructInfoNode>();
      if (const auto* dims = t->GetShapeValues()) {
        auto values = map_dims(*dims, &changed);
        return changed ? TensorSInfo(std::move(values), t->dtype, t->vdevice) : sinfo;
      }
      if (auto shape_var = t->shape.as<VarNode>()) {
        auto it = var_remap_.find(shape_var.get());
        if (it != var_remap_.end() && (it->second.is<VarNode>() || it->second.is<ShapeExprNode>())) {
          int ndim = it->second.is<ShapeExprNode>() ? -1 : t->ndim;
          return Make<TensorStructInfoNode>(it->second, t->dtype, ndim, t->vdevice);
        }
      }
      return sinfo;
    }
    case NodeKind::kTupleStructInfo: {
      auto tu = sinfo.cast<TupleStructInfoNode>();
      std::vector<StructInfo> fields;
      fields.reserve(tu->fields.size());
      for (const StructInfo& f : tu->fields) {
        fields.push_back(VisitStructInfo(f));
        changed |= fields.back().get() != f.get();
      }
      return changed ? TupleSInfo(std::move(fields)) : sinfo;
    }
    case NodeKind::kFuncStructInfo: {
      auto f = sinfo.cast<FuncStructInfoNode>();
      std::optional<std::vector<StructInfo>> params;
      if (f->params) {
        params.emplace();
        for (const StructInfo& p : *f->params) {
          params->push_back(VisitStructInfo(p));
          changed |= params->back().get() != p.get();
        }
      }
      StructInfo ret = VisitStructInfo(f->ret);
      changed |= ret.get() != f->ret.get();
      return changed ? StructInfo(Make<FuncStructInfoNode>(std::move(params), ret, f->purity)) : sinfo;
    }
    default:
      return sinfo;
  }
}

void ExprMutator::Emit(const Binding& b) {
  RLX_CHECK(!frames_.empty()) << "emitting a binding outside of any block";
  frames_.back().bindings.push_back(b);
  if (auto vb = b.as<VarBindingNode>()) bound_values_[vb->var.get()] = {vb->var, vb->value};
}

Var ExprMutator::EmitValue(const Expr& value, const std::string& name) {
  if (!value->struct_info().defined()) op::InferStructInfo(value);
  bool dataflow = InDataflowBlock();
  std::string n = name.empty() ? (dataflow ? "lv" : "gv") : name;
  Var var = MakeAt<VarNode>(value->span, n, value->struct_info(), dataflow);
  Emit(MakeAt<VarBindingNode>(value->span, var, value));
  return var;
}

bool ExprMutator::InDataflowBlock() const { return !frames_.empty() && frames_.back().dataflow; }

Expr ExprMutator::LookupBinding(const Var& v) const {
  auto it = bound_values_.find(v.get());
  return it == bound_values_.end() ? Expr() : it->second.second;
}

std::vector<Binding> ExprMutator::EndBlock() {
  RLX_CHECK(!frames_.empty()) << "ending a block that was never begun";
  std::vector<Binding> out = std::move(frames_.back().bindings);
  frames_.pop_back();
  return out;
}

std::vector<BindingBlock> ExprMutator::NormalizeBlocks(const std::vector<BindingBlock>& blocks, bool* changed) {
  // Flatten: a binding of a SeqExpr becomes the SeqExpr's blocks followed by
  // a binding of its body.
  std::vector<BindingBlock> flat;
  for (const BindingBlock& block : blocks) {
    bool dataflow = block->is_dataflow();
    bool split = false;
    std::vector<Binding> current;
    for (const Binding& b : block->bindings) {
      auto seq = BoundValue(b).as<SeqExprNode>();
      if (!seq.defined()) {
        current.push_back(b);
        continue;
      }
      split = true;
      flat.push_back(Make<BindingBlockNode>(std::move(current), dataflow));
      current.clear();
      for (const BindingBlock& inner : seq->blocks) flat.push_back(inner);
      if (auto mc = b.as<MatchCastNode>()) {
        current.push_back(MakeAt<MatchCastNode>(b->span, mc->var, seq->body, mc->struct_info));
      } else {
        current.push_back(MakeAt<VarBindingNode>(b->span, b->var, seq->body));
      }
    }
    if (split) {
      *changed = true;
      flat.push_back(Make<BindingBlockNode>(std::move(current), dataflow));
    } else {
      flat.push_back(block);
    }
  }
  // Drop empty blocks, merge neighbours of the same kind.
  std::vector<BindingBlock> out;
  for (const BindingBlock& block : flat) {
    if (block->bindings.empty()) {
      *changed = true;
      continue;
    }
    if (!out.empty() && out.back()->is_dataflow() == block->is_dataflow()) {
      std::vector<Binding> merged = out.back()->bindings;
      merged.insert(merged.end(), block->bindings.begin(), block->bindings.end());
      out.back() = MakeAt<BindingBlockNode>(out.back()->span, std::move(merged), block->is_dataflow());
      *changed = true;
      continue;
    }
    out.push_back(block);
  }
  return out;
}

Var ExprMutator::CopyVarWithStructInfo(const Var& v, const StructInfo& sinfo) {
  return MakeAt<VarNode>(v->span, v->name, sinfo, v->is_dataflow());
}

// ---------------------------------------------------------------------------
// Helpers

bool IsLeaf(const Expr& e) {
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
    case NodeKind::kDataflowVar:
    case NodeKind::kConstant:
    case NodeKind::kShapeExpr:
    case NodeKind::kPrimValue:
    case NodeKind::kRelaxStringImm:
    case NodeKind::kDataTypeImm:
    case NodeKind::kExternFunc:
    case NodeKind::kGlobalVar:
    case NodeKind::kOp:
      return true;
    default:
      return false;
  }
}

bool IsLeafOrTuple(const Expr& e) { return IsLeaf(e) || e.is<TupleNode>(); }

Function WithBody(const Function& f, const Expr& body) {
  return WithParamsAndBody(f, f->params, body, f->ret_struct_info);
}

Function WithParamsAndBody(const Function& f, const std::vector<Var>& params, const Expr& body,
                           const StructInfo& ret_struct_info) {
  bool same = body.get() == f->body.get() && ret_struct_info.get() == f->ret_struct_info.get() &&
              params.size() == f->params.size();
  for (size_t i = 0; same && i < params.size(); ++i) same = params[i].get() == f->params[i].get();
  if (same) return f;
  Function out = MakeAt<FunctionNode>(f->span, params, body, ret_struct_info, f->is_pure, f->attrs);
  op::InferStructInfo(out);
  return out;
}

const Expr& BoundValue(const Binding& b) {
  if (auto vb = b.as<VarBindingNode>()) return vb->value;
  auto mc = b.as<MatchCastNode>();
  RLX_CHECK(mc.defined()) << "unknown binding kind " << NodeKindName(b->kind());
  return mc->value;
}

}  // namespace transform
}  // namespace rlx
