// Emission of the matmul loop nests of ScheduleCPU (see schedule_cpu.h for
// the design). The statements are plain loops in block form (opaque blocks
// only where a buffer is allocated), so the usual lowering runs after.
#include "compiler/tir/transform/cpu_matmul_kernel.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace cpu_schedule {
namespace {

bool ConstValue(const PrimExpr& e, int64_t* v) { return e.defined() && AsConstInt(e, v); }

int64_t RoundUp(int64_t a, int64_t b) { return (a + b - 1) / b * b; }

// Expression and statement building over the pattern's index type.
class Builder {
 public:
  Builder(const MatmulPattern& p, const CPUScheduleOptions& o) : p_(p), o_(o), it_(p.index_type) {
    lanes_ = std::max(1, o.vector_bits / std::max(8, p.dtype.bits()));
  }

 protected:
  PrimExpr Const(int64_t v) const { return MakeIntImm(it_, v); }
  PrimExpr Idx(const PrimExpr& e) const { return e->dtype == it_ ? e : MakeCast(it_, e); }
  static PrimExpr Add(PrimExpr a, PrimExpr b) { return FoldBinary(NodeKind::kAdd, std::move(a), std::move(b)); }
  static PrimExpr Sub(PrimExpr a, PrimExpr b) { return FoldBinary(NodeKind::kSub, std::move(a), std::move(b)); }
  static PrimExpr Mul(PrimExpr a, PrimExpr b) { return FoldBinary(NodeKind::kMul, std::move(a), std::move(b)); }
  static PrimExpr Min(PrimExpr a, PrimExpr b) { return FoldBinary(NodeKind::kMin, std::move(a), std::move(b)); }
  static PrimExpr Cmp(NodeKind k, PrimExpr a, PrimExpr b) { return MakeBinary(k, std::move(a), std::move(b)); }
  PrimExpr CeilDiv(const PrimExpr& a, int64_t b) const {
    return FoldBinary(NodeKind::kFloorDiv, Add(a, Const(b - 1)), Const(b));
  }
  PrimExpr Zero() const { return p_.dtype.is_floating() ? MakeFloatImm(p_.dtype, 0.0) : MakeIntImm(p_.dtype, 0); }
  TirVar Var(const std::string& name) const { return MakeTirVar(name, it_); }
  // Each loop defines a variable of its own (a copy of `v`), so that one
  // TirVar can describe several sibling loops while building.
  static Stmt Loop(const TirVar& v, PrimExpr extent, ForKind kind, Stmt body) {
    int64_t e;
    if (ConstValue(extent, &e) && e == 1 && kind != ForKind::kParallel) {
      return Substitute(body, VarMap{{v.get(), MakeIntImm(v->dtype, 0)}});
    }
    TirVar own = MakeTirVar(v->name, v->dtype);
    body = Substitute(body, VarMap{{v.get(), own}});
    return Make<ForNode>(own, MakeIntImm(v->dtype, 0), std::move(extent), kind, std::move(body));
  }
  static Stmt If(PrimExpr cond, Stmt then_case, Stmt else_case = Stmt()) {
    int64_t v;
    if (AsConstInt(cond, &v)) return v ? then_case : else_case.defined() ? else_case : MakeSeq({});
    return Make<IfThenElseNode>(std::move(cond), std::move(then_case), std::move(else_case));
  }
  static Stmt Store(const Buffer& b, PrimExpr value, std::vector<PrimExpr> idx) {
    return Make<BufferStoreNode>(b, std::move(value), std::move(idx));
  }
  static PrimExpr Load(const Buffer& b, std::vector<PrimExpr> idx) { return Make<BufferLoadNode>(b, std::move(idx)); }
  PrimExpr Ramp(PrimExpr base, int lanes) const { return Make<RampNode>(std::move(base), Const(1), lanes); }
  static PrimExpr Bcast(PrimExpr v, int lanes) { return lanes == 1 ? v : Make<BroadcastNode>(std::move(v), lanes); }
  // A block that only allocates `buffers` around `body`.
  static Stmt Scope(std::vector<Buffer> buffers, Stmt body, const std::string& name) {
    auto b = std::make_shared<BlockNode>();
    b->name_hint = name;
    b->alloc_buffers = std::move(buffers);
    b->body = std::move(body);
    return Make<BlockRealizeNode>(std::vector<PrimExpr>{}, Bool(true), Freeze(std::move(b)));
  }

