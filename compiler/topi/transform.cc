#include "compiler/topi/transform.h"

#include <algorithm>
#include <limits>
#include <set>

#include "compiler/ir/arith.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"
#include "compiler/topi/broadcast.h"

namespace rlx {
namespace topi {

namespace {

std::vector<std::string> Ax(size_t n) { return te::AxisNames("ax", n); }

int64_t NormalizeAxis(int64_t axis, int64_t ndim, const char* op) {
  int64_t a = axis < 0 ? axis + ndim : axis;
  if (a < 0 || a >= ndim) {
    ThrowError(std::string(op) + ": axis " + std::to_string(axis) + " is out of range for rank " +
               std::to_string(ndim));
  }
  return a;
}

PrimExpr RavelIndex(const std::vector<PrimExpr>& indices, const std::vector<PrimExpr>& shape) {
  if (indices.empty()) return Int64(0);
  PrimExpr idx = indices[0];
  for (size_t i = 1; i < indices.size(); ++i) idx = te::Add(te::Mul(idx, shape[i]), indices[i]);
  return idx;
}

std::vector<PrimExpr> UnravelIndex(PrimExpr idx, const std::vector<PrimExpr>& shape) {
  std::vector<PrimExpr> out;
  for (size_t i = shape.size(); i-- > 0;) {
    out.push_back(te::FloorMod(idx, shape[i]));
    idx = te::FloorDiv(idx, shape[i]);
  }
  std::reverse(out.begin(), out.end());
  return out;
}

bool IsEmptyShape(const std::vector<PrimExpr>& s) {
  for (const PrimExpr& d : s) {
    if (te::IsConstValue(d, 0)) return true;
  }
  return false;
}

// Python slice clamping of a constant index into [0, dim] (or [-1, dim - 1]
// for negative strides), as TOPI's CanonicalizeIndex.
int64_t CanonicalizeIndex(int64_t index, int64_t extent, int64_t stride) {
  int64_t begin_range = stride < 0 ? -1 : 0;
  int64_t end_range = stride < 0 ? extent - 1 : extent;
  if (index < 0) index += extent;
  return std::min(std::max(index, begin_range), end_range);
}

}  // namespace

Tensor Reshape(const Tensor& x, const std::vector<PrimExpr>& new_shape) {
  std::vector<PrimExpr> target = te::ToInt64(new_shape);
  if (IsEmptyShape(target) || IsEmptyShape(x.shape())) {
    DataType t = x.dtype();
    return te::compute(
        target, [&](const std::vector<TirVar>&) { return te::Zero(t); }, "T_reshape", "injective", Map(),
        Ax(target.size()));
  }
  return te::compute(
      target,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> idx(i.begin(), i.end());
        return x(UnravelIndex(RavelIndex(idx, target), x.shape()));
      },
      "T_reshape", "injective", Map(), Ax(target.size()));
}

Tensor Transpose(const Tensor& x, std::vector<int64_t> axes) {
  int64_t ndim = static_cast<int64_t>(x.ndim());
  if (axes.empty()) {
    for (int64_t i = ndim - 1; i >= 0; --i) axes.push_back(i);
  }
  if (static_cast<int64_t>(axes.size()) != ndim) ThrowError("transpose: axes do not match the rank");
  std::set<int64_t> seen;
  std::vector<PrimExpr> shape;
  for (int64_t& a : axes) {
    a = NormalizeAxis(a, ndim, "transpose");
    if (!seen.insert(a).second) ThrowError("transpose: repeated axis " + std::to_string(a));
    shape.push_back(x.shape()[a]);
  }
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> idx(axes.size());
        for (size_t k = 0; k < axes.size(); ++k) idx[axes[k]] = i[k];
        return x(idx);
      },
      "T_transpose", "injective", Map(), Ax(shape.size()));
}

