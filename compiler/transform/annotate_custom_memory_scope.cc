#include "compiler/transform/annotate_custom_memory_scope.h"

#include <map>
#include <unordered_map>
#include <vector>

#include "compiler/op/infer_util.h"
#include "compiler/op/normalize.h"
#include "compiler/op/op_registry.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

constexpr int64_t kCommReduce = 3;
const char* const kGlobal = "global";

bool IsPacked(const std::string& layout) { return layout.size() > 4; }

// Scopes of tensor-valued arguments, the texture demand resolved.
class Demands {
 public:
  Demands(const IRModule& mod, int64_t spatial, int64_t depth) : mod_(mod), spatial_(spatial), depth_(depth) {}

  // What `call` wants for each of its tensor arguments (call_tir: the
  // fields of its argument tuple), in order; empty when nothing is special.
  std::vector<std::pair<Var, std::string>> Of(const Call& call) const {
    std::vector<std::pair<Var, std::string>> out;
    auto op = call->op.as<OpNode>();
    if (!op.defined()) return out;
    auto add = [&](const Expr& e, bool texture) {
      auto v = e.as<VarNode>();
      if (!v.defined() || !GetStructInfo(v).is<TensorStructInfoNode>()) return;
      out.push_back({v, texture ? TextureScope(GetStructInfo(v), spatial_, depth_) : kGlobal});
    };
    if (op->name == "relax.call_tir") {
      bool texture = false;
      if (auto gv = call->args[0].as<GlobalVarNode>()) {
        auto f = mod_->Lookup(gv->name).as<tir::PrimFuncNode>();
        ObjectRef p = f.defined() && f->attrs.defined() ? f->attrs->Get("op_pattern") : ObjectRef();
        auto i = p.as<IntImmNode>();
        texture = i.defined() && i->value < kCommReduce;
      }
      if (auto t = call->args[1].as<TupleNode>()) {
        for (const Expr& a : t->fields) add(a, texture);
      } else {
        add(call->args[1], texture);
      }
      return out;
    }
    if (op->name == "relax.nn.conv2d") {
      bool packed = IsPacked(op::GetStringAttr(call, "data_layout"));
      add(call->args[0], packed);
      for (size_t i = 1; i < call->args.size(); ++i) add(call->args[i], false);
      return out;
    }
    bool pool = op->name == "relax.nn.max_pool2d" || op->name == "relax.nn.avg_pool2d" ||
                op->name == "relax.nn.adaptive_avg_pool2d";
    bool texture_data = (pool && IsPacked(op::GetStringAttr(call, "layout"))) || op->name == "relax.nn.layer_norm";
    for (size_t i = 0; i < call->args.size(); ++i) add(call->args[i], texture_data && i == 0);
    return out;
  }

 private:
  const IRModule& mod_;
  int64_t spatial_, depth_;
};

bool IsPlacementOp(const Call& call) {
  auto op = call->op.as<OpNode>();
  return op.defined() && (op->name == "relax.to_vdevice" || op->name == "relax.hint_on_device");
}

class ScopeAnnotator : public ExprMutator {
 public:
  ScopeAnnotator(const Demands& demands, const Target& target, std::vector<relax::VDevice>* vdevices)
      : demands_(demands), target_(target), vdevices_(vdevices) {}

