#include "compiler/transform/fuse_ops.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/te/expr_util.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/fuse_ops_graph.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT
using fuse::Group;

namespace {

// Symbolic variables reachable from `root` (struct info included), in order
// of first appearance, appended to `out` unless in `seen`.
void CollectTirVars(const ObjectRef& root, std::vector<TirVar>* out, std::unordered_set<const TirVarNode*>* seen) {
  te::PostOrderVisit(root, [&](const ObjectRef& o) {
    if (auto v = o.as<TirVarNode>()) {
      if (seen->insert(v.get()).second) out->push_back(v);
    }
  });
}

// The symbolic variables a parameter of struct info `s` defines: those that
// appear bare (a dimension `n`, not one inside `T.min(n, 64)`), as the
// well-formedness check counts definitions.
void CollectDefinedVars(const StructInfo& s, std::unordered_set<const TirVarNode*>* defined) {
  if (!s.defined()) return;
  auto bare = [&](const PrimExpr& e) {
    if (auto v = e.as<TirVarNode>()) defined->insert(v.get());
  };
  if (auto prim = s.as<PrimStructInfoNode>()) {
    if (prim->value.defined()) bare(prim->value);
  } else if (auto shape = s.as<ShapeStructInfoNode>()) {
    if (shape->values) {
      for (const PrimExpr& d : *shape->values) bare(d);
    }
  } else if (auto tensor = s.as<TensorStructInfoNode>()) {
    if (const auto* dims = tensor->GetShapeValues()) {
      for (const PrimExpr& d : *dims) bare(d);
    }
  } else if (auto tuple = s.as<TupleStructInfoNode>()) {
    for (const StructInfo& f : tuple->fields) CollectDefinedVars(f, defined);
  }
}

// Gives a function its own copies of the symbolic variables its parameters
// define, so that it shares none with its caller.
class SymbolicVarRenewer : public ExprMutator {
 public:
  static Function Renew(const Function& f) {
    std::vector<TirVar> vars;
    std::unordered_set<const TirVarNode*> seen;
    for (const Var& p : f->params) CollectTirVars(p->struct_info(), &vars, &seen);
    if (vars.empty()) return f;
    SymbolicVarRenewer r;
    for (const TirVar& v : vars) r.map_[v.get()] = MakeTirVar(v->name, v->dtype);
    return r.VisitExpr(f).cast<FunctionNode>();
  }
  PrimExpr VisitPrimExpr(const PrimExpr& e) override { return te::Substitute(e, map_); }

 private:
  te::VarMap map_;
};

// {"Primitive": True} followed by the group's own attributes.
Map GroupFunctionAttrs(const Map& group_attrs) {
  std::vector<MapNode::Item> items{{"Primitive", Bool(true)}};
  if (group_attrs.defined()) {
    for (const auto& item : group_attrs->items) {
      if (item.first != "Primitive") items.push_back(item);
    }
  }
  return Make<MapNode>(std::move(items));
}

bool IsUnfusedSingleton(Group* g) { return g->num_nodes == 1 && !g->attrs.defined(); }

// TVM's IsInlinableConstants (widened to every PrimValue, which rlx always
// inlines): a shape without symbolic variables, and a tuple of such values,
// stays inline in the fused function instead of becoming a parameter.
bool IsInlinableLiteral(const Expr& e) {
  if (e.is<PrimValueNode>()) return true;
  if (auto tuple = e.as<TupleNode>()) {
    return std::all_of(tuple->fields.begin(), tuple->fields.end(), IsInlinableLiteral);
  }
  if (auto shape = e.as<ShapeExprNode>()) {
    std::vector<TirVar> vars;
    std::unordered_set<const TirVarNode*> seen;
    for (const PrimExpr& v : shape->values) CollectTirVars(v, &vars, &seen);
    return vars.empty();
  }
  return false;
}

// Collects the bindings of one group and builds its function.
class FunctionCreator : public ExprMutator {
 public:
  FunctionCreator(bool lift_constants, Map attrs) : lift_constants_(lift_constants), attrs_(std::move(attrs)) {}

