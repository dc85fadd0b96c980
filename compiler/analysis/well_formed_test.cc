// Relax rules of the well-formed checker: each test builds a module node by
// node, breaks one rule, and expects exactly the message for that rule.
#include "compiler/analysis/well_formed.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "compiler/analysis/well_formed_test_util.h"
#include "compiler/ir/container.h"

namespace rlx {
namespace relax {
namespace {

using namespace wftest;  // NOLINT: test builders

using ::testing::ElementsAre;
using ::testing::IsEmpty;

StructInfo BoolScalar() { return TensorSInfo({}, DataType::Bool()); }

// A module exercising every construct the checker knows, well-formed:
//   main(x: (n, 4), flag): dataflow {lv0 = add(x, x); gv = exp(lv0)}
//     y = if flag: {z = negative(gv); z} else {gv}
//     s = match_cast(y, (m, 4)); shp = shape([m, 4]); h = cls.helper(s)
//     out = call_tir(cls.add, (h, h), (m, 4)); t = (out, shp); item = t[0]
//   helper(a: (k, 4)) -> exp(a)
//   add: the T_add PrimFunc
IRModule GoodModule() {
  TirVar n = I64Var("n"), m = I64Var("m"), k = I64Var("k");
  StructInfo nx4 = F32({n, Int64(4)}), mx4 = F32({m, Int64(4)}), kx4 = F32({k, Int64(4)});

  Var a = MakeVar("a", kx4), b = MakeVar("b", kx4);
  Function helper = Func({a}, Seq({Block({Bind(b, CallOp("relax.exp", {a}, kx4))})}, b));
  GlobalVar helper_gv = WithSInfo(Make<GlobalVarNode>("helper"), SignatureOf(helper));
  GlobalVar add_gv = Make<GlobalVarNode>("add");

  Var x = MakeVar("x", nx4), flag = MakeVar("flag", BoolScalar());
  Var lv0 = MakeDataflowVar("lv0", nx4), gv = MakeVar("gv", nx4);
  Var z = MakeVar("z", nx4), y = MakeVar("y", nx4);
  Var s = MakeVar("s", mx4), shp = MakeVar("shp", ShapeSInfo({m, Int64(4)}));
  Var h = MakeVar("h", mx4), out = MakeVar("out", mx4);
  Expr shape_value =
      WithSInfo(Expr(Make<ShapeExprNode>(std::vector<PrimExpr>{m, Int64(4)})), ShapeSInfo({m, Int64(4)}));
  Expr t_value = TupleOf({out, shp});
  Var t = MakeVar("t", t_value->struct_info()), item = MakeVar("item", mx4);
  Expr branch_if = WithSInfo(
      Expr(Make<IfNode>(flag, Seq({Block({Bind(z, CallOp("relax.negative", {gv}, nx4))})}, z), Seq({}, gv))), nx4);
  Call call_tir = WithSInfo(Make<CallNode>(GetOp("relax.call_tir"), std::vector<Expr>{add_gv, TupleOf({h, h})}, Map(),
                                           std::vector<StructInfo>{mx4}),
                            mx4);
  Expr body = Seq({Dataflow({Bind(lv0, CallOp("relax.add", {x, x}, nx4)), Bind(gv, CallOp("relax.exp", {lv0}, nx4))}),
                   Block({Bind(y, branch_if), Cast(s, y, mx4), Bind(shp, shape_value),
                          Bind(h, WithSInfo(Make<CallNode>(helper_gv, std::vector<Expr>{s}), mx4)), Bind(out, call_tir),
                          Bind(t, t_value), Bind(item, WithSInfo(Expr(Make<TupleGetItemNode>(t, 0)), mx4))})},
                  item);
  // The result's m is local to the body, so the signature states only the rank.
  Function main = Make<FunctionNode>(std::vector<Var>{x, flag}, body, TensorSInfoNdim(DataType::Float(32), 2), true,
                                     MapWith(Map(), "global_symbol", MakeString("main")));
  return ModuleOf({{Make<GlobalVarNode>("main"), main}, {helper_gv, helper}, {add_gv, AddKernel().Build()}});
}

TEST(WellFormedTest, AcceptsWellFormedModule) {
  IRModule mod = GoodModule();
  EXPECT_THAT(Messages(mod), IsEmpty());
  EXPECT_NO_THROW(CheckWellFormed(mod));
}

// f(x) with the given bindings in one plain block and result `body`.
IRModule OneBlock(std::vector<Var> params, std::vector<Binding> bindings, const Expr& body, bool pure = true) {
  return ModuleOf("main", Func(std::move(params), Seq({Block(std::move(bindings))}, body), pure));
}

TEST(WellFormedTest, VariableUsedBeforeDefinition) {
  Var x = MakeVar("x", F32({4})), lv3 = MakeVar("lv3", F32({4})), lv4 = MakeVar("lv4", F32({4}));
  IRModule mod = OneBlock(
      {x}, {Bind(lv4, CallOp("relax.add", {lv3, x}, F32({4}))), Bind(lv3, CallOp("relax.exp", {x}, F32({4})))}, lv4);
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': variable 'lv3' is used before it is defined"));
  EXPECT_EQ(FirstError(mod), "in function 'main': variable 'lv3' is used before it is defined");
}

TEST(WellFormedTest, VariableDefinedTwice) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  IRModule mod =
      OneBlock({x}, {Bind(y, CallOp("relax.exp", {x}, F32({4}))), Bind(y, CallOp("relax.exp", {y}, F32({4})))}, y);
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': variable 'y' is defined twice"));
}

TEST(WellFormedTest, ParameterSharedByTwoFunctionsIsDefinedTwice) {
  Var x = MakeVar("x", F32({4}));
  Function f = Func({x}, Seq({}, x));
  Function g = Func({x}, Seq({}, x));
  IRModule mod = ModuleOf({{Make<GlobalVarNode>("f"), f}, {Make<GlobalVarNode>("g"), g}});
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'g': variable 'x' is defined twice"));
}

TEST(WellFormedTest, VariableOfAnotherFunctionIsOutOfScope) {
  Var x = MakeVar("x", F32({4})), w = MakeVar("w", F32({4}));
  Function f = Func({x}, Seq({}, x));
  Function g = Func({w}, Seq({}, x));
  IRModule mod = ModuleOf({{Make<GlobalVarNode>("f"), f}, {Make<GlobalVarNode>("g"), g}});
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'g': variable 'x' is used outside the scope that defines it"));
}

TEST(WellFormedTest, BranchVariableIsNotVisibleAfterTheIf) {
  Var c = MakeVar("c", BoolScalar()), x = MakeVar("x", F32({4}));
  Var z = MakeVar("z", F32({4})), y = MakeVar("y", F32({4})), w = MakeVar("w", F32({4}));
  Expr if_expr = WithSInfo(
      Expr(Make<IfNode>(c, Seq({Block({Bind(z, CallOp("relax.exp", {x}, F32({4})))})}, z), Seq({}, x))), F32({4}));
  IRModule mod = OneBlock({c, x}, {Bind(y, if_expr), Bind(w, CallOp("relax.add", {y, z}, F32({4})))}, w);
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': variable 'z' is used outside the scope that defines it"));
}

TEST(WellFormedTest, DataflowVariableUsedOutsideItsBlock) {
  Var x = MakeVar("x", F32({4})), lv = MakeDataflowVar("lv", F32({4}));
  IRModule mod = ModuleOf("main", Func({x}, Seq({Dataflow({Bind(lv, CallOp("relax.exp", {x}, F32({4})))})}, lv)));
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': dataflow variable 'lv' is used outside its dataflow block"));
}

TEST(WellFormedTest, DataflowVariableIsNotVisibleInTheNextDataflowBlock) {
  Var x = MakeVar("x", F32({4})), lv = MakeDataflowVar("lv", F32({4})), gv = MakeVar("gv", F32({4}));
  IRModule mod = ModuleOf("main", Func({x}, Seq({Dataflow({Bind(lv, CallOp("relax.exp", {x}, F32({4})))}),
                                                 Dataflow({Bind(gv, CallOp("relax.exp", {lv}, F32({4})))})},
                                                gv)));
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': dataflow variable 'lv' is used outside its dataflow block"));
}

TEST(WellFormedTest, DataflowVariableDefinedOutsideADataflowBlock) {
  Var x = MakeVar("x", F32({4})), lv = MakeDataflowVar("lv", F32({4})), y = MakeVar("y", F32({4}));
  IRModule mod = OneBlock({x}, {Bind(lv, CallOp("relax.exp", {x}, F32({4}))), Bind(y, lv)}, y);
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': dataflow variable 'lv' is defined outside a dataflow block",
                          "in function 'main': dataflow variable 'lv' is used outside its dataflow block"));
}

