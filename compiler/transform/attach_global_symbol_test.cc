#include "compiler/transform/attach_global_symbol.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

std::string Symbol(const Map& attrs) {
  auto s = attrs.defined() ? attrs->Get("global_symbol").as<StringNode>() : Ref<StringNode>();
  return s.defined() ? s->value : "<none>";
}

constexpr const char* kBody = R"(
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(4), i)
                B[vi] = A[vi] + T.float32(1)

    @R.function(private=True)
    def helper(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        z = cls.helper(y)
        return z
)";

TEST(AttachGlobalSymbolTest, PrivateFunctionsGetTheirNames) {
  IRModule out = RunPass(AttachGlobalSymbol(), Parse(std::string("\n@I.ir_module\nclass Module:") + kBody));
  EXPECT_EQ(Symbol(out->Lookup("add_one").cast<tir::PrimFuncNode>()->attrs), "add_one");
  EXPECT_FALSE(out->Lookup("add_one").cast<tir::PrimFuncNode>()->is_private);
  EXPECT_EQ(testing::GetFunction(out, "helper")->GlobalSymbol(), "helper");
  EXPECT_EQ(testing::GetFunction(out, "main")->GlobalSymbol(), "main");
  testing::ExpectWellFormed(out);
  // A second run has nothing left to do.
  EXPECT_EQ(RunPass(AttachGlobalSymbol(), out).get(), out.get());
  EXPECT_EQ(AttachGlobalSymbol()->info().name, "AttachGlobalSymbol");
  EXPECT_EQ(AttachGlobalSymbol()->info().opt_level, 0);
}

TEST(AttachGlobalSymbolTest, SystemLibPrefixRenamesPrimFuncsOnly) {
  IRModule out = RunPass(AttachGlobalSymbol(), Parse(std::string(R"(
@I.ir_module
class Module:
    I.module_attrs({"system_lib_prefix": "lib_"}))") +
                                                     kBody));
  EXPECT_FALSE(out->Lookup("add_one").defined());
  auto prim = out->Lookup("lib_add_one").as<tir::PrimFuncNode>();
  ASSERT_TRUE(prim.defined()) << Print(out);
  EXPECT_EQ(Symbol(prim->attrs), "lib_add_one");
  // Relax functions keep their names; the call follows the renamed kernel.
  EXPECT_EQ(testing::GetFunction(out, "helper")->GlobalSymbol(), "helper");
  std::string text = Print(out);
  EXPECT_NE(text.find("R.call_tir(cls.lib_add_one, (x,)"), std::string::npos) << text;
  testing::ExpectWellFormed(out);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
