#include "compiler/transform/allocate_workspace.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "compiler/op/normalize.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

bool HasAttr(const Function& f, const std::string& key) { return f->attrs.defined() && f->attrs->Has(key); }

// The function's WorkspaceSize, 0 when it has none.
int64_t WorkspaceSize(const Function& f) {
  if (!f->attrs.defined()) return 0;
  auto imm = f->attrs->Get("WorkspaceSize").as<IntImmNode>();
  return imm.defined() ? imm->value : 0;
}

// TVM writes the extent as IntImm::Int32, but its ShapeExpr constructor
// casts every immediate to int64 (Relax shapes are int64), so the
// workspace TVM 0.27 produces is R.Tensor((N,), "uint8") with an int64 N
// (tools/tvm_conformance compares the signatures).
PrimExpr WorkspaceExtent(int64_t size) { return Int64(size); }
StructInfo WorkspaceSInfo(int64_t size) { return TensorSInfo({WorkspaceExtent(size)}, DataType::UInt(8)); }

// TVM's ExternFunctionRewriter, for one function with a WorkspaceSize.
class ExternFunctionRewriter : public ExprMutator {
 public:
  explicit ExternFunctionRewriter(int64_t max_size) : max_size_(max_size) {}

  Expr VisitFunction_(const Function& f) override {
    bool external = HasAttr(f, "Codegen") || HasAttr(f, "Composite");
    if (!external || WorkspaceSize(f) == 0) return ExprMutator::VisitFunction_(f);
    // TVM's name supply: "workspace", then "workspace_1", ...
    std::string name = fresh_ == 0 ? "workspace" : "workspace_" + std::to_string(fresh_);
    ++fresh_;
    Var param = MakeVar(name, WorkspaceSInfo(max_size_));
    if (HasAttr(f, "Codegen")) codegen_param_ = param;
    std::vector<Var> params = f->params;
    params.push_back(param);
    Expr body = VisitWithNewScope(f->body);
    Function nf =
        Make<FunctionNode>(params, body, f->ret_struct_info, f->is_pure, MapWithout(f->attrs, "WorkspaceSize"));
    op::InferStructInfo(nf);
    return nf;
  }

  Expr VisitCall_(const Call& c) override {
    Expr visited = ExprMutator::VisitCall_(c);
    auto call = visited.as<CallNode>();
    auto callee_var = call.defined() ? call->op.as<VarNode>() : Ref<VarNode>();
    if (!callee_var.defined()) return visited;
    auto callee = LookupBinding(callee_var).as<FunctionNode>();
    if (!callee.defined() || !HasAttr(callee, "Composite")) return visited;
    RLX_CHECK(codegen_param_.defined()) << "AllocateWorkspace: a composite call outside a Codegen function";
    std::vector<Expr> args = call->args;
    args.push_back(codegen_param_);
    Call nc = Make<CallNode>(call->op, args, call->attrs, call->sinfo_args);
    nc->SetStructInfo(GetStructInfo(c));
    return nc;
  }

 private:
  int64_t max_size_;
  int fresh_ = 0;
  Var codegen_param_;
};

// TVM's WorkspaceProvider for one caller function.
class WorkspaceProvider : public ExprMutator {
 public:
  WorkspaceProvider(int64_t max_size, const std::map<std::string, GlobalVar>* renamed)
      : max_size_(max_size), renamed_(renamed) {}

  BindingBlock VisitBindingBlock(const BindingBlock& block) override {
    if (!block->is_dataflow()) return ExprMutator::VisitBindingBlock(block);
    BeginBlock(true);
    if (!workspace_.defined()) {
      std::vector<PrimExpr> shape{WorkspaceExtent(max_size_)};
      ShapeExpr extent = Make<ShapeExprNode>(shape);
      extent->SetStructInfo(ShapeSInfo(shape));
      std::vector<Expr> args{extent, Make<DataTypeImmNode>(DataType::UInt(8)), Make<PrimValueNode>(Int64(0)),
                             Make<relax::StringImmNode>("global")};
      for (const Expr& a : args) op::InferStructInfo(a);
      Call alloc = Make<CallNode>(GetOp("relax.builtin.alloc_tensor"), args);
      op::InferStructInfo(alloc);
      workspace_ = EmitValue(alloc, "workspace_main");
    }
    for (const Binding& b : block->bindings) VisitBinding(b);
    return Make<BindingBlockNode>(EndBlock(), true);
  }

  Expr VisitGlobalVar_(const GlobalVar& g) override {
    auto it = renamed_->find(g->name);
    return it == renamed_->end() ? Expr(g) : Expr(it->second);
  }

  Expr VisitCall_(const Call& c) override {
    Expr visited = ExprMutator::VisitCall_(c);
    auto call = visited.as<CallNode>();
    auto gv = call.defined() ? call->op.as<GlobalVarNode>() : Ref<GlobalVarNode>();
    if (!gv.defined()) return visited;
    bool rewritten =
        std::any_of(renamed_->begin(), renamed_->end(), [&](const auto& kv) { return kv.second.same_as(gv); });
    if (!rewritten) return visited;
    if (!workspace_.defined()) {
      // TVM allocates the workspace in the first dataflow block; a call
      // before any has nothing to pass.
      ThrowError(c->span, "AllocateWorkspace: '" + gv->name +
                              "' needs a workspace but is called before the function's first dataflow block");
    }
    std::vector<Expr> args = call->args;
    args.push_back(workspace_);
    Call nc = Make<CallNode>(call->op, args, call->attrs, call->sinfo_args);
    nc->SetStructInfo(GetStructInfo(c));
    return nc;
  }

 private:
  int64_t max_size_;
  const std::map<std::string, GlobalVar>* renamed_;
  Var workspace_;
};

}  // namespace

IRModule AllocateWorkspace(const IRModule& mod) {
  int64_t max_size = 0;
  for (const auto& kv : mod->functions) {
    if (auto f = kv.second.second.as<FunctionNode>()) max_size = std::max(max_size, WorkspaceSize(f));
  }
  if (max_size == 0) return mod;

  IRModuleBuilder builder(mod);
  std::set<std::string> taken;
  for (const auto& kv : mod->functions) taken.insert(kv.first);
  std::map<std::string, GlobalVar> renamed;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || WorkspaceSize(f) == 0) continue;
    Function nf = ExternFunctionRewriter(max_size).VisitExpr(f).cast<FunctionNode>();
    std::string name = kv.first;
    for (int i = 1; taken.count(name); ++i) name = kv.first + std::to_string(i);
    taken.insert(name);
    nf = Make<FunctionNode>(nf->params, nf->body, nf->ret_struct_info, nf->is_pure,
                            MapWith(nf->attrs, "global_symbol", MakeString(name)));
    op::InferStructInfo(nf);
    builder.Remove(kv.first);
    GlobalVar gv = builder.Add(name, nf);
    if (!gv->struct_info().defined()) gv->SetStructInfo(nf->struct_info());
    renamed[kv.first] = gv;
  }
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined() || HasAttr(f, "Codegen") || HasAttr(f, "Composite")) continue;
    Expr out = WorkspaceProvider(max_size, &renamed).VisitExpr(f);
    if (!out.same_as(f)) builder.Add(kv.first, out);
  }
  return builder.Build();
}

PassPtr AllocateWorkspace() {
  PassInfo info;
  info.name = "AllocateWorkspace";
  info.opt_level = 0;
  return CreateModulePass([](const IRModule& mod, PassContext&) { return AllocateWorkspace(mod); }, info);
}

}  // namespace transform
}  // namespace rlx
