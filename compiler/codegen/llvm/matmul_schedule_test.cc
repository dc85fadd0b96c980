// Matmul kernels through the CPU schedule (ScheduleCPU in BuildLLVM) and the
// JIT, checked against the reference kernels (compiler/runtime/ref, direct
// C++ loops in double) on shapes that exercise every ragged path: register
// tiles cut by M, panels cut by N, k blocks cut by K, symbolic M, batch
// broadcasting, float16 and integer dtypes, transposed and fused variants.
#include <string>
#include <vector>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/runtime/ref/test_util.h"
#include "compiler/script/relax_parser.h"
#include "compiler/tir/transform/script_io_for_test.h"
#include "compiler/transform/legalize_ops.h"
#include "gtest/gtest.h"

namespace rlx {
namespace codegen {
namespace {

using ref::testing::Close;
using tir::transform::ParseTir;

NDArray Random(std::vector<int64_t> shape, DataType t, uint32_t seed, bool integer = false) {
  NDArray a = NDArray::Empty(std::move(shape), t);
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    double u = static_cast<double>(s >> 8) / (1 << 24);  // [0, 1)
    a.SetDouble(i, integer ? static_cast<double>(static_cast<int>(u * 9) - 4) : u * 2 - 1);
  }
  return a;
}

std::string Tensor(const std::string& shape, const std::string& dtype) {
  return "R.Tensor(" + shape + ", dtype=\"" + dtype + "\")";
}

// The one PrimFunc LegalizeOps makes of `lhs @ rhs`.
tir::PrimFunc LegalizedMatmul(const std::string& a, const std::string& b, const std::string& out,
                              const std::string& out_dtype = "void") {
  IRModule mod = script::ParseModuleText(
      "@I.ir_module\nclass Module:\n    @R.function\n    def main(a: " + a + ", b: " + b + ") -> " + out +
      ":\n        with R.dataflow():\n            gv: " + out + " = R.matmul(a, b, out_dtype=\"" + out_dtype +
      "\")\n            R.output(gv)\n        return gv\n");
  IRModule legal = transform::LegalizeOps(mod, {});
  tir::PrimFunc func;
  for (const auto& [name, entry] : legal->functions) {
    if (auto f = entry.second.as<tir::PrimFuncNode>()) func = f;
  }
  return func;
}

struct Case {
  std::vector<int64_t> a, b, out;
  std::string dtype = "float32";
  std::string out_dtype = "void";
  double tol = 1e-5;
};

std::string ShapeText(const std::vector<int64_t>& s) {
  std::string t = "(";
  for (size_t i = 0; i < s.size(); ++i) t += (i ? ", " : "") + std::to_string(s[i]);
  return t + (s.size() == 1 ? ",)" : ")");
}

void RunCase(const Case& c) {
  std::string od = c.out_dtype == "void" ? c.dtype : c.out_dtype;
  SCOPED_TRACE(ShapeText(c.a) + " @ " + ShapeText(c.b) + " " + c.dtype + " -> " + od);
  DataType in_t = *DataType::Parse(c.dtype), out_t = *DataType::Parse(od);
  tir::PrimFunc f = LegalizedMatmul(Tensor(ShapeText(c.a), c.dtype), Tensor(ShapeText(c.b), c.dtype),
                                    Tensor(ShapeText(c.out), od), c.out_dtype);
  ASSERT_TRUE(f.defined());
  LLVMModule m = BuildLLVM({{"mm", f}}, Target::Parse("llvm"));
  bool integer = in_t.is_integer();
  NDArray a = Random(c.a, in_t, 11, integer), b = Random(c.b, in_t, 12, integer);
  NDArray want = ref::Matmul(a, b, c.out_dtype == "void" ? DataType::Void() : out_t);
  int saved = GetParallelThreads();
  for (int threads : {1, 2}) {
    SetParallelThreads(threads);
    NDArray got = ref::Full(c.out, 1234, out_t);  // every element must be written
    std::vector<NDArray> bufs{a, b, got};
    RunPrimFunc(m, "mm", bufs);
    EXPECT_TRUE(Close(got, want, c.tol, c.tol)) << threads << " thread(s)";
  }
  SetParallelThreads(saved);
}

TEST(MatmulSchedule, AwkwardShapesMatchTheReference) {
  std::vector<Case> cases = {
      {{1, 1}, {1, 1}, {1, 1}},
      {{17, 65}, {65, 33}, {17, 33}},
      {{37, 300}, {300, 70}, {37, 70}},         // two k blocks, ragged rows and columns
      {{6, 16}, {16, 32}, {6, 32}},             // exact tiles: no ragged code at all
      {{3, 1, 5, 7}, {4, 7, 6}, {3, 4, 5, 6}},  // batch broadcast both ways
      {{2, 9, 20}, {2, 20, 18}, {2, 9, 18}},    // batched
      {{300}, {300, 19}, {19}},                 // vector @ matrix: row-vector path
      {{1, 300}, {300, 203}, {1, 203}},         // GEMV with a ragged chunk
      {{2, 64}, {64, 256}, {2, 256}},           // two rows, exact chunks
      {{2, 5, 20}, {20}, {2, 5}},               // matrix @ vector: not tiled
  };
  for (const Case& c : cases) RunCase(c);
}

TEST(MatmulSchedule, Float16AndIntegerDtypes) {
  Case mixed{{17, 40}, {40, 33}, {17, 33}, "float16", "float32", 1e-5};
  RunCase(mixed);
  Case half{{9, 24}, {24, 35}, {9, 35}, "float16", "void", 1e-2};
  RunCase(half);
  Case gemv_half{{1, 24}, {24, 70}, {1, 70}, "float16", "float32", 1e-5};
  RunCase(gemv_half);
  Case ints{{9, 13}, {13, 21}, {9, 21}, "int32", "void", 0};
  RunCase(ints);
  Case f64{{7, 30}, {30, 11}, {7, 11}, "float64", "void", 1e-12};
  RunCase(f64);
}

TEST(MatmulSchedule, TheScheduledKernelRunsInParallel) {
  tir::PrimFunc f =
      LegalizedMatmul(Tensor("(64, 64)", "float32"), Tensor("(64, 64)", "float32"), Tensor("(64, 64)", "float32"));
  LLVMModule m = BuildLLVM({{"mm", f}}, Target::Parse("llvm"));
  EXPECT_NE(m.EmitLLVMIR().find("mm_compute_parallel"), std::string::npos);
}

TEST(MatmulSchedule, SymbolicRowCount) {
  tir::PrimFunc f = LegalizedMatmul(Tensor("(\"m\", 70)", "float32"), Tensor("(70, 40)", "float32"),
                                    Tensor("(\"m\", 40)", "float32"));
  ASSERT_TRUE(f.defined());
  LLVMModule m = BuildLLVM({{"mm", f}}, Target::Parse("llvm"));
  for (int64_t rows : {1, 5, 6, 13}) {
    NDArray a = Random({rows, 70}, DataType::Float(32), 21), b = Random({70, 40}, DataType::Float(32), 22);
    NDArray got = ref::Full({rows, 40}, 99, DataType::Float(32));
    std::vector<NDArray> bufs{a, b, got};
    RunPrimFunc(m, "mm", bufs);
    EXPECT_TRUE(Close(got, ref::Matmul(a, b), 1e-5, 1e-5)) << rows << " rows";
  }
}

TEST(MatmulSchedule, SymbolicReductionAndColumns) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def mm(var_A: T.handle, var_B: T.handle, var_C: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    m, n, k = T.int64(), T.int64(), T.int64()
    A = T.match_buffer(var_A, (m, k))
    B = T.match_buffer(var_B, (k, n))
    C = T.match_buffer(var_C, (m, n))
    for i, j, r in T.grid(m, n, k):
        with T.block("matmul"):
            v_i, v_j, v_r = T.axis.remap("SSR", [i, j, r])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + A[v_i, v_r] * B[v_r, v_j]
)");
  LLVMModule m = BuildLLVM({{"mm", f}}, Target::Parse("llvm"));
  for (std::vector<int64_t> s : std::vector<std::vector<int64_t>>{{1, 1, 1}, {7, 33, 270}, {13, 16, 5}, {2, 300, 9}}) {
    NDArray a = Random({s[0], s[2]}, DataType::Float(32), 31), b = Random({s[2], s[1]}, DataType::Float(32), 32);
    NDArray got = ref::Full({s[0], s[1]}, 7, DataType::Float(32));
    std::vector<NDArray> bufs{a, b, got};
    RunPrimFunc(m, "mm", bufs);
    EXPECT_TRUE(Close(got, ref::Matmul(a, b), 1e-5, 1e-5)) << s[0] << "x" << s[1] << "x" << s[2];
  }
}

// dense / nn.Linear layout: C = A B^T, the weight read along k.
TEST(MatmulSchedule, TransposedWeight) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def nt(A: T.Buffer((T.int64(17), T.int64(65)), "float32"), W: T.Buffer((T.int64(33), T.int64(65)), "float32"), C: T.Buffer((T.int64(17), T.int64(33)), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    for i, j, k in T.grid(T.int64(17), T.int64(33), T.int64(65)):
        with T.block("NT_matmul"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + A[v_i, v_k] * W[v_j, v_k]
)");
  LLVMModule m = BuildLLVM({{"nt", f}}, Target::Parse("llvm"));
  NDArray a = Random({17, 65}, DataType::Float(32), 41), w = Random({33, 65}, DataType::Float(32), 42);
  NDArray wt = NDArray::Empty({65, 33}, DataType::Float(32));
  for (int64_t j = 0; j < 33; ++j) {
    for (int64_t k = 0; k < 65; ++k) wt.SetDouble(k * 33 + j, w.GetDouble(j * 65 + k));
  }
  NDArray got = NDArray::Zeros({17, 33}, DataType::Float(32));
  std::vector<NDArray> bufs{a, w, got};
  RunPrimFunc(m, "nt", bufs);
  EXPECT_TRUE(Close(got, ref::Matmul(a, wt), 1e-5, 1e-5));
}

// The decode-step shape of the same layer: one or two rows, dot products.
TEST(MatmulSchedule, TransposedWeightGemv) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func
def nt(var_A: T.handle, W: T.Buffer((T.int64(67), T.int64(300)), "float16"), var_C: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    A = T.match_buffer(var_A, (T.int64(2), T.int64(300)), "float16")
    C = T.match_buffer(var_C, (T.int64(2), T.int64(67)), "float32")
    for i, j, k in T.grid(T.int64(2), T.int64(67), T.int64(300)):
        with T.block("NT_matmul"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[v_i, v_j] = T.float32(0.0)
            C[v_i, v_j] = C[v_i, v_j] + T.Cast("float32", A[v_i, v_k]) * T.Cast("float32", W[v_j, v_k])
)");
  LLVMModule m = BuildLLVM({{"nt", f}}, Target::Parse("llvm"));
  EXPECT_NE(m.EmitLLVMIR().find("nt_compute_parallel"), std::string::npos);
  NDArray a = Random({2, 300}, DataType::Float(16), 61), w = Random({67, 300}, DataType::Float(16), 62);
  NDArray wt = NDArray::Empty({300, 67}, DataType::Float(16));
  for (int64_t j = 0; j < 67; ++j) {
    for (int64_t k = 0; k < 300; ++k) wt.SetDouble(k * 67 + j, w.GetDouble(j * 300 + k));
  }
  NDArray got = ref::Full({2, 67}, 5, DataType::Float(32));
  std::vector<NDArray> bufs{a, w, got};
  RunPrimFunc(m, "nt", bufs);
  EXPECT_TRUE(Close(got, ref::Matmul(a, wt, DataType::Float(32)), 1e-5, 1e-5));
}

// What FuseOps + FuseTIR make of matmul -> add(bias) -> relu: the matmul
// block writes an intermediate that the epilogue blocks read.
TEST(MatmulSchedule, FusedBiasReluEpilogue) {
  tir::PrimFunc f = ParseTir(R"(@T.prim_func(private=True)
def fused_matmul_add_relu(x: T.Buffer((T.int64(19), T.int64(70)), "float32"), w: T.Buffer((T.int64(70), T.int64(45)), "float32"), bias: T.Buffer((T.int64(45),), "float32"), out: T.Buffer((T.int64(19), T.int64(45)), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    mm = T.alloc_buffer((T.int64(19), T.int64(45)))
    biased = T.alloc_buffer((T.int64(19), T.int64(45)))
    for i, j, k in T.grid(T.int64(19), T.int64(45), T.int64(70)):
        with T.block("matmul"):
            v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
            with T.init():
                mm[v_i, v_j] = T.float32(0.0)
            mm[v_i, v_j] = mm[v_i, v_j] + x[v_i, v_k] * w[v_k, v_j]
    for i, j in T.grid(T.int64(19), T.int64(45)):
        with T.block("T_add"):
            v_i, v_j = T.axis.remap("SS", [i, j])
            biased[v_i, v_j] = mm[v_i, v_j] + bias[v_j]
    for i, j in T.grid(T.int64(19), T.int64(45)):
        with T.block("T_relu"):
            v_i, v_j = T.axis.remap("SS", [i, j])
            out[v_i, v_j] = T.max(biased[v_i, v_j], T.float32(0.0))
)");
  LLVMModule m = BuildLLVM({{"fused", f}}, Target::Parse("llvm"));
  EXPECT_NE(m.EmitLLVMIR().find("fused_compute_parallel"), std::string::npos) << "the matmul part is scheduled";
  NDArray x = Random({19, 70}, DataType::Float(32), 51), w = Random({70, 45}, DataType::Float(32), 52);
  NDArray bias = Random({45}, DataType::Float(32), 53);
  NDArray got = NDArray::Zeros({19, 45}, DataType::Float(32));
  std::vector<NDArray> bufs{x, w, bias, got};
  RunPrimFunc(m, "fused", bufs);
  EXPECT_TRUE(Close(got, ref::Relu(ref::Add(ref::Matmul(x, w), bias)), 1e-5, 1e-5));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
