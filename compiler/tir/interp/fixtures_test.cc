// The TIR interpreter on the kernels of testdata/tir (TVM's printed style),
// checked against hand-computed values and the independent reference
// kernels of compiler/runtime/ref.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>

#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace tir {
namespace {

using ref::testing::Close;

PrimFunc Fixture(const std::string& name) {
  std::ifstream in("testdata/tir/" + name);
  EXPECT_TRUE(in.good()) << "missing fixture " << name;
  std::stringstream ss;
  ss << in.rdbuf();
  py::Module m = py::ParsePython(std::make_shared<SourceFile>(name, ss.str()));
  return script::ParsePrimFunc(*m.body.at(0)).second;
}

// The message of the DiagnosticError `fn` throws ("" and a test failure if
// it throws nothing).
template <typename Fn>
std::string ErrorOf(Fn&& fn) {
  try {
    fn();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  ADD_FAILURE() << "no DiagnosticError";
  return "";
}

// Deterministic values in [lo, hi).
NDArray Random(std::vector<int64_t> shape, DataType dtype, double lo, double hi, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), dtype);
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.SetDouble(i, lo + (hi - lo) * ((s >> 8) / 16777216.0));
  }
  return a;
}

NDArray RandomInts(std::vector<int64_t> shape, DataType dtype, int lo, int hi, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), dtype);
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.SetInt(i, lo + static_cast<int>((s >> 8) % static_cast<uint32_t>(hi - lo)));
  }
  return a;
}

TEST(FixturesTest, ElementwiseAdd) {
  NDArray a = Random({128, 128}, DataType::Float(32), -4, 4, 1);
  NDArray b = Random({128, 128}, DataType::Float(32), -4, 4, 2);
  NDArray c = NDArray::Zeros({128, 128}, DataType::Float(32));
  InterpretPrimFunc(Fixture("elementwise_add.py"), {a, b, c});
  // float32 + float32 rounds exactly as the reference kernel does.
  EXPECT_TRUE(Close(c, ref::Add(a, b), 0, 0));
}

TEST(FixturesTest, MatmulAccumulatesInFloat32) {
  NDArray a = Random({128, 64}, DataType::Float(16), -1, 1, 3);
  NDArray b = Random({64, 128}, DataType::Float(16), -1, 1, 4);
  NDArray c = Random({128, 128}, DataType::Float(32), 5, 6, 5);  // overwritten by T.init
  InterpretPrimFunc(Fixture("matmul.py"), {a, b, c});
  // Independent: the same float32 accumulation in C++, k ascending.
  for (int i = 0; i < 128; i += 7) {
    for (int j = 0; j < 128; j += 5) {
      float acc = 0.0f;
      for (int k = 0; k < 64; ++k) {
        float p = static_cast<float>(a.GetDouble(i * 64 + k)) * static_cast<float>(b.GetDouble(k * 128 + j));
        acc = acc + p;
      }
      ASSERT_EQ(c.GetDouble(i * 128 + j), static_cast<double>(acc)) << i << ", " << j;
    }
  }
  NDArray expected = ref::Matmul(ref::AsType(a, DataType::Float(32)), ref::AsType(b, DataType::Float(32)));
  EXPECT_TRUE(Close(c, expected, 1e-5, 1e-5));
}

TEST(FixturesTest, MatmulRejectsWrongDtype) {
  NDArray a = Random({128, 64}, DataType::Float(32), -1, 1, 3);
  NDArray b = Random({64, 128}, DataType::Float(16), -1, 1, 4);
  NDArray c = NDArray::Zeros({128, 128}, DataType::Float(32));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(Fixture("matmul.py"), {a, b, c}); });
  EXPECT_NE(msg.find("buffer 'A' expects dtype float16, got an array of float32"), std::string::npos) << msg;
}

