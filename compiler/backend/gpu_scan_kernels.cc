#include "compiler/backend/gpu_scan_kernels.h"

#include <functional>
#include <string>
#include <vector>

#include "compiler/backend/gpu_tir.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

using IndexFn = std::function<std::vector<PrimExpr>(const PrimExpr& row, const PrimExpr& k)>;

// One kernel launch over `rows` rows of `blocks_per_row` thread blocks of
// `threads` threads, blocks of all rows fused into blockIdx.x.
Stmt LaunchRows(const PrimExpr& rows, const PrimExpr& blocks_per_row, int64_t threads,
                const std::function<Stmt(PrimExpr row, PrimExpr block, PrimExpr tx)>& body) {
  TirVar bx = Var("bx");
  TirVar tx = Var("tx");
  return Bind(bx, te::Mul(rows, blocks_per_row), "blockIdx.x",
              Bind(tx, I64(threads), "threadIdx.x", Let("row", te::FloorDiv(bx, blocks_per_row), [&](PrimExpr row) {
                     return Let("blk", te::FloorMod(bx, blocks_per_row),
                                [&](PrimExpr blk) { return body(row, blk, tx); });
                   })));
}

// `f` as the dispatcher adds a hand-scheduled kernel: private (no
// global_symbol) and marked tirx.is_scheduled so later schedules skip it.
tir::PrimFunc PrivateScheduled(const tir::PrimFunc& f) {
  auto node = std::make_shared<tir::PrimFuncNode>();
  node->params = f->params;
  node->buffer_map = f->buffer_map;
  node->ret_type = f->ret_type;
  node->body = f->body;
  node->s_tir = f->s_tir;
  node->attrs = MapWith(MapWithout(f->attrs, "global_symbol"), "tirx.is_scheduled", Bool(true));
  node->is_private = true;
  return tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(node)));
}

}  // namespace

