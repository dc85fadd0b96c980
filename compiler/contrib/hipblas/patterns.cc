// hipBLAS pattern table (python/tvm/relax/backend/rocm/hipblas.py).
#include "compiler/contrib/hipblas/patterns.h"

#include <string>

#include "compiler/backend/check_util.h"
#include "compiler/backend/patterns.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

// TVM lists int8 as a dtype but rejects it right after; fp8 is rejected
// outright. In practice only float16 x float16 passes.
bool CheckMatmul(const pattern::PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  relax::Expr lhs = ctx.Annotated("lhs"), rhs = ctx.Annotated("rhs");
  if (TensorDtype(lhs) != DataType::Float(16) || TensorDtype(rhs) != DataType::Float(16)) return false;
  std::optional<std::vector<PrimExpr>> lhs_shape = TensorShape(lhs), rhs_shape = TensorShape(rhs);
  if (!lhs_shape || !rhs_shape || lhs_shape->empty()) return false;
  // The reduction axis must be static.
  if (!ConstInt(lhs_shape->back())) return false;
  PrimExpr lhs_batches = MatmulBatches(*lhs_shape);
  PrimExpr rhs_batches = MatmulBatches(*rhs_shape);
  relax::Expr bias = ctx.Annotated("bias");
  if (bias.defined()) {
    // hipBLAS only takes a bias vector.
    if (!IsBiasVector(bias)) return false;
  }
  // Batch counts must agree unless rhs is a single matrix; a symbolic batch
  // is left to run time. TVM converts other symbolic products with int(),
  // which fails; they are rejected here.
  if (lhs_batches.is<TirVarNode>() || rhs_batches.is<TirVarNode>()) return true;
  std::optional<int64_t> lb = ConstInt(lhs_batches), rb = ConstInt(rhs_batches);
  if (!lb || !rb) return false;
  return *lb == *rb || (*lb >= 1 && *rb == 1);
}

FusionPattern Entry(const std::string& name, const PatternWithAnnotations& p) {
  return FusionPattern(name, p.pattern, p.annotations, CheckMatmul);
}

}  // namespace

void RegisterHipblasPatterns(PatternRegistry* r) {
  r->Register({
      Entry("hipblas.matmul", MakeMatmulPattern(false)),
      Entry("hipblas.matmul_bias", MakeMatmulPattern(true)),
      Entry("hipblas.matmul_bias_relu", MakeMatmulPattern(true, "relax.nn.relu")),
      Entry("hipblas.matmul_bias_gelu", MakeMatmulPattern(true, "relax.nn.gelu")),
      Entry("hipblas.matmul_transposed", MakeMatmulPattern(false, "", true)),
      Entry("hipblas.matmul_transposed_bias", MakeMatmulPattern(true, "", true)),
      Entry("hipblas.matmul_transposed_bias_relu", MakeMatmulPattern(true, "relax.nn.relu", true)),
      Entry("hipblas.matmul_transposed_bias_gelu", MakeMatmulPattern(true, "relax.nn.gelu", true)),
  });
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
