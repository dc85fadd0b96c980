#include "compiler/runtime/npy.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace {

// The header numpy 2.x writes for np.save of a (2, 3) little-endian int16
// array: magic, version 1.0, header length 0x76 = 118, the dict, space padding
// and '\n', 128 bytes in all.
std::string ExpectedHeader(const std::string& dict) {
  std::string h = std::string("\x93NUMPY\x01\x00\x76\x00", 10) + dict;
  h += std::string(127 - h.size(), ' ');
  return h + "\n";
}

std::string ErrorOf(const std::string& bytes) {
  try {
    ParseNpy(bytes, "t.npy");
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

TEST(NpyTest, SerializesExactBytesLikeNumpy) {
  NDArray a = NDArray::FromVector<int>({2, 3}, {1, 2, 3, 4, 5, 6}, DataType::Int(16));
  std::string bytes = SerializeNpy(a);
  ASSERT_EQ(bytes.size(), 128u + 12u);
  EXPECT_EQ(bytes.substr(0, 128), ExpectedHeader("{'descr': '<i2', 'fortran_order': False, 'shape': (2, 3), }"));
  EXPECT_EQ(bytes.substr(128), std::string("\x01\x00\x02\x00\x03\x00\x04\x00\x05\x00\x06\x00", 12));
}

TEST(NpyTest, ShapesOfRankZeroOneAndEmpty) {
  EXPECT_EQ(SerializeNpy(NDArray::Scalar(5, DataType::Int(64))).substr(0, 128),
            ExpectedHeader("{'descr': '<i8', 'fortran_order': False, 'shape': (), }"));
  EXPECT_EQ(SerializeNpy(NDArray::Zeros({2}, DataType::Bool())).substr(0, 128),
            ExpectedHeader("{'descr': '|b1', 'fortran_order': False, 'shape': (2,), }"));
  NDArray empty = NDArray::Zeros({0}, DataType::Float(64));
  std::string bytes = SerializeNpy(empty);
  EXPECT_EQ(bytes, ExpectedHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (0,), }"));
  NDArray back = ParseNpy(bytes);
  EXPECT_EQ(back.shape(), (std::vector<int64_t>{0}));
}

TEST(NpyTest, DescrOfEveryDtype) {
  EXPECT_EQ(NpyDescr(DataType::Int(8)), "|i1");
  EXPECT_EQ(NpyDescr(DataType::UInt(8)), "|u1");
  EXPECT_EQ(NpyDescr(DataType::UInt(32)), "<u4");
  EXPECT_EQ(NpyDescr(DataType::Float(16)), "<f2");
  EXPECT_EQ(NpyDescr(DataType::Float(64)), "<f8");
  EXPECT_EQ(NpyDescr(DataType::Bool()), "|b1");
  EXPECT_THROW(NpyDescr(DataType::BFloat16()), DiagnosticError);
  EXPECT_THROW(NpyDescr(DataType::Float8E4M3()), DiagnosticError);
  EXPECT_THROW(SerializeNpy(NDArray::Zeros({1}, DataType::Float8E5M2())), DiagnosticError);
}

TEST(NpyTest, RoundTripsEveryDtype) {
  for (DataType t : {DataType::Int(8), DataType::Int(16), DataType::Int(32), DataType::Int(64), DataType::UInt(8),
                     DataType::UInt(16), DataType::UInt(32), DataType::UInt(64), DataType::Bool(), DataType::Float(16),
                     DataType::Float(32), DataType::Float(64)}) {
    NDArray a = NDArray::FromVector<double>({2, 2}, {0, 1, 2.5, 100}, t);
    NDArray b = ParseNpy(SerializeNpy(a));
    EXPECT_EQ(b.dtype(), t) << t.ToString();
    EXPECT_EQ(b.shape(), a.shape());
    std::string msg;
    EXPECT_TRUE(AllClose(a, b, 0, 0, &msg)) << t.ToString() << ": " << msg;
  }
}

TEST(NpyTest, FileRoundTrip) {
  std::string path = std::string(getenv("TEST_TMPDIR") ? getenv("TEST_TMPDIR") : "/tmp") + "/rlx_npy_test.npy";
  NDArray a = NDArray::FromVector<double>({3}, {1.5, -2, 3}, DataType::Float(32));
  WriteNpy(path, a);
  NDArray b = ReadNpy(path);
  EXPECT_TRUE(AllClose(a, b, 0, 0));
  std::remove(path.c_str());
}

TEST(NpyTest, ReadsVersion2AndLooseHeaders) {
  std::string dict = "{\"shape\": (2,), \"fortran_order\": False, \"descr\": \"<u2\"}";
  std::string header = dict + std::string(64 - (12 + dict.size() + 1) % 64, ' ') + "\n";
  std::string bytes = std::string("\x93NUMPY\x02\x00", 8);
  uint32_t len = static_cast<uint32_t>(header.size());
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<char>((len >> (8 * i)) & 0xff));
  bytes += header + std::string("\x01\x00\xff\xff", 4);
  NDArray a = ParseNpy(bytes);
  EXPECT_EQ(a.dtype(), DataType::UInt(16));
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{1, 65535}));
}