TEST(WellFormedTest, IfInsideDataflowBlock) {
  Var c = MakeVar("c", BoolScalar()), x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  Expr if_expr = WithSInfo(Expr(Make<IfNode>(c, Seq({}, x), Seq({}, x))), F32({4}));
  IRModule mod = ModuleOf("main", Func({c, x}, Seq({Dataflow({Bind(y, if_expr)})}, y)));
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': an if-expression is not allowed inside a dataflow block"));
}

TEST(WellFormedTest, ImpureOperatorInsideDataflowBlock) {
  Var x = MakeVar("x", F32({4})), u = MakeVar("u", TupleSInfo({}));
  IRModule mod = ModuleOf(
      "main", Func({x}, Seq({Dataflow({Bind(u, CallOp("relax.vm.kill_object", {x}, TupleSInfo({})))})}, x), false));
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': impure call to 'relax.vm.kill_object' is not allowed inside a "
                          "dataflow block"));
}

TEST(WellFormedTest, PackedCallIsImpure) {
  Var x = MakeVar("x", F32({4})), u = MakeVar("u", F32({4}));
  Expr packed = WithSInfo(Expr(Make<ExternFuncNode>("my_func")), ObjectSInfo());
  Expr call = WithSInfo(Expr(Make<CallNode>(packed, std::vector<Expr>{x})), F32({4}));
  IRModule mod = ModuleOf("main", Func({x}, Seq({Dataflow({Bind(u, call)})}, u), false));
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': impure call to 'my_func' is not allowed inside a dataflow block"));
}

