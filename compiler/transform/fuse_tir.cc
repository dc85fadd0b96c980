#include "compiler/transform/fuse_tir.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/te/expr_util.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "compiler/transform/dead_code_elimination.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/fuse_ops_graph.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT
using tir::BufferRegion;
using tir::Stmt;
using tir::transform::BufferLoad;
using tir::transform::BufferStore;

namespace {

// The loop and block variables a statement defines.
class DefCollector : public tir::transform::StmtExprVisitor {
 public:
  std::vector<TirVar> defs;

 protected:
  void VisitFor(const tir::For& s) override {
    defs.push_back(s->loop_var);
    StmtExprVisitor::VisitFor(s);
  }
  void VisitBlock(const tir::Block& s) override {
    for (const tir::IterVar& iv : s->iter_vars) defs.push_back(iv->var);
    StmtExprVisitor::VisitBlock(s);
  }
};

// Rewrites one inlined callee body: buffers to the fused ones, shape
// variables to the values they are bound to, loop and block variables to
// fresh copies, block names to unused ones.
class CalleeRewriter : public tir::transform::StmtExprMutator {
 public:
  CalleeRewriter(std::unordered_map<const BufferNode*, Buffer> buffers, tir::transform::VarMap vars,
                 std::set<std::string>* block_names)
      : buffers_(std::move(buffers)), vars_(std::move(vars)), block_names_(block_names) {}

  Stmt Rewrite(const Stmt& s) {
    DefCollector c;
    c.VisitStmt(s);
    for (const TirVar& v : c.defs) vars_[v.get()] = MakeTirVar(v->name, v->dtype);
    return VisitStmt(s);
  }

 protected:
  PrimExpr VisitVar(const TirVar& v) override {
    auto it = vars_.find(v.get());
    return it == vars_.end() ? PrimExpr(v) : it->second;
  }
  PrimExpr VisitBufferLoad(const BufferLoad& e) override {
    PrimExpr base = StmtExprMutator::VisitBufferLoad(e);
    auto load = base.as<BufferLoadNode>();
    Buffer b = MapBuffer(load->buffer);
    if (b == load->buffer) return base;
    return Make<BufferLoadNode>(b, load->indices);
  }
  BufferRegion VisitBufferRegion(const BufferRegion& r) override {
    BufferRegion base = StmtExprMutator::VisitBufferRegion(r);
    Buffer b = MapBuffer(base->buffer);
    if (b == base->buffer) return base;
    return Make<tir::BufferRegionNode>(b, base->region);
  }
  Stmt VisitBufferStore(const BufferStore& s) override {
    Stmt base = StmtExprMutator::VisitBufferStore(s);
    auto store = base.as<tir::BufferStoreNode>();
    Buffer b = MapBuffer(store->buffer);
    if (b == store->buffer) return base;
    return Make<tir::BufferStoreNode>(b, store->value, store->indices);
  }
  Stmt VisitFor(const tir::For& s) override {
    Stmt base = StmtExprMutator::VisitFor(s);
    auto n = tir::transform::CopyFor(*base.cast<tir::ForNode>());
    n->loop_var = vars_.at(s->loop_var.get()).cast<TirVarNode>();
    return tir::transform::Freeze(std::move(n));
  }
  Stmt VisitBlock(const tir::Block& s) override {
    Stmt base = StmtExprMutator::VisitBlock(s);
    auto n = tir::transform::CopyBlock(*base.cast<tir::BlockNode>());
    for (tir::IterVar& iv : n->iter_vars) {
      TirVar nv = vars_.at(iv->var.get()).cast<TirVarNode>();
      iv = MakeAt<tir::IterVarNode>(iv->span, iv->dom, nv, iv->iter_type, iv->thread_tag);
    }
    std::string name = n->name_hint;
    for (int i = 1; block_names_->count(name); ++i) name = n->name_hint + "_" + std::to_string(i);
    block_names_->insert(name);
    n->name_hint = name;
    return tir::transform::Freeze(std::move(n));
  }

