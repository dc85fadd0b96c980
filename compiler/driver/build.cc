#include "compiler/driver/build.h"

#include <map>
#include <set>
#include <unordered_map>
#include <utility>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/ir/arith.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/annotate_tir_op_pattern.h"
#include "compiler/transform/call_tir_rewrite.h"
#include "compiler/transform/fold_constant.h"
#include "compiler/transform/fuse_ops.h"
#include "compiler/transform/fuse_tir.h"
#include "compiler/transform/legalize_ops.h"
#include "compiler/transform/to_non_dataflow.h"

namespace rlx {
namespace driver {
namespace {

using runtime::vm::Arg;
using runtime::vm::Constant;
using runtime::vm::DimPattern;
using runtime::vm::Executable;
using runtime::vm::Instruction;
using runtime::vm::ShapeOp;
using runtime::vm::ShapeProgram;
using runtime::vm::VMFunction;

std::string DimsText(const std::vector<PrimExpr>& dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + arith::DebugString(dims[i]);
  return out + (dims.size() == 1 ? ",)" : ")");
}

// The function table, constants and kernels of the executable being built.
class ExecBuilder {
 public:
  explicit ExecBuilder(const IRModule& mod) : mod_(mod) {}

  int64_t Function(VMFunction::Kind kind, const std::string& name) {
    auto key = std::make_pair(static_cast<int>(kind), name);
    auto it = index_.find(key);
    if (it != index_.end()) return it->second;
    VMFunction f;
    f.kind = kind;
    f.name = name;
    exec_.func_table.push_back(std::move(f));
    int64_t idx = static_cast<int64_t>(exec_.func_table.size()) - 1;
    index_[key] = idx;
    if (kind == VMFunction::kKernel) kernels_.insert(name);
    return idx;
  }
  int64_t AddConstant(Constant c) {
    exec_.constants.push_back(std::move(c));
    return static_cast<int64_t>(exec_.constants.size()) - 1;
  }
  Executable& exec() { return exec_; }
  const IRModule& mod() const { return mod_; }
  const std::set<std::string>& kernels() const { return kernels_; }

 private:
  IRModule mod_;
  Executable exec_;
  std::map<std::pair<int, std::string>, int64_t> index_;
  std::set<std::string> kernels_;
};

class FunctionCodegen {
 public:
  FunctionCodegen(ExecBuilder* eb, VMFunction* out) : eb_(eb), out_(out) {}

  void Generate(const relax::Function& func) {
    for (const relax::Var& p : func->params) {
      regs_[p.get()] = NewReg();
      out_->param_names.push_back(p->name);
    }
    for (int phase = 1; phase <= 2; ++phase) {
      for (const relax::Var& p : func->params) {
        EmitMatch(regs_[p.get()], p->struct_info(), "parameter '" + p->name + "'", phase, p->span);
      }
    }
    int64_t result = Emit(func->body);
    for (int phase = 1; phase <= 2; ++phase) {
      EmitMatch(result, func->ret_struct_info, "the result of '" + out_->name + "'", phase, func->span);
    }
    Instruction ret;
    ret.op = Instruction::kRet;
    ret.reg = result;
    out_->code.push_back(ret);
    out_->num_regs = num_regs_;
    out_->heap_size = static_cast<int64_t>(slots_.size());
  }

 private:
  int64_t NewReg() { return num_regs_++; }

  static Arg R(int64_t r) { return Arg{Arg::kRegister, r}; }
  static Arg Imm(int64_t v) { return Arg{Arg::kImmediate, v}; }
  static Arg C(int64_t c) { return Arg{Arg::kConstIdx, c}; }

  int64_t Call(int64_t func, std::vector<Arg> args) {
    Instruction ins;
    ins.op = Instruction::kCall;
    ins.dst = NewReg();
    ins.func = func;
    ins.args = std::move(args);
    out_->code.push_back(std::move(ins));
    return out_->code.back().dst;
  }
  int64_t Builtin(const std::string& name, std::vector<Arg> args) {
    return Call(eb_->Function(VMFunction::kBuiltin, "vm.builtin." + name), std::move(args));
  }

