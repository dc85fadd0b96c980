// Padding, convolution and pooling kernels (declared in nn.h).
#include <algorithm>
#include <numeric>

#include "compiler/ir/arith.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"
#include "compiler/topi/nn.h"

namespace rlx {
namespace topi {

namespace {

// Positions of N, C and the spatial letters of a data layout ("NHWC" ->
// {0, 3, 1, 2}); O, I and spatial letters for a kernel layout.
std::vector<size_t> Permutation(const std::string& layout, char first, char second) {
  size_t a = layout.find(first), b = layout.find(second);
  if (a == std::string::npos || b == std::string::npos) {
    ThrowError("layout " + layout + " must contain " + std::string(1, first) + " and " + std::string(1, second));
  }
  std::vector<size_t> to{a, b};
  for (size_t i = 0; i < layout.size(); ++i) {
    if (layout[i] != first && layout[i] != second) to.push_back(i);
  }
  return to;
}

std::vector<size_t> Inverse(const std::vector<size_t>& to) {
  std::vector<size_t> from(to.size());
  for (size_t i = 0; i < to.size(); ++i) from[to[i]] = i;
  return from;
}

template <typename T>
std::vector<T> Permute(const std::vector<T>& canonical, const std::vector<size_t>& from) {
  std::vector<T> out;
  for (size_t p : from) out.push_back(canonical[p]);
  return out;
}

// The spatial axes of a pooling layout, in layout order (D, H, W).
std::vector<int> SpatialAxes(const std::string& layout, size_t n) {
  std::vector<int> axes;
  for (char c : std::string("DHW")) {
    size_t p = layout.find(c);
    if (p != std::string::npos) axes.push_back(static_cast<int>(p));
  }
  if (axes.size() != n) ThrowError("layout " + layout + " does not have " + std::to_string(n) + " spatial axes");
  return axes;
}

Map ScheduleRule(const std::string& rule) {
  return Make<MapNode>(std::vector<MapNode::Item>{{"schedule_rule", MakeString(rule)}});
}

PrimExpr AllOf(const std::vector<PrimExpr>& conds) {
  PrimExpr all;
  for (const PrimExpr& c : conds) all = all.defined() ? te::And(all, c) : c;
  return all;
}

}  // namespace

Tensor Pad(const Tensor& x, const std::vector<PrimExpr>& before, const std::vector<PrimExpr>& after,
           const PrimExpr& value, const std::string& name) {
  size_t n = x.ndim();
  if (before.size() != n || after.size() != n) ThrowError("pad: padding does not match the rank");
  arith::Analyzer analyzer;
  std::vector<PrimExpr> shape;
  for (size_t i = 0; i < n; ++i) {
    shape.push_back(analyzer.Simplify(te::Add(te::Add(x.shape()[i], te::ToInt64(before[i])), te::ToInt64(after[i]))));
  }
  PrimExpr pad_value = te::Cast(x.dtype(), value);
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> conds, idx;
        for (size_t d = 0; d < n; ++d) {
          PrimExpr b = te::ToInt64(before[d]);
          if (te::IsConstValue(b, 0) && te::IsConstValue(after[d], 0)) {
            idx.push_back(i[d]);
            continue;
          }
          idx.push_back(te::Sub(i[d], b));
          conds.push_back(te::GE(i[d], b));
          conds.push_back(te::LT(i[d], te::Add(x.shape()[d], b)));
        }
        if (conds.empty()) return x(idx);
        return te::IfThenElse(AllOf(conds), x(idx), pad_value);
      },
      name);
}

Tensor PadCpp(const Tensor& x, const std::vector<PrimExpr>& before, const std::vector<PrimExpr>& after,
              const PrimExpr& value, const std::string& name) {
  size_t n = x.ndim();
  arith::Analyzer analyzer;
  std::vector<PrimExpr> shape;
  for (size_t i = 0; i < n; ++i) {
    PrimExpr b = i < before.size() ? te::ToInt64(before[i]) : Int64(0);
    PrimExpr a = i < after.size() ? te::ToInt64(after[i]) : b;
    shape.push_back(analyzer.Simplify(te::Add(te::Add(x.shape()[i], b), a)));
  }
  PrimExpr pad_value = te::Cast(x.dtype(), value);
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> conds, idx;
        for (size_t d = 0; d < n; ++d) {
          if (d >= before.size()) {
            idx.push_back(i[d]);
            continue;
          }
          PrimExpr b = te::ToInt64(before[d]);
          PrimExpr a = d < after.size() ? te::ToInt64(after[d]) : b;
          if (!te::EqualCheck(b, Int64(0))) {
            conds.push_back(te::GE(i[d], b));
            idx.push_back(te::Sub(i[d], b));
          } else {
            idx.push_back(i[d]);
          }
          if (!te::EqualCheck(a, Int64(0))) conds.push_back(analyzer.Simplify(te::LT(i[d], te::Add(b, x.shape()[d]))));
        }
        if (conds.empty()) return x(idx);
        return te::IfThenElse(AllOf(conds), x(idx), pad_value);
      },
      name, "elemwise", Map(), te::AxisNames("ax", n));
}