Tensor ExpandDims(const Tensor& x, const std::vector<int64_t>& axes) {
  int64_t out_ndim = static_cast<int64_t>(x.ndim() + axes.size());
  std::set<int64_t> new_axes;
  for (int64_t a : axes) new_axes.insert(NormalizeAxis(a, out_ndim, "expand_dims"));
  std::vector<PrimExpr> shape;
  std::vector<size_t> data_dims;
  size_t in = 0;
  for (int64_t i = 0; i < out_ndim; ++i) {
    if (new_axes.count(i)) {
      shape.push_back(Int64(1));
    } else {
      shape.push_back(x.shape()[in++]);
      data_dims.push_back(static_cast<size_t>(i));
    }
  }
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> idx;
        for (size_t d : data_dims) idx.push_back(i[d]);
        return x(idx);
      },
      "expand_dims");
}

Tensor Squeeze(const Tensor& x, const std::optional<std::vector<int64_t>>& axes) {
  int64_t ndim = static_cast<int64_t>(x.ndim());
  std::set<int64_t> drop;
  if (!axes) {
    for (int64_t i = 0; i < ndim; ++i) {
      if (te::IsConstValue(x.shape()[i], 1)) drop.insert(i);
    }
  } else {
    for (int64_t a : *axes) {
      int64_t v = NormalizeAxis(a, ndim, "squeeze");
      int64_t extent = 0;
      if (AsConstInt(x.shape()[v], &extent) && extent != 1) {
        ThrowError("squeeze: dimension " + std::to_string(v) + " must have size 1");
      }
      drop.insert(v);
    }
  }
  std::vector<PrimExpr> shape;
  for (int64_t i = 0; i < ndim; ++i) {
    if (!drop.count(i)) shape.push_back(x.shape()[i]);
  }
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> idx;
        size_t k = 0;
        for (int64_t d = 0; d < ndim; ++d) idx.push_back(drop.count(d) ? Int64(0) : PrimExpr(i[k++]));
        return x(idx);
      },
      "T_squeeze", "injective", Map(), Ax(shape.size()));
}

Tensor Concatenate(const std::vector<Tensor>& inputs, int64_t axis) {
  if (inputs.empty()) ThrowError("concatenate: no inputs");
  int64_t ndim = static_cast<int64_t>(inputs[0].ndim());
  size_t ax = static_cast<size_t>(NormalizeAxis(axis, ndim, "concatenate"));
  arith::Analyzer analyzer;
  std::vector<PrimExpr> sizes;
  PrimExpr join;
  for (const Tensor& t : inputs) {
    sizes.push_back(t.shape()[ax]);
    join = join.defined() ? te::Add(join, t.shape()[ax]) : t.shape()[ax];
  }
  std::vector<PrimExpr> shape = inputs[0].shape();
  shape[ax] = analyzer.Simplify(join);
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr ret = inputs[0](i);
        PrimExpr ind = i[ax];
        for (size_t k = 0; k + 1 < inputs.size(); ++k) {
          ind = te::Sub(ind, sizes[k]);
          std::vector<PrimExpr> idx(i.begin(), i.end());
          idx[ax] = ind;
          ret = te::IfThenElse(te::GE(ind, Int64(0)), inputs[k + 1](idx), ret);
        }
        return ret;
      },
      "T_concat", "injective", Map(), Ax(shape.size()));
}

namespace {

std::vector<Tensor> SplitAt(const Tensor& x, const std::vector<PrimExpr>& begins, size_t ax, const std::string& name) {
  std::vector<Tensor> out;
  for (size_t k = 0; k < begins.size(); ++k) {
    PrimExpr size = k + 1 == begins.size() ? te::Sub(x.shape()[ax], begins[k]) : te::Sub(begins[k + 1], begins[k]);
    std::vector<PrimExpr> shape = x.shape();
    shape[ax] = arith::Simplify(size);
    PrimExpr begin = begins[k];
    out.push_back(te::compute(
        shape,
        [&](const std::vector<TirVar>& i) {
          std::vector<PrimExpr> idx(i.begin(), i.end());
          idx[ax] = te::Add(i[ax], begin);
          return x(idx);
        },
        name, "injective", Map(), Ax(shape.size())));
  }
  return out;
}

}  // namespace

std::vector<Tensor> Split(const Tensor& x, const std::vector<PrimExpr>& indices, int64_t axis) {
  size_t ax = static_cast<size_t>(NormalizeAxis(axis, static_cast<int64_t>(x.ndim()), "split"));
  std::vector<PrimExpr> begins{Int64(0)};
  for (const PrimExpr& i : indices) begins.push_back(te::ToInt64(i));
  return SplitAt(x, begins, ax, "T_split");
}

