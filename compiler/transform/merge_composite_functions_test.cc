#include "compiler/transform/merge_composite_functions.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "compiler/backend/patterns.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::GetFunction;
using testing::Parse;

FusionPattern Op(const std::string& name, const std::string& op, int nargs) {
  std::vector<pattern::DFPattern> args(nargs, pattern::Wildcard());
  for (auto& a : args) a = pattern::Wildcard();
  FusionPattern p;
  p.name = name;
  p.pattern = pattern::IsOp(op)(args);
  return p;
}

const char* kData = "data: R.Tensor((1, 64, 56, 56), dtype=\"float32\")";
const char* kW1 = "weight1: R.Tensor((64, 64, 3, 3), dtype=\"float32\")";
const char* kW2 = "weight2: R.Tensor((64, 64, 3, 3), dtype=\"float32\")";

IRModule Module(const std::string& fname, const std::string& params, const std::vector<std::string>& bindings) {
  std::string s = "@I.ir_module\nclass Module:\n    @R.function\n    def " + fname + "(" + params +
                  ") -> R.Tensor(dtype=\"float32\", ndim=4):\n        with R.dataflow():\n";
  for (const std::string& b : bindings) s += "            " + b + "\n";
  s += "            R.output(gv)\n        return gv\n";
  return Parse(s);
}

// conv; relu(conv); gelu(conv); add(relu, gelu).
IRModule Diamond(const std::string& fname = "main") {
  return Module(fname, std::string(kData) + ", " + kW1,
                {"conv = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])", "relu = R.nn.relu(conv)",
                 "gelu = R.nn.gelu(conv)", "gv = R.add(relu, gelu)"});
}

std::string StrAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

std::vector<std::string> Names(const IRModule& mod) {
  std::vector<std::string> out;
  for (const auto& kv : mod->functions) out.push_back(kv.first);
  return out;
}

// The Composite attrs of the local functions bound in `f`, in order.
std::vector<std::string> LocalComposites(const Function& f) {
  std::vector<std::string> out;
  for (const BindingBlock& block : f->body.cast<SeqExprNode>()->blocks) {
    EXPECT_FALSE(block->is_dataflow());
    for (const Binding& b : block->bindings) {
      auto vb = b.as<VarBindingNode>();
      if (!vb.defined()) continue;
      if (auto local = vb->value.as<FunctionNode>()) {
        EXPECT_FALSE(local->attrs->Has("Primitive"));
        out.push_back(StrAttr(local, "Composite"));
      }
    }
  }
  return out;
}

std::vector<std::string> Callees(const Function& f) {
  std::vector<std::string> out;
  for (const BindingBlock& block : f->body.cast<SeqExprNode>()->blocks) {
    for (const Binding& b : block->bindings) {
      auto vb = b.as<VarBindingNode>();
      auto call = vb.defined() ? vb->value.as<CallNode>() : Ref<CallNode>();
      if (!call.defined()) continue;
      if (auto gv = call->op.as<GlobalVarNode>()) out.push_back(gv->name);
      if (auto op = call->op.as<OpNode>()) out.push_back(op->name);
    }
  }
  return out;
}

IRModule FuseThenMerge(const IRModule& in, const std::vector<FusionPattern>& patterns) {
  IRModule fused = FuseOpsByPattern(in, patterns);
  IRModule out = MergeCompositeFunctions(fused);
  testing::ExpectWellFormed(out);
  return out;
}

