#include "compiler/codegen/source/device_split.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/codegen/source/thread_sync.h"
#include "compiler/ir/arith.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/convert_blocks_to_opaque.h"
#include "compiler/tir/transform/flatten_buffer.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/lower_match_buffer.h"
#include "compiler/tir/transform/lower_opaque_block.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace codegen {
namespace {

// Fusion names a kernel after every op it holds (a GPT-2 mask kernel is 250
// characters), and drivers that cache compiled kernels in files named after
// them fail beyond the file-system's 255 bytes (PoCL: "Final linking of
// kernel ... failed"). Long names keep a readable prefix and a hash of the
// whole name, so they stay distinct and deterministic.
std::string KernelBaseName(const std::string& func) {
  constexpr size_t kMaxLength = 96;
  if (func.size() <= kMaxLength) return func;
  uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : func) h = (h ^ c) * 1099511628211ull;
  char hex[17];
  std::snprintf(hex, sizeof(hex), "%016llx", static_cast<unsigned long long>(h));
  return func.substr(0, kMaxLength - 17) + "_" + hex;
}

using tir::transform::StmtExprMutator;
using tir::transform::StmtExprVisitor;

// The thread binding a statement starts, if any: (tag, var, min, extent).
struct Binding {
  std::string tag;
  TirVar var;
  PrimExpr min, extent;
};

bool AsBinding(const tir::Stmt& s, Binding* out) {
  if (auto f = s.as<tir::ForNode>()) {
    if (f->for_kind != tir::ForKind::kThreadBinding || ThreadTagDim(f->thread_tag) < 0) return false;
    *out = {f->thread_tag, f->loop_var, f->min, f->extent};
    return true;
  }
  if (auto a = s.as<tir::AttrStmtNode>()) {
    if (a->attr_key != "thread_extent") return false;
    auto iv = a->node.as<tir::IterVarNode>();
    if (!iv || ThreadTagDim(iv->thread_tag) < 0) return false;
    *out = {iv->thread_tag, iv->var, PrimExpr(), a->value};
    return true;
  }
  return false;
}

// Everything a kernel body defines, binds and uses.
class KernelScan : public StmtExprVisitor {
 public:
  KernelScan(std::array<PrimExpr, 3>* grid, std::array<PrimExpr, 3>* block) : grid_(grid), block_(block) {}

  std::unordered_set<const TirVarNode*> defs;
  std::vector<TirVar> uses;  // first-use order
  // Element type of the first buffer seen over each data variable.
  std::unordered_map<const TirVarNode*, DataType> elem_types;

  void VisitExpr(const PrimExpr& e) override {
    if (auto let = e.as<TirLetNode>()) defs.insert(let->var.get());
    StmtExprVisitor::VisitExpr(e);
  }
  void VisitStmt(const tir::Stmt& s) override {
    Binding b;
    if (!AsBinding(s, &b)) {
      StmtExprVisitor::VisitStmt(s);
      return;
    }
    int dim = ThreadTagDim(b.tag);
    std::array<PrimExpr, 3>* dims = IsBlockIdx(b.tag) ? grid_ : block_;
    if (open_.count(b.tag)) {
      ThrowError(s->span, "codegen: " + b.tag + " is bound again inside a region where it is already bound");
    }
    PrimExpr& launch = (*dims)[dim];
    if (!launch.defined()) {
      launch = b.extent;
    } else if (!StructuralEqual(launch, b.extent) && !arith::ProveEqual(launch, b.extent)) {
      ThrowError(s->span, "codegen: " + b.tag + " is bound with extent " + arith::DebugString(b.extent) +
                              " here but with extent " + arith::DebugString(launch) +
                              " elsewhere in the same kernel; one launch has one extent per dimension");
    }
    binding_spans_.push_back({b.extent, s->span, b.tag});
    if (b.min.defined()) binding_spans_.push_back({b.min, s->span, b.tag});
    defs.insert(b.var.get());
    open_.insert(b.tag);
    // The kernel needs the start (an offset of the index), not the extent.
    if (b.min.defined()) VisitExpr(b.min);
    if (auto f = s.as<tir::ForNode>()) {
      VisitStmt(f->body);
    } else {
      VisitStmt(s.as<tir::AttrStmtNode>()->body);
    }
    open_.erase(b.tag);
  }

