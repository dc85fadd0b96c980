#include "compiler/transform/fuse_ops_by_pattern.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/backend/patterns.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::GetFunction;
using testing::Parse;
using testing::RunPass;

FusionPattern FromMaker(const std::string& name, const backend::PatternWithAnnotations& p) {
  FusionPattern f;
  f.name = name;
  f.pattern = p.pattern;
  f.annotation_patterns = p.annotations;
  return f;
}

FusionPattern Conv2d() { return FromMaker("dnnl.conv2d", backend::MakeConv2dPattern()); }
FusionPattern Conv2dRelu() { return FromMaker("dnnl.conv2d_relu", backend::MakeConv2dPattern(false, "relax.nn.relu")); }

const char* kData = "data: R.Tensor((1, 64, 56, 56), dtype=\"float32\")";
const char* kW1 = "weight1: R.Tensor((64, 64, 3, 3), dtype=\"float32\")";
const char* kW2 = "weight2: R.Tensor((64, 64, 3, 3), dtype=\"float32\")";

// TVM's Conv2dReLUx2: conv (pad 1) + relu, conv (pad 0) + relu.
IRModule Conv2dReLUx2() {
  return Parse(std::string("@I.ir_module\nclass Module:\n    @R.function\n    def main(") + kData + ", " + kW1 + ", " +
               kW2 +
               ") -> R.Tensor((1, 64, 54, 54), dtype=\"float32\"):\n"
               "        with R.dataflow():\n"
               "            conv1 = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])\n"
               "            relu1 = R.nn.relu(conv1)\n"
               "            conv2 = R.nn.conv2d(relu1, weight2, padding=[0, 0, 0, 0])\n"
               "            gv = R.nn.relu(conv2)\n"
               "            R.output(gv)\n"
               "        return gv\n");
}

// conv; relu(conv); gelu(conv); add(relu, gelu).
IRModule Branch() {
  return Parse(std::string("@I.ir_module\nclass Module:\n    @R.function\n    def main(") + kData + ", " + kW1 +
               ") -> R.Tensor((1, 64, 56, 56), dtype=\"float32\"):\n"
               "        with R.dataflow():\n"
               "            conv = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])\n"
               "            relu = R.nn.relu(conv)\n"
               "            gelu = R.nn.gelu(conv)\n"
               "            gv = R.add(relu, gelu)\n"
               "            R.output(gv)\n"
               "        return gv\n");
}

std::string StrAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

// The callee names of the calls bound in `f`'s body (ops by op name).
std::vector<std::string> Callees(const Function& f) {
  std::vector<std::string> out;
  for (const BindingBlock& block : f->body.cast<SeqExprNode>()->blocks) {
    for (const Binding& b : block->bindings) {
      auto vb = b.as<VarBindingNode>();
      if (!vb.defined()) continue;
      auto call = vb->value.as<CallNode>();
      if (!call.defined()) continue;
      if (auto gv = call->op.as<GlobalVarNode>()) out.push_back(gv->name);
      if (auto op = call->op.as<OpNode>()) out.push_back(op->name);
    }
  }
  return out;
}

std::vector<std::string> Names(const IRModule& mod) {
  std::vector<std::string> out;
  for (const auto& kv : mod->functions) out.push_back(kv.first);
  return out;
}

