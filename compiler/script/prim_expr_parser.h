// TVMScript expression syntax -> PrimExpr: the inverse of prim_expr_printer.
//
// Python operators follow TVM's front end (type matching, constant folding:
// `x + 0` is `x`), while the node constructors (`T.Add`, `T.Cast`, `T.Select`)
// build exactly the node written, so printing what was parsed gives the text
// back. Every error is a DiagnosticError at the offending sub-expression.
//
// Also here: the expression-level pieces of declarations that both the TIR
// parser and signature parsing need (`T.int64()`, `T.let[T.int32]`,
// `T.Buffer(...)` arguments, buffer regions `A[vi, 0:16]`).
#ifndef RLX_COMPILER_SCRIPT_PRIM_EXPR_PARSER_H_
#define RLX_COMPILER_SCRIPT_PRIM_EXPR_PARSER_H_

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"
#include "compiler/script/pyast.h"
#include "compiler/tir/stmt.h"

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
bool IsStringLiteral(const py::Expr& e);
// An integer literal (possibly negated); throws "<what> must be an integer
// literal" else.
int64_t ParseIntLiteral(const py::Expr& e, const std::string& what);
// The items of a tuple or list display, else the expression itself.
std::vector<const py::Expr*> ExprElements(const py::Expr& e);

// Like ParsePrimExpr with int32 literals, requiring a scalar integer.
PrimExpr ParseIntExpr(const py::Expr& e, const PrimScope& scope, const std::string& what);

// Arguments of `call` from position `first` on, matched to `params` by
// position, then by keyword (null where absent). Throws on unknown or
// repeated keywords and on too many arguments.
std::vector<const py::Expr*> BindArguments(const py::Expr& call, size_t first, const std::vector<const char*>& params);

// ---- Variable syntax.

// `T.int64()`, `T.int32(is_size_var=True)`, `T.handle()`,
// `T.handle("float32", "shared")`: a call that creates a variable named
// `name`. Null when `call` is something else.
TirVar ParseVarCreation(const py::Expr& call, const std::string& name, const Span& span);

// A variable's annotation: `T.int32`, `T.handle`, `T.handle("float32")`,
// `T.let[T.int32]`, or `T.let` (then the variable takes `value_dtype`).
TirVar ParseVarAnnotation(const py::Expr& ann, const std::string& name, DataType value_dtype);

// ---- Buffer syntax shared by signatures and statements.

// A handle variable pointing to `elem` in storage `scope` (a buffer's data).
TirVar MakePointerVar(const std::string& name, DataType elem, const std::string& scope, const Span& span);

// stop - start, simplified the way TVM's analyzer does for what its printer
// writes: `a:a + 16` has extent 16, constants fold.
PrimExpr ParseSliceExtent(PrimExpr start, PrimExpr stop, const py::Expr& at);

// The arguments of T.Buffer / T.match_buffer / T.alloc_buffer /
// T.decl_buffer from position `first` on, with TVM's parameter order and
// defaults: (shape, dtype="float32", data, strides, elem_offset,
// scope="global", align, offset_factor, buffer_type, axis_separators).
// A non-zero offset_factor without elem_offset creates an offset variable.
Buffer ParseBufferDecl(const py::Expr& call, size_t first, const std::string& name, const PrimScope& scope);

// `A[vi, 0:16]`, `A[0:n]` or a bare buffer name (its whole extent).
tir::BufferRegion ParseBufferRegion(const py::Expr& e, const PrimScope& scope);

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PRIM_EXPR_PARSER_H_
