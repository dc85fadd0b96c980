#include "compiler/backend/dispatch_sort_scan.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr_util.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace backend {
namespace {

using namespace relax;  // NOLINT
using transform::testing::Parse;
using transform::testing::Print;

// The decisions of the passes these tests run (attached to each context).
std::shared_ptr<DecisionRecorder> Recorder() {
  static auto* recorder = new std::shared_ptr<DecisionRecorder>(std::make_shared<DecisionRecorder>());
  return *recorder;
}

IRModule Dispatch(const IRModule& m, const std::string& target, std::optional<int> bits = std::nullopt) {
  PassContext ctx;
  ctx.instruments.push_back(Recorder());
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
  Recorder()->Take();
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
  EXPECT_NE(text.find("R.call_tir(cls.sort, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"))"), std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.argsort, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"int64\"))"), std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.topk, (x,), out_sinfo=[R.Tensor((2, 2), dtype=\"float32\"), "
                      "R.Tensor((2, 2), dtype=\"int32\")])"),
            std::string::npos);
  EXPECT_EQ(text.find("R.sort("), std::string::npos);

  std::vector<DispatchDecision> log = Recorder()->Take();
  ASSERT_EQ(log.size(), 4u);
  EXPECT_EQ(log[0].pass, "DispatchSortScan");
  EXPECT_EQ(log[0].function, "main");
  EXPECT_EQ(log[0].var, "s");
  EXPECT_EQ(log[0].op, "relax.sort");
  EXPECT_EQ(log[0].rule, "sort.cpu");
  EXPECT_EQ(log[0].target, "llvm");
  EXPECT_EQ(log[0].reason, "llvm: not a GPU target -> tvm.contrib.sort.sort");
  EXPECT_EQ(log[0].target_source, "context");
  EXPECT_EQ(log[0].index_bits, 64);
  EXPECT_EQ(FormatExplain(log[0]),
            "main/s: relax.sort -> sort.cpu [target=llvm from context, index_bits=64] "
            "(llvm: not a GPU target -> tvm.contrib.sort.sort)");
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
  EXPECT_NE(ErrorOf([&] { (*DispatchSortScan())(m, ctx); })
                .find("Target not found. Please ensure that the target "
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
  EXPECT_EQ(RuleFor(thrust, "c"), "cumsum.thrust");
  EXPECT_EQ(RuleFor(thrust, "p"), "cumprod.gpu");
  EXPECT_EQ(RuleFor("webgpu", "c"), "cumsum.gpu_continuous");
  // TVM PR #20133: WebGPU scans other axes with gpu_3d_axis_1_cumsum;
  // exclusive scans and cumprod stay on the generic GPU scan.
  EXPECT_EQ(RuleFor("webgpu", "c0"), "cumsum.gpu_axis_3d");
  EXPECT_EQ(RuleFor("webgpu", "ce"), "cumsum.gpu");
  EXPECT_EQ(RuleFor("webgpu", "p"), "cumprod.gpu");
  EXPECT_EQ(RuleFor("vulkan", "c0"), "cumsum.gpu");
  EXPECT_EQ(RuleFor("cuda", "p"), "cumprod.gpu");
  EXPECT_EQ(RuleFor("llvm", "p"), "cumprod.cpu");
  EXPECT_EQ(RuleFor("llvm", "cu"), "cumsum.unknown_shape");
  EXPECT_EQ(RuleFor("cuda", "cu"), "cumsum.unknown_shape");
  EXPECT_EQ(RuleFor("llvm", "k"), "bucketize.cpu");
  EXPECT_EQ(RuleFor("rocm", "k"), "bucketize.gpu");
}

const char* kGpuOps = R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), b: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=True)
            a = R.argsort(x, axis=0, descending=False, dtype="int64")
            t = R.topk(x, k=2, axis=-1, ret_type="both", largest=True, dtype="int32")
            c = R.cumsum(x, axis=-1)
            ce = R.cumsum(x, axis=1, exclusive=True)
            p = R.cumprod(x, axis=0)
            k = R.bucketize(x, b)
            gv = (s, a, t, c, ce, p, k)
            R.output(gv)
        return gv
)";

