#include "compiler/codegen/llvm/kernel_signature.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/ir/arith.h"
#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::StmtExprVisitor;

// Variables in first-reference order, each once.
class VarCollector : public StmtExprVisitor {
 public:
  std::vector<TirVar> vars;

  void Add(const TirVar& v) {
    if (seen_.insert(v.get()).second) vars.push_back(v);
  }

 protected:
  void VisitVar(const TirVar& v) override { Add(v); }
  void VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    Add(e->buffer->data);
    StmtExprVisitor::VisitBufferLoad(e);
  }
  void VisitBufferStore(const tir::transform::BufferStore& s) override {
    Add(s->buffer->data);
    StmtExprVisitor::VisitBufferStore(s);
  }

 private:
  std::unordered_set<const TirVarNode*> seen_;
};

// Variables a function body defines (loops, lets, allocations, launches).
class DefCollector : public StmtExprVisitor {
 public:
  std::unordered_set<const TirVarNode*> defs;

  void VisitExpr(const PrimExpr& e) override {
    if (auto let = e.as<TirLetNode>()) defs.insert(let->var.get());
    StmtExprVisitor::VisitExpr(e);
  }

 protected:
  void VisitFor(const tir::For& s) override {
    defs.insert(s->loop_var.get());
    StmtExprVisitor::VisitFor(s);
  }
  void VisitOtherStmt(const tir::Stmt& s) override {
    if (auto let = s.as<tir::LetStmtNode>()) defs.insert(let->var.get());
    if (auto alloc = s.as<tir::AllocateNode>()) defs.insert(alloc->buffer_var.get());
    if (auto attr = s.as<tir::AttrStmtNode>()) {
      if (auto iv = attr->node.as<tir::IterVarNode>()) defs.insert(iv->var.get());
    }
    StmtExprVisitor::VisitOtherStmt(s);
  }
};

std::optional<int64_t> EvalInt(const PrimExpr& e, const std::unordered_map<const TirVarNode*, int64_t>& env) {
  if (auto imm = e.as<IntImmNode>()) return imm->value;
  if (auto v = e.as<TirVarNode>()) {
    auto it = env.find(v.get());
    if (it == env.end()) return std::nullopt;
    return it->second;
  }
  if (auto c = e.as<CastNode>()) {
    if (!c->dtype.is_integer()) return std::nullopt;
    return EvalInt(c->value, env);
  }
  auto bin = e.as<BinaryNode>();
  if (!bin) return std::nullopt;
  auto a = EvalInt(bin->a, env), b = EvalInt(bin->b, env);
  if (!a || !b) return std::nullopt;
  int64_t x = *a, y = *b;
  switch (bin->kind()) {
    case NodeKind::kAdd:
      return x + y;
    case NodeKind::kSub:
      return x - y;
    case NodeKind::kMul:
      return x * y;
    case NodeKind::kMin:
      return std::min(x, y);
    case NodeKind::kMax:
      return std::max(x, y);
    case NodeKind::kDiv:
      if (y == 0) return std::nullopt;
      return x / y;
    case NodeKind::kMod:
      if (y == 0) return std::nullopt;
      return x % y;
    case NodeKind::kFloorDiv: {
      if (y == 0) return std::nullopt;
      int64_t q = x / y;
      return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
    }
    case NodeKind::kFloorMod: {
      if (y == 0) return std::nullopt;
      int64_t r = x % y;
      return (r != 0 && ((r < 0) != (y < 0))) ? r + y : r;
    }
    default:
      return std::nullopt;
  }
}

std::string ShapeText(const std::vector<PrimExpr>& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += arith::DebugString(shape[i]);
  }
  return s + (shape.size() == 1 ? ",)" : ")");
}

void ForEachDeclVar(const Buffer& b, const std::function<void(const TirVar&)>& f) {
  VarCollector c;
  for (const PrimExpr& d : b->shape) c.VisitExpr(d);
  for (const PrimExpr& s : b->strides) c.VisitExpr(s);
  c.VisitExpr(b->elem_offset);
  for (const TirVar& v : c.vars) f(v);
}

}  // namespace

size_t KernelSignature::num_buffers() const {
  size_t n = 0;
  for (const KernelParam& p : params) n += p.kind == KernelParam::Kind::kBuffer;
  return n;
}