  ShapeProgram Program(const PrimExpr& e, const Span& span) {
    ShapeProgram p;
    AppendProgram(e, span, &p);
    return p;
  }
  void AppendProgram(const PrimExpr& e, const Span& span, ShapeProgram* p) {
    if (auto imm = e.as<IntImmNode>()) {
      p->push_back({ShapeOp::kConst, imm->value});
      return;
    }
    if (auto var = e.as<TirVarNode>()) {
      auto it = slots_.find(var.get());
      if (it == slots_.end()) {
        ThrowError(span, "VM codegen: symbolic variable '" + var->name + "' has no value here");
      }
      p->push_back({ShapeOp::kSlot, it->second});
      return;
    }
    if (auto cast = e.as<CastNode>()) {
      AppendProgram(cast->value, span, p);
      return;
    }
    if (auto bin = e.as<BinaryNode>()) {
      ShapeOp::Code code;
      switch (bin->kind()) {
        case NodeKind::kAdd: code = ShapeOp::kAdd; break;
        case NodeKind::kSub: code = ShapeOp::kSub; break;
        case NodeKind::kMul: code = ShapeOp::kMul; break;
        case NodeKind::kFloorDiv: code = ShapeOp::kFloorDiv; break;
        case NodeKind::kFloorMod: code = ShapeOp::kFloorMod; break;
        case NodeKind::kMin: code = ShapeOp::kMin; break;
        case NodeKind::kMax: code = ShapeOp::kMax; break;
        default: ThrowError(span, "VM codegen: unsupported shape expression " + arith::DebugString(e));
      }
      AppendProgram(bin->a, span, p);
      AppendProgram(bin->b, span, p);
      p->push_back({code, 0});
      return;
    }
    ThrowError(span, "VM codegen: unsupported shape expression " + arith::DebugString(e));
  }

  int64_t ShapeConst(const std::vector<PrimExpr>& dims, const Span& span) {
    Constant c;
    c.kind = Constant::Kind::kShapeExprs;
    for (const PrimExpr& d : dims) c.dims.push_back(Program(d, span));
    return eb_->AddConstant(std::move(c));
  }
  int64_t StringConst(const std::string& s) {
    Constant c;
    c.kind = Constant::Kind::kString;
    c.str = s;
    return eb_->AddConstant(std::move(c));
  }

