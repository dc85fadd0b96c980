// sort, argsort, topk, cumsum, cumprod and bucketize.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;

namespace {

// The stable order of every line of x along `axis`: order[line][r] is the
// position along the axis of the element that ranks r-th.
struct LineOrder {
  internal::AxisSplit split;
  std::vector<std::vector<int64_t>> order;  // Indexed by outer * inner + inner.
};

LineOrder SortLines(const std::string& op, const NDArray& x, int64_t axis, bool descending) {
  internal::RequireDefined(op, x);
  if (x.ndim() == 0) Fail(op, "input must be at least 1-D");
  const int64_t ax = internal::NormalizeAxis(op, axis, x.ndim());
  LineOrder lo;
  lo.split = internal::SplitAtAxis(x.shape(), ax);
  const internal::AxisSplit& s = lo.split;
  const bool floating = x.dtype().is_floating();
  const bool u64 = internal::IsUInt64(x.dtype());
  std::vector<double> fv(s.extent);
  std::vector<int64_t> iv(s.extent);
  // "a ranks before b" in ascending order; NaN is larger than everything.
  auto less = [&](int64_t a, int64_t b) {
    if (floating) {
      if (std::isnan(fv[a])) return false;
      if (std::isnan(fv[b])) return true;
      return fv[a] < fv[b];
    }
    return internal::IntLess(iv[a], iv[b], u64);
  };
  lo.order.reserve(s.outer * s.inner);
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t in = 0; in < s.inner; ++in) {
      for (int64_t j = 0; j < s.extent; ++j) {
        const int64_t src = (o * s.extent + j) * s.inner + in;
        if (floating) {
          fv[j] = x.GetDouble(src);
        } else {
          iv[j] = x.GetInt(src);
        }
      }
      std::vector<int64_t> idx(s.extent);
      std::iota(idx.begin(), idx.end(), 0);
      // Swapping the arguments for descending order keeps ties in index order.
      if (descending) {
        std::stable_sort(idx.begin(), idx.end(), [&](int64_t a, int64_t b) { return less(b, a); });
      } else {
        std::stable_sort(idx.begin(), idx.end(), less);
      }
      lo.order.push_back(std::move(idx));
    }
  }
  return lo;
}

// The first `k` ranks of every line: values (byte copies) and/or indices.
void TakeRanks(const NDArray& x, const LineOrder& lo, int64_t axis, int64_t k, NDArray* values, NDArray* indices,
               DataType index_dtype) {
  const internal::AxisSplit& s = lo.split;
  Shape out_shape = x.shape();
  out_shape[axis] = k;
  std::vector<int64_t> src(static_cast<size_t>(s.outer * k * s.inner));
  if (indices) *indices = NDArray::Empty(out_shape, index_dtype);
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t in = 0; in < s.inner; ++in) {
      const std::vector<int64_t>& idx = lo.order[o * s.inner + in];
      for (int64_t r = 0; r < k; ++r) {
        const int64_t dst = (o * k + r) * s.inner + in;
        src[dst] = (o * s.extent + idx[r]) * s.inner + in;
        if (indices) indices->SetInt(dst, idx[r]);
      }
    }
  }
  if (values) *values = internal::GatherElements(x, out_shape, src);
}

enum class ScanKind { kSum, kProd };

NDArray Scan(const std::string& op, const NDArray& x, std::optional<int64_t> axis, DataType dtype, bool exclusive,
             ScanKind kind) {
  internal::RequireDefined(op, x);
  const DataType out_dtype = dtype.is_void() ? x.dtype() : dtype;
  NDArray src = axis ? x : x.Reshape({x.NumElements()});
  const int64_t ax = internal::NormalizeAxis(op, axis.value_or(0), src.ndim());
  const internal::AxisSplit s = internal::SplitAtAxis(src.shape(), ax);
  NDArray out = NDArray::Empty(src.shape(), out_dtype);
  const bool floating = out_dtype.is_floating();
  const bool int_load = !floating && !x.dtype().is_floating();
  const bool sum = kind == ScanKind::kSum;
  for (int64_t o = 0; o < s.outer; ++o) {
    for (int64_t in = 0; in < s.inner; ++in) {
      double facc = sum ? 0.0 : 1.0;
      int64_t iacc = sum ? 0 : 1;
      for (int64_t j = 0; j < s.extent; ++j) {
        const int64_t pos = (o * s.extent + j) * s.inner + in;
        // Cast on load (as TVM does): store the input into the output slot and
        // read it back in the output dtype, then overwrite it with the result.
        if (int_load) {
          out.SetInt(pos, src.GetInt(pos));
        } else {
          out.SetDouble(pos, src.GetDouble(pos));
        }
        if (floating) {
          const double v = out.GetDouble(pos);
          const double next = sum ? facc + v : facc * v;
          out.SetDouble(pos, exclusive ? facc : next);
          facc = next;
        } else {
          const int64_t v = out.GetInt(pos);
          const int64_t next = sum ? internal::WrapAdd(iacc, v) : internal::WrapMul(iacc, v);
          out.SetInt(pos, exclusive ? iacc : next);
          iacc = next;
        }
      }
    }
  }
  return out;
}

}  // namespace

