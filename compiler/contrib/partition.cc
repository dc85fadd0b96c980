#include "compiler/contrib/partition.h"

#include <functional>
#include <map>
#include <utility>

#include "compiler/backend/patterns.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/contrib/dnnl/dnnl.h"
#include "compiler/contrib/nnapi/patterns.h"
#include "compiler/contrib/openclml/patterns.h"
#include "compiler/op/normalize.h"
#include "compiler/pattern/rewriter.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/allocate_workspace.h"
#include "compiler/transform/canonicalize_bindings.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/merge_composite_functions.h"

namespace rlx {
namespace backend {

using namespace relax;  // NOLINT

namespace {

bool HasAttr(const Function& f, const std::string& key) { return f->attrs.defined() && f->attrs->Has(key); }

std::string StringAttr(const Function& f, const std::string& key) {
  if (!f->attrs.defined()) return "";
  auto s = f->attrs->Get(key).as<StringNode>();
  return s.defined() ? s->value : "";
}

// get_patterns_with_prefix(prefix) for FuseOpsByPattern, from the registry
// of the context the partition runs under.
transform::PatternSource Prefixed(const std::string& prefix) { return PrefixedPatterns(prefix); }

PassPtr Fuse(transform::PatternSource patterns, bool bind_constants, bool annotate_codegen, const PartitionOptions& o) {
  transform::FuseOpsByPatternOptions fo;
  fo.bind_constants = bind_constants;
  fo.annotate_codegen = annotate_codegen;
  fo.on_decision = o.on_decision;
  return transform::FuseOpsByPattern(std::move(patterns), std::move(fo));
}

PassPtr Fuse(std::vector<transform::FusionPattern> patterns, bool bind_constants, bool annotate_codegen,
             const PartitionOptions& o) {
  return Fuse([patterns = std::move(patterns)](const PassContext&) { return patterns; }, bind_constants,
              annotate_codegen, o);
}

PassPtr ModulePass(const std::string& name, std::function<IRModule(const IRModule&)> f) {
  PassInfo info;
  info.name = name;
  info.opt_level = 0;
  return CreateModulePass([f = std::move(f)](const IRModule& m, PassContext&) { return f(m); }, info);
}

// The size TVM's WorkspaceAnnotator gives an attention composite: the
// bytes of its output, or 8 when the shape is not static.
int64_t AttentionWorkspaceBytes(const Function& f) {
  auto t = f->ret_struct_info.as<TensorStructInfoNode>();
  DataType dtype = t.defined() ? t->dtype : DataType();
  if (dtype != DataType::Float(16) && dtype != DataType::Float(32)) {
    // TVM: KeyError from the {"float16": 2, "float32": 4} table.
    ThrowError(f->span, "annotate_workspace: the attention composite '" + StringAttr(f, "Composite") +
                            "' must return a float16 or float32 tensor");
  }
  const std::vector<PrimExpr>* dims = t->GetShapeValues();
  if (dims == nullptr) return 8;
  int64_t n = 1;
  for (const PrimExpr& d : *dims) {
    int64_t v = 0;
    if (!AsConstInt(d, &v)) return 8;
    n *= v;
  }
  return n * dtype.bytes();
}

// TVM's WorkspaceAnnotator: composites first (they are visited as part of
// the enclosing function's body), then the wrapper copies the attribute of
// the composite its first binding binds.
class WorkspaceAnnotator : public transform::ExprMutator {
 public:
  explicit WorkspaceAnnotator(std::string codegen) : codegen_(std::move(codegen)) {}

  Expr VisitFunction_(const Function& f) override {
    if (HasAttr(f, "Composite")) {
      std::string composite = StringAttr(f, "Composite");
      if (composite.find("attention") == std::string::npos || composite.find(codegen_) == std::string::npos) return f;
      return WithAttr(f, "WorkspaceSize", Int64(AttentionWorkspaceBytes(f)));
    }
    Expr visited = transform::ExprMutator::VisitFunction_(f);
    Function nf = visited.cast<FunctionNode>();
    if (StringAttr(nf, "global_symbol").find(codegen_) == std::string::npos) return visited;
    auto seq = nf->body.as<SeqExprNode>();
    if (!seq.defined() || seq->blocks.empty() || seq->blocks[0]->bindings.empty()) return visited;
    auto composite = transform::BoundValue(seq->blocks[0]->bindings[0]).as<FunctionNode>();
    if (!composite.defined() || !HasAttr(composite, "WorkspaceSize")) return visited;
    return WithAttr(nf, "WorkspaceSize", composite->attrs->Get("WorkspaceSize"));
  }

 private:
  static Function WithAttr(const Function& f, const std::string& key, const ObjectRef& value) {
    Function nf = Make<FunctionNode>(f->params, f->body, f->ret_struct_info, f->is_pure, MapWith(f->attrs, key, value));
    op::InferStructInfo(nf);
    return nf;
  }