 private:
  Buffer MapBuffer(const Buffer& b) const {
    auto it = buffers_.find(b.get());
    return it == buffers_.end() ? b : it->second;
  }
  std::unordered_map<const BufferNode*, Buffer> buffers_;
  tir::transform::VarMap vars_;
  std::set<std::string>* block_names_;
};

// A buffer for a tensor of known dtype and shape, or null.
Buffer BufferFor(const std::string& name, const StructInfo& sinfo) {
  auto t = sinfo.as<TensorStructInfoNode>();
  if (!t.defined() || t->IsUnknownDtype() || t->GetShapeValues() == nullptr) return Buffer();
  return MakeBuffer(name, t->dtype, *t->GetShapeValues());
}

// Binds the callee's symbolic shape dims to the fused buffer's dims.
bool UnifyShapes(const Buffer& callee, const Buffer& fused, tir::transform::VarMap* vars) {
  if (callee->shape.size() != fused->shape.size() || callee->dtype != fused->dtype) return false;
  for (size_t i = 0; i < callee->shape.size(); ++i) {
    if (auto v = callee->shape[i].as<TirVarNode>()) {
      if (!vars->count(v.get())) (*vars)[v.get()] = fused->shape[i];
    }
  }
  return true;
}

bool UsesOnlyDefined(const StructInfo& s, const std::set<const TirVarNode*>& defined) {
  bool ok = true;
  te::PostOrderVisit(s, [&](const ObjectRef& o) {
    if (auto v = o.as<TirVarNode>()) ok &= defined.count(v.get()) > 0;
  });
  return ok;
}

class CallRewriter : public ExprMutator {
 public:
  explicit CallRewriter(const std::map<std::string, GlobalVar>* fused) : fused_(fused) {}

  Expr VisitCall_(const Call& c) override {
    Expr post = ExprMutator::VisitCall_(c);
    auto call = post.as<CallNode>();
    auto gv = call.defined() ? call->op.as<GlobalVarNode>() : GlobalVar();
    if (!gv.defined() || !fused_->count(gv->name)) return post;
    // A trailing shape argument carries the symbolic variables.
    std::vector<Expr> tensors = call->args;
    Expr shape;
    if (!tensors.empty() && GetStructInfo(tensors.back()).is<ShapeStructInfoNode>()) {
      shape = tensors.back();
      tensors.pop_back();
    }
    std::vector<StructInfo> arg_sinfo;
    for (const Expr& a : tensors) arg_sinfo.push_back(GetStructInfo(a));
    Expr args = Make<TupleNode>(tensors);
    args->SetStructInfo(TupleSInfo(std::move(arg_sinfo)));
    std::vector<Expr> call_args{fused_->at(gv->name), args};
    if (shape.defined()) call_args.push_back(shape);
    Call out = MakeAt<CallNode>(call->span, GetOp("relax.call_tir"), std::move(call_args), Map(),
                                std::vector<StructInfo>{GetStructInfo(call)});
    op::InferStructInfo(out);
    return out;
  }

 private:
  const std::map<std::string, GlobalVar>* fused_;
};

}  // namespace

