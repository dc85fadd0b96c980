#include "compiler/transform/legalize_ops.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/legalize.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/dead_code_elimination.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// Tensors anywhere in `s` have known dtypes.
bool KnownDtypes(const StructInfo& s) {
  if (auto t = s.as<TensorStructInfoNode>()) return !t->IsUnknownDtype();
  if (auto tu = s.as<TupleStructInfoNode>()) {
    for (const StructInfo& f : tu->fields) {
      if (!KnownDtypes(f)) return false;
    }
  }
  return true;
}

bool FullyKnown(const StructInfo& s) { return op::KnowAllShapeValues(s) && KnownDtypes(s); }

// Infers struct info for nodes a legalization built without it, bottom-up.
void InferMissing(const Expr& e) {
  if (!e.defined() || e->struct_info().defined()) return;
  if (auto c = e.as<CallNode>()) {
    for (const Expr& a : c->args) InferMissing(a);
  } else if (auto t = e.as<TupleNode>()) {
    for (const Expr& f : t->fields) InferMissing(f);
  } else if (auto g = e.as<TupleGetItemNode>()) {
    InferMissing(g->tuple);
  }
  if (e.is<GlobalVarNode>()) return;  // PrimFunc globals carry none
  op::InferStructInfo(e);
}

// A legalization sizes its kernel's output by its own formula (TOPI's).
// Where the call's struct info says the same in another form, for example
// one RefineSymbolicShapes simplified under the dims' declared ranges
// (`1` where TOPI writes `T.min(s, 1)`), the call_tir keeps the call's, so
// that later bindings see the shapes inference saw.
Expr WithCallOutputSInfo(const Expr& legalized, const StructInfo& want) {
  auto c = legalized.as<CallNode>();
  auto op = c.defined() ? c->op.as<OpNode>() : Ref<OpNode>();
  if (!op.defined() || op->name != "relax.call_tir" || c->sinfo_args.size() != 1) return legalized;
  auto have = c->sinfo_args[0].as<TensorStructInfoNode>();
  auto w = want.as<TensorStructInfoNode>();
  if (!have.defined() || !w.defined() || have->dtype != w->dtype || have->ndim != w->ndim) return legalized;
  if (!have->GetShapeValues() || !w->GetShapeValues() || StructuralEqual(c->sinfo_args[0], want)) return legalized;
  return MakeAt<CallNode>(c->span, c->op, c->args, c->attrs, std::vector<StructInfo>{want});
}

class Legalizer : public ExprMutator, public op::LegalizeContext {
 public:
  Legalizer(ModuleState* state, const std::set<std::string>& skip, const op::OpRegistry& registry,
            const std::map<std::string, op::FLegalize>& customize)
      : state_(state), skip_(skip), registry_(registry), customize_(customize) {}

  GlobalVar AddPrimFunc(const tir::PrimFunc& func, const std::string& name_hint) override {
    return state_->AddFunction(func, name_hint);
  }
  Expr LookupBinding(const Var& var) const override { return ExprMutator::LookupBinding(var); }
  Var Emit(const Expr& value) override {
    InferMissing(value);
    return EmitValue(value);
  }

  Expr VisitCall_(const Call& c) override {
    Expr post = ExprMutator::VisitCall_(c);
    auto call = post.as<CallNode>();
    if (!call.defined()) return post;
    auto op_node = call->op.as<OpNode>();
    if (!op_node.defined() || skip_.count(op_node->name)) return post;
    const op::OpDef* def = registry_.Find(op_node->name);
    auto custom = customize_.find(op_node->name);
    const op::FLegalize* legalize = custom != customize_.end()        ? &custom->second
                                    : def != nullptr && def->legalize ? &def->legalize
                                                                      : nullptr;
    if (legalize == nullptr) return post;
    for (const Expr& a : call->args) {
      if (!FullyKnown(GetStructInfo(a))) return post;
    }
    // A call rebuilt because an operand was replaced has no struct info yet.
    if (!call->struct_info().defined()) op::InferStructInfo(call);
    if (!FullyKnown(GetStructInfo(call))) return post;
    Expr legalized = (*legalize)(call, *this);
    if (legalized.same_as(call)) return post;
    legalized = WithCallOutputSInfo(legalized, call->struct_info());
    InferMissing(legalized);
    // What a legalization returns may itself have legalizations.
    return VisitExpr(legalized);
  }

 private:
  ModuleState* state_;
  const std::set<std::string>& skip_;
  const op::OpRegistry& registry_;
  const std::map<std::string, op::FLegalize>& customize_;
};

}  // namespace

IRModule LegalizeOps(const IRModule& mod, const std::vector<std::string>& skip_ops, const op::OpRegistry& registry,
                     const std::map<std::string, op::FLegalize>& customize) {
  std::set<std::string> skip(skip_ops.begin(), skip_ops.end());
  ModuleState state(mod);
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    Legalizer legalizer(&state, skip, registry, customize);
    Expr out = legalizer.VisitExpr(f);
    if (!out.same_as(f)) state.Update(kv.first, out.cast<FunctionNode>());
  }
  return state.Finish(mod);
}

PassPtr LegalizeOps(std::vector<std::string> skip_ops) {
  PassInfo info;
  info.name = "LegalizeOps";
  info.opt_level = 0;
  return CreateModulePass([skip_ops](const IRModule& mod, PassContext&) { return LegalizeOps(mod, skip_ops); }, info);
}

PassPtr LegalizeOps() { return LegalizeOps(std::vector<std::string>{}); }

PassPtr LegalizeOps(std::vector<std::string> skip_ops, const std::string& customize,
                    const CustomLegalizationSets& sets) {
  std::map<std::string, op::FLegalize> custom;
  if (!customize.empty()) {
    auto found = sets.find(customize);
    if (found == sets.end()) {
      std::string known;
      for (const auto& kv : sets) known += (known.empty() ? "" : ", ") + kv.first;
      ThrowError(Span(), "LegalizeOps: unknown customize set '" + customize +
                             "' (known: " + (known.empty() ? std::string("none for this target") : known) + ")");
    }
    custom = found->second;
  }
  PassInfo info;
  info.name = "LegalizeOps";
  info.opt_level = 0;
  std::string opts;
  for (size_t i = 0; i < skip_ops.size(); ++i) opts += (i ? ";" : "skip_ops=") + skip_ops[i];
  if (!customize.empty()) opts += (opts.empty() ? "" : ", ") + std::string("customize=") + customize;
  info.options = opts;
  return CreateModulePass(
      [skip_ops, custom](const IRModule& mod, PassContext&) {
        return LegalizeOps(mod, skip_ops, op::OpRegistry::Global(), custom);
      },
      info);
}

PassEntry LegalizeOpsEntry(CustomLegalizationSets sets) {
  std::string names;
  for (const auto& kv : sets) names += (names.empty() ? "" : ", ") + kv.first;
  PassEntry e;
  e.name = "LegalizeOps";
  e.doc = "Lower operator calls to call_tir of TIR PrimFuncs built with te/topi.";
  e.options = {{"skip_ops", PassOptionSpec::Type::kString,
                "ops left alone, separated by ';' (relax.nn.conv2d;relax.nn.max_pool2d)"},
               {"customize", PassOptionSpec::Type::kString,
                "a named set of replacement legalizations" + (names.empty() ? std::string() : ": " + names)}};
  e.factory = [sets = std::move(sets)](const PassOptions& o) {
    return LegalizeOps(SplitFunctionNames(o.GetString("skip_ops", "")), o.GetString("customize", ""), sets);
  };
  return e;
}

}  // namespace transform
}  // namespace rlx
