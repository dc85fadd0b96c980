#include "compiler/ir/structural_equal.h"

#include <cstring>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace rlx {

namespace {

// Nodes compared by binding position rather than by content alone.
bool IsVarLike(NodeKind k) {
  return k == NodeKind::kTirVar || k == NodeKind::kRelaxVar || k == NodeKind::kDataflowVar || k == NodeKind::kBuffer;
}

// One declared field, flattened. Arrays become kBegin(size) ... kEnd.
struct Field {
  enum class Type { kRef, kInt, kFloat, kString, kDType, kBegin, kEnd };
  Type type;
  const char* name;
  ObjectRef ref;
  int64_t i = 0;
  double d = 0;
  std::string s;
  DataType dt;
  FieldRole role = FieldRole::kUse;
};

class FieldCollector : public FieldVisitor {
 public:
  std::vector<Field> fields;
  using FieldVisitor::Visit;
  void Visit(const char* name, const ObjectRef& value, FieldRole role) override {
    Field f{Field::Type::kRef, name};
    f.ref = value;
    f.role = role;
    fields.push_back(std::move(f));
  }
  void Visit(const char* name, int64_t value) override {
    Field f{Field::Type::kInt, name};
    f.i = value;
    fields.push_back(std::move(f));
  }
  void Visit(const char* name, double value) override {
    Field f{Field::Type::kFloat, name};
    f.d = value;
    fields.push_back(std::move(f));
  }
  void Visit(const char* name, const std::string& value) override {
    Field f{Field::Type::kString, name};
    f.s = value;
    fields.push_back(std::move(f));
  }
  void Visit(const char* name, const DataType& value) override {
    Field f{Field::Type::kDType, name};
    f.dt = value;
    fields.push_back(std::move(f));
  }
  void BeginArray(const char* name, size_t size, FieldRole role) override {
    Field f{Field::Type::kBegin, name};
    f.i = static_cast<int64_t>(size);
    f.role = role;
    fields.push_back(std::move(f));
  }
  void EndArray() override { fields.push_back(Field{Field::Type::kEnd, ""}); }
};

std::vector<Field> CollectFields(const Object& obj) {
  FieldCollector c;
  obj.VisitFields(&c);
  return std::move(c.fields);
}

const std::string* NameOf(const Object& obj) {
  if (obj.kind() == NodeKind::kGlobalVar || obj.kind() == NodeKind::kOp) {
    // Both declare a single string field "name".
    static thread_local std::string name;
    FieldCollector c;
    obj.VisitFields(&c);
    name = c.fields.empty() ? "" : c.fields[0].s;
    return &name;
  }
  return nullptr;
}

bool SameDouble(double a, double b) {
  // Bitwise, so that NaN equals NaN and 0.0 differs from -0.0.
  return std::memcmp(&a, &b, sizeof(double)) == 0;
}

class EqualChecker {
 public:
  explicit EqualChecker(bool map_free_vars) : map_free_vars_(map_free_vars) {}

  bool Equal(const ObjectRef& lhs, const ObjectRef& rhs, bool defining, const std::string& path) {
    if (!lhs.defined() || !rhs.defined()) {
      if (lhs.defined() == rhs.defined()) return true;
      return Fail(path, lhs.defined() ? "rhs is null" : "lhs is null");
    }
    if (lhs->kind() != rhs->kind()) {
      return Fail(path, std::string("kind ") + NodeKindName(lhs->kind()) + " vs " + NodeKindName(rhs->kind()));
    }
    NodeKind kind = lhs->kind();
    if (IsVarLike(kind)) return EqualVar(lhs, rhs, defining, path);
    if (lhs.get() == rhs.get()) return true;
    if (kind == NodeKind::kGlobalVar || kind == NodeKind::kOp) {
      std::string a = *NameOf(*lhs);
      if (a == *NameOf(*rhs)) return true;
      return Fail(path, "name " + a + " vs " + *NameOf(*rhs));
    }
    return EqualFields(*lhs, *rhs, defining, path);
  }

  const std::string& failure() const { return failure_; }

 private:
  bool Fail(const std::string& path, const std::string& what) {
    if (failure_.empty()) failure_ = (path.empty() ? std::string("<root>") : path) + ": " + what;
    return false;
  }

  bool EqualVar(const ObjectRef& lhs, const ObjectRef& rhs, bool defining, const std::string& path) {
    auto it = map_.find(lhs.get());
    if (it != map_.end()) {
      if (it->second == rhs.get()) return true;
      return Fail(path, "variable bound to a different variable");
    }
    if (!defining && !map_free_vars_) {
      if (lhs.get() == rhs.get()) return true;
      return Fail(path, "different free variables");
    }
    if (mapped_rhs_.count(rhs.get())) return Fail(path, "variable already bound to another variable");
    // Map first so that self-references inside the fields terminate.
    map_[lhs.get()] = rhs.get();
    mapped_rhs_.insert(rhs.get());
    return EqualFields(*lhs, *rhs, /*defining=*/true, path);
  }

