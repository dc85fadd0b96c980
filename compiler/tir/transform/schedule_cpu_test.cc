#include "compiler/tir/transform/schedule_cpu.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

NDArray Filled(std::vector<int64_t> shape, DataType t, int seed) {
  NDArray a = NDArray::Empty(std::move(shape), t);
  for (int64_t i = 0; i < a.NumElements(); ++i) a.SetDouble(i, ((i * 7 + seed * 13) % 23) / 8.0 - 1.25);
  return a;
}

// Runs `a` and `b` in the interpreter on the same inputs (all buffers but
// the last) and expects equal outputs.
void ExpectSameResults(const PrimFunc& a, const PrimFunc& b, const std::vector<NDArray>& inputs,
                       const std::vector<int64_t>& out_shape, DataType out_dtype) {
  std::vector<NDArray> ba = inputs, bb = inputs;
  NDArray oa = NDArray::Zeros(out_shape, out_dtype), ob = NDArray::Zeros(out_shape, out_dtype);
  ba.push_back(oa);
  bb.push_back(ob);
  InterpretPrimFunc(a, ba);
  InterpretPrimFunc(b, bb);
  for (int64_t i = 0; i < oa.NumElements(); ++i) {
    // The accumulation order is kept, so the results are identical.
    ASSERT_EQ(oa.GetDouble(i), ob.GetDouble(i)) << "element " << i;
  }
}

// Same, within `tol` relative to the largest magnitude (for schedules that
// reassociate the reduction).
void ExpectCloseResults(const PrimFunc& a, const PrimFunc& b, const std::vector<NDArray>& inputs,
                        const std::vector<int64_t>& out_shape, DataType out_dtype, double tol) {
  std::vector<NDArray> ba = inputs, bb = inputs;
  NDArray oa = NDArray::Zeros(out_shape, out_dtype), ob = NDArray::Zeros(out_shape, out_dtype);
  ba.push_back(oa);
  bb.push_back(ob);
  InterpretPrimFunc(a, ba);
  InterpretPrimFunc(b, bb);
  double scale = 0;
  for (int64_t i = 0; i < oa.NumElements(); ++i) scale = std::max(scale, std::fabs(oa.GetDouble(i)));
  for (int64_t i = 0; i < oa.NumElements(); ++i) {
    ASSERT_NEAR(oa.GetDouble(i), ob.GetDouble(i), tol * scale) << "element " << i;
  }
}

