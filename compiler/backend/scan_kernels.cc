#include "compiler/backend/scan_kernels.h"

#include <vector>

#include "compiler/te/expr.h"
#include "compiler/tir/stmt.h"
#include "compiler/topi/transform.h"

namespace rlx {
namespace backend {

using tir::ForKind;
using tir::ForNode;

te::Tensor ScanCpu(te::Tensor x, std::optional<int64_t> axis, DataType out_dtype, bool exclusive, bool product) {
  if (!axis) {
    PrimExpr n = Int64(1);
    for (const PrimExpr& d : x.shape()) n = te::Mul(n, d);
    x = topi::Reshape(x, {n});
    axis = 0;
  }
  int64_t ndim = static_cast<int64_t>(x.ndim());
  int64_t ax = *axis < 0 ? *axis + ndim : *axis;
  std::string name = product ? "cumprod_generic" : "cumsum_generic";
  auto combine = [product](PrimExpr a, PrimExpr b) { return product ? te::Mul(a, b) : te::Add(a, b); };
  PrimExpr identity = product ? te::One(out_dtype) : te::Zero(out_dtype);
  te::FExtern body = [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) -> tir::Stmt {
    const Buffer& in = ins[0];
    const Buffer& out = outs[0];
    const std::vector<PrimExpr>& shape = in->shape;
    // The positions outside the axis, fused into one parallel loop.
    PrimExpr outer = Int64(1);
    for (int64_t d = 0; d < ndim; ++d) {
      if (d != ax) outer = te::Mul(outer, shape[d]);
    }
    TirVar fused = MakeTirVar("fused", DataType::Int(64));
    TirVar k = MakeTirVar("_k", DataType::Int(64));
    std::vector<PrimExpr> base(ndim);
    PrimExpr rest = fused;
    for (int64_t d = ndim - 1; d >= 0; --d) {
      if (d == ax) continue;
      base[d] = te::FloorMod(rest, shape[d]);
      rest = te::FloorDiv(rest, shape[d]);
    }
    auto at = [&](PrimExpr pos) {
      std::vector<PrimExpr> idx = base;
      idx[ax] = pos;
      return idx;
    };
    auto load = [](const Buffer& b, std::vector<PrimExpr> idx) {
      return PrimExpr(Make<BufferLoadNode>(b, std::move(idx)));
    };
    PrimExpr zero = Int64(0);
    PrimExpr cur = te::Add(k, Int64(1));
    tir::Stmt first =
        Make<tir::BufferStoreNode>(out, exclusive ? identity : te::Cast(out_dtype, load(in, at(zero))), at(zero));
    // Unlike TVM (topi/scan.py), which stores position 0 of every row
    // whatever the axis length: on an empty axis that store, and the load
    // of the input beside it, are out of bounds. The guard appears only when
    // the length is not a positive constant, so the static kernels print as
    // TVM's; the serial loop then runs n - 1 < 0 times, i.e. never.
    int64_t len = 0;
    if (!AsConstInt(shape[ax], &len) || len <= 0) {
      first = Make<tir::IfThenElseNode>(te::GT(shape[ax], Int64(0)), first, tir::Stmt());
    }
    PrimExpr next = combine(load(out, at(k)), te::Cast(out_dtype, load(in, at(exclusive ? PrimExpr(k) : cur))));
    tir::Stmt step = Make<tir::BufferStoreNode>(out, next, at(cur));
    tir::Stmt serial = Make<ForNode>(k, zero, te::Sub(shape[ax], Int64(1)), ForKind::kSerial, step);
    tir::Stmt seq = Make<tir::SeqStmtNode>(std::vector<tir::Stmt>{first, serial});
    return Make<ForNode>(fused, zero, outer, ForKind::kParallel, seq);
  };
  return te::extern_op({x.shape()}, {out_dtype}, {x}, body, name, name)[0];
}

te::Tensor SearchSortedCpu(te::Tensor boundaries, te::Tensor values, bool right, DataType out_dtype) {
  PrimExpr n = boundaries.shape()[0];
  return te::compute(
      values.shape(),
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar k = te::reduce_axis(Int64(0), n, "k");
        PrimExpr b = boundaries({PrimExpr(k->var)});
        PrimExpr v = values(i);
        PrimExpr below = right ? te::LE(b, v) : te::LT(b, v);
        return te::sum(te::Cast(out_dtype, below), {k});
      },
      "searchsorted", "searchsorted");
}

}  // namespace backend
}  // namespace rlx
