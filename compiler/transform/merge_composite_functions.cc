#include "compiler/transform/merge_composite_functions.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/fuse_ops.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "compiler/transform/fuse_ops_graph.h"
#include "compiler/transform/to_non_dataflow.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT
using fuse::Group;

namespace {

bool HasAttr(const Function& f, const std::string& key) { return f->attrs.defined() && f->attrs->Has(key); }

std::string StringAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

bool IsSearched(const Function& f) {
  return !fuse::IsPrimitiveFunction(f) && !HasAttr(f, "Composite") && !HasAttr(f, "Codegen");
}

// The composite function a binding calls, or null.
Function CompositeCallee(const IRModule& mod, const Expr& value) {
  auto call = value.as<CallNode>();
  if (!call.defined()) return Function();
  auto gv = call->op.as<GlobalVarNode>();
  if (!gv.defined()) return Function();
  auto f = mod->Lookup(gv->name).as<FunctionNode>();
  return f.defined() && HasAttr(f, "Composite") ? f : Function();
}

class DataflowBlocks : public ExprVisitor {
 public:
  void VisitBindingBlock(const BindingBlock& block) override {
    if (block->is_dataflow()) blocks.push_back(block);
    ExprVisitor::VisitBindingBlock(block);
  }
  std::vector<BindingBlock> blocks;
};

// Def-use facts of one function, for deciding whether a tuple is only ever
// taken apart (TVM's VarUsageInfo).
class VarUsage : public ExprVisitor {
 public:
  explicit VarUsage(const Function& f) {
    VisitExpr(f);
    if (auto seq = f->body.as<SeqExprNode>()) {
      for (const Expr& e : fuse::CollectVarsAndConstants(seq->body)) {
        if (auto v = e.as<VarNode>()) outputs.insert(v.get());
      }
    }
  }

  void VisitBinding(const Binding& b) override {
    const Expr& value = BoundValue(b);
    bound_values[b->var.get()] = value;
    for (const Expr& e : fuse::CollectVarsAndConstants(value)) {
      auto v = e.as<VarNode>();
      if (!v.defined()) continue;
      std::vector<const VarNode*>& users = downstream[v.get()];
      if (std::find(users.begin(), users.end(), b->var.get()) == users.end()) users.push_back(b->var.get());
    }
    ExprVisitor::VisitBinding(b);
  }

  // TVM's HasOnlyTupleGetItemUsers: every use of `tuple`, followed through
  // aliases in both directions, is a projection, at least one is, and none
  // is the function's result.
  bool OnlyProjected(const VarNode* tuple) const {
    std::vector<const VarNode*> pending{tuple};
    std::unordered_set<const VarNode*> aliases;
    bool projected = false;
    while (!pending.empty()) {
      const VarNode* cur = pending.back();
      pending.pop_back();
      if (!aliases.insert(cur).second) continue;
      if (outputs.count(cur)) return false;
      auto bound = bound_values.find(cur);
      if (bound != bound_values.end()) {
        if (auto source = bound->second.as<VarNode>()) pending.push_back(source.get());
      }
      auto uses = downstream.find(cur);
      if (uses == downstream.end()) continue;
      for (const VarNode* user : uses->second) {
        auto value = bound_values.find(user);
        if (value == bound_values.end()) return false;
        if (auto tgi = value->second.as<TupleGetItemNode>()) {
          if (tgi->tuple.get() != cur) return false;
          projected = true;
        } else if (auto source = value->second.as<VarNode>()) {
          if (source.get() != cur) return false;
          pending.push_back(user);
        } else {
          return false;
        }
      }
    }
    return projected;
  }

  std::unordered_map<const VarNode*, Expr> bound_values;
  std::unordered_map<const VarNode*, std::vector<const VarNode*>> downstream;
  std::unordered_set<const VarNode*> outputs;
};

// A non-empty tuple of tensors (TVM's IsFlatTensorTuple).
bool IsFlatTensorTuple(const Expr& e) {
  auto t = GetStructInfo(e).as<TupleStructInfoNode>();
  if (!t.defined() || t->fields.empty()) return false;
  for (const StructInfo& f : t->fields) {
    if (!f.as<TensorStructInfoNode>().defined()) return false;
  }
  return true;
}

// TVM's CompositeGroupsBuilder over the dataflow blocks of the searched
// functions.
class CompositeGrouper {
 public:
  explicit CompositeGrouper(const IRModule& mod) : mod_(mod) {}

  void AddFunction(const Function& f) {
    VarUsage usage(f);
    usage_ = &usage;
    DataflowBlocks blocks;
    blocks.VisitExpr(f);
    for (const BindingBlock& b : blocks.blocks) AddBlock(b);
    usage_ = nullptr;
  }

