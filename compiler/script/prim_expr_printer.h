// PrimExpr -> TVMScript text, as TVM's TIR printer writes expressions:
// Python operators where TVM's own operator would rebuild the same node
// (`a + b`, `a // b`, `a and b`), the explicit node constructors otherwise
// (`T.Add(x, 0)`, `T.Div(a, b)` for integers), `T.min`/`T.max`/`T.truncmod`,
// typed literals (`T.int64(4)`, `T.float32(1.0)`, `T.bool(True)`), casts,
// intrinsic calls, buffer loads `A[i, j]`, ramps as slices inside indices.
// Parentheses are minimal under Python's precedence rules.
#ifndef RLX_COMPILER_SCRIPT_PRIM_EXPR_PRINTER_H_
#define RLX_COMPILER_SCRIPT_PRIM_EXPR_PRINTER_H_

#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"
#include "compiler/script/script_util.h"

namespace rlx {
namespace script {

// Where an intrinsic's result dtype appears among its printed arguments
// (TVM's TScriptDtypePrintLocation), e.g. `T.call_extern("float32", ...)`.
enum class DtypeArgPosition { kNone, kFirst, kLast };
DtypeArgPosition IntrinsicDtypeArg(const std::string& op);

// The printer proper. Subclasses decide how variables and buffers are named
// (the TIR printer declares free variables on first use).
class PrimExprPrinter {
 public:
  explicit PrimExprPrinter(DataType plain_int_dtype) : plain_int_(plain_int_dtype) {}
  virtual ~PrimExprPrinter() = default;

  std::string Print(const PrimExpr& e);
  // `A[i, j]` style index list contents (without brackets); a Ramp with a
  // constant stride prints as a slice. Empty indices print as `()`.
  std::string PrintIndices(const std::vector<PrimExpr>& indices);
  // Attribute values: strings, arrays, string-keyed maps, PrimExprs (bool
  // immediates print as T.bool(...)), buffers, null as None.
  std::string PrintAttrValue(const ObjectRef& value);
  // `T.int64(5)`-style typed literal or a bare literal for the plain dtype.
  std::string PrintIntImm(DataType dtype, int64_t value) const;

  // kTvm: floats as TVM 0.27 writes them, attribute booleans bare.
  void set_style(PrintStyle style) { style_ = style; }
  PrintStyle style() const { return style_; }

 protected:
  virtual std::string VarName(const TirVarNode* var) = 0;
  virtual std::string BufferName(const BufferNode* buffer) = 0;

 private:
  struct Doc {
    std::string text;
    int prec;
  };
  Doc P(const PrimExpr& e);
  Doc PrintBinary(const BinaryNode* node);
  Doc PrintCall(const TirCallNode* call);
  std::string Child(const PrimExpr& e, int parent_prec, bool paren_on_equal);

  DataType plain_int_;
  PrintStyle style_ = PrintStyle::kRlx;
};

// Prints with names taken from `names` (every variable must be defined).
std::string PrintPrimExpr(const PrimExpr& e, const NameTable& names, DataType plain_int_dtype,
                          PrintStyle style = PrintStyle::kRlx);
std::string PrintAttrValue(const ObjectRef& value, const NameTable& names, DataType plain_int_dtype,
                           PrintStyle style = PrintStyle::kRlx);

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PRIM_EXPR_PRINTER_H_