TEST(WellFormedTest, ImpureCallInPureFunction) {
  Var x = MakeVar("x", F32({4})), u = MakeVar("u", TupleSInfo({}));
  std::vector<Binding> bindings = {Bind(u, CallOp("relax.vm.kill_object", {x}, TupleSInfo({})))};
  EXPECT_THAT(Messages(OneBlock({x}, bindings, x, /*pure=*/true)),
              ElementsAre("in function 'main': impure call to 'relax.vm.kill_object' in a function marked pure "
                          "(use R.function(pure=False), or set \"relax.force_pure\")"));
  EXPECT_THAT(Messages(OneBlock({x}, bindings, x, /*pure=*/false)), IsEmpty());
  // force_pure vouches for a pure function that calls impure code...
  Map force = MapWith(Map(), "relax.force_pure", Bool(true));
  EXPECT_THAT(Messages(ModuleOf("main", Func({x}, Seq({Block(bindings)}, x), true, force))), IsEmpty());
  // ...and only for one marked pure.
  EXPECT_THAT(Messages(ModuleOf("main", Func({x}, Seq({Block(bindings)}, x), false, force))),
              ElementsAre("in function 'main': the function sets \"relax.force_pure\" but is not marked pure"));
}

TEST(WellFormedTest, CallToImpureFunctionThroughGlobalVar) {
  Var p = MakeVar("p", F32({4})), x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  Function impure = Func({p}, Seq({}, p), /*pure=*/false);
  GlobalVar impure_gv = WithSInfo(Make<GlobalVarNode>("impure"), SignatureOf(impure));
  Expr call = WithSInfo(Expr(Make<CallNode>(impure_gv, std::vector<Expr>{x})), F32({4}));
  Function main = Func({x}, Seq({Dataflow({Bind(y, call)})}, y), false);
  EXPECT_THAT(Messages(ModuleOf({{Make<GlobalVarNode>("main"), main}, {impure_gv, impure}})),
              ElementsAre("in function 'main': impure call to 'impure' is not allowed inside a dataflow block"));
}

