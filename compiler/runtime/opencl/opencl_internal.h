// Internal: the OpenCL objects behind OpenCLDevice and OpenCLProgram, shared
// by opencl_runtime.cc (discovery, build) and host_program.cc (Run).
#ifndef RLX_COMPILER_RUNTIME_OPENCL_OPENCL_INTERNAL_H_
#define RLX_COMPILER_RUNTIME_OPENCL_OPENCL_INTERNAL_H_

#include <CL/cl.h>

#include <map>
#include <memory>
#include <string>

#include "compiler/codegen/source/source_module.h"
#include "compiler/runtime/opencl/opencl_runtime.h"

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

}  // namespace opencl
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_OPENCL_OPENCL_INTERNAL_H_
