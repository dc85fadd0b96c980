#include "compiler/op/index_map.h"

#include <cctype>
#include <map>

#include "compiler/op/dim_arith.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace op {
namespace {

// The initial axis `e` names, or -1.
int AxisOf(const PrimExpr& e, const std::vector<const TirVarNode*>& vars) {
  auto v = e.as<TirVarNode>();
  if (!v.defined()) return -1;
  for (size_t i = 0; i < vars.size(); ++i) {
    if (vars[i] == v.get()) return static_cast<int>(i);
  }
  return -1;
}

std::optional<int64_t> PositiveConst(const PrimExpr& e) {
  auto i = e.as<IntImmNode>();
  if (!i.defined() || i->value <= 0) return std::nullopt;
  return i->value;
}

std::optional<FinalIndex> Classify(const PrimExpr& e, const std::vector<const TirVarNode*>& vars) {
  FinalIndex f;
  if ((f.axis = AxisOf(e, vars)) >= 0) return f;
  auto b = e.as<BinaryNode>();
  if (!b.defined()) return std::nullopt;
  if (b->kind() == NodeKind::kFloorDiv || b->kind() == NodeKind::kFloorMod) {
    auto factor = PositiveConst(b->b);
    f.axis = AxisOf(b->a, vars);
    if (!factor || f.axis < 0) return std::nullopt;
    f.kind = b->kind() == NodeKind::kFloorDiv ? FinalIndex::Kind::kDiv : FinalIndex::Kind::kMod;
    f.factor = *factor;
    return f;
  }
  if (b->kind() == NodeKind::kAdd) {
    auto mul = b->a.as<BinaryNode>();
    if (!mul.defined() || mul->kind() != NodeKind::kMul) return std::nullopt;
    auto factor = PositiveConst(mul->b);
    f.axis = AxisOf(mul->a, vars);
    f.inner_axis = AxisOf(b->b, vars);
    if (!factor || f.axis < 0 || f.inner_axis < 0) return std::nullopt;
    f.kind = FinalIndex::Kind::kFuse;
    f.factor = *factor;
    return f;
  }
  return std::nullopt;
}

}  // namespace

std::optional<IndexMapPlan> IndexMapPlan::FromAttr(const ObjectRef& attr, std::string* why) {
  auto map = attr.as<MapNode>();
  auto initial = map.defined() ? map->Get("initial_indices").as<ArrayNode>() : Array();
  auto finals = map.defined() ? map->Get("final_indices").as<ArrayNode>() : Array();
  if (!initial.defined() || !finals.defined()) {
    *why = "index_map must be T.index_map(lambda ...)";
    return std::nullopt;
  }
  std::vector<const TirVarNode*> vars;
  for (const ObjectRef& o : initial->elems) {
    auto v = o.as<TirVarNode>();
    if (!v.defined()) {
      *why = "index_map parameters must be variables";
      return std::nullopt;
    }
    vars.push_back(v.get());
  }
  IndexMapPlan plan;
  plan.input_ndim_ = static_cast<int>(vars.size());
  std::vector<int> seen(vars.size(), 0);
  std::vector<int> div_pos(vars.size(), -1), mod_pos(vars.size(), -1);
  std::vector<int64_t> div_factor(vars.size(), 0), mod_factor(vars.size(), 0);
  plan.sources_.resize(vars.size());
  for (size_t p = 0; p < finals->elems.size(); ++p) {
    auto e = finals->elems[p].as<PrimExprNode>();
    std::optional<FinalIndex> f = e.defined() ? Classify(e, vars) : std::nullopt;
    if (!f) {
      *why = "index_map result " + std::to_string(p) +
             " is not of the form i, i // c, i % c or i * c + j (the layout conversions supported)";
      return std::nullopt;
    }
    int pos = static_cast<int>(p);
    switch (f->kind) {
      case FinalIndex::Kind::kAxis:
        ++seen[f->axis];
        plan.sources_[f->axis] = {Source::Kind::kAxis, pos, 0, 1, true};
        break;
      case FinalIndex::Kind::kDiv:
        div_pos[f->axis] = pos;
        div_factor[f->axis] = f->factor;
        break;
      case FinalIndex::Kind::kMod:
        mod_pos[f->axis] = pos;
        mod_factor[f->axis] = f->factor;
        break;
      case FinalIndex::Kind::kFuse:
        ++seen[f->axis];
        ++seen[f->inner_axis];
        plan.sources_[f->axis] = {Source::Kind::kFused, pos, 0, f->factor, true};
        plan.sources_[f->inner_axis] = {Source::Kind::kFused, pos, 0, f->factor, false};
        break;
    }
    plan.final_.push_back(*f);
  }
  for (size_t a = 0; a < vars.size(); ++a) {
    if (div_pos[a] >= 0 || mod_pos[a] >= 0) {
      if (div_pos[a] < 0 || mod_pos[a] < 0 || div_factor[a] != mod_factor[a]) {
        *why = "index_map splits axis " + vars[a]->name + " without a matching // and % of the same factor";
        return std::nullopt;
      }
      ++seen[a];
      plan.sources_[a] = {Source::Kind::kSplit, div_pos[a], mod_pos[a], div_factor[a], true};
    }
    if (seen[a] != 1) {
      *why = "index_map must use axis " + vars[a]->name + " exactly once";
      return std::nullopt;
    }
  }
  return plan;
}

std::vector<PrimExpr> IndexMapPlan::OutputShape(const std::vector<PrimExpr>& in) const {
  std::vector<PrimExpr> out;
  for (const FinalIndex& f : final_) {
    switch (f.kind) {
      case FinalIndex::Kind::kAxis:
        out.push_back(in[f.axis]);
        break;
      case FinalIndex::Kind::kDiv:
        out.push_back(DimCeilDiv(in[f.axis], Int64(f.factor)));
        break;
      case FinalIndex::Kind::kMod:
        out.push_back(Int64(f.factor));
        break;
      case FinalIndex::Kind::kFuse:
        out.push_back(DimMul(in[f.axis], Int64(f.factor)));
        break;
    }
  }
  return out;
}