TEST(WellFormedTest, UnknownOperator) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, CallOp("relax.not_an_op", {x}, F32({4})))}, y)),
              ElementsAre("in function 'main': call to unknown operator 'relax.not_an_op'"));
}

TEST(WellFormedTest, ExpressionWithoutStructInfo) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  IRModule mod = OneBlock({x}, {Bind(y, CallOp("relax.exp", {x}, StructInfo()))}, y);
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': a call to 'relax.exp' has no struct info; the "
                                         "expression is not normalized"));
  Var bare = MakeVar("bare", StructInfo());
  Expr seq = WithSInfo(Expr(Make<SeqExprNode>(std::vector<BindingBlock>{}, bare)), F32({4}));
  EXPECT_THAT(Messages(ModuleOf("main", Func({bare}, seq))),
              ElementsAre("in function 'main': variable 'bare' has no struct info; the expression is not normalized"));
}

TEST(WellFormedTest, FunctionBodyMustBeSeqExpr) {
  Var x = MakeVar("x", F32({4}));
  Function f = Make<FunctionNode>(std::vector<Var>{x}, CallOp("relax.exp", {x}, F32({4})), F32({4}), true, Map());
  EXPECT_THAT(Messages(ModuleOf("main", f)),
              ElementsAre("in function 'main': the body of a function must be a SeqExpr, not a call to 'relax.exp'"));
}

TEST(WellFormedTest, IfBranchMustBeSeqExpr) {
  Var c = MakeVar("c", BoolScalar()), x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  Expr if_expr = WithSInfo(Expr(Make<IfNode>(c, x, Seq({}, x))), F32({4}));
  EXPECT_THAT(Messages(OneBlock({c, x}, {Bind(y, if_expr)}, y)),
              ElementsAre("in function 'main': the then branch of an if must be a SeqExpr, not variable 'x'"));
}

TEST(WellFormedTest, NestedCallArgumentIsNotNormalForm) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  Expr inner = CallOp("relax.exp", {x}, F32({4}));
  IRModule mod = OneBlock({x}, {Bind(y, CallOp("relax.add", {x, inner}, F32({4})))}, y);
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': argument 1 of the call to 'relax.add' must be a leaf "
                                         "expression (bind a call to 'relax.exp' to a variable first)"));
}

TEST(WellFormedTest, TupleOfLeavesIsAnArgumentButNotATupleOfCalls) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  Expr leaves = TupleOf({x, TupleOf({x, x})});
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, CallOp("relax.exp", {leaves}, F32({4})))}, y)), IsEmpty());
  Expr with_call = TupleOf({x, CallOp("relax.exp", {x}, F32({4}))});
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, CallOp("relax.exp", {with_call}, F32({4})))}, y)),
              ElementsAre("in function 'main': argument 0 of the call to 'relax.exp' must be a leaf expression "
                          "(bind a tuple to a variable first)",
                          "in function 'main': field 1 of a tuple must be a leaf expression (bind a call to "
                          "'relax.exp' to a variable first)"));
}

TEST(WellFormedTest, SeqExprAsBindingValue) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, Seq({}, x))}, y)),
              ElementsAre("in function 'main': a SeqExpr may only be the body of a function or a branch of an if"));
}

TEST(WellFormedTest, SeqExprResultMustBeLeaf) {
  Var x = MakeVar("x", F32({4}));
  EXPECT_THAT(Messages(ModuleOf("main", Func({x}, Seq({}, CallOp("relax.exp", {x}, F32({4})))))),
              ElementsAre("in function 'main': the result of a SeqExpr must be a leaf expression (bind a call to "
                          "'relax.exp' to a variable first)"));
}

TEST(WellFormedTest, UnknownGlobalVar) {
  Var p = MakeVar("p", F32({4})), x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  StructInfo sig = Make<FuncStructInfoNode>(std::vector<StructInfo>{F32({4})}, F32({4}), true);
  GlobalVar missing = WithSInfo(Make<GlobalVarNode>("missing"), sig);
  Expr call = WithSInfo(Expr(Make<CallNode>(missing, std::vector<Expr>{x})), F32({4}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, call)}, y)),
              ElementsAre("in function 'main': global variable 'missing' does not name a function of the module"));
}

