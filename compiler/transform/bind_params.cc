#include "compiler/transform/bind_params.h"

#include <unordered_map>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/op/normalize.h"
#include "compiler/runtime/npy.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

std::string DescribeDims(const StructInfo& s) {
  auto t = s.as<TensorStructInfoNode>();
  if (!t.defined()) return "not a tensor";
  std::string dims;
  if (const auto* values = t->GetShapeValues()) {
    dims = "(";
    for (size_t i = 0; i < values->size(); ++i) {
      dims += (i ? ", " : "") + arith::DebugString((*values)[i]);
    }
    dims += values->size() == 1 ? ",)" : ")";
  } else {
    dims = t->IsUnknownNdim() ? "(unknown rank)" : "(rank " + std::to_string(t->ndim) + ")";
  }
  return dims + " " + (t->IsUnknownDtype() ? std::string("of unknown dtype") : t->dtype.ToString());
}

std::string DescribeArray(const NDArray& a) { return ShapeToString(a.shape()) + " " + a.dtype().ToString(); }

class ParamBinder : public ExprMutator {
 public:
  explicit ParamBinder(std::unordered_map<const TirVarNode*, PrimExpr> subst) : subst_(std::move(subst)) {
    analyzer_.set_int64_vars_nonnegative(true);
  }

  PrimExpr VisitPrimExpr(const PrimExpr& e) override {
    if (subst_.empty() || !e.defined()) return e;
    PrimExpr out = op::SubstitutePrimExpr(e, subst_);
    return out.get() == e.get() ? e : analyzer_.Simplify(out);
  }

  Function Bind(const Function& f, const std::unordered_map<const VarNode*, Expr>& bound) {
    for (const auto& kv : bound) var_remap_[kv.first] = kv.second;
    std::vector<Var> params;
    for (const Var& p : f->params) {
      if (!bound.count(p.get())) params.push_back(VisitVarDef(p));
    }
    StructInfo ret = f->ret_struct_info.defined() ? VisitStructInfo(f->ret_struct_info) : f->ret_struct_info;
    Expr body = VisitWithNewScope(f->body);
    return WithParamsAndBody(f, params, body, ret);
  }

 private:
  std::unordered_map<const TirVarNode*, PrimExpr> subst_;
  arith::Analyzer analyzer_;
};

}  // namespace

Function FunctionBindParams(const Function& f, const ParamMap& params, const std::string& func_name) {
  if (params.empty()) return f;
  std::string param_names;
  for (const Var& p : f->params) param_names += (param_names.empty() ? "" : ", ") + p->name;
  std::unordered_map<const VarNode*, Expr> bound;
  std::unordered_map<const TirVarNode*, PrimExpr> subst;
  std::unordered_map<const TirVarNode*, std::string> subst_source;
  for (const auto& entry : params) {
    // Not a structured binding: the lambda below captures these, which
    // C++17 (and clang-14, the --config=fuzz compiler) does not allow.
    const auto& name = entry.first;
    const auto& array = entry.second;
    const VarNode* param = nullptr;
    for (const Var& p : f->params) {
      if (p->name != name) continue;
      if (param != nullptr) {
        ThrowError("BindParams: " + func_name + " has several parameters named '" + name + "'");
      }
      param = p.get();
    }
    if (param == nullptr) {
      ThrowError("BindParams: " + func_name + " has no parameter named '" + name +
                 "'; its parameters are: " + (param_names.empty() ? "none" : param_names));
    }
    RLX_CHECK(array.defined()) << "binding parameter " << name << " to an undefined array";
    const StructInfo& sinfo = param->struct_info();
    auto t = sinfo.as<TensorStructInfoNode>();
    auto mismatch = [&](const std::string& what) {
      ThrowError("BindParams: parameter '" + name + "' of " + func_name + " expects shape " + DescribeDims(sinfo) +
                 ", but the bound array has shape " + DescribeArray(array) + " (" + what + ")");
    };
    if (!t.defined()) mismatch("the parameter is not a tensor");
    if (!t->IsUnknownDtype() && t->dtype != array.dtype()) mismatch("dtype differs");
    if (!t->IsUnknownNdim() && t->ndim != array.ndim()) mismatch("rank differs");
    if (const auto* dims = t->GetShapeValues()) {
      // Bare symbolic dims take the array's sizes; everything else must
      // agree once they are known (checked below, after all params).
      for (size_t i = 0; i < dims->size(); ++i) {
        auto var = (*dims)[i].as<TirVarNode>();
        if (!var.defined()) continue;
        PrimExpr size = MakeIntImm(var->dtype, array.shape()[i]);
        auto it = subst.find(var.get());
        if (it == subst.end()) {
          subst.emplace(var.get(), size);
          subst_source.emplace(var.get(), name);
          continue;
        }
        int64_t known = 0;
        if (AsConstInt(it->second, &known) && known != array.shape()[i]) {
          mismatch("'" + var->name + "' is " + std::to_string(known) + " from parameter '" + subst_source[var.get()] +
                   "' but " + std::to_string(array.shape()[i]) + " here");
        }
      }
    }
    Expr c = MakeAt<ConstantNode>(param->span, array);
    op::InferStructInfo(c);
    bound[param] = c;
  }
  // Every dim of every bound parameter, with the symbols now known, must
  // equal the array's size.
  arith::Analyzer analyzer;
  analyzer.set_int64_vars_nonnegative(true);
  for (const auto& [name, array] : params) {
    for (const Var& p : f->params) {
      if (p->name != name) continue;
      auto t = p->struct_info().as<TensorStructInfoNode>();
      const auto* dims = t->GetShapeValues();
      if (dims == nullptr) continue;
      for (size_t i = 0; i < dims->size(); ++i) {
        int64_t v = 0;
        PrimExpr d = analyzer.Simplify(op::SubstitutePrimExpr((*dims)[i], subst));
        if (AsConstInt(d, &v) && v != array.shape()[i]) {
          ThrowError("BindParams: parameter '" + name + "' of " + func_name + " expects shape " +
                     DescribeDims(p->struct_info()) + ", but the bound array has shape " + DescribeArray(array) +
                     " (dimension " + std::to_string(i) + " is " + std::to_string(v) + ", not " +
                     std::to_string(array.shape()[i]) + ")");
        }
      }
    }
  }
  ParamBinder binder(std::move(subst));
  return binder.Bind(f, bound);
}

