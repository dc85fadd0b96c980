#include "compiler/transform/legalize_ops.h"

#include <gtest/gtest.h>

#include "compiler/op/legalize.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/script/tir_printer.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::Print;

IRModule Legalize(const IRModule& m) { return testing::RunPass(LegalizeOps(), m); }

std::vector<std::string> PrimFuncNames(const IRModule& m) {
  std::vector<std::string> names;
  for (const auto& kv : m->functions) {
    if (kv.second.second.is<tir::PrimFuncNode>()) names.push_back(kv.first);
  }
  return names;
}

// The legalization TVM performs for R.add on (4, 4) float32 and a sum, as
// TVM prints the result (placeholders named A, B; stage names from TOPI).
TEST(LegalizeOps, MatchesTheExpectedModule) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((4, 4), dtype="float32") = R.add(x, y)
            gv: R.Tensor((4,), dtype="float32") = R.sum(lv, axis=[1])
            R.output(gv)
        return gv
)");
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32"), T_add: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        # with T.block("root"):
        for ax0, ax1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_add"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(A[v_ax0, v_ax1], B[v_ax0, v_ax1])
                T.writes(T_add[v_ax0, v_ax1])
                T_add[v_ax0, v_ax1] = A[v_ax0, v_ax1] + B[v_ax0, v_ax1]

    @T.prim_func(private=True)
    def sum(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), A_red: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        # with T.block("root"):
        for ax0, k1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("A_red"):
                v_ax0, v_k1 = T.axis.remap("SR", [ax0, k1])
                T.reads(A[v_ax0, v_k1])
                T.writes(A_red[v_ax0])
                with T.init():
                    A_red[v_ax0] = T.float32(0.0)
                A_red[v_ax0] = A_red[v_ax0] + A[v_ax0, v_k1]

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add, (x, y), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = R.call_tir(cls.sum, (lv,), out_sinfo=R.Tensor((4,), dtype="float32"))
            R.output(gv)
        return gv
)");
  IRModule out = Legalize(in);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(LegalizeOps, SymbolicShapesUseTheirOwnVariablesAndTirVars) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), s: R.Shape(["m"])) -> R.Tuple(R.Tensor(("n * 4",), dtype="float32"), R.Tensor(("m + 1",), dtype="float32")):
        n = T.int64()
        m = T.int64()
        with R.dataflow():
            r: R.Tensor((n * 4,), dtype="float32") = R.reshape(x, R.shape([n * 4]))
            z: R.Tensor((m + 1,), dtype="float32") = R.ones(R.shape([m + 1]), dtype="float32")
            gv: R.Tuple(R.Tensor((n * 4,), dtype="float32"), R.Tensor((m + 1,), dtype="float32")) = (r, z)
            R.output(gv)
        return gv
)");
  IRModule out = Legalize(in);
  testing::ExpectWellFormed(out);
  std::string text = Print(out);
  // n is a dimension of x: no tir_vars; m only appears in m + 1.
  EXPECT_NE(text.find("r = R.call_tir(cls.reshape, (x,), out_sinfo=R.Tensor((n * 4,), dtype=\"float32\"))"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("z = R.call_tir(cls.ones, (), out_sinfo=R.Tensor((m + 1,), dtype=\"float32\"), "
                      "tir_vars=R.shape([m]))"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("def ones(var_T_full: T.handle, m: T.int64):"), std::string::npos) << text;
  // The PrimFunc's n is not the caller's n.
  auto main = testing::GetFunction(out, "main");
  auto reshape = out->Lookup("reshape").cast<tir::PrimFuncNode>();
  const TirVar& caller_n =
      main->params[0]->struct_info().cast<TensorStructInfoNode>()->GetShapeValues()->at(0).cast<TirVarNode>();
  const PrimExpr& func_n = reshape->buffer_map[0].second->shape[0];
  EXPECT_EQ(func_n.cast<TirVarNode>()->name, "n");
  EXPECT_NE(func_n.get(), caller_n.get());
}

TEST(LegalizeOps, UnknownShapesDtypesAndOpsWithoutLegalizationStay) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(ndim=2, dtype="float32"), y: R.Tensor((3,)), z: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor(ndim=2, dtype="float32"), R.Tensor((3,)), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="int32")):
        with R.dataflow():
            a: R.Tensor(ndim=2, dtype="float32") = R.exp(x)
            b: R.Tensor((3,)) = R.negative(y)
            c: R.Tensor((3,), dtype="float32") = R.sort(z, axis=-1, descending=False)
            d: R.Tensor((3,), dtype="int32") = R.argsort(z, axis=-1, descending=False, dtype="int32")
            gv: R.Tuple(R.Tensor(ndim=2, dtype="float32"), R.Tensor((3,)), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="int32")) = (a, b, c, d)
            R.output(gv)
        return gv
)");
  IRModule out = Legalize(in);
  // Nothing changed: the very same module comes back.
  EXPECT_EQ(out.get(), in.get());
}

