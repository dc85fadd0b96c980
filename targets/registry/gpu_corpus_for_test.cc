#include "targets/registry/gpu_corpus_for_test.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/gpu_sampling_kernels.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/gpu_sort_kernels.h"
#include "compiler/pass/pass.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/create_prim_func.h"
#include "targets/registry/registry.h"

namespace rlx {
namespace codegen {

PrimFuncList BackendGpuKernels(DataType temp_index) {
  te::Tensor x = te::placeholder({Int64(3), Int64(300)}, DataType::Float(32), "x");
  backend::SortRequest both;
  both.indices = true;
  both.temp_index_dtype = temp_index;
  std::vector<te::Tensor> sorted = backend::SortGpu(x, both, "sort_gpu");
  backend::SortRequest topk;
  topk.ascend = false;
  topk.k = 5;
  topk.values = false;
  topk.indices = true;
  topk.temp_index_dtype = temp_index;
  std::vector<te::Tensor> top = backend::SortGpu(x, topk, "topk_gpu");
  te::Tensor bounds = te::placeholder({Int64(64)}, DataType::Float(32), "bounds");
  te::Tensor values = te::placeholder({Int64(10)}, DataType::Float(32), "values");
  te::Tensor found = backend::SearchSortedGpu(bounds, values, true, DataType::Int(32), 64, temp_index);
  te::Tensor xi = te::placeholder({Int64(4), Int64(100)}, DataType::Int(32), "xi");
  return {
      {"sort", te::CreatePrimFunc({x, sorted[0], sorted[1]})},
      {"topk", te::CreatePrimFunc({x, top[0]})},
      {"searchsorted", te::CreatePrimFunc({bounds, values, found})},
      {"cumsum", te::CreatePrimFunc({x, backend::ScanGpu(x, 1, DataType::Float(32), false, false, 64)})},
      {"cumprod_exclusive", te::CreatePrimFunc({xi, backend::ScanGpu(xi, 1, DataType::Int(32), true, true, 64)})},
      {"continuous_cumsum", backend::Gpu2dContinuousCumsum(DataType::Int(32), DataType::Int(32), 32)},
      {"axis1_cumsum", backend::Gpu3dAxis1Cumsum(DataType::Float(32), DataType::Float(32), 64)},
      {"sample", backend::ParallelSamplingFromProb(DataType::Float(32), DataType::Float(32), DataType::Int(64),
                                                   DataType::Int(64), temp_index)},
  };
}

std::vector<std::pair<std::string, PrimFuncList>> ModelGpuKernels(const std::string& target) {
  const std::string dir = "testdata/models";
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  std::vector<std::pair<std::string, PrimFuncList>> out;
  Target t = Target::Parse(target);
  for (const std::string& file : files) {
    std::string path = dir + "/" + file;
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    IRModule mod = script::ParseModuleText(text.str(), path);
    PassContext ctx;
    IRModule lowered = (*targets::GetDefaultPipeline(t))(mod, ctx);
    PrimFuncList funcs;
    for (const auto& kv : lowered->functions) {
      auto f = kv.second.second.as<tir::PrimFuncNode>();
      if (f.defined() && backend::HasThreadBinding(f)) funcs.push_back({kv.first, f});
    }
    out.push_back({file, funcs});
  }
  return out;
}

}  // namespace codegen
}  // namespace rlx
