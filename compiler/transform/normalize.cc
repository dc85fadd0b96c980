#include "compiler/transform/normalize.h"

#include "compiler/op/normalize.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

class NormalizeMutator : public ExprMutator {
 public:
  explicit NormalizeMutator(const IRModuleNode* mod) : mod_(mod) {}

  // A leaf or tuple stays in place; anything else is bound to a new
  // variable emitted before the current binding.
  Expr NormalizeArgument(const Expr& arg) {
    Expr post = VisitExpr(arg);
    if (IsLeafOrTuple(post)) return post;
    return EmitValue(post);
  }

  Expr VisitGlobalVar_(const GlobalVar& g) override {
    // A call needs its callee's signature; fill it in from the module for
    // global vars made without one.
    if (!g->struct_info().defined() && mod_ != nullptr) {
      if (auto f = mod_->Lookup(g->name).as<FunctionNode>()) g->SetStructInfo(op::FunctionStructInfo(f));
    }
    return g;
  }

  Expr VisitTuple_(const Tuple& t) override {
    std::vector<Expr> fields;
    bool changed = false;
    for (const Expr& f : t->fields) {
      fields.push_back(NormalizeArgument(f));
      changed |= fields.back().get() != f.get();
    }
    if (!changed) return t;
    return MakeAt<TupleNode>(t->span, std::move(fields));
  }

  Expr VisitTupleGetItem_(const Ref<TupleGetItemNode>& t) override {
    Expr tuple = NormalizeArgument(t->tuple);
    if (tuple.get() == t->tuple.get()) return t;
    return MakeAt<TupleGetItemNode>(t->span, tuple, t->index);
  }

  Expr VisitCall_(const Call& c) override {
    Expr op = NormalizeArgument(c->op);
    bool changed = op.get() != c->op.get();
    std::vector<Expr> args;
    for (const Expr& a : c->args) {
      args.push_back(NormalizeArgument(a));
      changed |= args.back().get() != a.get();
    }
    std::vector<StructInfo> sinfo_args;
    for (const StructInfo& s : c->sinfo_args) {
      sinfo_args.push_back(VisitStructInfo(s));
      changed |= sinfo_args.back().get() != s.get();
    }
    if (!changed) return c;
    return MakeAt<CallNode>(c->span, op, std::move(args), c->attrs, std::move(sinfo_args));
  }

  Expr VisitIf_(const If& i) override {
    Expr cond = NormalizeArgument(i->cond);
    Expr then_branch = VisitWithNewScope(i->then_branch);
    Expr else_branch = VisitWithNewScope(i->else_branch);
    if (cond.get() == i->cond.get() && then_branch.get() == i->then_branch.get() &&
        else_branch.get() == i->else_branch.get()) {
      return i;
    }
    Expr out = MakeAt<IfNode>(i->span, cond, then_branch, else_branch);
    if (i->struct_info().defined()) out->SetStructInfo(i->struct_info());
    return out;
  }

  Expr VisitSeqExpr_(const SeqExpr& s) override {
    bool changed = false;
    std::vector<BindingBlock> blocks;
    for (const BindingBlock& b : s->blocks) {
      BindingBlock nb = VisitBindingBlock(b);
      changed |= nb.get() != b.get();
      blocks.push_back(nb);
    }
    // The body must be a leaf too; bindings it needs go in a final block.
    BeginBlock(false);
    Expr body = NormalizeArgument(s->body);
    std::vector<Binding> prologue = EndBlock();
    if (!prologue.empty()) {
      blocks.push_back(Make<BindingBlockNode>(std::move(prologue), false));
      changed = true;
    }
    // Unlike the generic mutator, flatten and merge even when nothing else
    // changed: the input itself may be nested.
    std::vector<BindingBlock> normalized = NormalizeBlocks(blocks, &changed);
    if (!changed && body.get() == s->body.get()) return s;
    return MakeAt<SeqExprNode>(s->span, std::move(normalized), body);
  }

  Expr VisitWithNewScope(const Expr& e) override {
    if (e.is<SeqExprNode>()) return VisitExpr(e);
    // Function bodies and if branches are always SeqExprs in normal form.
    BeginBlock(false);
    Expr post = NormalizeArgument(e);
    std::vector<Binding> prologue = EndBlock();
    if (post.is<SeqExprNode>() && prologue.empty()) return post;
    std::vector<BindingBlock> blocks;
    if (!prologue.empty()) blocks.push_back(Make<BindingBlockNode>(std::move(prologue), false));
    Expr seq = MakeAt<SeqExprNode>(e->span, std::move(blocks), post);
    op::InferStructInfo(seq);
    return seq;
  }

  Expr VisitFunction_(const Function& f) override {
    Expr out = ExprMutator::VisitFunction_(f);
    auto fn = out.cast<FunctionNode>();
    if (fn->ret_struct_info.defined()) return out;
    // A function built without a return annotation returns its body's.
    return WithParamsAndBody(fn, fn->params, fn->body, GetStructInfo(fn->body));
  }

  void VisitVarBinding_(const VarBinding& b) override {
    Expr value = VisitExpr(b->value);
    // Filled in once, as TVM's normalizer does: the variable had none.
    if (!b->var->struct_info().defined()) b->var->SetStructInfo(GetStructInfo(value));
    ReEmitBinding(b, value);
  }

  void VisitMatchCast_(const MatchCast& b) override {
    if (!b->var->struct_info().defined()) b->var->SetStructInfo(b->struct_info);
    ExprMutator::VisitMatchCast_(b);
  }

 private:
  const IRModuleNode* mod_;
};

}  // namespace

Function Normalize(const Function& f, const IRModule& mod) {
  NormalizeMutator m(mod.get());
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr Normalize() {
  PassInfo info;
  info.name = "Normalize";
  info.opt_level = 1;
  return CreateFunctionPass([](const Function& f, const IRModule& mod, PassContext&) { return Normalize(f, mod); },
                            info);
}

}  // namespace transform
}  // namespace rlx