NDArray Sort(const NDArray& x, int64_t axis, bool descending) {
  LineOrder lo = SortLines("sort", x, axis, descending);
  NDArray values;
  const int64_t ax = internal::NormalizeAxis("sort", axis, x.ndim());
  TakeRanks(x, lo, ax, lo.split.extent, &values, nullptr, DataType::Void());
  return values;
}

NDArray Argsort(const NDArray& x, int64_t axis, bool descending, DataType dtype) {
  LineOrder lo = SortLines("argsort", x, axis, descending);
  NDArray indices;
  const int64_t ax = internal::NormalizeAxis("argsort", axis, x.ndim());
  TakeRanks(x, lo, ax, lo.split.extent, nullptr, &indices, dtype.is_void() ? x.dtype() : dtype);
  return indices;
}

std::vector<NDArray> TopK(const NDArray& x, int64_t k, int64_t axis, const std::string& ret_type, bool largest,
                          DataType dtype) {
  if (ret_type != "both" && ret_type != "values" && ret_type != "indices") {
    Fail("topk", "unsupported ret_type '" + ret_type + "' (expected both, values or indices)");
  }
  LineOrder lo = SortLines("topk", x, axis, /*descending=*/largest);
  const int64_t ax = internal::NormalizeAxis("topk", axis, x.ndim());
  const int64_t n = lo.split.extent;
  const int64_t kk = (k < 1 || k >= n) ? n : k;
  NDArray values, indices;
  const DataType index_dtype = dtype.is_void() ? x.dtype() : dtype;
  TakeRanks(x, lo, ax, kk, ret_type != "indices" ? &values : nullptr, ret_type != "values" ? &indices : nullptr,
            index_dtype);
  if (ret_type == "values") return {values};
  if (ret_type == "indices") return {indices};
  return {values, indices};
}

NDArray Cumsum(const NDArray& x, std::optional<int64_t> axis, DataType dtype, bool exclusive) {
  return Scan("cumsum", x, axis, dtype, exclusive, ScanKind::kSum);
}

NDArray Cumprod(const NDArray& x, std::optional<int64_t> axis, DataType dtype, bool exclusive) {
  return Scan("cumprod", x, axis, dtype, exclusive, ScanKind::kProd);
}

NDArray Bucketize(const NDArray& x, const NDArray& boundaries, bool out_int32, bool right) {
  const std::string op = "bucketize";
  internal::RequireDefined(op, x);
  internal::RequireDefined(op, boundaries, "boundaries");
  if (boundaries.ndim() != 1) {
    Fail(op, "boundaries must be 1-D, got shape " + ShapeToString(boundaries.shape()));
  }
  const int64_t nb = boundaries.NumElements();
  const bool integral = !x.dtype().is_floating() && !boundaries.dtype().is_floating();
  const bool u64 = internal::IsUInt64(x.dtype()) && internal::IsUInt64(boundaries.dtype());
  NDArray out = NDArray::Empty(x.shape(), out_int32 ? DataType::Int(32) : DataType::Int(64));
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    // Binary search for the first boundary b with b >= v (left) or b > v
    // (right), i.e. the number of boundaries that are < v (left) / <= v (right).
    auto before = [&](int64_t j) {
      if (integral) {
        const int64_t b = boundaries.GetInt(j), v = x.GetInt(i);
        return right ? !internal::IntLess(v, b, u64) : internal::IntLess(b, v, u64);
      }
      const double b = boundaries.GetDouble(j), v = x.GetDouble(i);
      if (std::isnan(v)) return true;  // NaN is past every boundary (torch).
      return right ? b <= v : b < v;
    };
    int64_t lo = 0, hi = nb;
    while (lo < hi) {
      const int64_t mid = lo + (hi - lo) / 2;
      if (before(mid)) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    out.SetInt(i, lo);
  }
  return out;
}

}  // namespace ref
}  // namespace rlx
