#include "targets/cuda/rewrite_cuda_graph.h"

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/support/check.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace targets {
namespace cuda {

using namespace relax;  // NOLINT
using transform::BoundValue;
using transform::ExprMutator;
using transform::ExprVisitor;
using transform::ModuleState;

namespace {

constexpr const char* kForcePure = "relax.force_pure";
constexpr const char* kCaptureSymbolicVars = "relax.rewrite_cuda_graph.capture_symbolic_vars";

bool StartsWith(const std::string& s, const std::string& prefix) { return s.compare(0, prefix.size(), prefix) == 0; }

std::string OpName(const Expr& op) {
  auto o = op.as<OpNode>();
  return o.defined() ? o->name : "";
}

template <typename T>
Ref<T> Infer(Ref<T> e) {
  op::InferStructInfo(e);
  return e;
}

// A set that remembers insertion order, so that lifted functions get their
// parameters and results in program order.
template <typename R>
class OrderedSet {
 public:
  void Insert(const R& r) {
    if (seen_.insert(r.get()).second) items_.push_back(r);
  }
  bool empty() const { return items_.empty(); }
  const std::vector<R>& items() const { return items_; }

 private:
  std::unordered_set<const void*> seen_;
  std::vector<R> items_;
};

// One lifted region: the bindings it takes out of its function and its
// interface with the rest of that function.
struct Region {
  bool is_alloc = false;
  std::vector<VarBinding> bindings;
  OrderedSet<Var> inputs;           // defined outside, used inside
  OrderedSet<Var> outputs;          // defined inside, used outside
  OrderedSet<TirVar> shape_inputs;  // captured symbolic variables
  Function func;                    // the lifted function
  // Result tuple index of each binding var the rest of the function sees.
  std::unordered_map<const VarNode*, int> output_index;
};

// The variables an expression uses (not those it defines).
class VarUseCollector : public ExprVisitor {
 public:
  void VisitVar_(const Var& v) override { uses.push_back(v); }
  std::vector<Var> uses;
};

// A mutator for code after CallTIRRewrite: calls of PrimFuncs carry their
// result type but their GlobalVars have no signature to infer it from, so a
// rebuilt call keeps the original's struct info.
class KernelCallMutator : public ExprMutator {
 public:
  Expr VisitCall_(const Call& c) override {
    if (!c->op.is<GlobalVarNode>() || c->op->struct_info().defined()) return ExprMutator::VisitCall_(c);
    std::vector<Expr> args;
    bool changed = false;
    for (const Expr& a : c->args) {
      args.push_back(VisitExpr(a));
      changed |= args.back().get() != a.get();
    }
    if (!changed) return c;
    Call out = MakeAt<CallNode>(c->span, c->op, std::move(args), c->attrs, c->sinfo_args);
    out->SetStructInfo(VisitStructInfo(GetStructInfo(c)));
    return out;
  }
};

// Builds the function of a region: its inputs become parameters (a trailing
// `shape_expr` parameter carries the symbolic variables, renamed), its
// bindings are re-emitted, and its outputs form the result tuple.
class LiftedFunctionBuilder : public KernelCallMutator {
 public:
  Function Build(const Region& r) {
    std::vector<Var> params;
    std::vector<PrimExpr> shape_vars;
    for (const TirVar& v : r.shape_inputs.items()) {
      TirVar copy = MakeTirVar(v->name, v->dtype);
      tir_remap_[v.get()] = copy;
      shape_vars.push_back(copy);
    }
    for (const Var& in : r.inputs.items()) {
      Var p = MakeVar(in->name, VisitStructInfo(in->struct_info()));
      var_remap_[in.get()] = p;
      params.push_back(p);
    }
    if (!shape_vars.empty()) params.push_back(MakeVar("shape_expr", ShapeSInfo(shape_vars)));
    BeginBlock(/*dataflow=*/false);
    for (const VarBinding& b : r.bindings) VisitBinding(b);
    std::vector<Expr> outs;
    for (const Var& o : r.outputs.items()) outs.push_back(VisitExpr(o));
    Var result = EmitValue(Infer(Make<TupleNode>(outs)), "gv");
    std::vector<Binding> bindings = EndBlock();
    SeqExpr body =
        Infer(Make<SeqExprNode>(std::vector<BindingBlock>{Make<BindingBlockNode>(bindings, false)}, Expr(result)));
    Function f = Make<FunctionNode>(params, body, result->struct_info(), /*is_pure=*/true,
                                    MapWith(Map(), kForcePure, Bool(true)));
    op::InferStructInfo(f);
    return f;
  }

  PrimExpr VisitPrimExpr(const PrimExpr& e) override {
    return tir_remap_.empty() ? e : op::SubstitutePrimExpr(e, tir_remap_);
  }

  std::unordered_map<const TirVarNode*, PrimExpr> tir_remap_;
};

// Finds the regions (TVM's CUDAGraphRewritePlanner).
class Planner {
 public:
  explicit Planner(const IRModule& mod) : mod_(mod) {}

  void PlanFunction(const Function& f) {
    int64_t num_input = static_cast<int64_t>(f->params.size());
    std::unordered_set<std::string> hints;
    if (f->attrs.defined()) {
      if (auto n = f->attrs->Get("num_input").as<PrimExprNode>(); n.defined()) AsConstInt(n, &num_input);
      if (auto names = f->attrs->Get(kCaptureSymbolicVars).as<ArrayNode>(); names.defined()) {
        for (const ObjectRef& e : names->elems) {
          if (auto s = e.as<StringNode>()) hints.insert(s->value);
        }
      }
    }
    for (size_t i = 0; i < f->params.size(); ++i) {
      std::vector<TirVar> vars;
      DefinableVars(f->params[i]->struct_info(), &vars);
      bool fixed = static_cast<int64_t>(i) >= num_input;
      if (fixed) static_vars_.insert(f->params[i].get());
      for (const TirVar& v : vars) {
        if (fixed || hints.count(v->name)) capture_symbolic_vars_.insert(v.get());
      }
    }
    disabled_storages_.clear();
    std::unordered_set<const VarNode*> output_vars;
    CollectOutputStorages(f->body, &output_vars);
    alloc_ = NewRegion(/*is_alloc=*/true);
    top_level_ = true;
    if (auto seq = f->body.as<SeqExprNode>()) VisitSeq(seq);
    ScanUses(f->body);
    if (!alloc_->bindings.empty()) alloc_regions.push_back(alloc_);
    alloc_ = nullptr;
  }

  std::vector<Region*> alloc_regions;
  std::vector<Region*> capture_regions;

 private:
  Region* NewRegion(bool is_alloc) {
    pool_.push_back(std::make_unique<Region>());
    pool_.back()->is_alloc = is_alloc;
    return pool_.back().get();
  }

  Region* RegionOf(const VarNode* v) const {
    auto it = region_of_.find(v);
    return it == region_of_.end() ? nullptr : it->second;
  }

  // The symbolic variables a parameter's annotation defines (bare dims).
  static void DefinableVars(const StructInfo& s, std::vector<TirVar>* out) {
    auto from_dims = [&](const std::vector<PrimExpr>& dims) {
      for (const PrimExpr& d : dims) {
        if (auto v = d.as<TirVarNode>()) out->push_back(v);
      }
    };
    if (auto t = s.as<TensorStructInfoNode>()) {
      if (const std::vector<PrimExpr>* dims = t->GetShapeValues()) from_dims(*dims);
    } else if (auto sh = s.as<ShapeStructInfoNode>()) {
      if (sh->values) from_dims(*sh->values);
    } else if (auto tup = s.as<TupleStructInfoNode>()) {
      for (const StructInfo& fs : tup->fields) DefinableVars(fs, out);
    } else if (auto p = s.as<PrimStructInfoNode>(); p.defined() && p->value.defined()) {
      if (auto v = p->value.as<TirVarNode>()) out->push_back(v);
    }
  }

  // TVM's OutputStorageCollector: storages of tensors that flow into a
  // result must stay per call, so they are never lifted.
  void CollectOutputStorages(const Expr& e, std::unordered_set<const VarNode*>* outs) {
    auto seq = e.as<SeqExprNode>();
    if (!seq.defined()) return;
    VarUseCollector body_uses;
    body_uses.VisitExpr(seq->body);
    for (const Var& v : body_uses.uses) outs->insert(v.get());
    for (auto bit = seq->blocks.rbegin(); bit != seq->blocks.rend(); ++bit) {
      for (auto it = (*bit)->bindings.rbegin(); it != (*bit)->bindings.rend(); ++it) {
        auto vb = it->as<VarBindingNode>();
        if (!vb.defined()) continue;
        if (auto branch = vb->value.as<IfNode>()) {
          CollectOutputStorages(branch->then_branch, outs);
          CollectOutputStorages(branch->else_branch, outs);
          continue;
        }
        if (!outs->count(vb->var.get())) continue;
        if (auto v = vb->value.as<VarNode>()) {
          outs->insert(v.get());
        } else if (auto t = vb->value.as<TupleNode>()) {
          for (const Expr& field : t->fields) {
            if (auto fv = field.as<VarNode>()) outs->insert(fv.get());
          }
        } else if (auto c = vb->value.as<CallNode>(); c.defined() && OpName(c->op) == "relax.memory.alloc_tensor") {
          if (auto storage = c->args[0].as<VarNode>()) disabled_storages_.insert(storage.get());
        }
      }
    }
  }

  void VisitSeq(const SeqExpr& seq) {
    for (const BindingBlock& block : seq->blocks) {
      Region* saved = capture_;
      capture_ = nullptr;
      for (const Binding& b : block->bindings) VisitBinding(b);
      EndRegion();
      capture_ = saved;
    }
  }

  void VisitBinding(const Binding& b) {
    auto vb = b.as<VarBindingNode>();
    if (!vb.defined()) {  // match_cast
      EndRegion();
      return;
    }
    const Expr& value = vb->value;
    std::vector<Var> args;
    std::vector<TirVar> tir_vars;
    if (auto call = value.as<CallNode>()) {
      VisitCall(vb, call);
    } else if (value.is<VarNode>() || value.is<TupleNode>()) {
      if (IsStatic(value, &args, &tir_vars)) {
        AddStatic(vb);
        MarkInputs(args, tir_vars);
      } else {
        EndRegion();
      }
    } else if (auto item = value.as<TupleGetItemNode>()) {
      if (IsStatic(item->tuple, &args, &tir_vars)) {
        AddStatic(vb);
        MarkInputs(args, tir_vars);
      } else {
        EndRegion();
      }
    } else if (value.is<ConstantNode>()) {
      AddStatic(vb);
    } else if (auto branch = value.as<IfNode>()) {
      EndRegion();
      bool saved = top_level_;
      top_level_ = false;
      if (auto s = branch->then_branch.as<SeqExprNode>()) VisitSeq(s);
      if (auto s = branch->else_branch.as<SeqExprNode>()) VisitSeq(s);
      top_level_ = saved;
    } else if (value.is<FunctionNode>() || value.is<SeqExprNode>()) {
      EndRegion();
    }
    // Shapes, prim values and other leaves are neither static nor a
    // reason to end the region, as in TVM.
  }

  void VisitCall(const VarBinding& b, const Call& call) {
    std::string name = OpName(call->op);
    if (name == "relax.memory.alloc_storage") {
      if (top_level_ && IsStaticAllocStorage(b, call)) {
        alloc_->bindings.push_back(b);
        region_of_[b->var.get()] = alloc_;
        static_vars_.insert(b->var.get());
      }
      return;
    }
    if (name == "relax.builtin.alloc_tensor") return;
    auto gv = call->op.as<GlobalVarNode>();
    bool prim_func = gv.defined() && mod_->Lookup(gv->name).is<tir::PrimFuncNode>();
    auto extern_func = call->op.as<ExternFuncNode>();
    std::vector<Var> args;
    std::vector<TirVar> tir_vars;
    bool all_static = IsStaticList(call->args, &args, &tir_vars);
    if (!gv.defined() && !extern_func.defined() && name.empty()) all_static = false;  // a closure call
    if (gv.defined() && !prim_func) all_static = false;                               // a Relax function
    if (extern_func.defined() && StartsWith(extern_func->global_symbol, "vm.builtin")) all_static = false;
    if (!all_static) {
      EndRegion();
      return;
    }
    bool kernel_launch =
        prim_func || extern_func.defined() ||
        (!name.empty() && !StartsWith(name, "relax.memory") && !StartsWith(name, "relax.builtin") &&
         name != "relax.reshape" && name != "relax.null_value" && name != "relax.call_builtin_with_ctx");
    if (capture_ == nullptr && kernel_launch) capture_ = NewRegion(/*is_alloc=*/false);
    AddStatic(b);
    MarkInputs(args, tir_vars);
  }

  bool IsStaticAllocStorage(const VarBinding& b, const Call& call) const {
    if (disabled_storages_.count(b->var.get()) || call->args.size() < 3) return false;
    auto shape = call->args[0].as<ShapeExprNode>();
    if (!shape.defined()) return false;
    for (const PrimExpr& d : shape->values) {
      int64_t v = 0;
      if (!AsConstInt(d, &v)) return false;
    }
    // The shared allocation lives on the device of index 0 (TVM checks it).
    auto device = call->args[1].as<PrimValueNode>();
    int64_t index = -1;
    if (!device.defined() || !AsConstInt(device->value, &index) || index != 0) return false;
    return call->args[2].is<relax::StringImmNode>();
  }

  void AddStatic(const VarBinding& b) {
    if (capture_ != nullptr) {
      capture_->bindings.push_back(b);
      region_of_[b->var.get()] = capture_;
    }
    static_vars_.insert(b->var.get());
  }

  void MarkInputs(const std::vector<Var>& vars, const std::vector<TirVar>& tir_vars) {
    if (capture_ == nullptr) return;
    for (const Var& v : vars) {
      if (RegionOf(v.get()) != capture_) capture_->inputs.Insert(v);
    }
    for (const TirVar& t : tir_vars) capture_->shape_inputs.Insert(t);
  }

  void EndRegion() {
    if (capture_ != nullptr && !capture_->bindings.empty()) capture_regions.push_back(capture_);
    capture_ = nullptr;
  }

  bool IsStaticPrim(const PrimExpr& e, std::vector<TirVar>* tir_vars) const {
    bool ok = true;
    for (const TirVar& v : CollectTirVars(e)) {
      if (!capture_symbolic_vars_.count(v.get())) {
        ok = false;
      } else {
        tir_vars->push_back(v);
      }
    }
    return ok;
  }

  bool IsStaticDims(const std::vector<PrimExpr>& dims, std::vector<TirVar>* tir_vars) const {
    bool ok = true;
    for (const PrimExpr& d : dims) ok &= IsStaticPrim(d, tir_vars);
    return ok;
  }

  bool IsStaticSInfo(const StructInfo& s, std::vector<TirVar>* tir_vars) const {
    if (auto t = s.as<TensorStructInfoNode>()) {
      if (const std::vector<PrimExpr>* dims = t->GetShapeValues()) return IsStaticDims(*dims, tir_vars);
      if (t->shape.defined()) {
        auto sh = t->shape->struct_info().as<ShapeStructInfoNode>();
        if (sh.defined() && sh->values) return IsStaticDims(*sh->values, tir_vars);
      }
      return false;
    }
    if (auto sh = s.as<ShapeStructInfoNode>()) return sh->values && IsStaticDims(*sh->values, tir_vars);
    if (auto tup = s.as<TupleStructInfoNode>()) {
      bool ok = true;
      for (const StructInfo& f : tup->fields) ok &= IsStaticSInfo(f, tir_vars);
      return ok;
    }
    return s.is<ObjectStructInfoNode>() || s.is<PrimStructInfoNode>();
  }

  // Whether `e` has a fixed address (or value) across calls. Every variable
  // and symbolic variable met is collected, without short-circuiting.
  bool IsStatic(const Expr& e, std::vector<Var>* vars, std::vector<TirVar>* tir_vars) const {
    if (e.is<ConstantNode>() || e.is<DataTypeImmNode>() || e.is<relax::StringImmNode>() || e.is<GlobalVarNode>()) {
      return true;
    }
    if (auto p = e.as<PrimValueNode>()) return IsStaticPrim(p->value, tir_vars);
    if (auto v = e.as<VarNode>()) {
      vars->push_back(v);
      bool known = static_vars_.count(v.get()) > 0;
      return IsStaticSInfo(v->struct_info(), tir_vars) && known;
    }
    if (auto s = e.as<ShapeExprNode>()) return IsStaticDims(s->values, tir_vars);
    if (auto t = e.as<TupleNode>()) return IsStaticList(t->fields, vars, tir_vars);
    return false;
  }

  bool IsStaticList(const std::vector<Expr>& es, std::vector<Var>* vars, std::vector<TirVar>* tir_vars) const {
    bool ok = true;
    for (const Expr& e : es) ok &= IsStatic(e, vars, tir_vars);
    return ok;
  }

  // Marks as outputs the region variables used outside their region, in
  // program order (also uses TVM's planner does not see: if conditions,
  // match_casts, the function's result).
  void ScanUses(const Expr& e) {
    auto seq = e.as<SeqExprNode>();
    if (!seq.defined()) {
      NoteUses(e, nullptr);
      return;
    }
    for (const BindingBlock& block : seq->blocks) {
      for (const Binding& b : block->bindings) {
        const Expr& value = BoundValue(b);
        if (auto branch = value.as<IfNode>()) {
          NoteUses(branch->cond, nullptr);
          ScanUses(branch->then_branch);
          ScanUses(branch->else_branch);
        } else {
          NoteUses(value, RegionOf(b->var.get()));
        }
      }
    }
    NoteUses(seq->body, nullptr);
  }

  void NoteUses(const Expr& e, const Region* user) {
    VarUseCollector c;
    c.VisitExpr(e);
    for (const Var& v : c.uses) {
      Region* owner = RegionOf(v.get());
      if (owner != nullptr && owner != user) owner->outputs.Insert(v);
    }
  }

  IRModule mod_;
  std::vector<std::unique_ptr<Region>> pool_;
  Region* alloc_ = nullptr;
  Region* capture_ = nullptr;
  bool top_level_ = true;
  std::unordered_set<const VarNode*> static_vars_;
  std::unordered_set<const TirVarNode*> capture_symbolic_vars_;
  std::unordered_set<const VarNode*> disabled_storages_;
  std::unordered_map<const VarNode*, Region*> region_of_;
};

int64_t StorageBytes(const VarBinding& b) {
  int64_t bytes = 1;
  for (const PrimExpr& d : b->value.cast<CallNode>()->args[0].cast<ShapeExprNode>()->values) {
    int64_t v = 0;
    AsConstInt(d, &v);
    bytes *= v;
  }
  return bytes;
}

// TVM's MergeAllocationPlans: the functions never run concurrently, so per
// storage scope the i-th largest storages of all functions share one
// storage, the largest of them. Sets every alloc region's output_index and
// returns the shared allocation function.
Function MergeAllocations(const std::vector<Region*>& regions) {
  struct Record {
    int64_t size;
    VarBinding binding;
    Region* src;
  };
  std::map<std::string, std::vector<std::vector<Record>>> by_scope;  // ordered: deterministic
  for (size_t i = 0; i < regions.size(); ++i) {
    for (const VarBinding& b : regions[i]->bindings) {
      std::string scope = b->value.cast<CallNode>()->args[2].cast<relax::StringImmNode>()->value;
      auto& per_region = by_scope[scope];
      per_region.resize(regions.size());
      per_region[i].push_back({StorageBytes(b), b, regions[i]});
    }
  }
  Region merged;
  merged.is_alloc = true;
  for (auto& [scope, per_region] : by_scope) {
    size_t n = 0;
    for (auto& records : per_region) {
      std::stable_sort(records.begin(), records.end(),
                       [](const Record& a, const Record& b) { return a.size > b.size; });
      n = std::max(n, records.size());
    }
    for (size_t i = 0; i < n; ++i) {
      const Record* largest = nullptr;
      int index = static_cast<int>(merged.bindings.size());
      for (auto& records : per_region) {
        if (i >= records.size()) continue;
        if (largest == nullptr || records[i].size > largest->size) largest = &records[i];
        records[i].src->output_index[records[i].binding->var.get()] = index;
      }
      merged.bindings.push_back(largest->binding);
      merged.outputs.Insert(largest->binding->var);
    }
  }
  return LiftedFunctionBuilder().Build(merged);
}

// Rewrites the functions to call the lifted ones (TVM's CUDAGraphRewriter).
class Rewriter : public KernelCallMutator {
 public:
  Rewriter(ModuleState* state, GlobalVar alloc_gv) : state_(state), alloc_gv_(std::move(alloc_gv)) {}

  void AddLaunch(Region* r) { launches_[r->bindings.front()->var.get()] = r; }

  Function RewriteFunction(const std::string& name, const Function& f) {
    func_name_ = name;
    return VisitExpr(f).cast<FunctionNode>();
  }

  void VisitBinding(const Binding& b) override {
    const VarNode* v = b->var.get();
    if (auto it = launches_.find(v); it != launches_.end()) Launch(it->second);
    if (auto it = redef_.find(v); it != redef_.end() && !var_remap_.count(v)) {
      EmitRedef(b->var, it->second);
      return;
    }
    if (lifted_.count(v)) return;  // it moved into a lifted function
    KernelCallMutator::VisitBinding(b);
  }

  Expr VisitVar_(const Var& v) override {
    if (auto it = var_remap_.find(v.get()); it != var_remap_.end()) return it->second;
    // A lifted result used before its original binding position (as the
    // input of a later launch): define it now.
    if (auto it = redef_.find(v.get()); it != redef_.end()) return EmitRedef(v, it->second);
    return v;
  }

 private:
  Var EmitRedef(const Var& v, const Expr& value) {
    Var fresh = EmitValue(value, v->name);
    var_remap_[v.get()] = fresh;
    return fresh;
  }

  void Launch(const Region* r) {
    Expr builtin;
    Expr packed_args;
    StructInfo ret;
    if (r->is_alloc) {
      builtin = Infer(Make<ExternFuncNode>("vm.builtin.cuda_graph.get_cached_alloc"));
      packed_args = Infer(Make<TupleNode>(std::vector<Expr>{alloc_gv_, Infer(Make<PrimValueNode>(Int64(0)))}));
      ret = r->func->ret_struct_info;
    } else {
      GlobalVar gv = state_->AddFunction(r->func, func_name_ + "_cuda_graph_capture");
      std::vector<Expr> args;
      for (const Var& in : r->inputs.items()) args.push_back(VisitVar_(in));
      std::vector<Expr> fields{gv, Infer(Make<TupleNode>(args)), Infer(Make<PrimValueNode>(Int64(capture_index_++)))};
      ret = r->func->ret_struct_info;
      if (!r->shape_inputs.empty()) {
        // The symbolic variables go twice: as the lifted function's last
        // argument and as the capture's cache key.
        std::vector<PrimExpr> dims(r->shape_inputs.items().begin(), r->shape_inputs.items().end());
        Expr shape = Infer(Make<ShapeExprNode>(dims));
        args.push_back(shape);
        fields[1] = Infer(Make<TupleNode>(args));
        fields.push_back(shape);
        // The result type speaks of the lifted function's renamed vars.
        auto param_dims = *r->func->params.back()->struct_info().cast<ShapeStructInfoNode>()->values;
        std::unordered_map<const TirVarNode*, PrimExpr> back;
        for (size_t i = 0; i < param_dims.size(); ++i) back[param_dims[i].cast<TirVarNode>().get()] = dims[i];
        ret = op::SubstituteStructInfo(ret, back);
      }
      builtin = Infer(Make<ExternFuncNode>("vm.builtin.cuda_graph.run_or_capture"));
      packed_args = Infer(Make<TupleNode>(fields));
    }
    Call call = Make<CallNode>(GetOp("relax.call_builtin_with_ctx"), std::vector<Expr>{builtin, packed_args}, Map(),
                               std::vector<StructInfo>{ret});
    op::InferStructInfo(call);
    Var result = EmitValue(call);
    for (const auto& [var, index] : r->output_index) {
      redef_[var] = Infer(Make<TupleGetItemNode>(Expr(result), index));
    }
    for (const VarBinding& b : r->bindings) lifted_.insert(b->var.get());
  }

  ModuleState* state_;
  GlobalVar alloc_gv_;
  std::string func_name_;
  int capture_index_ = 0;
  std::unordered_map<const VarNode*, const Region*> launches_;
  std::unordered_map<const VarNode*, Expr> redef_;
  std::unordered_set<const VarNode*> lifted_;
};

bool ConfigTrue(const PassContext& ctx, const std::string& key) {
  auto it = ctx.config.find(key);
  if (it == ctx.config.end()) return false;
  const std::string& v = it->second;
  return v == "1" || v == "true" || v == "True";
}

}  // namespace

IRModule RewriteCUDAGraph(const IRModule& mod) {
  Planner planner(mod);
  std::vector<std::pair<std::string, Function>> functions;
  for (const auto& [name, entry] : mod->functions) {
    if (auto f = entry.second.as<FunctionNode>()) functions.emplace_back(name, f);
  }
  for (const auto& [name, f] : functions) planner.PlanFunction(f);
  if (planner.alloc_regions.empty() && planner.capture_regions.empty()) return mod;

  ModuleState state(mod);
  GlobalVar alloc_gv;
  if (!planner.alloc_regions.empty()) {
    Function alloc_func = MergeAllocations(planner.alloc_regions);
    alloc_gv = state.AddFunction(alloc_func, "cuda_graph_alloc");
    for (Region* r : planner.alloc_regions) r->func = alloc_func;
  }
  for (Region* r : planner.capture_regions) {
    for (size_t i = 0; i < r->outputs.items().size(); ++i)
      r->output_index[r->outputs.items()[i].get()] = static_cast<int>(i);
    r->func = LiftedFunctionBuilder().Build(*r);
  }
  Rewriter rewriter(&state, alloc_gv);
  for (Region* r : planner.alloc_regions) rewriter.AddLaunch(r);
  for (Region* r : planner.capture_regions) rewriter.AddLaunch(r);
  for (const auto& [name, f] : functions) {
    Function out = rewriter.RewriteFunction(name, f);
    if (out.get() != f.get()) state.Update(name, out);
  }
  return state.Finish(mod);
}

PassPtr RewriteCUDAGraph() {
  PassInfo info;
  info.name = "RewriteCUDAGraph";
  info.opt_level = 0;
  return CreateModulePass(
      [](const IRModule& mod, PassContext& ctx) {
        return ConfigTrue(ctx, kUseCudaGraphConfig) ? RewriteCUDAGraph(mod) : mod;
      },
      info);
}

void RegisterCudaPasses(PassRegistry* registry) {
  PassEntry e;
  e.name = "RewriteCUDAGraph";
  e.doc =
      "Lift static storages and kernel launches into CUDA-graph builtins (when the config "
      "relax.backend.use_cuda_graph is true).";
  e.factory = [](const PassOptions&) { return RewriteCUDAGraph(); };
  registry->Register(std::move(e));
}

}  // namespace cuda
}  // namespace targets
}  // namespace rlx
