// The dataflow pattern language (TVM's tvm.relax.dpl): patterns that describe
// Relax expressions, built with the same vocabulary as TVM's Python API
// (wildcard(), is_op("relax.add")(x, y), p | q, p.has_dtype("float16")...).
//
// Patterns are immutable and compared by identity: using the same pattern
// object twice in a larger pattern means "the same expression" (the matcher
// memoizes each pattern's match), exactly as in TVM, so
//   x = Wildcard(); IsOp("relax.add")({x, x})
// matches `add(a, a)` but not `add(a, b)`.
//
// Graph constraints (`a ^ b`: a is used by b; `a >> b`: a is used only by b)
// are recorded in the PatternContext that is current when they are written
// (see PatternContextScope), as TVM records them in `with PatternContext()`.
#ifndef RLX_COMPILER_PATTERN_DATAFLOW_PATTERN_H_
#define RLX_COMPILER_PATTERN_DATAFLOW_PATTERN_H_

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/relax/expr.h"

namespace rlx {
namespace pattern {

enum class PatternKind {
  kWildcard,
  kExpr,
  kVar,
  kDataflowVar,
  kGlobalVar,
  kExternFunc,
  kConstant,
  kCall,
  kFunction,
  kTuple,
  kUnorderedTuple,
  kTupleGetItem,
  kOr,
  kAnd,
  kNot,
  kStructInfo,
  kDataType,
  kShape,
  kPrimArr,
  kAttr,
};

class DFPatternNode {
 public:
  explicit DFPatternNode(PatternKind kind) : kind(kind) {}
  virtual ~DFPatternNode() = default;
  DFPatternNode(const DFPatternNode&) = delete;
  DFPatternNode& operator=(const DFPatternNode&) = delete;
  const PatternKind kind;
};

class PatternSeq;

// A shared handle to an immutable pattern node; equality is identity.
class DFPattern {
 public:
  DFPattern() = default;
  explicit DFPattern(std::shared_ptr<const DFPatternNode> node) : node_(std::move(node)) {}

  const DFPatternNode* get() const { return node_.get(); }
  bool defined() const { return node_ != nullptr; }
  explicit operator bool() const { return defined(); }
  // The node as a T, or null when it is another kind.
  template <typename T>
  const T* as() const {
    return node_ && node_->kind == T::kKind ? static_cast<const T*>(node_.get()) : nullptr;
  }
  bool operator==(const DFPattern& o) const { return node_ == o.node_; }
  bool operator!=(const DFPattern& o) const { return node_ != o.node_; }

  // A call of this pattern (as callee) with `args`. Inside a
  // PatternContextScope each argument i is recorded as used by the call at
  // argument index i (TVM's add_constraint=True).
  DFPattern operator()(const std::vector<DFPattern>& args) const;
  // Same, matching calls with at least args.size() arguments when
  // `varg_default_wildcard` (the extra ones are not looked at).
  DFPattern Call(const std::vector<DFPattern>& args, bool varg_default_wildcard, bool add_constraint = true) const;

  // Attribute constraints: for a matched Call its op attributes, for a
  // matched Op its registry attributes ("TOpPattern": int, "FPurity": bool),
  // for a matched Function its function attributes.
  DFPattern HasAttr(const std::vector<std::pair<std::string, ObjectRef>>& attrs) const;
  DFPattern HasDtype(DataType dtype) const;
  // `dtype` as TVM spells it ("float16"); an unknown spelling is an internal
  // error (patterns are written by code, not read from user text).
  DFPattern HasDtype(const std::string& dtype) const;
  // The matched expression is a tensor whose static shape equals `shape`
  // (each dimension proven equal).
  DFPattern HasShape(const std::vector<PrimExpr>& shape) const;
  DFPattern HasShape(const std::vector<int64_t>& shape) const;
  // The matched expression's struct info fits under `sinfo` (IsBaseOf).
  DFPattern HasStructInfo(const relax::StructInfo& sinfo) const;

  // Graph constraints, recorded in the current PatternContext.
  PatternSeq UsedBy(const PatternSeq& other, int index = -1) const;
  PatternSeq OnlyUsedBy(const PatternSeq& other, int index = -1) const;
  // A fresh copy of this node (different identity, same children).
  DFPattern Dup() const;

  // Readable rendering for diagnostics and test messages.
  std::string ToString() const;

 private:
  std::shared_ptr<const DFPatternNode> node_;
};

struct DFPatternHash {
  size_t operator()(const DFPattern& p) const { return std::hash<const void*>()(p.get()); }
};

DFPattern operator|(const DFPattern& a, const DFPattern& b);
DFPattern operator&(const DFPattern& a, const DFPattern& b);
DFPattern operator~(const DFPattern& a);

// ---------------------------------------------------------------- nodes

class WildcardPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kWildcard;
  WildcardPatternNode() : DFPatternNode(kKind) {}
};

// Matches an expression structurally equal to `expr` (an Op for is_op).
class ExprPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kExpr;
  explicit ExprPatternNode(relax::Expr expr) : DFPatternNode(kKind), expr(std::move(expr)) {}
  relax::Expr expr;
};

