#include "compiler/transform/attach_global_symbol.h"

#include <unordered_map>

#include "compiler/ir/container.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

constexpr const char* kGlobalSymbol = "global_symbol";

std::string StringAttr(const Map& attrs, const std::string& key) {
  if (!attrs.defined()) return "";
  auto s = attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

// Points references to renamed GlobalVars at their new GlobalVars.
class GlobalVarRenamer : public ExprMutator {
 public:
  explicit GlobalVarRenamer(const std::unordered_map<const GlobalVarNode*, GlobalVar>& map) : map_(map) {}
  Expr VisitGlobalVar_(const GlobalVar& g) override {
    auto it = map_.find(g.get());
    return it == map_.end() ? Expr(g) : Expr(it->second);
  }
  // A renamed callee does not change what the call returns. Direct calls of
  // PrimFuncs (after CallTIRRewrite) cannot be re-inferred, since PrimFunc
  // GlobalVars carry no struct info, so the call keeps its own.
  Expr VisitCall_(const Call& c) override {
    Expr out = ExprMutator::VisitCall_(c);
    if (out.get() != c.get() && c->struct_info().defined() && !out->struct_info().defined()) {
      out->SetStructInfo(c->struct_info());
    }
    return out;
  }

 private:
  const std::unordered_map<const GlobalVarNode*, GlobalVar>& map_;
};

}  // namespace

IRModule AttachGlobalSymbol(const IRModule& mod) {
  const std::string prefix = StringAttr(mod->attrs, "system_lib_prefix");
  IRModuleBuilder b(mod);
  bool changed = false;
  // Renamed PrimFuncs: old GlobalVar -> (new name, function).
  std::vector<std::pair<GlobalVar, std::pair<std::string, ObjectRef>>> renames;
  for (const auto& [name, entry] : mod->functions) {
    const ObjectRef& func = entry.second;
    if (auto prim = func.as<tir::PrimFuncNode>()) {
      std::string symbol = prefix + name;
      if (StringAttr(prim->attrs, kGlobalSymbol) == symbol && !prim->is_private) continue;
      auto c = tir::transform::CopyPrimFunc(*prim);
      c->attrs = MapWith(c->attrs, kGlobalSymbol, Make<StringNode>(symbol));
      c->is_private = false;
      ObjectRef updated = tir::transform::Freeze(std::move(c));
      changed = true;
      if (symbol == name) {
        b.Add(name, updated);
      } else {
        renames.push_back({entry.first, {symbol, updated}});
      }
    } else if (auto f = func.as<FunctionNode>()) {
      if (f->GlobalSymbol() == name) continue;
      Function marked = MakeAt<FunctionNode>(f->span, f->params, f->body, f->ret_struct_info, f->is_pure,
                                             MapWith(f->attrs, kGlobalSymbol, Make<StringNode>(name)));
      marked->SetStructInfo(f->struct_info());
      b.Add(name, marked);
      changed = true;
    }
  }
  if (!changed) return mod;
  if (!renames.empty()) {
    std::unordered_map<const GlobalVarNode*, GlobalVar> map;
    for (const auto& [old_gv, entry] : renames) {
      b.Remove(old_gv->name);
      GlobalVar gv = b.Add(entry.first, entry.second);
      if (old_gv->struct_info().defined()) gv->SetStructInfo(old_gv->struct_info());
      map[old_gv.get()] = gv;
    }
    std::vector<std::pair<std::string, Function>> relax_funcs;
    for (const auto& [name, entry] : b.view().functions) {
      if (auto f = entry.second.as<FunctionNode>()) relax_funcs.push_back({name, f});
    }
    for (const auto& [name, f] : relax_funcs) {
      GlobalVarRenamer m(map);
      Function out = m.VisitExpr(f).cast<FunctionNode>();
      if (out.get() != f.get()) b.Add(name, out);
    }
  }
  return b.Build();
}

PassPtr AttachGlobalSymbol() {
  PassInfo info;
  info.name = "AttachGlobalSymbol";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& m, PassContext&) { return AttachGlobalSymbol(m); }, info);
}

}  // namespace transform
}  // namespace rlx
