#include "compiler/backend/dispatch_sort_scan.h"

#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/dispatch_sort_scan_gpu.h"
#include "compiler/backend/dispatch_util.h"
#include "compiler/backend/gpu_scan_kernels.h"
#include "compiler/backend/scan_kernels.h"
#include "compiler/op/infer_util.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

using namespace relax;  // NOLINT

namespace {

// thrust is selected by the target alone: this build registers no
// tvm.contrib.thrust.* functions, so the GPU thrust rows are decided (and
// logged) as TVM would with thrust built in, then reported as not
// implemented.
bool ThrustRequested(const Target& t) { return (t.kind() == "cuda" || t.kind() == "nvptx") && t.HasLib("thrust"); }

std::string Kind(const DispatchEnv& env) { return env.target.kind(); }

te::Tensor SortCpu(te::Tensor x, int64_t axis, bool ascend) {
  return te::extern_op(
      {x.shape()}, {x.dtype()}, {x},
      [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) {
        return te::CallPacked("tvm.contrib.sort.sort",
                              {te::PackBuffer(ins[0]), te::PackBuffer(outs[0]), Int32(axis), Bool(ascend)});
      },
      "sort_cpu", "sort_cpu")[0];
}

te::Tensor ArgsortCpu(te::Tensor x, int64_t axis, bool ascend, DataType dtype) {
  return te::extern_op(
      {x.shape()}, {dtype}, {x},
      [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) {
        return te::CallPacked("tvm.contrib.sort.argsort",
                              {te::PackBuffer(ins[0]), te::PackBuffer(outs[0]), Int32(axis), Bool(ascend)});
      },
      "argsort_cpu", "argsort_cpu")[0];
}

std::vector<te::Tensor> TopkCpu(te::Tensor x, int64_t k, int64_t axis, const std::string& ret_type, bool ascend,
                                DataType dtype) {
  std::vector<PrimExpr> shape = x.shape();
  int64_t ndim = static_cast<int64_t>(shape.size());
  int64_t norm = axis < 0 ? axis + ndim : axis;
  // relax.topk's inference: k < 1, or k >= a static extent, keeps the axis.
  int64_t extent = 0;
  if (k >= 1 && !(AsConstInt(shape[norm], &extent) && k >= extent)) shape[norm] = Int64(k);
  std::vector<std::vector<PrimExpr>> shapes;
  std::vector<DataType> dtypes;
  if (ret_type == "both" || ret_type == "values") {
    shapes.push_back(shape);
    dtypes.push_back(x.dtype());
  }
  if (ret_type == "both" || ret_type == "indices") {
    shapes.push_back(shape);
    dtypes.push_back(dtype);
  }
  return te::extern_op(
      shapes, dtypes, {x},
      [&](const std::vector<Buffer>& ins, const std::vector<Buffer>& outs) {
        std::vector<PrimExpr> args{te::PackBuffer(ins[0])};
        for (const Buffer& b : outs) args.push_back(te::PackBuffer(b));
        args.push_back(Int32(k));
        args.push_back(Int32(axis));
        args.push_back(Make<rlx::StringImmNode>(ret_type));
        args.push_back(Bool(ascend));
        return te::CallPacked("tvm.contrib.sort.topk", args);
      },
      "topk_cpu", "topk_cpu");
}

Expr LowerSortCpu(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  int64_t axis = op::GetIntAttr(call, "axis");
  bool ascend = !op::GetBoolAttr(call, "descending");
  return op::CallTE1(ctx, "sort", [&](op::TEArgs& a) { return SortCpu(a.Tensor(call->args[0]), axis, ascend); });
}

Expr LowerArgsortCpu(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  int64_t axis = op::GetIntAttr(call, "axis");
  bool ascend = !op::GetBoolAttr(call, "descending");
  DataType dtype = op::GetDataTypeAttr(call, "dtype");
  return op::CallTE1(ctx, "argsort",
                     [&](op::TEArgs& a) { return ArgsortCpu(a.Tensor(call->args[0]), axis, ascend, dtype); });
}

Expr LowerTopkCpu(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  int64_t k = op::GetIntAttr(call, "k");
  int64_t axis = op::GetIntAttr(call, "axis");
  std::string ret_type = op::GetStringAttr(call, "ret_type");
  bool ascend = !op::GetBoolAttr(call, "largest");
  DataType dtype = op::GetDataTypeAttr(call, "dtype");
  return op::CallTE(ctx, "topk",
                    [&](op::TEArgs& a) { return TopkCpu(a.Tensor(call->args[0]), k, axis, ret_type, ascend, dtype); });
}

DispatchRule::Lower LowerScanCpu(const std::string& name, bool product) {
  return [name, product](const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) -> Expr {
    std::optional<int64_t> axis = op::GetOptionalIntAttr(call, "axis");
    bool exclusive = op::GetBoolAttr(call, "exclusive");
    DataType out_dtype = GetStructInfo(call).as<TensorStructInfoNode>()->dtype;
    return op::CallTE1(ctx, name, [&](op::TEArgs& a) {
      return ScanCpu(a.Tensor(call->args[0]), axis, out_dtype, exclusive, product);
    });
  };
}

Expr LowerBucketizeCpu(const DispatchEnv&, const Call& call, op::LegalizeContext& ctx) {
  bool right = op::GetBoolAttr(call, "right");
  // Fixed in TVM #19936: the index dtype, not the input's.
  DataType out_dtype = op::GetBoolAttr(call, "out_int32") ? DataType::Int(32) : DataType::Int(64);
  return op::CallTE1(ctx, "searchsorted", [&](op::TEArgs& a) {
    te::Tensor boundaries = a.Tensor(call->args[1]);
    te::Tensor values = a.Tensor(call->args[0]);
    return SearchSortedCpu(boundaries, values, right, out_dtype);
  });
}

bool CumsumContinuous(const DispatchEnv& env, const Call& call) {
  if (!env.target.IsGpu() || ThrustRequested(env.target)) return false;
  if (op::GetBoolAttr(call, "exclusive")) return false;
  std::optional<int64_t> axis = op::GetOptionalIntAttr(call, "axis");
  if (!axis) return false;
  auto t = GetStructInfo(call).as<TensorStructInfoNode>();
  int ndim = t.defined() ? t->ndim : -1;
  if (ndim == 0) return false;
  return *axis == -1 || (ndim >= 0 && *axis == ndim - 1);
}

// TVM PR #20133: on WebGPU an inclusive cumsum over any other axis goes
// to gpu_3d_axis_1_cumsum (the generic scan's transposes are unavailable).
bool CumsumAxis3d(const DispatchEnv& env, const Call& call) {
  if (env.target.kind() != "webgpu" || !env.target.IsGpu() || ThrustRequested(env.target)) return false;
  if (op::GetBoolAttr(call, "exclusive")) return false;
  std::optional<int64_t> axis = op::GetOptionalIntAttr(call, "axis");
  auto t = GetStructInfo(call).as<TensorStructInfoNode>();
  if (!axis || !t.defined() || t->ndim <= 0) return false;
  int64_t a = *axis < 0 ? *axis + t->ndim : *axis;
  return a != t->ndim - 1;
}

bool ShapeUnknown(const Call& call) {
  auto t = GetStructInfo(call).as<TensorStructInfoNode>();
  return !t.defined() || !t->shape.defined();
}

DispatchRule::Lower UnknownShapeError() {
  return [](const DispatchEnv&, const Call& call, op::LegalizeContext&) -> Expr {
    ThrowError(call->span, "non-symbolic shape is not supported for now");
  };
}

// The thrust workspace for the decision record: a byte count when the input
// shape is static, the formula otherwise.
std::string ThrustWorkspaceText(const Call& call) {
  if (call->args.empty()) return "workspace 8*N*itemsize + 8 MiB + 12*N bytes";
  auto t = GetStructInfo(call->args[0]).as<TensorStructInfoNode>();
  const std::vector<PrimExpr>* shape = t.defined() ? t->GetShapeValues() : nullptr;
  int64_t n = 1;
  bool known = shape != nullptr;
  if (known) {
    for (const PrimExpr& d : *shape) {
      auto imm = d.as<IntImmNode>();
      if (!imm.defined()) {
        known = false;
        break;
      }
      n *= imm->value;
    }
  }
  if (!known) return "workspace 8*N*itemsize + 8 MiB + 12*N bytes";
  return "workspace " + std::to_string(ThrustWorkspaceBytes(n, t->dtype.bits())) + " bytes";
}

std::vector<DispatchRule> BuildRules() {
  auto always = [](const DispatchEnv&, const Call&) { return true; };
  auto gpu = [](const DispatchEnv& e, const Call&) { return e.target.IsGpu(); };
  auto thrust = [](const DispatchEnv& e, const Call&) { return ThrustRequested(e.target); };
  auto because = [](const std::string& text) {
    return [text](const DispatchEnv& e, const Call&) { return Kind(e) + ": " + text; };
  };
  std::vector<DispatchRule> r;
  auto add = [&r](std::string name, std::string op, DispatchRule::Applies applies, DispatchRule::Reason reason,
                  DispatchRule::Lower lower) {
    // TVM's dlight list: topk, cumsum off the continuous kernel, cumprod.
    bool dlight = op == "relax.topk" || op == "relax.cumprod" ||
                  (op == "relax.cumsum" && name != "cumsum.gpu_continuous" && name != "cumsum.gpu_axis_3d" &&
                   name != "cumsum.unknown_shape");
    r.push_back({name, std::move(op), std::move(applies), std::move(reason), std::move(lower), dlight});
  };
  // sort / argsort / topk: thrust, then GPU, then CPU.
  struct SortRow {
    const char* name;
    DispatchRule::Lower thrust, gpu, cpu;
  };
  const SortRow sorts[] = {{"sort", &LowerSortThrust, &LowerSortGpu, &LowerSortCpu},
                           {"argsort", &LowerArgsortThrust, &LowerArgsortGpu, &LowerArgsortCpu},
                           {"topk", &LowerTopkThrust, &LowerTopkGpu, &LowerTopkCpu}};
  for (const SortRow& s : sorts) {
    std::string name = s.name;
    std::string op = "relax." + name;
    add(
        name + ".thrust", op, thrust,
        [](const DispatchEnv& e, const Call& c) {
          return Kind(e) + ": cuda + libs=thrust -> thrust sort, " + ThrustWorkspaceText(c);
        },
        s.thrust);
    add(name + ".gpu", op, gpu, because("GPU target -> topi.gpu." + name), s.gpu);
    add(name + ".cpu", op, always, because("not a GPU target -> tvm.contrib.sort." + name), s.cpu);
  }
  for (const char* scan : {"cumsum", "cumprod"}) {
    std::string name = scan;
    std::string op = "relax." + name;
    add(
        name + ".unknown_shape", op, [](const DispatchEnv&, const Call& c) { return ShapeUnknown(c); },
        because("output shape unknown -> error"), UnknownShapeError());
    if (name == "cumsum") {
      add(
          "cumsum.gpu_continuous", op, CumsumContinuous,
          [](const DispatchEnv& e, const Call&) {
            return Kind(e) + ": GPU, last axis, inclusive, no thrust -> gpu_2d_continuous_cumsum, index_bits=" +
                   std::to_string(e.index_bits) + " -> " + std::to_string(ContinuousCumsumMaxRounds(e.index_bits)) +
                   " hierarchy rounds max";
          },
          &LowerCumsumContinuous);
      add("cumsum.gpu_axis_3d", op, CumsumAxis3d,
          because("WebGPU, non-last axis, inclusive -> gpu_3d_axis_1_cumsum over [outer, axis, inner]"),
          &LowerCumsumAxis3d);
      add(
          "cumsum.thrust", op, thrust,
          [](const DispatchEnv& e, const Call& c) {
            return Kind(e) + ": cuda + libs=thrust -> thrust sum_scan (topi.gpu.cumsum), " + ThrustWorkspaceText(c);
          },
          &LowerCumsumThrust);
    }
    add(name + ".gpu", op, gpu, because("GPU target -> topi.gpu." + name), LowerScanGpu(name, name == "cumprod"));
    add(name + ".cpu", op, always, because("not a GPU target -> topi." + name + " serial scan"),
        LowerScanCpu(name, name == "cumprod"));
  }
  add("bucketize.gpu", "relax.bucketize", gpu, because("GPU target -> topi.gpu.searchsorted"), &LowerBucketizeGpu);
  add("bucketize.cpu", "relax.bucketize", always, because("not a GPU target -> topi.searchsorted"), &LowerBucketizeCpu);
  return r;
}

}  // namespace