TEST(NpyTest, WritesVersion2WhenTheHeaderIsHuge) {
  // 22000 dimensions of size 1 need a header longer than 65535 bytes.
  NDArray a = NDArray::Zeros(std::vector<int64_t>(22000, 1), DataType::Int(8));
  a.SetInt(0, -3);
  std::string bytes = SerializeNpy(a);
  EXPECT_EQ(bytes[6], 2);
  EXPECT_EQ(bytes[7], 0);
  uint32_t len = 0;
  for (int i = 0; i < 4; ++i) len |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
  EXPECT_GT(len, 65535u);
  EXPECT_EQ((12 + len) % 64, 0u);
  NDArray b = ParseNpy(bytes);
  EXPECT_EQ(b.ndim(), 22000);
  EXPECT_EQ(b.GetInt(0), -3);
}

TEST(NpyTest, NormalizesBoolBytes) {
  std::string bytes = SerializeNpy(NDArray::Zeros({2}, DataType::Bool()));
  bytes[bytes.size() - 1] = 7;
  NDArray a = ParseNpy(bytes);
  EXPECT_EQ(a.data_as<uint8_t>()[1], 1);
}

std::string WithDict(const std::string& dict, const std::string& data) {
  std::string header = dict + std::string(63 - (10 + dict.size()) % 64, ' ') + "\n";
  std::string bytes = std::string("\x93NUMPY\x01\x00", 8);
  bytes.push_back(static_cast<char>(header.size() & 0xff));
  bytes.push_back(static_cast<char>(header.size() >> 8));
  return bytes + header + data;
}

TEST(NpyTest, ReadErrors) {
  EXPECT_NE(ErrorOf("hello").find("t.npy: invalid .npy: missing the \\x93NUMPY magic"), std::string::npos);
  EXPECT_NE(ErrorOf(std::string("\x93NUMPY\x04\x00", 8)).find("unsupported format version 4.0"), std::string::npos);
  EXPECT_NE(ErrorOf(WithDict("{'descr': '>f4', 'fortran_order': False, 'shape': (1,), }", std::string(4, '\0')))
                .find("big-endian"),
            std::string::npos);
  EXPECT_NE(ErrorOf(WithDict("{'descr': '<f4', 'fortran_order': True, 'shape': (1,), }", std::string(4, '\0')))
                .find("fortran_order=True is not supported"),
            std::string::npos);
  EXPECT_NE(ErrorOf(WithDict("{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", std::string(8, '\0')))
                .find("unsupported dtype descr '<c8'"),
            std::string::npos);
  EXPECT_NE(
      ErrorOf(WithDict("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (1,), }", std::string(4, '\0')))
          .find("structured dtypes"),
      std::string::npos);
  EXPECT_NE(ErrorOf(WithDict("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", std::string(4, '\0')))
                .find("expected 8 data bytes for float32(2,) but found 4"),
            std::string::npos);
  EXPECT_NE(ErrorOf(WithDict("{'descr': '<f4', 'shape': (1,), }", std::string(4, '\0'))).find("must have the keys"),
            std::string::npos);
  EXPECT_NE(
      ErrorOf(WithDict("{'descr': '<f4', 'fortran_order': Maybe, 'shape': (1,), }", "")).find("expected True or False"),
      std::string::npos);
  // Big-endian single bytes have no byte order to get wrong.
  EXPECT_EQ(ErrorOf(WithDict("{'descr': '>i1', 'fortran_order': False, 'shape': (1,), }", std::string(1, '\0'))), "");
}

TEST(NpyTest, MissingFileNamesThePath) {
  try {
    ReadNpy("/nonexistent/dir/x.npy");
    FAIL();
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/dir/x.npy: cannot open"), std::string::npos);
  }
}

}  // namespace
}  // namespace rlx
