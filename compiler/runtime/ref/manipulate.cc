// Shape manipulation, indexing and tensor creation. Everything that only
// moves elements copies their bytes (GatherElements), so it is exact for every
// dtype; only AsType and the creation ops convert values.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;
using internal::NormalizeAxis;
using internal::RequireDefined;

namespace {

// Copies x and gives the copy a new shape with the same element count.
NDArray CopyWithShape(const NDArray& x, const Shape& shape) {
  NDArray out = x.Clone();
  return out.Reshape(shape);
}

int64_t ClampIndex(int64_t v, int64_t lo, int64_t hi) { return std::min(std::max(v, lo), hi); }

std::string VecToString(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

}  // namespace

NDArray AsType(const NDArray& x, DataType dtype) {
  RequireDefined("astype", x);
  NDArray out = NDArray::Empty(x.shape(), dtype);
  const bool via_int = !x.dtype().is_floating() && !dtype.is_floating();
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    if (via_int) {
      out.SetInt(i, x.GetInt(i));  // Exact for int64/uint64, then wraps.
    } else {
      out.SetDouble(i, x.GetDouble(i));
    }
  }
  return out;
}

NDArray Reshape(const NDArray& x, const Shape& shape) {
  RequireDefined("reshape", x);
  for (int64_t d : shape) {
    if (d < -1) Fail("reshape", "invalid dimension " + std::to_string(d));
  }
  return x.Reshape(shape).Clone();
}

NDArray PermuteDims(const NDArray& x, const Axes& axes) {
  RequireDefined("permute_dims", x);
  const int64_t nd = x.ndim();
  std::vector<int64_t> perm;
  if (axes) {
    if (static_cast<int64_t>(axes->size()) != nd) {
      Fail("permute_dims", "axes " + VecToString(*axes) + " do not match a " + std::to_string(nd) + "-d input");
    }
    perm = internal::NormalizeAxes("permute_dims", *axes, nd);
  } else {
    for (int64_t d = nd - 1; d >= 0; --d) perm.push_back(d);
  }
  std::vector<int64_t> in_strides = internal::RowMajorStrides(x.shape());
  Shape out_shape(nd);
  std::vector<int64_t> strides(nd);
  for (int64_t d = 0; d < nd; ++d) {
    out_shape[d] = x.shape()[perm[d]];
    strides[d] = in_strides[perm[d]];
  }
  return internal::GatherElements(x, out_shape, internal::StridedOffsets(out_shape, strides));
}

NDArray ExpandDims(const NDArray& x, const std::vector<int64_t>& axis) {
  RequireDefined("expand_dims", x);
  const int64_t out_nd = x.ndim() + static_cast<int64_t>(axis.size());
  std::vector<int64_t> pos = internal::NormalizeAxes("expand_dims", axis, out_nd);
  std::vector<bool> is_new(out_nd, false);
  for (int64_t p : pos) is_new[p] = true;
  Shape out_shape;
  int64_t src = 0;
  for (int64_t d = 0; d < out_nd; ++d) out_shape.push_back(is_new[d] ? 1 : x.shape()[src++]);
  return CopyWithShape(x, out_shape);
}

NDArray Squeeze(const NDArray& x, const Axes& axis) {
  RequireDefined("squeeze", x);
  std::vector<bool> drop(x.ndim(), false);
  if (axis) {
    for (int64_t a : internal::NormalizeAxes("squeeze", *axis, x.ndim())) {
      if (x.shape()[a] != 1) {
        Fail("squeeze", "cannot squeeze axis " + std::to_string(a) + " of size " + std::to_string(x.shape()[a]) +
                            " (shape " + ShapeToString(x.shape()) + ")");
      }
      drop[a] = true;
    }
  } else {
    for (int64_t d = 0; d < x.ndim(); ++d) drop[d] = x.shape()[d] == 1;
  }
  Shape out_shape;
  for (int64_t d = 0; d < x.ndim(); ++d) {
    if (!drop[d]) out_shape.push_back(x.shape()[d]);
  }
  return CopyWithShape(x, out_shape);
}

