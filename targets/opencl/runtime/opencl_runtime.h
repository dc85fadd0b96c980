// Runs GPU PrimFuncs compiled to OpenCL C (codegen/opencl) on any OpenCL
// device through the ICD loader: PoCL on the CPU in tests, a GPU driver
// elsewhere.
//
//   opencl::RunPrimFunc(f, arrays);                  // one-off, or:
//   auto device = opencl::OpenCLDevice::Default();
//   codegen::SourceModule m = codegen::BuildOpenCL({{"add", f}});
//   opencl::OpenCLProgram program = opencl::OpenCLProgram::Build(device, m);
//   program.Run("add", arrays);   // copies in, launches, copies back
//
// Run binds the arrays like the CPU backend does (codegen::BindKernelArgs:
// dtypes, ranks and symbolic shapes are checked), copies every array to a
// device buffer, walks the function's host program (device_split.h) —
// evaluating lets, loops, conditions and asserts on the host, allocating
// global workspaces, launching each kernel with its recorded grid / block
// extents (grid[d] * block[d] work-items in work-groups of block[d]) — and
// then copies every array back. A launch with a zero extent is skipped.
//
// A parameter the kernels access as an image (a texture-scoped parameter
// that TextureFlatten lowered: codegen_opencl.h) is copied into an image2d
// instead (clCreateImage, CL_RGBA texels of CL_FLOAT / CL_HALF_FLOAT, width
// and height from TVM's texture layout of the parameter's shape and scope:
// targets/opencl/codegen/texture_flatten.h), written with clEnqueueWriteImage, bound
// as the kernels' image argument and read back with clEnqueueReadImage. A
// device without images, without that format or whose image2d limits the
// image exceeds is a DiagnosticError naming the parameter, its shape and
// the limit.
//
// PoCL compiles kernels with clang at clBuildProgram and caches them under
// $POCL_CACHE_DIR (default ~/.cache/pocl): point it at a writable directory
// inside a sandbox.
#ifndef RLX_TARGETS_OPENCL_RUNTIME_OPENCL_RUNTIME_H_
#define RLX_TARGETS_OPENCL_RUNTIME_OPENCL_RUNTIME_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/codegen/source/source_module.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace opencl {

class OpenCLDevice {
 public:
  struct Impl;
  explicit OpenCLDevice(std::unique_ptr<Impl> impl);
  ~OpenCLDevice();

  // The process's device: opened by the first call (Open), then shared.
  // Throws DiagnosticError when there is none (and tries again next time).
  static std::shared_ptr<OpenCLDevice> Default();
  // The first GPU of any platform, else the first device of the first
  // platform that has one, with a context and an in-order queue on it.
  static std::shared_ptr<OpenCLDevice> Open();

  const std::string& name() const;
  const std::string& platform_name() const;
  bool HasExtension(const std::string& extension) const;
  size_t max_work_group_size() const;
  // Whether the device has images, and its largest image2d.
  bool image_support() const;
  size_t image2d_max_width() const;
  size_t image2d_max_height() const;
  Impl* impl() const { return impl_.get(); }

 private:
  std::unique_ptr<Impl> impl_;
};

class OpenCLProgram {
 public:
  struct Impl;

  // Builds `module` (language "opencl") for `device` with `options` (default
  // "-cl-std=CL1.2 -cl-fp32-correctly-rounded-divide-sqrt"). Throws
  // DiagnosticError holding the compiler's build log when the build fails.
  static OpenCLProgram Build(std::shared_ptr<OpenCLDevice> device, const codegen::SourceModule& module,
                             const std::string& options = "");

  // Runs function `name` on `buffers` (the buffer parameters in order) and
  // `scalars` (the scalar parameters in order); see the file comment.
  // Throws DiagnosticError for binding errors, failed host assertions and
  // OpenCL errors (naming the call, the error code and the kernel). Not
  // thread-safe.
  void Run(const std::string& name, std::vector<NDArray>& buffers,
           const std::vector<codegen::ScalarValue>& scalars = {}) const;

  // Kernel launches made by Run calls so far (skipped launches excluded).
  int64_t num_launches() const;

 private:
  explicit OpenCLProgram(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<Impl> impl_;
};

// Compiles `func` to OpenCL C (codegen::BuildOpenCL), builds it for the
// default device and runs it once on `buffers` / `scalars` (see Run).
void RunPrimFunc(const tir::PrimFunc& func, std::vector<NDArray>& buffers,
                 const std::vector<codegen::ScalarValue>& scalars = {});

// The name of an OpenCL error code ("CL_INVALID_WORK_GROUP_SIZE").
std::string ErrorName(int32_t code);

}  // namespace opencl
}  // namespace rlx

#endif  // RLX_TARGETS_OPENCL_RUNTIME_OPENCL_RUNTIME_H_
