#include "compiler/backend/dispatch_sampling.h"

#include "compiler/backend/gpu_sampling_kernels.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/op/infer_util.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"
#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

using namespace relax;  // NOLINT

namespace {

// TVM's get_shape_dtype checks, with its messages.
const TensorStructInfoNode* KnownTensor(const Call& call, const Expr& e, const char* what) {
  auto t = GetStructInfo(e).as<TensorStructInfoNode>();
  if (!t.defined()) {
    ThrowError(call->span, std::string("Expecting a expr with TensorType, but got ") + what);
  }
  if (t->GetShapeValues() == nullptr) {
    ThrowError(call->span, std::string("Expecting a expr with known shape, but got ") + what + " with unknown shape");
  }
  return t.get();
}

void CheckColumn(const Call& call, const Expr& e, const char* what) {
  const std::vector<PrimExpr>& shape = *KnownTensor(call, e, what)->GetShapeValues();
  auto one = shape.size() == 2 ? shape[1].as<IntImmNode>() : Ref<IntImmNode>();
  if (shape.size() != 2 || !one.defined() || one->value != 1) {
    ThrowError(call->span, std::string(what) + " should be a 2D tensor with shape (N, 1)");
  }
}

Expr LowerCpu(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  DataType prob_dtype = GetStructInfo(call->args[0]).as<TensorStructInfoNode>()->dtype;
  DataType dtype = GetStructInfo(call).as<TensorStructInfoNode>()->dtype;
  Map attrs;
  attrs = MapWith(attrs, "axis", Int64(1));
  attrs = MapWith(attrs, "dtype", MakeString(prob_dtype.ToString()));
  attrs = MapWith(attrs, "exclusive", Bool(false));
  Var cdf = ctx.Emit(Make<CallNode>(GetOp("relax.cumsum"), std::vector<Expr>{call->args[0]}, attrs));
  return op::CallTE1(ctx, "get_sample_index", [&](op::TEArgs& a) {
    te::Tensor p = a.Tensor(cdf);
    te::Tensor u = a.Tensor(call->args[1]);
    te::Tensor rows = a.Tensor(call->args[2]);
    return GetSampleIndex(p, u, rows, dtype);
  });
}

DataType DtypeOf(const Expr& e) { return GetStructInfo(e).as<TensorStructInfoNode>()->dtype; }

// TVM adds the kernel under the name hint gpu_multinomial_from_uniform, and
// finalize() renames it after its global_symbol; the name is given here
// directly.
// TVM picks int32 temporaries when "webgpu" is in the context target's
// string; here the call's resolved target decides.
Expr LowerGpu(const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) {
  tir::PrimFunc f = ParallelSamplingFromProb(DtypeOf(call->args[0]), DtypeOf(call->args[1]), DtypeOf(call->args[2]),
                                             DtypeOf(call), gpu::TempIndexDtype(env.target.kind()));
  GlobalVar gv = ctx.AddPrimFunc(f, "parallel_sampling_from_prob");
  return MakeCallTIR(gv, {call->args[0], call->args[1], call->args[2]}, GetStructInfo(call));
}

std::vector<DispatchRule> BuildRules() {
  const std::string op = "relax.multinomial_from_uniform";
  auto checked = [](bool gpu) {
    return [gpu](const DispatchEnv& e, const Call& c) {
      KnownTensor(c, c->args[0], "prob");
      CheckColumn(c, c->args[1], "uniform_sample");
      CheckColumn(c, c->args[2], "sample_indices");
      return e.target.IsGpu() == gpu;
    };
  };
  std::vector<DispatchRule> r;
  r.push_back({"multinomial.gpu", op, checked(true),
               [](const DispatchEnv& e, const Call&) {
                 return e.target.kind() + ": GPU target -> parallel_sampling_from_prob";
               },
               &LowerGpu});
  r.push_back({"multinomial.cpu", op, checked(false),
               [](const DispatchEnv& e, const Call&) {
                 return e.target.kind() + ": not a GPU target -> relax.cumsum + get_sample_index";
               },
               &LowerCpu});
  return r;
}

}  // namespace

te::Tensor GetSampleIndex(te::Tensor cdf, te::Tensor usample, te::Tensor indices, DataType dtype) {
  std::vector<PrimExpr> out_shape{usample.shape()[0], Int64(1)};
  auto body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> tir::Stmt {
    const Buffer& prob = ins[0];
    const Buffer& u = ins[1];
    const Buffer& rows = ins[2];
    const Buffer& out = outs[0];
    PrimExpr vocab = prob->shape[1];
    TirVar i = MakeTirVar("i", DataType::Int(64));
    TirVar j = MakeTirVar("j", DataType::Int(64));
    auto load = [](const Buffer& b, std::vector<PrimExpr> idx) {
      return PrimExpr(Make<BufferLoadNode>(b, std::move(idx)));
    };
    PrimExpr zero = Int64(0);
    PrimExpr ui = load(u, {i, zero});
    PrimExpr row = te::Cast(DataType::Int(64), load(rows, {i, zero}));
    auto cdf_at = [&](PrimExpr col) { return te::Cast(u->dtype, load(prob, {row, col})); };
    auto store = [&](PrimExpr v) -> tir::Stmt {
      return Make<tir::BufferStoreNode>(out, te::Cast(dtype, v), std::vector<PrimExpr>{i, zero});
    };
    tir::Stmt inner = Make<tir::IfThenElseNode>(
        te::EQ(j, zero), store(zero),
        Make<tir::IfThenElseNode>(te::GE(ui, cdf_at(te::Sub(j, Int64(1)))), store(j), tir::Stmt()));
    tir::Stmt guarded = Make<tir::IfThenElseNode>(te::Or(te::LT(ui, cdf_at(j)), te::EQ(te::Add(j, Int64(1)), vocab)),
                                                  inner, tir::Stmt());
    tir::Stmt jl = Make<tir::ForNode>(j, zero, vocab, tir::ForKind::kSerial, guarded);
    return Make<tir::ForNode>(i, zero, out_shape[0], tir::ForKind::kSerial, jl);
  };
  return te::extern_op({out_shape}, {dtype}, {cdf, usample, indices}, body, "T_get_sample_index",
                       "T_get_sample_index")[0];
}

const std::vector<DispatchRule>& SamplingRules() {
  static const std::vector<DispatchRule> rules = BuildRules();
  return rules;
}

IRModule DispatchSampling(const IRModule& mod, const std::optional<Target>& context, const DecisionSink& record) {
  // index_bits plays no part in sampling; 0 keeps it out of the decision records.
  return RunDispatch(
      mod, context, "DispatchSampling", SamplingRules(), [](const Target&) { return 0; }, record);
}

PassPtr DispatchSampling() {
  PassInfo info;
  info.name = "DispatchSampling";
  info.opt_level = 0;
  return CreateModulePass(
      [](const IRModule& mod, PassContext& ctx) { return DispatchSampling(mod, ctx.target, RecorderSink(ctx)); }, info);
}

}  // namespace backend
}  // namespace rlx
