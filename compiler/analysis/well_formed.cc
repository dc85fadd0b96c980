#include "compiler/analysis/well_formed.h"

#include <utility>

#include "compiler/analysis/well_formed_internal.h"

namespace rlx {
namespace relax {

namespace wf {

void Reporter::Error(const std::string& message) { ErrorAt(Span(), message); }

void Reporter::ErrorAt(const Span& span, const std::string& message) {
  Diagnostic d;
  d.severity = Severity::kError;
  d.span = span.defined() || spans_.empty() ? span : spans_.back();
  d.message = prefix_ + message;
  if (stop_at_first_) throw DiagnosticError(std::move(d));
  std::string file = d.span.file ? d.span.file->name() : "";
  if (!seen_.emplace(file, d.span.begin, d.span.end, d.message).second) return;
  errors_.push_back(std::move(d));
}

namespace {

std::vector<Diagnostic> Run(const IRModule& mod, bool stop_at_first) {
  RLX_CHECK(mod.defined()) << "checking a null module";
  Reporter reporter(stop_at_first);
  RelaxModuleChecker relax(*mod, &reporter);
  for (const auto& kv : mod->functions) {
    const std::string& name = kv.first;
    const GlobalVar& gv = kv.second.first;
    const ObjectRef& func = kv.second.second;
    reporter.SetContext("");
    Reporter::SpanScope at(&reporter, func.defined() ? func->span : Span());
    if (!gv.defined()) {
      reporter.Error("function '" + name + "' has no global variable");
    } else if (gv->name != name) {
      reporter.ErrorAt(gv->span, "the global variable '" + gv->name + "' is stored under the name '" + name + "'");
    }
    if (auto f = func.as<FunctionNode>()) {
      reporter.SetContext("in function '" + name + "': ");
      relax.CheckFunction(name, f);
    } else if (auto pf = func.as<tir::PrimFuncNode>()) {
      reporter.SetContext("in prim_func '" + name + "': ");
      CheckPrimFunc(*pf, &reporter);
    } else {
      reporter.Error("module entry '" + name + "' is " +
                     (func.defined() ? std::string("a ") + NodeKindName(func->kind()) : std::string("null")) +
                     ", not a Relax function or a PrimFunc");
    }
  }
  return reporter.TakeErrors();
}

}  // namespace

void ForEachPrimExprChild(const ObjectRef& node, const std::function<void(const PrimExpr&)>& f) {
  ForEachChild(*node, [&f](const ObjectRef& child, FieldRole) {
    if (auto e = child.as<PrimExprNode>()) f(e);
  });
}

}  // namespace wf

void CheckWellFormed(const IRModule& mod) { wf::Run(mod, /*stop_at_first=*/true); }

std::vector<Diagnostic> FindWellFormedErrors(const IRModule& mod) { return wf::Run(mod, /*stop_at_first=*/false); }

}  // namespace relax
}  // namespace rlx
