// Reference kernels: a direct, unoptimized evaluation of every operator the
// compiler handles, used as the numerical oracle compiled code is checked
// against. All kernels are plain functions over NDArray with plain attribute
// arguments named and defaulted as in TVM Relax (python/tvm/relax/op/*).
//
// One header for the whole set; the implementations are split by family
// (unary.cc, binary.cc, reduce.cc, manipulate.cc, linalg.cc, nn.cc,
// conv_pool.cc, sort_scan.cc, sampling.cc).
//
// Numerics: floating values are computed in double and rounded to the output
// dtype once, when stored (so float16/bfloat16/float8 results are correctly
// rounded, not accumulated in low precision). Integer and bool values are
// computed in int64 and wrap to the output width when stored. uint64 is
// compared and divided as unsigned.
//
// Dtype rules follow Relax: binary operands must have the same dtype;
// comparisons produce bool; ops that Relax restricts to floats (exp, log,
// softmax, ...) reject integer inputs.
//
// Errors: bad arguments (shape mismatch, axis out of range, non-broadcastable
// shapes, wrong dtype, unknown mode strings) throw DiagnosticError whose
// message starts with the Relax op name, e.g. "add: shapes (2, 3) and (4,) are
// not broadcastable".
#ifndef RLX_COMPILER_RUNTIME_REF_REF_KERNELS_H_
#define RLX_COMPILER_RUNTIME_REF_REF_KERNELS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace ref {

using Shape = std::vector<int64_t>;
// Optional axis list: nullopt means "all axes" (or the op's documented
// default). Spell a list as {{0, 2}} or std::vector<int64_t>{0, 2}.
using Axes = std::optional<std::vector<int64_t>>;

// ---------------------------------------------------------------- unary.cc --
// Float-only (Relax require_float_dtype): exp, log, sqrt, rsqrt, tanh, sigmoid,
// erf, trigonometric and hyperbolic functions and their inverses, log2, log10,
// log1p. The others accept integers too: abs, negative, square and sign work
// in int64; floor/ceil/round/trunc are the identity on integers.
NDArray Exp(const NDArray& x);
NDArray Log(const NDArray& x);
NDArray Log2(const NDArray& x);
NDArray Log10(const NDArray& x);
NDArray Log1p(const NDArray& x);
NDArray Sqrt(const NDArray& x);
NDArray Rsqrt(const NDArray& x);
NDArray Tanh(const NDArray& x);
NDArray Sigmoid(const NDArray& x);
NDArray Erf(const NDArray& x);
NDArray Sin(const NDArray& x);
NDArray Cos(const NDArray& x);
NDArray Tan(const NDArray& x);
NDArray Asin(const NDArray& x);
NDArray Acos(const NDArray& x);
NDArray Atan(const NDArray& x);
NDArray Sinh(const NDArray& x);
NDArray Cosh(const NDArray& x);
NDArray Asinh(const NDArray& x);
NDArray Acosh(const NDArray& x);
NDArray Atanh(const NDArray& x);
NDArray Abs(const NDArray& x);
NDArray Negative(const NDArray& x);
NDArray Square(const NDArray& x);
NDArray Sign(const NDArray& x);  // -1, 0 or 1; NaN stays NaN.
NDArray Floor(const NDArray& x);
NDArray Ceil(const NDArray& x);
NDArray Round(const NDArray& x);  // Half to even, like numpy.round.
NDArray Trunc(const NDArray& x);
// bool outputs; integers are never NaN/inf.
NDArray IsNan(const NDArray& x);
NDArray IsInf(const NDArray& x);
NDArray IsFinite(const NDArray& x);
// Relax keeps the input dtype for logical_not (0/1 values); bool in, bool out.
NDArray LogicalNot(const NDArray& x);
// Integers and bool only (~True == False).
NDArray BitwiseNot(const NDArray& x);
// min(max(x, a_min), a_max). For integer dtypes the bounds are truncated to
// integers first (TVM makes them constants of x's dtype).
NDArray Clip(const NDArray& x, double a_min, double a_max);
// Any of the above by Relax name without the "relax." prefix ("exp",
// "logical_not", ...; clip excluded). Throws for unknown names.
NDArray ApplyUnary(const std::string& op_name, const NDArray& x);

