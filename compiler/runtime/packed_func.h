// Runtime packed functions: host functions that TIR calls by name with
// `T.call_packed("tvm.contrib.sort.sort", T.tvm_stack_make_array(...), ...)`,
// as TVM's extern kernels (te.extern + tvm.tir.call_packed) do.
//
// A call passes its arguments the way TVM's packed calling convention does:
// one 8-byte PackedValue per argument plus a type code, tensors as DLPack
// DLTensor descriptors (data pointer, shape, strides, dtype, byte offset).
// The layouts below are DLPack's, so generated code (the LLVM code generator
// builds DLTensors on its stack) and host code (the TIR interpreter, tests)
// agree on them without sharing anything but this header.
//
// A PackedFunc reports bad arguments by throwing DiagnosticError (via
// ThrowError) with a message that starts with the function's name; the
// caller adds the location (the interpreter: the statement; compiled code:
// the kernel's name, see packed_call.h).
#ifndef RLX_COMPILER_RUNTIME_PACKED_FUNC_H_
#define RLX_COMPILER_RUNTIME_PACKED_FUNC_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/data_type.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace runtime {

// ---- DLPack layouts (dlpack.h v0.8), bit for bit.
enum DLDataTypeCode : uint8_t { kDLInt = 0, kDLUInt = 1, kDLFloat = 2, kDLOpaqueHandle = 3, kDLBfloat = 4 };
struct DLDataType {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes;
};
struct DLDevice {
  int32_t device_type;  // 1: kDLCPU
  int32_t device_id;
};
struct DLTensor {
  void* data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  const int64_t* shape;    // ndim entries
  const int64_t* strides;  // ndim entries in elements, or null: compact row-major
  uint64_t byte_offset;    // from `data` to the first element
};
static_assert(sizeof(DLTensor) == 48 && offsetof(DLTensor, ndim) == 16 && offsetof(DLTensor, dtype) == 20 &&
                  offsetof(DLTensor, shape) == 24 && offsetof(DLTensor, strides) == 32 &&
                  offsetof(DLTensor, byte_offset) == 40,
              "DLTensor must keep DLPack's layout: generated code builds it field by field");

// ---- argument slots. Codes are TVM's (kDLInt, kDLFloat, kTVMOpaqueHandle,
// kTVMNullptr, kTVMDLTensorHandle, kTVMStr); bool travels as kInt.
enum class ArgCode : int32_t { kInt = 0, kFloat = 2, kHandle = 3, kNull = 4, kTensor = 7, kStr = 11 };
union PackedValue {
  int64_t v_int64;
  double v_float64;
  void* v_handle;  // kHandle; kTensor: a DLTensor*
  const char* v_str;
};
static_assert(sizeof(PackedValue) == 8, "PackedValue must be one 8-byte slot");

// "int", "float", "handle", "null", "tensor", "str" (for messages).
const char* ArgCodeName(int32_t code);

DLDataType ToDLDataType(DataType t);
// The DataType of a DLPack dtype; Void() for codes this project has no
// DataType for.
DataType FromDLDataType(DLDataType t);

// Elements of `t` (product of its shape; 1 for a 0-d tensor).
int64_t NumElements(const DLTensor& t);
// "float32 tensor of shape (2, 3)" (for messages).
std::string DescribeTensor(const DLTensor& t);

// The arguments of one call, read-only. Accessors check the code and throw
// "<func>: argument <i> must be a <kind>, got a <kind>".
class PackedArgs {
 public:
  PackedArgs(std::string func, const PackedValue* values, const int32_t* codes, int num)
      : func_(std::move(func)), values_(values), codes_(codes), num_(num) {}

  const std::string& func() const { return func_; }
  int size() const { return num_; }
  int32_t code(int i) const { return codes_[i]; }
  const PackedValue& value(int i) const { return values_[i]; }

  // Throws unless size() is within [min, max].
  void CheckCount(int min, int max) const;
  int64_t Int(int i) const;
  bool Bool(int i) const;     // an int argument, nonzero is true
  double Float(int i) const;  // a float argument (an int is converted)
  std::string Str(int i) const;
  // A non-null tensor argument with a non-negative rank and a non-null
  // shape when ndim > 0.
  const DLTensor& Tensor(int i) const;

  // Throws "<func>: <message>".
  [[noreturn]] void Fail(const std::string& message) const;

 private:
  void Expect(int i, ArgCode code, const char* what) const;
  std::string func_;
  const PackedValue* values_;
  const int32_t* codes_;
  int num_;
};

using PackedFunc = std::function<void(const PackedArgs& args)>;

struct PackedFuncEntry {
  std::string name;  // "tvm.contrib.sort.sort"
  std::string doc;   // one line: argument order and meaning
  PackedFunc fn;
};

// A table name -> function. Lookups may run concurrently with each other
// (generated code calls from several threads); registration may not.
class PackedFuncRegistry {
 public:
  // Adds or replaces the entry called `name`.
  void Register(const std::string& name, const std::string& doc, PackedFunc fn);
  const PackedFuncEntry* Find(const std::string& name) const;  // null if absent
  std::vector<std::string> Names() const;                      // sorted

  // Runs `args.func()`; an unknown name throws "packed function 'x' is not
  // registered (known: a, b)".
  void Call(const PackedArgs& args) const;

 private:
  std::map<std::string, PackedFuncEntry> entries_;
};

// Builds the argument slots of a call from host values (tests, the TIR
// interpreter). Tensors are DLTensor views of NDArrays (compact, offset 0);
// the builder owns the descriptors, so it must outlive the call.
class PackedArgsBuilder {
 public:
  explicit PackedArgsBuilder(std::string func) : func_(std::move(func)) {}
  PackedArgsBuilder& Int(int64_t v);
  PackedArgsBuilder& Float(double v);
  PackedArgsBuilder& Str(const std::string& s);
  PackedArgsBuilder& Null();
  // A view of `a` (which must stay alive; the callee may write into it).
  PackedArgsBuilder& Tensor(const NDArray& a);
  // Any descriptor (strided, offset); `shape` / `strides` are copied.
  PackedArgsBuilder& Tensor(void* data, DLDataType dtype, const std::vector<int64_t>& shape,
                            const std::vector<int64_t>& strides = {}, uint64_t byte_offset = 0);

  // Valid until the builder is changed or destroyed.
  PackedArgs Build();

 private:
  struct OwnedTensor {
    DLTensor t;
    std::vector<int64_t> shape, strides;
  };
  std::string func_;
  std::vector<PackedValue> values_;
  std::vector<int32_t> codes_;
  std::vector<std::string> strings_;
  std::vector<std::unique_ptr<OwnedTensor>> tensors_;
  std::vector<std::pair<size_t, size_t>> str_slots_;  // (arg index, strings_ index)
};

}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_PACKED_FUNC_H_
