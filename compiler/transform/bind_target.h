// BindTarget (TVM tirx.transform.BindTarget): gives every PrimFunc that has
// no "target" attribute the compilation target, so that later stages
// (scheduling, code generation) see which device each kernel is for even
// when the pass context's target changes. The adreno pipeline runs it first
// in its legalize stage.
//
// The attribute holds the target's canonical string (Target::ToString(),
// which Target::Parse reads back); TVM stores the Target object. Functions
// that already name a target keep it.
#ifndef RLX_COMPILER_TRANSFORM_BIND_TARGET_H_
#define RLX_COMPILER_TRANSFORM_BIND_TARGET_H_

#include <optional>

#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"

namespace rlx {
namespace transform {

inline constexpr const char* kTargetAttr = "target";

IRModule BindTarget(const IRModule& mod, const Target& target);
// `target` unset: the pass context's target, as TVM's
// Target.current(allow_none=False); an error when there is none.
PassPtr BindTarget(std::optional<Target> target = std::nullopt);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_BIND_TARGET_H_
