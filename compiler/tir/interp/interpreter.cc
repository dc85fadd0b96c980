#include "compiler/tir/interp/interpreter.h"

#include <unordered_set>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace {

// Collects the variables an expression uses, in first-use order.
class VarCollector : public FieldVisitor {
 public:
  using FieldVisitor::Visit;
  void Visit(const char*, const ObjectRef& value, FieldRole) override {
    if (!value.defined()) return;
    if (auto var = value.as<TirVarNode>()) {
      if (seen_.insert(var.get()).second) vars.push_back(var.get());
      return;
    }
    value->VisitFields(this);
  }
  void Visit(const char*, int64_t) override {}
  void Visit(const char*, double) override {}
  void Visit(const char*, const std::string&) override {}
  void Visit(const char*, const DataType&) override {}
  void BeginArray(const char*, size_t, FieldRole) override {}
  void EndArray() override {}

  std::vector<const TirVarNode*> vars;

 private:
  std::unordered_set<const TirVarNode*> seen_;
};

}  // namespace

std::optional<PrimFuncResult> RunPrimFunc(const PrimFunc& f, const std::vector<NDArray>& buffers,
                                          const std::vector<int64_t>& extra_scalars, const InterpretOptions& options) {
  RLX_CHECK(f.defined()) << "RunPrimFunc of a null PrimFunc";
  interp::Interpreter in(options);
  in.BindParams(*f, buffers, extra_scalars);
  return in.Run(*f);
}

void InterpretPrimFunc(const PrimFunc& f, const std::vector<NDArray>& buffers,
                       const std::vector<int64_t>& extra_scalars) {
  RunPrimFunc(f, buffers, extra_scalars, InterpretOptions());
}

int64_t EvaluateIntExpr(const PrimExpr& e, const VarLookup& lookup) {
  interp::Interpreter in{InterpretOptions()};
  VarCollector vars;
  vars.Visit("expr", e, FieldRole::kUse);
  for (const TirVarNode* v : vars.vars) {
    std::optional<int64_t> value = lookup ? lookup(v) : std::nullopt;
    if (!value) ThrowError(e->span, "symbolic variable '" + v->name + "' has no value here");
    in.root().SetVar(v, interp::IntValue(v->dtype.is_integer() ? v->dtype : DataType::Int(64), *value));
  }
  return in.EvalInt(e, in.root(), "the expression");
}

}  // namespace tir
}  // namespace rlx
