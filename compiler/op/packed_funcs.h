// Host versions of the packed functions that Relax programs call by name
// (R.call_pure_packed, R.call_dps_packed, R.call_inplace_packed, and
// R.call_packed after VMBuiltinLower), so that the reference evaluator can
// run modules that TVM's pipelines have rewritten to use them.
//
// Only functions whose meaning is fixed by TVM's VM and that pipelines emit
// on the way to code the evaluator still understands are here; anything else
// (vendor libraries, KV caches) is a clear error rather than a guess.
//
// Every function is written in "returning" form: it takes the call's
// arguments and returns its result. TVM's destination-passing convention
// (outputs appended to the arguments) is provided on top of that by the
// call_dps_packed evaluator, which checks the result against out_sinfo.
#ifndef RLX_COMPILER_OP_PACKED_FUNCS_H_
#define RLX_COMPILER_OP_PACKED_FUNCS_H_

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace op {

// Throws DiagnosticError (without a span) for arguments it cannot take; the
// message starts with the function's name.
using PackedFunc = std::function<Value(const std::vector<Value>& args)>;

struct PackedFuncEntry {
  std::string name;  // "vm.builtin.reshape"
  std::string doc;   // one line
  PackedFunc fn;
};

class PackedFuncTable {
 public:
  // The host table (RegisterHostPackedFuncs), built once on first use and
  // immutable. To add functions, copy it, register into the copy and hand
  // the copy to the evaluator (EvalContext::packed_funcs,
  // driver::EvalOptions::packed_funcs).
  static const PackedFuncTable& Global();

  // Adds or replaces the entry called `name`.
  void Register(const std::string& name, const std::string& doc, PackedFunc fn);
  const PackedFuncEntry* Find(const std::string& name) const;  // null if absent
  std::vector<const PackedFuncEntry*> All() const;             // sorted by name

 private:
  std::map<std::string, PackedFuncEntry> entries_;
};

// vm.builtin.reshape (tensor, shape) -> a view with the new shape;
// vm.builtin.copy (x) -> x; vm.builtin.null_value () -> None;
// vm.builtin.shape_of (tensor) -> shape; vm.builtin.tensor_to_shape
// (1-D int tensor) -> shape; vm.builtin.tuple_getitem (tuple, index);
// vm.builtin.to_device (tensor, device_type, device_id) -> the tensor (one
// host device).
void RegisterHostPackedFuncs(PackedFuncTable* table);

// Calls `name` from `table`, or without one from the innermost
// EvalContext's table, else from the host table. An unknown name throws
// "packed function 'x' is not available in the reference evaluator"; errors
// from the function itself are rethrown at `span` when they have none.
Value CallPackedFunc(const std::string& name, const std::vector<Value>& args, const Span& span = Span(),
                     const PackedFuncTable* table = nullptr);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_PACKED_FUNCS_H_
