// Functions and statements: the compute and entry functions, loops (serial,
// parallel via outlining, vectorize/unroll hints), conditionals, allocation
// and assertions.
#include "compiler/codegen/llvm/codegen_llvm.h"

#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/transform/stmt_functor.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/MDBuilder.h"

namespace rlx {
namespace codegen {

using llvm::Type;
using llvm::Value;

namespace {

// Allocations up to this size live on the stack; larger or symbolic ones in
// a workspace from the runtime.
constexpr int64_t kMaxStackAllocBytes = 64 * 1024;

// The variables a statement reads, in first-reference order (buffer data
// pointers included).
class UseCollector : public tir::transform::StmtExprVisitor {
 public:
  std::vector<const TirVarNode*> vars;

 protected:
  void VisitVar(const TirVar& v) override { Add(v.get()); }
  void VisitBufferLoad(const tir::transform::BufferLoad& e) override {
    Add(e->buffer->data.get());
    StmtExprVisitor::VisitBufferLoad(e);
  }
  void VisitBufferStore(const tir::transform::BufferStore& s) override {
    Add(s->buffer->data.get());
    StmtExprVisitor::VisitBufferStore(s);
  }
  void VisitOtherStmt(const tir::Stmt& s) override {
    if (auto decl = s.as<tir::DeclBufferNode>()) Add(decl->buffer->data.get());
    StmtExprVisitor::VisitOtherStmt(s);
  }

