// The GPU kernels of compiler/backend (ports of TVM's GPU scan, sort and
// sampling kernels: thread bindings, shared / local memory, barriers,
// several launches) compiled to OpenCL C and run on the OpenCL device, then
// checked against the TIR interpreter and against hand-computed results.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "compiler/backend/gpu_sampling_kernels.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/gpu_sort_kernels.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/tir/interp/interpreter.h"
#include "targets/opencl/codegen/codegen_opencl.h"
#include "targets/opencl/runtime/opencl_runtime.h"

namespace rlx {
namespace opencl {
namespace {

std::shared_ptr<OpenCLDevice> Device() {
  // PoCL's kernel cache must be writable inside the test sandbox.
  if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  static std::shared_ptr<OpenCLDevice> device = OpenCLDevice::Default();
  return device;
}

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

TEST(GpuKernelsOpenCLTest, ContinuousCumsumOverTilesAndRounds) {
  for (int bits : {32, 64}) {
    tir::PrimFunc f = backend::Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), bits);
    OpenCLProgram program = OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{"cumsum", f}}));
    // One tile, several tiles (a second round), a tiny row.
    for (const std::vector<int64_t>& shape : std::vector<std::vector<int64_t>>{{2, 700}, {3, 5}, {1, 1100}}) {
      NDArray a = Ints(shape, DataType::Int(32), -5, 5, 7);
      NDArray out = NDArray::Zeros(shape, DataType::Int(32));
      NDArray ref = NDArray::Zeros(shape, DataType::Int(32));
      std::vector<NDArray> args{a, out};
      program.Run("cumsum", args);
      tir::InterpretPrimFunc(f, {a, ref});
      EXPECT_EQ(out.ToIntVector(), ref.ToIntVector()) << bits << " bits, n = " << shape[1];
      for (int64_t r = 0; r < shape[0]; ++r) {
        int64_t acc = 0;
        for (int64_t i = 0; i < shape[1]; ++i) {
          acc += a.GetInt(r * shape[1] + i);
          ASSERT_EQ(out.GetInt(r * shape[1] + i), acc) << bits << " bits, row " << r << ", " << i;
        }
      }
    }
  }
}

// WebGPU's non-last-axis scan kernel: a thread per (outer, inner) column,
// more columns than one 128-thread block, widened to int64.
TEST(GpuKernelsOpenCLTest, Axis1CumsumOfA3dTensor) {
  tir::PrimFunc f = backend::Gpu3dAxis1Cumsum(DataType::Int(32), DataType::Int(64));
  OpenCLProgram program = OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{"cumsum3d", f}}));
  for (const std::vector<int64_t>& shape : std::vector<std::vector<int64_t>>{{3, 5, 100}, {2, 7, 1}, {1, 1, 1}}) {
    NDArray a = Ints(shape, DataType::Int(32), -5, 5, 13);
    NDArray out = NDArray::Zeros(shape, DataType::Int(64));
    NDArray ref = NDArray::Zeros(shape, DataType::Int(64));
    std::vector<NDArray> args{a, out};
    program.Run("cumsum3d", args);
    tir::InterpretPrimFunc(f, {a, ref});
    EXPECT_EQ(out.ToIntVector(), ref.ToIntVector());
    const int64_t outer = shape[0], scan = shape[1], inner = shape[2];
    for (int64_t o = 0; o < outer; ++o) {
      for (int64_t i = 0; i < inner; ++i) {
        int64_t acc = 0;
        for (int64_t k = 0; k < scan; ++k) {
          int64_t at = (o * scan + k) * inner + i;
          acc += a.GetInt(at);
          ASSERT_EQ(out.GetInt(at), acc) << o << "," << k << "," << i;
        }
      }
    }
  }
}