  // X and Y at given indices.
  PrimExpr XAt(const std::vector<PrimExpr>& batch, const PrimExpr& i, const PrimExpr& k) const {
    VarMap m = BatchMap(batch);
    if (p_.i_var.defined()) m[p_.i_var.get()] = i;
    m[p_.k_var.get()] = k;
    return Substitute(p_.x, m);
  }
  PrimExpr YAt(const std::vector<PrimExpr>& batch, const PrimExpr& k, const PrimExpr& j) const {
    VarMap m = BatchMap(batch);
    if (p_.i_var.defined()) m[p_.i_var.get()] = Const(0);  // Y does not use i
    m[p_.k_var.get()] = k;
    m[p_.j_var.get()] = j;
    return Substitute(p_.y, m);
  }
  std::vector<PrimExpr> CIdx(const std::vector<PrimExpr>& batch, const PrimExpr& i, const PrimExpr& j) const {
    std::vector<PrimExpr> idx = batch;
    if (p_.i_var.defined()) idx.push_back(i);
    idx.push_back(j);
    return idx;
  }
  // acc OP x * y in the operand order of the original update.
  PrimExpr Update(PrimExpr acc, PrimExpr x, PrimExpr y) const {
    PrimExpr prod = p_.x_first ? MakeBinary(NodeKind::kMul, x, y) : MakeBinary(NodeKind::kMul, y, x);
    return p_.acc_first ? MakeBinary(NodeKind::kAdd, acc, prod) : MakeBinary(NodeKind::kAdd, prod, acc);
  }
  // Serial loops over the batch axes around what `body` builds from them.
  template <typename F>
  Stmt BatchLoops(F body) const {
    std::vector<TirVar> vars;
    std::vector<PrimExpr> batch;
    for (size_t d = 0; d < p_.batch_vars.size(); ++d) {
      vars.push_back(Var("b" + std::to_string(d)));
      batch.push_back(vars.back());
    }
    Stmt s = body(batch);
    for (size_t d = vars.size(); d-- > 0;) s = Loop(vars[d], Idx(p_.batch_extents[d]), ForKind::kSerial, s);
    return s;
  }
  Buffer Local(const std::string& name, std::vector<PrimExpr> shape) const {
    return MakeBuffer(name, p_.dtype, std::move(shape), "local");
  }

  const MatmulPattern& p_;
  const CPUScheduleOptions& o_;
  DataType it_;
  int lanes_;

 private:
  VarMap BatchMap(const std::vector<PrimExpr>& batch) const {
    VarMap m;
    for (size_t d = 0; d < batch.size(); ++d) m[p_.batch_vars[d].get()] = batch[d];
    return m;
  }
};

class TiledEmitter : public Builder {
 public:
  using Builder::Builder;