std::string KernelSignature::ErrorMessage(int32_t code) const {
  if (code == kKernelBadArgCount) {
    return name + ": wrong number of arguments (expected " + std::to_string(num_args()) + ")";
  }
  if (code == kKernelAllocFailed) return name + ": workspace allocation failed";
  if (code == kKernelPackedCallFailed) return name + ": " + runtime::LastPackedCallError();
  if (code >= 1 && static_cast<size_t>(code) <= assert_messages.size()) {
    return name + ": assertion failed: " + assert_messages[code - 1];
  }
  return name + ": kernel returned error code " + std::to_string(code);
}

KernelSignature MakeKernelSignature(const std::string& name, const tir::PrimFunc& func) {
  KernelSignature sig;
  sig.name = name;
  if (!func->ret_type.is_void()) {
    ThrowError(func->span, "LLVM codegen: " + name + " returns a " + func->ret_type.ToString() +
                               " scalar; CPU kernels return only a status code");
  }
  if (func->attrs.defined()) {
    int64_t v = 0;
    if (auto e = func->attrs->Get("tir.noalias").as<PrimExprNode>()) sig.noalias = AsConstInt(e, &v) && v != 0;
  }
  std::unordered_set<const TirVarNode*> known;
  for (const TirVar& p : func->params) {
    KernelParam param;
    param.var = p;
    param.name = p->name;
    known.insert(p.get());
    Buffer buffer;
    for (const auto& kv : func->buffer_map) {
      if (kv.first.get() == p.get()) buffer = kv.second;
    }
    if (buffer.defined()) {
      param.kind = KernelParam::Kind::kBuffer;
      param.name = buffer->name;
      param.dtype = buffer->dtype;
      param.buffer = buffer;
      known.insert(buffer->data.get());
    } else if (p->dtype.is_handle()) {
      param.kind = KernelParam::Kind::kHandle;
      param.dtype = p->dtype;
    } else if (p->dtype.is_scalar() &&
               (p->dtype.is_integer() || p->dtype.is_bool() || p->dtype.is_float() || p->dtype.is_bfloat16())) {
      param.kind = KernelParam::Kind::kScalar;
      param.dtype = p->dtype;
    } else {
      ThrowError(p->span,
                 "LLVM codegen: parameter " + p->name + " of " + name + " has unsupported type " + p->dtype.ToString());
    }
    sig.params.push_back(std::move(param));
  }
  for (const KernelParam& p : sig.params) {
    if (p.kind != KernelParam::Kind::kBuffer) continue;
    ForEachDeclVar(p.buffer, [&](const TirVar& v) {
      if (known.insert(v.get()).second) sig.shape_vars.push_back(v);
    });
  }
  DefCollector defs;
  defs.VisitStmt(func->body);
  VarCollector uses;
  uses.VisitStmt(func->body);
  for (const TirVar& v : uses.vars) {
    if (known.count(v.get()) || defs.defs.count(v.get())) continue;
    ThrowError(v->span, "LLVM codegen: " + name + " uses variable " + v->name +
                            ", which is neither a parameter, a buffer shape variable, nor defined in the function");
  }
  return sig;
}