  // Pass 1: the scope of every call result in `f`.
  void Plan(const Function& f) {
    std::unordered_map<const VarNode*, std::vector<std::string>> wanted;
    std::vector<const VarNode*> produced;
    auto seq = f->body.as<SeqExprNode>();
    if (!seq.defined()) return;
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) {
        auto vb = b.as<VarBindingNode>();
        if (!vb.defined()) continue;
        auto call = vb->value.as<CallNode>();
        if (call.defined() && !IsPlacementOp(call)) {
          for (auto& [v, scope] : demands_.Of(call)) wanted[v.get()].push_back(scope);
          if (GetStructInfo(vb->var).is<TensorStructInfoNode>()) produced.push_back(vb->var.get());
        }
      }
    }
    for (const VarNode* v : produced) {
      const std::vector<std::string>& w = wanted[v];
      std::map<std::string, int> count;
      std::string best = kGlobal;
      int best_count = 0;
      for (const std::string& s : w) {
        if (++count[s] > best_count) {
          best_count = count[s];
          best = s;
        }
      }
      // Outside uses (R.output, return, tuples) count for global.
      scope_[v] = best_count > 0 ? best : kGlobal;
    }
  }

  void VisitVarBinding_(const VarBinding& b) override {
    auto call = b->value.as<CallNode>();
    if (!call.defined() || IsPlacementOp(call) || !call->op.is<OpNode>()) {
      ExprMutator::VisitVarBinding_(b);
      return;
    }
    // Arguments moved to the scope their consumer wants.
    std::unordered_map<const VarNode*, std::string> want;
    for (auto& [v, scope] : demands_.Of(call)) want[v.get()] = scope;
    bool is_call_tir = call->op.cast<OpNode>()->name == "relax.call_tir";
    auto place = [&](const Expr& a) -> Expr {
      Expr visited = VisitExpr(a);
      auto v = a.as<VarNode>();
      if (!v.defined() || !want.count(v.get())) return visited;
      std::string have = ScopeOf(v.get());
      const std::string& need = want[v.get()];
      if (have == need) return visited;
      auto key = std::make_pair(v.get(), need);
      auto it = moved_.find(key);
      if (it != moved_.end()) return it->second;
      Call move = MakeAt<CallNode>(a->span, GetOp("relax.to_vdevice"), std::vector<Expr>{visited},
                                   MapWith(Map(), "dst_vdevice", DeviceFor(need)));
      op::InferStructInfo(move);
      Var moved = EmitValue(move);
      moved_[key] = moved;
      return moved;
    };
    std::vector<Expr> args;
    bool changed = false;
    for (size_t i = 0; i < call->args.size(); ++i) {
      Expr a = call->args[i];
      Expr n;
      if (is_call_tir && i == 1 && a.is<TupleNode>()) {
        std::vector<Expr> fields;
        bool fchanged = false;
        for (const Expr& f : a.cast<TupleNode>()->fields) {
          fields.push_back(place(f));
          fchanged |= !fields.back().same_as(f);
        }
        n = a;
        if (fchanged) {
          n = MakeAt<TupleNode>(a->span, std::move(fields));
          op::InferStructInfo(n);
        }
      } else {
        n = place(a);
      }
      changed |= !n.same_as(a);
      args.push_back(n);
    }
    // The result's scope.
    std::string scope = ScopeOf(b->var.get());
    auto out = GetStructInfo(b->var).as<TensorStructInfoNode>();
    std::vector<StructInfo> sinfo_args = call->sinfo_args;
    bool pin = out.defined() && (scope != kGlobal || (!is_call_tir && AnyArgOnDevice(args)));
    if (pin) {
      StructInfo placed = Make<TensorStructInfoNode>(out->shape, out->dtype, out->ndim, DeviceFor(scope));
      sinfo_args = {placed};
      changed = true;
    }
    if (!changed) {
      ExprMutator::VisitVarBinding_(b);
      return;
    }
    Call rebuilt = MakeAt<CallNode>(call->span, call->op, std::move(args), call->attrs, std::move(sinfo_args));
    op::InferStructInfo(rebuilt);
    ReEmitBinding(b, rebuilt);
  }

 private:
  std::string ScopeOf(const VarNode* v) const {
    auto it = scope_.find(v);
    return it == scope_.end() ? kGlobal : it->second;
  }

  static bool AnyArgOnDevice(const std::vector<Expr>& args) {
    for (const Expr& a : args) {
      if (auto t = GetStructInfo(a).as<TensorStructInfoNode>(); t.defined() && t->vdevice.defined()) return true;
      if (auto tu = a.as<TupleNode>()) {
        if (AnyArgOnDevice(tu->fields)) return true;
      }
    }
    return false;
  }

  relax::VDevice DeviceFor(const std::string& scope) {
    for (const relax::VDevice& vd : *vdevices_) {
      if (vd->target == target_ && vd->vdevice_id == 0 && vd->memory_scope == scope) return vd;
    }
    relax::VDevice vd = Make<VDeviceNode>(target_, 0, scope);
    vdevices_->push_back(vd);
    return vd;
  }

  const Demands& demands_;
  Target target_;
  std::vector<relax::VDevice>* vdevices_;
  std::unordered_map<const VarNode*, std::string> scope_;
  std::map<std::pair<const VarNode*, std::string>, Var> moved_;
};

}  // namespace