Tensor Conv(const Tensor& data, const Tensor& kernel, const std::vector<int64_t>& strides,
            const std::vector<int64_t>& padding, const std::vector<int64_t>& dilation, int64_t groups,
            const std::string& data_layout, const std::string& kernel_layout, DataType out_dtype) {
  size_t dim = data.ndim() - 2;
  if (data.ndim() < 3 || kernel.ndim() != data.ndim() || data_layout.size() != data.ndim() ||
      kernel_layout.size() != kernel.ndim()) {
    ThrowError("conv: layouts " + data_layout + "/" + kernel_layout + " do not match the operand ranks");
  }
  if (strides.size() != dim || dilation.size() != dim || padding.size() != 2 * dim) {
    ThrowError("conv: strides, dilation and padding do not match the spatial rank");
  }
  if (out_dtype.is_void()) out_dtype = data.dtype();
  std::vector<size_t> dto = Permutation(data_layout, 'N', 'C');
  std::vector<size_t> dfrom = Inverse(dto);
  std::vector<size_t> kto = Permutation(kernel_layout, 'O', 'I');
  std::vector<size_t> kfrom = Inverse(kto);
  std::vector<PrimExpr> dshape = Permute(data.shape(), dto);    // N, C, spatial
  std::vector<PrimExpr> kshape = Permute(kernel.shape(), kto);  // O, I, spatial
  PrimExpr batch = dshape[0], in_channel = dshape[1], num_filter = kshape[0];
  std::vector<PrimExpr> out_dims;
  std::vector<PrimExpr> pad_begin{Int64(0), Int64(0)}, pad_end{Int64(0), Int64(0)};
  for (size_t i = 0; i < dim; ++i) {
    PrimExpr k = kshape[2 + i];
    PrimExpr numer =
        te::Add(te::Add(te::Sub(te::Sub(dshape[2 + i], te::Mul(te::Sub(k, Int64(1)), Int64(dilation[i]))), Int64(1)),
                        Int64(padding[i])),
                Int64(padding[dim + i]));
    out_dims.push_back(arith::Simplify(te::Add(te::FloorDiv(numer, Int64(strides[i])), Int64(1))));
    pad_begin.push_back(Int64(padding[i]));
    pad_end.push_back(Int64(padding[dim + i]));
  }
  Tensor temp = Pad(data, Permute(pad_begin, dfrom), Permute(pad_end, dfrom), te::Zero(data.dtype()), "pad_temp");
  te::IterVar rc = te::reduce_axis(Int64(0), te::FloorDiv(in_channel, Int64(groups)), "rc");
  std::vector<te::IterVar> rs;
  const char* spatial_names[] = {"ry", "rx", "rz"};
  for (size_t i = 0; i < dim; ++i) rs.push_back(te::reduce_axis(Int64(0), kshape[2 + i], spatial_names[i]));
  // The reduction axes in the data layout's order of C and spatial dims.
  std::vector<size_t> red_from(dfrom.begin() + 1, dfrom.end());
  for (size_t& r : red_from) {
    if (r > dfrom[0]) --r;
  }
  std::vector<te::IterVar> all_red{rc};
  all_red.insert(all_red.end(), rs.begin(), rs.end());
  std::vector<te::IterVar> red_axes = Permute(all_red, red_from);
  std::vector<PrimExpr> out_shape{batch, num_filter};
  out_shape.insert(out_shape.end(), out_dims.begin(), out_dims.end());
  out_shape = Permute(out_shape, dfrom);
  std::vector<std::string> names = Permute(std::vector<std::string>{"nn", "ff", "yy", "xx", "zz"}, dfrom);
  std::string lower = data_layout;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  std::string name = std::string(groups > 1 ? "group_" : "") + "conv" + std::to_string(dim) + "d_" + lower;
  return te::compute(
      out_shape,
      [&](const std::vector<TirVar>& args) {
        std::vector<TirVar> c = Permute(args, dto);
        PrimExpr channel = rc->var;
        if (groups > 1) {
          channel = te::Add(te::Mul(te::FloorDiv(c[1], te::FloorDiv(num_filter, Int64(groups))),
                                    te::FloorDiv(in_channel, Int64(groups))),
                            rc->var);
        }
        std::vector<PrimExpr> didx{c[0], channel};
        std::vector<PrimExpr> kidx{c[1], rc->var};
        for (size_t i = 0; i < dim; ++i) {
          didx.push_back(te::Add(te::Mul(c[2 + i], Int64(strides[i])), te::Mul(rs[i]->var, Int64(dilation[i]))));
          kidx.push_back(rs[i]->var);
        }
        PrimExpr lhs = te::Cast(out_dtype, temp(Permute(didx, dfrom)));
        PrimExpr rhs = te::Cast(out_dtype, kernel(Permute(kidx, kfrom)));
        return te::sum(te::Mul(lhs, rhs), red_axes);
      },
      name, name, Map(), names);
}

