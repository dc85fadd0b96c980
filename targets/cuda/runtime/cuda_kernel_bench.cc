// Generated CUDA kernels against the HBM yardstick: each kernel reads and
// writes N float32 (elementwise scale+exp, the Blelloch ScanGpu, the tiled
// Gpu2dContinuousCumsum), timed with events over repeated runs with the
// arrays on the device, divided by the time of a cuMemcpyDtoD of the same
// N * 4 bytes (which also reads and writes them). A ratio of 1.0 is copy
// speed. Run by tools/gpu/run_device_checks.sh; exits 2 without a device.
//
//   cuda_kernel_bench [--quick]   (--quick: small shapes, for a smoke run)
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_runtime.h"

namespace rlx {
namespace cuda {
namespace {

const char* kElementwise = R"(@T.prim_func
def scale_exp(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,))
    for i0 in T.thread_binding((n + T.int64(255)) // T.int64(256), thread="blockIdx.x"):
        for i1 in T.thread_binding(T.int64(256), thread="threadIdx.x"):
            with T.block("B"):
                vi = T.axis.spatial(n, i0 * T.int64(256) + i1)
                T.where(i0 * T.int64(256) + i1 < n)
                B[vi] = T.exp(A[vi] * T.float32(0.5))
)";

void Report(const std::string& what, const std::vector<int64_t>& shape, double ms, double copy_ms) {
  std::string dims;
  for (int64_t d : shape) dims += (dims.empty() ? "" : "x") + std::to_string(d);
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  double gbs = 2.0 * n * 4 / (ms * 1e-3) / 1e9;
  std::printf("%-28s %-12s %9.4f ms  (%7.1f GB/s)  memcpy %9.4f ms  ratio %6.2fx\n", what.c_str(), dims.c_str(), ms,
              gbs, copy_ms, ms / copy_ms);
}

int Main(bool quick) {
  if (!HasDevice()) {
    std::printf("%s: no benchmark\n", UnavailableReason().c_str());
    return 2;
  }
  auto device = CUDADevice::Default();
  std::printf("device: %s (sm_%d%d)\n", device->name().c_str(), device->compute_major(), device->compute_minor());
  const int repeats = quick ? 3 : 20;
  std::vector<std::vector<int64_t>> shapes =
      quick ? std::vector<std::vector<int64_t>>{{4, 10000}}
            : std::vector<std::vector<int64_t>>{{32, 32000}, {32, 128256}, {1, 10000000}};
  tir::PrimFunc elementwise = tir::transform::ParseTir(kElementwise);
  CUDAProgram ew = CUDAProgram::Build(device, codegen::BuildCUDA({{"scale_exp", elementwise}}));
  for (const auto& shape : shapes) {
    int64_t n = shape[0] * shape[1];
    double copy_ms = device->TimeDeviceCopy(static_cast<size_t>(n) * 4, repeats);
    std::vector<NDArray> args{NDArray::Zeros({n}, DataType::Float(32)), NDArray::Zeros({n}, DataType::Float(32))};
    Report("elementwise exp(0.5x)", shape, ew.RunTimed("scale_exp", args, {}, repeats), copy_ms);

    te::Tensor x = te::placeholder({Int64(shape[0]), Int64(shape[1])}, DataType::Float(32), "x");
    te::Tensor y = backend::ScanGpu(x, 1, DataType::Float(32), /*exclusive=*/false, /*product=*/false, 64);
    CUDAProgram scan = CUDAProgram::Build(device, codegen::BuildCUDA({{"scan", te::CreatePrimFunc({x, y})}}));
    std::vector<NDArray> sargs{NDArray::Zeros(shape, DataType::Float(32)), NDArray::Zeros(shape, DataType::Float(32))};
    Report("ScanGpu (Blelloch) f32", shape, scan.RunTimed("scan", sargs, {}, repeats), copy_ms);

    CUDAProgram cumsum = CUDAProgram::Build(
        device,
        codegen::BuildCUDA({{"cumsum", backend::Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 64)}}));
    std::vector<NDArray> cargs{NDArray::Zeros(shape, DataType::Int(32)), NDArray::Zeros(shape, DataType::Int(32))};
    Report("Gpu2dContinuousCumsum i32", shape, cumsum.RunTimed("cumsum", cargs, {}, repeats), copy_ms);
  }
  return 0;
}

}  // namespace
}  // namespace cuda
}  // namespace rlx

int main(int argc, char** argv) {
  bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  try {
    return rlx::cuda::Main(quick);
  } catch (const rlx::DiagnosticError& e) {
    std::printf("error: %s\n", e.what());
    return 1;
  }
}