TEST(WellFormedTest, GlobalVarOfRelaxFunctionNeedsStructInfo) {
  Var p = MakeVar("p", F32({4})), x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  GlobalVar helper_gv = Make<GlobalVarNode>("helper");
  Expr call = WithSInfo(Expr(Make<CallNode>(helper_gv, std::vector<Expr>{x})), F32({4}));
  IRModule mod = ModuleOf(
      {{Make<GlobalVarNode>("main"), Func({x}, Seq({Block({Bind(y, call)})}, y))}, {helper_gv, Func({p}, Seq({}, p))}});
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': global variable 'helper' has no struct info; the "
                                         "expression is not normalized"));
}

TEST(WellFormedTest, GlobalVarMustHaveFunctionStructInfo) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4}));
  GlobalVar helper_gv = WithSInfo(Make<GlobalVarNode>("helper"), F32({4}));
  Expr call = WithSInfo(Expr(Make<CallNode>(helper_gv, std::vector<Expr>{x})), F32({4}));
  Var p = MakeVar("p", F32({4}));
  IRModule mod = ModuleOf(
      {{Make<GlobalVarNode>("main"), Func({x}, Seq({Block({Bind(y, call)})}, y))}, {helper_gv, Func({p}, Seq({}, p))}});
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': global variable 'helper' must have function struct "
                                         "info, not R.Tensor((4,), \"float32\")"));
}

TEST(WellFormedTest, ShapeDimensionsAreIntegers) {
  Var x = MakeVar("x", F32({4})), s = MakeVar("s", ShapeSInfoNdim(1));
  Expr shape = WithSInfo(Expr(Make<ShapeExprNode>(std::vector<PrimExpr>{MakeFloatImm(DataType::Float(32), 4)})),
                         ShapeSInfoNdim(1));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(s, shape)}, x)),
              ElementsAre("in function 'main': shape dimensions must be integers, not float32"));
}

TEST(WellFormedTest, TupleIndexInRange) {
  Var x = MakeVar("x", F32({4})), t = MakeVar("t", TupleSInfo({F32({4})})), e = MakeVar("e", F32({4}));
  Expr item = WithSInfo(Expr(Make<TupleGetItemNode>(t, 1)), F32({4}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(t, TupleOf({x})), Bind(e, item)}, e)),
              ElementsAre("in function 'main': tuple index 1 is out of range for a tuple of 1 field"));
}

TEST(WellFormedTest, GlobalVarNameMustMatchItsKey) {
  Var x = MakeVar("x", F32({4}));
  auto node = std::make_shared<IRModuleNode>();
  node->functions["main"] = {Make<GlobalVarNode>("entry"), Func({x}, Seq({}, x))};
  IRModule mod{std::shared_ptr<const IRModuleNode>(std::move(node))};
  EXPECT_THAT(Messages(mod), ElementsAre("the global variable 'entry' is stored under the name 'main'"));
}

TEST(WellFormedTest, GlobalSymbolMustMatchTheName) {
  Var x = MakeVar("x", F32({4}));
  Function f = Func({x}, Seq({}, x), true, MapWith(Map(), "global_symbol", MakeString("entry")));
  EXPECT_THAT(Messages(ModuleOf("main", f)),
              ElementsAre("in function 'main': global_symbol 'entry' differs from the function's name 'main'"));
}

TEST(WellFormedTest, SymbolicVariableUsedBeforeDefinition) {
  TirVar m = I64Var("m");
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({m}));
  // The annotation names m, which neither a parameter nor a match_cast
  // defines. The call and the variable both mention it: one report per place.
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, CallOp("relax.exp", {x}, F32({m})))}, x)),
              ElementsAre("in function 'main': symbolic variable 'm' is used before it is defined"));
}

