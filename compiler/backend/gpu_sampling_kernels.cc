#include "compiler/backend/gpu_sampling_kernels.h"

#include <memory>
#include <vector>

#include "compiler/backend/gpu_tir.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr.h"
#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

constexpr int64_t kTy = 4, kTx = 32, kElem = 4;
constexpr int64_t kThreads = kTy * kTx;
constexpr int64_t kChunk = kThreads * kElem;
constexpr double kEps = 1e-6;

}  // namespace

tir::PrimFunc ParallelSamplingFromProb(DataType prob_dtype, DataType sample_dtype, DataType index_dtype,
                                       DataType out_dtype, DataType temp_index_dtype) {
  TirVar n = Var("n"), vocab = Var("vocab_size"), batch = Var("batch_size");
  te::Tensor prob = te::placeholder({n, vocab}, prob_dtype, "prob");
  te::Tensor usample = te::placeholder({batch, I64(1)}, sample_dtype, "uniform_samples");
  te::Tensor rows = te::placeholder({batch, I64(1)}, index_dtype, "row_indices");
  auto body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    const Buffer& P = ins[0];
    const Buffer& U = ins[1];
    const Buffer& R = ins[2];
    const Buffer& out = outs[0];
    TirVar bx = Var("bx"), ty = Var("ty"), tx = Var("tx");
    Buffer orig = ScopedBuffer("probs", prob_dtype, {I64(kElem)}, "local");
    Buffer cum = ScopedBuffer("prefix", prob_dtype, {I64(kElem)}, "local");
    Buffer part = ScopedBuffer("part", prob_dtype, {I64(1)}, "local");
    Buffer cand = ScopedBuffer("candidate", temp_index_dtype, {I64(1)}, "local");
    Buffer step = ScopedBuffer("step", temp_index_dtype, {I64(1)}, "local");
    Buffer red = ScopedBuffer("red_buf", prob_dtype, {I64(kThreads)}, "shared");
    Buffer ids = ScopedBuffer("red_idx", temp_index_dtype, {I64(kThreads)}, "shared");
    Buffer agg = ScopedBuffer("aggregate", prob_dtype, {I64(1)}, "shared");
    // state[0]: the sample found so far (vocab - 1 until one is), state[1]:
    // whether the running total has reached the threshold.
    Buffer state = ScopedBuffer("state", temp_index_dtype, {I64(2)}, "shared");
    TirVar lane = Var("lane");
    TirVar row = Var("row");
    TirVar base = Var("base");
    PrimExpr zero = te::Zero(prob_dtype);
    PrimExpr threshold = te::Sub(Ld(U, {bx, I64(0)}), te::Const(sample_dtype, kEps));
    PrimExpr first = te::Sub(PrimExpr(vocab), I64(1));
    auto c = [&](int64_t i) { return Ld(cum, {I64(i)}); };
    std::vector<Stmt> chunk;
    // Load this thread's 4 probabilities (> 0 only) and scan them.
    for (int64_t i = 0; i < kElem; ++i) {
      PrimExpr idx = te::Add(base, I64(i));
      chunk.push_back(St(orig, te::IfThenElse(te::LT(idx, vocab), Ld(P, {row, idx}), zero), {I64(i)}));
      PrimExpr p = Ld(orig, {I64(i)});
      chunk.push_back(St(orig, te::Select(te::GT(p, zero), p, zero), {I64(i)}));
      chunk.push_back(St(cum, i == 0 ? Ld(orig, {I64(0)}) : te::Add(c(i - 1), Ld(orig, {I64(i)})), {I64(i)}));
    }
    // Block inclusive scan of the thread totals (Hillis-Steele).
    chunk.push_back(St(red, c(kElem - 1), {lane}));
    chunk.push_back(SyncShared());
    for (int64_t off = 1; off < kThreads; off *= 2) {
      chunk.push_back(
          St(part, te::IfThenElse(te::GE(lane, I64(off)), Ld(red, {te::Sub(lane, I64(off))}), zero), {I64(0)}));
      chunk.push_back(SyncShared());
      chunk.push_back(St(red, te::Add(Ld(red, {lane}), Ld(part, {I64(0)})), {lane}));
      chunk.push_back(SyncShared());
    }
    PrimExpr total = Ld(red, {I64(kThreads - 1)});
    PrimExpr before =
        te::Add(Ld(agg, {I64(0)}), te::IfThenElse(te::GT(lane, I64(0)), Ld(red, {te::Sub(lane, I64(1))}), zero));
    // In the chunk that reaches the threshold: the first index with a
    // positive probability whose running total reaches it.
    std::vector<Stmt> found;
    found.push_back(St(cand, first, {I64(0)}));
    for (int64_t i = kElem - 1; i >= 0; --i) {
      PrimExpr idx = te::Add(base, I64(i));
      PrimExpr hit = te::And(te::And(te::LT(idx, vocab), te::GT(Ld(orig, {I64(i)}), zero)),
                             te::GE(te::Add(before, c(i)), threshold));
      found.push_back(If(hit, St(cand, idx, {I64(0)})));
    }
    found.push_back(St(ids, Ld(cand, {I64(0)}), {lane}));
    found.push_back(SyncShared());
    for (int64_t half = kThreads / 2; half >= 1; half /= 2) {
      found.push_back(
          If(te::LT(lane, I64(half)), St(ids, te::Min(Ld(ids, {lane}), Ld(ids, {te::Add(lane, I64(half))})), {lane})));
      found.push_back(SyncShared());
    }
    found.push_back(
        If(te::EQ(lane, I64(0)), Seq({St(state, Ld(ids, {I64(0)}), {I64(0)}), St(state, I64(1), {I64(1)})})));
    chunk.push_back(If(te::GE(te::Add(Ld(agg, {I64(0)}), total), threshold), Seq(std::move(found))));
    chunk.push_back(SyncShared());
    chunk.push_back(If(te::EQ(lane, I64(0)), St(agg, te::Add(Ld(agg, {I64(0)}), total), {I64(0)})));
    chunk.push_back(SyncShared());
    chunk.push_back(St(step, te::Add(Ld(step, {I64(0)}), te::IntConst(temp_index_dtype, 1)), {I64(0)}));

    PrimExpr nchunks = te::CeilDiv(PrimExpr(vocab), I64(kChunk));
    Stmt kernel = Seq({
        If(te::EQ(lane, I64(0)),
           Seq({St(agg, zero, {I64(0)}), St(state, first, {I64(0)}), St(state, I64(0), {I64(1)})})),
        St(step, I64(0), {I64(0)}),
        SyncShared(),
        // TVM loops while `step == 0 or aggregate < u - eps`; the shared
        // flag set by the chunk that reaches the threshold says the same.
        While(te::And(te::LT(Ld(step, {I64(0)}), nchunks), te::EQ(Ld(state, {I64(1)}), I64(0))),
              Make<tir::LetStmtNode>(base, te::Add(te::Mul(Ld(step, {I64(0)}), I64(kChunk)), te::Mul(lane, I64(kElem))),
                                     Seq(std::move(chunk)))),
        // Written even when no chunk reached the threshold (state[0] is
        // then vocab - 1); TVM's kernel leaves token_ids[b] unwritten.
        If(te::EQ(lane, I64(0)), St(out, te::Cast(out_dtype, Ld(state, {I64(0)})), {bx, I64(0)})),
    });
    for (const Buffer& b : {state, agg, ids, red, step, cand, part, cum, orig}) kernel = Allocated(b, kernel);
    // The row index is cast to int64 (TVM #19902).
    kernel = Make<tir::LetStmtNode>(row, te::Cast(DataType::Int(64), Ld(R, {bx, I64(0)})), kernel);
    kernel = Make<tir::LetStmtNode>(lane, te::Add(te::Mul(ty, I64(kTx)), tx), kernel);
    return Bind(bx, batch, "blockIdx.x", Bind(ty, I64(kTy), "threadIdx.y", Bind(tx, I64(kTx), "threadIdx.x", kernel)));
  };
  te::Tensor token_ids = te::extern_op({{batch, I64(1)}}, {out_dtype}, {prob, usample, rows}, body, "token_ids",
                                       "parallel_sampling_from_prob")[0];
  tir::PrimFunc f = te::CreatePrimFunc({prob, usample, rows, token_ids});
  auto node = std::make_shared<tir::PrimFuncNode>();
  node->params = f->params;
  node->buffer_map = f->buffer_map;
  node->ret_type = f->ret_type;
  node->body = f->body;
  node->attrs = f->attrs;
  node->s_tir = f->s_tir;
  node->attrs = MapWith(MapWith(node->attrs, "global_symbol", MakeString("parallel_sampling_from_prob")),
                        "tirx.is_scheduled", Bool(true));
  return tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(node)));
}

}  // namespace backend
}  // namespace rlx
