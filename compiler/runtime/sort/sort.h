// CPU sort library behind TVM's extern sort kernels: the packed functions
// tvm.contrib.sort.{sort, argsort, topk} that topi.sort / argsort / topk
// (and so DispatchSortScan for CPU targets) call, with TVM's argument order:
//
//   tvm.contrib.sort.sort(input, output, axis: int, is_ascend: bool)
//   tvm.contrib.sort.argsort(input, indices, axis: int, is_ascend: bool)
//   tvm.contrib.sort.topk(input, [values], [indices], k: int, axis: int,
//                         ret_type: str, is_ascend: bool)
//       ret_type "both" passes values then indices, "values" / "indices"
//       only that tensor.
//
// Semantics (TVM's src/runtime/contrib/sort/sort.cc):
//   * every line along `axis` (negative counts from the end) is sorted on
//     its own; equal elements keep their index order in both directions
//     (TVM's std::stable_sort with < or >), so ties go to the lower index;
//     -0.0 and +0.0 are equal. Values are written as the input's elements
//     (bit for bit), indices as positions along the axis.
//   * topk: k < 1 means the whole axis, as does k larger than the axis
//     (TVM clamps in the same way); is_ascend false is `largest=True`. The
//     result is the first k entries of the stable sort. An output whose
//     axis extent is k although the axis is shorter (what topi makes for a
//     constant k > extent) gets zeros past the axis' extent.
//   * input dtypes: float16, bfloat16, float32, float64, int8/16/32/64,
//     uint8/16/32/64; sort's output has the input's dtype; index outputs
//     may be int8..int64, uint8..uint64, float16, float32 or float64 (TVM:
//     int32, int64, float32, float64).
//   * NaN: TVM compares with < and >, which puts no order on NaN, so where
//     its NaNs end up depends on std::stable_sort's merge pattern (they split
//     runs of numbers, and the numbers around them are not fully sorted).
//     Here NaN (of either sign) ranks above +inf: ascending sorts put NaNs
//     last (numpy's np.sort / np.argsort order), descending sorts and
//     largest-topk put them first (torch.sort(descending=True) /
//     torch.topk), NaNs among themselves in index order. This is also
//     compiler/runtime/ref's order.
// Bad arguments (wrong kinds, unsupported dtypes, axis out of range, output
// shapes that do not fit, a null data pointer) throw DiagnosticError naming
// the function; nothing is read or written then.
//
// Speed: each line is turned into order-preserving unsigned keys (floats'
// sign-magnitude bits flipped, integers' sign bit flipped, NaN mapped to the
// largest key, the whole key complemented for descending order). Lines of
// 512 or more elements are radix sorted (radix_sort.h: stable LSD, 11-bit
// digits from 4096 elements, 8-bit below, all digit counts in one pass,
// constant digits skipped; the keys are computed inside the first scatter
// and the output written by the last). A sort of values only sorts the bare
// keys and decodes them back, unless the line holds NaN or -0.0 (whose key
// is shared with other bit patterns); bare 32- and 64-bit keys are sorted by
// Highway's vqsort (//third_party:hwy, a vectorized quicksort: stability is
// moot for bare keys) instead of the radix sort, which it beats 1.3-2x on
// this host. Argsort, topk and those lines sort
// (key, position) pairs packed in a uint64 on the key bits alone, so ties
// stay in index order, argsort writing int32/int64 indices straight from
// the last pass (64-bit keys keep a byte-wise LSD with separate positions).
// Shorter lines, and topk of fewer than an eighth of the line, pack key and
// position into one integer and use std::sort (after std::nth_element for
// topk); topk of at most 1/64 of the line keeps the k smallest packed values
// in a heap during one pass over the line instead. Lines are split over
// threads (RLX_NUM_THREADS, else the hardware concurrency) when there is
// enough work; a single line beyond the L2 cache is split too (a parallel
// MSD pass, then its buckets shared out). tools/bench:sort_scan_benchmark
// measures sort, argsort and topk against std::sort, std::stable_sort and
// std::partial_sort, also with the library on one thread.
#ifndef RLX_COMPILER_RUNTIME_SORT_SORT_H_
#define RLX_COMPILER_RUNTIME_SORT_SORT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

void Sort(const DLTensor& input, const DLTensor& output, int64_t axis, bool is_ascend);
void Argsort(const DLTensor& input, const DLTensor& indices, int64_t axis, bool is_ascend);
// `values` or `indices` may be null (not wanted), not both.
void TopK(const DLTensor& input, const DLTensor* values, const DLTensor* indices, int64_t k, int64_t axis,
          bool is_ascend);

// Registers tvm.contrib.sort.{sort, argsort, topk}.
void RegisterSortFuncs(PackedFuncRegistry* registry);

// The same on host arrays, allocating the outputs (tests, benchmarks).
NDArray SortArray(const NDArray& x, int64_t axis, bool is_ascend);
NDArray ArgsortArray(const NDArray& x, int64_t axis, bool is_ascend, DataType index_dtype);
// {values, indices}; the axis extent of both is min(k, extent), or the
// extent when k < 1.
std::vector<NDArray> TopKArrays(const NDArray& x, int64_t k, int64_t axis, bool is_ascend, DataType index_dtype);

// Threads the sort uses for large inputs (>= 1): RLX_NUM_THREADS, else the
// hardware concurrency, unless SetSortThreads changed it.
int SortThreads();
void SetSortThreads(int n);  // n >= 1

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_SORT_SORT_H_
