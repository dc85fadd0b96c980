// Warp shuffles in the TIR interpreter against hand-computed CUDA results:
// segments of `width` lanes, out-of-segment sources returning the caller's
// value, linear lanes over threadIdx.y, wavefronts of 64, and the errors for
// lanes that do not take part.
#include <gtest/gtest.h>

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace tir {
namespace {

PrimFunc Parse(const std::string& text) {
  py::Module m = py::ParsePython(std::make_shared<SourceFile>("kernel.py", text));
  return script::ParsePrimFunc(*m.body.at(0)).second;
}

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

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "in: " << (haystack)

NDArray Iota(int64_t n) {
  std::vector<double> v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = static_cast<double>(i);
  return NDArray::FromVector<double>({n}, v, DataType::Float(32));
}

// A[tx] = shuffle(A[tx], ...) over `threads` threads (every lane reads the
// values from before the statement).
std::vector<double> Shuffled(const std::string& call, int64_t threads) {
  std::string n = std::to_string(threads);
  PrimFunc f = Parse("@T.prim_func\ndef f(A: T.Buffer((" + n + ",), \"float32\")):\n    for tx in T.thread_binding(" +
                     n + ", thread=\"threadIdx.x\"):\n        A[tx] = " + call + "\n");
  NDArray a = Iota(threads);
  InterpretPrimFunc(f, {a});
  return a.ToDoubleVector();
}

TEST(WarpTest, ShuffleDownStaysInsideItsSegment) {
  // Two warps of 32, segments of 8: lanes 6 and 7 of a segment keep their
  // own value (sources 8, 9 are in the next segment).
  std::vector<double> got = Shuffled("T.tvm_warp_shuffle_down(T.uint32(4294967295), A[tx], 2, 8, 32)", 64);
  for (int64_t t = 0; t < 64; ++t) EXPECT_EQ(got[t], t % 8 < 6 ? t + 2 : t) << "thread " << t;
}

TEST(WarpTest, ShuffleUpAndIndexedShuffle) {
  std::vector<double> up = Shuffled("T.tvm_warp_shuffle_up(T.uint32(4294967295), A[tx], 3, 16, 32)", 32);
  for (int64_t t = 0; t < 32; ++t) EXPECT_EQ(up[t], t % 16 >= 3 ? t - 3 : t) << "thread " << t;
  // Lane 11 modulo the width 4 is lane 3 of each segment.
  std::vector<double> idx = Shuffled("T.tvm_warp_shuffle(T.uint32(4294967295), A[tx], 11, 4, 32)", 32);
  for (int64_t t = 0; t < 32; ++t) EXPECT_EQ(idx[t], t - t % 4 + 3) << "thread " << t;
}

TEST(WarpTest, WavefrontOf64) {
  // ROCm's 64 lanes in one segment: lane 40 reads lane 72 - no, 40 + 32 is
  // outside, so it keeps its own; lane 10 reads lane 42.
  std::vector<double> got = Shuffled("T.tvm_warp_shuffle_down(0, A[tx], 32, 64, 64)", 128);
  for (int64_t t = 0; t < 128; ++t) EXPECT_EQ(got[t], t % 64 < 32 ? t + 32 : t) << "thread " << t;
}

// A whole-warp sum by five shuffle-down steps over a register, with the
// lanes counted over threadIdx.y too (x fastest): each row of 16 lanes is a
// segment.
TEST(WarpTest, ReductionOverRowsOfTwoDimensionalBlock) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((4, 16), "float32"), B: T.Buffer((4,), "float32")):
    for ty in T.thread_binding(4, thread="threadIdx.y"):
        for tx in T.thread_binding(16, thread="threadIdx.x"):
            acc = T.allocate([1], "float32", "local")
            r = T.decl_buffer((1,), data=acc, scope="local")
            r[0] = A[ty, tx]
            for k in range(4):
                r[0] = r[0] + T.tvm_warp_shuffle_down(T.uint32(4294967295), r[0], T.shift_right(8, k), 16, 32)
            if tx == 0:
                B[ty] = r[0]
)");
  std::vector<double> v(64);
  for (int i = 0; i < 64; ++i) v[i] = i * 0.5;
  NDArray a = NDArray::FromVector<double>({4, 16}, v, DataType::Float(32));
  NDArray b = NDArray::Zeros({4}, DataType::Float(32));
  InterpretPrimFunc(f, {a, b});
  for (int row = 0; row < 4; ++row) {
    double want = 0;
    for (int i = 0; i < 16; ++i) want += v[row * 16 + i];
    EXPECT_EQ(b.GetDouble(row), want) << "row " << row;
  }
}

TEST(WarpTest, ActiveMaskNamesTheLanesOfTheBranch) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(M: T.Buffer((40,), "uint32")):
    for tx in T.thread_binding(40, thread="threadIdx.x"):
        if tx % 8 < 3:
            M[tx] = T.tvm_warp_activemask()
)");
  NDArray m = NDArray::Zeros({40}, DataType::UInt(32));
  InterpretPrimFunc(f, {m});
  // Lanes 0-2, 8-10, 16-18, 24-26 of warp 0; lanes 0-2 of warp 1 (32-34).
  EXPECT_EQ(m.GetDouble(0), 0x07070707);
  EXPECT_EQ(m.GetDouble(26), 0x07070707);
  EXPECT_EQ(m.GetDouble(33), 0x7);
  EXPECT_EQ(m.GetDouble(3), 0);
}

TEST(WarpTest, ReadingALaneOutsideTheShuffleIsAnError) {
  PrimFunc branch = Parse(R"(@T.prim_func
def f(A: T.Buffer((32,), "float32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        if tx < 10:
            A[tx] = T.tvm_warp_shuffle_down(0, A[tx], 1, 32, 32)
)");
  NDArray a = Iota(32);
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(branch, {a}); }),
             "T.tvm_warp_shuffle_down in thread 9 reads lane 10, which does not execute the shuffle");
  PrimFunc masked = Parse(R"(@T.prim_func
def f(A: T.Buffer((32,), "float32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        A[tx] = T.tvm_warp_shuffle_down(T.uint32(65535), A[tx], 1, 32, 32)
)");
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(masked, {a}); }),
             "T.tvm_warp_shuffle_down: lane 16 of the warp is not in the mask 65535");
  PrimFunc width = Parse(R"(@T.prim_func
def f(A: T.Buffer((32,), "float32")):
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        A[tx] = T.tvm_warp_shuffle_down(0, A[tx], 1, 12, 32)
)");
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(width, {a}); }), "width 12 is not a power of two <= the warp size 32");
}

}  // namespace
}  // namespace tir
}  // namespace rlx
