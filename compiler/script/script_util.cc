#include "compiler/script/script_util.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sstream>

namespace rlx {
namespace script {

// ---------------------------------------------------------------------------
// Python literals

namespace {

// Shortest decimal digits (no dot, no trailing zeros) and decimal point
// position `decpt` such that v == 0.DIGITS * 10^decpt, for finite v > 0.
// std::to_chars gives the shortest round-tripping digits directly (the
// printf-and-strtod search it replaces dominated printing large constants).
void ShortestDigits(double v, std::string* digits, int* decpt) {
  char buf[40];
  std::to_chars_result r = std::to_chars(buf, buf + sizeof(buf), v, std::chars_format::scientific);
  // buf is "d[.ddd]e[+-]xx".
  std::string s(buf, r.ptr);
  size_t e = s.find('e');
  int exp10 = std::atoi(s.c_str() + e + 1);
  digits->clear();
  for (size_t i = 0; i < e; ++i) {
    if (s[i] != '.') digits->push_back(s[i]);
  }
  while (digits->size() > 1 && digits->back() == '0') digits->pop_back();
  *decpt = exp10 + 1;
}

}  // namespace

std::string FormatPythonFloat(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  std::string sign = std::signbit(v) ? "-" : "";
  double a = std::fabs(v);
  if (a == 0) return sign + "0.0";
  std::string digits;
  int decpt = 0;
  ShortestDigits(a, &digits, &decpt);
  int n = static_cast<int>(digits.size());
  std::string out;
  if (decpt <= -4 || decpt > 16) {
    out = digits.substr(0, 1);
    if (n > 1) out += "." + digits.substr(1);
    int exp10 = decpt - 1;
    char buf[16];
    std::snprintf(buf, sizeof(buf), "e%c%02d", exp10 < 0 ? '-' : '+', std::abs(exp10));
    out += buf;
  } else if (decpt <= 0) {
    out = "0." + std::string(static_cast<size_t>(-decpt), '0') + digits;
  } else if (decpt < n) {
    out = digits.substr(0, static_cast<size_t>(decpt)) + "." + digits.substr(static_cast<size_t>(decpt));
  } else {
    out = digits + std::string(static_cast<size_t>(decpt - n), '0') + ".0";
  }
  return sign + out;
}

std::string FormatTvmFloat(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  char buf[512];
  if (std::nearbyint(v) == v) {
    std::snprintf(buf, sizeof(buf), "%.1f", v);
  } else {
    std::snprintf(buf, sizeof(buf), "%.17g", v);
  }
  return buf;
}

std::string QuoteString(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) {
    unsigned char c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7f) {
          static const char* kHex = "0123456789abcdef";
          out += "\\x";
          out.push_back(kHex[c >> 4]);
          out.push_back(kHex[c & 0xf]);
        } else {
          out.push_back(ch);
        }
    }
  }
  out += "\"";
  return out;
}

