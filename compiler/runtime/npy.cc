#include "compiler/runtime/npy.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace {

const char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLen = 6;

[[noreturn]] void Fail(const std::string& name, const std::string& what) {
  ThrowError(name + ": invalid .npy: " + what);
}

// A cursor over the header's Python dict literal. numpy writes one fixed
// layout, but hand-written and other writers vary spacing and quoting, so this
// accepts any dict of the three known keys.
class HeaderParser {
 public:
  HeaderParser(const std::string& text, const std::string& name) : s_(text), name_(name) {}

  void SkipSpace() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  bool Consume(char c) {
    SkipSpace();
    if (pos_ < s_.size() && s_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void Expect(char c) {
    if (!Consume(c)) Error(std::string("expected '") + c + "'");
  }
  std::string String() {
    SkipSpace();
    if (pos_ >= s_.size() || (s_[pos_] != '\'' && s_[pos_] != '"')) Error("expected a string");
    char quote = s_[pos_++];
    size_t end = s_.find(quote, pos_);
    if (end == std::string::npos) Error("unterminated string");
    std::string out = s_.substr(pos_, end - pos_);
    pos_ = end + 1;
    return out;
  }
  bool Bool() {
    SkipSpace();
    if (s_.compare(pos_, 4, "True") == 0) {
      pos_ += 4;
      return true;
    }
    if (s_.compare(pos_, 5, "False") == 0) {
      pos_ += 5;
      return false;
    }
    Error("expected True or False");
  }
  std::vector<int64_t> Tuple() {
    Expect('(');
    std::vector<int64_t> dims;
    while (!Consume(')')) {
      SkipSpace();
      size_t start = pos_;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
      if (start == pos_ || pos_ - start > 18) Error("expected a non-negative dimension");
      dims.push_back(std::stoll(s_.substr(start, pos_ - start)));
      if (pos_ < s_.size() && s_[pos_] == 'L') ++pos_;  // Python 2 long suffix.
      if (!Consume(',')) {
        Expect(')');
        break;
      }
    }
    return dims;
  }
  bool AtEnd() {
    SkipSpace();
    return pos_ == s_.size();
  }
  char Peek() {
    SkipSpace();
    return pos_ < s_.size() ? s_[pos_] : '\0';
  }
  [[noreturn]] void Error(const std::string& what) {
    Fail(name_, what + " at offset " + std::to_string(pos_) + " of header " + s_);
  }

 private:
  const std::string& s_;
  const std::string& name_;
  size_t pos_ = 0;
};

DataType DTypeFromDescr(const std::string& descr, const std::string& name) {
  if (descr.size() < 3) Fail(name, "unsupported dtype descr '" + descr + "'");
  char order = descr[0];
  char kind = descr[1];
  std::string size_text = descr.substr(2);
  // Supported sizes have one digit; a long run would overflow std::stoi.
  if (size_text.size() > 2) Fail(name, "unsupported dtype descr '" + descr + "'");
  for (char c : size_text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      Fail(name, "unsupported dtype descr '" + descr + "'");
    }
  }
  int size = std::stoi(size_text);
  if (order != '<' && order != '>' && order != '|' && order != '=') {
    Fail(name, "unsupported byte order in dtype descr '" + descr + "'");
  }
  // '=' is native order, which is little-endian on every host this runs on.
  if (order == '>' && size > 1) {
    Fail(name, "big-endian data ('" + descr +
                   "') is not supported; convert with "
                   "arr.astype(arr.dtype.newbyteorder('<'))");
  }
  std::optional<DataType> t;
  if (kind == 'b' && size == 1) t = DataType::Bool();
  if (kind == 'i' && (size == 1 || size == 2 || size == 4 || size == 8)) t = DataType::Int(size * 8);
  if (kind == 'u' && (size == 1 || size == 2 || size == 4 || size == 8)) t = DataType::UInt(size * 8);
  if (kind == 'f' && (size == 2 || size == 4 || size == 8)) t = DataType::Float(size * 8);
  if (!t) Fail(name, "unsupported dtype descr '" + descr + "'");
  return *t;
}

}  // namespace

std::string NpyDescr(DataType dtype) {
  if (dtype.lanes() == 1) {
    if (dtype.is_bool()) return "|b1";
    int bytes = dtype.bytes();
    char order = bytes == 1 ? '|' : '<';
    if (dtype.is_int() && dtype.bits() >= 8) return std::string(1, order) + "i" + std::to_string(bytes);
    if (dtype.is_uint() && dtype.bits() >= 8) return std::string(1, order) + "u" + std::to_string(bytes);
    if (dtype.is_float()) return std::string(1, order) + "f" + std::to_string(bytes);
  }
  ThrowError("npy: dtype " + dtype.ToString() +
             " has no .npy representation (bfloat16/float8 are not numpy dtypes); "
             "convert it (e.g. to float32) before saving");
}

