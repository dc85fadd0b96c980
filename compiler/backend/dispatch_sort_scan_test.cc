#include "compiler/backend/dispatch_sort_scan.h"

#include <gtest/gtest.h>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using namespace relax;  // NOLINT
using transform::testing::Parse;
using transform::testing::Print;

IRModule Dispatch(const IRModule& m, const std::string& target, std::optional<int> bits = std::nullopt) {
  PassContext ctx;
  ctx.target = Target::Parse(target);
  return (*DispatchSortScan(bits))(m, ctx);
}

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

const char* kSorts = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=True)
            a = R.argsort(x, axis=0, descending=False, dtype="int64")
            t = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            t2 = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            gv = (s, a, t, t2)
            R.output(gv)
        return gv
)";

TEST(DispatchSortScan, CpuSortsBecomeExternPackedCalls) {
  DecisionLog::Clear();
  IRModule out = Dispatch(Parse(kSorts), "llvm");
  std::string text = Print(out);
  SCOPED_TRACE(text);
  EXPECT_NE(text.find("def sort("), std::string::npos);
  EXPECT_NE(text.find("def argsort("), std::string::npos);
  EXPECT_NE(text.find("def topk("), std::string::npos);
  // The two identical topk calls share one PrimFunc.
  EXPECT_EQ(text.find("def topk1("), std::string::npos);
  EXPECT_NE(text.find("\"tvm.contrib.sort.sort\""), std::string::npos);
  EXPECT_NE(text.find("\"tvm.contrib.sort.argsort\""), std::string::npos);
  EXPECT_NE(text.find("\"tvm.contrib.sort.topk\""), std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.sort, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"))"),
            std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.argsort, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"int64\"))"),
            std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.topk, (x,), out_sinfo=[R.Tensor((2, 2), dtype=\"float32\"), "
                      "R.Tensor((2, 2), dtype=\"int32\")])"),
            std::string::npos);
  EXPECT_EQ(text.find("R.sort("), std::string::npos);

  std::vector<DispatchDecision> log = DecisionLog::Take();
  ASSERT_EQ(log.size(), 4u);
  EXPECT_EQ(log[0].pass, "DispatchSortScan");
  EXPECT_EQ(log[0].function, "main");
  EXPECT_EQ(log[0].var, "s");
  EXPECT_EQ(log[0].op, "relax.sort");
  EXPECT_EQ(log[0].rule, "sort.cpu");
  EXPECT_EQ(log[0].target, "llvm");
  EXPECT_EQ(log[0].reason, "llvm: not a GPU target -> tvm.contrib.sort.sort");
  EXPECT_EQ(log[1].rule, "argsort.cpu");
  EXPECT_EQ(log[2].rule, "topk.cpu");
  EXPECT_EQ(log[3].var, "t2");
}

TEST(DispatchSortScan, DistinctKernelsGetNumberedNames) {
  IRModule out = Dispatch(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            a = R.sort(x, axis=1, descending=True)
            b = R.sort(x, axis=0, descending=True)
            gv = (a, b)
            R.output(gv)
        return gv
)"),
                     "llvm");
  std::string text = Print(out);
  EXPECT_NE(text.find("def sort("), std::string::npos) << text;
  EXPECT_NE(text.find("def sort1("), std::string::npos) << text;
}

TEST(DispatchSortScan, NoTargetIsAnError) {
  PassContext ctx;
  IRModule m = Parse(kSorts);
  EXPECT_NE(ErrorOf([&] { (*DispatchSortScan())(m, ctx); }).find("Target not found. Please ensure that the target "
                                                                 "is annotated within the module, or alternatively, "
                                                                 "execute this within a specified target context."),
            std::string::npos)
      << ErrorOf([&] { (*DispatchSortScan())(m, ctx); });
}

