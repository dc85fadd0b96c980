// VM codegen (TVM's CodeGenVM): Relax functions -> VM bytecode. See build.h.
#include <map>
#include <set>
#include <unordered_map>
#include <utility>

#include "compiler/driver/build.h"
#include "compiler/ir/arith.h"
#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace driver {
namespace {

using runtime::vm::Arg;
using runtime::vm::Constant;
using runtime::vm::Executable;
using runtime::vm::Instruction;
using runtime::vm::ShapeOp;
using runtime::vm::ShapeProgram;
using runtime::vm::VMFunction;

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
  // One pool entry per distinct string (dtypes and error contexts repeat).
  int64_t StringConstant(const std::string& s) {
    auto it = strings_.find(s);
    if (it != strings_.end()) return it->second;
    Constant c;
    c.kind = Constant::Kind::kString;
    c.str = s;
    int64_t idx = AddConstant(std::move(c));
    strings_.emplace(s, idx);
    return idx;
  }
  Executable& exec() { return exec_; }
  const IRModule& mod() const { return mod_; }
  const std::set<std::string>& kernels() const { return kernels_; }

 private:
  IRModule mod_;
  Executable exec_;
  std::map<std::pair<int, std::string>, int64_t> index_;
  std::set<std::string> kernels_;
  std::map<std::string, int64_t> strings_;
};

class FunctionCodegen {
 public:
  FunctionCodegen(ExecBuilder* eb, VMFunction* out) : eb_(eb), out_(out) {}

