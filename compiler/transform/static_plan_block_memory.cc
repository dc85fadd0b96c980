#include "compiler/transform/static_plan_block_memory.h"

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/arith.h"
#include "compiler/ir/container.h"
#include "compiler/op/normalize.h"
#include "compiler/tir/stmt.h"
#include "compiler/transform/analysis.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

// Memory that can be reused: one per planned allocation at first, then
// shared by the allocations the planner places in the same storage.
struct StorageToken {
  int ref_counter = 0;
  PrimExpr bytes;
  DataType dtype;
  std::string storage_scope;
  int storage_id = -1;  // set once the token owns a storage

  // -1 when the size is symbolic.
  int64_t ConstBytes() const {
    int64_t v = 0;
    return AsConstInt(bytes, &v) ? v : -1;
  }
};
using TokenPtr = std::shared_ptr<StorageToken>;

// The tokens an expression uses, nested like its value (TVM's NestedMsg):
// null, one token, or one entry per tuple field.
struct Tokens {
  TokenPtr leaf;
  bool nested = false;
  std::vector<Tokens> fields;

  bool IsNull() const { return !nested && leaf == nullptr; }
  bool IsLeaf() const { return leaf != nullptr; }
};

template <typename F>
void ForEachLeaf(const Tokens& t, const F& f) {
  if (t.leaf) f(t.leaf);
  for (const Tokens& sub : t.fields) ForEachLeaf(sub, f);
}

Tokens WithoutToken(const Tokens& t, const StorageToken* gone) {
  if (t.leaf) return t.leaf.get() == gone ? Tokens() : t;
  Tokens out = t;
  for (Tokens& sub : out.fields) sub = WithoutToken(sub, gone);
  return out;
}

TokenPtr MakeToken(const std::vector<PrimExpr>& shape, DataType dtype, std::string scope) {
  // Constant dimensions fold into one coefficient, as TVM's StorageToken.
  int64_t coeff = static_cast<int64_t>(dtype.bytes()) * dtype.lanes();
  PrimExpr symbolic;
  for (const PrimExpr& d : shape) {
    int64_t v = 0;
    if (AsConstInt(d, &v)) {
      // Checked: an upper bound (tir_var_upper_bound) or constant extent
      // this large would wrap around to a small storage.
      if (__builtin_mul_overflow(coeff, v, &coeff)) {
        ThrowError("StaticPlanBlockMemory: a " + dtype.ToString() + " tensor with a dimension of " + std::to_string(v) +
                   " needs more than 2^63 bytes");
      }
    } else {
      symbolic = symbolic.defined() ? MakeBinary(NodeKind::kMul, symbolic, d) : d;
    }
  }
  auto token = std::make_shared<StorageToken>();
  token->bytes = symbolic.defined() ? MakeBinary(NodeKind::kMul, Int64(coeff), symbolic) : Int64(coeff);
  token->dtype = dtype;
  token->storage_scope = std::move(scope);
  return token;
}

bool IsOp(const Expr& e, const char* name) {
  auto op = e.as<OpNode>();
  return op.defined() && op->name == name;
}

constexpr const char* kAllocTensor = "relax.builtin.alloc_tensor";

// Ops whose result may be the very buffer of their first argument.
bool IsInplaceMemoryOp(const Expr& op) {
  return IsOp(op, "relax.reshape") || IsOp(op, "relax.memory.view") || IsOp(op, "relax.memory.ensure_zero_offset");
}

// Signature variables bounded by the "tir_var_upper_bound" attribute
// ({"n": 1024}), as facts of `ana`.
void SetTIRVarUpperBound(const Function& f, arith::Analyzer* ana) {
  ana->set_int64_vars_nonnegative(true);
  for (const SymbolicVarRange& r : SignatureVarRanges(f)) {
    if (!r.upper) continue;
    if (*r.upper <= 0) ThrowError(f->span, "tir_var_upper_bound of '" + r.var->name + "' must be a positive integer");
    ana->Bind(r.var, Int64(0), Int64(*r.upper + 1));
  }
}

std::vector<PrimExpr> UpperBoundShape(const std::vector<PrimExpr>& shape, arith::Analyzer* ana) {
  std::vector<PrimExpr> out;
  for (const PrimExpr& d : shape) {
    auto bounds = d.as<IntImmNode>().defined() ? std::nullopt : ana->ConstBounds(d);
    out.push_back(bounds ? Int64(bounds->second) : d);
  }
  return out;
}

