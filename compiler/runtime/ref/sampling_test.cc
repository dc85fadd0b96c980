#include <gtest/gtest.h>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::I32;
using testing::I64;
using testing::ThrowsWith;

TEST(MultinomialTest, FirstIndexWhoseCdfExceedsU) {
  // Row 0 CDF: [0.2, 0.5, 1.0]; row 1 CDF: [0, 1, 1].
  NDArray prob = F32({2, 3}, {0.2, 0.3, 0.5, 0.0, 1.0, 0.0});
  NDArray u = F32({7, 1}, {0.1, 0.2, 0.49, 0.5, 0.99, 0.7, 1.0});
  NDArray rows = I64({7, 1}, {0, 0, 0, 0, 0, 1, 0});
  // u equal to a CDF value moves past it (strict u < cdf[j]); u >= the total
  // clamps to the last index.
  EXPECT_TRUE(Close(MultinomialFromUniform(prob, u, rows), I64({7, 1}, {0, 1, 1, 2, 2, 1, 2})));
}

TEST(MultinomialTest, ZeroProbabilityPrefixAndDtypes) {
  NDArray prob = F32({1, 4}, {0, 0, 0.25, 0.75});
  NDArray u = F32({3, 1}, {0, 0.25, 0.9});
  NDArray rows = I32({3, 1}, {0, 0, 0});
  // u = 0 is not < cdf[0] = 0 nor cdf[1] = 0, so index 2.
  EXPECT_TRUE(Close(MultinomialFromUniform(prob, u, rows, DataType::Int(32)), I32({3, 1}, {2, 3, 3})));
}

TEST(MultinomialTest, RowsAreSelectedPerSample) {
  NDArray prob = F32({3, 2}, {1, 0, 0, 1, 0.5, 0.5});
  NDArray u = F32({4, 1}, {0.3, 0.3, 0.3, 0.6});
  NDArray rows = I64({4, 1}, {2, 1, 0, 2});
  EXPECT_TRUE(Close(MultinomialFromUniform(prob, u, rows), I64({4, 1}, {0, 1, 0, 1})));
}

TEST(MultinomialTest, Errors) {
  NDArray prob = F32({1, 2}, {0.5, 0.5});
  EXPECT_TRUE(ThrowsWith(
      [&] {
        MultinomialFromUniform(prob, F32({2}, {0, 0}), I64({2, 1}, {0, 0}));
      },
      "uniform_sample should be a 2D tensor with shape (N, 1)"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        MultinomialFromUniform(prob, F32({2, 1}, {0, 0}), I64({2, 2}, {0, 0, 0, 0}));
      },
      "sample_indices should be a 2D tensor with shape (N, 1)"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        MultinomialFromUniform(prob, F32({2, 1}, {0, 0}), I64({1, 1}, {0}));
      },
      "to have the same batch size"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        MultinomialFromUniform(prob, F32({1, 1}, {0}), I64({1, 1}, {1}));
      },
      "sample_indices[0] = 1 is out of range for 1 prob rows"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        MultinomialFromUniform(I32({1, 2}, {0, 1}), F32({1, 1}, {0}), I64({1, 1}, {0}));
      },
      "requires the input prob to have float dtype"));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        MultinomialFromUniform(prob, F32({1, 1}, {0}), F32({1, 1}, {0}));
      },
      "requires the input sample_indices to have int dtype"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