const char* kMatmulText = R"(@T.prim_func
def mm(A: T.Buffer((T.int64(13), T.int64(300)), "float32"), B: T.Buffer((T.int64(300), T.int64(37)), "float32"), C: T.Buffer((T.int64(13), T.int64(37)), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    for i, j, k in T.grid(T.int64(13), T.int64(37), T.int64(300)):
        with T.block("matmul"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            T.reads(A[v_i, v_k], B[v_k, v_j])
            T.writes(C[v_i, v_j])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + A[v_i, v_k] * B[v_k, v_j]
)";

TEST(ScheduleCPU, MatmulBecomesPackedParallelRegisterTiles) {
  PrimFunc f = ParseTir(kMatmulText);
  PrimFunc s = ScheduleCPU(f);
  std::string text = PrintTir(s, "mm");
  EXPECT_NE(text.find("T.parallel"), std::string::npos) << text;
  EXPECT_NE(text.find("C_packed"), std::string::npos) << text;
  EXPECT_NE(text.find("C_acc"), std::string::npos) << text;
  EXPECT_NE(text.find("C_acc[T.int64(8):T.int64(16)] = C_acc[T.int64(8):T.int64(16)] + T.Broadcast("),
            std::string::npos)
      << "vector accumulators at constant offsets\n"
      << text;
  EXPECT_EQ(text.find("T.init"), std::string::npos) << text;
  // 13 rows: tiles of 6 clamp to the last row; 37 columns: a scalar tail.
  EXPECT_NE(text.find("T.min"), std::string::npos) << text;
  EXPECT_NE(text.find("C_acc_tail"), std::string::npos) << text;
  // KC is clamped to K = 300 > 256: two k blocks, the second ragged.
  ExpectSameResults(f, s, {Filled({13, 300}, DataType::Float(32), 1), Filled({300, 37}, DataType::Float(32), 2)},
                    {13, 37}, DataType::Float(32));
}

TEST(ScheduleCPU, SmallKBlocksAndPanelsStillMatch) {
  PrimFunc f = ParseTir(kMatmulText);
  CPUScheduleOptions o;
  o.k_block = 7;  // many ragged k blocks
  o.n_block = 16;
  o.tile_rows = 4;
  o.vector_bits = 128;
  ExpectSameResults(f, ScheduleCPU(f, o),
                    {Filled({13, 300}, DataType::Float(32), 3), Filled({300, 37}, DataType::Float(32), 4)}, {13, 37},
                    DataType::Float(32));
}

TEST(ScheduleCPU, RowVectorPathForGemv) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def gemv(A: T.Buffer((T.int64(1), T.int64(40)), "float16"), B: T.Buffer((T.int64(40), T.int64(203)), "float16"), C: T.Buffer((T.int64(1), T.int64(203)), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    for i, j, k in T.grid(T.int64(1), T.int64(203), T.int64(40)):
        with T.block("matmul"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + T.Cast("float32", A[v_i, v_k]) * T.Cast("float32", B[v_k, v_j])
)");
  PrimFunc s = ScheduleCPU(f);
  std::string text = PrintTir(s, "gemv");
  EXPECT_EQ(text.find("C_packed"), std::string::npos) << "no packing for one row\n" << text;
  EXPECT_NE(text.find("T.parallel"), std::string::npos) << text;
  EXPECT_NE(text.find("float32x8"), std::string::npos) << "vector casts of B\n" << text;
  ExpectSameResults(f, s, {Filled({1, 40}, DataType::Float(16), 5), Filled({40, 203}, DataType::Float(16), 6)},
                    {1, 203}, DataType::Float(32));
}

TEST(ScheduleCPU, TransposedOperandAndBatchBroadcast) {
  // C[b, i, j] = sum_k A[b, i, k] * B[0, j, k]: B broadcast over b and
  // read transposed (packing transposes it).
  PrimFunc f = ParseTir(R"(@T.prim_func
def bmm(A: T.Buffer((T.int64(3), T.int64(9), T.int64(20)), "float32"), B: T.Buffer((T.int64(1), T.int64(18), T.int64(20)), "float32"), C: T.Buffer((T.int64(3), T.int64(9), T.int64(18)), "float32")):
    for b, i, j, k in T.grid(T.int64(3), T.int64(9), T.int64(18), T.int64(20)):
        with T.block("matmul"):
            v_b, v_i, v_j, v_k = T.axis.remap("SSSR", [b, i, j, k])
            with T.init():
                C[v_b, v_i, v_j] = T.float32(0.0)
            C[v_b, v_i, v_j] = C[v_b, v_i, v_j] + A[v_b, v_i, v_k] * B[T.int64(0), v_j, v_k]
)");
  PrimFunc s = ScheduleCPU(f);
  EXPECT_NE(PrintTir(s).find("C_packed"), std::string::npos);
  ExpectSameResults(f, s, {Filled({3, 9, 20}, DataType::Float(32), 7), Filled({1, 18, 20}, DataType::Float(32), 8)},
                    {3, 9, 18}, DataType::Float(32));
}

TEST(ScheduleCPU, DotProductsForTransposedGemv) {
  // y = x W^T with W stored (N, K): both operands contiguous in k.
  PrimFunc f = ParseTir(R"(@T.prim_func
def nt(A: T.Buffer((T.int64(2), T.int64(45)), "float32"), W: T.Buffer((T.int64(7), T.int64(45)), "float32"), C: T.Buffer((T.int64(2), T.int64(7)), "float32")):
    for i, j, k in T.grid(T.int64(2), T.int64(7), T.int64(45)):
        with T.block("NT_matmul"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[v_i, v_j] = T.float32(0.5)
            C[v_i, v_j] = C[v_i, v_j] + A[v_i, v_k] * W[v_j, v_k]
)");
  PrimFunc s = ScheduleCPU(f);
  std::string text = PrintTir(s, "nt");
  EXPECT_EQ(text.find("C_packed"), std::string::npos) << text;
  EXPECT_NE(text.find("C_sum"), std::string::npos) << text;
  // 7 columns in groups of 4 (the last group recomputes column 6); 45 = 5 * 8
  // + a tail of 5 in k.
  ExpectCloseResults(f, s, {Filled({2, 45}, DataType::Float(32), 10), Filled({7, 45}, DataType::Float(32), 11)}, {2, 7},
                     DataType::Float(32), 1e-6);
}

TEST(ScheduleCPU, IsScheduledFunctionsAreLeftAlone) {
  std::string text = kMatmulText;
  text.replace(text.find("{\"tir.noalias\""), 1, "{\"tir.is_scheduled\": T.bool(True), ");
  PrimFunc f = ParseTir(text);
  EXPECT_EQ(ScheduleCPU(f), f);
}

TEST(ScheduleCPU, OtherReductionsGetTheirInitHoisted) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def s(A: T.Buffer((4, 8, 8), "float32"), B: T.Buffer((4,), "float32")):
    for i, k, l in T.grid(4, 8, 8):
        with T.block("B"):
            vi, vk, vl = T.axis.remap("SRR", [i, k, l])
            T.reads(A[vi, vk, vl])
            T.writes(B[vi])
            with T.init():
                B[vi] = T.float32(0.0)
            B[vi] = B[vi] + A[vi, vk, vl]
)");
  PrimFunc s = ScheduleCPU(f);
  std::string text = PrintTir(LowerInitBlock(s), "s");
  EXPECT_EQ(text.find("if "), std::string::npos) << "no init test inside the reduction\n" << text;
  EXPECT_NE(text.find("with T.block(\"B_init\")"), std::string::npos) << text;
  EXPECT_LT(text.find("B_init"), text.find("for k, l in T.grid(8, 8)")) << text;
  ExpectSameResults(f, s, {Filled({4, 8, 8}, DataType::Float(32), 9)}, {4}, DataType::Float(32));
}

TEST(ScheduleCPU, NonMatmulUpdatesAreNotTiled) {
  // max-reduction: not a multiply-add, only the init moves.
  PrimFunc f = ParseFixture("legalized_dynamic.py");
  std::string text = PrintTir(ScheduleCPU(f), "max_reduce");
  EXPECT_EQ(text.find("T.parallel"), std::string::npos) << text;
  EXPECT_NE(text.find("T_max_init"), std::string::npos) << text;
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
