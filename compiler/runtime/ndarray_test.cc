#include "compiler/runtime/ndarray.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <vector>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace {

TEST(NDArrayTest, EmptyHasShapeDtypeAndAlignedStorage) {
  NDArray a = NDArray::Empty({2, 3, 4}, DataType::Float(32));
  EXPECT_TRUE(a.defined());
  EXPECT_EQ(a.ndim(), 3);
  EXPECT_EQ(a.NumElements(), 24);
  EXPECT_EQ(a.NumBytes(), 96u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a.data()) % 64, 0u);
  NDArray e = NDArray::Empty({0, 5}, DataType::Int(8));
  EXPECT_EQ(e.NumElements(), 0);
  EXPECT_NE(e.data(), nullptr);
  NDArray s = NDArray::Empty({}, DataType::Int(64));
  EXPECT_EQ(s.NumElements(), 1);
}

TEST(NDArrayTest, RejectsBadShapesAndDtypes) {
  EXPECT_THROW(NDArray::Empty({2, -1}, DataType::Float(32)), DiagnosticError);
  EXPECT_THROW(NDArray::Empty({2}, DataType::Float(32, 4)), DiagnosticError);
  EXPECT_THROW(NDArray::Empty({2}, DataType::Handle()), DiagnosticError);
  EXPECT_THROW(NDArray::Empty({2}, DataType::Void()), DiagnosticError);
  EXPECT_THROW(NDArray::FromVector<float>({2, 2}, {1, 2, 3}, DataType::Float(32)), DiagnosticError);
}

TEST(NDArrayTest, ZerosAndDefaultUndefined) {
  NDArray z = NDArray::Zeros({3}, DataType::BFloat16());
  for (int i = 0; i < 3; ++i) EXPECT_EQ(z.GetDouble(i), 0.0);
  NDArray u;
  EXPECT_FALSE(u.defined());
  EXPECT_EQ(u.NumElements(), 0);
}

TEST(NDArrayTest, CopiesShareStorage) {
  NDArray a = NDArray::FromVector<int>({2}, {1, 2}, DataType::Int(32));
  NDArray b = a;
  b.SetInt(0, 7);
  EXPECT_EQ(a.GetInt(0), 7);
  NDArray c = a.Clone();
  c.SetInt(1, 9);
  EXPECT_EQ(a.GetInt(1), 2);
  EXPECT_FALSE(c.SharesStorageWith(a));
}

TEST(NDArrayTest, FloatDtypesRoundOnStore) {
  NDArray h = NDArray::FromVector<double>({3}, {1.0 / 3, 65504, 1e6}, DataType::Float(16));
  uint16_t bits[3];
  std::memcpy(bits, h.data(), 6);
  EXPECT_EQ(bits[0], 0x3555);
  EXPECT_EQ(bits[1], 0x7BFF);
  EXPECT_EQ(bits[2], 0x7C00);
  EXPECT_EQ(h.GetDouble(0), 0.333251953125);

  NDArray bf = NDArray::Scalar(1.00390625, DataType::BFloat16());
  EXPECT_EQ(bf.GetDouble(0), 1.0);
  NDArray e4 = NDArray::Scalar(1000, DataType::Float8E4M3());
  EXPECT_EQ(e4.GetDouble(0), 448.0);
  EXPECT_EQ(*e4.data_as<uint8_t>(), 0x7E);
  NDArray e5 = NDArray::Scalar(1e6, DataType::Float8E5M2());
  EXPECT_TRUE(std::isinf(e5.GetDouble(0)));
  NDArray f = NDArray::Scalar(0.1, DataType::Float(32));
  EXPECT_EQ(f.GetDouble(0), static_cast<double>(0.1f));
  EXPECT_EQ(*f.data_as<float>(), 0.1f);
}

TEST(NDArrayTest, IntegersWrapFromInt64) {
  NDArray a = NDArray::Empty({4}, DataType::Int(8));
  a.SetInt(0, 127);
  a.SetInt(1, 128);
  a.SetInt(2, -129);
  a.SetInt(3, 256 + 5);
  EXPECT_EQ(a.GetInt(0), 127);
  EXPECT_EQ(a.GetInt(1), -128);
  EXPECT_EQ(a.GetInt(2), 127);
  EXPECT_EQ(a.GetInt(3), 5);

  NDArray u = NDArray::Empty({2}, DataType::UInt(16));
  u.SetInt(0, -1);
  u.SetInt(1, 70000);
  EXPECT_EQ(u.GetInt(0), 65535);
  EXPECT_EQ(u.GetInt(1), 70000 - 65536);
  EXPECT_EQ(u.GetDouble(0), 65535.0);

  NDArray u64 = NDArray::Empty({1}, DataType::UInt(64));
  u64.SetInt(0, -1);
  EXPECT_EQ(u64.GetDouble(0), 18446744073709551615.0);
  EXPECT_EQ(u64.GetInt(0), -1);  // Bit pattern.
  u64.SetDouble(0, 1e19);
  EXPECT_EQ(*u64.data_as<uint64_t>(), 10000000000000000000ull);
}

