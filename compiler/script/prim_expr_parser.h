// TVMScript expression syntax -> PrimExpr: the inverse of prim_expr_printer.
//
// Python operators follow TVM's front end (type matching, constant folding:
// `x + 0` is `x`), while the node constructors (`T.Add`, `T.Cast`, `T.Select`)
// build exactly the node written, so printing what was parsed gives the text
// back. Every error is a DiagnosticError at the offending sub-expression.
#ifndef RLX_COMPILER_SCRIPT_PRIM_EXPR_PARSER_H_
#define RLX_COMPILER_SCRIPT_PRIM_EXPR_PARSER_H_

#include <map>
#include <optional>
#include <string>

#include "compiler/ir/prim_expr.h"
#include "compiler/script/pyast.h"

namespace rlx {
namespace script {

// Names visible to expressions: scalar variables and buffers. Scopes chain to
// a parent; a name defined here shadows the parent's. Copyable; the parent
// must outlive the scope.
class PrimScope {
 public:
  PrimScope() = default;
  explicit PrimScope(const PrimScope* parent) : parent_(parent) {}

  // Null when the name is unbound or bound to something else.
  TirVar LookupVar(const std::string& name) const;
  Buffer LookupBuffer(const std::string& name) const;
  // The nearest binding of either kind (null when unbound).
  ObjectRef Lookup(const std::string& name) const;
  bool DefinedLocally(const std::string& name) const { return names_.count(name) > 0; }

  void DefineVar(const std::string& name, TirVar var) { names_[name] = std::move(var); }
  void DefineBuffer(const std::string& name, Buffer buffer) { names_[name] = std::move(buffer); }

  const PrimScope* parent() const { return parent_; }

 private:
  const PrimScope* parent_ = nullptr;
  std::map<std::string, ObjectRef> names_;
};

// Parses `e`. Bare integer literals get `plain_int_dtype` (int32 literals too
// large for it widen to int64, as TVM's convert does); bare floats are
// float32; `True`/`False` are bool immediates; strings are StringImm.
PrimExpr ParsePrimExpr(const py::Expr& e, const PrimScope& scope, DataType plain_int_dtype);

// Attribute values (`T.func_attr`, `T.block_attr`, loop annotations): dicts
// with string keys, lists, strings, None, and PrimExprs.
ObjectRef ParseAttrValue(const py::Expr& e, const PrimScope& scope, DataType plain_int_dtype);

// "T.float32" for an attribute chain rooted at a name, else "".
std::string CalleeName(const py::Expr& e);

// A dtype written as a string literal ("float32") or as `T.float32`.
// Throws at `e` when it is neither.
DataType ParseDTypeExpr(const py::Expr& e);

// The string value of a literal; throws "expected a string literal" else.
std::string ParseStringLiteral(const py::Expr& e);

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PRIM_EXPR_PARSER_H_