 private:
  void AddBlock(const BindingBlock& block) {
    for (const Binding& b : block->bindings) {
      storage_.push_back(std::make_unique<Group>());
      Group* g = storage_.back().get();
      g->root_ref = b->var.get();
      obj2group_[b->var.get()] = g;
      std::vector<Group*> arg_groups;
      for (const Expr& e : fuse::CollectVarsAndConstants(BoundValue(b))) {
        auto v = e.as<VarNode>();
        if (!v.defined()) continue;
        auto it = obj2group_.find(v.get());
        if (it != obj2group_.end()) arg_groups.push_back(it->second->FindRoot());
      }
      Function callee = CompositeCallee(mod_, BoundValue(b));
      if (callee.defined()) {
        std::string codegen = CodegenOfCompositeName(StringAttr(callee, "Composite"));
        std::set<Group*> parent_deps;
        for (Group* ag : arg_groups) {
          for (Group* d : deps_[ag]) parent_deps.insert(d->FindRoot());
        }
        Group* target = nullptr;
        for (Group* ag : arg_groups) {
          ag = ag->FindRoot();
          if (codegen_[ag] != codegen || parent_deps.count(ag)) continue;
          if (target == nullptr) {
            target = ag;
          } else if (ag != target) {
            Merge(ag, target);
          }
        }
        if (target != nullptr) {
          Merge(g, target);
          g = target;
        } else {
          g->attrs = Make<MapNode>(std::vector<MapNode::Item>{{"Codegen", MakeString(codegen)}});
          codegen_[g] = codegen;
          any_ = true;
        }
      } else if (Group* host = AbsorbingGroup(b)) {
        Merge(g, host);
        g = host;
      }
      for (Group* ag : arg_groups) {
        ag = ag->FindRoot();
        if (ag == g) continue;
        deps_[g].insert(ag);
        for (Group* d : deps_[ag]) deps_[g].insert(d->FindRoot());
      }
      deps_[g].erase(g);
    }
  }

  // The codegen group an alias, a projection or a tuple binding joins
  // (TVM: such nodes are absorbed into the group of what they read when
  // that group has a codegen and the tuple never escapes whole), or null.
  Group* AbsorbingGroup(const Binding& b) {
    const Expr& value = BoundValue(b);
    auto annotated = [&](const VarNode* v) -> Group* {
      auto it = obj2group_.find(v);
      if (it == obj2group_.end()) return nullptr;
      Group* root = it->second->FindRoot();
      return codegen_.count(root) ? root : nullptr;
    };
    if (auto alias = value.as<VarNode>()) return annotated(alias.get());
    if (auto tgi = value.as<TupleGetItemNode>()) {
      auto tuple = tgi->tuple.as<VarNode>();
      if (!tuple.defined() || !IsFlatTensorTuple(tgi->tuple) || !usage_->OnlyProjected(tuple.get())) return nullptr;
      return annotated(tuple.get());
    }
    if (auto tuple = value.as<TupleNode>()) {
      if (!IsFlatTensorTuple(value) || !usage_->OnlyProjected(b->var.get())) return nullptr;
      Group* host = nullptr;
      for (const Expr& field : tuple->fields) {
        auto v = field.as<VarNode>();
        Group* g = v.defined() ? annotated(v.get()) : nullptr;
        if (g == nullptr || (host != nullptr && g != host)) return nullptr;
        host = g;
      }
      return host;
    }
    return nullptr;
  }

 public:
  bool any() const { return any_; }
  const std::unordered_map<const Object*, Group*>& obj2group() const { return obj2group_; }

 private:
  void Merge(Group* child, Group* parent) {
    child->parent = parent;
    parent->num_nodes += child->num_nodes;
    for (Group* d : deps_[child]) deps_[parent].insert(d->FindRoot());
    deps_[parent].erase(parent);
    deps_.erase(child);
  }

  const IRModule& mod_;
  std::vector<std::unique_ptr<Group>> storage_;
  std::unordered_map<const Object*, Group*> obj2group_;
  std::unordered_map<Group*, std::set<Group*>> deps_;
  std::unordered_map<Group*, std::string> codegen_;
  bool any_ = false;
  const VarUsage* usage_ = nullptr;
};

// Gives every variable a function defines a fresh copy, so that one
// composite function can be inlined in several places.
class VarRenewer : public ExprMutator {
 public:
  Var VisitVarDef(const Var& v) override {
    Var nv = CopyVarWithStructInfo(v, v->struct_info());
    var_remap_[v.get()] = nv;
    return nv;
  }
};

// Replaces the calls of composite globals by calls of local copies bound
// in front of their first use (TVM's CompositeInliner).
class CompositeInliner : public ExprMutator {
 public:
  explicit CompositeInliner(const IRModule& mod) : mod_(mod) {}