  void AppendBinding(const Binding& binding) {
    if (auto vb = binding.as<VarBindingNode>()) {
      if (auto call = vb->value.as<CallNode>()) {
        auto op = call->op.as<OpNode>();
        if (op.defined() && op->name == "relax.call_tir") {
          name_hint_ += "_" + call->args[0].cast<GlobalVarNode>()->name;
          if (auto args = call->args[1].as<TupleNode>()) {
            for (const Expr& a : args->fields) CheckDefAndUpdateParam(a);
          } else {
            CheckDefAndUpdateParam(call->args[1]);
          }
        } else {
          if (op.defined()) {
            name_hint_ += "_" + op->name;
          } else if (auto gv = call->op.as<GlobalVarNode>()) {
            std::string n = gv->name;
            name_hint_ += "_" + (n.rfind("fused_", 0) == 0 ? n.substr(6) : n);
          }
          for (const Expr& a : call->args) {
            CheckDefAndUpdateParam(a);
            // A tuple passed whole is fully used.
            partially_used_tuples_.erase(a.get());
          }
        }
      } else if (auto item = vb->value.as<TupleGetItemNode>()) {
        CheckDefAndUpdateParam(item->tuple);
        auto it = partially_used_tuples_.find(item->tuple.get());
        if (it != partially_used_tuples_.end() &&
            std::find(it->second.begin(), it->second.end(), item->index) == it->second.end()) {
          it->second.push_back(item->index);
        }
      }
      defined_vars_.insert(vb->var.get());
      // A non-dataflow variable is used after the block.
      if (!vb->var->is_dataflow()) AppendOutput(vb->var);
    }
    bindings_.push_back(binding);
  }

  size_t AppendOutput(const Var& var) {
    if (auto idx = GetOutputIndex(var)) return *idx;
    output_vars_.push_back(var);
    return output_vars_.size() - 1;
  }

  std::optional<size_t> GetOutputIndex(const Var& v) const {
    for (size_t i = 0; i < output_vars_.size(); ++i) {
      if (output_vars_[i].get() == v.get()) return i;
    }
    return std::nullopt;
  }

  void CreateFunction() {
    SplitPartiallyUsedTuples();
    BeginBlock(true);
    std::vector<Expr> outputs(output_vars_.size());
    for (const Binding& b : bindings_) {
      if (auto vb = b.as<VarBindingNode>()) {
        if (Var p = SplitItemParam(vb->value)) {
          var_remap_[vb->var.get()] = p;
          if (auto idx = GetOutputIndex(b->var)) outputs[*idx] = p;
          continue;
        }
      }
      if (auto idx = GetOutputIndex(b->var)) {
        auto vb = b.cast<VarBindingNode>();
        Expr value = VisitExpr(vb->value);
        Var out = MakeAt<VarNode>(vb->var->span, vb->var->name, GetStructInfo(value), false);
        Emit(Make<VarBindingNode>(out, value));
        var_remap_[vb->var.get()] = out;
        outputs[*idx] = out;
      } else {
        VisitBinding(b);
      }
    }
    std::vector<Binding> bindings = EndBlock();
    // A group nothing outside uses is dead code; TVM leaves it alone too.
    if (outputs.empty()) return;
    Expr body = outputs.size() == 1 ? outputs[0] : Expr(Make<TupleNode>(outputs));
    op::InferStructInfo(body);
    Expr seq = Make<SeqExprNode>(std::vector<BindingBlock>{Make<BindingBlockNode>(std::move(bindings), true)}, body);
    op::InferStructInfo(seq);

    // Symbolic variables the body needs that no parameter defines travel in
    // an extra shape parameter: last, as in TVM, or first when a parameter's
    // struct info uses one inside an expression (`T.min(n, 64)`), so that
    // the signature defines it before that use.
    std::unordered_set<const TirVarNode*> seen;
    for (const Var& p : params_) CollectDefinedVars(p->struct_info(), &seen);
    std::vector<TirVar> free_vars;
    for (const Var& p : params_) CollectTirVars(p->struct_info(), &free_vars, &seen);
    bool used_by_params = !free_vars.empty();
    CollectTirVars(seq, &free_vars, &seen);
    CollectTirVars(GetStructInfo(body), &free_vars, &seen);
    if (!free_vars.empty()) {
      std::vector<PrimExpr> values(free_vars.begin(), free_vars.end());
      Var param = MakeVar("tir_vars", ShapeSInfo(values));
      Expr shape = Make<ShapeExprNode>(values);
      op::InferStructInfo(shape);
      params_.insert(used_by_params ? params_.begin() : params_.end(), param);
      arguments_.insert(used_by_params ? arguments_.begin() : arguments_.end(), shape);
    }
    Function f = Make<FunctionNode>(params_, seq, GetStructInfo(body), true, GroupFunctionAttrs(attrs_));
    op::InferStructInfo(f);
    function_ = SymbolicVarRenewer::Renew(f);
    if (!function_->struct_info().defined()) op::InferStructInfo(function_);
  }