  Stmt Emit() {
    int64_t kc_const = o_.k_block, k_const, n_const, m_const;
    if (ConstValue(p_.k, &k_const)) kc_const = std::max<int64_t>(1, std::min<int64_t>(kc_const, k_const));
    nr_ = 2 * lanes_;
    nc_ = RoundUp(std::max<int64_t>(o_.n_block, nr_), nr_);
    if (ConstValue(p_.n, &n_const)) nc_ = std::min(nc_, RoundUp(std::max<int64_t>(n_const, 1), nr_));
    mr_ = std::max(1, o_.tile_rows);
    m_exact_ = false;
    if (ConstValue(p_.m, &m_const)) {
      mr_ = static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(mr_, m_const)));
      m_exact_ = m_const % mr_ == 0;
    }
    kc_ = kc_const;
    n_exact_ = ConstValue(p_.n, &n_const) && n_const % nr_ == 0 && nc_ % nr_ == 0;
    packed_ = MakeBuffer(p_.c->name + "_packed", p_.dtype, {Const(nc_ / nr_), Const(kc_), Const(nr_)});
    Stmt body = BatchLoops([&](const std::vector<PrimExpr>& batch) { return Blocks(batch); });
    return Scope({packed_}, body, p_.name + "_cpu");
  }

 private:
  // for jc, kc: pack the Y block, then the row tiles.
  Stmt Blocks(const std::vector<PrimExpr>& batch) {
    TirVar jc = Var("jc"), kc = Var("kc"), ncur = Var("ncur"), kcur = Var("kcur");
    Stmt body = MakeSeq({Pack(batch, jc, kc, ncur, kcur), RowTiles(batch, jc, kc, ncur, kcur)});
    body = Make<LetStmtNode>(kcur, Min(Const(kc_), Sub(Idx(p_.k), Mul(kc, Const(kc_)))), body);
    body = Loop(kc, CeilDiv(Idx(p_.k), kc_), ForKind::kSerial, body);
    body = Make<LetStmtNode>(ncur, Min(Const(nc_), Sub(Idx(p_.n), Mul(jc, Const(nc_)))), body);
    return Loop(jc, CeilDiv(Idx(p_.n), nc_), ForKind::kSerial, body);
  }

  PrimExpr PanelStart(const TirVar& jc, const TirVar& jr) const {
    return Add(Mul(jc, Const(nc_)), Mul(jr, Const(nr_)));
  }

  // packed[jr, kk, jj] = Y(kc * KC + kk, jc * NC + jr * NR + jj), zero past N.
  Stmt Pack(const std::vector<PrimExpr>& batch, const TirVar& jc, const TirVar& kc, const TirVar& ncur,
            const TirVar& kcur) {
    TirVar jr = Var("jr"), kk = Var("kk"), jj = Var("jj");
    PrimExpr j0 = PanelStart(jc, jr);
    PrimExpr j = Add(j0, jj);
    PrimExpr k = Add(Mul(kc, Const(kc_)), kk);
    PrimExpr y = YAt(batch, k, j);
    std::vector<PrimExpr> dst{jr, kk, jj};
    Stmt full = Loop(kk, kcur, ForKind::kSerial, Loop(jj, Const(nr_), ForKind::kVectorized, Store(packed_, y, dst)));
    Stmt body = full;
    if (!n_exact_) {
      PrimExpr guarded = Make<TirCallNode>(p_.dtype, "if_then_else",
                                           std::vector<PrimExpr>{Cmp(NodeKind::kLT, j, Idx(p_.n)), y, Zero()});
      Stmt ragged =
          Loop(kk, kcur, ForKind::kSerial, Loop(jj, Const(nr_), ForKind::kSerial, Store(packed_, guarded, dst)));
      body = If(Cmp(NodeKind::kLE, Add(j0, Const(nr_)), Idx(p_.n)), full, ragged);
    }
    return Loop(jr, CeilDiv(ncur, nr_), ForKind::kParallel, body);
  }

  Stmt RowTiles(const std::vector<PrimExpr>& batch, const TirVar& jc, const TirVar& kc, const TirVar& ncur,
                const TirVar& kcur) {
    TirVar ir = Var("ir"), jr = Var("jr");
    Buffer acc = Local(p_.c->name + "_acc", {Const(mr_ * nr_)});
    Buffer acc_tail = Local(p_.c->name + "_acc_tail", {Const(mr_)});
    std::vector<PrimExpr> rows;
    for (int r = 0; r < mr_; ++r) {
      PrimExpr row = Add(Mul(ir, Const(mr_)), Const(r));
      // Ragged tiles recompute the last row: same inputs, same stores.
      if (!m_exact_) row = Min(row, Sub(Idx(p_.m), Const(1)));
      rows.push_back(row);
    }
    PrimExpr j0 = PanelStart(jc, jr);
    Stmt kernel = VectorKernel(batch, kc, kcur, jr, j0, rows, acc);
    if (!n_exact_) {
      kernel = If(Cmp(NodeKind::kLE, Add(j0, Const(nr_)), Idx(p_.n)), kernel,
                  TailKernel(batch, kc, kcur, jr, j0, rows, acc_tail));
    }
    Stmt body = Loop(jr, CeilDiv(ncur, nr_), ForKind::kSerial, kernel);
    std::vector<Buffer> locals{acc};
    if (!n_exact_) locals.push_back(acc_tail);
    return Loop(ir, CeilDiv(Idx(p_.m), mr_), ForKind::kParallel, Scope(locals, body, p_.name + "_tile"));
  }

  // The MR x NR register tile; every access to `acc` has a constant index.
  Stmt VectorKernel(const std::vector<PrimExpr>& batch, const TirVar& kc, const TirVar& kcur, const TirVar& jr,
                    const PrimExpr& j0, const std::vector<PrimExpr>& rows, const Buffer& acc) {
    int vecs = nr_ / lanes_;
    auto acc_at = [&](int r, int v) { return std::vector<PrimExpr>{Ramp(Const(r * nr_ + v * lanes_), lanes_)}; };
    auto c_at = [&](int r, int v) { return CIdx(batch, rows[r], Ramp(Add(j0, Const(v * lanes_)), lanes_)); };
    std::vector<Stmt> from_init, from_c, update, store;
    for (int r = 0; r < mr_; ++r) {
      for (int v = 0; v < vecs; ++v) {
        if (p_.init.defined()) from_init.push_back(Store(acc, Bcast(p_.init, lanes_), acc_at(r, v)));
        from_c.push_back(Store(acc, Load(p_.c, c_at(r, v)), acc_at(r, v)));
        store.push_back(Store(p_.c, Load(acc, acc_at(r, v)), c_at(r, v)));
      }
    }
    TirVar kk = Var("kk");
    PrimExpr k = Add(Mul(kc, Const(kc_)), kk);
    for (int r = 0; r < mr_; ++r) {
      PrimExpr x = Bcast(XAt(batch, rows[r], k), lanes_);
      for (int v = 0; v < vecs; ++v) {
        PrimExpr y = Load(packed_, {jr, kk, Ramp(Const(v * lanes_), lanes_)});
        update.push_back(Store(acc, Update(Load(acc, acc_at(r, v)), x, y), acc_at(r, v)));
      }
    }
    Stmt init = MakeSeq(std::move(from_c));
    if (p_.init.defined()) init = If(Cmp(NodeKind::kEQ, kc, Const(0)), MakeSeq(std::move(from_init)), init);
    return MakeSeq({init, Loop(kk, kcur, ForKind::kSerial, MakeSeq(std::move(update))), MakeSeq(std::move(store))});
  }

  // Columns past the last full panel: one column at a time, MR scalars.
  Stmt TailKernel(const std::vector<PrimExpr>& batch, const TirVar& kc, const TirVar& kcur, const TirVar& jr,
                  const PrimExpr& j0, const std::vector<PrimExpr>& rows, const Buffer& acc) {
    TirVar jj = Var("jj"), kk = Var("kk");
    PrimExpr j = Add(j0, jj);
    PrimExpr k = Add(Mul(kc, Const(kc_)), kk);
    std::vector<Stmt> from_init, from_c, update, store;
    for (int r = 0; r < mr_; ++r) {
      std::vector<PrimExpr> a{Const(r)};
      if (p_.init.defined()) from_init.push_back(Store(acc, p_.init, a));
      from_c.push_back(Store(acc, Load(p_.c, CIdx(batch, rows[r], j)), a));
      PrimExpr y = Load(packed_, {jr, kk, jj});
      update.push_back(Store(acc, Update(Load(acc, a), XAt(batch, rows[r], k), y), a));
      store.push_back(Store(p_.c, Load(acc, a), CIdx(batch, rows[r], j)));
    }
    Stmt init = MakeSeq(std::move(from_c));
    if (p_.init.defined()) init = If(Cmp(NodeKind::kEQ, kc, Const(0)), MakeSeq(std::move(from_init)), init);
    Stmt body =
        MakeSeq({init, Loop(kk, kcur, ForKind::kSerial, MakeSeq(std::move(update))), MakeSeq(std::move(store))});
    return Loop(jj, Sub(Idx(p_.n), j0), ForKind::kSerial, body);
  }

  int mr_ = 6, nr_ = 16;
  int64_t nc_ = 256, kc_ = 256;
  bool m_exact_ = false, n_exact_ = false;
  Buffer packed_;
};