tir::PrimFunc PrimFuncOf(const IRModule& m, const std::string& name) {
  auto it = m->functions.find(name);
  if (it == m->functions.end()) {
    ADD_FAILURE() << "no function " << name << "\n" << Print(m);
    return tir::PrimFunc();
  }
  return it->second.second.cast<tir::PrimFuncNode>();
}

TEST(DispatchSortScan, GpuRowsLowerToThreadBoundKernels) {
  Recorder()->Take();
  IRModule out = Dispatch(Parse(kGpuOps), "cuda");
  std::string text = Print(out);
  SCOPED_TRACE(text);
  for (const char* def : {"def sort(", "def argsort(", "def topk(", "def gpu_2d_continuous_cumsum(", "def cumsum(",
                          "def cumprod(", "def searchsorted("}) {
    EXPECT_NE(text.find(def), std::string::npos) << def;
  }
  EXPECT_NE(text.find("T.thread_binding("), std::string::npos);
  EXPECT_NE(text.find("thread=\"threadIdx.x\""), std::string::npos);
  EXPECT_NE(text.find("T.tvm_storage_sync(\"shared\")"), std::string::npos);
  EXPECT_NE(text.find("\"shared\""), std::string::npos);
  EXPECT_NE(text.find("s = R.call_tir(cls.sort, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"float32\"))"),
            std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.topk, (x,), out_sinfo=[R.Tensor((2, 2), dtype=\"float32\"), "
                      "R.Tensor((2, 2), dtype=\"int32\")])"),
            std::string::npos);
  EXPECT_NE(text.find("R.call_pure_packed(\"vm.builtin.reshape\", x, R.shape([2, 3]), "
                      "sinfo_args=(R.Tensor((2, 3), dtype=\"float32\"),))"),
            std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.gpu_2d_continuous_cumsum, ("), std::string::npos);
  EXPECT_EQ(text.find("tvm.contrib.sort"), std::string::npos);
  std::vector<std::string> rules;
  for (const DispatchDecision& d : Recorder()->Take()) rules.push_back(d.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"sort.gpu", "argsort.gpu", "topk.gpu", "cumsum.gpu_continuous",
                                             "cumsum.gpu", "cumprod.gpu", "bucketize.gpu"}));
  // The dispatched kernels compute the ops (TIR interpreter).
  NDArray x = NDArray::FromVector<float>({2, 3}, {3, 1, 2, 0, 5, 4}, DataType::Float(32));
  NDArray y = NDArray::Zeros({2, 3}, DataType::Float(32));
  tir::InterpretPrimFunc(PrimFuncOf(out, "sort"), {x, y});
  EXPECT_EQ(y.ToDoubleVector(), (std::vector<double>{3, 2, 1, 5, 4, 0}));
  tir::InterpretPrimFunc(PrimFuncOf(out, "gpu_2d_continuous_cumsum"), {x, y});
  EXPECT_EQ(y.ToDoubleVector(), (std::vector<double>{3, 4, 6, 0, 5, 9}));
  tir::InterpretPrimFunc(PrimFuncOf(out, "cumsum"), {x, y});
  EXPECT_EQ(y.ToDoubleVector(), (std::vector<double>{0, 3, 4, 0, 0, 5}));
  tir::InterpretPrimFunc(PrimFuncOf(out, "cumprod"), {x, y});
  EXPECT_EQ(y.ToDoubleVector(), (std::vector<double>{3, 1, 2, 0, 5, 8}));
  NDArray ai = NDArray::Zeros({2, 3}, DataType::Int(64));
  tir::InterpretPrimFunc(PrimFuncOf(out, "argsort"), {x, ai});
  EXPECT_EQ(ai.ToIntVector(), (std::vector<int64_t>{1, 0, 0, 0, 1, 1}));
}

// WebGPU, non-last axis: reshape to [outer, axis, inner] around
// gpu_3d_axis_1_cumsum (no transposes, no dlight), run in the interpreter.
TEST(DispatchSortScan, WebGpuNonLastAxisCumsumUses3dKernel) {
  Recorder()->Take();
  IRModule out = Dispatch(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 4), dtype="int32")):
        with R.dataflow():
            c = R.cumsum(x, axis=1, dtype="int64")
            R.output(c)
        return c
)"),
                          "webgpu");
  std::string text = Print(out);
  SCOPED_TRACE(text);
  EXPECT_NE(text.find("R.call_pure_packed(\"vm.builtin.reshape\", x, R.shape([2, 3, 4]), "
                      "sinfo_args=(R.Tensor((2, 3, 4), dtype=\"int32\"),))"),
            std::string::npos);
  EXPECT_NE(text.find("R.call_tir(cls.gpu_3d_axis_1_cumsum, (lv,), out_sinfo=R.Tensor((2, 3, 4), dtype=\"int64\"))"),
            std::string::npos);
  EXPECT_EQ(text.find("permute_dims"), std::string::npos);
  std::vector<DispatchDecision> decisions = Recorder()->Take();
  ASSERT_EQ(decisions.size(), 1u);
  EXPECT_EQ(decisions[0].rule, "cumsum.gpu_axis_3d");
  NDArray x = NDArray::FromVector<int64_t>(
      {2, 3, 4}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, DataType::Int(32));
  NDArray y = NDArray::Zeros({2, 3, 4}, DataType::Int(64));
  tir::InterpretPrimFunc(PrimFuncOf(out, "gpu_3d_axis_1_cumsum"), {x, y});
  EXPECT_EQ(y.ToIntVector(),
            (std::vector<int64_t>{1, 2, 3, 4, 6, 8, 10, 12, 15, 18, 21, 24, -1, 0, 1, 2, 2, 4, 6, 8, 9, 12, 15, 18}));
}

