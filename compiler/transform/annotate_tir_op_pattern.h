// AnnotateTIROpPattern (TVM relax.transform.AnnotateTIROpPattern,
// opt_level 0): sets the "op_pattern" attribute of every PrimFunc to the
// fusion pattern kind TVM's analysis derives from its blocks (FuseOps reads
// it). A PrimFunc that already has a nonzero "op_pattern" keeps it.
//
// The analysis (TVM's relax.analysis.AnalyzeOpPatternKind), block by block,
// taking the maximum over blocks:
//  * each block must have a single store index list, else opaque;
//  * comparing every load of the block body with the store: same indices is
//    elementwise, store indices containing the load's in order (unit dims at
//    0 skipped) broadcast, load indices using only the store's variables
//    injective; broadcast mixed with an elementwise load counts as
//    elementwise;
//  * otherwise a block with reduction iter vars is a reduction, or
//    out-elementwise-fusable when its body is a multiply-add (matmul, conv)
//    or a load does not index by the reduction vars directly (pooling);
//    anything else is opaque;
//  * an elementwise-like block writing a parameter after a reduction makes
//    the function out-elementwise-fusable.
// Loads and stores are compared by identity of the index expressions, as in
// TVM.
#ifndef RLX_COMPILER_TRANSFORM_ANNOTATE_TIR_OP_PATTERN_H_
#define RLX_COMPILER_TRANSFORM_ANNOTATE_TIR_OP_PATTERN_H_

#include "compiler/op/op_registry.h"
#include "compiler/pass/pass.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace transform {

op::OpPatternKind AnalyzeOpPatternKind(const tir::PrimFunc& func);

PassPtr AnnotateTIROpPattern();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_ANNOTATE_TIR_OP_PATTERN_H_
