// The index maps of R.layout_transform (TVM's tirx.IndexMap, written in
// TVMScript as `T.index_map(lambda i0, i1: (i0 // 4, i1, i0 % 4))`).
//
// The script parser keeps an index map as the attribute map
// {"initial_indices": [vars], "final_indices": [exprs]}. The ops need only
// the maps that layout conversions produce, so every final index must be
// one of
//   i           (an axis moved as a whole)
//   i // f      (the outer part of a split axis)
//   i % f       (the inner part, f a positive constant)
//   i * f + j   (two axes fused back into one, j ranging over f)
// and every initial variable must be recoverable from them; anything else
// is reported as unsupported.
#ifndef RLX_COMPILER_OP_INDEX_MAP_H_
#define RLX_COMPILER_OP_INDEX_MAP_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace op {

// One final index in terms of the initial axes.
struct FinalIndex {
  enum class Kind { kAxis, kDiv, kMod, kFuse };
  Kind kind = Kind::kAxis;
  int axis = 0;        // the initial axis (kFuse: the outer one)
  int inner_axis = 0;  // kFuse: the inner initial axis
  int64_t factor = 1;  // kDiv, kMod, kFuse
};

class IndexMapPlan {
 public:
  // nullopt with `*why` set when `map` is not an index map of the supported
  // form (see above).
  static std::optional<IndexMapPlan> FromAttr(const ObjectRef& map, std::string* why);

  int input_ndim() const { return input_ndim_; }
  int output_ndim() const { return static_cast<int>(final_.size()); }
  const std::vector<FinalIndex>& final_indices() const { return final_; }

  // The output shape for an input shape (padding a split axis whose extent
  // the factor does not divide up to the next multiple).
  std::vector<PrimExpr> OutputShape(const std::vector<PrimExpr>& in) const;
  // For output indices, the input index of every initial axis (TVM's inverse
  // map). Pure arithmetic on `out`.
  std::vector<PrimExpr> InputIndex(const std::vector<PrimExpr>& out) const;
  std::vector<int64_t> InputIndex(const std::vector<int64_t>& out) const;

  // Runs the transform on a host tensor; out-of-range (padding) elements
  // get `pad_value`.
  NDArray Apply(const NDArray& in, double pad_value) const;

 private:
  int input_ndim_ = 0;
  std::vector<FinalIndex> final_;
  // Per initial axis: the output positions that carry it.
  struct Source {
    enum class Kind { kAxis, kSplit, kFused } kind = Kind::kAxis;
    int pos = 0;        // kAxis, kFused: output position; kSplit: outer
    int inner_pos = 0;  // kSplit: the position of the inner part
    int64_t factor = 1;
    bool fused_outer = true;  // kFused: whether this axis is the outer one
  };
  std::vector<Source> sources_;
};

// The index map that converts a tensor in layout `src` into layout `dst`
// (TVM's Layout / BijectiveLayout: "NCHW" -> "NCHW4c" splits C; "NCHW4c" ->
// "NCHW" fuses it back), with int32 variables named i0, i1, ... as TVM's
// ConvertLayout makes them. nullopt when the layouts do not convert.
std::optional<Map> LayoutIndexMap(const std::string& src, const std::string& dst);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_INDEX_MAP_H_
