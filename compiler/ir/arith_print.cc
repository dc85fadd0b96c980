// The deterministic structural order used to sort terms, and DebugString.
#include <charconv>
#include <sstream>

#include "compiler/ir/arith_internal.h"

namespace rlx {
namespace arith {

namespace {

template <typename T>
int Cmp3(const T& a, const T& b) {
  return a < b ? -1 : (b < a ? 1 : 0);
}

int CompareDtype(DataType a, DataType b) {
  if (int c = Cmp3(static_cast<int>(a.code()), static_cast<int>(b.code()))) return c;
  if (int c = Cmp3(a.bits(), b.bits())) return c;
  return Cmp3(a.lanes(), b.lanes());
}

}  // namespace

int AnalyzerImpl::Compare(const PrimExpr& a, const PrimExpr& b) {
  if (a.get() == b.get()) return 0;
  if (!a.defined()) return -1;
  if (!b.defined()) return 1;
  if (int c = Cmp3(static_cast<int>(a->kind()), static_cast<int>(b->kind()))) return c;
  if (int c = CompareDtype(a->dtype, b->dtype)) return c;
  switch (a->kind()) {
    case NodeKind::kIntImm:
      return Cmp3(a.as<IntImmNode>()->value, b.as<IntImmNode>()->value);
    case NodeKind::kFloatImm:
      return Cmp3(a.as<FloatImmNode>()->value, b.as<FloatImmNode>()->value);
    case NodeKind::kStringImm:
      return Cmp3(a.as<StringImmNode>()->value, b.as<StringImmNode>()->value);
    case NodeKind::kTirVar: {
      auto va = a.as<TirVarNode>(), vb = b.as<TirVarNode>();
      if (int c = Cmp3(va->name, vb->name)) return c;
      // Distinct variables with one name: the order this analyzer met them.
      auto id = [this](const TirVar& v) {
        auto it = var_ids_.find(v.get());
        if (it != var_ids_.end()) return it->second;
        int64_t next = static_cast<int64_t>(var_keep_.size());
        var_ids_.emplace(v.get(), next);
        var_keep_.push_back(v);
        return next;
      };
      int64_t ia = id(va);
      return Cmp3(ia, id(vb));
    }
    case NodeKind::kNot:
      return Compare(static_cast<const NotNode*>(a.get())->a, static_cast<const NotNode*>(b.get())->a);
    case NodeKind::kSelect: {
      auto* sa = static_cast<const SelectNode*>(a.get());
      auto* sb = static_cast<const SelectNode*>(b.get());
      if (int c = Compare(sa->condition, sb->condition)) return c;
      if (int c = Compare(sa->true_value, sb->true_value)) return c;
      return Compare(sa->false_value, sb->false_value);
    }
    case NodeKind::kCast:
      return Compare(a.as<CastNode>()->value, b.as<CastNode>()->value);
    case NodeKind::kTirCall: {
      auto ca = a.as<TirCallNode>(), cb = b.as<TirCallNode>();
      if (int c = Cmp3(ca->op, cb->op)) return c;
      if (int c = Cmp3(ca->args.size(), cb->args.size())) return c;
      for (size_t i = 0; i < ca->args.size(); ++i) {
        if (int c = Compare(ca->args[i], cb->args[i])) return c;
      }
      return 0;
    }
    case NodeKind::kTirLet: {
      auto* la = static_cast<const TirLetNode*>(a.get());
      auto* lb = static_cast<const TirLetNode*>(b.get());
      if (int c = Compare(la->var, lb->var)) return c;
      if (int c = Compare(la->value, lb->value)) return c;
      return Compare(la->body, lb->body);
    }
    case NodeKind::kBufferLoad: {
      auto* la = static_cast<const BufferLoadNode*>(a.get());
      auto* lb = static_cast<const BufferLoadNode*>(b.get());
      if (la->buffer.get() != lb->buffer.get()) {
        if (int c = Cmp3(la->buffer->name, lb->buffer->name)) return c;
        if (int c = Compare(la->buffer->data, lb->buffer->data)) return c;
      }
      if (int c = Cmp3(la->indices.size(), lb->indices.size())) return c;
      for (size_t i = 0; i < la->indices.size(); ++i) {
        if (int c = Compare(la->indices[i], lb->indices[i])) return c;
      }
      return 0;
    }
    case NodeKind::kRamp: {
      auto* ra = static_cast<const RampNode*>(a.get());
      auto* rb = static_cast<const RampNode*>(b.get());
      if (int c = Compare(ra->base, rb->base)) return c;
      if (int c = Compare(ra->stride, rb->stride)) return c;
      return Cmp3(ra->lanes, rb->lanes);
    }
    case NodeKind::kBroadcast: {
      auto* ba = static_cast<const BroadcastNode*>(a.get());
      auto* bb = static_cast<const BroadcastNode*>(b.get());
      if (int c = Compare(ba->value, bb->value)) return c;
      return Cmp3(ba->lanes, bb->lanes);
    }
    default:
      break;
  }
  if (auto ba = a.as<BinaryNode>()) {
    auto bb = b.as<BinaryNode>();
    if (int c = Compare(ba->a, bb->a)) return c;
    return Compare(ba->b, bb->b);
  }
  RLX_UNREACHABLE() << "not a PrimExpr kind: " << NodeKindName(a->kind());
  return 0;
}

int AnalyzerImpl::CompareMonomial(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  size_t n = std::min(a.size(), b.size());
  for (size_t i = 0; i < n; ++i) {
    if (int c = Compare(a[i], b[i])) return c;
  }
  return Cmp3(a.size(), b.size());
}

// ---------------------------------------------------------------- printing

namespace {

constexpr int kPrecOr = 1, kPrecAnd = 2, kPrecCmp = 3, kPrecAdd = 4, kPrecMul = 5, kPrecUnary = 6, kPrecAtom = 7;

const char* InfixOp(NodeKind k) {
  switch (k) {
    case NodeKind::kAdd:
      return " + ";
    case NodeKind::kSub:
      return " - ";
    case NodeKind::kMul:
      return "*";
    case NodeKind::kDiv:
      return " / ";
    case NodeKind::kMod:
      return " % ";
    case NodeKind::kEQ:
      return " == ";
    case NodeKind::kNE:
      return " != ";
    case NodeKind::kLT:
      return " < ";
    case NodeKind::kLE:
      return " <= ";
    case NodeKind::kGT:
      return " > ";
    case NodeKind::kGE:
      return " >= ";
    case NodeKind::kAnd:
      return " && ";
    case NodeKind::kOr:
      return " || ";
    default:
      return nullptr;
  }
}

int Precedence(NodeKind k) {
  switch (k) {
    case NodeKind::kOr:
      return kPrecOr;
    case NodeKind::kAnd:
      return kPrecAnd;
    case NodeKind::kAdd:
    case NodeKind::kSub:
      return kPrecAdd;
    case NodeKind::kMul:
    case NodeKind::kDiv:
    case NodeKind::kMod:
      return kPrecMul;
    case NodeKind::kNot:
      return kPrecUnary;
    default:
      return IsComparison(k) ? kPrecCmp : kPrecAtom;
  }
}

std::string FormatDouble(double v) {
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof(buf), v);
  std::string s(buf, res.ptr);
  if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
  return s;
}

class Printer {
 public:
  void Print(const PrimExpr& e, int min_prec) {
    if (!e.defined()) {
      os_ << "<null>";
      return;
    }
    bool paren = Precedence(e->kind()) < min_prec;
    if (paren) os_ << "(";
    PrintBare(e);
    if (paren) os_ << ")";
  }
  std::string str() const { return os_.str(); }

