#include "compiler/runtime/packed_func.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "compiler/runtime/builtin/packed_call.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace {

std::string ErrorOf(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  return "(no error)";
}

TEST(PackedFuncTest, DTypesRoundTripThroughDLPack) {
  for (DataType t : {DataType::Int(8), DataType::Int(64), DataType::UInt(16), DataType::Float(16), DataType::Float(32),
                     DataType::Float(64), DataType::BFloat16(), DataType::Bool()}) {
    EXPECT_EQ(FromDLDataType(ToDLDataType(t)), t) << t.ToString();
  }
  DLDataType f32 = ToDLDataType(DataType::Float(32));
  EXPECT_EQ(f32.code, kDLFloat);
  EXPECT_EQ(f32.bits, 32);
  EXPECT_EQ(f32.lanes, 1);
  EXPECT_EQ(ToDLDataType(DataType::BFloat16()).code, kDLBfloat);
  EXPECT_TRUE(FromDLDataType(DLDataType{99, 8, 1}).is_void());
}

TEST(PackedFuncTest, BuilderMakesDescriptorsAndScalars) {
  NDArray a = NDArray::FromVector<int64_t>({2, 3}, {1, 2, 3, 4, 5, 6}, DataType::Int(32));
  PackedArgsBuilder b("f");
  b.Tensor(a).Int(-7).Float(2.5).Str("both").Null();
  PackedArgs args = b.Build();
  ASSERT_EQ(args.size(), 5);
  const DLTensor& t = args.Tensor(0);
  EXPECT_EQ(t.data, a.data());
  EXPECT_EQ(t.ndim, 2);
  EXPECT_EQ(t.shape[0], 2);
  EXPECT_EQ(t.shape[1], 3);
  EXPECT_EQ(t.strides, nullptr);
  EXPECT_EQ(t.byte_offset, 0u);
  EXPECT_EQ(NumElements(t), 6);
  EXPECT_EQ(DescribeTensor(t), "int32 tensor of shape (2, 3)");
  EXPECT_EQ(args.Int(1), -7);
  EXPECT_TRUE(args.Bool(1));
  EXPECT_EQ(args.Float(2), 2.5);
  EXPECT_EQ(args.Float(1), -7.0);  // ints convert
  EXPECT_EQ(args.Str(3), "both");
  EXPECT_EQ(args.code(4), static_cast<int32_t>(ArgCode::kNull));
}

TEST(PackedFuncTest, AccessorsNameTheArgument) {
  PackedArgsBuilder b("my.func");
  b.Int(1).Str("x");
  PackedArgs args = b.Build();
  EXPECT_EQ(ErrorOf([&] { args.Tensor(0); }), "my.func: argument 0 must be a tensor, got an int");
  EXPECT_EQ(ErrorOf([&] { args.Int(1); }), "my.func: argument 1 must be an int, got a str");
  EXPECT_EQ(ErrorOf([&] { args.Str(2); }), "my.func: argument 2 is missing");
  EXPECT_EQ(ErrorOf([&] { args.CheckCount(3, 3); }), "my.func: takes 3 arguments, got 2");
  EXPECT_EQ(ErrorOf([&] { args.CheckCount(3, 4); }), "my.func: takes 3 to 4 arguments, got 2");
}

TEST(PackedFuncTest, RegistryRegistersFindsAndCalls) {
  PackedFuncRegistry r;
  int64_t seen = 0;
  r.Register("b.add", "adds", [&](const PackedArgs& a) { seen = a.Int(0) + a.Int(1); });
  r.Register("a.noop", "nothing", [](const PackedArgs&) {});
  EXPECT_EQ(r.Names(), (std::vector<std::string>{"a.noop", "b.add"}));
  ASSERT_NE(r.Find("b.add"), nullptr);
  EXPECT_EQ(r.Find("b.add")->doc, "adds");
  EXPECT_EQ(r.Find("c"), nullptr);
  PackedArgsBuilder b("b.add");
  b.Int(2).Int(40);
  r.Call(b.Build());
  EXPECT_EQ(seen, 42);
  PackedArgsBuilder unknown("zz");
  EXPECT_EQ(ErrorOf([&] { r.Call(unknown.Build()); }), "packed function 'zz' is not registered (known: a.noop, b.add)");
}

TEST(PackedFuncTest, GlobalTableHasTheSortLibrary) {
  std::vector<std::string> names = GlobalPackedFuncs().Names();
  for (const char* want : {"tvm.contrib.sort.sort", "tvm.contrib.sort.argsort", "tvm.contrib.sort.topk"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), want), names.end()) << want;
  }
}

TEST(PackedFuncTest, CEntryPointRunsAndReportsFailures) {
  NDArray x = NDArray::FromVector<double>({4}, {3, 1, 4, 1}, DataType::Float(32));
  NDArray out = NDArray::Zeros({4}, DataType::Int(64));
  PackedArgsBuilder b("tvm.contrib.sort.argsort");
  b.Tensor(x).Tensor(out).Int(0).Int(1);
  PackedArgs args = b.Build();
  std::vector<PackedValue> values;
  std::vector<int32_t> codes;
  for (int i = 0; i < args.size(); ++i) {
    values.push_back(args.value(i));
    codes.push_back(args.code(i));
  }
  ASSERT_EQ(rlx_call_packed("tvm.contrib.sort.argsort", values.data(), codes.data(), 4), 0);
  EXPECT_EQ(out.ToIntVector(), (std::vector<int64_t>{1, 3, 0, 2}));
  // Wrong arity: non-zero, and the message is kept.
  EXPECT_EQ(rlx_call_packed("tvm.contrib.sort.argsort", values.data(), codes.data(), 3), -1);
  EXPECT_EQ(LastPackedCallError(), "tvm.contrib.sort.argsort: takes 4 arguments, got 3");
  EXPECT_EQ(rlx_call_packed("no.such.func", values.data(), codes.data(), 4), -1);
  EXPECT_NE(LastPackedCallError().find("packed function 'no.such.func' is not registered"), std::string::npos);
  EXPECT_EQ(rlx_call_packed(nullptr, values.data(), codes.data(), 4), -1);
  EXPECT_EQ(LastPackedCallError(), "rlx_call_packed: malformed call");
}

}  // namespace
}  // namespace runtime
}  // namespace rlx