TEST(LegalizeOps, SkippedOpsStay) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((2, 3), dtype="float32") = R.exp(x)
            gv: R.Tensor((2, 3), dtype="float32") = R.nn.softmax(lv, axis=1)
            R.output(gv)
        return gv
)");
  IRModule out = testing::RunPass(LegalizeOps({"relax.nn.softmax"}), in);
  std::string text = Print(out);
  EXPECT_NE(text.find("lv = R.call_tir(cls.tir_exp, (x,)"), std::string::npos) << text;
  EXPECT_NE(text.find("R.nn.softmax(lv, axis=1)"), std::string::npos) << text;
  EXPECT_EQ(PrimFuncNames(out), std::vector<std::string>{"tir_exp"});
}

// The registry entry's `customize` option reads only the sets the entry was
// given (a target package brings its own: targets/adreno's "adreno").
TEST(LegalizeOps, CustomizeReadsTheSetsItsEntryWasGiven) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((2, 3), dtype="float32") = R.exp(x)
            gv: R.Tensor((2, 3), dtype="float32") = R.nn.softmax(lv, axis=1)
            R.output(gv)
        return gv
)");
  PassOptions custom;
  custom.Set("customize", "keep_exp");
  // The default entry knows no set: the name is rejected when the pass is
  // made, not when it runs.
  try {
    LegalizeOpsEntry().factory(custom);
    FAIL() << "the default entry accepted customize=keep_exp";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown customize set 'keep_exp' (known: none for this target)"),
              std::string::npos)
        << e.what();
  }
  // A set that replaces exp's legalization by one that keeps the call.
  PassEntry entry = LegalizeOpsEntry(
      {{"keep_exp", {{"relax.exp", [](const Call& call, op::LegalizeContext&) -> Expr { return call; }}}}});
  EXPECT_NE(entry.options[1].doc.find("keep_exp"), std::string::npos) << entry.options[1].doc;
  std::string text = Print(testing::RunPass(entry.factory(custom), in));
  EXPECT_NE(text.find("dtype=\"float32\") = R.exp(x)"), std::string::npos) << text;
  EXPECT_EQ(text.find("tir_exp"), std::string::npos) << text;
  EXPECT_NE(text.find("gv = R.call_tir(cls."), std::string::npos) << text;
  EXPECT_EQ(text.find("R.nn.softmax"), std::string::npos) << text;
  // skip_ops through the entry: names separated by ';', ',' or spaces.
  PassOptions skip;
  skip.Set("skip_ops", "relax.exp, relax.nn.softmax");
  EXPECT_TRUE(PrimFuncNames(testing::RunPass(LegalizeOpsEntry().factory(skip), in)).empty());
}

TEST(LegalizeOps, NamesAvoidExistingFunctionsAndEqualKernelsAreReused) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def add(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        return x

    @R.function
    def main(x: R.Tensor((2,), dtype="float32"), y: R.Tensor((2,), dtype="float32"), z: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((2,), dtype="float32") = R.add(x, y)
            b: R.Tensor((2,), dtype="float32") = R.add(y, x)
            c: R.Tensor((3,), dtype="float32") = R.add(z, z)
            R.output(c)
        return c
)");
  IRModule out = Legalize(in);
  std::string text = Print(out);
  // "add" is a Relax function already: the kernels are add1 (shared by the
  // two (2,) adds) and add2.
  EXPECT_NE(text.find("a = R.call_tir(cls.add1, (x, y)"), std::string::npos) << text;
  EXPECT_NE(text.find("b = R.call_tir(cls.add1, (y, x)"), std::string::npos) << text;
  EXPECT_NE(text.find("c = R.call_tir(cls.add2, (z, z)"), std::string::npos) << text;
  EXPECT_EQ(PrimFuncNames(out), (std::vector<std::string>{"add1", "add2"}));
  EXPECT_TRUE(out->Lookup("add").is<FunctionNode>());
}

