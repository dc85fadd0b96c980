// What a compiled kernel expects (kernel_abi.h), derived from its lowered
// PrimFunc, and the binding of host arrays to it: symbolic shape variables
// are read off the arrays' shapes, every declared dimension is checked, and
// the argument slots are filled. No LLVM here.
#ifndef RLX_COMPILER_CODEGEN_LLVM_KERNEL_SIGNATURE_H_
#define RLX_COMPILER_CODEGEN_LLVM_KERNEL_SIGNATURE_H_

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "compiler/codegen/llvm/kernel_abi.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

struct KernelParam {
  enum class Kind { kBuffer, kScalar, kHandle };
  Kind kind = Kind::kScalar;
  std::string name;  // the buffer's name for buffers, else the variable's
  DataType dtype;    // element type for buffers, value type for scalars
  TirVar var;        // the PrimFunc parameter
  Buffer buffer;     // kBuffer only
};

struct KernelSignature {
  std::string name;
  std::vector<KernelParam> params;
  // Symbolic variables of buffer declarations that are not parameters, in
  // first-appearance order (buffer by buffer: shape, strides, elem_offset).
  std::vector<TirVar> shape_vars;
  // Message of assertion k (the code generator fills this in).
  std::vector<std::string> assert_messages;
  // "tir.noalias": buffer parameters never overlap.
  bool noalias = false;

  size_t num_args() const { return params.size() + shape_vars.size(); }
  size_t num_buffers() const;
  // The text for a non-zero kernel return code.
  std::string ErrorMessage(int32_t code) const;
};

// Reads the signature of a lowered PrimFunc (after FlattenBuffer). Throws
// DiagnosticError for what a CPU kernel cannot take: a scalar return value,
// a variable used in the body that is neither a parameter, a shape variable
// nor defined in the body.
KernelSignature MakeKernelSignature(const std::string& name, const tir::PrimFunc& func);

// A scalar argument for a non-buffer parameter.
using ScalarValue = std::variant<int64_t, double>;

// The argument slots for a call: `buffers` bind to the buffer parameters in
// order, `scalars` to the scalar parameters in order. Throws DiagnosticError
// naming the buffer on a dtype, rank or shape mismatch (including a symbolic
// dimension that disagrees with another use of its variable), for a
// variable no shape determines, and for a wrong number of arrays or scalars.
// Stride variables bind to the arrays' compact strides and elem_offset
// variables to 0 (NDArrays are dense and start at their data pointer).
std::vector<KernelArg> BindKernelArgs(const KernelSignature& sig, std::vector<NDArray>& buffers,
                                      const std::vector<ScalarValue>& scalars = {});

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_KERNEL_SIGNATURE_H_