TEST(FixturesTest, SymbolicShapesBindFromArrays) {
  PrimFunc f = Fixture("symbolic.py");
  NDArray a = Random({3, 16}, DataType::Float(32), -10, 10, 6);
  NDArray b = NDArray::Zeros({3, 16}, DataType::Float(16));
  NDArray c = NDArray::Zeros({2, 5}, DataType::Int(32));
  InterpretPrimFunc(f, {a, b, c});
  EXPECT_TRUE(
      Close(b, ref::AsType(ref::Multiply(a, ref::Full({}, 0.5, DataType::Float(32))), DataType::Float(16)), 0, 0));
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 5; ++j) EXPECT_EQ(c.GetInt(i * 5 + j), i + j);
  }
  // n is bound by A; B must agree.
  NDArray b4 = NDArray::Zeros({4, 16}, DataType::Float(16));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a, b4, c}); });
  EXPECT_NE(msg.find("buffer 'B' dimension 0: expected n = 3 (bound by buffer 'A' dimension 0), got 4"),
            std::string::npos)
      << msg;
}

TEST(FixturesTest, CompoundSymbolicDimension) {
  PrimFunc f = Fixture("symbolic_compound.py");
  NDArray a = NDArray::FromVector<int64_t>({5}, {-3, 7, 127, -128, 9}, DataType::Int(8));
  NDArray b = RandomInts({7}, DataType::Int(8), -50, 50, 7);
  InterpretPrimFunc(f, {a, b});
  EXPECT_EQ(b.ToIntVector(), (std::vector<int64_t>{0, -3, 7, 127, -128, 9, 0}));
  NDArray wrong = NDArray::Zeros({8}, DataType::Int(8));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a, wrong}); });
  EXPECT_NE(msg.find("buffer 'B' dimension 0: expected 7, got 8"), std::string::npos) << msg;
}

TEST(FixturesTest, LoopKindsAndWhile) {
  PrimFunc f = Fixture("loops.py");
  NDArray b0 = RandomInts({64}, DataType::Int(32), -100, 100, 8);
  NDArray a = NDArray::Zeros({64}, DataType::Float(32));
  NDArray b = b0.Clone();
  InterpretPrimFunc(f, {a, b}, {0});
  for (int i = 0; i < 64; ++i) EXPECT_EQ(a.GetDouble(i), b0.GetInt(i) + 0.5) << i;
  // The serial loop writes 1 at even i and truncmod(i, 3) at odd i; with
  // n = 0 the while loop never runs.
  std::vector<int64_t> expected = {1, 1, 1, 0, 1, 2, 1, 1};
  for (int i = 0; i < 8; ++i) EXPECT_EQ(b.GetInt(i), expected[i]) << i;
  for (int i = 8; i < 64; ++i) EXPECT_EQ(b.GetInt(i), b0.GetInt(i)) << i;
  // With n = 5 the while loop never changes B[0] = 1 < 6: the guard stops it.
  InterpretOptions options;
  options.max_while_iterations = 1000;
  b = b0.Clone();
  std::string msg = ErrorOf([&] { RunPrimFunc(f, {a, b}, {5}, options); });
  EXPECT_NE(msg.find("while loop did not finish within 1000 iterations"), std::string::npos) << msg;
  EXPECT_NE(msg.find("loops.py:"), std::string::npos) << msg;  // located at the loop
}

TEST(FixturesTest, ScalarParameterCountIsChecked) {
  PrimFunc f = Fixture("loops.py");
  NDArray a = NDArray::Zeros({64}, DataType::Float(32));
  NDArray b = NDArray::Zeros({64}, DataType::Int(32));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a, b}); });
  EXPECT_NE(msg.find("the PrimFunc takes 1 scalar parameter (n), got 0 scalar values"), std::string::npos) << msg;
  msg = ErrorOf([&] { InterpretPrimFunc(f, {a}, {0}); });
  EXPECT_NE(msg.find("the PrimFunc takes 2 buffers (A, B), got 1 array"), std::string::npos) << msg;
}