te::Tensor ScanGpu(te::Tensor x, std::optional<int64_t> axis, DataType out_dtype, bool exclusive, bool product,
                   int64_t max_threads) {
  std::vector<PrimExpr> in_shape = te::ToInt64(x.shape());
  std::vector<PrimExpr> out_shape = in_shape;
  if (!axis) {
    PrimExpr n = I64(1);
    for (const PrimExpr& d : in_shape) n = te::Mul(n, d);
    out_shape = {n};
  }
  std::string name = product ? "cumprod_gpu" : "cumsum_gpu";
  auto combine = [product](PrimExpr a, PrimExpr b) { return product ? te::Mul(a, b) : te::Add(a, b); };
  PrimExpr identity = product ? te::One(out_dtype) : te::Zero(out_dtype);
  const int64_t T = max_threads;
  te::FExtern body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    const Buffer& in = ins[0];
    const Buffer& out = outs[0];
    PrimExpr rows, L;
    IndexFn src, dst;
    if (!axis) {
      rows = I64(1);
      L = out_shape[0];
      src = [&](const PrimExpr&, const PrimExpr& k) { return Unflatten(in_shape, k); };
      dst = [](const PrimExpr&, const PrimExpr& k) { return std::vector<PrimExpr>{k}; };
    } else {
      int64_t ndim = static_cast<int64_t>(in_shape.size());
      RowLayout layout(in_shape, *axis < 0 ? *axis + ndim : *axis);
      rows = layout.rows();
      L = layout.length();
      src = dst = [layout](const PrimExpr& r, const PrimExpr& k) { return layout.Index(r, k); };
    }
    auto o = [&](const PrimExpr& r, const PrimExpr& k) { return Ld(out, dst(r, k)); };
    std::vector<Stmt> stages;
    // Copy (and cast) the input into the output.
    PrimExpr nb = te::CeilDiv(L, I64(T));
    stages.push_back(LaunchRows(rows, nb, T, [&](PrimExpr r, PrimExpr b, PrimExpr tx) {
      PrimExpr k = te::Add(te::Mul(b, I64(T)), tx);
      return If(te::LT(k, L), St(out, te::Cast(out_dtype, Ld(in, src(r, k))), dst(r, k)));
    }));
    PrimExpr lim = CeilLog2(L);
    // Up-sweep: level l combines pairs `width` = 2^(l+1) apart.
    TirVar l = Var("l2_width");
    stages.push_back(Serial(l, lim, Let("width", ShiftLeft(I64(2), l), [&](PrimExpr width) {
                              PrimExpr nbl = te::CeilDiv(L, te::Mul(I64(T), width));
                              return LaunchRows(rows, nbl, T, [&](PrimExpr r, PrimExpr b, PrimExpr tx) {
                                PrimExpr start = te::Mul(width, te::Add(te::Mul(b, I64(T)), tx));
                                PrimExpr middle = te::Add(start, ShiftRight(width, I64(1)));
                                PrimExpr end = te::Min(te::Add(start, width), L);
                                PrimExpr last = te::Sub(end, I64(1));
                                return If(te::LT(middle, L),
                                          St(out, combine(o(r, last), o(r, te::Sub(middle, I64(1)))), dst(r, last)));
                              });
                            })));
    // The row totals give way to the identity at the root.
    {
      TirVar bx = Var("bx");
      TirVar tx = Var("tx");
      PrimExpr r = te::Add(te::Mul(bx, I64(T)), tx);
      stages.push_back(
          Bind(bx, te::CeilDiv(rows, I64(T)), "blockIdx.x",
               Bind(tx, I64(T), "threadIdx.x",
                    If(te::And(te::LT(r, rows), te::GT(L, I64(0))), St(out, identity, dst(r, te::Sub(L, I64(1))))))));
    }
    // Down-sweep, widest level first.
    TirVar d = Var("l2_width");
    stages.push_back(
        Serial(d, lim, Let("width", ShiftLeft(I64(2), te::Sub(te::Sub(lim, d), I64(1))), [&](PrimExpr width) {
                 PrimExpr nbl = te::CeilDiv(L, te::Mul(I64(T), width));
                 return LaunchRows(rows, nbl, T, [&](PrimExpr r, PrimExpr b, PrimExpr tx) {
                   PrimExpr start = te::Mul(width, te::Add(te::Mul(b, I64(T)), tx));
                   PrimExpr middle = te::Add(start, ShiftRight(width, I64(1)));
                   PrimExpr end = te::Min(te::Add(start, width), L);
                   PrimExpr last = te::Sub(end, I64(1));
                   PrimExpr mid = te::Sub(middle, I64(1));
                   Buffer tmp = ScopedBuffer("tmp", out_dtype, {I64(1)}, "local");
                   Stmt swap = Seq({St(tmp, o(r, mid), {I64(0)}), St(out, o(r, last), dst(r, mid)),
                                    St(out, combine(o(r, last), Ld(tmp, {I64(0)})), dst(r, last))});
                   return If(te::LT(middle, L), Allocated(tmp, swap));
                 });
               })));
    if (!exclusive) {
      stages.push_back(LaunchRows(rows, nb, T, [&](PrimExpr r, PrimExpr b, PrimExpr tx) {
        PrimExpr k = te::Add(te::Mul(b, I64(T)), tx);
        return If(te::LT(k, L), St(out, combine(o(r, k), te::Cast(out_dtype, Ld(in, src(r, k)))), dst(r, k)));
      }));
    }
    return Seq(std::move(stages));
  };
  return te::extern_op({out_shape}, {out_dtype}, {x}, body, name, name)[0];
}

int64_t ContinuousCumsumMaxRounds(int index_bits) { return (index_bits - 1) / 9; }

int64_t ContinuousCumsumMaxExtent(int index_bits) {
  return index_bits >= 64 ? INT64_MAX : (int64_t{1} << (index_bits - 1)) - 1;
}

namespace {

bool IsPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

int64_t Log2(int64_t v) {
  int64_t r = 0;
  while ((int64_t{1} << r) < v) ++r;
  return r;
}

// The tile-level pieces of the continuous kernel over rows blockIdx.y
// (TVM's layout: gridDim.y = m) and tiles blockIdx.x.
class ContinuousBuilder {
 public:
  ContinuousBuilder(const ContinuousCumsumConfig& c, DataType out_dtype, PrimExpr m)
      : c_(c), out_dtype_(out_dtype), m_(std::move(m)), block_elem_(c.ty_len * c.tx_len * c.thread_elem) {}