TEST(FuseOpsByPatternTest, PartitionsConv2dReluTwiceWithNumericSuffix) {
  IRModule out = FuseOpsByPattern(Conv2dReLUx2(), {Conv2dRelu()});
  testing::ExpectWellFormed(out);
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu",
                                                  "fused_relax_nn_conv2d_relax_nn_relu1", "main"}));
  for (const char* name : {"fused_relax_nn_conv2d_relax_nn_relu", "fused_relax_nn_conv2d_relax_nn_relu1"}) {
    Function f = GetFunction(out, name);
    EXPECT_EQ(StrAttr(f, "Composite"), "dnnl.conv2d_relu");
    EXPECT_TRUE(f->attrs->Has("Primitive"));
    EXPECT_EQ(f->GlobalSymbol(), "");
    EXPECT_EQ(Callees(f), (std::vector<std::string>{"relax.nn.conv2d", "relax.nn.relu"}));
  }
  EXPECT_EQ(Callees(GetFunction(out, "main")),
            (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu", "fused_relax_nn_conv2d_relax_nn_relu1"}));
  EXPECT_EQ(GetFunction(out, "fused_relax_nn_conv2d_relax_nn_relu")->params[0]->name, "data");
}

TEST(FuseOpsByPatternTest, EarlierPatternsHavePriority) {
  // conv2d first: the relus are left to main.
  IRModule out = FuseOpsByPattern(Conv2dReLUx2(), {Conv2d(), Conv2dRelu()});
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_nn_conv2d", "fused_relax_nn_conv2d1", "main"}));
  EXPECT_EQ(Callees(GetFunction(out, "main")), (std::vector<std::string>{"fused_relax_nn_conv2d", "relax.nn.relu",
                                                                         "fused_relax_nn_conv2d1", "relax.nn.relu"}));
  EXPECT_EQ(StrAttr(GetFunction(out, "fused_relax_nn_conv2d"), "Composite"), "dnnl.conv2d");
  // conv2d_relu first: everything goes to it; conv2d finds nothing left.
  std::vector<PatternDecision> log;
  FuseOpsByPatternOptions opts;
  opts.on_decision = [&](const PatternDecision& d) { log.push_back(d); };
  IRModule out2 = FuseOpsByPattern(Conv2dReLUx2(), {Conv2dRelu(), Conv2d()}, opts);
  EXPECT_EQ(Names(out2), (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu",
                                                   "fused_relax_nn_conv2d_relax_nn_relu1", "main"}));
  // The convs dnnl.conv2d would have taken are reported as shadowed, with
  // the pattern that took them.
  ASSERT_EQ(log.size(), 4u);
  EXPECT_EQ(FormatPatternDecision(log[0]), "main/relu1: dnnl.conv2d_relu fused (conv1, relu1)");
  EXPECT_EQ(log[0].matched_vars, (std::vector<std::string>{"conv1", "relu1"}));
  EXPECT_EQ(FormatPatternDecision(log[2]),
            "main/conv1: dnnl.conv2d rejected: shadowed by a higher-priority pattern (dnnl.conv2d_relu already claimed "
            "conv1)");
  EXPECT_EQ(log[2].kind, PatternDecisionKind::kShadowed);
  EXPECT_EQ(log[2].shadowed_by, "dnnl.conv2d_relu");
  EXPECT_EQ(log[3].var, "conv2");
  EXPECT_EQ(log[3].op, "relax.nn.conv2d");
  // Without a sink nothing is matched twice, and the result is the same.
  EXPECT_TRUE(testing::ModulesEqual(FuseOpsByPattern(Conv2dReLUx2(), {Conv2dRelu(), Conv2d()}), out2));
}

TEST(FuseOpsByPatternTest, CheckReturningFalseRejectsTheMatch) {
  IRModule in = Conv2dReLUx2();
  FusionPattern p = Conv2dRelu();
  int calls = 0;
  p.check = [&](const pattern::PatternCheckContext& ctx) {
    ++calls;
    EXPECT_TRUE(ctx.Annotated("root").defined());
    return false;
  };
  std::vector<PatternDecision> log;
  FuseOpsByPatternOptions opts;
  opts.on_decision = [&](const PatternDecision& d) { log.push_back(d); };
  IRModule out = FuseOpsByPattern(in, {p}, opts);
  EXPECT_EQ(calls, 2);
  EXPECT_TRUE(out.same_as(in));
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[0].kind, PatternDecisionKind::kCheckFailed);
}

TEST(FuseOpsByPatternTest, NoPatternsLeaveTheModuleAlone) {
  IRModule in = Conv2dReLUx2();
  EXPECT_TRUE(FuseOpsByPattern(in, {}).same_as(in));
  EXPECT_TRUE(FuseOpsByPattern(in, {}, {true, true, {}, nullptr}).same_as(in));
}