// --------------------------------------------------------------- binary.cc --
// numpy broadcasting; both operands must have the same dtype.
NDArray Add(const NDArray& a, const NDArray& b);
NDArray Subtract(const NDArray& a, const NDArray& b);
NDArray Multiply(const NDArray& a, const NDArray& b);
// Integers: truncating division (TVM's Div); division by zero throws.
NDArray Divide(const NDArray& a, const NDArray& b);
// Python semantics: floor(a / b) and a - floor(a / b) * b (sign of b).
NDArray FloorDivide(const NDArray& a, const NDArray& b);
NDArray FloorMod(const NDArray& a, const NDArray& b);
// C semantics: the remainder has the sign of a (fmod for floats).
NDArray Mod(const NDArray& a, const NDArray& b);
// Integers: exact repeated multiplication with wrap; a negative exponent
// throws (as numpy does).
NDArray Power(const NDArray& a, const NDArray& b);
// NaN propagates (numpy.maximum / numpy.minimum).
NDArray Maximum(const NDArray& a, const NDArray& b);
NDArray Minimum(const NDArray& a, const NDArray& b);
NDArray Atan2(const NDArray& a, const NDArray& b);      // Floats only.
NDArray LogAddExp(const NDArray& a, const NDArray& b);  // Floats only.
// Comparisons: bool output.
NDArray Equal(const NDArray& a, const NDArray& b);
NDArray NotEqual(const NDArray& a, const NDArray& b);
NDArray Less(const NDArray& a, const NDArray& b);
NDArray LessEqual(const NDArray& a, const NDArray& b);
NDArray Greater(const NDArray& a, const NDArray& b);
NDArray GreaterEqual(const NDArray& a, const NDArray& b);
// Truthiness (nonzero) of any dtype; bool output.
NDArray LogicalAnd(const NDArray& a, const NDArray& b);
NDArray LogicalOr(const NDArray& a, const NDArray& b);
NDArray LogicalXor(const NDArray& a, const NDArray& b);
// Integers and bool only.
NDArray BitwiseAnd(const NDArray& a, const NDArray& b);
NDArray BitwiseOr(const NDArray& a, const NDArray& b);
NDArray BitwiseXor(const NDArray& a, const NDArray& b);
// Shift counts outside [0, bits) give 0 (left) or the sign fill (right);
// right_shift is arithmetic for signed and logical for unsigned dtypes.
NDArray LeftShift(const NDArray& a, const NDArray& b);
NDArray RightShift(const NDArray& a, const NDArray& b);
// cond (any dtype, nonzero = true) ? a : b, broadcasting all three; a and b
// must share a dtype, which is the output dtype.
NDArray Where(const NDArray& cond, const NDArray& a, const NDArray& b);
// Any binary op above by Relax name ("add", "floor_mod", "less_equal", ...).
NDArray ApplyBinary(const std::string& op_name, const NDArray& a, const NDArray& b);
// The numpy broadcast of two shapes; throws (naming `op`) if incompatible.
Shape BroadcastShapes(const Shape& a, const Shape& b, const std::string& op = "broadcast");

