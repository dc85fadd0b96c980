#include "compiler/script/metadata_section.h"

#include <cstring>
#include <nlohmann/json.hpp>

namespace rlx {
namespace script {

namespace {

constexpr uint64_t kTensorMagic = 0xDD5E40F096B4A13FULL;  // TVM's kTVMNDArrayMagic

int Base64Value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

// DLPack's type codes as TVM writes them.
DataType FromDLPack(uint8_t code, uint8_t bits, uint16_t lanes, const Span& span) {
  if (lanes != 1) ThrowError(span, "metadata tensor with " + std::to_string(lanes) + " lanes is not supported");
  switch (code) {
    case 0:
      return DataType::Int(bits);
    case 1:
      return bits == 1 ? DataType::Bool() : DataType::UInt(bits);
    case 2:
      return DataType::Float(bits);
    case 4:
      return DataType::BFloat16();
    case 6:
      return DataType::Bool();  // kDLBool, stored in bytes
    default:
      break;
  }
  ThrowError(span, "metadata tensor has DLPack type code " + std::to_string(code) + ", which is not supported");
}

template <typename T>
T Read(const std::string& bytes, size_t* pos, const Span& span) {
  if (*pos + sizeof(T) > bytes.size()) ThrowError(span, "metadata tensor is truncated");
  T v;
  std::memcpy(&v, bytes.data() + *pos, sizeof(T));
  *pos += sizeof(T);
  return v;
}

// A missing field reads as null (operator[] on a const json asserts instead).
const nlohmann::json& Field(const nlohmann::json& obj, const char* name) {
  static const nlohmann::json kNull;
  if (!obj.is_object()) return kNull;
  auto it = obj.find(name);
  return it == obj.end() ? kNull : *it;
}

}  // namespace

std::string Base64Decode(const std::string& text, const Span& span) {
  std::string out;
  out.reserve(text.size() / 4 * 3);
  uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    if (c == '=') break;
    int v = Base64Value(c);
    if (v < 0) ThrowError(span, std::string("invalid character '") + c + "' in a base64 metadata tensor");
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<char>((acc >> bits) & 0xFF));
    }
  }
  return out;
}

NDArray DecodeTensorBytes(const std::string& bytes, const Span& span) {
  size_t pos = 0;
  if (Read<uint64_t>(bytes, &pos, span) != kTensorMagic)
    ThrowError(span, "metadata tensor does not start with TVM's tensor magic");
  Read<uint64_t>(bytes, &pos, span);  // reserved
  Read<int32_t>(bytes, &pos, span);   // device type: constants are written from the CPU
  Read<int32_t>(bytes, &pos, span);   // device id
  int32_t ndim = Read<int32_t>(bytes, &pos, span);
  if (ndim < 0 || ndim > 32) ThrowError(span, "metadata tensor has " + std::to_string(ndim) + " dimensions");
  uint8_t code = Read<uint8_t>(bytes, &pos, span);
  uint8_t bits = Read<uint8_t>(bytes, &pos, span);
  uint16_t lanes = Read<uint16_t>(bytes, &pos, span);
  DataType dtype = FromDLPack(code, bits, lanes, span);
  std::vector<int64_t> shape;
  for (int32_t i = 0; i < ndim; ++i) {
    int64_t d = Read<int64_t>(bytes, &pos, span);
    if (d < 0) ThrowError(span, "metadata tensor has a negative dimension");
    shape.push_back(d);
  }
  int64_t nbytes = Read<int64_t>(bytes, &pos, span);
  NDArray arr = NDArray::Empty(shape, dtype);
  if (nbytes != static_cast<int64_t>(arr.NumBytes()) || pos + static_cast<size_t>(nbytes) != bytes.size()) {
    ThrowError(span, "metadata tensor of " + dtype.ToString() + " holds " + std::to_string(nbytes) +
                         " bytes of data; its shape needs " + std::to_string(arr.NumBytes()));
  }
  if (nbytes) std::memcpy(arr.data(), bytes.data() + pos, static_cast<size_t>(nbytes));
  return arr;
}

MetadataSection ParseMetadataJson(const std::string& text, const Span& span) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) ThrowError(span, "the metadata section is not valid JSON");
  const nlohmann::json& nodes = Field(j, "nodes");
  if (!nodes.is_array() || !Field(j, "root_index").is_number_integer()) {
    ThrowError(span, "expected \"root_index\" and \"nodes\" in the metadata section");
  }
  auto node = [&](const nlohmann::json& ref) -> const nlohmann::json& {
    if (!ref.is_number_integer() || ref.get<int64_t>() < 0 ||
        ref.get<int64_t>() >= static_cast<int64_t>(nodes.size())) {
      ThrowError(span, "metadata node reference " + ref.dump() + " is out of range");
    }
    const nlohmann::json& n = nodes[ref.get<size_t>()];
    if (!n.is_object() || !Field(n, "type").is_string())
      ThrowError(span, "metadata node " + ref.dump() + " has no type");
    return n;
  };
  const nlohmann::json& root = node(Field(j, "root_index"));
  if (Field(root, "type") != "ffi.Map" || !Field(root, "data").is_array() || Field(root, "data").size() % 2) {
    ThrowError(span, "expected the metadata section's root to be a map");
  }
  MetadataSection section;
  const nlohmann::json& kv = Field(root, "data");
  for (size_t i = 0; i < kv.size(); i += 2) {
    const nlohmann::json& key = node(kv[i]);
    const nlohmann::json& list = node(kv[i + 1]);
    if (Field(key, "type") != "ffi.String" || !Field(key, "data").is_string() || Field(list, "type") != "ffi.Array" ||
        !Field(list, "data").is_array()) {
      ThrowError(span, "expected the metadata map to hold arrays under string keys");
    }
    std::vector<NDArray>& out = section[Field(key, "data").get<std::string>()];
    for (const nlohmann::json& ref : Field(list, "data")) {
      const nlohmann::json& c = node(ref);
      NDArray value;
      const nlohmann::json& data = Field(c, "data");
      bool is_constant = Field(c, "type") == "ir.GenericConst" || Field(c, "type") == "relax.expr.Constant";
      // TVM 0.27 names the tensor field "value"; older releases "data".
      const char* field = data.is_object() && data.contains("value") ? "value" : "data";
      if (is_constant && data.is_object() && data.contains(field)) {
        const nlohmann::json& t = node(Field(data, field));
        if (Field(t, "type") == "ffi.Tensor" && Field(t, "data").is_string()) {
          value = DecodeTensorBytes(Base64Decode(Field(t, "data").get<std::string>(), span), span);
        }
      }
      out.push_back(value);
    }
  }
  return section;
}

}  // namespace script
}  // namespace rlx