// Symbolic shapes: the dispatched kernels bind m and n from the arrays.
TEST(DispatchSortScan, SymbolicShapeGpuKernels) {
  IRModule out = Dispatch(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=-1, descending=False)
            c = R.cumsum(x, axis=1, exclusive=True)
            gv = (s, c)
            R.output(gv)
        return gv
)"),
                          "cuda");
  const int64_t m = 3, n = 600;
  std::vector<float> data(m * n);
  for (int64_t i = 0; i < m * n; ++i) data[i] = static_cast<float>((i * 7919) % 101);
  NDArray x = NDArray::FromVector<float>({m, n}, data, DataType::Float(32));
  NDArray y = NDArray::Zeros({m, n}, DataType::Float(32));
  tir::InterpretPrimFunc(PrimFuncOf(out, "sort"), {x, y});
  std::vector<float> want = data;
  for (int64_t r = 0; r < m; ++r) std::sort(want.begin() + r * n, want.begin() + (r + 1) * n);
  std::vector<double> got = y.ToDoubleVector();
  EXPECT_EQ(got, std::vector<double>(want.begin(), want.end()));
  tir::InterpretPrimFunc(PrimFuncOf(out, "cumsum"), {x, y});
  got = y.ToDoubleVector();
  for (int64_t r = 0; r < m; ++r) {
    double acc = 0;
    for (int64_t j = 0; j < n; ++j) {
      ASSERT_EQ(got[r * n + j], acc) << r << ", " << j;
      acc += data[r * n + j];
    }
  }
}

// mlc-llm's index-budget test: the kernel DispatchSortScan adds is the
// generator's output for the target's index_bits (webgpu 32, cuda 64, or
// what the pass is given).
TEST(DispatchSortScan, ContinuousKernelFollowsIndexBits) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=-1)
            R.output(c)
        return c
)");
  struct Case {
    const char* target;
    std::optional<int> requested;
    int bits;
  };
  for (const Case& c : {Case{"webgpu", std::nullopt, 32}, Case{"cuda", std::nullopt, 64}, Case{"metal", 32, 32},
                        Case{"cuda", 32, 32}}) {
    SCOPED_TRACE(c.target);
    tir::PrimFunc got = PrimFuncOf(Dispatch(m, c.target, c.requested), "gpu_2d_continuous_cumsum");
    EXPECT_TRUE(StructuralEqual(got, Gpu2dContinuousCumsum(DataType::Float(32), DataType::Float(32), c.bits), true));
    EXPECT_FALSE(
        StructuralEqual(got, Gpu2dContinuousCumsum(DataType::Float(32), DataType::Float(32), 96 - c.bits), true));
  }
}