const std::vector<DispatchRule>& SortScanRules() {
  static const std::vector<DispatchRule> rules = BuildRules();
  return rules;
}

int64_t ThrustWorkspaceBytes(int64_t num_elements, int bits) {
  return 8 * num_elements * (bits / 8) + 8 * 1024 * 1024 + num_elements * (8 + 4);
}

void ValidateIndexBits(std::optional<int> index_bits) {
  if (index_bits && *index_bits != 32 && *index_bits != 64) {
    ThrowError("DispatchSortScan: index_bits must be 32 or 64, got " + std::to_string(*index_bits));
  }
}

int EffectiveIndexBits(const Target& target, std::optional<int> requested) {
  ValidateIndexBits(requested);
  bool webgpu = target.kind() == "webgpu";
  if (!requested) return webgpu ? 32 : 64;
  if (webgpu && *requested == 64) {
    ThrowError("DispatchSortScan: WebGPU does not support index_bits=64 (use 32)");
  }
  return *requested;
}

IRModule DispatchSortScan(const IRModule& mod, const std::optional<Target>& context, std::optional<int> index_bits,
                          const DecisionSink& record) {
  ValidateIndexBits(index_bits);
  return RunDispatch(
      mod, context, "DispatchSortScan", SortScanRules(),
      [index_bits](const Target& t) { return EffectiveIndexBits(t, index_bits); }, record);
}

PassPtr DispatchSortScan(std::optional<int> index_bits) {
  ValidateIndexBits(index_bits);
  PassInfo info;
  info.name = "DispatchSortScan";
  info.opt_level = 0;
  return CreateModulePass(
      [index_bits](const IRModule& mod, PassContext& ctx) {
        return DispatchSortScan(mod, ctx.target, index_bits, RecorderSink(ctx));
      },
      info);
}

}  // namespace backend
}  // namespace rlx
