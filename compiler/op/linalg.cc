// Linear algebra (src/relax/op/tensor/linear_algebra.cc): matmul and outer.
#include <algorithm>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

StructInfo InferMatmul(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  const TensorStructInfo& x1 = in[0];
  const TensorStructInfo& x2 = in[1];
  // Matmul keeps a vdevice only when the operands agree (or one has none).
  VDevice vdevice;
  if (x1->vdevice.defined() && x2->vdevice.defined()) {
    if (UnifyVDevices({x1, x2}).defined()) vdevice = x1->vdevice;
  } else {
    vdevice = x1->vdevice.defined() ? x1->vdevice : x2->vdevice;
  }
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  if (out_dtype.is_void()) out_dtype = InferBinaryArithDtype(call, x1, x2);
  if (x1->IsUnknownNdim() || x2->IsUnknownNdim()) return MakeTensorNdim(out_dtype, -1, vdevice);
  auto scalar_error = [&](const char* side, size_t i, const TensorStructInfo& t) {
    Fail(call, std::string("Matmul operands must not be scalar.  However, the expression ") + ExprToString(call) +
                   " has a " + side + " of " + ExprToString(call->args[i]) + " with type " + SInfoToString(t) +
                   ", which is scalar (zero-dimensional) tensor.");
  };
  if (x1->ndim == 0) scalar_error("LHS", 0, x1);
  if (x2->ndim == 0) scalar_error("RHS", 1, x2);
  // 1-D operands are promoted to matrices (a row for the LHS, a column for
  // the RHS) and the added dimension is dropped from the result.
  int x1_ndim = x1->ndim, x2_ndim = x2->ndim;
  int x1_prepended = 0, x2_appended = 0;
  if (x1_ndim == 1) {
    x1_ndim = 2;
    x1_prepended = 1;
  }
  if (x2_ndim == 1) {
    x2_ndim = 2;
    x2_appended = 1;
  }
  int out_ndim = std::max(x1_ndim, x2_ndim) - x1_prepended - x2_appended;
  auto s1 = ShapeExprValues(x1);
  auto s2 = ShapeExprValues(x2);
  if (s1 == nullptr || s2 == nullptr) return MakeTensorNdim(out_dtype, out_ndim, vdevice);
  std::vector<PrimExpr> prefix1(s1->begin(), s1->end() - 2 + x1_prepended);
  std::vector<PrimExpr> prefix2(s2->begin(), s2->end() - 2 + x2_appended);
  auto out_prefix = InferBroadcastShape(call, prefix1, prefix2);
  if (!out_prefix) return MakeTensorNdim(out_dtype, out_ndim, vdevice);
  const PrimExpr& k1 = (*s1)[x1->ndim - 1];
  const PrimExpr& k2 = (*s2)[x2_ndim - 2];
  if (DimsProvablyUnequal(k1, k2)) {
    Fail(call, "Matmul requires the reduction length of the operands to be equal.  However, the LHS " +
                   ExprToString(call->args[0]) + " has shape " + ExprToString(x1->shape) + ", while the RHS " +
                   ExprToString(call->args[1]) + " has shape " + ExprToString(x2->shape) +
                   ".  The reduction dimensions of " + DimToString(k1) + " and " + DimToString(k2) + " are not equal.");
  }
  std::vector<PrimExpr> out = *out_prefix;
  if (!x1_prepended) out.push_back((*s1)[x1_ndim - 2]);
  if (!x2_appended) out.push_back((*s2)[x2_ndim - 1]);
  return MakeTensor(out, out_dtype, vdevice);
}

StructInfo InferOuter(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  if (in[0]->ndim != 1 || in[1]->ndim != 1) Fail(call, "torch.outer requires both inputs to be 1D tensors.");
  auto s1 = ShapeExprValues(in[0]);
  auto s2 = ShapeExprValues(in[1]);
  if (s1 == nullptr || s2 == nullptr) return MakeTensorNdim(in[0]->dtype, 2);
  return MakeTensor({(*s1)[0], (*s2)[0]}, in[0]->dtype);
}

FEvaluate LinalgEvaluator(const std::string& name) {
  return name == "matmul" ? EvalMatmul() : EvalHostTensorKernel(name);
}

}  // namespace

void RegisterLinalgOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = LinalgEvaluator(def.name.substr(6));
    r->Register(std::move(def));
  };
  add(MakeOpDef("relax.matmul", "R.matmul", {Arg("x1"), Arg("x2"), NoneAttr("out_dtype", AttrKind::kDataType)},
                OpPatternKind::kOutEWiseFusable,
                "Matrix product with numpy semantics (batch broadcasting, 1-D promotion).", InferMatmul));
  add(MakeOpDef("relax.outer", "R.outer", {Arg("x1"), Arg("x2")}, OpPatternKind::kInjective,
                "Outer product of two 1-D tensors.", InferOuter));
}

}  // namespace op
}  // namespace rlx
