// The cuBLAS fusion-pattern table: TVM's pattern names, registration order
// and check functions. It registers explicitly into a registry value
// (compiler/contrib/default_patterns.h assembles the default one).
#ifndef RLX_COMPILER_CONTRIB_CUBLAS_PATTERNS_H_
#define RLX_COMPILER_CONTRIB_CUBLAS_PATTERNS_H_

#include "compiler/backend/pattern_registry.h"

namespace rlx {
namespace backend {
namespace contrib {

// cuda/cublas.py: cublas.matmul ... cublas.matmul_transposed_multiply.
void RegisterCublasPatterns(PatternRegistry* r);
// The cuBLAS check (_check_matmul), exposed for tests.
bool CheckCublasMatmul(const pattern::PatternCheckContext& ctx);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_CUBLAS_PATTERNS_H_