  Expr VisitExpr(const Expr& e) override {
    for (size_t i = 0; i < arguments_.size(); ++i) {
      if (arguments_[i].get() == e.get()) return params_[i];
    }
    return ExprMutator::VisitExpr(e);
  }

  std::vector<Binding> bindings_;
  std::vector<Var> params_;
  std::vector<Expr> arguments_;
  std::vector<Var> output_vars_;
  std::string name_hint_ = "fused";
  Function function_;

 private:
  void CheckDefAndUpdateParam(const Expr& e) {
    for (const Expr& a : arguments_) {
      if (a.get() == e.get()) return;
    }
    auto var = e.as<VarNode>();
    if (var.defined() && defined_vars_.count(var.get())) return;
    // Static literals stay inline in the function, and so do constants
    // unless they are lifted.
    if (IsInlinableLiteral(e)) return;
    if (!lift_constants_ && e.is<ConstantNode>()) return;
    std::string name = var.defined() ? var->name : "param_" + std::to_string(n_param_for_const_++);
    arguments_.push_back(e);
    params_.push_back(MakeVar(name, GetStructInfo(e)));
    // Partially used until seen passed whole.
    if (GetStructInfo(e).is<TupleStructInfoNode>()) partially_used_tuples_[e.get()] = {};
  }

  // A tuple parameter only read through TupleGetItem is replaced by one
  // parameter per field read (TVM does the same).
  void SplitPartiallyUsedTuples() {
    std::vector<size_t> indices;
    for (size_t i = 0; i < arguments_.size(); ++i) {
      auto it = partially_used_tuples_.find(arguments_[i].get());
      if (it != partially_used_tuples_.end() && !it->second.empty()) indices.push_back(i);
    }
    // Back to front, so that earlier positions stay valid.
    for (auto pos = indices.rbegin(); pos != indices.rend(); ++pos) {
      size_t i = *pos;
      Expr tuple = arguments_[i];
      std::string name = params_[i]->name;
      auto sinfo = GetStructInfo(tuple).cast<TupleStructInfoNode>();
      std::vector<Expr> item_args;
      std::vector<Var> item_params;
      for (int64_t index : partially_used_tuples_.at(tuple.get())) {
        Expr item = Make<TupleGetItemNode>(tuple, index);
        item->SetStructInfo(sinfo->fields[index]);
        item_args.push_back(item);
        Var p = MakeVar(name + "_" + std::to_string(index), sinfo->fields[index]);
        item_params.push_back(p);
        tuple_item_params_[tuple.get()][index] = p;
      }
      arguments_.erase(arguments_.begin() + i);
      arguments_.insert(arguments_.begin() + i, item_args.begin(), item_args.end());
      params_.erase(params_.begin() + i);
      params_.insert(params_.begin() + i, item_params.begin(), item_params.end());
    }
  }

  // The parameter standing for `item` when its tuple was split, or null.
  Var SplitItemParam(const Expr& value) const {
    auto item = value.as<TupleGetItemNode>();
    if (!item.defined()) return Var();
    auto it = tuple_item_params_.find(item->tuple.get());
    if (it == tuple_item_params_.end()) return Var();
    auto p = it->second.find(item->index);
    return p == it->second.end() ? Var() : p->second;
  }