 private:
  void Add(const TirVarNode* v) {
    if (seen_.insert(v).second) vars.push_back(v);
  }
  std::unordered_set<const TirVarNode*> seen_;
};

std::string MessageOf(const PrimExpr& message) {
  if (auto s = message.as<StringImmNode>()) return s->value;
  return "assertion failed";
}

}  // namespace

CodeGenLLVM::CodeGenLLVM(llvm::LLVMContext* ctx, llvm::Module* module, llvm::FastMathFlags fmf)
    : ctx_(ctx), module_(module), b_(*ctx) {
  b_.setFastMathFlags(fmf);
}

void CodeGenLLVM::BindVar(const TirVar& v, Value* value) {
  if (value->getName().empty() && !llvm::isa<llvm::Constant>(value)) value->setName(v->name);
  vars_[v.get()] = value;
}

void CodeGenLLVM::AddFunction(KernelSignature* sig, const tir::PrimFunc& func) {
  sig_ = sig;
  num_outlined_ = 0;
  if (module_->getFunction(sig->name) || module_->getFunction(sig->name + "_compute")) {
    ThrowError(func->span, "LLVM codegen: two functions are named " + sig->name);
  }
  llvm::Function* compute = EmitComputeFunction(sig, func);
  EmitEntryFunction(*sig, compute);
  sig_ = nullptr;
}

llvm::Function* CodeGenLLVM::EmitComputeFunction(KernelSignature* sig, const tir::PrimFunc& func) {
  std::vector<Type*> types;
  for (const KernelParam& p : sig->params) {
    types.push_back(p.kind == KernelParam::Kind::kScalar ? ValueType(p.dtype) : b_.getPtrTy());
  }
  for (const TirVar& v : sig->shape_vars) types.push_back(ValueType(v->dtype));
  auto* ft = llvm::FunctionType::get(b_.getInt32Ty(), types, false);
  llvm::Function* fn = llvm::Function::Create(ft, llvm::Function::InternalLinkage, sig->name + "_compute", module_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  fn_ = fn;
  entry_ = llvm::BasicBlock::Create(*ctx_, "entry", fn);
  b_.SetInsertPoint(entry_);
  vars_.clear();
  in_parallel_ = false;
  live_workspaces_.clear();
  alias_md_.clear();
  if (sig->noalias) {
    llvm::MDBuilder mdb(*ctx_);
    llvm::MDNode* domain = mdb.createAnonymousAliasScopeDomain(sig->name);
    std::vector<std::pair<const TirVarNode*, llvm::Metadata*>> scopes;
    for (const KernelParam& p : sig->params) {
      if (p.kind != KernelParam::Kind::kBuffer) continue;
      scopes.emplace_back(p.buffer->data.get(), mdb.createAnonymousAliasScope(domain, p.name));
    }
    for (const auto& [var, scope] : scopes) {
      std::vector<llvm::Metadata*> others;
      for (const auto& [other_var, other] : scopes) {
        if (other_var != var) others.push_back(other);
      }
      alias_md_[var] = {llvm::MDNode::get(*ctx_, {scope}), llvm::MDNode::get(*ctx_, others)};
    }
  }
  size_t i = 0;
  for (const KernelParam& p : sig->params) {
    llvm::Argument* arg = fn->getArg(i++);
    arg->setName(p.name);
    BindVar(p.var, arg);
    if (p.kind == KernelParam::Kind::kBuffer) {
      BindVar(p.buffer->data, arg);
      if (sig->noalias) arg->addAttr(llvm::Attribute::NoAlias);
    }
  }
  for (const TirVar& v : sig->shape_vars) {
    llvm::Argument* arg = fn->getArg(i++);
    arg->setName(v->name);
    BindVar(v, arg);
  }
  EmitStmt(func->body);
  b_.CreateRet(b_.getInt32(kKernelOk));
  return fn;
}

void CodeGenLLVM::EmitEntryFunction(const KernelSignature& sig, llvm::Function* compute) {
  auto* ft = llvm::FunctionType::get(b_.getInt32Ty(), {b_.getPtrTy(), b_.getInt32Ty()}, false);
  llvm::Function* fn = llvm::Function::Create(ft, llvm::Function::ExternalLinkage, sig.name, module_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  Value* args = fn->getArg(0);
  Value* num_args = fn->getArg(1);
  args->setName("args");
  num_args->setName("num_args");
  auto* entry = llvm::BasicBlock::Create(*ctx_, "entry", fn);
  auto* bad = llvm::BasicBlock::Create(*ctx_, "bad_arg_count", fn);
  auto* ok = llvm::BasicBlock::Create(*ctx_, "unpack", fn);
  b_.SetInsertPoint(entry);
  b_.CreateCondBr(b_.CreateICmpNE(num_args, b_.getInt32(static_cast<int32_t>(sig.num_args()))), bad, ok);
  b_.SetInsertPoint(bad);
  b_.CreateRet(b_.getInt32(kKernelBadArgCount));
  b_.SetInsertPoint(ok);
  std::vector<Value*> values;
  auto slot = [&](size_t i) { return b_.CreateConstInBoundsGEP1_64(b_.getInt64Ty(), args, i); };
  size_t i = 0;
  for (const KernelParam& p : sig.params) {
    Value* s = slot(i++);
    if (p.kind != KernelParam::Kind::kScalar) {
      values.push_back(b_.CreateLoad(b_.getPtrTy(), s, p.name));
    } else if (p.dtype.is_floating()) {
      values.push_back(CastValue(b_.CreateLoad(b_.getDoubleTy(), s), DataType::Float(64), p.dtype));
    } else {
      values.push_back(CastValue(b_.CreateLoad(b_.getInt64Ty(), s), DataType::Int(64), p.dtype));
    }
  }
  for (const TirVar& v : sig.shape_vars) {
    values.push_back(CastValue(b_.CreateLoad(b_.getInt64Ty(), slot(i++)), DataType::Int(64), v->dtype));
  }
  b_.CreateRet(b_.CreateCall(compute, values));
}

// ------------------------------------------------------------- statements --

void CodeGenLLVM::EmitStmt(const tir::Stmt& s) {
  switch (s->kind()) {
    case NodeKind::kLetStmt: {
      auto let = static_cast<const tir::LetStmtNode*>(s.get());
      BindVar(let->var, Emit(let->value));
      EmitStmt(let->body);
      UnbindVar(let->var);
      return;
    }
    case NodeKind::kAttrStmt: {
      auto attr = static_cast<const tir::AttrStmtNode*>(s.get());
      if (attr->attr_key == "thread_extent" || attr->attr_key == "virtual_thread") {
        auto iv = attr->node.as<tir::IterVarNode>();
        Unsupported(s->span, "thread binding " + (iv ? iv->thread_tag : attr->attr_key) +
                                 " cannot run on CPU; GPU kernels need a GPU target");
      }
      EmitStmt(attr->body);  // pragmas are hints
      return;
    }
    case NodeKind::kAssertStmt:
      EmitAssert(static_cast<const tir::AssertStmtNode*>(s.get()));
      return;
    case NodeKind::kBufferStore:
      EmitStore(static_cast<const tir::BufferStoreNode*>(s.get()));
      return;
    case NodeKind::kAllocate:
      EmitAllocate(static_cast<const tir::AllocateNode*>(s.get()));
      return;
    case NodeKind::kDeclBuffer: {
      auto decl = static_cast<const tir::DeclBufferNode*>(s.get());
      if (!vars_.count(decl->buffer->data.get())) {
        Unsupported(s->span, "buffer " + decl->buffer->name + " is declared over storage that is not allocated");
      }
      EmitStmt(decl->body);
      return;
    }
    case NodeKind::kFor: {
      tir::For loop = s.as<tir::ForNode>();
      int lanes = VectorScanLanes(loop.get());
      if (lanes > 0 && loop->for_kind == tir::ForKind::kSerial) {
        EmitVectorScan(loop, lanes);
      } else {
        EmitFor(loop.get());
      }
      return;
    }
    case NodeKind::kWhile:
      EmitWhile(static_cast<const tir::WhileNode*>(s.get()));
      return;
    case NodeKind::kIfThenElse:
      EmitIfThenElse(static_cast<const tir::IfThenElseNode*>(s.get()));
      return;
    case NodeKind::kEvaluate: {
      const PrimExpr& v = static_cast<const tir::EvaluateNode*>(s.get())->value;
      if (!v.is<IntImmNode>()) Emit(v);
      return;
    }
    case NodeKind::kSeqStmt:
      for (const tir::Stmt& st : static_cast<const tir::SeqStmtNode*>(s.get())->seq) EmitStmt(st);
      return;
    default:
      Unsupported(s->span, std::string(NodeKindName(s->kind())) + " must be lowered before code generation");
  }
}

void CodeGenLLVM::EmitStore(const tir::BufferStoreNode* s) {
  const Buffer& buf = s->buffer;
  if (s->indices.size() != 1) {
    Unsupported(s->span, "buffer " + buf->name + " is accessed with " + std::to_string(s->indices.size()) +
                             " indices; run FlattenBuffer first");
  }
  const PrimExpr& idx = s->indices[0];
  DataType elem = buf->dtype;
  DataType vt = s->value->dtype;
  Value* value = Emit(s->value);
  llvm::Align align(std::max(1, elem.bits() * elem.lanes() / 8));
  int lanes = idx->dtype.lanes();
  if (lanes == 1) {
    AnnotateAccess(b_.CreateAlignedStore(ToStorage(value, vt), Address(buf, Emit(idx), idx->dtype), align), buf);
    return;
  }
  if (idx.as<RampNode>() && elem.is_scalar()) {
    auto ramp = idx.as<RampNode>();
    int64_t stride;
    if (AsConstInt(ramp->stride, &stride) && stride == 1) {
      AnnotateAccess(
          b_.CreateAlignedStore(ToStorage(value, vt), Address(buf, Emit(ramp->base), ramp->base->dtype), align), buf);
      return;
    }
  }
  Value* iv = Emit(idx);
  for (int l = 0; l < lanes; ++l) {
    Value* ptr = Address(buf, b_.CreateExtractElement(iv, l), idx->dtype.element_of());
    AnnotateAccess(b_.CreateAlignedStore(ToStorage(b_.CreateExtractElement(value, l), elem), ptr, align), buf);
  }
}

llvm::MDNode* CodeGenLLVM::LoopMetadata(const tir::ForNode* s) {
  std::vector<llvm::Metadata*> ops{nullptr};  // operand 0 refers to the node itself
  if (s->for_kind == tir::ForKind::kVectorized) {
    ops.push_back(llvm::MDNode::get(*ctx_, {llvm::MDString::get(*ctx_, "llvm.loop.vectorize.enable"),
                                            llvm::ConstantAsMetadata::get(b_.getTrue())}));
  } else if (s->for_kind == tir::ForKind::kUnrolled) {
    int64_t extent;
    bool constant = AsConstInt(s->extent, &extent);
    ops.push_back(llvm::MDNode::get(
        *ctx_, {llvm::MDString::get(*ctx_, constant ? "llvm.loop.unroll.full" : "llvm.loop.unroll.enable")}));
  } else {
    return nullptr;
  }
  llvm::MDNode* md = llvm::MDNode::getDistinct(*ctx_, ops);
  md->replaceOperandWith(0, md);
  return md;
}

void CodeGenLLVM::EmitFor(const tir::ForNode* s) {
  if (s->for_kind == tir::ForKind::kThreadBinding) {
    Unsupported(s->span, "loop bound to " + s->thread_tag + " cannot run on CPU; GPU kernels need a GPU target");
  }
  if (s->for_kind == tir::ForKind::kParallel && !in_parallel_) {
    EmitParallelFor(s);
    return;
  }
  Value* begin = Emit(s->min);
  Value* end = b_.CreateAdd(begin, Emit(s->extent), "", false, s->min->dtype.is_int());
  EmitSerialLoop(s, begin, end, nullptr);
}

void CodeGenLLVM::EmitSerialLoop(const tir::ForNode* s, Value* begin, Value* end, Value* offset) {
  llvm::BasicBlock* pre = b_.GetInsertBlock();
  auto* header = llvm::BasicBlock::Create(*ctx_, "for_header", fn_);
  auto* body = llvm::BasicBlock::Create(*ctx_, "for_body", fn_);
  auto* exit = llvm::BasicBlock::Create(*ctx_, "for_exit", fn_);
  b_.CreateBr(header);
  b_.SetInsertPoint(header);
  llvm::PHINode* counter = b_.CreatePHI(begin->getType(), 2, s->loop_var->name);
  counter->addIncoming(begin, pre);
  b_.CreateCondBr(b_.CreateICmpSLT(counter, end), body, exit);
  b_.SetInsertPoint(body);
  Value* var = counter;
  if (offset != nullptr) var = b_.CreateAdd(b_.CreateIntCast(counter, offset->getType(), true), offset);
  vars_[s->loop_var.get()] = var;
  EmitStmt(s->body);
  UnbindVar(s->loop_var);
  Value* next = b_.CreateAdd(counter, llvm::ConstantInt::get(counter->getType(), 1), "", false, true);
  counter->addIncoming(next, b_.GetInsertBlock());
  llvm::BranchInst* latch = b_.CreateBr(header);
  if (llvm::MDNode* md = LoopMetadata(s)) latch->setMetadata(llvm::LLVMContext::MD_loop, md);
  b_.SetInsertPoint(exit);
}

void CodeGenLLVM::EmitParallelFor(const tir::ForNode* s) {
  Value* min = Emit(s->min);
  Value* extent = CastValue(Emit(s->extent), s->extent->dtype, DataType::Int(64));
  // The closure: the loop's start and every variable of the body bound here.
  UseCollector uses;
  uses.VisitStmt(s->body);
  std::vector<const TirVarNode*> captured;
  std::vector<Value*> values{min};
  std::vector<Type*> fields{min->getType()};
  for (const TirVarNode* v : uses.vars) {
    auto it = vars_.find(v);
    if (it == vars_.end() || v == s->loop_var.get()) continue;
    captured.push_back(v);
    values.push_back(it->second);
    fields.push_back(it->second->getType());
  }
  llvm::StructType* closure_t = llvm::StructType::get(*ctx_, fields);
  Value* closure = EntryAlloca(closure_t, nullptr, "closure");
  for (size_t i = 0; i < values.size(); ++i) {
    b_.CreateStore(values[i], b_.CreateStructGEP(closure_t, closure, static_cast<unsigned>(i)));
  }
  // The task: int32 task(int64 begin, int64 end, ptr closure).
  auto* task_t = llvm::FunctionType::get(b_.getInt32Ty(), {b_.getInt64Ty(), b_.getInt64Ty(), b_.getPtrTy()}, false);
  llvm::Function* task =
      llvm::Function::Create(task_t, llvm::Function::InternalLinkage,
                             sig_->name + "_compute_parallel" + std::to_string(num_outlined_++), module_);
  task->addFnAttr(llvm::Attribute::NoUnwind);
  llvm::IRBuilderBase::InsertPoint ip = b_.saveIP();
  FunctionState saved{fn_, entry_, std::move(vars_), in_parallel_, std::move(live_workspaces_)};
  fn_ = task;
  entry_ = llvm::BasicBlock::Create(*ctx_, "entry", task);
  vars_.clear();
  live_workspaces_.clear();
  in_parallel_ = true;
  b_.SetInsertPoint(entry_);
  Value* task_closure = task->getArg(2);
  Value* task_min = b_.CreateLoad(fields[0], b_.CreateStructGEP(closure_t, task_closure, 0), "min");
  for (size_t i = 0; i < captured.size(); ++i) {
    Value* v = b_.CreateLoad(fields[i + 1], b_.CreateStructGEP(closure_t, task_closure, static_cast<unsigned>(i + 1)));
    v->setName(captured[i]->name);
    vars_[captured[i]] = v;
  }
  EmitSerialLoop(s, task->getArg(0), task->getArg(1), task_min);
  b_.CreateRet(b_.getInt32(kKernelOk));
  fn_ = saved.fn;
  entry_ = saved.entry;
  vars_ = std::move(saved.vars);
  in_parallel_ = saved.in_parallel;
  live_workspaces_ = std::move(saved.live_workspaces);
  b_.restoreIP(ip);
  llvm::FunctionCallee launch = module_->getOrInsertFunction(
      kParallelLaunchSymbol,
      llvm::FunctionType::get(b_.getInt32Ty(), {b_.getPtrTy(), b_.getPtrTy(), b_.getInt64Ty()}, false));
  Value* rc = b_.CreateCall(launch, {task, closure, extent});
  ReturnIf(b_.CreateICmpNE(rc, b_.getInt32(0)), rc);
}

void CodeGenLLVM::EmitWhile(const tir::WhileNode* s) {
  auto* header = llvm::BasicBlock::Create(*ctx_, "while_header", fn_);
  auto* body = llvm::BasicBlock::Create(*ctx_, "while_body", fn_);
  auto* exit = llvm::BasicBlock::Create(*ctx_, "while_exit", fn_);
  b_.CreateBr(header);
  b_.SetInsertPoint(header);
  b_.CreateCondBr(Emit(s->condition), body, exit);
  b_.SetInsertPoint(body);
  EmitStmt(s->body);
  b_.CreateBr(header);
  b_.SetInsertPoint(exit);
}

void CodeGenLLVM::EmitIfThenElse(const tir::IfThenElseNode* s) {
  Value* cond = Emit(s->condition);
  auto* then_bb = llvm::BasicBlock::Create(*ctx_, "if_then", fn_);
  auto* end_bb = llvm::BasicBlock::Create(*ctx_, "if_end", fn_);
  llvm::BasicBlock* else_bb = s->else_case.defined() ? llvm::BasicBlock::Create(*ctx_, "if_else", fn_) : end_bb;
  b_.CreateCondBr(cond, then_bb, else_bb);
  b_.SetInsertPoint(then_bb);
  EmitStmt(s->then_case);
  b_.CreateBr(end_bb);
  if (s->else_case.defined()) {
    b_.SetInsertPoint(else_bb);
    EmitStmt(s->else_case);
    b_.CreateBr(end_bb);
  }
  b_.SetInsertPoint(end_bb);
}

Value* CodeGenLLVM::EntryAlloca(Type* type, Value* count, const std::string& name) {
  llvm::IRBuilder<> entry(entry_, entry_->begin());
  llvm::AllocaInst* a = entry.CreateAlloca(type, count, name);
  a->setAlignment(llvm::Align(64));
  return a;
}

void CodeGenLLVM::EmitAllocate(const tir::AllocateNode* s) {
  DataType t = s->dtype;
  Type* st = StorageType(t);
  int64_t elem_bytes = std::max(1, t.bits() * t.lanes() / 8);
  int64_t count = 1;
  bool constant = true;
  for (const PrimExpr& e : s->extents) {
    int64_t v;
    if (AsConstInt(e, &v)) {
      count *= v;
    } else {
      constant = false;
    }
  }
  Value* ptr;
  bool heap = !constant || count * elem_bytes > kMaxStackAllocBytes;
  if (!heap) {
    ptr = EntryAlloca(st, b_.getInt64(std::max<int64_t>(count, 1)), s->buffer_var->name);
  } else {
    Value* n = b_.getInt64(1);
    for (const PrimExpr& e : s->extents) {
      n = b_.CreateMul(n, CastValue(Emit(e), e->dtype, DataType::Int(64)), "", false, true);
    }
    Value* nbytes = b_.CreateMul(n, b_.getInt64(elem_bytes));
    // Like malloc, the workspace aliases nothing else.
    llvm::AttributeList attrs = llvm::AttributeList()
                                    .addRetAttribute(*ctx_, llvm::Attribute::NoAlias)
                                    .addFnAttribute(*ctx_, llvm::Attribute::NoUnwind);
    llvm::FunctionCallee alloc = module_->getOrInsertFunction(
        kWorkspaceAllocSymbol, llvm::FunctionType::get(b_.getPtrTy(), {b_.getInt64Ty()}, false), attrs);
    ptr = b_.CreateCall(alloc, {nbytes}, s->buffer_var->name);
    ReturnIf(b_.CreateIsNull(ptr), b_.getInt32(kKernelAllocFailed));
  }
  vars_[s->buffer_var.get()] = ptr;
  if (heap) live_workspaces_.push_back(ptr);
  EmitStmt(s->body);
  UnbindVar(s->buffer_var);
  if (heap) {
    live_workspaces_.pop_back();
    FreeWorkspace(ptr);
  }
}

void CodeGenLLVM::FreeWorkspace(Value* ptr) {
  llvm::FunctionCallee release = module_->getOrInsertFunction(
      kWorkspaceFreeSymbol, llvm::FunctionType::get(b_.getVoidTy(), {b_.getPtrTy()}, false));
  b_.CreateCall(release, {ptr});
}

void CodeGenLLVM::EmitAssert(const tir::AssertStmtNode* s) {
  Value* cond = Emit(s->condition);
  sig_->assert_messages.push_back(MessageOf(s->message));
  ReturnIf(b_.CreateNot(cond), b_.getInt32(static_cast<int32_t>(sig_->assert_messages.size())));
  EmitStmt(s->body);
}

void CodeGenLLVM::ReturnIf(Value* failed, Value* code) {
  auto* fail = llvm::BasicBlock::Create(*ctx_, "fail", fn_);
  auto* cont = llvm::BasicBlock::Create(*ctx_, "cont", fn_);
  llvm::MDBuilder md(*ctx_);
  b_.CreateCondBr(failed, fail, cont, md.createBranchWeights(1, 1 << 20));
  b_.SetInsertPoint(fail);
  for (size_t i = live_workspaces_.size(); i-- > 0;) FreeWorkspace(live_workspaces_[i]);
  b_.CreateRet(code);
  b_.SetInsertPoint(cont);
}

}  // namespace codegen
}  // namespace rlx
