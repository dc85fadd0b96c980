// cuBLAS pattern table (python/tvm/relax/backend/cuda/cublas.py).
#include "compiler/contrib/cublas/patterns.h"

#include "compiler/backend/check_util.h"
#include "compiler/backend/patterns.h"
#include "compiler/ir/arith.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

bool IsSupportedDtype(DataType lhs, DataType rhs, DataType out) {
  if (lhs == DataType::Float8E4M3() && rhs == DataType::Float8E4M3()) {
    // float8_e4m3fn inputs cannot produce float8_e5m2.
    return out != DataType::Float8E5M2();
  }
  return lhs == rhs && (lhs == DataType::Float(16) || lhs == DataType::Float(32) || lhs == DataType::Int(8) ||
                        lhs == DataType::BFloat16());
}

bool IsMultipleOf(const PrimExpr& dim, int64_t k) {
  std::optional<int64_t> v = ConstInt(dim);
  return v.has_value() && *v % k == 0;
}

// Whether the matmul's rhs argument is bound to a matched permute_dims.
bool RhsIsTransposed(const pattern::PatternCheckContext& ctx, const relax::Expr& matmul) {
  auto call = matmul.as<relax::CallNode>();
  if (!call.defined() || call->args.size() < 2) return false;
  auto rhs_var = call->args[1].as<relax::VarNode>();
  if (!rhs_var.defined()) return false;
  for (const auto& [var, value] : ctx.matched_bindings) {
    if (var.get() != rhs_var.get()) continue;
    auto producer = value.as<relax::CallNode>();
    auto op = producer.defined() ? producer->op.as<relax::OpNode>() : Ref<relax::OpNode>();
    return op.defined() && op->name == "relax.permute_dims";
  }
  return false;
}

FusionPattern Entry(const std::string& name, const PatternWithAnnotations& p) {
  return FusionPattern(name, p.pattern, p.annotations, CheckCublasMatmul);
}

}  // namespace

bool CheckCublasMatmul(const pattern::PatternCheckContext& ctx) {
  if (pattern::HasLeakingIntermediateVariables(ctx)) return false;
  relax::Expr lhs = ctx.Annotated("lhs"), rhs = ctx.Annotated("rhs"), matmul = ctx.Annotated("root");
  if (!lhs.defined() || !rhs.defined() || !matmul.defined()) return false;

  relax::Expr scale = ctx.Annotated("scale"), zp = ctx.Annotated("zp");
  if (scale.defined() && zp.defined()) {
    // Only scalar scale and zero point, and only a zero point of 0.
    if (TensorNdim(scale) != 0 || TensorNdim(zp) != 0) return false;
    auto zp_const = zp.as<relax::ConstantNode>();
    if (!zp_const.defined() || zp_const->data.NumElements() != 1 || zp_const->data.GetDouble(0) != 0.0) return false;
  }

  DataType lhs_dtype = TensorDtype(lhs), rhs_dtype = TensorDtype(rhs), out_dtype = TensorDtype(matmul);
  if (!IsSupportedDtype(lhs_dtype, rhs_dtype, out_dtype)) return false;

  std::optional<std::vector<PrimExpr>> lhs_shape = TensorShape(lhs), rhs_shape = TensorShape(rhs);
  if (!lhs_shape || !rhs_shape || lhs_shape->empty() || rhs_shape->empty()) return false;
  // The reduction axis must be static.
  if (!ConstInt(lhs_shape->back())) return false;

  bool int8 = lhs_dtype == DataType::Int(8);
  if (int8) {
    // IGEMM needs the reduction axis and the rows as multiples of 4.
    if (!IsMultipleOf(lhs_shape->back(), 4) || !IsMultipleOf(rhs_shape->back(), 4)) return false;
  } else if (lhs_dtype == DataType::Float8E4M3()) {
    // FP8 needs a transposed rhs and 16-byte aligned tensors.
    if (!RhsIsTransposed(ctx, matmul)) return false;
    if (rhs_shape->size() < 2) return false;
    if (!IsMultipleOf(rhs_shape->back(), 16 / lhs_dtype.bytes())) return false;
    if (!IsMultipleOf((*rhs_shape)[rhs_shape->size() - 2], 16 / out_dtype.bytes())) return false;
  }

  PrimExpr lhs_batches = MatmulBatches(*lhs_shape);
  PrimExpr rhs_batches = MatmulBatches(*rhs_shape);

  relax::Expr bias = ctx.Annotated("bias");
  if (bias.defined()) {
    // No epilogue for IGEMM; cuBLAS only takes a bias vector.
    if (int8) return false;
    if (!IsBiasVector(bias)) return false;
  }

  // cuBLASLt has no batched GEMM with a batch stride of 0 on one side:
  // batch counts must agree, or rhs must be a single matrix (lhs batches
  // then fold into M). A symbolic batch is left to run time.
  if (lhs_batches.is<TirVarNode>() || rhs_batches.is<TirVarNode>()) return true;
  arith::Analyzer analyzer;
  if (analyzer.CanProveEqual(lhs_batches, rhs_batches)) return true;
  return analyzer.CanProve(MakeBinary(NodeKind::kGE, lhs_batches, Int64(1))) &&
         analyzer.CanProve(MakeBinary(NodeKind::kEQ, rhs_batches, Int64(1)));
}

void RegisterCublasPatterns(PatternRegistry* r) {
  r->Register({
      Entry("cublas.matmul", MakeMatmulPattern(false)),
      Entry("cublas.matmul_bias", MakeMatmulPattern(true)),
      Entry("cublas.matmul_bias_relu", MakeMatmulPattern(true, "relax.nn.relu")),
      Entry("cublas.matmul_bias_gelu", MakeMatmulPattern(true, "relax.nn.gelu")),
      Entry("cublas.matmul_transposed", MakeMatmulPattern(false, "", true)),
      Entry("cublas.matmul_transposed_bias", MakeMatmulPattern(true, "", true)),
      Entry("cublas.matmul_transposed_bias_relu", MakeMatmulPattern(true, "relax.nn.relu", true)),
      Entry("cublas.matmul_transposed_bias_gelu", MakeMatmulPattern(true, "relax.nn.gelu", true)),
      Entry("cublas.matmul_transposed_dequantize", MakeMatmulDequantizePattern(true)),
      Entry("cublas.matmul_transposed_multiply", MakeMatmulMultiplyPattern(true)),
  });
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
