// The cublas / hipblas code generators (compiler/contrib/common/blas_codegen.h).
#include "compiler/contrib/common/blas_codegen.h"

#include <nlohmann/json.hpp>

#include "compiler/backend/check_util.h"
#include "compiler/contrib/common/composite_util.h"
#include "compiler/ir/container.h"
#include "compiler/op/normalize.h"

namespace rlx {
namespace backend {
namespace contrib {

using namespace relax;  // NOLINT

namespace {

int64_t Prod(const std::vector<int64_t>& dims, size_t begin, size_t end) {
  int64_t p = 1;
  for (size_t i = begin; i < end; ++i) {
    if (dims[i] < 0) return -1;
    p *= dims[i];
  }
  return p;
}

int64_t Mul(int64_t a, int64_t b) { return a < 0 || b < 0 ? -1 : a * b; }

int64_t InputIndex(const CompositeOperand& op, const CompositeCall& call, std::vector<Expr>* constants) {
  if (op.param_index >= 0) return op.param_index;
  constants->push_back(op.constant);
  return static_cast<int64_t>(call.func->params.size() + constants->size() - 1);
}

transform::ExternCall MakeCall(const Function& func, const std::string& name, const std::string& codegen,
                               const char* symbol) {
  std::vector<Expr> constants;
  BlasGemmConfig config = BlasGemmConfigOf(func, name, codegen, &constants);
  transform::ExternCall call;
  call.symbol = symbol;
  Expr text = MakeAt<relax::StringImmNode>(func->span, config.ToJson());
  op::InferStructInfo(text);
  call.leading_args = {text};
  call.trailing_args = constants;
  return call;
}

}  // namespace

std::string BlasGemmConfig::ToJson() const {
  nlohmann::ordered_json j;
  j["symbol"] = symbol;
  j["composite"] = composite;
  j["library"] = library;
  j["a"] = a;
  j["b"] = b;
  j["bias"] = bias;
  j["transa"] = transa;
  j["transb"] = transb;
  j["epilogue"] = epilogue;
  j["a_dtype"] = a_dtype;
  j["b_dtype"] = b_dtype;
  j["c_dtype"] = c_dtype;
  j["bias_dtype"] = bias_dtype;
  j["a_shape"] = a_shape;
  j["b_shape"] = b_shape;
  j["c_shape"] = c_shape;
  j["m"] = m;
  j["n"] = n;
  j["k"] = k;
  j["batch"] = batch;
  j["batch_stride_a"] = batch_stride_a;
  j["batch_stride_b"] = batch_stride_b;
  j["batch_stride_c"] = batch_stride_c;
  return j.dump();
}

BlasGemmConfig BlasGemmConfigOf(const Function& func, const std::string& name, const std::string& codegen,
                                std::vector<Expr>* constants) {
  CompositeCall call = SingleCompositeOf(func, name, codegen);
  if (call.composite.rfind(codegen + ".matmul", 0) != 0) {
    FailComposite(call, call.body->span, "not a " + codegen + " matmul composite");
  }
  GemmChain chain = GemmChainOf(call);
  const Span& span = chain.root->span;
  if (chain.root_op != "relax.matmul") FailComposite(call, span, "only matmul runs on " + codegen);
  if (chain.residual.defined()) FailComposite(call, span, "residual blocks are not supported by " + codegen);

  BlasGemmConfig c;
  c.symbol = name;
  c.composite = call.composite;
  c.library = codegen;
  c.a = InputIndex(chain.lhs, call, constants);
  c.b = InputIndex(chain.rhs, call, constants);
  c.transb = chain.transposed_rhs;
  c.a_dtype = DtypeName(chain.lhs.expr, call);
  c.b_dtype = DtypeName(chain.rhs.expr, call);
  c.c_dtype = DtypeName(chain.result, call);
  c.a_shape = StaticDims(chain.lhs.expr, call);
  c.b_shape = StaticDims(chain.rhs.expr, call);
  c.c_shape = StaticDims(chain.result, call);
  if (c.a_shape.size() < 2 || c.b_shape.size() < 2) {
    // A vector operand has no matrix layout for the library; the patterns'
    // checks let it through only for hand-written modules.
    FailComposite(call, span, "both matmul operands must have rank >= 2");
  }
  if (c.a_dtype != c.b_dtype) FailComposite(call, span, "A and B must have one dtype");
  if (c.a_dtype != "float16" && c.a_dtype != "float32" && c.a_dtype != "bfloat16" && c.a_dtype != "int8") {
    FailComposite(call, span, "dtype " + c.a_dtype + " is not supported (float16, bfloat16, float32, int8)");
  }
  if (c.a_dtype == "int8" && c.c_dtype != "int32") FailComposite(call, span, "an int8 GEMM must produce int32");
  if (c.a_dtype != "int8" && c.c_dtype != c.a_dtype && c.c_dtype != "float32") {
    FailComposite(call, span, "output dtype " + c.c_dtype + " is not supported for " + c.a_dtype + " inputs");
  }

  if (chain.bias.defined()) {
    if (c.a_dtype == "int8") FailComposite(call, span, "an int8 GEMM takes no bias epilogue");
    if (!IsBiasVector(chain.bias.expr)) FailComposite(call, span, "the bias must be one vector (..., 1, N)");
    c.bias = InputIndex(chain.bias, call, constants);
    c.bias_dtype = DtypeName(chain.bias.expr, call);
    if (c.bias_dtype != c.c_dtype) FailComposite(call, span, "the bias dtype must be the output dtype");
  }
  const std::string act = chain.activation;
  if (!act.empty() && act != "relu" && act != "gelu" && act != "gelu_tanh") {
    FailComposite(call, span, "activation " + act + " has no " + codegen + " epilogue");
  }
  std::string act_name = act == "gelu_tanh" ? "gelu" : act;
  if (chain.bias.defined()) {
    c.epilogue = act_name.empty() ? "bias" : act_name + "_bias";
  } else {
    c.epilogue = act_name.empty() ? "default" : act_name;
  }

  const size_t ra = c.a_shape.size(), rb = c.b_shape.size();
  c.m = c.a_shape[ra - 2];
  c.k = c.a_shape[ra - 1];
  c.n = c.transb ? c.b_shape[rb - 2] : c.b_shape[rb - 1];
  int64_t kb = c.transb ? c.b_shape[rb - 1] : c.b_shape[rb - 2];
  if (c.k >= 0 && kb >= 0 && c.k != kb) FailComposite(call, span, "the reduction dims of A and B differ");
  int64_t batch_a = Prod(c.a_shape, 0, ra - 2), batch_b = Prod(c.b_shape, 0, rb - 2);
  if (rb == 2 || batch_b == 1) {
    // One B for every A: A's batch folds into M (one GEMM, no batch).
    c.m = Mul(c.m, batch_a);
    c.batch = 1;
    c.batch_stride_a = c.batch_stride_b = c.batch_stride_c = 0;
  } else if (batch_a >= 0 && batch_b >= 0 && batch_a != batch_b) {
    FailComposite(call, span,
                  "batch counts " + std::to_string(batch_a) + " and " + std::to_string(batch_b) + " differ");
  } else {
    c.batch = batch_a >= 0 ? batch_a : batch_b;
    c.batch_stride_a = Mul(c.m, c.k);
    c.batch_stride_b = Mul(c.k, c.n);
    c.batch_stride_c = Mul(c.m, c.n);
  }
  return c;
}

transform::ExternCall CublasCodegen(const Function& func, const std::string& name) {
  return MakeCall(func, name, "cublas", kCublasMatmul);
}

transform::ExternCall HipblasCodegen(const Function& func, const std::string& name) {
  return MakeCall(func, name, "hipblas", kHipblasMatmul);
}

transform::ExternCodegenTable BlasExternCodegens() { return {{"cublas", CublasCodegen}, {"hipblas", HipblasCodegen}}; }

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