// Pool of released storages (TVM's TokenAllocator1D).
class TokenAllocator {
 public:
  explicit TokenAllocator(arith::Analyzer* ana) : ana_(ana) {}

  TokenPtr RequestReuse(const TokenPtr& prototype) {
    // A tensor no kernel uses gets its own storage: cleanup passes drop it.
    if (prototype->ref_counter == 0) return nullptr;
    auto& pool = pool_[{prototype->storage_scope, prototype->dtype.ToString()}];
    int64_t size = prototype->ConstBytes();
    if (size == -1) {
      auto [begin, end] = pool.equal_range(-1);
      for (auto it = begin; it != end; ++it) {
        if (ana_->CanProveEqual(prototype->bytes, it->second->bytes)) {
          TokenPtr token = it->second;
          token->ref_counter = prototype->ref_counter;
          pool.erase(it);
          return token;
        }
      }
      return nullptr;
    }
    auto begin = pool.lower_bound(size / kMatchRange);
    auto mid = pool.lower_bound(size);
    auto end = pool.upper_bound(size * kMatchRange);
    if (mid != end) {
      TokenPtr token = mid->second;
      token->ref_counter = prototype->ref_counter;
      pool.erase(mid);
      return token;
    }
    if (mid != begin) {
      --mid;
      TokenPtr token = mid->second;
      if (token->ConstBytes() < 0) return nullptr;  // the symbolic sizes sit at key -1
      token->bytes = Int64(size);                   // grow it to fit
      token->ref_counter = prototype->ref_counter;
      pool.erase(mid);
      return token;
    }
    return nullptr;
  }

  void Release(const TokenPtr& token) {
    pool_[{token->storage_scope, token->dtype.ToString()}].insert({token->ConstBytes(), token});
  }
  void Clear() { pool_.clear(); }

 private:
  static constexpr int64_t kMatchRange = 16;
  arith::Analyzer* ana_;
  std::map<std::pair<std::string, std::string>, std::multimap<int64_t, TokenPtr>> pool_;
};

// Token bookkeeping shared by the two planning visitors: which tokens each
// expression uses, and the block being visited.
class TokenVisitor : public ExprVisitor {
 protected:
  void VisitBindingBlock(const BindingBlock& block) override {
    block_stack_.push_back(block.get());
    ExprVisitor::VisitBindingBlock(block);
    block_stack_.pop_back();
  }
  void VisitVarBinding_(const VarBinding& b) override {
    VisitExpr(b->value);
    SetTokens(b->var.get(), token_map_[b->value.get()]);
  }
  // A match_cast result is the same value: it carries the tokens (so a
  // cast tensor that is returned is not planned away).
  void VisitMatchCast_(const MatchCast& b) override {
    VisitExpr(b->value);
    SetTokens(b->var.get(), token_map_[b->value.get()]);
  }
  void VisitTuple_(const Tuple& t) override {
    Tokens tokens;
    tokens.nested = true;
    for (const Expr& f : t->fields) tokens.fields.push_back(GetTokens(f));
    SetTokens(t.get(), tokens);
  }
  void VisitTupleGetItem_(const Ref<TupleGetItemNode>& t) override {
    Tokens tokens = GetTokens(t->tuple);
    if (!tokens.nested || t->index < 0 || t->index >= static_cast<int64_t>(tokens.fields.size())) {
      SetTokens(t.get(), Tokens());
      return;
    }
    SetTokens(t.get(), tokens.fields[t->index]);
  }

  Tokens GetTokens(const Expr& e) {
    VisitExpr(e);
    return token_map_[e.get()];
  }
  virtual void SetTokens(const Object* e, const Tokens& tokens) { token_map_[e] = tokens; }

  std::unordered_map<const Object*, Tokens> token_map_;
  std::vector<const BindingBlockNode*> block_stack_;
};

// Stage 1: a token for every plannable allocation, reference counts from
// kernel uses, and the tokens of escaping tensors discarded.
class PlanInit : public TokenVisitor {
 public:
  PlanInit(const IRModule& mod, arith::Analyzer* ana) : mod_(mod), ana_(ana) {}

  std::unordered_map<const Object*, Tokens> Run(const Function& f) {
    SetTIRVarUpperBound(f, ana_);
    DiscardTokensIn(GetTokens(f->body));
    return std::move(token_map_);
  }

