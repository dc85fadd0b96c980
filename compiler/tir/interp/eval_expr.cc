// Expression evaluation of the TIR interpreter (intrinsic calls are in
// intrinsics.cc, buffer addressing in buffers.cc).
#include <cmath>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {

const Value* Env::FindVar(const TirVarNode* v) const {
  for (const Env* e = this; e != nullptr; e = e->parent_) {
    auto it = e->vars_.find(v);
    if (it != e->vars_.end()) return &it->second;
  }
  return nullptr;
}

const StoragePtr* Env::FindStorage(const TirVarNode* data) const {
  for (const Env* e = this; e != nullptr; e = e->parent_) {
    auto it = e->storages_.find(data);
    if (it != e->storages_.end()) return &it->second;
  }
  return nullptr;
}

const ViewPtr* Env::FindView(const BufferNode* b) const {
  for (const Env* e = this; e != nullptr; e = e->parent_) {
    auto it = e->views_.find(b);
    if (it != e->views_.end()) return &it->second;
  }
  return nullptr;
}

std::string DimsToString(const std::vector<int64_t>& dims) { return ShapeToString(dims); }

void Interpreter::Fail(const std::string& message) const {
  if (span_ != nullptr) ThrowError(*span_, message);
  ThrowError(message);
}

int64_t Interpreter::EvalInt(const PrimExpr& e, Env& env, const char* what) {
  Value v = Eval(e, env);
  if (!v.dtype().is_integer() && !v.dtype().is_bool()) {
    Fail(std::string(what) + " must be an integer, got a " + v.dtype().ToString() + " value");
  }
  if (v.lanes() != 1) Fail(std::string(what) + " must be a scalar, got a " + v.dtype().ToString() + " value");
  return v.AsInt();
}

Value Interpreter::HandleValue(const StoragePtr& s) {
  handles_[s->id] = s;
  Value v(DataType::Handle());
  v.lane(0).i = s->id;
  return v;
}

namespace {

const char* OpSymbol(NodeKind k) {
  switch (k) {
    case NodeKind::kAdd:
      return "+";
    case NodeKind::kSub:
      return "-";
    case NodeKind::kMul:
      return "*";
    case NodeKind::kDiv:
      return "T.Div";
    case NodeKind::kMod:
      return "T.Mod";
    case NodeKind::kFloorDiv:
      return "//";
    case NodeKind::kFloorMod:
      return "%";
    case NodeKind::kMin:
      return "T.min";
    case NodeKind::kMax:
      return "T.max";
    case NodeKind::kEQ:
      return "==";
    case NodeKind::kNE:
      return "!=";
    case NodeKind::kLT:
      return "<";
    case NodeKind::kLE:
      return "<=";
    case NodeKind::kGT:
      return ">";
    case NodeKind::kGE:
      return ">=";
    case NodeKind::kAnd:
      return "and";
    case NodeKind::kOr:
      return "or";
    default:
      return "?";
  }
}

}  // namespace

Value Interpreter::EvalBinary(const BinaryNode* op, Env& env) {
  NodeKind kind = op->kind();
  Value a = Eval(op->a, env);
  // Short-circuit like the C backends' && and ||: the right operand may be
  // a load that the left one guards.
  if ((kind == NodeKind::kAnd || kind == NodeKind::kOr) && a.lanes() == 1 && op->dtype.lanes() == 1) {
    bool x = a.IsTrue();
    if (kind == NodeKind::kAnd && !x) return BoolValue(false);
    if (kind == NodeKind::kOr && x) return BoolValue(true);
    return BoolValue(Eval(op->b, env).IsTrue());
  }
  Value b = Eval(op->b, env);
  if (a.dtype().element_of() != b.dtype().element_of()) {
    Fail(std::string("operands of ") + OpSymbol(kind) + " have different dtypes: " + a.dtype().ToString() + " and " +
         b.dtype().ToString());
  }
  if (a.lanes() != b.lanes() && a.lanes() != 1 && b.lanes() != 1) {
    Fail(std::string("operands of ") + OpSymbol(kind) + " have different lane counts: " + a.dtype().ToString() +
         " and " + b.dtype().ToString());
  }
  if (a.dtype().is_handle()) Fail(std::string("arithmetic (") + OpSymbol(kind) + ") on handles is not supported");
  DataType result = op->dtype;
  int lanes = std::max(a.lanes(), b.lanes());
  if (result.lanes() != lanes) result = result.with_lanes(lanes);
  return BinaryOp(kind, result, a, b, span_ != nullptr ? *span_ : Span());
}

