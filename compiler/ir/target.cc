#include "compiler/ir/target.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <utility>

#include "compiler/ir/target_kinds.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {

struct TargetNode {
  std::string kind;
  std::string tag;
  std::vector<std::string> keys;
  std::map<std::string, TargetAttrValue> attrs;
  std::optional<Target> host;
  // ToJSON().dump(), computed once: equality compares it.
  std::string canonical;
};

namespace {

using json = nlohmann::json;
using target_internal::AttrSpec;
using target_internal::AttrType;
using target_internal::KindInfo;
using target_internal::Registry;
using target_internal::Tags;

std::string Join(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += sep;
    out += items[i];
  }
  return out;
}

template <typename Map>
std::vector<std::string> SortedNames(const Map& map) {
  std::vector<std::string> names;
  for (const auto& kv : map) names.push_back(kv.first);
  return names;  // std::map iterates in sorted order
}

const KindInfo& LookupKind(const std::string& name) {
  auto it = Registry().find(name);
  if (it != Registry().end()) return it->second;
  std::string message = "unknown target kind '" + name + "'; valid kinds: " + Join(SortedNames(Registry()), ", ");
  // A slash only ever appears in tag names, so the user most likely meant one.
  if (name.find('/') != std::string::npos) {
    message += "; valid tags: " + Join(SortedNames(Tags()), ", ");
  }
  ThrowError(message);
}

const AttrSpec& LookupAttr(const std::string& kind, const KindInfo& info, const std::string& name) {
  auto it = info.attrs.find(name);
  if (it != info.attrs.end()) return it->second;
  std::vector<std::string> valid = SortedNames(info.attrs);
  for (const char* structural : {"host", "keys", "tag"}) valid.push_back(structural);
  std::sort(valid.begin(), valid.end());
  ThrowError("unknown attribute '" + name + "' for target kind '" + kind + "'; valid attributes: " + Join(valid, ", "));
}

const char* TypePhrase(AttrType type) {
  static const char* const kPhrases[] = {"a boolean", "an integer", "a string", "a list of strings"};
  return kPhrases[static_cast<int>(type)];
}

[[noreturn]] void ThrowTypeError(const std::string& kind, const std::string& name, const char* expected,
                                 const std::string& got) {
  ThrowError("attribute '" + name + "' of target kind '" + kind + "' expects " + expected + ", got " + got);
}

// Quoting, shared by the parser and the printer. As in TVM, a value may be
// wrapped in single quotes; inside, a backslash escapes the next character.

constexpr char kQuote = '\'';
constexpr char kEscape = '\\';

bool IsQuoted(const std::string& s) {
  if (s.size() < 2 || s.front() != kQuote || s.back() != kQuote) return false;
  bool escaping = false;
  for (size_t i = 1; i + 1 < s.size(); ++i) {
    if (escaping) {
      escaping = false;
    } else if (s[i] == kEscape) {
      escaping = true;
    } else if (s[i] == kQuote) {
      return false;
    }
  }
  return !escaping;  // a trailing backslash escapes the closing quote
}

std::string Unquote(const std::string& s) {
  if (!IsQuoted(s)) return s;
  std::string out;
  for (size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] == kEscape) ++i;
    out.push_back(s[i]);
  }
  return out;
}

std::string QuoteIfNeeded(const std::string& s, bool in_list) {
  bool needs = s.find_first_of(std::string(" \t\n'\\") + (in_list ? "," : "")) != std::string::npos;
  if (in_list && s.empty()) needs = true;  // keeps [""] apart from []
  if (!needs) return s;
  std::string out(1, kQuote);
  for (char c : s) {
    if (c == kQuote || c == kEscape) out.push_back(kEscape);
    out.push_back(c);
  }
  out.push_back(kQuote);
  return out;
}

// Splits on `sep` (or any whitespace when sep is ' ') outside quotes, keeping
// quotes and escapes in the pieces. Empty pieces are kept only for lists.
std::vector<std::string> SplitOutsideQuotes(const std::string& s, char sep, const std::string& whole) {
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false;
  bool any = false;
  auto is_sep = [sep](char c) { return sep == ' ' ? std::isspace(static_cast<unsigned char>(c)) != 0 : c == sep; };
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == kEscape && i + 1 < s.size()) {
      cur.push_back(c);
      cur.push_back(s[++i]);
      any = true;
    } else if (c == kQuote) {
      quoted = !quoted;
      cur.push_back(c);
      any = true;
    } else if (!quoted && is_sep(c)) {
      if (sep != ' ' || any) out.push_back(cur);
      cur.clear();
      any = false;
    } else {
      cur.push_back(c);
      any = true;
    }
  }
  if (quoted) ThrowError("unterminated quote in target string '" + whole + "'");
  if (sep != ' ' || any) out.push_back(cur);
  return out;
}