namespace {

const char* const kPythonKeywords[] = {"False",  "None",   "True",    "and",      "as",       "assert", "async",
                                       "await",  "break",  "class",   "continue", "def",      "del",    "elif",
                                       "else",   "except", "finally", "for",      "from",     "global", "if",
                                       "import", "in",     "is",      "lambda",   "nonlocal", "not",    "or",
                                       "pass",   "raise",  "return",  "try",      "while",    "with",   "yield"};

bool IsKeyword(const std::string& s) {
  for (const char* k : kPythonKeywords) {
    if (s == k) return true;
  }
  return false;
}

std::string SanitizeName(const std::string& hint) {
  if (hint.empty()) return "v";
  std::string name = hint;
  for (char& c : name) {
    if (c != '_' && !std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  if (std::isdigit(static_cast<unsigned char>(name[0]))) name = "v" + name;
  return name;
}

}  // namespace

bool IsPythonIdentifier(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s) {
    if (c != '_' && !std::isalnum(static_cast<unsigned char>(c))) return false;
  }
  return !IsKeyword(s);
}

// ---------------------------------------------------------------------------
// NameTable

NameTable::NameTable() {
  for (const char* k : kPythonKeywords) used_.insert(k);
  // The module prefixes must stay visible inside every function.
  used_.insert("T");
  used_.insert("R");
  used_.insert("I");
  scopes_.emplace_back();
}

std::string NameTable::Define(const Object* obj, const std::string& hint) { return Define(obj, hint, Depth() - 1); }

std::string NameTable::Define(const Object* obj, const std::string& hint, int depth) {
  RLX_CHECK(depth >= 0 && depth < Depth()) << "bad scope depth " << depth;
  auto it = entries_.find(obj);
  // Printing an ill-formed IR (a variable defined twice) must not crash.
  if (it != entries_.end()) return it->second.text;
  std::string base = SanitizeName(hint);
  std::string name = base;
  for (int i = 1; used_.count(name); ++i) name = base + "_" + std::to_string(i);
  used_.insert(name);
  entries_[obj] = Entry{name, true};
  scopes_[static_cast<size_t>(depth)].push_back(obj);
  return name;
}

void NameTable::DefineAlias(const Object* obj, const std::string& text, int depth) {
  RLX_CHECK(depth >= 0 && depth < Depth()) << "bad scope depth " << depth;
  if (entries_.count(obj)) return;
  entries_[obj] = Entry{text, false};
  scopes_[static_cast<size_t>(depth)].push_back(obj);
}

std::string NameTable::Get(const Object* obj) const {
  auto it = entries_.find(obj);
  RLX_CHECK(it != entries_.end()) << "no printed name for a " << (obj ? NodeKindName(obj->kind()) : "null") << " node";
  return it->second.text;
}

bool NameTable::Has(const Object* obj) const { return entries_.count(obj) > 0; }

void NameTable::Forget(const Object* obj) {
  auto it = entries_.find(obj);
  if (it == entries_.end()) return;
  if (it->second.owns_name) used_.erase(it->second.text);
  entries_.erase(it);
  // The scope lists may keep `obj`: Pop skips objects without an entry.
}

void NameTable::Push() { scopes_.emplace_back(); }

void NameTable::Pop() {
  RLX_CHECK(scopes_.size() > 1) << "popping the outermost name scope";
  for (const Object* obj : scopes_.back()) {
    auto it = entries_.find(obj);
    if (it == entries_.end()) continue;
    if (it->second.owns_name) used_.erase(it->second.text);
    entries_.erase(it);
  }
  scopes_.pop_back();
}

// ---------------------------------------------------------------------------
// Operator semantics

namespace {

PrimExpr MakeConst(DataType t, double fvalue, int64_t ivalue, bool from_float) {
  if (t.is_bool()) return MakeIntImm(t, (from_float ? fvalue != 0 : ivalue != 0) ? 1 : 0);
  if (t.is_integer()) return MakeIntImm(t, from_float ? static_cast<int64_t>(fvalue) : ivalue);
  if (t.is_floating()) return MakeFloatImm(t, from_float ? fvalue : static_cast<double>(ivalue));
  return PrimExpr();
}

PrimExpr CastScalar(DataType t, const PrimExpr& value) {
  if (value->dtype == t) return value;
  if (auto i = value.as<IntImmNode>()) {
    if (PrimExpr c = MakeConst(t, 0, i->value, false)) return c;
  } else if (auto f = value.as<FloatImmNode>()) {
    if (PrimExpr c = MakeConst(t, f->value, 0, true)) return c;
  }
  return Make<CastNode>(t, value);
}

bool IsIndexType(DataType t) { return t.is_int() && (t.bits() == 32 || t.bits() == 64) && t.is_scalar(); }

// Wraps an int64 result to the width of `t`, as TVM's GetFoldResultInt64Repr.
int64_t WrapInt(int64_t x, DataType t) {
  if (t.bits() < 64) {
    uint64_t mask = (uint64_t{1} << t.bits()) - 1;
    uint64_t u = static_cast<uint64_t>(x) & mask;
    if (t.is_int()) {
      uint64_t m = uint64_t{1} << (t.bits() - 1);
      return static_cast<int64_t>((u ^ m) - m);
    }
    return static_cast<int64_t>(u);
  }
  return x;
}

double FoldFloat(DataType t, double x) {
  if (t.bits() == 32) return static_cast<double>(static_cast<float>(x));
  return x;
}

int64_t FloorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorModInt(int64_t a, int64_t b) { return a - FloorDivInt(a, b) * b; }

PrimExpr Bool(bool v) { return MakeIntImm(DataType::Bool(), v ? 1 : 0); }

}  // namespace

PrimExpr TvmCast(DataType dtype, PrimExpr value) {
  if (value->dtype == dtype) return value;
  if (dtype.is_scalar()) return CastScalar(dtype, value);
  if (value->dtype.is_scalar()) {
    return Make<BroadcastNode>(CastScalar(dtype.element_of(), value), dtype.lanes());
  }
  return Make<CastNode>(dtype, value);
}

bool MatchBinaryTypes(PrimExpr* a, PrimExpr* b, std::string* error) {
  PrimExpr& lhs = *a;
  PrimExpr& rhs = *b;
  if (lhs->dtype == rhs->dtype) return true;
  if (lhs->dtype.is_scalar() && !rhs->dtype.is_scalar()) lhs = Make<BroadcastNode>(lhs, rhs->dtype.lanes());
  if (rhs->dtype.is_scalar() && !lhs->dtype.is_scalar()) rhs = Make<BroadcastNode>(rhs, lhs->dtype.lanes());
  DataType lt = lhs->dtype, rt = rhs->dtype;
  auto fail = [&]() {
    if (error) *error = "cannot match types " + lt.ToString() + " and " + rt.ToString();
    return false;
  };
  if (lt.lanes() != rt.lanes()) return fail();
  if (lt == rt) return true;
  if (lt.is_handle() || rt.is_handle() || lt.is_void() || rt.is_void()) return fail();
  auto to_r = [&]() { lhs = TvmCast(rt, lhs); };
  auto to_l = [&]() { rhs = TvmCast(lt, rhs); };
  if (lt.is_float() && rt.is_float()) {
    lt.bits() < rt.bits() ? to_r() : to_l();
  } else if (!lt.is_float() && rt.is_float()) {
    to_r();
  } else if (lt.is_float() && !rt.is_float()) {
    to_l();
  } else if (!lt.is_bfloat16() && rt.is_bfloat16()) {
    to_r();
  } else if (lt.is_bfloat16() && !rt.is_bfloat16()) {
    to_l();
  } else if (!lt.is_float8() && rt.is_float8()) {
    to_r();
  } else if (lt.is_float8() && !rt.is_float8()) {
    to_l();
  } else if (lt.is_bool() && rt.is_integer()) {
    to_r();
  } else if (lt.is_integer() && rt.is_bool()) {
    to_l();
  } else if ((lt.is_int() && rt.is_int()) || (lt.is_uint() && rt.is_uint())) {
    lt.bits() < rt.bits() ? to_r() : to_l();
  } else if (lt.is_integer() && rt.is_integer()) {
    if (lt.bits() < rt.bits()) {
      to_r();
    } else if (lt.bits() > rt.bits()) {
      to_l();
    } else if (lt.is_uint()) {
      to_l();
    } else {
      to_r();
    }
  } else {
    return fail();
  }
  return true;
}

PrimExpr TryConstFold(NodeKind kind, const PrimExpr& a, const PrimExpr& b) {
  auto pa = a.as<IntImmNode>();
  auto pb = b.as<IntImmNode>();
  auto fa = a.as<FloatImmNode>();
  auto fb = b.as<FloatImmNode>();
  DataType t = a->dtype;
  auto float_ok = [&]() { return t.bits() == 32 || t.bits() == 64; };
  switch (kind) {
    case NodeKind::kAdd:
      if (pa && pb) return MakeIntImm(t, WrapInt(pa->value + pb->value, t));
      if (pa && pa->value == 0) return b;
      if (pb && pb->value == 0) return a;
      if (fa && fb && float_ok()) return MakeFloatImm(t, FoldFloat(t, fa->value + fb->value));
      if (fa && fa->value == 0) return b;
      if (fb && fb->value == 0) return a;
      return PrimExpr();
    case NodeKind::kSub:
      if (pa && pb) return MakeIntImm(t, WrapInt(pa->value - pb->value, t));
      if (pb && pb->value == 0) return a;
      if (fa && fb && float_ok()) return MakeFloatImm(t, FoldFloat(t, fa->value - fb->value));
      if (fb && fb->value == 0) return a;
      return PrimExpr();
    case NodeKind::kMul:
      if (pa && pb) return MakeIntImm(t, WrapInt(pa->value * pb->value, t));
      if (pa && pa->value == 1) return b;
      if (pa && pa->value == 0) return a;
      if (pb && pb->value == 1) return a;
      if (pb && pb->value == 0) return b;
      if (fa && fb && float_ok()) return MakeFloatImm(t, FoldFloat(t, fa->value * fb->value));
      if (fa && fa->value == 1) return b;
      if (fa && fa->value == 0) return a;
      if (fb && fb->value == 1) return a;
      if (fb && fb->value == 0) return b;
      return PrimExpr();
    case NodeKind::kDiv:
      if (pa && pb && pb->value != 0) return MakeIntImm(t, WrapInt(pa->value / pb->value, t));
      if (pa && pa->value == 0) return a;
      if (pb && pb->value == 1) return a;
      if (fa && fb && fb->value != 0 && float_ok()) return MakeFloatImm(t, FoldFloat(t, fa->value / fb->value));
      if (fa && fa->value == 0) return a;
      if (fb && fb->value == 1) return a;
      return PrimExpr();
    case NodeKind::kMod:
      if (!IsIndexType(a->dtype) || !IsIndexType(b->dtype)) return PrimExpr();
      if (pa && pb && pb->value != 0) return MakeIntImm(t, WrapInt(pa->value % pb->value, t));
      if (pa && pa->value == 0) return a;
      if (pb && pb->value == 1) return MakeIntImm(t, 0);
      return PrimExpr();
    case NodeKind::kFloorDiv:
      if (pa && pb && pb->value != 0) return MakeIntImm(t, WrapInt(FloorDivInt(pa->value, pb->value), t));
      if (pa && pa->value == 0) return a;
      if (pb && pb->value == 1) return a;
      if (fa && fb && fb->value != 0 && float_ok()) {
        return MakeFloatImm(t, FoldFloat(t, std::floor(fa->value / fb->value)));
      }
      if (fa && fa->value == 0) return a;
      if (fb && fb->value == 1) return a;
      return PrimExpr();
    case NodeKind::kFloorMod:
      if (!IsIndexType(a->dtype) || !IsIndexType(b->dtype)) return PrimExpr();
      if (pa && pb && pb->value != 0) return MakeIntImm(t, WrapInt(FloorModInt(pa->value, pb->value), t));
      if (pa && pa->value == 0) return a;
      if (pb && pb->value == 1) return MakeIntImm(t, 0);
      return PrimExpr();
    case NodeKind::kMin:
      if (pa && pb) return MakeIntImm(t, std::min(pa->value, pb->value));
      if (fa && fb) return MakeFloatImm(t, std::min(fa->value, fb->value));
      if (a.get() == b.get()) return a;
      return PrimExpr();
    case NodeKind::kMax:
      if (pa && pb) return MakeIntImm(t, std::max(pa->value, pb->value));
      if (fa && fb) return MakeFloatImm(t, std::max(fa->value, fb->value));
      if (a.get() == b.get()) return a;
      return PrimExpr();
    case NodeKind::kEQ:
    case NodeKind::kNE:
    case NodeKind::kLT:
    case NodeKind::kLE:
    case NodeKind::kGT:
    case NodeKind::kGE: {
      bool have = (pa && pb) || (fa && fb);
      if (!have) return PrimExpr();
      double x = pa ? static_cast<double>(pa->value) : fa->value;
      double y = pb ? static_cast<double>(pb->value) : fb->value;
      if (pa && pb) {
        int64_t ix = pa->value, iy = pb->value;
        switch (kind) {
          case NodeKind::kEQ:
            return Bool(ix == iy);
          case NodeKind::kNE:
            return Bool(ix != iy);
          case NodeKind::kLT:
            return Bool(ix < iy);
          case NodeKind::kLE:
            return Bool(ix <= iy);
          case NodeKind::kGT:
            return Bool(ix > iy);
          default:
            return Bool(ix >= iy);
        }
      }
      switch (kind) {
        case NodeKind::kEQ:
          return Bool(x == y);
        case NodeKind::kNE:
          return Bool(x != y);
        case NodeKind::kLT:
          return Bool(x < y);
        case NodeKind::kLE:
          return Bool(x <= y);
        case NodeKind::kGT:
          return Bool(x > y);
        default:
          return Bool(x >= y);
      }
    }
    case NodeKind::kAnd:
      if (pa) return pa->value ? b : a;
      if (pb) return pb->value ? a : b;
      return PrimExpr();
    case NodeKind::kOr:
      if (pa) return pa->value ? a : b;
      if (pb) return pb->value ? b : a;
      return PrimExpr();
    default:
      return PrimExpr();
  }
}

PrimExpr TvmBinary(NodeKind kind, PrimExpr a, PrimExpr b, std::string* error) {
  std::string msg;
  if (!MatchBinaryTypes(&a, &b, &msg)) {
    if (error) {
      *error = msg;
      return PrimExpr();
    }
    RLX_CHECK(false) << msg;
  }
  if (kind == NodeKind::kAnd || kind == NodeKind::kOr) {
    if (!a->dtype.is_bool()) {
      std::string m = std::string("logical ") + (kind == NodeKind::kAnd ? "and" : "or") +
                      " expects boolean operands, got " + a->dtype.ToString();
      if (error) {
        *error = m;
        return PrimExpr();
      }
      RLX_CHECK(false) << m;
    }
  }
  if (PrimExpr folded = TryConstFold(kind, a, b)) return folded;
  bool boolean = IsComparison(kind) || kind == NodeKind::kAnd || kind == NodeKind::kOr;
  DataType dtype = boolean ? DataType::Bool(a->dtype.lanes()) : a->dtype;
  return Make<BinaryNode>(kind, dtype, std::move(a), std::move(b));
}

// ---------------------------------------------------------------------------
// Structural equality

namespace {

// Serializes an object tree into a token string; variables and buffers
// contribute their identity only.
class Fingerprinter : public FieldVisitor {
 public:
  void Add(const ObjectRef& obj) {
    if (!obj.defined()) {
      out_ << "N;";
      return;
    }
    NodeKind k = obj->kind();
    if (k == NodeKind::kTirVar || k == NodeKind::kBuffer) {
      out_ << "P" << static_cast<const void*>(obj.get()) << ";";
      return;
    }
    out_ << "(" << static_cast<int>(k) << ";";
    obj->VisitFields(this);
    out_ << ")";
  }
  std::string str() const { return out_.str(); }

