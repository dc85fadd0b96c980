// Struct info, expressions and operator calls of the Relax script parser.
#include <cmath>

#include "compiler/op/normalize.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/relax_parser_internal.h"

namespace rlx {
namespace script {
namespace detail {

using namespace relax;  // NOLINT

namespace {

bool IsConst(const py::Expr& e, py::ConstKind k) { return e.kind == py::ExprKind::kConstant && e.const_kind == k; }

const py::Expr* Keyword(const py::Expr& call, const std::string& name) {
  for (const py::Keyword& kw : call.keywords) {
    if (kw.name == name) return kw.value.get();
  }
  return nullptr;
}

void CheckKeywords(const py::Expr& call, const std::vector<std::string>& allowed, const std::string& what) {
  for (const py::Keyword& kw : call.keywords) {
    bool ok = false;
    for (const std::string& a : allowed) ok |= a == kw.name;
    if (!ok) {
      std::string list;
      for (size_t i = 0; i < allowed.size(); ++i) list += (i ? ", " : "") + allowed[i];
      ThrowError(kw.span, "unexpected keyword '" + kw.name + "' for " + what + "; expected one of: " + list);
    }
  }
}

std::string ExpectString(const py::Expr& e, const std::string& what) {
  if (!IsConst(e, py::ConstKind::kString)) ThrowError(e.span, "expected a string for " + what);
  return e.str_value;
}

DataType ExpectDType(const py::Expr& e) {
  std::string s = ExpectString(e, "the dtype");
  if (s.empty()) return DataType::Void();
  auto t = DataType::Parse(s);
  if (!t) ThrowError(e.span, "unknown dtype \"" + s + "\"");
  return *t;
}

}  // namespace

Expr RelaxParser::Leafify(const Expr& e) {
  switch (e->kind()) {
    case NodeKind::kCall:
    case NodeKind::kIf:
    case NodeKind::kSeqExpr:
    case NodeKind::kFunction:
    case NodeKind::kTupleGetItem: {
      // Fresh names as TVM's BlockBuilder makes them: lv, lv1, lv2, ...
      std::string name = "lv";
      for (int i = 1; used_names_.count(name); ++i) name = "lv" + std::to_string(i);
      used_names_.insert(name);
      Var v = MakeAt<VarNode>(e->span, name, GetStructInfo(e), in_dataflow_);
      pending_bindings_.push_back(MakeAt<VarBindingNode>(e->span, v, e));
      return v;
    }
    default:
      return e;
  }
}

void RelaxParser::TakePending(std::vector<Binding>* out) {
  for (Binding& b : pending_bindings_) out->push_back(std::move(b));
  pending_bindings_.clear();
}

Expr RelaxParser::Normalize(Expr e) {
  op::InferStructInfo(e);
  return e;
}

PrimExpr RelaxParser::ParseDim(const py::Expr& e) {
  if (IsConst(e, py::ConstKind::kInt)) return MakeAt<IntImmNode>(e.span, DataType::Int(64), e.int_value);
  if (IsConst(e, py::ConstKind::kString)) {
    // A quoted dimension, as TVM prints symbolic dims in signatures: "n", "n * 2".
    auto snippet = std::make_shared<SourceFile>(file_->name(), e.str_value);
    py::Module m;
    try {
      m = py::ParsePython(snippet);
    } catch (const DiagnosticError& err) {
      ThrowError(e.span, "invalid symbolic dimension \"" + e.str_value + "\": " + err.diagnostic().message);
    }
    if (m.body.size() != 1 || m.body[0]->kind != py::StmtKind::kExpr) {
      ThrowError(e.span, "expected an expression in the symbolic dimension \"" + e.str_value + "\"");
    }
    try {
      return ParseDim(*m.body[0]->value);
    } catch (const DiagnosticError& err) {
      if (err.diagnostic().span.file == snippet) ThrowError(e.span, err.diagnostic().message);
      throw;
    }
  }
  if (define_symbolic_) {
    // Names first seen in a signature define int64 shape variables.
    std::vector<const py::Expr*> stack{&e};
    while (!stack.empty()) {
      const py::Expr* cur = stack.back();
      stack.pop_back();
      if (cur->kind == py::ExprKind::kName && !prim_scope_.LookupVar(cur->id) && cur->id != "T") {
        prim_scope_.DefineVar(cur->id, MakeTirVar(cur->id, DataType::Int(64)));
      }
      if (cur->kind == py::ExprKind::kBinOp || cur->kind == py::ExprKind::kUnaryOp) {
        for (const py::ExprPtr& c : cur->items) stack.push_back(c.get());
      }
    }
  }
  return ParsePrimExpr(e, prim_scope_, DataType::Int(64));
}

StructInfo RelaxParser::ParseStructInfo(const py::Expr& e) {
  bool is_call = e.kind == py::ExprKind::kCall;
  std::string name = DottedName(is_call ? *e.operand : e);
  auto positional = [&](size_t i) -> const py::Expr* {
    return is_call && i < e.items.size() ? e.items[i].get() : nullptr;
  };
  if (name == "R.Object" || name == "R.Any") {
    if (is_call && (!e.items.empty() || !e.keywords.empty())) ThrowError(e.span, name + " takes no arguments");
    return MakeAt<ObjectStructInfoNode>(e.span);
  }
  if (name == "R.Tensor") {
    if (!is_call) return MakeAt<TensorStructInfoNode>(e.span, Expr(), DataType::Void(), -1, relax::VDevice());
    CheckKeywords(e, {"shape", "dtype", "ndim", "vdevice"}, "R.Tensor");
    if (e.items.size() > 3) ThrowError(e.span, "R.Tensor expects (shape, dtype, vdevice)");
    const py::Expr* shape = positional(0) ? positional(0) : Keyword(e, "shape");
    const py::Expr* dtype = positional(1) ? positional(1) : Keyword(e, "dtype");
    const py::Expr* vdev = positional(2) ? positional(2) : Keyword(e, "vdevice");
    const py::Expr* ndim = Keyword(e, "ndim");
    // R.Tensor("float32") is a dtype-only tensor.
    if (shape && IsConst(*shape, py::ConstKind::kString) && !dtype) {
      dtype = shape;
      shape = nullptr;
    }
    DataType dt = dtype && !IsConst(*dtype, py::ConstKind::kNone) ? ExpectDType(*dtype) : DataType::Void();
    int nd = -1;
    if (ndim) {
      if (!IsConst(*ndim, py::ConstKind::kInt)) ThrowError(ndim->span, "expected an integer ndim");
      nd = static_cast<int>(ndim->int_value);
    }
    relax::VDevice vd;
    if (vdev && !IsConst(*vdev, py::ConstKind::kNone)) vd = LookupVDevice(*vdev, ExpectString(*vdev, "the vdevice"));
    if (shape && !IsConst(*shape, py::ConstKind::kNone)) {
      if (shape->kind != py::ExprKind::kTuple && shape->kind != py::ExprKind::kList) {
        Expr shape_var = ParseExpr(*shape);
        if (!GetStructInfo(shape_var).is<ShapeStructInfoNode>()) ThrowError(shape->span, "expected a shape");
        return MakeAt<TensorStructInfoNode>(e.span, shape_var, dt, nd, vd);
      }
      std::vector<PrimExpr> dims;
      for (const py::ExprPtr& d : shape->items) dims.push_back(ParseDim(*d));
      if (nd >= 0 && nd != static_cast<int>(dims.size())) {
        ThrowError(ndim->span, "ndim=" + std::to_string(nd) + " disagrees with the shape's " +
                                   std::to_string(dims.size()) + " dimensions");
      }
      StructInfo s = TensorSInfo(std::move(dims), dt, vd);
      return s;
    }
    return MakeAt<TensorStructInfoNode>(e.span, Expr(), dt, nd, vd);
  }
  if (name == "R.Tuple") {
    std::vector<StructInfo> fields;
    if (is_call) {
      CheckKeywords(e, {}, "R.Tuple");
      if (e.items.size() == 1 && e.items[0]->kind == py::ExprKind::kList) {
        for (const py::ExprPtr& f : e.items[0]->items) fields.push_back(ParseStructInfo(*f));
      } else {
        for (const py::ExprPtr& f : e.items) fields.push_back(ParseStructInfo(*f));
      }
    }
    return MakeAt<TupleStructInfoNode>(e.span, std::move(fields));
  }
  if (name == "R.Shape") {
    if (!is_call) return MakeAt<ShapeStructInfoNode>(e.span, std::nullopt, -1);
    CheckKeywords(e, {"values", "ndim"}, "R.Shape");
    const py::Expr* values = positional(0) ? positional(0) : Keyword(e, "values");
    const py::Expr* ndim = Keyword(e, "ndim");
    if (values && !IsConst(*values, py::ConstKind::kNone)) {
      if (values->kind != py::ExprKind::kList && values->kind != py::ExprKind::kTuple) {
        ThrowError(values->span, "expected a list of dimensions");
      }
      std::vector<PrimExpr> dims;
      for (const py::ExprPtr& d : values->items) dims.push_back(ParseDim(*d));
      return MakeAt<ShapeStructInfoNode>(e.span, std::move(dims), -1);
    }
    int nd = -1;
    if (ndim) {
      if (!IsConst(*ndim, py::ConstKind::kInt)) ThrowError(ndim->span, "expected an integer ndim");
      nd = static_cast<int>(ndim->int_value);
    }
    return MakeAt<ShapeStructInfoNode>(e.span, std::nullopt, nd);
  }
  if (name == "R.Prim") {
    if (!is_call) ThrowError(e.span, "R.Prim needs a dtype or a value");
    CheckKeywords(e, {"dtype", "value"}, "R.Prim");
    const py::Expr* dtype = positional(0) ? positional(0) : Keyword(e, "dtype");
    const py::Expr* value = Keyword(e, "value");
    if (value) {
      PrimExpr v = ParseDim(*value);
      return MakeAt<PrimStructInfoNode>(e.span, v->dtype, v);
    }
    if (!dtype) ThrowError(e.span, "R.Prim needs a dtype or a value");
    return MakeAt<PrimStructInfoNode>(e.span, ExpectDType(*dtype), PrimExpr());
  }
  // TVM 0.27 spells R.Prim("int64") as T.int64.
  if (!is_call && name.rfind("T.", 0) == 0) {
    if (std::optional<DataType> dt = DataType::Parse(name.substr(2)); dt && !dt->is_void()) {
      return MakeAt<PrimStructInfoNode>(e.span, *dt, PrimExpr());
    }
  }
  if (name == "R.Callable") {
    if (!is_call || e.items.size() < 2) ThrowError(e.span, "R.Callable expects (params, ret[, purity])");
    std::optional<std::vector<StructInfo>> params;
    const py::Expr& p = *e.items[0];
    if (!IsConst(p, py::ConstKind::kNone)) {
      if (p.kind != py::ExprKind::kTuple && p.kind != py::ExprKind::kList)
        ThrowError(p.span, "expected a tuple of parameter struct infos");
      params.emplace();
      for (const py::ExprPtr& f : p.items) params->push_back(ParseStructInfo(*f));
    }
    StructInfo ret = ParseStructInfo(*e.items[1]);
    bool purity = true;
    const py::Expr* pur = e.items.size() > 2 ? e.items[2].get() : Keyword(e, "purity");
    if (pur) {
      if (!IsConst(*pur, py::ConstKind::kBool)) ThrowError(pur->span, "expected True or False for purity");
      purity = pur->int_value != 0;
    }
    return MakeAt<FuncStructInfoNode>(e.span, std::move(params), ret, purity);
  }
  ThrowError(e.span,
             "expected a struct info annotation (R.Tensor, R.Tuple, R.Shape, R.Prim, R.Object, "
             "R.Callable, T.<dtype>), found '" +
                 (name.empty() ? std::string("expression") : name) + "'");
}

relax::VDevice RelaxParser::LookupVDevice(const py::Expr& e, const std::string& ref_text) {
  VDeviceRef ref;
  try {
    ref = ParseVDeviceRef(ref_text);
  } catch (const DiagnosticError& err) {
    ThrowError(e.span, err.diagnostic().message);
  }
  int index = 0;
  for (const relax::VDevice& vd : vdevices_) {
    if (vd->target.kind() != ref.kind) continue;
    if (index == ref.index) {
      if (ref.has_scope && ref.scope != vd->memory_scope) break;
      return vd;
    }
    ++index;
  }
  ThrowError(e.span, "vdevice \"" + ref_text + "\" is not in the module's I.module_global_infos vdevice list");
}

GlobalVar RelaxParser::LookupGlobal(const py::Expr& e, const std::string& name) {
  auto it = globals_.find(name);
  if (it == globals_.end()) ThrowError(e.span, "the module has no function named '" + name + "'");
  return it->second;
}

// TVM 0.27 writes a prim value as the PrimExpr itself: `3`, `True`,
// `n - b`, `T.float32(0.25)`, a symbolic variable's name.
bool RelaxParser::IsBarePrimValue(const py::Expr& e) const {
  switch (e.kind) {
    case py::ExprKind::kConstant:
      return e.const_kind == py::ConstKind::kInt || e.const_kind == py::ConstKind::kBool ||
             e.const_kind == py::ConstKind::kFloat;
    case py::ExprKind::kName:
      return !LookupVar(e.id).defined() && prim_scope_.LookupVar(e.id).defined();
    case py::ExprKind::kCall:
      return DottedName(*e.operand).rfind("T.", 0) == 0;
    case py::ExprKind::kBinOp:
    case py::ExprKind::kUnaryOp:
    case py::ExprKind::kCompare:
    case py::ExprKind::kBoolOp:
      for (const py::ExprPtr& c : e.items) {
        if (!IsBarePrimValue(*c)) return false;
      }
      return true;
    default:
      return false;
  }
}

Expr RelaxParser::ParseExpr(const py::Expr& e) {
  if (IsBarePrimValue(e)) {
    return Normalize(MakeAt<PrimValueNode>(e.span, ParsePrimExpr(e, prim_scope_, DataType::Int(64))));
  }
  switch (e.kind) {
    case py::ExprKind::kName: {
      Expr v = LookupVar(e.id);
      if (!v.defined()) ThrowError(e.span, "undefined variable '" + e.id + "'");
      return v;
    }
    case py::ExprKind::kAttribute: {
      if (e.operand->kind == py::ExprKind::kName && (e.operand->id == "cls" || e.operand->id == class_name_)) {
        return LookupGlobal(e, e.id);
      }
      ThrowError(e.span, "expected a variable, a call or cls.<function>, found '" + DottedName(e) + "'");
    }
    case py::ExprKind::kTuple: {
      std::vector<Expr> fields;
      for (const py::ExprPtr& f : e.items) fields.push_back(ParseArgValue(*f));
      return Normalize(MakeAt<TupleNode>(e.span, std::move(fields)));
    }
    case py::ExprKind::kSubscript: {
      if (e.operand->kind == py::ExprKind::kSubscript && e.operand->operand->kind == py::ExprKind::kName &&
          e.operand->operand->id == "metadata" && !LookupVar("metadata").defined()) {
        return ParseMetadataRef(e);
      }
      Expr tuple = ParseExpr(*e.operand);
      if (e.items.size() != 1 || !IsConst(*e.items[0], py::ConstKind::kInt)) {
        ThrowError(e.span, "expected a constant integer tuple index");
      }
      return Normalize(MakeAt<TupleGetItemNode>(e.span, tuple, e.items[0]->int_value));
    }
    case py::ExprKind::kCall:
      return ParseCall(e);
    default:
      break;
  }
  ThrowError(e.span, "expected a Relax expression (a variable, a tuple, or a call such as R.add(x, y))");
}

Expr RelaxParser::ParseMetadataRef(const py::Expr& e) {
  const py::Expr& keyed = *e.operand;
  if (!metadata_defined_) {
    ThrowError(e.span,
               "this module refers to TVM's metadata section, but the file has none; print the module "
               "with mod.script(show_meta=True)");
  }
  if (keyed.items.size() != 1 || !IsConst(*keyed.items[0], py::ConstKind::kString)) {
    ThrowError(keyed.span, "expected metadata[\"<key>\"][<index>]");
  }
  const std::string& key = keyed.items[0]->str_value;
  auto it = metadata_.find(key);
  if (it == metadata_.end()) ThrowError(keyed.items[0]->span, "the metadata section has no key \"" + key + "\"");
  if (e.items.size() != 1 || !IsConst(*e.items[0], py::ConstKind::kInt)) {
    ThrowError(e.span, "expected a constant integer index into metadata[\"" + key + "\"]");
  }
  int64_t i = e.items[0]->int_value;
  if (i < 0 || i >= static_cast<int64_t>(it->second.size())) {
    ThrowError(e.items[0]->span, "metadata[\"" + key + "\"] has " + std::to_string(it->second.size()) +
                                     " entries; index " + std::to_string(i) + " is out of range");
  }
  if (!it->second[i].defined()) {
    ThrowError(e.span, "metadata[\"" + key + "\"][" + std::to_string(i) + "] is not a tensor constant");
  }
  return Normalize(MakeAt<ConstantNode>(e.span, it->second[i]));
}

// A value in argument position: Relax expressions, plus Python literals that
// stand for Relax values (ints become R.prim_value, int tuples R.shape).
Expr RelaxParser::ParseArgValueImpl(const py::Expr& e) {
  if (IsConst(e, py::ConstKind::kInt)) {
    return Normalize(MakeAt<PrimValueNode>(e.span, MakeAt<IntImmNode>(e.span, DataType::Int(64), e.int_value)));
  }
  if (IsConst(e, py::ConstKind::kString)) return Normalize(MakeAt<relax::StringImmNode>(e.span, e.str_value));
  if ((e.kind == py::ExprKind::kList || e.kind == py::ExprKind::kTuple) && !e.items.empty()) {
    bool all_dims = true;
    for (const py::ExprPtr& f : e.items) {
      bool is_relax_var = f->kind == py::ExprKind::kName && LookupVar(f->id).defined();
      if (is_relax_var || f->kind == py::ExprKind::kCall || f->kind == py::ExprKind::kTuple) all_dims = false;
    }
    if (all_dims) {
      std::vector<PrimExpr> dims;
      for (const py::ExprPtr& f : e.items) dims.push_back(ParseDim(*f));
      return Normalize(MakeAt<ShapeExprNode>(e.span, std::move(dims)));
    }
    if (e.kind == py::ExprKind::kList) {
      std::vector<Expr> fields;
      for (const py::ExprPtr& f : e.items) fields.push_back(ParseArgValue(*f));
      return Normalize(MakeAt<TupleNode>(e.span, std::move(fields)));
    }
  }
  return ParseExpr(e);
}

Expr RelaxParser::ParseCall(const py::Expr& e) {
  std::string name = DottedName(*e.operand);
  if (e.operand->kind == py::ExprKind::kAttribute && e.operand->operand->kind == py::ExprKind::kName &&
      (e.operand->operand->id == "cls" || e.operand->operand->id == class_name_)) {
    GlobalVar gv = LookupGlobal(*e.operand, e.operand->id);
    if (!e.keywords.empty()) ThrowError(e.keywords[0].span, "function calls take no keyword arguments");
    std::vector<Expr> args;
    for (const py::ExprPtr& a : e.items) args.push_back(ParseArgValue(*a));
    Expr call = MakeAt<CallNode>(e.span, gv, std::move(args));
    // A direct PrimFunc call (after CallTIRRewrite) writes its outputs into
    // its arguments and returns nothing, as in TVM.
    if (prim_funcs_.count(gv->name)) call->SetStructInfo(TupleSInfo({}));
    return Normalize(call);
  }
  if (e.operand->kind == py::ExprKind::kName) {
    Expr callee = LookupVar(e.operand->id);
    if (!callee.defined()) ThrowError(e.operand->span, "undefined function '" + e.operand->id + "'");
    std::vector<Expr> args;
    for (const py::ExprPtr& a : e.items) args.push_back(ParseArgValue(*a));
    return Normalize(MakeAt<CallNode>(e.span, callee, std::move(args)));
  }
  if (name == "R.const") return ParseConst(e);
  if (name == "R.shape") {
    CheckKeywords(e, {}, "R.shape");
    if (e.items.size() != 1 || (e.items[0]->kind != py::ExprKind::kList && e.items[0]->kind != py::ExprKind::kTuple)) {
      ThrowError(e.span, "R.shape expects a list of dimensions");
    }
    std::vector<PrimExpr> dims;
    for (const py::ExprPtr& d : e.items[0]->items) dims.push_back(ParseDim(*d));
    return Normalize(MakeAt<ShapeExprNode>(e.span, std::move(dims)));
  }
  if (name == "R.prim_value") {
    if (e.items.size() != 1) ThrowError(e.span, "R.prim_value expects one value");
    const py::Expr& v = *e.items[0];
    PrimExpr value;
    if (IsConst(v, py::ConstKind::kFloat)) {
      value = MakeAt<FloatImmNode>(v.span, DataType::Float(32), v.float_value);
    } else if (IsConst(v, py::ConstKind::kBool)) {
      value = MakeAt<IntImmNode>(v.span, DataType::Bool(), v.int_value);
    } else {
      value = ParseDim(v);
    }
    return Normalize(MakeAt<PrimValueNode>(e.span, value));
  }
  if (name == "R.str") {
    if (e.items.size() != 1) ThrowError(e.span, "R.str expects one string");
    return Normalize(MakeAt<relax::StringImmNode>(e.span, ExpectString(*e.items[0], "R.str")));
  }
  if (name == "R.dtype") {
    if (e.items.size() != 1) ThrowError(e.span, "R.dtype expects one dtype string");
    return Normalize(MakeAt<DataTypeImmNode>(e.span, ExpectDType(*e.items[0])));
  }
  if (name == "R.tuple") {
    std::vector<Expr> fields;
    for (const py::ExprPtr& f : e.items) fields.push_back(ParseArgValue(*f));
    return Normalize(MakeAt<TupleNode>(e.span, std::move(fields)));
  }
  if (name == "R.ExternFunc") {
    if (e.items.size() != 1) ThrowError(e.span, "R.ExternFunc expects one symbol name");
    return Normalize(MakeAt<ExternFuncNode>(e.span, ExpectString(*e.items[0], "R.ExternFunc")));
  }
  if (name == "R.call_tir" || name == "R.call_tir_inplace" || name == "R.call_dps_packed") {
    return ParseDpsCall(e, name);
  }
  if (name == "R.call_pure_packed" || name == "R.call_packed" || name == "R.call_inplace_packed") {
    return ParsePackedCall(e, name);
  }
  if (name == "R.match_cast") ThrowError(e.span, "R.match_cast is only allowed as the value of a binding");
  if (name == "R.output" || name == "R.dataflow" || name == "R.func_attr") {
    ThrowError(e.span, name + " is a statement, not a value");
  }
  const op::OpDef* def = op::OpRegistry::Global().FindByScriptName(name);
  if (!def) {
    ThrowError(e.operand->span, "unknown operator '" + (name.empty() ? std::string("<expression>") : name) +
                                    "' (`rlx ops` lists the registered operators)");
  }
  return ParseOpCall(e, *def);
}

}  // namespace detail
}  // namespace script
}  // namespace rlx
