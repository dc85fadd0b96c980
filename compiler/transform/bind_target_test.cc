#include "compiler/transform/bind_target.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::Parse;

constexpr char kModule[] = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def plain(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                b[vi] = a[vi]

    @T.prim_func(private=True)
    def bound(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"target": "llvm"})
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                b[vi] = a[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.plain, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return y
)";

std::string TargetAttr(const IRModule& mod, const std::string& name) {
  auto f = mod->Lookup(name).as<tir::PrimFuncNode>();
  if (!f.defined() || !f->attrs.defined()) return "";
  auto s = f->attrs->Get(kTargetAttr).as<StringNode>();
  return s.defined() ? s->value : "";
}

TEST(BindTargetTest, UnboundPrimFuncsGetTheContextTarget) {
  IRModule mod = Parse(kModule);
  PassContext ctx;
  ctx.target = Target::Parse("qcom/adreno-opencl");
  IRModule out = (*BindTarget())(mod, ctx);
  EXPECT_EQ(TargetAttr(out, "plain"), ctx.target->ToString());
  EXPECT_EQ(Target::Parse(TargetAttr(out, "plain")), *ctx.target);  // reads back
  EXPECT_EQ(TargetAttr(out, "bound"), "llvm");                      // an explicit target stays
  EXPECT_EQ(out->Lookup("main").get(), mod->Lookup("main").get());  // Relax functions untouched
  testing::ExpectWellFormed(out);
  // Binding again changes nothing.
  EXPECT_EQ((*BindTarget())(out, ctx).get(), out.get());
}

TEST(BindTargetTest, ExplicitTargetWinsAndNoTargetIsAnError) {
  IRModule mod = Parse(kModule);
  PassContext ctx;
  ctx.target = Target::Parse("cuda");
  EXPECT_EQ(TargetAttr((*BindTarget(Target::Parse("opencl")))(mod, ctx), "plain"), Target::Parse("opencl").ToString());
  PassContext none;
  try {
    (*BindTarget())(mod, none);
    ADD_FAILURE() << "expected an error";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("BindTarget: no target to bind"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace transform
}  // namespace rlx