  // Inclusive scan of each tile of src[row, src_off : src_off + len) into
  // dst at dst_off; tile b's total goes to tmp[row, tot_off + b].
  Stmt BlockScan(PrimExpr len, PrimExpr nblocks, const Buffer& src, PrimExpr src_off, const Buffer& dst,
                 PrimExpr dst_off, const Buffer& tmp, PrimExpr tot_off) const {
    return Launch(nblocks, [&](PrimExpr by, PrimExpr bx, PrimExpr ty, PrimExpr tx) {
      const int64_t E = c_.thread_elem, TX = c_.tx_len, TY = c_.ty_len;
      Buffer vals = ScopedBuffer("vals", out_dtype_, {I64(E)}, "local");
      Buffer part = ScopedBuffer("part", out_dtype_, {I64(2)}, "local");
      Buffer lane = ScopedBuffer("lane_sum", out_dtype_, {I64(TY * TX)}, "shared");
      Buffer warp = ScopedBuffer("warp_sum", out_dtype_, {I64(TY)}, "shared");
      TirVar lane_id = Var("lane");
      TirVar base = Var("base");
      PrimExpr zero = te::Zero(out_dtype_);
      auto v = [&](int64_t i) { return Ld(vals, {I64(i)}); };
      std::vector<Stmt> s;
      // Load (zero past len) and scan this thread's elements in registers.
      for (int64_t i = 0; i < E; ++i) {
        PrimExpr idx = te::Add(base, I64(i));
        s.push_back(
            St(vals, te::IfThenElse(te::LT(idx, len), te::Cast(out_dtype_, Ld(src, {by, te::Add(src_off, idx)})), zero),
               {I64(i)}));
      }
      for (int64_t i = 1; i < E; ++i) s.push_back(St(vals, te::Add(v(i), v(i - 1)), {I64(i)}));
      s.push_back(St(lane, v(E - 1), {lane_id}));
      s.push_back(SyncShared());
      // Hillis-Steele scan of the thread totals within each warp row.
      for (int64_t off = 1; off < TX; off *= 2) {
        s.push_back(
            St(part, te::IfThenElse(te::GE(tx, I64(off)), Ld(lane, {te::Sub(lane_id, I64(off))}), zero), {I64(0)}));
        s.push_back(SyncShared());
        s.push_back(St(lane, te::Add(Ld(lane, {lane_id}), Ld(part, {I64(0)})), {lane_id}));
        s.push_back(SyncShared());
      }
      s.push_back(If(te::EQ(tx, I64(TX - 1)), St(warp, Ld(lane, {lane_id}), {ty})));
      s.push_back(SyncShared());
      // This thread's prefix: earlier lanes of its warp row, then earlier rows.
      s.push_back(St(part, te::IfThenElse(te::GT(tx, I64(0)), Ld(lane, {te::Sub(lane_id, I64(1))}), zero), {I64(1)}));
      for (int64_t w = 0; w + 1 < TY; ++w) {
        s.push_back(If(te::GT(ty, I64(w)), St(part, te::Add(Ld(part, {I64(1)}), Ld(warp, {I64(w)})), {I64(1)})));
      }
      PrimExpr prefix = Ld(part, {I64(1)});
      for (int64_t i = 0; i < E; ++i) {
        PrimExpr idx = te::Add(base, I64(i));
        s.push_back(If(te::LT(idx, len), St(dst, te::Add(v(i), prefix), {by, te::Add(dst_off, idx)})));
      }
      s.push_back(
          If(te::EQ(lane_id, I64(TY * TX - 1)), St(tmp, te::Add(v(E - 1), prefix), {by, te::Add(tot_off, bx)})));
      Stmt body = Make<tir::LetStmtNode>(base, te::Add(te::Mul(bx, I64(block_elem_)), te::Mul(lane_id, I64(E))),
                                         Seq(std::move(s)));
      body = Make<tir::LetStmtNode>(lane_id, te::Add(te::Mul(ty, I64(TX)), tx), body);
      return Allocated(vals, Allocated(part, Allocated(lane, Allocated(warp, body))));
    });
  }

  // Adds tile b-1's running total (tmp[row, src_off + b - 1]) to every
  // element of tile b > 0 of dst[row, dst_off : dst_off + len).
  Stmt AddCarry(PrimExpr len, PrimExpr nblocks, const Buffer& tmp, PrimExpr src_off, const Buffer& dst,
                PrimExpr dst_off) const {
    return Launch(nblocks, [&](PrimExpr by, PrimExpr bx, PrimExpr ty, PrimExpr tx) {
      const int64_t E = c_.thread_elem;
      PrimExpr lane_id = te::Add(te::Mul(ty, I64(c_.tx_len)), tx);
      std::vector<Stmt> s;
      for (int64_t i = 0; i < E; ++i) {
        // Strided so that neighbouring threads touch neighbouring elements.
        PrimExpr idx =
            te::Add(te::Add(te::Mul(bx, I64(block_elem_)), te::Mul(I64(i), I64(c_.ty_len * c_.tx_len))), lane_id);
        PrimExpr at = te::Add(dst_off, idx);
        s.push_back(
            If(te::And(te::GT(bx, I64(0)), te::LT(idx, len)),
               St(dst, te::Add(Ld(dst, {by, at}), Ld(tmp, {by, te::Sub(te::Add(src_off, bx), I64(1))})), {by, at})));
      }
      return Seq(std::move(s));
    });
  }

