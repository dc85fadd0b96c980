#include "compiler/ir/data_type.h"

#include <cctype>

namespace rlx {

namespace {

// Parses the decimal suffix of `s` starting at `pos`; returns -1 if it is not
// a plain positive number.
int ParseNumber(const std::string& s, size_t pos) {
  if (pos >= s.size() || s.size() - pos > 5) return -1;
  int v = 0;
  for (size_t i = pos; i < s.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return -1;
    v = v * 10 + (s[i] - '0');
  }
  return v;
}

}  // namespace

std::optional<DataType> DataType::Parse(const std::string& text) {
  std::string s = text;
  int lanes = 1;
  // Vector suffix "x4"; careful not to confuse with names that contain 'x'.
  size_t x = s.rfind('x');
  if (x != std::string::npos && x + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[x + 1]))) {
    int l = ParseNumber(s, x + 1);
    if (l <= 0) return std::nullopt;
    lanes = l;
    s = s.substr(0, x);
  }
  if (s == "void") return lanes == 1 ? std::optional<DataType>(Void()) : std::nullopt;
  if (s == "handle") return DataType(Code::kHandle, 64, lanes);
  if (s == "bool") return Bool(lanes);
  if (s == "bfloat16") return DataType(Code::kBFloat, 16, lanes);
  if (s == "float8_e4m3fn" || s == "e4m3_float8" || s == "float8_e4m3") {
    return DataType(Code::kFloat8E4M3, 8, lanes);
  }
  if (s == "float8_e5m2" || s == "e5m2_float8") return DataType(Code::kFloat8E5M2, 8, lanes);
  struct Prefix {
    const char* name;
    Code code;
  };
  static const Prefix kPrefixes[] = {{"uint", Code::kUInt}, {"int", Code::kInt}, {"float", Code::kFloat}};
  for (const Prefix& p : kPrefixes) {
    std::string name = p.name;
    if (s.compare(0, name.size(), name) != 0) continue;
    int bits = ParseNumber(s, name.size());
    if (bits <= 0) return std::nullopt;
    if (p.code == Code::kFloat && bits != 16 && bits != 32 && bits != 64) return std::nullopt;
    if (p.code != Code::kFloat && bits != 1 && bits != 8 && bits != 16 && bits != 32 && bits != 64) {
      return std::nullopt;
    }
    return DataType(p.code, bits, lanes);
  }
  return std::nullopt;
}

std::string DataType::ToString() const {
  std::string base;
  switch (code_) {
    case Code::kVoid:
      return "void";
    case Code::kHandle:
      base = "handle";
      break;
    case Code::kBFloat:
      base = "bfloat16";
      break;
    case Code::kFloat8E4M3:
      base = "float8_e4m3fn";
      break;
    case Code::kFloat8E5M2:
      base = "float8_e5m2";
      break;
    case Code::kInt:
      base = "int" + std::to_string(bits_);
      break;
    case Code::kUInt:
      base = bits_ == 1 ? "bool" : "uint" + std::to_string(bits_);
      break;
    case Code::kFloat:
      base = "float" + std::to_string(bits_);
      break;
  }
  if (lanes_ != 1) base += "x" + std::to_string(lanes_);
  return base;
}

}  // namespace rlx
