#include "compiler/transform/refine_symbolic_shapes.h"

#include <limits>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/relax/struct_info_util.h"
#include "compiler/transform/analysis.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

class ShapeRefiner : public ExprMutator {
 public:
  explicit ShapeRefiner(const std::vector<SymbolicVarRange>& ranges) {
    // Shape variables are non-negative; a side without a bound stays open
    // (an upper end far beyond any tensor, so that sums of a few such
    // variables cannot overflow the analyzer's int64 arithmetic).
    analyzer_.set_int64_vars_nonnegative(true);
    plain_.set_int64_vars_nonnegative(true);
    constexpr int64_t kOpenEnd = int64_t{1} << 48;
    for (const SymbolicVarRange& r : ranges) {
      int64_t lo = r.lower ? *r.lower : 0;
      int64_t hi = r.upper ? *r.upper : kOpenEnd;
      analyzer_.Bind(r.var, Int64(lo), Int64(hi - lo + 1));
    }
  }

  // Only what the ranges decide is rewritten: an expression that simplifies
  // no further with them than without keeps the form TVM printed.
  PrimExpr VisitPrimExpr(const PrimExpr& e) override {
    if (!e.defined() || e.is<IntImmNode>() || e.is<TirVarNode>()) return e;
    PrimExpr s = analyzer_.Simplify(e);
    if (StructuralEqual(s, e) || StructuralEqual(s, plain_.Simplify(e))) return e;
    return s;
  }

  void VisitVarBinding_(const VarBinding& b) override {
    Expr value = VisitExpr(b->value);
    // What inference derived from the (rewritten) operands, simplified under
    // the ranges. A call carries it too, so that LegalizeOps sizes the
    // kernel's output as the variable says.
    StructInfo derived = value->struct_info().defined() ? VisitStructInfo(value->struct_info()) : StructInfo();
    if (derived.defined() && derived.get() != value->struct_info().get()) {
      if (auto c = value.as<CallNode>()) {
        value = MakeAt<CallNode>(c->span, c->op, c->args, c->attrs, c->sinfo_args);
        value->SetStructInfo(derived);
      }
    }
    Var var = VisitVarDef(b->var);
    const StructInfo& annotated = var->struct_info();
    // Strictly more specific: an equivalent form (min(s, 1) for min(1, s))
    // keeps the annotation as written.
    bool refine =
        derived.defined() && (!annotated.defined() || (!StructuralEqual(annotated, derived) &&
                                                       IsBaseOf(annotated, derived) && !IsBaseOf(derived, annotated)));
    if (refine) {
      Var copy = CopyVarWithStructInfo(var, derived);
      var_remap_[b->var.get()] = copy;
      if (var.get() != b->var.get()) var_remap_[var.get()] = copy;
      var = copy;
    }
    if (value.get() == b->value.get() && var.get() == b->var.get()) {
      Emit(b);
    } else {
      Emit(MakeAt<VarBindingNode>(b->span, var, value));
    }
  }

 private:
  arith::Analyzer analyzer_;  // with the ranges
  arith::Analyzer plain_;     // without: shape variables are only >= 0
};

}  // namespace

IRModule RefineSymbolicShapes(const IRModule& mod) {
  ModuleState state(mod);
  for (const auto& [name, entry] : mod->functions) {
    auto f = entry.second.as<FunctionNode>();
    if (!f.defined()) continue;
    std::vector<SymbolicVarRange> ranges = SignatureVarRanges(f);
    if (ranges.empty()) continue;
    ShapeRefiner refiner(ranges);
    Expr out = refiner.VisitExpr(f);
    if (!out.same_as(f)) state.Update(name, out.cast<FunctionNode>());
  }
  return state.Finish(mod);
}

PassPtr RefineSymbolicShapes() {
  PassInfo info;
  info.name = "RefineSymbolicShapes";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& mod, PassContext&) { return RefineSymbolicShapes(mod); }, info);
}

}  // namespace transform
}  // namespace rlx
