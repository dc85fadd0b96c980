#include "compiler/codegen/source/host_program.h"

#include <optional>

#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace codegen {

HostProgram::HostProgram(const SplitFunction& func, DeviceLauncher& device) : func_(func), device_(device) {
  for (const DeviceKernel& k : func.kernels) kernels_[k.name] = &k;
}

void HostProgram::BindScalars(const std::vector<KernelArg>& args) {
  const KernelSignature& sig = func_.signature;
  for (size_t i = 0; i < sig.params.size(); ++i) {
    const KernelParam& p = sig.params[i];
    if (p.kind == KernelParam::Kind::kBuffer) continue;
    if (p.dtype.is_floating()) {
      floats_[p.var.get()] = args[i].v_float64;
    } else {
      ints_[p.var.get()] = args[i].v_int64;
    }
  }
  for (size_t i = 0; i < sig.shape_vars.size(); ++i) {
    ints_[sig.shape_vars[i].get()] = args[sig.params.size() + i].v_int64;
  }
}

int64_t HostProgram::Int(const PrimExpr& e) const {
  return tir::EvaluateIntExpr(e, [&](const TirVarNode* v) -> std::optional<int64_t> {
    auto it = ints_.find(v);
    if (it == ints_.end()) return std::nullopt;
    return it->second;
  });
}

void HostProgram::Exec(const tir::Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kSeqStmt:
      for (const tir::Stmt& st : static_cast<const tir::SeqStmtNode*>(s.get())->seq) Exec(st);
      return;
    case NodeKind::kLetStmt: {
      auto let = static_cast<const tir::LetStmtNode*>(s.get());
      if (!let->var->dtype.is_integer() && !let->var->dtype.is_bool()) {
        ThrowError(s->span, func_.name + ": host let " + let->var->name + " of type " + let->var->dtype.ToString() +
                                " cannot be computed on the host");
      }
      ints_[let->var.get()] = Int(let->value);
      Exec(let->body);
      ints_.erase(let->var.get());
      return;
    }
    case NodeKind::kFor: {
      auto f = static_cast<const tir::ForNode*>(s.get());
      int64_t min = Int(f->min), extent = Int(f->extent);
      for (int64_t i = min; i < min + extent; ++i) {
        ints_[f->loop_var.get()] = i;
        Exec(f->body);
      }
      ints_.erase(f->loop_var.get());
      return;
    }
    case NodeKind::kWhile: {
      auto w = static_cast<const tir::WhileNode*>(s.get());
      while (Int(w->condition)) Exec(w->body);
      return;
    }
    case NodeKind::kIfThenElse: {
      auto i = static_cast<const tir::IfThenElseNode*>(s.get());
      if (Int(i->condition)) {
        Exec(i->then_case);
      } else if (i->else_case.defined()) {
        Exec(i->else_case);
      }
      return;
    }
    case NodeKind::kAssertStmt: {
      auto a = static_cast<const tir::AssertStmtNode*>(s.get());
      if (!Int(a->condition)) {
        auto msg = a->message.as<StringImmNode>();
        ThrowError(s->span, func_.name + ": assertion failed: " + (msg ? msg->value : "assertion failed"));
      }
      Exec(a->body);
      return;
    }
    case NodeKind::kAllocate: {
      auto a = static_cast<const tir::AllocateNode*>(s.get());
      const std::string& scope = a->buffer_var->storage_scope;
      if (!scope.empty() && scope != "global") {  // the kernels declare it
        Exec(a->body);
        return;
      }
      int64_t n = 1;
      for (const PrimExpr& e : a->extents) n *= Int(e);
      DeviceHandle workspace = device_.AllocWorkspace(static_cast<size_t>(n) * a->dtype.bytes());
      buffers_[a->buffer_var.get()] = workspace;
      try {
        Exec(a->body);
      } catch (...) {
        buffers_.erase(a->buffer_var.get());
        device_.FreeWorkspace(workspace);
        throw;
      }
      buffers_.erase(a->buffer_var.get());
      device_.FreeWorkspace(workspace);
      return;
    }
    case NodeKind::kDeclBuffer:
      Exec(static_cast<const tir::DeclBufferNode*>(s.get())->body);
      return;
    case NodeKind::kAttrStmt:
      Exec(static_cast<const tir::AttrStmtNode*>(s.get())->body);
      return;
    case NodeKind::kEvaluate: {
      const PrimExpr& v = static_cast<const tir::EvaluateNode*>(s.get())->value;
      if (v.is<IntImmNode>()) return;
      auto call = v.as<TirCallNode>();
      if (call && call->op == "call_extern" && call->args.size() == 2) {
        auto op = call->args[0].as<StringImmNode>();
        auto name = call->args[1].as<StringImmNode>();
        if (op && name && op->value == kLaunchKernelOp) {
          Launch(*kernels_.at(name->value), s->span);
          return;
        }
      }
      ThrowError(s->span, func_.name + ": this call cannot run on the host");
    }
    default:
      ThrowError(s->span, func_.name + ": " + std::string(NodeKindName(s->kind())) + " cannot run on the host");
  }
}

void HostProgram::Launch(const DeviceKernel& k, const Span& span) {
  std::array<int64_t, 3> grid{}, block{};
  for (int d = 0; d < 3; ++d) {
    grid[d] = Int(k.grid[d]);
    block[d] = Int(k.block[d]);
    if (grid[d] < 0 || block[d] < 0) ThrowError(span, k.name + ": negative launch extent");
    if (grid[d] == 0 || block[d] == 0) return;  // nothing to run
  }
  std::vector<LaunchArg> args(k.args.size());
  for (size_t i = 0; i < k.args.size(); ++i) {
    const DeviceKernelArg& a = k.args[i];
    args[i].arg = &a;
    if (a.kind == DeviceKernelArg::Kind::kBuffer) {
      auto it = buffers_.find(a.var.get());
      if (it == buffers_.end()) ThrowError(span, k.name + ": no device buffer for " + a.var->name);
      args[i].buffer = it->second;
    } else if (a.dtype.is_floating()) {
      auto it = floats_.find(a.var.get());
      if (it == floats_.end()) ThrowError(span, k.name + ": no host value for " + a.var->name);
      args[i].f = it->second;
    } else {
      auto it = ints_.find(a.var.get());
      if (it == ints_.end()) ThrowError(span, k.name + ": no host value for " + a.var->name);
      args[i].i = it->second;
    }
  }
  device_.Launch(k, grid, block, args, span);
}

}  // namespace codegen
}  // namespace rlx