  // Phase 1 checks kinds, dtypes, ranks, constants and bare variables
  // (binding the new ones); phase 2 the compound dimensions, once every
  // root of the match has bound its variables (as TVM's VMShapeLower).
  void EmitMatch(int64_t reg, const relax::StructInfo& sinfo, const std::string& what, int phase, const Span& span) {
    if (auto tup = sinfo.as<relax::TupleStructInfoNode>()) {
      for (size_t i = 0; i < tup->fields.size(); ++i) {
        int64_t field = Builtin("tuple_getitem", {R(reg), Imm(static_cast<int64_t>(i))});
        EmitMatch(field, tup->fields[i], what + " field " + std::to_string(i), phase, span);
      }
      return;
    }
    Constant spec;
    spec.kind = Constant::Kind::kMatchSpec;
    spec.str = what;
    std::vector<PrimExpr> dims;
    bool has_dims = false;
    if (auto t = sinfo.as<relax::TensorStructInfoNode>()) {
      spec.value_kind = Constant::ValueKind::kTensor;
      if (phase == 1 && !t->IsUnknownDtype()) spec.dtype = t->dtype.ToString();
      spec.ndim = t->ndim;
      if (const std::vector<PrimExpr>* v = t->GetShapeValues()) {
        dims = *v;
        has_dims = true;
      }
    } else if (auto s = sinfo.as<relax::ShapeStructInfoNode>()) {
      spec.value_kind = Constant::ValueKind::kShape;
      spec.ndim = s->ndim;
      if (s->values) {
        dims = *s->values;
        has_dims = true;
      }
    } else if (auto p = sinfo.as<relax::PrimStructInfoNode>()) {
      spec.value_kind = Constant::ValueKind::kPrim;
      if (p->dtype.is_floating()) ThrowError(span, "VM codegen: " + what + ": float prim values are not supported");
      if (p->value.defined()) {
        dims = {p->value};
        has_dims = true;
      }
    } else {
      return;  // Object / function struct info: nothing to check.
    }
    if (has_dims) {
      spec.expected = spec.value_kind == Constant::ValueKind::kPrim ? arith::DebugString(dims[0]) : DimsText(dims);
    }
    bool any_compound = false;
    for (const PrimExpr& d : dims) {
      DimPattern pat;
      if (d.as<IntImmNode>().defined()) {
        if (phase == 1) {
          pat.kind = DimPattern::kCheck;
          pat.expr = Program(d, span);
        }
      } else if (auto var = d.as<TirVarNode>()) {
        if (phase == 1) {
          auto it = slots_.find(var.get());
          if (it == slots_.end()) {
            int64_t slot = static_cast<int64_t>(slots_.size());
            slots_.emplace(var.get(), slot);
            pat.kind = DimPattern::kStore;
            pat.slot = slot;
          } else {
            pat.kind = DimPattern::kCheck;
            pat.expr = Program(d, span);
          }
        }
      } else {
        any_compound = true;
        if (phase == 2) {
          pat.kind = DimPattern::kCheck;
          pat.expr = Program(d, span);
        }
      }
      spec.patterns.push_back(std::move(pat));
    }
    if (phase == 2 && !any_compound) return;
    Builtin("match_shape", {R(reg), C(eb_->AddConstant(std::move(spec)))});
  }

  int64_t EmitSeq(const relax::SeqExpr& seq) {
    for (const relax::BindingBlock& block : seq->blocks) {
      for (const relax::Binding& b : block->bindings) {
        if (auto vb = b.as<relax::VarBindingNode>()) {
          regs_[vb->var.get()] = Emit(vb->value);
        } else if (auto mc = b.as<relax::MatchCastNode>()) {
          int64_t v = Emit(mc->value);
          std::string what = "match_cast of '" + mc->var->name + "'";
          EmitMatch(v, mc->struct_info, what, 1, b->span);
          EmitMatch(v, mc->struct_info, what, 2, b->span);
          regs_[mc->var.get()] = v;
        }
      }
    }
    return Emit(seq->body);
  }

  int64_t EmitIf(const relax::If& node) {
    int64_t cond = Emit(node->cond);
    int64_t dst = NewReg();
    size_t if_pc = out_->code.size();
    Instruction br;
    br.op = Instruction::kIf;
    br.reg = cond;
    out_->code.push_back(br);
    EmitCopy(Emit(node->then_branch), dst);
    size_t goto_pc = out_->code.size();
    Instruction jump;
    jump.op = Instruction::kGoto;
    out_->code.push_back(jump);
    out_->code[if_pc].offset = static_cast<int64_t>(out_->code.size() - if_pc);
    EmitCopy(Emit(node->else_branch), dst);
    out_->code[goto_pc].offset = static_cast<int64_t>(out_->code.size() - goto_pc);
    return dst;
  }
  void EmitCopy(int64_t src, int64_t dst) {
    Instruction ins;
    ins.op = Instruction::kCall;
    ins.dst = dst;
    ins.func = eb_->Function(VMFunction::kBuiltin, "vm.builtin.copy");
    ins.args = {R(src)};
    out_->code.push_back(std::move(ins));
  }