NDArray Flatten(const NDArray& x) {
  RequireDefined("flatten", x);
  return CopyWithShape(x, {x.NumElements()});
}

NDArray Concat(const std::vector<NDArray>& xs, std::optional<int64_t> axis) {
  if (xs.empty()) Fail("concat", "needs at least one input");
  std::vector<NDArray> parts;
  for (const NDArray& x : xs) {
    RequireDefined("concat", x);
    parts.push_back(axis ? x : x.Reshape({x.NumElements()}));
  }
  const NDArray& first = parts[0];
  if (first.ndim() == 0) Fail("concat", "zero-dimensional inputs cannot be concatenated");
  const int64_t ax = NormalizeAxis("concat", axis.value_or(0), first.ndim());
  Shape out_shape = first.shape();
  out_shape[ax] = 0;
  for (const NDArray& p : parts) {
    if (p.dtype() != first.dtype()) {
      Fail("concat", "inputs must share a dtype, got " + first.dtype().ToString() + " and " + p.dtype().ToString());
    }
    bool ok = p.ndim() == first.ndim();
    for (int64_t d = 0; ok && d < first.ndim(); ++d) {
      ok = d == ax || p.shape()[d] == first.shape()[d];
    }
    if (!ok) {
      Fail("concat", "shapes " + ShapeToString(first.shape()) + " and " + ShapeToString(p.shape()) +
                         " differ outside axis " + std::to_string(ax));
    }
    out_shape[ax] += p.shape()[ax];
  }
  NDArray out = NDArray::Empty(out_shape, first.dtype());
  const internal::AxisSplit s = internal::SplitAtAxis(out_shape, ax);
  const size_t bytes = first.dtype().bytes();
  uint8_t* dst = out.data_as<uint8_t>();
  // Each outer slice of the output is the inputs' outer slices back to back.
  for (int64_t o = 0; o < s.outer; ++o) {
    for (const NDArray& p : parts) {
      const size_t block = static_cast<size_t>(p.shape()[ax] * s.inner) * bytes;
      std::memcpy(dst, p.data_as<uint8_t>() + o * block, block);
      dst += block;
    }
  }
  return out;
}

std::vector<NDArray> SplitSections(const NDArray& x, int64_t sections, int64_t axis) {
  RequireDefined("split", x);
  const int64_t ax = NormalizeAxis("split", axis, x.ndim());
  if (sections <= 0) Fail("split", "the number of sections must be positive");
  const int64_t n = x.shape()[ax];
  const int64_t len = (n + sections - 1) / sections;
  if (n - len * (sections - 1) < 0) {
    Fail("split", "an axis of size " + std::to_string(n) + " cannot be split into " + std::to_string(sections) +
                      " sections of ceil(n / sections) = " + std::to_string(len));
  }
  std::vector<int64_t> indices;
  for (int64_t i = 1; i < sections; ++i) indices.push_back(i * len);
  return SplitIndices(x, indices, ax);
}

std::vector<NDArray> SplitIndices(const NDArray& x, const std::vector<int64_t>& indices, int64_t axis) {
  RequireDefined("split", x);
  const int64_t ax = NormalizeAxis("split", axis, x.ndim());
  const int64_t n = x.shape()[ax];
  std::vector<int64_t> bounds = {0};
  for (int64_t i : indices) bounds.push_back(i);
  bounds.push_back(n);
  std::vector<NDArray> outs;
  for (size_t k = 0; k + 1 < bounds.size(); ++k) {
    // Relax clamps both ends to [0, n] and a reversed pair gives an empty part.
    const int64_t left = ClampIndex(bounds[k], 0, n);
    const int64_t right = ClampIndex(bounds[k + 1], 0, n);
    outs.push_back(StridedSlice(x, {ax}, {left}, {std::max(left, right)}, {1}));
  }
  return outs;
}