class RowVectorEmitter : public Builder {
 public:
  using Builder::Builder;

  Stmt Emit() {
    if (!VectorizableY()) return Stmt();
    int64_t n_const;
    if (ConstValue(p_.n, &n_const)) {
      // Two chunks (one per core on a 2-core machine), each at least eight
      // vectors wide and at most 2048 accumulators: every row of Y is then
      // read in long contiguous runs, which the prefetchers follow.
      int64_t half = RoundUp((n_const + 1) / 2, lanes_);
      chunk_ = std::clamp<int64_t>(half, 8 * lanes_, RoundUp(2048, lanes_));
    } else {
      chunk_ = RoundUp(512, lanes_);
    }
    TirVar jt = Var("jt");
    Buffer acc = Local(p_.c->name + "_acc", {Const(chunk_)});
    Stmt body = BatchLoops([&](const std::vector<PrimExpr>& batch) {
      PrimExpr j0 = Mul(jt, Const(chunk_));
      TirVar i = Var("i");
      Stmt full = Full(batch, i, j0, acc);
      Stmt row = full;
      int64_t n;
      if (!(ConstValue(p_.n, &n) && n % chunk_ == 0)) {
        row = If(Cmp(NodeKind::kLE, Add(j0, Const(chunk_)), Idx(p_.n)), full, Ragged(batch, i, j0, acc));
      }
      Stmt rows = Loop(i, Idx(p_.m), ForKind::kSerial, row);
      return Loop(jt, CeilDiv(Idx(p_.n), chunk_), ForKind::kParallel, Scope({acc}, rows, p_.name + "_chunk"));
    });
    return body;
  }

