// GPU TIR for code generator tests: compiler/backend's extern GPU kernels
// (sort, searchsorted, scan, cumsum, sampling) and the device kernels of
// every testdata model after a target's default pipeline.
#ifndef RLX_TARGETS_REGISTRY_GPU_CORPUS_FOR_TEST_H_
#define RLX_TARGETS_REGISTRY_GPU_CORPUS_FOR_TEST_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/codegen/source/device_artifact.h"
#include "compiler/ir/data_type.h"

namespace rlx {
namespace codegen {

// Every family of compiler/backend's GPU kernels. `temp_index` is the index
// type of their scratch positions (int32 on targets without int64).
PrimFuncList BackendGpuKernels(DataType temp_index = DataType::Int(64));

// (model file, its PrimFuncs with thread bindings) for each testdata/models
// file (sorted), through the default pipeline of `target` ("metal",
// "vulkan"). Needs //testdata/models:corpus as data.
std::vector<std::pair<std::string, PrimFuncList>> ModelGpuKernels(const std::string& target);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_REGISTRY_GPU_CORPUS_FOR_TEST_H_