TEST(WellFormedTest, SymbolicVariableDefinedByMatchCast) {
  TirVar m = I64Var("m");
  Var x = MakeVar("x", TensorSInfoNdim(DataType::Float(32), 1)), s = MakeVar("s", F32({m}));
  Var y = MakeVar("y", F32({m}));
  Expr shape = WithSInfo(Expr(Make<ShapeExprNode>(std::vector<PrimExpr>{m})), ShapeSInfo({m}));
  Var shp = MakeVar("shp", ShapeSInfo({m}));
  EXPECT_THAT(
      Messages(OneBlock({x}, {Cast(s, x, F32({m})), Bind(shp, shape), Bind(y, CallOp("relax.exp", {s}, F32({m})))}, x)),
      IsEmpty());
  // The same shape before the match_cast uses m too early.
  Var shp2 = MakeVar("shp2", ShapeSInfo({m})), s2 = MakeVar("s2", F32({m}));
  Expr shape2 = WithSInfo(Expr(Make<ShapeExprNode>(std::vector<PrimExpr>{m})), ShapeSInfo({m}));
  std::vector<std::string> errors = Messages(OneBlock({x}, {Bind(shp2, shape2), Cast(s2, x, F32({m}))}, s2));
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0], "in function 'main': symbolic variable 'm' is used before it is defined");
}

TEST(WellFormedTest, ReturnStructInfoMayUseOnlyParameterSymbols) {
  TirVar n = I64Var("n"), m = I64Var("m");
  Var x = MakeVar("x", F32({n}));
  Function f = Make<FunctionNode>(std::vector<Var>{x}, Seq({}, x), F32({m}), true, Map());
  EXPECT_THAT(Messages(ModuleOf("main", f)),
              ElementsAre("in function 'main': symbolic variable 'm' is used before it is defined"));
}

TEST(WellFormedTest, SymbolicVariableSharedByTwoFunctions) {
  TirVar n = I64Var("n");
  Var x = MakeVar("x", F32({n})), w = MakeVar("w", F32({n}));
  IRModule mod = ModuleOf(
      {{Make<GlobalVarNode>("f"), Func({x}, Seq({}, x))}, {Make<GlobalVarNode>("main"), Func({w}, Seq({}, w))}});
  EXPECT_THAT(Messages(mod),
              ElementsAre("in function 'main': symbolic variable 'n' is defined in both function 'f' and function "
                          "'main'"));
}

TEST(WellFormedTest, MatchCastInBranchDefinesSymbolsOnlyThere) {
  TirVar m = I64Var("m");
  Var c = MakeVar("c", BoolScalar()), x = MakeVar("x", TensorSInfoNdim(DataType::Float(32), 1));
  Var s = MakeVar("s", F32({m})), y = MakeVar("y", TensorSInfoNdim(DataType::Float(32), 1));
  Var shp = MakeVar("shp", ShapeSInfo({m}));
  Expr if_expr = WithSInfo(Expr(Make<IfNode>(c, Seq({Block({Cast(s, x, F32({m}))})}, s), Seq({}, x))),
                           TensorSInfoNdim(DataType::Float(32), 1));
  Expr shape = WithSInfo(Expr(Make<ShapeExprNode>(std::vector<PrimExpr>{m})), ShapeSInfo({m}));
  std::vector<std::string> errors = Messages(OneBlock({c, x}, {Bind(y, if_expr), Bind(shp, shape)}, y));
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0], "in function 'main': symbolic variable 'm' is used outside the scope that defines it");
}

TEST(WellFormedTest, BindingStructInfoMustAcceptTheValue) {
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({8}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, CallOp("relax.exp", {x}, F32({4})))}, y)),
              ElementsAre("in function 'main': variable 'y' of struct info R.Tensor((8,), \"float32\") cannot hold "
                          "its value of struct info R.Tensor((4,), \"float32\")"));
  // A less specific annotation is fine.
  Var general = MakeVar("general", TensorSInfoNdim(DataType::Void(), -1));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(general, CallOp("relax.exp", {x}, F32({4})))}, general)), IsEmpty());
}

TEST(WellFormedTest, NarrowingWithoutMatchCast) {
  Var x = MakeVar("x", ObjectSInfo()), y = MakeVar("y", F32({4}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(y, x)}, y)),
              ElementsAre("in function 'main': variable 'y' of struct info R.Tensor((4,), \"float32\") is more "
                          "specific than its value of struct info R.Object; narrowing needs R.match_cast"));
}

