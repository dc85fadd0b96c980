// The WGSL text of GPU TIR, its manifest, and the 64-bit rules. (naga
// validates and lavapipe runs the same printer's output in tools/wgsl.)
#include "targets/webgpu/codegen/codegen_wgsl.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "compiler/tir/transform/script_io_for_test.h"
#include "targets/webgpu/codegen/wgsl_manifest.h"
#include "targets/webgpu/codegen/wgsl_test_util.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::ThrowsWith;

#define EXPECT_HAS(haystack, needle) \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) << "missing: " << (needle) << "\nin:\n" << (haystack)

WGSLModule Build(const std::string& text, const WGSLOptions& options = {}) {
  return BuildWGSL({{"f", ParseTir(text)}}, options);
}

const char* kReduce = R"(@T.prim_func
def f(var_A: T.handle, var_B: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(64)))
    B = T.match_buffer(var_B, (n,))
    red = T.allocate([64], "float32", "shared")
    r = T.decl_buffer((64,), data=red, scope="shared")
    for bx in T.thread_binding(n, thread="blockIdx.x"):
        for tx in T.thread_binding(T.int64(64), thread="threadIdx.x"):
            r[tx] = T.exp(A[bx, tx])
            T.tvm_storage_sync("shared")
            for s in range(6):
                if tx < T.shift_right(T.int64(32), T.Cast("int64", s)):
                    r[tx] = r[tx] + r[tx + T.shift_right(T.int64(32), T.Cast("int64", s))]
                T.tvm_storage_sync("shared")
            if tx == T.int64(0):
                B[bx] = T.max(r[0], T.float32(0.0))
)";

TEST(CodegenWGSLTest, ResourcesBuiltinsSharedMemoryAndBarriers) {
  WGSLModule m = Build(kReduce);
  const std::string& src = m.module.source;
  EXPECT_HAS(src, "@group(0) @binding(0) var<storage, read> f_kernel0_A: array<f32>;");
  EXPECT_HAS(src, "@group(0) @binding(1) var<storage, read_write> f_kernel0_B: array<f32>;");
  EXPECT_HAS(src, "var<workgroup> f_kernel0_red: array<f32, 64>;");
  EXPECT_HAS(src,
             "@compute @workgroup_size(64, 1, 1)\nfn f_kernel0(@builtin(workgroup_id) rlx_wg: vec3<u32>, "
             "@builtin(local_invocation_id) rlx_lid: vec3<u32>) {");
  // int64 indices are narrowed (ForceNarrowIndexToInt32).
  EXPECT_HAS(src, "let bx: i32 = i32(rlx_wg.x);");
  EXPECT_HAS(src, "let tx: i32 = i32(rlx_lid.x);");
  EXPECT_HAS(src, "f_kernel0_red[tx] = exp(f_kernel0_A[((bx * 64i) + tx)]);");
  EXPECT_HAS(src, "workgroupBarrier();");
  EXPECT_HAS(src, "for (var s: i32 = 0i; s < 6i; s++) {");
  EXPECT_HAS(src, "if (tx < (32i >> u32(s))) {");
  EXPECT_HAS(src, "f_kernel0_B[bx] = max(f_kernel0_red[0i], 0.0f);");
  EXPECT_TRUE(WideTypeTokens(src).empty());
  ASSERT_EQ(m.kernels.size(), 1u);
  EXPECT_EQ(m.kernels[0].workgroup_size, (std::array<int64_t, 3>{64, 1, 1}));
  ASSERT_EQ(m.kernels[0].bindings.size(), 2u);
  EXPECT_TRUE(m.kernels[0].bindings[0].read_only);
  EXPECT_FALSE(m.kernels[0].bindings[1].read_only);
}

