#include "compiler/backend/pattern_registry.h"

#include <algorithm>
#include <memory>
#include <unordered_set>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace backend {

void PatternRegistry::Register(const std::vector<FusionPattern>& patterns) {
  entries_.insert(entries_.end(), patterns.begin(), patterns.end());
}

void PatternRegistry::Remove(const std::vector<std::string>& names) {
  std::unordered_set<std::string> drop(names.begin(), names.end());
  entries_.erase(
      std::remove_if(entries_.begin(), entries_.end(), [&](const FusionPattern& p) { return drop.count(p.name) != 0; }),
      entries_.end());
}

std::optional<FusionPattern> PatternRegistry::Get(const std::string& name) const {
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
    if (it->name == name) return *it;
  }
  return std::nullopt;
}

std::vector<FusionPattern> PatternRegistry::GetWithPrefix(const std::string& prefix) const {
  std::vector<FusionPattern> out;
  // Registration order is priority low -> high; callers want high first.
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
    if (it->name.compare(0, prefix.size(), prefix) == 0) out.push_back(*it);
  }
  return out;
}

std::vector<FusionPattern> PatternRegistry::All() const { return entries_; }

size_t PatternRegistry::size() const { return entries_.size(); }

const PatternRegistry& PatternsOf(const PassContext& ctx) {
  const PatternRegistry* r = ctx.FindValue<PatternRegistry>();
  // A context without a table is a caller's mistake, not "no patterns": an
  // empty answer would make every offload silently match nothing.
  if (r == nullptr) {
    ThrowError(Span(),
               "this PassContext has no fusion-pattern registry: attach one before running pattern passes "
               "(backend::AttachDefaultPatterns in compiler/contrib/default_patterns.h, or a PatternRegistry "
               "value of your own)");
  }
  return *r;
}

void RegisterPatterns(PassContext* ctx, const std::vector<FusionPattern>& patterns) {
  auto table = std::make_shared<PatternRegistry>(PatternsOf(*ctx));
  table->Register(patterns);
  ctx->SetValue<PatternRegistry>(std::move(table));
}

void RemovePatterns(PassContext* ctx, const std::vector<std::string>& names) {
  auto table = std::make_shared<PatternRegistry>(PatternsOf(*ctx));
  table->Remove(names);
  ctx->SetValue<PatternRegistry>(std::move(table));
}

std::optional<FusionPattern> GetPattern(const PassContext& ctx, const std::string& name) {
  return PatternsOf(ctx).Get(name);
}

std::vector<FusionPattern> GetPatternsWithPrefix(const PassContext& ctx, const std::string& prefix) {
  return PatternsOf(ctx).GetWithPrefix(prefix);
}

transform::PatternSource PrefixedPatterns(std::string prefix) {
  return [prefix = std::move(prefix)](const PassContext& ctx) {
    return ToTransformPatterns(PatternsOf(ctx).GetWithPrefix(prefix));
  };
}

std::string CodegenOfPatternName(const std::string& name) {
  size_t dot = name.find('.');
  return dot == std::string::npos ? std::string() : name.substr(0, dot);
}

transform::FusionPattern ToTransformPattern(const FusionPattern& p) {
  transform::FusionPattern t;
  t.name = p.name;
  t.pattern = p.pattern;
  t.annotation_patterns = p.annotation_patterns;
  t.check = p.check;
  t.attrs_getter = p.attrs_getter;
  return t;
}

std::vector<transform::FusionPattern> ToTransformPatterns(const std::vector<FusionPattern>& patterns) {
  std::vector<transform::FusionPattern> out;
  out.reserve(patterns.size());
  for (const FusionPattern& p : patterns) out.push_back(ToTransformPattern(p));
  return out;
}

}  // namespace backend
}  // namespace rlx
