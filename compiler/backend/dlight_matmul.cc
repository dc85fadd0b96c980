#include "compiler/backend/dlight_matmul.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "compiler/backend/dlight_common.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

struct MatmulLayout {
  size_t i = 0, j = 0, k = 0;
  std::vector<size_t> batch;
  PrimExpr a, b;  // the operands: a reads (i, k), b reads (k, j)
};

std::optional<MatmulLayout> AnalyzeMatmul(const dlight::LoopNest& nest, const dlight::ReductionUpdate& red) {
  if (red.op != NodeKind::kAdd || nest.loops.size() != nest.num_spatial + 1) return std::nullopt;
  PrimExpr rhs = red.rhs;
  if (auto c = rhs.as<CastNode>()) rhs = c->value;
  auto mul = rhs.as<BinaryNode>();
  if (!mul.defined() || mul->kind() != NodeKind::kMul) return std::nullopt;
  MatmulLayout m;
  m.k = nest.num_spatial;
  m.a = mul->a;
  m.b = mul->b;
  const TirVar& k = nest.IterVar(m.k);
  if (!dlight::UsesVar(m.a, k) || !dlight::UsesVar(m.b, k)) return std::nullopt;
  std::vector<size_t> only_a, only_b;
  for (size_t v = 0; v < nest.num_spatial; ++v) {
    bool in_a = dlight::UsesVar(m.a, nest.IterVar(v)), in_b = dlight::UsesVar(m.b, nest.IterVar(v));
    if (in_a && !in_b) {
      only_a.push_back(v);
    } else if (in_b && !in_a) {
      only_b.push_back(v);
    } else {
      m.batch.push_back(v);
    }
  }
  if (only_a.empty() || only_b.empty()) return std::nullopt;
  // With several candidates (a batch dim only one operand has, broadcast
  // in the other), the innermost is the matrix axis and the rest are batch
  // axes: any choice computes the same, this one keeps tiles contiguous.
  m.i = only_a.back();
  m.j = only_b.back();
  m.batch.insert(m.batch.end(), only_a.begin(), only_a.end() - 1);
  m.batch.insert(m.batch.end(), only_b.begin(), only_b.end() - 1);
  std::sort(m.batch.begin(), m.batch.end());
  if (te::IsConstValue(nest.loops[m.i]->extent, 1) || te::IsConstValue(nest.loops[m.j]->extent, 1)) {
    return std::nullopt;
  }
  return m;
}

}  // namespace

