#include "compiler/pattern/pattern_test_util.h"

#include "compiler/script/relax_parser.h"
#include "compiler/support/check.h"

namespace rlx {
namespace pattern {
namespace testing {

IRModule ParseModule(const std::string& body) {
  return script::ParseModuleText(
      "# from tvm.script import ir as I\n# from tvm.script import relax as R\n"
      "# from tvm.script import tir as T\n\n" +
          body,
      "<pattern-test>");
}

relax::Function GetFunc(const IRModule& mod, const std::string& name) {
  auto f = mod->Lookup(name).as<relax::FunctionNode>();
  RLX_CHECK(f.defined()) << "no relax function " << name;
  return f;
}

namespace {

relax::VarBinding Find(const relax::Expr& e, const std::string& name) {
  if (auto seq = e.as<relax::SeqExprNode>()) {
    for (const relax::BindingBlock& block : seq->blocks) {
      for (const relax::Binding& b : block->bindings) {
        auto vb = b.as<relax::VarBindingNode>();
        if (!vb.defined()) continue;
        if (vb->var->name == name) return vb;
        if (relax::VarBinding inner = Find(vb->value, name)) return inner;
      }
    }
  } else if (auto i = e.as<relax::IfNode>()) {
    if (relax::VarBinding r = Find(i->then_branch, name)) return r;
    return Find(i->else_branch, name);
  } else if (auto f = e.as<relax::FunctionNode>()) {
    return Find(f->body, name);
  }
  return relax::VarBinding();
}

}  // namespace

relax::VarBinding FindBinding(const relax::Function& func, const std::string& var_name) {
  return Find(func->body, var_name);
}

relax::Expr BoundValue(const relax::Function& func, const std::string& var_name) {
  relax::VarBinding b = FindBinding(func, var_name);
  return b.defined() ? b->value : relax::Expr();
}

}  // namespace testing
}  // namespace pattern
}  // namespace rlx
