// compiler/backend's GPU kernels (TVM's scan, sort and sampling kernels)
// compiled to CUDA C, built by NVRTC and run on the CUDA device, checked
// against the TIR interpreter and hand-computed results. Where there is no
// device the NVRTC build still runs (for sm_90) and the numeric part prints
// why it is skipped (RLX_REQUIRE_CUDA_DEVICE=1: a failure instead).
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <optional>

#include "compiler/backend/gpu_sampling_kernels.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/gpu_sort_kernels.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/tir/interp/interpreter.h"
#include "targets/cuda/codegen/codegen_cuda.h"
#include "targets/cuda/runtime/cuda_runtime.h"
#include "targets/cuda/runtime/cuda_test_util.h"

namespace rlx {
namespace cuda {
namespace {

NDArray Ints(const std::vector<int64_t>& shape, DataType dtype, int64_t lo, int64_t hi, uint64_t seed) {
  NDArray a = NDArray::Zeros(shape, dtype);
  uint64_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    int64_t v = lo + static_cast<int64_t>((s >> 33) % static_cast<uint64_t>(hi - lo + 1));
    if (dtype.is_floating()) {
      a.SetDouble(i, static_cast<double>(v));
    } else {
      a.SetInt(i, v);
    }
  }
  return a;
}

// Builds `funcs` with NVRTC for the device, or for sm_90 (no device) so the
// compile is checked everywhere; returns whether the numeric part runs.
bool Compile(const std::vector<std::pair<std::string, tir::PrimFunc>>& funcs, std::optional<CUDAProgram>* program) {
  codegen::SourceModule m = codegen::BuildCUDA(funcs);
  if (!HasDevice()) {
    std::string why;
    if (Nvrtc(&why) != nullptr) {
      std::string ptx = CompileToPtx(m.source, 9, 0, funcs[0].first);
      for (const codegen::SplitFunction& f : m.functions) {
        for (const codegen::DeviceKernel& k : f.kernels) {
          EXPECT_NE(ptx.find(".entry " + k.name + "("), std::string::npos) << k.name;
        }
      }
    }
    return DeviceOrSkip();
  }
  *program = CUDAProgram::Build(CUDADevice::Default(), m);
  return true;
}

TEST(GpuKernelsCUDATest, ContinuousCumsumOverTilesAndRounds) {
  tir::PrimFunc f = backend::Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 64);
  std::optional<CUDAProgram> program;
  if (!Compile({{"cumsum", f}}, &program)) GTEST_SKIP() << UnavailableReason();
  for (const std::vector<int64_t>& shape : std::vector<std::vector<int64_t>>{{2, 700}, {3, 5}, {4, 100000}}) {
    NDArray a = Ints(shape, DataType::Int(32), -5, 5, 7);
    NDArray out = NDArray::Zeros(shape, DataType::Int(32));
    NDArray ref = NDArray::Zeros(shape, DataType::Int(32));
    std::vector<NDArray> args{a, out};
    program->Run("cumsum", args);
    tir::InterpretPrimFunc(f, {a, ref});
    EXPECT_EQ(out.ToIntVector(), ref.ToIntVector()) << "n = " << shape[1];
    for (int64_t r = 0; r < shape[0]; ++r) {
      int64_t acc = 0;
      for (int64_t i = 0; i < shape[1]; ++i) {
        acc += a.GetInt(r * shape[1] + i);
        ASSERT_EQ(out.GetInt(r * shape[1] + i), acc) << "row " << r << ", " << i;
      }
    }
  }
}

TEST(GpuKernelsCUDATest, BlellochScanGpu) {
  te::Tensor x = te::placeholder({Int64(3), Int64(3000)}, DataType::Float(32), "x");
  te::Tensor y = backend::ScanGpu(x, 1, DataType::Float(32), /*exclusive=*/true, /*product=*/false, 64);
  tir::PrimFunc f = te::CreatePrimFunc({x, y});
  std::optional<CUDAProgram> program;
  if (!Compile({{"scan", f}}, &program)) GTEST_SKIP() << UnavailableReason();
  NDArray a = Ints({3, 3000}, DataType::Float(32), -5, 5, 3);
  NDArray out = NDArray::Zeros({3, 3000}, DataType::Float(32));
  NDArray ref = NDArray::Zeros({3, 3000}, DataType::Float(32));
  std::vector<NDArray> args{a, out};
  program->Run("scan", args);
  EXPECT_GT(program->num_launches(), 10);
  tir::InterpretPrimFunc(f, {a, ref});
  EXPECT_EQ(out.ToDoubleVector(), ref.ToDoubleVector());
  for (int r = 0; r < 3; ++r) {
    double acc = 0;  // small integers: exact in float
    for (int i = 0; i < 3000; ++i) {
      ASSERT_EQ(out.GetDouble(r * 3000 + i), acc) << r << "," << i;
      acc += a.GetDouble(r * 3000 + i);
    }
  }
}

TEST(GpuKernelsCUDATest, StableSortWithIndices) {
  te::Tensor x = te::placeholder({Int64(3), Int64(2000)}, DataType::Float(32), "x");
  backend::SortRequest request;
  request.indices = true;
  std::vector<te::Tensor> outs = backend::SortGpu(x, request, "sort_gpu");
  tir::PrimFunc f = te::CreatePrimFunc({x, outs[0], outs[1]});
  std::optional<CUDAProgram> program;
  if (!Compile({{"sort", f}}, &program)) GTEST_SKIP() << UnavailableReason();
  NDArray a = Ints({3, 2000}, DataType::Float(32), -50, 50, 11);
  NDArray values = NDArray::Zeros({3, 2000}, DataType::Float(32));
  NDArray indices = NDArray::Zeros({3, 2000}, DataType::Int(32));
  std::vector<NDArray> args{a, values, indices};
  program->Run("sort", args);
  NDArray ref_values = NDArray::Zeros({3, 2000}, DataType::Float(32));
  NDArray ref_indices = NDArray::Zeros({3, 2000}, DataType::Int(32));
  tir::InterpretPrimFunc(f, {a, ref_values, ref_indices});
  EXPECT_EQ(values.ToDoubleVector(), ref_values.ToDoubleVector());
  EXPECT_EQ(indices.ToIntVector(), ref_indices.ToIntVector());
  for (int r = 0; r < 3; ++r) {
    std::vector<int> order(2000);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int i, int j) { return a.GetDouble(r * 2000 + i) < a.GetDouble(r * 2000 + j); });
    for (int k = 0; k < 2000; ++k) {
      ASSERT_EQ(indices.GetInt(r * 2000 + k), order[k]) << r << "," << k;
      ASSERT_EQ(values.GetDouble(r * 2000 + k), a.GetDouble(r * 2000 + order[k])) << r << "," << k;
    }
  }
}