// int64 buffers (allocations and scratch alloc_buffers) of a PrimFunc.
int Int64Buffers(const tir::PrimFunc& f) {
  int n = 0;
  te::PostOrderVisit(f->body, [&](const ObjectRef& o) {
    if (auto a = o.as<tir::AllocateNode>()) n += a->dtype == DataType::Int(64);
    if (auto b = o.as<tir::BlockNode>()) {
      for (const Buffer& buf : b->alloc_buffers) n += buf->dtype == DataType::Int(64);
    }
  });
  return n;
}

// WebGPU has no 64-bit integers: the sort kernels keep positions in int32
// temporaries there (TVM #18361), int64 elsewhere.
TEST(DispatchSortScan, WebGpuIndexTemporariesAreInt32) {
  IRModule web = Dispatch(Parse(kGpuOps), "webgpu");
  IRModule cuda = Dispatch(Parse(kGpuOps), "cuda");
  for (const char* f : {"argsort", "topk", "searchsorted"}) {
    SCOPED_TRACE(f);
    EXPECT_EQ(Int64Buffers(PrimFuncOf(web, f)), 0);
    EXPECT_GT(Int64Buffers(PrimFuncOf(cuda, f)), 0);
  }
}

TEST(DispatchSortScan, ThrustRowsAllocateAWorkspace) {
  Recorder()->Take();
  IRModule out = Dispatch(Parse(kGpuOps), "{\"kind\": \"cuda\", \"libs\": [\"thrust\"]}");
  std::string text = Print(out);
  SCOPED_TRACE(text);
  const std::string ws =
      "R.builtin.alloc_tensor(R.shape([8388872]), R.dtype(\"uint8\"), R.prim_value(0), R.str(\"global\"))";
  size_t first = text.find(ws);
  ASSERT_NE(first, std::string::npos);
  // One workspace per thrust call: sort, argsort, topk, both cumsums.
  size_t count = 0;
  for (size_t at = first; at != std::string::npos; at = text.find(ws, at + 1)) ++count;
  EXPECT_EQ(count, 5u);
  EXPECT_NE(text.find("T.call_packed(\"tvm.contrib.thrust.sort\""), std::string::npos);
  EXPECT_NE(text.find("T.call_packed(\"tvm.contrib.thrust.sum_scan\""), std::string::npos);
  EXPECT_NE(text.find("s = R.call_tir(cls.sort_thrust, (x, "), std::string::npos);
  EXPECT_NE(text.find("a = R.call_tir(cls.argsort_thrust, (x, "), std::string::npos);
  std::vector<std::string> rules;
  for (const DispatchDecision& d : Recorder()->Take()) rules.push_back(d.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"sort.thrust", "argsort.thrust", "topk.thrust", "cumsum.thrust",
                                             "cumsum.thrust", "cumprod.gpu", "bucketize.gpu"}));
}

// TVM's test_dispatch_argsort_cuda: the context asks for thrust, but a call
// on a plain cuda vdevice resolves to that target and uses the TIR kernel.
TEST(DispatchSortScan, VDeviceWithoutThrustUsesTheTirKernel) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice("cuda", 0, "global")]})

    @R.function
    def foo(x: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0")):
        with R.dataflow():
            gv = R.argsort(x, axis=1, descending=False, dtype="int32")
            R.output(gv)
        return gv

    @R.function
    def foo2(y: R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            gv = R.argsort(y, axis=0, descending=True, dtype="int64")
            R.output(gv)
        return gv
)");
  Recorder()->Take();
  IRModule out = Dispatch(m, "{\"kind\": \"cuda\", \"libs\": [\"thrust\"]}");
  std::vector<std::string> rules;
  for (const DispatchDecision& d : Recorder()->Take()) rules.push_back(d.function + ":" + d.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"foo:argsort.gpu", "foo2:argsort.thrust"}));
  std::string text = Print(out);
  EXPECT_NE(
      text.find(
          "R.call_tir(cls.argsort, (x,), out_sinfo=R.Tensor((2, 3), dtype=\"int32\", vdevice=\"cuda:0:global\"))"),
      std::string::npos)
      << text;
}

