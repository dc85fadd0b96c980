#include "compiler/op/packed_funcs.h"

#include <utility>

#include "compiler/op/eval_context.h"
#include "compiler/op/evaluators.h"

namespace rlx {
namespace op {
namespace {

using Args = std::vector<Value>;

void CheckArity(const std::string& name, const Args& args, size_t n) {
  if (args.size() != n) {
    ThrowError(name + " takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
               std::to_string(args.size()));
  }
}

const Value& ArgOf(const std::string& name, const Args& args, size_t i, Value::Kind kind) {
  if (args[i].kind != kind) {
    ThrowError(name + " expects argument " + std::to_string(i) + " to be a " + ValueKindName(kind) + ", got a " +
               ValueKindName(args[i].kind));
  }
  return args[i];
}

int64_t IntOf(const std::string& name, const Args& args, size_t i) {
  const Value& v = ArgOf(name, args, i, Value::Kind::kPrim);
  if (v.prim_dtype.is_floating()) ThrowError(name + " expects argument " + std::to_string(i) + " to be an integer");
  return v.prim_int;
}

Value Reshape(const Args& args) {
  const std::string name = "vm.builtin.reshape";
  CheckArity(name, args, 2);
  const NDArray& x = ArgOf(name, args, 0, Value::Kind::kTensor).tensor;
  const std::vector<int64_t>& shape = ArgOf(name, args, 1, Value::Kind::kShape).shape;
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  if (n != x.NumElements()) {
    ThrowError(name + ": cannot view a tensor of shape " + ShapeToString(x.shape()) + " as " + ShapeToString(shape));
  }
  // TVM returns a view sharing the storage; so does NDArray::Reshape.
  return TensorValue(x.Reshape(shape));
}

Value TensorToShape(const std::string& name, const Args& args) {
  CheckArity(name, args, 1);
  const NDArray& x = ArgOf(name, args, 0, Value::Kind::kTensor).tensor;
  if (x.ndim() != 1 || !x.dtype().is_integer()) {
    ThrowError(name + " expects a 1-D integer tensor, got " + x.dtype().ToString() + " of shape " +
               ShapeToString(x.shape()));
  }
  return ShapeValue(x.ToIntVector());
}

}  // namespace

void PackedFuncTable::Register(const std::string& name, const std::string& doc, PackedFunc fn) {
  entries_[name] = PackedFuncEntry{name, doc, std::move(fn)};
}

const PackedFuncEntry* PackedFuncTable::Find(const std::string& name) const {
  auto it = entries_.find(name);
  return it == entries_.end() ? nullptr : &it->second;
}

std::vector<const PackedFuncEntry*> PackedFuncTable::All() const {
  std::vector<const PackedFuncEntry*> out;
  for (const auto& kv : entries_) out.push_back(&kv.second);
  return out;
}

const PackedFuncTable& PackedFuncTable::Global() {
  // Never destroyed: packed functions may be called from other statics.
  static const PackedFuncTable* table = [] {
    auto* t = new PackedFuncTable();
    RegisterHostPackedFuncs(t);
    return t;
  }();
  return *table;
}

void RegisterHostPackedFuncs(PackedFuncTable* t) {
  t->Register("vm.builtin.reshape", "A view of a tensor with another shape of the same size.", Reshape);
  t->Register("vm.builtin.copy", "The value itself (the VM copies a register, not the data).", [](const Args& args) {
    CheckArity("vm.builtin.copy", args, 1);
    return args[0];
  });
  t->Register("vm.builtin.null_value", "The null object.", [](const Args& args) {
    CheckArity("vm.builtin.null_value", args, 0);
    return NoneValue();
  });
  t->Register("vm.builtin.shape_of", "The shape of a tensor.", [](const Args& args) {
    CheckArity("vm.builtin.shape_of", args, 1);
    return ShapeValue(ArgOf("vm.builtin.shape_of", args, 0, Value::Kind::kTensor).tensor.shape());
  });
  t->Register("vm.builtin.tensor_to_shape", "A 1-D integer tensor as a shape.",
              [](const Args& args) { return TensorToShape("vm.builtin.tensor_to_shape", args); });
  t->Register("vm.builtin.tuple_getitem", "Field `index` of a tuple.", [](const Args& args) {
    const std::string name = "vm.builtin.tuple_getitem";
    CheckArity(name, args, 2);
    const Value& tuple = ArgOf(name, args, 0, Value::Kind::kTuple);
    int64_t index = IntOf(name, args, 1);
    if (index < 0 || index >= static_cast<int64_t>(tuple.fields.size())) {
      ThrowError(name + ": index " + std::to_string(index) + " is out of range for a tuple of " +
                 std::to_string(tuple.fields.size()) + " fields");
    }
    return tuple.fields[index];
  });
  t->Register("vm.builtin.to_device", "The tensor itself: the reference evaluator has one host device.",
              [](const Args& args) {
                const std::string name = "vm.builtin.to_device";
                CheckArity(name, args, 3);
                return TensorValue(ArgOf(name, args, 0, Value::Kind::kTensor).tensor);
              });
}

Value CallPackedFunc(const std::string& name, const std::vector<Value>& args, const Span& span,
                     const PackedFuncTable* table) {
  if (table == nullptr) {
    const EvalContext* ctx = CurrentEvalContext();
    table = ctx != nullptr && ctx->packed_funcs != nullptr ? ctx->packed_funcs : &PackedFuncTable::Global();
  }
  const PackedFuncEntry* entry = table->Find(name);
  if (entry == nullptr) ThrowError(span, "packed function '" + name + "' is not available in the reference evaluator");
  try {
    return entry->fn(args);
  } catch (const DiagnosticError& e) {
    if (e.diagnostic().span.defined() || !span.defined()) throw;
    Diagnostic d = e.diagnostic();
    d.span = span;
    throw DiagnosticError(d);
  }
}

}  // namespace op
}  // namespace rlx
