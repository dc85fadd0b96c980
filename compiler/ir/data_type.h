// Scalar and vector element types, spelled as TVM spells them ("float32",
// "int64", "bool", "bfloat16", "float8_e4m3fn", "float32x4", "handle", "void").
#ifndef RLX_COMPILER_IR_DATA_TYPE_H_
#define RLX_COMPILER_IR_DATA_TYPE_H_

#include <cstdint>
#include <optional>
#include <string>

namespace rlx {

class DataType {
 public:
  enum class Code : uint8_t {
    kInt,
    kUInt,
    kFloat,
    kBFloat,
    kFloat8E4M3,
    kFloat8E5M2,
    kHandle,
    kVoid,  // "void": the absence of a dtype (e.g. an unknown tensor dtype).
  };

  DataType() : code_(Code::kVoid), bits_(0), lanes_(1) {}
  DataType(Code code, int bits, int lanes = 1)
      : code_(code), bits_(static_cast<uint8_t>(bits)), lanes_(static_cast<uint16_t>(lanes)) {}

  static DataType Int(int bits, int lanes = 1) { return DataType(Code::kInt, bits, lanes); }
  static DataType UInt(int bits, int lanes = 1) { return DataType(Code::kUInt, bits, lanes); }
  static DataType Float(int bits, int lanes = 1) { return DataType(Code::kFloat, bits, lanes); }
  static DataType BFloat16() { return DataType(Code::kBFloat, 16); }
  static DataType Float8E4M3() { return DataType(Code::kFloat8E4M3, 8); }
  static DataType Float8E5M2() { return DataType(Code::kFloat8E5M2, 8); }
  static DataType Bool(int lanes = 1) { return DataType(Code::kUInt, 1, lanes); }
  static DataType Handle() { return DataType(Code::kHandle, 64); }
  static DataType Void() { return DataType(); }

  // Parses "float32", "int8", "uint1", "bool", "float32x4", "handle", "void",
  // "bfloat16", "float8_e4m3fn" (also "e4m3_float8"), "float8_e5m2".
  // Returns nullopt for anything else.
  static std::optional<DataType> Parse(const std::string& s);

  Code code() const { return code_; }
  int bits() const { return bits_; }
  int lanes() const { return lanes_; }
  int bytes() const { return (bits_ + 7) / 8; }

  bool is_void() const { return code_ == Code::kVoid; }
  bool is_bool() const { return code_ == Code::kUInt && bits_ == 1; }
  bool is_int() const { return code_ == Code::kInt; }
  bool is_uint() const { return code_ == Code::kUInt && bits_ != 1; }
  bool is_integer() const { return is_int() || is_uint(); }
  bool is_float() const { return code_ == Code::kFloat; }
  bool is_bfloat16() const { return code_ == Code::kBFloat; }
  bool is_float8() const { return code_ == Code::kFloat8E4M3 || code_ == Code::kFloat8E5M2; }
  // Any floating-point format (float*, bfloat16, float8*).
  bool is_floating() const { return is_float() || is_bfloat16() || is_float8(); }
  bool is_handle() const { return code_ == Code::kHandle; }
  bool is_scalar() const { return lanes_ == 1; }

  DataType element_of() const { return DataType(code_, bits_, 1); }
  DataType with_lanes(int lanes) const { return DataType(code_, bits_, lanes); }
  DataType with_bits(int bits) const { return DataType(code_, bits, lanes_); }

  std::string ToString() const;

  bool operator==(const DataType& o) const { return code_ == o.code_ && bits_ == o.bits_ && lanes_ == o.lanes_; }
  bool operator!=(const DataType& o) const { return !(*this == o); }

 private:
  Code code_;
  uint8_t bits_;
  uint16_t lanes_;
};

}  // namespace rlx

#endif  // RLX_COMPILER_IR_DATA_TYPE_H_
