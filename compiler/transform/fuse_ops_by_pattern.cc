#include "compiler/transform/fuse_ops_by_pattern.h"

#include <algorithm>
#include <memory>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/fuse_ops.h"
#include "compiler/transform/fuse_ops_graph.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT
using fuse::Group;

const char* PatternDecisionKindName(PatternDecisionKind kind) {
  switch (kind) {
    case PatternDecisionKind::kFused:
      return "fused";
    case PatternDecisionKind::kCheckFailed:
      return "rejected: check returned false";
    case PatternDecisionKind::kLeakingIntermediate:
      return "rejected: leaking intermediate variable";
    case PatternDecisionKind::kOverlap:
      return "rejected: overlaps an earlier match";
    case PatternDecisionKind::kCycle:
      return "rejected: would create a cyclic dependency";
    case PatternDecisionKind::kNotInDataflowBlock:
      return "rejected: not within one dataflow block";
    case PatternDecisionKind::kShadowed:
      return "rejected: shadowed by a higher-priority pattern";
  }
  return "?";
}

std::string FormatPatternDecision(const PatternDecision& d) {
  std::string s = d.function + "/" + d.var + ": " + d.pattern + " " + PatternDecisionKindName(d.kind);
  if (!d.detail.empty()) s += " (" + d.detail + ")";
  return s;
}

std::string CodegenOfCompositeName(const std::string& name) {
  size_t dot = name.find('.');
  if (dot == std::string::npos || dot == 0) {
    ThrowError(Span(),
               "The pattern name for a composite function should start with a compiler name followed by "
               "period, got '" +
                   name + "'");
  }
  return name.substr(0, dot);
}

namespace {

bool HasAttr(const Function& f, const std::string& key) { return f->attrs.defined() && f->attrs->Has(key); }

std::string StringAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

// The functions FuseOpsByPattern searches, by module name.
std::vector<std::string> SelectFunctions(const IRModule& mod, const std::vector<std::string>& entry_functions) {
  std::vector<std::string> names;
  if (!entry_functions.empty()) {
    for (const std::string& name : entry_functions) {
      if (!mod->Lookup(name).as<FunctionNode>().defined()) {
        ThrowError(Span(), "FuseOpsByPattern: entry function '" + name + "' is not a Relax function of the module");
      }
      names.push_back(name);
    }
    return names;
  }
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || fuse::IsPrimitiveFunction(f) || HasAttr(f, "Composite") || HasAttr(f, "Codegen")) continue;
    names.push_back(kv.first);
  }
  return names;
}

// The dataflow blocks of a function (nested scopes included) and which block
// defines each variable.
class BlockIndexer : public ExprVisitor {
 public:
  void VisitBindingBlock(const BindingBlock& block) override {
    if (block->is_dataflow()) {
      for (const Binding& b : block->bindings) block_of[b->var.get()] = block.get();
    }
    ExprVisitor::VisitBindingBlock(block);
  }
  std::unordered_map<const VarNode*, const BindingBlockNode*> block_of;
};

// TVM's PatternBasedPartitioner for one pattern over the selected functions:
// every binding of a dataflow block gets a group; accepted matches merge
// theirs.
class PatternPartitioner {
 public:
  PatternPartitioner(const FusionPattern& pat, const PatternDecisionSink& sink) : pat_(pat), sink_(sink) {}

  void Partition(const std::string& fname, const Function& func) {
    BlockIndexer index;
    index.VisitExpr(func);
    for (const auto& kv : index.block_of) {
      if (obj2group_.count(kv.first)) {
        ThrowError(kv.first->span, "IRModule is invalid. The object " + kv.first->name +
                                       " appears in multiple partitions, which can occur when the IRModule was not "
                                       "single-site assignment");
      }
      storage_.push_back(std::make_unique<Group>());
      Group* g = storage_.back().get();
      g->root_ref = kv.first;
      obj2group_[kv.first] = g;
      members_[g] = {kv.first};
    }
    for (const pattern::BindingMatch& m : pattern::MatchBindings(pat_.pattern, pat_.annotation_patterns, func)) {
      Consider(fname, m, index);
    }
  }

  bool any_fused() const { return any_fused_; }
  const std::unordered_map<const Object*, Group*>& obj2group() const { return obj2group_; }

 private:
  void Decide(const std::string& fname, const Var& root, PatternDecisionKind kind, std::string detail) {
    if (kind == PatternDecisionKind::kFused) any_fused_ = true;
    if (!sink_) return;
    PatternDecision d{pat_.name, fname, root->name, root_op_, kind, std::move(detail), {}, ""};
    for (const VarNode* v : matched_) d.matched_vars.push_back(v->name);
    sink_(d);
  }

