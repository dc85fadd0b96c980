#include "compiler/transform/to_non_dataflow.h"

#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace transform {

using namespace relax;  // NOLINT

namespace {

class ToNonDataflowMutator : public ExprMutator {
 public:
  Var VisitVarDef(const Var& v) override {
    Var base = ExprMutator::VisitVarDef(v);
    if (!base->is_dataflow()) return base;
    Var nv = MakeAt<VarNode>(base->span, base->name, base->struct_info(), false);
    var_remap_[v.get()] = nv;
    return nv;
  }

  BindingBlock VisitBindingBlock(const BindingBlock& block) override { return VisitBindingBlockAs(block, false); }
};

}  // namespace

Function ToNonDataflow(const Function& f) {
  ToNonDataflowMutator m;
  return m.VisitExpr(f).cast<FunctionNode>();
}

PassPtr ToNonDataflow() {
  PassInfo info;
  info.name = "ToNonDataflow";
  info.opt_level = 0;
  return CreateFunctionPass([](const Function& f, const IRModule&, PassContext&) { return ToNonDataflow(f); }, info);
}

}  // namespace transform
}  // namespace rlx
