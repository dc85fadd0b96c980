#include "compiler/transform/normalize.h"

#include <gtest/gtest.h>

#include "compiler/analysis/well_formed.h"
#include "compiler/op/normalize.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

TEST(NormalizeTest, NormalModuleIsReturnedAsIs) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 4), dtype="float32") = R.exp(x)
            gv: R.Tensor((n, 4), dtype="float32") = R.add(lv, x)
            R.output(gv)
        if flag:
            a: R.Tensor((n, 4), dtype="float32") = R.negative(gv)
            r: R.Tensor((n, 4), dtype="float32") = a
        else:
            r: R.Tensor((n, 4), dtype="float32") = gv
        t: R.Tuple(R.Tensor((n, 4), dtype="float32"), R.Shape([n, 4])) = (r, R.shape([n, 4]))
        out: R.Tensor((n, 4), dtype="float32") = t[0]
        return out
)");
  EXPECT_EQ(RunPass(Normalize(), m).get(), m.get());
}

TEST(NormalizeTest, BindsNestedCallsAndBody) {
  // The parser keeps nested calls as written; Normalize binds every
  // non-leaf operand and the returned call.
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        z: R.Tensor((4,), dtype="float32") = R.add(R.exp(x), R.multiply(x, y))
        return R.negative(z)
)");
  IRModule out = RunPass(Normalize(), m);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        gv: R.Tensor((4,), dtype="float32") = R.exp(x)
        gv1: R.Tensor((4,), dtype="float32") = R.multiply(x, y)
        z: R.Tensor((4,), dtype="float32") = R.add(gv, gv1)
        gv2: R.Tensor((4,), dtype="float32") = R.negative(z)
        return gv2
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
  // Idempotent: the result is already normal.
  EXPECT_EQ(RunPass(Normalize(), out).get(), out.get());
}

TEST(NormalizeTest, NewBindingsInDataflowBlocksAreDataflowVars) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((4,), dtype="float32") = R.add(R.exp(x), x)
            R.output(gv)
        return gv
)");
  IRModule out = RunPass(Normalize(), m);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.exp(x)
            gv: R.Tensor((4,), dtype="float32") = R.add(lv, x)
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  auto f = testing::GetFunction(out, "main");
  auto block = f->body.cast<SeqExprNode>()->blocks[0];
  EXPECT_TRUE(block->bindings[0]->var->is_dataflow());
  EXPECT_EQ(block->bindings[0]->var->name, "lv");
}

TEST(NormalizeTest, TuplesStayInlineButTheirFieldsAreBound) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Tensor((4,), dtype="float32") = R.concat((x, R.exp(x)), axis=0)
        return y
)");
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        gv: R.Tensor((2,), dtype="float32") = R.exp(x)
        y: R.Tensor((4,), dtype="float32") = R.concat((x, gv), axis=0)
        return y
)");
  EXPECT_TRUE(ModulesEqual(RunPass(Normalize(), m), expected));
}

// Builds `main(x) { y = { z = exp(x); z }; return y }` by hand, with the
// struct info of y's binding variable missing, and a function body that is
// a bare call.
TEST(NormalizeTest, FlattensNestedSeqExprsAndFillsStructInfo) {
  Var x = MakeVar("x", TensorSInfo({Int64(3)}, DataType::Float(32)));
  Expr exp = Make<CallNode>(GetOp("relax.exp"), std::vector<Expr>{x});  // no struct info yet
  Var z = MakeVar("z", StructInfo());
  Expr inner = Make<SeqExprNode>(
      std::vector<BindingBlock>{Make<BindingBlockNode>(std::vector<Binding>{Make<VarBindingNode>(z, exp)}, false)}, z);
  Var y = MakeVar("y", StructInfo());
  Expr body = Make<SeqExprNode>(
      std::vector<BindingBlock>{Make<BindingBlockNode>(std::vector<Binding>{Make<VarBindingNode>(y, inner)}, false)},
      y);
  Function f = Make<FunctionNode>(std::vector<Var>{x}, body, StructInfo(), true,
                                  MapWith(Map(), "global_symbol", MakeString("main")));
  Function out = Normalize(f);
  IRModuleBuilder b;
  b.Add("main", out);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        z: R.Tensor((3,), dtype="float32") = R.exp(x)
        y: R.Tensor((3,), dtype="float32") = z
        return y
)");
  EXPECT_TRUE(ModulesEqual(b.Build(), expected));
  EXPECT_TRUE(y->struct_info().defined());
  EXPECT_TRUE(z->struct_info().defined());

  // A body that is not a SeqExpr is wrapped, its value bound.
  Expr call = Make<CallNode>(GetOp("relax.exp"), std::vector<Expr>{x});
  Function g = Make<FunctionNode>(std::vector<Var>{x}, call, StructInfo(), true, Map());
  Function gn = Normalize(g);
  auto seq = gn->body.as<SeqExprNode>();
  ASSERT_TRUE(seq.defined());
  ASSERT_EQ(seq->blocks.size(), 1u);
  EXPECT_TRUE(seq->body.is<VarNode>());
  EXPECT_TRUE(gn->ret_struct_info.defined());
}

TEST(NormalizeTest, IllTypedInputIsADiagnostic) {
  // A tuple index out of range is only found when struct info is inferred.
  Var x = MakeVar("x", TensorSInfo({Int64(3)}, DataType::Float(32)));
  Expr tuple = Make<TupleNode>(std::vector<Expr>{x});
  Expr item = Make<TupleGetItemNode>(tuple, 3);
  Var y = MakeVar("y", StructInfo());
  Expr body = Make<SeqExprNode>(
      std::vector<BindingBlock>{Make<BindingBlockNode>(std::vector<Binding>{Make<VarBindingNode>(y, item)}, false)}, y);
  Function f = Make<FunctionNode>(std::vector<Var>{x}, body, StructInfo(), true, Map());
  try {
    Normalize(f);
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("tuple index 3 is out of range"), std::string::npos) << e.what();
  }
}

TEST(NormalizeTest, PassInfo) {
  EXPECT_EQ(Normalize()->info().name, "Normalize");
  EXPECT_EQ(Normalize()->info().opt_level, 1);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
