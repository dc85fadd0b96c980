// GPU sort kernels behind DispatchSortScan's GPU sort / argsort / topk /
// bucketize rows (TVM's python/tvm/topi/gpu/sort.py and searchsorted.py),
// in plain TIR: thread_binding loops, shared and local allocations,
// T.tvm_storage_sync barriers.
#ifndef RLX_COMPILER_BACKEND_GPU_SORT_KERNELS_H_
#define RLX_COMPILER_BACKEND_GPU_SORT_KERNELS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

// Elements per tile of the block-level sort (sorted by tile / 2 threads).
constexpr int64_t kSortTile = 128;

// What SortGpu writes.
struct SortRequest {
  int64_t axis = -1;
  bool ascend = true;
  // topk's k: the first k positions of each sorted row are written; k < 1
  // (or k >= a static extent) keeps the whole axis, as relax.topk infers.
  int64_t k = 0;
  bool values = true;
  bool indices = false;
  DataType index_dtype = DataType::Int(32);
  int64_t max_threads = 256;
  // Positions held in shared / local / scratch buffers (TempIndexDtype).
  DataType temp_index_dtype = DataType::Int(64);
};

// Stable sort of every row of `x` along the axis (equal keys keep their
// order, so topk ties pick the lower index; NaN ranks above every number,
// as in numpy and the reference kernels). One extern stage `name`:
//  1. each 128-element tile of a row is sorted in shared memory by
//     odd-even transposition (64 threads, a barrier per step);
//  2. merge passes double the sorted width (ceil(log2(tiles)) passes,
//     ping-ponging between two global scratch buffers): every element
//     finds its place in the merged pair by a binary search of the other
//     run (its co-rank), one thread per element;
//  3. the first k positions go to the outputs, indices cast to
//     index_dtype.
// Rows (every position outside the axis) and tiles share blockIdx.x.
// Returns {values} / {indices} / {values, indices} as requested.
std::vector<te::Tensor> SortGpu(te::Tensor x, const SortRequest& request, const std::string& name);

// For each value, its insertion point in the ascending 1-D `boundaries`
// (`right`: after equal elements), one thread per value running a binary
// search (TVM's topi.gpu.searchsorted).
te::Tensor SearchSortedGpu(te::Tensor boundaries, te::Tensor values, bool right, DataType out_dtype,
                           int64_t max_threads, DataType temp_index_dtype = DataType::Int(64));

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_GPU_SORT_KERNELS_H_