 private:
  void Call(const char* name, std::initializer_list<PrimExpr> args) {
    os_ << name << "(";
    bool first = true;
    for (const PrimExpr& a : args) {
      if (!first) os_ << ", ";
      first = false;
      Print(a, 0);
    }
    os_ << ")";
  }
  void List(const std::vector<PrimExpr>& args) {
    for (size_t i = 0; i < args.size(); ++i) {
      if (i) os_ << ", ";
      Print(args[i], 0);
    }
  }

  void PrintBare(const PrimExpr& e) {
    switch (e->kind()) {
      case NodeKind::kIntImm: {
        int64_t v = e.as<IntImmNode>()->value;
        if (e->dtype.is_bool()) {
          os_ << (v ? "True" : "False");
        } else {
          os_ << v;
        }
        return;
      }
      case NodeKind::kFloatImm:
        os_ << FormatDouble(e.as<FloatImmNode>()->value);
        return;
      case NodeKind::kStringImm:
        os_ << '"' << e.as<StringImmNode>()->value << '"';
        return;
      case NodeKind::kTirVar:
        os_ << e.as<TirVarNode>()->name;
        return;
      case NodeKind::kNot:
        os_ << "!";
        Print(static_cast<const NotNode*>(e.get())->a, kPrecUnary);
        return;
      case NodeKind::kSelect: {
        auto* s = static_cast<const SelectNode*>(e.get());
        Call("select", {s->condition, s->true_value, s->false_value});
        return;
      }
      case NodeKind::kCast:
        os_ << "cast(" << e->dtype.ToString() << ", ";
        Print(e.as<CastNode>()->value, 0);
        os_ << ")";
        return;
      case NodeKind::kTirCall: {
        auto c = e.as<TirCallNode>();
        os_ << c->op << "(";
        List(c->args);
        os_ << ")";
        return;
      }
      case NodeKind::kTirLet: {
        auto* l = static_cast<const TirLetNode*>(e.get());
        os_ << "(let " << l->var->name << " = ";
        Print(l->value, 0);
        os_ << " in ";
        Print(l->body, 0);
        os_ << ")";
        return;
      }
      case NodeKind::kBufferLoad: {
        auto* l = static_cast<const BufferLoadNode*>(e.get());
        os_ << l->buffer->name << "[";
        List(l->indices);
        os_ << "]";
        return;
      }
      case NodeKind::kRamp: {
        auto* r = static_cast<const RampNode*>(e.get());
        os_ << "ramp(";
        Print(r->base, 0);
        os_ << ", ";
        Print(r->stride, 0);
        os_ << ", " << r->lanes << ")";
        return;
      }
      case NodeKind::kBroadcast: {
        auto* b = static_cast<const BroadcastNode*>(e.get());
        os_ << "broadcast(";
        Print(b->value, 0);
        os_ << ", " << b->lanes << ")";
        return;
      }
      case NodeKind::kFloorDiv:
        return PrintCall("floordiv", e);
      case NodeKind::kFloorMod:
        return PrintCall("floormod", e);
      case NodeKind::kMin:
        return PrintCall("min", e);
      case NodeKind::kMax:
        return PrintCall("max", e);
      default:
        break;
    }
    auto bin = e.as<BinaryNode>();
    RLX_CHECK(bin.defined() && InfixOp(e->kind())) << "cannot print " << NodeKindName(e->kind());
    int p = Precedence(e->kind());
    // Left-associative: an equal-precedence right operand needs parentheses;
    // comparisons do not chain, so both of their operands do.
    Print(bin->a, p == kPrecCmp ? p + 1 : p);
    os_ << InfixOp(e->kind());
    Print(bin->b, p + 1);
  }

  void PrintCall(const char* name, const PrimExpr& e) {
    auto bin = e.as<BinaryNode>();
    Call(name, {bin->a, bin->b});
  }

  std::ostringstream os_;
};

}  // namespace

std::string DebugString(const PrimExpr& e) {
  Printer p;
  p.Print(e, 0);
  return p.str();
}

}  // namespace arith
}  // namespace rlx
