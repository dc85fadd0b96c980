// rlx.contrib.openclml.run_graph: the run-time side of the "openclml"
// offload (compiler/contrib/openclml/openclml_codegen.h), TVM's CLML JSON
// runtime (src/runtime/contrib/clml). Its arguments:
//   (symbol: str, graph: str, inputs..., constants..., outputs...)
// with the graph in TVM's JSONSerializer format.
//
// This project has no Qualcomm OpenCL ML SDK, so there is no CLML runtime:
// the function checks the graph and its arguments and then fails with a
// clear error naming the offloaded function and its kernels, so that an
// executable built for qcom/adreno-opencl-clml reports why it cannot run
// rather than crashing. A malformed graph or wrong arguments are their own
// errors.
#ifndef RLX_COMPILER_CONTRIB_OPENCLML_RUNTIME_OPENCLML_H_
#define RLX_COMPILER_CONTRIB_OPENCLML_RUNTIME_OPENCLML_H_

#include <string>
#include <vector>

#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

inline constexpr const char* kOpenclmlRunGraph = "rlx.contrib.openclml.run_graph";

// Whether this build can run CLML graphs (TVM's
// relax.is_openclml_runtime_enabled): false.
bool IsOpenclmlRuntimeEnabled();

// What a graph asks of the runtime.
struct OpenclmlGraphSummary {
  int64_t num_inputs = 0;            // "input" nodes
  int64_t num_consts = 0;            // "const" nodes
  int64_t num_outputs = 0;           // heads
  std::vector<std::string> kernels;  // kernel node names, in order
};

// Parses and checks the graph's structure; throws DiagnosticError
// "openclml: graph of '<symbol>': ..." when it is malformed.
OpenclmlGraphSummary SummarizeOpenclmlGraph(const std::string& symbol, const std::string& graph);

// Registers rlx.contrib.openclml.run_graph.
void RegisterOpenclmlFuncs(PackedFuncRegistry* registry);

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_OPENCLML_RUNTIME_OPENCLML_H_
