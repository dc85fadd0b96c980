// The hipBLAS fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_HIPBLAS_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_HIPBLAS_PATTERNS_H_

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// rocm/hipblas.py: the first eight cuBLAS matmul names, hipblas prefix.
void RegisterHipblasPatterns(PatternRegistry* r);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_HIPBLAS_PATTERNS_H_
