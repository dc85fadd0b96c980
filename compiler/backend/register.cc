#include "compiler/backend/register.h"

#include <optional>

#include "compiler/backend/dispatch_sampling.h"
#include "compiler/backend/dispatch_sort_scan.h"

namespace rlx {
namespace backend {

void RegisterBackendPasses(PassRegistry* r) {
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
}

}  // namespace backend
}  // namespace rlx