TEST(FuseOpsByPatternTest, MatchThatWouldCreateACycleIsNotFused) {
  // add(relu(conv), *) would take conv and relu but not gelu, which reads
  // conv and feeds the add.
  pattern::DFPattern conv = pattern::IsOp("relax.nn.conv2d")({pattern::Wildcard(), pattern::Wildcard()});
  pattern::DFPattern relu = pattern::IsOp("relax.nn.relu")({conv});
  FusionPattern p;
  p.name = "compiler_A.conv2d_relu_add";
  p.pattern = pattern::IsOp("relax.add")({relu, pattern::Wildcard()});
  std::vector<PatternDecision> log;
  FuseOpsByPatternOptions opts;
  opts.on_decision = [&](const PatternDecision& d) { log.push_back(d); };
  IRModule in = Branch();
  IRModule out = FuseOpsByPattern(in, {p}, opts);
  EXPECT_TRUE(out.same_as(in));
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].kind, PatternDecisionKind::kCycle);
  EXPECT_EQ(log[0].var, "gv");
  // Without the side branch the same pattern fuses.
  FusionPattern relu_only = Conv2dRelu();
  IRModule fused = FuseOpsByPattern(in, {relu_only});
  EXPECT_EQ(Callees(GetFunction(fused, "main")),
            (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu", "relax.nn.gelu", "relax.add"}));
  testing::ExpectWellFormed(fused);
  // The fused function returns both the relu and the conv it leaks.
  EXPECT_TRUE(GetFunction(fused, "fused_relax_nn_conv2d_relax_nn_relu")->ret_struct_info.is<TupleStructInfoNode>());
}

TEST(FuseOpsByPatternTest, BindConstantsControlsWhetherConstantsBecomeParameters) {
  IRModule in = Parse(std::string("@I.ir_module\nclass Module:\n    @R.function\n    def main(") + kData +
                      ") -> R.Tensor((1, 64, 56, 56), dtype=\"float32\"):\n"
                      "        with R.dataflow():\n"
                      "            gv = R.multiply(data, R.const(2.0, \"float32\"))\n"
                      "            R.output(gv)\n"
                      "        return gv\n");
  FusionPattern p;
  p.name = "cutlass.multiply";
  p.pattern = pattern::IsOp("relax.multiply")({pattern::Wildcard(), pattern::Wildcard()});
  IRModule bound = FuseOpsByPattern(in, {p});
  Function f = GetFunction(bound, "fused_relax_multiply");
  ASSERT_EQ(f->params.size(), 1u);
  FuseOpsByPatternOptions lift;
  lift.bind_constants = false;
  IRModule lifted = FuseOpsByPattern(in, {p}, lift);
  Function g = GetFunction(lifted, "fused_relax_multiply");
  ASSERT_EQ(g->params.size(), 2u);
  EXPECT_EQ(g->params[1]->name, "param_0");
  testing::ExpectWellFormed(lifted);
}

TEST(FuseOpsByPatternTest, AnnotateCodegenWrapsCompositesInPublicCodegenFunctions) {
  FuseOpsByPatternOptions opts;
  opts.annotate_codegen = true;
  IRModule out = FuseOpsByPattern(Conv2dReLUx2(), {Conv2dRelu()}, opts);
  testing::ExpectWellFormed(out);
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu1_dnnl",
                                                  "fused_relax_nn_conv2d_relax_nn_relu_dnnl", "main"}));
  Function w = GetFunction(out, "fused_relax_nn_conv2d_relax_nn_relu_dnnl");
  EXPECT_EQ(StrAttr(w, "Codegen"), "dnnl");
  EXPECT_EQ(w->GlobalSymbol(), "fused_relax_nn_conv2d_relax_nn_relu_dnnl");
  EXPECT_FALSE(w->attrs->Has("Primitive"));
  auto block = w->body.cast<SeqExprNode>()->blocks.at(0);
  EXPECT_FALSE(block->is_dataflow());
  ASSERT_EQ(block->bindings.size(), 2u);
  auto local = block->bindings[0].cast<VarBindingNode>()->value.as<FunctionNode>();
  ASSERT_TRUE(local.defined());
  EXPECT_EQ(StrAttr(local, "Composite"), "dnnl.conv2d_relu");
  EXPECT_FALSE(local->attrs->Has("Primitive"));
  // Running again changes nothing.
  EXPECT_TRUE(FuseOpsByPattern(out, {Conv2dRelu()}, opts).same_as(out));
}

TEST(FuseOpsByPatternTest, IdenticalCompositesShareOneFunction) {
  IRModule in = Parse(std::string("@I.ir_module\nclass Module:\n    @R.function\n    def main(") + kData + ", " + kW1 +
                      ", " + kW2 +
                      ") -> R.Tensor((1, 64, 56, 56), dtype=\"float32\"):\n"
                      "        with R.dataflow():\n"
                      "            a = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])\n"
                      "            b = R.nn.conv2d(data, weight2, padding=[1, 1, 1, 1])\n"
                      "            gv = R.add(a, b)\n"
                      "            R.output(gv)\n"
                      "        return gv\n");
  FuseOpsByPatternOptions opts;
  opts.annotate_codegen = true;
  FusionPattern p = FromMaker("cutlass.conv2d", backend::MakeConv2dPattern());
  IRModule out = FuseOpsByPattern(in, {p}, opts);
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_nn_conv2d_cutlass", "main"}));
  EXPECT_EQ(Callees(GetFunction(out, "main")),
            (std::vector<std::string>{"fused_relax_nn_conv2d_cutlass", "fused_relax_nn_conv2d_cutlass", "relax.add"}));
}

