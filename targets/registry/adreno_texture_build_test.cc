// The adreno texture pipeline (qcom/adreno-opencl-texture: ConvertLayout to
// NCHW4c, texture scopes, the conv2d_NCHWc_OIHWo_opencl kernel) built and
// run on the default OpenCL device (PoCL in tests) through the VM, against
// the reference interpreter on the original NCHW module (op reference
// kernels, no TIR, no layout conversion).
//
// Texture-scoped parameters are OpenCL images (TextureFlatten in the OpenCL
// code generator, image2d objects in the runtime): the packed data read by
// the conv2d kernel and the packed result read by the final layout
// transform are read-only images, and since the adreno schedule rules
// (targets/adreno/dlight_adreno.h) keep the four channels of a texel in
// one thread, the packing transform and the fused relu write theirs as
// whole texels into write-only images.
#include <gtest/gtest.h>

#include <cstdlib>

#include "compiler/driver/build.h"
#include "compiler/driver/device_artifacts.h"
#include "compiler/driver/driver_test_util.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/script/relax_printer.h"
#include "targets/opencl/runtime/opencl_kernels.h"
#include "targets/registry/build.h"

namespace rlx {
namespace driver {
namespace {

using targets::Build;
using targets::EmitDeviceArtifacts;
using targets::LoadKernels;

using test::ParseFile;
using test::Random;
using test::RunReference;
using test::RunVM;

// The OpenCL C the runtime builds (the same as rlx build's kernels.cl).
std::string KernelsCl(const runtime::vm::Executable& exec) {
  for (const codegen::DeviceArtifact& a : EmitDeviceArtifacts(exec)) {
    if (a.file_name == "kernels.cl") return a.contents;
  }
  return "";
}

// Runs `mod`'s main on the OpenCL device and on the reference interpreter.
void ExpectMatchesReference(const IRModule& mod, const runtime::vm::Executable& exec, const std::vector<NDArray>& in) {
  runtime::vm::VirtualMachine vm(exec, LoadKernels(exec));
  std::vector<NDArray> got = RunVM(vm, "main", in);
  std::vector<NDArray> want = RunReference(mod, "main", in);
  test::ExpectAllClose(got, want, 1e-4);
}

TEST(AdrenoTextureBuildTest, Conv2dReluMatchesReferenceOnOpenCL) {
  if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  IRModule mod = ParseFile("testdata/models/conv2d_relu_texture.py");
  Target target = Target::Parse("qcom/adreno-opencl-texture");
  PassContext ctx;
  IRModule lowered;
  runtime::vm::Executable exec = Build(mod, target, ctx, &lowered);
  // The packed path was taken: the adreno conv2d kernel, on texture-scoped
  // buffers (x packed to (1, 2, 16, 16, 4): texture-weight).
  std::string text = script::PrintModule(lowered);
  EXPECT_NE(text.find("conv2d_NCHWc_OIHWo_opencl"), std::string::npos) << text;
  EXPECT_NE(text.find("scope=\"global.texture-weight\""), std::string::npos) << text;
  EXPECT_TRUE(Target::Parse(exec.target).HasKey("texture")) << exec.target;
  // The kernels read their texture inputs through images: the OpenCL C the
  // runtime builds (the same as rlx build's kernels.cl).
  std::string cl = KernelsCl(exec);
  ASSERT_FALSE(cl.empty());
  EXPECT_NE(cl.find("__kernel void fused_conv2d_NCHWc_OIHWo_opencl_relu_kernel0(__read_only image2d_t lv_2"),
            std::string::npos)
      << cl;
  EXPECT_NE(cl.find("read_imagef(lv_2, rlx_image_sampler, (int2)("), std::string::npos) << cl;
  EXPECT_NE(cl.find("te_layout_transform2_kernel0(__read_only image2d_t A"), std::string::npos) << cl;
  // The outputs in texture scopes are written as images, one texel a thread.
  EXPECT_NE(cl.find("te_layout_transform_kernel0(__global float* restrict A, __write_only image2d_t"),
            std::string::npos)
      << cl;
  EXPECT_NE(cl.find("__write_only image2d_t compute"), std::string::npos) << cl;
  EXPECT_NE(cl.find("write_imagef("), std::string::npos) << cl;
  ExpectMatchesReference(mod, exec, {Random({1, 8, 16, 16}, 11), Random({16, 8, 3, 3}, 12)});
}

// relu before the first convolution (fused with the packing transform, so
// two blocks: the adreno rules leave it to gpu.Fallback), a second
// convolution fed by the first one's texture, a residual add and a max pool.
const char* kResidualModel = R"(@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 8, 16, 16), dtype="float32"), weight: R.Tensor((8, 8, 3, 3), dtype="float32"), w2: R.Tensor((8, 8, 3, 3), dtype="float32")) -> R.Tensor((1, 8, 8, 8), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.relu(data)
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(a, weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(lv, w2, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            s: R.Tensor((1, 8, 16, 16), dtype="float32") = R.add(lv2, lv)
            gv: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.max_pool2d(s, pool_size=[2, 2], strides=[2, 2], padding=[0, 0, 0, 0], layout="NCHW")
            R.output(gv)
        return gv
)";

TEST(AdrenoTextureBuildTest, ResidualBlockMatchesReferenceOnOpenCL) {
  if (const char* tmp = std::getenv("TEST_TMPDIR")) setenv("POCL_CACHE_DIR", tmp, /*overwrite=*/0);
  IRModule mod = script::ParseModuleText(kResidualModel, "residual.py");
  Target target = Target::Parse("qcom/adreno-opencl-texture");
  PassContext ctx;
  runtime::vm::Executable exec = Build(mod, target, ctx);
  std::string cl = KernelsCl(exec);
  ASSERT_FALSE(cl.empty());
  // Every texture-scoped output is written as an image, including the one
  // the generic rules schedule (relu fused into the packing transform).
  EXPECT_NE(cl.find("fused_relu_te_layout_transform_kernel1(__write_only image2d_t te_layout_transform_1"),
            std::string::npos)
      << cl;
  ExpectMatchesReference(mod, exec, {Random({1, 8, 16, 16}, 21), Random({8, 8, 3, 3}, 22), Random({8, 8, 3, 3}, 23)});
}

}  // namespace
}  // namespace driver
}  // namespace rlx
