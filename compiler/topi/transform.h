// Data movement kernels (TVM's topi/transform.h): reshape, transpose,
// expand_dims, squeeze, concatenate, split, strided_slice, take. Stages are
// named "T_<op>" over axes ax0, ... unless noted.
#ifndef RLX_COMPILER_TOPI_TRANSFORM_H_
#define RLX_COMPILER_TOPI_TRANSFORM_H_

#include <optional>
#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

using te::Tensor;

// Row-major reinterpretation: the output's flat index unravelled over the
// input shape. An empty shape on either side gives zeros.
Tensor Reshape(const Tensor& x, const std::vector<PrimExpr>& new_shape);

// Output dim i is input dim axes[i]; empty axes reverse the dimensions.
Tensor Transpose(const Tensor& x, std::vector<int64_t> axes);

// Relax's expand_dims legalization: a stage named "expand_dims" over
// i0, ... that drops the new unit axes from the index. `axes` are positions
// in the output (negative counts from the end).
Tensor ExpandDims(const Tensor& x, const std::vector<int64_t>& axes);

// Removes the given unit dimensions (all constant unit dimensions when
// nullopt).
Tensor Squeeze(const Tensor& x, const std::optional<std::vector<int64_t>>& axes);

// Joins along `axis`: if_then_else chains over the running offset.
Tensor Concatenate(const std::vector<Tensor>& inputs, int64_t axis);

// Splits at the given indices ("T_split") or into equal sections
// ("T_split_sections"; the extent must divide evenly).
std::vector<Tensor> Split(const Tensor& x, const std::vector<PrimExpr>& indices, int64_t axis);
std::vector<Tensor> SplitSections(const Tensor& x, int64_t sections, int64_t axis);

// Relax's strided_slice on the listed axes (TVM's strided_slice_with_axes,
// stage "T_strided_slice_with_axes"): begin / end clamp like Python slices.
// The sliced extents come from `out_shape` when given (the call's inferred
// shape), else they are computed and must be static.
Tensor StridedSlice(const Tensor& x, const std::vector<int64_t>& axes, const std::vector<int64_t>& begin,
                    const std::vector<int64_t>& end, const std::vector<int64_t>& strides,
                    const std::vector<PrimExpr>* out_shape = nullptr);

// Gathers along `axis` with the indices tensor, or from the flattened input
// when axis is nullopt. Modes: "fast" (indices must be in range), "clip"
// (clamped into range), "wrap" (taken modulo the extent).
Tensor Take(const Tensor& a, const Tensor& indices, std::optional<int64_t> axis, const std::string& mode = "fast");
// topi.gather: out[i] = a[i with `axis` replaced by indices[i]]; negative
// indices count from the end of the axis.
Tensor GatherElements(const Tensor& a, const Tensor& indices, int64_t axis);
// TVM's topi.index_tensor (adv_index): a[i0, i1, ...] with the index tensors
// broadcast together; negative indices count from the end.
Tensor IndexTensor(const Tensor& a, const std::vector<Tensor>& indices);
// a with positions first, first+step, ... (count of them) along `axis`
// taken from src (the slice already resolved, see ref::ResolveSlice).
Tensor SliceScatter(const Tensor& a, const Tensor& src, int64_t first, int64_t count, int64_t step, int64_t axis);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_TRANSFORM_H_