TEST(MergeCompositeFunctionsTest, TwoConvReluOfOneCodegenBecomeOneFunction) {
  IRModule in = Module("main", std::string(kData) + ", " + kW1 + ", " + kW2,
                       {"conv1 = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])", "relu1 = R.nn.relu(conv1)",
                        "conv2 = R.nn.conv2d(relu1, weight2, padding=[0, 0, 0, 0])", "gv = R.nn.relu(conv2)"});
  FusionPattern p;
  p.name = "dnnl.conv2d_relu";
  p.pattern = backend::MakeConv2dPattern(false, "relax.nn.relu").pattern;
  IRModule out = FuseThenMerge(in, {p});
  const std::string name = "fused_relax_nn_conv2d_relax_nn_relu_relax_nn_conv2d_relax_nn_relu1_dnnl";
  EXPECT_EQ(Names(out), (std::vector<std::string>{name, "main"}));
  Function f = GetFunction(out, name);
  EXPECT_EQ(StrAttr(f, "Codegen"), "dnnl");
  EXPECT_EQ(f->GlobalSymbol(), name);
  EXPECT_FALSE(f->attrs->Has("Primitive"));
  ASSERT_EQ(f->params.size(), 3u);
  EXPECT_EQ(f->params[0]->name, "data");
  EXPECT_EQ(f->params[2]->name, "weight2");
  EXPECT_EQ(LocalComposites(f), (std::vector<std::string>{"dnnl.conv2d_relu", "dnnl.conv2d_relu"}));
  EXPECT_EQ(Callees(GetFunction(out, "main")), (std::vector<std::string>{name}));
}

TEST(MergeCompositeFunctionsTest, DiamondOfOneCodegenMergesWhole) {
  IRModule out = FuseThenMerge(
      Diamond(), {Op("compiler_A.conv2d", "relax.nn.conv2d", 2), Op("compiler_A.relu", "relax.nn.relu", 1),
                  Op("compiler_A.gelu", "relax.nn.gelu", 1), Op("compiler_A.add", "relax.add", 2)});
  const std::string name = "fused_relax_nn_conv2d_relax_nn_relu_relax_nn_gelu_relax_add_compiler_A";
  EXPECT_EQ(Names(out), (std::vector<std::string>{name, "main"}));
  EXPECT_EQ(LocalComposites(GetFunction(out, name)),
            (std::vector<std::string>{"compiler_A.conv2d", "compiler_A.relu", "compiler_A.gelu", "compiler_A.add"}));
}

TEST(MergeCompositeFunctionsTest, DiamondThroughAnotherCodegenStaysSplit) {
  // Merging the add into the conv/relu group would make that group both
  // feed and read the compiler_B gelu.
  IRModule out = FuseThenMerge(
      Diamond(), {Op("compiler_A.conv2d", "relax.nn.conv2d", 2), Op("compiler_A.relu", "relax.nn.relu", 1),
                  Op("compiler_B.gelu", "relax.nn.gelu", 1), Op("compiler_A.add", "relax.add", 2)});
  EXPECT_EQ(Names(out),
            (std::vector<std::string>{"fused_relax_add1_compiler_A", "fused_relax_nn_conv2d_relax_nn_relu_compiler_A",
                                      "fused_relax_nn_gelu1_compiler_B", "main"}));
  EXPECT_EQ(Callees(GetFunction(out, "main")),
            (std::vector<std::string>{"fused_relax_nn_conv2d_relax_nn_relu_compiler_A",
                                      "fused_relax_nn_gelu1_compiler_B", "fused_relax_add1_compiler_A"}));
  // conv/relu group returns both the relu and the conv the gelu reads.
  EXPECT_TRUE(
      GetFunction(out, "fused_relax_nn_conv2d_relax_nn_relu_compiler_A")->ret_struct_info.is<TupleStructInfoNode>());
}

TEST(MergeCompositeFunctionsTest, NonCompositeCallsStayInPlace) {
  IRModule in = Module("main", std::string(kData) + ", " + kW1,
                       {"conv = R.nn.conv2d(data, weight1, padding=[1, 1, 1, 1])", "gv = R.nn.relu(conv)"});
  IRModule out = FuseThenMerge(in, {Op("tensorrt.conv2d", "relax.nn.conv2d", 2)});
  EXPECT_EQ(Names(out), (std::vector<std::string>{"fused_relax_nn_conv2d1_tensorrt", "main"}));
  EXPECT_EQ(Callees(GetFunction(out, "main")),
            (std::vector<std::string>{"fused_relax_nn_conv2d1_tensorrt", "relax.nn.relu"}));
}

