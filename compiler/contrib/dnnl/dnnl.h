// The "dnnl" BYOC backend's compiler side: TVM's partition flow for DNNL
// and its code generator (relax.ext.dnnl), whose output runs on oneDNN
// through compiler/contrib/dnnl/runtime/dnnl.h.
//
//   IRModule p = PartitionForDnnl(mod);                 // Codegen="dnnl"
//   functions IRModule q = transform::RunCodegen(p, DefaultExternCodegens());
//   // q's calls are R.call_dps_packed("rlx.contrib.dnnl.run_graph", ...)
//
// driver::Build runs the RunCodegen step itself when a module carries
// Codegen functions, so a partitioned module (e.g. printed by
// `rlx partition`) builds and runs as it is.
#ifndef RLX_COMPILER_CONTRIB_DNNL_DNNL_H_
#define RLX_COMPILER_CONTRIB_DNNL_DNNL_H_

#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "compiler/transform/run_codegen.h"

namespace rlx {
namespace backend {
namespace contrib {

// partition_for_dnnl, the pass list of TVM's DNNL test flow
// (tests/python/relax/test_codegen_dnnl.py): FuseOpsByPattern with every
// "dnnl" pattern (newest first), bind_constants=false so weights reach the
// runtime as arguments, annotate_codegen=false; then MergeCompositeFunctions,
// which puts neighbouring dnnl composites into one Codegen="dnnl" function.
// `on_decision`, if set, receives FuseOpsByPattern's match records.
std::vector<PassPtr> PartitionForDnnlPasses(transform::PatternDecisionSink on_decision = nullptr);
IRModule PartitionForDnnl(const IRModule& mod);

// The dnnl code generator: the graph (compiler/contrib/dnnl/runtime/dnnl.h) of
// one Codegen="dnnl" function, whose body binds Composite functions
// ("dnnl.conv2d_bias_relu", ...) and calls them on its parameters and on
// each other's results. Every composite is checked again with
// DnnlUnsupportedReason (a hand-written module skips the pattern checks),
// so an unsupported one is a DiagnosticError at its call, never a runtime
// failure. Constants among the arguments are appended as extra inputs.
struct DnnlGraph {
  std::string json;                    // the graph text
  std::vector<relax::Expr> constants;  // inputs after the function's parameters
};
DnnlGraph DnnlGraphOf(const relax::Function& func, const std::string& name);

// RunCodegen's entry for "dnnl": rlx.contrib.dnnl.run_graph with the graph
// text first and the constants last.
transform::ExternCall DnnlCodegen(const relax::Function& func, const std::string& name);

// Every external code generator of this project (RunCodegen's table):
// "dnnl".
transform::ExternCodegenTable DefaultExternCodegens();

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_DNNL_DNNL_H_
