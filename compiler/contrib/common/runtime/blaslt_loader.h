// What rlx.contrib.cublas.matmul and rlx.contrib.hipblas.matmul share
// beyond the GEMM itself (blaslt_gemm.h): dlopening a vendor's device
// runtime and *BLASLt library, resolving their symbols by the vendor's
// prefix ("cuda" + "Malloc", "cublasLt" + "Matmul"), probing for a device,
// and registering the packed function. A vendor is only a description
// (BlasLtVendor); cublas.cc and hipblas.cc hold theirs.
#ifndef RLX_COMPILER_CONTRIB_COMMON_RUNTIME_BLASLT_LOADER_H_
#define RLX_COMPILER_CONTRIB_COMMON_RUNTIME_BLASLT_LOADER_H_

#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "compiler/contrib/common/runtime/blaslt_gemm.h"
#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

struct BlasLtVendor {
  std::string func;                       // packed function name, "rlx.contrib.cublas.matmul"
  std::string offload;                    // BYOC offload name, "cublas"
  std::string device_name;                // "CUDA": "<func>: no CUDA device: <why>"
  std::string runtime_label;              // "the CUDA runtime": "cannot load the CUDA runtime (...)"
  std::string lt_label;                   // "cuBLASLt": "cannot load cuBLASLt (...)"
  std::vector<std::string> runtime_libs;  // dlopen candidates, newest first
  std::vector<std::string> lt_libs;
  std::string runtime_prefix;  // "cuda": cudaMalloc, cudaGetDeviceCount, ...
  std::string lt_prefix;       // "cublasLt": cublasLtCreate, cublasLtMatmul, ...
  BlasLtEnums enums;
};

// One vendor's libraries, loaded and probed at first use, then kept for
// the process (dlopen and device probing are slow, and the answer does not
// change). Never destroyed, like the packed-function table that holds
// functions pointing at it.
class BlasLtBackend {
 public:
  explicit BlasLtBackend(BlasLtVendor vendor) : vendor_(std::move(vendor)) {}
  BlasLtBackend(const BlasLtBackend&) = delete;
  BlasLtBackend& operator=(const BlasLtBackend&) = delete;

  // Whether the libraries and a device can be used; `why` (if not null)
  // gets the reason when not.
  bool Available(std::string* why);

  // Registers vendor.func: (config: str, inputs..., out) on host tensors.
  void Register(PackedFuncRegistry* registry);

 private:
  void Load();  // fills api_, handle_ or error_; once
  void EnsureLoaded();

  BlasLtVendor vendor_;
  std::once_flag loaded_;
  BlasLtApi api_;
  void* handle_ = nullptr;
  std::string error_;  // non-empty: unusable
  // One handle, one default stream: calls run one at a time.
  std::mutex call_mu_;
};

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_COMMON_RUNTIME_BLASLT_LOADER_H_
