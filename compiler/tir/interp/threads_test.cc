// GPU-style TIR in the interpreter: threadIdx loops run in lock-step, so
// kernels that communicate through shared memory compute what a GPU (with
// TVM's inserted barriers) computes.
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

std::vector<double> Iota(int n, double scale = 1.0) {
  std::vector<double> v(n);
  for (int i = 0; i < n; ++i) v[i] = i * scale;
  return v;
}

NDArray F32(std::vector<int64_t> shape, const std::vector<double>& v) {
  return NDArray::FromVector<double>(std::move(shape), v, DataType::Float(32));
}

// testdata/models/tir_kernels.py's row_sum: thread 0 sums what all threads
// loaded into shared memory. Run thread by thread, thread 0 would read
// entries the other threads have not written yet.
TEST(ThreadsTest, SharedMemoryRowSum) {
  PrimFunc f = Parse(R"(@T.prim_func(private=True)
def row_sum(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.is_scheduled": True, "tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(256)))
    B = T.match_buffer(var_B, (n,))
    # with T.block("root"):
    red_buf = T.alloc_buffer((T.int64(256),), scope="shared")
    for bx in T.thread_binding(n, thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(256), thread="threadIdx.x"):
            with T.block("load"):
                v_bx, v_tx = T.axis.remap("SS", [bx, tx])
                T.reads(A[v_bx, v_tx])
                T.writes(red_buf[v_tx])
                red_buf[v_tx] = A[v_bx, v_tx]
            for k in range(T.int64(256)):
                with T.block("sum"):
                    v_bx, v_k = T.axis.remap("SR", [bx, k])
                    T.where(tx == T.int64(0))
                    T.reads(red_buf[v_k])
                    T.writes(B[v_bx])
                    with T.init():
                        B[v_bx] = T.float32(0.0)
                    B[v_bx] = B[v_bx] + red_buf[v_k]
)");
  NDArray a = F32({3, 256}, Iota(768, 0.25));
  NDArray b = F32({3}, {-1, -1, -1});
  InterpretPrimFunc(f, {a, b});
  for (int r = 0; r < 3; ++r) {
    float acc = 0;
    for (int k = 0; k < 256; ++k) acc += static_cast<float>((r * 256 + k) * 0.25);
    EXPECT_EQ(b.GetDouble(r), static_cast<double>(acc)) << r;
  }
}

TEST(ThreadsTest, BarrierSeparatesWriteAndRead) {
  PrimFunc f = Parse(R"(@T.prim_func
def reverse(A: T.Buffer((64,), "float32")):
    buf = T.allocate([64], "float32", "shared")
    sbuf = T.decl_buffer((64,), data=buf, scope="shared")
    tx = T.launch_thread("threadIdx.x", 64)
    sbuf[tx] = A[tx]
    T.tvm_storage_sync("shared")
    A[tx] = sbuf[63 - tx]
)");
  NDArray a = F32({64}, Iota(64));
  InterpretPrimFunc(f, {a});
  for (int i = 0; i < 64; ++i) EXPECT_EQ(a.GetDouble(i), 63 - i);
}

TEST(ThreadsTest, ThreadsReadBeforeAnyWritesInOneStatement) {
  PrimFunc f = Parse(R"(@T.prim_func
def rotate(A: T.Buffer((4,), "float32")):
    for tx in T.thread_binding(4, thread="threadIdx.x"):
        A[tx] = A[(tx + 1) % 4]
)");
  NDArray a = F32({4}, {10, 11, 12, 13});
  InterpretPrimFunc(f, {a});
  EXPECT_EQ(a.ToDoubleVector(), (std::vector<double>{11, 12, 13, 10}));
}

TEST(ThreadsTest, DivergentControlFlowAndPerThreadLocals) {
  PrimFunc f = Parse(R"(@T.prim_func
def divergent(A: T.Buffer((8,), "float32")):
    for tx in T.thread_binding(8, thread="threadIdx.x"):
        acc = T.allocate([1], "float32", "local")
        acc_buf = T.decl_buffer((1,), data=acc, scope="local")
        acc_buf[0] = T.float32(0.0)
        for k in range(tx):
            acc_buf[0] = acc_buf[0] + T.float32(1.0)
        if tx % 2 == 0:
            A[tx] = acc_buf[0]
        else:
            A[tx] = T.float32(0.0) - acc_buf[0]
)");
  NDArray a = F32({8}, std::vector<double>(8, 99.0));
  InterpretPrimFunc(f, {a});
  EXPECT_EQ(a.ToDoubleVector(), (std::vector<double>{0, -1, 2, -3, 4, -5, 6, -7}));
}

