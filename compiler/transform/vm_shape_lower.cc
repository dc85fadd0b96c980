#include "compiler/transform/vm_shape_lower.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/ir/container.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/op/normalize.h"
#include "compiler/relax/struct_info_util.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/stmt.h"
#include "compiler/transform/analysis.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/module_state.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// TVM's runtime::vm::MatchShapeCode and MakeShapeCode.
enum MatchCode : int64_t { kAssertEqualToImm = 0, kStoreToHeap = 1, kNoOp = 2, kAssertEqualToLoad = 3 };
enum MakeCode : int64_t { kUseImm = 0, kLoadShape = 1 };

struct Slot {
  PrimExpr expr;
  int64_t index = 0;
  std::vector<Slot*> user_slots;  // compound slots that use this variable
  int outstanding_defs = 0;       // variables of a compound slot not yet known
  bool value_computed = false;
};

struct MatchTodo {
  Expr input;
  std::vector<PrimExpr> pattern;
  std::string err_ctx;
};

// Slots by structural equality, in order of first appearance.
class SlotTable {
 public:
  Slot* Find(const PrimExpr& e) {
    for (auto& s : slots_) {
      if (StructuralEqual(s->expr, e)) return s.get();
    }
    return nullptr;
  }
  void Add(const PrimExpr& e) {
    if (e.as<IntImmNode>().defined() || e.as<FloatImmNode>().defined() || Find(e) != nullptr) return;
    auto s = std::make_unique<Slot>();
    s->expr = e;
    s->index = static_cast<int64_t>(slots_.size());
    slots_.push_back(std::move(s));
  }
  std::vector<std::unique_ptr<Slot>>& slots() { return slots_; }

 private:
  std::vector<std::unique_ptr<Slot>> slots_;
};

void CollectSInfo(const StructInfo& s, SlotTable* table) {
  if (!s.defined()) return;
  if (auto t = s.as<TensorStructInfoNode>()) {
    if (const std::vector<PrimExpr>* v = t->GetShapeValues()) {
      for (const PrimExpr& d : *v) table->Add(d);
    }
  } else if (auto sh = s.as<ShapeStructInfoNode>()) {
    if (sh->values) {
      for (const PrimExpr& d : *sh->values) table->Add(d);
    }
  } else if (auto p = s.as<PrimStructInfoNode>()) {
    if (p->value.defined()) table->Add(p->value);
  } else if (auto tup = s.as<TupleStructInfoNode>()) {
    for (const StructInfo& f : tup->fields) CollectSInfo(f, table);
  }
  // Function struct info is self-contained: not collected (as TVM).
}

// The expressions that need a slot (TVM's PrimExprSlotCollector).
class SlotCollector : public ExprVisitor {
 public:
  explicit SlotCollector(SlotTable* table) : table_(table) {}
  void Collect(const Function& f) {
    for (const Var& p : f->params) CollectSInfo(p->struct_info(), table_);
    VisitExpr(f->body);
    CollectSInfo(f->ret_struct_info, table_);
  }

 private:
  void VisitVarDef(const Var&) override {}
  void VisitStructInfo(const StructInfo& s) override { CollectSInfo(s, table_); }
  void VisitShapeExpr_(const ShapeExpr& s) override {
    for (const PrimExpr& d : s->values) table_->Add(d);
  }
  void VisitPrimValue_(const PrimValue& p) override { table_->Add(p->value); }
  void VisitFunction_(const Function&) override {}
  SlotTable* table_;
};

template <typename T>
Expr Leaf(Ref<T> e) {
  op::InferStructInfo(e);
  return e;
}

class ShapeLowerer : public ExprMutator {
 public:
  ShapeLowerer(ModuleState* state, bool emit_err_ctx) : state_(state), emit_err_ctx_(emit_err_ctx) {}

