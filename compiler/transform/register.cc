#include "compiler/transform/register.h"

#include <optional>

#include "compiler/transform/allocate_workspace.h"
#include "compiler/transform/annotate_custom_memory_scope.h"
#include "compiler/transform/annotate_tir_op_pattern.h"
#include "compiler/transform/append_reshape_to_bn.h"
#include "compiler/transform/attach_global_symbol.h"
#include "compiler/transform/bind_params.h"
#include "compiler/transform/bind_target.h"
#include "compiler/transform/call_tir_rewrite.h"
#include "compiler/transform/canonicalize_bindings.h"
#include "compiler/transform/compute_prim_value.h"
#include "compiler/transform/convert_layout.h"
#include "compiler/transform/dead_code_elimination.h"
#include "compiler/transform/decompose_ops.h"
#include "compiler/transform/fold_batchnorm_to_conv2d.h"
#include "compiler/transform/fold_constant.h"
#include "compiler/transform/fold_vdevice_scope_change.h"
#include "compiler/transform/fuse_ops.h"
#include "compiler/transform/fuse_tir.h"
#include "compiler/transform/kill_after_last_use.h"
#include "compiler/transform/lambda_lift.h"
#include "compiler/transform/legalize_ops.h"
#include "compiler/transform/lower_alloc_tensor.h"
#include "compiler/transform/lower_runtime_builtin.h"
#include "compiler/transform/merge_composite_functions.h"
#include "compiler/transform/normalize.h"
#include "compiler/transform/refine_symbolic_shapes.h"
#include "compiler/transform/remove_purity_checking.h"
#include "compiler/transform/rewrite_dataflow_reshape.h"
#include "compiler/transform/specialize_prim_func_based_on_call_site.h"
#include "compiler/transform/static_plan_block_memory.h"
#include "compiler/transform/to_non_dataflow.h"
#include "compiler/transform/vm_shape_lower.h"