// A Var (or, with kind kDataflowVar, only a DataflowVar) named `name`
// ("" = any). Kind-dispatching code casts by `kind`, so as<> sees only kVar.
class VarPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kVar;
  VarPatternNode(PatternKind kind, std::string name) : DFPatternNode(kind), name(std::move(name)) {}
  std::string name;
};

// A GlobalVar whose name CONTAINS `name` ("" = any), as in TVM.
class GlobalVarPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kGlobalVar;
  explicit GlobalVarPatternNode(std::string name) : DFPatternNode(kKind), name(std::move(name)) {}
  std::string name;
};

class ExternFuncPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kExternFunc;
  explicit ExternFuncPatternNode(std::string symbol) : DFPatternNode(kKind), global_symbol(std::move(symbol)) {}
  std::string global_symbol;  // "" = any
};

class ConstantPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kConstant;
  ConstantPatternNode() : DFPatternNode(kKind) {}
};

class CallPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kCall;
  CallPatternNode(DFPattern op, std::vector<DFPattern> args, bool varg_default_wildcard)
      : DFPatternNode(kKind), op(std::move(op)), args(std::move(args)), varg_default_wildcard(varg_default_wildcard) {}
  DFPattern op;
  std::vector<DFPattern> args;
  bool varg_default_wildcard;
};

class FunctionPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kFunction;
  FunctionPatternNode(std::vector<DFPattern> params, DFPattern body, bool any_params)
      : DFPatternNode(kKind), params(std::move(params)), body(std::move(body)), any_params(any_params) {}
  std::vector<DFPattern> params;
  DFPattern body;
  bool any_params;  // TVM's undefined params array: any parameter list
};

// kTuple, or kUnorderedTuple (fields matched in any order).
class TuplePatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kTuple;
  TuplePatternNode(PatternKind kind, std::vector<DFPattern> fields) : DFPatternNode(kind), fields(std::move(fields)) {}
  std::vector<DFPattern> fields;
};

class TupleGetItemPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kTupleGetItem;
  TupleGetItemPatternNode(DFPattern tuple, int index) : DFPatternNode(kKind), tuple(std::move(tuple)), index(index) {}
  DFPattern tuple;
  int index;  // -1: any index
};

// kOr / kAnd.
class BinaryPatternNode : public DFPatternNode {
 public:
  BinaryPatternNode(PatternKind kind, DFPattern left, DFPattern right)
      : DFPatternNode(kind), left(std::move(left)), right(std::move(right)) {}
  DFPattern left, right;
};

class OrPatternNode : public BinaryPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kOr;
  OrPatternNode(DFPattern left, DFPattern right) : BinaryPatternNode(kKind, std::move(left), std::move(right)) {}
};

class AndPatternNode : public BinaryPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kAnd;
  AndPatternNode(DFPattern left, DFPattern right) : BinaryPatternNode(kKind, std::move(left), std::move(right)) {}
};

class NotPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kNot;
  explicit NotPatternNode(DFPattern reject) : DFPatternNode(kKind), reject(std::move(reject)) {}
  DFPattern reject;
};

class StructInfoPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kStructInfo;
  StructInfoPatternNode(DFPattern pattern, relax::StructInfo sinfo)
      : DFPatternNode(kKind), pattern(std::move(pattern)), struct_info(std::move(sinfo)) {}
  DFPattern pattern;
  relax::StructInfo struct_info;
};

class DataTypePatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kDataType;
  DataTypePatternNode(DFPattern pattern, DataType dtype)
      : DFPatternNode(kKind), pattern(std::move(pattern)), dtype(dtype) {}
  DFPattern pattern;
  DataType dtype;
};

class ShapePatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kShape;
  ShapePatternNode(DFPattern pattern, std::vector<PrimExpr> shape)
      : DFPatternNode(kKind), pattern(std::move(pattern)), shape(std::move(shape)) {}
  DFPattern pattern;
  std::vector<PrimExpr> shape;
};

// Matches a ShapeExpr (R.shape([...])) with these values.
class PrimArrPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kPrimArr;
  explicit PrimArrPatternNode(std::vector<PrimExpr> fields) : DFPatternNode(kKind), fields(std::move(fields)) {}
  std::vector<PrimExpr> fields;
};

class AttrPatternNode : public DFPatternNode {
 public:
  static constexpr PatternKind kKind = PatternKind::kAttr;
  AttrPatternNode(DFPattern pattern, std::vector<std::pair<std::string, ObjectRef>> attrs)
      : DFPatternNode(kKind), pattern(std::move(pattern)), attrs(std::move(attrs)) {}
  DFPattern pattern;
  std::vector<std::pair<std::string, ObjectRef>> attrs;
};

// ---------------------------------------------------------------- makers
// Named as TVM's Python functions, in C++ case.

