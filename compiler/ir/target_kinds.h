// The target kinds' attribute schemas and the target tags (private to
// compiler/ir/target.cc, which parses and validates against them).
#ifndef RLX_COMPILER_IR_TARGET_KINDS_H_
#define RLX_COMPILER_IR_TARGET_KINDS_H_

#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/target.h"

namespace rlx {
namespace target_internal {

// Kind schemas (src/target/target_kind.cc and the common options that
// TVM_REGISTER_TARGET_KIND adds to every kind).

enum class AttrType { kBool, kInt, kString, kStringList };

struct AttrSpec {
  AttrType type;
  std::optional<TargetAttrValue> default_value;
};

struct KindInfo {
  std::vector<std::string> default_keys;
  std::map<std::string, AttrSpec> attrs;

  KindInfo& Add(AttrType type, std::initializer_list<const char*> names) {
    for (const char* n : names) attrs[n] = {type, std::nullopt};
    return *this;
  }
  KindInfo& Str(std::initializer_list<const char*> n) { return Add(AttrType::kString, n); }
  KindInfo& List(std::initializer_list<const char*> n) { return Add(AttrType::kStringList, n); }
  KindInfo& Int(std::initializer_list<const char*> n) { return Add(AttrType::kInt, n); }
  KindInfo& Bool(std::initializer_list<const char*> n) { return Add(AttrType::kBool, n); }
  KindInfo& Int(const char* name, int64_t value) {
    attrs[name] = {AttrType::kInt, TargetAttrValue(value)};
    return *this;
  }
  KindInfo& Bool(const char* name, bool value) {
    attrs[name] = {AttrType::kBool, TargetAttrValue(value)};
    return *this;
  }
};

// Every kind by name (src/target/target_kind.cc).
const std::map<std::string, KindInfo>& Registry();

// Tag name -> its configuration as target JSON.
const std::map<std::string, nlohmann::json>& Tags();

}  // namespace target_internal
}  // namespace rlx

#endif  // RLX_COMPILER_IR_TARGET_KINDS_H_
