// The object model shared by every IR in the project.
//
// Nodes are immutable after construction and shared through reference-counted
// handles (`Ref<T>`). A pass that changes nothing returns the very same handle,
// so "did this pass change the module?" is a pointer comparison and snapshots
// of a module share every unchanged subtree.
//
// Each node declares its fields once, in `VisitFields`; structural equality,
// hashing and generic traversals are written against that single declaration.
#ifndef RLX_COMPILER_IR_OBJECT_H_
#define RLX_COMPILER_IR_OBJECT_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "compiler/ir/data_type.h"
#include "compiler/support/check.h"
#include "compiler/support/diagnostic.h"

namespace rlx {

// Every concrete node type. Grouped so that range checks (IsPrimExpr...) work.
enum class NodeKind : uint16_t {
  // --- generic containers and attribute values
  kArray,
  kMap,
  kString,  // a plain string value inside attributes (not a PrimExpr)
  kRange,
  // --- PrimExpr (scalar, TIR and shape arithmetic)
  kPrimExprBegin,
  kIntImm = kPrimExprBegin,
  kFloatImm,
  kStringImm,
  kTirVar,
  kAdd,
  kSub,
  kMul,
  kDiv,
  kMod,
  kFloorDiv,
  kFloorMod,
  kMin,
  kMax,
  kEQ,
  kNE,
  kLT,
  kLE,
  kGT,
  kGE,
  kAnd,
  kOr,
  kNot,
  kSelect,
  kCast,
  kTirCall,
  kTirLet,
  kBufferLoad,
  kRamp,
  kBroadcast,
  kPrimExprEnd = kBroadcast,
  // --- TIR statements and friends
  kIterVar,
  kBuffer,
  kBufferRegion,
  kMatchBufferRegion,
  kStmtBegin,
  kLetStmt = kStmtBegin,
  kAttrStmt,
  kAssertStmt,
  kBufferStore,
  kAllocate,
  kDeclBuffer,
  kFor,
  kWhile,
  kIfThenElse,
  kEvaluate,
  kSeqStmt,
  kBlock,
  kBlockRealize,
  kStmtEnd = kBlockRealize,
  kPrimFunc,
  // --- Relax struct info
  kObjectStructInfo,
  kPrimStructInfo,
  kShapeStructInfo,
  kTensorStructInfo,
  kTupleStructInfo,
  kFuncStructInfo,
  // --- Relax expressions
  kRelaxExprBegin,
  kRelaxVar = kRelaxExprBegin,
  kDataflowVar,
  kConstant,
  kTuple,
  kTupleGetItem,
  kShapeExpr,
  kPrimValue,
  kRelaxStringImm,
  kDataTypeImm,
  kCall,
  kIf,
  kSeqExpr,
  kFunction,
  kExternFunc,
  kGlobalVar,
  kOp,
  kRelaxExprEnd = kOp,
  kVarBinding,
  kMatchCast,
  kBindingBlock,
  kDataflowBlock,
  // --- module level
  kVDevice,
  kIRModule,
};

const char* NodeKindName(NodeKind kind);

class FieldVisitor;

// Base of every IR node.
class Object {
 public:
  explicit Object(NodeKind kind) : kind_(kind) {}
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object() = default;

  NodeKind kind() const { return kind_; }
  // Declares the node's fields, in a fixed order, to `v`.
  virtual void VisitFields(FieldVisitor* v) const = 0;

  // Where the node came from (undefined for synthesized nodes). Not part of
  // structural equality.
  Span span;

 private:
  NodeKind kind_;
};

// A shared, immutable handle. Null handles are allowed and test false.
template <typename T>
class Ref {
 public:
  using NodeType = T;
  Ref() = default;
  Ref(std::nullptr_t) {}  // NOLINT: null literal converts implicitly.
  explicit Ref(std::shared_ptr<const T> p) : p_(std::move(p)) {}
  // Upcast from a handle of a derived node type.
  template <typename U, typename = std::enable_if_t<std::is_base_of<T, U>::value>>
  Ref(const Ref<U>& other) : p_(other.shared()) {}  // NOLINT: implicit upcast.

  const T* get() const { return p_.get(); }
  const T* operator->() const {
    RLX_CHECK(p_ != nullptr) << "dereferencing a null handle";
    return p_.get();
  }
  const T& operator*() const { return *operator->(); }
  bool defined() const { return p_ != nullptr; }
  explicit operator bool() const { return defined(); }
  const std::shared_ptr<const T>& shared() const { return p_; }