TEST(DispatchSortScan, ThrustWorkspaceSize) {
  EXPECT_EQ(ThrustWorkspaceBytes(6, 32), 8388872);
  EXPECT_EQ(ThrustWorkspaceBytes(128000, 16), 8 * 128000 * 2 + 8388608 + 128000 * 12);
}

TEST(DispatchSortScan, IndexBits) {
  EXPECT_NE(ErrorOf([] { DispatchSortScan(16); }).find("index_bits must be 32 or 64, got 16"), std::string::npos);
  EXPECT_EQ(EffectiveIndexBits(Target::Parse("webgpu"), std::nullopt), 32);
  EXPECT_EQ(EffectiveIndexBits(Target::Parse("cuda"), std::nullopt), 64);
  EXPECT_EQ(EffectiveIndexBits(Target::Parse("cuda"), 32), 32);
  EXPECT_EQ(EffectiveIndexBits(Target::Parse("webgpu"), 32), 32);
  EXPECT_NE(ErrorOf([] { EffectiveIndexBits(Target::Parse("webgpu"), 64); }).find("WebGPU does not support"),
            std::string::npos);
  // The WebGPU check happens when a call resolves to webgpu.
  EXPECT_NE(ErrorOf([] { Dispatch(Parse(kSorts), "webgpu", 64); }).find("WebGPU does not support index_bits=64"),
            std::string::npos);
}

// One call of each op, for rule selection.
Call CallOf(const IRModule& m, const std::string& var) {
  Function f = transform::testing::GetFunction(m, "main");
  auto seq = f->body.as<SeqExprNode>();
  for (const BindingBlock& b : seq->blocks) {
    for (const Binding& bind : b->bindings) {
      if (bind->var->name == var) return bind.cast<VarBindingNode>()->value.cast<CallNode>();
    }
  }
  ADD_FAILURE() << "no binding " << var;
  return Call();
}

const char* kAllOps = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), b: R.Tensor((4,), dtype="float32"), u: R.Tensor(dtype="float32", ndim=2)):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=True)
            a = R.argsort(x, axis=0, descending=False, dtype="int64")
            t = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            c = R.cumsum(x, axis=-1)
            c0 = R.cumsum(x, axis=0)
            ce = R.cumsum(x, axis=1, exclusive=True)
            p = R.cumprod(x, axis=1)
            cu = R.cumsum(u, axis=1)
            k = R.bucketize(x, b)
            gv = (s, a, t, c, c0, ce, p, cu, k)
            R.output(gv)
        return gv
)";

std::string RuleFor(const std::string& target, const std::string& var) {
  static IRModule m = Parse(kAllOps);
  DispatchEnv env;
  env.target = Target::Parse(target);
  env.index_bits = EffectiveIndexBits(env.target, std::nullopt);
  const DispatchRule* r = SelectRule(SortScanRules(), env, CallOf(m, var));
  return r == nullptr ? "<none>" : r->name;
}

TEST(DispatchSortScan, RuleTable) {
  const std::string thrust = "{\"kind\": \"cuda\", \"libs\": [\"thrust\"]}";
  EXPECT_EQ(RuleFor("llvm", "s"), "sort.cpu");
  EXPECT_EQ(RuleFor("cuda", "s"), "sort.gpu");
  EXPECT_EQ(RuleFor(thrust, "s"), "sort.thrust");
  EXPECT_EQ(RuleFor("llvm", "a"), "argsort.cpu");
  EXPECT_EQ(RuleFor("metal", "a"), "argsort.gpu");
  EXPECT_EQ(RuleFor(thrust, "a"), "argsort.thrust");
  EXPECT_EQ(RuleFor("llvm", "t"), "topk.cpu");
  EXPECT_EQ(RuleFor("vulkan", "t"), "topk.gpu");
  EXPECT_EQ(RuleFor(thrust, "t"), "topk.thrust");
  EXPECT_EQ(RuleFor("llvm", "c"), "cumsum.cpu");
  EXPECT_EQ(RuleFor("cuda", "c"), "cumsum.gpu_continuous");
  EXPECT_EQ(RuleFor("cuda", "c0"), "cumsum.gpu");
  EXPECT_EQ(RuleFor("cuda", "ce"), "cumsum.gpu");
  EXPECT_EQ(RuleFor(thrust, "c"), "cumsum.gpu");
  EXPECT_EQ(RuleFor("cuda", "p"), "cumprod.gpu");
  EXPECT_EQ(RuleFor("llvm", "p"), "cumprod.cpu");
  EXPECT_EQ(RuleFor("llvm", "cu"), "cumsum.unknown_shape");
  EXPECT_EQ(RuleFor("cuda", "cu"), "cumsum.unknown_shape");
  EXPECT_EQ(RuleFor("llvm", "k"), "bucketize.cpu");
  EXPECT_EQ(RuleFor("rocm", "k"), "bucketize.gpu");
}