// The whole string must be the number (TVM's `istream >> v` would take
// "12abc" as 12); out-of-range values are rejected.
std::optional<int64_t> ParseInt64(const std::string& s) {
  const char* end = s.data() + s.size();
  const char* begin = s.data() + (!s.empty() && s[0] == '+' ? 1 : 0);
  int64_t v = 0;
  auto [ptr, ec] = std::from_chars(begin, end, v);
  if (ec != std::errc() || ptr != end) return std::nullopt;
  return v;
}

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Values from the string form. Like TVM, booleans accept any integer
// (non-zero is true) and true/false in any case.
TargetAttrValue ValueFromString(const std::string& kind, const std::string& name, AttrType type, const std::string& raw,
                                const std::string& whole) {
  switch (type) {
    case AttrType::kBool: {
      std::string v = Unquote(raw);
      if (auto i = ParseInt64(v)) return *i != 0;
      std::string lower = Lower(v);
      if (lower == "true") return true;
      if (lower == "false") return false;
      ThrowTypeError(kind, name, "a boolean", "'" + v + "'");
    }
    case AttrType::kInt: {
      std::string v = Unquote(raw);
      if (auto i = ParseInt64(v)) return *i;
      ThrowTypeError(kind, name, "an integer", "'" + v + "'");
    }
    case AttrType::kString:
      return Unquote(raw);
    case AttrType::kStringList: {
      std::vector<std::string> items;
      if (raw.empty()) return items;
      for (const std::string& piece : SplitOutsideQuotes(raw, ',', whole)) {
        items.push_back(Unquote(piece));
      }
      return items;
    }
  }
  RLX_UNREACHABLE();
}

std::vector<std::string> StringListFromJSON(const std::string& kind, const std::string& name, const json& value) {
  if (!value.is_array()) ThrowTypeError(kind, name, "a list of strings", value.dump());
  std::vector<std::string> items;
  for (const json& item : value) {
    if (!item.is_string()) ThrowTypeError(kind, name, "a list of strings", value.dump());
    items.push_back(item.get<std::string>());
  }
  return items;
}

TargetAttrValue ValueFromJSON(const std::string& kind, const std::string& name, AttrType type, const json& value) {
  switch (type) {
    case AttrType::kBool:
      if (value.is_boolean()) return value.get<bool>();
      if (value.is_number_integer()) return value.get<int64_t>() != 0;
      break;
    case AttrType::kInt:
      if (value.is_number_unsigned() && value.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)) {
        break;
      }
      if (value.is_number_integer()) return value.get<int64_t>();
      break;
    case AttrType::kString:
      if (value.is_string()) return value.get<std::string>();
      break;
    case AttrType::kStringList:
      return StringListFromJSON(kind, name, value);
  }
  ThrowTypeError(kind, name, TypePhrase(type), value.dump());
}

}  // namespace

// Building: both parsers fill a TargetBuilder, which validates the whole and
// produces the node.

class TargetBuilder {
 public:
  explicit TargetBuilder(std::string kind) : kind_(std::move(kind)), info_(LookupKind(kind_)) {}

  // Routes one named setting from either form; exactly one of `raw` (string
  // form) or `value` (JSON form) is given.
  void Set(const std::string& name, const std::string* raw, const json* value, const std::string& whole) {
    if (name == "keys") {
      keys_ = raw ? std::get<std::vector<std::string>>(ValueFromString(kind_, name, AttrType::kStringList, *raw, whole))
                  : StringListFromJSON(kind_, name, *value);
    } else if (name == "tag") {
      if (raw) {
        tag_ = Unquote(*raw);
      } else if (value->is_string()) {
        tag_ = value->get<std::string>();
      } else {
        ThrowTypeError(kind_, name, "a string", value->dump());
      }
    } else if (name == "host") {
      if (raw) {
        host_ = Target::Parse(Unquote(*raw));
      } else if (value->is_string()) {
        host_ = Target::Parse(value->get<std::string>());
      } else if (value->is_object()) {
        host_ = Target::FromJSON(*value);
      } else {
        ThrowTypeError(kind_, name, "a target (string or object)", value->dump());
      }
    } else {
      const AttrSpec& spec = LookupAttr(kind_, info_, name);
      attrs_[name] =
          raw ? ValueFromString(kind_, name, spec.type, *raw, whole) : ValueFromJSON(kind_, name, spec.type, *value);
    }
  }