std::vector<KernelArg> BindKernelArgs(const KernelSignature& sig, std::vector<NDArray>& buffers,
                                      const std::vector<ScalarValue>& scalars) {
  size_t num_scalars = 0;
  for (const KernelParam& p : sig.params) {
    if (p.kind == KernelParam::Kind::kHandle) {
      ThrowError(sig.name + ": handle parameter " + p.name + " cannot be bound from arrays");
    }
    num_scalars += p.kind == KernelParam::Kind::kScalar;
  }
  if (buffers.size() != sig.num_buffers()) {
    ThrowError(sig.name + " takes " + std::to_string(sig.num_buffers()) + " buffers, got " +
               std::to_string(buffers.size()));
  }
  if (scalars.size() != num_scalars) {
    ThrowError(sig.name + " takes " + std::to_string(num_scalars) + " scalar arguments, got " +
               std::to_string(scalars.size()));
  }
  std::unordered_map<const TirVarNode*, int64_t> env;
  std::vector<KernelArg> args(sig.num_args());
  // Scalars first: an integer parameter may appear in buffer shapes.
  size_t bi = 0, si = 0;
  for (size_t i = 0; i < sig.params.size(); ++i) {
    const KernelParam& p = sig.params[i];
    if (p.kind != KernelParam::Kind::kScalar) continue;
    const ScalarValue& s = scalars[si++];
    if (p.dtype.is_floating()) {
      args[i].v_float64 =
          std::holds_alternative<double>(s) ? std::get<double>(s) : static_cast<double>(std::get<int64_t>(s));
    } else {
      if (!std::holds_alternative<int64_t>(s)) {
        ThrowError(sig.name + ": scalar parameter " + p.name + " of type " + p.dtype.ToString() +
                   " needs an integer value");
      }
      args[i].v_int64 = std::get<int64_t>(s);
      env[p.var.get()] = args[i].v_int64;
    }
  }
  // Check each array's dtype and rank, then bind bare shape variables.
  std::vector<std::pair<const KernelParam*, NDArray*>> bound;
  for (size_t i = 0; i < sig.params.size(); ++i) {
    const KernelParam& p = sig.params[i];
    if (p.kind != KernelParam::Kind::kBuffer) continue;
    NDArray& arr = buffers[bi++];
    const Buffer& b = p.buffer;
    if (!arr.defined()) ThrowError(sig.name + ": buffer " + p.name + " is bound to an undefined array");
    if (arr.dtype() != b->dtype) {
      ThrowError(sig.name + ": buffer " + p.name + " has dtype " + b->dtype.ToString() + ", but the array is " +
                 arr.dtype().ToString());
    }
    if (static_cast<size_t>(arr.ndim()) != b->shape.size()) {
      ThrowError(sig.name + ": buffer " + p.name + " has shape " + ShapeText(b->shape) + ", but the array has shape " +
                 ShapeToString(arr.shape()));
    }
    args[i].v_handle = arr.data();
    bound.emplace_back(&p, &arr);
    for (size_t k = 0; k < b->shape.size(); ++k) {
      if (auto v = b->shape[k].as<TirVarNode>()) env.emplace(v.get(), arr.shape()[k]);
    }
  }
  // Strides and offsets: the arrays are compact and start at their data.
  for (const auto& [param, arr] : bound) {
    const Buffer& b = param->buffer;
    std::vector<int64_t> compact(b->shape.size(), 1);
    for (size_t k = b->shape.size(); k-- > 1;) compact[k - 1] = compact[k] * arr->shape()[k];
    for (size_t k = 0; k < b->strides.size() && k < compact.size(); ++k) {
      if (auto v = b->strides[k].as<TirVarNode>()) env.emplace(v.get(), compact[k]);
      auto value = EvalInt(b->strides[k], env);
      if (!value || *value != compact[k]) {
        ThrowError(sig.name + ": buffer " + param->name + " declares stride " + arith::DebugString(b->strides[k]) +
                   " for dimension " + std::to_string(k) + ", but the array is compact (stride " +
                   std::to_string(compact[k]) + ")");
      }
    }
    if (b->elem_offset.defined()) {
      if (auto v = b->elem_offset.as<TirVarNode>()) env.emplace(v.get(), 0);
      auto value = EvalInt(b->elem_offset, env);
      if (!value || *value != 0) {
        ThrowError(sig.name + ": buffer " + param->name + " declares elem_offset " +
                   arith::DebugString(b->elem_offset) + ", but an array is bound at its first element");
      }
    }
  }
  // Every declared dimension must now agree with its array.
  for (const auto& [param, arr] : bound) {
    const Buffer& b = param->buffer;
    for (size_t k = 0; k < b->shape.size(); ++k) {
      auto value = EvalInt(b->shape[k], env);
      if (!value) {
        ThrowError(sig.name + ": buffer " + param->name + " has shape " + ShapeText(b->shape) + ": dimension " +
                   arith::DebugString(b->shape[k]) + " mentions a variable that no buffer dimension determines");
      }
      if (*value != arr->shape()[k]) {
        ThrowError(sig.name + ": buffer " + param->name + " has shape " + ShapeText(b->shape) +
                   ", but the array has shape " + ShapeToString(arr->shape()) + " (dimension " + std::to_string(k) +
                   " should be " + std::to_string(*value) + ")");
      }
    }
  }
  for (size_t i = 0; i < sig.shape_vars.size(); ++i) {
    auto it = env.find(sig.shape_vars[i].get());
    if (it == env.end()) {
      ThrowError(sig.name + ": cannot determine shape variable " + sig.shape_vars[i]->name + " from the arrays");
    }
    args[sig.params.size() + i].v_int64 = it->second;
  }
  return args;
}

}  // namespace codegen
}  // namespace rlx