  Function Rewrite(const std::string& name, const Function& f) {
    span_ = f->span;
    SlotCollector(&table_).Collect(f);
    PopulateSlotInfo(f);
    heap_size_ = static_cast<int64_t>(table_.slots().size());

    BeginBlock(false);
    EmitHeap();
    size_t num_input = f->params.size();
    if (f->attrs.defined()) {
      int64_t n = 0;
      auto v = f->attrs->Get("num_input").as<PrimExprNode>();
      if (v.defined() && AsConstInt(v, &n) && n >= 0) num_input = static_cast<size_t>(n);
    }
    std::vector<MatchTodo> todos;
    for (size_t i = 0; i < f->params.size(); ++i) {
      const Var& p = f->params[i];
      std::string ctx = "ErrorContext(fn=" + name + ", loc=param[" + std::to_string(i) + "], param=" + p->name +
                        ", annotation=" + StructInfoToString(p->struct_info()) + ") ";
      CheckMatchCast(p->struct_info(), p, true, i >= num_input, ctx, &todos);
    }
    todos = RunMatch(todos, false);
    EmitOutstandingPrimExprCompute();
    RunMatch(todos, true);
    EmitRangeCheck(name, f);
    std::vector<Binding> pre = EndBlock();

    auto body = VisitWithNewScope(f->body).cast<SeqExprNode>();

    BeginBlock(false);
    std::vector<MatchTodo> ret_todos;
    std::string ret_ctx =
        "ErrorContext(fn=" + name + ", loc=return, annotation=" + StructInfoToString(f->ret_struct_info) + ") ";
    CheckMatchCast(f->ret_struct_info, body->body, false, false, ret_ctx, &ret_todos);
    RunMatch(ret_todos, true);
    std::vector<Binding> post = EndBlock();

    std::vector<BindingBlock> blocks = {Make<BindingBlockNode>(std::move(pre), false)};
    blocks.insert(blocks.end(), body->blocks.begin(), body->blocks.end());
    blocks.push_back(Make<BindingBlockNode>(std::move(post), false));
    bool changed = false;
    Expr seq = MakeAt<SeqExprNode>(body->span, NormalizeBlocks(blocks, &changed), body->body);
    op::InferStructInfo(seq);
    return WithBody(f, seq);
  }

 private:
  // ---- slots

  void PopulateSlotInfo(const Function& f) {
    for (auto& s : table_.slots()) {
      if (s->expr.as<TirVarNode>().defined()) continue;
      std::vector<TirVar> vars = CollectTirVars(s->expr);
      for (const TirVar& v : vars) {
        Slot* vs = table_.Find(v);
        if (vs == nullptr) {
          ThrowError(f->span, "VMShapeLower: symbolic variable '" + v->name + "' is used in " +
                                  arith::DebugString(s->expr) + " but never bound on its own");
        }
        vs->user_slots.push_back(s.get());
      }
      s->outstanding_defs += static_cast<int>(vars.size());
    }
  }

  Expr I64(int64_t v) const { return Leaf(MakeAt<PrimValueNode>(span_, Int64(v))); }
  Expr Str(const std::string& s) const { return Leaf(MakeAt<relax::StringImmNode>(span_, s)); }
  Expr Err(const std::string& ctx) const { return Str(emit_err_ctx_ ? ctx : ""); }

  Expr Packed(const std::string& func, std::vector<Expr> args, const StructInfo& ret) {
    auto callee = Leaf(MakeAt<ExternFuncNode>(span_, func));
    for (Expr& a : args) a = Bound(a);
    Expr call = MakeAt<CallNode>(span_, callee, std::move(args), Map(), std::vector<StructInfo>{ret});
    op::InferStructInfo(call);
    return call;
  }
  void EmitVoid(const std::string& func, std::vector<Expr> args) {
    EmitValue(Packed(func, std::move(args), TupleSInfo({})), "_");
  }
  // A non-leaf argument (a tuple field access) bound to a variable first,
  // once per expression.
  Expr Bound(const Expr& e) {
    if (IsLeaf(e)) return e;
    auto it = bound_.find(e.get());
    if (it != bound_.end()) return it->second;
    Var v = EmitValue(e);
    bound_[e.get()] = v;
    keep_.push_back(e);
    return v;
  }

