#include "compiler/backend/gpu_tir.h"

#include <utility>

#include "compiler/te/expr.h"

namespace rlx {
namespace backend {
namespace gpu {

PrimExpr Ld(const Buffer& b, std::vector<PrimExpr> indices) { return Make<BufferLoadNode>(b, std::move(indices)); }

Stmt St(const Buffer& b, PrimExpr value, std::vector<PrimExpr> indices) {
  return Make<tir::BufferStoreNode>(b, te::Cast(b->dtype, value), std::move(indices));
}

Stmt Seq(std::vector<Stmt> stmts) {
  std::vector<Stmt> kept;
  for (Stmt& s : stmts) {
    if (s.defined()) kept.push_back(std::move(s));
  }
  return tir::MakeSeq(std::move(kept));
}

Stmt If(PrimExpr cond, Stmt then_case, Stmt else_case) {
  return Make<tir::IfThenElseNode>(std::move(cond), std::move(then_case), std::move(else_case));
}

Stmt Serial(const TirVar& v, PrimExpr extent, Stmt body) {
  return Make<tir::ForNode>(v, Int64(0), te::ToInt64(extent), tir::ForKind::kSerial, std::move(body));
}

Stmt Bind(const TirVar& v, PrimExpr extent, const std::string& tag, Stmt body) {
  auto node =
      std::make_shared<tir::ForNode>(v, Int64(0), te::ToInt64(extent), tir::ForKind::kThreadBinding, std::move(body));
  node->thread_tag = tag;
  return Stmt(std::shared_ptr<const tir::StmtNode>(std::move(node)));
}

Stmt Let(const std::string& name, PrimExpr value, const std::function<Stmt(PrimExpr var)>& body) {
  TirVar v = MakeTirVar(name, value->dtype);
  return Make<tir::LetStmtNode>(v, std::move(value), body(v));
}

Stmt While(PrimExpr cond, Stmt body) { return Make<tir::WhileNode>(std::move(cond), std::move(body)); }

Stmt SyncShared() {
  return Make<tir::EvaluateNode>(
      Make<TirCallNode>(DataType::Int(32), "tvm_storage_sync", std::vector<PrimExpr>{Make<StringImmNode>("shared")}));
}

Buffer ScopedBuffer(const std::string& name, DataType dtype, std::vector<PrimExpr> shape, const std::string& scope) {
  return MakeBuffer(name, dtype, te::ToInt64(shape), scope);
}

Stmt Allocated(const Buffer& b, Stmt body) {
  return Make<tir::AllocateNode>(b->data, b->dtype, b->shape, Bool(true),
                                 Make<tir::DeclBufferNode>(b, std::move(body)));
}

TirVar Var(const std::string& name, DataType dtype) { return MakeTirVar(name, dtype); }

PrimExpr I64(int64_t v) { return Int64(v); }

PrimExpr ShiftLeft(PrimExpr a, PrimExpr b) { return te::Intrinsic("shift_left", {std::move(a), std::move(b)}); }
PrimExpr ShiftRight(PrimExpr a, PrimExpr b) { return te::Intrinsic("shift_right", {std::move(a), std::move(b)}); }

PrimExpr CeilLog2(PrimExpr x) {
  int64_t c = 0;
  if (AsConstInt(x, &c)) {
    int64_t r = 0;
    while (r < 63 && (int64_t{1} << r) < c) ++r;
    return Int64(r);
  }
  PrimExpr f = te::Cast(DataType::Float(64), te::ToInt64(x));
  PrimExpr v = te::Cast(DataType::Int(64), te::Ceil(te::Intrinsic("log2", {f})));
  return te::Select(te::LE(te::ToInt64(x), Int64(1)), Int64(0), v);
}

std::vector<PrimExpr> Unflatten(const std::vector<PrimExpr>& shape, PrimExpr f) {
  std::vector<PrimExpr> idx(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    idx[d] = d == 0 ? f : te::FloorMod(f, shape[d]);
    f = te::FloorDiv(f, shape[d]);
  }
  return idx;
}

Stmt BinarySearch(const std::string& name, PrimExpr len, const std::function<PrimExpr(PrimExpr mid)>& pred,
                  const std::function<Stmt(PrimExpr lo)>& then, DataType index_dtype) {
  Buffer range = ScopedBuffer(name, index_dtype, {I64(2)}, "local");
  PrimExpr lo = Ld(range, {I64(0)});
  PrimExpr hi = Ld(range, {I64(1)});
  PrimExpr mid = ShiftRight(te::Add(lo, hi), te::IntConst(index_dtype, 1));
  Stmt step = If(pred(mid), St(range, te::Add(mid, te::IntConst(index_dtype, 1)), {I64(0)}), St(range, mid, {I64(1)}));
  return Allocated(range, Seq({St(range, te::IntConst(index_dtype, 0), {I64(0)}), St(range, len, {I64(1)}),
                               While(te::LT(lo, hi), step), then(lo)}));
}

DataType TempIndexDtype(const std::string& target_kind) {
  return target_kind == "webgpu" ? DataType::Int(32) : DataType::Int(64);
}

RowLayout::RowLayout(std::vector<PrimExpr> s, int64_t ax) : shape(te::ToInt64(s)), axis(ax) {
  outer = Int64(1);
  inner = Int64(1);
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d) {
    if (d < axis) outer = te::Mul(outer, shape[d]);
    if (d > axis) inner = te::Mul(inner, shape[d]);
  }
}

PrimExpr RowLayout::rows() const { return te::Mul(outer, inner); }

std::vector<PrimExpr> RowLayout::Index(const PrimExpr& row, const PrimExpr& k) const {
  int64_t ndim = static_cast<int64_t>(shape.size());
  std::vector<PrimExpr> idx(ndim);
  idx[axis] = k;
  bool has_inner = axis + 1 < ndim;
  if (has_inner) {
    // Innermost dimension first.
    PrimExpr rest = te::FloorMod(row, inner);
    for (int64_t d = ndim - 1; d > axis; --d) {
      idx[d] = d == axis + 1 ? rest : te::FloorMod(rest, shape[d]);
      rest = te::FloorDiv(rest, shape[d]);
    }
  }
  PrimExpr rest = has_inner ? te::FloorDiv(row, inner) : row;
  for (int64_t d = axis - 1; d >= 0; --d) {
    idx[d] = d == 0 ? rest : te::FloorMod(rest, shape[d]);
    rest = te::FloorDiv(rest, shape[d]);
  }
  return idx;
}

}  // namespace gpu
}  // namespace backend
}  // namespace rlx
