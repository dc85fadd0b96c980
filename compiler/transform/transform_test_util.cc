#include "compiler/transform/transform_test_util.h"

#include "compiler/analysis/well_formed.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"

namespace rlx {
namespace transform {
namespace testing {

IRModule Parse(const std::string& body) {
  std::string text = body;
  if (text.find("from tvm.script import") == std::string::npos) {
    text =
        "# from tvm.script import ir as I\n# from tvm.script import relax as R\n"
        "# from tvm.script import tir as T\n\n" +
        text;
  }
  return script::ParseModuleText(text, "<test>");
}

std::string Print(const IRModule& mod) { return script::PrintModule(mod); }

IRModule RunPass(const PassPtr& pass, const IRModule& mod) {
  PassContext ctx;
  ctx.opt_level = 3;
  return (*pass)(mod, ctx);
}

::testing::AssertionResult ModulesEqual(const IRModule& actual, const IRModule& expected) {
  std::string diff = StructuralDiff(actual, expected);
  if (diff.empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "modules differ: " << diff << "\n--- actual:\n"
                                       << Print(actual) << "\n--- expected:\n"
                                       << Print(expected);
}

void ExpectWellFormed(const IRModule& mod) {
  std::vector<Diagnostic> errors = relax::FindWellFormedErrors(mod);
  std::string text;
  for (const Diagnostic& d : errors) text += d.Format() + "\n";
  EXPECT_TRUE(errors.empty()) << text << "in\n" << Print(mod);
}

relax::Function GetFunction(const IRModule& mod, const std::string& name) {
  auto f = mod->Lookup(name).as<relax::FunctionNode>();
  EXPECT_TRUE(f.defined()) << "no relax function " << name << " in\n" << Print(mod);
  return f;
}

}  // namespace testing
}  // namespace transform
}  // namespace rlx