  bool EqualFields(const Object& lhs, const Object& rhs, bool defining, const std::string& path) {
    std::vector<Field> a = CollectFields(lhs);
    std::vector<Field> b = CollectFields(rhs);
    if (a.size() != b.size()) return Fail(path, "different number of fields");
    std::vector<std::pair<std::string, int64_t>> arrays;  // name, index
    std::vector<bool> array_defining;
    for (size_t i = 0; i < a.size(); ++i) {
      const Field& fa = a[i];
      const Field& fb = b[i];
      if (fa.type != fb.type) return Fail(path, "field layout differs");
      std::string sub = path;
      if (!arrays.empty()) {
        sub += (sub.empty() ? "" : ".") + arrays.back().first + "[" + std::to_string(arrays.back().second) + "]";
      } else if (fa.type != Field::Type::kEnd) {
        sub += (sub.empty() ? "" : ".") + std::string(fa.name);
      }
      bool def_here = defining || fa.role == FieldRole::kDef || (!array_defining.empty() && array_defining.back());
      switch (fa.type) {
        case Field::Type::kRef:
          if (!Equal(fa.ref, fb.ref, def_here, sub)) return false;
          break;
        case Field::Type::kInt:
          if (fa.i != fb.i) return Fail(sub, std::to_string(fa.i) + " vs " + std::to_string(fb.i));
          break;
        case Field::Type::kFloat:
          if (!SameDouble(fa.d, fb.d)) return Fail(sub, std::to_string(fa.d) + " vs " + std::to_string(fb.d));
          break;
        case Field::Type::kString:
          if (fa.s != fb.s) return Fail(sub, "\"" + fa.s + "\" vs \"" + fb.s + "\"");
          break;
        case Field::Type::kDType:
          if (fa.dt != fb.dt) return Fail(sub, fa.dt.ToString() + " vs " + fb.dt.ToString());
          break;
        case Field::Type::kBegin:
          if (fa.i != fb.i) {
            return Fail(sub, "array size " + std::to_string(fa.i) + " vs " + std::to_string(fb.i));
          }
          arrays.emplace_back(fa.name, -1);
          array_defining.push_back(def_here);
          break;
        case Field::Type::kEnd:
          arrays.pop_back();
          array_defining.pop_back();
          break;
      }
      // Advance the element index for the next field within an array.
      if (!arrays.empty() && fa.type != Field::Type::kBegin) ++arrays.back().second;
      if (!arrays.empty() && fa.type == Field::Type::kBegin) arrays.back().second = 0;
    }
    return true;
  }

  bool map_free_vars_;
  std::unordered_map<const Object*, const Object*> map_;
  std::unordered_set<const Object*> mapped_rhs_;
  std::string failure_;
};

class Hasher {
 public:
  uint64_t Hash(const ObjectRef& obj) {
    if (!obj.defined()) return 0x9e3779b97f4a7c15ULL;
    NodeKind kind = obj->kind();
    uint64_t h = Mix(0xcbf29ce484222325ULL, static_cast<uint64_t>(kind));
    if (IsVarLike(kind)) {
      auto it = var_index_.find(obj.get());
      if (it != var_index_.end()) return Mix(h, it->second);
      uint64_t index = var_index_.size() + 1;
      var_index_[obj.get()] = index;
      return Mix(HashFields(*obj, h), index);
    }
    if (kind == NodeKind::kGlobalVar || kind == NodeKind::kOp) return Mix(h, HashString(*NameOf(*obj)));
    return HashFields(*obj, h);
  }

 private:
  static uint64_t Mix(uint64_t h, uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h * 0x100000001b3ULL;
  }
  static uint64_t HashString(const std::string& s) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
    return h;
  }

  uint64_t HashFields(const Object& obj, uint64_t h) {
    for (const Field& f : CollectFields(obj)) {
      switch (f.type) {
        case Field::Type::kRef:
          h = Mix(h, Hash(f.ref));
          break;
        case Field::Type::kInt:
          h = Mix(h, static_cast<uint64_t>(f.i));
          break;
        case Field::Type::kFloat: {
          uint64_t bits;
          std::memcpy(&bits, &f.d, sizeof(bits));
          h = Mix(h, bits);
          break;
        }
        case Field::Type::kString:
          h = Mix(h, HashString(f.s));
          break;
        case Field::Type::kDType:
          h = Mix(h, (static_cast<uint64_t>(f.dt.code()) << 32) | (f.dt.bits() << 16) | f.dt.lanes());
          break;
        case Field::Type::kBegin:
          h = Mix(h, 0xb0 + static_cast<uint64_t>(f.i));
          break;
        case Field::Type::kEnd:
          h = Mix(h, 0xe0);
          break;
      }
    }
    return h;
  }

  std::unordered_map<const Object*, uint64_t> var_index_;
};

}  // namespace

bool StructuralEqual(const ObjectRef& lhs, const ObjectRef& rhs, bool map_free_vars) {
  EqualChecker checker(map_free_vars);
  return checker.Equal(lhs, rhs, false, "");
}

std::string StructuralDiff(const ObjectRef& lhs, const ObjectRef& rhs, bool map_free_vars) {
  EqualChecker checker(map_free_vars);
  if (checker.Equal(lhs, rhs, false, "")) return "";
  return checker.failure();
}

uint64_t StructuralHash(const ObjectRef& obj) {
  Hasher h;
  return h.Hash(obj);
}

}  // namespace rlx
