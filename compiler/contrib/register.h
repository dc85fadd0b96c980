// Registration of the offload libraries' passes with the pass registry (for
// `rlx opt --passes=...`): OpenCLMLOffLoad and OpenCLMLOffLoadForLLM.
#ifndef RLX_COMPILER_CONTRIB_REGISTER_H_
#define RLX_COMPILER_CONTRIB_REGISTER_H_

#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

void RegisterContribPasses(PassRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_REGISTER_H_