std::vector<Tensor> SplitSections(const Tensor& x, int64_t sections, int64_t axis) {
  size_t ax = static_cast<size_t>(NormalizeAxis(axis, static_cast<int64_t>(x.ndim()), "split"));
  if (sections <= 0) ThrowError("split: the number of sections must be positive");
  PrimExpr extent = x.shape()[ax];
  PrimExpr step = arith::Simplify(te::FloorDiv(extent, Int64(sections)));
  std::vector<PrimExpr> begins;
  for (int64_t k = 0; k < sections; ++k) begins.push_back(arith::Simplify(te::Mul(step, Int64(k))));
  return SplitAt(x, begins, ax, "T_split_sections");
}

Tensor StridedSlice(const Tensor& x, const std::vector<int64_t>& axes, const std::vector<int64_t>& begin,
                    const std::vector<int64_t>& end, const std::vector<int64_t>& strides,
                    const std::vector<PrimExpr>* out_shape) {
  int64_t ndim = static_cast<int64_t>(x.ndim());
  if (begin.size() != axes.size() || end.size() != axes.size() || strides.size() != axes.size()) {
    ThrowError("strided_slice: axes, begin, end and strides must have the same length");
  }
  std::vector<int64_t> ax;
  std::vector<PrimExpr> begin_expr;
  std::vector<PrimExpr> shape = out_shape ? te::ToInt64(*out_shape) : x.shape();
  for (size_t k = 0; k < axes.size(); ++k) {
    int64_t a = NormalizeAxis(axes[k], ndim, "strided_slice");
    ax.push_back(a);
    if (strides[k] == 0) ThrowError("strided_slice: stride must be nonzero");
    const PrimExpr& dim = x.shape()[a];
    int64_t extent = 0;
    if (AsConstInt(dim, &extent)) {
      int64_t b = CanonicalizeIndex(begin[k], extent, strides[k]);
      int64_t e = CanonicalizeIndex(end[k], extent, strides[k]);
      begin_expr.push_back(Int64(b));
      int64_t interval = std::abs(e - b);
      int64_t size =
          (strides[k] < 0 ? e <= b : b <= e) ? (interval + std::abs(strides[k]) - 1) / std::abs(strides[k]) : 0;
      if (!out_shape) shape[a] = Int64(size);
      continue;
    }
    // A symbolic extent: TOPI's canonicalization of the begin index.
    PrimExpr b = Int64(begin[k]);
    if (begin[k] < 0) b = te::Add(b, dim);
    b = strides[k] < 0 ? te::Min(b, te::Sub(dim, Int64(1))) : te::IfThenElse(te::LT(b, Int64(0)), Int64(0), b);
    begin_expr.push_back(arith::Simplify(b));
    if (!out_shape) ThrowError("strided_slice: the sliced extent of a symbolic dimension needs the output shape");
  }
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> idx(i.begin(), i.end());
        for (size_t k = 0; k < ax.size(); ++k)
          idx[ax[k]] = te::Add(te::Mul(i[ax[k]], Int64(strides[k])), begin_expr[k]);
        return x(idx);
      },
      "T_strided_slice_with_axes", "injective", Map(), Ax(shape.size()));
}

