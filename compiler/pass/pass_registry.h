// Maps TVM pass names to factories, with TVM's option syntax on the command
// line: `DispatchSortScan(index_bits=32)`. Unknown names and options are
// errors that list what is valid.
//
// Registration is explicit: each package that defines passes has a
// Register<...>Passes(PassRegistry*) function, and the tools call them.
#ifndef RLX_COMPILER_PASS_PASS_REGISTRY_H_
#define RLX_COMPILER_PASS_PASS_REGISTRY_H_

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"

namespace rlx {

struct PassOptionSpec {
  enum class Type { kInt, kBool, kString };
  std::string name;
  Type type = Type::kString;
  std::string doc;
};

// Parsed and validated options of one pass invocation.
class PassOptions {
 public:
  bool Has(const std::string& name) const { return values_.count(name) > 0; }
  int64_t GetInt(const std::string& name, int64_t default_value) const;
  bool GetBool(const std::string& name, bool default_value) const;
  std::string GetString(const std::string& name, const std::string& default_value) const;
  void Set(const std::string& name, std::string value) { values_[name] = std::move(value); }
  const std::map<std::string, std::string>& values() const { return values_; }

 private:
  std::map<std::string, std::string> values_;
};

struct PassEntry {
  std::string name;
  std::string doc;  // one line
  std::vector<PassOptionSpec> options;
  std::function<PassPtr(const PassOptions&)> factory;
};

class PassRegistry {
 public:
  void Register(PassEntry entry);
  // Registers `entry` in place of the entry of the same name, which must
  // exist (a target package's version of a shared pass).
  void Replace(PassEntry entry);
  const PassEntry* Find(const std::string& name) const;
  std::vector<const PassEntry*> All() const;  // sorted by name

  // Creates one pass from `Name` or `Name(key=value, ...)`. Throws
  // DiagnosticError (spans point into `spec`) on unknown names or options or
  // malformed values.
  PassPtr Create(const std::string& spec) const;
  // A comma-separated list, commas inside parentheses belong to options.
  std::vector<PassPtr> CreateList(const std::string& list) const;

 private:
  std::map<std::string, PassEntry> entries_;
};

}  // namespace rlx

#endif  // RLX_COMPILER_PASS_PASS_REGISTRY_H_
