// The OpenCL C text of GPU TIR (runs on a device: runtime/opencl's tests).
#include "targets/opencl/codegen/codegen_opencl.h"

#include <gtest/gtest.h>

#include "compiler/tir/transform/script_io_for_test.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

std::string Emit(const std::string& text, const OpenCLOptions& options = {}) {
  return BuildOpenCL({{"f", ParseTir(text)}}, options).source;
}

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)
#define EXPECT_LACKS(haystack, needle)                                                                        \
  EXPECT_EQ(std::string(haystack).find(needle), std::string::npos) << "unexpected: " << (needle) << "\nin:\n" \
                                                                   << (haystack)

TEST(CodegenOpenCLTest, ThreadIndicesSharedMemoryAndBarrier) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((4, 64), "float32"), B: T.Buffer((4,), "float32")):
    T.func_attr({"tir.noalias": T.bool(True)})
    red = T.allocate([64], "float32", "shared")
    r = T.decl_buffer((64,), data=red, scope="shared")
    for bx in T.thread_binding(4, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            r[tx] = A[bx, tx]
            T.tvm_storage_sync("shared")
            if tx == 0:
                B[bx] = r[0] + r[63]
)");
  EXPECT_HAS(src, "__kernel void f_kernel0(__global float* restrict A, __global float* restrict B) {");
  EXPECT_HAS(src, "  __local float red[64];");
  EXPECT_HAS(src, "const int bx = (int)get_group_id(0);");
  EXPECT_HAS(src, "const int tx = (int)get_local_id(0);");
  EXPECT_HAS(src, "red[tx] = A[((bx * 64) + tx)];");
  EXPECT_HAS(src, "barrier(CLK_LOCAL_MEM_FENCE);");
  EXPECT_HAS(src, "B[bx] = (red[0] + red[63]);");
  EXPECT_LACKS(src, "cl_khr_fp");
}

TEST(CodegenOpenCLTest, MathCastsSelectAndInt64) {
  std::string src = Emit(R"(@T.prim_func
def f(var_A: T.handle, var_B: T.handle):
    n = T.int64()
    A = T.match_buffer(var_A, (n,))
    B = T.match_buffer(var_B, (n,), "int32")
    for i in T.thread_binding(n, thread="threadIdx.x"):
        B[i] = T.Cast("int32", T.floor(T.sqrt(T.fabs(A[i])) + T.tanh(A[i]) * T.erf(A[i]))) + T.Cast("int32", T.Select(A[i] > T.float32(0.0), T.pow(A[i], T.float32(2.0)), T.log(T.exp(A[i]))))
)");
  EXPECT_HAS(src, "(__global float* A, __global int* B) {");
  EXPECT_HAS(src, "const long i = (long)get_local_id(0);");
  EXPECT_HAS(src, "((int)floor((sqrt(fabs(A[i])) + (tanh(A[i]) * erf(A[i])))))");
  EXPECT_HAS(src, "((A[i] > 0.0f) ? pow(A[i], 2.0f) : log(exp(A[i])))");
}

TEST(CodegenOpenCLTest, FloorDivHelperAndDoubles) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((16,), "float64"), B: T.Buffer((16,), "int32")):
    for i in T.thread_binding(16, thread="threadIdx.x"):
        B[i] = T.floordiv(i - 8, 3) + T.floormod(i - 8, 3)
        A[i] = T.min(A[i], T.float64(1.5))
)");
  EXPECT_HAS(src, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
  EXPECT_HAS(src, "static inline int rlx_floordiv_int32(int a, int b) {");
  EXPECT_HAS(src, "static inline int rlx_floormod_int32(int a, int b) {");
  EXPECT_HAS(src, "(rlx_floordiv_int32((i - 8), 3) + rlx_floormod_int32((i - 8), 3))");
  EXPECT_HAS(src, "A[i] = fmin(A[i], 1.5);");
}

TEST(CodegenOpenCLTest, HalfIsEmulatedUnlessNative) {
  const char* text = R"(@T.prim_func
def f(A: T.Buffer((8,), "float16"), B: T.Buffer((8,), "float16")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        B[i] = A[i] * T.float16(2.0)
)";
  std::string emulated = Emit(text);
  EXPECT_HAS(emulated, "__global half* A, __global half* B");
  EXPECT_HAS(emulated, "vstore_half_rte((vload_half(i, A) * 2.0f), i, B);");
  EXPECT_LACKS(emulated, "cl_khr_fp16");
  OpenCLOptions native;
  native.native_fp16 = true;
  std::string src = Emit(text, native);
  EXPECT_HAS(src, "#pragma OPENCL EXTENSION cl_khr_fp16 : enable");
  EXPECT_HAS(src, "B[i] = (A[i] * ((half)2.0f));");
}

TEST(CodegenOpenCLTest, NamesAreUniqueAndNotReserved) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        for exp in range(2):
            A[i] = A[i] + T.Cast("float32", exp)
        for exp in range(3):
            A[i] = A[i] * T.Cast("float32", exp)
        for tanh in range(2):
            A[i] = T.tanh(A[i]) + T.Cast("float32", tanh)
)");
  EXPECT_HAS(src, "for (int tanh_ = 0; tanh_ < 2; ++tanh_) {");
  EXPECT_HAS(src, "A[i] = (tanh(A[i]) + ((float)tanh_));");
  EXPECT_HAS(src, "for (int exp_ = 0; exp_ < 2; ++exp_) {");
  EXPECT_HAS(src, "for (int exp__1 = 0; exp__1 < 3; ++exp__1) {");
}

// OpenCL C has no bfloat16: values are floats, memory holds the upper 16
// bits (ushort); loads widen, stores and casts round to nearest even, and a
// bfloat16 literal is the float it rounds to. (testdata/run/bfloat16_opencl.py
// runs such kernels on PoCL against hand-computed values.)
TEST(CodegenOpenCLTest, BFloat16IsComputedInFloatAndStoredAsUshort) {
  std::string src = Emit(R"(@T.prim_func
def f(A: T.Buffer((8,), "bfloat16"), B: T.Buffer((8,), "float32"), C: T.Buffer((8,), "uint16")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = A[i] * T.bfloat16(1.1) + T.Cast("bfloat16", B[i])
        B[i] = T.Cast("float32", A[i])
        C[i] = T.reinterpret("uint16", A[i])
)");
  EXPECT_NE(src.find("__global ushort* A"), std::string::npos) << src;
  EXPECT_NE(src.find("A[i] = rlx_float_to_bf16(((rlx_bf16_to_float(A[i]) * 1.1015625f) + "
                     "rlx_bf16_round(((float)B[i]))));"),
            std::string::npos)
      << src;
  EXPECT_NE(src.find("B[i] = ((float)rlx_bf16_to_float(A[i]));"), std::string::npos) << src;
  EXPECT_NE(src.find("C[i] = ((ushort)rlx_float_to_bf16(rlx_bf16_to_float(A[i])));"), std::string::npos) << src;
  EXPECT_NE(src.find("static inline ushort rlx_float_to_bf16(float f)"), std::string::npos) << src;
}

TEST(CodegenOpenCLTest, UnsupportedConstructsAreLocatedErrors) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Emit(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = T.tvm_warp_shuffle_down(T.uint32(4294967295), A[i], 1, 32, 32)
)");
      },
      "f: OpenCL codegen: intrinsic T.tvm_warp_shuffle_down on uint32 is not supported (in f_kernel0)"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        BuildOpenCL({{"bad name", ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = A[i]
)")}});
      },
      "function name 'bad name' is not a C identifier"));
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
