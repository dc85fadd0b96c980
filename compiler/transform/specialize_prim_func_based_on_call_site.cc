#include "compiler/transform/specialize_prim_func_based_on_call_site.h"

#include <algorithm>
#include <map>
#include <unordered_map>

#include "compiler/op/normalize.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

using ScopeList = std::vector<std::string>;

bool IsCallTIR(const Call& c) {
  auto op = c->op.as<OpNode>();
  return op.defined() && op->name == "relax.call_tir" && c->args.size() >= 2 && c->args[0].is<GlobalVarNode>();
}

std::string ScopeOf(const StructInfo& s) {
  auto t = s.as<TensorStructInfoNode>();
  return t.defined() && t->vdevice.defined() ? t->vdevice->memory_scope : "global";
}

// Scopes of a call_tir's tensor arguments, then of its outputs.
ScopeList CallSiteScopes(const Call& c) {
  ScopeList out;
  std::vector<Expr> args;
  if (auto t = c->args[1].as<TupleNode>()) {
    args = t->fields;
  } else {
    args = {c->args[1]};
  }
  for (const Expr& a : args) {
    if (GetStructInfo(a).is<TensorStructInfoNode>()) out.push_back(ScopeOf(GetStructInfo(a)));
  }
  if (!c->sinfo_args.empty()) {
    if (auto tu = c->sinfo_args[0].as<TupleStructInfoNode>()) {
      for (const StructInfo& f : tu->fields) out.push_back(ScopeOf(f));
    } else {
      out.push_back(ScopeOf(c->sinfo_args[0]));
    }
  }
  return out;
}

bool AllGlobal(const ScopeList& s) {
  for (const std::string& x : s) {
    if (x != "global") return false;
  }
  return true;
}

class BufferReplacer : public tir::transform::StmtExprMutator {
 public:
  explicit BufferReplacer(std::unordered_map<const BufferNode*, Buffer> map) : map_(std::move(map)) {}

 protected:
  Buffer Lookup(const Buffer& b) const {
    auto it = map_.find(b.get());
    return it == map_.end() ? b : it->second;
  }
  PrimExpr VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    PrimExpr base = tir::transform::StmtExprMutator::VisitBufferLoad(e);
    auto load = base.as<BufferLoadNode>();
    Buffer b = Lookup(load->buffer);
    if (b.same_as(load->buffer)) return base;
    return MakeAt<BufferLoadNode>(load->span, b, load->indices);
  }
  tir::Stmt VisitBufferStore(const tir::transform::BufferStore& s) override {
    tir::Stmt base = tir::transform::StmtExprMutator::VisitBufferStore(s);
    auto store = base.as<tir::BufferStoreNode>();
    Buffer b = Lookup(store->buffer);
    if (b.same_as(store->buffer)) return base;
    return MakeAt<tir::BufferStoreNode>(store->span, b, store->value, store->indices);
  }
  tir::BufferRegion VisitBufferRegion(const tir::BufferRegion& r) override {
    tir::BufferRegion base = tir::transform::StmtExprMutator::VisitBufferRegion(r);
    Buffer b = Lookup(base->buffer);
    if (b.same_as(base->buffer)) return base;
    return MakeAt<tir::BufferRegionNode>(base->span, b, base->region);
  }

 private:
  std::unordered_map<const BufferNode*, Buffer> map_;
};

}  // namespace

tir::PrimFunc WithParamScopes(const tir::PrimFunc& f, const ScopeList& scopes) {
  std::unordered_map<const BufferNode*, Buffer> map;
  auto n = tir::transform::CopyPrimFunc(*f);
  for (size_t i = 0; i < n->buffer_map.size() && i < scopes.size(); ++i) {
    const Buffer& old = n->buffer_map[i].second;
    if (old->scope == scopes[i]) continue;
    auto b = tir::transform::CopyBuffer(*old);
    b->scope = scopes[i];
    Buffer nb = tir::transform::Freeze(std::move(b));
    map[old.get()] = nb;
    n->buffer_map[i].second = nb;
  }
  if (map.empty()) return f;
  BufferReplacer replacer(map);
  n->body = replacer.VisitStmt(n->body);
  return tir::transform::Freeze(std::move(n));
}

namespace {

class CallSiteRedirector : public ExprMutator {
 public:
  explicit CallSiteRedirector(const std::map<std::pair<std::string, ScopeList>, GlobalVar>& targets)
      : targets_(targets) {}

  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    if (!call.defined() || !IsCallTIR(call)) return base;
    auto gv = call->args[0].cast<GlobalVarNode>();
    auto it = targets_.find({gv->name, CallSiteScopes(call)});
    if (it == targets_.end() || it->second->name == gv->name) return base;
    std::vector<Expr> args = call->args;
    args[0] = it->second;
    Call out = MakeAt<CallNode>(call->span, call->op, std::move(args), call->attrs, call->sinfo_args);
    op::InferStructInfo(out);
    return out;
  }

 private:
  const std::map<std::pair<std::string, ScopeList>, GlobalVar>& targets_;
};

class CallSiteCollector : public ExprVisitor {
 public:
  void VisitCall_(const Call& c) override {
    ExprVisitor::VisitCall_(c);
    if (!IsCallTIR(c)) return;
    const std::string& name = c->args[0].cast<GlobalVarNode>()->name;
    ScopeList s = CallSiteScopes(c);
    auto& lists = sites[name];
    if (std::find(lists.begin(), lists.end(), s) == lists.end()) lists.push_back(s);
  }
  std::map<std::string, std::vector<ScopeList>> sites;  // distinct lists, first-seen order
};

}  // namespace

PassPtr SpecializePrimFuncBasedOnCallSite() {
  PassInfo info;
  info.name = "SpecializePrimFuncBasedOnCallSite";
  info.opt_level = 0;
  return CreateModulePass(
      [](const IRModule& mod, PassContext&) {
        CallSiteCollector collector;
        for (const auto& kv : mod->functions) {
          if (auto f = kv.second.second.as<FunctionNode>()) collector.VisitExpr(f);
        }
        ModuleState state(mod);
        std::map<std::pair<std::string, ScopeList>, GlobalVar> targets;
        bool redirect = false, changed = false;
        for (const auto& [name, lists] : collector.sites) {
          auto prim = mod->Lookup(name).as<tir::PrimFuncNode>();
          if (!prim.defined()) continue;
          for (size_t i = 0; i < lists.size(); ++i) {
            const ScopeList& s = lists[i];
            GlobalVar gv = mod->GetGlobalVar(name);
            if (i == 0) {
              if (!AllGlobal(s)) {
                state.Update(name, WithParamScopes(prim, s));
                changed = true;
              }
            } else if (!AllGlobal(s)) {
              gv = state.AddFunction(WithParamScopes(prim, s), name);
              redirect = changed = true;
            }
            targets[{name, s}] = gv;
          }
        }
        if (!changed) return mod;
        if (redirect) {
          for (const auto& kv : mod->functions) {
            auto f = kv.second.second.as<FunctionNode>();
            if (!f.defined()) continue;
            CallSiteRedirector redirector(targets);
            Expr out = redirector.VisitExpr(f);
            if (!out.same_as(f)) state.Update(kv.first, out.cast<FunctionNode>());
          }
        }
        return state.Finish(mod);
      },
      info);
}

}  // namespace transform
}  // namespace rlx