TEST(CodegenWGSLTest, ManifestHasBindingsGridAndHostProgram) {
  WGSLModule m = Build(kReduce);
  nlohmann::json j = nlohmann::json::parse(WGSLManifest(m));
  EXPECT_EQ(j["format"], "rlx-wgsl-manifest-1");
  const auto& f = j["functions"][0];
  EXPECT_EQ(f["name"], "f");
  EXPECT_EQ(f["params"][0]["name"], "A");
  EXPECT_EQ(f["params"][0]["shape"], (nlohmann::json{"n", "64"}));
  EXPECT_EQ(f["shape_vars"], (nlohmann::json{"n"}));
  EXPECT_EQ(f["host"], (nlohmann::json::parse(R"([{"launch": "f_kernel0"}])")));
  const auto& k = f["kernels"][0];
  EXPECT_EQ(k["grid"], (nlohmann::json{"n", "1", "1"}));
  EXPECT_EQ(k["workgroup_size"], (nlohmann::json{64, 1, 1}));
  EXPECT_EQ(k["bindings"][1], (nlohmann::json::parse(R"({"binding": 1, "kind": "storage", "var": "B",
      "dtype": "float32", "storage": "f32", "access": "read_write"})")));
}

TEST(CodegenWGSLTest, ScalarsTravelInAUniformStruct) {
  WGSLModule m = Build(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32"), s: T.float32, flag: T.bool, k: T.int32):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        if flag:
            A[tx] = A[tx] * s + T.Cast("float32", k)
)");
  const std::string& src = m.module.source;
  EXPECT_HAS(src, "struct f_kernel0_args {\n  s: f32,\n  flag: i32,\n  k: i32,\n}\n");
  EXPECT_HAS(src, "@group(0) @binding(1) var<uniform> f_kernel0_scalars: f_kernel0_args;");
  EXPECT_HAS(src, "let flag: bool = (f_kernel0_scalars.flag != 0i);");
  EXPECT_HAS(src, "f_kernel0_A[tx] = ((f_kernel0_A[tx] * s) + f32(k));");
  nlohmann::json j = nlohmann::json::parse(WGSLManifest(m));
  EXPECT_EQ(j["functions"][0]["kernels"][0]["bindings"][1]["fields"][1],
            (nlohmann::json::parse(R"({"name": "flag", "var": "flag", "dtype": "bool", "wire": "i32"})")));
}

TEST(CodegenWGSLTest, SelectCastsMathFloorDivAndNonFiniteLiterals) {
  std::string src = Build(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "int32"), C: T.Buffer((64,), "bool")):
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        A[tx] = T.if_then_else(tx < 32, T.erf(A[tx]), T.float32("-inf")) + T.Select(A[tx] > T.float32(0.0), T.rsqrt(A[tx]), T.log1p(A[tx]))
        B[tx] = T.floordiv(tx - 40, 8) + T.floormod(tx - 40, 8) + T.Cast("int32", A[tx])
        C[tx] = T.isnan(A[tx]) or C[tx]
)")
                        .module.source;
  EXPECT_HAS(src, "select((-rlx_inf_f32()), rlx_erf_f32(f_kernel0_A[tx]), (tx < 32i))");
  EXPECT_HAS(src, "select(log(1.0f + f_kernel0_A[tx]), inverseSqrt(f_kernel0_A[tx]), (f_kernel0_A[tx] > 0.0f))");
  EXPECT_HAS(src, "rlx_floordiv_i32((tx - 40i), 8i)");
  EXPECT_HAS(src, "i32(f_kernel0_A[tx])");
  // bool buffers are i32 in memory.
  EXPECT_HAS(src, "var<storage, read_write> f_kernel0_C: array<i32>;");
  EXPECT_HAS(src, "f_kernel0_C[tx] = select(0i, 1i, (rlx_isnan_f32(f_kernel0_A[tx]) || (f_kernel0_C[tx] != 0i)));");
  // Helpers are emitted once each, before the kernels.
  for (const char* h :
       {"fn rlx_erf_f32(", "fn rlx_inf_f32(", "fn rlx_floordiv_i32(", "fn rlx_floormod_i32(", "fn rlx_isnan_f32("}) {
    size_t at = src.find(h);
    ASSERT_NE(at, std::string::npos) << h;
    EXPECT_EQ(src.find(h, at + 1), std::string::npos) << h;
    EXPECT_LT(at, src.find("@compute")) << h;
  }
}

