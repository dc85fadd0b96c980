// Compilation targets, spelled and validated the way TVM spells them.
//
// A Target is a kind ("cuda", "llvm", ...), an ordered list of keys that
// passes dispatch on ("gpu" in keys means "use the GPU pipeline"), typed
// attributes checked against a per-kind schema, an optional tag naming a
// predefined configuration, and an optional host target.
//
// Accepted inputs for Target::Parse:
//   * TVM target strings:  "cuda -arch=sm_90 -libs=thrust,cublas",
//                          "llvm -mcpu=skylake-avx512 -keys=cpu,x"
//   * JSON objects:        {"kind":"cuda","libs":["thrust"],"host":{"kind":"llvm"}}
//   * tags:                "qcom/adreno-opencl", "nvidia/nvidia-h100"
//
// Like TVM, schema defaults are materialized into the attributes, so "cuda"
// and "cuda -max_num_threads=1024" are the same target.
#ifndef RLX_COMPILER_IR_TARGET_H_
#define RLX_COMPILER_IR_TARGET_H_

#include <cstdint>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace rlx {

// An attribute value. The host target is not an attribute: see Target::host().
using TargetAttrValue = std::variant<bool, int64_t, std::string, std::vector<std::string>>;

struct TargetNode;

class Target {
 public:
  // An undefined target (e.g. "no target annotated"); only defined() and
  // comparisons may be called on it.
  Target() = default;

  // Parses a target string, a JSON object (text starting with '{') or a tag.
  // Throws DiagnosticError on any malformed input.
  static Target Parse(const std::string& text);
  // Builds a target from a parsed JSON object (the ToJSON() form).
  static Target FromJSON(const nlohmann::json& config);

  // Known kind names, sorted.
  static std::vector<std::string> ListKinds();
  // Registered tag names, sorted.
  static std::vector<std::string> ListTags();
  // The keys a kind gets when none are given (e.g. cuda -> {cuda, gpu}).
  // Throws for an unknown kind.
  static std::vector<std::string> DefaultKeys(const std::string& kind);

  bool defined() const { return node_ != nullptr; }

  const std::string& kind() const;
  // Empty unless the target came from (or names) a tag. TVM's tag lookup
  // leaves its tag field empty; keeping the name here costs nothing and
  // tells printers and passes which preset was meant.
  const std::string& tag() const;
  const std::vector<std::string>& keys() const;
  bool HasKey(const std::string& key) const;
  // "gpu" in keys: the predicate TVM's dispatch passes and pipelines use.
  bool IsGpu() const { return HasKey("gpu"); }

  // Every attribute, defaults included, ordered by name.
  const std::map<std::string, TargetAttrValue>& attrs() const;
  bool HasAttr(const std::string& name) const;
  // nullopt when the attribute is absent. Asking for the wrong type of a
  // present attribute is a bug (the schema fixes each attribute's type).
  std::optional<bool> GetBool(const std::string& name) const;
  std::optional<int64_t> GetInt(const std::string& name) const;
  std::optional<std::string> GetString(const std::string& name) const;
  std::optional<std::vector<std::string>> GetStringList(const std::string& name) const;
  // The "libs" attribute, empty when absent.
  std::vector<std::string> Libs() const;
  bool HasLib(const std::string& lib) const;

  std::optional<Target> host() const;
  // Copies with the host replaced or removed (targets are immutable).
  Target WithHost(const Target& host) const;
  Target WithoutHost() const;

  // Canonical TVM-style string:
  //   kind [-keys=k1,k2] -name=value ...
  // `-keys` appears only when the keys differ from what the kind and the
  // `device` attribute would produce anyway. Every other entry, including
  // `-tag` and `-host`, is an attribute printed in name order. Lists are
  // comma-joined, booleans print as 1/0 (as TVM does), an empty string or
  // list prints as `-name=`, and values with spaces, quotes, backslashes
  // (or commas, inside lists) are single-quoted with backslash escapes, so
  // a host prints as -host='llvm -mtriple=...'. Parse(ToString()) == *this.
  std::string ToString() const;
  // {"kind", "keys", "tag" (only if non-empty), every attribute, "host"
  // (nested object, only if present)}; keys sorted by nlohmann::json.
  // FromJSON(ToJSON()) == *this.
  nlohmann::json ToJSON() const;

  // Compares the canonical JSON; undefined targets equal only each other.
  friend bool operator==(const Target& a, const Target& b);
  friend bool operator!=(const Target& a, const Target& b) { return !(a == b); }

 private:
  explicit Target(std::shared_ptr<const TargetNode> node) : node_(std::move(node)) {}
  const TargetNode& node() const;
  const TargetAttrValue* FindAttr(const std::string& name) const;

  std::shared_ptr<const TargetNode> node_;

  friend class TargetBuilder;
};

// Relax's virtual device: a target, an index that distinguishes several
// devices of the same target, and the memory scope tensors on it live in.
struct VDevice {
  Target target;
  int vdevice_id = 0;
  std::string memory_scope = "global";

  friend bool operator==(const VDevice& a, const VDevice& b) {
    return a.target == b.target && a.vdevice_id == b.vdevice_id && a.memory_scope == b.memory_scope;
  }
  friend bool operator!=(const VDevice& a, const VDevice& b) { return !(a == b); }
};

// TVMScript names a vdevice by string: "cuda" (index 0), "cuda:1", or, as the
// printer writes it, "opencl:1:global.texture". Resolving the reference needs
// the module's vdevice list (the index counts vdevices of that kind only), so
// only the pieces are returned. Note that TVM's parser ignores the scope part
// when it looks the vdevice up.
struct VDeviceRef {
  std::string kind;
  int index = 0;
  std::string scope = "global";
  bool has_scope = false;  // whether the text spelled a scope

  friend bool operator==(const VDeviceRef& a, const VDeviceRef& b) {
    return a.kind == b.kind && a.index == b.index && a.scope == b.scope && a.has_scope == b.has_scope;
  }
};

// Throws DiagnosticError for an empty string, an unknown kind, a missing,
// non-numeric or negative index, or an empty scope.
VDeviceRef ParseVDeviceRef(const std::string& text);

}  // namespace rlx

#endif  // RLX_COMPILER_IR_TARGET_H_
