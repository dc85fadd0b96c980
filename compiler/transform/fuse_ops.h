// FuseOps (TVM relax.transform.FuseOps, opt_level 0): groups the call_tir
// bindings of every dataflow block by TVM's post-dominator fusion rules and
// moves each group of two or more bindings into a new private Relax function
// with attribute {"Primitive": True}, called where the group's last binding
// was.
//
// The fusion pattern of a call_tir binding is its PrimFunc's "op_pattern"
// attribute (see AnnotateTIROpPattern); a call_tir without one, any other
// call, and any other value are opaque and never fuse. TupleGetItem is
// injective. Elementwise/broadcast chains fuse; an injective op fuses into
// its consumers; matmul-like (out-elementwise-fusable) ops take following
// elementwise/broadcast ops; injective ops feed reductions; a group holds at
// most `max_fuse_depth` ops (PassContext config "relax.FuseOps.max_depth",
// default 256). Nothing fuses at fuse_opt_level 0; -1 means the
// PassContext's opt_level.
//
// The new function is named "fused_" plus its callees' names joined by "_"
// (with a numeric suffix when taken; a structurally equal function already in
// the module is reused). Its parameters are the group's inputs in order of
// first use (constants become parameters "param_<i>", PrimValues stay
// inline; a tuple parameter read only through TupleGetItem becomes one
// parameter "<name>_<index>" per field read, the call site binding the
// items), plus "tir_vars" (an R.Shape) when the body needs symbolic
// variables no parameter defines. Its result is the variables used after the
// group (a tuple when several, unpacked with TupleGetItem at the call site,
// in binding order). Symbolic shape variables get fresh copies inside the new
// function.
//
// Differences from TVM: variables bound outside dataflow blocks are treated
// like parameters instead of rejected; the call's result (and the unpacked
// items) keep the names of the bindings they replace instead of lv/gv; an
// unpacked item replacing an output variable of the block is a Var, not a
// DataflowVar; the bindings of non-dataflow blocks after the rewritten block
// follow the replaced variables (TVM leaves them pointing at the old ones).
#ifndef RLX_COMPILER_TRANSFORM_FUSE_OPS_H_
#define RLX_COMPILER_TRANSFORM_FUSE_OPS_H_

#include <cstddef>
#include <functional>
#include <unordered_map>

#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

constexpr size_t kFuseOpsMaxDepth = 256;

// `mod` itself when nothing fuses.
IRModule FuseOps(const IRModule& mod, int fuse_opt_level, size_t max_fuse_depth = kFuseOpsMaxDepth);

PassPtr FuseOps(int fuse_opt_level = -1);

namespace fuse {

struct Group;

// TVM's MakeGroupedFunctions: in every Relax function of `mod` for which
// `rewrite` holds, each dataflow block whose bindings all have a group in
// `obj2group` (keyed by the bound Var) gets each group of two or more
// bindings, or with attributes, moved into a new private function (attrs
// {"Primitive": True} plus the group's) called where the group's last
// binding was. Constants used by a group become parameters when
// `lift_constants`, and stay inline otherwise. The callers must keep the
// groups free of cyclic dependencies.
IRModule MakeGroupedFunctions(const IRModule& mod, const std::unordered_map<const Object*, Group*>& obj2group,
                              bool lift_constants, const std::function<bool(const relax::Function&)>& rewrite);

}  // namespace fuse

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_FUSE_OPS_H_
