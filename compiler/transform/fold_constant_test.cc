#include "compiler/transform/fold_constant.h"

#include <gtest/gtest.h>

#include "compiler/analysis/well_formed.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;

op::Value Tensor(NDArray a) {
  op::Value v;
  v.kind = op::Value::Kind::kTensor;
  v.tensor = std::move(a);
  return v;
}

// Element-wise evaluator for same-shaped operands (all the tests need).
op::FEvaluate Elementwise(double (*f)(double, double)) {
  return [f](const Call&, const std::vector<op::Value>& args) {
    const NDArray& a = args[0].tensor;
    const NDArray& b = args[1].tensor;
    NDArray out = NDArray::Empty(a.shape(), a.dtype());
    for (int64_t i = 0; i < a.NumElements(); ++i) out.SetDouble(i, f(a.GetDouble(i), b.GetDouble(i)));
    return Tensor(out);
  };
}

// A registry with evaluators for a few ops, independent of which ops the
// real registry can evaluate: folding is tested here, the evaluators where
// they are defined.
const op::OpRegistry& TestRegistry() {
  static const op::OpRegistry* registry = [] {
    auto* r = new op::OpRegistry();
    const op::OpRegistry& g = op::OpRegistry::Global();
    op::OpDef add = *g.Find("relax.add");
    add.evaluate = Elementwise([](double a, double b) { return a + b; });
    r->Register(add);
    op::OpDef mul = *g.Find("relax.multiply");
    mul.evaluate = Elementwise([](double a, double b) { return a * b; });
    r->Register(mul);
    // Impure here, so never folded although it could be evaluated.
    op::OpDef sub = *g.Find("relax.subtract");
    sub.evaluate = Elementwise([](double a, double b) { return a - b; });
    sub.pure = false;
    r->Register(sub);
    op::OpDef zeros = *g.Find("relax.zeros");
    zeros.evaluate = [](const Call& call, const std::vector<op::Value>& args) {
      DataType dtype = GetStructInfo(call).cast<TensorStructInfoNode>()->dtype;
      return Tensor(NDArray::Zeros(args[0].shape, dtype));
    };
    r->Register(zeros);
    op::OpDef exp = *g.Find("relax.exp");
    exp.evaluate = [](const Call& call, const std::vector<op::Value>&) -> op::Value {
      ThrowError(call->span, "exp: evaluation failed on purpose");
    };
    r->Register(exp);
    op::OpDef split = *g.Find("relax.split");
    split.evaluate = [](const Call&, const std::vector<op::Value>& args) {
      // Two equal halves of a 1-d tensor.
      const NDArray& a = args[0].tensor;
      int64_t half = a.NumElements() / 2;
      op::Value out;
      out.kind = op::Value::Kind::kTuple;
      for (int part = 0; part < 2; ++part) {
        NDArray h = NDArray::Empty({half}, a.dtype());
        for (int64_t i = 0; i < half; ++i) h.SetDouble(i, a.GetDouble(part * half + i));
        out.fields.push_back(Tensor(h));
      }
      return out;
    };
    r->Register(split);
    op::OpDef reshape = *g.Find("relax.reshape");  // no evaluator: never folded
    reshape.evaluate = nullptr;
    r->Register(reshape);
    return r;
  }();
  return *registry;
}

// FoldConstant with the test registry on every Relax function.
IRModule Fold(const IRModule& mod) {
  IRModuleBuilder b(mod);
  bool changed = false;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    Function nf = FoldConstant(f, TestRegistry());
    if (nf.get() != f.get()) {
      b.Add(kv.first, nf);
      changed = true;
    }
  }
  return changed ? b.Build() : mod;
}

TEST(FoldConstantTest, FoldsChainsInDataflowBlocks) {
  IRModule out = Fold(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv0 = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
            lv1 = R.multiply(lv0, lv0)
            gv = R.add(lv1, R.const([1.0, 1.0], "float32"))
            R.output(gv)
        return gv
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((2,), dtype="float32"):
        return R.const([17.0, 37.0], "float32")
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(FoldConstantTest, FoldsPartsThatAreConstant) {
  IRModule out = Fold(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            c = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
            gv = R.add(x, c)
            R.output(gv)
        return gv
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            gv = R.add(x, R.const([4.0, 6.0], "float32"))
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(FoldConstantTest, OutsideDataflowNothingIsFolded) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((2,), dtype="float32"):
        gv = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
        return gv
)");
  EXPECT_EQ(Fold(m).get(), m.get());
}

TEST(FoldConstantTest, LeavesImpureUnevaluableAndFailingCalls) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((1, 2), dtype="float32")):
        with R.dataflow():
            a = R.subtract(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
            b = R.exp(R.const([1.0, 2.0], "float32"))
            c = R.reshape(R.const([1.0, 2.0], "float32"), R.shape([1, 2]))
            gv = (a, b, c)
            R.output(gv)
        return gv
)");
  EXPECT_EQ(Fold(m).get(), m.get());
}

TEST(FoldConstantTest, CreationOpsFoldOnlyWhenSmall) {
  IRModule out = Fold(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2048,), dtype="float32")):
        with R.dataflow():
            small = R.zeros(R.shape([2, 2]), dtype="float32")
            large = R.zeros(R.shape([2048]), dtype="float32")
            gv = (small, large)
            R.output(gv)
        return gv
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2048,), dtype="float32")):
        with R.dataflow():
            large = R.zeros(R.shape([2048]), dtype="float32")
            gv = (R.const([[0.0, 0.0], [0.0, 0.0]], "float32"), large)
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(FoldConstantTest, ShapeOperandsAreForwardedAndTupleResultsFolded) {
  IRModule out = Fold(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"))):
        with R.dataflow():
            s = R.shape([2, 2])
            r = R.reshape(x, s)
            t = R.split(R.const([1.0, 2.0, 3.0, 4.0], "float32"), indices_or_sections=2, axis=0)
            gv = (r, t)
            R.output(gv)
        return gv
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"))):
        with R.dataflow():
            r = R.reshape(x, R.shape([2, 2]))
            t = (R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
            gv = (r, t)
            R.output(gv)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(FoldConstantTest, RemovesBindingsLeftUnused) {
  // Even with nothing to fold, FoldConstant ends with RemoveAllUnused, as
  // in TVM.
  IRModule out = Fold(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        dead = R.add(x, x)
        return x
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(FoldConstantTest, PassInfo) {
  EXPECT_EQ(FoldConstant()->info().name, "FoldConstant");
  EXPECT_EQ(FoldConstant()->info().opt_level, 0);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