Value Interpreter::Eval(const PrimExpr& e, Env& env) {
  const PrimExprNode* node = e.get();
  switch (node->kind()) {
    case NodeKind::kIntImm:
      return IntValue(node->dtype, static_cast<const IntImmNode*>(node)->value);
    case NodeKind::kFloatImm:
      return FloatValue(node->dtype, static_cast<const FloatImmNode*>(node)->value);
    case NodeKind::kStringImm:
      Fail("a string (\"" + static_cast<const StringImmNode*>(node)->value + "\") has no value outside a call");
    case NodeKind::kTirVar: {
      const auto* var = static_cast<const TirVarNode*>(node);
      if (const Value* v = env.FindVar(var)) return *v;
      if (var->dtype.is_handle()) {
        if (const StoragePtr* s = env.FindStorage(var)) return HandleValue(*s);
      }
      Fail("variable '" + var->name + "' has no value here");
    }
    case NodeKind::kAdd:
    case NodeKind::kSub:
    case NodeKind::kMul:
    case NodeKind::kDiv:
    case NodeKind::kMod:
    case NodeKind::kFloorDiv:
    case NodeKind::kFloorMod:
    case NodeKind::kMin:
    case NodeKind::kMax:
    case NodeKind::kEQ:
    case NodeKind::kNE:
    case NodeKind::kLT:
    case NodeKind::kLE:
    case NodeKind::kGT:
    case NodeKind::kGE:
    case NodeKind::kAnd:
    case NodeKind::kOr:
      return EvalBinary(static_cast<const BinaryNode*>(node), env);
    case NodeKind::kNot: {
      Value a = Eval(static_cast<const NotNode*>(node)->a, env);
      Value out(DataType::Bool(a.lanes()));
      for (int k = 0; k < a.lanes(); ++k) out.lane(k).i = !a.IsTrue(k);
      return out;
    }
    case NodeKind::kSelect: {
      const auto* op = static_cast<const SelectNode*>(node);
      // TVM: both values are evaluated (use if_then_else to guard).
      Value c = Eval(op->condition, env);
      Value t = Eval(op->true_value, env);
      Value f = Eval(op->false_value, env);
      if (t.dtype() != f.dtype()) {
        Fail("T.Select values have different dtypes: " + t.dtype().ToString() + " and " + f.dtype().ToString());
      }
      Value out(t.dtype());
      for (int k = 0; k < out.lanes(); ++k) out.lane(k) = c.IsTrue(c.lanes() == 1 ? 0 : k) ? t.lane(k) : f.lane(k);
      return out;
    }
    case NodeKind::kCast: {
      Value x = Eval(static_cast<const CastNode*>(node)->value, env);
      DataType to = node->dtype;
      if (to.is_handle() != x.dtype().is_handle()) {
        Fail("cannot cast a " + x.dtype().ToString() + " value to " + to.ToString());
      }
      if (x.lanes() != 1 && x.lanes() != to.lanes()) {
        Fail("cannot cast a " + x.dtype().ToString() + " value to " + to.ToString() + " (lane counts differ)");
      }
      return Cast(to, x);
    }
    case NodeKind::kTirCall:
      return EvalCall(static_cast<const TirCallNode*>(node), env);
    case NodeKind::kTirLet: {
      const auto* op = static_cast<const TirLetNode*>(node);
      Value v = Eval(op->value, env);
      if (v.dtype().is_handle()) {
        auto it = handles_.find(v.AsInt());
        if (it != handles_.end()) env.SetStorage(op->var.get(), it->second);
      }
      env.SetVar(op->var.get(), std::move(v));
      return Eval(op->body, env);
    }
    case NodeKind::kBufferLoad:
      return EvalLoad(static_cast<const BufferLoadNode*>(node), env);
    case NodeKind::kRamp: {
      const auto* op = static_cast<const RampNode*>(node);
      Value base = Eval(op->base, env);
      Value stride = Eval(op->stride, env);
      if (base.lanes() != 1 || stride.lanes() != 1) Fail("T.Ramp needs a scalar base and stride");
      DataType elem = base.dtype().element_of();
      Value out(elem.with_lanes(op->lanes));
      for (int k = 0; k < op->lanes; ++k) {
        if (elem.is_floating()) {
          out.lane(k).f = RoundFloat(elem, base.lane(0).f + k * stride.lane(0).f);
        } else {
          uint64_t v = static_cast<uint64_t>(base.lane(0).i) +
                       static_cast<uint64_t>(k) * static_cast<uint64_t>(stride.lane(0).i);
          out.lane(k).i = WrapInt(elem, static_cast<int64_t>(v));
        }
      }
      return out;
    }
    case NodeKind::kBroadcast: {
      const auto* op = static_cast<const BroadcastNode*>(node);
      Value x = Eval(op->value, env);
      if (x.lanes() != 1) Fail("T.Broadcast needs a scalar value, got " + x.dtype().ToString());
      Value out(x.dtype().with_lanes(op->lanes));
      for (int k = 0; k < op->lanes; ++k) out.lane(k) = x.lane(0);
      return out;
    }
    default:
      break;
  }
  Fail(std::string("the TIR interpreter cannot evaluate a ") + NodeKindName(node->kind()) + " expression");
}

Value Interpreter::EvalLoad(const BufferLoadNode* op, Env& env) {
  Access a = Locate(op->buffer, op->indices, env, /*is_store=*/false);
  int accesses = static_cast<int>(a.byte_offsets.size());
  Value out(a.elem.with_lanes(accesses * a.elem_lanes));
  int elem_bytes = a.elem.bytes();
  for (int k = 0; k < accesses; ++k) {
    const uint8_t* p = a.storage->bytes + a.byte_offsets[k];
    for (int l = 0; l < a.elem_lanes; ++l) out.lane(k * a.elem_lanes + l) = LoadLane(p + l * elem_bytes, a.elem);
  }
  return out;
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
