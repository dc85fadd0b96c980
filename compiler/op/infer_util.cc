#include "compiler/op/infer_util.h"

#include <algorithm>
#include <sstream>
#include <utility>

namespace rlx {
namespace op {

using relax::ShapeStructInfoNode;
using relax::TensorStructInfoNode;
using relax::TupleStructInfoNode;

// ------------------------------------------------------------- diagnostics

std::string OpName(const Call& call) {
  if (auto op = call->op.as<relax::OpNode>()) return op->name;
  return "";
}

std::string OpLabel(const Call& call) { return "Op(" + OpName(call) + ")"; }

void Fail(const Call& call, const std::string& message) { ThrowError(call->span, message); }

std::string DTypeToString(DataType dtype) { return dtype.is_void() ? "None" : dtype.ToString(); }

std::string IntsToString(const std::vector<int64_t>& values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

static std::string DimList(const std::vector<PrimExpr>& dims) {
  std::string out;
  for (size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + DimToString(dims[i]);
  return out;
}

std::string SInfoToString(const StructInfo& sinfo) {
  if (!sinfo.defined()) return "None";
  switch (sinfo->kind()) {
    case NodeKind::kObjectStructInfo:
      return "R.Object";
    case NodeKind::kPrimStructInfo: {
      auto p = sinfo.cast<relax::PrimStructInfoNode>();
      if (p->value.defined()) return "R.Prim(value=" + DimToString(p->value) + ")";
      return "R.Prim(\"" + p->dtype.ToString() + "\")";
    }
    case NodeKind::kShapeStructInfo: {
      auto s = sinfo.cast<ShapeStructInfoNode>();
      if (s->values) return "R.Shape([" + DimList(*s->values) + "])";
      return "R.Shape(ndim=" + std::to_string(s->ndim) + ")";
    }
    case NodeKind::kTensorStructInfo: {
      auto t = sinfo.cast<TensorStructInfoNode>();
      std::vector<std::string> parts;
      if (auto values = t->GetShapeValues()) {
        std::string shape = "(" + DimList(*values) + (values->size() == 1 ? ",)" : ")");
        parts.push_back(shape);
      } else if (t->shape.defined()) {
        parts.push_back(ExprToString(t->shape));
      }
      if (!t->dtype.is_void()) parts.push_back("dtype=\"" + t->dtype.ToString() + "\"");
      if (!t->shape.defined() && t->ndim >= 0) parts.push_back("ndim=" + std::to_string(t->ndim));
      if (t->vdevice.defined() && t->vdevice->target.defined()) {
        parts.push_back("vdevice=\"" + t->vdevice->target.kind() + ":" + std::to_string(t->vdevice->vdevice_id) + "\"");
      }
      std::string out = "R.Tensor";
      if (parts.empty()) return out;
      out += "(";
      for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
      return out + ")";
    }
    case NodeKind::kTupleStructInfo: {
      auto t = sinfo.cast<TupleStructInfoNode>();
      std::string out = "R.Tuple(";
      for (size_t i = 0; i < t->fields.size(); ++i) out += (i ? ", " : "") + SInfoToString(t->fields[i]);
      return out + ")";
    }
    case NodeKind::kFuncStructInfo:
      return "R.Callable";
    default:
      return NodeKindName(sinfo->kind());
  }
}

std::string ExprToString(const Expr& e) {
  if (!e.defined()) return "None";
  switch (e->kind()) {
    case NodeKind::kRelaxVar:
    case NodeKind::kDataflowVar:
      return e.cast<relax::VarNode>()->name;
    case NodeKind::kGlobalVar:
      return e.cast<relax::GlobalVarNode>()->name;
    case NodeKind::kShapeExpr:
      return "R.shape([" + DimList(e.cast<relax::ShapeExprNode>()->values) + "])";
    case NodeKind::kPrimValue:
      return "R.prim_value(" + DimToString(e.cast<relax::PrimValueNode>()->value) + ")";
    case NodeKind::kRelaxStringImm:
      return "R.str(\"" + e.cast<relax::StringImmNode>()->value + "\")";
    case NodeKind::kDataTypeImm:
      return "R.dtype(\"" + e.cast<relax::DataTypeImmNode>()->value.ToString() + "\")";
    case NodeKind::kExternFunc:
      return "R.ExternFunc(\"" + e.cast<relax::ExternFuncNode>()->global_symbol + "\")";
    case NodeKind::kOp:
      return "R." + e.cast<relax::OpNode>()->name.substr(6);
    case NodeKind::kConstant: {
      auto c = e.cast<relax::ConstantNode>();
      return "R.const(<" + c->data.dtype().ToString() + " " + ShapeToString(c->data.shape()) + ">)";
    }
    case NodeKind::kTuple: {
      auto t = e.cast<relax::TupleNode>();
      std::string out = "(";
      for (size_t i = 0; i < t->fields.size(); ++i) out += (i ? ", " : "") + ExprToString(t->fields[i]);
      return out + (t->fields.size() == 1 ? ",)" : ")");
    }
    case NodeKind::kTupleGetItem: {
      auto t = e.cast<relax::TupleGetItemNode>();
      return ExprToString(t->tuple) + "[" + std::to_string(t->index) + "]";
    }
    case NodeKind::kCall: {
      auto c = e.cast<relax::CallNode>();
      std::string out = ExprToString(c->op) + "(";
      for (size_t i = 0; i < c->args.size(); ++i) out += (i ? ", " : "") + ExprToString(c->args[i]);
      return out + ")";
    }
    default:
      return NodeKindName(e->kind());
  }
}

// ------------------------------------------------------------------ args

StructInfo ExprSInfo(const Expr& e) {
  RLX_CHECK(e.defined()) << "null argument";
  if (e->struct_info().defined()) return e->struct_info();
  switch (e->kind()) {
    case NodeKind::kShapeExpr:
      return relax::ShapeSInfo(e.cast<relax::ShapeExprNode>()->values);
    case NodeKind::kPrimValue: {
      auto p = e.cast<relax::PrimValueNode>();
      return relax::PrimSInfo(p->value->dtype, p->value);
    }
    case NodeKind::kTuple: {
      std::vector<StructInfo> fields;
      for (const Expr& f : e.cast<relax::TupleNode>()->fields) fields.push_back(ExprSInfo(f));
      return relax::TupleSInfo(std::move(fields));
    }
    case NodeKind::kConstant: {
      const NDArray& data = e.cast<relax::ConstantNode>()->data;
      std::vector<PrimExpr> shape;
      for (int64_t d : data.shape()) shape.push_back(Int64(d));
      return relax::TensorSInfo(std::move(shape), data.dtype());
    }
    case NodeKind::kRelaxStringImm:
    case NodeKind::kDataTypeImm:
      return relax::ObjectSInfo();
    default:
      break;
  }
  return relax::GetStructInfo(e);
}

StructInfo ArgSInfo(const Call& call, size_t i) {
  RLX_CHECK(i < call->args.size()) << "argument index " << i << " out of range";
  return ExprSInfo(call->args[i]);
}

void CheckNumArgs(const Call& call, size_t expected) {
  if (call->args.size() != expected) {
    Fail(call, "Operator " + OpLabel(call) + " expects " + std::to_string(expected) +
                   " arguments, but was called with " + std::to_string(call->args.size()) + " arguments");
  }
}

static const OpDef* FindDef(const Call& call) { return OpRegistry::Global().Find(OpName(call)); }

void CheckNumArgs(const Call& call) {
  const OpDef* def = FindDef(call);
  RLX_CHECK(def != nullptr) << "op " << OpName(call) << " is not registered";
  CheckNumArgs(call, def->ArgParams().size());
}

static std::string ArgParamName(const Call& call, size_t i) {
  if (const OpDef* def = FindDef(call)) {
    auto params = def->ArgParams();
    if (i < params.size()) return params[i]->name;
  }
  return "arg" + std::to_string(i);
}

TensorStructInfo GetInputTensor(const Call& call, size_t i) {
  StructInfo sinfo = ArgSInfo(call, i);
  if (auto t = sinfo.as<TensorStructInfoNode>()) return t;
  Fail(call, "Operator " + OpLabel(call) + " requires argument " + std::to_string(i) + " (" + ArgParamName(call, i) +
                 ") to be a tensor.  However, the argument " + ExprToString(call->args[i]) + " is instead of type " +
                 SInfoToString(sinfo));
}

std::vector<TensorStructInfo> GetInputTensors(const Call& call) {
  CheckNumArgs(call);
  std::vector<TensorStructInfo> out;
  for (size_t i = 0; i < call->args.size(); ++i) out.push_back(GetInputTensor(call, i));
  return out;
}

std::vector<TensorStructInfo> GetTensorsFromTuple(const Call& call, const Expr& tuple) {
  StructInfo sinfo = ExprSInfo(tuple);
  auto t = sinfo.as<TupleStructInfoNode>();
  if (!t.defined()) {
    Fail(call, OpLabel(call) + " expects the input to be a Tuple of Tensors. However, the given input is " +
                   SInfoToString(sinfo));
  }
  std::vector<TensorStructInfo> out;
  for (const StructInfo& f : t->fields) {
    auto tensor = f.as<TensorStructInfoNode>();
    if (!tensor.defined()) {
      Fail(call, OpLabel(call) + " expects the input to be a Tuple of Tensors. However, the given input is " +
                     SInfoToString(sinfo));
    }
    out.push_back(tensor);
  }
  return out;
}

// ------------------------------------------------------------- attributes

static std::string AttrValueToString(const ObjectRef& v) {
  if (!v.defined()) return "None";
  if (auto i = v.as<IntImmNode>()) return i->dtype.is_bool() ? (i->value ? "True" : "False") : std::to_string(i->value);
  if (auto f = v.as<FloatImmNode>()) return std::to_string(f->value);
  if (auto s = v.as<StringNode>()) return "\"" + s->value + "\"";
  if (auto a = v.as<ArrayNode>()) {
    std::string out = "[";
    for (size_t i = 0; i < a->elems.size(); ++i) out += (i ? ", " : "") + AttrValueToString(a->elems[i]);
    return out + "]";
  }
  if (auto p = v.as<PrimExprNode>()) return DimToString(p);
  return NodeKindName(v->kind());
}

ObjectRef GetAttr(const Call& call, const std::string& name) {
  const OpDef* def = FindDef(call);
  const ParamSpec* spec = def ? def->FindParam(name) : nullptr;
  if (call->attrs.defined()) {
    if (ObjectRef v = call->attrs->Get(name); v.defined()) return v;
    if (spec) {
      for (const std::string& alias : spec->aliases) {
        if (ObjectRef v = call->attrs->Get(alias); v.defined()) return v;
      }
    }
  }
  RLX_CHECK(spec != nullptr) << OpName(call) << " has no registered attribute `" << name << "`";
  if (!spec->default_value.defined() && spec->required) {
    Fail(call, OpLabel(call) + " requires the attribute `" + name + "`, but it is not given");
  }
  return spec->default_value;
}

[[noreturn]] static void BadAttr(const Call& call, const std::string& name, const std::string& expected,
                                 const ObjectRef& v) {
  Fail(call,
       OpLabel(call) + " expects the attribute `" + name + "` to be " + expected + ", but got " + AttrValueToString(v));
}

static bool AsInt(const ObjectRef& v, int64_t* out) {
  if (auto i = v.as<IntImmNode>()) {
    *out = i->value;
    return true;
  }
  return false;
}

int64_t GetIntAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  int64_t out = 0;
  if (!AsInt(v, &out)) BadAttr(call, name, "an integer", v);
  return out;
}

std::optional<int64_t> GetOptionalIntAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  if (!v.defined()) return std::nullopt;
  int64_t out = 0;
  if (!AsInt(v, &out)) BadAttr(call, name, "an integer or None", v);
  return out;
}

static std::optional<std::vector<int64_t>> AsIntList(const ObjectRef& v) {
  int64_t single = 0;
  if (AsInt(v, &single)) return std::vector<int64_t>{single};
  auto a = v.as<ArrayNode>();
  if (!a.defined()) return std::nullopt;
  std::vector<int64_t> out;
  for (const ObjectRef& e : a->elems) {
    int64_t x = 0;
    if (!AsInt(e, &x)) return std::nullopt;
    out.push_back(x);
  }
  return out;
}

std::vector<int64_t> GetIntListAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  auto out = AsIntList(v);
  if (!out) BadAttr(call, name, "a list of integers", v);
  return *out;
}

std::optional<std::vector<int64_t>> GetOptionalIntListAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  if (!v.defined()) return std::nullopt;
  auto out = AsIntList(v);
  if (!out) BadAttr(call, name, "a list of integers or None", v);
  return out;
}

