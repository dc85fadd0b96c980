#include "compiler/runtime/packed_func.h"

#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {

const char* ArgCodeName(int32_t code) {
  switch (static_cast<ArgCode>(code)) {
    case ArgCode::kInt:
      return "int";
    case ArgCode::kFloat:
      return "float";
    case ArgCode::kHandle:
      return "handle";
    case ArgCode::kNull:
      return "null";
    case ArgCode::kTensor:
      return "tensor";
    case ArgCode::kStr:
      return "str";
  }
  return "value of unknown kind";
}

DLDataType ToDLDataType(DataType t) {
  DLDataType d{kDLOpaqueHandle, static_cast<uint8_t>(t.bits()), static_cast<uint16_t>(t.lanes())};
  switch (t.code()) {
    case DataType::Code::kInt:
      d.code = kDLInt;
      break;
    case DataType::Code::kUInt:
      d.code = kDLUInt;
      break;  // bool too: TVM's uint1
    case DataType::Code::kFloat:
      d.code = kDLFloat;
      break;
    case DataType::Code::kBFloat:
      d.code = kDLBfloat;
      break;
    default:
      break;
  }
  return d;
}

DataType FromDLDataType(DLDataType t) {
  switch (t.code) {
    case kDLInt:
      return DataType::Int(t.bits, t.lanes);
    case kDLUInt:
      return DataType::UInt(t.bits, t.lanes);
    case kDLFloat:
      return DataType::Float(t.bits, t.lanes);
    case kDLBfloat:
      return t.bits == 16 ? DataType::BFloat16().with_lanes(t.lanes) : DataType::Void();
    case kDLOpaqueHandle:
      return DataType::Handle();
    default:
      return DataType::Void();
  }
}

int64_t NumElements(const DLTensor& t) {
  int64_t n = 1;
  for (int i = 0; i < t.ndim; ++i) n *= t.shape[i];
  return n;
}

std::string DescribeTensor(const DLTensor& t) {
  DataType dt = FromDLDataType(t.dtype);
  std::string dtype =
      dt.is_void() ? "dtype(code=" + std::to_string(t.dtype.code) + ", bits=" + std::to_string(t.dtype.bits) + ")"
                   : dt.ToString();
  std::vector<int64_t> shape(t.shape, t.shape + t.ndim);
  return dtype + " tensor of shape " + ShapeToString(shape);
}

// ------------------------------------------------------------- PackedArgs --

void PackedArgs::Fail(const std::string& message) const { ThrowError(func_ + ": " + message); }

void PackedArgs::CheckCount(int min, int max) const {
  if (num_ >= min && num_ <= max) return;
  std::string want = min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max);
  Fail("takes " + want + " arguments, got " + std::to_string(num_));
}

void PackedArgs::Expect(int i, ArgCode code, const char* what) const {
  if (i < 0 || i >= num_) Fail("argument " + std::to_string(i) + " is missing");
  if (codes_[i] != static_cast<int32_t>(code)) {
    std::string got = ArgCodeName(codes_[i]);
    Fail(std::string("argument ") + std::to_string(i) + " must be " + what + ", got " + (got == "int" ? "an " : "a ") +
         got);
  }
}

int64_t PackedArgs::Int(int i) const {
  Expect(i, ArgCode::kInt, "an int");
  return values_[i].v_int64;
}

bool PackedArgs::Bool(int i) const {
  Expect(i, ArgCode::kInt, "a bool");
  return values_[i].v_int64 != 0;
}

double PackedArgs::Float(int i) const {
  if (i >= 0 && i < num_ && codes_[i] == static_cast<int32_t>(ArgCode::kInt)) {
    return static_cast<double>(values_[i].v_int64);
  }
  Expect(i, ArgCode::kFloat, "a float");
  return values_[i].v_float64;
}

std::string PackedArgs::Str(int i) const {
  Expect(i, ArgCode::kStr, "a string");
  if (values_[i].v_str == nullptr) Fail("argument " + std::to_string(i) + " is a null string");
  return values_[i].v_str;
}