tir::PrimFunc FusePrimitiveFunction(const IRModule& mod, const Function& f) {
  auto seq = f->body.as<SeqExprNode>();
  if (!seq.defined()) return tir::PrimFunc();
  std::vector<Var> results;
  if (auto v = seq->body.as<VarNode>()) {
    results.push_back(v);
  } else if (auto t = seq->body.as<TupleNode>()) {
    for (const Expr& e : t->fields) {
      auto fv = e.as<VarNode>();
      if (!fv.defined()) return tir::PrimFunc();
      results.push_back(fv);
    }
  } else {
    return tir::PrimFunc();
  }

  auto func = std::make_shared<tir::PrimFuncNode>();
  std::unordered_map<const Object*, Buffer> expr2buf;
  std::set<const TirVarNode*> defined;
  // Symbolic variables passed as a shape (FuseOps' "tir_vars") become scalar
  // parameters after the buffers; only a last parameter may be a shape.
  std::vector<TirVar> scalar_params;
  for (size_t i = 0; i < f->params.size(); ++i) {
    const Var& p = f->params[i];
    if (auto sh = p->struct_info().as<ShapeStructInfoNode>()) {
      if (!sh->values || i + 1 != f->params.size()) return tir::PrimFunc();
      for (const PrimExpr& v : *sh->values) {
        auto tv = v.as<TirVarNode>();
        if (!tv.defined() || !defined.insert(tv.get()).second) return tir::PrimFunc();
        scalar_params.push_back(tv);
      }
      continue;
    }
    Buffer b = BufferFor(p->name, p->struct_info());
    if (!b.defined()) return tir::PrimFunc();
    expr2buf[p.get()] = b;
    TirVar pv = MakeTirVar(p->name, DataType::Handle());
    func->params.push_back(pv);
    func->buffer_map.emplace_back(pv, b);
    te::PostOrderVisit(p->struct_info(), [&](const ObjectRef& o) {
      if (auto v = o.as<TirVarNode>()) defined.insert(v.get());
    });
  }

  // What each variable holds (several buffers for a kernel's tuple result)
  // and every buffer made, in order, for the root allocations.
  std::unordered_map<const Object*, std::vector<Buffer>> var2bufs;
  for (const auto& kv : expr2buf) var2bufs[kv.first] = {kv.second};
  std::vector<Buffer> made;
  std::vector<Stmt> stmts;
  std::set<std::string> block_names;
  for (const BindingBlock& block : seq->blocks) {
    for (const Binding& binding : block->bindings) {
      auto vb = binding.as<VarBindingNode>();
      if (!vb.defined()) return tir::PrimFunc();
      if (auto item = vb->value.as<TupleGetItemNode>()) {
        // A field of a kernel's tuple result: the buffer it was written to.
        auto it = var2bufs.find(item->tuple.get());
        if (it == var2bufs.end() || item->index < 0 || item->index >= static_cast<int64_t>(it->second.size())) {
          return tir::PrimFunc();
        }
        var2bufs[vb->var.get()] = {it->second[item->index]};
        continue;
      }
      auto call = vb->value.as<CallNode>();
      auto op = call.defined() ? call->op.as<OpNode>() : Op();
      if (!op.defined() || op->name != "relax.call_tir" || call->args.size() < 2 || call->args.size() > 3) {
        return tir::PrimFunc();
      }
      auto callee_gv = call->args[0].as<GlobalVarNode>();
      auto callee = callee_gv.defined() ? mod->Lookup(callee_gv->name).as<tir::PrimFuncNode>() : tir::PrimFunc();
      auto args = call->args[1].as<TupleNode>();
      if (!callee.defined() || !args.defined()) return tir::PrimFunc();
      std::vector<StructInfo> out_sinfo = {vb->var->struct_info()};
      if (auto t = vb->var->struct_info().as<TupleStructInfoNode>()) out_sinfo = t->fields;
      // The callee's scalar parameters take the values of call_tir's shape
      // argument.
      std::vector<PrimExpr> scalar_args;
      if (call->args.size() == 3) {
        auto shape = call->args[2].as<ShapeExprNode>();
        if (!shape.defined()) return tir::PrimFunc();
        scalar_args = shape->values;
      }
      size_t num_buffers = args->fields.size() + out_sinfo.size();
      if (callee->params.size() != num_buffers + scalar_args.size() || callee->buffer_map.size() != num_buffers) {
        return tir::PrimFunc();
      }
      for (size_t i = 0; i < num_buffers; ++i) {
        if (callee->buffer_map[i].first != callee->params[i]) return tir::PrimFunc();
      }
      if (!UsesOnlyDefined(vb->var->struct_info(), defined)) return tir::PrimFunc();

      std::unordered_map<const BufferNode*, Buffer> buffers;
      tir::transform::VarMap vars;
      for (size_t i = 0; i < scalar_args.size(); ++i) {
        if (!UsesOnlyDefined(Make<PrimStructInfoNode>(DataType::Int(64), scalar_args[i]), defined)) {
          return tir::PrimFunc();
        }
        vars[callee->params[num_buffers + i].get()] = scalar_args[i];
      }
      for (size_t i = 0; i < args->fields.size(); ++i) {
        auto it = var2bufs.find(args->fields[i].get());
        if (it == var2bufs.end() || it->second.size() != 1) return tir::PrimFunc();
        const Buffer& cb = callee->buffer_map[i].second;
        if (!UnifyShapes(cb, it->second[0], &vars)) return tir::PrimFunc();
        buffers[cb.get()] = it->second[0];
      }
      std::vector<Buffer> outs;
      for (size_t j = 0; j < out_sinfo.size(); ++j) {
        const Buffer& cout = callee->buffer_map[args->fields.size() + j].second;
        Buffer out = BufferFor(cout->name, out_sinfo[j]);
        if (!out.defined() || !UnifyShapes(cout, out, &vars)) return tir::PrimFunc();
        buffers[cout.get()] = out;
        outs.push_back(out);
        made.push_back(out);
      }
      var2bufs[vb->var.get()] = outs;

      // Inline the callee body without its root block.
      Stmt body = callee->body;
      if (auto realize = body.as<tir::BlockRealizeNode>()) {
        if (realize->block->iter_vars.empty() && realize->block->name_hint == "root") {
          // Fresh buffers, so that a kernel inlined twice allocates twice.
          for (const Buffer& a : realize->block->alloc_buffers) {
            Buffer na = MakeBuffer(a->name, a->dtype, te::Substitute(a->shape, vars), a->scope);
            buffers[a.get()] = na;
            made.push_back(na);
          }
          body = realize->block->body;
        }
      }
      CalleeRewriter rewriter(std::move(buffers), std::move(vars), &block_names);
      stmts.push_back(rewriter.Rewrite(body));
    }
  }
  // Result buffers follow the parameters, in the order the function returns
  // them; every other buffer made is allocated in the root block.
  std::unordered_set<const BufferNode*> result_bufs;
  for (const Var& r : results) {
    auto it = var2bufs.find(r.get());
    if (it == var2bufs.end() || it->second.size() != 1 || expr2buf.count(r.get())) return tir::PrimFunc();
    const Buffer& b = it->second[0];
    // A buffer returned twice would be two parameters aliasing each other.
    if (!result_bufs.insert(b.get()).second) return tir::PrimFunc();
    TirVar pv = MakeTirVar(b->name, DataType::Handle());
    func->params.push_back(pv);
    func->buffer_map.emplace_back(pv, b);
  }
  for (const TirVar& v : scalar_params) func->params.push_back(v);
  std::vector<Buffer> allocs;
  for (const Buffer& b : made) {
    if (!result_bufs.count(b.get())) allocs.push_back(b);
  }
  auto root = std::make_shared<tir::BlockNode>();
  root->name_hint = "root";
  root->alloc_buffers = std::move(allocs);
  root->body = tir::MakeSeq(std::move(stmts));
  func->body = Make<tir::BlockRealizeNode>(std::vector<PrimExpr>{}, Bool(true),
                                           tir::Block(std::shared_ptr<const tir::BlockNode>(std::move(root))));
  func->attrs = Make<MapNode>(std::vector<MapNode::Item>{{"tir.noalias", Bool(true)}});
  func->is_private = true;
  return tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(func)));
}

IRModule FuseTIR(const IRModule& mod) {
  std::map<std::string, tir::PrimFunc> prims;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || !fuse::IsPrimitiveFunction(f)) continue;
    tir::PrimFunc p = FusePrimitiveFunction(mod, f);
    if (p.defined()) prims.emplace(kv.first, p);
  }
  if (prims.empty()) return DeadCodeElimination(mod);
  IRModuleBuilder builder(mod);
  std::map<std::string, GlobalVar> fused;
  for (const auto& kv : prims) {
    // A fresh GlobalVar: the old one carried the Relax function's type.
    builder.Remove(kv.first);
    fused[kv.first] = builder.Add(kv.first, kv.second);
  }
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || prims.count(kv.first)) continue;
    CallRewriter rewriter(&fused);
    Expr out = rewriter.VisitExpr(f);
    if (!out.same_as(f)) builder.Add(kv.first, out);
  }
  return DeadCodeElimination(builder.Build());
}

PassPtr FuseTIR() {
  PassInfo info;
  info.name = "FuseTIR";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& mod, PassContext&) { return FuseTIR(mod); }, info);
}

}  // namespace transform
}  // namespace rlx