std::vector<PrimExpr> IndexMapPlan::InputIndex(const std::vector<PrimExpr>& out) const {
  std::vector<PrimExpr> in;
  for (const Source& s : sources_) {
    switch (s.kind) {
      case Source::Kind::kAxis:
        in.push_back(out[s.pos]);
        break;
      case Source::Kind::kSplit:
        in.push_back(te::Add(te::Mul(out[s.pos], Int64(s.factor)), out[s.inner_pos]));
        break;
      case Source::Kind::kFused:
        in.push_back(s.fused_outer ? te::FloorDiv(out[s.pos], Int64(s.factor))
                                   : te::FloorMod(out[s.pos], Int64(s.factor)));
        break;
    }
  }
  return in;
}

std::vector<int64_t> IndexMapPlan::InputIndex(const std::vector<int64_t>& out) const {
  std::vector<int64_t> in;
  for (const Source& s : sources_) {
    switch (s.kind) {
      case Source::Kind::kAxis:
        in.push_back(out[s.pos]);
        break;
      case Source::Kind::kSplit:
        in.push_back(out[s.pos] * s.factor + out[s.inner_pos]);
        break;
      case Source::Kind::kFused:
        in.push_back(s.fused_outer ? out[s.pos] / s.factor : out[s.pos] % s.factor);
        break;
    }
  }
  return in;
}

NDArray IndexMapPlan::Apply(const NDArray& in, double pad_value) const {
  std::vector<PrimExpr> in_dims;
  for (int64_t d : in.shape()) in_dims.push_back(Int64(d));
  std::vector<int64_t> out_shape;
  for (const PrimExpr& d : OutputShape(in_dims)) out_shape.push_back(*ConstDim(d));
  NDArray out = NDArray::Empty(out_shape, in.dtype());
  std::vector<int64_t> idx(out_shape.size(), 0);
  for (int64_t flat = 0; flat < out.NumElements(); ++flat) {
    int64_t rem = flat;
    for (int d = static_cast<int>(out_shape.size()) - 1; d >= 0; --d) {
      idx[d] = rem % out_shape[d];
      rem /= out_shape[d];
    }
    std::vector<int64_t> src = InputIndex(idx);
    int64_t offset = 0;
    bool inside = true;
    for (size_t d = 0; d < src.size(); ++d) {
      if (src[d] >= in.shape()[d]) inside = false;
      offset = offset * in.shape()[d] + src[d];
    }
    out.SetDouble(flat, inside ? in.GetDouble(offset) : pad_value);
  }
  return out;
}

std::optional<Map> LayoutIndexMap(const std::string& src, const std::string& dst) {
  // Axis letter -> (position, factor) of each layout.
  struct Axis {
    char name;
    int64_t factor;
  };
  auto parse = [](const std::string& s, std::vector<Axis>* out) {
    int64_t factor = 0;
    for (char c : s) {
      if (std::isdigit(static_cast<unsigned char>(c))) {
        factor = factor * 10 + (c - '0');
      } else if (std::isalpha(static_cast<unsigned char>(c))) {
        out->push_back({c, factor});
        factor = 0;
      } else {
        return false;
      }
    }
    return true;
  };
  std::vector<Axis> a, b;
  if (!parse(src, &a) || !parse(dst, &b)) return std::nullopt;
  auto find = [](const std::vector<Axis>& v, char c) -> int {
    for (size_t i = 0; i < v.size(); ++i) {
      if (v[i].name == c) return static_cast<int>(i);
    }
    return -1;
  };
  std::vector<ObjectRef> vars;
  std::vector<TirVar> tv;
  for (size_t i = 0; i < a.size(); ++i) {
    tv.push_back(MakeTirVar("i" + std::to_string(i), DataType::Int(32)));
    vars.push_back(tv.back());
  }
  auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  std::vector<ObjectRef> finals;
  for (const Axis& x : b) {
    bool upper = std::isupper(static_cast<unsigned char>(x.name));
    char primal = static_cast<char>(std::toupper(static_cast<unsigned char>(x.name)));
    int in_primal = find(a, primal), in_split = find(a, lower(primal));
    if (in_primal < 0) return std::nullopt;
    PrimExpr e;
    if (upper) {
      int out_split = find(b, lower(primal));
      if (in_split >= 0 && out_split < 0) {  // fuse the source's split back
        e = te::Add(te::Mul(tv[in_primal], Int32(a[in_split].factor)), tv[in_split]);
      } else if (in_split < 0 && out_split >= 0) {
        e = te::FloorDiv(tv[in_primal], Int32(b[out_split].factor));
      } else if (in_split < 0 || a[in_split].factor == b[out_split].factor) {
        e = tv[in_primal];
      } else {
        return std::nullopt;  // re-splitting by another factor
      }
    } else if (in_split >= 0) {
      if (a[in_split].factor != x.factor) return std::nullopt;
      e = tv[in_split];
    } else {
      e = te::FloorMod(tv[in_primal], Int32(x.factor));
    }
    finals.push_back(e);
  }
  for (const Axis& x : a) {
    if (find(b, static_cast<char>(std::toupper(static_cast<unsigned char>(x.name)))) < 0) return std::nullopt;
  }
  return Make<MapNode>(std::vector<MapNode::Item>{{"initial_indices", Make<ArrayNode>(std::move(vars))},
                                                  {"final_indices", Make<ArrayNode>(std::move(finals))}});
}

}  // namespace op
}  // namespace rlx
