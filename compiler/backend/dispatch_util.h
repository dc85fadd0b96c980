// The rule-table driver shared by the dispatch passes: target resolution,
// rule selection, and a module rewrite that lowers each dispatched call
// through a LegalizeContext (PrimFuncs named with TVM's uniquification and
// de-duplicated structurally) and logs every decision.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_UTIL_H_
#define RLX_COMPILER_BACKEND_DISPATCH_UTIL_H_

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/ir/target.h"
#include "compiler/op/legalize.h"
#include "compiler/relax/expr.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace backend {

// What a rule sees besides the call.
struct DispatchEnv {
  Target target;
  int index_bits = 64;  // DispatchSortScan's effective value (defaulted, validated)
};

struct DispatchRule {
  using Applies = std::function<bool(const DispatchEnv&, const relax::Call&)>;
  using Reason = std::function<std::string(const DispatchEnv&, const relax::Call&)>;
  using Lower = std::function<relax::Expr(const DispatchEnv&, const relax::Call&, op::LegalizeContext&)>;
  std::string name;  // e.g. "sort.cpu"
  std::string op;    // e.g. "relax.sort"
  Applies applies;
  Reason reason;  // why the rule applies, for the decision log
  Lower lower;
  // TVM registers the PrimFunc of this row for its dlight Fallback
  // post-step (topk, cumsum off the continuous path, cumprod), which also
  // rejects one de-duplicated PrimFunc reached from two different targets.
  bool dlight = false;
};

// The first rule for `call`'s op that applies under `env`, or null when no
// rule names the op.
const DispatchRule* SelectRule(const std::vector<DispatchRule>& rules, const DispatchEnv& env, const relax::Call& call);

// Target of a call (TVM's BackendDispatcher._get_target): the vdevice target
// of its output struct info (for tuples, the first field target differing
// from `context`), else `context`; throws TVM's "Target not found..." error
// when neither exists.
Target ResolveTarget(const relax::StructInfo& out_sinfo, const std::optional<Target>& context);

// R.call_tir(gv, (args...), out_sinfo=out) with its struct info set.
relax::Expr MakeCallTIR(const relax::GlobalVar& gv, const std::vector<relax::Expr>& args, const relax::StructInfo& out);

// Rewrites every Relax function of `mod`: each call of an op some rule
// names is resolved to a target, given an env by `make_env_bits` (the
// index_bits for that target), matched against `rules` and lowered. A
// PrimFunc lowered by a `dlight` rule for two different targets is TVM's
// "Multiple targets detected for function ..." error.
IRModule RunDispatch(const IRModule& mod, const std::optional<Target>& context, const std::string& pass_name,
                     const std::vector<DispatchRule>& rules, const std::function<int(const Target&)>& make_env_bits,
                     const DecisionSink& record = nullptr);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DISPATCH_UTIL_H_
