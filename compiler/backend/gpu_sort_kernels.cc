#include "compiler/backend/gpu_sort_kernels.h"

#include <functional>

#include "compiler/backend/gpu_tir.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

// Launch over `rows` x `blocks_per_row` blocks fused into blockIdx.x.
Stmt Launch(const PrimExpr& rows, const PrimExpr& blocks_per_row, int64_t threads,
            const std::function<Stmt(PrimExpr row, PrimExpr block, PrimExpr tx)>& body) {
  TirVar bx = Var("bx");
  TirVar tx = Var("tx");
  return Bind(bx, te::Mul(rows, blocks_per_row), "blockIdx.x",
              Bind(tx, I64(threads), "threadIdx.x", Let("row", te::FloorDiv(bx, blocks_per_row), [&](PrimExpr row) {
                     return Let("blk", te::FloorMod(bx, blocks_per_row),
                                [&](PrimExpr blk) { return body(row, blk, tx); });
                   })));
}

// The scratch runs of the sort: keys (and source positions) of every row,
// row-major [rows * L].
struct Runs {
  Buffer keys, idx;
};

class SortBuilder {
 public:
  SortBuilder(const SortRequest& r, RowLayout layout)
      : r_(r), layout_(std::move(layout)), L_(layout_.length()), rows_(layout_.rows()) {}

  // a comes strictly before b in the requested order. NaN ranks above
  // every number and equal to NaN (numpy's order: last when ascending), so
  // the order stays a strict weak one and the merges stay consistent.
  PrimExpr Before(const PrimExpr& a, const PrimExpr& b) const {
    if (!a->dtype.is_floating()) return r_.ascend ? te::LT(a, b) : te::GT(a, b);
    if (r_.ascend) return te::Or(te::LT(a, b), te::And(te::IsNan(b), te::Not(te::IsNan(a))));
    return te::Or(te::GT(a, b), te::And(te::IsNan(a), te::Not(te::IsNan(b))));
  }

  PrimExpr At(const PrimExpr& row, const PrimExpr& k) const { return te::Add(te::Mul(row, L_), k); }

  // Stage 1: every tile of every row sorted in shared memory into `dst`.
  Stmt TileSort(const Buffer& in, const Runs& dst) const {
    const int64_t B = kSortTile, threads = kSortTile / 2;
    PrimExpr ntiles = te::CeilDiv(L_, I64(B));
    return Launch(rows_, ntiles, threads, [&](PrimExpr row, PrimExpr tile, PrimExpr tx) {
      DataType kt = in->dtype;
      Buffer sk = ScopedBuffer("tile_keys", kt, {I64(B)}, "shared");
      Buffer si = ScopedBuffer("tile_idx", r_.temp_index_dtype, {I64(B)}, "shared");
      Buffer tk = ScopedBuffer("swap_key", kt, {I64(1)}, "local");
      Buffer ti = ScopedBuffer("swap_idx", r_.temp_index_dtype, {I64(1)}, "local");
      TirVar base = Var("base");
      TirVar tlen = Var("tile_len");
      std::vector<Stmt> s;
      for (int64_t j = 0; j < 2; ++j) {
        PrimExpr p = te::Add(te::Mul(tx, I64(2)), I64(j));
        PrimExpr k = te::Add(base, p);
        s.push_back(If(te::LT(p, tlen),
                       Seq({St(sk, Ld(in, layout_.Index(row, k)), {p}), dst.idx.defined() ? St(si, k, {p}) : Stmt()})));
      }
      s.push_back(SyncShared());
      // Odd-even transposition: B steps sort any tile of at most B
      // elements; swapping only strictly inverted pairs keeps it stable.
      TirVar step = Var("step");
      PrimExpr p = te::Add(te::Mul(tx, I64(2)), te::FloorMod(step, I64(2)));
      PrimExpr q = te::Add(p, I64(1));
      std::vector<Stmt> swap{St(tk, Ld(sk, {p}), {I64(0)}), St(sk, Ld(sk, {q}), {p}), St(sk, Ld(tk, {I64(0)}), {q})};
      if (dst.idx.defined()) {
        swap.push_back(St(ti, Ld(si, {p}), {I64(0)}));
        swap.push_back(St(si, Ld(si, {q}), {p}));
        swap.push_back(St(si, Ld(ti, {I64(0)}), {q}));
      }
      s.push_back(Serial(
          step, I64(B),
          Seq({If(te::And(te::LT(q, tlen), Before(Ld(sk, {q}), Ld(sk, {p}))), Seq(std::move(swap))), SyncShared()})));
      for (int64_t j = 0; j < 2; ++j) {
        PrimExpr pj = te::Add(te::Mul(tx, I64(2)), I64(j));
        PrimExpr at = At(row, te::Add(base, pj));
        s.push_back(If(te::LT(pj, tlen), Seq({St(dst.keys, Ld(sk, {pj}), {at}),
                                              dst.idx.defined() ? St(dst.idx, Ld(si, {pj}), {at}) : Stmt()})));
      }
      Stmt body = Seq(std::move(s));
      if (dst.idx.defined()) body = Allocated(si, Allocated(ti, body));
      body = Make<tir::LetStmtNode>(tlen, te::Min(te::Sub(L_, base), I64(B)), body);
      body = Make<tir::LetStmtNode>(base, te::Mul(tile, I64(B)), body);
      return Allocated(sk, Allocated(tk, body));
    });
  }