Tensor ConvTranspose(const Tensor& data, const Tensor& kernel, const std::vector<int64_t>& strides,
                     const std::vector<int64_t>& padding, const std::vector<int64_t>& output_padding,
                     const std::vector<int64_t>& dilation, int64_t groups, DataType out_dtype) {
  if (data.ndim() < 3 || data.ndim() > 4 || kernel.ndim() != data.ndim()) {
    ThrowError("conv_transpose: expects NCW/NCHW data and IOW/IOHW kernel");
  }
  size_t dim = data.ndim() - 2;
  if (strides.size() != dim || dilation.size() != dim || output_padding.size() != dim || padding.size() != 2 * dim) {
    ThrowError(
        "conv_transpose: strides, dilation, output_padding and padding "
        "do not match the spatial rank");
  }
  if (groups <= 0) ThrowError("conv_transpose: groups must be positive");
  // out[o] = sum over i, k with i * s + k * d - pad_before == o of x[i] * w[k]:
  // a stride-1 convolution with dilation d of the flipped kernel over the input
  // spread out by the stride and padded by d * (k - 1) - pad_before in front.
  // The spreading and the (possibly negative) padding are one stage.
  const std::vector<PrimExpr>& ds = data.shape();
  const std::vector<PrimExpr>& ks = kernel.shape();
  std::vector<PrimExpr> spread_shape{ds[0], ds[1]};
  std::vector<PrimExpr> front;
  for (size_t i = 0; i < dim; ++i) {
    PrimExpr reach = te::Mul(Int64(dilation[i]), te::Sub(ks[2 + i], Int64(1)));
    // out = (n - 1) * s + d * (k - 1) + output_padding + 1 - pads; the stride-1
    // convolution takes off one reach.
    PrimExpr out = te::Add(te::Add(te::Mul(te::Sub(ds[2 + i], Int64(1)), Int64(strides[i])), reach),
                           Int64(output_padding[i] + 1 - padding[i] - padding[dim + i]));
    spread_shape.push_back(arith::Simplify(te::Add(out, reach)));
    front.push_back(arith::Simplify(te::Sub(reach, Int64(padding[i]))));
  }
  Tensor spread = te::compute(
      spread_shape,
      [&](const std::vector<TirVar>& i) {
        std::vector<PrimExpr> idx{i[0], i[1]}, conds;
        for (size_t d = 0; d < dim; ++d) {
          PrimExpr j = te::Sub(i[2 + d], front[d]);
          PrimExpr s = Int64(strides[d]);
          conds.push_back(te::GE(j, Int64(0)));
          if (strides[d] != 1) conds.push_back(te::EQ(te::FloorMod(j, s), Int64(0)));
          PrimExpr src = strides[d] == 1 ? j : te::FloorDiv(j, s);
          conds.push_back(te::LT(src, ds[2 + d]));
          idx.push_back(src);
        }
        return te::IfThenElse(AllOf(conds), data(idx), te::Zero(data.dtype()));
      },
      "data_pad");
  PrimExpr cout_g = ks[1];
  PrimExpr cin_g = te::FloorDiv(ks[0], Int64(groups));
  std::vector<PrimExpr> flipped_shape{arith::Simplify(te::Mul(cout_g, Int64(groups))), arith::Simplify(cin_g)};
  for (size_t i = 0; i < dim; ++i) flipped_shape.push_back(ks[2 + i]);
  Tensor flipped = te::compute(
      flipped_shape,
      [&](const std::vector<TirVar>& i) {
        PrimExpr in_channel = i[1];
        PrimExpr out_channel = i[0];
        if (groups > 1) {
          in_channel = te::Add(te::Mul(te::FloorDiv(i[0], cout_g), cin_g), i[1]);
          out_channel = te::FloorMod(i[0], cout_g);
        }
        std::vector<PrimExpr> idx{in_channel, out_channel};
        for (size_t d = 0; d < dim; ++d) idx.push_back(te::Sub(te::Sub(ks[2 + d], Int64(1)), i[2 + d]));
        return kernel(idx);
      },
      "kernel_transform");
  std::string layout = dim == 1 ? "NCW" : "NCHW";
  std::string kernel_layout = dim == 1 ? "OIW" : "OIHW";
  return Conv(spread, flipped, std::vector<int64_t>(dim, 1), std::vector<int64_t>(2 * dim, 0), dilation, groups, layout,
              kernel_layout, out_dtype);
}