DFPattern Wildcard();
DFPattern IsExpr(const relax::Expr& expr);
// The op need not be in the operator registry (TVM patterns name ops such as
// relax.dequantize that a module may simply never contain).
DFPattern IsOp(const std::string& op_name);
DFPattern IsConst();
DFPattern IsVar(const std::string& name = "");
DFPattern IsDataflowVar(const std::string& name = "");
DFPattern IsGlobalVar(const std::string& name = "");  // TVM's GlobalVarPattern / is_gv
DFPattern IsExternFunc(const std::string& symbol = "");
DFPattern CallPattern(const DFPattern& op, const std::vector<DFPattern>& args, bool varg_default_wildcard = false,
                      bool add_constraint = true);
DFPattern FunctionPattern(const std::vector<DFPattern>& params, const DFPattern& body);
DFPattern IsTuple(const std::vector<DFPattern>& fields, bool unordered = false);
DFPattern IsTupleGetItem(const DFPattern& tuple, int index = -1);
// A ShapeExpr with exactly these values (TVM's is_shape / PrimArrPattern).
DFPattern IsShape(const std::vector<PrimExpr>& shape);
DFPattern IsShape(const std::vector<int64_t>& shape);
DFPattern HasDtype(const std::string& dtype, const DFPattern& pattern = DFPattern());
DFPattern HasAttr(const std::vector<std::pair<std::string, ObjectRef>>& attrs, const DFPattern& pattern = DFPattern());
DFPattern Reject(const DFPattern& pattern);
// R.call_tir(<GlobalVar containing func_name>, (args...)[, tir_vars]). No
// `args` (nullopt-like: `any_args`) matches any argument tuple.
DFPattern IsCallTIR(const std::string& func_name, const std::vector<DFPattern>& args, bool any_args = false,
                    const DFPattern& tir_vars = DFPattern());
DFPattern IsCallDPSPacked(const std::string& func_name, const std::vector<DFPattern>& args, bool any_args = false);

// Attribute values for HasAttr, in the forms call attributes take.
ObjectRef AttrInt(int64_t v);
ObjectRef AttrBool(bool v);
ObjectRef AttrFloat(double v);
ObjectRef AttrStr(const std::string& v);
ObjectRef AttrInts(const std::vector<int64_t>& v);

// ---------------------------------------------------------------- graph constraints

struct PairCons {
  enum Type { kUsedBy, kOnlyUsedBy };
  Type type = kUsedBy;
  int index = -1;  // argument position of the producer in the consumer; -1 = any
  bool operator==(const PairCons& o) const { return type == o.type && index == o.index; }
};

// A chain of patterns joined by used-by / only-used-by constraints.
class PatternSeq {
 public:
  PatternSeq(const DFPattern& p) : patterns_{p} {}  // NOLINT: a pattern is a chain of one.
  PatternSeq(std::vector<DFPattern> patterns, bool only_used_by);

  PatternSeq UsedBy(const PatternSeq& other, int index = -1) const;
  PatternSeq OnlyUsedBy(const PatternSeq& other, int index = -1) const;
  const std::vector<DFPattern>& patterns() const { return patterns_; }
  const std::vector<PairCons>& pair_constraints() const { return pair_constraints_; }
  const DFPattern& operator[](size_t i) const { return patterns_.at(i); }
  // Copies every pattern (fresh identities), re-recording the chain's
  // constraints in the current context.
  PatternSeq Dup() const;

 private:
  PatternSeq() = default;
  std::vector<DFPattern> patterns_;
  std::vector<PairCons> pair_constraints_;
};

PatternSeq operator^(const PatternSeq& lhs, const PatternSeq& rhs);   // used by
PatternSeq operator>>(const PatternSeq& lhs, const PatternSeq& rhs);  // only used by

// The producer -> consumer constraints of a graph pattern (TVM's
// PatternContext), filled while a PatternContextScope for it is alive.
class PatternContext {
 public:
  struct Edge {
    DFPattern consumer;
    std::vector<PairCons> constraints;
  };
  void AddConstraint(const DFPattern& producer, const DFPattern& consumer, PairCons cons);
  // Producers in the order they first got a constraint.
  const std::vector<DFPattern>& src_ordered() const { return src_ordered_; }
  // The consumers of `producer` (empty when it has none).
  const std::vector<Edge>& EdgesOf(const DFPattern& producer) const;

 private:
  std::vector<DFPattern> src_ordered_;
  std::unordered_map<const DFPatternNode*, std::vector<Edge>> edges_;
};

// Makes `ctx` current for its lifetime (scopes nest, innermost wins).
class PatternContextScope {
 public:
  explicit PatternContextScope(PatternContext* ctx);
  ~PatternContextScope();
  PatternContextScope(const PatternContextScope&) = delete;
  PatternContextScope& operator=(const PatternContextScope&) = delete;

 private:
  PatternContext* ctx_;
};

// The innermost current context, or null.
PatternContext* CurrentPatternContext();

}  // namespace pattern
}  // namespace rlx

#endif  // RLX_COMPILER_PATTERN_DATAFLOW_PATTERN_H_