NDArray StridedSlice(const NDArray& x, const std::vector<int64_t>& axes, const std::vector<int64_t>& begin,
                     const std::vector<int64_t>& end, const std::vector<int64_t>& strides) {
  RequireDefined("strided_slice", x);
  if (begin.size() != axes.size() || end.size() != axes.size() || (!strides.empty() && strides.size() != axes.size())) {
    Fail("strided_slice", "axes, begin, end and strides must have the same length");
  }
  std::vector<int64_t> ax = internal::NormalizeAxes("strided_slice", axes, x.ndim());
  Shape out_shape = x.shape();
  std::vector<int64_t> in_strides = internal::RowMajorStrides(x.shape());
  std::vector<int64_t> step_strides = in_strides;
  int64_t base = 0;
  for (size_t i = 0; i < ax.size(); ++i) {
    const int64_t n = x.shape()[ax[i]];
    const int64_t st = strides.empty() ? 1 : strides[i];
    if (st == 0) Fail("strided_slice", "stride must be nonzero");
    // TVM's StaticCanonicalizeIndex.
    auto canon = [&](int64_t idx) {
      if (idx < 0) idx += n;
      return st < 0 ? ClampIndex(idx, -1, n - 1) : ClampIndex(idx, 0, n);
    };
    const int64_t b = canon(begin[i]);
    const int64_t e = canon(end[i]);
    const int64_t span = st > 0 ? e - b : b - e;
    const int64_t mag = st > 0 ? st : -st;
    const int64_t len = span <= 0 ? 0 : (span + mag - 1) / mag;
    out_shape[ax[i]] = len;
    step_strides[ax[i]] = in_strides[ax[i]] * st;
    if (len > 0) base += b * in_strides[ax[i]];
  }
  return internal::GatherElements(x, out_shape, internal::StridedOffsets(out_shape, step_strides, base));
}

SliceRange ResolveSlice(int64_t start, int64_t end, int64_t step, int64_t dim) {
  if (step <= 0) Fail("slice_scatter", "step must be positive, got " + std::to_string(step));
  auto clamp = [&](int64_t v) { return std::min(std::max(v < 0 ? v + dim : v, int64_t{0}), dim); };
  int64_t b = clamp(start), e = clamp(end);
  return {b, e > b ? (e - b + step - 1) / step : 0};
}

NDArray SliceScatter(const NDArray& x, const NDArray& src, int64_t start, int64_t end, int64_t step, int64_t axis) {
  RequireDefined("slice_scatter", x);
  RequireDefined("slice_scatter", src, "src");
  if (src.ndim() != x.ndim() || src.dtype() != x.dtype()) {
    Fail("slice_scatter", "src " + ShapeToString(src.shape()) + " " + src.dtype().ToString() +
                              " does not match input " + ShapeToString(x.shape()) + " " + x.dtype().ToString());
  }
  const int64_t ax = NormalizeAxis("slice_scatter", axis, x.ndim());
  SliceRange r = ResolveSlice(start, end, step, x.shape()[ax]);
  Shape want = x.shape();
  want[ax] = r.count;
  if (src.shape() != want) {
    Fail("slice_scatter", "src must have shape " + ShapeToString(want) + ", got " + ShapeToString(src.shape()));
  }
  NDArray out = x.Clone();
  const internal::AxisSplit s = internal::SplitAtAxis(x.shape(), ax);
  const size_t elem = x.dtype().bytes();
  const char* from = static_cast<const char*>(src.data());
  char* to = static_cast<char*>(out.data());
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t k = 0; k < r.count; ++k) {
      std::memcpy(to + ((o * s.extent + r.first + k * step) * s.inner) * elem,
                  from + ((o * r.count + k) * s.inner) * elem, static_cast<size_t>(s.inner) * elem);
    }
  }
  return out;
}

