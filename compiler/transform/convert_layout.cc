#include "compiler/transform/convert_layout.h"

#include <cctype>
#include <optional>
#include <unordered_map>

#include "compiler/op/index_map.h"
#include "compiler/op/infer_util.h"
#include "compiler/op/normalize.h"
#include "compiler/op/op_registry.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

bool HasSplit(const std::string& layout) {
  for (char c : layout) {
    if (std::islower(static_cast<unsigned char>(c))) return true;
  }
  return false;
}

// Static shape of a tensor expression, or nullopt.
std::optional<std::vector<int64_t>> StaticShape(const Expr& e) {
  auto t = GetStructInfo(e).as<TensorStructInfoNode>();
  if (!t.defined()) return std::nullopt;
  const std::vector<PrimExpr>* dims = t->GetShapeValues();
  if (dims == nullptr) return std::nullopt;
  std::vector<int64_t> out;
  for (const PrimExpr& d : *dims) {
    auto i = d.as<IntImmNode>();
    if (!i.defined()) return std::nullopt;
    out.push_back(i->value);
  }
  return out;
}

// A tensor of static shape in layout `src` can move into `dst` without
// padding: every axis `dst` splits is divisible by its factor.
bool Divisible(const std::vector<int64_t>& shape, const std::string& src, const std::string& dst) {
  if (shape.size() != src.size()) return false;  // `src` must be a primal layout here
  int64_t factor = 0;
  for (char c : dst) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      factor = factor * 10 + (c - '0');
      continue;
    }
    if (std::islower(static_cast<unsigned char>(c))) {
      size_t pos = src.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
      if (pos == std::string::npos || factor <= 0 || shape[pos] % factor != 0) return false;
    }
    factor = 0;
  }
  return true;
}

// The permutation taking primal layout `src` to primal layout `dst`.
std::vector<int64_t> Permutation(const std::string& src, const std::string& dst) {
  std::vector<int64_t> axes;
  for (char c : dst) axes.push_back(static_cast<int64_t>(src.find(c)));
  return axes;
}

struct Converted {
  Var var;             // the value in `layout` (set once bound)
  std::string layout;  // where it is
  std::string origin;  // the layout its uses outside converted ops expect
  Expr value;          // the rewritten call, before it is bound
};

class LayoutConverter : public ExprMutator {
 public:
  explicit LayoutConverter(const DesiredLayouts& desired) : desired_(desired) {}

  Expr VisitVar_(const Var& v) override {
    auto it = converted_.find(v.get());
    if (it == converted_.end()) return ExprMutator::VisitVar_(v);
    auto back = reverted_.find(v.get());
    if (back != reverted_.end()) return back->second;
    Var out = EmitValue(Transform(it->second.var, it->second.layout, it->second.origin, v->span));
    reverted_[v.get()] = out;
    return out;
  }

  void VisitVarBinding_(const VarBinding& b) override {
    auto call = b->value.as<CallNode>();
    auto op = call.defined() ? call->op.as<OpNode>() : Op();
    if (op.defined() && InDataflowBlock()) {
      std::optional<Converted> out;
      auto d = desired_.find(op->name);
      out = d != desired_.end() ? ConvertConv(call, d->second) : Propagate(call, op->name);
      if (out) {
        Bind(b, *out);
        return;
      }
    }
    ExprMutator::VisitVarBinding_(b);
  }

