// Kernels and statements of the GPU emitter: the kernel function and its
// parameters, thread bindings, allocations and barriers.
#include "compiler/codegen/llvm_gpu/codegen_gpu.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace rlx {
namespace codegen {

using llvm::Type;
using llvm::Value;

namespace {

// Address spaces both backends agree on.
constexpr unsigned kGlobalAS = 1;
constexpr unsigned kSharedAS = 3;
// Largest work group both targets launch; the bound AMDGPU assumes when the
// block size is symbolic.
constexpr int64_t kMaxBlockThreads = 1024;

bool IsZero(const PrimExpr& e) {
  int64_t v;
  return AsConstInt(e, &v) && v == 0;
}

int64_t ConstantCount(const tir::AllocateNode* a, bool* constant) {
  int64_t count = 1;
  *constant = true;
  for (const PrimExpr& e : a->extents) {
    int64_t v;
    if (!AsConstInt(e, &v)) {
      *constant = false;
      return 0;
    }
    count *= v;
  }
  return std::max<int64_t>(count, 1);
}

}  // namespace

CodeGenGPU::CodeGenGPU(llvm::LLVMContext* ctx, llvm::Module* module, GpuBackend backend, bool math_library,
                       std::string missing)
    : CodeGenLLVM(ctx, module, llvm::FastMathFlags()),
      backend_(backend),
      math_library_(math_library),
      missing_(std::move(missing)) {}

Value* CodeGenGPU::Generic(Value* ptr) {
  if (ptr->getType()->getPointerAddressSpace() == 0) return ptr;
  if (auto* c = llvm::dyn_cast<llvm::Constant>(ptr)) return llvm::ConstantExpr::getAddrSpaceCast(c, b_.getPtrTy());
  return b_.CreateAddrSpaceCast(ptr, b_.getPtrTy());
}

void CodeGenGPU::AddKernel(const DeviceKernel& kernel, bool noalias) {
  kernel_name_ = kernel.name;
  kernel_sig_ = KernelSignature();
  kernel_sig_.name = kernel.name;
  sig_ = &kernel_sig_;
  if (module_->getFunction(kernel.name))
    ThrowError(kernel.body->span, "GPU codegen: two kernels are named " + kernel.name);
  std::vector<Type*> types;
  for (const DeviceKernelArg& a : kernel.args) {
    if (a.kind == DeviceKernelArg::Kind::kBuffer) {
      types.push_back(llvm::PointerType::get(*ctx_, kGlobalAS));
    } else {
      // bool travels as int32, as in the CUDA C kernels of codegen/cuda.
      types.push_back(a.dtype.is_bool() ? b_.getInt32Ty() : ValueType(a.dtype));
    }
  }
  auto* ft = llvm::FunctionType::get(b_.getVoidTy(), types, false);
  llvm::Function* fn = llvm::Function::Create(ft, llvm::Function::ExternalLinkage, kernel.name, module_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  if (backend_ == GpuBackend::kNVPTX) {
    llvm::NamedMDNode* annotations = module_->getOrInsertNamedMetadata("nvvm.annotations");
    annotations->addOperand(
        llvm::MDNode::get(*ctx_, {llvm::ValueAsMetadata::get(fn), llvm::MDString::get(*ctx_, "kernel"),
                                  llvm::ConstantAsMetadata::get(b_.getInt32(1))}));
  } else {
    fn->setCallingConv(llvm::CallingConv::AMDGPU_KERNEL);
    // The default bound is smaller than what our schedules launch on some
    // LLVM versions; state the real one (or the hardware limit).
    int64_t threads = 1;
    for (const PrimExpr& e : kernel.block) {
      int64_t v;
      threads = AsConstInt(e, &v) ? threads * v : kMaxBlockThreads;
    }
    threads = std::min(std::max<int64_t>(threads, 1), kMaxBlockThreads);
    fn->addFnAttr("amdgpu-flat-work-group-size", "1," + std::to_string(threads));
  }
  fn_ = fn;
  entry_ = llvm::BasicBlock::Create(*ctx_, "entry", fn);
  b_.SetInsertPoint(entry_);
  vars_.clear();
  alias_md_.clear();
  live_workspaces_.clear();
  // Parallel loops inside a kernel run serially in each thread.
  in_parallel_ = true;
  for (size_t i = 0; i < kernel.args.size(); ++i) {
    const DeviceKernelArg& a = kernel.args[i];
    llvm::Argument* arg = fn->getArg(static_cast<unsigned>(i));
    arg->setName(a.var->name);
    if (a.kind == DeviceKernelArg::Kind::kBuffer) {
      if (noalias) arg->addAttr(llvm::Attribute::NoAlias);
      vars_[a.var.get()] = Generic(arg);
    } else if (a.dtype.is_bool()) {
      vars_[a.var.get()] = b_.CreateICmpNE(arg, b_.getInt32(0), a.var->name);
    } else {
      vars_[a.var.get()] = arg;
    }
  }
  for (const auto& a : kernel.hoisted_allocs) DeclareAllocation(a.get());
  EmitStmt(kernel.body);
  b_.CreateRetVoid();
  sig_ = nullptr;
  kernel_name_.clear();
}

// ------------------------------------------------------------- statements --

void CodeGenGPU::EmitStmt(const tir::Stmt& s) {
  try {
    EmitStmtImpl(s);
  } catch (const DiagnosticError& e) {
    // Parsed expressions carry no span: point at the innermost statement.
    if (e.diagnostic().span.defined() || !s->span.defined()) throw;
    Diagnostic d = e.diagnostic();
    d.span = s->span;
    throw DiagnosticError(d);
  }
}

void CodeGenGPU::EmitStmtImpl(const tir::Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kAttrStmt: {
      auto attr = static_cast<const tir::AttrStmtNode*>(s.get());
      if (attr->attr_key == "thread_extent") {
        auto iv = attr->node.as<tir::IterVarNode>();
        if (iv && iv->thread_tag.rfind("vthread", 0) == 0) {
          EmitVirtualThread(iv->var, attr->value, attr->body);
          return;
        }
        if (!iv || ThreadTagDim(iv->thread_tag) < 0) {
          Unsupported(s->span, "thread_extent of " + (iv ? iv->thread_tag : std::string("?")) + " is not a GPU index");
        }
        EmitBinding(iv->thread_tag, iv->var, PrimExpr(), attr->body, s->span);
        return;
      }
      if (attr->attr_key == "virtual_thread") {
        Unsupported(s->span, "virtual threads must be lowered before code generation");
      }
      break;
    }
    case NodeKind::kFor: {
      auto f = static_cast<const tir::ForNode*>(s.get());
      if (f->for_kind != tir::ForKind::kThreadBinding) break;
      if (ThreadTagDim(f->thread_tag) >= 0) {
        EmitBinding(f->thread_tag, f->loop_var, f->min, f->body, s->span);
        return;
      }
      if (f->thread_tag.rfind("vthread", 0) != 0) {
        Unsupported(s->span, "loop bound to " + f->thread_tag + " has no GPU index");
      }
      // Virtual threads stay serial loops inside the kernel.
      Value* begin = Emit(f->min);
      Value* end = b_.CreateAdd(begin, Emit(f->extent), "", false, f->min->dtype.is_int());
      EmitSerialLoop(f, begin, end, nullptr);
      return;
    }
    case NodeKind::kAllocate: {
      auto a = static_cast<const tir::AllocateNode*>(s.get());
      DeclareAllocation(a);
      EmitStmt(a->body);
      UnbindVar(a->buffer_var);
      return;
    }
    case NodeKind::kAssertStmt:
      Unsupported(s->span, "an assertion inside a kernel cannot be reported; check it on the host");
    case NodeKind::kEvaluate: {
      auto call = static_cast<const tir::EvaluateNode*>(s.get())->value.as<TirCallNode>();
      if (call && call->op == "tvm_storage_sync") {
        EmitBarrier(call.get());
        return;
      }
      break;
    }
    default:
      break;
  }
  CodeGenLLVM::EmitStmt(s);
}

Value* CodeGenGPU::ThreadIndex(const std::string& tag, const Span& span) {
  int dim = ThreadTagDim(tag);
  if (dim < 0) Unsupported(span, tag + " is not a GPU index");
  llvm::Intrinsic::ID id;
  if (backend_ == GpuBackend::kNVPTX) {
    static const llvm::Intrinsic::ID kTid[3] = {llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                                llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
                                                llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z};
    static const llvm::Intrinsic::ID kCtaid[3] = {llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                                  llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                                  llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
    id = IsThreadIdx(tag) ? kTid[dim] : kCtaid[dim];
  } else {
    static const llvm::Intrinsic::ID kItem[3] = {llvm::Intrinsic::amdgcn_workitem_id_x,
                                                 llvm::Intrinsic::amdgcn_workitem_id_y,
                                                 llvm::Intrinsic::amdgcn_workitem_id_z};
    static const llvm::Intrinsic::ID kGroup[3] = {llvm::Intrinsic::amdgcn_workgroup_id_x,
                                                  llvm::Intrinsic::amdgcn_workgroup_id_y,
                                                  llvm::Intrinsic::amdgcn_workgroup_id_z};
    id = IsThreadIdx(tag) ? kItem[dim] : kGroup[dim];
  }
  return b_.CreateIntrinsic(id, {}, {});
}

void CodeGenGPU::EmitBinding(const std::string& tag, const TirVar& var, const PrimExpr& min, const tir::Stmt& body,
                             const Span& span) {
  if (!var->dtype.is_integer() || !var->dtype.is_scalar()) {
    Unsupported(span, "thread index " + var->name + " must be a scalar integer, not " + var->dtype.ToString());
  }
  // The hardware indices are unsigned 32-bit values.
  Value* index = b_.CreateIntCast(ThreadIndex(tag, span), ValueType(var->dtype), /*isSigned=*/false);
  if (min.defined() && !IsZero(min)) {
    index = b_.CreateAdd(index, CastValue(Emit(min), min->dtype, var->dtype));
  }
  BindVar(var, index);
  EmitStmt(body);
  UnbindVar(var);
}

void CodeGenGPU::EmitVirtualThread(const TirVar& var, const PrimExpr& extent, const tir::Stmt& body) {
  // for (var = 0; var < extent; ++var) body
  Value* end = CastValue(Emit(extent), extent->dtype, var->dtype);
  llvm::BasicBlock* pre = b_.GetInsertBlock();
  auto* header = llvm::BasicBlock::Create(*ctx_, "vthread_header", fn_);
  auto* loop = llvm::BasicBlock::Create(*ctx_, "vthread_body", fn_);
  auto* exit = llvm::BasicBlock::Create(*ctx_, "vthread_exit", fn_);
  b_.CreateBr(header);
  b_.SetInsertPoint(header);
  llvm::PHINode* counter = b_.CreatePHI(end->getType(), 2, var->name);
  counter->addIncoming(llvm::ConstantInt::get(end->getType(), 0), pre);
  b_.CreateCondBr(b_.CreateICmpSLT(counter, end), loop, exit);
  b_.SetInsertPoint(loop);
  vars_[var.get()] = counter;
  EmitStmt(body);
  UnbindVar(var);
  counter->addIncoming(b_.CreateAdd(counter, llvm::ConstantInt::get(end->getType(), 1)), b_.GetInsertBlock());
  b_.CreateBr(header);
  b_.SetInsertPoint(exit);
}

void CodeGenGPU::EmitBarrier(const TirCallNode* e) {
  auto scope = e->args.empty() ? Ref<StringImmNode>() : e->args[0].as<StringImmNode>();
  if (!scope) Unsupported(e->span, "T.tvm_storage_sync needs a scope string");
  const std::string& s = scope->value;
  bool nvptx = backend_ == GpuBackend::kNVPTX;
  if (IsSharedScope(s)) {
    if (nvptx) {
      b_.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {});
    } else {
      // s_barrier only waits for the threads; the fences make the work
      // group's LDS and global writes before it visible after it.
      llvm::SyncScope::ID wg = ctx_->getOrInsertSyncScopeID("workgroup");
      b_.CreateFence(llvm::AtomicOrdering::Release, wg);
      b_.CreateIntrinsic(llvm::Intrinsic::amdgcn_s_barrier, {}, {});
      b_.CreateFence(llvm::AtomicOrdering::Acquire, wg);
    }
    return;
  }
  if (s == "warp") {
    if (nvptx) {
      b_.CreateIntrinsic(llvm::Intrinsic::nvvm_bar_warp_sync, {}, {b_.getInt32(-1)});
    } else {
      // A wavefront runs in lock step; only memory ordering is needed.
      b_.CreateFence(llvm::AtomicOrdering::AcquireRelease, ctx_->getOrInsertSyncScopeID("wavefront"));
    }
    return;
  }
  Unsupported(e->span, "tvm_storage_sync(\"" + s + "\") has no GPU barrier");
}

Value* CodeGenGPU::SharedArray(const tir::AllocateNode* a) {
  bool constant;
  int64_t count = ConstantCount(a, &constant);
  if (!constant) Unsupported(a->span, "shared array " + a->buffer_var->name + " needs a constant size");
  auto* type = llvm::ArrayType::get(StorageType(a->dtype), static_cast<uint64_t>(count));
  // Shared memory cannot be initialized: undef is the only initializer
  // NVPTX accepts.
  auto* gv = new llvm::GlobalVariable(*module_, type, /*isConstant=*/false, llvm::GlobalValue::InternalLinkage,
                                      llvm::UndefValue::get(type), kernel_name_ + "_" + a->buffer_var->name, nullptr,
                                      llvm::GlobalValue::NotThreadLocal, kSharedAS);
  gv->setAlignment(llvm::Align(16));
  return Generic(gv);
}

void CodeGenGPU::DeclareAllocation(const tir::AllocateNode* a) {
  const std::string& scope = a->buffer_var->storage_scope;
  if (scope.empty() || scope == "global") {
    Unsupported(a->span, "global allocation " + a->buffer_var->name + " inside a kernel");
  }
  ValueType(a->dtype);  // rejects types the GPU cannot hold
  if (IsSharedScope(scope)) {
    vars_[a->buffer_var.get()] = SharedArray(a);
    return;
  }
  bool constant;
  int64_t count = ConstantCount(a, &constant);
  if (!constant) Unsupported(a->span, "local array " + a->buffer_var->name + " needs a constant size");
  // Allocas live in the data layout's alloca address space (AMDGPU: 5).
  vars_[a->buffer_var.get()] = Generic(EntryAlloca(StorageType(a->dtype), b_.getInt64(count), a->buffer_var->name));
}

// ------------------------------------------------------------------ calls --

Value* CodeGenGPU::EmitCall(const TirCallNode* e) {
  const std::string& op = e->op;
  if (op == "tvm_storage_sync") Unsupported(e->span, "T.tvm_storage_sync is a statement, not a value");
  if (op == "call_packed" || op == "tvm_call_packed" || op == "call_cpacked" || op == "tvm_call_cpacked") {
    Unsupported(e->span, "T." + op + " cannot run inside a GPU kernel");
  }
  if (op == "call_extern" || op == "call_pure_extern") {
    auto name = e->args.empty() ? Ref<StringImmNode>() : e->args[0].as<StringImmNode>();
    const char* prefix = backend_ == GpuBackend::kNVPTX ? "__nv_" : "__ocml_";
    bool library_call = name && name->value.rfind(prefix, 0) == 0 && math_library_;
    if (!library_call) {
      Unsupported(e->span, "extern function " + (name ? name->value : std::string("?")) +
                               " cannot be called from a GPU kernel (only the math library's " + prefix + "*)");
    }
    return CodeGenLLVM::EmitCall(e);
  }
  if (op == "tvm_warp_shuffle" || op == "tvm_warp_shuffle_up" || op == "tvm_warp_shuffle_down" ||
      op == "tvm_warp_activemask") {
    return EmitWarp(e);
  }
  if (Value* v = EmitMath(e)) return v;
  return CodeGenLLVM::EmitCall(e);
}

}  // namespace codegen
}  // namespace rlx
