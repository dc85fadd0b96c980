#include "compiler/backend/dispatch_sort_scan_gpu.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/gpu_sort_kernels.h"
#include "compiler/backend/gpu_tir.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/normalize.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"
#include "compiler/topi/transform.h"

namespace rlx {
namespace backend {

using namespace relax;  // NOLINT

namespace {

Expr WithSInfo(Expr e, StructInfo s) {
  e->SetStructInfo(std::move(s));
  return e;
}

const TensorStructInfoNode* TensorOf(const Expr& e) {
  auto t = GetStructInfo(e).as<TensorStructInfoNode>();
  return t.defined() ? t.get() : nullptr;
}

// R.call_pure_packed("vm.builtin.reshape", x, R.shape(shape), sinfo_args=out).
Expr Reshape(const Expr& x, const std::vector<PrimExpr>& shape, const StructInfo& out) {
  Expr shape_expr = WithSInfo(Make<ShapeExprNode>(shape), ShapeSInfo(shape));
  Expr callee = Make<ExternFuncNode>("vm.builtin.reshape");
  return Make<CallNode>(GetOp("relax.call_pure_packed"), std::vector<Expr>{callee, x, shape_expr}, Map(),
                        std::vector<StructInfo>{out});
}

DataType IndexDtype(const Call& call, const te::Tensor& x) {
  DataType d = op::GetDataTypeAttr(call, "dtype");
  return d.is_void() ? x.dtype() : d;
}

int64_t NormAxis(int64_t axis, size_t ndim) { return axis < 0 ? axis + static_cast<int64_t>(ndim) : axis; }

// Axes that swap `axis` with the last one (its own inverse), or empty when
// the axis is already last.
std::vector<int64_t> SwapLast(int64_t axis, size_t ndim) {
  if (axis == static_cast<int64_t>(ndim) - 1) return {};
  std::vector<int64_t> axes;
  for (size_t i = 0; i < ndim; ++i) axes.push_back(static_cast<int64_t>(i));
  std::swap(axes[axis], axes.back());
  return axes;
}

// The uint8 workspace thrust needs, emitted before the kernel call:
// R.builtin.alloc_tensor(R.shape([size]), R.dtype("uint8"), R.prim_value(0),
// R.str("global")) with size = 8*N*itemsize + 8 MiB + 12*N for the N
// elements of `x` (ThrustWorkspaceBytes, as a shape expression).
Var EmitThrustWorkspace(const Call& call, const Expr& x, op::LegalizeContext& ctx) {
  const TensorStructInfoNode* t = TensorOf(x);
  const std::vector<PrimExpr>* shape = t != nullptr ? t->GetShapeValues() : nullptr;
  if (shape == nullptr) ThrowError(call->span, "thrust: the workspace size needs a known input shape");
  PrimExpr n = Int64(1);
  for (const PrimExpr& d : *shape) n = te::Mul(n, te::ToInt64(d));
  int64_t itemsize = t->dtype.bits() / 8;
  PrimExpr size = te::Add(te::Add(te::Mul(n, Int64(8 * itemsize)), Int64(8 * 1024 * 1024)), te::Mul(n, Int64(12)));
  int64_t static_n = 0;
  if (AsConstInt(n, &static_n)) size = Int64(ThrustWorkspaceBytes(static_n, t->dtype.bits()));
  std::vector<PrimExpr> ws_shape{size};
  Expr alloc = Make<CallNode>(GetOp("relax.builtin.alloc_tensor"),
                              std::vector<Expr>{WithSInfo(Make<ShapeExprNode>(ws_shape), ShapeSInfo(ws_shape)),
                                                Make<DataTypeImmNode>(DataType::UInt(8)),
                                                Make<PrimValueNode>(Make<IntImmNode>(DataType::Int(64), 0)),
                                                Make<relax::StringImmNode>("global")});
  return ctx.Emit(alloc);
}

// te.extern calling tvm.contrib.thrust.sort(in, values, indices, is_ascend,
// workspace) on the last axis of `x`.
std::vector<te::Tensor> ThrustSortLastAxis(const te::Tensor& x, const te::Tensor& ws, bool ascend,
                                           DataType index_dtype) {
  return te::extern_op(
      {x.shape(), x.shape()}, {x.dtype(), index_dtype}, {x, ws},
      [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) {
        return te::CallPacked("tvm.contrib.thrust.sort",
                              {te::PackBuffer(ins[0]), te::PackBuffer(outs[0]), te::PackBuffer(outs[1]), Bool(ascend),
                               te::PackBuffer(ins[1])});
      },
      "thrust_sort", "thrust_sort");
}

// TVM's topk_thrust: transpose the axis last, thrust sort, slice the first
// k (k >= 1), transpose back; outputs per ret_type.
std::vector<te::Tensor> TopkThrust(te::Tensor x, const te::Tensor& ws, int64_t k, int64_t axis,
                                   const std::string& ret_type, bool ascend, DataType index_dtype) {
  std::vector<int64_t> swap = SwapLast(NormAxis(axis, x.ndim()), x.ndim());
  if (!swap.empty()) x = topi::Transpose(x, swap);
  std::vector<te::Tensor> vi = ThrustSortLastAxis(x, ws, ascend, index_dtype);
  int64_t last = static_cast<int64_t>(x.ndim()) - 1;
  int64_t extent = 0;
  bool slice = k >= 1 && !(AsConstInt(x.shape()[last], &extent) && k >= extent);
  for (te::Tensor& t : vi) {
    if (slice) {
      std::vector<PrimExpr> sliced = t.shape();
      sliced[last] = Int64(k);
      t = topi::StridedSlice(t, {last}, {0}, {k}, {1}, &sliced);
    }
    if (!swap.empty()) t = topi::Transpose(t, swap);
  }
  if (ret_type == "values") return {vi[0]};
  if (ret_type == "indices") return {vi[1]};
  return vi;
}

}  // namespace

int64_t MaxThreads(const Target& target) {
  std::optional<int64_t> v = target.GetInt("max_num_threads");
  return v && *v > 0 ? *v : 256;
}

Expr LowerCumsumContinuous(const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) {
  const TensorStructInfoNode* in = TensorOf(call->args[0]);
  const TensorStructInfoNode* out = TensorOf(call);
  const std::vector<PrimExpr>* shape = out != nullptr ? out->GetShapeValues() : nullptr;
  if (in == nullptr || shape == nullptr || shape->empty()) {
    ThrowError(call->span, "non-symbolic shape is not supported for now");
  }
  PrimExpr n = shape->back();
  int64_t static_n = 0;
  int64_t cap = ContinuousCumsumMaxExtent(env.index_bits);
  if (AsConstInt(n, &static_n) && static_n > cap) {
    ThrowError(call->span, "cumsum: the scanned extent " + std::to_string(static_n) + " exceeds the index_bits=" +
                               std::to_string(env.index_bits) + " budget of the continuous GPU kernel (at most " +
                               std::to_string(cap) + " elements per row)");
  }
  PrimExpr dim = Int64(1);
  for (size_t i = 0; i + 1 < shape->size(); ++i) dim = te::Mul(dim, (*shape)[i]);
  GlobalVar gv =
      ctx.AddPrimFunc(Gpu2dContinuousCumsum(in->dtype, out->dtype, env.index_bits), "gpu_2d_continuous_cumsum");
  std::vector<PrimExpr> shape2d{dim, n};
  Var flat = ctx.Emit(Reshape(call->args[0], shape2d, TensorSInfo(shape2d, in->dtype, out->vdevice)));
  Var scanned = ctx.Emit(MakeCallTIR(gv, {flat}, TensorSInfo(shape2d, out->dtype, out->vdevice)));
  return Reshape(scanned, *shape, GetStructInfo(call));
}

Expr LowerCumsumAxis3d(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  const TensorStructInfoNode* in = TensorOf(call->args[0]);
  const TensorStructInfoNode* out = TensorOf(call);
  const std::vector<PrimExpr>* shape = out != nullptr ? out->GetShapeValues() : nullptr;
  std::optional<int64_t> axis = op::GetOptionalIntAttr(call, "axis");
  if (in == nullptr || shape == nullptr || shape->empty() || !axis) {
    ThrowError(call->span, "non-symbolic shape is not supported for now");
  }
  int64_t a = NormAxis(*axis, shape->size());
  PrimExpr outer = Int64(1);
  PrimExpr inner = Int64(1);
  for (int64_t i = 0; i < a; ++i) outer = te::Mul(outer, (*shape)[i]);
  for (size_t i = a + 1; i < shape->size(); ++i) inner = te::Mul(inner, (*shape)[i]);
  GlobalVar gv = ctx.AddPrimFunc(Gpu3dAxis1Cumsum(in->dtype, out->dtype), "gpu_3d_axis_1_cumsum");
  std::vector<PrimExpr> shape3d{outer, (*shape)[a], inner};
  Var cube = ctx.Emit(Reshape(call->args[0], shape3d, TensorSInfo(shape3d, in->dtype, out->vdevice)));
  Var scanned = ctx.Emit(MakeCallTIR(gv, {cube}, TensorSInfo(shape3d, out->dtype, out->vdevice)));
  return Reshape(scanned, *shape, GetStructInfo(call));
}

DispatchRule::Lower LowerScanGpu(const std::string& name, bool product) {
  return [name, product](const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) -> Expr {
    std::optional<int64_t> axis = op::GetOptionalIntAttr(call, "axis");
    bool exclusive = op::GetBoolAttr(call, "exclusive");
    DataType out_dtype = TensorOf(call)->dtype;
    int64_t threads = MaxThreads(env.target);
    return op::CallTE1(ctx, name, [&](op::TEArgs& a) {
      return ScanGpu(a.Tensor(call->args[0]), axis, out_dtype, exclusive, product, threads);
    });
  };
}

Expr LowerSortGpu(const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) {
  SortRequest r;
  r.axis = op::GetIntAttr(call, "axis");
  r.ascend = !op::GetBoolAttr(call, "descending");
  r.max_threads = MaxThreads(env.target);
  r.temp_index_dtype = gpu::TempIndexDtype(env.target.kind());
  return op::CallTE1(ctx, "sort", [&](op::TEArgs& a) { return SortGpu(a.Tensor(call->args[0]), r, "sort_gpu")[0]; });
}

Expr LowerArgsortGpu(const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) {
  SortRequest r;
  r.axis = op::GetIntAttr(call, "axis");
  r.ascend = !op::GetBoolAttr(call, "descending");
  r.values = false;
  r.indices = true;
  r.max_threads = MaxThreads(env.target);
  r.temp_index_dtype = gpu::TempIndexDtype(env.target.kind());
  return op::CallTE1(ctx, "argsort", [&](op::TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    r.index_dtype = IndexDtype(call, x);
    return SortGpu(x, r, "argsort_gpu")[0];
  });
}

Expr LowerTopkGpu(const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) {
  SortRequest r;
  r.k = op::GetIntAttr(call, "k");
  r.axis = op::GetIntAttr(call, "axis");
  r.ascend = !op::GetBoolAttr(call, "largest");
  std::string ret_type = op::GetStringAttr(call, "ret_type");
  r.values = ret_type == "both" || ret_type == "values";
  r.indices = ret_type == "both" || ret_type == "indices";
  r.max_threads = MaxThreads(env.target);
  r.temp_index_dtype = gpu::TempIndexDtype(env.target.kind());
  return op::CallTE(ctx, "topk", [&](op::TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    r.index_dtype = IndexDtype(call, x);
    return SortGpu(x, r, "topk_gpu");
  });
}

Expr LowerBucketizeGpu(const DispatchEnv& env, const Call& call, op::LegalizeContext& ctx) {
  bool right = op::GetBoolAttr(call, "right");
  DataType out_dtype = op::GetBoolAttr(call, "out_int32") ? DataType::Int(32) : DataType::Int(64);
  int64_t threads = MaxThreads(env.target);
  return op::CallTE1(ctx, "searchsorted", [&](op::TEArgs& a) {
    te::Tensor boundaries = a.Tensor(call->args[1]);
    te::Tensor values = a.Tensor(call->args[0]);
    return SearchSortedGpu(boundaries, values, right, out_dtype, threads, gpu::TempIndexDtype(env.target.kind()));
  });
}

Expr LowerSortThrust(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  Var ws = EmitThrustWorkspace(call, call->args[0], ctx);
  int64_t axis = op::GetIntAttr(call, "axis");
  bool ascend = !op::GetBoolAttr(call, "descending");
  return op::CallTE1(ctx, "sort_thrust", [&](op::TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    // The float32 indices TVM's sort_thrust also writes are discarded.
    return TopkThrust(x, a.Tensor(ws), 0, axis, "values", ascend, DataType::Float(32))[0];
  });
}

Expr LowerArgsortThrust(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  Var ws = EmitThrustWorkspace(call, call->args[0], ctx);
  int64_t axis = op::GetIntAttr(call, "axis");
  bool ascend = !op::GetBoolAttr(call, "descending");
  return op::CallTE1(ctx, "argsort_thrust", [&](op::TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    return TopkThrust(x, a.Tensor(ws), 0, axis, "indices", ascend, IndexDtype(call, x))[0];
  });
}

Expr LowerTopkThrust(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  Var ws = EmitThrustWorkspace(call, call->args[0], ctx);
  int64_t k = op::GetIntAttr(call, "k");
  int64_t axis = op::GetIntAttr(call, "axis");
  std::string ret_type = op::GetStringAttr(call, "ret_type");
  bool ascend = !op::GetBoolAttr(call, "largest");
  return op::CallTE(ctx, "topk_thrust", [&](op::TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    return TopkThrust(x, a.Tensor(ws), k, axis, ret_type, ascend, IndexDtype(call, x));
  });
}

Expr LowerCumsumThrust(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  Var ws = EmitThrustWorkspace(call, call->args[0], ctx);
  std::optional<int64_t> axis = op::GetOptionalIntAttr(call, "axis");
  bool exclusive = op::GetBoolAttr(call, "exclusive");
  DataType out_dtype = TensorOf(call)->dtype;
  return op::CallTE1(ctx, "cumsum", [&](op::TEArgs& a) {
    te::Tensor x = a.Tensor(call->args[0]);
    te::Tensor w = a.Tensor(ws);
    std::vector<int64_t> swap;
    if (!axis) {
      PrimExpr n = Int64(1);
      for (const PrimExpr& d : x.shape()) n = te::Mul(n, d);
      x = topi::Reshape(x, {n});
    } else {
      swap = SwapLast(NormAxis(*axis, x.ndim()), x.ndim());
      if (!swap.empty()) x = topi::Transpose(x, swap);
    }
    te::Tensor y = te::extern_op(
        {x.shape()}, {out_dtype}, {x, w},
        [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) {
          return te::CallPacked("tvm.contrib.thrust.sum_scan", {te::PackBuffer(ins[0]), te::PackBuffer(outs[0]),
                                                                Bool(exclusive), te::PackBuffer(ins[1])});
        },
        "thrust_scan", "thrust_scan")[0];
    return swap.empty() ? y : topi::Transpose(y, swap);
  });
}

}  // namespace backend
}  // namespace rlx
