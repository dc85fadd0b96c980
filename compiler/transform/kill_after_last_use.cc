#include "compiler/transform/kill_after_last_use.h"

#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

bool IsOpNamed(const Expr& e, const char* name) {
  auto op = e.as<OpNode>();
  return op.defined() && op->name == name;
}

bool IsKill(const Expr& op) {
  return IsOpNamed(op, "relax.memory.kill_tensor") || IsOpNamed(op, "relax.memory.kill_storage") ||
         IsOpNamed(op, "relax.vm.kill_object");
}

bool IsAllocStorage(const Expr& op) {
  return IsOpNamed(op, "relax.memory.alloc_storage") || IsOpNamed(op, "relax.vm.alloc_storage");
}

// TVM canonicalizes bindings first; what matters here is that no value has
// two names, or the kill of one would end the other's life. A trivial
// binding `y = x` (or `y = R.match_cast(x, s)` with y's struct info equal
// to x's) is dropped and y's uses become x, following chains. A Var is not
// replaced by a DataflowVar (it would leak out of its block).
class TrivialBindingRemover : public ExprMutator {
 public:
  static Function Apply(const Function& f) {
    struct Collector : ExprVisitor {
      void VisitVarBinding_(const VarBinding& b) override {
        if (auto x = b->value.as<VarNode>()) Note(b->var, x);
        ExprVisitor::VisitVarBinding_(b);
      }
      void VisitMatchCast_(const MatchCast& b) override {
        auto x = b->value.as<VarNode>();
        if (x.defined() && StructuralEqual(b->var->struct_info(), x->struct_info())) Note(b->var, x);
        ExprVisitor::VisitMatchCast_(b);
      }
      void Note(const Var& y, const Var& x) {
        Var root = x;
        for (auto it = alias.find(root.get()); it != alias.end(); it = alias.find(root.get())) root = it->second;
        if (root->is_dataflow() && !y->is_dataflow()) return;
        alias[y.get()] = root;
      }
      std::unordered_map<const VarNode*, Var> alias;
    };
    Collector c;
    c.VisitExpr(f);
    if (c.alias.empty()) return f;
    TrivialBindingRemover remover;
    for (const auto& [y, x] : c.alias) remover.var_remap_[y] = x;
    remover.drop_ = std::move(c.alias);
    return remover.VisitExpr(f).cast<FunctionNode>();
  }

 private:
  void VisitBinding(const Binding& b) override {
    if (!drop_.count(b->var.get())) ExprMutator::VisitBinding(b);
  }
  // A rebuilt call of a GlobalVar keeps its struct info: only variables
  // were renamed, and a module's GlobalVars need not carry struct info.
  Expr VisitCall_(const Call& c) override {
    Expr out = ExprMutator::VisitCall_(c);
    if (out.get() != c.get() && c->op.is<GlobalVarNode>() && !out->struct_info().defined() &&
        c->struct_info().defined()) {
      out->SetStructInfo(c->struct_info());
    }
    return out;
  }
  std::unordered_map<const VarNode*, Var> drop_;
};

struct LastUsage {
  std::vector<Var> tensors, storage, objects;
};

// For one SeqExpr: the kills to emit after each of its own bindings.
class CollectLastUsage : public ExprVisitor {
 public:
  static std::unordered_map<const VarNode*, LastUsage> Collect(const SeqExpr& seq) {
    CollectLastUsage c;
    std::vector<Var> order;
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) {
        c.current_ = b->var.get();
        order.push_back(b->var);
        c.VisitTopBinding(b);
      }
    }
    c.current_ = nullptr;
    c.VisitExpr(seq->body);

    std::unordered_map<const VarNode*, LastUsage> out;
    for (const Var& var : order) {
      auto it = c.last_use_.find(var.get());
      if (it == c.last_use_.end() || it->second == nullptr || c.killed_.count(var.get())) continue;
      const StructInfo& s = var->struct_info();
      bool in_register = !(c.constants_.count(var.get()) || s.is<FuncStructInfoNode>() || s.is<ShapeStructInfoNode>() ||
                           s.is<PrimStructInfoNode>());
      LastUsage& at = out[it->second];
      if (c.storage_.count(var.get())) {
        at.storage.push_back(var);
      } else if (s.is<TensorStructInfoNode>() && in_register) {
        at.tensors.push_back(var);
      } else if (in_register) {
        at.objects.push_back(var);
      }
    }
    return out;
  }

 private:
  void VisitTopBinding(const Binding& b) {
    const Expr& value = BoundValue(b);
    if (auto call = value.as<CallNode>(); call.defined() && b.is<VarBindingNode>()) {
      if (IsAllocStorage(call->op)) {
        storage_.insert(b->var.get());
        return;
      }
      if (IsKill(call->op)) {
        if (call->args.size() == 1) {
          if (auto v = call->args[0].as<VarNode>()) killed_.insert(v.get());
        }
        return;
      }
    }
    if (value.is<ConstantNode>()) {
      constants_.insert(b->var.get());
      return;
    }
    VisitExpr(value);
  }

  void VisitVar_(const Var& v) override { last_use_[v.get()] = current_; }

  const VarNode* current_ = nullptr;
  std::unordered_map<const VarNode*, const VarNode*> last_use_;
  std::unordered_set<const VarNode*> storage_, constants_, killed_;
};

class KillInserter : public ExprMutator {
 private:
  Expr VisitSeqExpr_(const SeqExpr& seq) override {
    scopes_.push_back(CollectLastUsage::Collect(seq));
    Expr out = ExprMutator::VisitSeqExpr_(seq);
    scopes_.pop_back();
    return out;
  }

  void VisitBinding(const Binding& b) override {
    ExprMutator::VisitBinding(b);
    if (scopes_.empty()) return;
    auto it = scopes_.back().find(b->var.get());
    if (it == scopes_.back().end()) return;
    EmitKills(it->second.tensors, "relax.memory.kill_tensor", b->span);
    EmitKills(it->second.storage, "relax.memory.kill_storage", b->span);
    EmitKills(it->second.objects, "relax.vm.kill_object", b->span);
  }

  void EmitKills(const std::vector<Var>& vars, const char* op, const Span& span) {
    for (const Var& v : vars) {
      Expr kill = MakeAt<CallNode>(span, GetOp(op), std::vector<Expr>{VisitExpr(v)});
      op::InferStructInfo(kill);
      EmitValue(kill, "_");
    }
  }

  std::vector<std::unordered_map<const VarNode*, LastUsage>> scopes_;
};

}  // namespace

Function KillAfterLastUse(const Function& f) {
  Function canonical = TrivialBindingRemover::Apply(f);
  KillInserter inserter;
  Function out = inserter.VisitExpr(canonical).cast<FunctionNode>();
  return out;
}

PassPtr KillAfterLastUse() {
  PassInfo info;
  info.name = "KillAfterLastUse";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return KillAfterLastUse(f); }, info);
}

}  // namespace transform
}  // namespace rlx
