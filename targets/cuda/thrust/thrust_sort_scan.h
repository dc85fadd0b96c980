/* C ABI of the CUDA library behind DispatchSortScan's thrust rows
 * (compiler/backend/dispatch_sort_scan_gpu.cc): the runtime side of the
 * extern calls
 *
 *   tvm.contrib.thrust.sort(input, out_values, out_indices, is_ascend,
 *                           workspace)
 *   tvm.contrib.thrust.sum_scan(data, output, exclusive, workspace)
 *
 * with TVM's argument order (src/runtime/contrib/thrust/thrust.cu). Built
 * from thrust_sort_scan.cu by nvcc into a shared library
 * (librlx_thrust.so); Bazel here has no CUDA rules, so
 * thrust_nvcc_test compiles it and tools/gpu/run_device_checks.sh builds it
 * for a GPU session.
 *
 * Tensors are DLPack DLTensors (the layout of compiler/runtime/
 * packed_func.h's DLTensor, bit for bit, so a packed-function shim can pass
 * its arguments straight through) whose data pointers are CUDA device
 * pointers; only compact row-major tensors are accepted.
 *
 * sort: every line along the last axis is sorted on its own, stably (ties
 *   keep index order in both directions, as TVM's stable_sort_by_key);
 *   -0.0 and +0.0 are equal; NaNs rank above +inf (last when ascending,
 *   first when descending, in index order among themselves) — the order of
 *   compiler/runtime/sort/sort.h, so host and device sorts agree.
 *   out_values gets the input's elements bit for bit, out_indices their
 *   positions along the axis. Keys: float16, float32, float64, int32,
 *   int64; indices: int32, int64, float32, float64.
 * sum_scan: prefix sums along the last axis, inclusive or exclusive
 *   (exclusive lines start at 0), each element converted to the output's
 *   dtype first and summed in it. Input and output: int32, int64, float32,
 *   float64 (any pair).
 * Both run on `stream` (a cudaStream_t; null: the legacy default stream)
 * and use only `workspace` (a uint8 tensor of at least
 * 8*N*itemsize + 8 MiB + 12*N bytes, what the dispatch allocates) for
 * temporary storage: nothing is allocated. They return 0 on success, or a
 * nonzero code with a message in rlx_thrust_last_error() (bad dtypes or
 * shapes, a workspace too small, a CUDA error); nothing is written when
 * arguments are rejected.
 */
#ifndef RLX_TARGETS_CUDA_THRUST_THRUST_SORT_SCAN_H_
#define RLX_TARGETS_CUDA_THRUST_THRUST_SORT_SCAN_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  uint8_t code; /* 0 int, 1 uint, 2 float, 4 bfloat */
  uint8_t bits;
  uint16_t lanes;
} RlxDLDataType;

typedef struct {
  int32_t device_type; /* 2: kDLCUDA */
  int32_t device_id;
} RlxDLDevice;

typedef struct {
  void* data;
  RlxDLDevice device;
  int32_t ndim;
  RlxDLDataType dtype;
  const int64_t* shape;
  const int64_t* strides; /* null or compact row-major */
  uint64_t byte_offset;
} RlxDLTensor;

/* The workspace bytes the dispatch allocates for `num_elements` elements
 * of `itemsize` bytes (ThrustWorkspaceBytes in compiler/backend). */
int64_t rlx_thrust_workspace_bytes(int64_t num_elements, int64_t itemsize);

int rlx_thrust_sort(const RlxDLTensor* input, const RlxDLTensor* out_values, const RlxDLTensor* out_indices,
                    int is_ascend, const RlxDLTensor* workspace, void* stream);

int rlx_thrust_sum_scan(const RlxDLTensor* data, const RlxDLTensor* output, int exclusive, const RlxDLTensor* workspace,
                        void* stream);

/* The message of the calling thread's last failure ("" when none). */
const char* rlx_thrust_last_error(void);

#ifdef __cplusplus
}
#endif

#endif /* RLX_TARGETS_CUDA_THRUST_THRUST_SORT_SCAN_H_ */
