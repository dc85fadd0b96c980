// Operator calls, DPS/packed calls, constants and attribute values of the
// Relax script parser.
#include <functional>

#include "compiler/op/normalize.h"
#include "compiler/script/relax_parser_internal.h"

namespace rlx {
namespace script {
namespace detail {

using namespace relax;  // NOLINT

namespace {

bool IsConst(const py::Expr& e, py::ConstKind k) { return e.kind == py::ExprKind::kConstant && e.const_kind == k; }

bool IsNone(const py::Expr& e) { return IsConst(e, py::ConstKind::kNone); }

ObjectRef Int(const py::Expr& e) { return MakeAt<IntImmNode>(e.span, DataType::Int(64), e.int_value); }

std::string KindName(op::AttrKind k) {
  switch (k) {
    case op::AttrKind::kInt:
      return "an integer";
    case op::AttrKind::kOptionalInt:
      return "an integer or None";
    case op::AttrKind::kIntList:
      return "a list of integers";
    case op::AttrKind::kOptionalIntList:
      return "a list of integers or None";
    case op::AttrKind::kFloat:
      return "a number";
    case op::AttrKind::kOptionalFloat:
      return "a number or None";
    case op::AttrKind::kBool:
      return "True or False";
    case op::AttrKind::kString:
      return "a string";
    case op::AttrKind::kOptionalString:
      return "a string or None";
    case op::AttrKind::kDataType:
      return "a dtype string";
    case op::AttrKind::kPrimExprList:
      return "a list of dimensions";
    case op::AttrKind::kAny:
      return "a value";
  }
  return "a value";
}

}  // namespace

// `T.index_map(lambda i0, i1: (i0 // 4, i1), index_dtype="int32")`, kept
// as the map {"initial_indices": [vars], "final_indices": [exprs]} that
// op::IndexMap (compiler/op/index_map.h) reads and the printer writes back.
ObjectRef RelaxParser::ParseIndexMap(const py::Expr& e) {
  if (e.items.size() != 1 || e.items[0]->kind != py::ExprKind::kLambda) {
    ThrowError(e.span, "T.index_map expects one lambda, e.g. T.index_map(lambda i, j: (j, i))");
  }
  DataType dtype = DataType::Int(64);
  for (const py::Keyword& k : e.keywords) {
    if (k.name != "index_dtype") ThrowError(k.span, "T.index_map: unknown keyword '" + k.name + "'");
    dtype = ParseDTypeExpr(*k.value);
  }
  const py::Expr& lambda = *e.items[0];
  PrimScope scope(&prim_scope_);
  std::vector<ObjectRef> initial, final_indices;
  for (const std::string& name : lambda.params) {
    TirVar v = MakeTirVar(name, dtype);
    scope.DefineVar(name, v);
    initial.push_back(v);
  }
  const py::Expr& body = *lambda.items[0];
  if (body.kind == py::ExprKind::kTuple || body.kind == py::ExprKind::kList) {
    for (const py::ExprPtr& x : body.items) final_indices.push_back(ParsePrimExpr(*x, scope, dtype));
  } else {
    final_indices.push_back(ParsePrimExpr(body, scope, dtype));
  }
  return MakeAt<MapNode>(
      e.span, std::vector<MapNode::Item>{{"initial_indices", MakeAt<ArrayNode>(e.span, std::move(initial))},
                                         {"final_indices", MakeAt<ArrayNode>(e.span, std::move(final_indices))}});
}

// R.device(device_type=1, index=0) (TVM's print of a runtime Device, e.g.
// hint_on_device's target), also positionally: a map of the two integers.
ObjectRef RelaxParser::ParseDevice(const py::Expr& e) {
  const py::Expr* field[2] = {nullptr, nullptr};
  const char* names[2] = {"device_type", "index"};
  if (e.items.size() > 2) ThrowError(e.span, "R.device takes (device_type, index)");
  for (size_t i = 0; i < e.items.size(); ++i) field[i] = e.items[i].get();
  for (const py::Keyword& kw : e.keywords) {
    int k = kw.name == "device_type" ? 0 : kw.name == "index" || kw.name == "device_id" ? 1 : -1;
    if (k < 0) ThrowError(kw.span, "R.device has no parameter '" + kw.name + "'; expected device_type, index");
    if (field[k]) ThrowError(kw.span, std::string("R.device got multiple values for '") + names[k] + "'");
    field[k] = kw.value.get();
  }
  std::vector<MapNode::Item> items;
  for (int k = 0; k < 2; ++k) {
    if (!field[k] || !IsConst(*field[k], py::ConstKind::kInt)) {
      ThrowError(field[k] ? field[k]->span : e.span, std::string("R.device expects an integer ") + names[k]);
    }
    items.emplace_back(names[k], MakeAt<IntImmNode>(field[k]->span, DataType::Int(64), field[k]->int_value));
  }
  return MakeAt<MapNode>(e.span, std::move(items));
}

ObjectRef RelaxParser::ParseGenericAttr(const py::Expr& e) {
  switch (e.kind) {
    case py::ExprKind::kConstant:
      switch (e.const_kind) {
        case py::ConstKind::kInt:
          return Int(e);
        case py::ConstKind::kFloat:
          return MakeAt<FloatImmNode>(e.span, DataType::Float(64), e.float_value);
        case py::ConstKind::kBool:
          return MakeAt<IntImmNode>(e.span, DataType::Bool(), e.int_value);
        case py::ConstKind::kString:
          return MakeAt<StringNode>(e.span, e.str_value);
        case py::ConstKind::kNone:
          return ObjectRef();
      }
      break;
    case py::ExprKind::kUnaryOp:
      if (e.id == "-" && e.items[0]->kind == py::ExprKind::kConstant) {
        const py::Expr& v = *e.items[0];
        if (v.const_kind == py::ConstKind::kInt) return MakeAt<IntImmNode>(e.span, DataType::Int(64), -v.int_value);
        if (v.const_kind == py::ConstKind::kFloat)
          return MakeAt<FloatImmNode>(e.span, DataType::Float(64), -v.float_value);
      }
      break;
    case py::ExprKind::kList:
    case py::ExprKind::kTuple: {
      std::vector<ObjectRef> elems;
      for (const py::ExprPtr& x : e.items) elems.push_back(ParseGenericAttr(*x));
      return MakeAt<ArrayNode>(e.span, std::move(elems));
    }
    case py::ExprKind::kDict: {
      std::vector<MapNode::Item> items;
      for (size_t i = 0; i < e.keys.size(); ++i) {
        if (!IsConst(*e.keys[i], py::ConstKind::kString)) ThrowError(e.keys[i]->span, "expected a string key");
        for (const auto& it : items) {
          if (it.first == e.keys[i]->str_value) ThrowError(e.keys[i]->span, "duplicate key \"" + it.first + "\"");
        }
        items.emplace_back(e.keys[i]->str_value, ParseGenericAttr(*e.items[i]));
      }
      return MakeAt<MapNode>(e.span, std::move(items));
    }
    case py::ExprKind::kCall: {
      // T.int32(1), T.bool(True), ... inside attribute dicts.
      std::string callee = DottedName(*e.operand);
      if (callee.rfind("T.", 0) == 0 && DataType::Parse(callee.substr(2)) && e.items.size() == 1) {
        return ParsePrimExpr(e, prim_scope_, DataType::Int(64));
      }
      if (callee == "T.index_map") return ParseIndexMap(e);
      if (callee == "R.device") return ParseDevice(e);
      break;
    }
    default:
      break;
  }
  ThrowError(e.span, "expected an attribute value (number, string, bool, None, list or dict)");
}

ObjectRef RelaxParser::ParseAttr(const py::Expr& e, op::AttrKind kind, const std::string& name) {
  auto fail = [&]() -> ObjectRef {
    ThrowError(e.span, "expected " + KindName(kind) + " for attribute '" + name + "'");
  };
  bool optional = kind == op::AttrKind::kOptionalInt || kind == op::AttrKind::kOptionalIntList ||
                  kind == op::AttrKind::kOptionalFloat || kind == op::AttrKind::kOptionalString ||
                  kind == op::AttrKind::kDataType || kind == op::AttrKind::kAny;
  if (IsNone(e)) {
    if (!optional) fail();
    return kind == op::AttrKind::kDataType ? ObjectRef(MakeAt<StringNode>(e.span, "")) : ObjectRef();
  }
  ObjectRef v = kind == op::AttrKind::kPrimExprList ? ObjectRef() : ParseGenericAttr(e);
  switch (kind) {
    case op::AttrKind::kInt:
    case op::AttrKind::kOptionalInt:
      if (auto i = v.as<IntImmNode>(); i.defined() && !i->dtype.is_bool()) return v;
      return fail();
    case op::AttrKind::kIntList:
    case op::AttrKind::kOptionalIntList: {
      if (auto i = v.as<IntImmNode>(); i.defined() && !i->dtype.is_bool()) {
        return MakeAt<ArrayNode>(e.span, std::vector<ObjectRef>{v});  // a single int means [int]
      }
      auto a = v.as<ArrayNode>();
      if (!a.defined()) return fail();
      for (const ObjectRef& x : a->elems) {
        auto i = x.as<IntImmNode>();
        if (!i.defined() || i->dtype.is_bool()) return fail();
      }
      return v;
    }
    case op::AttrKind::kFloat:
    case op::AttrKind::kOptionalFloat:
      if (auto i = v.as<IntImmNode>(); i.defined() && !i->dtype.is_bool()) {
        return MakeAt<FloatImmNode>(e.span, DataType::Float(64), static_cast<double>(i->value));
      }
      if (v.is<FloatImmNode>()) return v;
      return fail();
    case op::AttrKind::kBool:
      if (auto i = v.as<IntImmNode>(); i.defined() && (i->dtype.is_bool() || i->value == 0 || i->value == 1)) {
        return MakeAt<IntImmNode>(e.span, DataType::Bool(), i->value);
      }
      return fail();
    case op::AttrKind::kString:
    case op::AttrKind::kOptionalString:
      if (v.is<StringNode>()) return v;
      return fail();
    case op::AttrKind::kDataType: {
      auto s = v.as<StringNode>();
      if (!s.defined()) return fail();
      if (!s->value.empty() && !DataType::Parse(s->value)) ThrowError(e.span, "unknown dtype \"" + s->value + "\"");
      // "void", "" and None all spell the unknown dtype (TVM's DataType
      // void): one spelling in the IR, so that the three read back equal.
      if (s->value == "void") return MakeAt<StringNode>(e.span, "");
      return v;
    }
    case op::AttrKind::kPrimExprList: {
      if (e.kind != py::ExprKind::kList && e.kind != py::ExprKind::kTuple) return fail();
      std::vector<ObjectRef> dims;
      for (const py::ExprPtr& d : e.items) dims.push_back(ParseDim(*d));
      return MakeAt<ArrayNode>(e.span, std::move(dims));
    }
    case op::AttrKind::kAny:
      // "cuda:0" names the first cuda entry of the module's vdevice list, as
      // in TVM: resolving it here keeps that entry's target (with its
      // attributes) and memory scope, so R.to_vdevice's result compares equal
      // to the annotations that name the same vdevice.
      if (auto s = v.as<StringNode>(); s.defined() && name == "dst_vdevice" && !vdevices_.empty()) {
        return LookupVDevice(e, s->value);
      }
      return v;
  }
  return v;
}

Expr RelaxParser::ParseRelaxArgImpl(const py::Expr& e, const op::ParamSpec& p) {
  bool is_list = e.kind == py::ExprKind::kList || e.kind == py::ExprKind::kTuple;
  auto is_number = [](const py::Expr& x) {
    const py::Expr* v = x.kind == py::ExprKind::kUnaryOp && x.id == "-" ? x.items[0].get() : &x;
    return IsConst(*v, py::ConstKind::kInt) || IsConst(*v, py::ConstKind::kFloat) || IsConst(*v, py::ConstKind::kBool);
  };
  auto prim_value = [&](const py::Expr& x) -> Expr {
    if (x.kind == py::ExprKind::kCall || (x.kind == py::ExprKind::kName && LookupVar(x.id).defined())) {
      return ParseExpr(x);
    }
    PrimExpr v;
    const py::Expr* num = x.kind == py::ExprKind::kUnaryOp && x.id == "-" ? x.items[0].get() : &x;
    bool neg = num != &x;
    if (IsConst(*num, py::ConstKind::kFloat)) {
      v = MakeAt<FloatImmNode>(x.span, DataType::Float(32), neg ? -num->float_value : num->float_value);
    } else if (IsConst(*num, py::ConstKind::kBool)) {
      v = MakeAt<IntImmNode>(x.span, DataType::Bool(), num->int_value);
    } else {
      v = ParseDim(x);
    }
    return Normalize(MakeAt<PrimValueNode>(x.span, v));
  };
  switch (p.arg_kind) {
    case op::ArgKind::kShape:
      if (is_list) {
        std::vector<PrimExpr> dims;
        for (const py::ExprPtr& d : e.items) dims.push_back(ParseDim(*d));
        return Normalize(MakeAt<ShapeExprNode>(e.span, std::move(dims)));
      }
      return ParseExpr(e);
    case op::ArgKind::kPrimValue:
      if (is_number(e) || e.kind == py::ExprKind::kName || e.kind == py::ExprKind::kBinOp) return prim_value(e);
      return ParseExpr(e);
    case op::ArgKind::kPrimValueTuple:
      if (is_list) {
        std::vector<Expr> fields;
        for (const py::ExprPtr& x : e.items) fields.push_back(prim_value(*x));
        return Normalize(MakeAt<TupleNode>(e.span, std::move(fields)));
      }
      return ParseExpr(e);
    case op::ArgKind::kDataTypeImm:
      if (IsConst(e, py::ConstKind::kString)) {
        auto t = DataType::Parse(e.str_value);
        if (!t && !e.str_value.empty()) ThrowError(e.span, "unknown dtype \"" + e.str_value + "\"");
        return Normalize(MakeAt<DataTypeImmNode>(e.span, t ? *t : DataType::Void()));
      }
      return ParseExpr(e);
    case op::ArgKind::kStringImm:
      if (IsConst(e, py::ConstKind::kString)) return Normalize(MakeAt<relax::StringImmNode>(e.span, e.str_value));
      return ParseExpr(e);
    case op::ArgKind::kTensorTuple:
    case op::ArgKind::kArgTuple:
      if (is_list) {
        std::vector<Expr> fields;
        for (const py::ExprPtr& x : e.items) fields.push_back(ParseArgValue(*x));
        return Normalize(MakeAt<TupleNode>(e.span, std::move(fields)));
      }
      return ParseExpr(e);
    case op::ArgKind::kCallee:
      if (IsConst(e, py::ConstKind::kString)) {
        Expr fn = MakeAt<ExternFuncNode>(e.span, e.str_value);
        return Normalize(fn);
      }
      return ParseExpr(e);
    case op::ArgKind::kExpr:
    case op::ArgKind::kTensor:
      break;
  }
  return ParseArgValue(e);
}

Expr RelaxParser::ParseOpCall(const py::Expr& e, const op::OpDef& def) {
  // Bind Python arguments to the op's signature, as Python would.
  std::vector<const py::Expr*> bound(def.params.size(), nullptr);
  std::vector<const py::Expr*> variadic;
  size_t pos = 0;
  for (const py::ExprPtr& a : e.items) {
    if (pos < def.params.size() && def.params[pos].variadic) {
      variadic.push_back(a.get());
      continue;
    }
    if (pos >= def.params.size()) {
      ThrowError(a->span,
                 def.script_name + " takes " + std::to_string(def.params.size()) + " arguments, but more were given");
    }
    bound[pos++] = a.get();
  }
  for (const py::Keyword& kw : e.keywords) {
    const op::ParamSpec* p = def.FindParam(kw.name);
    if (!p) {
      std::string valid;
      for (size_t i = 0; i < def.params.size(); ++i) valid += (i ? ", " : "") + def.params[i].name;
      ThrowError(kw.span, def.script_name + " has no parameter '" + kw.name + "'; its parameters are: " + valid);
    }
    size_t k = static_cast<size_t>(p - def.params.data());
    if (bound[k]) ThrowError(kw.span, def.script_name + " got multiple values for '" + p->name + "'");
    bound[k] = kw.value.get();
  }
  std::vector<Expr> args;
  std::vector<MapNode::Item> attrs;
  std::vector<StructInfo> sinfo_args;
  for (size_t k = 0; k < def.params.size(); ++k) {
    const op::ParamSpec& p = def.params[k];
    if (p.variadic) {
      for (const py::Expr* v : variadic) args.push_back(ParseRelaxArg(*v, p));
      continue;
    }
    if (p.is_sinfo) {
      if (bound[k]) {
        sinfo_args = ParseSInfoList(*bound[k]);
      } else if (p.required) {
        ThrowError(e.span, def.script_name + " needs " + p.name + "=...");
      }
      continue;
    }
    if (!p.is_attr) {
      if (!bound[k] || IsNone(*bound[k])) {
        if (p.required) ThrowError(e.span, def.script_name + " is missing its argument '" + p.name + "'");
        if (!p.default_value.defined()) continue;  // optional trailing argument, omitted
        // Defaults of optional Relax arguments are values, as TVM's Python
        // wrappers pass them (R.prim_value(0), R.str("global")).
        Expr d;
        if (auto s = p.default_value.as<StringNode>()) {
          d = MakeAt<relax::StringImmNode>(e.span, s->value);
        } else if (auto pe = p.default_value.as<PrimExprNode>()) {
          d = MakeAt<PrimValueNode>(e.span, pe);
        } else {
          RLX_UNREACHABLE() << "unsupported default for argument " << p.name << " of " << def.name;
        }
        args.push_back(Normalize(d));
        continue;
      }
      args.push_back(ParseRelaxArg(*bound[k], p));
      continue;
    }
    ObjectRef value;
    if (bound[k]) {
      value = ParseAttr(*bound[k], p.attr_kind, p.name);
    } else {
      if (p.required && !p.default_value.defined()) {
        ThrowError(e.span, def.script_name + " is missing its attribute '" + p.name + "'");
      }
      value = p.default_value;
    }
    if (value.defined()) attrs.emplace_back(p.name, value);
  }
  Map attr_map = attrs.empty() ? Map() : Map(Make<MapNode>(std::move(attrs)));
  Call call = MakeAt<CallNode>(e.span, GetOp(def.name), std::move(args), attr_map, std::move(sinfo_args));
  if (def.normalize) call = def.normalize(call);
  return Normalize(call);
}

std::vector<StructInfo> RelaxParser::ParseSInfoList(const py::Expr& e) {
  std::vector<StructInfo> out;
  if (e.kind == py::ExprKind::kList || e.kind == py::ExprKind::kTuple) {
    for (const py::ExprPtr& x : e.items) out.push_back(ParseStructInfo(*x));
  } else {
    out.push_back(ParseStructInfo(e));
  }
  return out;
}

Expr RelaxParser::ParseDpsCall(const py::Expr& e, const std::string& name) {
  // R.call_tir(cls.f, (args...), out_sinfo=..., [tir_vars=R.shape([...])])
  std::string what = name;
  const py::Expr* callee = e.items.size() > 0 ? e.items[0].get() : nullptr;
  const py::Expr* args = e.items.size() > 1 ? e.items[1].get() : nullptr;
  const py::Expr* out = e.items.size() > 2 ? e.items[2].get() : nullptr;
  const py::Expr* tir_vars = e.items.size() > 3 ? e.items[3].get() : nullptr;
  const py::Expr* inplace = nullptr;
  for (const py::Keyword& kw : e.keywords) {
    if (kw.name == "out_sinfo" || kw.name == "out_ty") {
      out = kw.value.get();
    } else if (kw.name == "tir_vars") {
      tir_vars = kw.value.get();
    } else if (kw.name == "args") {
      args = kw.value.get();
    } else if (kw.name == "inplace_indices" && name == "R.call_tir_inplace") {
      inplace = kw.value.get();
    } else {
      ThrowError(kw.span, "unexpected keyword '" + kw.name + "' for " + what + "; expected out_sinfo, tir_vars" +
                              (name == "R.call_tir_inplace" ? ", inplace_indices" : ""));
    }
  }
  if (!callee) ThrowError(e.span, what + " expects the callee first");
  if (!out) ThrowError(e.span, what + " needs out_sinfo=...");
  Expr fn;
  if (name == "R.call_dps_packed") {
    if (!IsConst(*callee, py::ConstKind::kString)) ThrowError(callee->span, "expected the packed function's name");
    fn = MakeAt<ExternFuncNode>(callee->span, callee->str_value);
    op::InferStructInfo(fn);
  } else {
    fn = ParseExpr(*callee);
    if (!fn.is<GlobalVarNode>()) ThrowError(callee->span, "expected cls.<prim_func> as the callee of " + what);
  }
  std::vector<Expr> arg_list;
  if (args) {
    Expr a = args->kind == py::ExprKind::kTuple || args->kind == py::ExprKind::kList ? ParseArgValue(*args)
                                                                                     : ParseExpr(*args);
    if (auto shape = a.as<ShapeExprNode>()) {
      // (x,) never parses as a shape, but a tuple of symbolic names could.
      (void)shape;
      ThrowError(args->span, "expected a tuple of Relax values as the arguments of " + what);
    }
    if (!a.is<TupleNode>()) {
      a = Normalize(MakeAt<TupleNode>(args->span, std::vector<Expr>{a}));
    }
    arg_list.push_back(a);
  } else {
    arg_list.push_back(Normalize(MakeAt<TupleNode>(e.span, std::vector<Expr>{})));
  }
  arg_list.insert(arg_list.begin(), fn);
  if (tir_vars) arg_list.push_back(ParseExpr(*tir_vars));
  std::vector<StructInfo> outs = ParseSInfoList(*out);
  StructInfo out_sinfo = outs.size() == 1 && out->kind != py::ExprKind::kList ? outs[0] : TupleSInfo(outs);
  Map attrs;
  if (inplace)
    attrs = MapWith(Map(), "inplace_indices", ParseAttr(*inplace, op::AttrKind::kIntList, "inplace_indices"));
  std::string op_name = name == "R.call_tir"           ? "relax.call_tir"
                        : name == "R.call_tir_inplace" ? "relax.call_tir_inplace"
                                                       : "relax.call_dps_packed";
  return Normalize(
      MakeAt<CallNode>(e.span, GetOp(op_name), std::move(arg_list), attrs, std::vector<StructInfo>{out_sinfo}));
}

Expr RelaxParser::ParsePackedCall(const py::Expr& e, const std::string& name) {
  if (e.items.empty() || !IsConst(*e.items[0], py::ConstKind::kString)) {
    ThrowError(e.span, name + " expects the packed function's name first");
  }
  std::vector<StructInfo> sinfo_args;
  Map attrs;
  bool inplace = name == "R.call_inplace_packed";
  for (const py::Keyword& kw : e.keywords) {
    if (kw.name == "sinfo_args" || kw.name == "ty_args") {
      sinfo_args = ParseSInfoList(*kw.value);
    } else if (inplace && kw.name == "inplace_indices") {
      // TVM prints a single index as a list too; both are read.
      const py::Expr& v = *kw.value;
      bool list = v.kind == py::ExprKind::kList || v.kind == py::ExprKind::kTuple;
      ObjectRef indices =
          list ? ParseAttr(v, op::AttrKind::kIntList, "inplace_indices")
               : MakeAt<ArrayNode>(v.span, std::vector<ObjectRef>{ParseAttr(v, op::AttrKind::kInt, "inplace_indices")});
      attrs = MapWith(Map(), "inplace_indices", indices);
    } else {
      ThrowError(kw.span, "unexpected keyword '" + kw.name + "' for " + name + "; expected " +
                              (inplace ? "inplace_indices or sinfo_args" : "sinfo_args"));
    }
  }
  if (inplace && !attrs.defined()) ThrowError(e.span, name + " needs inplace_indices=[...]");
  if (sinfo_args.empty()) ThrowError(e.span, name + " needs sinfo_args=...");
  if (name == "R.call_packed") {
    Expr fn = MakeAt<ExternFuncNode>(e.items[0]->span, e.items[0]->str_value);
    op::InferStructInfo(fn);
    std::vector<Expr> args;
    for (size_t i = 1; i < e.items.size(); ++i) args.push_back(ParseArgValue(*e.items[i]));
    return Normalize(MakeAt<CallNode>(e.span, fn, std::move(args), Map(), sinfo_args));
  }
  std::vector<Expr> args;
  Expr fn = MakeAt<ExternFuncNode>(e.items[0]->span, e.items[0]->str_value);
  op::InferStructInfo(fn);
  args.push_back(fn);
  for (size_t i = 1; i < e.items.size(); ++i) args.push_back(ParseArgValue(*e.items[i]));
  std::string op_name = name == "R.call_pure_packed" ? "relax.call_pure_packed" : "relax.call_inplace_packed";
  return Normalize(MakeAt<CallNode>(e.span, GetOp(op_name), std::move(args), attrs, sinfo_args));
}

Expr RelaxParser::ParseConst(const py::Expr& e) {
  // R.const(value, dtype): value is a number, a bool or nested lists.
  if (e.items.empty() || e.items.size() > 2) ThrowError(e.span, "R.const expects (value, dtype)");
  const py::Expr* dtype_e = e.items.size() > 1 ? e.items[1].get() : nullptr;
  for (const py::Keyword& kw : e.keywords) {
    if (kw.name == "dtype") {
      dtype_e = kw.value.get();
    } else {
      ThrowError(kw.span, "unexpected keyword '" + kw.name + "' for R.const; expected dtype");
    }
  }
  std::vector<int64_t> shape;
  std::vector<double> values;
  std::vector<int64_t> ints;
  bool any_float = false, any_bool = false;
  std::function<void(const py::Expr&, size_t)> walk = [&](const py::Expr& v, size_t depth) {
    if (v.kind == py::ExprKind::kList || v.kind == py::ExprKind::kTuple) {
      if (depth == shape.size()) {
        shape.push_back(static_cast<int64_t>(v.items.size()));
      } else if (depth > shape.size() || shape[depth] != static_cast<int64_t>(v.items.size())) {
        ThrowError(v.span, "ragged nested list in R.const");
      }
      for (const py::ExprPtr& x : v.items) walk(*x, depth + 1);
      return;
    }
    if (depth != shape.size()) ThrowError(v.span, "ragged nested list in R.const");
    const py::Expr* num = &v;
    bool negative = false;
    if (v.kind == py::ExprKind::kUnaryOp && v.id == "-") {
      negative = true;
      num = v.items[0].get();
    }
    if (IsConst(*num, py::ConstKind::kInt)) {
      ints.push_back(negative ? -num->int_value : num->int_value);
      values.push_back(static_cast<double>(ints.back()));
    } else if (IsConst(*num, py::ConstKind::kFloat)) {
      any_float = true;
      values.push_back(negative ? -num->float_value : num->float_value);
      ints.push_back(0);
    } else if (IsConst(*num, py::ConstKind::kBool) && !negative) {
      any_bool = true;
      values.push_back(static_cast<double>(num->int_value));
      ints.push_back(num->int_value);
    } else if (IsConst(*num, py::ConstKind::kString) && !negative) {
      // TVM 0.27 prints non-finite floats as strings: R.const("-inf", "float32").
      std::string t = num->str_value;
      bool neg = !t.empty() && t[0] == '-';
      if (!t.empty() && (t[0] == '-' || t[0] == '+')) t = t.substr(1);
      if (t != "inf" && t != "nan" && t != "infinity") {
        ThrowError(v.span, "expected \"inf\", \"-inf\" or \"nan\" in R.const, found \"" + num->str_value + "\"");
      }
      any_float = true;
      double x = t == "nan" ? std::nan("") : HUGE_VAL;
      values.push_back(neg ? -x : x);
      ints.push_back(0);
    } else if (num->kind == py::ExprKind::kName && (num->id == "inf" || num->id == "nan")) {
      any_float = true;
      double x = num->id == "inf" ? HUGE_VAL : std::nan("");
      values.push_back(negative ? -x : x);
      ints.push_back(0);
    } else {
      ThrowError(v.span, "expected a number in R.const");
    }
  };
  walk(*e.items[0], 0);
  DataType dtype = any_float ? DataType::Float(32) : any_bool ? DataType::Bool() : DataType::Int(32);
  if (dtype_e) {
    if (!IsConst(*dtype_e, py::ConstKind::kString) || !DataType::Parse(dtype_e->str_value)) {
      ThrowError(dtype_e->span, "expected a dtype string for R.const");
    }
    dtype = *DataType::Parse(dtype_e->str_value);
  }
  if (any_float && !dtype.is_floating())
    ThrowError(e.items[0]->span, "float value for an R.const of dtype " + dtype.ToString());
  NDArray data = NDArray::Empty(shape, dtype);
  for (size_t i = 0; i < values.size(); ++i) {
    if (dtype.is_floating()) {
      data.SetDouble(static_cast<int64_t>(i), values[i]);
    } else {
      data.SetInt(static_cast<int64_t>(i), ints[i]);
    }
  }
  return Normalize(MakeAt<ConstantNode>(e.span, data));
}

}  // namespace detail
}  // namespace script
}  // namespace rlx
