#include "compiler/backend/register.h"

#include <optional>
#include <string>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dispatch_decision.h"
#include "compiler/backend/dispatch_sampling.h"
#include "compiler/backend/dispatch_sort_scan.h"
#include "compiler/backend/fuse_cumsum_into_sample_index.h"
#include "compiler/backend/pattern_registry.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/fuse_ops_by_pattern.h"

namespace rlx {
namespace backend {

namespace {

std::vector<std::string> SplitList(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t end = s.find(';', start);
    if (end == std::string::npos) end = s.size();
    if (end > start) out.push_back(s.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// The patterns a FuseOpsByPattern invocation names: `patterns` (exact
// names, in the order given) and then `prefix` (the registry's priority
// order), looked up when the pass runs, in the registry of its context.
transform::PatternSource SelectPatterns(const PassOptions& o) {
  std::vector<std::string> names = SplitList(o.GetString("patterns", ""));
  std::optional<std::string> prefix;
  if (o.Has("prefix")) prefix = o.GetString("prefix", "");
  return [names, prefix](const PassContext& ctx) {
    std::vector<transform::FusionPattern> out;
    for (const std::string& name : names) {
      std::optional<FusionPattern> p = GetPattern(ctx, name);
      if (!p) ThrowError(Span(), "FuseOpsByPattern: no fusion pattern named '" + name + "' is registered");
      out.push_back(ToTransformPattern(*p));
    }
    if (prefix) {
      std::vector<FusionPattern> found = GetPatternsWithPrefix(ctx, *prefix);
      if (found.empty()) ThrowError(Span(), "FuseOpsByPattern: no fusion pattern name starts with '" + *prefix + "'");
      for (const FusionPattern& p : found) out.push_back(ToTransformPattern(p));
    }
    return out;
  };
}

}  // namespace

void RegisterBackendPasses(PassRegistry* r) {
  {
    PassEntry e;
    e.name = "FuseOpsByPattern";
    e.doc = "Outline the bindings matched by registered fusion patterns into Composite functions.";
    e.options = {
        {"prefix", PassOptionSpec::Type::kString, "use every registered pattern whose name starts with this"},
        {"patterns", PassOptionSpec::Type::kString, "exact registered pattern names separated by ';', tried first"},
        {"bind_constants", PassOptionSpec::Type::kBool, "keep constants inside the functions; default true"},
        {"annotate_codegen", PassOptionSpec::Type::kBool, "wrap composites in <name>_<codegen>; default false"},
        {"entry_functions", PassOptionSpec::Type::kString, "functions to search, separated by ';'; default all"},
    };
    e.factory = [](const PassOptions& o) {
      transform::FuseOpsByPatternOptions opts;
      opts.bind_constants = o.GetBool("bind_constants", true);
      opts.annotate_codegen = o.GetBool("annotate_codegen", false);
      opts.entry_functions = SplitList(o.GetString("entry_functions", ""));
      // Every match and rejection reaches the trace and `rlx opt --explain`.
      opts.decision_sink_for = RecordPatternDecisions("FuseOpsByPattern");
      return transform::FuseOpsByPattern(SelectPatterns(o), std::move(opts));
    };
    r->Register(std::move(e));
  }
  PassEntry e;
  e.name = "DispatchSortScan";
  e.doc = "Dispatch sort/argsort/topk/cumsum/cumprod/bucketize to target-specific kernels.";
  e.options = {{"index_bits", PassOptionSpec::Type::kInt,
                "32 or 64: index width of the continuous GPU cumsum; default 32 for webgpu, 64 otherwise"}};
  e.factory = [](const PassOptions& o) {
    std::optional<int> bits;
    if (o.Has("index_bits")) bits = static_cast<int>(o.GetInt("index_bits", 64));
    return DispatchSortScan(bits);
  };
  r->Register(std::move(e));
  PassEntry s;
  s.name = "DispatchSampling";
  s.doc = "Dispatch multinomial_from_uniform to target-specific kernels (run before DispatchSortScan).";
  s.factory = [](const PassOptions&) { return DispatchSampling(); };
  r->Register(std::move(s));
  PassEntry fs;
  fs.name = "FuseCumsumIntoSampleIndex";
  fs.doc =
      "CPU: one pass over the probabilities for DispatchSampling's cumsum + get_sample_index (run before "
      "DispatchSortScan).";
  fs.factory = [](const PassOptions&) { return FuseCumsumIntoSampleIndex(); };
  r->Register(std::move(fs));
  r->Register(ApplyDefaultScheduleEntry());
}

}  // namespace backend
}  // namespace rlx
