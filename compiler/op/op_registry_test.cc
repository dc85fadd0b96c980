#include "compiler/op/op_registry.h"

#include <gtest/gtest.h>

#include <set>
#include <thread>

#include "compiler/op/op_test_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

TEST(OpRegistryTest, EveryOpHasInferDocAndScriptName) {
  std::vector<const OpDef*> all = OpRegistry::Global().All();
  ASSERT_GT(all.size(), 150u);
  std::set<std::string> script_names;
  for (const OpDef* def : all) {
    SCOPED_TRACE(def->name);
    EXPECT_TRUE(static_cast<bool>(def->infer));
    EXPECT_FALSE(def->doc.empty());
    EXPECT_EQ(def->doc.find('\n'), std::string::npos) << "doc must be one line";
    EXPECT_FALSE(def->script_name.empty());
    EXPECT_TRUE(script_names.insert(def->script_name).second) << "duplicate script name " << def->script_name;
    // TVM's spelling: relax.nn.conv2d is printed as R.nn.conv2d.
    ASSERT_EQ(def->name.rfind("relax.", 0), 0u);
    EXPECT_EQ(def->script_name, "R." + def->name.substr(6));
    EXPECT_EQ(OpRegistry::Global().FindByScriptName(def->script_name), def);
    EXPECT_EQ(OpRegistry::Global().Find(def->name), def);
  }
}

TEST(OpRegistryTest, ParameterNamesAreUniqueAndAttributesAreWellFormed) {
  for (const OpDef* def : OpRegistry::Global().All()) {
    SCOPED_TRACE(def->name);
    std::set<std::string> names;
    bool seen_variadic = false;
    for (const ParamSpec& p : def->params) {
      EXPECT_TRUE(names.insert(p.name).second) << "duplicate parameter " << p.name;
      for (const std::string& alias : p.aliases) EXPECT_TRUE(names.insert(alias).second);
      EXPECT_FALSE(p.is_attr && p.is_sinfo);
      if (p.is_attr && p.required) {
        EXPECT_FALSE(p.default_value.defined()) << p.name;
      }
      if (!p.is_attr && !p.is_sinfo) {
        EXPECT_FALSE(seen_variadic) << "a Relax argument after a variadic one";
        seen_variadic |= p.variadic;
      }
    }
  }
}

TEST(OpRegistryTest, AllIsSortedByName) {
  std::vector<const OpDef*> all = OpRegistry::Global().All();
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1]->name, all[i]->name);
}

TEST(OpRegistryTest, FindUnknownReturnsNull) {
  EXPECT_EQ(OpRegistry::Global().Find("relax.no_such_op"), nullptr);
  EXPECT_EQ(OpRegistry::Global().FindByScriptName("R.no_such_op"), nullptr);
  // R.call_packed is a Call of an ExternFunc in TVM, not an op.
  EXPECT_EQ(OpRegistry::Global().FindByScriptName("R.call_packed"), nullptr);
}

TEST(OpRegistryTest, PatternKindsFollowTvm) {
  EXPECT_EQ(Def("relax.exp").pattern, OpPatternKind::kElemWise);
  EXPECT_EQ(Def("relax.add").pattern, OpPatternKind::kBroadcast);
  EXPECT_EQ(Def("relax.reshape").pattern, OpPatternKind::kInjective);
  EXPECT_EQ(Def("relax.sum").pattern, OpPatternKind::kCommReduce);
  EXPECT_EQ(Def("relax.matmul").pattern, OpPatternKind::kOutEWiseFusable);
  EXPECT_EQ(Def("relax.nn.conv2d").pattern, OpPatternKind::kOutEWiseFusable);
  EXPECT_EQ(Def("relax.sort").pattern, OpPatternKind::kOpaque);
  EXPECT_EQ(Def("relax.cumsum").pattern, OpPatternKind::kOpaque);
  EXPECT_EQ(Def("relax.multinomial_from_uniform").pattern, OpPatternKind::kOpaque);
}

TEST(OpRegistryTest, PurityFollowsTvm) {
  EXPECT_TRUE(Def("relax.add").pure);
  EXPECT_TRUE(Def("relax.call_tir").pure);
  EXPECT_TRUE(Def("relax.call_pure_packed").pure);
  EXPECT_FALSE(Def("relax.memory.kill_storage").pure);
  EXPECT_FALSE(Def("relax.vm.call_tir_dyn").pure);
  EXPECT_FALSE(Def("relax.invoke_closure").pure);
}