double GetFloatAttr(const Call& call, const std::string& name) {
  auto out = GetOptionalFloatAttr(call, name);
  if (!out) BadAttr(call, name, "a float", ObjectRef());
  return *out;
}

std::optional<double> GetOptionalFloatAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  if (!v.defined()) return std::nullopt;
  if (auto f = v.as<FloatImmNode>()) return f->value;
  if (auto i = v.as<IntImmNode>()) return static_cast<double>(i->value);
  BadAttr(call, name, "a float", v);
}

bool GetBoolAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  int64_t out = 0;
  if (!AsInt(v, &out)) BadAttr(call, name, "a bool", v);
  return out != 0;
}

std::optional<std::string> GetOptionalStringAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  if (!v.defined()) return std::nullopt;
  if (auto s = v.as<StringNode>()) return s->value;
  if (auto s = v.as<rlx::StringImmNode>()) return s->value;
  BadAttr(call, name, "a string", v);
}

std::string GetStringAttr(const Call& call, const std::string& name) {
  auto out = GetOptionalStringAttr(call, name);
  if (!out) BadAttr(call, name, "a string", ObjectRef());
  return *out;
}

DataType GetDataTypeAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  if (!v.defined()) return DataType::Void();
  std::string text;
  if (auto s = v.as<StringNode>()) {
    text = s->value;
  } else if (auto s = v.as<rlx::StringImmNode>()) {
    text = s->value;
  } else {
    BadAttr(call, name, "a dtype string", v);
  }
  if (text.empty()) return DataType::Void();
  auto dtype = DataType::Parse(text);
  if (!dtype) Fail(call, OpLabel(call) + " got an unknown dtype \"" + text + "\" for the attribute `" + name + "`");
  return *dtype;
}