  // Downcast: a null handle when the node is not a U.
  template <typename U>
  Ref<U> as() const {
    if (p_ && U::IsKind(p_->kind())) return Ref<U>(std::static_pointer_cast<const U>(p_));
    return Ref<U>();
  }
  // Downcast that must succeed.
  template <typename U>
  Ref<U> cast() const {
    Ref<U> r = as<U>();
    RLX_CHECK(!p_ || r.defined()) << "cannot cast " << NodeKindName(p_->kind());
    return r;
  }
  template <typename U>
  bool is() const {
    return p_ && U::IsKind(p_->kind());
  }

  bool same_as(const Ref<Object>& o) const { return p_.get() == static_cast<const void*>(o.get()); }
  bool operator==(const Ref& o) const { return p_ == o.p_; }
  bool operator!=(const Ref& o) const { return p_ != o.p_; }

 private:
  std::shared_ptr<const T> p_;
};

using ObjectRef = Ref<Object>;

// Creates a node and returns its handle, e.g. `Make<AddNode>(a, b)`.
template <typename T, typename... Args>
Ref<T> Make(Args&&... args) {
  return Ref<T>(std::make_shared<const T>(std::forward<Args>(args)...));
}

// Same, setting the span.
template <typename T, typename... Args>
Ref<T> MakeAt(const Span& span, Args&&... args) {
  auto p = std::make_shared<T>(std::forward<Args>(args)...);
  p->span = span;
  return Ref<T>(std::shared_ptr<const T>(std::move(p)));
}

// Hash for using handles as keys in unordered containers (identity).
struct RefHash {
  template <typename T>
  size_t operator()(const Ref<T>& r) const {
    return std::hash<const void*>()(r.get());
  }
};

// Declares a node's kind check. Put in every concrete node class.
#define RLX_NODE_KIND(K) \
  static bool IsKind(NodeKind k) { return k == NodeKind::K; }

// How a field takes part in structural comparison.
enum class FieldRole {
  kUse,  // an ordinary child
  kDef,  // introduces variables (params, binding vars, loop vars, buffers)
};

// Receives a node's fields. Child handles arrive as ObjectRef; arrays arrive
// as BeginArray, one Visit per element, EndArray.
class FieldVisitor {
 public:
  virtual ~FieldVisitor() = default;
  virtual void Visit(const char* name, const ObjectRef& value, FieldRole role) = 0;
  virtual void Visit(const char* name, int64_t value) = 0;
  virtual void Visit(const char* name, double value) = 0;
  virtual void Visit(const char* name, const std::string& value) = 0;
  virtual void Visit(const char* name, const DataType& value) = 0;
  virtual void BeginArray(const char* name, size_t size, FieldRole role) = 0;
  virtual void EndArray() = 0;

  void Visit(const char* name, const ObjectRef& value) { Visit(name, value, FieldRole::kUse); }
  void Visit(const char* name, bool value) { Visit(name, static_cast<int64_t>(value)); }
  void Visit(const char* name, int value) { Visit(name, static_cast<int64_t>(value)); }
  template <typename T>
  void Visit(const char* name, const Ref<T>& value, FieldRole role = FieldRole::kUse) {
    Visit(name, ObjectRef(value), role);
  }
  template <typename T>
  void Visit(const char* name, const std::vector<Ref<T>>& values, FieldRole role = FieldRole::kUse) {
    BeginArray(name, values.size(), role);
    for (const auto& v : values) Visit(name, ObjectRef(v), role);
    EndArray();
  }
  void Visit(const char* name, const std::vector<int64_t>& values) {
    BeginArray(name, values.size(), FieldRole::kUse);
    for (int64_t v : values) Visit(name, v);
    EndArray();
  }
  void Visit(const char* name, const std::vector<std::string>& values) {
    BeginArray(name, values.size(), FieldRole::kUse);
    for (const auto& v : values) Visit(name, v);
    EndArray();
  }
};

// Calls `f` on every child handle `obj` declares in VisitFields (array
// elements one by one, null children included), with the field's role. For
// generic walks that only care about the node graph, not about scalars.
void ForEachChild(const Object& obj, const std::function<void(const ObjectRef&, FieldRole)>& f);

}  // namespace rlx

#endif  // RLX_COMPILER_IR_OBJECT_H_
