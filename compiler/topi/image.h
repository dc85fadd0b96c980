// Image kernels on te: TOPI's image.resize2d, which relax.image.resize2d
// legalizes to.
#ifndef RLX_COMPILER_TOPI_IMAGE_H_
#define RLX_COMPILER_TOPI_IMAGE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/te/tensor.h"

namespace rlx {
namespace topi {

using te::Tensor;

// The attributes of relax.image.resize2d (TVM's Resize2DAttrs). roi is
// [start_h, start_w, end_h, end_w] and is read by tf_crop_and_resize only.
struct Resize2dParams {
  std::vector<double> roi = {0, 0, 0, 0};
  std::string layout = "NCHW";    // or "NHWC"
  std::string method = "linear";  // "nearest_neighbor", "linear", "cubic"
  std::string coordinate_transformation_mode = "half_pixel";
  std::string rounding_method = "round";
  double cubic_alpha = -0.75;
  int64_t cubic_exclude = 0;
  double extrapolation_value = 0.0;
  DataType out_dtype = DataType::Void();  // void: the input's dtype
};

// One "resize" stage of shape `size` = (out_h, out_w) over the spatial dims
// of `layout`. As in TOPI, source coordinates are float32 (so nearest-
// neighbour rounding picks TOPI's pixels) and source indices are clamped to
// the image; pixel values are interpolated in float32, or in float64 for a
// float64 input (TOPI narrows those to float32). align_corners with a single
// output pixel samples the first corner, where TOPI divides by zero.
Tensor Resize2d(const Tensor& data, const std::vector<PrimExpr>& size, const Resize2dParams& params);

}  // namespace topi
}  // namespace rlx

#endif  // RLX_COMPILER_TOPI_IMAGE_H_