// One de-duplicated topk PrimFunc reached from two different targets.
TEST(DispatchSortScan, MultipleTargetsForOneKernelIsAnError) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice("cuda", 0, "global"), I.vdevice({"kind": "cuda", "arch": "sm_80"}, 0, "global")]})

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32", vdevice="cuda:0"), y: R.Tensor((2, 3), dtype="float32", vdevice="cuda:1")):
        with R.dataflow():
            a = R.topk(x, k=2, axis=-1, ret_type="values", largest=True, dtype="int32")
            b = R.topk(y, k=2, axis=-1, ret_type="values", largest=True, dtype="int32")
            gv = (a, b)
            R.output(gv)
        return gv
)");
  std::string err = ErrorOf([&] { Dispatch(m, "cuda"); });
  EXPECT_NE(err.find("Multiple targets detected for function topk. Existing target: cuda"), std::string::npos) << err;
  EXPECT_NE(err.find("new target: cuda"), std::string::npos) << err;
  EXPECT_NE(err.find("sm_80"), std::string::npos) << err;
}

// Beyond TVM: a static scanned extent the index budget cannot index is
// reported when dispatching, naming the extent and the cap.
TEST(DispatchSortScan, ContinuousCumsumBudget) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3000000000), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=-1)
            R.output(c)
        return c
)");
  std::string err = ErrorOf([&] { Dispatch(m, "cuda", 32); });
  EXPECT_NE(err.find("the scanned extent 3000000000 exceeds the index_bits=32 budget"), std::string::npos) << err;
  EXPECT_NE(err.find("at most 2147483647 elements"), std::string::npos) << err;
  EXPECT_EQ(ErrorOf([&] { Dispatch(m, "cuda", 64); }), "<no error>");
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
  EXPECT_NE(ErrorOf([&] { Dispatch(m, "llvm"); }).find("non-symbolic shape is not supported for now"),
            std::string::npos);
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
            c: )" + out_type +
                     " = " + call + R"(
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
  EXPECT_EQ(RunScan("R.cumsum(x)", "R.Tensor((6,), dtype=\"float32\")", "cumsum", {6}), (V{1, 3, 6, 10, 15, 21}));
}

// An empty scan axis: TVM's kernel still stores position 0 of every row,
// out of bounds (the interpreter checks every access). Ours guards that
// store when the length is symbolic; a static positive length prints as
// TVM's, without the guard.
TEST(DispatchSortScan, CpuScanOfAnEmptyAxisStaysInBounds) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, "n"), dtype="float32")):
        n = T.int64()
        with R.dataflow():
            c = R.cumsum(x, axis=1)
            e = R.cumprod(x, axis=1, exclusive=True)
            gv = (c, e)
            R.output(gv)
        return gv
)");
  IRModule out = Dispatch(m, "llvm");
  EXPECT_NE(Print(out).find("if n > T.int64(0):"), std::string::npos) << Print(out);
  for (int64_t n : {0, 1, 4}) {
    std::vector<float> values(3 * n);
    for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<float>(i % 5) + 1;
    NDArray x = NDArray::FromVector<float>({3, n}, values, DataType::Float(32));
    NDArray c = NDArray::Zeros({3, n}, DataType::Float(32));
    NDArray e = NDArray::Zeros({3, n}, DataType::Float(32));
    ASSERT_NO_THROW(tir::InterpretPrimFunc(PrimFuncOf(out, "cumsum"), {x, c})) << "n=" << n;
    ASSERT_NO_THROW(tir::InterpretPrimFunc(PrimFuncOf(out, "cumprod"), {x, e})) << "n=" << n;
    for (int64_t r = 0; r < 3; ++r) {
      float sum = 0, prod = 1;
      for (int64_t k = 0; k < n; ++k) {
        EXPECT_EQ(e.data_as<float>()[r * n + k], prod) << r << "," << k;
        sum += values[r * n + k];
        prod *= values[r * n + k];
        EXPECT_EQ(c.data_as<float>()[r * n + k], sum) << r << "," << k;
      }
    }
  }
  std::string fixed = Print(Dispatch(Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 4), dtype="float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=1)
            R.output(c)
        return c
)"),
                                     "llvm"));
  ASSERT_NE(fixed.find("def cumsum("), std::string::npos) << fixed;
  EXPECT_EQ(fixed.find("> T.int64(0):"), std::string::npos) << fixed;
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
