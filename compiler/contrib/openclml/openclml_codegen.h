// Code generator of the "openclml" BYOC backend (TVM's relax.ext.openclml,
// src/relax/backend/contrib/clml/codegen.cc): every Codegen="openclml"
// function that OpenCLMLOffLoad partitions out becomes a JSON graph in the
// format of TVM's JSONSerializer (src/relax/backend/contrib/codegen_json),
// which TVM hands to runtime.clml_runtime_create:
//
//   {"nodes": [{"op": "input", "name": "data", "attrs": {"dtype": [["float32"]], "shape": [[[1, 3, 32, 32]]]}},
//              {"op": "const", "name": "<symbol>_const_0", "attrs": {...}},
//              {"op": "kernel", "name": "openclml.nn.conv2d", "inputs": [[0, 0, 0], [1, 0, 0]],
//               "attrs": {"num_inputs": "2", "num_outputs": "1", "shape": ..., "dtype": ...,
//                         "strides": [["1", "1"]], ...}}],
//    "arg_nodes": [0, 1], "heads": [[2, 0, 0]], "node_row_ptr": [0, 1, 2, 3]}
//
// Nodes: the function's parameters ("input"), constants as they are met
// ("const", named <symbol>_const_<i>), one "kernel" per composite call
// named after its composite pattern. Every attribute value is a one-element
// list of strings (lists of ints as strings, shapes as lists of ints), as
// TVM's JSONGraphNode writes them. As in TVM, a composite whose name ends
// in "nn.conv2d" is a convolution node: inputs data, weight, [bias],
// [gamma, beta, mean, var]; the conv2d's attributes plus "batchnorm"
// [axis, epsilon, center, scale], "padding" from a fused pad (W/H pre then
// post) and "activation_type" ["relu"]. Any other composite is a node whose
// inputs are the call's arguments then the constants in its body, with the
// attributes of every op call in the body (later ones win). Every kernel
// node also records the CLML SDK version the graph was made for
// ("clml_version"), which TVM keeps in the pass config
// relax.ext.clml.options (default 3).
//
// The call site: the graph travels in the executable as an R.str, so the
// executable carries everything the external module needs:
//
//   lv = fused_relax_nn_conv2d_openclml(data, w)
// becomes
//   lv = R.call_dps_packed("rlx.contrib.openclml.run_graph",
//                          (R.str("<symbol>"), R.str(<graph>), data, w, <constants>...), out_sinfo=...)
//
// which the VM resolves at run time (compiler/contrib/openclml/runtime/openclml.h;
// without a CLML SDK it is a clear error, never a crash).
//
// What the graph cannot express is a DiagnosticError at the function:
// match_cast bindings, calls of anything but a local composite function,
// non-static shapes, values that are neither tensors nor tuples of them.
#ifndef RLX_COMPILER_CONTRIB_OPENCLML_OPENCLML_CODEGEN_H_
#define RLX_COMPILER_CONTRIB_OPENCLML_OPENCLML_CODEGEN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/relax/expr.h"
#include "compiler/transform/run_codegen.h"

namespace rlx {
namespace backend {
namespace contrib {

inline constexpr const char* kOpenclmlRunGraph = "rlx.contrib.openclml.run_graph";  // contrib/openclml/runtime

// TVM's OpenCLMLCompilerConfig default and GetOpenCLMLVersion() without a
// CLML runtime.
inline constexpr int64_t kDefaultClmlVersion = 3;
// PassContext config key for the version (TVM: relax.ext.clml.options,
// field clml_version).
inline constexpr const char* kClmlVersionConfig = "relax.ext.clml.options.clml_version";

// The CLML SDK version the context asks for (kDefaultClmlVersion when not
// set); a value that is not an integer is a DiagnosticError.
int64_t ClmlVersion(const PassContext& ctx);

struct OpenclmlGraph {
  std::string symbol;                       // the function's global symbol
  std::string json;                         // the graph
  std::vector<relax::Expr> constants;       // run-time inputs after the parameters, in const-node order
  std::vector<std::string> constant_names;  // their node names
};

OpenclmlGraph OpenclmlGraphOf(const relax::Function& func, const std::string& name,
                              int64_t clml_version = kDefaultClmlVersion);

// RunCodegen's entry for "openclml" at the given SDK version.
transform::ExternCodegen OpenclmlCodegen(int64_t clml_version = kDefaultClmlVersion);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_OPENCLML_OPENCLML_CODEGEN_H_
