// Reading the Codegen functions FuseOpsByPattern(annotate_codegen=True)
// makes (cublas, hipblas, cutlass): one public function per match whose body
// binds one Composite function and calls it,
//
//   def fused_relax_matmul_relax_add_cublas(x, w, b):   # Codegen="cublas"
//       @R.function
//       def gv1(x_1, w_1, b_1):                          # Composite="cublas.matmul_bias"
//           lv = R.matmul(x_1, w_1); gv = R.add(lv, b_1)
//       gv = gv1(x, w, b)
//       return gv
//
// and the GEMM / conv2d chain inside such a composite. Every malformed
// piece is a DiagnosticError "<who> codegen: in '<function>': ..." at the
// offending node, so a hand-written module gets a located error, not a
// crash or a wrong kernel.
#ifndef RLX_COMPILER_CONTRIB_COMMON_COMPOSITE_UTIL_H_
#define RLX_COMPILER_CONTRIB_COMMON_COMPOSITE_UTIL_H_

#include <string>
#include <vector>

#include "compiler/relax/expr.h"

namespace rlx {
namespace backend {
namespace contrib {

// Where a composite operand comes from: argument `index` of the Codegen
// function, or a constant bound into the composite (bind_constants).
struct CompositeOperand {
  int64_t param_index = -1;  // >= 0: the Codegen function's parameter
  relax::Expr constant;      // otherwise this constant
  relax::Expr expr;          // the composite-side expression (shapes, dtypes)
  bool defined() const { return expr.defined(); }
};

struct CompositeCall {
  std::string codegen;            // "cublas"
  std::string name;               // the Codegen function's name
  std::string composite;          // "cublas.matmul_bias"
  relax::Function func;           // the Codegen function
  relax::Function body;           // the Composite function
  std::vector<relax::Expr> args;  // the composite call's arguments
};

// The one composite a Codegen function calls.
CompositeCall SingleCompositeOf(const relax::Function& func, const std::string& name, const std::string& codegen);

// The operand `e` of the composite (a composite parameter or a constant).
CompositeOperand OperandOf(const CompositeCall& call, const relax::Expr& e, const Span& span);

// [permute_dims] -> matmul | conv2d [-> add bias] [-> activation]
// [-> add | multiply residual [-> relu]], the chain every GEMM / conv2d
// pattern of TVM's cuda backends builds.
struct GemmChain {
  std::string root_op;        // "relax.matmul" or "relax.nn.conv2d"
  relax::Call root;           // the matmul / conv2d call
  CompositeOperand lhs, rhs;  // rhs before the transpose when transposed_rhs
  bool transposed_rhs = false;
  CompositeOperand bias;            // undefined when absent
  std::string activation;           // "", "relu", "gelu", "gelu_tanh", "silu"
  CompositeOperand residual;        // undefined when absent
  std::string residual_op;          // "add" / "multiply"
  std::string residual_activation;  // "" / "relu"
  relax::Expr result;               // the composite's result (dtype, shape)
};

// The chain of `call`'s composite; anything else is a DiagnosticError
// naming the composite.
GemmChain GemmChainOf(const CompositeCall& call);

// The dtype name ("float16") of a tensor expression; a DiagnosticError when
// the dtype is unknown.
std::string DtypeName(const relax::Expr& e, const CompositeCall& call);

// The static dims of a tensor, -1 for a symbolic one; a DiagnosticError
// when the rank is unknown.
std::vector<int64_t> StaticDims(const relax::Expr& e, const CompositeCall& call);

[[noreturn]] void FailComposite(const CompositeCall& call, const Span& span, const std::string& message);

}  // namespace contrib
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_CONTRIB_COMMON_COMPOSITE_UTIL_H_