  bool lift_constants_;
  Map attrs_;
  std::unordered_set<const VarNode*> defined_vars_;
  int n_param_for_const_ = 0;
  std::unordered_map<const Object*, std::vector<int64_t>> partially_used_tuples_;
  std::unordered_map<const Object*, std::map<int64_t, Var>> tuple_item_params_;
};

class OperatorFusor : public ExprMutator {
 public:
  OperatorFusor(ModuleState* state, const std::unordered_map<const Object*, Group*>* obj2group, bool lift_constants)
      : state_(state), obj2group_(*obj2group), lift_constants_(lift_constants) {}

  BindingBlock VisitBindingBlock(const BindingBlock& block) override {
    if (!block->is_dataflow()) return ExprMutator::VisitBindingBlock(block);
    for (const Binding& b : block->bindings) {
      if (!obj2group_.count(b->var.get())) return ExprMutator::VisitBindingBlock(block);
    }
    group2func_.clear();
    group_deps_.clear();
    CollectFuncBindings(block->bindings);
    if (group2func_.empty()) return ExprMutator::VisitBindingBlock(block);
    CollectFuncBoundary(block->bindings);
    for (auto& kv : group2func_) kv.second->CreateFunction();

    BeginBlock(true);
    for (const Binding& binding : TopoSortByGroupDep(block->bindings)) {
      Group* group = GroupOf(binding->var);
      if (IsUnfusedSingleton(group)) {
        VisitBinding(binding);
        continue;
      }
      const FunctionCreator& creator = *group2func_.at(group);
      // The group's value is unused: its bindings are dropped.
      if (!creator.function_.defined()) continue;
      // Emitted in place of the group's last binding.
      if (creator.bindings_.back().get() != binding.get()) continue;
      auto vb = binding.cast<VarBindingNode>();
      const Function& func = creator.function_;
      GlobalVar gv = state_->AddFunction(func, creator.name_hint_);
      std::vector<Expr> args;
      for (const Expr& a : creator.arguments_) {
        Expr arg = VisitExpr(a);
        // Split tuple parameters are passed as bound TupleGetItems.
        args.push_back(IsLeaf(arg) ? arg : Expr(EmitValue(arg)));
      }
      std::vector<StructInfo> out_sinfo;
      for (const Var& v : creator.output_vars_) out_sinfo.push_back(VisitStructInfo(v->struct_info()));
      bool tuple_out = out_sinfo.size() > 1;
      Call call = Make<CallNode>(gv, std::move(args));
      call->SetStructInfo(tuple_out ? TupleSInfo(out_sinfo) : out_sinfo[0]);
      Var nv = MakeAt<VarNode>(vb->var->span, vb->var->name, call->struct_info(), vb->var->is_dataflow());
      Emit(Make<VarBindingNode>(nv, call));
      if (!tuple_out) {
        var_remap_[creator.output_vars_[0].get()] = nv;
        continue;
      }
      // Unpacked in binding order, as TVM does.
      for (const Binding& member : creator.bindings_) {
        std::optional<size_t> idx = creator.GetOutputIndex(member->var);
        if (!idx) continue;
        size_t i = *idx;
        const Var& old = member->var;
        Expr item = Make<TupleGetItemNode>(nv, static_cast<int64_t>(i));
        item->SetStructInfo(out_sinfo[i]);
        Var r = MakeAt<VarNode>(old->span, old->name, out_sinfo[i], old->is_dataflow());
        Emit(Make<VarBindingNode>(r, item));
        var_remap_[old.get()] = r;
      }
    }
    return Make<BindingBlockNode>(EndBlock(), true);
  }

 private:
  Group* GroupOf(const Var& v) const {
    auto it = obj2group_.find(v.get());
    return it == obj2group_.end() ? nullptr : it->second->FindRoot();
  }

  void CollectFuncBindings(const std::vector<Binding>& bindings) {
    for (const Binding& b : bindings) {
      Group* g = GroupOf(b->var);
      if (IsUnfusedSingleton(g)) continue;
      auto& creator = group2func_[g];
      if (!creator) creator = std::make_unique<FunctionCreator>(lift_constants_, g->attrs);
      creator->AppendBinding(b);
    }
  }