TEST(GpuKernelsOpenCLTest, BlellochScanGpuWithOneLaunchPerLevel) {
  te::Tensor x = te::placeholder({Int64(3), Int64(300)}, DataType::Float(32), "x");
  te::Tensor y = backend::ScanGpu(x, 1, DataType::Float(32), /*exclusive=*/true, /*product=*/false, 64);
  tir::PrimFunc f = te::CreatePrimFunc({x, y});
  OpenCLProgram program = OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{"scan", f}}));
  NDArray a = Ints({3, 300}, DataType::Float(32), -5, 5, 3);
  NDArray out = NDArray::Zeros({3, 300}, DataType::Float(32));
  NDArray ref = NDArray::Zeros({3, 300}, DataType::Float(32));
  std::vector<NDArray> args{a, out};
  program.Run("scan", args);
  EXPECT_GT(program.num_launches(), 10);  // an up-sweep and a down-sweep launch per tree level
  tir::InterpretPrimFunc(f, {a, ref});
  EXPECT_EQ(out.ToDoubleVector(), ref.ToDoubleVector());
  for (int r = 0; r < 3; ++r) {
    double acc = 0;  // small integers: exact in float
    for (int i = 0; i < 300; ++i) {
      ASSERT_EQ(out.GetDouble(r * 300 + i), acc) << r << "," << i;
      acc += a.GetDouble(r * 300 + i);
    }
  }
}

TEST(GpuKernelsOpenCLTest, StableSortWithIndices) {
  te::Tensor x = te::placeholder({Int64(2), Int64(300)}, DataType::Float(32), "x");
  backend::SortRequest request;
  request.indices = true;
  std::vector<te::Tensor> outs = backend::SortGpu(x, request, "sort_gpu");
  tir::PrimFunc f = te::CreatePrimFunc({x, outs[0], outs[1]});
  OpenCLProgram program = OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{"sort", f}}));
  NDArray a = Ints({2, 300}, DataType::Float(32), -50, 50, 11);
  NDArray values = NDArray::Zeros({2, 300}, DataType::Float(32));
  NDArray indices = NDArray::Zeros({2, 300}, DataType::Int(32));
  std::vector<NDArray> args{a, values, indices};
  program.Run("sort", args);
  NDArray ref_values = NDArray::Zeros({2, 300}, DataType::Float(32));
  NDArray ref_indices = NDArray::Zeros({2, 300}, DataType::Int(32));
  tir::InterpretPrimFunc(f, {a, ref_values, ref_indices});
  EXPECT_EQ(values.ToDoubleVector(), ref_values.ToDoubleVector());
  EXPECT_EQ(indices.ToIntVector(), ref_indices.ToIntVector());
  for (int r = 0; r < 2; ++r) {
    std::vector<int> order(300);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int i, int j) { return a.GetDouble(r * 300 + i) < a.GetDouble(r * 300 + j); });
    for (int k = 0; k < 300; ++k) {
      ASSERT_EQ(indices.GetInt(r * 300 + k), order[k]) << r << "," << k;
      ASSERT_EQ(values.GetDouble(r * 300 + k), a.GetDouble(r * 300 + order[k])) << r << "," << k;
    }
  }
}

TEST(GpuKernelsOpenCLTest, ParallelSamplingFromProb) {
  tir::PrimFunc f =
      backend::ParallelSamplingFromProb(DataType::Float(32), DataType::Float(32), DataType::Int(64), DataType::Int(64));
  OpenCLProgram program = OpenCLProgram::Build(Device(), codegen::BuildOpenCL({{"sample", f}}));
  // Row r keeps 1/8 at tokens j = 169 * m + r (m < 8), spread
  // over several 512-element chunks; u picks the token where the running
  // total reaches u.
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
  program.Run("sample", args);
  tir::InterpretPrimFunc(f, {prob, u, rows, ref});
  EXPECT_EQ(out.ToIntVector(), ref.ToIntVector());
  // u = 0.1 -> the 1st kept token (total 0.125), 0.5 -> the 4th, 0.9 -> the
  // 8th, 0.3 -> the 3rd.
  EXPECT_EQ(out.ToIntVector(), (std::vector<int64_t>{0, 169 * 3 + 1, 169 * 7 + 2, 169 * 2 + 1}));
}

}  // namespace
}  // namespace opencl
}  // namespace rlx
