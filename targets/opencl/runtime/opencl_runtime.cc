// Platform and device discovery, program builds, error names.
#include "targets/opencl/runtime/opencl_runtime.h"

#include <mutex>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "targets/opencl/codegen/codegen_opencl.h"
#include "targets/opencl/runtime/opencl_internal.h"

namespace rlx {
namespace opencl {
namespace {

std::string DeviceString(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  Check(clGetDeviceInfo(d, what, 0, nullptr, &n), "clGetDeviceInfo");
  std::string s(n, '\0');
  Check(clGetDeviceInfo(d, what, n, s.data(), nullptr), "clGetDeviceInfo");
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

std::string PlatformString(cl_platform_id p, cl_platform_info what) {
  size_t n = 0;
  Check(clGetPlatformInfo(p, what, 0, nullptr, &n), "clGetPlatformInfo");
  std::string s(n, '\0');
  Check(clGetPlatformInfo(p, what, n, s.data(), nullptr), "clGetPlatformInfo");
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

}  // namespace

std::string ErrorName(int32_t code) {
  switch (code) {
    case CL_SUCCESS:
      return "CL_SUCCESS";
    case CL_DEVICE_NOT_FOUND:
      return "CL_DEVICE_NOT_FOUND";
    case CL_DEVICE_NOT_AVAILABLE:
      return "CL_DEVICE_NOT_AVAILABLE";
    case CL_COMPILER_NOT_AVAILABLE:
      return "CL_COMPILER_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
      return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES:
      return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY:
      return "CL_OUT_OF_HOST_MEMORY";
    case CL_BUILD_PROGRAM_FAILURE:
      return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE:
      return "CL_INVALID_VALUE";
    case CL_INVALID_PLATFORM:
      return "CL_INVALID_PLATFORM";
    case CL_INVALID_DEVICE:
      return "CL_INVALID_DEVICE";
    case CL_INVALID_CONTEXT:
      return "CL_INVALID_CONTEXT";
    case CL_INVALID_COMMAND_QUEUE:
      return "CL_INVALID_COMMAND_QUEUE";
    case CL_INVALID_MEM_OBJECT:
      return "CL_INVALID_MEM_OBJECT";
    case CL_INVALID_BUILD_OPTIONS:
      return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_PROGRAM:
      return "CL_INVALID_PROGRAM";
    case CL_INVALID_PROGRAM_EXECUTABLE:
      return "CL_INVALID_PROGRAM_EXECUTABLE";
    case CL_INVALID_KERNEL_NAME:
      return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_KERNEL:
      return "CL_INVALID_KERNEL";
    case CL_INVALID_ARG_INDEX:
      return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE:
      return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE:
      return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS:
      return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_DIMENSION:
      return "CL_INVALID_WORK_DIMENSION";
    case CL_INVALID_WORK_GROUP_SIZE:
      return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE:
      return "CL_INVALID_WORK_ITEM_SIZE";
    case CL_INVALID_GLOBAL_WORK_SIZE:
      return "CL_INVALID_GLOBAL_WORK_SIZE";
    case CL_INVALID_BUFFER_SIZE:
      return "CL_INVALID_BUFFER_SIZE";
    case CL_IMAGE_FORMAT_NOT_SUPPORTED:
      return "CL_IMAGE_FORMAT_NOT_SUPPORTED";
    case CL_INVALID_IMAGE_FORMAT_DESCRIPTOR:
      return "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR";
    case CL_INVALID_IMAGE_SIZE:
      return "CL_INVALID_IMAGE_SIZE";
    case CL_INVALID_IMAGE_DESCRIPTOR:
      return "CL_INVALID_IMAGE_DESCRIPTOR";
    case CL_INVALID_SAMPLER:
      return "CL_INVALID_SAMPLER";
    case -1001:
      return "CL_PLATFORM_NOT_FOUND_KHR";
    default:
      return "OpenCL error";
  }
}

void Check(cl_int code, const std::string& what) {
  if (code != CL_SUCCESS) {
    ThrowError("OpenCL: " + what + " failed: " + ErrorName(code) + " (" + std::to_string(code) + ")");
  }
}

OpenCLDevice::Impl::~Impl() {
  if (queue) clReleaseCommandQueue(queue);
  if (context) clReleaseContext(context);
}

OpenCLDevice::OpenCLDevice(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
OpenCLDevice::~OpenCLDevice() = default;

std::shared_ptr<OpenCLDevice> OpenCLDevice::Default() {
  static std::mutex mu;
  static std::shared_ptr<OpenCLDevice> device;
  std::lock_guard<std::mutex> lock(mu);
  if (!device) device = Open();
  return device;
}

std::shared_ptr<OpenCLDevice> OpenCLDevice::Open() {
  cl_uint num_platforms = 0;
  cl_int rc = clGetPlatformIDs(0, nullptr, &num_platforms);
  if (rc == -1001 || num_platforms == 0) {
    ThrowError("OpenCL: no platform found (install an ICD, e.g. Debian's pocl-opencl-icd)");
  }
  Check(rc, "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(num_platforms);
  Check(clGetPlatformIDs(num_platforms, platforms.data(), nullptr), "clGetPlatformIDs");
  // A GPU when some platform has one, else any device (PoCL's CPU device).
  for (cl_device_type type :
       {static_cast<cl_device_type>(CL_DEVICE_TYPE_GPU), static_cast<cl_device_type>(CL_DEVICE_TYPE_ALL)}) {
    for (cl_platform_id p : platforms) {
      cl_uint n = 0;
      if (clGetDeviceIDs(p, type, 0, nullptr, &n) != CL_SUCCESS || n == 0) continue;
      std::vector<cl_device_id> devices(n);
      Check(clGetDeviceIDs(p, type, n, devices.data(), nullptr), "clGetDeviceIDs");
      auto impl = std::make_unique<Impl>();
      impl->platform = p;
      impl->device = devices[0];
      impl->name = DeviceString(impl->device, CL_DEVICE_NAME);
      impl->extensions = " " + DeviceString(impl->device, CL_DEVICE_EXTENSIONS) + " ";
      impl->platform_name = PlatformString(p, CL_PLATFORM_NAME);
      Check(clGetDeviceInfo(impl->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(size_t), &impl->max_work_group_size,
                            nullptr),
            "clGetDeviceInfo");
      cl_bool images = CL_FALSE;
      Check(clGetDeviceInfo(impl->device, CL_DEVICE_IMAGE_SUPPORT, sizeof(images), &images, nullptr),
            "clGetDeviceInfo(CL_DEVICE_IMAGE_SUPPORT)");
      impl->image_support = images == CL_TRUE;
      if (impl->image_support) {
        Check(clGetDeviceInfo(impl->device, CL_DEVICE_IMAGE2D_MAX_WIDTH, sizeof(size_t), &impl->image2d_max_width,
                              nullptr),
              "clGetDeviceInfo(CL_DEVICE_IMAGE2D_MAX_WIDTH)");
        Check(clGetDeviceInfo(impl->device, CL_DEVICE_IMAGE2D_MAX_HEIGHT, sizeof(size_t), &impl->image2d_max_height,
                              nullptr),
              "clGetDeviceInfo(CL_DEVICE_IMAGE2D_MAX_HEIGHT)");
      }
      cl_int err = CL_SUCCESS;
      impl->context = clCreateContext(nullptr, 1, &impl->device, nullptr, nullptr, &err);
      Check(err, "clCreateContext");
      impl->queue = clCreateCommandQueueWithProperties(impl->context, impl->device, nullptr, &err);
      Check(err, "clCreateCommandQueue");
      return std::make_shared<OpenCLDevice>(std::move(impl));
    }
  }
  ThrowError("OpenCL: no platform has a device");
}

const std::string& OpenCLDevice::name() const { return impl_->name; }
const std::string& OpenCLDevice::platform_name() const { return impl_->platform_name; }
bool OpenCLDevice::HasExtension(const std::string& extension) const {
  return impl_->extensions.find(" " + extension + " ") != std::string::npos;
}
size_t OpenCLDevice::max_work_group_size() const { return impl_->max_work_group_size; }
bool OpenCLDevice::image_support() const { return impl_->image_support; }
size_t OpenCLDevice::image2d_max_width() const { return impl_->image2d_max_width; }
size_t OpenCLDevice::image2d_max_height() const { return impl_->image2d_max_height; }

OpenCLProgram::Impl::~Impl() {
  for (auto& [name, k] : kernels) clReleaseKernel(k);
  if (program) clReleaseProgram(program);
}

DeviceBuffer::DeviceBuffer(cl_context ctx, size_t bytes, const void* init) {
  cl_int err = CL_SUCCESS;
  // OpenCL has no empty buffers; an empty array gets one unused byte.
  if (bytes == 0 || init == nullptr) {
    mem_ = clCreateBuffer(ctx, CL_MEM_READ_WRITE, std::max<size_t>(bytes, 1), nullptr, &err);
  } else {
    mem_ = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, const_cast<void*>(init), &err);
  }
  Check(err, "clCreateBuffer (" + std::to_string(bytes) + " bytes)");
}

DeviceBuffer::~DeviceBuffer() {
  if (mem_) clReleaseMemObject(mem_);
}

OpenCLProgram OpenCLProgram::Build(std::shared_ptr<OpenCLDevice> device, const codegen::SourceModule& module,
                                   const std::string& options) {
  if (module.language != "opencl") {
    ThrowError("OpenCL: cannot build a " + module.language + " module; generate it with BuildOpenCL");
  }
  auto impl = std::make_shared<Impl>();
  impl->device = device;
  impl->module = module;
  OpenCLDevice::Impl* d = device->impl();
  const char* text = module.source.c_str();
  size_t length = module.source.size();
  cl_int err = CL_SUCCESS;
  impl->program = clCreateProgramWithSource(d->context, 1, &text, &length, &err);
  Check(err, "clCreateProgramWithSource");
  std::string opts = options.empty() ? "-cl-std=CL1.2 -cl-fp32-correctly-rounded-divide-sqrt" : options;
  err = clBuildProgram(impl->program, 1, &d->device, opts.c_str(), nullptr, nullptr);
  if (err != CL_SUCCESS) {
    size_t n = 0;
    clGetProgramBuildInfo(impl->program, d->device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
    std::string log(n, '\0');
    clGetProgramBuildInfo(impl->program, d->device, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
    while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
    ThrowError("OpenCL: clBuildProgram failed: " + ErrorName(err) + " (" + std::to_string(err) + ") on " + d->name +
               "; build log:\n" + log);
  }
  for (const codegen::SplitFunction& f : module.functions) {
    for (const codegen::DeviceKernel& k : f.kernels) {
      cl_kernel kernel = clCreateKernel(impl->program, k.name.c_str(), &err);
      Check(err, "clCreateKernel(" + k.name + ")");
      impl->kernels[k.name] = kernel;
    }
  }
  return OpenCLProgram(std::move(impl));
}

int64_t OpenCLProgram::num_launches() const { return impl_->launches; }

}  // namespace opencl
}  // namespace rlx

namespace rlx {
namespace opencl {

void RunPrimFunc(const tir::PrimFunc& func, std::vector<NDArray>& buffers,
                 const std::vector<codegen::ScalarValue>& scalars) {
  OpenCLProgram program = OpenCLProgram::Build(OpenCLDevice::Default(), codegen::BuildOpenCL({{"main", func}}));
  program.Run("main", buffers, scalars);
}

}  // namespace opencl
}  // namespace rlx
