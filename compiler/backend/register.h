// Registration of the backend dispatch passes with the pass registry (for
// `rlx opt --passes=...`).
#ifndef RLX_COMPILER_BACKEND_REGISTER_H_
#define RLX_COMPILER_BACKEND_REGISTER_H_

#include "compiler/pass/pass_registry.h"

namespace rlx {
namespace backend {

void RegisterBackendPasses(PassRegistry* r);

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_REGISTER_H_
