#include "targets/webgpu/codegen/backend_kernel_set.h"

#include <vector>

#include "compiler/backend/gpu_sampling_kernels.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/gpu_sort_kernels.h"
#include "compiler/te/create_prim_func.h"

namespace rlx {
namespace codegen {

PrimFuncList WebGPUBackendKernels() {
  const DataType f32 = DataType::Float(32), i32 = DataType::Int(32);
  // TVM's webgpu target allows 256 threads per block.
  const int64_t threads = 256;
  PrimFuncList out;
  te::Tensor x = te::placeholder({Int64(3), Int64(300)}, f32, "x");
  backend::SortRequest sort;
  sort.indices = true;
  sort.index_dtype = i32;
  sort.temp_index_dtype = i32;
  sort.max_threads = threads;
  std::vector<te::Tensor> sorted = backend::SortGpu(x, sort, "sort_gpu");
  out.push_back({"sort_rows", te::CreatePrimFunc({x, sorted[0], sorted[1]})});

  backend::SortRequest topk = sort;
  topk.ascend = false;
  topk.k = 5;
  std::vector<te::Tensor> top = backend::SortGpu(x, topk, "topk_gpu");
  out.push_back({"topk_rows", te::CreatePrimFunc({x, top[0], top[1]})});

  te::Tensor bounds = te::placeholder({Int64(16)}, f32, "boundaries");
  te::Tensor values = te::placeholder({Int64(40)}, f32, "values");
  te::Tensor pos = backend::SearchSortedGpu(bounds, values, /*right=*/false, i32, threads, i32);
  out.push_back({"searchsorted", te::CreatePrimFunc({bounds, values, pos})});

  out.push_back({"cumsum_rows", te::CreatePrimFunc({x, backend::ScanGpu(x, 1, f32, false, false, threads)})});
  te::Tensor xi = te::placeholder({Int64(3), Int64(300)}, i32, "xi");
  out.push_back({"cumsum_exclusive_i32", te::CreatePrimFunc({xi, backend::ScanGpu(xi, 1, i32, true, false, threads)})});

  out.push_back({"gpu_2d_continuous_cumsum", backend::Gpu2dContinuousCumsum(f32, f32, /*index_bits=*/32)});
  out.push_back({"gpu_3d_axis_1_cumsum", backend::Gpu3dAxis1Cumsum(f32, f32)});
  out.push_back({"parallel_sampling_from_prob", backend::ParallelSamplingFromProb(f32, f32, i32, i32, i32)});
  return out;
}

}  // namespace codegen
}  // namespace rlx