TEST(FixturesTest, LoweredKernelWithBarrierRunsInLockStep) {
  PrimFunc f = Fixture("lowered.py");
  NDArray a0 = Random({128}, DataType::Float(32), -1, 1, 9);
  NDArray a = a0.Clone();
  // Every thread stores into shared memory before any thread reads it back
  // reversed; then the kernel calls an unknown external function.
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a}, {1}); });
  EXPECT_NE(msg.find("T.call_extern(\"my_func\") calls an external function that the TIR interpreter does not know"),
            std::string::npos)
      << msg;
  for (int i = 0; i < 128; ++i) EXPECT_EQ(a.GetDouble(i), a0.GetDouble(127 - i)) << i;
  msg = ErrorOf([&] { InterpretPrimFunc(f, {a}, {0}); });
  EXPECT_NE(msg.find("assertion failed: n must be positive"), std::string::npos) << msg;
}

TEST(FixturesTest, EnvThreadsLaunchedTwice) {
  NDArray a = NDArray::Zeros({128}, DataType::Float(32));
  NDArray b = NDArray::Zeros({1024}, DataType::Float(32));
  InterpretPrimFunc(Fixture("env_thread.py"), {a, b});
  for (int i = 0; i < 128; ++i) EXPECT_EQ(a.GetDouble(i), 1.0);
  for (int i = 0; i < 1024; ++i) EXPECT_EQ(b.GetDouble(i), 2.0);
}

TEST(FixturesTest, BlockWithoutRealizeNeedsNoIterVars) {
  NDArray a = NDArray::Zeros({1}, DataType::Float(32));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(Fixture("explicit_root.py"), {a}); });
  EXPECT_NE(msg.find("block 'no_realize' has iter vars but no values for them"), std::string::npos) << msg;
}

TEST(FixturesTest, LegalizedDynamicMaxWithPadding) {
  PrimFunc f = Fixture("legalized_dynamic.py");
  NDArray a =
      NDArray::FromVector<double>({3, 4}, {-5, -2, -7, -1, 3, 8, -1, 2, -0.5, -0.25, -9, -4}, DataType::Float(32));
  NDArray out = NDArray::Zeros({3}, DataType::Float(32));
  InterpretPrimFunc(f, {a, out});
  // The padded columns hold 0, so a row of negatives reduces to 0.
  EXPECT_EQ(out.ToDoubleVector(), (std::vector<double>{0, 8, 0}));
}

TEST(FixturesTest, NestedBlocksWithMatchBuffer) {
  NDArray a = Random({16, 16}, DataType::Float(32), -2, 2, 10);
  NDArray b = NDArray::Zeros({16}, DataType::Float(32));
  InterpretPrimFunc(Fixture("nested_blocks.py"), {a, b});
  EXPECT_TRUE(Close(b, ref::Sum(a, std::vector<int64_t>{1}), 1e-5, 1e-5));
  // Exactly the float32 running sum of each row (A_row aliases row vi).
  for (int i = 0; i < 16; ++i) {
    float acc = 0;
    for (int k = 0; k < 16; ++k) acc += static_cast<float>(a.GetDouble(i * 16 + k));
    EXPECT_EQ(b.GetDouble(i), static_cast<double>(acc)) << i;
  }
}

TEST(FixturesTest, ScalarReturnStopsAtPackedCall) {
  NDArray a = NDArray::Zeros({4, 4}, DataType::Int(64));
  std::string msg = ErrorOf([&] { InterpretPrimFunc(Fixture("scalar_ret.py"), {a}, {10}); });
  // The call runs through the runtime's packed-function table, which has no
  // runtime.log: an error at the call, after the loop's stores.
  EXPECT_NE(msg.find("packed function 'runtime.log' is not registered"), std::string::npos) << msg;
  EXPECT_EQ(a.ToIntVector(), (std::vector<int64_t>{0, 0, 0, 0, 10, 0, 0, 0, 10, 11, 0, 0, 10, 11, 12, 0}));
}