namespace rlx {
namespace transform {

namespace {

PassEntry Simple(const std::string& name, const std::string& doc, PassPtr (*make)()) {
  PassEntry e;
  e.name = name;
  e.doc = doc;
  e.factory = [make](const PassOptions&) { return make(); };
  return e;
}

}  // namespace

void RegisterTransformPasses(PassRegistry* r) {
  using Type = PassOptionSpec::Type;
  {
    PassEntry e;
    e.name = "BindParams";
    e.doc = "Replace parameters of a function by constants read from .npy files.";
    e.options = {
        {"func", Type::kString, "the function (global symbol, or name if private); default main"},
        {"params", Type::kString, "name=file.npy pairs separated by ';'"},
    };
    e.factory = [](const PassOptions& o) {
      return BindParams(o.GetString("func", "main"), LoadParamFiles(o.GetString("params", "")));
    };
    r->Register(std::move(e));
  }
  {
    PassEntry e;
    e.name = "BindTarget";
    e.doc = "Give every PrimFunc without a target attribute the target (default: the pass context's).";
    e.options = {{"target", Type::kString, "target string; default the pass context's target"}};
    e.factory = [](const PassOptions& o) {
      std::optional<Target> t;
      if (o.Has("target")) t = Target::Parse(o.GetString("target", ""));
      return BindTarget(t);
    };
    r->Register(std::move(e));
  }
  {
    PassEntry e;
    e.name = "DecomposeOpsForInference";
    e.doc = "Rewrite batch_norm into elementwise ops and tensor_to_shape into a builtin call plus match_cast.";
    e.options = {{"func_name", Type::kString, "only this function; default all"}};
    e.factory = [](const PassOptions& o) { return DecomposeOpsForInference(o.GetString("func_name", "")); };
    r->Register(std::move(e));
  }
  r->Register(Simple("AttachGlobalSymbol",
                     "Give every function a global_symbol (PrimFuncs prefixed by system_lib_prefix).",
                     [] { return AttachGlobalSymbol(); }));
  r->Register(Simple("AnnotateTIROpPattern", "Set the op_pattern attribute of PrimFuncs from their block structure.",
                     &AnnotateTIROpPattern));
  r->Register(Simple("CallTIRRewrite", "Make call_tir outputs explicit: alloc_tensor + a direct kernel call.",
                     &CallTIRRewrite));
  r->Register(Simple("CanonicalizeBindings",
                     "Remove trivial bindings and redundant match_casts, use known symbolic values.",
                     &CanonicalizeBindings));
  r->Register(Simple("CanonicalizeRelaxBindings", "The Relax-binding half of CanonicalizeBindings.",
                     &CanonicalizeRelaxBindings));
  r->Register(Simple("LambdaLift",
                     "Lift local functions to private globals; those that capture variables become closures.",
                     &LambdaLift));
  r->Register(Simple("RefineSymbolicShapes",
                     "Simplify shapes under the tir_var_lower_bound / tir_var_upper_bound ranges of a function's "
                     "symbolic dims, and give each binding the most specific struct info that follows.",
                     &RefineSymbolicShapes));
  r->Register(Simple("CanonicalizeTIRVariables",
                     "Replace symbolic variables defined by match_cast with their known values.",
                     &CanonicalizeTIRVariables));
  r->Register(Simple("ComputePrimValue",
                     "Compute R.prim_value expressions with host PrimFuncs (compute_symbolic_expr).",
                     [] { return ComputePrimValue(); }));
  {
    PassEntry e;
    e.name = "DeadCodeElimination";
    e.doc = "Remove unused pure bindings and functions unreachable from the entry functions.";
    e.options = {
        {"entry_functions", Type::kString,
         "extra entry functions besides the public ones, separated by ';' (or ',' outside a pass list)"},
    };
    e.factory = [](const PassOptions& o) {
      return DeadCodeElimination(SplitFunctionNames(o.GetString("entry_functions", "")));
    };
    r->Register(std::move(e));
  }
  {
    PassEntry e;
    e.name = "AnnotateCustomMemoryScope";
    e.doc = "Place 5-D tensors with a last dim of 4 in OpenCL texture scopes (adreno), as vdevices.";
    e.options = {{"target", Type::kString, "target string; default the pass context's target"}};
    e.factory = [](const PassOptions& o) {
      std::optional<Target> t;
      if (o.Has("target")) t = Target::Parse(o.GetString("target", ""));
      return AnnotateCustomMemoryScope(t);
    };
    r->Register(std::move(e));
  }
  {
    PassEntry e;
    e.name = "ConvertLayout";
    e.doc = "Move conv ops into desired layouts, inserting layout_transform / permute_dims around them.";
    e.options = {{"desired_layouts", Type::kString,
                  "op:data/kernel[/out] entries separated by ';' (relax.nn.conv2d:NCHW4c/OIHW4o)"}};
    e.factory = [](const PassOptions& o) {
      return ConvertLayout(ParseDesiredLayouts(o.GetString("desired_layouts", "")));
    };
    r->Register(std::move(e));
  }
  r->Register(Simple("FoldBatchnormToConv2D",
                     "Fold an inference batch_norm after a constant-weight conv2d into its weights and a bias.",
                     [] { return FoldBatchnormToConv2D(); }));
  r->Register(Simple("AppendReshapeToBN", "Reshape batch_norm(...)[0] to the input shape (CLML's batch_norm pattern).",
                     [] { return AppendReshapeToBN(); }));
  r->Register(Simple("FoldVDeviceScopeChange",
                     "Let a texture-writing call_tir write the global buffer its only to_vdevice consumer wants.",
                     [] { return FoldVDeviceScopeChange(); }));
  r->Register(Simple("SpecializePrimFuncBasedOnCallSite",
                     "Give PrimFunc buffers the memory scopes their call_tir sites pass (copies when sites differ).",
                     [] { return SpecializePrimFuncBasedOnCallSite(); }));
  r->Register(Simple("FoldConstant", "Evaluate operator calls on constants inside dataflow blocks.", &FoldConstant));
  r->Register({"FuseOps",
               "Group call_tir bindings by op pattern into Primitive functions.",
               {{"fuse_opt_level", Type::kInt, "-1: the PassContext opt_level"}},
               [](const PassOptions& o) { return FuseOps(static_cast<int>(o.GetInt("fuse_opt_level", -1))); }});
  r->Register(
      Simple("FuseTIR", "Merge each Primitive function of call_tirs into one PrimFunc.", [] { return FuseTIR(); }));
  r->Register(Simple("KillAfterLastUse", "Release storages, tensors and objects right after their last use.",
                     &KillAfterLastUse));
  r->Register(Simple("AllocateWorkspace",
                     "Give external functions with a WorkspaceSize attribute a workspace argument, allocated once "
                     "in the caller.",
                     [] { return AllocateWorkspace(); }));
  r->Register(LegalizeOpsEntry());
  r->Register(Simple("LowerAllocTensor", "Give each remaining builtin.alloc_tensor its own memory.alloc_storage.",
                     &LowerAllocTensor));
  r->Register(Simple("LowerRuntimeBuiltin", "Lower memory.*, reshape, shape_of and call_tir_dyn to the VM's builtins.",
                     &LowerRuntimeBuiltin));
  r->Register(Simple("MergeCompositeFunctions",
                     "Group composite calls of the same codegen into public Codegen functions with local composites.",
                     [] { return MergeCompositeFunctions(); }));
  r->Register(Simple("Normalize", "Bring functions to normal form: struct info everywhere, non-leaf operands bound.",
                     &Normalize));
  r->Register(Simple("RemovePurityChecking",
                     "Mark pure functions force_pure and unwrap call_pure_packed / call_inplace_packed.",
                     &RemovePurityChecking));
  r->Register(Simple("RewriteDataflowReshape",
                     "Turn call_tir of pure-reshape PrimFuncs in dataflow blocks into R.reshape.",
                     &RewriteDataflowReshape));
  r->Register(Simple("StaticPlanBlockMemory",
                     "Place builtin.alloc_tensor results in reusable memory.alloc_storage storages, per binding block.",
                     &StaticPlanBlockMemory));
  {
    PassEntry e;
    e.name = "VMShapeLower";
    e.doc = "Check parameters, match_casts and results and compute symbolic shapes with VM builtins over a shape heap.";
    e.options = {{"emit_err_ctx", Type::kBool, "put ErrorContext strings in the checks; default true"}};
    e.factory = [](const PassOptions& o) { return VMShapeLower(o.GetBool("emit_err_ctx", true)); };
    r->Register(std::move(e));
  }
  r->Register(
      Simple("ToNonDataflow", "Turn dataflow blocks into binding blocks and DataflowVars into Vars.", &ToNonDataflow));
}

}  // namespace transform
}  // namespace rlx