TEST(GpuKernelsCUDATest, ParallelSamplingFromProb) {
  tir::PrimFunc f =
      backend::ParallelSamplingFromProb(DataType::Float(32), DataType::Float(32), DataType::Int(64), DataType::Int(64));
  std::optional<CUDAProgram> program;
  if (!Compile({{"sample", f}}, &program)) GTEST_SKIP() << UnavailableReason();
  const int64_t n = 3, vocab = 1500, batch = 4;
  NDArray prob = NDArray::Zeros({n, vocab}, DataType::Float(32));
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t m = 0; m < 8; ++m) prob.SetDouble(r * vocab + 169 * m + r, 0.125);
  }
  NDArray u = NDArray::FromVector<double>({batch, 1}, {0.1, 0.5, 0.9, 0.3}, DataType::Float(32));
  NDArray rows = NDArray::FromVector<int64_t>({batch, 1}, {0, 1, 2, 1}, DataType::Int(64));
  NDArray out = NDArray::Zeros({batch, 1}, DataType::Int(64));
  NDArray ref = NDArray::Zeros({batch, 1}, DataType::Int(64));
  std::vector<NDArray> args{prob, u, rows, out};
  program->Run("sample", args);
  tir::InterpretPrimFunc(f, {prob, u, rows, ref});
  EXPECT_EQ(out.ToIntVector(), ref.ToIntVector());
  EXPECT_EQ(out.ToIntVector(), (std::vector<int64_t>{0, 169 * 3 + 1, 169 * 7 + 2, 169 * 2 + 1}));
}

}  // namespace
}  // namespace cuda
}  // namespace rlx
