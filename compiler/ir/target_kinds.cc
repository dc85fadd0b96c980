#include "compiler/ir/target_kinds.h"

#include <utility>

namespace rlx {
namespace target_internal {

using json = nlohmann::json;

namespace {

// "kind", "keys", "tag" and "host" are structural: they are accepted by the
// parsers but stored outside attrs. "from_device" and "target_device_type"
// are left out on purpose: the first queries a physical device, which a
// deterministic compiler must not do, and nothing here reads the second.
KindInfo NewKind(std::vector<std::string> default_keys) {
  KindInfo info;
  info.default_keys = std::move(default_keys);
  info.Str({"device", "model"}).List({"libs"});
  return info;
}

std::map<std::string, KindInfo> BuildRegistry() {
  std::map<std::string, KindInfo> r;
  r["llvm"] = NewKind({"cpu"})
                  .List({"mattr", "cl-opt"})
                  .Str({"mcpu", "mtriple", "mfloat-abi", "mabi", "jit"})
                  .Int({"num-cores", "opt-level", "vector-width"})
                  .Bool({"fast-math", "fast-math-nnan", "fast-math-ninf", "fast-math-nsz", "fast-math-arcp",
                         "fast-math-contract", "fast-math-reassoc"});
  r["c"] = NewKind({"cpu"}).Str({"mcpu", "march"}).Int({"workspace-byte-alignment", "constants-byte-alignment"});
  r["cuda"] =
      NewKind({"cuda", "gpu"})
          .Str({"mcpu", "arch"})
          .Int({"max_shared_memory_per_block", "max_threads_per_block", "registers_per_block", "l2_cache_size_bytes"})
          .Int("thread_warp_size", 32)
          .Int("max_num_threads", 1024);
  r["nvptx"] =
      NewKind({"cuda", "gpu"}).Str({"mcpu", "mtriple"}).Int("max_num_threads", 1024).Int("thread_warp_size", 32);
  r["rocm"] = NewKind({"rocm", "gpu"})
                  .Str({"mcpu", "mtriple"})
                  .List({"mattr"})
                  .Int("max_num_threads", 256)
                  .Int("max_threads_per_block", 256)
                  .Int("max_shared_memory_per_block", 65536)
                  .Int("thread_warp_size", 64);
  r["opencl"] = NewKind({"opencl", "gpu"})
                    .Int("max_threads_per_block", 256)
                    .Int("max_shared_memory_per_block", 16384)
                    .Int("max_num_threads", 256)
                    .Int("thread_warp_size", 1)
                    .Int("texture_spatial_limit", 16384)
                    .Int("texture_depth_limit", 2048)
                    .Int("max_function_args", 128)
                    .Int("image_base_address_alignment", 64);
  r["metal"] = NewKind({"metal", "gpu"})
                   .Int("max_num_threads", 256)
                   .Int("max_threads_per_block", 256)
                   .Int("max_shared_memory_per_block", 32768)
                   .Int("thread_warp_size", 16)
                   .Int("max_function_args", 31);
  r["vulkan"] = NewKind({"vulkan", "gpu"})
                    .List({"mattr"})
                    .Bool({"supports_float16", "supports_float64", "supports_int8", "supports_int16", "supports_int64",
                           "supports_8bit_buffer", "supports_16bit_buffer", "supports_storage_buffer_storage_class",
                           "supports_push_descriptor", "supports_dedicated_allocation", "supports_integer_dot_product",
                           "supports_cooperative_matrix"})
                    .Bool("supports_float32", true)
                    .Bool("supports_int32", true)
                    .Int({"supported_subgroup_operations", "max_block_size_x", "max_block_size_y", "max_block_size_z",
                          "max_push_constants_size", "max_uniform_buffer_range", "max_storage_buffer_range",
                          "max_per_stage_descriptor_storage_buffer", "max_shared_memory_per_block", "driver_version",
                          "vulkan_api_version", "max_spirv_version"})
                    .Int("max_num_threads", 256)
                    .Int("max_threads_per_block", 256)
                    .Int("thread_warp_size", 1)
                    .Str({"device_type", "device_name", "driver_name"});
  r["webgpu"] = NewKind({"webgpu", "gpu"}).Int("max_num_threads", 256);
  r["hexagon"] = NewKind({"hexagon", "cpu"})
                     .List({"mattr", "llvm-options"})
                     .Str({"mcpu", "mtriple"})
                     .Int({"num-cores", "vtcm-capacity"});
  r["ext_dev"] = NewKind({});
  return r;
}

}  // namespace

const std::map<std::string, KindInfo>& Registry() {
  static const auto* registry = new std::map<std::string, KindInfo>(BuildRegistry());
  return *registry;
}

// Tag configurations: python/tvm/backend/adreno/target_tags.py and
// python/tvm/backend/cuda/target_tags.py.
const std::map<std::string, json>& Tags() {
  static const auto* tags = [] {
    auto* t = new std::map<std::string, json>;
    auto adreno = [t](const std::string& name, const char* kind, const char* extra_key) {
      json keys = json::array({"adreno", kind, "gpu"});
      if (extra_key != nullptr) keys.push_back(extra_key);
      (*t)[name] = {{"kind", kind}, {"device", "adreno"}, {"keys", keys}};
    };
    adreno("qcom/adreno-opencl", "opencl", nullptr);
    adreno("qcom/adreno-opencl-clml", "opencl", "clml");
    adreno("qcom/adreno-opencl-texture", "opencl", "texture");
    adreno("qcom/adreno-vulkan", "vulkan", nullptr);
    adreno("qcom/adreno-vulkan-texture", "vulkan", "texture");
    // _register_cuda_tag's defaults: 48 KiB shared memory, 64K registers.
    auto cuda = [t](const std::string& name, const char* arch, int64_t l2_bytes) {
      (*t)[name] = {{"kind", "cuda"},
                    {"keys", json::array({"cuda", "gpu"})},
                    {"arch", arch},
                    {"max_shared_memory_per_block", 49152},
                    {"max_threads_per_block", 1024},
                    {"thread_warp_size", 32},
                    {"registers_per_block", 65536},
                    {"l2_cache_size_bytes", l2_bytes}};
    };
    cuda("nvidia/nvidia-a100", "sm_80", 41943040);
    cuda("nvidia/nvidia-h100", "sm_90a", 52428800);
    return t;
  }();
  return *tags;
}

}  // namespace target_internal
}  // namespace rlx