TEST(OpRegistryTest, ParamsFollowPythonSignatureOrder) {
  const OpDef& conv = Def("relax.nn.conv2d");
  std::vector<std::string> names;
  for (const ParamSpec& p : conv.params) names.push_back(p.name);
  EXPECT_EQ(names, (std::vector<std::string>{"data", "weight", "strides", "padding", "dilation", "groups",
                                             "data_layout", "kernel_layout", "out_layout", "out_dtype"}));
  EXPECT_FALSE(conv.params[0].is_attr);
  EXPECT_TRUE(conv.params[2].is_attr);
  EXPECT_EQ(conv.params[2].attr_kind, AttrKind::kIntList);
  EXPECT_EQ(conv.params[9].attr_kind, AttrKind::kDataType);
  EXPECT_FALSE(conv.params[9].required);
  EXPECT_FALSE(conv.params[9].default_value.defined());  // None

  const OpDef& topk = Def("relax.topk");
  const ParamSpec* k = topk.FindParam("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->default_value.cast<IntImmNode>()->value, 1);
  EXPECT_EQ(topk.FindParam("ret_type")->default_value.cast<StringNode>()->value, "both");
  EXPECT_EQ(topk.FindParam("dtype")->default_value.cast<StringNode>()->value, "int32");
  EXPECT_EQ(topk.ArgParams().size(), 1u);
}

TEST(OpRegistryTest, ArgKindsTellHowToConvertText) {
  EXPECT_EQ(Def("relax.reshape").FindParam("shape")->arg_kind, ArgKind::kShape);
  EXPECT_EQ(Def("relax.strided_slice").FindParam("axes")->arg_kind, ArgKind::kPrimValueTuple);
  EXPECT_EQ(Def("relax.clip").FindParam("min")->arg_kind, ArgKind::kPrimValue);
  EXPECT_EQ(Def("relax.concat").FindParam("tensors")->arg_kind, ArgKind::kTensorTuple);
  EXPECT_EQ(Def("relax.builtin.alloc_tensor").FindParam("dtype")->arg_kind, ArgKind::kDataTypeImm);
  EXPECT_EQ(Def("relax.call_tir").FindParam("gvar")->arg_kind, ArgKind::kCallee);
}

TEST(OpRegistryTest, StructInfoParamsAcceptTheNewSpelling) {
  const OpDef& call_tir = Def("relax.call_tir");
  const ParamSpec* out = call_tir.FindParam("out_ty");
  ASSERT_NE(out, nullptr);
  EXPECT_EQ(out->name, "out_sinfo");
  EXPECT_TRUE(out->is_sinfo);
  EXPECT_EQ(Def("relax.call_pure_packed").FindParam("ty_args")->name, "sinfo_args");
  EXPECT_TRUE(Def("relax.call_pure_packed").FindParam("args")->variadic);
  // Struct-info parameters are not Relax arguments.
  EXPECT_EQ(call_tir.ArgParams().size(), 3u);  // gvar, args, tir_vars
}

TEST(OpRegistryTest, FamilyRegistrationIsIndependent) {
  OpRegistry r;
  RegisterSortScanOps(&r);
  std::vector<std::string> names;
  for (const OpDef* def : r.All()) names.push_back(def->name);
  EXPECT_EQ(names, (std::vector<std::string>{"relax.argsort", "relax.bucketize", "relax.cumprod", "relax.cumsum",
                                             "relax.sort", "relax.topk"}));
  EXPECT_EQ(r.Find("relax.add"), nullptr);
}

TEST(OpRegistryTest, RegisterRejectsDuplicates) {
  OpRegistry r;
  r.Register(MakeOpDef("relax.x", "R.x", {}, OpPatternKind::kOpaque, "x", nullptr));
  EXPECT_DEATH(r.Register(MakeOpDef("relax.x", "R.y", {}, OpPatternKind::kOpaque, "x", nullptr)), "registered twice");
  EXPECT_DEATH(r.Register(MakeOpDef("relax.y", "R.x", {}, OpPatternKind::kOpaque, "y", nullptr)), "used by two ops");
}

TEST(OpRegistryTest, GlobalIsBuiltOnceAcrossThreads) {
  std::vector<const OpRegistry*> seen(8, nullptr);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&seen, i] { seen[i] = &OpRegistry::Global(); });
  }
  for (auto& t : threads) t.join();
  for (const OpRegistry* r : seen) EXPECT_EQ(r, seen[0]);
}

TEST(OpRegistryTest, NormalizeRewritesLikeThePythonConstructor) {
  relax::Var x = Tensor("x", {I(2), I(3), I(4)});
  relax::Call call = MakeCall("relax.reshape", {x, Shape({I(4), I(-1)})});
  relax::Call normalized = Def("relax.reshape").normalize(call);
  ASSERT_NE(normalized.get(), call.get());
  EXPECT_EQ(ExprToString(normalized->args[1]), "R.shape([4, 6])");
  // Nothing to do: the very same call comes back.
  relax::Call plain = MakeCall("relax.reshape", {x, Shape({I(4), I(6)})});
  EXPECT_EQ(Def("relax.reshape").normalize(plain).get(), plain.get());
  // Ops without canonicalization have no hook.
  EXPECT_FALSE(static_cast<bool>(Def("relax.add").normalize));
}

}  // namespace
}  // namespace op
}  // namespace rlx