  // Marks the variables used across groups as outputs of their group and
  // records which groups depend on which.
  void CollectFuncBoundary(const std::vector<Binding>& bindings) {
    for (const Binding& b : bindings) {
      Group* cur = GroupOf(b->var);
      for (const Expr& e : fuse::CollectVarsAndConstants(BoundValue(b))) {
        auto used = e.as<VarNode>();
        if (!used.defined()) continue;
        Group* producer = GroupOf(used);
        if (producer == cur) continue;
        for (Group* dep : group_deps_[producer]) {
          RLX_CHECK(dep != cur) << "FuseOps: cyclic dependency between the groups of " << b->var->name << " and "
                                << used->name;
        }
        group_deps_[cur].push_back(producer);
        auto it = group2func_.find(producer);
        if (it != group2func_.end()) it->second->AppendOutput(used);
      }
    }
  }

  // The bindings reordered so that every group comes after the groups it
  // uses, keeping the original order as far as possible.
  std::vector<Binding> TopoSortByGroupDep(const std::vector<Binding>& bindings) {
    std::unordered_map<Group*, std::vector<Binding>> per_group;
    std::vector<Group*> order;
    for (const Binding& b : bindings) {
      Group* g = GroupOf(b->var);
      order.push_back(g);
      per_group[g].push_back(b);
    }
    std::unordered_set<Group*> visited;
    std::vector<Binding> sorted;
    std::function<void(Group*)> visit = [&](Group* g) {
      if (!visited.insert(g).second) return;
      for (Group* dep : group_deps_[g]) visit(dep);
      for (const Binding& b : per_group[g]) sorted.push_back(b);
    };
    for (Group* g : order) visit(g);
    return sorted;
  }

  ModuleState* state_;
  const std::unordered_map<const Object*, Group*>& obj2group_;
  bool lift_constants_;
  std::unordered_map<Group*, std::unique_ptr<FunctionCreator>> group2func_;
  std::unordered_map<Group*, std::vector<Group*>> group_deps_;
};

size_t MaxFuseDepth(const PassContext& ctx) {
  auto it = ctx.config.find("relax.FuseOps.max_depth");
  if (it == ctx.config.end()) return kFuseOpsMaxDepth;
  try {
    long long v = std::stoll(it->second);
    if (v > 0) return static_cast<size_t>(v);
  } catch (const std::exception&) {
  }
  ThrowError(Span(), "relax.FuseOps.max_depth must be a positive integer, got '" + it->second + "'");
}

}  // namespace

IRModule FuseOps(const IRModule& mod, int fuse_opt_level, size_t max_fuse_depth) {
  fuse::IndexedForwardGraph graph = fuse::CreateGraph(mod);
  fuse::GraphPartitioner partitioner(fuse_opt_level, max_fuse_depth);
  std::vector<Group*> groups = partitioner.Partition(graph);
  std::unordered_map<const Object*, Group*> obj2group;
  for (size_t i = 0; i < graph.post_dfs_order.size(); ++i)
    obj2group[graph.post_dfs_order[i]->ref] = groups[i]->FindRoot();

  return fuse::MakeGroupedFunctions(mod, obj2group, /*lift_constants=*/true,
                                    [](const Function& f) { return !fuse::IsPrimitiveFunction(f); });
}

namespace fuse {

IRModule MakeGroupedFunctions(const IRModule& mod, const std::unordered_map<const Object*, Group*>& obj2group,
                              bool lift_constants, const std::function<bool(const relax::Function&)>& rewrite) {
  ModuleState state(mod);
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || !rewrite(f)) continue;
    OperatorFusor fusor(&state, &obj2group, lift_constants);
    Expr out = fusor.VisitExpr(f);
    if (!out.same_as(f)) state.Update(kv.first, out.cast<FunctionNode>());
  }
  return state.Finish(mod);
}

}  // namespace fuse

PassPtr FuseOps(int fuse_opt_level) {
  PassInfo info;
  info.name = "FuseOps";
  info.opt_level = 0;
  return CreateModulePass(
      [fuse_opt_level](const IRModule& mod, PassContext& ctx) {
        int level = fuse_opt_level == -1 ? ctx.opt_level : fuse_opt_level;
        return FuseOps(mod, level, MaxFuseDepth(ctx));
      },
      info);
}

}  // namespace transform
}  // namespace rlx
