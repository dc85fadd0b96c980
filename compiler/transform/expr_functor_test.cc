#include "compiler/transform/expr_functor.h"

#include <gtest/gtest.h>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::GetFunction;
using testing::ModulesEqual;
using testing::Parse;

const char kMlp[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), w: R.Tensor((4, 4), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 4), dtype="float32") = R.matmul(x, w, out_dtype="void")
            lv1: R.Tensor((n, 4), dtype="float32") = R.add(lv, b)
            gv: R.Tensor((n, 4), dtype="float32") = R.nn.relu(lv1)
            R.output(gv)
        return gv
)";

Function Main(const IRModule& m) { return GetFunction(m, "main"); }

TEST(ExprMutatorTest, IdentityReturnsSameHandles) {
  IRModule m = Parse(kMlp);
  Function f = Main(m);
  ExprMutator identity;
  EXPECT_EQ(identity.VisitExpr(f).get(), f.get());
  // Also for a function with an if, a match_cast and a tuple.
  IRModule m2 = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=1), flag: R.Tensor((), dtype="bool")) -> R.Tensor(dtype="float32", ndim=1):
        n = T.int64()
        y: R.Tensor((n,), dtype="float32") = R.match_cast(x, R.Tensor((n,), dtype="float32"))
        if flag:
            a: R.Tensor((n,), dtype="float32") = R.exp(y)
            r: R.Tensor((n,), dtype="float32") = a
        else:
            r: R.Tensor((n,), dtype="float32") = y
        t: R.Tuple(R.Tensor((n,), dtype="float32"), R.Shape([n])) = (r, R.shape([n]))
        out: R.Tensor((n,), dtype="float32") = t[0]
        return out
)");
  Function f2 = Main(m2);
  EXPECT_EQ(identity.VisitExpr(f2).get(), f2.get());
}

// Replaces R.add by R.multiply.
class AddToMultiply : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    Expr post = ExprMutator::VisitCall_(c);
    auto call = post.cast<CallNode>();
    auto op = call->op.as<OpNode>();
    if (op.defined() && op->name == "relax.add") {
      return MakeAt<CallNode>(call->span, GetOp("relax.multiply"), call->args, call->attrs, call->sinfo_args);
    }
    return post;
  }
};

TEST(ExprMutatorTest, RebuildsOnlyWhatChanged) {
  IRModule m = Parse(kMlp);
  Function f = Main(m);
  AddToMultiply mut;
  Function out = mut.VisitExpr(f).cast<FunctionNode>();
  ASSERT_NE(out.get(), f.get());
  // Parameters and the untouched bindings are shared with the input.
  ASSERT_EQ(out->params.size(), f->params.size());
  for (size_t i = 0; i < f->params.size(); ++i) EXPECT_EQ(out->params[i].get(), f->params[i].get());
  auto in_block = f->body.cast<SeqExprNode>()->blocks[0];
  auto out_block = out->body.cast<SeqExprNode>()->blocks[0];
  ASSERT_EQ(out_block->bindings.size(), 3u);
  EXPECT_TRUE(out_block->is_dataflow());
  EXPECT_EQ(out_block->bindings[0].get(), in_block->bindings[0].get());
  EXPECT_NE(out_block->bindings[1].get(), in_block->bindings[1].get());
  // The rebuilt call has inferred struct info; the var keeps its identity
  // because the struct info did not change, so the later use is unchanged.
  auto vb = out_block->bindings[1].cast<VarBindingNode>();
  EXPECT_EQ(vb->var.get(), in_block->bindings[1]->var.get());
  ASSERT_TRUE(vb->value->struct_info().defined());
  EXPECT_TRUE(StructuralEqual(vb->value->struct_info(), vb->var->struct_info()));
  EXPECT_EQ(out_block->bindings[2].get(), in_block->bindings[2].get());

  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), w: R.Tensor((4, 4), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 4), dtype="float32") = R.matmul(x, w, out_dtype="void")
            lv1: R.Tensor((n, 4), dtype="float32") = R.multiply(lv, b)
            gv: R.Tensor((n, 4), dtype="float32") = R.nn.relu(lv1)
            R.output(gv)
        return gv
)");
  IRModuleBuilder b(m);
  b.Add("main", out);
  EXPECT_TRUE(ModulesEqual(b.Build(), expected));
}

