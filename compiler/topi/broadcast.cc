#include "compiler/topi/broadcast.h"

#include <map>

#include "compiler/ir/arith.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace topi {

namespace {

bool IsStatic(const PrimExpr& e) { return e.is<IntImmNode>(); }

std::string ShapeString(const std::vector<PrimExpr>& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + arith::DebugString(s[i]);
  return out + "]";
}

}  // namespace

std::vector<PrimExpr> BroadcastShape(const std::vector<PrimExpr>& a, const std::vector<PrimExpr>& b) {
  size_t na = a.size(), nb = b.size(), n = std::max(na, nb);
  std::vector<PrimExpr> out(n);
  PrimExpr one = Int64(1);
  for (size_t i = 1; i <= n; ++i) {
    PrimExpr& o = out[n - i];
    if (i > na) {
      o = b[nb - i];
      continue;
    }
    if (i > nb) {
      o = a[na - i];
      continue;
    }
    const PrimExpr& x = a[na - i];
    const PrimExpr& y = b[nb - i];
    if (te::EqualCheck(x, y)) {
      o = x;
    } else if (te::EqualCheck(one, x)) {
      o = y;
    } else if (te::EqualCheck(one, y)) {
      o = x;
    } else if (!IsStatic(x) && !IsStatic(y)) {
      o = te::Max(x, y);
    } else if (!IsStatic(x)) {
      o = y;
    } else if (!IsStatic(y)) {
      o = x;
    } else {
      ThrowError("Incompatible broadcast dims: " + arith::DebugString(x) + " and " + arith::DebugString(y) +
                 " in: " + ShapeString(a) + " and " + ShapeString(b));
    }
  }
  return out;
}

std::vector<PrimExpr> BroadcastIndex(const Tensor& t, const std::vector<PrimExpr>& out_shape,
                                     const std::vector<TirVar>& out) {
  const std::vector<PrimExpr>& shape = t.shape();
  size_t offset = out.size() - shape.size();
  std::vector<PrimExpr> idx;
  for (size_t i = 0; i < shape.size(); ++i) {
    const PrimExpr& o = out_shape[offset + i];
    bool stretched = te::EqualCheck(shape[i], Int64(1)) && !te::EqualCheck(o, Int64(1));
    idx.push_back(stretched ? Int64(0) : PrimExpr(out[offset + i]));
  }
  return idx;
}

Tensor WithBroadcast(const FBinary& op, const Tensor& a, const Tensor& b, const std::string& name) {
  std::vector<PrimExpr> shape = BroadcastShape(a.shape(), b.shape());
  return te::compute(
      shape,
      [&](const std::vector<TirVar>& i) { return op(a(BroadcastIndex(a, shape, i)), b(BroadcastIndex(b, shape, i))); },
      name, "broadcast", Map(), te::AxisNames("ax", shape.size()));
}

Tensor WithScalar(const FBinary& op, const Tensor& a, const PrimExpr& b, const std::string& name) {
  return te::compute(
      a.shape(), [&](const std::vector<TirVar>& i) { return op(a(i), b); }, name, "elemwise", Map(),
      te::AxisNames("ax", a.ndim()));
}

Tensor WithScalar(const FBinary& op, const PrimExpr& a, const Tensor& b, const std::string& name) {
  return te::compute(
      b.shape(), [&](const std::vector<TirVar>& i) { return op(a, b(i)); }, name, "elemwise", Map(),
      te::AxisNames("ax", b.ndim()));
}