TEST(WellFormedTest, UnprovenSymbolicDimensionsAreAccepted) {
  // n and m may be equal at run time: not provably wrong, so not an error.
  TirVar n = I64Var("n"), m = I64Var("m");
  Var x = MakeVar("x", F32({n})), w = MakeVar("w", F32({m})), y = MakeVar("y", F32({m}));
  EXPECT_THAT(Messages(OneBlock({x, w}, {Bind(y, x)}, y)), IsEmpty());
}

TEST(WellFormedTest, LocalFunctionsSeeOuterVariablesAndThemselves) {
  Var x = MakeVar("x", F32({4})), p = MakeVar("p", F32({4})), r = MakeVar("r", F32({4}));
  StructInfo sig = Make<FuncStructInfoNode>(std::vector<StructInfo>{F32({4})}, F32({4}), true);
  Var f = MakeVar("f", sig), y = MakeVar("y", F32({4}));
  // f(p) = f(x): recursive, and closes over x.
  Expr self_call = WithSInfo(Expr(Make<CallNode>(f, std::vector<Expr>{x})), F32({4}));
  Function local = Func({p}, Seq({Block({Bind(r, self_call)})}, r));
  local->SetStructInfo(sig);
  Expr call = WithSInfo(Expr(Make<CallNode>(f, std::vector<Expr>{x})), F32({4}));
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(f, local), Bind(y, call)}, y)), IsEmpty());
  // The local function's parameter is not visible after it.
  Var z = MakeVar("z", F32({4}));
  Var f2 = MakeVar("f2", sig), p2 = MakeVar("p2", F32({4}));
  Function local2 = Func({p2}, Seq({}, p2));
  local2->SetStructInfo(sig);
  EXPECT_THAT(Messages(OneBlock({x}, {Bind(f2, local2), Bind(z, p2)}, z)),
              ElementsAre("in function 'main': variable 'p2' is used outside the scope that defines it"));
}

TEST(WellFormedTest, FindReportsEveryErrorAndCheckThrowsTheFirst) {
  Var x = MakeVar("x", F32({4})), a = MakeVar("a", F32({4})), b = MakeVar("b", F32({4}));
  Var ghost = MakeVar("ghost", F32({4}));
  IRModule mod = OneBlock({x},
                          {Bind(a, CallOp("relax.exp", {ghost}, F32({4}))), Bind(a, CallOp("relax.exp", {x}, F32({4}))),
                           Bind(b, CallOp("relax.not_an_op", {a}, F32({4})))},
                          b);
  EXPECT_THAT(Messages(mod), ElementsAre("in function 'main': variable 'ghost' is used before it is defined",
                                         "in function 'main': variable 'a' is defined twice",
                                         "in function 'main': call to unknown operator 'relax.not_an_op'"));
  EXPECT_EQ(FirstError(mod), "in function 'main': variable 'ghost' is used before it is defined");
}

TEST(WellFormedTest, DiagnosticPointsAtTheOffendingBinding) {
  auto file = std::make_shared<SourceFile>("m.py", "x = 1\ny = exp(ghost)\n");
  Span span{file, 6, 20};
  Var x = MakeVar("x", F32({4})), y = MakeVar("y", F32({4})), ghost = MakeVar("ghost", F32({4}));
  Binding bad = MakeAt<VarBindingNode>(span, y, CallOp("relax.exp", {ghost}, F32({4})));
  IRModule mod = OneBlock({x}, {bad}, y);
  try {
    CheckWellFormed(mod);
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().span.line(), 2);
    EXPECT_EQ(e.diagnostic().span.column(), 1);
    EXPECT_NE(std::string(e.what()).find("m.py:2:1"), std::string::npos) << e.what();
  }
  // Without spans the diagnostic has no location, only the message.
  Var y2 = MakeVar("y2", F32({4}));
  IRModule unlocated = OneBlock({x}, {Bind(y2, CallOp("relax.exp", {ghost}, F32({4})))}, y2);
  std::vector<Diagnostic> d = FindWellFormedErrors(unlocated);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_FALSE(d[0].span.defined());
}

}  // namespace
}  // namespace relax
}  // namespace rlx
