#include "compiler/transform/run_codegen.h"

#include <unordered_map>

#include "compiler/ir/container.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// A DPS call allocates its results, so they must be tensors of known dtype
// and shape values (or a tuple of them).
bool IsAllocatable(const StructInfo& sinfo) {
  if (auto tup = sinfo.as<TupleStructInfoNode>()) {
    if (tup->fields.empty()) return false;
    for (const StructInfo& f : tup->fields) {
      if (f.as<TupleStructInfoNode>().defined() || !IsAllocatable(f)) return false;
    }
    return true;
  }
  auto t = sinfo.as<TensorStructInfoNode>();
  return t.defined() && !t->IsUnknownDtype() && t->GetShapeValues() != nullptr;
}

class CallSiteRewriter : public ExprMutator {
 public:
  CallSiteRewriter(const std::unordered_map<std::string, ExternCall>& calls,
                   const std::unordered_map<std::string, StructInfo>& results)
      : calls_(calls), results_(results) {}

  Expr VisitCall_(const Call& c) override {
    Expr base = ExprMutator::VisitCall_(c);
    auto call = base.as<CallNode>();
    auto gv = call.defined() ? call->op.as<GlobalVarNode>() : GlobalVar();
    if (!gv.defined()) return base;
    auto it = calls_.find(gv->name);
    if (it == calls_.end()) return base;
    const Span& span = call->span;
    std::vector<Expr> args = it->second.leading_args;
    args.insert(args.end(), call->args.begin(), call->args.end());
    args.insert(args.end(), it->second.trailing_args.begin(), it->second.trailing_args.end());
    // Generators may hand back fresh leaves (R.str, constants) not yet normalized.
    for (const Expr& a : args) {
      if (!a->struct_info().defined()) op::InferStructInfo(a);
    }
    Expr tuple = MakeAt<TupleNode>(span, args);
    op::InferStructInfo(tuple);
    Expr callee = MakeAt<ExternFuncNode>(span, it->second.symbol);
    op::InferStructInfo(callee);
    // The call's own struct info speaks of the caller's symbolic variables
    // (n); the function's return struct info of the callee's (its own n).
    StructInfo out = c->struct_info();
    if (!out.defined() || !IsAllocatable(out)) out = results_.at(gv->name);
    Expr dps = MakeAt<CallNode>(span, GetOp("relax.call_dps_packed"), std::vector<Expr>{callee, tuple}, Map(),
                                std::vector<StructInfo>{out});
    op::InferStructInfo(dps);
    return dps;
  }

  Expr VisitGlobalVar_(const GlobalVar& g) override {
    // Callees are replaced in VisitCall_ before their GlobalVar is visited
    // as an argument would be; any other use has no value after the rewrite.
    if (calls_.count(g->name) != 0 && !visiting_callee_) {
      ThrowError(g->span,
                 "RunCodegen: the Codegen function '" + g->name + "' is used as a value; it can only be called");
    }
    return g;
  }

  // The callee position of a call is not a value use.
  Expr VisitExpr(const Expr& e) override {
    if (auto call = e.as<CallNode>(); call.defined() && call->op.as<GlobalVarNode>().defined()) {
      for (const Expr& a : call->args) {
        if (auto g = a.as<GlobalVarNode>(); g.defined() && calls_.count(g->name) != 0) VisitGlobalVar_(g);
      }
      visiting_callee_ = true;
      Expr out = ExprMutator::VisitExpr(e);
      visiting_callee_ = false;
      return out;
    }
    return ExprMutator::VisitExpr(e);
  }

 private:
  const std::unordered_map<std::string, ExternCall>& calls_;
  const std::unordered_map<std::string, StructInfo>& results_;
  bool visiting_callee_ = false;
};

}  // namespace

std::string CodegenAttr(const Function& f) {
  if (!f.defined() || !f->attrs.defined()) return "";
  ObjectRef v = f->attrs->Get("Codegen");
  if (auto s = v.as<StringNode>()) return s->value;
  if (auto s = v.as<relax::StringImmNode>()) return s->value;
  return "";
}

bool HasCodegenFunctions(const IRModule& mod) {
  for (const auto& [name, entry] : mod->functions) {
    if (!CodegenAttr(entry.second.as<FunctionNode>()).empty()) return true;
  }
  return false;
}

IRModule RunCodegen(const IRModule& mod, const ExternCodegenTable& codegens) {
  std::unordered_map<std::string, ExternCall> calls;
  std::unordered_map<std::string, StructInfo> results;
  for (const auto& [name, entry] : mod->functions) {
    Function f = entry.second.as<FunctionNode>();
    std::string codegen = CodegenAttr(f);
    if (codegen.empty()) continue;
    auto gen = codegens.find(codegen);
    if (gen == codegens.end()) {
      std::string known;
      for (const auto& kv : codegens) known += (known.empty() ? "" : ", ") + kv.first;
      ThrowError(f->span, "RunCodegen: no code generator for '" + codegen + "' (function '" + name +
                              "'; known: " + (known.empty() ? "none" : known) + ")");
    }
    if (!IsAllocatable(f->ret_struct_info)) {
      ThrowError(f->span, "RunCodegen: the result of Codegen function '" + name +
                              "' must be a tensor (or a tuple of tensors) of "
                              "known dtype and shape");
    }
    calls.emplace(name, gen->second(f, name));
    results.emplace(name, f->ret_struct_info);
  }
  if (calls.empty()) return mod;

  IRModuleBuilder b(mod);
  for (const auto& [name, entry] : mod->functions) {
    if (calls.count(name) != 0) {
      b.Remove(name);
      continue;
    }
    Function f = entry.second.as<FunctionNode>();
    if (!f.defined()) continue;
    CallSiteRewriter rewriter(calls, results);
    Expr out = rewriter.VisitExpr(f);
    if (out.get() != f.get()) b.Add(name, out);
  }
  return b.Build();
}

PassPtr RunCodegen(ExternCodegenTable codegens) {
  PassInfo info;
  info.name = "RunCodegen";
  info.opt_level = 0;
  return CreateModulePass(
      [codegens = std::move(codegens)](const IRModule& mod, PassContext&) { return RunCodegen(mod, codegens); }, info);
}

}  // namespace transform
}  // namespace rlx