TEST(DispatchSortScan, UnimplementedRowsFailLoudly) {
  IRModule m = Parse(kAllOps);
  EXPECT_NE(ErrorOf([&] { Dispatch(m, "cuda"); }).find("GPU sort kernels are not implemented yet (target cuda)"),
            std::string::npos);
  DecisionLog::Clear();
  // Decisions are logged before the failing lowering; index_bits appears
  // for the continuous cumsum.
  IRModule cumsum_only = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=-1)
            R.output(c)
        return c
)");
  EXPECT_NE(ErrorOf([&] { Dispatch(cumsum_only, "cuda", 32); }).find("not implemented yet"), std::string::npos);
  std::vector<DispatchDecision> log = DecisionLog::Take();
  ASSERT_EQ(log.size(), 1u);
  EXPECT_EQ(log[0].rule, "cumsum.gpu_continuous");
  EXPECT_NE(log[0].reason.find("index_bits=32"), std::string::npos) << log[0].reason;
  EXPECT_EQ(ErrorOf([&] { Dispatch(cumsum_only, "llvm"); }), "<no error>");
}

TEST(DispatchSortScan, UnknownShapeScanIsAnError) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(u: R.Tensor(dtype="float32", ndim=2)):
        with R.dataflow():
            c = R.cumprod(u, axis=1)
            R.output(c)
        return c
)");
  EXPECT_NE(ErrorOf([&] { Dispatch(m, "llvm"); }).find("non-symbolic shape is not supported for now"), std::string::npos);
}

TEST(DispatchSortScan, VDeviceTargetWinsOverTheContext) {
  Target cuda = Target::Parse("cuda");
  Target llvm = Target::Parse("llvm");
  StructInfo on_cuda = TensorSInfo({Int64(2)}, DataType::Float(32), Make<VDeviceNode>(cuda, 0, "global"));
  StructInfo plain = TensorSInfo({Int64(2)}, DataType::Float(32));
  EXPECT_EQ(ResolveTarget(on_cuda, llvm).kind(), "cuda");
  EXPECT_EQ(ResolveTarget(plain, llvm).kind(), "llvm");
  EXPECT_EQ(ResolveTarget(on_cuda, std::nullopt).kind(), "cuda");
  StructInfo tuple = Make<TupleStructInfoNode>(std::vector<StructInfo>{plain, on_cuda});
  EXPECT_EQ(ResolveTarget(tuple, llvm).kind(), "cuda");
  EXPECT_NE(ErrorOf([&] { ResolveTarget(plain, std::nullopt); }).find("Target not found."), std::string::npos);
}

