// Tensor layouts as TVM spells them for conv/pool ops: "NCHW", "NHWC",
// "OIHW", "HWIO", and packed layouts such as "NCHW4c" (a lowercase axis with
// a factor splits the uppercase axis of the same letter).
//
// Inference converts a tensor's shape from its layout into the canonical one
// (NCHW / OIHW) and the canonical output shape back into the output layout,
// like TVM's BijectiveLayout::ForwardShape / BackwardShape.
#ifndef RLX_COMPILER_OP_LAYOUT_H_
#define RLX_COMPILER_OP_LAYOUT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace op {

class Layout {
 public:
  // nullopt when `name` is not a well-formed layout (unknown characters, a
  // repeated axis, a split axis without factor or primal axis).
  static std::optional<Layout> Parse(const std::string& name);

  const std::string& name() const { return name_; }
  int ndim() const { return static_cast<int>(axes_.size()); }
  // Uppercase letters of the primal axes, in order.
  std::string Primal() const;

  // Both layouts describe the same primal axes (each can be converted into the
  // other).
  bool ConvertibleTo(const Layout& dst) const;

  // `shape` (in this layout) expressed in the primal layout `dst`, which
  // must be ConvertibleTo and have no split axes.
  std::vector<PrimExpr> ForwardShape(const std::vector<PrimExpr>& shape, const Layout& dst) const;
  // `shape` in the primal layout `src` expressed in this layout.
  std::vector<PrimExpr> BackwardShape(const std::vector<PrimExpr>& shape, const Layout& src) const;

 private:
  std::string name_;
  std::vector<char> axes_;        // 'N', 'C', ..., or lowercase for a split part
  std::vector<int64_t> factors_;  // factor of a split part, 0 for primal axes
};

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_LAYOUT_H_