 private:
  void VisitCall_(const Call& call) override {
    if (IsOp(call->op, kAllocTensor)) {
      CreateToken(call);
      return;
    }
    if (IsInplaceMemoryOp(call->op) && !call->args.empty()) {
      SetTokens(call.get(), GetTokens(call->args[0]));
      return;
    }
    if (IsPrimFunc(call->op) || call->op.is<ExternFuncNode>() || IsOp(call->op, "relax.vm.call_tir_dyn")) {
      for (const Expr& arg : call->args) {
        Tokens tokens = GetTokensWithAllocSiteCheck(arg);
        ForEachLeaf(tokens, [](const TokenPtr& t) { t->ref_counter += 1; });
      }
      return;
    }
    for (const Expr& arg : call->args) DiscardTokensIn(GetTokens(arg));
  }

  void VisitIf_(const If& node) override {
    DiscardTokensIn(GetTokens(node->cond));
    DiscardTokensIn(GetTokens(node->then_branch));
    DiscardTokensIn(GetTokens(node->else_branch));
  }

  void VisitSeqExpr_(const SeqExpr& seq) override {
    for (const BindingBlock& block : seq->blocks) VisitBindingBlock(block);
    DiscardTokensIn(GetTokens(seq->body));
  }

  // Nested functions are planned on their own (not at all here).
  void VisitFunction_(const Function&) override {}

  bool IsPrimFunc(const Expr& op) const {
    auto gv = op.as<GlobalVarNode>();
    return gv.defined() && mod_.defined() && mod_->Lookup(gv->name).is<tir::PrimFuncNode>();
  }

  void CreateToken(const Call& call) {
    auto sinfo = call->struct_info().as<TensorStructInfoNode>();
    const std::vector<PrimExpr>* shape = sinfo.defined() ? sinfo->GetShapeValues() : nullptr;
    if (shape == nullptr || sinfo->IsUnknownDtype() || block_stack_.empty()) return;
    std::string scope = "global";
    if (call->args.size() >= 4) {
      auto s = call->args[3].as<relax::StringImmNode>();
      if (!s.defined()) return;
      scope = s->value;
    }
    Tokens tokens;
    tokens.leaf = MakeToken(UpperBoundShape(*shape, ana_), sinfo->dtype, scope);
    token2block_[tokens.leaf.get()] = block_stack_.back();
    SetTokens(call.get(), tokens);
  }

  void SetTokens(const Object* e, const Tokens& tokens) override {
    TokenVisitor::SetTokens(e, tokens);
    ForEachLeaf(tokens, [&](const TokenPtr& t) { token2exprs_[t.get()].push_back(e); });
  }

  // Planning is per block: a token used outside the block that allocated
  // it is discarded.
  Tokens GetTokensWithAllocSiteCheck(const Expr& e) {
    Tokens tokens = GetTokens(e);
    const BindingBlockNode* cur = block_stack_.empty() ? nullptr : block_stack_.back();
    ForEachLeaf(tokens, [&](const TokenPtr& t) {
      auto it = token2block_.find(t.get());
      if (it == token2block_.end() || it->second != cur) DiscardToken(t.get());
    });
    return token_map_[e.get()];
  }

  void DiscardTokensIn(const Tokens& tokens) {
    ForEachLeaf(tokens, [&](const TokenPtr& t) { DiscardToken(t.get()); });
  }

  void DiscardToken(const StorageToken* token) {
    auto it = token2exprs_.find(token);
    if (it == token2exprs_.end()) return;
    // Keep the token alive while its last holders forget it.
    std::vector<const Object*> exprs = std::move(it->second);
    token2exprs_.erase(it);
    for (const Object* e : exprs) token_map_[e] = WithoutToken(token_map_[e], token);
    token2block_.erase(token);
  }

  IRModule mod_;
  arith::Analyzer* ana_;
  std::unordered_map<const StorageToken*, const BindingBlockNode*> token2block_;
  std::unordered_map<const StorageToken*, std::vector<const Object*>> token2exprs_;
};

// Stage 2: walk the bindings in order, taking a storage for each planned
// allocation from the pool (or a new one) and releasing it after its last
// kernel use.
class PlanAllocate : public TokenVisitor {
 public:
  PlanAllocate(std::unordered_map<const Object*, Tokens> token_map, arith::Analyzer* ana) : allocator_(ana) {
    token_map_ = std::move(token_map);
  }

  void Run(const Function& f) { VisitExpr(f->body); }

  // Each planned builtin.alloc_tensor call -> the token whose storage it uses.
  std::unordered_map<const CallNode*, TokenPtr> alloc2token;

