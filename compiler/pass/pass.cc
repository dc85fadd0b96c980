#include "compiler/pass/pass.h"

#include <algorithm>

namespace rlx {

bool PassContext::PassEnabled(const PassInfo& info) const {
  auto has = [](const std::vector<std::string>& v, const std::string& n) {
    return std::find(v.begin(), v.end(), n) != v.end();
  };
  if (has(disabled_passes, info.name)) return false;
  if (has(required_passes, info.name)) return true;
  return info.opt_level <= opt_level;
}

IRModule Pass::operator()(const IRModule& mod, PassContext& ctx) const {
  const PassInfo& pi = info();
  if (!children().empty()) return Run(mod, ctx);  // Sequential: instruments see the leaves
  if (!ctx.PassEnabled(pi)) return mod;
  for (const auto& inst : ctx.instruments) {
    if (!inst->ShouldRun(mod, pi)) return mod;
  }
  for (const auto& inst : ctx.instruments) inst->RunBeforePass(mod, pi);
  IRModule out = Run(mod, ctx);
  RLX_CHECK(out.defined()) << "pass " << pi.name << " returned a null module";
  for (const auto& inst : ctx.instruments) inst->RunAfterPass(mod, out, pi);
  return out;
}

namespace {

class ModulePass : public Pass {
 public:
  ModulePass(ModulePassFunc f, PassInfo info) : func_(std::move(f)), info_(std::move(info)) {}
  const PassInfo& info() const override { return info_; }
  IRModule Run(const IRModule& mod, PassContext& ctx) const override { return func_(mod, ctx); }

 private:
  ModulePassFunc func_;
  PassInfo info_;
};

class FunctionPass : public Pass {
 public:
  FunctionPass(FunctionPassFunc f, PassInfo info) : func_(std::move(f)), info_(std::move(info)) {}
  const PassInfo& info() const override { return info_; }
  IRModule Run(const IRModule& mod, PassContext& ctx) const override {
    IRModuleBuilder builder(mod);
    bool changed = false;
    for (const auto& kv : mod->functions) {
      auto f = kv.second.second.as<relax::FunctionNode>();
      if (!f.defined()) continue;
      relax::Function out = func_(f, mod, ctx);
      if (out.get() != f.get()) {
        builder.Add(kv.first, out);
        changed = true;
      }
    }
    return changed ? builder.Build() : mod;
  }

 private:
  FunctionPassFunc func_;
  PassInfo info_;
};

class SequentialPass : public Pass {
 public:
  SequentialPass(std::vector<PassPtr> passes, const std::string& name) : passes_(std::move(passes)) {
    info_.name = name;
  }
  const PassInfo& info() const override { return info_; }
  IRModule Run(const IRModule& mod, PassContext& ctx) const override {
    IRModule cur = mod;
    for (const PassPtr& p : passes_) cur = (*p)(cur, ctx);
    return cur;
  }
  std::vector<PassPtr> children() const override { return passes_; }

 private:
  std::vector<PassPtr> passes_;
  PassInfo info_;
};

}  // namespace

PassPtr CreateModulePass(ModulePassFunc func, PassInfo info) {
  return std::make_shared<ModulePass>(std::move(func), std::move(info));
}

PassPtr CreateFunctionPass(FunctionPassFunc func, PassInfo info) {
  return std::make_shared<FunctionPass>(std::move(func), std::move(info));
}

PassPtr Sequential(std::vector<PassPtr> passes, const std::string& name) {
  return std::make_shared<SequentialPass>(std::move(passes), name);
}

}  // namespace rlx