TEST(CodegenWGSLTest, Int64BufferIsALocatedErrorNamingKernelAndBuffer) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Build(R"(@T.prim_func
def f(A: T.Buffer((8,), "int64")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = A[i] + T.int64(1)
)");
      },
      "f: WGSL codegen: buffer A has element type int64; WGSL has no 64-bit types (in f_kernel0)"));
}

TEST(CodegenWGSLTest, Float64AnywhereIsAnError) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Build(R"(@T.prim_func
def f(A: T.Buffer((8,), "float64")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = A[i]
)");
      },
      "buffer A has type float64; WGSL has no 64-bit types (in f_kernel0)"));
  EXPECT_TRUE(ThrowsWith(
      [] {
        Build(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        wide: T.float64 = T.Cast("float64", A[i])
        A[i] = T.Cast("float32", wide * T.float64(2.0))
)");
      },
      "variable wide has type float64; WGSL has no 64-bit types (in f_kernel0)"));
}

TEST(CodegenWGSLTest, WithoutNarrowingInt64IndicesAreErrors) {
  WGSLOptions strict;
  strict.narrow_int64_indices = false;
  EXPECT_TRUE(ThrowsWith(
      [&] {
        Build(R"(@T.prim_func
def f(A: T.Buffer((T.int64(8),), "float32")):
    for i in T.thread_binding(T.int64(8), thread="threadIdx.x"):
        A[i] = A[i]
)",
              strict);
      },
      "thread variable i has type int64; WGSL has no 64-bit types (in f_kernel0)"));
  // int32 TIR needs no narrowing.
  std::string src = Build(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for i in T.thread_binding(8, thread="threadIdx.x"):
        A[i] = A[i] * T.float32(2.0)
)",
                          strict)
                        .module.source;
  EXPECT_HAS(src, "f_kernel0_A[i] = (f_kernel0_A[i] * 2.0f);");
}

TEST(CodegenWGSLTest, NarrowedConstantMustFit) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Build(R"(@T.prim_func
def f(A: T.Buffer((T.int64(8),), "float32")):
    for i in T.thread_binding(T.int64(8), thread="threadIdx.x"):
        A[i] = T.Cast("float32", i * T.int64(4294967296))
)");
      },
      "constant 4294967296 of type int64 does not fit in i32 (in f_kernel0)"));
}

TEST(CodegenWGSLTest, WorkgroupSizeMustBeConstant) {
  EXPECT_TRUE(ThrowsWith(
      [] {
        Build(R"(@T.prim_func
def f(var_A: T.handle):
    n = T.int32()
    A = T.match_buffer(var_A, (n,))
    for i in T.thread_binding(n, thread="threadIdx.x"):
        A[i] = A[i]
)");
      },
      "the extent of threadIdx.x is not a positive constant; @workgroup_size needs one (in f_kernel0)"));
}

TEST(CodegenWGSLTest, ReservedNamesAreRenamed) {
  std::string src = Build(R"(@T.prim_func
def f(A: T.Buffer((8,), "float32")):
    for loop in T.thread_binding(8, thread="threadIdx.x"):
        A[loop] = A[loop]
)")
                        .module.source;
  EXPECT_HAS(src, "let loop_: i32 = i32(rlx_lid.x);");
}

TEST(CodegenWGSLTest, OutputIsDeterministic) {
  std::vector<DeviceArtifact> a = EmitWebGPUArtifacts({{"f", ParseTir(kReduce)}});
  std::vector<DeviceArtifact> b = EmitWebGPUArtifacts({{"f", ParseTir(kReduce)}});
  ASSERT_EQ(a.size(), 2u);
  EXPECT_EQ(a[0].file_name, "kernels.wgsl");
  EXPECT_EQ(a[1].file_name, "kernels.wgsl.json");
  EXPECT_EQ(a[0].contents, b[0].contents);
  EXPECT_EQ(a[1].contents, b[1].contents);
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
