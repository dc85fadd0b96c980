// Writes TVM's metadata section: what `mod.script(show_meta=True)` prints
// for a module with bound constants. The node graph is the one
// tvm.ir.save_json gives: strings and ints are shared by value, the span
// (None) and each dtype's PrimType once, every other node once per use, in
// the order the writer first reaches them (children before parents).
#include <cstring>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "compiler/script/metadata_section.h"
#include "compiler/support/check.h"

namespace rlx {
namespace script {
namespace {

constexpr uint64_t kTensorMagic = 0xDD5E40F096B4A13FULL;  // TVM's kTVMNDArrayMagic

// DLPack's (code, bits) of a dtype, as TVM writes them.
std::pair<uint8_t, uint8_t> ToDLPack(DataType t) {
  if (t.is_bool()) return {6, 8};  // kDLBool, one byte per value
  if (t.is_int()) return {0, static_cast<uint8_t>(t.bits())};
  if (t.is_uint()) return {1, static_cast<uint8_t>(t.bits())};
  if (t.is_float()) return {2, static_cast<uint8_t>(t.bits())};
  if (t.is_bfloat16()) return {4, 16};
  ThrowError("metadata: constants of dtype " + t.ToString() + " cannot be written");
}

template <typename T>
void Put(std::string* out, T v) {
  char buf[sizeof(T)];
  std::memcpy(buf, &v, sizeof(T));
  out->append(buf, sizeof(T));
}

// A JSON string as TVM's writer escapes it (`/` included).
std::string Quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '/':
        out += "\\/";
        break;
      case '\n':
        out += "\\n";
        break;
      default:
        out += c;
    }
  }
  return out + "\"";
}

// One node: its type and its fields in order (a field is an int, a node
// reference, a string or, for "data" of an array, a list of references).
struct Node {
  std::string type;
  // kind: 'n' no data, 's' string data, 'i' int data, 'a' array of refs,
  // 'o' object of (name, ref or int) fields.
  char kind = 'n';
  std::string str;
  int64_t value = 0;
  std::vector<int64_t> refs;
  std::vector<std::pair<std::string, int64_t>> fields;
};

class GraphWriter {
 public:
  int64_t Add(Node n) {
    nodes_.push_back(std::move(n));
    return static_cast<int64_t>(nodes_.size()) - 1;
  }
  // A node shared by `key` (strings, ints, None, PrimTypes).
  int64_t Shared(const std::string& key, Node n) {
    auto it = shared_.find(key);
    if (it != shared_.end()) return it->second;
    int64_t id = Add(std::move(n));
    shared_.emplace(key, id);
    return id;
  }
  int64_t String(const std::string& s) {
    Node n;
    n.type = "ffi.String";
    n.kind = 's';
    n.str = s;
    return Shared("s:" + s, n);
  }
  int64_t Int(int64_t v) {
    Node n;
    n.type = "int";
    n.kind = 'i';
    n.value = v;
    return Shared("i:" + std::to_string(v), n);
  }
  int64_t None() {
    Node n;
    n.type = "None";
    return Shared("none", n);
  }
  int64_t Object(const std::string& type, std::vector<std::pair<std::string, int64_t>> fields) {
    Node n;
    n.type = type;
    n.kind = 'o';
    n.fields = std::move(fields);
    return Add(std::move(n));
  }
  int64_t PrimType(const std::string& dtype, int64_t span) {
    auto it = shared_.find("p:" + dtype);
    if (it != shared_.end()) return it->second;
    // The dtype is a string field (not a node) of the PrimType.
    Node n;
    n.type = "ir.PrimType";
    n.kind = 'o';
    n.fields = {{"span", span}};
    n.str = dtype;
    int64_t id = Add(std::move(n));
    shared_.emplace("p:" + dtype, id);
    return id;
  }
  int64_t Array(const std::string& type, std::vector<int64_t> refs) {
    Node n;
    n.type = type;
    n.kind = 'a';
    n.refs = std::move(refs);
    return Add(std::move(n));
  }