  int64_t EmitCallTIR(const relax::Call& call, const std::string& op_name) {
    if (op_name != "relax.call_tir") {
      ThrowError(call->span, "VM codegen: " + op_name + " is not supported by the CPU VM yet");
    }
    auto gv = call->args.size() >= 2 ? call->args[0].as<relax::GlobalVarNode>() : Ref<relax::GlobalVarNode>();
    if (!gv.defined()) ThrowError(call->span, "VM codegen: R.call_tir expects a GlobalVar callee and arguments");
    if (!eb_->mod()->Lookup(gv->name).as<tir::PrimFuncNode>().defined()) {
      ThrowError(call->span, "VM codegen: R.call_tir callee '" + gv->name + "' is not a PrimFunc of the module");
    }
    std::vector<Arg> args;
    if (auto tup = call->args[1].as<relax::TupleNode>()) {
      for (const relax::Expr& f : tup->fields) args.push_back(R(Emit(f)));
    } else {
      args.push_back(R(Emit(call->args[1])));
    }
    if (call->sinfo_args.size() != 1) ThrowError(call->span, "VM codegen: R.call_tir expects one out_sinfo");
    std::vector<relax::StructInfo> outs;
    auto out_tuple = call->sinfo_args[0].as<relax::TupleStructInfoNode>();
    if (out_tuple.defined()) {
      outs = out_tuple->fields;
    } else {
      outs = {call->sinfo_args[0]};
    }
    std::vector<Arg> out_regs;
    for (const relax::StructInfo& o : outs) {
      auto t = o.as<relax::TensorStructInfoNode>();
      const std::vector<PrimExpr>* dims = t.defined() ? t->GetShapeValues() : nullptr;
      if (dims == nullptr || t->IsUnknownDtype()) {
        ThrowError(call->span, "VM codegen: R.call_tir outputs need a known shape and dtype");
      }
      int64_t shape = Builtin("make_shape", {C(ShapeConst(*dims, call->span))});
      out_regs.push_back(R(Builtin("alloc_tensor", {R(shape), C(StringConst(t->dtype.ToString()))})));
    }
    args.insert(args.end(), out_regs.begin(), out_regs.end());
    if (call->args.size() > 2) args.push_back(R(Emit(call->args[2])));
    Call(eb_->Function(VMFunction::kKernel, gv->name), std::move(args));
    if (!out_tuple.defined()) return out_regs[0].value;
    return Builtin("make_tuple", out_regs);
  }

  int64_t EmitKernelCall(const relax::GlobalVar& gv, const std::vector<relax::Expr>& args, const Span& span) {
    if (!eb_->mod()->Lookup(gv->name).as<tir::PrimFuncNode>().defined()) {
      ThrowError(span, "VM codegen: '" + gv->name + "' is not a PrimFunc of the module");
    }
    std::vector<Arg> regs;
    for (const relax::Expr& a : args) regs.push_back(R(Emit(a)));
    return Call(eb_->Function(VMFunction::kKernel, gv->name), std::move(regs));
  }

  int64_t EmitAllocTensor(const relax::Call& call) {
    auto dtype = call->args.size() >= 2 ? call->args[1].as<relax::DataTypeImmNode>() : Ref<relax::DataTypeImmNode>();
    if (!dtype.defined()) ThrowError(call->span, "VM codegen: R.builtin.alloc_tensor needs a dtype immediate");
    int64_t shape = Emit(call->args[0]);
    return Builtin("alloc_tensor", {R(shape), C(StringConst(dtype->value.ToString()))});
  }

