// Statement execution of the TIR interpreter over a group of threads.
//
// Every statement runs for a group: the threads that reach it together. Host
// code is a group of one. A threadIdx loop replaces its thread by one thread
// per index and runs its body for all of them; each statement of the body
// then runs for every thread before the next one starts (lock-step), which
// is the barrier semantics GPU TIR relies on (see interpreter.h).
#include <algorithm>
#include <memory>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

// 0, 1, 2 for threadIdx.x / y / z; -1 for any other tag (blockIdx, vthread:
// plain loops, since thread blocks never synchronize with each other).
int ThreadDim(const std::string& tag) {
  if (tag == "threadIdx.x") return 0;
  if (tag == "threadIdx.y") return 1;
  if (tag == "threadIdx.z") return 2;
  return -1;
}

bool IsSharedScope(const std::string& scope) { return scope.rfind("shared", 0) == 0; }

}  // namespace

void Interpreter::Exec(const Stmt& s, const Group& g) {
  if (g.empty() || !s.defined()) return;
  SpanScope at(this, s->span);
  GroupScope group(this, g);
  const StmtNode* node = s.get();
  switch (node->kind()) {
    case NodeKind::kSeqStmt:
      for (const Stmt& c : static_cast<const SeqStmtNode*>(node)->seq) Exec(c, g);
      return;
    case NodeKind::kBufferStore:
      return ExecStore(static_cast<const BufferStoreNode*>(node), g);
    case NodeKind::kFor:
      return ExecFor(static_cast<const ForNode*>(node), g);
    case NodeKind::kLetStmt: {
      const auto* op = static_cast<const LetStmtNode*>(node);
      for (Env* t : g) {
        Value v = Eval(op->value, *t);
        if (v.dtype().is_handle()) {
          auto it = handles_.find(v.AsInt());
          if (it != handles_.end()) t->SetStorage(op->var.get(), it->second);
        }
        t->SetVar(op->var.get(), std::move(v));
      }
      return Exec(op->body, g);
    }
    case NodeKind::kAttrStmt:
      return ExecAttr(static_cast<const AttrStmtNode*>(node), g);
    case NodeKind::kAssertStmt: {
      const auto* op = static_cast<const AssertStmtNode*>(node);
      for (Env* t : g) {
        if (Eval(op->condition, *t).IsTrue()) continue;
        std::string message;
        if (auto str = op->message.as<StringImmNode>()) {
          message = str->value;
        } else {
          message = Eval(op->message, *t).ToString();
        }
        Fail("assertion failed: " + message);
      }
      return Exec(op->body, g);
    }
    case NodeKind::kIfThenElse:
      return ExecIf(static_cast<const IfThenElseNode*>(node), g);
    case NodeKind::kWhile:
      return ExecWhile(static_cast<const WhileNode*>(node), g);
    case NodeKind::kEvaluate:
      return ExecEvaluate(static_cast<const EvaluateNode*>(node), g);
    case NodeKind::kAllocate:
      return ExecAllocate(static_cast<const AllocateNode*>(node), g);
    case NodeKind::kDeclBuffer:
      return ExecDeclBuffer(static_cast<const DeclBufferNode*>(node), g);
    case NodeKind::kBlockRealize:
      return ExecBlockRealize(static_cast<const BlockRealizeNode*>(node), g);
    case NodeKind::kBlock: {
      const auto* b = static_cast<const BlockNode*>(node);
      if (!b->iter_vars.empty()) {
        Fail("block '" + b->name_hint + "' has iter vars but no values for them (a block outside T.block realize)");
      }
      return ExecBlock(b, g);
    }
    default:
      break;
  }
  Fail(std::string("the TIR interpreter cannot execute a ") + NodeKindName(node->kind()) + " statement");
}

