// numpy.matmul semantics with an optional output dtype.
#include <type_traits>
#include <vector>

#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;

namespace {

// C[m, n] = sum_k A[m, k] * B[k, n] for one (M, K) x (K, N) pair, summing k in
// ascending order. T is double (floating results) or int64_t (wrapping).
template <typename T>
void MatmulBlock(const T* a, const T* b, T* c, int64_t m, int64_t k, int64_t n) {
  for (int64_t i = 0; i < m; ++i) {
    T* row = c + i * n;
    for (int64_t j = 0; j < n; ++j) row[j] = 0;
    // i-k-j order streams through B's rows; each C element still sees its k
    // terms in ascending order.
    for (int64_t p = 0; p < k; ++p) {
      const T av = a[i * k + p];
      const T* brow = b + p * n;
      for (int64_t j = 0; j < n; ++j) {
        if constexpr (std::is_same_v<T, int64_t>) {
          row[j] = internal::WrapAdd(row[j], internal::WrapMul(av, brow[j]));
        } else {
          row[j] += av * brow[j];
        }
      }
    }
  }
}

template <typename T>
std::vector<T> Values(const NDArray& x) {
  std::vector<T> v(static_cast<size_t>(x.NumElements()));
  for (int64_t i = 0; i < x.NumElements(); ++i) {
    if constexpr (std::is_same_v<T, int64_t>) {
      v[i] = x.GetInt(i);
    } else {
      v[i] = x.GetDouble(i);
    }
  }
  return v;
}

template <typename T>
NDArray Run(const NDArray& a, const NDArray& b, const Shape& batch, const Shape& a_batch, const Shape& b_batch,
            int64_t m, int64_t k, int64_t n, const Shape& out_shape, DataType out_dtype) {
  std::vector<T> av = Values<T>(a), bv = Values<T>(b);
  std::vector<int64_t> ia = internal::BroadcastOffsets(a_batch, batch);
  std::vector<int64_t> ib = internal::BroadcastOffsets(b_batch, batch);
  std::vector<T> cv(static_cast<size_t>(internal::Product(batch) * m * n));
  for (size_t t = 0; t < ia.size(); ++t) {
    MatmulBlock(av.data() + ia[t] * m * k, bv.data() + ib[t] * k * n, cv.data() + t * m * n, m, k, n);
  }
  NDArray out = NDArray::Empty(out_shape, out_dtype);
  for (int64_t i = 0; i < out.NumElements(); ++i) {
    if constexpr (std::is_same_v<T, int64_t>) {
      out.SetInt(i, cv[i]);
    } else {
      out.SetDouble(i, cv[i]);
    }
  }
  return out;
}

}  // namespace

NDArray Matmul(const NDArray& a, const NDArray& b, DataType out_dtype) {
  internal::RequireDefined("matmul", a, "first operand");
  internal::RequireDefined("matmul", b, "second operand");
  if (out_dtype.is_void()) {
    internal::RequireSameDType("matmul", a, b);
    out_dtype = a.dtype();
  }
  if (a.ndim() == 0 || b.ndim() == 0) Fail("matmul", "operands must be at least 1-D");
  // 1-D promotion: a (K) -> (1, K), b (K) -> (K, 1); removed from the result.
  NDArray a2 = a.ndim() == 1 ? a.Reshape({1, a.shape()[0]}) : a;
  NDArray b2 = b.ndim() == 1 ? b.Reshape({b.shape()[0], 1}) : b;
  const int64_t m = a2.shape()[a2.ndim() - 2];
  const int64_t k = a2.shape()[a2.ndim() - 1];
  const int64_t kb = b2.shape()[b2.ndim() - 2];
  const int64_t n = b2.shape()[b2.ndim() - 1];
  if (k != kb) {
    Fail("matmul", "reduction dimensions differ: " + ShapeToString(a.shape()) + " x " + ShapeToString(b.shape()));
  }
  Shape a_batch(a2.shape().begin(), a2.shape().end() - 2);
  Shape b_batch(b2.shape().begin(), b2.shape().end() - 2);
  Shape batch = BroadcastShapes(a_batch, b_batch, "matmul");
  Shape out_shape = batch;
  if (a.ndim() != 1) out_shape.push_back(m);
  if (b.ndim() != 1) out_shape.push_back(n);
  const bool integral = !out_dtype.is_floating() && !a.dtype().is_floating() && !b.dtype().is_floating();
  if (integral) {
    return Run<int64_t>(a2, b2, batch, a_batch, b_batch, m, k, n, out_shape, out_dtype);
  }
  return Run<double>(a2, b2, batch, a_batch, b_batch, m, k, n, out_shape, out_dtype);
}

}  // namespace ref
}  // namespace rlx