  void Generate(const relax::Function& func) {
    for (const relax::Var& p : func->params) {
      regs_[p.get()] = NewReg();
      out_->param_names.push_back(p->name);
    }
    // Parameter and result checks are bindings already (VMShapeLower).
    int64_t result = Emit(func->body);
    Instruction ret;
    ret.op = Instruction::kRet;
    ret.reg = result;
    out_->code.push_back(ret);
    out_->num_regs = num_regs_;
    out_->heap_size = 0;
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
      if (prim_params_ != nullptr) {
        auto it = prim_params_->find(var.get());
        if (it != prim_params_->end()) {
          p->push_back({ShapeOp::kSlot, it->second});
          return;
        }
      }
      ThrowError(span, "VM codegen: symbolic variable '" + var->name +
                           "' has no value here (VMShapeLower computes symbolic shapes)");
    }
    if (auto cast = e.as<CastNode>()) {
      AppendProgram(cast->value, span, p);
      return;
    }
    if (auto bin = e.as<BinaryNode>()) {
      ShapeOp::Code code;
      switch (bin->kind()) {
        case NodeKind::kAdd:
          code = ShapeOp::kAdd;
          break;
        case NodeKind::kSub:
          code = ShapeOp::kSub;
          break;
        case NodeKind::kMul:
          code = ShapeOp::kMul;
          break;
        case NodeKind::kFloorDiv:
          code = ShapeOp::kFloorDiv;
          break;
        case NodeKind::kFloorMod:
          code = ShapeOp::kFloorMod;
          break;
        case NodeKind::kMin:
          code = ShapeOp::kMin;
          break;
        case NodeKind::kMax:
          code = ShapeOp::kMax;
          break;
        case NodeKind::kEQ:
          code = ShapeOp::kEQ;
          break;
        case NodeKind::kNE:
          code = ShapeOp::kNE;
          break;
        case NodeKind::kLT:
          code = ShapeOp::kLT;
          break;
        case NodeKind::kLE:
          code = ShapeOp::kLE;
          break;
        case NodeKind::kGT:
          code = ShapeOp::kGT;
          break;
        case NodeKind::kGE:
          code = ShapeOp::kGE;
          break;
        case NodeKind::kAnd:
          code = ShapeOp::kAnd;
          break;
        case NodeKind::kOr:
          code = ShapeOp::kOr;
          break;
        default:
          ThrowError(span, "VM codegen: unsupported shape expression " + arith::DebugString(e));
      }
      AppendProgram(bin->a, span, p);
      AppendProgram(bin->b, span, p);
      p->push_back({code, 0});
      return;
    }
    if (auto n = e.as<NotNode>()) {
      AppendProgram(n->a, span, p);
      p->push_back({ShapeOp::kNot, 0});
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
  int64_t StringConst(const std::string& s) { return eb_->StringConstant(s); }

  int64_t EmitSeq(const relax::SeqExpr& seq) {
    for (const relax::BindingBlock& block : seq->blocks) {
      for (const relax::Binding& b : block->bindings) {
        if (auto vb = b.as<relax::VarBindingNode>()) {
          int64_t reg = Emit(vb->value);
          // `y = x` gets a register of its own, so that killing x (whose
          // last use this may be) leaves y intact.
          if (vb->value.is<relax::VarNode>()) reg = EmitCopyToNew(reg);
          regs_[vb->var.get()] = reg;
        } else if (auto mc = b.as<relax::MatchCastNode>()) {
          // Its checks were emitted before it by VMShapeLower.
          int64_t v = Emit(mc->value);
          regs_[mc->var.get()] = mc->value.is<relax::VarNode>() ? EmitCopyToNew(v) : v;
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
  int64_t EmitCopyToNew(int64_t src) {
    int64_t dst = NewReg();
    EmitCopy(src, dst);
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
      out_regs.push_back(R(EmitOwnStorageTensor(*dims, t->dtype, call->span)));
    }
    args.insert(args.end(), out_regs.begin(), out_regs.end());
    if (call->args.size() > 2) args.push_back(R(Emit(call->args[2])));
    Call(eb_->Function(VMFunction::kKernel, gv->name), std::move(args));
    if (!out_tuple.defined()) return out_regs[0].value;
    return Builtin("make_tuple", out_regs);
  }

  int64_t EmitKernelCall(const relax::GlobalVar& gv, const std::vector<relax::Expr>& args, const Span& span) {
    auto func = eb_->mod()->Lookup(gv->name).as<tir::PrimFuncNode>();
    if (!func.defined()) ThrowError(span, "VM codegen: '" + gv->name + "' is not a PrimFunc of the module");
    if (!func->ret_type.is_void()) return EmitPrimProgramCall(gv->name, func, args, span);
    std::vector<Arg> regs;
    for (const relax::Expr& a : args) regs.push_back(R(Emit(a)));
    return Call(eb_->Function(VMFunction::kKernel, gv->name), std::move(regs));
  }

  // A host PrimFunc returning a scalar (`T.ret(expr)`, ComputePrimValue's
  // compute_symbolic_expr) runs in the VM as a program over its integer
  // arguments; the LLVM kernels return nothing.
  int64_t EmitPrimProgramCall(const std::string& name, const tir::PrimFunc& func, const std::vector<relax::Expr>& args,
                              const Span& span) {
    auto eval = func->body.as<tir::EvaluateNode>();
    auto ret = eval.defined() ? eval->value.as<TirCallNode>() : Ref<TirCallNode>();
    if (!ret.defined() || ret->op != "ret" || ret->args.size() != 1 || !func->buffer_map.empty() ||
        func->params.size() != args.size()) {
      ThrowError(span, "VM codegen: PrimFunc '" + name +
                           "' returns a value but is not T.ret(expr) of its scalar "
                           "parameters");
    }
    std::unordered_map<const TirVarNode*, int64_t> params;
    for (size_t i = 0; i < func->params.size(); ++i) params[func->params[i].get()] = static_cast<int64_t>(i);
    prim_params_ = &params;
    ShapeProgram program;
    AppendProgram(ret->args[0], span, &program);
    prim_params_ = nullptr;
    Constant c;
    c.kind = Constant::Kind::kShapeExprs;
    c.dims = {std::move(program)};
    std::vector<Arg> call_args = {C(eb_->AddConstant(std::move(c)))};
    for (const relax::Expr& a : args) call_args.push_back(BuiltinArg(a));
    return Builtin("call_prim_program", std::move(call_args));
  }

  // What LowerAllocTensor makes of an R.builtin.alloc_tensor, for modules
  // that come here without the finalize passes: a storage of its own.
  int64_t EmitOwnStorageTensor(const std::vector<PrimExpr>& dims, DataType dtype, const Span& span) {
    PrimExpr nbytes = Int64(static_cast<int64_t>(dtype.bytes()) * dtype.lanes());
    for (const PrimExpr& d : dims) nbytes = MakeBinary(NodeKind::kMul, nbytes, d);
    int64_t size = Builtin("make_shape", {C(ShapeConst({nbytes}, span))});
    int64_t storage = Builtin("alloc_storage", {R(size), Imm(0), C(StringConst("uint8")), C(StringConst("global"))});
    int64_t shape = Builtin("make_shape", {C(ShapeConst(dims, span))});
    return Builtin("alloc_tensor", {R(storage), Imm(0), R(shape), C(StringConst(dtype.ToString()))});
  }

  int64_t EmitAllocTensor(const relax::Call& call) {
    auto dtype = call->args.size() >= 2 ? call->args[1].as<relax::DataTypeImmNode>() : Ref<relax::DataTypeImmNode>();
    if (!dtype.defined()) ThrowError(call->span, "VM codegen: R.builtin.alloc_tensor needs a dtype immediate");
    const std::vector<PrimExpr>* dims = nullptr;
    if (auto s = call->args[0].as<relax::ShapeExprNode>()) {
      dims = &s->values;
    } else if (auto s = call->args[0]->struct_info().as<relax::ShapeStructInfoNode>(); s.defined() && s->values) {
      dims = &*s->values;
    }
    if (dims == nullptr) ThrowError(call->span, "VM codegen: R.builtin.alloc_tensor needs known shape values");
    return EmitOwnStorageTensor(*dims, dtype->value, call->span);
  }

  // An argument of a builtin call: strings and dtypes as constants, an
  // integer prim value as an immediate, anything else in a register.
  Arg BuiltinArg(const relax::Expr& e) {
    if (auto s = e.as<relax::StringImmNode>()) return C(StringConst(s->value));
    if (auto d = e.as<relax::DataTypeImmNode>()) return C(StringConst(d->value.ToString()));
    if (auto p = e.as<relax::PrimValueNode>()) {
      int64_t v = 0;
      if (AsConstInt(p->value, &v)) return Imm(v);
    }
    return R(Emit(e));
  }

  // R.vm.alloc_storage(size, device, dtype[, scope]) / R.vm.alloc_tensor(
  // storage, offset, shape, dtype[, device]) / R.vm.kill_object(x).
  int64_t EmitVMOp(const relax::Call& call, const std::string& name) {
    const std::vector<relax::Expr>& a = call->args;
    if (name == "relax.vm.alloc_storage") {
      if (a.size() < 3) ThrowError(call->span, "VM codegen: malformed R.vm.alloc_storage");
      Arg scope = a.size() >= 4 ? BuiltinArg(a[3]) : C(StringConst("global"));
      return Builtin("alloc_storage", {R(Emit(a[0])), BuiltinArg(a[1]), BuiltinArg(a[2]), scope});
    }
    if (name == "relax.vm.alloc_tensor") {
      if (a.size() < 4 || !a[3].is<relax::DataTypeImmNode>()) {
        ThrowError(call->span, "VM codegen: malformed R.vm.alloc_tensor");
      }
      return Builtin("alloc_tensor", {R(Emit(a[0])), BuiltinArg(a[1]), R(Emit(a[2])), BuiltinArg(a[3])});
    }
    // kill_object: the register is overwritten with the null object, which
    // drops the VM's reference (TVM's codegen does the same).
    if (a.size() != 1 || !a[0].is<relax::VarNode>()) ThrowError(call->span, "VM codegen: malformed R.vm.kill_object");
    int64_t reg = Emit(a[0]);
    Instruction ins;
    ins.op = Instruction::kCall;
    ins.dst = reg;
    ins.func = eb_->Function(VMFunction::kBuiltin, "vm.builtin.null_value");
    out_->code.push_back(std::move(ins));
    return reg;
  }

  // R.call_packed / R.call_builtin_with_ctx of a VM builtin.
  // TVM's CodeGenVM lowers R.to_vdevice to vm.builtin.to_device(data,
  // device type, device id), the DLPack device of the result's vdevice.
  int64_t EmitToDevice(const Ref<relax::CallNode>& call) {
    auto t = call->struct_info().as<relax::TensorStructInfoNode>();
    if (call->args.size() != 1 || !t.defined() || !t->vdevice.defined()) {
      ThrowError(call->span, "VM codegen: R.to_vdevice needs one tensor argument and a result vdevice");
    }
    return Builtin("to_device", {BuiltinArg(call->args[0]), Imm(DLDeviceType(t->vdevice->target, call->span)),
                                 Imm(t->vdevice->vdevice_id)});
  }
  static int64_t DLDeviceType(const Target& target, const Span& span) {
    static const std::map<std::string, int64_t> kTypes = {
        {"llvm", 1},   {"cuda", 2},  {"nvptx", 2}, {"opencl", 4},
        {"vulkan", 7}, {"metal", 8}, {"rocm", 10}, {"webgpu", 15},
    };
    auto it = kTypes.find(target.kind());
    if (it == kTypes.end()) ThrowError(span, "VM codegen: no device type for target kind '" + target.kind() + "'");
    return it->second;
  }

  // R.make_closure(cls.f, (captured...)): f's index in the function table
  // and the captured values, which an invoke passes before its arguments.
  int64_t EmitMakeClosure(const relax::Call& call) {
    auto gv = call->args.size() == 2 ? call->args[0].as<relax::GlobalVarNode>() : Ref<relax::GlobalVarNode>();
    auto tup = call->args.size() == 2 ? call->args[1].as<relax::TupleNode>() : Ref<relax::TupleNode>();
    if (!gv.defined() || !tup.defined() || !eb_->mod()->Lookup(gv->name).as<relax::FunctionNode>().defined()) {
      ThrowError(call->span, "VM codegen: R.make_closure expects a Relax function of the module and a tuple");
    }
    std::vector<Arg> args = {Imm(eb_->Function(VMFunction::kVMFunc, gv->name))};
    for (const relax::Expr& a : tup->fields) args.push_back(R(Emit(a)));
    return Builtin("make_closure", std::move(args));
  }

  int64_t EmitPacked(const std::string& name, const std::vector<relax::Expr>& args, const Span& span) {
    if (name == "vm.builtin.call_tir_dyn") {
      auto gv = args.empty() ? Ref<relax::GlobalVarNode>() : args[0].as<relax::GlobalVarNode>();
      if (!gv.defined()) ThrowError(span, "VM codegen: vm.builtin.call_tir_dyn expects a PrimFunc first");
      return EmitKernelCall(gv, std::vector<relax::Expr>(args.begin() + 1, args.end()), span);
    }
    if (!runtime::vm::IsVMBuiltin(name)) {
      // A library function of the runtime (e.g. the dnnl offload's
      // rlx.contrib.dnnl.run_graph): called through invoke_packed.
      if (runtime::GlobalPackedFuncs().Find(name) != nullptr) {
        std::vector<Arg> regs = {C(StringConst(name))};
        for (const relax::Expr& e : args) regs.push_back(BuiltinArg(e));
        return Builtin("invoke_packed", std::move(regs));
      }
      ThrowError(span, "VM codegen: packed function '" + name +
                           "' is neither a builtin of the CPU VM nor a runtime library function");
    }
    std::vector<Arg> regs;
    for (const relax::Expr& e : args) regs.push_back(BuiltinArg(e));
    return Call(eb_->Function(VMFunction::kBuiltin, name), std::move(regs));
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
        if (op->name == "relax.vm.alloc_storage" || op->name == "relax.vm.alloc_tensor" ||
            op->name == "relax.vm.kill_object") {
          return EmitVMOp(call, op->name);
        }
        if (op->name == "relax.call_builtin_with_ctx") {
          auto fn = call->args.size() == 2 ? call->args[0].as<relax::ExternFuncNode>() : Ref<relax::ExternFuncNode>();
          auto tup = call->args.size() == 2 ? call->args[1].as<relax::TupleNode>() : Ref<relax::TupleNode>();
          if (!fn.defined() || !tup.defined()) ThrowError(e->span, "VM codegen: malformed R.call_builtin_with_ctx");
          return EmitPacked(fn->global_symbol, tup->fields, e->span);
        }
        if (op->name == "relax.null_value") return Builtin("null_value", {});
        if (op->name == "relax.make_closure") return EmitMakeClosure(call);
        if (op->name == "relax.invoke_closure" || op->name == "relax.invoke_pure_closure") {
          auto tup = call->args.size() == 2 ? call->args[1].as<relax::TupleNode>() : Ref<relax::TupleNode>();
          if (!tup.defined()) ThrowError(e->span, "VM codegen: malformed " + op->name);
          std::vector<Arg> args = {R(Emit(call->args[0]))};
          for (const relax::Expr& a : tup->fields) args.push_back(R(Emit(a)));
          return Builtin("invoke_closure", std::move(args));
        }
        if (op->name == "relax.to_vdevice") return EmitToDevice(call);
        if (op->name.rfind("relax.memory.", 0) == 0) {
          ThrowError(e->span, "VM codegen: " + op->name + " must be lowered by LowerRuntimeBuiltin first");
        }
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
      if (auto ext = call->op.as<relax::ExternFuncNode>()) return EmitPacked(ext->global_symbol, call->args, e->span);
      ThrowError(e->span, "VM codegen: calls of function values are not supported");
    }
    ThrowError(e->span, "VM codegen: unsupported expression");
  }

  ExecBuilder* eb_;
  VMFunction* out_;
  int64_t num_regs_ = 0;
  std::unordered_map<const relax::VarNode*, int64_t> regs_;
  // While compiling a scalar PrimFunc: its parameters -> program slots.
  const std::unordered_map<const TirVarNode*, int64_t>* prim_params_ = nullptr;
};

}  // namespace

Executable VMCodegen(const IRModule& mod, const Target& target) {
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

}  // namespace driver
}  // namespace rlx
