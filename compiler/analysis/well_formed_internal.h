// Shared pieces of the well-formed checker (well_formed.cc for Relax,
// well_formed_tir.cc for PrimFuncs). Not a public header.
#ifndef RLX_COMPILER_ANALYSIS_WELL_FORMED_INTERNAL_H_
#define RLX_COMPILER_ANALYSIS_WELL_FORMED_INTERNAL_H_

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "compiler/relax/module.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace relax {
namespace wf {

// Collects violations, or throws the first one. Knows the function being
// checked (the message prefix) and the innermost enclosing node with a span.
class Reporter {
 public:
  explicit Reporter(bool stop_at_first) : stop_at_first_(stop_at_first) {}

  // "in function 'main': " or "in prim_func 'add': ", or "" at module level.
  void SetContext(std::string prefix) { prefix_ = std::move(prefix); }
  // Reports at the innermost span entered with SpanScope.
  void Error(const std::string& message);
  // Reports at `span`, or at the innermost entered span when it is unknown.
  void ErrorAt(const Span& span, const std::string& message);
  std::vector<Diagnostic> TakeErrors() { return std::move(errors_); }

  // Makes `span` (when defined) the location of errors reported while the
  // scope lives. Vars and buffers are shared between their definition and
  // every use, so their spans are never entered: an error at a use points
  // at the expression or statement that uses them.
  class SpanScope {
   public:
    SpanScope(Reporter* r, const Span& span) : r_(span.defined() ? r : nullptr) {
      if (r_) r_->spans_.push_back(span);
    }
    ~SpanScope() {
      if (r_) r_->spans_.pop_back();
    }
    SpanScope(const SpanScope&) = delete;
    SpanScope& operator=(const SpanScope&) = delete;

   private:
    Reporter* r_;
  };

 private:
  bool stop_at_first_;
  std::string prefix_;
  std::vector<Span> spans_;
  std::vector<Diagnostic> errors_;
  // (file, begin, end, message) already reported.
  std::set<std::tuple<std::string, size_t, size_t, std::string>> seen_;
};

// Calls `f` on every direct child of `node` that is a PrimExpr, in field
// order (the operands of arithmetic, call arguments, ...).
void ForEachPrimExprChild(const ObjectRef& node, const std::function<void(const PrimExpr&)>& f);

// Checks the Relax functions of one module. Variables and symbolic
// variables are tracked across functions (each may be defined only once in
// the module), so one checker sees every function, one call per function.
class RelaxModuleChecker {
 public:
  RelaxModuleChecker(const IRModuleNode& mod, Reporter* reporter);
  ~RelaxModuleChecker();
  void CheckFunction(const std::string& name, const Function& func);

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// Checks one PrimFunc (the reporter's context names it).
void CheckPrimFunc(const tir::PrimFuncNode& func, Reporter* reporter);

}  // namespace wf
}  // namespace relax
}  // namespace rlx

#endif  // RLX_COMPILER_ANALYSIS_WELL_FORMED_INTERNAL_H_
