// Shared pieces of the TVMScript printers and parsers: Python literal
// formatting, printed-name allocation, and the PrimExpr operator semantics of
// TVM's Python front end (type matching and constant folding), which the
// printer must mirror to decide when `a + b` sugar is safe to print.
#ifndef RLX_COMPILER_SCRIPT_SCRIPT_UTIL_H_
#define RLX_COMPILER_SCRIPT_SCRIPT_UTIL_H_

#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace script {

// Exactly Python's repr(float): the shortest digits that round-trip, fixed
// notation for decimal exponents in [-4, 16), else `1.5e+20` style; "inf",
// "-inf", "nan", "-0.0".
std::string FormatPythonFloat(double v);

// The two spellings the printers know. kRlx is this project's own text
// (the spellings TVM used before 0.27: `out_sinfo=`, `R.Object`, symbolic
// dimensions declared in each function). kTvm is, byte for byte, what
// TVM 0.27's `mod.script()` prints: `out_ty=`/`ty_args=`, `R.Any`, prim
// values as bare literals, a module-level `n = TypeVar("n")` for every
// symbolic dimension of a signature, functions in TVM's order, floats as
// TVM's LiteralDoc writes them. Both read back to the same module.
enum class PrintStyle { kRlx, kTvm };

// A float as TVM 0.27's printer writes it (LiteralDoc::Float): values with
// no fractional part in fixed notation with one decimal ("6.0",
// "-340282346638528859811704183484516925440.0"), others with 17
// significant digits as %.17g ("9.9999999747524271e-07"); "inf", "-inf",
// "nan" (unquoted: callers quote them where TVM does).
std::string FormatTvmFloat(double v);

// A double-quoted Python string literal. Printable ASCII is kept, quotes and
// backslashes are escaped, \n \r \t use their short escapes, other control
// bytes become \xHH, and bytes >= 0x80 (UTF-8) pass through unchanged.
std::string QuoteString(const std::string& s);

// Whether `s` is a valid Python identifier that is not a keyword.
bool IsPythonIdentifier(const std::string& s);

// Printed names for variables, keyed by node identity.
//
// Names are made unique as TVM does: the hint is sanitized (characters
// other than [A-Za-z0-9_] become '_', an empty hint becomes "v", a leading
// digit gets a "v" prefix), then `x`, `x_1`, `x_2`, ... is the first name not
// in use. Python keywords and the module prefixes `T`, `R`, `I` are never
// handed out.
//
// Scopes follow TVM's printer frames: a name defined inside a scope is freed
// when the scope is popped, so sibling loops may both print `i`. A printer
// that wants names unique across a whole function simply never pops.
class NameTable {
 public:
  NameTable();

  // Defines `obj` in the innermost scope (or at `depth`, 0 = outermost) and
  // returns its unique printed name.
  std::string Define(const Object* obj, const std::string& hint);
  std::string Define(const Object* obj, const std::string& hint, int depth);
  // Maps `obj` to arbitrary printed text (e.g. "A.data") without reserving a
  // name; removed with its scope like any definition.
  void DefineAlias(const Object* obj, const std::string& text, int depth);
  // The printed name; RLX_CHECK-fails when `obj` is not defined.
  std::string Get(const Object* obj) const;
  bool Has(const Object* obj) const;
  // Drops `obj`'s name (freeing it when `obj` owns it), for a scope where
  // `obj` cannot be referred to and its name may be reused.
  void Forget(const Object* obj);
  bool IsNameUsed(const std::string& name) const { return used_.count(name) > 0; }

  void Push();
  void Pop();
  // Number of open scopes (the table starts with one).
  int Depth() const { return static_cast<int>(scopes_.size()); }

 private:
  struct Entry {
    std::string text;
    bool owns_name;
  };
  std::unordered_map<const Object*, Entry> entries_;
  std::unordered_set<std::string> used_;
  std::vector<std::vector<const Object*>> scopes_;
};

// ---- PrimExpr operator semantics of TVM's script front end.

// tvm::cast: identity when the dtype already matches; immediates fold into
// immediates of the target type; a scalar cast to a vector type broadcasts.
PrimExpr TvmCast(DataType dtype, PrimExpr value);

// TVM's BinaryOpMatchTypes: promotes int widths, int -> float, float widths,
// and broadcasts scalars against vectors. Returns false (with a message) for
// combinations TVM rejects.
bool MatchBinaryTypes(PrimExpr* a, PrimExpr* b, std::string* error);

// TVM's arith::TryConstFold for a binary node kind (operands must already
// have matching types). Returns a null handle when nothing folds.
PrimExpr TryConstFold(NodeKind kind, const PrimExpr& a, const PrimExpr& b);

// What the Python operator / T.* helper builds: match types, fold, else make
// the node. On a type error returns null and sets `error` when given, else
// RLX_CHECK-fails.
PrimExpr TvmBinary(NodeKind kind, PrimExpr a, PrimExpr b, std::string* error = nullptr);

// Structural equality of expressions (and ranges, buffer regions): variables
// and buffers compare by identity, everything else field by field.
bool ExprDeepEqual(const ObjectRef& a, const ObjectRef& b);

bool IsConstInt(const PrimExpr& e, int64_t value);

// For every variable and buffer reachable from `root`, the chain of nodes
// (outermost first) that encloses all of its occurrences, as TVM's
// IRDocsifier::SetCommonPrefix computes it: a printer declares a free
// variable in the innermost open scope on that chain.
std::unordered_map<const Object*, std::vector<const Object*>> CommonPrefixOfVars(const ObjectRef& root);

// Whether `pred` holds for `root` or any node reachable from it through
// VisitFields (each distinct node is visited once).
bool AnyNode(const ObjectRef& root, const std::function<bool(const Object*)>& pred);

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_SCRIPT_UTIL_H_