Tensor Pool(const Tensor& data, const std::vector<int64_t>& pool_size, const std::vector<int64_t>& strides,
            const std::vector<int64_t>& dilation, const std::vector<int64_t>& padding, bool is_max, bool ceil_mode,
            bool count_include_pad, const std::string& layout) {
  size_t k = pool_size.size();
  if (strides.size() != k || dilation.size() != k || padding.size() != 2 * k) {
    ThrowError("pool: strides, dilation and padding do not match the pool size");
  }
  std::vector<int> axes = SpatialAxes(layout, k);
  size_t n = data.ndim();
  std::vector<PrimExpr> pad_before(n, Int64(0)), pad_after(n, Int64(0));
  std::vector<int64_t> head(k), tail(k), offset(k, 0);
  std::vector<PrimExpr> out_shape = data.shape();
  std::vector<te::IterVar> daxis;
  bool do_pad = false;
  for (size_t i = 0; i < k; ++i) {
    head[i] = padding[i];
    tail[i] = padding[k + i];
    if (ceil_mode) {
      offset[i] = strides[i] - 1;
      tail[i] += offset[i];
    }
    do_pad = do_pad || head[i] != 0 || tail[i] != 0;
    daxis.push_back(te::reduce_axis(Int64(0), Int64(pool_size[i]), "rv" + std::to_string(i)));
    int ii = axes[i];
    pad_before[ii] = Int64(head[i]);
    pad_after[ii] = Int64(tail[i]);
    PrimExpr numer =
        te::Add(te::Sub(data.shape()[ii], Int64((pool_size[i] - 1) * dilation[i] + 1)), Int64(head[i] + tail[i]));
    out_shape[ii] = arith::Simplify(te::Add(te::FloorDiv(numer, Int64(strides[i])), Int64(1)));
  }
  Tensor temp = data;
  if (do_pad) {
    PrimExpr value = is_max ? te::MinValue(data.dtype()) : te::Zero(data.dtype());
    temp = PadCpp(data, pad_before, pad_after, value, "pad_temp");
  }
  auto window = [&](const std::vector<TirVar>& out) {
    std::vector<PrimExpr> idx(out.begin(), out.end());
    for (size_t i = 0; i < k; ++i) {
      int ii = axes[i];
      idx[ii] = te::Add(te::Mul(out[ii], Int64(strides[i])), te::Mul(daxis[i]->var, Int64(dilation[i])));
    }
    return idx;
  };
  auto ax = te::AxisNames("ax", n);
  if (is_max) {
    return te::compute(
        out_shape, [&](const std::vector<TirVar>& out) { return te::max(temp(window(out)), daxis); }, "pool_max",
        "pool_max", ScheduleRule("meta_schedule.pool_max"), ax);
  }
  Tensor pool_sum = te::compute(
      out_shape, [&](const std::vector<TirVar>& out) { return te::sum(temp(window(out)), daxis); }, "pool_sum",
      "pool_sum", Map(), ax);
  return te::compute(
      out_shape,
      [&](const std::vector<TirVar>& out) {
        PrimExpr num_el = Int64(1);
        for (size_t i = 0; i < k; ++i) {
          int ii = axes[i];
          PrimExpr s = Int64(strides[i]), d = Int64(dilation[i]);
          PrimExpr start = te::Sub(te::Mul(out[ii], s), Int64(head[i]));
          PrimExpr end = te::Add(start, Int64((pool_size[i] - 1) * dilation[i]));
          if (count_include_pad) {
            end = te::Min(end, te::Sub(te::Sub(te::Add(data.shape()[ii], Int64(tail[i])), Int64(1)), Int64(offset[i])));
            num_el = te::Mul(num_el, te::Add(te::Div(te::Sub(end, start), d), Int64(1)));
          } else {
            PrimExpr jumps = te::Max(te::Div(te::Sub(te::Sub(d, Int64(1)), start), d), Int64(0));
            end = te::Min(end, te::Sub(data.shape()[ii], Int64(1)));
            num_el = te::Mul(num_el, te::Add(te::Div(te::Sub(end, te::Add(start, te::Mul(d, jumps))), d), Int64(1)));
          }
        }
        if (!count_include_pad) num_el = te::Max(num_el, Int64(1));
        return te::Div(pool_sum(out), num_el);
      },
      "pool_avg", "elemwise", ScheduleRule("meta_schedule.pool_avg"), ax);
}