void Interpreter::ExecStore(const BufferStoreNode* op, const Group& g) {
  DataType bt = op->buffer->dtype;
  auto store = [&](const Access& a, const Value& v) {
    int elem_bytes = a.elem.bytes();
    for (size_t k = 0; k < a.byte_offsets.size(); ++k) {
      uint8_t* p = a.storage->bytes + a.byte_offsets[k];
      for (int l = 0; l < a.elem_lanes; ++l) {
        int lane = static_cast<int>(k) * a.elem_lanes + l;
        StoreLane(p + l * elem_bytes, a.elem, v.lane(v.lanes() == 1 ? 0 : lane));
      }
    }
  };
  auto prepare = [&](Env& t, Access* a, Value* v) {
    *v = Eval(op->value, t);
    *a = Locate(op->buffer, op->indices, t, /*is_store=*/true);
    int lanes = static_cast<int>(a->byte_offsets.size()) * a->elem_lanes;
    if (v->dtype().element_of() != bt.element_of() || (v->lanes() != lanes && v->lanes() != 1)) {
      Fail("store of a " + v->dtype().ToString() + " value into buffer '" + op->buffer->name + "' of " + bt.ToString() +
           (lanes > 1 ? " (" + std::to_string(lanes) + " lanes)" : ""));
    }
  };
  if (g.size() == 1) {
    Access a;
    Value v;
    prepare(*g[0], &a, &v);
    store(a, v);
    return;
  }
  // Every thread reads before any thread writes, as SIMD lanes do.
  std::vector<Access> accesses(g.size());
  std::vector<Value> values(g.size());
  for (size_t i = 0; i < g.size(); ++i) prepare(*g[i], &accesses[i], &values[i]);
  for (size_t i = 0; i < g.size(); ++i) store(accesses[i], values[i]);
}

void Interpreter::ExecSerial(const TirVarNode* var, const PrimExpr& min, const PrimExpr& extent, const Stmt& body,
                             const Group& g) {
  DataType vt = var->dtype;
  if (g.size() == 1) {
    Env& t = *g[0];
    int64_t mn = EvalInt(min, t, "a loop start");
    int64_t ext = EvalInt(extent, t, "a loop extent");
    for (int64_t k = 0; k < ext; ++k) {
      // Re-fetched each iteration: the body may rebind the variable.
      t.VarSlot(var) = IntValue(vt, mn + k);
      Exec(body, g);
    }
    return;
  }
  // Per-thread bounds: iteration k runs for the threads whose extent
  // exceeds k (uniform bounds are the common case of this).
  std::vector<int64_t> mins(g.size()), exts(g.size());
  int64_t max_ext = 0;
  for (size_t i = 0; i < g.size(); ++i) {
    mins[i] = EvalInt(min, *g[i], "a loop start");
    exts[i] = EvalInt(extent, *g[i], "a loop extent");
    max_ext = std::max(max_ext, exts[i]);
  }
  for (int64_t k = 0; k < max_ext; ++k) {
    Group active;
    for (size_t i = 0; i < g.size(); ++i) {
      if (k >= exts[i]) continue;
      g[i]->VarSlot(var) = IntValue(vt, mins[i] + k);
      active.push_back(g[i]);
    }
    Exec(body, active);
  }
}

void Interpreter::LaunchThreads(const TirVarNode* var, const PrimExpr& min, const PrimExpr& extent, int dim,
                                const std::string& tag, const Stmt& body, const Group& g) {
  std::vector<std::unique_ptr<Env>> threads;
  Group launched;
  for (Env* parent : g) {
    if (parent->thread.extent[dim] != 0) {
      Fail(tag + " is launched again inside a region where it is already bound");
    }
    int64_t mn = EvalInt(min, *parent, "a thread start");
    int64_t ext = EvalInt(extent, *parent, "a thread extent");
    for (int64_t k = 0; k < ext; ++k) {
      threads.push_back(std::make_unique<Env>(parent));
      Env* t = threads.back().get();
      t->thread.index[dim] = k;
      t->thread.extent[dim] = ext;
      t->SetVar(var, IntValue(var->dtype, mn + k));
      launched.push_back(t);
    }
  }
  Exec(body, launched);
}

void Interpreter::ExecFor(const ForNode* op, const Group& g) {
  if (op->for_kind == ForKind::kThreadBinding) {
    int dim = ThreadDim(op->thread_tag);
    if (dim >= 0) return LaunchThreads(op->loop_var.get(), op->min, op->extent, dim, op->thread_tag, op->body, g);
  }
  ExecSerial(op->loop_var.get(), op->min, op->extent, op->body, g);
}