 private:
  // Rows go to blockIdx.y as in TVM, but at most rows_per_launch of them
  // per launch (CUDA's gridDim.y is at most 65535; TVM launches all m rows
  // at once, §2.11 of the notes): a host loop over row chunks, unless a
  // static m fits in one launch.
  Stmt Launch(PrimExpr nblocks, const std::function<Stmt(PrimExpr, PrimExpr, PrimExpr, PrimExpr)>& body) const {
    TirVar by = Var("by"), bx = Var("bx"), ty = Var("ty"), tx = Var("tx");
    // The row index is bound inside the innermost thread loop, so thread
    // bindings stay directly nested.
    auto threads = [&](const std::function<Stmt(const std::function<Stmt(PrimExpr)>&)>& with_row) {
      return Bind(
          bx, nblocks, "blockIdx.x",
          Bind(ty, I64(c_.ty_len), "threadIdx.y",
               Bind(tx, I64(c_.tx_len), "threadIdx.x", with_row([&](PrimExpr row) { return body(row, bx, ty, tx); }))));
    };
    const int64_t R = c_.rows_per_launch;
    int64_t static_m = 0;
    if (AsConstInt(m_, &static_m) && static_m <= R) {
      return Bind(by, m_, "blockIdx.y", threads([&](const std::function<Stmt(PrimExpr)>& f) { return f(by); }));
    }
    TirVar chunk = Var("row_chunk");
    PrimExpr first = ShiftLeft(chunk, I64(Log2(R)));
    PrimExpr chunks = ShiftRight(te::Add(m_, I64(R - 1)), I64(Log2(R)));
    return Serial(
        chunk, chunks,
        Bind(by, te::Min(I64(R), te::Sub(m_, first)), "blockIdx.y",
             threads([&](const std::function<Stmt(PrimExpr)>& f) { return Let("row", te::Add(first, by), f); })));
  }

  ContinuousCumsumConfig c_;
  DataType out_dtype_;
  PrimExpr m_;
  int64_t block_elem_;
};

}  // namespace