 private:
  // `e` (in layout `src`) expressed in layout `dst`.
  Expr Transform(const Expr& e, const std::string& src, const std::string& dst, const Span& span) {
    Call c;
    if (!HasSplit(src) && !HasSplit(dst)) {
      std::vector<ObjectRef> axes;
      for (int64_t a : Permutation(src, dst)) axes.push_back(Int64(a));
      c = MakeAt<CallNode>(span, GetOp("relax.permute_dims"), std::vector<Expr>{e},
                           MapWith(Map(), "axes", Make<ArrayNode>(std::move(axes))));
    } else {
      Map attrs = MapWith(Map(), "index_map", *op::LayoutIndexMap(src, dst));
      attrs = MapWith(attrs, "axis_separators", Make<ArrayNode>(std::vector<ObjectRef>{}));
      attrs = MapWith(attrs, "input_axis_separators", Make<ArrayNode>(std::vector<ObjectRef>{}));
      c = MakeAt<CallNode>(span, GetOp("relax.layout_transform"), std::vector<Expr>{e}, attrs);
    }
    op::InferStructInfo(c);
    return c;
  }

  // The argument of a converted op, in layout `want` (it is in `have`).
  Expr ArgIn(const Expr& arg, const std::string& have, const std::string& want) {
    if (auto v = arg.as<VarNode>()) {
      auto it = converted_.find(v.get());
      if (it != converted_.end() && it->second.layout == want) return it->second.var;
    }
    Expr plain = VisitExpr(arg);
    if (have == want) return plain;
    return EmitValue(Transform(plain, have, want, arg->span));
  }

  std::optional<Converted> ConvertConv(const Call& call, const std::vector<std::string>& want) {
    if (want.size() < 2 || call->args.size() < 2) return std::nullopt;
    std::string data_layout = op::GetStringAttr(call, "data_layout");
    std::string kernel_layout = op::GetStringAttr(call, "kernel_layout");
    std::string out_layout = op::GetOptionalStringAttr(call, "out_layout").value_or(data_layout);
    std::string want_out = want.size() > 2 ? want[2] : want[0];
    if (data_layout == want[0] && kernel_layout == want[1] && out_layout == want_out) return std::nullopt;
    if (HasSplit(data_layout) || HasSplit(kernel_layout) || HasSplit(out_layout)) return std::nullopt;
    auto dshape = StaticShape(call->args[0]);
    auto kshape = StaticShape(call->args[1]);
    auto oshape = StaticShape(call);
    if (HasSplit(want[0]) || HasSplit(want[1]) || HasSplit(want_out)) {
      if (!dshape || !kshape || !oshape || !Divisible(*dshape, data_layout, want[0]) ||
          !Divisible(*kshape, kernel_layout, want[1]) || !Divisible(*oshape, out_layout, want_out)) {
        return std::nullopt;
      }
    }
    if (!op::LayoutIndexMap(data_layout, want[0]) || !op::LayoutIndexMap(kernel_layout, want[1]) ||
        !op::LayoutIndexMap(want_out, out_layout)) {
      return std::nullopt;
    }
    Expr data = ArgIn(call->args[0], data_layout, want[0]);
    Expr kernel = ArgIn(call->args[1], kernel_layout, want[1]);
    Map attrs = MapWith(call->attrs, "data_layout", MakeString(want[0]));
    attrs = MapWith(attrs, "kernel_layout", MakeString(want[1]));
    attrs = MapWith(attrs, "out_layout", MakeString(want_out));
    std::vector<Expr> args{data, kernel};
    for (size_t i = 2; i < call->args.size(); ++i) args.push_back(VisitExpr(call->args[i]));
    Call out = MakeAt<CallNode>(call->span, call->op, std::move(args), attrs, call->sinfo_args);
    op::InferStructInfo(out);
    return Converted{Var(), want_out, out_layout, out};
  }

