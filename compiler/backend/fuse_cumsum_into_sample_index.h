// FuseCumsumIntoSampleIndex (ours; TVM has no such pass): the CPU half of
// multinomial sampling in one pass over the probabilities.
//
// DispatchSampling's CPU row (TVM's) emits
//   lv = R.cumsum(prob, axis=1, exclusive=False)
//   gv = R.call_tir(get_sample_index, (lv, u, sample_indices))
// which writes the whole cumulative distribution and reads it back, then
// searches every sample's row with a serial loop of conditional stores:
// 12 bytes moved per element where a copy of the probabilities moves 8.
// This pass replaces such a pair, when lv has no other use and the callee
// is exactly the kernel DispatchSampling generates for those operands, by
// one call_tir of `sample_index_from_prob`: each sample walks its row once,
// adding probabilities in the order TVM's cumsum adds them and testing
// TVM's condition on the running total. The cumulative values, and so the
// chosen indices, are bit-identical to the pair's; only where TVM's kernel
// stores nothing (a cumulative total that never brackets u: NaN or
// negative probabilities) does the fused kernel write vocab - 1, the value
// DispatchSampling's GPU row writes there.
//
// Samples are spread over the thread pool two to a task, their running
// totals advancing together (two independent add chains), with a
// one-sample loop for the remainder. Two, not more: with 4 or 8 the SLP
// vectorizer turns the lanes' loads from different rows into gathers, and
// one core streaming 8 rows fell behind (32x128256 float32 on Zen 4:
// 1.3-1.5 ms with 2 lanes, 2.1-3.6 ms with 8; sort_scan_benchmark).
//
// Before the walk, a skip-ahead sums blocks of 1024 positions with the
// code generator's exact vector scan (bit-identical to the serial adds) and
// skips every block in which no sample's total passes its u: TVM's kernel
// stores nothing there. A sample that lands late in a 10M-element row then
// costs about one copy of the row, not a chain of 10M dependent adds.
//
// It belongs between DispatchSampling and DispatchSortScan in the
// cpu_generic pipeline, where the cumsum is still a Relax op. A pass
// context with a GPU target leaves the module alone.
#ifndef RLX_COMPILER_BACKEND_FUSE_CUMSUM_INTO_SAMPLE_INDEX_H_
#define RLX_COMPILER_BACKEND_FUSE_CUMSUM_INTO_SAMPLE_INDEX_H_

#include <cstdint>
#include <optional>

#include "compiler/backend/dispatch_decision.h"
#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/relax/module.h"
#include "compiler/te/tensor.h"

namespace rlx {
namespace backend {

// Samples advanced together by one task of the fused kernel.
constexpr int64_t kSampleLanes = 2;

// Positions summed per block by the skip-ahead: long enough that the vector
// scan's setup and the test of the block are a small part of it, short
// enough that re-walking the block a sample lands in is cheap.
constexpr int64_t kSampleSkipBlock = 1024;

// The fused kernel: prob [batch, vocab], usample and indices [n, 1];
// running totals in `cdf_dtype` (the cumsum's output dtype), output
// [n, 1] of `out_dtype`.
te::Tensor SampleIndexFromProb(te::Tensor prob, te::Tensor usample, te::Tensor indices, DataType cdf_dtype,
                               DataType out_dtype);

// `record` (may be empty) receives a decision for every fused pair.
IRModule FuseCumsumIntoSampleIndex(const IRModule& mod, const std::optional<Target>& context,
                                   const DecisionSink& record = nullptr);

PassPtr FuseCumsumIntoSampleIndex();

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_FUSE_CUMSUM_INTO_SAMPLE_INDEX_H_
