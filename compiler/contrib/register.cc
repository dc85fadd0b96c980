#include "compiler/contrib/register.h"

#include "compiler/contrib/openclml/openclml_offload.h"

namespace rlx {
namespace backend {
namespace contrib {

void RegisterContribPasses(PassRegistry* r) { RegisterOpenclmlPasses(r); }

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