  Target Build() {
    for (const auto& [name, spec] : info_.attrs) {
      if (spec.default_value && !attrs_.count(name)) attrs_[name] = *spec.default_value;
    }
    Canonicalize();
    auto node = std::make_shared<TargetNode>();
    node->kind = kind_;
    node->tag = tag_;
    node->keys = DeriveKeys(kind_, keys_, attrs_);
    node->attrs = std::move(attrs_);
    node->host = std::move(host_);
    return Seal(std::move(node));
  }

  // Freezes a finished node, caching the canonical form equality compares.
  static Target Seal(std::shared_ptr<TargetNode> node) {
    Target target(node);
    node->canonical = target.ToJSON().dump();
    return target;
  }

  // TVM: the given keys (or none), then the `device` attribute, then (only
  // when no keys were given) the kind's default keys; duplicates dropped.
  static std::vector<std::string> DeriveKeys(const std::string& kind,
                                             const std::optional<std::vector<std::string>>& given,
                                             const std::map<std::string, TargetAttrValue>& attrs) {
    std::vector<std::string> keys = given.value_or(std::vector<std::string>{});
    auto device = attrs.find("device");
    if (device != attrs.end()) keys.push_back(std::get<std::string>(device->second));
    if (!given) {
      const auto& defaults = Registry().at(kind).default_keys;
      keys.insert(keys.end(), defaults.begin(), defaults.end());
    }
    std::vector<std::string> unique;
    for (const std::string& k : keys) {
      if (std::find(unique.begin(), unique.end(), k) == unique.end()) unique.push_back(k);
    }
    return unique;
  }

 private:
  // The deterministic parts of TVM's per-kind canonicalizers. What TVM fills
  // in by probing the machine (cuda -arch, nvptx -mcpu from the installed
  // GPU, llvm -mtriple from the host) is left unset: output must not depend
  // on where the compiler runs.
  void Canonicalize() {
    if (kind_ == "cuda") {
      RequirePrefix("arch", "sm_", "CUDA arch");
    } else if (kind_ == "nvptx") {
      RequireOrSet("mtriple", "nvptx64-nvidia-cuda");
      RequirePrefix("mcpu", "sm_", "CUDA arch");
    } else if (kind_ == "rocm") {
      RequireOrSet("mtriple", "amdgcn-amd-amdhsa-hcc");
      if (!attrs_.count("mcpu")) attrs_["mcpu"] = std::string("gfx900");
      RequirePrefix("mcpu", "gfx", "ROCm GFX version");
    }
  }

  void RequirePrefix(const std::string& name, const std::string& prefix, const char* what) {
    auto it = attrs_.find(name);
    if (it == attrs_.end()) return;
    const std::string& v = std::get<std::string>(it->second);
    if (v.compare(0, prefix.size(), prefix) != 0 || v.size() == prefix.size()) {
      ThrowError("invalid " + std::string(what) + " '" + v + "' in attribute '" + name + "' of target kind '" + kind_ +
                 "'; expected '" + prefix + "<version>'");
    }
  }

  void RequireOrSet(const std::string& name, const std::string& expected) {
    auto it = attrs_.find(name);
    if (it == attrs_.end()) {
      attrs_[name] = expected;
    } else if (std::get<std::string>(it->second) != expected) {
      ThrowError("attribute '" + name + "' of target kind '" + kind_ + "' must be '" + expected + "', got '" +
                 std::get<std::string>(it->second) + "'");
    }
  }

  std::string kind_;
  const KindInfo& info_;
  std::string tag_;
  std::optional<std::vector<std::string>> keys_;
  std::optional<Target> host_;
  std::map<std::string, TargetAttrValue> attrs_;
};