  std::string codegen_;
};

// partition_for_cutlass's first step: rewrite attention written out as ops
// into R.nn.attention, so the cutlass attention patterns can take it.
IRModule RewriteAttention(const IRModule& mod, bool use_flash_mqa) {
  std::vector<PatternWithRewriter> rewrites;
  if (use_flash_mqa) rewrites.push_back(MakeAttentionRewritePattern("BSNH", "BSNH", false, true, true));
  // cutlass.py attention_rewrite_patterns(): the 16 layout / bias / cast
  // variants in TVM's loop order.
  for (const char* qkv : {"BSNH", "BSH"}) {
    for (const char* out : {"BSNH", "BSH"}) {
      for (bool bias : {true, false}) {
        for (bool cast : {true, false}) rewrites.push_back(MakeAttentionRewritePattern(qkv, out, bias, cast));
      }
    }
  }
  IRModuleBuilder builder(mod);
  bool changed = false;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    Function cur = f;
    for (const PatternWithRewriter& r : rewrites) cur = pattern::RewriteCall(r.pattern, r.rewriter, cur);
    if (!cur.same_as(f)) {
      builder.Add(kv.first, cur);
      changed = true;
    }
  }
  return changed ? builder.Build() : mod;
}

using PassListFactory = std::function<std::vector<PassPtr>(const PartitionOptions&)>;

struct BackendEntry {
  PassListFactory passes;
};

// One entry per TVM partition function; the comment cites the Python
// source each pass list mirrors.
const std::map<std::string, BackendEntry>& Backends() {
  static const std::map<std::string, BackendEntry> table = [] {
    std::map<std::string, BackendEntry> t;
    // cuda/cublas.py partition_for_cublas(mod, bind_constants=False):
    //   FuseOpsByPattern(get_patterns_with_prefix("cublas"), bind_constants, annotate_codegen=True)
    t["cublas"] = {[](const PartitionOptions& o) {
      return std::vector<PassPtr>{Fuse(Prefixed("cublas"), o.bind_constants, true, o)};
    }};
    // cuda/cudnn.py partition_for_cudnn(mod):
    //   FuseOpsByPattern(prefix "cudnn", bind_constants=False, annotate_codegen=True),
    //   annotate_workspace, AllocateWorkspace()
    t["cudnn"] = {[](const PartitionOptions& o) {
      return std::vector<PassPtr>{
          Fuse(Prefixed("cudnn"), false, true, o),
          ModulePass("annotate_workspace", [](const IRModule& m) { return AnnotateWorkspace(m, "cudnn"); }),
          transform::AllocateWorkspace()};
    }};
    // cuda/cutlass.py partition_for_cutlass(mod, annotate_codegen=True, use_flash_mqa=True):
    //   rewrite_call of the MQA pattern (if use_flash_mqa) and of the 16
    //   attention rewrite patterns on every function, then
    //   FuseOpsByPattern(prefix "cutlass", bind_constants=False, annotate_codegen),
    //   annotate_workspace, AllocateWorkspace()
    t["cutlass"] = {[](const PartitionOptions& o) {
      bool mqa = o.use_flash_mqa;
      return std::vector<PassPtr>{
          ModulePass("RewriteAttention", [mqa](const IRModule& m) { return RewriteAttention(m, mqa); }),
          Fuse(Prefixed("cutlass"), false, o.annotate_codegen, o),
          ModulePass("annotate_workspace", [](const IRModule& m) { return AnnotateWorkspace(m, "cutlass"); }),
          transform::AllocateWorkspace()};
    }};
    // rocm/hipblas.py partition_for_hipblas(mod):
    //   FuseOpsByPattern(prefix "hipblas", bind_constants=False, annotate_codegen=True)
    t["hipblas"] = {
        [](const PartitionOptions& o) { return std::vector<PassPtr>{Fuse(Prefixed("hipblas"), false, true, o)}; }};
    // metal/coreml.py partition_for_coreml(mod): CanonicalizeBindings,
    //   FuseOpsByPattern(prefix "coreml", bind_constants=True, annotate_codegen=False),
    //   MergeCompositeFunctions
    t["coreml"] = {[](const PartitionOptions& o) {
      return std::vector<PassPtr>{transform::CanonicalizeBindings(), Fuse(Prefixed("coreml"), true, false, o),
                                  transform::MergeCompositeFunctions()};
    }};
    // contrib/nnapi.py partition_for_nnapi(mod, feature_level=None): the
    //   prefix "nnapi" patterns filtered by min_feature_level, then
    //   FuseOpsByPattern(bind_constants=False, annotate_codegen=False), MergeCompositeFunctions
    t["nnapi"] = {[](const PartitionOptions& o) {
      std::optional<int> level = o.feature_level;
      auto patterns = [level](const PassContext& ctx) {
        std::vector<FusionPattern> found = GetPatternsWithPrefix(ctx, "nnapi");
        if (level) found = contrib::FilterNnapiPatterns(found, *level);
        return ToTransformPatterns(found);
      };
      return std::vector<PassPtr>{Fuse(patterns, false, false, o), transform::MergeCompositeFunctions()};
    }};
    // contrib/tensorrt.py partition_for_tensorrt(mod):
    //   FuseOpsByPattern(prefix "tensorrt", bind_constants=True, annotate_codegen=False),
    //   MergeCompositeFunctions
    t["tensorrt"] = {[](const PartitionOptions& o) {
      return std::vector<PassPtr>{Fuse(Prefixed("tensorrt"), true, false, o), transform::MergeCompositeFunctions()};
    }};
    // DNNL has no Python partition function; compiler/contrib/dnnl/dnnl.h
    // owns its pass list (TVM's test_codegen_dnnl.py flow).
    t["dnnl"] = {[](const PartitionOptions& o) { return contrib::PartitionForDnnlPasses(o.on_decision); }};
    // contrib/example_npu has no partition function; its tests
    // (tests/python/contrib/test_example_npu.py) partition with
    //   FuseOpsByPattern(prefix "example_npu", bind_constants=False, annotate_codegen=False),
    //   MergeCompositeFunctions
    t["example_npu"] = {[](const PartitionOptions& o) {
      return std::vector<PassPtr>{Fuse(Prefixed("example_npu"), false, false, o), transform::MergeCompositeFunctions()};
    }};
    // adreno/clml.py OpenCLMLOffLoad, its partitioning steps only:
    //   FuseOpsByPattern(clml_pattern_table()) (defaults: bind_constants=True,
    //   annotate_codegen=False), MergeCompositeFunctions. Its layout
    //   conversion / batch-norm folding before and RunCodegen after are not
    //   partitioning and are not run here.
    //   Not the prefix query: its newest-first order would put the lone
    //   relu pattern ahead of relu(conv2d).
    t["openclml"] = {[](const PartitionOptions& o) {
      return std::vector<PassPtr>{Fuse(ToTransformPatterns(contrib::OpenclmlPatternTable()), true, false, o),
                                  transform::MergeCompositeFunctions()};
    }};
    return t;
  }();
  return table;
}

}  // namespace

std::vector<std::string> PartitionBackends() {
  std::vector<std::string> names;
  for (const auto& kv : Backends()) names.push_back(kv.first);
  return names;
}

std::vector<PassPtr> PartitionPasses(const std::string& backend, const PartitionOptions& options) {
  auto it = Backends().find(backend);
  if (it == Backends().end()) {
    std::string known;
    for (const std::string& n : PartitionBackends()) known += (known.empty() ? "" : ", ") + n;
    ThrowError(Span(), "unknown partition backend '" + backend + "'; known backends: " + known);
  }
  return it->second.passes(options);
}

PassPtr PartitionPass(const std::string& backend, const PartitionOptions& options) {
  return Sequential(PartitionPasses(backend, options), "partition_for_" + backend);
}

IRModule PartitionFor(const std::string& backend, const IRModule& mod, const PartitionOptions& options) {
  PassContext ctx;
  AttachDefaultPatterns(&ctx);
  return (*PartitionPass(backend, options))(mod, ctx);
}

IRModule PartitionForCublas(const IRModule& mod, bool bind_constants) {
  PartitionOptions o;
  o.bind_constants = bind_constants;
  return PartitionFor("cublas", mod, o);
}

IRModule PartitionForCudnn(const IRModule& mod) { return PartitionFor("cudnn", mod); }

IRModule PartitionForCutlass(const IRModule& mod, bool annotate_codegen, bool use_flash_mqa) {
  PartitionOptions o;
  o.annotate_codegen = annotate_codegen;
  o.use_flash_mqa = use_flash_mqa;
  return PartitionFor("cutlass", mod, o);
}

IRModule PartitionForHipblas(const IRModule& mod) { return PartitionFor("hipblas", mod); }
IRModule PartitionForCoreml(const IRModule& mod) { return PartitionFor("coreml", mod); }

IRModule PartitionForNnapi(const IRModule& mod, std::optional<int> feature_level) {
  PartitionOptions o;
  o.feature_level = feature_level;
  return PartitionFor("nnapi", mod, o);
}

IRModule PartitionForTensorrt(const IRModule& mod) { return PartitionFor("tensorrt", mod); }

IRModule AnnotateWorkspace(const IRModule& mod, const std::string& codegen) {
  IRModuleBuilder builder(mod);
  bool changed = false;
  for (const auto& kv : mod->functions) {
    auto f = kv.second.second.as<FunctionNode>();
    if (!f.defined()) continue;
    WorkspaceAnnotator annotator(codegen);
    Expr out = annotator.VisitExpr(f);
    if (!out.same_as(f)) {
      builder.Add(kv.first, out);
      changed = true;
    }
  }
  return changed ? builder.Build() : mod;
}

}  // namespace backend
}  // namespace rlx