// Drops bindings of R.nn.relu (replacing uses by the operand) and doubles
// every R.add into two bindings.
class DropAndDuplicate : public ExprMutator {
 public:
  void VisitBinding(const Binding& b) override {
    auto vb = b.as<VarBindingNode>();
    auto call = vb.defined() ? vb->value.as<CallNode>() : Call();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    if (op.defined() && op->name == "relax.nn.relu") {
      var_remap_[b->var.get()] = VisitExpr(call->args[0]);
      return;
    }
    if (op.defined() && op->name == "relax.add") {
      Expr value = VisitExpr(vb->value);
      Var first = EmitValue(value, "first");
      EXPECT_EQ(first->is_dataflow(), InDataflowBlock());
      Expr second = MakeAt<CallNode>(call->span, call->op, std::vector<Expr>{first, first});
      op::InferStructInfo(second);
      Emit(MakeAt<VarBindingNode>(b->span, b->var, second));
      return;
    }
    ExprMutator::VisitBinding(b);
  }
};

TEST(ExprMutatorTest, BindingsMayBeDroppedOrMultiplied) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        lv: R.Tensor((4,), dtype="float32") = R.add(x, b)
        gv: R.Tensor((4,), dtype="float32") = R.nn.relu(lv)
        return gv
)");
  DropAndDuplicate mut;
  Function out = mut.VisitExpr(Main(m)).cast<FunctionNode>();
  IRModuleBuilder b(m);
  b.Add("main", out);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), b: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        first: R.Tensor((4,), dtype="float32") = R.add(x, b)
        lv: R.Tensor((4,), dtype="float32") = R.add(first, first)
        return lv
)");
  EXPECT_TRUE(ModulesEqual(b.Build(), expected));
  auto block = out->body.cast<SeqExprNode>()->blocks[0];
  EXPECT_EQ(block->bindings[0]->var->name, "first");
  EXPECT_FALSE(block->bindings[0]->var->is_dataflow());
}

// Replaces the symbolic variable `n` by 8 everywhere.
class BindN : public ExprMutator {
 public:
  PrimExpr VisitPrimExpr(const PrimExpr& e) override {
    std::unordered_map<const TirVarNode*, PrimExpr> map;
    for (const auto& v : vars) map[v] = Int64(8);
    return op::SubstitutePrimExpr(e, map);
  }
  std::vector<const TirVarNode*> vars;
};

TEST(ExprMutatorTest, StructInfoChangesCopyVariablesKeepingNames) {
  IRModule m = Parse(kMlp);
  Function f = Main(m);
  auto x_sinfo = f->params[0]->struct_info().cast<TensorStructInfoNode>();
  BindN mut;
  mut.vars.push_back((*x_sinfo->GetShapeValues())[0].cast<TirVarNode>().get());
  Function out = mut.VisitExpr(f).cast<FunctionNode>();
  ASSERT_NE(out.get(), f.get());
  EXPECT_NE(out->params[0].get(), f->params[0].get());
  EXPECT_EQ(out->params[0]->name, "x");
  EXPECT_EQ(out->params[1].get(), f->params[1].get());  // (4, 4): unchanged
  auto block = out->body.cast<SeqExprNode>()->blocks[0];
  for (const Binding& b : block->bindings) {
    EXPECT_TRUE(StructuralEqual(b->var->struct_info(), TensorSInfo({Int64(8), Int64(4)}, DataType::Float(32))))
        << b->var->name;
  }
  EXPECT_TRUE(block->bindings[0]->var->is_dataflow());
  EXPECT_FALSE(block->bindings[2]->var->is_dataflow());
  EXPECT_EQ(block->bindings[2]->var->name, "gv");
  // The body refers to the new gv, and the return annotation follows.
  EXPECT_EQ(out->body.cast<SeqExprNode>()->body.get(), block->bindings[2]->var.get());
  EXPECT_TRUE(StructuralEqual(out->ret_struct_info, TensorSInfo({Int64(8), Int64(4)}, DataType::Float(32))));
}