// TVM's BlockBuilder::AddFunction reuses a structurally equal function
// across the whole module, so equal composites in two functions become one;
// composites whose op attributes differ (attention.py's main and fused:
// another causal mask) stay two.
TEST(FuseOpsByPatternTest, EqualCompositesInTwoFunctionsShareOneOnlyWhenEqual) {
  auto module = [](const std::string& main_mask, const std::string& fused_mask) {
    std::string sig =
        "(q: R.Tensor((1, 16, 8, 64), dtype=\"float16\")) -> R.Tensor((1, 16, 8, 64), dtype=\"float16\"):\n"
        "        with R.dataflow():\n";
    auto body = [](const std::string& mask) {
      return "            gv = R.nn.attention(q, q, q, scale=None, causal_mask=" + mask +
             ", window_size=None)\n"
             "            R.output(gv)\n"
             "        return gv\n";
    };
    return Parse("@I.ir_module\nclass Module:\n    @R.function\n    def main" + sig + body(main_mask) +
                 "\n    @R.function\n    def fused" + sig + body(fused_mask));
  };
  FuseOpsByPatternOptions opts;
  opts.annotate_codegen = true;
  FusionPattern p = FromMaker("cutlass.attention", backend::MakeAttentionPattern());
  IRModule same = FuseOpsByPattern(module("\"BottomRight\"", "\"BottomRight\""), {p}, opts);
  testing::ExpectWellFormed(same);
  EXPECT_EQ(Names(same), (std::vector<std::string>{"fused", "fused_relax_nn_attention_cutlass", "main"}));
  EXPECT_EQ(Callees(GetFunction(same, "fused")), Callees(GetFunction(same, "main")));
  IRModule differ = FuseOpsByPattern(module("None", "\"BottomRight\""), {p}, opts);
  EXPECT_EQ(Names(differ), (std::vector<std::string>{"fused", "fused_relax_nn_attention1_cutlass",
                                                     "fused_relax_nn_attention_cutlass", "main"}));
}

// TVM's IsInlinableConstants: a shape without symbolic variables stays in
// the composite (bound or lifted constants alike); a symbolic one is a
// parameter.
TEST(FuseOpsByPatternTest, StaticShapeArgumentsStayInline) {
  IRModule in = Parse(
      "@I.ir_module\nclass Module:\n    @R.function\n"
      "    def main(x: R.Tensor((\"n\", 4), dtype=\"float32\"), y: R.Tensor((4,), dtype=\"float32\")):\n"
      "        n = T.int64()\n"
      "        with R.dataflow():\n"
      "            a = R.reshape(x, R.shape([n * 4]))\n"
      "            b = R.reshape(a, R.shape([n, 4]))\n"
      "            c = R.reshape(y, R.shape([2, 2]))\n"
      "            gv = (b, c)\n"
      "            R.output(gv)\n"
      "        return gv\n");
  FusionPattern p;
  p.name = "tensorrt.reshape";
  p.pattern = pattern::IsOp("relax.reshape")({pattern::Wildcard(), pattern::Wildcard()});
  for (bool bind : {true, false}) {
    FuseOpsByPatternOptions opts;
    opts.bind_constants = bind;
    IRModule out = FuseOpsByPattern(in, {p}, opts);
    testing::ExpectWellFormed(out);
    // c's R.shape([2, 2]) is static: one parameter (the tensor) only.
    bool saw_static = false;
    for (const std::string& name : Names(out)) {
      if (name == "main") continue;
      Function f = GetFunction(out, name);
      bool symbolic = false;
      for (const Var& param : f->params) symbolic |= param->struct_info().is<ShapeStructInfoNode>();
      if (f->params.size() == 1 && !symbolic) saw_static = true;
      // The shapes of a and b use n: each is a parameter.
      if (f->params.size() == 2) EXPECT_TRUE(symbolic) << name;
    }
    EXPECT_TRUE(saw_static) << "bind_constants=" << bind;
  }
}

