#include "targets/adreno/legalize_adreno.h"

#include <cctype>

#include "compiler/ir/arith.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/layout.h"
#include "compiler/op/legalize.h"
#include "compiler/te/expr.h"
#include "compiler/topi/nn.h"

namespace rlx {
namespace op {
namespace {

// The block size k of "<primal><k><lower>" (e.g. "NCHW4c" with primal
// "NCHW" and lower 'c'), or 0.
int64_t BlockOf(const std::string& layout, const std::string& primal, char lower) {
  if (layout.size() < primal.size() + 2 || layout.compare(0, primal.size(), primal) != 0) return 0;
  if (layout.back() != lower) return 0;
  int64_t k = 0;
  for (size_t i = primal.size(); i + 1 < layout.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(layout[i]))) return 0;
    k = k * 10 + (layout[i] - '0');
  }
  return k;
}

}  // namespace

relax::Expr LegalizeConv2dNCHWcOIHWo(const relax::Call& call, LegalizeContext& ctx) {
  std::string data_layout = GetStringAttr(call, "data_layout");
  int64_t k = BlockOf(data_layout, "NCHW", 'c');
  if (k <= 0 || BlockOf(GetStringAttr(call, "kernel_layout"), "OIHW", 'o') != k) return call;
  if (GetOptionalStringAttr(call, "out_layout").value_or(data_layout) != data_layout) return call;
  if (GetIntAttr(call, "groups") != 1) return call;
  std::vector<int64_t> p = GetIntListAttr(call, "padding");
  if (p.size() == 1) p.assign(4, p[0]);
  if (p.size() == 2) p = {p[0], p[1], p[0], p[1]};
  std::vector<int64_t> s = GetIntListAttr(call, "strides"), d = GetIntListAttr(call, "dilation");
  if (s.size() == 1) s.assign(2, s[0]);
  if (d.size() == 1) d.assign(2, d[0]);
  if (p.size() != 4 || s.size() != 2 || d.size() != 2) return call;
  DataType out_dtype = GetDataTypeAttr(call, "out_dtype");
  const std::vector<PrimExpr>& out_shape = *GetStructInfo(call).cast<relax::TensorStructInfoNode>()->GetShapeValues();
  return CallTE1(ctx, "conv2d_NCHWc_OIHWo_opencl", [&](TEArgs& a) {
    te::Tensor data = a.Tensor(call->args[0]);
    te::Tensor kernel = a.Tensor(call->args[1]);
    DataType acc = out_dtype.is_void() ? data.dtype() : out_dtype;
    te::Tensor padded = data;
    if (p[0] || p[1] || p[2] || p[3]) {
      padded = topi::Pad(data, {Int64(0), Int64(0), Int64(p[0]), Int64(p[1]), Int64(0)},
                         {Int64(0), Int64(0), Int64(p[2]), Int64(p[3]), Int64(0)}, te::Zero(data.dtype()), "pad_temp");
    }
    // Reduction over every input channel (block and lane) and the window.
    te::IterVar rc = te::reduce_axis(Int64(0), kernel.shape()[1], "rcc");
    te::IterVar ry = te::reduce_axis(Int64(0), kernel.shape()[2], "ry");
    te::IterVar rx = te::reduce_axis(Int64(0), kernel.shape()[3], "rx");
    return te::compute(
        a.Prims(out_shape),
        [&](const std::vector<TirVar>& i) -> te::ComputeBody {
          PrimExpr lhs = padded({i[0], te::FloorDiv(rc->var, Int64(k)),
                                 te::Add(te::Mul(i[2], Int64(s[0])), te::Mul(ry->var, Int64(d[0]))),
                                 te::Add(te::Mul(i[3], Int64(s[1])), te::Mul(rx->var, Int64(d[1]))),
                                 te::FloorMod(rc->var, Int64(k))});
          PrimExpr rhs = kernel({i[1], rc->var, ry->var, rx->var, i[4]});
          return te::sum(te::Mul(te::Cast(acc, lhs), te::Cast(acc, rhs)), {rc, ry, rx});
        },
        "conv2d_NCHWc_OIHWo", "conv2d_nchwc");
  });
}

}  // namespace op

namespace targets {
namespace adreno {

std::map<std::string, op::FLegalize> AdrenoLegalizations() {
  return {{"relax.nn.conv2d", op::LegalizeConv2dNCHWcOIHWo}};
}

}  // namespace adreno
}  // namespace targets
}  // namespace rlx