 private:
  // Y is [Cast](B[..., j]) with j only as the last index of a compact B.
  bool VectorizableY() {
    PrimExpr e = p_.y;
    if (auto c = e.as<CastNode>()) {
      cast_ = c->dtype;
      has_cast_ = true;
      e = c->value;
    }
    auto load = e.as<BufferLoadNode>();
    if (!load || !load->buffer->strides.empty() || load->indices.empty() || !load->buffer->dtype.is_scalar()) {
      return false;
    }
    if (load->indices.back().get() != p_.j_var.get()) return false;
    for (size_t d = 0; d + 1 < load->indices.size(); ++d) {
      for (const TirVar& v : CollectTirVars(load->indices[d])) {
        if (v.get() == p_.j_var.get()) return false;
      }
    }
    return true;
  }

  PrimExpr YVector(const std::vector<PrimExpr>& batch, const PrimExpr& k, const PrimExpr& j) const {
    // Substitute the scalar indices, then make the last one a ramp.
    PrimExpr scalar = YAt(batch, k, Const(0));
    PrimExpr e = scalar;
    if (auto c = e.as<CastNode>()) e = c->value;
    auto load = e.as<BufferLoadNode>();
    std::vector<PrimExpr> idx = load->indices;
    idx.back() = Ramp(j, lanes_);
    PrimExpr v = Load(load->buffer, idx);
    if (has_cast_) v = MakeCast(cast_.with_lanes(lanes_), v);
    return v;
  }

  // kUnroll rows of Y per pass over the accumulators: fewer accumulator
  // loads and stores, and kUnroll memory streams in flight. The updates of
  // one element still run in k order.
  static constexpr int kUnroll = 4;

  Stmt Full(const std::vector<PrimExpr>& batch, const TirVar& i, const PrimExpr& j0, const Buffer& acc) {
    TirVar v = Var("v"), ko = Var("ko"), kr = Var("kr");
    PrimExpr off = Mul(v, Const(lanes_));
    std::vector<PrimExpr> a{Ramp(off, lanes_)};
    std::vector<PrimExpr> c = CIdx(batch, i, Ramp(Add(j0, off), lanes_));
    PrimExpr vecs = Const(chunk_ / lanes_);
    Stmt init = Store(acc, p_.init.defined() ? Bcast(p_.init, lanes_) : Load(p_.c, c), a);
    auto updates = [&](const PrimExpr& k0, int count) {
      PrimExpr value = Load(acc, a);
      for (int u = 0; u < count; ++u) {
        PrimExpr k = Add(k0, Const(u));
        value = Update(value, Bcast(XAt(batch, i, k), lanes_), YVector(batch, k, Add(j0, off)));
      }
      return Store(acc, value, a);
    };
    PrimExpr k_main = FoldBinary(NodeKind::kFloorDiv, Idx(p_.k), Const(kUnroll));
    PrimExpr k_done = Mul(k_main, Const(kUnroll));
    Stmt main =
        Loop(ko, k_main, ForKind::kSerial, Loop(v, vecs, ForKind::kSerial, updates(Mul(ko, Const(kUnroll)), kUnroll)));
    Stmt rest;
    int64_t left;
    PrimExpr k_left = Sub(Idx(p_.k), k_done);
    if (!(AsConstInt(k_left, &left) && left == 0)) {
      rest = Loop(kr, k_left, ForKind::kSerial, Loop(v, vecs, ForKind::kSerial, updates(Add(k_done, kr), 1)));
    }
    return MakeSeq({Loop(v, vecs, ForKind::kSerial, init), main, rest,
                    Loop(v, vecs, ForKind::kSerial, Store(p_.c, Load(acc, a), c))});
  }

