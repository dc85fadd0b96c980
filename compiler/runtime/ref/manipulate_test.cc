#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace ref {
namespace {

using testing::Bool;
using testing::Close;
using testing::F32;
using testing::I32;
using testing::I64;
using testing::Of;
using testing::ThrowsWith;

NDArray Iota(std::vector<int64_t> shape) {
  std::vector<int64_t> v(static_cast<size_t>(NDArray::Empty(shape, DataType::Int(32)).NumElements()));
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int64_t>(i);
  return I32(std::move(shape), v);
}

TEST(ManipulateTest, AsType) {
  EXPECT_TRUE(Close(AsType(F32({3}, {1.7, -1.7, 300}), DataType::Int(32)), I32({3}, {1, -1, 300})));
  EXPECT_TRUE(Close(AsType(I64({2}, {300, -1}), DataType::Int(8)), Of(DataType::Int(8), {2}, {44, -1})));
  EXPECT_TRUE(Close(AsType(I64({2}, {-1, 2}), DataType::UInt(8)), Of(DataType::UInt(8), {2}, {255, 2})));
  EXPECT_TRUE(Close(AsType(F32({3}, {0, -0.5, 2}), DataType::Bool()), Bool({3}, {0, 1, 1})));
  NDArray h = AsType(F32({1}, {0.1}), DataType::Float(16));
  EXPECT_EQ(*h.data_as<uint16_t>(), 0x2E66);  // float32(0.1) -> half 0.0999755859375.
}

TEST(ManipulateTest, ReshapeCopies) {
  NDArray x = Iota({2, 3});
  NDArray r = Reshape(x, {3, -1});
  EXPECT_TRUE(Close(r, I32({3, 2}, {0, 1, 2, 3, 4, 5})));
  EXPECT_FALSE(r.SharesStorageWith(x));
  EXPECT_THROW(Reshape(x, {4, -1}), DiagnosticError);
}

TEST(ManipulateTest, PermuteDims) {
  NDArray x = Iota({2, 3});
  EXPECT_TRUE(Close(PermuteDims(x), I32({3, 2}, {0, 3, 1, 4, 2, 5})));
  NDArray y = Iota({2, 1, 3});
  EXPECT_TRUE(Close(PermuteDims(y, std::vector<int64_t>{2, 0, -2}), I32({3, 2, 1}, {0, 3, 1, 4, 2, 5})));
  EXPECT_TRUE(ThrowsWith(
      [&] {
        PermuteDims(y, std::vector<int64_t>{0, 1});
      },
      "permute_dims: axes [0, 1] do not match a 3-d input"));
  EXPECT_TRUE(ThrowsWith([&] { PermuteDims(y, std::vector<int64_t>{0, 1, 1}); }, "repeated"));
}

TEST(ManipulateTest, ExpandSqueezeFlatten) {
  NDArray x = Iota({2, 3});
  EXPECT_EQ(ExpandDims(x, {0, -1}).shape(), (Shape{1, 2, 3, 1}));
  EXPECT_EQ(ExpandDims(x, {1}).shape(), (Shape{2, 1, 3}));
  NDArray y = Iota({1, 2, 1, 3});
  EXPECT_EQ(Squeeze(y).shape(), (Shape{2, 3}));
  EXPECT_EQ(Squeeze(y, std::vector<int64_t>{-2}).shape(), (Shape{1, 2, 3}));
  EXPECT_TRUE(ThrowsWith([&] { Squeeze(y, std::vector<int64_t>{1}); }, "squeeze: cannot squeeze axis 1 of size 2"));
  EXPECT_TRUE(Close(Flatten(y), Iota({6})));
  EXPECT_EQ(Flatten(NDArray::Scalar(1, DataType::Int(32))).shape(), (Shape{1}));
}

TEST(ManipulateTest, Concat) {
  NDArray a = Iota({2, 2});
  NDArray b = I32({2, 1}, {9, 8});
  EXPECT_TRUE(Close(Concat({a, b}, 1), I32({2, 3}, {0, 1, 9, 2, 3, 8})));
  EXPECT_TRUE(Close(Concat({a, b}, -1), I32({2, 3}, {0, 1, 9, 2, 3, 8})));
  EXPECT_TRUE(Close(Concat({a, I32({0, 2}, {}), a}, 0), I32({4, 2}, {0, 1, 2, 3, 0, 1, 2, 3})));
  EXPECT_TRUE(Close(Concat({a, b}, std::nullopt), I32({6}, {0, 1, 2, 3, 9, 8})));
  EXPECT_TRUE(ThrowsWith([&] { Concat({a, b}, 0); }, "concat: shapes (2, 2) and (2, 1) differ"));
  EXPECT_TRUE(ThrowsWith([&] { Concat({a, F32({2, 2}, {0, 0, 0, 0})}, 0); }, "share a dtype"));
}

TEST(ManipulateTest, SplitSectionsFollowsRelax) {
  std::vector<NDArray> parts = SplitSections(Iota({5}), 3);
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_TRUE(Close(parts[0], I32({2}, {0, 1})));
  EXPECT_TRUE(Close(parts[1], I32({2}, {2, 3})));
  EXPECT_TRUE(Close(parts[2], I32({1}, {4})));
  parts = SplitSections(Iota({4}), 3);  // ceil(4/3) = 2: sizes 2, 2, 0.
  EXPECT_EQ(parts[2].shape(), (Shape{0}));
  EXPECT_TRUE(ThrowsWith([] { SplitSections(Iota({5}), 4); }, "cannot be split into 4 sections"));
  parts = SplitSections(Iota({2, 4}), 2, -1);
  EXPECT_TRUE(Close(parts[1], I32({2, 2}, {2, 3, 6, 7})));
}

TEST(ManipulateTest, SplitIndices) {
  std::vector<NDArray> parts = SplitIndices(Iota({5}), {1, 3});
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_TRUE(Close(parts[0], I32({1}, {0})));
  EXPECT_TRUE(Close(parts[1], I32({2}, {1, 2})));
  EXPECT_TRUE(Close(parts[2], I32({2}, {3, 4})));
  parts = SplitIndices(Iota({5}), {3, 1, 9});
  EXPECT_EQ(parts[0].shape(), (Shape{3}));
  EXPECT_EQ(parts[1].shape(), (Shape{0}));
  EXPECT_TRUE(Close(parts[2], I32({4}, {1, 2, 3, 4})));
  EXPECT_EQ(parts[3].shape(), (Shape{0}));
}

TEST(ManipulateTest, StridedSlice) {
  NDArray x = Iota({10});
  EXPECT_TRUE(Close(StridedSlice(x, {0}, {1}, {8}, {3}), I32({3}, {1, 4, 7})));
  EXPECT_TRUE(Close(StridedSlice(x, {0}, {-1}, {-11}, {-2}), I32({5}, {9, 7, 5, 3, 1})));
  EXPECT_TRUE(Close(StridedSlice(x, {0}, {100}, {-100}, {-4}), I32({3}, {9, 5, 1})));
  EXPECT_TRUE(Close(StridedSlice(x, {0}, {-3}, {100}), I32({3}, {7, 8, 9})));
  EXPECT_EQ(StridedSlice(x, {0}, {5}, {2}).shape(), (Shape{0}));
  NDArray m = Iota({3, 4});
  EXPECT_TRUE(Close(StridedSlice(m, {1, 0}, {1, 2}, {3, 0}, {1, -1}), I32({2, 2}, {9, 10, 5, 6})));
  EXPECT_TRUE(ThrowsWith([&] { StridedSlice(x, {0}, {0}, {1}, {0}); }, "stride must be nonzero"));
  EXPECT_TRUE(ThrowsWith([&] { StridedSlice(x, {1}, {0}, {1}); }, "axis 1 is out of range"));
}

TEST(ManipulateTest, TakeModes) {
  NDArray x = Iota({3, 2});
  EXPECT_TRUE(Close(Take(x, I64({1, 2}, {2, 0}), 0), I32({1, 2, 2}, {4, 5, 0, 1})));
  EXPECT_TRUE(Close(Take(x, I32({3}, {1, 1, 0}), -1), I32({3, 3}, {1, 1, 0, 3, 3, 2, 5, 5, 4})));
  NDArray v = I32({4}, {10, 11, 12, 13});
  EXPECT_TRUE(Close(Take(v, I64({3}, {-1, 5, 2}), std::nullopt, "clip"), I32({3}, {10, 13, 12})));
  EXPECT_TRUE(Close(Take(v, I64({3}, {-1, 5, 2}), std::nullopt, "wrap"), I32({3}, {13, 11, 12})));
  EXPECT_TRUE(Close(Take(F32({2}, {1, 2}), I64({2}, {1, 2}), 0, "nan"), F32({2}, {2, NAN})));
  EXPECT_TRUE(Close(Take(v, NDArray::Scalar(3, DataType::Int(64))), NDArray::Scalar(13, DataType::Int(32))));
  EXPECT_TRUE(ThrowsWith([&] { Take(v, I64({1}, {4})); }, "index 4 is out of range"));
  EXPECT_TRUE(ThrowsWith([&] { Take(v, I64({1}, {-1})); }, "index -1 is out of range"));
  EXPECT_TRUE(ThrowsWith([&] { Take(x, I64({1}, {0})); }, "without an axis the input must be 1-D"));
  EXPECT_TRUE(ThrowsWith([&] { Take(v, I64({1}, {0}), 0, "raise"); }, "unknown mode 'raise'"));
}

// numpy's x[i, j] on x = arange(24).reshape(2, 3, 4), by hand.
TEST(ManipulateTest, IndexTensorBroadcastsAndKeepsTheTrailingAxes) {
  NDArray x = Iota({2, 3, 4});
  // x[[1, 0], [2, -1]] -> rows (1, 2) and (0, 2), each of 4 elements.
  EXPECT_TRUE(
      Close(IndexTensor(x, {I64({2}, {1, 0}), I64({2}, {2, -1})}), I32({2, 4}, {20, 21, 22, 23, 8, 9, 10, 11})));
  // A (2, 1) row index against a (1, 3) column index broadcasts to (2, 3).
  NDArray rows = I64({2, 1}, {0, 1});
  NDArray cols = I32({1, 3}, {0, 2, 1});
  NDArray got = IndexTensor(x, {rows, cols, I64({1}, {3})});
  EXPECT_TRUE(Close(got, I32({2, 3}, {3, 11, 7, 15, 23, 19})));
  EXPECT_TRUE(Close(IndexTensor(x, {I64({}, {1})}), I32({3, 4}, {12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23})));
  EXPECT_TRUE(ThrowsWith([&] { IndexTensor(x, {I64({1}, {2})}); }, "index 2 is out of range for axis 0 of size 2"));
  EXPECT_TRUE(ThrowsWith([&] { IndexTensor(x, {I64({2}, {0, 1}), I64({3}, {0, 1, 2})}); }, "index_tensor"));
  EXPECT_TRUE(ThrowsWith([&] { IndexTensor(x, {F32({1}, {0})}); }, "must be integers"));
  EXPECT_TRUE(ThrowsWith([&] { IndexTensor(x, {}); }, "at least one index tensor"));
}

TEST(ManipulateTest, BroadcastTileRepeat) {
  NDArray c = I32({3, 1}, {1, 2, 3});
  NDArray b = BroadcastTo(c, {2, 3, 2});
  EXPECT_TRUE(Close(b, I32({2, 3, 2}, {1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3})));
  EXPECT_TRUE(ThrowsWith([&] { BroadcastTo(c, {2, 2}); }, "cannot broadcast (3, 1) to (2, 2)"));
  EXPECT_TRUE(Close(Tile(I32({2}, {1, 2}), {2}), I32({4}, {1, 2, 1, 2})));
  EXPECT_TRUE(Close(Tile(I32({2, 1}, {1, 2}), {1, 3}), I32({2, 3}, {1, 1, 1, 2, 2, 2})));
  EXPECT_TRUE(Close(Tile(I32({2}, {1, 2}), {2, 1}), I32({2, 2}, {1, 2, 1, 2})));
  NDArray m = I32({2, 2}, {1, 2, 3, 4});
  EXPECT_TRUE(Close(Repeat(m, 2), I32({8}, {1, 1, 2, 2, 3, 3, 4, 4})));
  EXPECT_TRUE(Close(Repeat(m, 2, 1), I32({2, 4}, {1, 1, 2, 2, 3, 3, 4, 4})));
  EXPECT_TRUE(Close(Repeat(m, 2, 0), I32({4, 2}, {1, 2, 1, 2, 3, 4, 3, 4})));
}

TEST(ManipulateTest, Creation) {
  EXPECT_TRUE(Close(Zeros({2}, DataType::Float(16)), Of(DataType::Float(16), {2}, {0, 0})));
  EXPECT_TRUE(Close(Ones({2}, DataType::Int(8)), Of(DataType::Int(8), {2}, {1, 1})));
  EXPECT_TRUE(Close(Full({2, 1}, 2.5, DataType::Float(32)), F32({2, 1}, {2.5, 2.5})));
  EXPECT_TRUE(Close(Arange(0, 5), I64({5}, {0, 1, 2, 3, 4})));
  EXPECT_TRUE(Close(Arange(1, 2, 0.25, DataType::Float(32)), F32({4}, {1, 1.25, 1.5, 1.75})));
  EXPECT_TRUE(Close(Arange(5, 0, -2, DataType::Int(32)), I32({3}, {5, 3, 1})));
  EXPECT_EQ(Arange(3, 1).shape(), (Shape{0}));
  EXPECT_TRUE(ThrowsWith([] { Arange(0, 1, 0); }, "arange: step must be nonzero"));
}

TEST(ManipulateTest, TrilTriu) {
  NDArray x = F32({3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 9});
  EXPECT_TRUE(Close(Tril(x), F32({3, 3}, {1, 0, 0, 4, 5, 0, 7, 8, 9})));
  EXPECT_TRUE(Close(Tril(x, -1), F32({3, 3}, {0, 0, 0, 4, 0, 0, 7, 8, 0})));
  EXPECT_TRUE(Close(Triu(x), F32({3, 3}, {1, 2, 3, 0, 5, 6, 0, 0, 9})));
  EXPECT_TRUE(Close(Triu(x, 1), F32({3, 3}, {0, 2, 3, 0, 0, 6, 0, 0, 0})));
  NDArray batched = I32({2, 2, 3}, {1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2});
  EXPECT_TRUE(Close(Tril(batched, 1), I32({2, 2, 3}, {1, 1, 0, 1, 1, 1, 2, 2, 0, 2, 2, 2})));
  EXPECT_TRUE(ThrowsWith([] { Tril(I32({3}, {1, 2, 3})); }, "tril: input must be at least 2-D"));
}

}  // namespace
}  // namespace ref
}  // namespace rlx