tir::Stmt ScheduleMatmulNest(const tir::Stmt& s, int64_t max_threads) {
  if (max_threads < 64) return Stmt();
  std::optional<dlight::LoopNest> nest = dlight::MatchLoopNest(s);
  if (!nest || !nest->is_reduction()) return Stmt();
  std::optional<dlight::ReductionUpdate> red = dlight::MatchReductionUpdate(nest->block());
  if (!red) return Stmt();
  std::optional<MatmulLayout> m = AnalyzeMatmul(*nest, *red);
  if (!m) return Stmt();

  const int64_t ty_n = max_threads >= 256 ? 16 : 8, tx_n = ty_n, rm = 2, rn = 2;
  const int64_t bm = ty_n * rm, bn = tx_n * rn, bk = 16, nt = ty_n * tx_n;
  PrimExpr M = te::ToInt64(nest->loops[m->i]->extent), N = te::ToInt64(nest->loops[m->j]->extent);
  PrimExpr K = te::ToInt64(nest->loops[m->k]->extent);
  std::vector<PrimExpr> batch_extents;
  PrimExpr batch = I64(1);
  for (size_t v : m->batch) {
    batch_extents.push_back(te::ToInt64(nest->loops[v]->extent));
    batch = te::Mul(batch, batch_extents.back());
  }
  TirVar bx = Var("j_tile"), by = Var("i_tile"), bz = Var("batch"), tx = Var("j_thread"), ty = Var("i_thread");
  TirVar ko = Var("k_tile"), kk = Var("k_inner");
  std::vector<PrimExpr> batch_index = Unflatten(batch_extents, bz);
  // The iter var values at output position (gi, gj), reduction position gk.
  auto at = [&](const PrimExpr& gi, const PrimExpr& gj, const PrimExpr& gk) {
    std::vector<PrimExpr> values(nest->loops.size(), I64(0));
    for (size_t n = 0; n < m->batch.size(); ++n) values[m->batch[n]] = batch_index[n];
    values[m->i] = gi;
    values[m->j] = gj;
    values[m->k] = gk;
    return nest->Bind(values);
  };
  DataType a_type = m->a->dtype, b_type = m->b->dtype, acc_type = red->update->buffer->dtype;
  Buffer as = ScopedBuffer("A_shared", a_type, {I64(bm * bk)}, "shared");
  Buffer bs = ScopedBuffer("B_shared", b_type, {I64(bk * bn)}, "shared");
  Buffer acc = ScopedBuffer("C_local", acc_type, {I64(rm * rn)}, "local");
  PrimExpr tid = te::Add(te::Mul(ty, I64(tx_n)), tx);

  // One tile of an operand: element e of `count` in row-major [rows, cols]
  // order, at matrix position (r0 + e / cols, c0 + e % cols).
  auto load_tile = [&](const Buffer& tile, int64_t cols, int64_t count, bool is_a) {
    TirVar l = Var(is_a ? "load_a" : "load_b");
    PrimExpr e = te::Add(te::Mul(l, I64(nt)), tid);
    PrimExpr r = te::FloorDiv(e, I64(cols)), c = te::FloorMod(e, I64(cols));
    PrimExpr gi = te::Add(te::Mul(by, I64(bm)), r), gk_a = te::Add(te::Mul(ko, I64(bk)), c);
    PrimExpr gk_b = te::Add(te::Mul(ko, I64(bk)), r), gj = te::Add(te::Mul(bx, I64(bn)), c);
    PrimExpr inside = is_a ? te::And(te::LT(gi, M), te::LT(gk_a, K)) : te::And(te::LT(gk_b, K), te::LT(gj, N));
    PrimExpr value = is_a ? te::Substitute(m->a, at(gi, I64(0), gk_a)) : te::Substitute(m->b, at(I64(0), gj, gk_b));
    Stmt store = If(inside, St(tile, value, {e}), St(tile, te::Zero(tile->dtype), {e}));
    return Serial(l, I64((count + nt - 1) / nt), count % nt == 0 ? store : If(te::LT(e, I64(count)), store));
  };
  // Each loop nest gets its own variables: TIR binds a variable once.
  TirVar mi = Var("i_micro"), ni = Var("j_micro"), mo = Var("i_out"), no = Var("j_out"), z = Var("c_init");
  PrimExpr micro = te::Add(te::Mul(mi, I64(rn)), ni), micro_out = te::Add(te::Mul(mo, I64(rn)), no);
  PrimExpr a_elem = Ld(as, {te::Add(te::Mul(te::Add(te::Mul(ty, I64(rm)), mi), I64(bk)), kk)});
  PrimExpr b_elem = Ld(bs, {te::Add(te::Mul(kk, I64(bn)), te::Add(te::Mul(tx, I64(rn)), ni))});
  PrimExpr product = te::Mul(a_elem, b_elem);
  if (product->dtype != acc_type) product = te::Cast(acc_type, product);
  Stmt mac = Serial(kk, I64(bk),
                    Serial(mi, I64(rm), Serial(ni, I64(rn), St(acc, te::Add(Ld(acc, {micro}), product), {micro}))));
  Stmt k_loop = Serial(
      ko, te::CeilDiv(K, I64(bk)),
      Seq({load_tile(as, bk, bm * bk, true), load_tile(bs, bn, bk * bn, false), SyncShared(), mac, SyncShared()}));
  PrimExpr gi = te::Add(te::Mul(by, I64(bm)), te::Add(te::Mul(ty, I64(rm)), mo));
  PrimExpr gj = te::Add(te::Mul(bx, I64(bn)), te::Add(te::Mul(tx, I64(rn)), no));
  te::VarMap out_at = at(gi, gj, I64(0));
  Stmt epilogue =
      Serial(mo, I64(rm),
             Serial(no, I64(rn),
                    If(te::And(te::LT(gi, M), te::LT(gj, N)),
                       St(red->update->buffer, te::Add(te::Substitute(red->init->value, out_at), Ld(acc, {micro_out})),
                          te::Substitute(red->update->indices, out_at)))));
  Stmt zero = Serial(z, I64(rm * rn), St(acc, te::Zero(acc_type), {z}));
  Stmt kernel = Allocated(acc, Allocated(as, Allocated(bs, Seq({zero, k_loop, epilogue}))));
  return Bind(bz, batch, "blockIdx.z",
              Bind(by, te::CeilDiv(M, I64(bm)), "blockIdx.y",
                   Bind(bx, te::CeilDiv(N, I64(bn)), "blockIdx.x",
                        Bind(ty, I64(ty_n), "threadIdx.y", Bind(tx, I64(tx_n), "threadIdx.x", kernel)))));
}

}  // namespace backend
}  // namespace rlx