  void EmitHeap() {
    if (heap_size_ > 0) {
      StructInfo heap_sinfo = Make<TensorStructInfoNode>(Expr(), DataType::Int(64), 1, relax::VDevice());
      auto callee = Leaf(MakeAt<ExternFuncNode>(span_, "vm.builtin.alloc_shape_heap"));
      Expr args = Leaf(MakeAt<TupleNode>(span_, std::vector<Expr>{I64(heap_size_)}));
      Expr call = MakeAt<CallNode>(span_, GetOp("relax.call_builtin_with_ctx"), std::vector<Expr>{callee, args}, Map(),
                                   std::vector<StructInfo>{heap_sinfo});
      op::InferStructInfo(call);
      heap_ = EmitValue(call, "shape_heap");
    } else {
      Expr call = MakeAt<CallNode>(span_, GetOp("relax.null_value"), std::vector<Expr>{});
      op::InferStructInfo(call);
      heap_ = EmitValue(call, "shape_heap");
    }
  }

  // ---- expressions

  std::pair<Expr, Expr> MakeArg(const PrimExpr& e) {
    int64_t v = 0;
    if (AsConstInt(e, &v)) return {I64(kUseImm), I64(v)};
    Slot* s = table_.Find(e);
    if (s == nullptr || !s->value_computed) {
      ThrowError(span_, "VMShapeLower: " + arith::DebugString(e) +
                            " has no value here (its variables are not "
                            "bound before this use)");
    }
    return {I64(kLoadShape), I64(s->index)};
  }

  Expr VisitPrimValue_(const PrimValue& p) override {
    if (p->value.as<IntImmNode>().defined() || p->value.as<FloatImmNode>().defined()) return p;
    std::vector<Expr> args = {heap_};
    auto [code, value] = MakeArg(p->value);
    args.push_back(code);
    args.push_back(value);
    return Packed("vm.builtin.make_prim_value", std::move(args), Make<PrimStructInfoNode>(p->value->dtype, PrimExpr()));
  }

  Expr VisitShapeExpr_(const ShapeExpr& s) override {
    bool all_const = true;
    for (const PrimExpr& d : s->values) all_const = all_const && d.as<IntImmNode>().defined();
    if (all_const) return s;
    std::vector<Expr> args = {heap_, I64(static_cast<int64_t>(s->values.size()))};
    for (const PrimExpr& d : s->values) {
      auto [code, value] = MakeArg(d);
      args.push_back(code);
      args.push_back(value);
    }
    return Packed("vm.builtin.make_shape", std::move(args), ShapeSInfoNdim(static_cast<int>(s->values.size())));
  }

  // Arguments that became calls are bound first (normal form); a kernel
  // call keeps its struct info (a module's GlobalVars carry none).
  Expr VisitCall_(const Call& c) override {
    Expr op = VisitExpr(c->op);
    bool changed = op.get() != c->op.get();
    std::vector<Expr> args;
    for (const Expr& a : c->args) {
      Expr na = VisitExpr(a);
      if (na.get() != a.get() && na.is<CallNode>()) na = EmitValue(na);
      changed |= na.get() != a.get();
      args.push_back(na);
    }
    if (!changed) return c;
    Expr out = MakeAt<CallNode>(c->span, op, std::move(args), c->attrs, c->sinfo_args);
    if (c->op.is<GlobalVarNode>() && c->struct_info().defined()) {
      out->SetStructInfo(c->struct_info());
    } else {
      op::InferStructInfo(out);
    }
    return out;
  }

  Expr VisitTuple_(const Tuple& t) override {
    bool changed = false;
    std::vector<Expr> fields;
    for (const Expr& f : t->fields) {
      Expr nf = VisitExpr(f);
      if (nf.get() != f.get() && nf.is<CallNode>()) nf = EmitValue(nf);
      changed |= nf.get() != f.get();
      fields.push_back(nf);
    }
    if (!changed) return t;
    return Leaf(MakeAt<TupleNode>(t->span, std::move(fields)));
  }

