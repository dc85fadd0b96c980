#include "compiler/backend/fuse_cumsum_into_sample_index.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/dispatch_sampling.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/legalize.h"
#include "compiler/pattern/rewriter.h"
#include "compiler/support/check.h"
#include "compiler/te/expr.h"
#include "compiler/tir/transform/scan_nest.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace backend {

using namespace relax;  // NOLINT
using gpu::Allocated;
using gpu::I64;
using gpu::Ld;
using gpu::ScopedBuffer;
using gpu::Seq;
using gpu::St;
using tir::Stmt;

namespace {

constexpr const char* kPassName = "FuseCumsumIntoSampleIndex";
constexpr const char* kKernelName = "sample_index_from_prob";

// `then` under `cond`, or alone when `cond` folded to true (static shapes).
Stmt IfNotAlways(const PrimExpr& cond, Stmt then) {
  return te::IsConstValue(cond, 1) ? then : gpu::If(cond, std::move(then));
}

// A parallel loop over [0, extent), or nothing when the extent is 0.
void AddParallel(std::vector<Stmt>* out, const TirVar& v, const PrimExpr& extent, Stmt body) {
  if (te::IsConstValue(extent, 0)) return;
  out->push_back(Make<tir::ForNode>(v, I64(0), extent, tir::ForKind::kParallel, std::move(body)));
}

// Step 0 of SampleLanes: from pos, blocks of kSampleSkipBlock positions are
// summed, every lane's running totals in cumsum's order into a local
// buffer by a scan loop the LLVM code generator runs as its exact vector
// scan (kVectorScanRequest; bit-identical to the serial adds, at about
// the speed of a copy). A block in which no total is above its u stores nothing in
// TVM's kernel (its test needs u < cdf[j]), so the block is skipped: the
// totals at its end become the running totals. The first block with a
// total above some u is left to the step-by-step walk. Skipping keeps
// every value and every choice the walk would make.
Stmt SkipBlocks(const Buffer& P, DataType cdf_dtype, const std::vector<TirVar>& row, const std::vector<TirVar>& u,
                const Buffer& running, const Buffer& pos, const PrimExpr& end) {
  const int64_t lanes = static_cast<int64_t>(row.size());
  const int64_t stride = kSampleSkipBlock + 1;
  DataType i32 = DataType::Int(32);
  Buffer totals = ScopedBuffer("block_totals", cdf_dtype, {I64(lanes * stride)}, "local");
  Buffer skipping = ScopedBuffer("skipping", i32, {I64(1)}, "local");
  Buffer above = ScopedBuffer("above", i32, {I64(1)}, "local");
  TirVar from = gpu::Var("from");
  std::vector<Stmt> sum, take;
  PrimExpr any_above;
  TirVar t = gpu::Var("t");  // the test's position in the block
  for (int64_t k = 0; k < lanes; ++k) {
    PrimExpr at = I64(k * stride);
    TirVar s = gpu::Var("s" + std::to_string(k));  // one loop variable per loop
    sum.push_back(St(totals, Ld(running, {I64(k)}), {at}));
    Stmt step =
        St(totals, te::Add(Ld(totals, {te::Add(at, s)}), te::Cast(cdf_dtype, Ld(P, {row[k], te::Add(from, s)}))),
           {te::Add(te::Add(at, s), I64(1))});
    auto scan = std::make_shared<tir::ForNode>(s, I64(0), I64(kSampleSkipBlock), tir::ForKind::kSerial, step);
    scan->annotations = MapWith(scan->annotations, tir::transform::kVectorScanRequest, MakeIntImm(i32, 1));
    sum.push_back(tir::transform::Freeze(std::move(scan)));
    take.push_back(St(running, Ld(totals, {I64(k * stride + kSampleSkipBlock)}), {I64(k)}));
    PrimExpr lane_above = te::LT(u[k], te::Cast(u[k]->dtype, Ld(totals, {te::Add(te::Add(at, t), I64(1))})));
    any_above = k == 0 ? lane_above : te::Or(any_above, lane_above);
  }
  Stmt test = Seq({St(above, te::IntConst(i32, 0), {I64(0)}),
                   Make<tir::ForNode>(t, I64(0), I64(kSampleSkipBlock), tir::ForKind::kSerial,
                                      St(above, te::Max(Ld(above, {I64(0)}), te::Cast(i32, any_above)), {I64(0)}))});
  take.push_back(St(pos, te::Add(from, I64(kSampleSkipBlock)), {I64(0)}));
  Stmt decide = gpu::If(te::EQ(Ld(above, {I64(0)}), te::IntConst(i32, 0)), Seq(std::move(take)),
                        St(skipping, te::IntConst(i32, 0), {I64(0)}));
  Stmt block = Make<tir::LetStmtNode>(from, Ld(pos, {I64(0)}), Seq({Seq(std::move(sum)), test, decide}));
  PrimExpr more = te::And(te::NE(Ld(skipping, {I64(0)}), te::IntConst(i32, 0)),
                          te::LE(te::Add(Ld(pos, {I64(0)}), I64(kSampleSkipBlock)), end));
  Stmt loop = Seq({St(skipping, te::IntConst(i32, 1), {I64(0)}), gpu::While(more, block)});
  return Allocated(totals, Allocated(skipping, Allocated(above, loop)));
}

// `lanes` samples, base .. base + lanes - 1, each walking its row of `P`.
// Per sample, TVM's get_sample_index stores j wherever
//   (u < cdf[j] or j + 1 == vocab) and (j == 0 or u >= cdf[j - 1])
// and the last store wins, so `found` keeps the last such j. The first and
// last positions are peeled so the loop between them tests only
// u < cdf[j] and u >= cdf[j - 1].
//
// The walk stops early, exactly: once every lane's running total is above
// its u, a later j can only be stored if some later total falls back to u
// or below, which needs a negative (or NaN) probability among the rest. The
// rest is checked for those with a loop LLVM vectorizes (memory speed),
// and only when it finds one does the walk go on to the end. So a sample
// costs the serial add chain up to where it lands, not the whole row, and
// the result is the one the whole walk gives.
Stmt SampleLanes(const Buffer& P, const Buffer& U, const Buffer& R, const Buffer& out, DataType cdf_dtype,
                 int64_t lanes, const PrimExpr& base) {
  PrimExpr vocab = P->shape[1];
  DataType udt = U->dtype;
  Buffer running = ScopedBuffer("running", cdf_dtype, {I64(lanes)}, "local");
  Buffer found = ScopedBuffer("found", DataType::Int(64), {I64(lanes)}, "local");
  Buffer pos = ScopedBuffer("pos", DataType::Int(64), {I64(1)}, "local");
  Buffer falls = ScopedBuffer("falls", DataType::Int(32), {I64(1)}, "local");
  std::vector<TirVar> row(lanes), u(lanes);
  for (int64_t k = 0; k < lanes; ++k) {
    row[k] = gpu::Var("row" + std::to_string(k));
    u[k] = gpu::Var("u" + std::to_string(k), udt);
  }
  auto prob = [&](int64_t k, PrimExpr j) { return te::Cast(cdf_dtype, Ld(P, {row[k], std::move(j)})); };
  auto as_u = [&](PrimExpr cdf) { return te::Cast(udt, std::move(cdf)); };
  auto found_at = [&](int64_t k) { return Ld(found, {I64(k)}); };
  auto keep_if = [&](int64_t k, PrimExpr cond, PrimExpr j) {
    return St(found, te::Select(std::move(cond), std::move(j), found_at(k)), {I64(k)});
  };
  // One step of every lane at position j (fresh Let variables per use).
  int steps = 0;
  auto step_at = [&](const PrimExpr& j) {
    std::vector<Stmt> lanes_step;
    std::string tag = steps++ == 0 ? "" : "_" + std::to_string(steps - 1);
    for (int64_t k = 0; k < lanes; ++k) {
      TirVar prev = gpu::Var("prev" + std::to_string(k) + tag, cdf_dtype);
      TirVar cur = gpu::Var("cur" + std::to_string(k) + tag, cdf_dtype);
      Stmt step =
          Seq({St(running, cur, {I64(k)}), keep_if(k, te::And(te::LT(u[k], as_u(cur)), te::GE(u[k], as_u(prev))), j)});
      step = Make<tir::LetStmtNode>(cur, te::Add(prev, prob(k, j)), step);
      lanes_step.push_back(Make<tir::LetStmtNode>(prev, Ld(running, {I64(k)}), step));
    }
    return Seq(std::move(lanes_step));
  };

  std::vector<Stmt> first, last, init, write;
  PrimExpr some_lane_at_or_below;  // not (u < running), NaN included
  PrimExpr some_fall;              // a probability below 0, or NaN, at jc
  TirVar jc = gpu::Var("jc");
  for (int64_t k = 0; k < lanes; ++k) {
    init.push_back(St(found, I64(-1), {I64(k)}));
    // cumsum's first element is the (cast) probability itself, not 0 + p.
    first.push_back(St(running, prob(k, I64(0)), {I64(k)}));
    first.push_back(keep_if(k, te::Or(te::LT(u[k], as_u(Ld(running, {I64(k)}))), te::EQ(vocab, I64(1))), I64(0)));
    last.push_back(keep_if(k, te::GE(u[k], as_u(Ld(running, {I64(k)}))), te::Sub(vocab, I64(1))));
    PrimExpr below = te::Not(te::LT(u[k], as_u(Ld(running, {I64(k)}))));
    some_lane_at_or_below = k == 0 ? below : te::Or(some_lane_at_or_below, below);
    PrimExpr fall = te::Not(te::GE(prob(k, jc), te::Zero(cdf_dtype)));
    some_fall = k == 0 ? fall : te::Or(some_fall, fall);
    PrimExpr f = found_at(k);
    write.push_back(St(out, te::Cast(out->dtype, te::Select(te::GE(f, I64(0)), f, te::Sub(vocab, I64(1)))),
                       {te::Add(base, I64(k)), I64(0)}));
  }
  PrimExpr end = te::Sub(vocab, I64(1));  // the walk covers positions 1 .. vocab - 2
  PrimExpr at = Ld(pos, {I64(0)});
  // 0: whole blocks in which no lane's total goes above its u, skipped.
  Stmt skip = SkipBlocks(P, cdf_dtype, row, u, running, pos, end);
  // 1: the running totals in cumsum's order until every lane is above its u.
  TirVar jw = gpu::Var("jw");
  Stmt walk = gpu::While(te::And(te::LT(at, end), some_lane_at_or_below),
                         Make<tir::LetStmtNode>(jw, at, Seq({step_at(jw), St(pos, te::Add(jw, I64(1)), {I64(0)})})));
  // 2: can a later total fall back to u or below?
  Stmt check = Seq(
      {St(falls, te::IntConst(DataType::Int(32), 0), {I64(0)}),
       Make<tir::ForNode>(jc, at, te::Max(te::Sub(end, at), I64(0)), tir::ForKind::kSerial,
                          St(falls, te::Max(Ld(falls, {I64(0)}), te::Cast(DataType::Int(32), some_fall)), {I64(0)}))});
  // 3: if so, the rest of the walk as TVM does it.
  TirVar j = gpu::Var("j");
  Stmt rest = gpu::If(te::NE(Ld(falls, {I64(0)}), te::IntConst(DataType::Int(32), 0)),
                      Make<tir::ForNode>(j, at, te::Max(te::Sub(end, at), I64(0)), tir::ForKind::kSerial, step_at(j)));
  Stmt body =
      Seq({Seq(std::move(init)),
           IfNotAlways(te::GT(vocab, I64(0)), Seq({Seq(std::move(first)), St(pos, I64(1), {I64(0)}), skip, walk, check,
                                                   rest, IfNotAlways(te::GE(vocab, I64(2)), Seq(std::move(last)))})),
           Seq(std::move(write))});
  body = Allocated(running, Allocated(found, Allocated(pos, Allocated(falls, body))));
  for (int64_t k = lanes - 1; k >= 0; --k) {
    PrimExpr i = te::Add(base, I64(k));
    body = Make<tir::LetStmtNode>(u[k], Ld(U, {i, I64(0)}), body);
    body = Make<tir::LetStmtNode>(row[k], te::Cast(DataType::Int(64), Ld(R, {i, I64(0)})), body);
  }
  return body;
}

// A LegalizeContext that only adds PrimFuncs (to `state`, or nowhere when
// null: then it just remembers the last one, for comparisons).
class KernelContext : public op::LegalizeContext {
 public:
  explicit KernelContext(transform::ModuleState* state) : state_(state) {}
  GlobalVar AddPrimFunc(const tir::PrimFunc& func, const std::string& name_hint) override {
    last = func;
    if (state_ != nullptr) return state_->AddFunction(func, name_hint);
    return Make<GlobalVarNode>(name_hint);
  }
  Expr LookupBinding(const Var&) const override { return Expr(); }
  Var Emit(const Expr&) override {
    RLX_CHECK(false) << kPassName << ": the fused kernel binds nothing";
    return Var();
  }
  tir::PrimFunc last;

