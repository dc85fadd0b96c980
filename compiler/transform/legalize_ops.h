// LegalizeOps (TVM relax.transform.LegalizeOps, opt_level 0): every call of
// an operator that has a legalization (OpDef::legalize) becomes what the
// legalization returns, normally `R.call_tir` of a PrimFunc built with
// te / topi and added to the module.
//
//  * Only calls whose arguments and result have fully known shapes (and
//    tensor dtypes) are legalized; others stay, as in TVM. Operators without
//    a legalization (sort, argsort, topk, cumsum, multinomial_from_uniform,
//    call_tir itself ...) stay, and so do ops listed in `skip_ops`.
//  * PrimFuncs get the kernel's name, made unique in the module ("add",
//    "add1", ...); a PrimFunc structurally equal to one already in the
//    module (added by this pass or not) is reused instead.
//  * Symbolic shapes flow into the PrimFunc as its own variables; variables
//    no buffer shape defines are passed with `tir_vars=R.shape([...])`.
//  * Bindings a legalization needs first (TupleGetItems of a tuple
//    variable) are emitted before the call's binding; what the legalization
//    returns is legalized again until nothing changes.
//  * Relax functions are processed in name order; an unchanged module is
//    returned as the same handle.
#ifndef RLX_COMPILER_TRANSFORM_LEGALIZE_OPS_H_
#define RLX_COMPILER_TRANSFORM_LEGALIZE_OPS_H_

#include <map>
#include <string>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/pass/pass.h"
#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace transform {

// `skip_ops` are op names ("relax.nn.softmax"); `registry` supplies the
// legalizations (tests pass their own).
// `customize` (TVM's customize_legalize_map) replaces the registry's
// legalization of the ops it names.
IRModule LegalizeOps(const IRModule& mod, const std::vector<std::string>& skip_ops,
                     const op::OpRegistry& registry = op::OpRegistry::Global(),
                     const std::map<std::string, op::FLegalize>& customize = {});

PassPtr LegalizeOps(std::vector<std::string> skip_ops);
PassPtr LegalizeOps();
// Named sets of replacement legalizations (TVM's customize_legalize_map):
// set name -> op name -> legalization. A target package brings its own
// (targets/adreno: "adreno", the NCHWc conv2d).
using CustomLegalizationSets = std::map<std::string, std::map<std::string, op::FLegalize>>;

// The pass with the set named `customize` from `sets` ("" for none); an
// unknown name is a DiagnosticError listing the known ones. Options print as
// `LegalizeOps(skip_ops=a;b, customize=adreno)`.
PassPtr LegalizeOps(std::vector<std::string> skip_ops, const std::string& customize,
                    const CustomLegalizationSets& sets);

// The pass-registry entry "LegalizeOps" (options skip_ops, customize) whose
// `customize` reads `sets`; a target replaces the default entry (no sets)
// with one that knows its own.
PassEntry LegalizeOpsEntry(CustomLegalizationSets sets = {});

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_LEGALIZE_OPS_H_
