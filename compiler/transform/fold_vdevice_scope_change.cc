#include "compiler/transform/fold_vdevice_scope_change.h"

#include <unordered_map>
#include <unordered_set>

#include "compiler/op/normalize.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

bool IsOp(const Expr& e, const char* name) {
  auto c = e.as<CallNode>();
  auto op = c.defined() ? c->op.as<OpNode>() : Op();
  return op.defined() && op->name == name;
}

relax::VDevice VDeviceOf(const StructInfo& s) {
  auto t = s.as<TensorStructInfoNode>();
  return t.defined() ? t->vdevice : relax::VDevice();
}

class UseCounter : public ExprVisitor {
 public:
  void VisitVar_(const Var& v) override { ++uses[v.get()]; }
  std::unordered_map<const VarNode*, int> uses;
};

class ScopeChangeFolder : public ExprMutator {
 public:
  explicit ScopeChangeFolder(const Function& f) {
    counter_.VisitExpr(f);
    auto seq = f->body.as<SeqExprNode>();
    if (!seq.defined()) return;
    std::unordered_map<const VarNode*, Call> producers;
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) {
        auto vb = b.as<VarBindingNode>();
        if (!vb.defined()) continue;
        if (IsOp(vb->value, "relax.call_tir")) producers[vb->var.get()] = vb->value.cast<CallNode>();
        if (!IsOp(vb->value, "relax.to_vdevice")) continue;
        Call move = vb->value.cast<CallNode>();
        auto src = move->args[0].as<VarNode>();
        if (!src.defined() || !producers.count(src.get()) || counter_.uses[src.get()] != 1) continue;
        relax::VDevice from = VDeviceOf(GetStructInfo(src)), to = VDeviceOf(GetStructInfo(vb->var));
        if (!from.defined() || !to.defined()) continue;
        if (from->memory_scope.find("texture") == std::string::npos || to->memory_scope != "global") continue;
        Call producer = producers[src.get()];
        Call retargeted = MakeAt<CallNode>(producer->span, producer->op, producer->args, producer->attrs,
                                           std::vector<StructInfo>{GetStructInfo(vb->var)});
        folded_src_.insert(src.get());
        replacement_[vb.get()] = retargeted;
      }
    }
  }

  void VisitVarBinding_(const VarBinding& b) override {
    if (folded_src_.count(b->var.get())) return;  // its single use is rewritten below
    auto it = replacement_.find(b.get());
    if (it == replacement_.end()) {
      ExprMutator::VisitVarBinding_(b);
      return;
    }
    Call c = it->second;
    std::vector<Expr> args;
    for (const Expr& a : c->args) args.push_back(VisitExpr(a));
    Call rebuilt = MakeAt<CallNode>(c->span, c->op, std::move(args), c->attrs, c->sinfo_args);
    op::InferStructInfo(rebuilt);
    Emit(MakeAt<VarBindingNode>(b->span, b->var, rebuilt));
  }

 private:
  UseCounter counter_;
  std::unordered_set<const VarNode*> folded_src_;
  std::unordered_map<const VarBindingNode*, Call> replacement_;
};

}  // namespace

PassPtr FoldVDeviceScopeChange() {
  PassInfo info;
  info.name = "FoldVDeviceScopeChange";
  info.opt_level = 1;
  return CreateModulePass(
      [](const IRModule& mod, PassContext&) {
        IRModuleBuilder builder(mod);
        bool changed = false;
        for (const auto& [name, entry] : mod->functions) {
          auto f = entry.second.as<FunctionNode>();
          if (!f.defined()) continue;
          ScopeChangeFolder folder(f);
          Expr out = folder.VisitExpr(f);
          if (out.same_as(f)) continue;
          builder.Add(name, out);
          changed = true;
        }
        return changed ? builder.Build() : mod;
      },
      info);
}

}  // namespace transform
}  // namespace rlx