  // Layout-agnostic ops (elementwise, broadcast) whose tensor operands are
  // all converted alike, with equal shapes, keep computing in the layout.
  std::optional<Converted> Propagate(const Call& call, const std::string& name) {
    const op::OpDef* def = op::OpRegistry::Global().Find(name);
    if (def == nullptr ||
        (def->pattern != op::OpPatternKind::kElemWise && def->pattern != op::OpPatternKind::kBroadcast)) {
      return std::nullopt;
    }
    const Converted* first = nullptr;
    std::vector<Expr> args;
    for (const Expr& a : call->args) {
      auto v = a.as<VarNode>();
      auto it = v.defined() ? converted_.find(v.get()) : converted_.end();
      if (it == converted_.end()) return std::nullopt;
      if (first != nullptr && (first->layout != it->second.layout || first->origin != it->second.origin ||
                               StaticShape(first->var) != StaticShape(it->second.var))) {
        return std::nullopt;
      }
      first = &it->second;
      args.push_back(it->second.var);
    }
    if (first == nullptr) return std::nullopt;
    Call out = MakeAt<CallNode>(call->span, call->op, std::move(args), call->attrs, call->sinfo_args);
    op::InferStructInfo(out);
    return Converted{Var(), first->layout, first->origin, out};
  }

  // Binds the converted value under the original name when the variable
  // stays inside the block; an R.output variable instead gets the value
  // converted back, computed from a fresh variable.
  void Bind(const VarBinding& b, Converted c) {
    if (b->var->is_dataflow()) {
      c.var = EmitValue(c.value, b->var->name);
      converted_[b->var.get()] = c;
      return;
    }
    Var inner = EmitValue(c.value);
    Emit(MakeAt<VarBindingNode>(b->span, b->var, Transform(inner, c.layout, c.origin, b->span)));
  }

  const DesiredLayouts& desired_;
  std::unordered_map<const VarNode*, Converted> converted_;
  std::unordered_map<const VarNode*, Var> reverted_;
};

}  // namespace

DesiredLayouts ParseDesiredLayouts(const std::string& text) {
  DesiredLayouts out;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find(';', pos);
    if (end == std::string::npos) end = text.size();
    std::string item = text.substr(pos, end - pos);
    size_t colon = item.find(':');
    if (colon == std::string::npos || colon == 0) {
      ThrowError(Span(), "ConvertLayout: expected op:layout/layout[/layout] in desired_layouts, got '" + item + "'");
    }
    std::vector<std::string> layouts;
    size_t p = colon + 1;
    while (p <= item.size()) {
      size_t slash = item.find('/', p);
      if (slash == std::string::npos) slash = item.size();
      std::string layout = item.substr(p, slash - p);
      if (layout.empty() || !op::LayoutIndexMap(layout, layout)) {
        ThrowError(Span(), "ConvertLayout: '" + layout + "' is not a layout (in '" + item + "')");
      }
      layouts.push_back(layout);
      p = slash + 1;
    }
    if (layouts.size() < 2 || layouts.size() > 3) {
      ThrowError(Span(),
                 "ConvertLayout: " + item.substr(0, colon) + " needs data and kernel layouts (and optionally out)");
    }
    out[item.substr(0, colon)] = layouts;
    pos = end + 1;
  }
  return out;
}

std::string DesiredLayoutsToString(const DesiredLayouts& layouts) {
  std::string out;
  for (const auto& [name, ls] : layouts) {
    out += (out.empty() ? "" : ";") + name + ":";
    for (size_t i = 0; i < ls.size(); ++i) out += (i ? "/" : "") + ls[i];
  }
  return out;
}

PassPtr ConvertLayout(DesiredLayouts desired_layouts) {
  PassInfo info;
  info.name = "ConvertLayout";
  info.opt_level = 0;
  info.options = "desired_layouts=" + DesiredLayoutsToString(desired_layouts);
  return CreateModulePass(
      [desired_layouts](const IRModule& mod, PassContext&) {
        IRModuleBuilder builder(mod);
        bool changed = false;
        for (const auto& [name, entry] : mod->functions) {
          auto f = entry.second.as<FunctionNode>();
          if (!f.defined()) continue;
          LayoutConverter converter(desired_layouts);
          Expr out = converter.VisitExpr(f);
          if (out.same_as(f)) continue;
          builder.Add(name, out);
          changed = true;
        }
        return changed ? builder.Build() : mod;
      },
      info);
}

}  // namespace transform
}  // namespace rlx