  // Launch extents and offsets are computed on the host: they may not use
  // what the kernel defines.
  void CheckLaunchExprs() const {
    for (const auto& [e, span, tag] : binding_spans_) {
      for (const TirVar& v : CollectTirVars(e)) {
        if (defs.count(v.get())) {
          ThrowError(span, "codegen: the extent of " + tag + " depends on " + v->name +
                               ", which the kernel defines; launch extents must be known before the launch");
        }
      }
    }
  }

 protected:
  void VisitVar(const TirVar& v) override { Use(v); }
  void VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    UseData(e->buffer);
    StmtExprVisitor::VisitBufferLoad(e);
  }
  void VisitBufferStore(const tir::transform::BufferStore& s) override {
    UseData(s->buffer);
    StmtExprVisitor::VisitBufferStore(s);
  }
  void VisitFor(const tir::For& s) override {
    defs.insert(s->loop_var.get());
    StmtExprVisitor::VisitFor(s);
  }
  void VisitOtherStmt(const tir::Stmt& s) override {
    if (auto let = s.as<tir::LetStmtNode>()) defs.insert(let->var.get());
    if (auto alloc = s.as<tir::AllocateNode>()) {
      defs.insert(alloc->buffer_var.get());
      elem_types.emplace(alloc->buffer_var.get(), alloc->dtype);
      const std::string& scope = alloc->buffer_var->storage_scope;
      if (scope.empty() || scope == "global") {
        ThrowError(s->span, "codegen: " + alloc->buffer_var->name +
                                " allocates global memory inside a kernel; allocate it outside the thread bindings");
      }
    }
    if (auto decl = s.as<tir::DeclBufferNode>()) UseData(decl->buffer);
    if (auto attr = s.as<tir::AttrStmtNode>()) {
      if (auto iv = attr->node.as<tir::IterVarNode>()) defs.insert(iv->var.get());
    }
    StmtExprVisitor::VisitOtherStmt(s);
  }

 private:
  void Use(const TirVar& v) {
    if (seen_.insert(v.get()).second) uses.push_back(v);
  }
  void UseData(const Buffer& b) {
    elem_types.emplace(b->data.get(), b->dtype);
    Use(b->data);
  }

  struct LaunchExpr {
    PrimExpr e;
    Span span;
    std::string tag;
  };
  std::array<PrimExpr, 3>* grid_;
  std::array<PrimExpr, 3>* block_;
  std::unordered_set<std::string> open_;
  std::vector<LaunchExpr> binding_spans_;
  std::unordered_set<const TirVarNode*> seen_;
};

