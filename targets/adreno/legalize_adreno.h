// Target-specific legalizations that replace an op's default one in a
// LegalizeOps run (TVM's LegalizeOps(customize_legalize_map)): the adreno
// texture pipeline's `LegalizeOps({"relax.nn.conv2d": conv2d_NCHWc_OIHWo})`
// (python/tvm/relax/backend/adreno/legalize.py).
#ifndef RLX_TARGETS_ADRENO_LEGALIZE_ADRENO_H_
#define RLX_TARGETS_ADRENO_LEGALIZE_ADRENO_H_

#include <map>
#include <string>

#include "compiler/op/op_registry.h"

namespace rlx {
namespace op {

// conv2d with data NCHW<k>c, kernel OIHW<k>o (the output channel split by
// the same k) and output NCHW<k>c, groups 1: the kernel
// "conv2d_NCHWc_OIHWo_opencl". Other conv2d calls are returned unchanged.
relax::Expr LegalizeConv2dNCHWcOIHWo(const relax::Call& call, LegalizeContext& ctx);

}  // namespace op

namespace targets {
namespace adreno {

// The "adreno" set of custom legalizations (conv2d above), which the adreno
// package gives LegalizeOps' `customize` option (RegisterAdrenoPasses).
std::map<std::string, op::FLegalize> AdrenoLegalizations();

}  // namespace adreno
}  // namespace targets
}  // namespace rlx

#endif  // RLX_TARGETS_ADRENO_LEGALIZE_ADRENO_H_