  void Consider(const std::string& fname, const pattern::BindingMatch& m, const BlockIndexer& index) {
    const Var& root = m.binding->var;
    root_op_.clear();
    if (auto call = m.binding->value.as<CallNode>()) {
      if (auto op = call->op.as<OpNode>()) root_op_ = op->name;
      if (auto gv = call->op.as<GlobalVarNode>()) root_op_ = gv->name;
    }
    std::vector<const VarNode*> vars;
    std::string names;
    for (const auto& kv : m.context.matched_bindings) {
      if (std::find(vars.begin(), vars.end(), kv.first.get()) != vars.end()) continue;
      vars.push_back(kv.first.get());
      names += (names.empty() ? "" : ", ") + kv.first->name;
    }
    if (std::find(vars.begin(), vars.end(), root.get()) == vars.end()) vars.push_back(root.get());
    matched_ = vars;
    auto root_block = index.block_of.find(root.get());
    if (root_block == index.block_of.end()) {
      return Decide(fname, root, PatternDecisionKind::kNotInDataflowBlock, names);
    }
    for (const VarNode* v : vars) {
      auto it = index.block_of.find(v);
      if (it == index.block_of.end() || it->second != root_block->second) {
        return Decide(fname, root, PatternDecisionKind::kNotInDataflowBlock, v->name + " is outside the block");
      }
    }
    if (pat_.check && !pat_.check(m.context)) {
      bool leaking = pattern::HasLeakingIntermediateVariables(m.context);
      return Decide(fname, root,
                    leaking ? PatternDecisionKind::kLeakingIntermediate : PatternDecisionKind::kCheckFailed, names);
    }
    std::unordered_set<const VarNode*> in_match(vars.begin(), vars.end());
    // TVM's maximal-subgraph rule: an earlier group of this pattern may only
    // be absorbed whole.
    for (const VarNode* v : vars) {
      if (v == root.get()) continue;
      Group* g = obj2group_.at(v)->FindRoot();
      if (g->num_nodes <= 1) continue;
      for (const VarNode* member : members_.at(g)) {
        if (!in_match.count(member)) {
          return Decide(fname, root, PatternDecisionKind::kOverlap, v->name + " is already fused with " + member->name);
        }
      }
    }
    if (WouldCreateCycle(root_block->second, in_match)) {
      return Decide(fname, root, PatternDecisionKind::kCycle, names);
    }
    Group* parent = obj2group_.at(root.get())->FindRoot();
    for (const VarNode* v : vars) {
      Group* g = obj2group_.at(v)->FindRoot();
      if (g == parent) continue;
      g->parent = parent;
      parent->num_nodes += g->num_nodes;
      auto& dst = members_[parent];
      const auto& src = members_.at(g);
      dst.insert(dst.end(), src.begin(), src.end());
      members_.erase(g);
    }
    Map attrs = MapWith(parent->attrs, "Composite", MakeString(pat_.name));
    if (pat_.attrs_getter) {
      Map extra = pat_.attrs_getter(m.context.annotated_expr);
      if (extra.defined()) {
        for (const auto& item : extra->items) attrs = MapWith(attrs, item.first, item.second);
      }
    }
    parent->attrs = attrs;
    Decide(fname, root, PatternDecisionKind::kFused, names);
  }

  // Whether contracting `candidate` (and every existing group) of `block`
  // into single nodes leaves a cycle: a path leaving the candidate and
  // coming back to it. Existing groups are acyclic, so any cycle goes
  // through the candidate.
  bool WouldCreateCycle(const BindingBlockNode* block, const std::unordered_set<const VarNode*>& candidate) {
    const void* kCandidate = block;  // a key no group uses
    auto node_of = [&](const VarNode* v) -> const void* {
      if (candidate.count(v)) return kCandidate;
      return obj2group_.at(v)->FindRoot();
    };
    std::unordered_set<const VarNode*> in_block;
    for (const Binding& b : block->bindings) in_block.insert(b->var.get());
    std::unordered_map<const void*, std::vector<const void*>> succ;
    for (const Binding& b : block->bindings) {
      const void* dst = node_of(b->var.get());
      for (const Expr& e : fuse::CollectVarsAndConstants(BoundValue(b))) {
        auto used = e.as<VarNode>();
        if (!used.defined() || !in_block.count(used.get())) continue;
        const void* src = node_of(used.get());
        if (src != dst) succ[src].push_back(dst);
      }
    }
    std::vector<const void*> stack = succ[kCandidate];
    std::unordered_set<const void*> seen;
    while (!stack.empty()) {
      const void* n = stack.back();
      stack.pop_back();
      if (n == kCandidate) return true;
      if (!seen.insert(n).second) continue;
      auto it = succ.find(n);
      if (it != succ.end()) stack.insert(stack.end(), it->second.begin(), it->second.end());
    }
    return false;
  }

