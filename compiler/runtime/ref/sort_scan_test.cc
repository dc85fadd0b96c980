#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"

namespace rlx {
namespace ref {
namespace {

using testing::Close;
using testing::F32;
using testing::I32;
using testing::I64;
using testing::Of;
using testing::ThrowsWith;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

TEST(SortTest, SortAlongAxes) {
  EXPECT_TRUE(Close(Sort(F32({3}, {3, 1, 2})), F32({3}, {1, 2, 3})));
  EXPECT_TRUE(Close(Sort(F32({3}, {3, 1, 2}), -1, true), F32({3}, {3, 2, 1})));
  NDArray m = I32({2, 3}, {5, 1, 4, 2, 6, 3});
  EXPECT_TRUE(Close(Sort(m, 0), I32({2, 3}, {2, 1, 3, 5, 6, 4})));
  EXPECT_TRUE(Close(Sort(m, 1), I32({2, 3}, {1, 4, 5, 2, 3, 6})));
  EXPECT_TRUE(Close(Sort(F32({3}, {kNaN, 1, 0})), F32({3}, {0, 1, kNaN})));
  EXPECT_TRUE(Close(Sort(F32({3}, {kNaN, 1, 0}), 0, true), F32({3}, {kNaN, 1, 0})));
  EXPECT_TRUE(ThrowsWith([&] { Sort(m, 2); }, "sort: axis 2 is out of range"));
}

TEST(SortTest, ArgsortIsStable) {
  NDArray x = F32({4}, {2, 1, 2, 1});
  EXPECT_TRUE(Close(Argsort(x), I32({4}, {1, 3, 0, 2})));
  // Descending keeps equal elements in index order too.
  EXPECT_TRUE(Close(Argsort(x, 0, true), I32({4}, {0, 2, 1, 3})));
  EXPECT_TRUE(Close(Argsort(x, -1, false, DataType::Int(64)), I64({4}, {1, 3, 0, 2})));
  EXPECT_TRUE(Close(Argsort(F32({3}, {kNaN, 1, 0})), I32({3}, {2, 1, 0})));
  NDArray m = I32({2, 2}, {3, 3, 1, 4});
  EXPECT_TRUE(Close(Argsort(m, 0), I32({2, 2}, {1, 0, 0, 1})));
  // dtype void -> the input dtype, as Relax's inference does.
  EXPECT_EQ(Argsort(x, -1, false, DataType::Void()).dtype(), DataType::Float(32));
}

TEST(TopKTest, ValuesAndIndicesWithTies) {
  NDArray x = F32({4}, {1, 3, 3, 2});
  std::vector<NDArray> both = TopK(x, 2);
  ASSERT_EQ(both.size(), 2u);
  EXPECT_TRUE(Close(both[0], F32({2}, {3, 3})));
  EXPECT_TRUE(Close(both[1], I32({2}, {1, 2})));  // Ties: lower index first.
  std::vector<NDArray> smallest = TopK(x, 2, -1, "both", false, DataType::Int(64));
  EXPECT_TRUE(Close(smallest[0], F32({2}, {1, 2})));
  EXPECT_TRUE(Close(smallest[1], I64({2}, {0, 3})));
  std::vector<NDArray> values = TopK(x, 3, 0, "values");
  ASSERT_EQ(values.size(), 1u);
  EXPECT_TRUE(Close(values[0], F32({3}, {3, 3, 2})));
  std::vector<NDArray> indices = TopK(x, 1, 0, "indices");
  ASSERT_EQ(indices.size(), 1u);
  EXPECT_TRUE(Close(indices[0], I32({1}, {1})));
  EXPECT_TRUE(ThrowsWith([&] { TopK(x, 1, 0, "all"); }, "topk: unsupported ret_type 'all'"));
}

TEST(TopKTest, KOutOfRangeTakesWholeAxisAndShapes) {
  NDArray x = F32({4}, {1, 3, 3, 2});
  EXPECT_TRUE(Close(TopK(x, 0)[0], F32({4}, {3, 3, 2, 1})));
  EXPECT_TRUE(Close(TopK(x, -1)[1], I32({4}, {1, 2, 3, 0})));
  EXPECT_TRUE(Close(TopK(x, 10)[0], F32({4}, {3, 3, 2, 1})));
  NDArray big = NDArray::Zeros({2, 10, 4}, DataType::Float(32));
  EXPECT_EQ(TopK(big, 5, 1)[0].shape(), (Shape{2, 5, 4}));
  EXPECT_EQ(TopK(big)[1].shape(), (Shape{2, 10, 1}));
  EXPECT_EQ(TopK(big, 6)[0].shape(), (Shape{2, 10, 4}));
  NDArray m = I32({2, 3}, {1, 9, 5, 7, 2, 8});
  std::vector<NDArray> col = TopK(m, 1, 0);
  EXPECT_TRUE(Close(col[0], I32({1, 3}, {7, 9, 8})));
  EXPECT_TRUE(Close(col[1], I32({1, 3}, {1, 0, 1})));
}

TEST(ScanTest, Cumsum) {
  NDArray x = F32({4}, {1, 2, 3, 4});
  EXPECT_TRUE(Close(Cumsum(x), F32({4}, {1, 3, 6, 10})));
  EXPECT_TRUE(Close(Cumsum(x, 0, DataType::Void(), true), F32({4}, {0, 1, 3, 6})));
  NDArray m = I32({2, 2}, {1, 2, 3, 4});
  EXPECT_TRUE(Close(Cumsum(m), I32({4}, {1, 3, 6, 10})));  // Flattened without an axis.
  EXPECT_TRUE(Close(Cumsum(m, 0), I32({2, 2}, {1, 2, 4, 6})));
  EXPECT_TRUE(Close(Cumsum(m, -1, DataType::Void(), true), I32({2, 2}, {0, 1, 0, 3})));
  // The cast happens on load: 1.7 -> 1, 2.7 -> 2.
  EXPECT_TRUE(Close(Cumsum(F32({2}, {1.7, 2.7}), 0, DataType::Int(32)), I32({2}, {1, 3})));
  EXPECT_TRUE(Close(Cumsum(Of(DataType::Int(8), {2}, {100, 100}), 0), Of(DataType::Int(8), {2}, {100, -56})));
  EXPECT_TRUE(Close(Cumsum(m, 1, DataType::Float(64)), testing::F64({2, 2}, {1, 3, 3, 7})));
  EXPECT_EQ(Cumsum(F32({0, 3}, {}), 1).shape(), (Shape{0, 3}));
}

TEST(ScanTest, Cumprod) {
  NDArray x = I64({4}, {1, 2, 3, 4});
  EXPECT_TRUE(Close(Cumprod(x), I64({4}, {1, 2, 6, 24})));
  EXPECT_TRUE(Close(Cumprod(x, 0, DataType::Void(), true), I64({4}, {1, 1, 2, 6})));
  EXPECT_TRUE(Close(Cumprod(F32({2, 2}, {2, 3, 4, 5}), 0), F32({2, 2}, {2, 3, 8, 15})));
}

TEST(BucketizeTest, LeftAndRight) {
  NDArray b = F32({4}, {1, 3, 5, 7});
  NDArray x = F32({2, 4}, {0, 1, 2, 3, 7, 8, 5, kNaN});
  // right = false: boundaries[i-1] < x <= boundaries[i].
  EXPECT_TRUE(Close(Bucketize(x, b), I64({2, 4}, {0, 0, 1, 1, 3, 4, 2, 4})));
  // right = true: boundaries[i-1] <= x < boundaries[i].
  EXPECT_TRUE(Close(Bucketize(x, b, true, true), I32({2, 4}, {0, 1, 1, 2, 4, 4, 3, 4})));
  EXPECT_TRUE(Close(Bucketize(I32({3}, {-5, 3, 9}), I32({2}, {3, 3})), I64({3}, {0, 0, 2})));
  EXPECT_TRUE(Close(Bucketize(I32({3}, {-5, 3, 9}), I32({2}, {3, 3}), false, true), I64({3}, {0, 2, 2})));
  EXPECT_TRUE(Close(Bucketize(F32({1}, {4}), F32({0}, {})), I64({1}, {0})));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Bucketize(x, F32({2, 2}, {1, 2, 3, 4}));
      },
      "bucketize: boundaries must be 1-D, got shape (2, 2)"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