void Interpreter::ExecAttr(const AttrStmtNode* op, const Group& g) {
  if (op->attr_key == "thread_extent" || op->attr_key == "virtual_thread") {
    auto iv = op->node.as<IterVarNode>();
    if (!iv.defined()) Fail("a " + op->attr_key + " attribute needs an IterVar");
    int dim = ThreadDim(iv->thread_tag);
    PrimExpr zero = MakeIntImm(iv->var->dtype, 0);
    if (dim >= 0) return LaunchThreads(iv->var.get(), zero, op->value, dim, iv->thread_tag, op->body, g);
    return ExecSerial(iv->var.get(), zero, op->value, op->body, g);
  }
  // Pragmas, storage alignment, ...: hints that do not change the result.
  Exec(op->body, g);
}

void Interpreter::ExecIf(const IfThenElseNode* op, const Group& g) {
  if (g.size() == 1) {
    if (Eval(op->condition, *g[0]).IsTrue()) return Exec(op->then_case, g);
    return Exec(op->else_case, g);
  }
  Group then_group, else_group;
  for (Env* t : g) (Eval(op->condition, *t).IsTrue() ? then_group : else_group).push_back(t);
  Exec(op->then_case, then_group);
  Exec(op->else_case, else_group);
}

void Interpreter::ExecWhile(const WhileNode* op, const Group& g) {
  Group active = g;
  int64_t iterations = 0;
  while (true) {
    Group running;
    for (Env* t : active) {
      if (Eval(op->condition, *t).IsTrue()) running.push_back(t);
    }
    if (running.empty()) return;
    if (++iterations > options_.max_while_iterations) {
      Fail("while loop did not finish within " + std::to_string(options_.max_while_iterations) + " iterations");
    }
    Exec(op->body, running);
    active = std::move(running);
  }
}

void Interpreter::ExecEvaluate(const EvaluateNode* op, const Group& g) {
  if (auto call = op->value.as<TirCallNode>()) {
    if (call->op == "ret") {
      if (g.size() != 1) Fail("return inside a thread region");
      if (call->args.size() != 1) Fail("T.ret takes one value");
      throw ReturnSignal{Eval(call->args[0], *g[0])};
    }
  }
  for (Env* t : g) Eval(op->value, *t);
}

void Interpreter::ExecAllocate(const AllocateNode* op, const Group& g) {
  const TirVarNode* var = op->buffer_var.get();
  std::string scope = var->storage_scope.empty() ? "global" : var->storage_scope;
  if (scope.rfind("warp", 0) == 0) Fail("allocations of scope \"" + scope + "\" are not supported");
  auto count = [&](Env& t) {
    int64_t n = 1;
    for (const PrimExpr& e : op->extents) n *= EvalInt(e, t, "an allocation extent");
    return n;
  };
  if (IsSharedScope(scope) && g.size() > 1) {
    // One allocation for the thread block.
    StoragePtr s = NewStorage(var->name, op->dtype, count(*g[0]), scope);
    for (Env* t : g) t->SetStorage(var, s);
  } else {
    for (Env* t : g) t->SetStorage(var, NewStorage(var->name, op->dtype, count(*t), scope));
  }
  Exec(op->body, g);
}

void Interpreter::ExecDeclBuffer(const DeclBufferNode* op, const Group& g) {
  const BufferNode* b = op->buffer.get();
  for (Env* t : g) {
    const StoragePtr* s = t->FindStorage(b->data.get());
    t->SetView(b, ViewFromDecl(b, *t, s != nullptr ? *s : nullptr));
  }
  Exec(op->body, g);
}

std::optional<PrimFuncResult> Interpreter::Run(const PrimFuncNode& f) {
  try {
    Exec(f.body, {&root_});
  } catch (const ReturnSignal& r) {
    PrimFuncResult out;
    out.dtype = r.value.dtype();
    if (out.dtype.is_floating()) {
      out.float_value = r.value.AsDouble();
    } else {
      out.int_value = r.value.AsInt();
      out.float_value = r.value.AsDouble();
    }
    return out;
  }
  return std::nullopt;
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
