#include "compiler/driver/sinfo_match.h"

#include <algorithm>

#include "compiler/ir/arith.h"
#include "compiler/op/evaluators.h"
#include "compiler/relax/struct_info_util.h"

namespace rlx {
namespace driver {
namespace {

using op::Value;

std::string AKind(Value::Kind kind) {
  std::string name = op::ValueKindName(kind);
  if (kind == Value::Kind::kNone) return name;
  return (name[0] == 'a' || name[0] == 'e' || name[0] == 'i' || name[0] == 'o' || name[0] == 'u' ? "an " : "a ") + name;
}

PrimScalar ScalarOf(const Value& v) {
  if (v.prim_dtype.is_floating()) return PrimScalar::Float(v.prim_float, v.prim_dtype);
  return PrimScalar::Int(v.prim_int, v.prim_dtype.is_void() ? DataType::Int(64) : v.prim_dtype);
}

bool SameScalar(const PrimScalar& a, const PrimScalar& b) {
  if (a.is_floating() || b.is_floating()) return a.AsDouble() == b.AsDouble();
  return a.i == b.i;
}

// The variables of `e` in order of first appearance.
void CollectVars(const PrimExpr& e, std::vector<TirVar>* out) {
  if (!e.defined()) return;
  if (auto v = e.as<TirVarNode>()) {
    for (const TirVar& seen : *out) {
      if (seen.get() == v.get()) return;
    }
    out->push_back(v);
  } else if (auto b = e.as<BinaryNode>()) {
    CollectVars(b->a, out);
    CollectVars(b->b, out);
  } else if (auto n = e.as<NotNode>()) {
    CollectVars(n->a, out);
  } else if (auto s = e.as<SelectNode>()) {
    CollectVars(s->condition, out);
    CollectVars(s->true_value, out);
    CollectVars(s->false_value, out);
  } else if (auto c = e.as<CastNode>()) {
    CollectVars(c->value, out);
  } else if (auto call = e.as<TirCallNode>()) {
    for (const PrimExpr& a : call->args) CollectVars(a, out);
  }
}

bool IsSimple(const PrimExpr& e) { return e.is<TirVarNode>() || e.is<IntImmNode>() || e.is<FloatImmNode>(); }

std::string ScalarsToString(const std::vector<PrimScalar>& values) {
  std::string out = "(";
  for (size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + values[i].ToString();
  return out + (values.size() == 1 ? ",)" : ")");
}

}  // namespace

std::string DimsToString(const std::vector<PrimExpr>& dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + arith::DebugString(dims[i]);
  return out + (dims.size() == 1 ? ",)" : ")");
}

StructInfoMatcher::StructInfoMatcher(SymbolTable* symbols, Span span, VarValueLookup lookup)
    : symbols_(symbols), span_(std::move(span)), lookup_(std::move(lookup)) {}

void StructInfoMatcher::Throw(const std::string& message) const { ThrowError(span_, message); }

void StructInfoMatcher::Add(const relax::StructInfo& sinfo, const Value& value, const std::string& what) {
  ++root_;
  AddValue(sinfo, value, what);
}

void StructInfoMatcher::AddValue(const relax::StructInfo& sinfo, const Value& value, const std::string& what) {
  if (!sinfo.defined() || sinfo.is<relax::ObjectStructInfoNode>()) return;
  auto expect_kind = [&](Value::Kind kind) {
    if (value.kind != kind) Throw(what + " expects " + relax::StructInfoToString(sinfo) + ", got " + AKind(value.kind));
  };
  if (auto t = sinfo.as<relax::TensorStructInfoNode>()) {
    expect_kind(Value::Kind::kTensor);
    AddTensor(*t, sinfo, value, what);
  } else if (auto tuple = sinfo.as<relax::TupleStructInfoNode>()) {
    expect_kind(Value::Kind::kTuple);
    if (tuple->fields.size() != value.fields.size()) {
      Throw(what + " expects a tuple of " + std::to_string(tuple->fields.size()) + " fields, got " +
            std::to_string(value.fields.size()));
    }
    for (size_t i = 0; i < tuple->fields.size(); ++i) {
      AddValue(tuple->fields[i], value.fields[i], what + " field " + std::to_string(i));
    }
  } else if (auto shape = sinfo.as<relax::ShapeStructInfoNode>()) {
    expect_kind(Value::Kind::kShape);
    std::vector<PrimScalar> actual;
    for (int64_t d : value.shape) actual.push_back(PrimScalar::Int(d));
    if (shape->ndim >= 0 && shape->ndim != static_cast<int>(value.shape.size())) {
      Throw(what + " expects " + relax::StructInfoToString(sinfo) + ", got the shape value " + ScalarsToString(actual));
    }
    if (shape->values) {
      checks_.push_back({Check::Kind::kShapeValue, *shape->values, actual, what, root_});
      MatchSimple(checks_.back());
    }
  } else if (auto prim = sinfo.as<relax::PrimStructInfoNode>()) {
    expect_kind(Value::Kind::kPrim);
    if (!prim->dtype.is_void() && prim->dtype != value.prim_dtype) {
      Throw(what + " expects " + relax::StructInfoToString(sinfo) + ", got a " + value.prim_dtype.ToString() +
            " prim value");
    }
    if (prim->value.defined()) {
      checks_.push_back({Check::Kind::kPrimValue, {prim->value}, {ScalarOf(value)}, what, root_});
      MatchSimple(checks_.back());
    }
  } else {
    Throw(what + " expects " + relax::StructInfoToString(sinfo) + ", which the reference evaluator cannot check on " +
          AKind(value.kind));
  }
}

void StructInfoMatcher::AddTensor(const relax::TensorStructInfoNode& t, const relax::StructInfo& sinfo,
                                  const Value& value, const std::string& what) {
  const NDArray& x = value.tensor;
  if (!t.IsUnknownDtype() && t.dtype != x.dtype()) {
    Throw(what + " expects dtype " + t.dtype.ToString() + ", got " + x.dtype().ToString());
  }
  std::vector<PrimScalar> actual;
  for (int64_t d : x.shape()) actual.push_back(PrimScalar::Int(d));
  const std::vector<PrimExpr>* dims = t.GetShapeValues();
  if (!t.IsUnknownNdim() && t.ndim != x.ndim()) {
    if (dims != nullptr) Fail({Check::Kind::kTensorShape, *dims, actual, what, root_});
    Throw(what + " expects " + relax::StructInfoToString(sinfo) + ", got shape " + ShapeToString(x.shape()));
  }
  if (dims != nullptr) {
    checks_.push_back({Check::Kind::kTensorShape, *dims, actual, what, root_});
    MatchSimple(checks_.back());
    return;
  }
  // A shape given by a shape variable: compare with that variable's value.
  auto var = t.shape.as<relax::VarNode>();
  const Value* shape = var.defined() && lookup_ ? lookup_(var.get()) : nullptr;
  if (shape != nullptr && shape->kind == Value::Kind::kShape && shape->shape != x.shape()) {
    Throw(what + " expects the shape of '" + var->name + "', " + ShapeToString(shape->shape) + ", got " +
          ShapeToString(x.shape()));
  }
}

void StructInfoMatcher::MatchSimple(const Check& check) {
  for (size_t i = 0; i < check.expected.size(); ++i) {
    const PrimExpr& e = check.expected[i];
    const PrimScalar& actual = check.actual[i];
    if (auto v = e.as<TirVarNode>()) {
      if (const PrimScalar* bound = symbols_->Lookup(v.get())) {
        if (!SameScalar(*bound, actual)) Fail(check);
      } else {
        symbols_->Bind(v, actual);
        bound_by_[v.get()] = check.root;
      }
    } else if (auto imm = e.as<IntImmNode>()) {
      if (actual.is_floating() ? actual.f != static_cast<double>(imm->value) : actual.i != imm->value) Fail(check);
    } else if (auto f = e.as<FloatImmNode>()) {
      if (actual.AsDouble() != f->value) Fail(check);
    }
  }
}

void StructInfoMatcher::Finish() {
  for (const Check& check : checks_) {
    for (size_t i = 0; i < check.expected.size(); ++i) {
      const PrimExpr& e = check.expected[i];
      if (IsSimple(e)) continue;
      PrimScalar expected;
      try {
        expected = EvalPrimExpr(e, *symbols_);
      } catch (const DiagnosticError& err) {
        Throw(check.what + ": cannot check " + arith::DebugString(e) + ": " + err.diagnostic().message);
      }
      if (!SameScalar(expected, check.actual[i])) Fail(check);
    }
  }
}

void StructInfoMatcher::Fail(const Check& check) const {
  std::vector<TirVar> vars;
  for (const PrimExpr& e : check.expected) CollectVars(e, &vars);
  std::string with;
  for (const TirVar& v : vars) {
    const PrimScalar* value = symbols_->Lookup(v.get());
    if (value == nullptr) continue;
    auto it = bound_by_.find(v.get());
    bool earlier = it == bound_by_.end() || it->second != check.root;
    with += (with.empty() ? " with " : ", ") + v->name + " = " + value->ToString() + (earlier ? " from earlier" : "");
  }
  std::string expected = check.kind == Check::Kind::kTensorShape ? "shape " + DimsToString(check.expected)
                         : check.kind == Check::Kind::kShapeValue
                             ? "the shape value " + DimsToString(check.expected)
                             : "the value " + arith::DebugString(check.expected[0]);
  std::string got = check.kind == Check::Kind::kPrimValue ? check.actual[0].ToString() : ScalarsToString(check.actual);
  Throw(check.what + " expects " + expected + with + ", got " + got);
}

void MatchStructInfo(const relax::StructInfo& sinfo, const Value& value, const std::string& what, const Span& span,
                     SymbolTable* symbols, VarValueLookup lookup) {
  StructInfoMatcher m(symbols, span, std::move(lookup));
  m.Add(sinfo, value, what);
  m.Finish();
}

}  // namespace driver
}  // namespace rlx
