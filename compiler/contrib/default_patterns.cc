#include "compiler/contrib/default_patterns.h"

#include <memory>

#include "compiler/contrib/coreml/patterns.h"
#include "compiler/contrib/cublas/patterns.h"
#include "compiler/contrib/cudnn/patterns.h"
#include "compiler/contrib/cutlass/patterns.h"
#include "compiler/contrib/dnnl/patterns.h"
#include "compiler/contrib/example_npu/patterns.h"
#include "compiler/contrib/hipblas/patterns.h"
#include "compiler/contrib/nnapi/patterns.h"
#include "compiler/contrib/openclml/patterns.h"
#include "compiler/contrib/tensorrt/patterns.h"

namespace rlx {
namespace backend {
namespace contrib {

void RegisterContribPatterns(PatternRegistry* r) {
  // Prefix queries never mix backends, so only the order inside each table
  // matters (and is TVM's); the tables come grouped by TVM's backend
  // directories: cuda, rocm, metal, contrib (openclml is TVM's clml.py).
  RegisterCublasPatterns(r);
  RegisterCudnnPatterns(r);
  RegisterCutlassPatterns(r);
  RegisterHipblasPatterns(r);
  RegisterCoremlPatterns(r);
  RegisterNnapiPatterns(r);
  RegisterOpenclmlPatterns(r);
  RegisterTensorrtPatterns(r);
  RegisterDnnlPatterns(r);
  RegisterExampleNpuPatterns(r);
}

}  // namespace contrib

namespace {

// Filled once, on first use; never destroyed, so that no check function
// outlives its registry at exit.
const std::shared_ptr<const PatternRegistry>& DefaultRegistryPtr() {
  static const auto* registry = new std::shared_ptr<const PatternRegistry>([] {
    auto r = std::make_shared<PatternRegistry>();
    contrib::RegisterContribPatterns(r.get());
    return r;
  }());
  return *registry;
}

}  // namespace

const PatternRegistry& DefaultPatternRegistry() { return *DefaultRegistryPtr(); }

void AttachDefaultPatterns(PassContext* ctx) { ctx->SetValue<PatternRegistry>(DefaultRegistryPtr()); }

std::optional<FusionPattern> GetPattern(const std::string& name) { return DefaultPatternRegistry().Get(name); }

std::vector<FusionPattern> GetPatternsWithPrefix(const std::string& prefix) {
  return DefaultPatternRegistry().GetWithPrefix(prefix);
}

}  // namespace backend
}  // namespace rlx