namespace {

Target ParseTargetString(const std::string& text) {
  std::vector<std::string> tokens = SplitOutsideQuotes(text, ' ', text);
  RLX_CHECK(!tokens.empty());
  TargetBuilder builder(tokens[0]);
  std::map<std::string, bool> seen;
  for (size_t i = 1; i < tokens.size(); ++i) {
    const std::string& token = tokens[i];
    size_t dashes = 0;
    while (dashes < token.size() && token[dashes] == '-') ++dashes;
    if (dashes == 0) {
      ThrowError("expected an attribute starting with '-' in target string '" + text + "', got '" + token + "'");
    }
    std::string body = token.substr(dashes);
    std::string name;
    std::string raw;
    size_t eq = body.find('=');
    if (eq != std::string::npos) {
      name = body.substr(0, eq);  // -name=value
      raw = body.substr(eq + 1);
    } else if (i + 1 < tokens.size() && tokens[i + 1][0] != '-') {
      name = body;  // -name value
      raw = tokens[++i];
    } else {
      name = body;  // -flag, a boolean set to true
      raw = "1";
    }
    if (name.empty()) {
      ThrowError("empty attribute name in target string '" + text + "'");
    }
    if (seen[name]) {
      ThrowError("attribute '" + name + "' appears more than once in target string '" + text + "'");
    }
    seen[name] = true;
    builder.Set(name, &raw, nullptr, text);
  }
  return builder.Build();
}

std::string ParseErrorReason(const std::string& what) {
  // nlohmann: "[json.exception.parse_error.101] parse error at line 1, column
  // 9: syntax error ..." -- the position is reported separately.
  size_t col = what.find("column ");
  if (col != std::string::npos) {
    size_t colon = what.find(": ", col);
    if (colon != std::string::npos) return what.substr(colon + 2);
  }
  return what;
}

// Offset of the first byte that does not start or continue a well-formed
// UTF-8 sequence (RFC 3629: no overlong forms, surrogates or code points
// above U+10FFFF), or npos. Targets are canonicalized through JSON, whose
// writer throws on such bytes.
size_t FirstInvalidUtf8(const std::string& s) {
  size_t i = 0;
  while (i < s.size()) {
    const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte
    if (c < 0x80) {
      len = 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
      len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      len = 3;
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      len = 4;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    } else {
      return i;
    }
    for (size_t k = 1; k < len; ++k) {
      if (i + k >= s.size()) return i;
      const unsigned char min = k == 1 ? lo : 0x80, max = k == 1 ? hi : 0xBF;
      if (b(i + k) < min || b(i + k) > max) return i;
    }
    i += len;
  }
  return std::string::npos;
}

// Where in `j` a string (a key or a value) is not valid UTF-8, as a path
// like "/libs/1", or nullopt.
std::optional<std::string> InvalidUtf8In(const json& j, const std::string& path = "") {
  if (j.is_string()) {
    if (FirstInvalidUtf8(j.get_ref<const std::string&>()) != std::string::npos) return path.empty() ? "/" : path;
  } else if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (FirstInvalidUtf8(it.key()) != std::string::npos) return path + "/<key>";
      if (auto bad = InvalidUtf8In(it.value(), path + "/" + it.key())) return bad;
    }
  } else if (j.is_array()) {
    for (size_t i = 0; i < j.size(); ++i) {
      if (auto bad = InvalidUtf8In(j[i], path + "/" + std::to_string(i))) return bad;
    }
  }
  return std::nullopt;
}

}  // namespace

// Target

Target Target::Parse(const std::string& text) {
  // Everything std::isspace takes, like the tokenizer (SplitOutsideQuotes):
  // "\v" alone is as empty as " ".
  const char* kSpace = " \t\n\v\f\r";
  size_t begin = text.find_first_not_of(kSpace);
  if (begin == std::string::npos) ThrowError("empty target string");
  size_t end = text.find_last_not_of(kSpace);
  std::string trimmed = text.substr(begin, end - begin + 1);
  if (trimmed[0] == '{') {
    json config;
    try {
      config = json::parse(trimmed);
    } catch (const json::parse_error& e) {
      // nlohmann counts bytes read (1-based, on the trimmed text); report a
      // 0-based offset into what the caller passed, with a span on it.
      size_t offset = begin + (e.byte > 0 ? e.byte - 1 : 0);
      offset = std::min(offset, text.size());
      Span span{std::make_shared<SourceFile>("<target>", text), offset, std::min(offset + 1, text.size())};
      ThrowError(span, "malformed target JSON at offset " + std::to_string(offset) + ": " + ParseErrorReason(e.what()));
    } catch (const json::out_of_range& e) {
      // A number too large for a double (nlohmann's out_of_range.406,
      // "number overflow parsing '<text>'") comes without a position: find
      // the number it quotes. Found by the target fuzzer.
      std::string what = e.what();
      size_t open = what.find('\''), close = what.rfind('\'');
      std::string number = open != std::string::npos && close > open ? what.substr(open + 1, close - open - 1) : "";
      size_t at = number.empty() ? std::string::npos : trimmed.find(number);
      size_t offset = begin + (at == std::string::npos ? 0 : at);
      Span span{std::make_shared<SourceFile>("<target>", text), offset,
                std::min(offset + std::max<size_t>(number.size(), 1), text.size())};
      ThrowError(span, "malformed target JSON at offset " + std::to_string(offset) + ": number " +
                           (number.empty() ? std::string("out of range") : "'" + number + "' out of range"));
    }
    return FromJSON(config);
  }
  // (json::parse above rejects bad UTF-8 itself.)
  if (size_t bad = FirstInvalidUtf8(trimmed); bad != std::string::npos) {
    const size_t offset = begin + bad;
    Span span{std::make_shared<SourceFile>("<target>", text), offset, offset + 1};
    ThrowError(span, "target string is not valid UTF-8 (byte " + std::to_string(offset) + ")");
  }
  auto tag = Tags().find(trimmed);
  if (tag != Tags().end()) {
    json config = tag->second;
    config["tag"] = tag->first;
    return FromJSON(config);
  }
  return ParseTargetString(trimmed);
}

