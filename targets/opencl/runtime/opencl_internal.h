// Internal: the OpenCL objects behind OpenCLDevice and OpenCLProgram, shared
// by opencl_runtime.cc (discovery, build) and host_program.cc (Run).
#ifndef RLX_TARGETS_OPENCL_RUNTIME_OPENCL_INTERNAL_H_
#define RLX_TARGETS_OPENCL_RUNTIME_OPENCL_INTERNAL_H_

#include <CL/cl.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "compiler/codegen/source/source_module.h"
#include "targets/opencl/runtime/opencl_runtime.h"

namespace rlx {
namespace opencl {

// Throws DiagnosticError "OpenCL: <what> failed: <name> (<code>)" unless ok.
void Check(cl_int code, const std::string& what);

struct OpenCLDevice::Impl {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  std::string name, platform_name, extensions;
  size_t max_work_group_size = 1;
  // Images (CL_DEVICE_IMAGE_SUPPORT, CL_DEVICE_IMAGE2D_MAX_WIDTH / _HEIGHT).
  bool image_support = false;
  size_t image2d_max_width = 0, image2d_max_height = 0;
  ~Impl();
};

struct OpenCLProgram::Impl {
  std::shared_ptr<OpenCLDevice> device;
  codegen::SourceModule module;
  cl_program program = nullptr;
  std::map<std::string, cl_kernel> kernels;
  int64_t launches = 0;
  ~Impl();
};

// A device buffer released at scope exit.
class DeviceBuffer {
 public:
  DeviceBuffer(cl_context ctx, size_t bytes, const void* init);
  ~DeviceBuffer();
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  cl_mem mem() const { return mem_; }

 private:
  cl_mem mem_ = nullptr;
};

// The image behind a texture-scoped parameter (codegen_opencl.h): CL_RGBA
// texels of CL_FLOAT or CL_HALF_FLOAT, width x height as
// TextureShape(shape, scope) lays the parameter out. The texel order is the
// array's own row-major order, so host copies are plain image reads and
// writes of the array's bytes. Released at scope exit.
class DeviceImage {
 public:
  // Throws DiagnosticError, naming the parameter, its shape and scope, when
  // the device has no images, lacks the format, or the image exceeds its
  // image2d limits.
  DeviceImage(OpenCLDevice::Impl* device, const std::string& name, const std::vector<int64_t>& shape,
              const std::string& scope, DataType dtype);
  ~DeviceImage();
  DeviceImage(const DeviceImage&) = delete;
  DeviceImage& operator=(const DeviceImage&) = delete;
  cl_mem mem() const { return mem_; }
  size_t width() const { return width_; }
  size_t height() const { return height_; }

  // Blocking clEnqueueWriteImage / clEnqueueReadImage of every texel.
  void Write(const void* host) const;
  void Read(void* host) const;

 private:
  cl_command_queue queue_ = nullptr;
  std::string name_;
  size_t width_ = 0, height_ = 0, row_pitch_ = 0;
  cl_mem mem_ = nullptr;
};

}  // namespace opencl
}  // namespace rlx

#endif  // RLX_TARGETS_OPENCL_RUNTIME_OPENCL_INTERNAL_H_
