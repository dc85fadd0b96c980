// The declaration half of prim_expr_parser.h: variable creation and
// annotations, buffer declarations and regions, slices, literal helpers.
#include <string>
#include <vector>

#include "compiler/script/prim_expr_parser.h"
#include "compiler/script/script_util.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace script {

bool IsStringLiteral(const py::Expr& e) {
  return e.kind == py::ExprKind::kConstant && e.const_kind == py::ConstKind::kString;
}

int64_t ParseIntLiteral(const py::Expr& e, const std::string& what) {
  if (e.kind == py::ExprKind::kUnaryOp && e.id == "-") return -ParseIntLiteral(*e.items[0], what);
  if (e.kind != py::ExprKind::kConstant || e.const_kind != py::ConstKind::kInt) {
    ThrowError(e.span, what + " must be an integer literal");
  }
  return e.int_value;
}

std::vector<const py::Expr*> ExprElements(const py::Expr& e) {
  std::vector<const py::Expr*> out;
  if (e.kind == py::ExprKind::kTuple || e.kind == py::ExprKind::kList) {
    for (const auto& it : e.items) out.push_back(it.get());
  } else {
    out.push_back(&e);
  }
  return out;
}

TirVar MakePointerVar(const std::string& name, DataType elem, const std::string& scope, const Span& span) {
  auto v = std::make_shared<TirVarNode>(name, DataType::Handle());
  v->ptr_elem_dtype = elem;
  v->storage_scope = scope;
  v->span = span;
  return TirVar(std::shared_ptr<const TirVarNode>(std::move(v)));
}

PrimExpr ParseSliceExtent(PrimExpr start, PrimExpr stop, const py::Expr& at) {
  std::string error;
  if (!MatchBinaryTypes(&start, &stop, &error)) ThrowError(at.span, error);
  auto add = stop.as<BinaryNode>();
  if (add && add->kind() == NodeKind::kAdd && ExprDeepEqual(add->a, start)) return add->b;
  return TvmBinary(NodeKind::kSub, stop, start);
}

PrimExpr ParseIntExpr(const py::Expr& e, const PrimScope& scope, const std::string& what) {
  PrimExpr v = ParsePrimExpr(e, scope, DataType::Int(32));
  if (!v->dtype.is_integer() || !v->dtype.is_scalar()) {
    ThrowError(e.span, what + " must be an integer expression, got " + v->dtype.ToString());
  }
  return v;
}

std::vector<const py::Expr*> BindArguments(const py::Expr& call, size_t first, const std::vector<const char*>& params) {
  std::string fname = CalleeName(*call.operand);
  std::vector<const py::Expr*> arg(params.size(), nullptr);
  if (call.items.size() > first + params.size()) ThrowError(call.span, "too many arguments to " + fname);
  for (size_t k = first; k < call.items.size(); ++k) arg[k - first] = call.items[k].get();
  for (const py::Keyword& kw : call.keywords) {
    size_t k = 0;
    while (k < params.size() && kw.name != params[k]) ++k;
    if (k == params.size()) ThrowError(kw.span, "unexpected keyword argument '" + kw.name + "' to " + fname);
    if (arg[k]) ThrowError(kw.span, "argument '" + kw.name + "' given twice");
    arg[k] = kw.value.get();
  }
  return arg;
}

TirVar ParseVarCreation(const py::Expr& call, const std::string& name, const Span& span) {
  if (call.kind != py::ExprKind::kCall) return TirVar();
  std::string callee = CalleeName(*call.operand);
  std::optional<DataType> t = callee.rfind("T.", 0) == 0 ? DataType::Parse(callee.substr(2)) : std::nullopt;
  if (!t || t->is_void() || (!t->is_handle() && !call.items.empty())) return TirVar();
  for (const py::Keyword& kw : call.keywords) {
    if (kw.name != "is_size_var") return TirVar();
  }
  if (t->is_handle() && !call.items.empty()) {
    std::string scope = call.items.size() > 1 ? ParseStringLiteral(*call.items[1]) : "";
    return MakePointerVar(name, ParseDTypeExpr(*call.items[0]), scope, span);
  }
  return MakeAt<TirVarNode>(span, name, *t);
}

TirVar ParseVarAnnotation(const py::Expr& ann, const std::string& name, DataType value_dtype) {
  if (ann.kind == py::ExprKind::kSubscript && CalleeName(*ann.operand) == "T.let") {
    if (ann.items.size() != 1) ThrowError(ann.span, "expected T.let[<type>]");
    return ParseVarAnnotation(*ann.items[0], name, value_dtype);
  }
  if (CalleeName(ann) == "T.let") return MakeAt<TirVarNode>(ann.span, name, value_dtype);
  if (ann.kind == py::ExprKind::kCall && CalleeName(*ann.operand) == "T.handle" && !ann.items.empty()) {
    return ParseVarCreation(ann, name, ann.span);
  }
  std::string callee = CalleeName(ann);
  std::optional<DataType> t = callee.rfind("T.", 0) == 0 ? DataType::Parse(callee.substr(2)) : std::nullopt;
  if (!t || t->is_void()) {
    ThrowError(ann.span, "expected a TIR type annotation such as T.int32, T.handle or T.let[T.int32]");
  }
  return MakeAt<TirVarNode>(ann.span, name, *t);
}

