#include "compiler/backend/contrib/register_contrib.h"

namespace rlx {
namespace backend {
namespace contrib {

void RegisterContribPatterns(PatternRegistry* r) {
  // Prefix queries never mix backends, so only the order inside each table
  // matters (and is TVM's); the tables come grouped by TVM's backend
  // directories: cuda, rocm, metal, contrib (openclml is TVM's clml.py).
  RegisterCublasPatterns(r);
  RegisterCudnnPatterns(r);
  RegisterCutlassPatterns(r);
  RegisterHipblasPatterns(r);
  RegisterCoremlPatterns(r);
  RegisterNnapiPatterns(r);
  RegisterOpenclmlPatterns(r);
  RegisterTensorrtPatterns(r);
  RegisterDnnlPatterns(r);
  RegisterExampleNpuPatterns(r);
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
