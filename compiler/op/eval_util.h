// Argument conversions shared by the reference evaluators (evaluators.h).
#ifndef RLX_COMPILER_OP_EVAL_UTIL_H_
#define RLX_COMPILER_OP_EVAL_UTIL_H_

#include <cstdint>
#include <vector>

#include "compiler/op/evaluators.h"
#include "compiler/op/infer_util.h"

namespace rlx {
namespace op {

// A kPrim value as a tensor of `shape` (one element) of its dtype.
NDArray PrimAsTensor(const Value& v, std::vector<int64_t> shape);
// The single element of a tensor as a kPrim value.
Value PrimFromTensor(const NDArray& t);
// A PrimValue argument as a number (ints converted).
double PrimArg(const relax::Call& call, const std::vector<Value>& args, size_t i);
int64_t PrimIntArg(const relax::Call& call, const std::vector<Value>& args, size_t i);
// A Shape argument (R.shape([...]) or a shape-valued variable).
std::vector<int64_t> ShapeArg(const relax::Call& call, const std::vector<Value>& args, size_t i);
// A tuple of PrimValues (strided_slice's axes / begin / end / strides).
std::vector<int64_t> IntTupleArg(const relax::Call& call, const std::vector<Value>& args, size_t i);
// The tensors of a tuple argument (concat).
std::vector<NDArray> TensorTupleArg(const relax::Call& call, const std::vector<Value>& args, size_t i);
// A user error for attribute combinations the reference kernels do not cover.
[[noreturn]] void Unsupported(const relax::Call& call, const std::string& what);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_EVAL_UTIL_H_
