#include "compiler/transform/remove_purity_checking.h"

#include <gtest/gtest.h>

#include "compiler/ir/container.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

// The script parser has no inplace_indices for R.call_inplace_packed yet, so
// the test turns the parsed call_pure_packed of "my_relu" into one.
class ToInplacePacked : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    auto ext = c->args.empty() ? Ref<ExternFuncNode>() : c->args[0].as<ExternFuncNode>();
    if (!ext.defined() || ext->global_symbol != "my_relu") return ExprMutator::VisitCall_(c);
    Map attrs = MapWith(Map(), "inplace_indices",
                        Make<ArrayNode>(std::vector<ObjectRef>{Make<IntImmNode>(DataType::Int(64), 0)}));
    Call out = Make<CallNode>(GetOp("relax.call_inplace_packed"), c->args, attrs, c->sinfo_args);
    out->SetStructInfo(c->struct_info());
    return out;
  }
};

TEST(RemovePurityCheckingTest, MarksPureFunctionsAndUnwrapsPurePackedCalls) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.call_pure_packed("my_exp", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        z = R.call_pure_packed("my_relu", y, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return z

    @R.function(pure=False)
    def effect(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.call_packed("my_print", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return y
)");
  PassInfo info;
  info.name = "ToInplacePacked";
  PassPtr to_inplace = CreateFunctionPass(
      [](const Function& f, const IRModule&, PassContext&) {
        ToInplacePacked m;
        return m.VisitExpr(f).cast<FunctionNode>();
      },
      info);
  in = RunPass(to_inplace, in);
  ASSERT_NE(testing::Print(in).find("call_inplace_packed"), std::string::npos);
  IRModule out = RunPass(RemovePurityChecking(), in);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        y = R.call_packed("my_exp", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        z = R.call_packed("my_relu", y, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return z

    @R.function(pure=False)
    def effect(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.call_packed("my_print", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return y
)");
  EXPECT_TRUE(ModulesEqual(out, expected)) << Print(out);
  testing::ExpectWellFormed(out);
  // The rewritten call has no attributes left over from call_inplace_packed.
  auto seq = testing::GetFunction(out, "main")->body.cast<SeqExprNode>();
  auto z = BoundValue(seq->blocks[0]->bindings[1]).cast<CallNode>();
  EXPECT_TRUE(z->op.is<ExternFuncNode>());
  EXPECT_FALSE(z->attrs.defined() && !z->attrs->items.empty());
}

TEST(RemovePurityCheckingTest, InnerFunctionsAreMarkedToo) {
  IRModule out = RunPass(RemovePurityChecking(), Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        @R.function
        def inner(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            b = R.call_pure_packed("my_exp", a, sinfo_args=(R.Tensor((4,), dtype="float32"),))
            return b
        y = inner(x)
        return y
)"));
  std::string text = Print(out);
  EXPECT_EQ(text.find("call_pure_packed"), std::string::npos) << text;
  size_t first = text.find("relax.force_pure");
  ASSERT_NE(first, std::string::npos) << text;
  EXPECT_NE(text.find("relax.force_pure", first + 1), std::string::npos) << text;
}

TEST(RemovePurityCheckingTest, AlreadyForcedOrImpureModuleIsTheSameHandle) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        return x

    @R.function(pure=False)
    def effect(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)");
  EXPECT_EQ(RunPass(RemovePurityChecking(), m).get(), m.get());
  EXPECT_EQ(RemovePurityChecking()->info().name, "RemovePurityChecking");
  EXPECT_EQ(RemovePurityChecking()->info().opt_level, 0);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
