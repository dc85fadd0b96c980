#include "compiler/transform/bind_target.h"

#include <string>
#include <utility>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace transform {

IRModule BindTarget(const IRModule& mod, const Target& target) {
  IRModuleBuilder builder(mod);
  bool changed = false;
  const std::string text = target.ToString();
  for (const auto& [name, entry] : mod->functions) {
    auto f = entry.second.as<tir::PrimFuncNode>();
    if (!f.defined() || (f->attrs.defined() && f->attrs->Has(kTargetAttr))) continue;
    auto node = tir::transform::CopyPrimFunc(*f);
    node->attrs = MapWith(f->attrs, kTargetAttr, MakeString(text));
    builder.Add(name, tir::transform::Freeze(std::move(node)));
    changed = true;
  }
  return changed ? builder.Build() : mod;
}

PassPtr BindTarget(std::optional<Target> target) {
  PassInfo info;
  info.name = "BindTarget";
  info.opt_level = 0;
  if (target) info.options = "target=" + target->ToString();
  return CreateModulePass(
      [target](const IRModule& mod, PassContext& ctx) {
        std::optional<Target> t = target ? target : ctx.target;
        if (!t) {
          ThrowError(Span(),
                     "BindTarget: no target to bind; give BindTarget(target=...) or run it under a target "
                     "(e.g. rlx opt --target=...)");
        }
        return BindTarget(mod, *t);
      },
      info);
}

}  // namespace transform
}  // namespace rlx