NDArray GatherElements(const NDArray& x, const NDArray& indices, int64_t axis) {
  RequireDefined("gather_elements", x);
  RequireDefined("gather_elements", indices, "indices");
  if (!indices.dtype().is_integer())
    Fail("gather_elements", "indices must be integers, got " + indices.dtype().ToString());
  if (indices.ndim() != x.ndim()) {
    Fail("gather_elements", "indices must have the input's rank " + std::to_string(x.ndim()) + ", got shape " +
                                ShapeToString(indices.shape()));
  }
  const int64_t ax = NormalizeAxis("gather_elements", axis, x.ndim());
  NDArray out = NDArray::Empty(indices.shape(), x.dtype());
  const int64_t nd = x.ndim();
  std::vector<int64_t> pos(static_cast<size_t>(nd), 0);
  for (int64_t flat = 0; flat < indices.NumElements(); ++flat) {
    // pos = the multi-index of `flat` in indices' shape (row-major).
    int64_t rest = flat;
    for (int64_t d = nd - 1; d >= 0; --d) {
      pos[d] = rest % indices.shape()[d];
      rest /= indices.shape()[d];
    }
    int64_t idx = indices.GetInt(flat);
    const int64_t n = x.shape()[ax];
    if (idx < 0) idx += n;
    if (idx < 0 || idx >= n) {
      Fail("gather_elements", "index " + std::to_string(indices.GetInt(flat)) +
                                  " is out of range for an axis of size " + std::to_string(n));
    }
    int64_t src = 0;
    for (int64_t d = 0; d < nd; ++d) {
      int64_t p = d == ax ? idx : pos[d];
      if (d != ax && p >= x.shape()[d]) {
        Fail("gather_elements", "indices shape " + ShapeToString(indices.shape()) + " exceeds the input shape " +
                                    ShapeToString(x.shape()) + " on axis " + std::to_string(d));
      }
      src = src * x.shape()[d] + p;
    }
    if (x.dtype().is_floating()) {
      out.SetDouble(flat, x.GetDouble(src));
    } else {
      out.SetInt(flat, x.GetInt(src));
    }
  }
  return out;
}

NDArray IndexTensor(const NDArray& x, const std::vector<NDArray>& indices) {
  const char* op = "index_tensor";
  RequireDefined(op, x);
  const size_t k = indices.size();
  if (k == 0) Fail(op, "expects at least one index tensor");
  if (static_cast<int64_t>(k) > x.ndim()) {
    Fail(op, std::to_string(k) + " index tensors index a tensor of rank " + std::to_string(x.ndim()));
  }
  Shape bshape;
  for (size_t j = 0; j < k; ++j) {
    RequireDefined(op, indices[j], "index " + std::to_string(j));
    if (!indices[j].dtype().is_integer()) {
      Fail(op, "index " + std::to_string(j) + " must be integers, got " + indices[j].dtype().ToString());
    }
    bshape = j == 0 ? indices[j].shape() : BroadcastShapes(bshape, indices[j].shape(), op);
  }
  // Each output row b (of the broadcast shape) copies one contiguous block of
  // the axes that are not indexed.
  Shape out_shape = bshape;
  int64_t inner = 1;
  for (int64_t d = static_cast<int64_t>(k); d < x.ndim(); ++d) {
    out_shape.push_back(x.shape()[d]);
    inner *= x.shape()[d];
  }
  std::vector<std::vector<int64_t>> offsets;
  for (const NDArray& idx : indices) offsets.push_back(internal::BroadcastOffsets(idx.shape(), bshape));
  const int64_t rows = internal::Product(bshape);
  std::vector<int64_t> src;
  src.reserve(static_cast<size_t>(rows * inner));
  for (int64_t b = 0; b < rows; ++b) {
    int64_t base = 0;
    for (size_t j = 0; j < k; ++j) {
      const int64_t n = x.shape()[j];
      int64_t v = indices[j].GetInt(offsets[j][b]);
      if (v < -n || v >= n) {
        Fail(op, "index " + std::to_string(v) + " is out of range for axis " + std::to_string(j) + " of size " +
                     std::to_string(n));
      }
      base = base * n + (v < 0 ? v + n : v);
    }
    for (int64_t i = 0; i < inner; ++i) src.push_back(base * inner + i);
  }
  return internal::GatherElements(x, out_shape, src);
}

