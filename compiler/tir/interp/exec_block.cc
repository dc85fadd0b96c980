// Blocks in the TIR interpreter: iter var binding, T.where, per-instance
// allocation, match_buffer, and T.init.
#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

bool HasReduceIter(const BlockNode* b) {
  for (const IterVar& iv : b->iter_vars) {
    if (iv->iter_type == IterType::kCommReduce) return true;
  }
  return false;
}

bool IsSharedScope(const std::string& scope) { return scope.rfind("shared", 0) == 0; }

}  // namespace

void Interpreter::ExecBlockRealize(const BlockRealizeNode* op, const Group& g) {
  const BlockNode* b = op->block.get();
  if (op->iter_values.size() != b->iter_vars.size()) {
    Fail("block '" + b->name_hint + "' has " + std::to_string(b->iter_vars.size()) + " iter vars but " +
         std::to_string(op->iter_values.size()) + " values");
  }
  auto bind = [&](Env& t) {
    // All values first: a value never refers to the block's own iter vars,
    // but it may refer to an outer block's var of the same name.
    std::vector<Value> values;
    values.reserve(op->iter_values.size());
    for (const PrimExpr& v : op->iter_values) values.push_back(Eval(v, t));
    for (size_t i = 0; i < values.size(); ++i) {
      const TirVarNode* var = b->iter_vars[i]->var.get();
      t.SetVar(var, values[i].dtype() == var->dtype ? std::move(values[i]) : Cast(var->dtype, values[i]));
    }
    return !op->predicate.defined() || Eval(op->predicate, t).IsTrue();
  };
  if (g.size() == 1) {
    if (bind(*g[0])) ExecBlock(b, g);
    return;
  }
  Group active;
  for (Env* t : g) {
    if (bind(*t)) active.push_back(t);
  }
  if (active.empty()) return;
  // Instances of a reduction block update the same element: run them one
  // at a time, in thread order (the sequential meaning of the block, which
  // TVM's cross-thread reduction lowering preserves).
  if (active.size() > 1 && (b->init.defined() || HasReduceIter(b))) {
    struct Serialized {
      int* depth;
      ~Serialized() { --*depth; }
    } guard{&serialized_};
    ++serialized_;
    for (Env* t : active) ExecBlock(b, {t});
    return;
  }
  ExecBlock(b, active);
}

void Interpreter::ExecBlock(const BlockNode* b, const Group& g) {
  for (const Buffer& buf : b->alloc_buffers) {
    const BufferNode* bn = buf.get();
    auto allocate = [&](Env& t) {
      ViewPtr view = ViewFromDecl(bn, t, nullptr);
      return std::make_pair(view, ViewExtent(*view));
    };
    auto bind = [&](Env& t, const ViewPtr& view, const StoragePtr& s) {
      auto bound = std::make_shared<View>(*view);
      bound->storage = s;
      t.SetStorage(bn->data.get(), s);
      t.SetView(bn, bound);
    };
    if (IsSharedScope(bn->scope) && g.size() > 1) {
      auto vc = allocate(*g[0]);
      StoragePtr s = NewStorage(bn->name, bn->dtype, vc.second, bn->scope);
      for (Env* t : g) bind(*t, vc.first, s);
    } else {
      for (Env* t : g) {
        auto vc = allocate(*t);
        bind(*t, vc.first, NewStorage(bn->name, bn->dtype, vc.second, bn->scope));
      }
    }
  }
  for (const MatchBufferRegion& m : b->match_buffers) {
    for (Env* t : g) BindMatchBuffer(m.get(), *t);
  }
  if (b->init.defined()) {
    // TVM (LowerInitBlock): init runs where every reduce iter var is at the
    // start of its domain.
    auto at_start = [&](Env& t) {
      for (const IterVar& iv : b->iter_vars) {
        if (iv->iter_type != IterType::kCommReduce) continue;
        if (EvalInt(iv->var, t, "a reduce iter var") != EvalInt(iv->dom->min, t, "an iter var domain")) return false;
      }
      return true;
    };
    if (g.size() == 1) {
      if (at_start(*g[0])) Exec(b->init, g);
    } else {
      Group init_group;
      for (Env* t : g) {
        if (at_start(*t)) init_group.push_back(t);
      }
      Exec(b->init, init_group);
    }
  }
  Exec(b->body, g);
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