Target Target::FromJSON(const json& input) {
  // JSON built in memory (the TVMScript parser's I.vdevice dicts) can hold
  // any bytes; the canonical form and error messages are JSON dumps, which
  // throw on them.
  if (auto bad = InvalidUtf8In(input)) ThrowError("target JSON has a string that is not valid UTF-8 at " + *bad);
  if (!input.is_object()) ThrowError("target JSON must be an object, got " + input.dump());
  json config = input;
  // A tag without a kind names a base configuration that the other fields
  // override (TVM's TargetInternal::FromConfig, step 0).
  if (!config.contains("kind") && config.contains("tag")) {
    const json& tag_value = config["tag"];
    if (!tag_value.is_string()) {
      ThrowError("target field 'tag' expects a string, got " + tag_value.dump());
    }
    std::string tag = tag_value.get<std::string>();
    auto it = Tags().find(tag);
    if (it == Tags().end()) {
      ThrowError("unknown target tag '" + tag + "'; valid tags: " + Join(SortedNames(Tags()), ", "));
    }
    json merged = it->second;
    for (const auto& [name, value] : config.items()) merged[name] = value;
    config = std::move(merged);
  }
  if (!config.contains("kind")) ThrowError("target JSON has no 'kind' field: " + input.dump());
  const json& kind = config["kind"];
  if (!kind.is_string()) ThrowError("target field 'kind' expects a string, got " + kind.dump());
  TargetBuilder builder(kind.get<std::string>());
  for (const auto& [name, value] : config.items()) {
    if (name == "kind") continue;
    builder.Set(name, nullptr, &value, "");
  }
  return builder.Build();
}

std::vector<std::string> Target::ListKinds() { return SortedNames(Registry()); }

std::vector<std::string> Target::ListTags() { return SortedNames(Tags()); }

std::vector<std::string> Target::DefaultKeys(const std::string& kind) { return LookupKind(kind).default_keys; }

const TargetNode& Target::node() const {
  RLX_CHECK(node_ != nullptr) << "use of an undefined Target";
  return *node_;
}

const std::string& Target::kind() const { return node().kind; }
const std::string& Target::tag() const { return node().tag; }
const std::vector<std::string>& Target::keys() const { return node().keys; }