  void Visit(const char*, const ObjectRef& value, FieldRole) override { Add(value); }
  void Visit(const char*, int64_t value) override { out_ << "i" << value << ";"; }
  void Visit(const char*, double value) override {
    uint64_t bits;
    std::memcpy(&bits, &value, sizeof(bits));
    out_ << "d" << bits << ";";
  }
  void Visit(const char*, const std::string& value) override { out_ << "s" << value.size() << ":" << value << ";"; }
  void Visit(const char*, const DataType& value) override { out_ << "t" << value.ToString() << ";"; }
  void BeginArray(const char*, size_t size, FieldRole) override { out_ << "[" << size << ";"; }
  void EndArray() override { out_ << "]"; }

 private:
  std::ostringstream out_;
};

}  // namespace

bool ExprDeepEqual(const ObjectRef& a, const ObjectRef& b) {
  if (a.get() == b.get()) return true;
  if (!a.defined() || !b.defined()) return false;
  Fingerprinter fa, fb;
  fa.Add(a);
  fb.Add(b);
  return fa.str() == fb.str();
}

namespace {

class AnyNodeWalker {
 public:
  explicit AnyNodeWalker(const std::function<bool(const Object*)>& pred) : pred_(pred) {}
  bool found = false;
  void Walk(const ObjectRef& obj) {
    if (found || !obj.defined() || !seen_.insert(obj.get()).second) return;
    if (pred_(obj.get())) {
      found = true;
      return;
    }
    ForEachChild(*obj, [this](const ObjectRef& child, FieldRole) { Walk(child); });
  }