std::vector<PrimExpr> GetPrimExprListAttr(const Call& call, const std::string& name) {
  ObjectRef v = GetAttr(call, name);
  auto a = v.as<ArrayNode>();
  if (!a.defined()) BadAttr(call, name, "a list of PrimExpr", v);
  std::vector<PrimExpr> out;
  for (const ObjectRef& e : a->elems) {
    auto p = e.as<PrimExprNode>();
    if (!p.defined()) BadAttr(call, name, "a list of PrimExpr", v);
    out.push_back(p);
  }
  return out;
}

// ---------------------------------------------------------------- shapes

// TVM's CheckTensorLayout.
Layout CheckTensorLayout(const Call& call, const std::string& layout, const std::string& target,
                         const std::string& tensor_name) {
  auto parsed = Layout::Parse(layout);
  Layout tgt = *Layout::Parse(target);
  if (!parsed || !parsed->ConvertibleTo(tgt)) {
    Fail(call, OpLabel(call) + " requires the given " + tensor_name + " layout to be convertible from " + target +
                   " layout. However, the given layout " + layout + " is not convertible.");
  }
  return *parsed;
}

// TVM's CheckNdimPerLayoutAndGetShape.
const std::vector<PrimExpr>* CheckNdimPerLayoutAndGetShape(const Call& call, const TensorStructInfo& t,
                                                           const Layout& layout) {
  if (!t->IsUnknownNdim() && t->ndim != layout.ndim()) {
    Fail(call, "In " + OpLabel(call) + ", layout " + layout.name() + " requires the input to be " +
                   std::to_string(layout.ndim()) + "-dim tensor. However, the given input has ndim " +
                   std::to_string(t->ndim));
  }
  return ShapeExprValues(t);
}

