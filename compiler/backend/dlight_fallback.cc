#include "compiler/backend/dlight_fallback.h"

#include <memory>
#include <vector>

#include "compiler/backend/gpu_tir.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace backend {

using namespace gpu;  // NOLINT

namespace {

using tir::BlockRealizeNode;
using tir::ForNode;

// The iter type of the block iter var that `loop_var` drives (its
// iter_value uses the variable), or -1 when none does.
int IterTypeOf(const BlockRealizeNode& realize, const TirVarNode* loop_var) {
  for (size_t i = 0; i < realize.iter_values.size(); ++i) {
    for (const TirVar& v : te::UsedVars(realize.iter_values[i])) {
      if (v.get() == loop_var) return static_cast<int>(realize.block->iter_vars[i]->iter_type);
    }
  }
  return -1;
}

// A loop nest `for ...: with T.block(...)` with spatial loops outermost,
// scheduled; null when `s` is not such a nest.
Stmt ScheduleNest(const Stmt& s, int64_t max_threads) {
  std::vector<Ref<ForNode>> loops;
  Stmt cur = s;
  while (auto f = cur.as<ForNode>()) {
    if (f->for_kind == tir::ForKind::kThreadBinding) return Stmt();
    loops.push_back(f);
    cur = f->body;
  }
  auto realize = cur.as<BlockRealizeNode>();
  if (!realize.defined() || realize->block->iter_vars.empty()) return Stmt();
  size_t num_spatial = 0;
  while (num_spatial < loops.size() &&
         IterTypeOf(*realize, loops[num_spatial]->loop_var.get()) == static_cast<int>(tir::IterType::kDataPar)) {
    ++num_spatial;
  }
  for (size_t i = num_spatial; i < loops.size(); ++i) {
    if (IterTypeOf(*realize, loops[i]->loop_var.get()) == static_cast<int>(tir::IterType::kDataPar)) return Stmt();
  }
  std::vector<PrimExpr> extents;
  PrimExpr fused = I64(1);
  for (size_t i = 0; i < num_spatial; ++i) {
    if (!te::IsConstValue(loops[i]->min, 0)) return Stmt();
    extents.push_back(te::ToInt64(loops[i]->extent));
    fused = te::Mul(fused, extents.back());
  }
  TirVar bx = Var("ax0_fused_0"), tx = Var("ax0_fused_1");
  PrimExpr f = te::Add(te::Mul(bx, I64(max_threads)), tx);
  std::vector<PrimExpr> index = Unflatten(extents, f);
  te::VarMap vars;
  for (size_t i = 0; i < num_spatial; ++i) {
    vars[loops[i]->loop_var.get()] = te::Cast(loops[i]->loop_var->dtype, index[i]);
  }
  PrimExpr predicate = te::LT(f, fused);
  int64_t always = 0;
  if (!AsConstInt(realize->predicate, &always) || always == 0) predicate = te::And(realize->predicate, predicate);
  Stmt body = Make<BlockRealizeNode>(te::Substitute(realize->iter_values, vars), predicate, realize->block);
  for (size_t i = loops.size(); i-- > num_spatial;) {
    const ForNode& l = *loops[i];
    body = Make<ForNode>(l.loop_var, l.min, l.extent, l.for_kind, body);
  }
  return Bind(bx, te::CeilDiv(fused, I64(max_threads)), "blockIdx.x", Bind(tx, I64(max_threads), "threadIdx.x", body));
}

}  // namespace

tir::PrimFunc MapRootStages(const tir::PrimFunc& f, const std::function<Stmt(const Stmt&)>& fn, int* changed) {
  int before = *changed;
  auto map_seq = [&](const Stmt& body) {
    std::vector<Stmt> stages;
    if (auto seq = body.as<tir::SeqStmtNode>()) {
      stages = seq->seq;
    } else {
      stages = {body};
    }
    for (Stmt& s : stages) {
      Stmt out = fn(s);
      if (!out.same_as(s)) {
        s = out;
        ++*changed;
      }
    }
    return tir::MakeSeq(std::move(stages));
  };
  Stmt body;
  auto root = f->body.as<BlockRealizeNode>();
  if (root.defined() && root->block->iter_vars.empty()) {
    auto block = tir::transform::CopyBlock(*root->block);
    block->body = map_seq(root->block->body);
    body = Make<BlockRealizeNode>(root->iter_values, root->predicate, tir::transform::Freeze(std::move(block)));
  } else {
    body = map_seq(f->body);
  }
  if (*changed == before) return f;
  return tir::transform::WithBody(f, body);
}

tir::PrimFunc WithFuncAttr(const tir::PrimFunc& f, const std::string& key, const ObjectRef& value) {
  auto node = tir::transform::CopyPrimFunc(*f);
  node->attrs = MapWith(f->attrs, key, value);
  return tir::transform::Freeze(std::move(node));
}

tir::PrimFunc ApplyGpuFallback(const tir::PrimFunc& f, int64_t max_threads) {
  int changed = 0;
  tir::PrimFunc g = MapRootStages(
      f,
      [&](const Stmt& s) {
        Stmt scheduled = ScheduleNest(s, max_threads);
        return scheduled.defined() ? scheduled : s;
      },
      &changed);
  return changed == 0 ? f : WithFuncAttr(g, "tirx.is_scheduled", Bool(true));
}

}  // namespace backend
}  // namespace rlx