TEST(NDArrayTest, IntegersFromDoubleTruncate) {
  NDArray a = NDArray::Empty({5}, DataType::Int(32));
  a.SetDouble(0, 2.9);
  a.SetDouble(1, -2.9);
  a.SetDouble(2, std::nan(""));
  a.SetDouble(3, 1e30);  // Saturates to int64 max, whose low 32 bits are -1.
  a.SetDouble(4, 4294967296.0 + 3);
  EXPECT_EQ(a.GetInt(0), 2);
  EXPECT_EQ(a.GetInt(1), -2);
  EXPECT_EQ(a.GetInt(2), 0);
  EXPECT_EQ(a.GetInt(3), -1);
  EXPECT_EQ(a.GetInt(4), 3);
  NDArray f = NDArray::FromVector<double>({1}, {-3.7}, DataType::Float(64));
  EXPECT_EQ(f.GetInt(0), -3);
}

TEST(NDArrayTest, BoolStoresZeroOrOne) {
  NDArray b = NDArray::FromVector<double>({4}, {0.0, 2.5, -1, std::nan("")}, DataType::Bool());
  const uint8_t* p = b.data_as<uint8_t>();
  EXPECT_EQ(p[0], 0);
  EXPECT_EQ(p[1], 1);
  EXPECT_EQ(p[2], 1);
  EXPECT_EQ(p[3], 1);
  b.SetInt(0, 42);
  EXPECT_EQ(p[0], 1);
  EXPECT_EQ(b.NumBytes(), 4u);
}

TEST(NDArrayTest, ReshapeIsAView) {
  NDArray a = NDArray::FromVector<int>({2, 3}, {0, 1, 2, 3, 4, 5}, DataType::Int(64));
  NDArray r = a.Reshape({3, -1});
  EXPECT_EQ(r.shape(), (std::vector<int64_t>{3, 2}));
  EXPECT_TRUE(r.SharesStorageWith(a));
  r.SetInt(5, 50);
  EXPECT_EQ(a.GetInt(5), 50);
  EXPECT_THROW(a.Reshape({4, 2}), DiagnosticError);
  EXPECT_THROW(a.Reshape({-1, -1}), DiagnosticError);
  EXPECT_THROW(a.Reshape({4, -1}), DiagnosticError);
  EXPECT_EQ(a.Reshape({6}).ndim(), 1);
}

TEST(NDArrayTest, CopyFromRequiresMatchingShapeAndDtype) {
  NDArray a = NDArray::FromVector<int>({2}, {1, 2}, DataType::Int(32));
  NDArray b = NDArray::Zeros({2}, DataType::Int(32));
  b.CopyFrom(a);
  EXPECT_EQ(b.ToIntVector(), (std::vector<int64_t>{1, 2}));
  EXPECT_THROW(b.CopyFrom(NDArray::Zeros({3}, DataType::Int(32))), DiagnosticError);
  EXPECT_THROW(b.CopyFrom(NDArray::Zeros({2}, DataType::Int(64))), DiagnosticError);
}

TEST(NDArrayTest, ToStringIsNumpyLike) {
  NDArray a = NDArray::FromVector<int>({2, 2}, {1, 2, 3, 4}, DataType::Int(32));
  EXPECT_EQ(a.ToString(), "[[1, 2],\n [3, 4]] (int32, shape=(2, 2))");
  NDArray b = NDArray::FromVector<int>({2}, {1, 0}, DataType::Bool());
  EXPECT_EQ(b.ToString(), "[True, False] (bool, shape=(2,))");
  NDArray f = NDArray::FromVector<double>({3}, {0.5, -INFINITY, NAN}, DataType::Float(32));
  EXPECT_EQ(f.ToString(), "[0.5, -inf, nan] (float32, shape=(3,))");
  EXPECT_EQ(NDArray::Scalar(3, DataType::Int(8)).ToString(), "3 (int8, shape=())");
  std::vector<int> big(10);
  for (int i = 0; i < 10; ++i) big[i] = i;
  NDArray c = NDArray::FromVector<int>({10}, big, DataType::Int(32));
  EXPECT_EQ(c.ToString(/*threshold=*/5), "[0, 1, 2, ..., 7, 8, 9] (int32, shape=(10,))");
}