// A reduction block whose reduction axis is bound to threadIdx makes every
// thread update the same element: TVM rewrites it into an all-reduce
// (LowerCrossThreadReduction), which does not exist here yet. Lowered
// as-is it would race, so it is rejected.
class CrossThreadReductionCheck : public StmtExprVisitor {
 protected:
  void VisitFor(const tir::For& s) override {
    bool bound = s->for_kind == tir::ForKind::kThreadBinding && IsThreadIdx(s->thread_tag);
    if (bound) tags_[s->loop_var.get()] = s->thread_tag;
    StmtExprVisitor::VisitFor(s);
    if (bound) tags_.erase(s->loop_var.get());
  }
  void VisitOtherStmt(const tir::Stmt& s) override {
    auto attr = s.as<tir::AttrStmtNode>();
    auto iv = attr && attr->attr_key == "thread_extent" ? attr->node.as<tir::IterVarNode>() : Ref<tir::IterVarNode>();
    bool bound = iv && IsThreadIdx(iv->thread_tag);
    if (bound) tags_[iv->var.get()] = iv->thread_tag;
    StmtExprVisitor::VisitOtherStmt(s);
    if (bound) tags_.erase(iv->var.get());
  }
  void VisitBlockRealize(const tir::transform::BlockRealize& s) override {
    const tir::Block& block = s->block;
    for (size_t i = 0; i < block->iter_vars.size() && i < s->iter_values.size(); ++i) {
      if (block->iter_vars[i]->iter_type != tir::IterType::kCommReduce) continue;
      for (const TirVar& v : CollectTirVars(s->iter_values[i])) {
        auto it = tags_.find(v.get());
        if (it == tags_.end()) continue;
        ThrowError(s->span, "codegen: block " + block->name_hint + " reduces across the threads of " + it->second +
                                " (reduction axis " + block->iter_vars[i]->var->name +
                                "); cross-thread reductions are not lowered yet: reduce through shared memory "
                                "with barriers instead");
      }
    }
    StmtExprVisitor::VisitBlockRealize(s);
  }

 private:
  std::unordered_map<const TirVarNode*, std::string> tags_;
};

// Walks the host part, cutting out kernels.
class Splitter : public StmtExprMutator {
 public:
  Splitter(SplitFunction* out, const tir::PrimFunc& func) : out_(out) {
    for (const auto& [param, buffer] : func->buffer_map) param_elem_.emplace(buffer->data.get(), buffer->dtype);
  }

  tir::Stmt VisitStmt(const tir::Stmt& s) override {
    Binding b;
    if (AsBinding(s, &b)) return MakeKernel(s);
    return StmtExprMutator::VisitStmt(s);
  }

