#include "compiler/ir/data_type.h"

#include <gtest/gtest.h>

namespace rlx {
namespace {

TEST(DataTypeTest, ParsesScalarTypes) {
  EXPECT_EQ(DataType::Parse("float32"), DataType::Float(32));
  EXPECT_EQ(DataType::Parse("float16"), DataType::Float(16));
  EXPECT_EQ(DataType::Parse("int8"), DataType::Int(8));
  EXPECT_EQ(DataType::Parse("uint64"), DataType::UInt(64));
  EXPECT_EQ(DataType::Parse("bfloat16"), DataType::BFloat16());
  EXPECT_EQ(DataType::Parse("float8_e4m3fn"), DataType::Float8E4M3());
  EXPECT_EQ(DataType::Parse("float8_e5m2"), DataType::Float8E5M2());
  EXPECT_EQ(DataType::Parse("handle"), DataType::Handle());
  EXPECT_EQ(DataType::Parse("void"), DataType::Void());
}

TEST(DataTypeTest, BoolIsOneBitUnsigned) {
  std::optional<DataType> t = DataType::Parse("bool");
  ASSERT_TRUE(t.has_value());
  EXPECT_TRUE(t->is_bool());
  EXPECT_FALSE(t->is_uint());
  EXPECT_EQ(t->bits(), 1);
  EXPECT_EQ(t->bytes(), 1);
  EXPECT_EQ(t->ToString(), "bool");
}

TEST(DataTypeTest, ParsesVectorLanes) {
  std::optional<DataType> t = DataType::Parse("float32x4");
  ASSERT_TRUE(t.has_value());
  EXPECT_EQ(*t, DataType::Float(32, 4));
  EXPECT_EQ(t->lanes(), 4);
  EXPECT_EQ(t->element_of(), DataType::Float(32));
  EXPECT_EQ(t->ToString(), "float32x4");
}

TEST(DataTypeTest, RejectsInvalidNames) {
  EXPECT_FALSE(DataType::Parse("float13").has_value());
  EXPECT_FALSE(DataType::Parse("int0").has_value());
  EXPECT_FALSE(DataType::Parse("int7").has_value());
  EXPECT_FALSE(DataType::Parse("").has_value());
  EXPECT_FALSE(DataType::Parse("float").has_value());
  EXPECT_FALSE(DataType::Parse("complex64").has_value());
  EXPECT_FALSE(DataType::Parse("float32x0").has_value());
  EXPECT_FALSE(DataType::Parse("voidx2").has_value());
}

TEST(DataTypeTest, ToStringRoundTrips) {
  for (const char* name :
       {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16", "float32", "float64",
        "bfloat16", "float8_e4m3fn", "float8_e5m2", "bool", "handle", "void", "int32x8", "float16x2"}) {
    std::optional<DataType> t = DataType::Parse(name);
    ASSERT_TRUE(t.has_value()) << name;
    EXPECT_EQ(t->ToString(), name);
  }
}

TEST(DataTypeTest, AliasesOfFloat8ParseToCanonicalNames) {
  EXPECT_EQ(DataType::Parse("e4m3_float8")->ToString(), "float8_e4m3fn");
  EXPECT_EQ(DataType::Parse("e5m2_float8")->ToString(), "float8_e5m2");
}

TEST(DataTypeTest, Predicates) {
  EXPECT_TRUE(DataType::Float(32).is_floating());
  EXPECT_TRUE(DataType::BFloat16().is_floating());
  EXPECT_TRUE(DataType::Float8E5M2().is_float8());
  EXPECT_FALSE(DataType::Int(32).is_floating());
  EXPECT_TRUE(DataType::UInt(8).is_integer());
  EXPECT_FALSE(DataType::Bool().is_integer());
  EXPECT_EQ(DataType::Float(64).bytes(), 8);
}

}  // namespace
}  // namespace rlx