  Stmt Ragged(const std::vector<PrimExpr>& batch, const TirVar& i, const PrimExpr& j0, const Buffer& acc) {
    TirVar jj = Var("jj"), k = Var("k");
    PrimExpr extent = Sub(Idx(p_.n), j0);
    std::vector<PrimExpr> a{jj};
    std::vector<PrimExpr> c = CIdx(batch, i, Add(j0, jj));
    Stmt init = Store(acc, p_.init.defined() ? p_.init : Load(p_.c, c), a);
    Stmt update = Store(acc, Update(Load(acc, a), XAt(batch, i, k), YAt(batch, k, Add(j0, jj))), a);
    return MakeSeq({Loop(jj, extent, ForKind::kSerial, init),
                    Loop(k, Idx(p_.k), ForKind::kSerial, Loop(jj, extent, ForKind::kSerial, update)),
                    Loop(jj, extent, ForKind::kSerial, Store(p_.c, Load(acc, a), c))});
  }

  int64_t chunk_ = 512;
  bool has_cast_ = false;
  DataType cast_;
};

// Both operands contiguous in k (x @ W^T with W stored [N, K], nn.Linear's
// layout) and few rows: dot products. Vector partial sums over k for
// kColumns columns at a time (kColumns weight rows streamed together, the
// X vector reused for each), then one horizontal sum per output. This
// reassociates the sum over k, as every BLAS dot kernel does.
class DotEmitter : public Builder {
 public:
  using Builder::Builder;
  static constexpr int kColumns = 4;

  Stmt Emit() {
    // Recomputed columns must not accumulate twice: only with an init.
    if (!p_.init.defined()) return Stmt();
    if (!LoadAlongK(p_.x, &x_cast_, &has_x_cast_) || !LoadAlongK(p_.y, &y_cast_, &has_y_cast_)) return Stmt();
    TirVar jt = Var("jt");
    Buffer acc = Local(p_.c->name + "_acc", {Const(kColumns * lanes_)});
    // [0]: the running sum; [1, lanes]: the partial sums being added.
    Buffer sum_buf = Local(p_.c->name + "_sum", {Const(lanes_ + 1)});
    return BatchLoops([&](const std::vector<PrimExpr>& batch) {
      TirVar i = Var("i");
      Stmt rows = Loop(i, Idx(p_.m), ForKind::kSerial, Row(batch, i, jt, acc, sum_buf));
      return Loop(jt, CeilDiv(Idx(p_.n), kColumns), ForKind::kParallel, Scope({acc, sum_buf}, rows, p_.name + "_dot"));
    });
  }

 private:
  // e is [Cast](B[..., k]) with k only as the last index of a compact B.
  bool LoadAlongK(const PrimExpr& e0, DataType* cast, bool* has_cast) {
    PrimExpr e = e0;
    if (auto c = e.as<CastNode>()) {
      *cast = c->dtype;
      *has_cast = true;
      e = c->value;
    }
    auto load = e.as<BufferLoadNode>();
    if (!load || !load->buffer->strides.empty() || load->indices.empty() || !load->buffer->dtype.is_scalar() ||
        load->indices.back().get() != p_.k_var.get()) {
      return false;
    }
    for (size_t d = 0; d + 1 < load->indices.size(); ++d) {
      for (const TirVar& v : CollectTirVars(load->indices[d])) {
        if (v.get() == p_.k_var.get()) return false;
      }
    }
    return true;
  }

