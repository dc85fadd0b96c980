// CallTE and the helpers every legalization shares (legalize.h).
#include <unordered_set>

#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/support/check.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace op {

namespace {

// `func` as a legalized kernel: private, no global symbol.
tir::PrimFunc AsPrivateKernel(const tir::PrimFunc& func) {
  auto n = std::make_shared<tir::PrimFuncNode>();
  n->params = func->params;
  n->buffer_map = func->buffer_map;
  n->ret_type = func->ret_type;
  n->attrs = MapWithout(func->attrs, "global_symbol");
  n->body = func->body;
  n->is_private = true;
  n->s_tir = func->s_tir;
  return tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(n)));
}

relax::Expr WithSInfo(relax::Expr e, relax::StructInfo s) {
  e->SetStructInfo(std::move(s));
  return e;
}

}  // namespace

te::Tensor TEArgs::Tensor(const relax::Expr& arg) {
  auto t = GetStructInfo(arg).as<relax::TensorStructInfoNode>();
  RLX_CHECK(t.defined() && !t->IsUnknownDtype()) << "CallTE: a tensor argument needs a known dtype";
  const std::vector<PrimExpr>* shape = t->GetShapeValues();
  RLX_CHECK(shape != nullptr) << "CallTE: a tensor argument needs a known shape";
  size_t n = placeholders_.size();
  std::string name = n < 26 ? std::string(1, static_cast<char>('A' + n)) : "input" + std::to_string(n);
  std::vector<PrimExpr> dims;
  for (const PrimExpr& d : *shape) dims.push_back(Rename(d));
  te::Tensor p = te::placeholder(dims, t->dtype, name);
  placeholders_.push_back(p);
  call_args_.push_back(arg);
  return p;
}

PrimExpr TEArgs::Rename(const PrimExpr& e) {
  for (const TirVar& v : te::UsedVars(e)) {
    if (to_func_.count(v.get())) continue;
    TirVar fresh = MakeTirVar(v->name, v->dtype);
    to_func_[v.get()] = fresh;
    var_order_.emplace_back(v, fresh);
  }
  return te::Substitute(e, to_func_);
}

PrimExpr TEArgs::Prim(const PrimExpr& e) {
  PrimExpr out = Rename(e);
  extra_.push_back(out);
  return out;
}

std::vector<PrimExpr> TEArgs::Prims(const std::vector<PrimExpr>& es) {
  std::vector<PrimExpr> out;
  for (const PrimExpr& e : es) out.push_back(Prim(e));
  return out;
}