const DLTensor& PackedArgs::Tensor(int i) const {
  Expect(i, ArgCode::kTensor, "a tensor");
  const auto* t = static_cast<const DLTensor*>(values_[i].v_handle);
  if (t == nullptr) Fail("argument " + std::to_string(i) + " is a null tensor");
  if (t->ndim < 0 || (t->ndim > 0 && t->shape == nullptr)) {
    Fail("argument " + std::to_string(i) + " is a malformed tensor (ndim " + std::to_string(t->ndim) + ")");
  }
  for (int d = 0; d < t->ndim; ++d) {
    if (t->shape[d] < 0) {
      Fail("argument " + std::to_string(i) + " has a negative dimension " + std::to_string(t->shape[d]));
    }
  }
  if (t->dtype.lanes != 1)
    Fail("argument " + std::to_string(i) + " has vector elements (lanes " + std::to_string(t->dtype.lanes) +
         "), which packed functions do not take");
  return *t;
}

// ----------------------------------------------------- PackedFuncRegistry --

void PackedFuncRegistry::Register(const std::string& name, const std::string& doc, PackedFunc fn) {
  entries_[name] = PackedFuncEntry{name, doc, std::move(fn)};
}

const PackedFuncEntry* PackedFuncRegistry::Find(const std::string& name) const {
  auto it = entries_.find(name);
  return it == entries_.end() ? nullptr : &it->second;
}

std::vector<std::string> PackedFuncRegistry::Names() const {
  std::vector<std::string> out;
  for (const auto& kv : entries_) out.push_back(kv.first);
  return out;
}

void PackedFuncRegistry::Call(const PackedArgs& args) const {
  const PackedFuncEntry* e = Find(args.func());
  if (e == nullptr) {
    std::string known;
    for (const auto& kv : entries_) known += (known.empty() ? "" : ", ") + kv.first;
    ThrowError("packed function '" + args.func() + "' is not registered (known: " + known + ")");
  }
  e->fn(args);
}

// ------------------------------------------------------ PackedArgsBuilder --

PackedArgsBuilder& PackedArgsBuilder::Int(int64_t v) {
  PackedValue x;
  x.v_int64 = v;
  values_.push_back(x);
  codes_.push_back(static_cast<int32_t>(ArgCode::kInt));
  return *this;
}

PackedArgsBuilder& PackedArgsBuilder::Float(double v) {
  PackedValue x;
  x.v_float64 = v;
  values_.push_back(x);
  codes_.push_back(static_cast<int32_t>(ArgCode::kFloat));
  return *this;
}

PackedArgsBuilder& PackedArgsBuilder::Str(const std::string& s) {
  str_slots_.emplace_back(values_.size(), strings_.size());
  strings_.push_back(s);
  PackedValue x;
  x.v_str = nullptr;  // set in Build: strings_ may still move
  values_.push_back(x);
  codes_.push_back(static_cast<int32_t>(ArgCode::kStr));
  return *this;
}

PackedArgsBuilder& PackedArgsBuilder::Null() {
  PackedValue x;
  x.v_handle = nullptr;
  values_.push_back(x);
  codes_.push_back(static_cast<int32_t>(ArgCode::kNull));
  return *this;
}

PackedArgsBuilder& PackedArgsBuilder::Tensor(const NDArray& a) {
  RLX_CHECK(a.defined()) << "PackedArgsBuilder::Tensor of an undefined array";
  return Tensor(const_cast<void*>(a.data()), ToDLDataType(a.dtype()), a.shape());
}

PackedArgsBuilder& PackedArgsBuilder::Tensor(void* data, DLDataType dtype, const std::vector<int64_t>& shape,
                                             const std::vector<int64_t>& strides, uint64_t byte_offset) {
  auto owned = std::make_unique<OwnedTensor>();
  owned->shape = shape;
  owned->strides = strides;
  owned->t.data = data;
  owned->t.device = DLDevice{1, 0};
  owned->t.ndim = static_cast<int32_t>(shape.size());
  owned->t.dtype = dtype;
  owned->t.shape = owned->shape.data();
  owned->t.strides = strides.empty() ? nullptr : owned->strides.data();
  owned->t.byte_offset = byte_offset;
  PackedValue x;
  x.v_handle = &owned->t;
  tensors_.push_back(std::move(owned));
  values_.push_back(x);
  codes_.push_back(static_cast<int32_t>(ArgCode::kTensor));
  return *this;
}

PackedArgs PackedArgsBuilder::Build() {
  for (const auto& [slot, index] : str_slots_) values_[slot].v_str = strings_[index].c_str();
  return PackedArgs(func_, values_.data(), codes_.data(), static_cast<int>(values_.size()));
}

}  // namespace runtime
}  // namespace rlx
