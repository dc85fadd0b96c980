// compiler/backend's GPU kernels (TVM's scan, sort and sampling kernels)
// printed as CUDA C and compiled to PTX by nvcc when the CUDA toolkit is
// installed (no GPU is needed to compile; skipped with a message otherwise).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "compiler/backend/gpu_sampling_kernels.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/gpu_sort_kernels.h"
#include "compiler/te/create_prim_func.h"
#include "targets/cuda/codegen/codegen_cuda.h"

namespace rlx {
namespace codegen {
namespace {

TEST(GpuKernelsNvccTest, ScanSortAndSamplingCompileToPtx) {
  te::Tensor x = te::placeholder({Int64(3), Int64(300)}, DataType::Float(32), "x");
  backend::SortRequest request;
  request.indices = true;
  std::vector<te::Tensor> sorted = backend::SortGpu(x, request, "sort_gpu");
  SourceModule m = BuildCUDA({
      {"cumsum", backend::Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 64)},
      {"scan", te::CreatePrimFunc({x, backend::ScanGpu(x, 1, DataType::Float(32), false, false, 64)})},
      {"sort", te::CreatePrimFunc({x, sorted[0], sorted[1]})},
      {"sample", backend::ParallelSamplingFromProb(DataType::Float(32), DataType::Float(32), DataType::Int(64),
                                                   DataType::Int(64))},
  });
  size_t kernels = 0;
  for (const SplitFunction& f : m.functions) kernels += f.kernels.size();
  EXPECT_GT(kernels, 10u);
  const std::string nvcc = "/usr/local/cuda/bin/nvcc";
  if (!std::ifstream(nvcc).good()) GTEST_SKIP() << "CUDA toolkit not installed (" << nvcc << " missing)";
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string dir = tmp ? tmp : "/tmp";
  std::string cu = dir + "/backend_kernels.cu", ptx = dir + "/backend_kernels.ptx", log = dir + "/nvcc.log";
  std::ofstream(cu) << m.source;
  std::string cmd = nvcc + " --ptx -arch=sm_80 -o " + ptx + " " + cu + " > " + log + " 2>&1";
  int rc = std::system(cmd.c_str());
  std::stringstream diag;
  diag << std::ifstream(log).rdbuf();
  ASSERT_EQ(rc, 0) << "nvcc failed:\n" << diag.str();
  std::stringstream text;
  text << std::ifstream(ptx).rdbuf();
  for (const SplitFunction& f : m.functions) {
    for (const DeviceKernel& k : f.kernels) {
      EXPECT_NE(text.str().find(".entry " + k.name + "("), std::string::npos) << k.name;
    }
  }
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
