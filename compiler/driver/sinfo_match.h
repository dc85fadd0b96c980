// Runtime checks of values against struct info, as TVM's VM performs them
// for function parameters and match_cast (VMShapeLower): kind, dtype, rank,
// constant dimensions, and symbolic dimensions, binding each symbolic
// variable the first time it appears as a whole dimension and comparing it
// afterwards. Compound dimensions (`n * 2`) are evaluated once every root
// of the match has bound its variables, so a parameter may use a variable
// that a later parameter defines.
//
// Messages name the checked thing and show the symbolic shape with the
// values its variables have, e.g.
//   parameter 'x' expects shape (n, 4) with n = 3 from earlier, got (3, 5)
// ("from earlier": bound before this root, by an earlier parameter or
// binding).
#ifndef RLX_COMPILER_DRIVER_SINFO_MATCH_H_
#define RLX_COMPILER_DRIVER_SINFO_MATCH_H_

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/driver/prim_eval.h"
#include "compiler/op/op_registry.h"
#include "compiler/relax/expr.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace driver {

// The value of a Relax variable (a shape variable used as a tensor's
// shape), or null when it has none.
using VarValueLookup = std::function<const op::Value*(const relax::VarNode*)>;

class StructInfoMatcher {
 public:
  // Errors are thrown at `span`. `lookup` may be empty.
  StructInfoMatcher(SymbolTable* symbols, Span span, VarValueLookup lookup = nullptr);

  // Checks everything that does not need a compound dimension and binds
  // new variables; throws DiagnosticError "<what> expects ..., got ...".
  void Add(const relax::StructInfo& sinfo, const op::Value& value, const std::string& what);
  // Checks the compound dimensions of every root added so far.
  void Finish();

 private:
  // The expected and actual values of one shape-like thing: a tensor's
  // shape, a shape value, or a prim value.
  struct Check {
    enum class Kind { kTensorShape, kShapeValue, kPrimValue } kind;
    std::vector<PrimExpr> expected;
    std::vector<PrimScalar> actual;
    std::string what;
    int root;
  };

  void AddValue(const relax::StructInfo& sinfo, const op::Value& value, const std::string& what);
  void AddTensor(const relax::TensorStructInfoNode& t, const relax::StructInfo& sinfo, const op::Value& value,
                 const std::string& what);
  // Binds or compares the bare-variable and constant entries of `check`.
  void MatchSimple(const Check& check);
  [[noreturn]] void Fail(const Check& check) const;
  [[noreturn]] void Throw(const std::string& message) const;

  SymbolTable* symbols_;
  Span span_;
  VarValueLookup lookup_;
  std::vector<Check> checks_;
  int root_ = -1;
  // Variables bound in this match, and by which root.
  std::unordered_map<const TirVarNode*, int> bound_by_;
};

// One root: Add + Finish.
void MatchStructInfo(const relax::StructInfo& sinfo, const op::Value& value, const std::string& what, const Span& span,
                     SymbolTable* symbols, VarValueLookup lookup = nullptr);

// "(3, 5)", "(n, 4)": Python tuple style.
std::string DimsToString(const std::vector<PrimExpr>& dims);

}  // namespace driver
}  // namespace rlx

#endif  // RLX_COMPILER_DRIVER_SINFO_MATCH_H_
