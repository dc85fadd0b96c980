// TVM's legacy attention KV cache (src/runtime/vm/lm_support.cc's
// AttentionKVCacheLegacy), the state relax.frontend.nn's KVCache keeps
// between calls: vm.builtin.attention_kv_cache_{create,append,view}.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "compiler/runtime/vm/vm_internal.h"

namespace rlx {
namespace runtime {
namespace vm {
namespace {

const KVCacheState& CacheOf(const Value& v, const char* builtin) {
  if (v.kind != Value::Kind::kKVCache || !v.kv_cache) {
    ThrowError(std::string("VM: ") + builtin +
               " expects a KV cache (from vm.builtin.attention_kv_cache_create), got a " + KindName(v.kind));
  }
  return *v.kv_cache;
}

const std::vector<int64_t>& ShapeOf(const Value& v, const char* builtin, const char* what) {
  if (v.kind != Value::Kind::kShape) {
    ThrowError(std::string("VM: ") + builtin + " expects " + what + " as a shape, got a " + KindName(v.kind));
  }
  return v.shape;
}

const NDArray& TensorOf(const Value& v, const char* builtin, const char* what) {
  if (v.kind != Value::Kind::kTensor) {
    ThrowError(std::string("VM: ") + builtin + " expects " + what + " as a tensor, got a " + KindName(v.kind));
  }
  return v.tensor;
}

// Copies `rows` (shape (n, *row)) after the filled rows of `cache`,
// doubling the capacity until they fit.
void Append(KVCacheState* cache, const NDArray& rows, const char* builtin) {
  const NDArray& data = cache->data;
  if (rows.dtype() != data.dtype()) {
    ThrowError(std::string("VM: ") + builtin + ": the cache holds " + data.dtype().ToString() + ", the rows are " +
               rows.dtype().ToString());
  }
  std::vector<int64_t> row(data.shape().begin() + 1, data.shape().end());
  if (rows.ndim() != data.ndim() || std::vector<int64_t>(rows.shape().begin() + 1, rows.shape().end()) != row) {
    ThrowError(std::string("VM: ") + builtin + ": rows of shape " + ShapeToString(rows.shape()) +
               " do not fit a cache of shape " + ShapeToString(data.shape()) + " (rows of shape " + ShapeToString(row) +
               " each)");
  }
  int64_t n = rows.shape()[0];
  int64_t capacity = data.shape()[0];
  if (cache->fill_count + n > capacity) {
    int64_t grown = std::max<int64_t>(capacity, 1);
    while (cache->fill_count + n > grown) grown *= 2;
    std::vector<int64_t> shape = data.shape();
    shape[0] = grown;
    NDArray bigger = NDArray::Zeros(shape, data.dtype());
    bigger.View(0, data.shape(), data.dtype()).CopyFrom(data);
    cache->data = bigger;
  }
  int64_t row_bytes = static_cast<int64_t>(data.dtype().bytes());
  for (int64_t d : row) row_bytes *= d;
  if (n > 0) cache->data.View(cache->fill_count * row_bytes, rows.shape(), rows.dtype()).CopyFrom(rows);
  cache->fill_count += n;
}

}  // namespace

Value KVCacheCreate(const Value& init, const Value& reserve_shape, int64_t init_fill_count) {
  constexpr const char* kName = "vm.builtin.attention_kv_cache_create";
  const NDArray& data = TensorOf(init, kName, "the initial data");
  const std::vector<int64_t>& reserve = ShapeOf(reserve_shape, kName, "the reserved shape");
  if (reserve.size() != static_cast<size_t>(data.ndim()) || reserve.empty()) {
    ThrowError(std::string("VM: ") + kName + ": the reserved shape " + ShapeToString(reserve) +
               " does not match the initial data of shape " + ShapeToString(data.shape()));
  }
  Value v;
  v.kind = Value::Kind::kKVCache;
  v.kv_cache = std::make_shared<KVCacheState>();
  v.kv_cache->data = NDArray::Zeros(reserve, data.dtype());
  Append(v.kv_cache.get(), data, kName);
  // TVM: the initial rows are stored, and init_fill_count (when not
  // negative) says how many of them count as filled.
  if (init_fill_count >= 0) {
    if (init_fill_count > v.kv_cache->fill_count) {
      ThrowError(std::string("VM: ") + kName + ": fill count " + std::to_string(init_fill_count) + " exceeds the " +
                 std::to_string(v.kv_cache->fill_count) + " initial rows");
    }
    v.kv_cache->fill_count = init_fill_count;
  }
  return v;
}

Value KVCacheAppend(const Value& cache, const Value& rows) {
  constexpr const char* kName = "vm.builtin.attention_kv_cache_append";
  CacheOf(cache, kName);
  Append(cache.kv_cache.get(), TensorOf(rows, kName, "the rows"), kName);
  return cache;  // the same cache, updated in place
}

Value KVCacheView(const Value& cache, const Value& shape) {
  constexpr const char* kName = "vm.builtin.attention_kv_cache_view";
  const KVCacheState& c = CacheOf(cache, kName);
  const std::vector<int64_t>& s = ShapeOf(shape, kName, "the view's shape");
  std::vector<int64_t> want = c.data.shape();
  want[0] = c.fill_count;
  if (s != want) {
    ThrowError(std::string("VM: ") + kName + ": a view of shape " + ShapeToString(s) + " was asked of a cache with " +
               std::to_string(c.fill_count) + " filled rows of shape " + ShapeToString(want));
  }
  // A copy, not a view: a later append may write rows of the same buffer.
  NDArray out = NDArray::Empty(s, c.data.dtype());
  if (c.fill_count > 0) out.CopyFrom(c.data.View(0, s, c.data.dtype()));
  return Value::Tensor(out);
}

}  // namespace vm
}  // namespace runtime
}  // namespace rlx