TEST(LegalizeOps, UnsupportedConfigurationsStay) {
  // TOPI convolves within one layout, and splits into equal sections only.
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 4, 4), dtype="float32"), w: R.Tensor((2, 2, 1, 1), dtype="float32"), v: R.Tensor((5,), dtype="float32")) -> R.Tensor((1, 4, 4, 2), dtype="float32"):
        with R.dataflow():
            c: R.Tensor((1, 4, 4, 2), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NHWC", out_dtype="float32")
            s: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((1,), dtype="float32")) = R.split(v, indices_or_sections=3, axis=0)
            R.output(c)
        return c
)");
  IRModule out = Legalize(in);
  EXPECT_EQ(out.get(), in.get());
}

// Every PrimFunc LegalizeOps builds for this op zoo prints as TVMScript that
// parses back and prints identically.
TEST(LegalizeOps, EveryGeneratedPrimFuncRoundTrips) {
  IRModule in = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), m: R.Tensor(("n", 3), dtype="float32"), i: R.Tensor((4,), dtype="int64"), img: R.Tensor((1, 2, 6, 6), dtype="float32"), w: R.Tensor((3, 2, 3, 3), dtype="float32"), g: R.Tensor((3,), dtype="float32"), hm: R.Tensor((2, 3), dtype="float16")) -> R.Tensor((2, 3), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            u0: R.Tensor((2, 3), dtype="float32") = R.sqrt(x)
            u1: R.Tensor((2, 3), dtype="float32") = R.sigmoid(x)
            u2: R.Tensor((2, 3), dtype="float32") = R.abs(x)
            u3: R.Tensor((2, 3), dtype="float32") = R.negative(x)
            u4: R.Tensor((2, 3), dtype="float32") = R.round(x)
            u5: R.Tensor((2, 3), dtype="float32") = R.sign(x)
            u6: R.Tensor((2, 3), dtype="float32") = R.erf(x)
            u7: R.Tensor((2, 3), dtype="float16") = R.erf(hm)
            u8: R.Tensor((2, 3), dtype="float32") = R.square(x)
            u9: R.Tensor((2, 3), dtype="bool") = R.isnan(x)
            b0: R.Tensor((n, 3), dtype="float32") = R.subtract(m, m)
            b1: R.Tensor((2, 3), dtype="float32") = R.power(x, R.const(2.0, "float32"))
            b2: R.Tensor((2, 3), dtype="bool") = R.less_equal(x, x)
            b3: R.Tensor((2, 3), dtype="float32") = R.floor_divide(x, x)
            c0: R.Tensor((2, 3), dtype="float32") = R.clip(x, R.prim_value(-1), R.prim_value(1))
            c1: R.Tensor((2, 3), dtype="int32") = R.astype(x, dtype="int32")
            c2: R.Tensor((2, 3), dtype="float32") = R.where(b2, x, u0)
            c3: R.Tensor((2, 3), dtype="float32") = R.full_like(x, R.const(7, "float32"))
            c4: R.Tensor((n,), dtype="int64") = R.arange(R.prim_value(0), R.prim_value(n), R.prim_value(1), dtype="int64")
            r0: R.Tensor((2,), dtype="float32") = R.max(x, axis=[1])
            r1: R.Tensor((1, 1), dtype="float32") = R.prod(x, axis=None, keepdims=True)
            r2: R.Tensor((3,), dtype="int64") = R.argmin(x, axis=0)
            r3: R.Tensor((3,), dtype="float32") = R.variance(x, axis=[0])
            r4: R.Tensor((3,), dtype="float32") = R.std(x, axis=[0])
            r5: R.Tensor((2,), dtype="float32") = R.mean(x, axis=[-1])
            m0: R.Tensor((3, 2), dtype="float32") = R.permute_dims(x, axes=[1, 0])
            m1: R.Tensor((1, 2, 3), dtype="float32") = R.expand_dims(x, axis=[0])
            m2: R.Tensor((2, 3), dtype="float32") = R.squeeze(m1, axis=None)
            m3: R.Tensor((6,), dtype="float32") = R.flatten(x)
            m4: R.Tensor((4, 2, 3), dtype="float32") = R.broadcast_to(x, R.shape([4, 2, 3]))
            m5: R.Tensor((n + 2, 3), dtype="float32") = R.concat((m, x), axis=0)
            m6: R.Tuple(R.Tensor((2, 1), dtype="float32"), R.Tensor((2, 2), dtype="float32")) = R.split(x, indices_or_sections=[1], axis=1)
            m7: R.Tensor((2, 2), dtype="float32") = R.strided_slice(x, axes=[1], begin=[-1], end=[0], strides=[-1])
            m8: R.Tensor((4, 3), dtype="float32") = R.take(x, i, axis=0, mode="clip")
            m9: R.Tensor((4,), dtype="float32") = R.take(g, i, axis=None, mode="wrap")
            n0: R.Tensor((1, 3, 4, 4), dtype="float32") = R.nn.conv2d(img, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            n1: R.Tensor((1, 2, 3, 3), dtype="float32") = R.nn.max_pool2d(img, pool_size=[2, 2], strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            n2: R.Tensor((1, 2, 3, 3), dtype="float32") = R.nn.avg_pool2d(img, pool_size=[3, 3], strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], ceil_mode=False, count_include_pad=True, layout="NCHW", out_layout="NCHW")
            n3: R.Tensor((1, 2, 4, 4), dtype="float32") = R.nn.adaptive_avg_pool2d(img, output_size=[4, 4], layout="NCHW", out_layout="NCHW")
            n4: R.Tensor((2, 3), dtype="float32") = R.nn.log_softmax(x, axis=-1)
            n5: R.Tensor((2, 3), dtype="float32") = R.nn.layer_norm(x, g, g, axes=[-1], epsilon=1e-05, center=True, scale=True)
            n6: R.Tensor((2, 3), dtype="float32") = R.nn.rms_norm(x, g, axes=[-1], epsilon=1e-05)
            n7: R.Tuple(R.Tensor((2, 3), dtype="float32"), R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = R.nn.batch_norm(x, g, g, g, g, axis=1, epsilon=1e-05, center=True, scale=True, momentum=0.1, training=True)
            n8: R.Tensor((2, 3), dtype="float32") = R.nn.gelu(x)
            n9: R.Tensor((2, 3), dtype="float32") = R.nn.gelu_tanh(x)
            o0: R.Tensor((2, 3), dtype="float32") = R.nn.silu(x)
            o1: R.Tensor((2, 3), dtype="float32") = R.nn.relu(x)
            o2: R.Tensor((2, 3), dtype="float32") = R.nn.leakyrelu(x, alpha=0.1)
            o3: R.Tensor((4, 5), dtype="float32") = R.nn.pad(x, pad_width=[1, 1, 1, 1], pad_mode="constant", pad_value=0.5)
            o4: R.Tensor((3, 3), dtype="float32") = R.matmul(m0, x)
            o5: R.Tensor((2,), dtype="float32") = R.matmul(g, m0, out_dtype="float32")
            R.output(u0)
        return u0
)");
  IRModule out = Legalize(in);
  testing::ExpectWellFormed(out);
  // Every call above has a legalization.
  std::string text = Print(out);
  EXPECT_EQ(text.find(" = R.nn."), std::string::npos) << text;
  EXPECT_EQ(text.find(" = R.sqrt("), std::string::npos) << text;
  size_t count = 0;
  for (const auto& kv : out->functions) {
    auto f = kv.second.second.as<tir::PrimFuncNode>();
    if (!f.defined()) continue;
    ++count;
    std::string printed = script::PrintPrimFunc(f, kv.first, 0);
    auto file = std::make_shared<SourceFile>(kv.first + ".py", printed);
    py::Module parsed_file = py::ParsePython(file);
    ASSERT_EQ(parsed_file.body.size(), 1u) << printed;
    auto parsed = script::ParsePrimFunc(*parsed_file.body[0]);
    EXPECT_EQ(script::PrintPrimFunc(parsed.second, parsed.first, 0), printed) << kv.first;
  }
  EXPECT_GE(count, 45u);
}

TEST(LegalizeOps, RegistryCoverage) {
  const op::OpRegistry& r = op::OpRegistry::Global();
  for (const char* name : {"relax.add",
                           "relax.exp",
                           "relax.sum",
                           "relax.argmax",
                           "relax.reshape",
                           "relax.concat",
                           "relax.take",
                           "relax.strided_slice",
                           "relax.matmul",
                           "relax.nn.softmax",
                           "relax.nn.conv2d",
                           "relax.nn.max_pool2d",
                           "relax.nn.adaptive_avg_pool2d",
                           "relax.nn.layer_norm",
                           "relax.nn.rms_norm",
                           "relax.nn.batch_norm",
                           "relax.zeros",
                           "relax.arange",
                           "relax.astype",
                           "relax.where",
                           "relax.clip"}) {
    ASSERT_NE(r.Find(name), nullptr) << name;
    EXPECT_TRUE(static_cast<bool>(r.Find(name)->legalize)) << name;
  }
  for (const char* name : {"relax.sort", "relax.argsort", "relax.topk", "relax.cumsum",
                           "relax.multinomial_from_uniform", "relax.call_tir"}) {
    ASSERT_NE(r.Find(name), nullptr) << name;
    EXPECT_FALSE(static_cast<bool>(r.Find(name)->legalize)) << name;
  }
}

}  // namespace
}  // namespace transform
}  // namespace rlx