 private:
  void VisitVarBinding_(const VarBinding& b) override {
    if (auto call = b->value.as<CallNode>()) {
      VisitBindingCall(call);
    } else {
      VisitExpr(b->value);
    }
    SetTokens(b->var.get(), token_map_[b->value.get()]);
  }

  void VisitBindingCall(const Call& call) {
    if (IsOp(call->op, kAllocTensor)) {
      const Tokens& proto = token_map_[call.get()];
      if (!proto.IsLeaf()) return;
      TokenPtr token = allocator_.RequestReuse(proto.leaf);
      if (!token) {
        token = proto.leaf;
        token->storage_id = n_storage_++;
      }
      alloc2token[call.get()] = token;
      Tokens t;
      t.leaf = token;
      SetTokens(call.get(), t);
      return;
    }
    if (IsInplaceMemoryOp(call->op) && !call->args.empty()) {
      Tokens tokens = GetTokens(call->args[0]);
      if (tokens.IsLeaf()) SetTokens(call.get(), tokens);
      return;
    }
    for (const Expr& arg : call->args) {
      ForEachLeaf(GetTokens(arg), [&](const TokenPtr& t) {
        RLX_CHECK(t->ref_counter > 0) << "StaticPlanBlockMemory: token released twice";
        if (--t->ref_counter == 0) allocator_.Release(t);
      });
    }
  }

  void VisitFunction_(const Function&) override {}

  TokenAllocator allocator_;
  int n_storage_ = 0;
};

template <typename T>
Expr Leaf(Ref<T> e) {
  op::InferStructInfo(e);
  return e;
}

// Stage 3: builtin.alloc_tensor -> memory.alloc_tensor in its token's
// storage, the storage allocated where its first tensor is.
class PlanRewriter : public ExprMutator {
 public:
  explicit PlanRewriter(std::unordered_map<const CallNode*, TokenPtr> alloc2token)
      : alloc2token_(std::move(alloc2token)) {}

  Expr VisitCall_(const Call& call) override {
    auto it = alloc2token_.find(call.get());
    if (it == alloc2token_.end()) return ExprMutator::VisitCall_(call);
    auto sinfo = call->struct_info().cast<TensorStructInfoNode>();
    const Span& span = call->span;
    const TokenPtr& token = it->second;
    Var storage;
    auto found = storage_vars_.find(token.get());
    if (found != storage_vars_.end()) {
      storage = found->second;
    } else {
      Expr alloc_storage = MakeAt<CallNode>(
          span, GetOp("relax.memory.alloc_storage"),
          std::vector<Expr>{Leaf(MakeAt<ShapeExprNode>(span, std::vector<PrimExpr>{token->bytes})), call->args[2],
                            Leaf(MakeAt<relax::StringImmNode>(span, token->storage_scope)),
                            Leaf(MakeAt<DataTypeImmNode>(span, token->dtype))});
      op::InferStructInfo(alloc_storage);
      storage = EmitValue(alloc_storage, "storage");
      storage_vars_[token.get()] = storage;
    }
    Expr tensor = MakeAt<CallNode>(span, GetOp("relax.memory.alloc_tensor"),
                                   std::vector<Expr>{storage, Leaf(MakeAt<PrimValueNode>(span, Int64(0))), sinfo->shape,
                                                     Leaf(MakeAt<DataTypeImmNode>(span, sinfo->dtype)),
                                                     Leaf(MakeAt<PrimValueNode>(span, Int64(0)))});
    op::InferStructInfo(tensor);
    return tensor;
  }

 private:
  std::unordered_map<const CallNode*, TokenPtr> alloc2token_;
  std::unordered_map<const StorageToken*, Var> storage_vars_;
};

}  // namespace

Function StaticPlanBlockMemory(const Function& f, const IRModule& mod) {
  arith::Analyzer ana;
  PlanInit init(mod, &ana);
  PlanAllocate allocate(init.Run(f), &ana);
  allocate.Run(f);
  if (allocate.alloc2token.empty()) return f;
  PlanRewriter rewriter(std::move(allocate.alloc2token));
  return rewriter.VisitExpr(f).cast<FunctionNode>();
}

PassPtr StaticPlanBlockMemory() {
  PassInfo info;
  info.name = "StaticPlanBlockMemory";
  info.opt_level = 0;
  return CreateFunctionPass(
      [](const Function& f, const IRModule& mod, PassContext&) { return StaticPlanBlockMemory(f, mod); }, info);
}

}  // namespace transform
}  // namespace rlx