std::string TextureScope(const StructInfo& sinfo, int64_t spatial_limit, int64_t depth_limit) {
  auto t = sinfo.as<TensorStructInfoNode>();
  if (!t.defined() || t->ndim != 5) return kGlobal;
  const std::vector<PrimExpr>* dims = t->GetShapeValues();
  if (dims == nullptr) return kGlobal;
  auto last = (*dims)[4].as<IntImmNode>();
  if (!last.defined() || last->value != 4) return kGlobal;
  int64_t a[4];
  for (int i = 0; i < 4; ++i) {
    auto d = (*dims)[i].as<IntImmNode>();
    if (!d.defined()) return "global.texture-nchw";
    a[i] = d->value;
  }
  const int64_t s = spatial_limit, d = depth_limit;
  if (a[0] < s && a[1] * a[2] * a[3] < s) return "global.texture-weight";
  if (a[0] < d && a[1] < s && a[2] * a[3] < s) return "global.texture-nhwc";
  if (a[0] * a[1] < d && a[2] < s && a[3] < s) return "global.texture";
  return kGlobal;
}

PassPtr AnnotateCustomMemoryScope(std::optional<Target> target) {
  PassInfo info;
  info.name = "AnnotateCustomMemoryScope";
  info.opt_level = 0;
  if (target) info.options = "target=" + target->ToString();
  return CreateModulePass(
      [target](const IRModule& mod, PassContext& ctx) {
        std::optional<Target> t = target ? target : ctx.target;
        if (!t || !t->defined()) {
          ThrowError(Span(), "AnnotateCustomMemoryScope needs a target (give target= or run it inside a pipeline)");
        }
        int64_t spatial = t->GetInt("texture_spatial_limit").value_or(16384);
        int64_t depth = t->GetInt("texture_depth_limit").value_or(2048);
        std::vector<relax::VDevice> vdevices;
        auto existing = mod->global_infos.find("vdevice");
        if (existing != mod->global_infos.end()) {
          for (const ObjectRef& o : existing->second) vdevices.push_back(o.cast<VDeviceNode>());
        }
        size_t before = vdevices.size();
        Demands demands(mod, spatial, depth);
        IRModuleBuilder builder(mod);
        bool changed = false;
        for (const auto& [name, entry] : mod->functions) {
          auto f = entry.second.as<FunctionNode>();
          if (!f.defined()) continue;
          if (f->attrs.defined() && (f->attrs->Has("Primitive") || f->attrs->Has("Codegen"))) continue;
          ScopeAnnotator annotator(demands, *t, &vdevices);
          annotator.Plan(f);
          Expr out = annotator.VisitExpr(f);
          if (out.same_as(f)) continue;
          builder.Add(name, out);
          changed = true;
        }
        if (!changed) return mod;
        if (vdevices.size() != before) {
          builder.SetGlobalInfo("vdevice", std::vector<ObjectRef>(vdevices.begin(), vdevices.end()));
        }
        return builder.Build();
      },
      info);
}

}  // namespace transform
}  // namespace rlx