relax::Expr CallTE(LegalizeContext& ctx, const std::string& name_hint,
                   const std::function<std::vector<te::Tensor>(TEArgs&)>& fbuild) {
  TEArgs args;
  std::vector<te::Tensor> outs = fbuild(args);
  RLX_CHECK(!outs.empty()) << "CallTE(" << name_hint << "): no outputs";

  // Variables the kernel uses but no buffer dimension defines (TVM's
  // _get_unbound_tir_vars), in order of first use.
  std::vector<TirVar> used;
  std::unordered_set<const TirVarNode*> seen, bound;
  auto use = [&](const PrimExpr& e) {
    for (const TirVar& v : te::UsedVars(e)) {
      if (seen.insert(v.get()).second) used.push_back(v);
    }
  };
  std::vector<te::Tensor> tensors = args.placeholders_;
  tensors.insert(tensors.end(), outs.begin(), outs.end());
  for (const te::Tensor& t : tensors) {
    for (const PrimExpr& d : t.shape()) {
      use(d);
      if (auto v = d.as<TirVarNode>()) bound.insert(v.get());
    }
  }
  for (const PrimExpr& e : args.extra_) use(e);
  std::vector<TirVar> unbound;
  for (const TirVar& v : used) {
    if (!bound.count(v.get())) unbound.push_back(v);
  }

  tir::PrimFunc func = AsPrivateKernel(te::CreatePrimFunc(tensors, unbound));
  relax::GlobalVar gvar = ctx.AddPrimFunc(func, name_hint);

  // Back to the caller's variables.
  te::VarMap to_caller;
  for (const auto& kv : args.var_order_) to_caller[kv.second.get()] = kv.first;
  VDevice vdevice;
  for (const relax::Expr& a : args.call_args_) {
    auto t = GetStructInfo(a).as<relax::TensorStructInfoNode>();
    if (t.defined() && t->vdevice.defined()) {
      vdevice = t->vdevice;
      break;
    }
  }
  std::vector<StructInfo> out_sinfo;
  for (const te::Tensor& o : outs) {
    out_sinfo.push_back(relax::TensorSInfo(te::Substitute(o.shape(), to_caller), o.dtype(), vdevice));
  }
  StructInfo out = out_sinfo.size() == 1 ? out_sinfo[0] : relax::TupleSInfo(out_sinfo);

  std::vector<StructInfo> arg_sinfo;
  for (const relax::Expr& a : args.call_args_) arg_sinfo.push_back(GetStructInfo(a));
  std::vector<relax::Expr> call_args{
      gvar, WithSInfo(Make<relax::TupleNode>(args.call_args_), relax::TupleSInfo(std::move(arg_sinfo)))};
  if (!unbound.empty()) {
    std::vector<PrimExpr> values;
    for (const TirVar& v : unbound) values.push_back(te::Substitute(PrimExpr(v), to_caller));
    StructInfo s = relax::ShapeSInfo(values);
    call_args.push_back(WithSInfo(Make<relax::ShapeExprNode>(std::move(values)), s));
  }
  relax::Call call =
      Make<relax::CallNode>(relax::GetOp("relax.call_tir"), std::move(call_args), Map(), std::vector<StructInfo>{out});
  call->SetStructInfo(out);
  return call;
}

relax::Expr CallTE1(LegalizeContext& ctx, const std::string& name_hint,
                    const std::function<te::Tensor(TEArgs&)>& fbuild) {
  return CallTE(ctx, name_hint, [&](TEArgs& a) { return std::vector<te::Tensor>{fbuild(a)}; });
}

bool KnowAllShapeValues(const StructInfo& sinfo) {
  if (auto t = sinfo.as<relax::TensorStructInfoNode>()) return t->GetShapeValues() != nullptr;
  if (auto s = sinfo.as<relax::ShapeStructInfoNode>()) return s->values.has_value();
  if (auto tu = sinfo.as<relax::TupleStructInfoNode>()) {
    for (const StructInfo& f : tu->fields) {
      if (!KnowAllShapeValues(f)) return false;
    }
    return true;
  }
  return sinfo.is<relax::PrimStructInfoNode>();
}

PrimExpr ScalarConstant(const relax::Expr& e) {
  if (auto c = e.as<relax::ConstantNode>()) {
    const NDArray& a = c->data;
    if (a.ndim() != 0) return PrimExpr();
    DataType t = a.dtype();
    if (t.is_floating()) return MakeFloatImm(t, a.GetDouble(0));
    if (t.is_integer() || t.is_bool()) return MakeIntImm(t, a.GetInt(0));
    return PrimExpr();
  }
  if (auto p = e.as<relax::PrimValueNode>()) return p->value;
  return PrimExpr();
}

const std::vector<PrimExpr>* TensorShape(const relax::Expr& e) {
  const StructInfo& s = e->struct_info();
  if (!s.defined()) return nullptr;
  auto t = s.as<relax::TensorStructInfoNode>();
  return t.defined() ? t->GetShapeValues() : nullptr;
}

void SetLegalize(OpRegistry* r, const std::string& name, FLegalize f) {
  OpDef* def = r->FindMutable(name);
  RLX_CHECK(def != nullptr) << "legalization for unregistered op " << name;
  def->legalize = std::move(f);
}

void RegisterLegalizations(OpRegistry* r) {
  RegisterElementwiseLegalizations(r);
  RegisterReduceLegalizations(r);
  RegisterManipulateLegalizations(r);
  RegisterNNLegalizations(r);
  RegisterImageLegalizations(r);
  RegisterQdqLegalizations(r);
}

}  // namespace op
}  // namespace rlx
