// Runs GPU PrimFuncs compiled to CUDA C (codegen/cuda) on an NVIDIA GPU
// through the driver API (cuda_api.h: libcuda.so.1 and NVRTC are loaded at
// run time, so this builds and links on machines without CUDA).
//
//   if (cuda::HasDevice()) {                      // or catch the error
//     auto device = cuda::CUDADevice::Default();
//     codegen::SourceModule m = codegen::BuildCUDA({{"add", f}});
//     cuda::CUDAProgram program = cuda::CUDAProgram::Build(device, m);
//     program.Run("add", arrays);   // copies in, launches, copies back
//   }
//
// Build compiles the module with NVRTC to PTX for the device's compute
// capability and loads it (the driver JIT-compiles the PTX). Run binds the
// arrays like the CPU backend does (codegen::BindKernelArgs: dtypes, ranks
// and symbolic shapes are checked), copies every array to device memory,
// walks the function's host program (device_split.h) — lets, loops,
// conditions and asserts on the host, global workspaces allocated with
// cuMemAlloc, each kernel launched <<<grid, block>>> with its recorded
// extents — and copies every array back. A launch with a zero extent is
// skipped. This is the OpenCL runtime's contract (runtime/opencl) on CUDA.
#ifndef RLX_TARGETS_CUDA_RUNTIME_CUDA_RUNTIME_H_
#define RLX_TARGETS_CUDA_RUNTIME_CUDA_RUNTIME_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/codegen/source/source_module.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/tir/stmt.h"
#include "targets/cuda/runtime/cuda_api.h"

namespace rlx {
namespace cuda {

class CUDADevice {
 public:
  struct Impl;
  explicit CUDADevice(std::unique_ptr<Impl> impl);
  ~CUDADevice();

  // Device 0 with its primary context, opened by the first call and then
  // shared. Throws DiagnosticError with UnavailableReason() ("no CUDA
  // driver: libcuda.so.1 not found", "no CUDA device", ...) when there is
  // none.
  static std::shared_ptr<CUDADevice> Default();

  const std::string& name() const;
  int compute_major() const;
  int compute_minor() const;
  int max_threads_per_block() const;
  std::array<int, 3> max_block_dims() const;
  std::array<int, 3> max_grid_dims() const;
  Impl* impl() const { return impl_.get(); }

  // Milliseconds per cuMemcpyDtoD of `bytes` (reads and writes `bytes`),
  // averaged over `repeats` copies after one warm-up: the HBM bandwidth
  // yardstick for kernels that read and write the same amount.
  double TimeDeviceCopy(size_t bytes, int repeats) const;

 private:
  std::unique_ptr<Impl> impl_;
};

class CUDAProgram {
 public:
  struct Impl;

  // Compiles `module` (language "cuda") for `device`. Throws DiagnosticError
  // holding NVRTC's log when it does not compile, or the driver's error when
  // the PTX does not load.
  static CUDAProgram Build(std::shared_ptr<CUDADevice> device, const codegen::SourceModule& module);

  // Runs function `name` on `buffers` (the buffer parameters in order) and
  // `scalars` (the scalar parameters in order); see the file comment.
  // Throws DiagnosticError for binding errors, failed host assertions,
  // launch extents over the device's limits and CUDA errors (naming the
  // call, the error and the kernel). Not thread-safe.
  void Run(const std::string& name, std::vector<NDArray>& buffers,
           const std::vector<codegen::ScalarValue>& scalars = {}) const;

  // As Run, but runs the host program once to warm up and then `repeats`
  // times between two events, with the arrays kept on the device: returns
  // the milliseconds per run (copies excluded). The arrays hold the last
  // run's results afterwards.
  double RunTimed(const std::string& name, std::vector<NDArray>& buffers,
                  const std::vector<codegen::ScalarValue>& scalars, int repeats) const;

  // Kernel launches made so far (skipped launches excluded).
  int64_t num_launches() const;
  // The PTX NVRTC produced.
  const std::string& ptx() const;

 private:
  explicit CUDAProgram(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<Impl> impl_;
};

// Compiles `func` to CUDA C (codegen::BuildCUDA), builds it for the default
// device and runs it once on `buffers` / `scalars` (see Run).
void RunPrimFunc(const tir::PrimFunc& func, std::vector<NDArray>& buffers,
                 const std::vector<codegen::ScalarValue>& scalars = {});

}  // namespace cuda
}  // namespace rlx

#endif  // RLX_TARGETS_CUDA_RUNTIME_CUDA_RUNTIME_H_