  // Stage 2, one pass: runs of `width` sorted elements merged pairwise from
  // `src` into `dst`. Element p of run A (B) lands at its offset in its run
  // plus the number of elements of the other run that precede it: those
  // strictly before it in B, those not after it in A (ties: A first).
  Stmt Merge(const PrimExpr& width, const Runs& src, const Runs& dst) const {
    const int64_t T = r_.max_threads;
    return Launch(rows_, te::CeilDiv(L_, I64(T)), T, [&](PrimExpr row, PrimExpr blk, PrimExpr tx) {
      return Let("p", te::Add(te::Mul(blk, I64(T)), tx), [&](PrimExpr p) {
        return If(te::LT(p, L_),
                  Let("a0", te::Mul(te::FloorDiv(p, te::Mul(width, I64(2))), te::Mul(width, I64(2))), [&](PrimExpr a0) {
                    return Let("b0", te::Add(a0, width), [&](PrimExpr b0) {
                      return Let("in_a", te::LT(p, b0), [&](PrimExpr in_a) {
                        return Let("key", Ld(src.keys, {At(row, p)}),
                                   [&](PrimExpr key) { return MergeOne(row, p, a0, b0, in_a, key, width, src, dst); });
                      });
                    });
                  }));
      });
    });
  }

  // One element of a merge pass: its co-rank in the other run, then the
  // store at its merged position.
  Stmt MergeOne(PrimExpr row, PrimExpr p, PrimExpr a0, PrimExpr b0, PrimExpr in_a, PrimExpr key, PrimExpr width,
                const Runs& src, const Runs& dst) const {
    PrimExpr alen = te::Min(width, te::Sub(L_, a0));
    PrimExpr blen = te::Max(te::Min(width, te::Sub(L_, b0)), I64(0));
    PrimExpr other = te::Select(in_a, b0, a0);
    PrimExpr other_len = te::Select(in_a, blen, alen);
    auto pred = [&](PrimExpr mid) {
      PrimExpr v = Ld(src.keys, {At(row, te::Add(other, mid))});
      return te::Or(te::And(in_a, Before(v, key)), te::And(te::Not(in_a), te::Not(Before(key, v))));
    };
    auto place = [&](PrimExpr lo) {
      PrimExpr own = te::Sub(p, te::Select(in_a, a0, b0));
      PrimExpr at = At(row, te::Add(te::Add(a0, own), lo));
      return Seq({St(dst.keys, key, {at}), src.idx.defined() ? St(dst.idx, Ld(src.idx, {At(row, p)}), {at}) : Stmt()});
    };
    return BinarySearch("co_rank", other_len, pred, place, r_.temp_index_dtype);
  }

  // Stage 3: the first out_len positions of each sorted row.
  Stmt Output(const Runs& even, const Runs& odd, const PrimExpr& odd_passes, const Buffer& vout, const Buffer& iout,
              const RowLayout& out_layout) const {
    const int64_t T = r_.max_threads;
    PrimExpr out_len = out_layout.length();
    return Launch(rows_, te::CeilDiv(out_len, I64(T)), T, [&](PrimExpr row, PrimExpr blk, PrimExpr tx) {
      PrimExpr p = te::Add(te::Mul(blk, I64(T)), tx);
      PrimExpr at = At(row, p);
      std::vector<PrimExpr> oi = out_layout.Index(row, p);
      std::vector<Stmt> s;
      if (vout.defined())
        s.push_back(St(vout, te::IfThenElse(odd_passes, Ld(odd.keys, {at}), Ld(even.keys, {at})), oi));
      if (iout.defined()) {
        s.push_back(
            St(iout, te::Cast(r_.index_dtype, te::IfThenElse(odd_passes, Ld(odd.idx, {at}), Ld(even.idx, {at}))), oi));
      }
      // A symbolic extent shorter than k leaves the tail unwritten.
      PrimExpr in_range = te::EqualCheck(out_len, L_) ? te::LT(p, L_) : te::And(te::LT(p, out_len), te::LT(p, L_));
      return If(in_range, Seq(std::move(s)));
    });
  }

