// The DNNL (oneDNN) fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_DNNL_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_DNNL_PATTERNS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// The dnnl table (no upstream Relax module; names and order in dnnl.cc):
// conv2d and matmul, each bare, with relu / sigmoid / gelu / tanh, with
// bias, and with bias and an activation. Every entry's check refuses
// leaking intermediates and whatever DnnlUnsupportedReason names.
void RegisterDnnlPatterns(PatternRegistry* r);
// Why the dnnl runtime cannot run `root` (a relax.nn.conv2d or relax.matmul
// call) plus `bias` (may be null): dtype other than float32, a layout
// other than NCHW/OIHW, a bias that is not one value per output channel, a
// batch the oneDNN matmul cannot map ...; "" when it can. Shared by the
// pattern checks and the codegen, so a rejected call is never offloaded.
std::string DnnlUnsupportedReason(const relax::Expr& root, const relax::Expr& bias);
// A conv2d call's attributes in oneDNN's form (2 strides, 2 dilations,
// padding [top, left, bottom, right]); nullopt when they are malformed.
struct DnnlConv2dAttrs {
  std::vector<int64_t> strides, padding, dilation;
  int64_t groups = 1;
};
std::optional<DnnlConv2dAttrs> DnnlConv2dAttrsOf(const relax::Expr& conv);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_DNNL_PATTERNS_H_
