#include "compiler/relax/struct_info_util.h"

#include <algorithm>
#include <sstream>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace relax {

namespace {

using R = BaseCheckResult;

R Min(R a, R b) { return static_cast<int>(a) < static_cast<int>(b) ? a : b; }

// A base/derived pair of different kinds: R.Object as the derived side only
// lacks static knowledge (a match_cast may recover it); anything else is a
// contradiction.
R KindMismatch(const StructInfo& derived) { return derived.is<ObjectStructInfoNode>() ? R::kFailL1 : R::kFailL0; }

R PrimValueCheck(const PrimExpr& base, const PrimExpr& derived) {
  if (base.same_as(derived)) return R::kPass;
  int64_t a = 0, b = 0;
  if (AsConstInt(base, &a) && AsConstInt(derived, &b)) return a == b ? R::kPass : R::kFailL0;
  auto fa = base.as<FloatImmNode>();
  auto fb = derived.as<FloatImmNode>();
  if (fa && fb) return fa->value == fb->value ? R::kPass : R::kFailL0;
  // The prover works on one dtype at a time; mixed dtypes stay unproven.
  if (base->dtype == derived->dtype && arith::ProveEqual(base, derived)) return R::kPass;
  return R::kFailL2;
}

R ArrayCheck(const std::vector<PrimExpr>& base, const std::vector<PrimExpr>& derived) {
  if (base.size() != derived.size()) return R::kFailL0;
  R result = R::kPass;
  for (size_t i = 0; i < base.size(); ++i) result = Min(result, PrimValueCheck(base[i], derived[i]));
  return result;
}

// A known rank against an unknown one is a static gap; two known ranks that
// differ contradict each other.
R NdimCheck(int base, int derived) {
  if (base < 0 || base == derived) return R::kPass;
  return derived < 0 ? R::kFailL1 : R::kFailL0;
}

// Virtual devices are identified the way TVMScript names them ("cuda:0",
// "opencl:1:global.texture"): target kind, index and memory scope. Target
// options do not take part: inference rebuilds a vdevice from such a name
// (R.to_vdevice) without the module's full target, and it still denotes the
// module's device.
bool SameVDevice(const VDevice& a, const VDevice& b) {
  if (a.same_as(b)) return true;
  return a->vdevice_id == b->vdevice_id && a->memory_scope == b->memory_scope && a->target.kind() == b->target.kind();
}

R ShapeExprCheck(const Expr& base, const Expr& derived) {
  if (base.same_as(derived)) return R::kPass;
  auto bs = base.as<ShapeExprNode>();
  auto ds = derived.as<ShapeExprNode>();
  if (bs && ds) return ArrayCheck(bs->values, ds->values);
  // A shape held in a variable: equal only when it is the same variable.
  return R::kFailL2;
}

R TensorCheck(const TensorStructInfoNode& base, const StructInfo& derived_sinfo) {
  auto derived = derived_sinfo.as<TensorStructInfoNode>();
  if (!derived) return KindMismatch(derived_sinfo);
  R result = R::kPass;
  if (!base.IsUnknownDtype() && base.dtype != derived->dtype) {
    result = Min(result, derived->IsUnknownDtype() ? R::kFailL1 : R::kFailL0);
  }
  result = Min(result, NdimCheck(base.ndim, derived->ndim));
  if (base.vdevice.defined()) {
    if (!derived->vdevice.defined()) {
      result = Min(result, R::kFailL1);
    } else if (!SameVDevice(base.vdevice, derived->vdevice)) {
      result = Min(result, R::kFailL0);
    }
  }
  if (base.shape.defined()) {
    result = Min(result, derived->shape.defined() ? ShapeExprCheck(base.shape, derived->shape) : R::kFailL2);
  }
  return result;
}

R ShapeCheck(const ShapeStructInfoNode& base, const StructInfo& derived_sinfo) {
  auto derived = derived_sinfo.as<ShapeStructInfoNode>();
  if (!derived) return KindMismatch(derived_sinfo);
  R result = NdimCheck(base.ndim, derived->ndim);
  if (base.values) result = Min(result, derived->values ? ArrayCheck(*base.values, *derived->values) : R::kFailL2);
  return result;
}

R PrimCheck(const PrimStructInfoNode& base, const StructInfo& derived_sinfo) {
  auto derived = derived_sinfo.as<PrimStructInfoNode>();
  if (!derived) return KindMismatch(derived_sinfo);
  R result = R::kPass;
  if (!base.dtype.is_void() && base.dtype != derived->dtype) {
    result = derived->dtype.is_void() ? R::kFailL1 : R::kFailL0;
  }
  if (base.value.defined()) {
    result = Min(result, derived->value.defined() ? PrimValueCheck(base.value, derived->value) : R::kFailL2);
  }
  return result;
}

R TupleCheck(const TupleStructInfoNode& base, const StructInfo& derived_sinfo) {
  auto derived = derived_sinfo.as<TupleStructInfoNode>();
  if (!derived) return KindMismatch(derived_sinfo);
  if (base.fields.size() != derived->fields.size()) return R::kFailL0;
  R result = R::kPass;
  for (size_t i = 0; i < base.fields.size(); ++i) {
    result = Min(result, StructInfoBaseCheck(base.fields[i], derived->fields[i]));
  }
  return result;
}

R FuncCheck(const FuncStructInfoNode& base, const StructInfo& derived_sinfo) {
  auto derived = derived_sinfo.as<FuncStructInfoNode>();
  if (!derived) return KindMismatch(derived_sinfo);
  R result = R::kPass;
  // Where a pure callable is expected, an impure one may not stand in.
  if (base.purity && !derived->purity) result = R::kFailL1;
  if (base.params) {
    if (!derived->params) {
      result = Min(result, R::kFailL2);
    } else if (base.params->size() != derived->params->size()) {
      return R::kFailL0;
    } else {
      // Contravariant: the derived callable must accept everything the base
      // callable's callers may pass.
      for (size_t i = 0; i < base.params->size(); ++i) {
        result = Min(result, StructInfoBaseCheck((*derived->params)[i], (*base.params)[i]));
      }
    }
  }
  return Min(result, StructInfoBaseCheck(base.ret, derived->ret));
}

std::string Quoted(const std::string& s) { return "\"" + s + "\""; }

std::string JoinPrims(const std::vector<PrimExpr>& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += ", ";
    out += arith::DebugString(values[i]);
  }
  return out;
}