 private:
  SortRequest r_;
  RowLayout layout_;
  PrimExpr L_, rows_;
};

}  // namespace

std::vector<te::Tensor> SortGpu(te::Tensor x, const SortRequest& request, const std::string& name) {
  std::vector<PrimExpr> shape = te::ToInt64(x.shape());
  int64_t ndim = static_cast<int64_t>(shape.size());
  int64_t axis = request.axis < 0 ? request.axis + ndim : request.axis;
  RowLayout layout(shape, axis);
  std::vector<PrimExpr> out_shape = shape;
  int64_t static_len = 0;
  if (request.k >= 1 && !(AsConstInt(shape[axis], &static_len) && request.k >= static_len)) {
    out_shape[axis] = I64(request.k);
  }
  PrimExpr total = te::Mul(layout.rows(), layout.length());
  std::vector<std::vector<PrimExpr>> shapes;
  std::vector<DataType> dtypes;
  if (request.values) {
    shapes.push_back(out_shape);
    dtypes.push_back(x.dtype());
  }
  if (request.indices) {
    shapes.push_back(out_shape);
    dtypes.push_back(request.index_dtype);
  }
  size_t num_out = shapes.size();
  // Scratch runs (root alloc_buffers of the PrimFunc): keys, then indices.
  for (int i = 0; i < 2; ++i) {
    shapes.push_back({total});
    dtypes.push_back(x.dtype());
  }
  if (request.indices) {
    for (int i = 0; i < 2; ++i) {
      shapes.push_back({total});
      dtypes.push_back(request.temp_index_dtype);
    }
  }
  te::FExtern body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    size_t o = 0;
    Buffer vout = request.values ? outs[o++] : Buffer();
    Buffer iout = request.indices ? outs[o++] : Buffer();
    Runs even{outs[o], Buffer()}, odd{outs[o + 1], Buffer()};
    if (request.indices) {
      even.idx = outs[o + 2];
      odd.idx = outs[o + 3];
    }
    SortBuilder b(request, layout);
    PrimExpr passes = CeilLog2(te::CeilDiv(layout.length(), I64(kSortTile)));
    TirVar pass = Var("pass");
    int64_t static_passes = -1;
    AsConstInt(passes, &static_passes);
    Stmt merges = static_passes == 0
                      ? Stmt()
                      : Serial(pass, passes, Let("width", ShiftLeft(I64(kSortTile), pass), [&](PrimExpr width) {
                                 return If(te::EQ(te::FloorMod(pass, I64(2)), I64(0)), b.Merge(width, even, odd),
                                           b.Merge(width, odd, even));
                               }));
    PrimExpr odd_passes = te::EQ(te::FloorMod(passes, I64(2)), I64(1));
    return Seq(
        {b.TileSort(ins[0], even), merges, b.Output(even, odd, odd_passes, vout, iout, RowLayout(out_shape, axis))});
  };
  std::vector<te::Tensor> all = te::extern_op(shapes, dtypes, {x}, body, name, name);
  return std::vector<te::Tensor>(all.begin(), all.begin() + num_out);
}

te::Tensor SearchSortedGpu(te::Tensor boundaries, te::Tensor values, bool right, DataType out_dtype,
                           int64_t max_threads, DataType temp_index_dtype) {
  std::vector<PrimExpr> shape = te::ToInt64(values.shape());
  te::FExtern body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> Stmt {
    const Buffer& bounds = ins[0];
    const Buffer& vals = ins[1];
    const Buffer& out = outs[0];
    PrimExpr total = I64(1);
    for (const PrimExpr& d : shape) total = te::Mul(total, d);
    TirVar bx = Var("bx"), tx = Var("tx");
    PrimExpr f = te::Add(te::Mul(bx, I64(max_threads)), tx);
    std::vector<PrimExpr> at = Unflatten(shape, f);
    PrimExpr v = Ld(vals, at);
    auto pred = [&](PrimExpr mid) {
      PrimExpr b = Ld(bounds, {mid});
      return right ? te::LE(b, v) : te::LT(b, v);
    };
    auto write = [&](PrimExpr lo) { return St(out, te::Cast(out_dtype, lo), at); };
    return Bind(
        bx, te::CeilDiv(total, I64(max_threads)), "blockIdx.x",
        Bind(tx, I64(max_threads), "threadIdx.x",
             If(te::LT(f, total), BinarySearch("search_range", bounds->shape[0], pred, write, temp_index_dtype))));
  };
  return te::extern_op({shape}, {out_dtype}, {boundaries, values}, body, "searchsorted_gpu", "searchsorted_gpu")[0];
}

}  // namespace backend
}  // namespace rlx
