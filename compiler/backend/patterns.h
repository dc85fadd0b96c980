// TVM's common BYOC pattern makers (python/tvm/relax/backend/patterns.py)
// and the leak check of relax/backend/utils.py. Each maker returns the root
// pattern and the named sub-patterns ("annotations") that check functions
// and codegens read back from a match, with TVM's annotation names.
#ifndef RLX_COMPILER_BACKEND_PATTERNS_H_
#define RLX_COMPILER_BACKEND_PATTERNS_H_

#include <string>

#include "compiler/pattern/check_context.h"
#include "compiler/pattern/dataflow_pattern.h"
#include "compiler/pattern/rewriter.h"

namespace rlx {
namespace backend {

struct PatternWithAnnotations {
  pattern::DFPattern pattern;
  pattern::AnnotationPatterns annotations;
};

// op(lhs, rhs) [+ bias] [-> activation]; annotations {lhs, rhs, root
// (the op call), [bias]}. With `allow_reshape` the bias may also arrive
// through a reshape: add(out, reshape(bias, ...) | bias). `activation` ""
// means none.
PatternWithAnnotations MakeFusedBiasActivationPattern(const std::string& op_name, bool with_bias = false,
                                                      const std::string& activation = "", bool allow_reshape = false);

// binop(node, residual) | binop(residual, node) [-> activation]; the
// node's annotations plus {residual}.
PatternWithAnnotations MakeResidualBlockPattern(const PatternWithAnnotations& node_output,
                                                const std::string& binary_op = "relax.add",
                                                const std::string& activation = "");

// relax.nn.conv2d(input, weight) [+ bias] [-> activation]; annotations
// {input, weight, root, [bias]}.
PatternWithAnnotations MakeConv2dPattern(bool with_bias = false, const std::string& activation = "");

// relax.matmul(lhs, rhs | permute_dims(rhs)) [+ bias] [-> activation];
// annotations {lhs, rhs (the raw operand), root, [bias]}.
PatternWithAnnotations MakeMatmulPattern(bool with_bias = false, const std::string& activation = "",
                                         bool transposed_rhs = false);

// relax.nn.attention(q, k, v), attention_bias(q, k, v, bias) or
// attention_var_len(q, k, v, seqstart_q, seqstart_k, max_seqlen_q,
// max_seqlen_k); annotations {query, key, value, ...}.
PatternWithAnnotations MakeAttentionPattern(bool with_bias = false, bool var_len = false);

// Attention on a stacked QKV tensor split by relax.split ("split") or three
// relax.strided_slice ("strided_slice"), in layout "BS3NH" (reshape of each
// part) or "SBN3H" (permute_dims of each part and of the output). Any other
// start_op or layout is a DiagnosticError (TVM: NotImplementedError).
PatternWithAnnotations MakeStackedAttentionPattern(const std::string& start_op, bool with_bias = false,
                                                   const std::string& layout = "BS3NH");

// relax.nn.layer_norm(x, gamma, beta); no annotations.
PatternWithAnnotations MakeLayerNormPattern();

// relax.call_tir(<any GlobalVar>, (inp, weight)); annotations {gv, inp,
// rms_norm}.
PatternWithAnnotations MakeRmsNormPattern();

// relax.dequantize(matmul, const scale, const zp); annotations {lhs, rhs,
// root, scale, zp}.
PatternWithAnnotations MakeMatmulDequantizePattern(bool transposed_rhs = false);

// astype(multiply(matmul, multiply(scaleA of shape (1,), scaleB of shape
// (1,)))); annotations {lhs, rhs, scaleA, scaleB, root}.
PatternWithAnnotations MakeMatmulMultiplyPattern(bool transposed_rhs = false);

// A pattern with the callback that rewrites its matches (for
// pattern::RewriteCall).
struct PatternWithRewriter {
  pattern::DFPattern pattern;
  pattern::RewriteCallback rewriter;
};

// Recognises attention written out as ops -- matmul(q, k^T) -> multiply by a
// constant scale [-> add bias] -> softmax -> matmul(., v), with the
// permute_dims / reshape plumbing of the BSNH or BSH layouts (and astype
// around the softmax when `with_cast`; repeat of k and v when
// `with_kv_repeat`) -- and rewrites it to R.nn.attention (or
// attention_bias). The rewriter checks ranks, permutation axes, that the
// softmax is over the last axis and the bias shape, and declines (returns
// the matched expression) when anything does not fit. Layouts other than
// "BSNH" / "BSH" are a DiagnosticError.
//
// Beyond TVM, "BSNH" also accepts the 4-D form that keeps the heads axis
// (q, v permuted [0, 2, 1, 3], k permuted [0, 2, 3, 1], 4-D matmuls, the
// result permuted [0, 2, 1, 3]) that PyTorch-style importers emit; q, k, v
// and the result must all use one form.
PatternWithRewriter MakeAttentionRewritePattern(const std::string& qkv_layout, const std::string& out_layout,
                                                bool with_bias, bool with_cast, bool with_kv_repeat = false);

// relax/backend/utils.py: whether a matched intermediate variable escapes.
using pattern::HasLeakingIntermediateVariables;

}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_PATTERNS_H_