// --------------------------------------------------------------- reduce.cc --
// `axis`: nullopt reduces every axis; negative axes count from the end;
// duplicates throw. An empty list reduces nothing (numpy's axis=()).
// Output dtype = input dtype. Integer sums and products wrap; integer mean is
// the truncated quotient of the wrapped sum (TVM: sum / count);
// variance/std are computed in double and truncated for integer dtypes.
NDArray Sum(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
NDArray Prod(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
NDArray Mean(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
// NaN propagates. Reducing an empty extent throws.
NDArray Max(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
NDArray Min(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
// Population variance (ddof = 0) and its square root.
NDArray Variance(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
NDArray Std(const NDArray& x, const Axes& axis = std::nullopt, bool keepdims = false);
// int64 indices along `axis`, or into the flattened array when nullopt
// (keepdims then keeps every dimension as 1). Ties and NaN: the first wins.
NDArray ArgMax(const NDArray& x, std::optional<int64_t> axis = std::nullopt, bool keepdims = false);
NDArray ArgMin(const NDArray& x, std::optional<int64_t> axis = std::nullopt, bool keepdims = false);

// ----------------------------------------------------------- manipulate.cc --
// Value conversion (floats -> ints truncate; see ndarray.h for the details).
NDArray AsType(const NDArray& x, DataType dtype);
// A copy with a new shape; one dimension may be -1.
NDArray Reshape(const NDArray& x, const Shape& shape);
// axes nullopt reverses the dimensions.
NDArray PermuteDims(const NDArray& x, const Axes& axes = std::nullopt);
// `axis` positions refer to the output (numpy.expand_dims with a tuple).
NDArray ExpandDims(const NDArray& x, const std::vector<int64_t>& axis);
// nullopt removes every size-1 dimension; a listed axis whose size is not 1
// throws (as in Relax and numpy).
NDArray Squeeze(const NDArray& x, const Axes& axis = std::nullopt);
NDArray Flatten(const NDArray& x);  // To 1-D.
// axis nullopt flattens every input first (numpy.concatenate(axis=None)).
NDArray Concat(const std::vector<NDArray>& xs, std::optional<int64_t> axis = 0);
// Equal sections of ceil(n / sections), the last one smaller (Relax split).
std::vector<NDArray> SplitSections(const NDArray& x, int64_t sections, int64_t axis = 0);
// Split before each index (numpy.split with a list; indices are clamped).
std::vector<NDArray> SplitIndices(const NDArray& x, const std::vector<int64_t>& indices, int64_t axis = 0);
// TVM's strided_slice: per listed axis, begin/end are made non-negative by
// adding the extent, then clamped to [0, n] (stride > 0) or [-1, n - 1]
// (stride < 0); strides default to 1 and must be nonzero.
NDArray StridedSlice(const NDArray& x, const std::vector<int64_t>& axes, const std::vector<int64_t>& begin,
                     const std::vector<int64_t>& end, const std::vector<int64_t>& strides = {});
// Relax take: out shape = x.shape[:axis] + indices.shape + x.shape[axis+1:];
// axis nullopt requires 1-D x. mode "fast" (the Relax default, undefined
// behaviour for out-of-range indices in TVM) throws on an index outside
// [0, n); "clip" clamps to [0, n-1]; "wrap" takes the index modulo n;
// "nan" yields NaN (floats only) for indices outside [0, n).
// The positions start, start+step, ... below end that Python's slice
// start:end:step (step > 0) selects on an axis of extent `dim`: the first
// one and how many. Shared by relax.slice_scatter's inference, kernel and
// legalization so that the three agree on clamping.
struct SliceRange {
  int64_t first = 0;
  int64_t count = 0;
};
SliceRange ResolveSlice(int64_t start, int64_t end, int64_t step, int64_t dim);

// torch.slice_scatter / TVM's relax.slice_scatter: x with the slice
// start:end:step along `axis` replaced by src.
NDArray SliceScatter(const NDArray& x, const NDArray& src, int64_t start, int64_t end, int64_t step, int64_t axis);

// TVM's relax.gather_elements (ONNX GatherElements, torch.gather): out has
// the shape of `indices`; out[i] = x[i with axis replaced by indices[i]].
// Negative indices count from the end; out-of-range ones are an error.
NDArray GatherElements(const NDArray& x, const NDArray& indices, int64_t axis);
// TVM's relax.index_tensor (torch's x[i0, i1, ...] with k index tensors):
// the indices broadcast to a shape B, and out has shape B + x.shape[k:].
// Negative indices count from the end; out-of-range ones are an error.
NDArray IndexTensor(const NDArray& x, const std::vector<NDArray>& indices);
NDArray Take(const NDArray& x, const NDArray& indices, std::optional<int64_t> axis = std::nullopt,
             const std::string& mode = "fast");
NDArray BroadcastTo(const NDArray& x, const Shape& shape);
// numpy.tile: repeats shorter than ndim are padded with leading 1s, longer
// ones prepend dimensions.
NDArray Tile(const NDArray& x, const std::vector<int64_t>& repeats);
// numpy.repeat with a scalar count; axis nullopt flattens first.
NDArray Repeat(const NDArray& x, int64_t repeats, std::optional<int64_t> axis = std::nullopt);
NDArray Zeros(const Shape& shape, DataType dtype);
NDArray Ones(const Shape& shape, DataType dtype);
NDArray Full(const Shape& shape, double fill_value, DataType dtype);
// ceil((stop - start) / step) elements start + i * step (int64 arithmetic for
// integer dtypes); step 0 throws.
NDArray Arange(double start, double stop, double step = 1, DataType dtype = DataType::Int(64));
// Zero the elements above (tril) / below (triu) diagonal k of the last two
// dimensions (k > 0: above the main diagonal).
NDArray Tril(const NDArray& x, int64_t k = 0);
NDArray Triu(const NDArray& x, int64_t k = 0);

// --------------------------------------------------------------- linalg.cc --
// numpy.matmul: 1-D operands are promoted (and the added dimension removed),
// batch dimensions broadcast. out_dtype void -> the (common) input dtype;
// otherwise inputs may differ. Accumulates in double (int64 for integer
// outputs) and rounds once per output element.
NDArray Matmul(const NDArray& a, const NDArray& b, DataType out_dtype = DataType::Void());

// ------------------------------------------------------------------- nn.cc --
NDArray Relu(const NDArray& x);
NDArray Gelu(const NDArray& x);      // 0.5 x (1 + erf(x / sqrt 2)).
NDArray GeluTanh(const NDArray& x);  // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).
NDArray Silu(const NDArray& x);      // x * sigmoid(x).
// Numerically stable (max-subtracted) along one axis; floats only.
NDArray Softmax(const NDArray& x, int64_t axis = -1);
NDArray LogSoftmax(const NDArray& x, int64_t axis = -1);
// (x - mean) / sqrt(var + eps) * gamma + beta over `axes`; gamma and beta have
// the shape of the normalized dimensions and are ignored when scale / center
// is false (they may then be undefined NDArrays).
NDArray LayerNorm(const NDArray& x, const NDArray& gamma, const NDArray& beta, const std::vector<int64_t>& axes = {-1},
                  double epsilon = 1e-5, bool center = true, bool scale = true);
// x / sqrt(mean(x^2) + eps) * weight over `axes`.
NDArray RmsNorm(const NDArray& x, const NDArray& weight, const std::vector<int64_t>& axes = {-1},
                double epsilon = 1e-5);
// Inference batch norm: (x - moving_mean) / sqrt(moving_var + eps) * gamma +
// beta, parameters 1-D over `axis`. Returns only the normalized output.
NDArray BatchNorm(const NDArray& x, const NDArray& gamma, const NDArray& beta, const NDArray& moving_mean,
                  const NDArray& moving_var, int64_t axis = 1, double epsilon = 1e-5, bool center = true,
                  bool scale = true);
// Relax nn.attention. q (B, S, N, H), k (B, S_kv, N_kv, H), v (B, S_kv, N_kv,
// H_v) -> (B, S, N, H_v). bias (optional, undefined = none) broadcasts to
// (B, N, S, S_kv) and is added after scaling; scale defaults to 1/sqrt(H).
// causal_mask: "" (none), "TopLeft" (keep j <= i) or "BottomRight" (keep
// j <= i + |S - S_kv|, TVM's documented definition); masked scores are
// excluded from the softmax. N_kv must divide N: query head n reads kv head
// n / (N / N_kv) (grouped-query attention).
NDArray Attention(const NDArray& q, const NDArray& k, const NDArray& v, const NDArray& bias = NDArray(),
                  std::optional<double> scale = std::nullopt, const std::string& causal_mask = "");

// ------------------------------------------------------------ conv_pool.cc --
// Relax conv2d. strides/dilation: 1 or 2 values; padding: 1, 2 ([h, w]) or 4
// values ([top, left, bottom, right]). Weight shapes: OIHW (O, I/g, KH, KW),
// OHWI (O, KH, KW, I/g), HWIO (KH, KW, I/g, O). The output uses data_layout.
// out_dtype void -> the data dtype (data and weight must then match).
struct Conv2dAttrs {
  std::vector<int64_t> strides = {1, 1};
  std::vector<int64_t> padding = {0, 0, 0, 0};
  std::vector<int64_t> dilation = {1, 1};
  int64_t groups = 1;
  std::string data_layout = "NCHW";    // or "NHWC"
  std::string kernel_layout = "OIHW";  // or "OHWI", "HWIO"
  DataType out_dtype = DataType::Void();
};
NDArray Conv2d(const NDArray& data, const NDArray& weight, const Conv2dAttrs& attrs = {});

// Relax conv1d_transpose / conv2d_transpose in NC<spatial> / IO<spatial>
// layouts: each input element scatters weight * x into the output, as the
// gradient of a convolution. One to three spatial dims; padding is
// [before..., after...]; the output extent is
// (in - 1) * stride - pad_before - pad_after + dilation * (k - 1) +
// output_padding + 1.
NDArray ConvTranspose(const NDArray& data, const NDArray& weight, const std::vector<int64_t>& strides,
                      const std::vector<int64_t>& padding, const std::vector<int64_t>& output_padding,
                      const std::vector<int64_t>& dilation, int64_t groups, DataType out_dtype);

// Relax image.resize2d (TOPI image.resize2d) in NCHW or NHWC: output pixel
// (y, x) reads the source at the coordinate that
// coordinate_transformation_mode gives (half_pixel, align_corners,
// asymmetric, pytorch_half_pixel, tf_half_pixel_for_nn, tf_crop_and_resize,
// computed in float32 as TOPI does) and rounds it (nearest_neighbor, by
// rounding_method; "" means round for align_corners and floor otherwise),
// interpolates two taps per axis (linear) or four with Keys' cubic
// (cubic_alpha; cubic_exclude drops taps outside the image and renormalises).
// Source indices are clamped to the image; tf_crop_and_resize writes
// extrapolation_value where the coordinate leaves it. roi is
// [start_h, start_w, end_h, end_w].
struct Resize2dAttrs {
  std::vector<double> roi = {0, 0, 0, 0};
  std::string layout = "NCHW";
  std::string method = "linear";
  std::string coordinate_transformation_mode = "half_pixel";
  std::string rounding_method = "round";
  double cubic_alpha = -0.75;
  int64_t cubic_exclude = 0;
  double extrapolation_value = 0.0;
  DataType out_dtype = DataType::Void();  // void: the input's dtype
};
NDArray Resize2d(const NDArray& x, int64_t out_h, int64_t out_w, const Resize2dAttrs& attrs = {});

// TVM's relax.quantize: clip(round_half_even(x / scale) + zero_point) into
// out_dtype (int8, uint8, int16, uint16), computed in float32. scale and
// zero_point hold one value, or one per channel of x along `axis`.
NDArray Quantize(const NDArray& x, const NDArray& scale, const NDArray& zero_point, int64_t axis, DataType out_dtype);
// TVM's relax.dequantize: (x - zero_point) * scale in float32, clipped into
// out_dtype (float32 or float16).
NDArray Dequantize(const NDArray& x, const NDArray& scale, const NDArray& zero_point, int64_t axis, DataType out_dtype);

// Relax max_pool2d / avg_pool2d, following TOPI: output size
// floor((n + pad - dil * (k - 1) - 1 + (ceil_mode ? stride - 1 : 0)) / stride)
// + 1, minus one in ceil_mode when the last window would start in the
// bottom/right padding. max pads with the dtype's lowest finite value. avg
// divides by the taps inside the explicitly padded input (count_include_pad) or
// inside the data only (at least 1).
struct Pool2dAttrs {
  std::vector<int64_t> pool_size = {1, 1};
  std::vector<int64_t> strides = {1, 1};
  std::vector<int64_t> padding = {0, 0, 0, 0};
  std::vector<int64_t> dilation = {1, 1};
  bool ceil_mode = false;
  bool count_include_pad = false;
  std::string layout = "NCHW";  // or "NHWC"
};
NDArray MaxPool2d(const NDArray& data, const Pool2dAttrs& attrs);
NDArray AvgPool2d(const NDArray& data, const Pool2dAttrs& attrs);
// Output cell i averages input rows [floor(i * n / out), ceil((i + 1) * n /
// out)). output_size: nullopt keeps the input size; one value applies to both
// dims.
NDArray AdaptiveAvgPool2d(const NDArray& data, const std::optional<std::vector<int64_t>>& output_size = std::nullopt,
                          const std::string& layout = "NCHW");

// ------------------------------------------------------------ sort_scan.cc --
// Stable sorts: equal elements keep their order (also when descending, so for
// topk ties the lower index comes first). NaN sorts as larger than every
// number (numpy puts NaN last in ascending order).
NDArray Sort(const NDArray& x, int64_t axis = -1, bool descending = false);
NDArray Argsort(const NDArray& x, int64_t axis = -1, bool descending = false, DataType dtype = DataType::Int(32));
// k < 1 or k >= extent takes the whole axis. ret_type "both" -> {values,
// indices}, "values" -> {values}, "indices" -> {indices}.
std::vector<NDArray> TopK(const NDArray& x, int64_t k = 1, int64_t axis = -1, const std::string& ret_type = "both",
                          bool largest = true, DataType dtype = DataType::Int(32));
// axis nullopt scans the flattened array (output 1-D). dtype void -> input
// dtype. Each element is first converted to the output dtype (TVM casts on
// load), then accumulated. exclusive: output j combines elements [0, j).
NDArray Cumsum(const NDArray& x, std::optional<int64_t> axis = std::nullopt, DataType dtype = DataType::Void(),
               bool exclusive = false);
NDArray Cumprod(const NDArray& x, std::optional<int64_t> axis = std::nullopt, DataType dtype = DataType::Void(),
                bool exclusive = false);
// torch.bucketize: right=false -> first i with boundaries[i] >= x (so
// boundaries[i-1] < x <= boundaries[i]); right=true -> first i with
// boundaries[i] > x. boundaries must be 1-D (sorted ascending). int64 output,
// or int32 if out_int32.
NDArray Bucketize(const NDArray& x, const NDArray& boundaries, bool out_int32 = false, bool right = false);

// ------------------------------------------------------------- sampling.cc --
// Relax multinomial_from_uniform via the CPU lowering (get_sample_index): for
// sample i, row r = sample_indices[i, 0], cdf = cumsum(prob[r]) accumulated in
// prob's dtype; the result is the first j with uniform[i, 0] < cdf[j], or
// vocab - 1 when there is none. prob (batch, vocab) float, uniform (n, 1)
// float, sample_indices (n, 1) int; output (n, 1) of `dtype`.
NDArray MultinomialFromUniform(const NDArray& prob, const NDArray& uniform_sample, const NDArray& sample_indices,
                               DataType dtype = DataType::Int(64));

}  // namespace ref
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_REF_REF_KERNELS_H_
