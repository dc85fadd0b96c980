// Binary broadcasting operators (src/relax/op/tensor/binary.cc), where
// (search.cc) and ewise_fma (ternary.cc).
#include <algorithm>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/register_util.h"

namespace rlx {
namespace op {
namespace {

using relax::PrimStructInfoNode;
using relax::TensorStructInfoNode;

// TVM's InferTypeBroadcast. R.Prim operands take part as shape [1].
StructInfo InferBroadcast(const Call& call, bool comparison) {
  if (call->args.size() != 2) Fail(call, OpLabel(call) + " op should have 2 arguments");
  StructInfo lhs = ArgSInfo(call, 0);
  StructInfo rhs = ArgSInfo(call, 1);
  auto check_kind = [&](const StructInfo& s, const char* side, size_t i) {
    if (!s.is<PrimStructInfoNode>() && !s.is<TensorStructInfoNode>()) {
      Fail(call, std::string("Arguments to binary operators must be either R.Tensor or R.Prim types, but "
                             "expression ") +
                     ExprToString(call) + " has " + side + " " + ExprToString(call->args[i]) +
                     ", which has StructInfo " + SInfoToString(s));
    }
  };
  check_kind(lhs, "LHS", 0);
  check_kind(rhs, "RHS", 1);

  DataType arith_dtype = InferBinaryArithDtype(call, lhs, rhs);
  DataType dtype = comparison ? DataType::Bool() : arith_dtype;
  if (lhs.is<PrimStructInfoNode>() && rhs.is<PrimStructInfoNode>()) return relax::PrimSInfo(dtype);

  VDevice vdevice = InferBinaryVDevice(call, lhs, rhs);
  auto get_ndim = [](const StructInfo& s) {
    if (s.is<PrimStructInfoNode>()) return 1;
    return s.cast<TensorStructInfoNode>()->ndim;
  };
  int lhs_ndim = get_ndim(lhs), rhs_ndim = get_ndim(rhs);
  int ndim = (lhs_ndim < 0 || rhs_ndim < 0) ? -1 : std::max(lhs_ndim, rhs_ndim);

  auto get_shape = [](const StructInfo& s) -> std::optional<std::vector<PrimExpr>> {
    if (s.is<PrimStructInfoNode>()) return std::vector<PrimExpr>{Int64(1)};
    return KnownShape(s.cast<TensorStructInfoNode>());
  };
  auto lhs_shape = get_shape(lhs);
  auto rhs_shape = get_shape(rhs);
  if (lhs_shape && rhs_shape) {
    if (auto out = InferBroadcastShape(call, *lhs_shape, *rhs_shape)) return MakeTensor(*out, dtype, vdevice);
  }
  // Both operands shaped by the same shape variable: so is the result.
  auto lt = lhs.as<TensorStructInfoNode>();
  auto rt = rhs.as<TensorStructInfoNode>();
  if (lt.defined() && rt.defined() && lt->shape.defined() && lt->shape.get() == rt->shape.get()) {
    return MakeTensorWithShapeExpr(lt->shape, dtype, vdevice);
  }
  return MakeTensorNdim(dtype, ndim, vdevice);
}

StructInfo InferWhere(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  const TensorStructInfo& cond = in[0];
  const TensorStructInfo& x1 = in[1];
  const TensorStructInfo& x2 = in[2];
  VDevice vdevice = UnifyVDevices(in);
  if (!cond->IsUnknownDtype() && !cond->dtype.is_bool()) {
    Fail(call,
         "Where requires the input condition tensor to have boolean dtype. However, the given condition "
         "dtype is " +
             cond->dtype.ToString());
  }
  DataType dtype = InferBinaryArithDtype(call, x1, x2);
  int ndim = (cond->ndim < 0 || x1->ndim < 0 || x2->ndim < 0) ? -1 : std::max({cond->ndim, x1->ndim, x2->ndim});
  auto cs = ShapeExprValues(cond), s1 = ShapeExprValues(x1), s2 = ShapeExprValues(x2);
  if (cs && s1 && s2) {
    auto b = InferBroadcastShape(call, *s1, *s2);
    if (b) b = InferBroadcastShape(call, *cs, *b);
    if (b) return MakeTensor(*b, dtype, vdevice);
    return MakeTensorNdim(dtype, ndim, vdevice);
  }
  if (cond->shape.defined() && cond->shape.get() == x1->shape.get() && cond->shape.get() == x2->shape.get()) {
    return MakeTensorWithShapeExpr(cond->shape, dtype, vdevice);
  }
  return MakeTensorNdim(dtype, ndim, vdevice);
}

StructInfo InferEwiseFMA(const Call& call) {
  std::vector<TensorStructInfo> in = GetInputTensors(call);
  int ndim = -1;
  for (const TensorStructInfo& t : in) {
    if (t->IsUnknownNdim()) continue;
    if (ndim < 0) {
      ndim = t->ndim;
    } else if (t->ndim != ndim) {
      Fail(call, "The 3 arguments of EwiseFMA must have the same number of dimensions");
    }
  }
  DataType dtype;
  if (!in[0]->IsUnknownDtype() && !in[1]->IsUnknownDtype() && !in[2]->IsUnknownDtype()) {
    if (in[0]->dtype != in[1]->dtype || in[1]->dtype != in[2]->dtype) {
      Fail(call, "Data types " + in[0]->dtype.ToString() + ", " + in[1]->dtype.ToString() + ", and " +
                     in[2]->dtype.ToString() + " must be equal for EwiseFMA");
    }
    dtype = in[0]->dtype;
  }
  VDevice vdevice = UnifyVDevices(in);
  auto s1 = ShapeExprValues(in[0]), s2 = ShapeExprValues(in[1]), s3 = ShapeExprValues(in[2]);
  if (s1 && s2 && s3) {
    std::vector<PrimExpr> out;
    for (int i = 0; i < ndim; ++i) {
      if (!DimsEqual((*s1)[i], (*s2)[i]) || !DimsEqual((*s2)[i], (*s3)[i])) {
        Fail(call, "The 3 arguments of EwiseFMA must have the same shape");
      }
      out.push_back((*s1)[i]);
    }
    return MakeTensor(out, dtype, vdevice);
  }
  if (in[0]->shape.defined() && in[0]->shape.get() == in[1]->shape.get() && in[0]->shape.get() == in[2]->shape.get()) {
    return MakeTensorWithShapeExpr(in[0]->shape, dtype, vdevice);
  }
  return MakeTensorNdim(dtype, ndim, vdevice);
}

struct BinarySpec {
  const char* name;
  const char* doc;
};

constexpr BinarySpec kArith[] = {
    {"add", "Elementwise addition with broadcasting."},
    {"divide", "Elementwise division with broadcasting."},
    {"floor_divide", "Elementwise floor division with broadcasting."},
    {"log_add_exp", "Elementwise log(exp(x1) + exp(x2)) with broadcasting."},
    {"multiply", "Elementwise multiplication with broadcasting."},
    {"power", "Elementwise power with broadcasting."},
    {"atan2", "Elementwise arc tangent of x1 / x2 with broadcasting."},
    {"subtract", "Elementwise subtraction with broadcasting."},
    {"mod", "Elementwise truncated remainder with broadcasting."},
    {"floor_mod", "Elementwise floor remainder with broadcasting."},
    {"minimum", "Elementwise minimum with broadcasting."},
    {"maximum", "Elementwise maximum with broadcasting."},
    {"logical_and", "Elementwise logical AND with broadcasting."},
    {"logical_or", "Elementwise logical OR with broadcasting."},
    {"logical_xor", "Elementwise logical XOR with broadcasting."},
    {"bitwise_and", "Elementwise bitwise AND with broadcasting."},
    {"bitwise_or", "Elementwise bitwise OR with broadcasting."},
    {"bitwise_xor", "Elementwise bitwise XOR with broadcasting."},
    {"left_shift", "Elementwise left shift with broadcasting."},
    {"right_shift", "Elementwise right shift with broadcasting."},
};

constexpr BinarySpec kCompare[] = {
    {"equal", "Elementwise x1 == x2 with broadcasting (bool result)."},
    {"greater", "Elementwise x1 > x2 with broadcasting (bool result)."},
    {"greater_equal", "Elementwise x1 >= x2 with broadcasting (bool result)."},
    {"less", "Elementwise x1 < x2 with broadcasting (bool result)."},
    {"less_equal", "Elementwise x1 <= x2 with broadcasting (bool result)."},
    {"not_equal", "Elementwise x1 != x2 with broadcasting (bool result)."},
};

FEvaluate BinaryEvaluator(const std::string& name) {
  if (name == "where") return EvalWhere();
  if (name == "ewise_fma") return EvalHostTensorKernel(name);
  return EvalBinary(name);
}

}  // namespace

void RegisterBinaryOps(OpRegistry* r) {
  auto add = [r](OpDef def) {
    def.evaluate = BinaryEvaluator(def.name.substr(6));
    r->Register(std::move(def));
  };
  for (const BinarySpec& s : kArith) {
    add(MakeOpDef(std::string("relax.") + s.name, std::string("R.") + s.name, {Arg("x1"), Arg("x2")},
                  OpPatternKind::kBroadcast, s.doc, [](const Call& call) { return InferBroadcast(call, false); }));
  }
  for (const BinarySpec& s : kCompare) {
    add(MakeOpDef(std::string("relax.") + s.name, std::string("R.") + s.name, {Arg("x1"), Arg("x2")},
                  OpPatternKind::kBroadcast, s.doc, [](const Call& call) { return InferBroadcast(call, true); }));
  }
  add(MakeOpDef("relax.where", "R.where", {Arg("condition"), Arg("x1"), Arg("x2")}, OpPatternKind::kBroadcast,
                "Selects x1 where condition is true, else x2, with broadcasting.", InferWhere));
  add(MakeOpDef("relax.ewise_fma", "R.ewise_fma", {Arg("x1"), Arg("x2"), Arg("x3")}, OpPatternKind::kElemWise,
                "Elementwise fused multiply-add x1 * x2 + x3 of equal shapes.", InferEwiseFMA));
}

}  // namespace op
}  // namespace rlx