const std::vector<PrimExpr>* ShapeExprValues(const TensorStructInfo& t) { return t->GetShapeValues(); }

std::optional<std::vector<PrimExpr>> KnownShape(const TensorStructInfo& t) {
  if (auto v = t->GetShapeValues()) return *v;
  if (t->shape.defined() && t->shape->struct_info().defined()) {
    if (auto s = t->shape->struct_info().as<ShapeStructInfoNode>()) {
      if (s->values) return *s->values;
    }
  }
  return std::nullopt;
}

StructInfo MakeTensor(std::vector<PrimExpr> shape, DataType dtype, VDevice vdevice) {
  return relax::TensorSInfo(std::move(shape), dtype, std::move(vdevice));
}

StructInfo MakeTensorNdim(DataType dtype, int ndim, VDevice vdevice) {
  return relax::TensorSInfoNdim(dtype, ndim, std::move(vdevice));
}

StructInfo MakeTensorWithShapeExpr(const Expr& shape, DataType dtype, VDevice vdevice) {
  if (auto s = shape.as<relax::ShapeExprNode>()) {
    if (!s->struct_info().defined()) return MakeTensor(s->values, dtype, std::move(vdevice));
  }
  return Make<TensorStructInfoNode>(shape, dtype, -1, std::move(vdevice));
}