bool Target::HasKey(const std::string& key) const {
  const auto& keys = node().keys;
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

const std::map<std::string, TargetAttrValue>& Target::attrs() const { return node().attrs; }

const TargetAttrValue* Target::FindAttr(const std::string& name) const {
  auto it = node().attrs.find(name);
  return it == node().attrs.end() ? nullptr : &it->second;
}

bool Target::HasAttr(const std::string& name) const { return FindAttr(name) != nullptr; }

namespace {
template <typename T>
std::optional<T> GetTyped(const TargetAttrValue* value, const std::string& name) {
  if (value == nullptr) return std::nullopt;
  const T* typed = std::get_if<T>(value);
  RLX_CHECK(typed != nullptr) << "target attribute '" << name << "' has another type";
  return *typed;
}
}  // namespace

std::optional<bool> Target::GetBool(const std::string& name) const { return GetTyped<bool>(FindAttr(name), name); }
std::optional<int64_t> Target::GetInt(const std::string& name) const { return GetTyped<int64_t>(FindAttr(name), name); }
std::optional<std::string> Target::GetString(const std::string& name) const {
  return GetTyped<std::string>(FindAttr(name), name);
}
std::optional<std::vector<std::string>> Target::GetStringList(const std::string& name) const {
  return GetTyped<std::vector<std::string>>(FindAttr(name), name);
}

std::vector<std::string> Target::Libs() const { return GetStringList("libs").value_or(std::vector<std::string>{}); }

bool Target::HasLib(const std::string& lib) const {
  std::vector<std::string> libs = Libs();
  return std::find(libs.begin(), libs.end(), lib) != libs.end();
}

std::optional<Target> Target::host() const { return node().host; }

Target Target::WithHost(const Target& host) const {
  RLX_CHECK(host.defined());
  auto copy = std::make_shared<TargetNode>(node());
  copy->host = host;
  return TargetBuilder::Seal(std::move(copy));
}

Target Target::WithoutHost() const {
  if (!node().host) return *this;
  auto copy = std::make_shared<TargetNode>(node());
  copy->host.reset();
  return TargetBuilder::Seal(std::move(copy));
}

std::string Target::ToString() const {
  const TargetNode& n = node();
  std::string out = n.kind;
  if (n.keys != TargetBuilder::DeriveKeys(n.kind, std::nullopt, n.attrs)) {
    std::vector<std::string> quoted;
    for (const std::string& k : n.keys) quoted.push_back(QuoteIfNeeded(k, true));
    out += " -keys=" + Join(quoted, ",");
  }
  std::map<std::string, std::string> printed;
  for (const auto& [name, value] : n.attrs) {
    std::string text;
    if (const bool* b = std::get_if<bool>(&value)) {
      text = *b ? "1" : "0";
    } else if (const int64_t* i = std::get_if<int64_t>(&value)) {
      text = std::to_string(*i);
    } else if (const std::string* s = std::get_if<std::string>(&value)) {
      text = QuoteIfNeeded(*s, false);
    } else {
      std::vector<std::string> quoted;
      for (const std::string& item : std::get<std::vector<std::string>>(value)) {
        quoted.push_back(QuoteIfNeeded(item, true));
      }
      text = Join(quoted, ",");
    }
    printed[name] = text;
  }
  if (!n.tag.empty()) printed["tag"] = QuoteIfNeeded(n.tag, false);
  if (n.host) printed["host"] = QuoteIfNeeded(n.host->ToString(), false);
  for (const auto& [name, text] : printed) out += " -" + name + "=" + text;
  return out;
}

json Target::ToJSON() const {
  const TargetNode& n = node();
  json out = json::object();
  out["kind"] = n.kind;
  out["keys"] = n.keys;
  if (!n.tag.empty()) out["tag"] = n.tag;
  for (const auto& [name, value] : n.attrs) {
    std::visit([&out, &name = name](const auto& v) { out[name] = v; }, value);
  }
  if (n.host) out["host"] = n.host->ToJSON();
  return out;
}

bool operator==(const Target& a, const Target& b) {
  if (!a.defined() || !b.defined()) return a.defined() == b.defined();
  return a.node_ == b.node_ || a.node_->canonical == b.node_->canonical;
}

// VDevice references

VDeviceRef ParseVDeviceRef(const std::string& text) {
  if (text.empty()) ThrowError("empty vdevice string");
  VDeviceRef ref;
  size_t first = text.find(':');
  ref.kind = text.substr(0, first);
  if (ref.kind.empty()) ThrowError("missing target kind in vdevice '" + text + "'");
  LookupKind(ref.kind);
  if (first == std::string::npos) return ref;
  size_t second = text.find(':', first + 1);
  std::string index = text.substr(first + 1, second == std::string::npos ? std::string::npos : second - first - 1);
  std::optional<int64_t> parsed = ParseInt64(index);
  if (!parsed || *parsed < 0 || *parsed > INT32_MAX || index[0] == '+' || index[0] == '-') {
    ThrowError("vdevice index in '" + text + "' must be a non-negative integer, got '" + index + "'");
  }
  ref.index = static_cast<int>(*parsed);
  if (second == std::string::npos) return ref;
  ref.scope = text.substr(second + 1);
  if (ref.scope.empty()) ThrowError("empty memory scope in vdevice '" + text + "'");
  ref.has_scope = true;
  return ref;
}

}  // namespace rlx