 private:
  const std::function<bool(const Object*)>& pred_;
  std::unordered_set<const Object*> seen_;
};

}  // namespace

namespace {

bool IsVarOrBuffer(const Object* o) { return o->kind() == NodeKind::kTirVar || o->kind() == NodeKind::kBuffer; }

// TVM's traversal: each node is entered once; a variable or buffer met again
// narrows its prefix to the part shared with the current path.
class PrefixVisitor {
 public:
  explicit PrefixVisitor(std::unordered_map<const Object*, std::vector<const Object*>>* out) : out_(out) {}
  void Walk(const ObjectRef& obj) {
    if (!obj.defined()) return;
    const Object* p = obj.get();
    if (!visited_.insert(p).second) {
      if (IsVarOrBuffer(p)) Handle(p);
      return;
    }
    stack_.push_back(p);
    ForEachChild(*p, [this](const ObjectRef& child, FieldRole) { Walk(child); });
    if (IsVarOrBuffer(p)) Handle(p);
    stack_.pop_back();
  }

 private:
  void Handle(const Object* p) {
    auto it = out_->find(p);
    if (it == out_->end()) {
      (*out_)[p] = stack_;
      return;
    }
    std::vector<const Object*>& a = it->second;
    size_t n = std::min(a.size(), stack_.size());
    for (size_t i = 0; i < n; ++i) {
      if (a[i] != stack_[i]) {
        n = i;
        break;
      }
    }
    a.resize(n);
  }
  std::unordered_map<const Object*, std::vector<const Object*>>* out_;
  std::vector<const Object*> stack_;
  std::unordered_set<const Object*> visited_;
};

}  // namespace

std::unordered_map<const Object*, std::vector<const Object*>> CommonPrefixOfVars(const ObjectRef& root) {
  std::unordered_map<const Object*, std::vector<const Object*>> out;
  PrefixVisitor v(&out);
  v.Walk(root);
  return out;
}

bool AnyNode(const ObjectRef& root, const std::function<bool(const Object*)>& pred) {
  AnyNodeWalker w(pred);
  w.Walk(root);
  return w.found;
}

bool IsConstInt(const PrimExpr& e, int64_t value) {
  auto imm = e.as<IntImmNode>();
  return imm && imm->value == value;
}

}  // namespace script
}  // namespace rlx
