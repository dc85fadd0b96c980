#include "compiler/transform/dead_code_elimination.h"

#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "compiler/transform/analysis.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// Who uses what: for each use of a variable, the variable of the binding
// whose value contains it (the "user"), or none when the use is the
// function's result, inside a nested function literal, or in a top-level
// match_cast. A match_cast is never removed (it checks at run time), so what
// it reads is used by whatever encloses it: nothing at the top level, the
// binding of the enclosing if inside a branch.
class UsageCollector : public ExprVisitor {
 public:
  // user -> used variables
  std::unordered_map<const VarNode*, std::vector<const VarNode*>> uses;
  std::vector<const VarNode*> roots;

  void VisitVar_(const Var& v) override { Use(v.get()); }

  void VisitVarBinding_(const VarBinding& b) override {
    if (ContainsImpureCall(b->value)) roots.push_back(b->var.get());
    const VarNode* saved = user_;
    user_ = b->var.get();
    ExprVisitor::VisitVarBinding_(b);
    user_ = saved;
  }

  void VisitFunction_(const Function& f) override {
    const VarNode* saved = user_;
    user_ = nullptr;
    ExprVisitor::VisitFunction_(f);
    user_ = saved;
  }

  void VisitStructInfo(const StructInfo& s) override {
    if (auto t = s.as<TensorStructInfoNode>()) {
      if (auto v = t->shape.as<VarNode>()) Use(v.get());
    } else if (auto tu = s.as<TupleStructInfoNode>()) {
      for (const StructInfo& f : tu->fields) VisitStructInfo(f);
    }
  }

 private:
  void Use(const VarNode* v) {
    if (user_ == nullptr) {
      roots.push_back(v);
    } else {
      uses[user_].push_back(v);
    }
  }
  const VarNode* user_ = nullptr;
};

class UnusedRemover : public ExprMutator {
 public:
  explicit UnusedRemover(std::unordered_set<const VarNode*> live) : live_(std::move(live)) {}

  void VisitBinding(const Binding& b) override {
    if (auto vb = b.as<VarBindingNode>()) {
      if (!live_.count(vb->var.get()) && !ContainsImpureCall(vb->value)) return;
    }
    ExprMutator::VisitBinding(b);
  }

 private:
  std::unordered_set<const VarNode*> live_;
};

// Names of the GlobalVars a function mentions, in order of first mention.
class GlobalVarCollector : public ExprVisitor {
 public:
  std::vector<std::string> names;
  void VisitGlobalVar_(const GlobalVar& g) override {
    if (seen_.insert(g->name).second) names.push_back(g->name);
  }

 private:
  std::unordered_set<std::string> seen_;
};

bool IsEntry(const ObjectRef& func) {
  if (auto f = func.as<FunctionNode>()) return !f->GlobalSymbol().empty();
  if (auto p = func.as<tir::PrimFuncNode>()) {
    return !p->is_private || (p->attrs.defined() && p->attrs->Has("global_symbol"));
  }
  // Extern functions and anything else are always kept, as in TVM.
  return true;
}

IRModule RemoveUnusedFunctions(const IRModule& mod, const std::set<std::string>& entries) {
  std::map<std::string, std::vector<std::string>> callees;
  for (const auto& kv : mod->functions) {
    GlobalVarCollector c;
    if (auto f = kv.second.second.as<FunctionNode>()) c.VisitExpr(f);
    callees[kv.first] = std::move(c.names);
  }
  std::set<std::string> reachable(entries.begin(), entries.end());
  std::vector<std::string> work(entries.begin(), entries.end());
  while (!work.empty()) {
    std::string name = work.back();
    work.pop_back();
    auto it = callees.find(name);
    // A mention of a function outside the module: the call graph is not
    // known in full, so nothing may be removed.
    if (it == callees.end()) return mod;
    for (const std::string& callee : it->second) {
      if (reachable.insert(callee).second) work.push_back(callee);
    }
  }
  IRModuleBuilder builder(mod);
  bool changed = false;
  for (const auto& kv : mod->functions) {
    if (!reachable.count(kv.first)) {
      builder.Remove(kv.first);
      changed = true;
    }
  }
  return changed ? builder.Build() : mod;
}

}  // namespace

Function RemoveAllUnused(const Function& f) {
  UsageCollector usage;
  usage.VisitExpr(f);
  std::unordered_set<const VarNode*> live;
  std::vector<const VarNode*> work;
  for (const VarNode* v : usage.roots) {
    if (live.insert(v).second) work.push_back(v);
  }
  while (!work.empty()) {
    const VarNode* v = work.back();
    work.pop_back();
    auto it = usage.uses.find(v);
    if (it == usage.uses.end()) continue;
    for (const VarNode* used : it->second) {
      if (live.insert(used).second) work.push_back(used);
    }
  }
  UnusedRemover remover(std::move(live));
  return remover.VisitExpr(f).cast<FunctionNode>();
}

std::vector<std::string> SplitFunctionNames(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == ',' || c == ';' || c == ' ' || c == '\t' || c == '\n') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

IRModule DeadCodeElimination(const IRModule& mod, const std::vector<std::string>& entry_functions) {
  std::set<std::string> entries;
  for (const std::string& name : entry_functions) {
    if (!mod->functions.count(name)) {
      std::string known;
      for (const auto& kv : mod->functions) known += (known.empty() ? "" : ", ") + kv.first;
      ThrowError("DeadCodeElimination: entry function '" + name +
                 "' is not in the module (functions: " + (known.empty() ? "none" : known) + ")");
    }
    entries.insert(name);
  }
  for (const auto& kv : mod->functions) {
    if (IsEntry(kv.second.second)) entries.insert(kv.first);
  }
  IRModule cur = RemoveUnusedFunctions(mod, entries);
  IRModuleBuilder builder(cur);
  bool changed = false;
  for (const auto& kv : cur->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    Function nf = RemoveAllUnused(f);
    if (nf.get() != f.get()) {
      builder.Add(kv.first, nf);
      changed = true;
    }
  }
  if (changed) cur = builder.Build();
  return RemoveUnusedFunctions(cur, entries);
}

PassPtr DeadCodeElimination(std::vector<std::string> entry_functions) {
  PassInfo info;
  info.name = "DeadCodeElimination";
  info.opt_level = 1;
  for (const std::string& n : entry_functions) info.options += (info.options.empty() ? "entry_functions=" : ";") + n;
  return CreateModulePass(
      [entry_functions](const IRModule& mod, PassContext&) { return DeadCodeElimination(mod, entry_functions); }, info);
}

}  // namespace transform
}  // namespace rlx
