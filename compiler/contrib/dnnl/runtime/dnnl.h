// oneDNN (DNNL) kernels behind the "dnnl" BYOC offload: what the functions
// with attribute Codegen = "dnnl" become after RunCodegen.
//
// TVM's DNNL flow (src/relax/backend/contrib/dnnl/codegen.cc + the JSON
// runtime) serializes each Codegen function as a JSON graph of composite
// nodes that a runtime module executes with oneDNN primitives. Here the
// codegen (compiler/contrib/dnnl/dnnl.h) writes the same kind of graph,
// and the call site becomes
//
//   R.call_dps_packed("rlx.contrib.dnnl.run_graph",
//                     (R.str(<graph>), input0, input1, ...), out_sinfo=...)
//
// so the graph travels inside the executable as a string constant and any
// process can run it (no side table to ship). Graph text (JSON):
//
//   {"symbol": "fused_relax_nn_conv2d_relax_add_relax_nn_relu_dnnl",
//    "num_inputs": 3,
//    "nodes": [{"composite": "dnnl.conv2d_bias_relu", "op": "conv2d",
//               "inputs": [0, 1], "bias": 2, "post_op": "relu",
//               "strides": [1, 1], "padding": [1, 1, 1, 1],
//               "dilation": [1, 1], "groups": 1}],
//    "outputs": [3]}
//
// Value ids: 0 .. num_inputs-1 are the call's inputs, node k produces id
// num_inputs + k. "op" is "conv2d" or "matmul"; "bias" is -1 when absent;
// "post_op" is "" or one of relu, gelu (erf), gelu_tanh, sigmoid, tanh.
// The DPS outputs follow the inputs in the packed arguments, one per entry of
// "outputs". Intermediate values live in buffers the runtime allocates.
//
// Kernels (float32, compact row-major):
//   conv2d: data (N, C, H, W), weight (O, C / groups, KH, KW) (NCHW / OIHW),
//           padding [top, left, bottom, right], dilation >= 1; bias has O
//           elements or 1 (any shape: (O,), (1, O, 1, 1), ...).
//   matmul: a (..., M, K) with b (K, N) (a's batch folds into M) or b
//           (..., K, N) with a's batch dims; bias has N elements or 1.
// oneDNN primitives are created once per shape and attribute set and cached
// (creation costs far more than a small execution). Bad arguments throw
// DiagnosticError naming the function before anything is written; the
// compiler rejects what these kernels cannot do at partition time (the dnnl
// pattern checks), so such errors mean a hand-written graph.
#ifndef RLX_COMPILER_CONTRIB_DNNL_RUNTIME_DNNL_H_
#define RLX_COMPILER_CONTRIB_DNNL_RUNTIME_DNNL_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/runtime/packed_func.h"

namespace rlx {
namespace runtime {
namespace contrib {

inline constexpr const char* kDnnlRunGraph = "rlx.contrib.dnnl.run_graph";

// The element-wise post-op oneDNN applies to the primitive's result.
enum class DnnlPostOp { kNone, kRelu, kGelu, kGeluTanh, kSigmoid, kTanh };

// "" -> kNone, "relu", "gelu", "gelu_tanh", "sigmoid", "tanh"; nullopt for
// anything else.
std::optional<DnnlPostOp> DnnlPostOpFromName(const std::string& name);
const char* DnnlPostOpName(DnnlPostOp op);

struct DnnlConv2dParams {
  std::vector<int64_t> strides = {1, 1};
  std::vector<int64_t> padding = {0, 0, 0, 0};  // top, left, bottom, right
  std::vector<int64_t> dilation = {1, 1};
  int64_t groups = 1;
  DnnlPostOp post_op = DnnlPostOp::kNone;
};

// out = post_op(conv2d(data, weight) + bias); `bias` may be null.
void DnnlConv2d(const DLTensor& data, const DLTensor& weight, const DLTensor* bias, const DLTensor& out,
                const DnnlConv2dParams& params);

// out = post_op(matmul(a, b) + bias); `bias` may be null.
void DnnlMatmul(const DLTensor& a, const DLTensor& b, const DLTensor* bias, const DLTensor& out, DnnlPostOp post_op);

// Runs a serialized graph (format above) on `inputs`, writing `outputs`.
void RunDnnlGraph(const std::string& graph, const std::vector<const DLTensor*>& inputs,
                  const std::vector<const DLTensor*>& outputs);

// Registers rlx.contrib.dnnl.run_graph(graph: str, inputs..., outputs...).
void RegisterDnnlFuncs(PackedFuncRegistry* registry);

// Process-wide counters: how often the offload actually ran (tests assert the
// oneDNN path was taken, not a fallback).
struct DnnlStats {
  int64_t graphs_run = 0;
  int64_t primitives_executed = 0;
  int64_t primitives_created = 0;  // cache misses
};
DnnlStats GetDnnlStats();
void ResetDnnlStats();

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_DNNL_RUNTIME_DNNL_H_