Buffer ParseBufferDecl(const py::Expr& call, size_t first, const std::string& name, const PrimScope& scope) {
  std::vector<const py::Expr*> arg = BindArguments(call, first,
                                                   {"shape", "dtype", "data", "strides", "elem_offset", "scope",
                                                    "align", "offset_factor", "buffer_type", "axis_separators"});
  std::string fname = CalleeName(*call.operand);
  if (!arg[0]) ThrowError(call.span, fname + " needs a shape");
  auto node = std::make_shared<BufferNode>();
  node->name = name;
  for (const py::Expr* d : ExprElements(*arg[0])) {
    // TVM 0.27 quotes a dimension that a later scalar parameter defines:
    // `A: T.Buffer(("m",), "int32"), m: T.int32`.
    if (IsStringLiteral(*d)) {
      TirVar v = scope.LookupVar(d->str_value);
      if (!v.defined()) ThrowError(d->span, "buffer dimension \"" + d->str_value + "\" names no variable in scope");
      node->shape.push_back(v);
      continue;
    }
    node->shape.push_back(ParseIntExpr(*d, scope, "a buffer dimension"));
  }
  node->dtype = arg[1] ? ParseDTypeExpr(*arg[1]) : DataType::Float(32);
  if (arg[5]) node->scope = ParseStringLiteral(*arg[5]);
  DataType index_type = node->shape.empty() ? DataType::Int(32) : node->shape[0]->dtype;
  if (arg[2]) {
    PrimExpr data = ParsePrimExpr(*arg[2], scope, DataType::Int(32));
    if (!data.is<TirVarNode>() || !data->dtype.is_handle()) ThrowError(arg[2]->span, "data= expects a handle variable");
    node->data = data.cast<TirVarNode>();
  } else {
    node->data = MakePointerVar(name, node->dtype, node->scope, call.span);
  }
  // A string names a new variable defined by the buffer itself.
  auto var_or_expr = [&](const py::Expr& e) -> PrimExpr {
    return IsStringLiteral(e) ? MakeAt<TirVarNode>(e.span, e.str_value, index_type)
                              : ParseIntExpr(e, scope, "a buffer stride or offset");
  };
  if (arg[3]) {
    for (const py::Expr* st : ExprElements(*arg[3])) node->strides.push_back(var_or_expr(*st));
  }
  if (arg[6]) {
    int64_t align = ParseIntLiteral(*arg[6], "align");
    node->align = align <= 0 ? 64 : align;
  }
  int64_t factor = arg[7] ? ParseIntLiteral(*arg[7], "offset_factor") : 0;
  if (arg[4]) {
    node->elem_offset = var_or_expr(*arg[4]);
  } else if (factor != 0) {
    node->elem_offset = MakeAt<TirVarNode>(call.span, "elem_offset", index_type);
  }
  node->offset_factor = factor == 0 ? 1 : factor;
  if (arg[8]) {
    std::string t = ParseStringLiteral(*arg[8]);
    if (t != "auto" && t != "default" && !t.empty()) {
      ThrowError(arg[8]->span, "buffer_type must be \"auto\" or \"default\"");
    }
    node->buffer_type = t == "auto" ? "auto" : "";
  }
  if (arg[9]) {
    for (const py::Expr* a : ExprElements(*arg[9])) {
      node->axis_separators.push_back(ParseIntLiteral(*a, "an axis separator"));
    }
  }
  node->span = call.span;
  return Buffer(std::shared_ptr<const BufferNode>(std::move(node)));
}

tir::BufferRegion ParseBufferRegion(const py::Expr& e, const PrimScope& scope) {
  const py::Expr& base = e.kind == py::ExprKind::kSubscript ? *e.operand : e;
  if (base.kind != py::ExprKind::kName) ThrowError(e.span, "expected a buffer region such as A[i, 0:16]");
  Buffer buf = scope.LookupBuffer(base.id);
  if (!buf) ThrowError(base.span, "undefined buffer '" + base.id + "'");
  std::vector<Range> region;
  if (e.kind == py::ExprKind::kName) {
    for (const PrimExpr& d : buf->shape) region.push_back(Make<RangeNode>(MakeIntImm(d->dtype, 0), d));
    return Make<tir::BufferRegionNode>(buf, region);
  }
  std::vector<const py::Expr*> idx;
  if (e.items.size() == 1 && e.items[0]->kind == py::ExprKind::kTuple) {
    idx = ExprElements(*e.items[0]);
  } else {
    for (const auto& i : e.items) idx.push_back(i.get());
  }
  if (idx.size() != buf->shape.size()) {
    ThrowError(e.span, "buffer '" + base.id + "' has " + std::to_string(buf->shape.size()) +
                           " dimensions but the region has " + std::to_string(idx.size()));
  }
  for (size_t k = 0; k < idx.size(); ++k) {
    const py::Expr& i = *idx[k];
    if (i.kind != py::ExprKind::kSlice) {
      PrimExpr v = ParseIntExpr(i, scope, "a region index");
      region.push_back(Make<RangeNode>(v, MakeIntImm(v->dtype, 1)));
      continue;
    }
    if (i.items[2]) ThrowError(i.span, "a region slice takes no step");
    PrimExpr start = i.items[0] ? ParseIntExpr(*i.items[0], scope, "a slice start") : MakeIntImm(DataType::Int(32), 0);
    PrimExpr stop = i.items[1] ? ParseIntExpr(*i.items[1], scope, "a slice stop") : buf->shape[k];
    region.push_back(Make<RangeNode>(start, ParseSliceExtent(start, stop, i)));
  }
  return Make<tir::BufferRegionNode>(buf, region);
}

}  // namespace script
}  // namespace rlx