  const FusionPattern& pat_;
  const PatternDecisionSink& sink_;
  std::vector<std::unique_ptr<Group>> storage_;
  std::unordered_map<const Object*, Group*> obj2group_;
  std::unordered_map<Group*, std::vector<const VarNode*>> members_;
  bool any_fused_ = false;
  std::string root_op_;
  std::vector<const VarNode*> matched_;  // the variables of the match being decided
};

std::string RootOpName(const VarBinding& b) {
  if (auto call = b->value.as<CallNode>()) {
    if (auto op = call->op.as<OpNode>()) return op->name;
    if (auto gv = call->op.as<GlobalVarNode>()) return gv->name;
  }
  return "";
}

// Which pattern fused each variable, per function: (function, var) ->
// pattern name.
using Claims = std::map<std::pair<std::string, std::string>, std::string>;

// Reports the matches of `pat` in the functions of `original` (the module
// before any pattern ran) whose root an earlier pattern has claimed, and
// which `pat`'s check would accept.
void ReportShadowed(const IRModule& original, const std::vector<std::string>& names, const FusionPattern& pat,
                    const Claims& claims, const PatternDecisionSink& sink) {
  for (const std::string& fname : names) {
    auto f = original->Lookup(fname).as<FunctionNode>();
    if (!f.defined()) continue;
    for (const pattern::BindingMatch& m : pattern::MatchBindings(pat.pattern, pat.annotation_patterns, f)) {
      auto it = claims.find({fname, m.binding->var->name});
      if (it == claims.end()) continue;
      if (pat.check && !pat.check(m.context)) continue;
      PatternDecision d;
      d.pattern = pat.name;
      d.function = fname;
      d.var = m.binding->var->name;
      d.op = RootOpName(m.binding);
      d.kind = PatternDecisionKind::kShadowed;
      d.shadowed_by = it->second;
      d.detail = it->second + " already claimed " + d.var;
      for (const auto& kv : m.context.matched_bindings) {
        if (std::find(d.matched_vars.begin(), d.matched_vars.end(), kv.first->name) == d.matched_vars.end()) {
          d.matched_vars.push_back(kv.first->name);
        }
      }
      sink(d);
    }
  }
}

// Redirects calls of composite functions to their codegen wrappers.
class CompositeCallRewriter : public ExprMutator {
 public:
  CompositeCallRewriter(const IRModule& mod, IRModuleBuilder* builder, std::set<std::string>* taken,
                        std::map<std::string, GlobalVar>* wrappers)
      : mod_(mod), builder_(builder), taken_(taken), wrappers_(wrappers) {}

  Expr VisitCall_(const Call& c) override {
    Expr visited = ExprMutator::VisitCall_(c);
    auto call = visited.as<CallNode>();
    if (!call.defined()) return visited;
    auto gv = call->op.as<GlobalVarNode>();
    if (!gv.defined()) return visited;
    auto f = mod_->Lookup(gv->name).as<FunctionNode>();
    if (!f.defined() || !HasAttr(f, "Composite")) return visited;
    GlobalVar wrapper = WrapperOf(gv, f);
    Call nc = Make<CallNode>(wrapper, call->args, call->attrs, call->sinfo_args);
    nc->SetStructInfo(GetStructInfo(visited));
    return nc;
  }