  void VisitMatchCast_(const MatchCast& b) override {
    Expr value = VisitExpr(b->value);
    Span saved = span_;
    span_ = b->span;
    std::vector<MatchTodo> todos;
    CheckMatchCast(b->struct_info, value, false, false,
                   "ErrorContext(match_cast, struct_info=" + StructInfoToString(b->struct_info) + ") ", &todos);
    todos = RunMatch(todos, false);
    EmitOutstandingPrimExprCompute();
    RunMatch(todos, true);
    span_ = saved;
    // The binding stays: the VM codegen treats it as a plain binding.
    if (value.get() == b->value.get()) {
      Emit(b);
    } else {
      Emit(MakeAt<MatchCastNode>(b->span, VisitVarDef(b->var), value, b->struct_info));
    }
  }

  // Struct info in annotations stays symbolic (TVM: only values change).
  StructInfo VisitStructInfo(const StructInfo& s) override { return s; }

  Expr VisitFunction_(const Function& f) override {
    ThrowError(f->span, "VMShapeLower does not handle local functions (run LambdaLift first)");
  }

  // ---- matching

  std::pair<int64_t, Expr> MatchArg(const PrimExpr& e, bool require_value_computed) {
    int64_t v = 0;
    if (AsConstInt(e, &v)) return {kAssertEqualToImm, I64(v)};
    Slot* s = table_.Find(e);
    RLX_CHECK(s != nullptr) << "VMShapeLower: no slot for " << arith::DebugString(e);
    if (s->value_computed) return {kAssertEqualToLoad, I64(s->index)};
    if (require_value_computed) {
      ThrowError(span_, "VMShapeLower: " + arith::DebugString(e) + " cannot be computed here");
    }
    if (e.as<TirVarNode>().defined()) {
      s->value_computed = true;
      ready_vars_.push_back(s);
      return {kStoreToHeap, I64(s->index)};
    }
    return {kNoOp, I64(0)};
  }

  std::vector<MatchTodo> RunMatch(const std::vector<MatchTodo>& todos, bool require_value_computed) {
    std::vector<MatchTodo> outstanding;
    for (const MatchTodo& item : todos) {
      bool all_nop = true, any_nop = false;
      std::vector<Expr> args = {item.input, heap_};
      bool prim = item.input->struct_info().is<PrimStructInfoNode>();
      if (!prim) args.push_back(I64(static_cast<int64_t>(item.pattern.size())));
      for (const PrimExpr& e : item.pattern) {
        auto [code, value] = MatchArg(e, require_value_computed);
        all_nop = all_nop && code == kNoOp;
        any_nop = any_nop || code == kNoOp;
        args.push_back(I64(code));
        args.push_back(value);
      }
      if (any_nop) outstanding.push_back(item);
      args.push_back(Err(item.err_ctx));
      if (!all_nop) EmitVoid(prim ? "vm.builtin.match_prim_value" : "vm.builtin.match_shape", std::move(args));
    }
    return outstanding;
  }

  // A shape_func PrimFunc computing every compound expression whose
  // variables are now all known, from and into the heap.
  void EmitOutstandingPrimExprCompute() {
    std::vector<Slot*> to_compute;
    for (Slot* s : ready_vars_) {
      for (Slot* user : s->user_slots) {
        if (--user->outstanding_defs == 0) to_compute.push_back(user);
      }
    }
    ready_vars_.clear();
    if (to_compute.empty()) return;
    Buffer heap = MakeBuffer("H", DataType::Int(64), {Int64(heap_size_)});
    std::unordered_map<const TirVarNode*, PrimExpr> load;
    for (auto& s : table_.slots()) {
      if (auto v = s->expr.as<TirVarNode>()) {
        load[v.get()] = Make<BufferLoadNode>(heap, std::vector<PrimExpr>{Int64(s->index)});
      }
    }
    std::vector<tir::Stmt> stores;
    for (Slot* s : to_compute) {
      s->value_computed = true;
      PrimExpr value = op::SubstitutePrimExpr(s->expr, load);
      if (value->dtype != DataType::Int(64)) value = MakeCast(DataType::Int(64), value);
      stores.push_back(Make<tir::BufferStoreNode>(heap, value, std::vector<PrimExpr>{Int64(s->index)}));
    }
    EmitHeapFunc(heap, tir::MakeSeq(std::move(stores)), "shape_func");
  }