 private:
  transform::ModuleState* state_;
};

// How often each variable is used, and the variable each value is bound to.
class UseCounter : public transform::ExprVisitor {
 public:
  void VisitVar_(const Var& v) override { ++uses[v.get()]; }
  void VisitVarBinding_(const VarBinding& b) override {
    bound_to[b->value.get()] = b->var->name;
    transform::ExprVisitor::VisitVarBinding_(b);
  }
  std::unordered_map<const VarNode*, int> uses;
  std::unordered_map<const void*, std::string> bound_to;
};

bool IsTensorOf(const Expr& e, int64_t rank) {
  auto t = GetStructInfo(e).as<TensorStructInfoNode>();
  return t.defined() && t->GetShapeValues() != nullptr && static_cast<int64_t>(t->GetShapeValues()->size()) == rank;
}

DataType DtypeOf(const Expr& e) { return GetStructInfo(e).as<TensorStructInfoNode>()->dtype; }

class Fuser {
 public:
  Fuser(const IRModule& mod, transform::ModuleState* state, std::string function, std::string target,
        const DecisionSink& record)
      : mod_(mod), state_(state), function_(std::move(function)), target_(std::move(target)), record_(record) {}

  Function Run(const Function& f) {
    UseCounter counter;
    counter.VisitExpr(f);
    uses_ = std::move(counter.uses);
    bound_to_ = std::move(counter.bound_to);
    pattern::DFPattern prob = pattern::Wildcard();
    cumsum_ = pattern::IsOp("relax.cumsum")({prob});
    pattern::DFPattern call =
        pattern::IsCallTIR("get_sample_index", {cumsum_, pattern::Wildcard(), pattern::Wildcard()});
    return pattern::RewriteCall(
        call, [&](const Expr& matched, const pattern::MatchResult& m) { return Rewrite(matched, m); }, f);
  }