Tensor BroadcastTo(const Tensor& t, const std::vector<PrimExpr>& shape, const std::string& name) {
  if (shape.size() < t.ndim()) {
    ThrowError("Not a broadcast, output dimensionality smaller than input: " + ShapeString(shape) + " vs " +
               ShapeString(t.shape()));
  }
  std::vector<PrimExpr> common = BroadcastShape(te::ToInt64(shape), t.shape());
  // A symbolic target extent is kept as written; a constant one must agree.
  std::vector<PrimExpr> oshape;
  for (size_t i = 0; i < shape.size(); ++i) {
    PrimExpr s = te::ToInt64(shape[i]);
    if (!IsStatic(s)) {
      oshape.push_back(s);
    } else {
      if (!te::EqualCheck(s, common[i])) {
        ThrowError("broadcast_to: cannot broadcast " + ShapeString(t.shape()) + " to " + ShapeString(shape));
      }
      oshape.push_back(common[i]);
    }
  }
  return te::compute(
      oshape, [&](const std::vector<TirVar>& i) { return t(BroadcastIndex(t, oshape, i)); }, name, "broadcast", Map(),
      te::AxisNames("ax", oshape.size()));
}

FBinary BinaryRule(const std::string& op) {
  static const std::map<std::string, FBinary>* const rules = [] {
    auto* m = new std::map<std::string, FBinary>();
    (*m)["add"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Add(a, b); };
    (*m)["subtract"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Sub(a, b); };
    (*m)["multiply"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Mul(a, b); };
    (*m)["divide"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Div(a, b); };
    (*m)["floor_divide"] = [](const PrimExpr& a, const PrimExpr& b) {
      if (a->dtype.is_integer()) return te::FloorDiv(a, b);
      return te::Floor(te::Div(a, b));
    };
    (*m)["mod"] = [](const PrimExpr& a, const PrimExpr& b) { return te::TruncMod(a, b); };
    (*m)["floor_mod"] = [](const PrimExpr& a, const PrimExpr& b) {
      if (a->dtype.is_integer()) return te::FloorMod(a, b);
      return te::Sub(a, te::Mul(te::Floor(te::Div(a, b)), b));
    };
    (*m)["power"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Pow(a, b); };
    (*m)["maximum"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Max(a, b); };
    (*m)["minimum"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Min(a, b); };
    (*m)["equal"] = [](const PrimExpr& a, const PrimExpr& b) { return te::EQ(a, b); };
    (*m)["not_equal"] = [](const PrimExpr& a, const PrimExpr& b) { return te::NE(a, b); };
    (*m)["less"] = [](const PrimExpr& a, const PrimExpr& b) { return te::LT(a, b); };
    (*m)["less_equal"] = [](const PrimExpr& a, const PrimExpr& b) { return te::LE(a, b); };
    (*m)["greater"] = [](const PrimExpr& a, const PrimExpr& b) { return te::GT(a, b); };
    (*m)["greater_equal"] = [](const PrimExpr& a, const PrimExpr& b) { return te::GE(a, b); };
    (*m)["logical_and"] = [](const PrimExpr& a, const PrimExpr& b) { return te::And(a, b); };
    (*m)["logical_or"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Or(a, b); };
    // TVM spells these as intrinsics (bool xor is bitwise xor).
    (*m)["logical_xor"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Intrinsic("bitwise_xor", {a, b}); };
    (*m)["bitwise_and"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Intrinsic("bitwise_and", {a, b}); };
    (*m)["bitwise_or"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Intrinsic("bitwise_or", {a, b}); };
    (*m)["bitwise_xor"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Intrinsic("bitwise_xor", {a, b}); };
    (*m)["left_shift"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Intrinsic("shift_left", {a, b}); };
    (*m)["right_shift"] = [](const PrimExpr& a, const PrimExpr& b) { return te::Intrinsic("shift_right", {a, b}); };
    return m;
  }();
  auto it = rules->find(op);
  return it == rules->end() ? FBinary() : it->second;
}

Tensor Add(const Tensor& a, const Tensor& b) { return WithBroadcast(BinaryRule("add"), a, b, "T_add"); }
Tensor Subtract(const Tensor& a, const Tensor& b) { return WithBroadcast(BinaryRule("subtract"), a, b, "T_subtract"); }
Tensor Multiply(const Tensor& a, const Tensor& b) { return WithBroadcast(BinaryRule("multiply"), a, b, "T_multiply"); }
Tensor Divide(const Tensor& a, const Tensor& b) { return WithBroadcast(BinaryRule("divide"), a, b, "T_divide"); }

}  // namespace topi
}  // namespace rlx