TEST(FuseOpsByPatternTest, UserErrorsAreDiagnostics) {
  FuseOpsByPatternOptions opts;
  opts.annotate_codegen = true;
  FusionPattern bad = Conv2dRelu();
  bad.name = "nodot";
  EXPECT_THROW(FuseOpsByPattern(Conv2dReLUx2(), {bad}, opts), DiagnosticError);
  FuseOpsByPatternOptions entry;
  entry.entry_functions = {"missing"};
  EXPECT_THROW(FuseOpsByPattern(Conv2dReLUx2(), {Conv2dRelu()}, entry), DiagnosticError);
  // The same function object under two names is not single-site assignment.
  IRModule in = Conv2dReLUx2();
  IRModuleBuilder b(in);
  b.Add("copy", in->Lookup("main"));
  EXPECT_THROW(FuseOpsByPattern(b.Build(), {Conv2dRelu()}), DiagnosticError);
}

TEST(FuseOpsByPatternTest, EntryFunctionsRestrictTheSearch) {
  IRModule in = Conv2dReLUx2();
  IRModuleBuilder b(in);
  b.Add("other", Parse(std::string("@I.ir_module\nclass M:\n    @R.function\n    def other(") + kData + ", " + kW1 +
                       ") -> R.Tensor((1, 64, 56, 56), dtype=\"float32\"):\n"
                       "        with R.dataflow():\n"
                       "            c = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])\n"
                       "            gv = R.nn.relu(c)\n"
                       "            R.output(gv)\n"
                       "        return gv\n")
                     ->Lookup("other"));
  FuseOpsByPatternOptions opts;
  opts.entry_functions = {"other"};
  IRModule out = FuseOpsByPattern(b.Build(), {Conv2dRelu()}, opts);
  EXPECT_EQ(Callees(GetFunction(out, "other")), (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu"}));
  EXPECT_EQ(Callees(GetFunction(out, "main")),
            (std::vector<std::string>{"relax.nn.conv2d", "relax.nn.relu", "relax.nn.conv2d", "relax.nn.relu"}));
}

TEST(FuseOpsByPatternTest, LaterMatchContainingAnEarlierGroupAbsorbsIt) {
  // TVM's test_match_maximal_subgraph: matmul_add | clip(matmul_add) first
  // matches at the add, then at the clip, which takes the earlier group.
  IRModule in = Parse(
      "@I.ir_module\nclass Module:\n    @R.function\n"
      "    def main(x: R.Tensor((4, 4), dtype=\"int32\"), w: R.Tensor((4, 4), dtype=\"int32\"), "
      "b: R.Tensor((4, 4), dtype=\"int32\")) -> R.Tensor((4, 4), dtype=\"int32\"):\n"
      "        with R.dataflow():\n"
      "            mm = R.matmul(x, w)\n"
      "            add = R.add(mm, b)\n"
      "            gv = R.clip(add, R.prim_value(0), R.prim_value(4))\n"
      "            R.output(gv)\n"
      "        return gv\n");
  pattern::DFPattern matmul_add = pattern::IsOp("relax.add")(
      {pattern::IsOp("relax.matmul")({pattern::Wildcard(), pattern::Wildcard()}), pattern::Wildcard()});
  FusionPattern p;
  p.name = "x.orclip";
  p.pattern = matmul_add | pattern::IsOp("relax.clip")({matmul_add, pattern::Wildcard(), pattern::Wildcard()});
  std::vector<PatternDecision> log;
  FuseOpsByPatternOptions opts;
  opts.on_decision = [&](const PatternDecision& d) { log.push_back(d); };
  IRModule out = FuseOpsByPattern(in, {p}, opts);
  testing::ExpectWellFormed(out);
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_matmul_relax_add_relax_clip", "main"}));
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[1].kind, PatternDecisionKind::kFused);
  EXPECT_EQ(log[1].detail, "mm, add, gv");
}

TEST(FuseOpsByPatternTest, PassShell) {
  PassPtr pass = FuseOpsByPattern({Conv2dRelu()});
  EXPECT_EQ(pass->info().name, "FuseOpsByPattern");
  EXPECT_EQ(pass->info().opt_level, 0);
  IRModule out = RunPass(pass, Conv2dReLUx2());
  EXPECT_TRUE(out->Lookup("fused_relax_nn_conv2d_relax_nn_relu1").defined());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