NDArray Take(const NDArray& x, const NDArray& indices, std::optional<int64_t> axis, const std::string& mode) {
  RequireDefined("take", x);
  RequireDefined("take", indices, "indices");
  if (indices.dtype().is_floating()) {
    Fail("take", "indices must be integers, got " + indices.dtype().ToString());
  }
  if (mode != "fast" && mode != "clip" && mode != "wrap" && mode != "nan") {
    Fail("take", "unknown mode '" + mode + "' (expected fast, clip, wrap or nan)");
  }
  if (!axis && x.ndim() != 1) {
    Fail("take", "without an axis the input must be 1-D, got shape " + ShapeToString(x.shape()));
  }
  const int64_t ax = NormalizeAxis("take", axis.value_or(0), x.ndim());
  if (mode == "nan" && !x.dtype().is_floating()) {
    Fail("take", "mode 'nan' needs a floating-point input, got " + x.dtype().ToString());
  }
  const internal::AxisSplit s = internal::SplitAtAxis(x.shape(), ax);
  Shape out_shape(x.shape().begin(), x.shape().begin() + ax);
  out_shape.insert(out_shape.end(), indices.shape().begin(), indices.shape().end());
  out_shape.insert(out_shape.end(), x.shape().begin() + ax + 1, x.shape().end());

  const int64_t n = s.extent;
  const int64_t count = indices.NumElements();
  // Resolved index per entry of `indices`; -1 marks a NaN result.
  std::vector<int64_t> resolved(count);
  for (int64_t i = 0; i < count; ++i) {
    int64_t idx = indices.GetInt(i);
    if (mode == "fast") {
      if (idx < 0 || idx >= n) {
        Fail("take", "index " + std::to_string(idx) + " is out of range for an axis of size " + std::to_string(n) +
                         " (mode 'fast' has undefined behaviour here)");
      }
    } else if (mode == "nan") {
      if (idx < 0 || idx >= n) idx = -1;
    } else {
      if (n == 0) Fail("take", "cannot take from an empty axis");
      idx = mode == "clip" ? ClampIndex(idx, 0, n - 1) : ((idx % n) + n) % n;
    }
    resolved[i] = idx;
  }
  NDArray out = NDArray::Empty(out_shape, x.dtype());
  const size_t bytes = x.dtype().bytes();
  const size_t row = static_cast<size_t>(s.inner) * bytes;
  uint8_t* dst = out.data_as<uint8_t>();
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t i = 0; i < count; ++i, dst += row) {
      if (resolved[i] < 0) {
        const int64_t first = (dst - out.data_as<uint8_t>()) / bytes;
        for (int64_t k = 0; k < s.inner; ++k) out.SetDouble(first + k, std::nan(""));
      } else {
        std::memcpy(dst, x.data_as<uint8_t>() + ((o * n + resolved[i]) * s.inner) * bytes, row);
      }
    }
  }
  return out;
}

NDArray BroadcastTo(const NDArray& x, const Shape& shape) {
  RequireDefined("broadcast_to", x);
  bool ok = x.ndim() <= static_cast<int64_t>(shape.size());
  for (int64_t d = 0; ok && d < x.ndim(); ++d) {
    const int64_t target = shape[shape.size() - x.ndim() + d];
    ok = x.shape()[d] == target || x.shape()[d] == 1;
  }
  if (!ok) {
    Fail("broadcast_to", "cannot broadcast " + ShapeToString(x.shape()) + " to " + ShapeToString(shape));
  }
  return internal::GatherElements(x, shape, internal::BroadcastOffsets(x.shape(), shape));
}

NDArray Tile(const NDArray& x, const std::vector<int64_t>& repeats) {
  RequireDefined("tile", x);
  for (int64_t r : repeats) {
    if (r < 0) Fail("tile", "repeats must be non-negative, got " + VecToString(repeats));
  }
  const size_t nd = std::max<size_t>(x.ndim(), repeats.size());
  Shape in_shape(nd - x.ndim(), 1);
  in_shape.insert(in_shape.end(), x.shape().begin(), x.shape().end());
  std::vector<int64_t> reps(nd - repeats.size(), 1);
  reps.insert(reps.end(), repeats.begin(), repeats.end());
  Shape out_shape(nd);
  for (size_t d = 0; d < nd; ++d) out_shape[d] = in_shape[d] * reps[d];
  // Output coordinate c reads input coordinate c % in_shape[d].
  std::vector<int64_t> in_strides = internal::RowMajorStrides(in_shape);
  std::vector<int64_t> src(static_cast<size_t>(internal::Product(out_shape)));
  std::vector<int64_t> index(nd, 0);
  for (size_t i = 0; i < src.size(); ++i) {
    int64_t off = 0;
    for (size_t d = 0; d < nd; ++d) off += (index[d] % in_shape[d]) * in_strides[d];
    src[i] = off;
    for (int d = static_cast<int>(nd) - 1; d >= 0; --d) {
      if (++index[d] < out_shape[d]) break;
      index[d] = 0;
    }
  }
  return internal::GatherElements(x.Reshape(in_shape), out_shape, src);
}

