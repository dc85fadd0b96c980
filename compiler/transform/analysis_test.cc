#include "compiler/transform/analysis.h"

#include <gtest/gtest.h>

#include "compiler/transform/expr_functor.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT

Function Main(const char* text) { return testing::GetFunction(testing::Parse(text), "main"); }

std::vector<Binding> Bindings(const Function& f) {
  std::vector<Binding> out;
  for (const BindingBlock& b : f->body.cast<SeqExprNode>()->blocks) {
    out.insert(out.end(), b->bindings.begin(), b->bindings.end());
  }
  return out;
}

TEST(AnalysisTest, PurityOfCalls) {
  IRModule m = testing::Parse(R"(
@I.ir_module
class Module:
    @R.function(private=True, pure=False)
    def effect(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Object = R.call_packed("log_tensor", x, sinfo_args=R.Object)
        return x

    @R.function(private=True)
    def pure_fn(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        a: R.Tensor((4,), dtype="float32") = R.exp(x)
        b: R.Object = R.call_packed("log_tensor", x, sinfo_args=R.Object)
        c: R.Tensor((4,), dtype="float32") = cls.effect(x)
        d: R.Tensor((4,), dtype="float32") = cls.pure_fn(x)
        e: R.Tensor((4,), dtype="float32") = R.call_pure_packed("f", x, sinfo_args=R.Tensor((4,), dtype="float32"))
        t: R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")) = (a, d)
        return x
)");
  std::vector<Binding> bs = Bindings(testing::GetFunction(m, "main"));
  ASSERT_EQ(bs.size(), 6u);
  std::vector<bool> impure;
  for (const Binding& b : bs) impure.push_back(ContainsImpureCall(BoundValue(b)));
  EXPECT_EQ(impure, (std::vector<bool>{false, true, true, false, false, false}));
  EXPECT_TRUE(IsImpureCall(BoundValue(bs[1]).cast<CallNode>()));
  EXPECT_FALSE(IsImpureCall(BoundValue(bs[0]).cast<CallNode>()));
}

TEST(AnalysisTest, FreeAndUsedVariables) {
  Function f = Main(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        if flag:
            a: R.Tensor((n,), dtype="float32") = R.exp(x)
            r: R.Tensor((n,), dtype="float32") = a
        else:
            r: R.Tensor((n,), dtype="float32") = x
        return r
)");
  const Expr& if_value = BoundValue(Bindings(f)[0]);
  std::vector<std::string> used, free;
  for (const Var& v : UsedVars(if_value)) used.push_back(v->name);
  for (const Var& v : FreeVars(if_value)) free.push_back(v->name);
  EXPECT_EQ(used, (std::vector<std::string>{"flag", "x", "a"}));
  EXPECT_EQ(free, (std::vector<std::string>{"flag", "x"}));
  // Symbolic variables, once each, in order.
  std::vector<std::string> tir;
  for (const TirVar& v : TirVarsIn(f->params[0]->struct_info())) tir.push_back(v->name);
  EXPECT_EQ(tir, (std::vector<std::string>{"n"}));
}

}  // namespace
}  // namespace transform
}  // namespace rlx