TEST(FixturesTest, ScanAndOpaqueIterVars) {
  NDArray a = RandomInts({8, 8}, DataType::Int(32), -1000, 1000, 11);
  NDArray b = NDArray::Zeros({8, 8}, DataType::Int(32));
  InterpretPrimFunc(Fixture("scan_opaque.py"), {a, b});
  EXPECT_EQ(b.ToIntVector(), a.ToIntVector());
}

TEST(FixturesTest, SoftmaxWithCrossThreadReductions) {
  NDArray a = Random({64, 256}, DataType::Float(32), -8, 8, 12);
  NDArray b = NDArray::Zeros({64, 256}, DataType::Float(32));
  InterpretPrimFunc(Fixture("softmax_shared.py"), {a, b});
  EXPECT_TRUE(Close(b, ref::Softmax(a, -1), 1e-5, 1e-7));
}

TEST(FixturesTest, StridedBufferChecksElemOffset) {
  PrimFunc f = Fixture("strided.py");
  NDArray a = Random({4, 4}, DataType::Float(32), 0, 9, 13);
  NDArray b = NDArray::Zeros({4}, DataType::Int(32));
  // B declares elem_offset=2; host arrays start at offset 0.
  std::string msg = ErrorOf([&] { InterpretPrimFunc(f, {a, b}); });
  EXPECT_NE(msg.find("buffer 'B' elem_offset: expected 2, got 0"), std::string::npos) << msg;
}

TEST(FixturesTest, VectorOps) {
  NDArray a = Random({64}, DataType::Float(32), 0.5, 9.5, 14);
  a.SetDouble(0, -3.0);  // Select picks 0
  NDArray b = NDArray::Zeros({64}, DataType::Float(32));
  NDArray c = NDArray::Zeros({8}, DataType::Bool());
  InterpretPrimFunc(Fixture("vector_ops.py"), {a, b, c});
  auto f32 = [](double x) { return static_cast<double>(static_cast<float>(x)); };
  EXPECT_EQ(b.GetDouble(0), 0.0);
  EXPECT_EQ(b.GetDouble(1), 3.0);
  EXPECT_EQ(b.GetDouble(2), std::numeric_limits<double>::infinity());  // A[2] - (-inf * A[3]) + ...
  EXPECT_EQ(b.GetDouble(3), f32(a.GetDouble(3) - 6.0));
  int32_t bits = static_cast<int32_t>(a.GetDouble(4)) << 1;
  float reinterpreted;
  std::memcpy(&reinterpreted, &bits, 4);
  EXPECT_EQ(b.GetDouble(4), static_cast<double>(reinterpreted));
  EXPECT_EQ(b.GetDouble(5), std::numeric_limits<double>::infinity());
  EXPECT_TRUE(std::isnan(b.GetDouble(6)));
  EXPECT_EQ(b.GetDouble(7), 6.0);  // lane 3 of Cast(float32x4, Ramp(0, 2, 4))
  for (int i = 8; i < 64; ++i) EXPECT_EQ(b.GetDouble(i), f32(a.GetDouble(i) + 1.0)) << i;
  EXPECT_EQ(c.ToIntVector(), (std::vector<int64_t>{1, 1, 0, 0, 0, 0, 0, 0}));
}

TEST(FixturesTest, WhereSplitGuardsThreads) {
  NDArray a = Random({100}, DataType::Float(32), -1, 1, 15);
  NDArray b = NDArray::Zeros({100}, DataType::Float(32));
  InterpretPrimFunc(Fixture("where_split.py"), {a, b});
  EXPECT_TRUE(Close(b, ref::Add(a, ref::Full({}, 1.0, DataType::Float(32))), 0, 0));
}

}  // namespace
}  // namespace tir
}  // namespace rlx