TEST(AllCloseTest, FloatsWithinToleranceAndNaN) {
  NDArray a = NDArray::FromVector<double>({3}, {1.0, NAN, INFINITY}, DataType::Float(32));
  NDArray b = NDArray::FromVector<double>({3}, {1.0 + 1e-6, NAN, INFINITY}, DataType::Float(32));
  std::string msg;
  EXPECT_TRUE(AllClose(a, b, 1e-5, 1e-8, &msg)) << msg;
  NDArray c = NDArray::FromVector<double>({2, 2}, {1, 2, 3, 4}, DataType::Float(64));
  NDArray d = NDArray::FromVector<double>({2, 2}, {1, 2, 3.5, 5}, DataType::Float(64));
  EXPECT_FALSE(AllClose(c, d, 1e-5, 1e-8, &msg));
  EXPECT_NE(msg.find("2 of 4 elements differ"), std::string::npos) << msg;
  EXPECT_NE(msg.find("flat index 2 (index (1, 0))"), std::string::npos) << msg;
  EXPECT_NE(msg.find("3 vs 3.5"), std::string::npos) << msg;
}

TEST(AllCloseTest, IntegersAreExactAndMismatchesReported) {
  NDArray a = NDArray::FromVector<int>({2}, {1, 2}, DataType::Int(32));
  NDArray b = NDArray::FromVector<int>({2}, {1, 3}, DataType::Int(32));
  std::string msg;
  EXPECT_FALSE(AllClose(a, b, 1.0, 1.0, &msg));
  EXPECT_NE(msg.find("2 vs 3"), std::string::npos) << msg;
  EXPECT_FALSE(AllClose(a, NDArray::Zeros({3}, DataType::Int(32)), 0, 0, &msg));
  EXPECT_NE(msg.find("shape mismatch"), std::string::npos);
  EXPECT_FALSE(AllClose(a, NDArray::Zeros({2}, DataType::Int(64)), 0, 0, &msg));
  EXPECT_NE(msg.find("dtype mismatch: int32 vs int64"), std::string::npos);
  EXPECT_TRUE(AllClose(a, a.Clone()));
}

TEST(NDArrayTest, BorrowSharesTheCallersMemoryAndKeepsTheOwnerAlive) {
  auto storage = std::make_shared<std::vector<float>>(std::vector<float>{1, 2, 3, 4});
  std::weak_ptr<std::vector<float>> watch = storage;
  NDArray a = NDArray::Borrow(storage->data(), {2, 2}, DataType::Float(32), storage);
  float* raw = storage->data();
  storage.reset();  // the array is now the only owner
  ASSERT_FALSE(watch.expired());
  EXPECT_EQ(a.data(), static_cast<void*>(raw));
  EXPECT_EQ(a.GetDouble(3), 4.0);
  a.SetDouble(0, 10.0);
  EXPECT_EQ(raw[0], 10.0f);
  NDArray view = a.View(8, {2}, DataType::Float(32));
  a = NDArray();
  EXPECT_FALSE(watch.expired()) << "a view keeps the borrowed buffer alive";
  EXPECT_EQ(view.GetDouble(0), 3.0);
  view = NDArray();
  EXPECT_TRUE(watch.expired());
}

TEST(NDArrayTest, BorrowRefusesMisalignedDataAndBadShapes) {
  alignas(8) uint8_t bytes[16] = {};
  auto keep = std::make_shared<int>(0);
  EXPECT_THROW(NDArray::Borrow(bytes + 1, {2}, DataType::Float(32), keep), DiagnosticError);
  EXPECT_THROW(NDArray::Borrow(bytes, {-1}, DataType::Float(32), keep), DiagnosticError);
  EXPECT_THROW(NDArray::Borrow(bytes, {2}, DataType::Float(32, 4), keep), DiagnosticError);
  EXPECT_NO_THROW(NDArray::Borrow(bytes + 4, {2}, DataType::Float(32), keep));
}

}  // namespace
}  // namespace rlx
