// multinomial_from_uniform, following the CPU lowering of DispatchSampling:
// relax.cumsum(prob, axis=1, dtype=prob.dtype) then get_sample_index.
#include "compiler/runtime/ref/kernel_util.h"
#include "compiler/runtime/ref/ref_kernels.h"

namespace rlx {
namespace ref {

using internal::Fail;

NDArray MultinomialFromUniform(const NDArray& prob, const NDArray& uniform_sample, const NDArray& sample_indices,
                               DataType dtype) {
  const std::string op = "multinomial_from_uniform";
  internal::RequireDefined(op, prob, "prob");
  internal::RequireDefined(op, uniform_sample, "uniform_sample");
  internal::RequireDefined(op, sample_indices, "sample_indices");
  if (!prob.dtype().is_floating()) {
    Fail(op, "requires the input prob to have float dtype, got " + prob.dtype().ToString());
  }
  if (!uniform_sample.dtype().is_floating()) {
    Fail(op, "requires the input uniform_sample to have float dtype, got " + uniform_sample.dtype().ToString());
  }
  if (!sample_indices.dtype().is_integer()) {
    Fail(op, "requires the input sample_indices to have int dtype, got " + sample_indices.dtype().ToString());
  }
  if (prob.ndim() != 2) {
    Fail(op, "requires the input prob to be a 2D tensor, got shape " + ShapeToString(prob.shape()));
  }
  if (uniform_sample.ndim() != 2 || uniform_sample.shape()[1] != 1) {
    Fail(op, "uniform_sample should be a 2D tensor with shape (N, 1), got " + ShapeToString(uniform_sample.shape()));
  }
  if (sample_indices.ndim() != 2 || sample_indices.shape()[1] != 1) {
    Fail(op, "sample_indices should be a 2D tensor with shape (N, 1), got " + ShapeToString(sample_indices.shape()));
  }
  const int64_t n = uniform_sample.shape()[0];
  if (sample_indices.shape()[0] != n) {
    Fail(op, "requires uniform_sample and sample_indices to have the same batch size, got " + std::to_string(n) +
                 " and " + std::to_string(sample_indices.shape()[0]));
  }
  const int64_t batch = prob.shape()[0], vocab = prob.shape()[1];
  if (vocab == 0 && n > 0) Fail(op, "prob has an empty vocabulary");
  // The CDF is materialized in prob's dtype, as the lowered cumsum does.
  NDArray cdf = Cumsum(prob, 1, prob.dtype(), /*exclusive=*/false);
  NDArray out = NDArray::Empty({n, 1}, dtype);
  for (int64_t i = 0; i < n; ++i) {
    const int64_t row = sample_indices.GetInt(i);
    if (row < 0 || row >= batch) {
      Fail(op, "sample_indices[" + std::to_string(i) + "] = " + std::to_string(row) + " is out of range for " +
                   std::to_string(batch) + " prob rows");
    }
    const double u = uniform_sample.GetDouble(i);
    int64_t j = 0;
    while (j + 1 < vocab && !(u < cdf.GetDouble(row * vocab + j))) ++j;
    out.SetInt(i, j);
  }
  return out;
}

}  // namespace ref
}  // namespace rlx