 private:
  Expr Rewrite(const Expr& matched, const pattern::MatchResult& m) {
    Call call = matched.cast<CallNode>();
    auto args = call->args[1].as<TupleNode>();
    auto cdf_var = args.defined() && args->fields.size() == 3 ? args->fields[0].as<VarNode>() : Ref<VarNode>();
    auto gv = call->args[0].as<GlobalVarNode>();
    auto cumsum = m.Get(cumsum_).as<CallNode>();
    if (!cdf_var.defined() || !gv.defined() || !cumsum.defined() || call->args.size() != 2) return matched;
    // Another use of the cumulative distribution would keep the cumsum.
    if (uses_[cdf_var.get()] != 1) return matched;
    const Expr& prob = cumsum->args[0];
    const Expr& cdf = args->fields[0];
    const Expr& usample = args->fields[1];
    const Expr& rows = args->fields[2];
    if (!IsTensorOf(prob, 2) || !IsTensorOf(cdf, 2) || !IsTensorOf(usample, 2) || !IsTensorOf(rows, 2)) return matched;
    std::optional<int64_t> axis = op::GetOptionalIntAttr(cumsum, "axis");
    if (!axis || (*axis != 1 && *axis != -1) || op::GetBoolAttr(cumsum, "exclusive")) return matched;
    auto out = GetStructInfo(call).as<TensorStructInfoNode>();
    if (!out.defined()) return matched;
    DataType out_dtype = out->dtype;
    // Only the kernel DispatchSampling generates for these operands: its
    // semantics are what the fused kernel reproduces.
    auto callee = mod_->Lookup(gv->name).as<tir::PrimFuncNode>();
    if (!callee.defined()) return matched;
    KernelContext probe(nullptr);
    // TEArgs numbers the parameters in the order of the Tensor() calls.
    auto operands = [&](op::TEArgs& a, const Expr& first) {
      te::Tensor p = a.Tensor(first);
      te::Tensor u = a.Tensor(usample);
      te::Tensor r = a.Tensor(rows);
      return std::vector<te::Tensor>{p, u, r};
    };
    op::CallTE1(probe, "get_sample_index", [&](op::TEArgs& a) {
      std::vector<te::Tensor> t = operands(a, cdf);
      return GetSampleIndex(t[0], t[1], t[2], out_dtype);
    });
    if (!probe.last.defined() || !StructuralEqual(probe.last, callee, /*map_free_vars=*/true)) return matched;

    KernelContext ctx(state_);
    Expr fused = op::CallTE1(ctx, kKernelName, [&](op::TEArgs& a) {
      std::vector<te::Tensor> t = operands(a, prob);
      return SampleIndexFromProb(t[0], t[1], t[2], DtypeOf(cdf), out_dtype);
    });
    auto var = bound_to_.find(matched.get());
    if (record_) {
      record_({kPassName, function_, var == bound_to_.end() ? "" : var->second, "relax.multinomial_from_uniform",
               "multinomial.cpu.fused", target_,
               "cumsum " + cdf_var->name + " feeds only " + gv->name + " -> " + kKernelName +
                   " (one pass over the probabilities, cumsum's order of additions)",
               "", 0});
    }
    return fused;
  }

