// Parser from TVMScript text (the Python subset printed by `mod.script()`)
// into the Python-shaped tree of pyast.h.
//
// Errors are thrown as DiagnosticError with the span of the offending token
// and an "expected X, found Y" style message. Recursion is capped at
// kMaxNesting levels (brackets, unary operators, blocks, ...) and expression
// trees at kMaxExprHeight levels, so hostile input cannot overflow the stack
// here or in the recursive passes that later walk the tree.
#ifndef RLX_COMPILER_SCRIPT_PYTHON_PARSER_H_
#define RLX_COMPILER_SCRIPT_PYTHON_PARSER_H_

#include <string>

#include "compiler/script/pyast.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace py {

inline constexpr int kMaxNesting = 256;
inline constexpr int kMaxExprHeight = 1000;

// Parses a whole file. An empty file gives a module with no statements.
//
// Tree conventions beyond pyast.h:
//  - `(x)` yields x itself (no node, span without the parentheses);
//  - `x[a,]` has one item, the 1-tuple (a,), while `x[a]` has item a;
//  - a chain `a < b < c` duplicates b (CloneExpr) into both comparisons;
//  - -9223372036854775808 is folded into one int Constant (text "-9223...")
//    since its magnitude alone overflows int64; all other `-N` stay UnaryOp;
//  - True/False have int_value 1/0; adjacent string literals are concatenated;
//  - a compound statement's span runs from its keyword (`def`, not the
//    decorator) to the end of its last body statement.
Module ParsePython(SourceFilePtr file);

// Parses a single expression (the whole text must be one expression, possibly
// spanning lines inside brackets).
ExprPtr ParsePythonExpr(SourceFilePtr file);

// A deep copy (spans included).
ExprPtr CloneExpr(const Expr& e);

// S-expression dumps for tests and debugging, e.g. `(+ a (* b c))`,
// `(call (. R add) x y (kw dtype "f32"))`, `(= (tuple a b) (call f))`.
std::string DumpExpr(const Expr& e);
std::string DumpStmt(const Stmt& s);
std::string DumpModule(const Module& m);  // one statement per line

}  // namespace py
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PYTHON_PARSER_H_