StructInfo WithDType(const TensorStructInfo& t, DataType dtype) {
  return Make<TensorStructInfoNode>(t->shape, dtype, t->ndim, t->vdevice);
}

std::vector<int> NormalizeAxes(const Call& call, int ndim, const std::vector<int64_t>& axes) {
  RLX_CHECK(ndim >= 0) << "NormalizeAxes needs a known ndim";
  std::vector<bool> seen(ndim, false);
  std::vector<int> out;
  for (int64_t axis : axes) {
    int64_t a = axis;
    if (a < -ndim || a >= ndim) {
      Fail(call, "In " + OpLabel(call) + ", the input axis " + std::to_string(axis) +
                     " is out of range. The input tensor has " + std::to_string(ndim) +
                     " dimensions, so axis should be in range [" + std::to_string(-ndim) + ", " + std::to_string(ndim) +
                     ").");
    }
    if (a < 0) a += ndim;
    if (seen[a]) {
      Fail(call, "In " + OpLabel(call) +
                     ", the input axes is required to be non-repetitive. However, there are multiple given axes "
                     "referring to axis " +
                     std::to_string(a));
    }
    seen[a] = true;
    out.push_back(static_cast<int>(a));
  }
  return out;
}

int NormalizeAxis(const Call& call, int ndim, int64_t axis) { return NormalizeAxes(call, ndim, {axis})[0]; }

BroadcastResult BroadcastShapes(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  BroadcastResult result;
  int na = static_cast<int>(a.size());
  int nb = static_cast<int>(b.size());
  int nmax = std::max(na, nb);
  std::vector<PrimExpr> out;
  int i = 1;
  for (; i <= std::min(na, nb); ++i) {
    const PrimExpr& d0 = a[na - i];
    const PrimExpr& d1 = b[nb - i];
    int64_t v0 = 0, v1 = 0;
    bool c0 = AsConstInt(d0, &v0), c1 = AsConstInt(d1, &v1);
    if (c0 && v0 == 1) {
      out.push_back(d1);
    } else if (c1 && v1 == 1) {
      out.push_back(d0);
    } else if (DimsEqual(d0, d1)) {
      out.push_back(d0);
    } else if (c0 && c1 && v0 != v1) {
      result.status = BroadcastResult::Status::kConflict;
      result.message = "the first input shape at dim " + std::to_string(na - i) + " is " + DimToString(d0) +
                       " and the second input shape at dim " + std::to_string(nb - i) + " is " + DimToString(d1) +
                       ", which are not broadcastable.";
      return result;
    } else {
      result.status = BroadcastResult::Status::kUnknown;
      return result;
    }
  }
  const std::vector<PrimExpr>& longer = na > nb ? a : b;
  for (; i <= nmax; ++i) out.push_back(longer[nmax - i]);
  std::reverse(out.begin(), out.end());
  result.status = BroadcastResult::Status::kSuccess;
  result.shape = std::move(out);
  return result;
}

std::optional<std::vector<PrimExpr>> InferBroadcastShape(const Call& call, const std::vector<PrimExpr>& a,
                                                         const std::vector<PrimExpr>& b) {
  BroadcastResult r = BroadcastShapes(a, b);
  if (r.status == BroadcastResult::Status::kConflict) Fail(call, "In " + OpLabel(call) + ", " + r.message);
  if (r.status == BroadcastResult::Status::kSuccess) return r.shape;
  return std::nullopt;
}

// The element dtype of tensor / prim struct info; nullopt for other kinds,
// void inside for an unknown tensor dtype.
static std::optional<DataType> ElementDType(const StructInfo& s) {
  if (auto p = s.as<relax::PrimStructInfoNode>()) return p->dtype;
  if (auto t = s.as<TensorStructInfoNode>()) return t->dtype;
  return std::nullopt;
}