IRModule BindParams(const IRModule& mod, const std::string& func_name, const ParamMap& params) {
  std::string found;
  std::string relax_names;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    relax_names += (relax_names.empty() ? "" : ", ") + kv.first;
    std::string symbol = f->GlobalSymbol();
    // As in TVM: public functions by global symbol, private ones by name.
    if ((!symbol.empty() && symbol == func_name) || (symbol.empty() && kv.first == func_name)) found = kv.first;
  }
  if (found.empty()) {
    ThrowError("BindParams: no Relax function named '" + func_name +
               "' in the module; Relax functions: " + (relax_names.empty() ? "none" : relax_names));
  }
  auto f = mod->functions.at(found).second.cast<FunctionNode>();
  Function nf = FunctionBindParams(f, params, "'" + func_name + "'");
  if (nf.get() == f.get()) return mod;
  IRModuleBuilder builder(mod);
  // The signature changed: a fresh GlobalVar carries the new one.
  builder.Remove(found);
  GlobalVar gv = builder.Add(found, nf);
  gv->SetStructInfo(op::FunctionStructInfo(nf));
  return builder.Build();
}

PassPtr BindParams(std::string func_name, ParamMap params) {
  PassInfo info;
  info.name = "BindParams";
  info.opt_level = 0;
  info.options = "func=" + func_name;
  if (!params.empty()) {
    info.options += ", params=";
    bool first = true;
    for (const auto& kv : params) {
      info.options += (first ? "" : ";") + kv.first;
      first = false;
    }
  }
  return CreateModulePass(
      [func_name, params](const IRModule& mod, PassContext&) { return BindParams(mod, func_name, params); }, info);
}

ParamMap LoadParamFiles(const std::string& spec) {
  ParamMap out;
  std::string item;
  auto trim = [](const std::string& s) {
    size_t b = s.find_first_not_of(" \t");
    size_t e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
  };
  auto flush = [&]() {
    std::string t = trim(item);
    item.clear();
    if (t.empty()) return;
    size_t eq = t.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == t.size()) {
      ThrowError("BindParams: expected name=file.npy in params, got '" + t + "'");
    }
    std::string name = trim(t.substr(0, eq));
    std::string path = trim(t.substr(eq + 1));
    if (out.count(name)) ThrowError("BindParams: parameter '" + name + "' is given twice in params");
    out.emplace(name, ReadNpy(path));
  };
  for (char c : spec) {
    if (c == ';' || c == ',') {
      flush();
    } else {
      item += c;
    }
  }
  flush();
  return out;
}

}  // namespace transform
}  // namespace rlx