  Expr VisitCall_(const Call& c) override {
    Expr visited = ExprMutator::VisitCall_(c);
    auto call = visited.as<CallNode>();
    auto gv = call.defined() ? call->op.as<GlobalVarNode>() : Ref<GlobalVarNode>();
    if (!gv.defined()) return visited;
    Function callee = CompositeCallee(mod_, call);
    if (!callee.defined()) return visited;
    auto it = locals_.find(gv->name);
    if (it == locals_.end()) {
      Function local = VarRenewer().VisitExpr(callee).cast<FunctionNode>();
      local = Make<FunctionNode>(local->params, local->body, local->ret_struct_info, local->is_pure,
                                 MapWithout(local->attrs, "Primitive"));
      op::InferStructInfo(local);
      Var lv = MakeVar(gv->name, local->struct_info());
      Emit(Make<VarBindingNode>(lv, local));
      it = locals_.emplace(gv->name, lv).first;
    }
    Call nc = Make<CallNode>(it->second, call->args, call->attrs, call->sinfo_args);
    nc->SetStructInfo(GetStructInfo(visited));
    return nc;
  }

 private:
  const IRModule& mod_;
  std::map<std::string, Var> locals_;
};

class GlobalVarRedirector : public ExprMutator {
 public:
  explicit GlobalVarRedirector(const std::map<std::string, GlobalVar>* to) : to_(to) {}
  Expr VisitGlobalVar_(const GlobalVar& g) override {
    auto it = to_->find(g->name);
    return it == to_->end() ? Expr(g) : Expr(it->second);
  }

 private:
  const std::map<std::string, GlobalVar>* to_;
};

class GlobalVarCollector : public ExprVisitor {
 public:
  void VisitGlobalVar_(const GlobalVar& g) override { used.insert(g->name); }
  std::set<std::string> used;
};

}  // namespace

IRModule MergeCompositeFunctions(const IRModule& mod) {
  CompositeGrouper grouper(mod);
  std::unordered_set<const FunctionNode*> searched;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || !IsSearched(f)) continue;
    searched.insert(f.get());
    grouper.AddFunction(f);
  }
  if (!grouper.any()) return mod;
  IRModule grouped = fuse::MakeGroupedFunctions(mod, grouper.obj2group(), /*lift_constants=*/true,
                                                [&](const Function& f) { return searched.count(f.get()) != 0; });

  // Each new group function (Primitive + Codegen) becomes a public
  // "<name>_<codegen>" function with its composites inlined.
  IRModuleBuilder builder(grouped);
  std::set<std::string> taken;
  for (const auto& kv : grouped->functions) taken.insert(kv.first);
  std::map<std::string, GlobalVar> redirect;
  for (const auto& kv : grouped->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || !fuse::IsPrimitiveFunction(f) || !HasAttr(f, "Codegen")) continue;
    std::string codegen = StringAttr(f, "Codegen");
    std::string base = kv.first + "_" + codegen;
    std::string name = base;
    for (int i = 1; taken.count(name); ++i) name = base + std::to_string(i);
    taken.insert(name);
    Function body_fn = ToNonDataflow(f);
    Expr inlined_body = CompositeInliner(grouped).VisitWithNewScope(body_fn->body);
    Map attrs = Make<MapNode>(
        std::vector<MapNode::Item>{{"Codegen", MakeString(codegen)}, {"global_symbol", MakeString(name)}});
    Function nf = Make<FunctionNode>(body_fn->params, inlined_body, body_fn->ret_struct_info, body_fn->is_pure, attrs);
    op::InferStructInfo(nf);
    builder.Remove(kv.first);
    GlobalVar gv = builder.Add(name, nf);
    if (!gv->struct_info().defined()) gv->SetStructInfo(nf->struct_info());
    redirect[kv.first] = gv;
  }
  for (const auto& kv : grouped->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || !IsSearched(f)) continue;
    Expr out = GlobalVarRedirector(&redirect).VisitExpr(f);
    if (!out.same_as(f)) builder.Add(kv.first, out);
  }
  // Composite globals nothing calls any more.
  IRModule merged = builder.Build();
  GlobalVarCollector refs;
  for (const auto& kv : merged->functions) {
    if (auto f = kv.second.second.as<FunctionNode>()) refs.VisitExpr(f);
  }
  IRModuleBuilder pruned(merged);
  bool removed = false;
  for (const auto& kv : merged->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (f.defined() && HasAttr(f, "Composite") && !refs.used.count(kv.first)) {
      pruned.Remove(kv.first);
      removed = true;
    }
  }
  return removed ? pruned.Build() : merged;
}

PassPtr MergeCompositeFunctions() {
  PassInfo info;
  info.name = "MergeCompositeFunctions";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& mod, PassContext&) { return MergeCompositeFunctions(mod); }, info);
}

}  // namespace transform
}  // namespace rlx