class Counter : public ExprVisitor {
 public:
  int calls = 0, var_defs = 0, uses = 0, bindings = 0, sinfos = 0;
  void VisitCall_(const Call& c) override {
    ++calls;
    ExprVisitor::VisitCall_(c);
  }
  void VisitVarDef(const Var& v) override {
    ++var_defs;
    ExprVisitor::VisitVarDef(v);
  }
  void VisitVar_(const Var&) override { ++uses; }
  void VisitBinding(const Binding& b) override {
    ++bindings;
    ExprVisitor::VisitBinding(b);
  }
  void VisitStructInfo(const StructInfo&) override { ++sinfos; }
};

TEST(ExprVisitorTest, VisitsEveryBindingDefinitionAndUse) {
  Counter c;
  c.VisitExpr(Main(Parse(kMlp)));
  EXPECT_EQ(c.calls, 3);
  EXPECT_EQ(c.bindings, 3);
  EXPECT_EQ(c.var_defs, 3 + 3);      // params + bindings
  EXPECT_EQ(c.uses, 2 + 2 + 1 + 1);  // matmul(x, w), add(lv, b), relu(lv1), return gv
  EXPECT_EQ(c.sinfos, 3 + 3 + 1);    // var annotations + return annotation
}

TEST(ExprMutatorTest, NormalizeBlocksFlattensAndMerges) {
  // Built by hand: y = { z = exp(x); z } inside a binding block, followed
  // by an empty dataflow block and another binding block.
  Var x = MakeVar("x", TensorSInfo({Int64(2)}, DataType::Float(32)));
  Expr exp = Make<CallNode>(GetOp("relax.exp"), std::vector<Expr>{x});
  op::InferStructInfo(exp);
  Var z = MakeVar("z", GetStructInfo(exp));
  Expr inner = Make<SeqExprNode>(
      std::vector<BindingBlock>{Make<BindingBlockNode>(std::vector<Binding>{Make<VarBindingNode>(z, exp)}, false)}, z);
  op::InferStructInfo(inner);
  Var y = MakeVar("y", GetStructInfo(inner));
  Var w = MakeVar("w", GetStructInfo(inner));
  std::vector<BindingBlock> blocks = {
      Make<BindingBlockNode>(std::vector<Binding>{Make<VarBindingNode>(y, inner)}, false),
      Make<BindingBlockNode>(std::vector<Binding>{}, true),
      Make<BindingBlockNode>(std::vector<Binding>{Make<VarBindingNode>(w, y)}, false),
  };
  struct Access : ExprMutator {
    using ExprMutator::NormalizeBlocks;
  };
  bool changed = false;
  std::vector<BindingBlock> out = Access::NormalizeBlocks(blocks, &changed);
  EXPECT_TRUE(changed);
  ASSERT_EQ(out.size(), 1u);
  ASSERT_EQ(out[0]->bindings.size(), 3u);
  EXPECT_EQ(out[0]->bindings[0]->var.get(), z.get());
  EXPECT_EQ(out[0]->bindings[1]->var.get(), y.get());
  EXPECT_EQ(BoundValue(out[0]->bindings[1]).get(), z.get());
  EXPECT_EQ(out[0]->bindings[2]->var.get(), w.get());

  bool unchanged = false;
  std::vector<BindingBlock> again = Access::NormalizeBlocks(out, &unchanged);
  EXPECT_FALSE(unchanged);
  EXPECT_EQ(again[0].get(), out[0].get());
}

TEST(ExprFunctorHelpersTest, LeavesAndWithBody) {
  Var x = MakeVar("x", TensorSInfo({Int64(2)}, DataType::Float(32)));
  Expr exp = Make<CallNode>(GetOp("relax.exp"), std::vector<Expr>{x});
  EXPECT_TRUE(IsLeaf(x));
  EXPECT_TRUE(IsLeaf(GetOp("relax.exp")));
  EXPECT_TRUE(IsLeaf(Make<ShapeExprNode>(std::vector<PrimExpr>{Int64(1)})));
  EXPECT_FALSE(IsLeaf(exp));
  Expr tuple = Make<TupleNode>(std::vector<Expr>{x, x});
  EXPECT_FALSE(IsLeaf(tuple));
  EXPECT_TRUE(IsLeafOrTuple(tuple));

  Function f = Main(Parse(kMlp));
  EXPECT_EQ(WithBody(f, f->body).get(), f.get());
  Function g = WithBody(f, f->params[0]);
  EXPECT_NE(g.get(), f.get());
  EXPECT_EQ(g->attrs.get(), f->attrs.get());
  EXPECT_TRUE(g->struct_info().defined());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
