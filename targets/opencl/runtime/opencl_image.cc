// DeviceImage: the image2d behind a texture-scoped kernel parameter.
#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"
#include "compiler/tir/texture_layout.h"
#include "targets/opencl/runtime/opencl_internal.h"

namespace rlx {
namespace opencl {
namespace {

std::string Dims(const std::vector<int64_t>& shape) {
  std::string out = "(";
  for (size_t i = 0; i < shape.size(); ++i) out += (i ? ", " : "") + std::to_string(shape[i]);
  return out + (shape.size() == 1 ? ",)" : ")");
}

bool FormatSupported(cl_context context, cl_channel_type type) {
  cl_uint n = 0;
  Check(clGetSupportedImageFormats(context, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &n),
        "clGetSupportedImageFormats");
  std::vector<cl_image_format> formats(n);
  Check(clGetSupportedImageFormats(context, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, n, formats.data(), nullptr),
        "clGetSupportedImageFormats");
  for (const cl_image_format& f : formats) {
    if (f.image_channel_order == CL_RGBA && f.image_channel_data_type == type) return true;
  }
  return false;
}

}  // namespace

DeviceImage::DeviceImage(OpenCLDevice::Impl* device, const std::string& name, const std::vector<int64_t>& shape,
                         const std::string& scope, DataType dtype)
    : queue_(device->queue), name_(name) {
  std::string what = "texture parameter " + name + " of shape " + Dims(shape) + " in scope \"" + scope + "\"";
  if (!device->image_support) {
    ThrowError("OpenCL: " + device->name + " has no image support (CL_DEVICE_IMAGE_SUPPORT is false); the " + what +
               " is accessed as an image2d");
  }
  if (shape.size() < 2 || shape.back() != 4) ThrowError("OpenCL: the " + what + " is not an array of RGBA texels");
  bool f32 = dtype == DataType::Float(32), f16 = dtype == DataType::Float(16);
  if (!f32 && !f16) ThrowError("OpenCL: the " + what + " has dtype " + dtype.ToString() + "; images hold floats");
  cl_channel_type channel = f32 ? CL_FLOAT : CL_HALF_FLOAT;
  if (!FormatSupported(device->context, channel)) {
    ThrowError("OpenCL: " + device->name + " does not support CL_RGBA images of " +
               (f32 ? "CL_FLOAT" : "CL_HALF_FLOAT") + ", which the " + what + " needs");
  }
  tir::Texture2DShape t = tir::TextureShape(shape, scope);
  if (t.width <= 0 || t.height <= 0) ThrowError("OpenCL: the " + what + " is an empty image");
  width_ = static_cast<size_t>(t.width);
  height_ = static_cast<size_t>(t.height);
  if (width_ > device->image2d_max_width || height_ > device->image2d_max_height) {
    ThrowError("OpenCL: the " + what + " is an image of width " + std::to_string(width_) + " and height " +
               std::to_string(height_) + ", beyond " + device->name + "'s image2d limit of " +
               std::to_string(device->image2d_max_width) + " x " + std::to_string(device->image2d_max_height) +
               " (CL_DEVICE_IMAGE2D_MAX_WIDTH x CL_DEVICE_IMAGE2D_MAX_HEIGHT)");
  }
  row_pitch_ = width_ * 4 * static_cast<size_t>(dtype.bytes());
  cl_image_format format;
  format.image_channel_order = CL_RGBA;
  format.image_channel_data_type = channel;
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = width_;
  desc.image_height = height_;
  cl_int err = CL_SUCCESS;
  mem_ = clCreateImage(device->context, CL_MEM_READ_WRITE, &format, &desc, nullptr, &err);
  Check(err, "clCreateImage(" + name + ", " + std::to_string(width_) + " x " + std::to_string(height_) + ")");
}

DeviceImage::~DeviceImage() {
  if (mem_) clReleaseMemObject(mem_);
}

void DeviceImage::Write(const void* host) const {
  size_t origin[3] = {0, 0, 0}, region[3] = {width_, height_, 1};
  Check(clEnqueueWriteImage(queue_, mem_, CL_TRUE, origin, region, row_pitch_, 0, host, 0, nullptr, nullptr),
        "clEnqueueWriteImage(" + name_ + ")");
}

void DeviceImage::Read(void* host) const {
  size_t origin[3] = {0, 0, 0}, region[3] = {width_, height_, 1};
  Check(clEnqueueReadImage(queue_, mem_, CL_TRUE, origin, region, row_pitch_, 0, host, 0, nullptr, nullptr),
        "clEnqueueReadImage(" + name_ + ")");
}

}  // namespace opencl
}  // namespace rlx