  // Adds a host PrimFunc `name`(H) with `body` over the shape heap `heap`
  // and emits its call on this function's heap.
  void EmitHeapFunc(const Buffer& heap, tir::Stmt body, const std::string& name) {
    auto f = std::make_shared<tir::PrimFuncNode>();
    TirVar param = MakeTirVar("H", DataType::Handle());
    f->params = {param};
    f->buffer_map = {{param, heap}};
    f->body = std::move(body);
    f->is_private = true;
    f->attrs = Make<MapNode>(std::vector<MapNode::Item>{{"tir.is_host_func", Bool(true)}});
    GlobalVar gv = state_->AddFunction(tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(f))), name);
    Expr call = MakeAt<CallNode>(span_, gv, std::vector<Expr>{heap_});
    call->SetStructInfo(TupleSInfo({}));
    EmitValue(call, "_");
  }

  // Delta from TVM, which only plans memory with them: the declared ranges
  // of the signature's symbolic variables (tir_var_lower_bound /
  // tir_var_upper_bound) are checked on entry, by a host PrimFunc of
  // asserts over the heap. StaticPlanBlockMemory sizes storage by the upper
  // bounds and RefineSymbolicShapes simplifies shapes under both, so a
  // value outside its range must stop the call, naming the variable.
  void EmitRangeCheck(const std::string& name, const Function& f) {
    std::vector<SymbolicVarRange> ranges = SignatureVarRanges(f);
    if (ranges.empty()) return;
    Buffer heap = MakeBuffer("H", DataType::Int(64), {Int64(heap_size_)});
    tir::Stmt body = Make<tir::EvaluateNode>(Int32(0));
    for (auto it = ranges.rbegin(); it != ranges.rend(); ++it) {
      const SymbolicVarRange& r = *it;
      Slot* slot = table_.Find(r.var);
      if (slot == nullptr || !slot->value_computed) continue;
      PrimExpr value = Make<BufferLoadNode>(heap, std::vector<PrimExpr>{Int64(slot->index)});
      PrimExpr cond;
      auto conj = [&cond](PrimExpr c) { cond = cond.defined() ? MakeBinary(NodeKind::kAnd, cond, c) : c; };
      if (r.lower) conj(MakeBinary(NodeKind::kLE, Int64(*r.lower), value));
      if (r.upper) conj(MakeBinary(NodeKind::kLE, value, Int64(*r.upper)));
      std::string want = r.lower && r.upper ? "in [" + std::to_string(*r.lower) + ", " + std::to_string(*r.upper) +
                                                  "] (tir_var_lower_bound, tir_var_upper_bound)"
                         : r.lower ? "at least " + std::to_string(*r.lower) + " (tir_var_lower_bound)"
                                   : "at most " + std::to_string(*r.upper) + " (tir_var_upper_bound)";
      std::string message = "ErrorContext(fn=" + name + "): symbolic variable " + r.var->name + " must be " + want;
      body = Make<tir::AssertStmtNode>(cond, Make<rlx::StringImmNode>(message), body);
    }
    EmitHeapFunc(heap, body, "check_ranges");
  }

  // TVM's CheckMatchCast: kind / rank / dtype checks emitted now, symbolic
  // dimensions collected as todos.
  void CheckMatchCast(const StructInfo& s, const Expr& value, bool always_check, bool dynamic_only,
                      const std::string& ctx, std::vector<MatchTodo>* todos) {
    if (!s.defined()) return;
    if (!always_check && value->struct_info().defined() && IsBaseOf(s, value->struct_info())) return;
    if (auto p = s.as<PrimStructInfoNode>()) {
      EmitVoid("vm.builtin.check_prim_value_info", {value, Leaf(MakeAt<DataTypeImmNode>(span_, p->dtype)), Err(ctx)});
      if (p->value.defined()) todos->push_back({value, {p->value}, ctx});
    } else if (auto sh = s.as<ShapeStructInfoNode>()) {
      EmitVoid("vm.builtin.check_shape_info", {value, I64(sh->ndim), Err(ctx)});
      if (sh->values) todos->push_back({value, *sh->values, ctx});
    } else if (auto t = s.as<TensorStructInfoNode>()) {
      const std::vector<PrimExpr>* dims = t->GetShapeValues();
      if (dynamic_only && dims != nullptr) {
        bool all_const = true;
        for (const PrimExpr& d : *dims) all_const = all_const && d.as<IntImmNode>().defined();
        if (all_const) return;
      }
      EmitVoid("vm.builtin.check_tensor_info",
               {value, I64(t->ndim), Leaf(MakeAt<DataTypeImmNode>(span_, t->dtype)), Err(ctx)});
      // A shape that is a Shape-valued variable (R.Tensor(sh) after
      // R.tensor_to_shape) has no dimensions to match: as in TVM, rank and
      // dtype are what is checked.
      if (dims != nullptr) todos->push_back({value, *dims, ctx});
    } else if (auto tup = s.as<TupleStructInfoNode>()) {
      auto vt = value->struct_info().as<TupleStructInfoNode>();
      if (vt.defined() && vt->fields.size() != tup->fields.size()) {
        ThrowError(span_, ctx + " during match-cast we find tuple size mismatch");
      }
      if (always_check || !vt.defined()) {
        EmitVoid("vm.builtin.check_tuple_info", {value, I64(static_cast<int64_t>(tup->fields.size())), Err(ctx)});
      }
      for (size_t i = 0; i < tup->fields.size(); ++i) {
        CheckMatchCast(tup->fields[i], TupleField(value, static_cast<int64_t>(i)), always_check, dynamic_only, ctx,
                       todos);
      }
    }
    // R.Object: nothing to check. Functions: the CPU VM has no closures to
    // check (TVM's check_func_info).
  }

  Expr TupleField(const Expr& value, int64_t i) {
    if (auto t = value.as<TupleNode>()) return t->fields[i];
    if (value->struct_info().is<TupleStructInfoNode>()) {
      Expr get = MakeAt<TupleGetItemNode>(span_, value, i);
      op::InferStructInfo(get);
      return Bound(get);
    }
    return Bound(Packed("vm.builtin.tuple_getitem", {value, I64(i)}, ObjectSInfo()));
  }

  ModuleState* state_;
  bool emit_err_ctx_;
  Span span_;
  SlotTable table_;
  int64_t heap_size_ = 0;
  Var heap_;
  std::vector<Slot*> ready_vars_;
  std::unordered_map<const Object*, Var> bound_;
  std::vector<Expr> keep_;  // keeps the keys of bound_ alive
};

}  // namespace

IRModule VMShapeLower(const IRModule& mod, bool emit_err_ctx) {
  ModuleState state(mod);
  for (const auto& [name, entry] : mod->functions) {
    auto f = entry.second.as<FunctionNode>();
    if (!f.defined()) continue;
    ShapeLowerer lowerer(&state, emit_err_ctx);
    state.Update(name, lowerer.Rewrite(name, f));
  }
  return state.Finish(mod);
}

PassPtr VMShapeLower(bool emit_err_ctx) {
  PassInfo info;
  info.name = "VMShapeLower";
  info.opt_level = 0;
  return CreateModulePass([emit_err_ctx](const IRModule& mod, PassContext&) { return VMShapeLower(mod, emit_err_ctx); },
                          info);
}

}  // namespace transform
}  // namespace rlx