DataType InferBinaryArithDtype(const Call& call, const StructInfo& lhs, const StructInfo& rhs) {
  auto l = ElementDType(lhs);
  if (!l) {
    Fail(call, "Binary operators must have the same datatype for both operands.  However, " + ExprToString(call) +
                   " has argument " + ExprToString(call->args[0]) + " on the LHS, with type " + SInfoToString(lhs) +
                   ", which does not have a datatype.");
  }
  if (l->is_void()) return DataType::Void();
  auto r = ElementDType(rhs);
  if (!r) {
    Fail(call, "Binary operators must have the same datatype for both operands.  However, " + ExprToString(call) +
                   " has argument " + ExprToString(call->args[1]) + " on the RHS, with type " + SInfoToString(rhs) +
                   ", which does not have a datatype.");
  }
  if (r->is_void()) return DataType::Void();
  if (*l != *r && !l->is_bool() && !r->is_bool()) {
    Fail(call, "Binary operators must have the same datatype for both operands.  However, " + ExprToString(call) +
                   " uses datatype " + l->ToString() + " on the LHS (StructInfo of " + SInfoToString(lhs) +
                   "), and datatype " + r->ToString() + " on the RHS (StructInfo of " + SInfoToString(rhs) + ").");
  }
  return *l;
}

static bool SameVDevice(const VDevice& a, const VDevice& b) {
  if (a.get() == b.get()) return true;
  if (!a.defined() || !b.defined()) return false;
  return a->target == b->target && a->vdevice_id == b->vdevice_id && a->memory_scope == b->memory_scope;
}

static std::string VDeviceToString(const VDevice& v) {
  if (!v.defined() || !v->target.defined()) return "None";
  return v->target.kind() + ":" + std::to_string(v->vdevice_id) + ":" + v->memory_scope;
}

VDevice InferBinaryVDevice(const Call& call, const StructInfo& lhs, const StructInfo& rhs) {
  auto get = [](const StructInfo& s) -> VDevice {
    if (auto t = s.as<TensorStructInfoNode>()) return t->vdevice;
    return VDevice();
  };
  // A pass may have fixed the output device explicitly (e.g. Adreno texture
  // scopes), in which case it wins.
  if (!call->sinfo_args.empty()) return get(call->sinfo_args[0]);
  VDevice l = get(lhs), r = get(rhs);
  if (!l.defined() || !l->target.defined()) return r;
  if (!r.defined() || !r->target.defined()) return l;
  if (!SameVDevice(l, r)) {
    Fail(call, "Binary operators with Tensor arguments must have the same VDevice for both operands.  However, " +
                   ExprToString(call) + " has a LHS on VDevice " + VDeviceToString(l) + " and a RHS on VDevice " +
                   VDeviceToString(r));
  }
  return l;
}

VDevice UnifyVDevices(const std::vector<TensorStructInfo>& tensors) {
  VDevice out;
  for (const TensorStructInfo& t : tensors) {
    if (!t->vdevice.defined()) continue;
    if (!out.defined()) {
      out = t->vdevice;
    } else if (t->vdevice->target.defined() && !SameVDevice(t->vdevice, out)) {
      return VDevice();
    }
  }
  return out;
}

// TVM's InferTypeUnary: the input tensor's struct info with the dtype
// replaced; an explicit sinfo_args[0] (set by device-placement passes)
// supplies the output vdevice.
StructInfo InferUnaryElementwise(const Call& call, bool require_float, bool bool_output) {
  TensorStructInfo x = GetInputTensors(call)[0];
  if (require_float && !x->IsUnknownDtype() && !IsFloatOrBFloat(x->dtype)) {
    Fail(call, OpLabel(call) + " requires the input tensor to have float dtype. However, the given input dtype is " +
                   x->dtype.ToString());
  }
  DataType dtype = bool_output ? DataType::Bool() : x->dtype;
  if (!call->sinfo_args.empty()) {
    auto defined = call->sinfo_args[0].as<relax::TensorStructInfoNode>();
    RLX_CHECK(defined.defined()) << "sinfo_args[0] of a unary op must be a tensor";
    return Make<relax::TensorStructInfoNode>(x->shape, dtype, x->ndim, defined->vdevice);
  }
  return WithDType(x, dtype);
}

bool IsFloatOrBFloat(DataType t) { return t.is_float() || t.is_bfloat16(); }

}  // namespace op
}  // namespace rlx
