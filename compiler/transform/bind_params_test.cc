#include "compiler/transform/bind_params.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "compiler/analysis/well_formed.h"
#include "compiler/runtime/npy.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

NDArray F32(std::vector<int64_t> shape, std::vector<double> values) {
  return NDArray::FromVector(std::move(shape), values, DataType::Float(32));
}

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

const char kLinear[] = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2), dtype="float32"), w: R.Tensor((2, 2), dtype="float32"), b: R.Tensor((2,), dtype="float32")) -> R.Tensor((1, 2), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 2), dtype="float32") = R.matmul(x, w, out_dtype="void")
            gv: R.Tensor((1, 2), dtype="float32") = R.add(lv, b)
            R.output(gv)
        return gv
)";

TEST(BindParamsTest, BindsNamedParametersToConstants) {
  IRModule out =
      RunPass(BindParams("main", {{"w", F32({2, 2}, {1, 2, 3, 4})}, {"b", F32({2}, {0.5, -1})}}), Parse(kLinear));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2), dtype="float32")) -> R.Tensor((1, 2), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 2), dtype="float32") = R.matmul(x, R.const([[1.0, 2.0], [3.0, 4.0]], "float32"), out_dtype="void")
            gv: R.Tensor((1, 2), dtype="float32") = R.add(lv, R.const([0.5, -1.0], "float32"))
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
  // The GlobalVar carries the new signature.
  auto fs = out->GetGlobalVar("main")->struct_info().as<FuncStructInfoNode>();
  ASSERT_TRUE(fs.defined());
  EXPECT_EQ(fs->params->size(), 1u);
}

TEST(BindParamsTest, NothingToBindIsTheSameHandle) {
  IRModule m = Parse(kLinear);
  EXPECT_EQ(RunPass(BindParams("main", {}), m).get(), m.get());
}

TEST(BindParamsTest, SymbolicDimensionsTakeTheArraySizes) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n * 2",), dtype="float32"):
        n = T.int64()
        z: R.Tensor((n,), dtype="float32") = R.add(x, y)
        s: R.Shape([n * 2]) = R.shape([n * 2])
        r: R.Tensor((n * 2,), dtype="float32") = R.concat((z, z), axis=0)
        return r
)");
  IRModule out = RunPass(BindParams("main", {{"x", F32({3}, {1, 2, 3})}}), m);
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((3,), dtype="float32")) -> R.Tensor((6,), dtype="float32"):
        z: R.Tensor((3,), dtype="float32") = R.add(R.const([1.0, 2.0, 3.0], "float32"), y)
        s: R.Shape([6]) = R.shape([6])
        r: R.Tensor((6,), dtype="float32") = R.concat((z, z), axis=0)
        return r
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(BindParamsTest, FindsPublicFunctionsBySymbolAndPrivateOnesByName) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        R.func_attr({"global_symbol": "entry"})
        return x

    @R.function(private=True)
    def helper(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)");
  IRModule a = BindParams(m, "entry", {{"x", F32({2}, {1, 2})}});
  EXPECT_TRUE(testing::GetFunction(a, "main")->params.empty());
  EXPECT_EQ(a->Lookup("helper").get(), m->Lookup("helper").get());
  IRModule b = BindParams(m, "helper", {{"x", F32({2}, {1, 2})}});
  EXPECT_TRUE(testing::GetFunction(b, "helper")->params.empty());
  EXPECT_EQ(b->Lookup("main").get(), m->Lookup("main").get());
  // A public function is not found by its module name.
  EXPECT_NE(ErrorOf([&] {
              BindParams(m, "main", {{"x", F32({2}, {1, 2})}});
            }).find("no Relax function named 'main' in the module; Relax functions: helper, main"),
            std::string::npos);
}

TEST(BindParamsTest, MistakesAreDiagnostics) {
  IRModule m = Parse(kLinear);
  EXPECT_NE(ErrorOf([&] {
              BindParams(m, "main", {{"weight", F32({2, 2}, {1, 2, 3, 4})}});
            }).find("'main' has no parameter named 'weight'; its parameters are: x, w, b"),
            std::string::npos);
  std::string dtype = ErrorOf([&] {
    BindParams(m, "main", {{"b", NDArray::FromVector<int64_t>({2}, {1, 2}, DataType::Int(32))}});
  });
  EXPECT_NE(dtype.find("parameter 'b' of 'main' expects shape (2,) float32, but the bound array has shape (2,) int32"),
            std::string::npos)
      << dtype;
  std::string shape = ErrorOf([&] { BindParams(m, "main", {{"w", F32({2, 3}, {1, 2, 3, 4, 5, 6})}}); });
  EXPECT_NE(shape.find("parameter 'w' of 'main' expects shape (2, 2) float32, but the bound array has shape (2, 3) "
                       "float32"),
            std::string::npos)
      << shape;
  std::string rank = ErrorOf([&] { BindParams(m, "main", {{"b", F32({1, 2}, {1, 2})}}); });
  EXPECT_NE(rank.find("rank differs"), std::string::npos) << rank;

  IRModule sym = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        z: R.Tensor((n,), dtype="float32") = R.add(x, y)
        return z
)");
  std::string conflict = ErrorOf([&] {
    BindParams(sym, "main", {{"x", F32({3}, {1, 2, 3})}, {"y", F32({2}, {1, 2})}});
  });
  EXPECT_NE(conflict.find("'n' is 3 from parameter 'x' but 2 here"), std::string::npos) << conflict;
  EXPECT_NE(conflict.find("parameter 'y'"), std::string::npos) << conflict;
}

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

TEST(BindParamsTest, LoadsParameterFiles) {
  WriteNpy(TempPath("w.npy"), F32({2, 2}, {1, 2, 3, 4}));
  WriteNpy(TempPath("b.npy"), F32({2}, {0.5, -1}));
  ParamMap params = LoadParamFiles(" w=" + TempPath("w.npy") + "; b = " + TempPath("b.npy") + ";");
  ASSERT_EQ(params.size(), 2u);
  EXPECT_EQ(params.at("w").shape(), (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(params.at("b").GetDouble(1), -1.0);
  EXPECT_TRUE(LoadParamFiles("").empty());
  EXPECT_NE(ErrorOf([] { LoadParamFiles("w"); }).find("expected name=file.npy in params, got 'w'"), std::string::npos);
  EXPECT_NE(ErrorOf([&] {
              LoadParamFiles("w=" + TempPath("w.npy") + ",w=" + TempPath("b.npy"));
            }).find("parameter 'w' is given twice"),
            std::string::npos);
  EXPECT_NE(ErrorOf([&] { LoadParamFiles("w=" + TempPath("missing.npy")); }).find("missing.npy"), std::string::npos);
}

TEST(BindParamsTest, PassInfo) {
  PassPtr p = BindParams("main", {{"w", F32({1}, {1})}});
  EXPECT_EQ(p->info().name, "BindParams");
  EXPECT_EQ(p->info().opt_level, 0);
  EXPECT_EQ(p->info().options, "func=main, params=w");
}

}  // namespace
}  // namespace transform
}  // namespace rlx