Tensor Take(const Tensor& a, const Tensor& indices, std::optional<int64_t> axis, const std::string& mode) {
  if (mode != "fast" && mode != "clip" && mode != "wrap") ThrowError("take: unknown mode '" + mode + "'");
  // The index actually read along an axis of extent `dim`.
  auto adjust = [&](PrimExpr idx, const PrimExpr& dim) {
    idx = te::ToInt64(idx);
    if (mode == "clip") return te::Min(te::Max(Int64(0), idx), te::Sub(dim, Int64(1)));
    if (mode == "wrap") return te::TruncMod(te::Add(te::TruncMod(idx, dim), dim), dim);
    return idx;
  };
  std::vector<PrimExpr> shape;
  if (!axis) {
    shape = indices.shape();
    return te::compute(
        shape,
        [&](const std::vector<TirVar>& i) {
          PrimExpr size = Int64(1);
          for (const PrimExpr& d : a.shape()) size = te::Mul(size, d);
          return a(UnravelIndex(adjust(indices(i), size), a.shape()));
        },
        "T_take", "injective", Map(), Ax(shape.size()));
  }
  size_t ax = static_cast<size_t>(NormalizeAxis(*axis, static_cast<int64_t>(a.ndim()), "take"));
  for (size_t i = 0; i < ax; ++i) shape.push_back(a.shape()[i]);
  for (const PrimExpr& d : indices.shape()) shape.push_back(d);
  for (size_t i = ax + 1; i < a.ndim(); ++i) shape.push_back(a.shape()[i]);
  size_t n_idx = indices.ndim();
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> pos(i.begin() + ax, i.begin() + ax + n_idx);
        std::vector<PrimExpr> real(i.begin(), i.begin() + ax);
        real.push_back(adjust(indices(pos), a.shape()[ax]));
        for (size_t j = ax + n_idx; j < i.size(); ++j) real.push_back(i[j]);
        return a(real);
      },
      "T_take", "injective", Map(), Ax(shape.size()));
}

Tensor GatherElements(const Tensor& a, const Tensor& indices, int64_t axis) {
  size_t ax = static_cast<size_t>(NormalizeAxis(axis, static_cast<int64_t>(a.ndim()), "gather_elements"));
  std::vector<PrimExpr> shape = indices.shape();
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> at(i.begin(), i.end());
        PrimExpr idx = te::ToInt64(indices(at));
        const PrimExpr& dim = a.shape()[ax];
        at[ax] = te::Select(te::LT(idx, Int64(0)), te::Add(idx, dim), idx);
        return a(at);
      },
      "T_gather", "injective", Map(), Ax(shape.size()));
}

Tensor IndexTensor(const Tensor& a, const std::vector<Tensor>& indices) {
  RLX_CHECK(!indices.empty() && indices.size() <= a.ndim())
      << "index_tensor: " << indices.size() << " index tensors for rank " << a.ndim();
  std::vector<PrimExpr> bshape = indices[0].shape();
  for (size_t j = 1; j < indices.size(); ++j) bshape = BroadcastShape(bshape, indices[j].shape());
  std::vector<PrimExpr> shape = bshape;
  for (size_t d = indices.size(); d < a.ndim(); ++d) shape.push_back(a.shape()[d]);
  const size_t nb = bshape.size();
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<TirVar> b(i.begin(), i.begin() + nb);
        std::vector<PrimExpr> at;
        for (size_t j = 0; j < indices.size(); ++j) {
          PrimExpr idx = te::ToInt64(indices[j](BroadcastIndex(indices[j], bshape, b)));
          at.push_back(te::Select(te::LT(idx, Int64(0)), te::Add(idx, a.shape()[j]), idx));
        }
        at.insert(at.end(), i.begin() + nb, i.end());
        return a(at);
      },
      "T_index_tensor", "injective", Map(), Ax(shape.size()));
}

Tensor SliceScatter(const Tensor& a, const Tensor& src, int64_t first, int64_t count, int64_t step, int64_t axis) {
  size_t ax = static_cast<size_t>(NormalizeAxis(axis, static_cast<int64_t>(a.ndim()), "slice_scatter"));
  std::vector<PrimExpr> shape = a.shape();
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> at(i.begin(), i.end());
        PrimExpr off = te::Sub(i[ax], Int64(first));
        PrimExpr inside = te::And(te::And(te::GE(off, Int64(0)), te::LT(off, Int64(count * step))),
                                  te::EQ(te::FloorMod(off, Int64(step)), Int64(0)));
        std::vector<PrimExpr> from = at;
        // Clamped so that the (unselected) read stays in bounds.
        from[ax] = te::Min(te::Max(te::FloorDiv(off, Int64(step)), Int64(0)), Int64(std::max<int64_t>(count - 1, 0)));
        if (count == 0) return a(at);
        return te::IfThenElse(inside, src(from), a(at));
      },
      "T_slice_scatter", "injective", Map(), Ax(shape.size()));
}

}  // namespace topi
}  // namespace rlx