  // `scalar` (an operand at k = 0) with its last index made a ramp from k0.
  PrimExpr AlongK(const PrimExpr& scalar, const PrimExpr& k0, bool has_cast, DataType cast) const {
    PrimExpr e = scalar;
    if (auto c = e.as<CastNode>()) e = c->value;
    auto load = e.as<BufferLoadNode>();
    std::vector<PrimExpr> idx = load->indices;
    idx.back() = Ramp(k0, lanes_);
    PrimExpr v = Load(load->buffer, idx);
    return has_cast ? MakeCast(cast.with_lanes(lanes_), v) : v;
  }

  Stmt Row(const std::vector<PrimExpr>& batch, const TirVar& i, const TirVar& jt, const Buffer& acc,
           const Buffer& sum_buf) {
    std::vector<PrimExpr> cols;
    for (int c = 0; c < kColumns; ++c) {
      // The last group recomputes the last column: same inputs, same store.
      cols.push_back(Min(Add(Mul(jt, Const(kColumns)), Const(c)), Sub(Idx(p_.n), Const(1))));
    }
    auto acc_at = [&](int c) { return std::vector<PrimExpr>{Ramp(Const(c * lanes_), lanes_)}; };
    std::vector<Stmt> zero, update, finish;
    TirVar ko = Var("ko");
    PrimExpr k0 = Mul(ko, Const(lanes_));
    PrimExpr xv = AlongK(XAt(batch, i, Const(0)), k0, has_x_cast_, x_cast_);
    PrimExpr k_main = FoldBinary(NodeKind::kFloorDiv, Idx(p_.k), Const(lanes_));
    PrimExpr k_done = Mul(k_main, Const(lanes_));
    for (int c = 0; c < kColumns; ++c) {
      zero.push_back(Store(acc, Bcast(Zero(), lanes_), acc_at(c)));
      PrimExpr yv = AlongK(YAt(batch, Const(0), cols[c]), k0, has_y_cast_, y_cast_);
      update.push_back(Store(acc, Update(Load(acc, acc_at(c)), xv, yv), acc_at(c)));
      // sum = init + the lanes in order + the k tail; then one store (so a
      // recomputed column stores the same value again).
      std::vector<PrimExpr> s0{Const(0)};
      TirVar kr = Var("kr"), l = Var("l");
      PrimExpr k = Add(k_done, kr);
      std::vector<Stmt> f;
      f.push_back(Store(sum_buf, p_.init, s0));
      f.push_back(Store(sum_buf, Load(acc, acc_at(c)), {Ramp(Const(1), lanes_)}));
      f.push_back(
          Loop(l, Const(lanes_), ForKind::kSerial,
               Store(sum_buf, MakeBinary(NodeKind::kAdd, Load(sum_buf, s0), Load(sum_buf, {Add(l, Const(1))})), s0)));
      f.push_back(Loop(kr, Sub(Idx(p_.k), k_done), ForKind::kSerial,
                       Store(sum_buf, Update(Load(sum_buf, s0), XAt(batch, i, k), YAt(batch, k, cols[c])), s0)));
      f.push_back(Store(p_.c, Load(sum_buf, s0), CIdx(batch, i, cols[c])));
      finish.push_back(MakeSeq(std::move(f)));
    }
    return MakeSeq({MakeSeq(std::move(zero)), Loop(ko, k_main, ForKind::kSerial, MakeSeq(std::move(update))),
                    MakeSeq(std::move(finish))});
  }

  bool has_x_cast_ = false, has_y_cast_ = false;
  DataType x_cast_, y_cast_;
};

}  // namespace

Stmt EmitTiledMatmul(const MatmulPattern& p, const CPUScheduleOptions& o) { return TiledEmitter(p, o).Emit(); }

Stmt EmitRowVectorMatmul(const MatmulPattern& p, const CPUScheduleOptions& o) {
  Stmt s = RowVectorEmitter(p, o).Emit();
  return s.defined() ? s : DotEmitter(p, o).Emit();
}

}  // namespace cpu_schedule
}  // namespace transform
}  // namespace tir
}  // namespace rlx