std::string TensorToString(const TensorStructInfoNode& t) {
  std::vector<std::string> parts;
  if (const auto* dims = t.GetShapeValues()) {
    parts.push_back("(" + JoinPrims(*dims) + (dims->size() == 1 ? ",)" : ")"));
  } else if (auto v = t.shape.as<VarNode>()) {
    parts.push_back(v->name);
  }
  bool positional = !parts.empty();
  if (!t.IsUnknownDtype()) parts.push_back((positional ? "" : "dtype=") + Quoted(t.dtype.ToString()));
  if (!positional && !t.IsUnknownNdim()) parts.push_back("ndim=" + std::to_string(t.ndim));
  if (t.vdevice.defined()) {
    parts.push_back("vdevice=" + Quoted(t.vdevice->target.kind() + ":" + std::to_string(t.vdevice->vdevice_id)));
  }
  if (parts.empty()) return "R.Tensor";
  std::string out = "R.Tensor(";
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out + ")";
}

}  // namespace

BaseCheckResult StructInfoBaseCheck(const StructInfo& base, const StructInfo& derived) {
  RLX_CHECK(base.defined() && derived.defined()) << "StructInfoBaseCheck on a null struct info";
  switch (base->kind()) {
    case NodeKind::kObjectStructInfo:
      return R::kPass;
    case NodeKind::kPrimStructInfo:
      return PrimCheck(*base.cast<PrimStructInfoNode>(), derived);
    case NodeKind::kShapeStructInfo:
      return ShapeCheck(*base.cast<ShapeStructInfoNode>(), derived);
    case NodeKind::kTensorStructInfo:
      return TensorCheck(*base.cast<TensorStructInfoNode>(), derived);
    case NodeKind::kTupleStructInfo:
      return TupleCheck(*base.cast<TupleStructInfoNode>(), derived);
    case NodeKind::kFuncStructInfo:
      return FuncCheck(*base.cast<FuncStructInfoNode>(), derived);
    default:
      RLX_UNREACHABLE() << "not a struct info: " << NodeKindName(base->kind());
  }
  return R::kFailL0;
}

bool IsBaseOf(const StructInfo& base, const StructInfo& derived) {
  return StructInfoBaseCheck(base, derived) == BaseCheckResult::kPass;
}

std::string StructInfoToString(const StructInfo& sinfo) {
  if (!sinfo.defined()) return "<none>";
  switch (sinfo->kind()) {
    case NodeKind::kObjectStructInfo:
      return "R.Object";
    case NodeKind::kPrimStructInfo: {
      auto p = sinfo.cast<PrimStructInfoNode>();
      if (p->value.defined()) return "R.Prim(value=" + arith::DebugString(p->value) + ")";
      return p->dtype.is_void() ? "R.Prim" : "R.Prim(" + Quoted(p->dtype.ToString()) + ")";
    }
    case NodeKind::kShapeStructInfo: {
      auto s = sinfo.cast<ShapeStructInfoNode>();
      if (s->values) return "R.Shape([" + JoinPrims(*s->values) + "])";
      return s->ndim < 0 ? "R.Shape" : "R.Shape(ndim=" + std::to_string(s->ndim) + ")";
    }
    case NodeKind::kTensorStructInfo:
      return TensorToString(*sinfo.cast<TensorStructInfoNode>());
    case NodeKind::kTupleStructInfo: {
      std::string out = "R.Tuple(";
      const auto& fields = sinfo.cast<TupleStructInfoNode>()->fields;
      for (size_t i = 0; i < fields.size(); ++i) out += (i ? ", " : "") + StructInfoToString(fields[i]);
      return out + ")";
    }
    case NodeKind::kFuncStructInfo: {
      auto f = sinfo.cast<FuncStructInfoNode>();
      std::string out = "R.Callable(";
      if (f->params) {
        out += "(";
        for (size_t i = 0; i < f->params->size(); ++i) out += (i ? ", " : "") + StructInfoToString((*f->params)[i]);
        out += f->params->size() == 1 ? ",), " : "), ";
        out += StructInfoToString(f->ret);
      } else {
        out += "ret=" + StructInfoToString(f->ret);
      }
      if (!f->purity) out += ", pure=False";
      return out + ")";
    }
    default:
      return NodeKindName(sinfo->kind());
  }
}

}  // namespace relax
}  // namespace rlx