NDArray Repeat(const NDArray& x, int64_t repeats, std::optional<int64_t> axis) {
  RequireDefined("repeat", x);
  if (repeats < 0) Fail("repeat", "repeats must be non-negative");
  NDArray src = axis ? x : x.Reshape({x.NumElements()});
  const int64_t ax = NormalizeAxis("repeat", axis.value_or(0), src.ndim());
  const internal::AxisSplit s = internal::SplitAtAxis(src.shape(), ax);
  Shape out_shape = src.shape();
  out_shape[ax] *= repeats;
  std::vector<int64_t> offsets;
  offsets.reserve(static_cast<size_t>(internal::Product(out_shape)));
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t j = 0; j < s.extent * repeats; ++j) {
      for (int64_t in = 0; in < s.inner; ++in) {
        offsets.push_back((o * s.extent + j / repeats) * s.inner + in);
      }
    }
  }
  return internal::GatherElements(src, out_shape, offsets);
}

NDArray Zeros(const Shape& shape, DataType dtype) { return NDArray::Zeros(shape, dtype); }

NDArray Ones(const Shape& shape, DataType dtype) { return Full(shape, 1.0, dtype); }

NDArray Full(const Shape& shape, double fill_value, DataType dtype) {
  NDArray out = NDArray::Empty(shape, dtype);
  for (int64_t i = 0; i < out.NumElements(); ++i) out.SetDouble(i, fill_value);
  return out;
}

NDArray Arange(double start, double stop, double step, DataType dtype) {
  if (step == 0) Fail("arange", "step must be nonzero");
  const double n = std::ceil((stop - start) / step);
  const int64_t len = n > 0 ? static_cast<int64_t>(n) : 0;
  NDArray out = NDArray::Empty({len}, dtype);
  const bool integral = !dtype.is_floating() && std::trunc(start) == start && std::trunc(step) == step;
  for (int64_t i = 0; i < len; ++i) {
    if (integral) {
      out.SetInt(i, internal::WrapAdd(static_cast<int64_t>(start), internal::WrapMul(i, static_cast<int64_t>(step))));
    } else {
      out.SetDouble(i, start + static_cast<double>(i) * step);
    }
  }
  return out;
}

namespace {

NDArray Triangle(const std::string& op, const NDArray& x, int64_t k, bool lower) {
  RequireDefined(op, x);
  if (x.ndim() < 2) Fail(op, "input must be at least 2-D, got " + ShapeToString(x.shape()));
  NDArray out = x.Clone();
  const int64_t rows = x.shape()[x.ndim() - 2];
  const int64_t cols = x.shape()[x.ndim() - 1];
  const size_t bytes = x.dtype().bytes();
  uint8_t* p = out.data_as<uint8_t>();
  for (int64_t i = 0; i < out.NumElements(); ++i) {
    const int64_t c = i % cols;
    const int64_t r = (i / cols) % rows;
    const bool keep = lower ? c - r <= k : c - r >= k;
    if (!keep) std::memset(p + i * bytes, 0, bytes);  // All-zero bits are 0 in every dtype.
  }
  return out;
}

}  // namespace

NDArray Tril(const NDArray& x, int64_t k) { return Triangle("tril", x, k, /*lower=*/true); }

NDArray Triu(const NDArray& x, int64_t k) { return Triangle("triu", x, k, /*lower=*/false); }

}  // namespace ref
}  // namespace rlx