Tensor AdaptiveAvgPool(const Tensor& data, const std::vector<PrimExpr>& output_size, const std::string& layout) {
  size_t k = output_size.size();
  std::vector<int> axes = SpatialAxes(layout, k);
  std::vector<PrimExpr> out_shape = data.shape();
  std::vector<PrimExpr> in_size, out_size;
  for (size_t i = 0; i < k; ++i) {
    in_size.push_back(data.shape()[axes[i]]);
    out_size.push_back(te::ToInt64(output_size[i]));
    out_shape[axes[i]] = out_size[i];
  }
  auto start_index = [](const PrimExpr& o, const PrimExpr& odim, const PrimExpr& idim) {
    return te::FloorDiv(te::Mul(o, idim), odim);
  };
  auto end_index = [](const PrimExpr& o, const PrimExpr& odim, const PrimExpr& idim) {
    PrimExpr num = te::Mul(te::Add(o, Int64(1)), idim);
    PrimExpr tmp = te::FloorDiv(num, odim);
    return te::Select(te::EQ(te::FloorMod(num, odim), Int64(0)), tmp, te::Add(tmp, Int64(1)));
  };
  // Window extents: constant when every window has the same size, else the
  // largest window, ceil(in / out) + 1, masked per position.
  std::vector<PrimExpr> extent(k);
  std::vector<bool> masked(k, false);
  for (size_t i = 0; i < k; ++i) {
    TirVar probe = MakeTirVar("o", DataType::Int(64));
    PrimExpr e = arith::Simplify(
        te::Sub(end_index(probe, out_size[i], in_size[i]), start_index(probe, out_size[i], in_size[i])));
    if (e.is<IntImmNode>()) {
      extent[i] = e;
    } else {
      masked[i] = true;
      extent[i] = arith::Simplify(
          te::Add(te::FloorDiv(te::Sub(te::Add(in_size[i], out_size[i]), Int64(1)), out_size[i]), Int64(1)));
    }
  }
  std::vector<te::IterVar> raxes;
  for (size_t i = 0; i < k; ++i) raxes.push_back(te::reduce_axis(Int64(0), extent[i], "rv" + std::to_string(i)));
  auto ax = te::AxisNames("ax", data.ndim());
  Tensor pool_sum = te::compute(
      out_shape,
      [&](const std::vector<TirVar>& out) {
        std::vector<PrimExpr> idx(out.begin(), out.end());
        std::vector<PrimExpr> conds;
        for (size_t i = 0; i < k; ++i) {
          PrimExpr start = start_index(out[axes[i]], out_size[i], in_size[i]);
          idx[axes[i]] = te::Add(start, raxes[i]->var);
          if (masked[i]) conds.push_back(te::LT(idx[axes[i]], end_index(out[axes[i]], out_size[i], in_size[i])));
        }
        PrimExpr v = data(idx);
        if (!conds.empty()) v = te::IfThenElse(AllOf(conds), v, te::Zero(data.dtype()));
        return te::sum(v, raxes);
      },
      "adaptive_pool_sum", "adaptive_pool_sum", Map(), ax);
  return te::compute(
      out_shape,
      [&](const std::vector<TirVar>& out) {
        PrimExpr factor = te::One(data.dtype());
        for (size_t i = 0; i < k; ++i) {
          PrimExpr e = masked[i] ? te::Sub(end_index(out[axes[i]], out_size[i], in_size[i]),
                                           start_index(out[axes[i]], out_size[i], in_size[i]))
                                 : extent[i];
          factor = te::Mul(factor, te::Cast(data.dtype(), e));
        }
        return te::Div(pool_sum(out), factor);
      },
      "adaptive_pool_avg", "elemwise", ScheduleRule("meta_schedule.adaptive_pool_avg"), ax);
}

}  // namespace topi
}  // namespace rlx