 private:
  GlobalVar WrapperOf(const GlobalVar& gv, const Function& composite) {
    auto it = wrappers_->find(gv->name);
    if (it != wrappers_->end()) return it->second;
    std::string codegen = CodegenOfCompositeName(StringAttr(composite, "Composite"));
    std::string base = gv->name + "_" + codegen;
    std::string name = base;
    for (int i = 1; taken_->count(name); ++i) name = base + std::to_string(i);
    taken_->insert(name);

    std::vector<Var> params;
    std::vector<Expr> args;
    for (const Var& p : composite->params) {
      params.push_back(MakeVar(p->name, p->struct_info()));
      args.push_back(params.back());
    }
    Function local = Make<FunctionNode>(composite->params, composite->body, composite->ret_struct_info,
                                        composite->is_pure, MapWithout(composite->attrs, "Primitive"));
    op::InferStructInfo(local);
    Var local_var = MakeVar("gv1", local->struct_info());
    Call call = Make<CallNode>(local_var, args);
    call->SetStructInfo(composite->ret_struct_info);
    Var out = MakeVar("gv", composite->ret_struct_info);
    std::vector<Binding> bindings{Make<VarBindingNode>(local_var, local), Make<VarBindingNode>(out, call)};
    Expr body = Make<SeqExprNode>(std::vector<BindingBlock>{Make<BindingBlockNode>(std::move(bindings), false)}, out);
    op::InferStructInfo(body);
    Map attrs = Make<MapNode>(
        std::vector<MapNode::Item>{{"Codegen", MakeString(codegen)}, {"global_symbol", MakeString(name)}});
    Function wrapper = Make<FunctionNode>(params, body, composite->ret_struct_info, composite->is_pure, attrs);
    op::InferStructInfo(wrapper);
    GlobalVar wgv = builder_->Add(name, wrapper);
    if (!wgv->struct_info().defined()) wgv->SetStructInfo(wrapper->struct_info());
    (*wrappers_)[gv->name] = wgv;
    return wgv;
  }

  const IRModule& mod_;
  IRModuleBuilder* builder_;
  std::set<std::string>* taken_;
  std::map<std::string, GlobalVar>* wrappers_;
};

}  // namespace

IRModule AnnotateCompositeCodegen(const IRModule& mod) {
  IRModuleBuilder builder(mod);
  std::set<std::string> taken;
  for (const auto& kv : mod->functions) taken.insert(kv.first);
  std::map<std::string, GlobalVar> wrappers;
  bool changed = false;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || HasAttr(f, "Composite") || HasAttr(f, "Codegen")) continue;
    CompositeCallRewriter rewriter(mod, &builder, &taken, &wrappers);
    Expr out = rewriter.VisitExpr(f);
    if (!out.same_as(f)) {
      builder.Add(kv.first, out);
      changed = true;
    }
  }
  if (!changed) return mod;
  for (const auto& kv : wrappers) builder.Remove(kv.first);
  return builder.Build();
}

IRModule FuseOpsByPattern(const IRModule& mod, const std::vector<FusionPattern>& patterns,
                          const FuseOpsByPatternOptions& options) {
  IRModule cur = mod;
  Claims claims;
  // Records what each accepted match fused, for the shadowing report.
  PatternDecisionSink sink;
  if (options.on_decision) {
    sink = [&](const PatternDecision& d) {
      if (d.kind == PatternDecisionKind::kFused) {
        for (const std::string& v : d.matched_vars) claims.emplace(std::make_pair(d.function, v), d.pattern);
      }
      options.on_decision(d);
    };
  }
  for (const FusionPattern& pat : patterns) {
    if (options.annotate_codegen) CodegenOfCompositeName(pat.name);
    std::vector<std::string> names = SelectFunctions(cur, options.entry_functions);
    if (sink && !claims.empty()) ReportShadowed(mod, names, pat, claims, options.on_decision);
    PatternPartitioner partitioner(pat, sink);
    std::unordered_set<const FunctionNode*> searched;
    for (const std::string& name : names) {
      Function f = cur->Lookup(name).cast<FunctionNode>();
      searched.insert(f.get());
      partitioner.Partition(name, f);
    }
    if (!partitioner.any_fused()) continue;
    cur = fuse::MakeGroupedFunctions(cur, partitioner.obj2group(), /*lift_constants=*/!options.bind_constants,
                                     [&](const Function& f) { return searched.count(f.get()) != 0; });
  }
  if (options.annotate_codegen) cur = AnnotateCompositeCodegen(cur);
  return cur;
}

PassPtr FuseOpsByPattern(std::vector<FusionPattern> patterns, FuseOpsByPatternOptions options) {
  return FuseOpsByPattern([patterns = std::move(patterns)](const PassContext&) { return patterns; },
                          std::move(options));
}

PassPtr FuseOpsByPattern(PatternSource patterns, FuseOpsByPatternOptions options) {
  PassInfo info;
  info.name = "FuseOpsByPattern";
  info.opt_level = 0;
  return CreateModulePass(
      [patterns = std::move(patterns), options = std::move(options)](const IRModule& mod, PassContext& ctx) {
        if (!options.decision_sink_for) return FuseOpsByPattern(mod, patterns(ctx), options);
        FuseOpsByPatternOptions run = options;
        run.on_decision = options.decision_sink_for(ctx);
        return FuseOpsByPattern(mod, patterns(ctx), run);
      },
      info);
}

}  // namespace transform
}  // namespace rlx
