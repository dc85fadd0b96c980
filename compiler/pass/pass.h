// The pass infrastructure, shaped as TVM's: a Pass has PassInfo (name,
// opt_level, required passes) and transforms an IRModule under a
// PassContext (opt level, config, target, instruments). Module passes,
// function passes over Relax functions, and Sequential compose them.
#ifndef RLX_COMPILER_PASS_PASS_H_
#define RLX_COMPILER_PASS_PASS_H_

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/target.h"
#include "compiler/relax/module.h"

namespace rlx {

struct PassInfo {
  std::string name;
  int opt_level = 0;
  std::vector<std::string> required;
  // Free-form options as given (`DispatchSortScan(index_bits=32)`), for
  // printing and traces; empty when none.
  std::string options;
};

class PassContext;

// Observes pass execution. Every hook is optional. Hooks see the module
// before and after each pass; `changed` is a handle comparison, since passes
// return the same module when they change nothing.
class PassInstrument {
 public:
  virtual ~PassInstrument() = default;
  virtual std::string name() const = 0;
  virtual void EnterPassContext() {}
  virtual void ExitPassContext() {}
  // Returning false skips the pass.
  virtual bool ShouldRun(const IRModule&, const PassInfo&) { return true; }
  virtual void RunBeforePass(const IRModule&, const PassInfo&) {}
  virtual void RunAfterPass(const IRModule& /*before*/, const IRModule& /*after*/, const PassInfo&) {}
};

// A value that a layer above pass keeps in a PassContext (the fusion-pattern
// registry of compiler/backend, for one), found again by its type. Values
// are immutable once attached: a change attaches a new value, so contexts
// that were copied before keep what they had.
class ContextValue {
 public:
  virtual ~ContextValue() = default;
};

class PassContext {
 public:
  int opt_level = 2;
  // Target of the compilation, if any ("Target.current()" in TVM).
  std::optional<Target> target;
  // Pass names that must not run / must run regardless of opt_level.
  std::vector<std::string> disabled_passes;
  std::vector<std::string> required_passes;
  std::map<std::string, std::string> config;
  std::vector<std::shared_ptr<PassInstrument>> instruments;
  std::vector<std::shared_ptr<const ContextValue>> values;

  bool PassEnabled(const PassInfo& info) const;

  // The attached value of type T (or derived from it), or null.
  template <typename T>
  const T* FindValue() const {
    for (const auto& v : values) {
      if (auto* t = dynamic_cast<const T*>(v.get())) return t;
    }
    return nullptr;
  }
  // Attaches `value`, replacing any value of type T.
  template <typename T>
  void SetValue(std::shared_ptr<const T> value) {
    std::vector<std::shared_ptr<const ContextValue>> kept;
    for (auto& v : values) {
      if (dynamic_cast<const T*>(v.get()) == nullptr) kept.push_back(std::move(v));
    }
    kept.push_back(std::move(value));
    values = std::move(kept);
  }
  // The first instrument of type T (or derived from it), or null: passes
  // report what they decide to a recorder attached this way.
  template <typename T>
  T* FindInstrument() const {
    for (const auto& i : instruments) {
      if (auto* t = dynamic_cast<T*>(i.get())) return t;
    }
    return nullptr;
  }
};

class Pass {
 public:
  virtual ~Pass() = default;
  virtual const PassInfo& info() const = 0;
  // Applies the pass under `ctx`, calling the instruments around it.
  IRModule operator()(const IRModule& mod, PassContext& ctx) const;
  // The transformation itself, without instrumentation.
  virtual IRModule Run(const IRModule& mod, PassContext& ctx) const = 0;
  // For Sequential: the passes it contains (empty for leaf passes).
  virtual std::vector<std::shared_ptr<const Pass>> children() const { return {}; }
};
using PassPtr = std::shared_ptr<const Pass>;

using ModulePassFunc = std::function<IRModule(const IRModule&, PassContext&)>;
using FunctionPassFunc = std::function<relax::Function(const relax::Function&, const IRModule&, PassContext&)>;

// A pass over the whole module.
PassPtr CreateModulePass(ModulePassFunc func, PassInfo info);

// A pass applied to each Relax function of the module (PrimFuncs untouched).
// Unchanged functions keep their handles; an unchanged module is returned
// as the same handle.
PassPtr CreateFunctionPass(FunctionPassFunc func, PassInfo info);

// Runs passes in order; an instrument sees each leaf pass.
PassPtr Sequential(std::vector<PassPtr> passes, const std::string& name = "sequential");

}  // namespace rlx

#endif  // RLX_COMPILER_PASS_PASS_H_