TEST(ThreadsTest, CrossThreadReductionBlockRunsInThreadOrder) {
  PrimFunc f = Parse(R"(@T.prim_func
def reduce(A: T.Buffer((2, 32), "float32"), B: T.Buffer((2,), "float32")):
    for i in T.thread_binding(2, thread="blockIdx.x"):
        for ty in T.thread_binding(4, thread="threadIdx.y"):
            for tx in T.thread_binding(8, thread="threadIdx.x"):
                with T.block("sum"):
                    vi = T.axis.spatial(2, i)
                    vk = T.axis.reduce(32, ty * 8 + tx)
                    with T.init():
                        B[vi] = T.float32(0.0)
                    B[vi] = B[vi] + A[vi, vk]
)");
  std::vector<double> v(64);
  for (int i = 0; i < 64; ++i) v[i] = 1.0 / (i + 1);
  NDArray a = F32({2, 32}, v);
  NDArray b = F32({2}, {-1, -1});
  InterpretPrimFunc(f, {a, b});
  for (int r = 0; r < 2; ++r) {
    float acc = 0;
    for (int k = 0; k < 32; ++k) acc += static_cast<float>(v[r * 32 + k]);
    EXPECT_EQ(b.GetDouble(r), static_cast<double>(acc)) << r;
  }
}

TEST(ThreadsTest, SharedScratchOfABlockIsOnePerThreadBlock) {
  // Each thread writes its slot of a shared buffer allocated inside the
  // thread loop; thread 0 then sees every slot.
  PrimFunc f = Parse(R"(@T.prim_func
def gather(A: T.Buffer((4,), "float32"), B: T.Buffer((1,), "float32")):
    for tx in T.thread_binding(4, thread="threadIdx.x"):
        with T.block("blk"):
            v = T.axis.spatial(4, tx)
            s = T.alloc_buffer((4,), scope="shared")
            s[v] = A[v]
            if v == 0:
                B[0] = s[0] + s[1] + s[2] + s[3]
)");
  NDArray a = F32({4}, {1, 2, 3, 4});
  NDArray b = F32({1}, {0});
  InterpretPrimFunc(f, {a, b});
  EXPECT_EQ(b.GetDouble(0), 10.0);
}

TEST(ThreadsTest, NestedLaunchOfTheSameThreadIsAnError) {
  PrimFunc nested = Parse(R"(@T.prim_func
def f(A: T.Buffer((4, 4), "float32")):
    for i in T.thread_binding(4, thread="threadIdx.x"):
        for j in T.thread_binding(4, thread="threadIdx.x"):
            A[i, j] = T.float32(1.0)
)");
  NDArray b = F32({4, 4}, std::vector<double>(16, 0.0));
  EXPECT_HAS(ErrorOf([&] { InterpretPrimFunc(nested, {b}); }),
             "threadIdx.x is launched again inside a region where it is already bound");
}

TEST(ThreadsTest, BarrierInsideASerializedReductionIsAnError) {
  PrimFunc f = Parse(R"(@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((1,), "float32")):
    for tx in T.thread_binding(4, thread="threadIdx.x"):
        with T.block("r"):
            vk = T.axis.reduce(4, tx)
            with T.init():
                B[0] = T.float32(0.0)
            T.tvm_storage_sync("shared")
            B[0] = B[0] + A[vk]
)");
  NDArray a = F32({4}, {1, 2, 3, 4});
  NDArray b = F32({1}, {0});
  EXPECT_HAS(ErrorOf([&] {
               InterpretPrimFunc(f, {a, b});
             }),
             "T.tvm_storage_sync inside a reduction block that threads share is not supported");
}

}  // namespace
}  // namespace tir
}  // namespace rlx