// Dispatches one scan of a (2, 3) float32 `x` on llvm and runs the PrimFunc
// in the TIR interpreter.
std::vector<float> RunScan(const std::string& call, const std::string& out_type, const std::string& func,
                           std::vector<int64_t> out_shape) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            c: )" + out_type + " = " + call + R"(
            R.output(c)
        return c
)");
  IRModule out = Dispatch(m, "llvm");
  auto it = out->functions.find(func);
  EXPECT_NE(it, out->functions.end()) << Print(out);
  if (it == out->functions.end()) return {};
  NDArray x = NDArray::FromVector<float>({2, 3}, {1, 2, 3, 4, 5, 6}, DataType::Float(32));
  NDArray y = NDArray::Zeros(out_shape, DataType::Float(32));
  tir::InterpretPrimFunc(it->second.second.cast<tir::PrimFuncNode>(), {x, y});
  const float* p = y.data_as<float>();
  int64_t n = 1;
  for (int64_t d : out_shape) n *= d;
  return std::vector<float>(p, p + n);
}

TEST(DispatchSortScan, CpuScansComputeRunningSumsAndProducts) {
  using V = std::vector<float>;
  const std::string t23 = "R.Tensor((2, 3), dtype=\"float32\")";
  EXPECT_EQ(RunScan("R.cumsum(x, axis=1)", t23, "cumsum", {2, 3}), (V{1, 3, 6, 4, 9, 15}));
  EXPECT_EQ(RunScan("R.cumsum(x, axis=-1, exclusive=True)", t23, "cumsum", {2, 3}), (V{0, 1, 3, 0, 4, 9}));
  EXPECT_EQ(RunScan("R.cumsum(x, axis=0)", t23, "cumsum", {2, 3}), (V{1, 2, 3, 5, 7, 9}));
  EXPECT_EQ(RunScan("R.cumprod(x, axis=1)", t23, "cumprod", {2, 3}), (V{1, 2, 6, 4, 20, 120}));
  EXPECT_EQ(RunScan("R.cumprod(x, axis=0, exclusive=True)", t23, "cumprod", {2, 3}), (V{1, 1, 1, 1, 2, 3}));
  EXPECT_EQ(RunScan("R.cumsum(x)", "R.Tensor((6,), dtype=\"float32\")", "cumsum", {6}),
            (V{1, 3, 6, 10, 15, 21}));
}

// bucketize through the TIR interpreter: left / right insertion points, and
// the index dtype chosen by out_int32.
TEST(DispatchSortScan, CpuBucketizeIsSearchSorted) {
  for (bool right : {false, true}) {
    for (bool out_int32 : {false, true}) {
      std::string dtype = out_int32 ? "int32" : "int64";
      IRModule m = Parse(std::string(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((5,), dtype="float32"), b: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            c = R.bucketize(x, b, out_int32=)") +
                         (out_int32 ? "True" : "False") + ", right=" + (right ? "True" : "False") + R"()
            R.output(c)
        return c
)");
      IRModule out = Dispatch(m, "llvm");
      std::string text = Print(out);
      ASSERT_NE(text.find("R.call_tir(cls.searchsorted, (b, x), out_sinfo=R.Tensor((5,), dtype=\"" + dtype + "\"))"),
                std::string::npos)
          << text;
      NDArray b = NDArray::FromVector<float>({3}, {1, 3, 5}, DataType::Float(32));
      NDArray x = NDArray::FromVector<float>({5}, {0, 1, 2, 5, 6}, DataType::Float(32));
      NDArray y = NDArray::Zeros({5}, out_int32 ? DataType::Int(32) : DataType::Int(64));
      tir::InterpretPrimFunc(out->functions.at("searchsorted").second.cast<tir::PrimFuncNode>(), {b, x, y});
      std::vector<int64_t> got;
      for (int i = 0; i < 5; ++i) got.push_back(out_int32 ? y.data_as<int32_t>()[i] : y.data_as<int64_t>()[i]);
      EXPECT_EQ(got, right ? (std::vector<int64_t>{0, 1, 1, 3, 3}) : (std::vector<int64_t>{0, 0, 1, 2, 3}));
    }
  }
}

}  // namespace
}  // namespace backend
}  // namespace rlx