  int64_t Emit(const relax::Expr& e) {
    if (auto var = e.as<relax::VarNode>()) {
      auto it = regs_.find(var.get());
      if (it == regs_.end()) ThrowError(e->span, "VM codegen: variable '" + var->name + "' has no value here");
      return it->second;
    }
    if (auto seq = e.as<relax::SeqExprNode>()) return EmitSeq(seq);
    if (auto node = e.as<relax::IfNode>()) return EmitIf(node);
    if (auto c = e.as<relax::ConstantNode>()) {
      Constant k;
      k.kind = Constant::Kind::kTensor;
      k.tensor = c->data;
      return Builtin("load_const", {C(eb_->AddConstant(std::move(k)))});
    }
    if (auto tup = e.as<relax::TupleNode>()) {
      std::vector<Arg> fields;
      for (const relax::Expr& f : tup->fields) fields.push_back(R(Emit(f)));
      return Builtin("make_tuple", std::move(fields));
    }
    if (auto get = e.as<relax::TupleGetItemNode>()) {
      return Builtin("tuple_getitem", {R(Emit(get->tuple)), Imm(get->index)});
    }
    if (auto shape = e.as<relax::ShapeExprNode>()) {
      return Builtin("make_shape", {C(ShapeConst(shape->values, e->span))});
    }
    if (auto prim = e.as<relax::PrimValueNode>()) {
      if (prim->value->dtype.is_floating()) ThrowError(e->span, "VM codegen: float prim values are not supported");
      return Builtin("make_prim", {C(ShapeConst({prim->value}, e->span))});
    }
    if (auto call = e.as<relax::CallNode>()) {
      if (auto op = call->op.as<relax::OpNode>()) {
        if (op->name.rfind("relax.call_tir", 0) == 0) return EmitCallTIR(call, op->name);
        if (op->name == "relax.builtin.alloc_tensor") return EmitAllocTensor(call);
        if (op->name == "relax.vm.call_tir_dyn") {
          auto gv = call->args.size() == 2 ? call->args[0].as<relax::GlobalVarNode>() : Ref<relax::GlobalVarNode>();
          auto tup = call->args.size() == 2 ? call->args[1].as<relax::TupleNode>() : Ref<relax::TupleNode>();
          if (!gv.defined() || !tup.defined()) ThrowError(e->span, "VM codegen: malformed R.vm.call_tir_dyn");
          return EmitKernelCall(gv, tup->fields, e->span);
        }
        ThrowError(e->span, "VM codegen: operator '" + op->name + "' has no VM lowering (LegalizeOps left it)");
      }
      if (auto gv = call->op.as<relax::GlobalVarNode>()) {
        // A direct PrimFunc call (after CallTIRRewrite): outputs are among the arguments.
        if (eb_->mod()->Lookup(gv->name).as<tir::PrimFuncNode>().defined()) {
          return EmitKernelCall(gv, call->args, e->span);
        }
        if (!eb_->mod()->Lookup(gv->name).as<relax::FunctionNode>().defined()) {
          ThrowError(e->span, "VM codegen: '" + gv->name + "' is not a Relax function of the module");
        }
        std::vector<Arg> args;
        for (const relax::Expr& a : call->args) args.push_back(R(Emit(a)));
        return Call(eb_->Function(VMFunction::kVMFunc, gv->name), std::move(args));
      }
      ThrowError(e->span, "VM codegen: calls of function values are not supported");
    }
    ThrowError(e->span, "VM codegen: unsupported expression");
  }

  ExecBuilder* eb_;
  VMFunction* out_;
  int64_t num_regs_ = 0;
  std::unordered_map<const relax::VarNode*, int64_t> regs_;
  std::unordered_map<const TirVarNode*, int64_t> slots_;
};

void CheckLLVM(const Target& target) {
  if (target.kind() != "llvm") ThrowError("rlx build supports llvm targets only, got '" + target.kind() + "'");
}

class LLVMKernelRunner : public runtime::vm::KernelRunner {
 public:
  explicit LLVMKernelRunner(codegen::LLVMModule module) : module_(std::move(module)) {}
  void Run(const std::string& name, std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars) override {
    std::vector<codegen::ScalarValue> values(scalars.begin(), scalars.end());
    codegen::RunPrimFunc(module_, name, buffers, values);
  }

