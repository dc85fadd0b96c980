// Unary elementwise operators (src/relax/op/tensor/unary.cc), clip, and the
// dtype cast astype (src/relax/op/tensor/datatype.cc).
#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

struct UnarySpec {
  const char* name;
  bool require_float;
  const char* doc;
};

constexpr UnarySpec kArith[] = {
    {"abs", false, "Elementwise absolute value."},
    {"acos", true, "Elementwise arc cosine."},
    {"acosh", true, "Elementwise inverse hyperbolic cosine."},
    {"asin", true, "Elementwise arc sine."},
    {"asinh", true, "Elementwise inverse hyperbolic sine."},
    {"atan", true, "Elementwise arc tangent."},
    {"atanh", true, "Elementwise inverse hyperbolic tangent."},
    {"bitwise_not", false, "Elementwise bitwise NOT of integers."},
    {"ceil", false, "Elementwise ceiling."},
    {"cos", true, "Elementwise cosine."},
    {"cosh", true, "Elementwise hyperbolic cosine."},
    {"exp", true, "Elementwise exponential."},
    {"floor", false, "Elementwise floor."},
    {"log", true, "Elementwise natural logarithm."},
    {"logical_not", false, "Elementwise logical NOT."},
    {"negative", false, "Elementwise negation."},
    {"round", false, "Elementwise rounding to the nearest integer."},
    {"rsqrt", true, "Elementwise reciprocal square root."},
    {"sigmoid", true, "Elementwise logistic sigmoid."},
    {"sign", false, "Elementwise sign (-1, 0 or 1)."},
    {"sin", true, "Elementwise sine."},
    {"sinh", true, "Elementwise hyperbolic sine."},
    {"square", false, "Elementwise square."},
    {"sqrt", true, "Elementwise square root."},
    {"tan", true, "Elementwise tangent."},
    {"tanh", true, "Elementwise hyperbolic tangent."},
    {"trunc", false, "Elementwise truncation toward zero."},
    {"erf", true, "Elementwise Gauss error function."},
};

constexpr UnarySpec kCheck[] = {
    {"isfinite", false, "Elementwise test for finite values (bool result)."},
    {"isinf", false, "Elementwise test for infinities (bool result)."},
    {"isnan", false, "Elementwise test for NaN (bool result)."},
};

// TVM's ReturnTypeFromArg<0> with its argument-count check.
StructInfo InferClip(const Call& call) {
  if (call->args.size() != 3) Fail(call, OpLabel(call) + " op should have 3 arguments");
  return ArgSInfo(call, 0);
}

StructInfo InferAstype(const Call& call) {
  TensorStructInfo x = GetInputTensors(call)[0];
  return WithDType(x, GetDataTypeAttr(call, "dtype"));
}

FEvaluate UnaryEvaluator(const std::string& name) {
  if (name == "clip") return EvalClip();
  if (name == "astype") return EvalAstype();
  return EvalUnary(name);
}

}  // namespace

void RegisterUnaryOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = UnaryEvaluator(def.name.substr(6));
    r->Register(std::move(def));
  };
  for (const UnarySpec& s : kArith) {
    bool require_float = s.require_float;
    add(MakeOpDef(std::string("relax.") + s.name, std::string("R.") + s.name, {Arg("x")}, OpPatternKind::kElemWise,
                  s.doc,
                  [require_float](const Call& call) { return InferUnaryElementwise(call, require_float, false); }));
  }
  for (const UnarySpec& s : kCheck) {
    add(MakeOpDef(std::string("relax.") + s.name, std::string("R.") + s.name, {Arg("x")}, OpPatternKind::kElemWise,
                  s.doc, [](const Call& call) { return InferUnaryElementwise(call, false, true); }));
  }
  add(MakeOpDef("relax.clip", "R.clip", {Arg("x"), Arg("min", ArgKind::kPrimValue), Arg("max", ArgKind::kPrimValue)},
                OpPatternKind::kElemWise, "Clamps every element into [min, max] (min and max are PrimValues).",
                InferClip));
  add(MakeOpDef("relax.astype", "R.astype", {Arg("x"), Attr("dtype", AttrKind::kDataType)}, OpPatternKind::kElemWise,
                "Casts every element to another dtype.", InferAstype));
}

}  // namespace op
}  // namespace rlx