tir::PrimFunc Gpu2dContinuousCumsum(DataType in_dtype, DataType out_dtype, int index_bits,
                                    const ContinuousCumsumConfig& config) {
  if (index_bits != 32 && index_bits != 64) ThrowError("index_bits must be either 32 or 64");
  if (!IsPow2(config.ty_len) || !IsPow2(config.tx_len) || !IsPow2(config.thread_elem)) {
    ThrowError("Configuration of TX, TY, N must be power of 2");
  }
  if (!IsPow2(config.rows_per_launch) || config.rows_per_launch > 65535) {
    ThrowError("rows_per_launch must be a power of 2 no larger than 65535, got " +
               std::to_string(config.rows_per_launch));
  }
  const int64_t block_elem = config.ty_len * config.tx_len * config.thread_elem;
  const int64_t log_block = Log2(block_elem);
  const int64_t max_shift = index_bits - 1;
  TirVar m = Var("m");
  TirVar n = Var("n");
  te::Tensor a = te::placeholder({m, n}, in_dtype, "A");
  auto body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    const Buffer& A = ins[0];
    const Buffer& Out = outs[0];
    const Buffer& Tmp = outs[1];
    ContinuousBuilder b(config, out_dtype, m);
    // Rounds (TVM's division-free count): one per threshold 2^(9r-1) below
    // n, at most floor((index_bits-1)/9).
    PrimExpr round_count = I64(0);
    for (int64_t r = 1; r <= ContinuousCumsumMaxRounds(index_bits); ++r) {
      PrimExpr threshold = I64(int64_t{1} << (log_block * r - 1));
      round_count = te::Add(round_count, te::Select(te::GT(n, threshold), I64(1), I64(0)));
    }
    // Level `i` of the hierarchy: its segment of Tmp (offset i * seg), its
    // length and the tiles scanning it, as positive ceil-divisions by powers
    // of two spelled with shifts that never exceed index_bits - 1.
    auto level = [&](PrimExpr seg, PrimExpr i,
                     const std::function<Stmt(PrimExpr off, PrimExpr cur_len, PrimExpr nblocks)>& body) {
      return Let("shift", te::Min(te::Max(te::Mul(I64(log_block), te::Add(i, I64(1))), I64(0)), I64(max_shift)),
                 [&](PrimExpr shift) {
                   PrimExpr nm1 = te::Sub(PrimExpr(n), I64(1));
                   return Let("cur_len", te::Add(ShiftRight(nm1, shift), I64(1)), [&](PrimExpr cur_len) {
                     PrimExpr block_shift = te::Min(te::Add(shift, I64(log_block)), I64(max_shift));
                     return Let("num_blocks", te::Add(ShiftRight(nm1, block_shift), I64(1)), [&](PrimExpr nblocks) {
                       return Let("offset", te::Mul(i, seg), [&](PrimExpr off) { return body(off, cur_len, nblocks); });
                     });
                   });
                 });
    };
    // Tiles of the whole row: ceildiv(n, block) spelled with a shift.
    return Let("seg", ShiftRight(te::Add(PrimExpr(n), I64(block_elem - 1)), I64(log_block)), [&](PrimExpr seg) {
      return Let("rounds", round_count, [&](PrimExpr rounds) {
        TirVar i = Var("i"), j = Var("j");
        return Seq({
            b.BlockScan(n, seg, A, I64(0), Out, I64(0), Tmp, I64(0)),
            Serial(i, rounds,
                   level(seg, i,
                         [&](PrimExpr off, PrimExpr cur_len, PrimExpr nblocks) {
                           return b.BlockScan(cur_len, nblocks, Tmp, off, Tmp, off, Tmp, te::Add(off, seg));
                         })),
            Serial(j, te::Max(te::Sub(rounds, I64(1)), I64(0)),
                   Let("real_idx", te::Sub(te::Sub(rounds, I64(2)), j),
                       [&](PrimExpr real) {
                         return level(seg, real, [&](PrimExpr off, PrimExpr cur_len, PrimExpr nblocks) {
                           return b.AddCarry(cur_len, nblocks, Tmp, te::Add(off, seg), Tmp, off);
                         });
                       })),
            b.AddCarry(n, seg, Tmp, I64(0), Out, I64(0)),
        });
      });
    });
  };
  std::vector<te::Tensor> outs =
      te::extern_op({{m, n}, {m, n}}, {out_dtype, out_dtype}, {a}, body, "gpu_2d_continuous_cumsum", "Out");
  return PrivateScheduled(te::CreatePrimFunc({a, outs[0]}));
}

tir::PrimFunc Gpu3dAxis1Cumsum(DataType in_dtype, DataType out_dtype, int64_t tx_len) {
  if (tx_len <= 0) ThrowError("gpu_3d_axis_1_cumsum: tx_len must be positive, got " + std::to_string(tx_len));
  TirVar outer = Var("outer");
  TirVar scan = Var("scan");
  TirVar inner = Var("inner");
  te::Tensor a = te::placeholder({outer, scan, inner}, in_dtype, "A");
  auto body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    const Buffer& A = ins[0];
    const Buffer& Out = outs[0];
    PrimExpr columns = te::Mul(PrimExpr(outer), PrimExpr(inner));
    TirVar bx = Var("bx");
    TirVar tx = Var("tx");
    TirVar k = Var("k");
    Buffer acc = ScopedBuffer("accumulator", out_dtype, {I64(1)}, "local");
    return Bind(
        bx, te::CeilDiv(columns, I64(tx_len)), "blockIdx.x",
        Bind(tx, I64(tx_len), "threadIdx.x", Let("row", te::Add(te::Mul(bx, I64(tx_len)), tx), [&](PrimExpr row) {
               Stmt scan_column = Let("outer_idx", te::FloorDiv(row, inner), [&](PrimExpr o) {
                 return Let("inner_idx", te::FloorMod(row, inner), [&](PrimExpr i) {
                   PrimExpr sum = te::Add(Ld(acc, {I64(0)}), te::Cast(out_dtype, Ld(A, {o, k, i})));
                   return Seq({St(acc, te::Zero(out_dtype), {I64(0)}),
                               Serial(k, scan, Seq({St(acc, sum, {I64(0)}), St(Out, Ld(acc, {I64(0)}), {o, k, i})}))});
                 });
               });
               return Allocated(acc, If(te::LT(row, columns), scan_column));
             })));
  };
  te::Tensor out = te::extern_op({{outer, scan, inner}}, {out_dtype}, {a}, body, "gpu_3d_axis_1_cumsum", "Out")[0];
  return PrivateScheduled(te::CreatePrimFunc({a, out}));
}

}  // namespace backend
}  // namespace rlx
