#include "compiler/pass/pass_registry.h"

#include <cctype>
#include <memory>

namespace rlx {

namespace {

std::string Trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t");
  size_t e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

bool ParseInt(const std::string& s, int64_t* out) {
  if (s.empty()) return false;
  size_t i = (s[0] == '-' || s[0] == '+') ? 1 : 0;
  if (i == s.size()) return false;
  for (size_t k = i; k < s.size(); ++k) {
    if (!std::isdigit(static_cast<unsigned char>(s[k]))) return false;
  }
  try {
    *out = std::stoll(s);
  } catch (...) {
    return false;
  }
  return true;
}

bool ParseBool(const std::string& s, bool* out) {
  if (s == "1" || s == "true" || s == "True") {
    *out = true;
    return true;
  }
  if (s == "0" || s == "false" || s == "False") {
    *out = false;
    return true;
  }
  return false;
}

std::string Unquote(const std::string& s) {
  if (s.size() >= 2 && (s[0] == '"' || s[0] == '\'') && s.back() == s[0]) return s.substr(1, s.size() - 2);
  return s;
}

}  // namespace

int64_t PassOptions::GetInt(const std::string& name, int64_t default_value) const {
  auto it = values_.find(name);
  if (it == values_.end()) return default_value;
  int64_t v = 0;
  RLX_CHECK(ParseInt(it->second, &v)) << "option " << name << " was validated as an integer";
  return v;
}

bool PassOptions::GetBool(const std::string& name, bool default_value) const {
  auto it = values_.find(name);
  if (it == values_.end()) return default_value;
  bool v = false;
  RLX_CHECK(ParseBool(it->second, &v)) << "option " << name << " was validated as a bool";
  return v;
}

std::string PassOptions::GetString(const std::string& name, const std::string& default_value) const {
  auto it = values_.find(name);
  return it == values_.end() ? default_value : it->second;
}

void PassRegistry::Register(PassEntry entry) {
  RLX_CHECK(!entries_.count(entry.name)) << "pass registered twice: " << entry.name;
  RLX_CHECK(entry.factory) << "pass without factory: " << entry.name;
  std::string name = entry.name;
  entries_.emplace(name, std::move(entry));
}

void PassRegistry::Replace(PassEntry entry) {
  RLX_CHECK(entries_.count(entry.name)) << "no pass to replace: " << entry.name;
  RLX_CHECK(entry.factory) << "pass without factory: " << entry.name;
  std::string name = entry.name;
  entries_[name] = std::move(entry);
}

const PassEntry* PassRegistry::Find(const std::string& name) const {
  auto it = entries_.find(name);
  return it == entries_.end() ? nullptr : &it->second;
}

std::vector<const PassEntry*> PassRegistry::All() const {
  std::vector<const PassEntry*> out;
  for (const auto& kv : entries_) out.push_back(&kv.second);
  return out;
}

PassPtr PassRegistry::Create(const std::string& spec_in) const {
  auto file = std::make_shared<SourceFile>("<passes>", spec_in);
  auto fail = [&](size_t begin, size_t end, const std::string& msg) {
    ThrowError(Span{file, begin, std::max(end, begin + 1)}, msg);
  };
  const std::string& spec = spec_in;
  size_t open = spec.find('(');
  std::string name = Trim(spec.substr(0, open));
  size_t name_begin = spec.find_first_not_of(" \t");
  if (name_begin == std::string::npos) name_begin = 0;
  const PassEntry* entry = Find(name);
  if (!entry) {
    std::string valid;
    for (const auto& kv : entries_) valid += (valid.empty() ? "" : ", ") + kv.first;
    fail(name_begin, name_begin + name.size(), "unknown pass '" + name + "'; registered passes: " + valid);
  }
  PassOptions options;
  std::string option_text;
  if (open != std::string::npos) {
    size_t close = spec.rfind(')');
    if (close == std::string::npos || close < open)
      fail(open, open + 1, "expected ')' to close the options of " + name);
    if (!Trim(spec.substr(close + 1)).empty()) fail(close + 1, spec.size(), "unexpected text after ')'");
    option_text = spec.substr(open + 1, close - open - 1);
    size_t pos = open + 1;
    while (pos < close) {
      size_t comma = spec.find(',', pos);
      if (comma == std::string::npos || comma > close) comma = close;
      std::string item = spec.substr(pos, comma - pos);
      if (!Trim(item).empty()) {
        size_t eq = item.find('=');
        if (eq == std::string::npos) fail(pos, comma, "expected key=value in the options of " + name);
        std::string key = Trim(item.substr(0, eq));
        std::string value = Unquote(Trim(item.substr(eq + 1)));
        const PassOptionSpec* opt = nullptr;
        for (const PassOptionSpec& o : entry->options) {
          if (o.name == key) opt = &o;
        }
        if (!opt) {
          std::string valid;
          for (const PassOptionSpec& o : entry->options) valid += (valid.empty() ? "" : ", ") + o.name;
          fail(pos, pos + eq,
               "pass " + name + " has no option '" + key + "'; " +
                   (valid.empty() ? std::string("it takes no options") : "valid options: " + valid));
        }
        int64_t iv;
        bool bv;
        if (opt->type == PassOptionSpec::Type::kInt && !ParseInt(value, &iv)) {
          fail(pos + eq + 1, comma, "option '" + key + "' of " + name + " expects an integer, got '" + value + "'");
        }
        if (opt->type == PassOptionSpec::Type::kBool && !ParseBool(value, &bv)) {
          fail(pos + eq + 1, comma, "option '" + key + "' of " + name + " expects true or false, got '" + value + "'");
        }
        if (options.Has(key)) fail(pos, comma, "option '" + key + "' given twice");
        options.Set(key, value);
      }
      pos = comma + 1;
    }
  }
  PassPtr pass = entry->factory(options);
  RLX_CHECK(pass != nullptr) << "factory of " << name << " returned null";
  return pass;
}

std::vector<PassPtr> PassRegistry::CreateList(const std::string& list) const {
  std::vector<PassPtr> out;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= list.size(); ++i) {
    char c = i < list.size() ? list[i] : ',';
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == ',' && (depth == 0 || i == list.size())) {
      std::string item = list.substr(start, i - start);
      if (Trim(item).empty()) {
        auto file = std::make_shared<SourceFile>("<passes>", list);
        ThrowError(Span{file, start, start + 1}, "empty pass name in the pass list");
      }
      out.push_back(Create(Trim(item)));
      start = i + 1;
    }
  }
  return out;
}

}  // namespace rlx