  const IRModule& mod_;
  transform::ModuleState* state_;
  std::string function_;
  std::string target_;
  const DecisionSink& record_;
  std::unordered_map<const VarNode*, int> uses_;
  std::unordered_map<const void*, std::string> bound_to_;
  pattern::DFPattern cumsum_;
};

}  // namespace

te::Tensor SampleIndexFromProb(te::Tensor prob, te::Tensor usample, te::Tensor indices, DataType cdf_dtype,
                               DataType out_dtype) {
  std::vector<PrimExpr> out_shape{usample.shape()[0], Int64(1)};
  auto body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    const Buffer& out = outs[0];
    PrimExpr n = out->shape[0];
    TirVar group = gpu::Var("group");
    TirVar rest = gpu::Var("rest");
    PrimExpr groups = te::FloorDiv(n, I64(kSampleLanes));
    PrimExpr done = te::Mul(groups, I64(kSampleLanes));
    std::vector<Stmt> loops;
    AddParallel(&loops, group, groups,
                SampleLanes(ins[0], ins[1], ins[2], out, cdf_dtype, kSampleLanes, te::Mul(group, I64(kSampleLanes))));
    AddParallel(&loops, rest, te::Sub(n, done),
                SampleLanes(ins[0], ins[1], ins[2], out, cdf_dtype, 1, te::Add(done, rest)));
    return Seq(std::move(loops));
  };
  return te::extern_op({out_shape}, {out_dtype}, {prob, usample, indices}, body, "T_sample_index_from_prob",
                       "T_sample_index_from_prob")[0];
}

IRModule FuseCumsumIntoSampleIndex(const IRModule& mod, const std::optional<Target>& context,
                                   const DecisionSink& record) {
  if (context && context->IsGpu()) return mod;
  transform::ModuleState state(mod);
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    Fuser fuser(mod, &state, kv.first, context ? context->ToString() : "", record);
    Function out = fuser.Run(f);
    if (!out.same_as(f)) state.Update(kv.first, out);
  }
  return state.Finish(mod);
}

PassPtr FuseCumsumIntoSampleIndex() {
  PassInfo info;
  info.name = kPassName;
  info.opt_level = 0;
  return CreateModulePass(
      [](const IRModule& mod, PassContext& ctx) {
        return FuseCumsumIntoSampleIndex(mod, ctx.target, RecorderSink(ctx));
      },
      info);
}

}  // namespace backend
}  // namespace rlx
