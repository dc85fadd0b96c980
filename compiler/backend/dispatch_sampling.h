// DispatchSampling (TVM's relax.backend.DispatchSampling): lowers
// relax.multinomial_from_uniform. On CPU targets it emits a relax.cumsum of
// the probabilities (left for DispatchSortScan, which must run after) and a
// call_tir of the generic get_sample_index kernel. On GPU targets it emits a
// call_tir of the public PrimFunc parallel_sampling_from_prob
// (gpu_sampling_kernels.h), which always writes its output.
#ifndef RLX_COMPILER_BACKEND_DISPATCH_SAMPLING_H_
#define RLX_COMPILER_BACKEND_DISPATCH_SAMPLING_H_

#include <optional>
#include <vector>

#include "compiler/backend/dispatch_util.h"
#include "compiler/pass/pass.h"
#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

const std::vector<DispatchRule>& SamplingRules();

// TVM's generic_get_sample_index, the CPU row's second kernel:
// out[i, 0] = the first j with u[i] < cdf[row[i], j], clamped to vocab - 1,
// as the serial (i, j) grid of conditional stores that TVM writes (the last
// store wins). `cdf` is [batch, vocab], `usample` and `indices` [n, 1].
te::Tensor GetSampleIndex(te::Tensor cdf, te::Tensor usample, te::Tensor indices, DataType dtype);

// `record` (may be empty) receives a decision for every dispatched call.
IRModule DispatchSampling(const IRModule& mod, const std::optional<Target>& context,
                          const DecisionSink& record = nullptr);

PassPtr DispatchSampling();

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DISPATCH_SAMPLING_H_