 protected:
  tir::Stmt VisitAllocate(const tir::transform::Allocate& s) override {
    host_allocs_[s->buffer_var.get()] = s;
    tir::Stmt r = StmtExprMutator::VisitAllocate(s);
    host_allocs_.erase(s->buffer_var.get());
    return r;
  }
  tir::Stmt VisitBufferStore(const tir::transform::BufferStore& s) override {
    ThrowError(s->span, "codegen: the store to " + s->buffer->name +
                            " is outside any thread binding; GPU code must bind its loops to blockIdx/threadIdx");
  }
  PrimExpr VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    ThrowError(e->span, "codegen: the load from " + e->buffer->name +
                            " is outside any thread binding; GPU code must bind its loops to blockIdx/threadIdx");
  }

 private:
  tir::Stmt MakeKernel(const tir::Stmt& s) {
    DeviceKernel k;
    k.name = KernelBaseName(out_->name) + "_kernel" + std::to_string(out_->kernels.size());
    KernelScan scan(&k.grid, &k.block);
    scan.VisitStmt(s);
    scan.CheckLaunchExprs();
    for (int d = 0; d < 3; ++d) {
      if (!k.grid[d].defined()) k.grid[d] = Int32(1);
      if (!k.block[d].defined()) k.block[d] = Int32(1);
    }
    for (const TirVar& v : scan.uses) {
      if (scan.defs.count(v.get())) continue;
      auto alloc = host_allocs_.find(v.get());
      if (alloc != host_allocs_.end()) {
        const std::string& scope = v->storage_scope;
        if (!scope.empty() && scope != "global") {
          Hoist(alloc->second, &k);
          continue;
        }
        k.args.push_back({DeviceKernelArg::Kind::kBuffer, v, alloc->second->dtype});
        continue;
      }
      if (v->dtype.is_handle()) {
        auto p = param_elem_.find(v.get());
        auto seen = scan.elem_types.find(v.get());
        if (p == param_elem_.end() && seen == scan.elem_types.end()) {
          ThrowError(s->span, "codegen: the kernel uses handle " + v->name + ", which is not the data of a buffer");
        }
        DataType elem = p != param_elem_.end() ? p->second : seen->second;
        k.args.push_back({DeviceKernelArg::Kind::kBuffer, v, elem});
        continue;
      }
      k.args.push_back({DeviceKernelArg::Kind::kScalar, v, v->dtype});
    }
    // Buffers before scalars; each in the function's parameter order, then
    // in first-use order (workspaces, host lets and loop variables).
    std::unordered_map<const TirVarNode*, size_t> rank;
    for (const KernelParam& p : out_->signature.params) {
      rank.emplace(p.kind == KernelParam::Kind::kBuffer ? p.buffer->data.get() : p.var.get(), rank.size());
    }
    for (const TirVar& v : out_->signature.shape_vars) rank.emplace(v.get(), rank.size());
    auto key = [&](const DeviceKernelArg& a) {
      auto it = rank.find(a.var.get());
      return std::make_pair(a.kind == DeviceKernelArg::Kind::kScalar, it == rank.end() ? rank.size() : it->second);
    };
    std::stable_sort(k.args.begin(), k.args.end(),
                     [&](const DeviceKernelArg& a, const DeviceKernelArg& b) { return key(a) < key(b); });
    k.body = s;
    std::string name = k.name;
    out_->kernels.push_back(std::move(k));
    PrimExpr call =
        MakeAt<TirCallNode>(s->span, DataType::Void(), "call_extern",
                            std::vector<PrimExpr>{Make<StringImmNode>(kLaunchKernelOp), Make<StringImmNode>(name)});
    return MakeAt<tir::EvaluateNode>(s->span, call);
  }

  void Hoist(const Ref<tir::AllocateNode>& alloc, DeviceKernel* k) {
    for (const PrimExpr& e : alloc->extents) {
      int64_t v;
      if (!AsConstInt(e, &v)) {
        ThrowError(alloc->span, "codegen: " + alloc->buffer_var->name + " (scope " + alloc->buffer_var->storage_scope +
                                    ") has non-constant extent " + arith::DebugString(e) +
                                    "; shared and local arrays need a constant size");
      }
    }
    k->hoisted_allocs.push_back(alloc);
  }

  SplitFunction* out_;
  std::unordered_map<const TirVarNode*, DataType> param_elem_;
  std::unordered_map<const TirVarNode*, Ref<tir::AllocateNode>> host_allocs_;
};

}  // namespace

int ThreadTagDim(const std::string& tag) {
  if (!IsBlockIdx(tag) && !IsThreadIdx(tag)) return -1;
  char c = tag.back();
  return c == 'x' ? 0 : c == 'y' ? 1 : 2;
}

bool IsBlockIdx(const std::string& tag) { return tag == "blockIdx.x" || tag == "blockIdx.y" || tag == "blockIdx.z"; }

bool IsThreadIdx(const std::string& tag) {
  return tag == "threadIdx.x" || tag == "threadIdx.y" || tag == "threadIdx.z";
}

bool IsSharedScope(const std::string& scope) { return scope.rfind("shared", 0) == 0; }

tir::PrimFunc LowerForDevice(const tir::PrimFunc& func) {
  namespace tt = tir::transform;
  CrossThreadReductionCheck().VisitStmt(func->body);
  tir::PrimFunc f = tt::LowerInitBlock(func);
  f = tt::ConvertBlocksToOpaque(f);
  f = tt::LowerMatchBuffer(f);
  f = tt::LowerOpaqueBlock(f);
  return ThreadSync(tt::FlattenBuffer(f));
}

SplitFunction SplitHostDevice(const std::string& name, const tir::PrimFunc& lowered) {
  SplitFunction out;
  out.name = name;
  out.signature = MakeKernelSignature(name, lowered);
  out.noalias = out.signature.noalias;
  Splitter splitter(&out, lowered);
  out.host = splitter.VisitStmt(lowered->body);
  return out;
}

}  // namespace codegen
}  // namespace rlx