std::string SerializeNpy(const NDArray& arr) {
  if (!arr.defined()) ThrowError("npy: cannot serialize an undefined NDArray");
  std::string dict = "{'descr': '" + NpyDescr(arr.dtype()) +
                     "', 'fortran_order': False, 'shape': " + ShapeToString(arr.shape()) + ", }";
  // Total header (magic, version, length field, dict, padding, '\n') must be a
  // multiple of 64; the length field is 2 bytes in v1.0 and 4 bytes in v2.0.
  auto padded = [&](size_t prefix) {
    size_t total = prefix + dict.size() + 1;
    size_t pad = (64 - total % 64) % 64;
    return dict + std::string(pad, ' ') + "\n";
  };
  std::string header = padded(kMagicLen + 2 + 2);
  int major = 1;
  if (header.size() > 65535) {
    major = 2;
    header = padded(kMagicLen + 2 + 4);
  }
  std::string out(kMagic, kMagicLen);
  out.push_back(static_cast<char>(major));
  out.push_back(0);
  uint32_t len = static_cast<uint32_t>(header.size());
  int len_bytes = major == 1 ? 2 : 4;
  for (int i = 0; i < len_bytes; ++i) out.push_back(static_cast<char>((len >> (8 * i)) & 0xff));
  out += header;
  out.append(static_cast<const char*>(arr.data()), arr.NumBytes());
  return out;
}

NDArray ParseNpy(const std::string& bytes, const std::string& name) {
  if (bytes.size() < kMagicLen + 2 || bytes.compare(0, kMagicLen, kMagic, kMagicLen) != 0) {
    Fail(name, "missing the \\x93NUMPY magic string (not an .npy file)");
  }
  int major = static_cast<unsigned char>(bytes[kMagicLen]);
  int minor = static_cast<unsigned char>(bytes[kMagicLen + 1]);
  if ((major != 1 && major != 2 && major != 3) || minor != 0) {
    Fail(name, "unsupported format version " + std::to_string(major) + "." + std::to_string(minor));
  }
  size_t len_bytes = major == 1 ? 2 : 4;
  size_t prefix = kMagicLen + 2 + len_bytes;
  if (bytes.size() < prefix) Fail(name, "truncated header length");
  size_t header_len = 0;
  for (size_t i = 0; i < len_bytes; ++i) {
    header_len |= static_cast<size_t>(static_cast<unsigned char>(bytes[kMagicLen + 2 + i])) << (8 * i);
  }
  if (bytes.size() < prefix + header_len) {
    Fail(name, "header of " + std::to_string(header_len) + " bytes is truncated");
  }
  std::string header = bytes.substr(prefix, header_len);

  HeaderParser p(header, name);
  std::optional<std::string> descr;
  std::optional<bool> fortran;
  std::optional<std::vector<int64_t>> shape;
  p.Expect('{');
  while (!p.Consume('}')) {
    std::string key = p.String();
    p.Expect(':');
    if (key == "descr") {
      if (p.Peek() == '[') Fail(name, "structured dtypes are not supported");
      descr = p.String();
    } else if (key == "fortran_order") {
      fortran = p.Bool();
    } else if (key == "shape") {
      shape = p.Tuple();
    } else {
      p.Error("unexpected key '" + key + "'");
    }
    if (!p.Consume(',')) {
      p.Expect('}');
      break;
    }
  }
  if (!p.AtEnd()) p.Error("trailing characters after the header dict");
  if (!descr || !fortran || !shape) {
    Fail(name, "header must have the keys 'descr', 'fortran_order' and 'shape': " + header);
  }
  if (*fortran) {
    Fail(name,
         "fortran_order=True is not supported; save a C-contiguous array "
         "(numpy.ascontiguousarray)");
  }
  DataType dtype = DTypeFromDescr(*descr, name);
  size_t available = bytes.size() - prefix - header_len;
  // The data size is checked against the file before allocating: a corrupt
  // shape must not ask for terabytes. (Negative dimensions are left to
  // NDArray::Empty's error.)
  const std::vector<int64_t>& dims = *shape;
  if (std::none_of(dims.begin(), dims.end(), [](int64_t d) { return d < 0; })) {
    uint64_t expected = std::count(dims.begin(), dims.end(), 0) ? 0 : dtype.bytes();
    bool too_big = false;
    for (int64_t d : dims) too_big |= __builtin_mul_overflow(expected, static_cast<uint64_t>(d), &expected);
    if (too_big || expected != available) {
      Fail(name, "expected " + (too_big ? std::string("more than 2^64") : std::to_string(expected)) +
                     " data bytes for " + dtype.ToString() + ShapeToString(dims) + " but found " +
                     std::to_string(available));
    }
  }
  NDArray arr = NDArray::Empty(*shape, dtype);
  std::memcpy(arr.data(), bytes.data() + prefix + header_len, arr.NumBytes());
  if (dtype.is_bool()) {
    // NDArray stores bools as exactly 0/1; numpy may hold other nonzero bytes.
    auto* b = arr.data_as<uint8_t>();
    for (int64_t i = 0; i < arr.NumElements(); ++i) b[i] = b[i] != 0;
  }
  return arr;
}

NDArray ReadNpy(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) ThrowError(path + ": cannot open for reading: " + std::strerror(errno));
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) ThrowError(path + ": read error");
  return ParseNpy(ss.str(), path);
}

void WriteNpy(const std::string& path, const NDArray& arr) {
  std::string bytes = SerializeNpy(arr);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) ThrowError(path + ": cannot open for writing: " + std::strerror(errno));
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) ThrowError(path + ": write error");
}

}  // namespace rlx