TEST(MergeCompositeFunctionsTest, WorksWithoutAMainFunction) {
  IRModule out = FuseThenMerge(Diamond("forward"), {Op("compiler_A.gelu", "relax.nn.gelu", 1)});
  EXPECT_EQ(Names(out), (std::vector<std::string>{"forward", "fused_relax_nn_gelu1_compiler_A"}));
  EXPECT_EQ(
      Callees(GetFunction(out, "forward")),
      (std::vector<std::string>{"relax.nn.conv2d", "relax.nn.relu", "fused_relax_nn_gelu1_compiler_A", "relax.add"}));
}

TEST(MergeCompositeFunctionsTest, NothingToMergeLeavesTheModuleAlone) {
  IRModule in = Diamond();
  EXPECT_TRUE(MergeCompositeFunctions(in).same_as(in));
  PassPtr pass = MergeCompositeFunctions();
  EXPECT_EQ(pass->info().name, "MergeCompositeFunctions");
  EXPECT_EQ(pass->info().opt_level, 0);
}

// TVM's split / subtract / relu / add composites of the tuple-projection
// tests, each a private Primitive function.
const char* kTupleComposites = R"(
    @R.function(private=True)
    def split(x: R.Tensor((2, 4), dtype="float32")) -> R.Tuple(R.Tensor((1, 4), dtype="float32"), R.Tensor((1, 4), dtype="float32")):
        R.func_attr({"Composite": "compiler_A.split", "Primitive": True})
        return R.split(x, indices_or_sections=2, axis=0)

    @R.function(private=True)
    def subtract(x: R.Tensor((1, 4), dtype="float32"), y: R.Tensor((1, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        R.func_attr({"Composite": "compiler_A.subtract", "Primitive": True})
        return R.subtract(x, y)

    @R.function(private=True)
    def add(x: R.Tensor((1, 4), dtype="float32"), y: R.Tensor((1, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        R.func_attr({"Composite": "compiler_A.add", "Primitive": True})
        return R.add(x, y)

    @R.function(private=True)
    def relu(x: R.Tensor((1, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        R.func_attr({"Composite": "compiler_A.relu", "Primitive": True})
        return R.nn.relu(x)

    @R.function(private=True)
    def foreign_relu(x: R.Tensor((1, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        R.func_attr({"Composite": "compiler_B.relu", "Primitive": True})
        return R.nn.relu(x)
)";

IRModule WithTupleComposites(const std::string& main) {
  return Parse(std::string("@I.ir_module\nclass Module:\n") + kTupleComposites + "\n" + main);
}

// The Relax functions of `mod` with a Codegen attribute, by name.
std::vector<std::string> CodegenRegions(const IRModule& mod) {
  std::vector<std::string> out;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (f.defined() && !StrAttr(f, "Codegen").empty()) out.push_back(kv.first + ":" + StrAttr(f, "Codegen"));
  }
  return out;
}

std::vector<Binding> Bindings(const Function& f) {
  std::vector<Binding> out;
  for (const BindingBlock& block : f->body.cast<SeqExprNode>()->blocks) {
    out.insert(out.end(), block->bindings.begin(), block->bindings.end());
  }
  return out;
}

// TVM test_tuple_projection_merging: projections, a repacking tuple and its
// reordered projections all join the split's group, so split and subtract
// become one region, and the subtract still reads fields 1 and 0.
TEST(MergeCompositeFunctionsTest, TupleProjectionsJoinTheProducersGroup) {
  IRModule out = MergeCompositeFunctions(WithTupleComposites(R"(    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            parts = cls.split(x)
            left = parts[0]
            right = parts[1]
            repacked = R.tuple(left, right)
            reordered_left = repacked[0]
            reordered_right = repacked[1]
            difference = cls.subtract(reordered_right, reordered_left)
            out = R.concat((difference, difference), axis=0)
            R.output(out)
        return out
)"));
  testing::ExpectWellFormed(out);
  EXPECT_EQ(CodegenRegions(out), (std::vector<std::string>{"fused_split_subtract_compiler_A:compiler_A"}));
  Function region = GetFunction(out, "fused_split_subtract_compiler_A");
  std::map<const VarNode*, Expr> values;
  const CallNode* subtract_call = nullptr;
  for (const Binding& b : Bindings(region)) values[b->var.get()] = BoundValue(b);
  for (const auto& kv : values) {
    auto local = kv.second.as<FunctionNode>();
    if (!local.defined() || StrAttr(local, "Composite") != "compiler_A.subtract") continue;
    for (const auto& use : values) {
      auto call = use.second.as<CallNode>();
      if (call.defined() && call->op.get() == kv.first) subtract_call = call.get();
    }
  }
  ASSERT_NE(subtract_call, nullptr);
  std::vector<int64_t> indices;
  for (const Expr& arg : subtract_call->args) {
    auto tgi = values.at(arg.cast<VarNode>().get()).as<TupleGetItemNode>();
    ASSERT_TRUE(tgi.defined());
    indices.push_back(tgi->index);
  }
  EXPECT_EQ(indices, (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(Callees(GetFunction(out, "main")),
            (std::vector<std::string>{"fused_split_subtract_compiler_A", "relax.concat"}));
}

// TVM test_tuple_projection_preserves_real_cycle_boundary: absorbing the
// projections must not let the add join the split's group through the
// compiler_B relu in between.
TEST(MergeCompositeFunctionsTest, TupleProjectionsKeepTheCycleBoundary) {
  IRModule out = MergeCompositeFunctions(WithTupleComposites(R"(    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            parts = cls.split(x)
            left = parts[0]
            right = parts[1]
            foreign = cls.foreign_relu(left)
            out = cls.add(right, foreign)
            R.output(out)
        return out
)"));
  testing::ExpectWellFormed(out);
  EXPECT_EQ(CodegenRegions(out),
            (std::vector<std::string>{"fused_add_compiler_A:compiler_A", "fused_foreign_relu_compiler_B:compiler_B",
                                      "fused_split_compiler_A:compiler_A"}));
}

// TVM test_tuple_projection_rejects_escaping_tuple: the split result is
// also used whole, so its projection stays in main, reading the region's
// result directly (the alias joined the region).
TEST(MergeCompositeFunctionsTest, EscapingTupleKeepsItsProjectionOutside) {
  IRModule out = MergeCompositeFunctions(WithTupleComposites(R"(    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tuple(R.Tuple(R.Tensor((1, 4), dtype="float32"), R.Tensor((1, 4), dtype="float32")), R.Tensor((1, 4), dtype="float32")):
        cls = Module
        with R.dataflow():
            parts = cls.split(x)
            alias = parts
            left = alias[0]
            out = cls.relu(left)
            result = R.tuple(alias, out)
            R.output(result)
        return result
)"));
  testing::ExpectWellFormed(out);
  EXPECT_EQ(CodegenRegions(out),
            (std::vector<std::string>{"fused_relu_compiler_A:compiler_A", "fused_split_compiler_A:compiler_A"}));
  Function main = GetFunction(out, "main");
  const VarNode* split_result = nullptr;
  std::vector<int64_t> projections;
  Expr result_value;
  for (const Binding& b : Bindings(main)) {
    const Expr& v = BoundValue(b);
    auto call = v.as<CallNode>();
    auto gv = call.defined() ? call->op.as<GlobalVarNode>() : Ref<GlobalVarNode>();
    if (gv.defined() && gv->name == "fused_split_compiler_A") split_result = b->var.get();
    auto tgi = v.as<TupleGetItemNode>();
    if (tgi.defined() && tgi->tuple.get() == split_result) projections.push_back(tgi->index);
    if (b->var.get() == main->body.cast<SeqExprNode>()->body.get()) result_value = v;
  }
  ASSERT_NE(split_result, nullptr);
  EXPECT_EQ(projections, (std::vector<int64_t>{0}));
  auto tuple = result_value.as<TupleNode>();
  ASSERT_TRUE(tuple.defined());
  EXPECT_EQ(tuple->fields[0].get(), split_result);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
