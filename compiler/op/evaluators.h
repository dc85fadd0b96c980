// Reference evaluation of Relax ops: OpDef::evaluate functions that convert a
// call's argument Values and attributes and run the kernels of
// compiler/runtime/ref (ref_kernels.h). Families attach them at registration;
// ops without a reference kernel keep an empty `evaluate`.
#ifndef RLX_COMPILER_OP_EVALUATORS_H_
#define RLX_COMPILER_OP_EVALUATORS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/op/op_registry.h"

namespace rlx {
namespace op {

// ---- Values

Value TensorValue(NDArray array);
Value TupleValue(std::vector<Value> fields);
Value ShapeValue(std::vector<int64_t> shape);
Value NoneValue();
// A kPrim of an integer / bool dtype (prim_float mirrors the value) or of a
// floating dtype.
Value PrimIntValue(int64_t v, DataType dtype = DataType::Int(64));
Value PrimFloatValue(double v, DataType dtype = DataType::Float(32));
// "tensor", "tuple", "shape", "prim value", "string", "dtype", "None".
std::string ValueKindName(Value::Kind kind);
// The tensor in args[i]; a user error naming the op if it is something else.
const NDArray& TensorArg(const relax::Call& call, const std::vector<Value>& args, size_t i);

// ---- evaluators by family. `name` is the op name without "relax.".

FEvaluate EvalUnary(const std::string& name);   // ref::ApplyUnary
FEvaluate EvalBinary(const std::string& name);  // ref::ApplyBinary (R.Prim operands allowed)
FEvaluate EvalClip();
FEvaluate EvalAstype();
FEvaluate EvalWhere();
FEvaluate EvalReduce(const std::string& name);     // sum, mean, max, min, prod, std, variance
FEvaluate EvalArgReduce(const std::string& name);  // argmax, argmin
// reshape, permute_dims, expand_dims, squeeze, flatten, broadcast_to, tile,
// repeat, concat, split, take, strided_slice; null for ops without a kernel.
FEvaluate EvalManipulate(const std::string& name);
// full, full_like, ones, zeros, ones_like, zeros_like, arange, tril, triu.
FEvaluate EvalCreate(const std::string& name);
FEvaluate EvalMatmul();
// relu, gelu, gelu_tanh, silu, softmax, log_softmax, layer_norm, rms_norm,
// batch_norm (inference mode), attention, attention_bias.
FEvaluate EvalNN(const std::string& name);
// conv2d, max_pool2d, avg_pool2d, adaptive_avg_pool2d, conv1d_transpose,
// conv2d_transpose; the 1-D and 3-D ones through EvalHostConvPoolKernel.
FEvaluate EvalConvPool(const std::string& name);
// sort, argsort, topk, cumsum, cumprod, bucketize, multinomial_from_uniform.
FEvaluate EvalSortScan(const std::string& name);

// Ops that compiler/runtime/ref has no kernel for, computed by small host
// kernels beside their evaluators; null for other names.
// eval_host_tensor.cc: flip, stack, eye, eye_like, outer, ewise_fma, median.
FEvaluate EvalHostTensorKernel(const std::string& name);
// eval_host_nn.cc: nn.leakyrelu, nn.softplus, nn.selu, nn.prelu, nn.pad
// (constant mode), nn.dropout (inference), nn.group_norm, nn.instance_norm.
FEvaluate EvalHostNNKernel(const std::string& name);
// eval_host_conv.cc: nn.conv1d, nn.conv3d, nn.max_pool1d / 3d,
// nn.avg_pool1d / 3d, nn.adaptive_avg_pool1d / 3d.
FEvaluate EvalHostConvPoolKernel(const std::string& name);
// eval_call.cc, OpDef::evaluate: shape_of, shape_to_tensor,
// tensor_to_shape, null_value.
FEvaluate EvalCallOp(const std::string& name);
// eval_call.cc, OpDef::runtime_evaluate (never folded at compile time):
// hint_on_device, to_vdevice, builtin.stop_lift_params,
// builtin.alloc_tensor (zero-filled), and call_pure_packed /
// call_dps_packed / call_inplace_packed through packed_funcs.h, and the
// call_tir family through the TIR interpreter (eval_context.h: it needs the
// module, set with op::ScopedEvalContext).
FEvaluate EvalCallOpAtRuntime(const std::string& name);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_EVALUATORS_H_
