// A syntax tree for the subset of Python that TVMScript uses.
//
// Parsing TVMScript happens in two steps, as in TVM itself: the text is first
// parsed into this Python-shaped tree (python_parser.h), and then the tree is
// lowered into Relax/TIR IR by the relax and tir script builders. Every node
// carries a Span, so both steps report file:line:col diagnostics.
#ifndef RLX_COMPILER_SCRIPT_PYAST_H_
#define RLX_COMPILER_SCRIPT_PYAST_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace py {

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using StmtList = std::vector<StmtPtr>;

enum class ExprKind {
  kName,       // id
  kConstant,   // const_kind + int_value/float_value/str_value; text = source spelling
  kAttribute,  // value.id           (value = operand, id = attribute name)
  kCall,       // func(args..., keywords...)   (func = operand)
  kSubscript,  // value[index]       (operand, items = indices; one item unless a tuple/slices)
  kSlice,      // lower:upper:step   (items[0..2], each may be null)
  kTuple,      // (items...)         also bare `a, b` in assignment targets / returns
  kList,       // [items...]
  kDict,       // {keys[i]: items[i]}
  kBinOp,      // lhs op rhs         (items[0], items[1]; id = "+","-","*","/","//","%","**","<<",">>","&","|","^","@")
  kUnaryOp,    // op operand         (items[0]; id = "-", "+", "not", "~")
  kCompare,    // lhs op rhs         (items[0], items[1]; id = "<","<=",">",">=","==","!=","is","is not","in","not in")
               // a chain a < b < c is parsed as (a < b) and (b < c)
  kBoolOp,     // items[0] op items[1]  (id = "and" | "or")
  kIfExp,      // items[1] if items[0] else items[2]
  kLambda,     // lambda params: items[0]   (params = names)
};

enum class ConstKind { kInt, kFloat, kString, kBool, kNone };

struct Keyword {
  std::string name;
  ExprPtr value;
  Span span;  // covers `name=value`
};

struct Expr {
  ExprKind kind;
  Span span;
  std::string id;                   // see ExprKind
  ExprPtr operand;                  // Attribute/Call/Subscript operand
  std::vector<ExprPtr> items;       // see ExprKind
  std::vector<ExprPtr> keys;        // Dict keys
  std::vector<Keyword> keywords;    // Call keywords
  std::vector<std::string> params;  // Lambda parameter names

  ConstKind const_kind = ConstKind::kNone;
  int64_t int_value = 0;
  double float_value = 0;
  std::string str_value;  // decoded string literal contents
  std::string text;       // the literal as written (numbers: exact spelling)

  Expr(ExprKind k, Span s) : kind(k), span(std::move(s)) {}
};

enum class StmtKind {
  kExpr,         // value
  kAssign,       // target = value            (target may be a Tuple of targets)
  kAnnAssign,    // target: annotation [= value]
  kAugAssign,    // target op= value          (id = "+", "-", ...)
  kReturn,       // return [value]
  kIf,           // if test: body [else: orelse]   (elif becomes a nested If in orelse)
  kFor,          // for target in iter: body
  kWhile,        // while test: body
  kWith,         // with items[0] [as targets[0]], ...: body
  kFunctionDef,  // decorators; def name(params) [-> returns]: body
  kClassDef,     // decorators; class name[(bases)]: body
  kPass,
  kBreak,
  kContinue,
  kAssert,  // assert test [, value]
};

struct Param {
  std::string name;
  ExprPtr annotation;     // may be null
  ExprPtr default_value;  // may be null
  Span span;
};

struct Stmt {
  StmtKind kind;
  Span span;
  std::string id;                // FunctionDef/ClassDef name; AugAssign operator
  ExprPtr target;                // Assign/AnnAssign/AugAssign/For target
  ExprPtr annotation;            // AnnAssign annotation
  ExprPtr value;                 // Expr/Assign/AnnAssign/AugAssign/Return value; Assert message
  ExprPtr test;                  // If/While/Assert condition
  ExprPtr iter;                  // For iterable
  std::vector<ExprPtr> items;    // With context expressions; ClassDef bases
  std::vector<ExprPtr> targets;  // With `as` targets (null where absent), same length as items
  std::vector<ExprPtr> decorators;
  std::vector<Param> params;  // FunctionDef parameters
  ExprPtr returns;            // FunctionDef return annotation (may be null)
  StmtList body;
  StmtList orelse;

  Stmt(StmtKind k, Span s) : kind(k), span(std::move(s)) {}
};

// A parsed file: its top-level statements.
struct Module {
  SourceFilePtr file;
  StmtList body;
};

}  // namespace py
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PYAST_H_