 private:
  codegen::LLVMModule module_;
};

}  // namespace

Executable VMCodegen(const IRModule& mod, const Target& target) {
  CheckLLVM(target);
  ExecBuilder eb(mod);
  std::vector<std::pair<std::string, relax::Function>> funcs;
  for (const auto& [name, entry] : mod->functions) {
    if (auto f = entry.second.as<relax::FunctionNode>()) {
      funcs.emplace_back(name, f);
      eb.Function(VMFunction::kVMFunc, name);  // indices 0..k-1, in name order
    }
  }
  for (size_t i = 0; i < funcs.size(); ++i) {
    VMFunction out;
    out.kind = VMFunction::kVMFunc;
    out.name = funcs[i].first;
    FunctionCodegen(&eb, &out).Generate(funcs[i].second);
    eb.exec().func_table[i] = std::move(out);
  }
  IRModuleBuilder kernels;
  for (const std::string& name : eb.kernels()) kernels.Add(name, mod->Lookup(name));
  Executable exec = std::move(eb.exec());
  exec.kernel_source = eb.kernels().empty() ? "" : script::PrintModule(kernels.Build());
  exec.target = target.ToString();
  return exec;
}

Executable Build(const IRModule& mod, const Target& target) {
  CheckLLVM(target);
  PassContext ctx;
  ctx.target = target;
  // TVM's cpu_generic legalize stage, then the dataflow lowering this VM
  // needs. (The full pipeline with memory planning lives in targets/ later.)
  PassPtr passes = Sequential({transform::LegalizeOps(), transform::AnnotateTIROpPattern(), transform::FoldConstant(),
                               transform::FuseOps(), transform::FuseTIR(), transform::ToNonDataflow(),
                               transform::CallTIRRewrite()},
                              "build");
  IRModule lowered = (*passes)(mod, ctx);
  Executable exec = VMCodegen(lowered, target);
  // Compile the kernels once here so that `rlx build` reports what the CPU
  // backend cannot compile, not the first run.
  LoadKernels(exec);
  return exec;
}

std::shared_ptr<runtime::vm::KernelRunner> LoadKernels(const Executable& exec) {
  if (exec.kernel_source.empty()) return nullptr;
  IRModule mod = script::ParseModuleText(exec.kernel_source, "<executable kernels>");
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs;
  for (const auto& [name, entry] : mod->functions) {
    if (auto f = entry.second.as<tir::PrimFuncNode>()) funcs.emplace_back(name, f);
  }
  return std::make_shared<LLVMKernelRunner>(codegen::BuildLLVM(funcs, Target::Parse(exec.target)));
}

runtime::vm::VirtualMachine LoadVM(Executable exec) {
  std::shared_ptr<runtime::vm::KernelRunner> kernels = LoadKernels(exec);
  return runtime::vm::VirtualMachine(std::move(exec), std::move(kernels));
}

std::vector<runtime::vm::Value> VMArgsFromArrays(const Executable& exec, const std::string& func,
                                                 const std::vector<NDArray>& arrays) {
  using runtime::vm::Value;
  std::vector<Value> args;
  int64_t idx = exec.FindFunction(func);
  const VMFunction* f = idx >= 0 ? &exec.func_table[idx] : nullptr;
  for (size_t i = 0; i < arrays.size(); ++i) {
    Constant::ValueKind kind = Constant::ValueKind::kTensor;
    if (f != nullptr && f->kind == VMFunction::kVMFunc) {
      // The parameter checks come first, one match_shape per parameter.
      for (const Instruction& ins : f->code) {
        if (ins.op != Instruction::kCall || ins.args.size() != 2 || ins.args[0].kind != Arg::kRegister ||
            ins.args[0].value != static_cast<int64_t>(i) || ins.args[1].kind != Arg::kConstIdx) {
          continue;
        }
        if (ins.args[1].value < 0 || ins.args[1].value >= static_cast<int64_t>(exec.constants.size())) continue;
        const Constant& c = exec.constants[ins.args[1].value];
        if (c.kind == Constant::Kind::kMatchSpec) {
          kind = c.value_kind;
          break;
        }
      }
    }
    if (kind == Constant::ValueKind::kPrim) {
      if (arrays[i].NumElements() != 1) ThrowError("argument " + std::to_string(i) + " must have one element");
      args.push_back(Value::Int(arrays[i].GetInt(0)));
    } else if (kind == Constant::ValueKind::kShape) {
      args.push_back(Value::Shape(arrays[i].ToIntVector()));
    } else {
      args.push_back(Value::Tensor(arrays[i]));
    }
  }
  return args;
}

}  // namespace driver
}  // namespace rlx
