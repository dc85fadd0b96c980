// TVM's partition_for_<backend> functions: the pass list each BYOC backend
// runs to carve its offloadable subgraphs out of a module, with the same
// patterns (the registry's prefix query), options and order as TVM's
// python/tvm/relax/backend/**/<backend>.py. Two shapes occur:
//   * FuseOpsByPattern(annotate_codegen=True): one public
//     "<composite>_<codegen>" function per match (cublas, cudnn, cutlass,
//     hipblas);
//   * FuseOpsByPattern(annotate_codegen=False) then MergeCompositeFunctions:
//     neighbouring composites of one codegen merge into one function
//     (coreml, dnnl, nnapi, tensorrt, example_npu, openclml).
// cudnn and cutlass then size the workspace their attention kernels need
// (TVM's annotate_workspace) and AllocateWorkspace.
//
// A backend is looked up by name; an unknown name is a diagnostic listing
// the known ones.
#ifndef RLX_COMPILER_CONTRIB_PARTITION_H_
#define RLX_COMPILER_CONTRIB_PARTITION_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"
#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"
#include "compiler/transform/fuse_ops_by_pattern.h"

namespace rlx {
namespace backend {

// The keyword arguments of TVM's partition functions; each backend reads
// only the ones its Python function takes, with TVM's defaults.
struct PartitionOptions {
  // partition_for_cublas(bind_constants=False).
  bool bind_constants = false;
  // partition_for_cutlass(annotate_codegen=True, use_flash_mqa=True).
  bool annotate_codegen = true;
  bool use_flash_mqa = true;
  // partition_for_nnapi(feature_level=None): keep only the patterns whose
  // minimum NNAPI feature level is at most this.
  std::optional<int> feature_level;
  // Receives FuseOpsByPattern's match / rejection records.
  transform::PatternDecisionSink on_decision;
};

// The backends PartitionPasses knows, in alphabetical order.
std::vector<std::string> PartitionBackends();

// The passes of partition_for_<backend>, in order. An unknown backend is a
// DiagnosticError naming the known ones.
std::vector<PassPtr> PartitionPasses(const std::string& backend, const PartitionOptions& options = {});

// The passes above as one Sequential named "partition_for_<backend>".
PassPtr PartitionPass(const std::string& backend, const PartitionOptions& options = {});

// Runs partition_for_<backend> on `mod` (a fresh PassContext).
IRModule PartitionFor(const std::string& backend, const IRModule& mod, const PartitionOptions& options = {});

// TVM's functions by name.
IRModule PartitionForCublas(const IRModule& mod, bool bind_constants = false);
IRModule PartitionForCudnn(const IRModule& mod);
IRModule PartitionForCutlass(const IRModule& mod, bool annotate_codegen = true, bool use_flash_mqa = true);
IRModule PartitionForHipblas(const IRModule& mod);
IRModule PartitionForCoreml(const IRModule& mod);
IRModule PartitionForNnapi(const IRModule& mod, std::optional<int> feature_level = std::nullopt);
IRModule PartitionForTensorrt(const IRModule& mod);

// TVM's annotate_workspace (cuda/cutlass.py, cuda/cudnn.py) for `codegen`:
// every Composite function whose name contains both "attention" and
// `codegen` gets "WorkspaceSize" = its output's bytes (8 when the shape is
// not static), and a public wrapper whose global_symbol contains `codegen`
// copies the attribute from the composite it binds first.
IRModule AnnotateWorkspace(const IRModule& mod, const std::string& codegen);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_PARTITION_H_