  std::string Dump(int64_t root, const std::string& version) const {
    std::string out = "{\n  \"root_index\": " + std::to_string(root) + ",\n  \"nodes\": [\n";
    for (size_t i = 0; i < nodes_.size(); ++i) {
      const Node& n = nodes_[i];
      out += "    {\n      \"type\": " + Quote(n.type);
      switch (n.kind) {
        case 'n':
          out += "\n";
          break;
        case 's':
          out += ",\n      \"data\": " + Quote(n.str) + "\n";
          break;
        case 'i':
          out += ",\n      \"data\": " + std::to_string(n.value) + "\n";
          break;
        case 'a':
          out += ",\n      \"data\": [\n";
          for (size_t k = 0; k < n.refs.size(); ++k) {
            out += "        " + std::to_string(n.refs[k]) + (k + 1 < n.refs.size() ? ",\n" : "\n");
          }
          out += "      ]\n";
          break;
        case 'o': {
          out += ",\n      \"data\": {\n";
          std::vector<std::string> lines;
          for (const auto& [name, v] : n.fields) lines.push_back("        " + Quote(name) + ": " + std::to_string(v));
          if (n.type == "ir.PrimType") lines.push_back("        \"dtype\": " + Quote(n.str));
          for (size_t k = 0; k < lines.size(); ++k) out += lines[k] + (k + 1 < lines.size() ? ",\n" : "\n");
          out += "      }\n";
          break;
        }
        default:
          RLX_UNREACHABLE() << "node kind " << n.kind;
      }
      out += i + 1 < nodes_.size() ? "    },\n" : "    }\n";
    }
    out += "  ],\n  \"metadata\": {\n    \"tvm_version\": " + Quote(version) + "\n  }\n}";
    return out;
  }

 private:
  std::vector<Node> nodes_;
  std::map<std::string, int64_t> shared_;
};

}  // namespace

std::string EncodeTensorBytes(const NDArray& arr) {
  auto [code, bits] = ToDLPack(arr.dtype());
  std::string out;
  Put<uint64_t>(&out, kTensorMagic);
  Put<uint64_t>(&out, 0);  // reserved
  Put<int32_t>(&out, 1);   // kDLCPU
  Put<int32_t>(&out, 0);   // device id
  Put<int32_t>(&out, static_cast<int32_t>(arr.ndim()));
  Put<uint8_t>(&out, code);
  Put<uint8_t>(&out, bits);
  Put<uint16_t>(&out, 1);  // lanes
  for (int64_t d : arr.shape()) Put<int64_t>(&out, d);
  Put<int64_t>(&out, static_cast<int64_t>(arr.NumBytes()));
  if (arr.NumBytes()) out.append(static_cast<const char*>(arr.data()), arr.NumBytes());
  return out;
}

std::string Base64Encode(const std::string& bytes) {
  static const char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    uint32_t v = (static_cast<uint8_t>(bytes[i]) << 16) | (static_cast<uint8_t>(bytes[i + 1]) << 8) |
                 static_cast<uint8_t>(bytes[i + 2]);
    for (int k = 3; k >= 0; --k) out.push_back(kAlphabet[(v >> (6 * k)) & 63]);
  }
  if (i < bytes.size()) {
    uint32_t v = static_cast<uint8_t>(bytes[i]) << 16;
    if (i + 1 < bytes.size()) v |= static_cast<uint8_t>(bytes[i + 1]) << 8;
    out.push_back(kAlphabet[(v >> 18) & 63]);
    out.push_back(kAlphabet[(v >> 12) & 63]);
    out.push_back(i + 1 < bytes.size() ? kAlphabet[(v >> 6) & 63] : '=');
    out.push_back('=');
  }
  return out;
}

std::string WriteMetadataJson(const std::vector<NDArray>& constants, const std::string& tvm_version) {
  GraphWriter g;
  int64_t key = g.String(kConstantMetadataKey);
  int64_t span = g.None();
  std::vector<int64_t> ids;
  for (const NDArray& c : constants) {
    std::vector<int64_t> dims;
    for (int64_t d : c.shape()) {
      int64_t i64 = g.PrimType("int64", span);
      int64_t v = g.Int(d);
      dims.push_back(g.Object("ir.IntImm", {{"span", span}, {"ty", i64}, {"value", v}}));
    }
    int64_t values = g.Array("ffi.Array", dims);
    int64_t ndim = static_cast<int64_t>(c.ndim());
    int64_t shape_type = g.Object("relax.ShapeType", {{"span", span}, {"values", values}, {"ndim", ndim}});
    int64_t shape = g.Object("relax.expr.ShapeExpr", {{"span", span}, {"ty", shape_type}, {"values", values}});
    int64_t dtype = g.PrimType(c.dtype().ToString(), span);
    int64_t tensor_type = g.Object(
        "relax.TensorType", {{"span", span}, {"shape", shape}, {"dtype", dtype}, {"vdevice", span}, {"ndim", ndim}});
    Node data;
    data.type = "ffi.Tensor";
    data.kind = 's';
    data.str = Base64Encode(EncodeTensorBytes(c));
    int64_t value = g.Add(std::move(data));
    ids.push_back(g.Object(kConstantMetadataKey, {{"span", span}, {"ty", tensor_type}, {"value", value}}));
  }
  int64_t list = g.Array("ffi.Array", ids);
  int64_t root = g.Array("ffi.Map", {key, list});
  return g.Dump(root, tvm_version);
}

}  // namespace script
}  // namespace rlx
