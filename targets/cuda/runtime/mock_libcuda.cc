// A recording stand-in for libcuda.so.1 (tests only; loaded through
// $RLX_CUDA_DRIVER_LIBRARY): one "Mock GPU" of compute capability 9.0 with
// host memory as device memory, modules that are the PTX text itself, and
// launches that run nothing but are recorded with their arguments decoded
// by the kernel's PTX parameter list — so the host side of the CUDA runtime
// (dlsym of every entry point, copies, the host-program walk, argument
// packing, launch extents) is checked on machines without a GPU.
//
// Inspection: mock_cuda_num_launches(), mock_cuda_launch(i) ("name
// grid=GxGxG block=BxBxB args=u64:ptr,s64:1000,f32:0.5"),
// mock_cuda_live_allocations(), mock_cuda_reset().
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Param {
  std::string type;  // "u64", "f32", "b8[2]", ...
  size_t bytes = 0;
};

struct Function {
  std::string name;
  std::vector<Param> params;
};

struct Module {
  std::string ptx;
  std::map<std::string, Function*> functions;
};

std::mutex mu;
std::map<uintptr_t, size_t> allocations;  // base -> bytes
std::vector<std::string> launches;
std::string last_text;

size_t BytesOf(const std::string& type) {
  size_t lb = type.find('[');
  if (lb != std::string::npos) return std::strtoul(type.c_str() + lb + 1, nullptr, 10);
  size_t i = type.size();
  while (i > 0 && std::isdigit(static_cast<unsigned char>(type[i - 1]))) --i;
  return std::strtoul(type.c_str() + i, nullptr, 10) / 8;
}

// The `.param` list of `.entry name(`.
bool ParseEntry(const std::string& ptx, const std::string& name, Function* f) {
  size_t at = ptx.find(".entry " + name + "(");
  if (at == std::string::npos) return false;
  size_t end = ptx.find(')', at);
  std::string list = ptx.substr(at, end - at);
  std::istringstream lines(list);
  std::string line;
  while (std::getline(lines, line)) {
    size_t p = line.find(".param");
    if (p == std::string::npos) continue;
    std::istringstream words(line.substr(p + 6));
    std::string w, type;
    std::string last;
    while (words >> w) {
      if (w == ".ptr" || w == ".global" || w == ".align" || std::isdigit(static_cast<unsigned char>(w[0]))) continue;
      if (w[0] == '.' && type.empty()) {
        type = w.substr(1);
        continue;
      }
      last = w;
    }
    // `.param .align 2 .b8 name[2]`: the extent is on the name.
    size_t lb = last.find('[');
    if (lb != std::string::npos) type += last.substr(lb, last.find(']') - lb + 1);
    f->params.push_back({type, BytesOf(type)});
  }
  f->name = name;
  return true;
}

bool IsLive(uintptr_t p) {
  auto it = allocations.upper_bound(p);
  if (it == allocations.begin()) return false;
  --it;
  return p >= it->first && p < it->first + std::max<size_t>(it->second, 1);
}

std::string Describe(const Param& p, const void* value) {
  uint64_t raw = 0;
  std::memcpy(&raw, value, std::min<size_t>(p.bytes, 8));
  std::ostringstream os;
  os << p.type << ":";
  if (p.type == "u64" && IsLive(static_cast<uintptr_t>(raw))) {
    os << "ptr";
  } else if (p.type == "f32") {
    float f;
    std::memcpy(&f, value, 4);
    os << f;
  } else if (p.type == "f64") {
    double d;
    std::memcpy(&d, value, 8);
    os << d;
  } else if ((p.type[0] == 's' || p.type[0] == 'u' || p.type[0] == 'b') && p.type.find('[') == std::string::npos) {
    // Integers print signed: PTX declares int parameters as .u32 / .u64 too.
    int64_t v = p.bytes == 8   ? static_cast<int64_t>(raw)
                : p.bytes == 4 ? static_cast<int32_t>(raw)
                : p.bytes == 2 ? static_cast<int16_t>(raw)
                               : static_cast<int8_t>(raw);
    os << v;
  } else {
    os << "0x" << std::hex << raw;
  }
  return os.str();
}

}  // namespace

extern "C" {

int cuInit(unsigned) { return 0; }
int cuDriverGetVersion(int* v) {
  *v = 13000;
  return 0;
}
int cuDeviceGetCount(int* n) {
  *n = 1;
  return 0;
}
int cuDeviceGet(int* d, int ordinal) {
  *d = ordinal;
  return ordinal == 0 ? 0 : 101;  // CUDA_ERROR_INVALID_DEVICE
}
int cuDeviceGetName(char* name, int len, int) {
  std::snprintf(name, len, "Mock GPU");
  return 0;
}
int cuDeviceGetAttribute(int* v, int attr, int) {
  switch (attr) {
    case 1:
      *v = 1024;
      break;  // max threads per block
    case 2:
    case 3:
      *v = 1024;
      break;
    case 4:
      *v = 64;
      break;
    case 5:
      *v = 2147483647;
      break;
    case 6:
    case 7:
      *v = 65535;
      break;
    case 8:
      *v = 49152;
      break;
    case 75:
      *v = 9;
      break;
    case 76:
      *v = 0;
      break;
    default:
      return 1;  // CUDA_ERROR_INVALID_VALUE
  }
  return 0;
}
int cuDevicePrimaryCtxRetain(void** ctx, int) {
  static int context;
  *ctx = &context;
  return 0;
}
int cuCtxSetCurrent(void*) { return 0; }
int cuCtxSynchronize() { return 0; }
int cuModuleLoadData(void** module, const void* image) {
  auto* m = new Module;
  m->ptx = static_cast<const char*>(image);
  if (m->ptx.find(".version") == std::string::npos) {
    delete m;
    return 218;  // CUDA_ERROR_INVALID_PTX
  }
  *module = m;
  return 0;
}
int cuModuleUnload(void* module) {
  auto* m = static_cast<Module*>(module);
  for (auto& [name, f] : m->functions) delete f;
  delete m;
  return 0;
}
int cuModuleGetFunction(void** fn, void* module, const char* name) {
  auto* m = static_cast<Module*>(module);
  auto f = std::make_unique<Function>();
  if (!ParseEntry(m->ptx, name, f.get())) return 500;  // CUDA_ERROR_NOT_FOUND
  m->functions[name] = f.get();
  *fn = f.release();
  return 0;
}
int cuMemAlloc_v2(unsigned long long* p, size_t bytes) {
  if (bytes == 0) return 1;
  void* m = std::malloc(bytes);
  std::lock_guard<std::mutex> lock(mu);
  allocations[reinterpret_cast<uintptr_t>(m)] = bytes;
  *p = reinterpret_cast<uintptr_t>(m);
  return 0;
}
int cuMemFree_v2(unsigned long long p) {
  std::lock_guard<std::mutex> lock(mu);
  if (allocations.erase(static_cast<uintptr_t>(p)) == 0) return 1;
  std::free(reinterpret_cast<void*>(static_cast<uintptr_t>(p)));
  return 0;
}
int cuMemcpyHtoD_v2(unsigned long long dst, const void* src, size_t n) {
  std::memcpy(reinterpret_cast<void*>(static_cast<uintptr_t>(dst)), src, n);
  return 0;
}
int cuMemcpyDtoH_v2(void* dst, unsigned long long src, size_t n) {
  std::memcpy(dst, reinterpret_cast<const void*>(static_cast<uintptr_t>(src)), n);
  return 0;
}
int cuMemcpyDtoD_v2(unsigned long long dst, unsigned long long src, size_t n) {
  std::memcpy(reinterpret_cast<void*>(static_cast<uintptr_t>(dst)),
              reinterpret_cast<const void*>(static_cast<uintptr_t>(src)), n);
  return 0;
}
int cuLaunchKernel(void* fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned,
                   void*, void** params, void**) {
  auto* f = static_cast<Function*>(fn);
  std::lock_guard<std::mutex> lock(mu);
  std::ostringstream os;
  os << f->name << " grid=" << gx << "x" << gy << "x" << gz << " block=" << bx << "x" << by << "x" << bz << " args=";
  for (size_t i = 0; i < f->params.size(); ++i) {
    if (params == nullptr || params[i] == nullptr) return 1;
    os << (i ? "," : "") << Describe(f->params[i], params[i]);
  }
  launches.push_back(os.str());
  return 0;
}
int cuEventCreate(void** e, unsigned) {
  static int event;
  *e = &event;
  return 0;
}
int cuEventRecord(void*, void*) { return 0; }
int cuEventSynchronize(void*) { return 0; }
int cuEventElapsedTime(float* ms, void*, void*) {
  *ms = 1.0f;
  return 0;
}
int cuEventDestroy_v2(void*) { return 0; }
int cuGetErrorName(int code, const char** name) {
  switch (code) {
    case 1:
      *name = "CUDA_ERROR_INVALID_VALUE";
      return 0;
    case 101:
      *name = "CUDA_ERROR_INVALID_DEVICE";
      return 0;
    case 218:
      *name = "CUDA_ERROR_INVALID_PTX";
      return 0;
    case 500:
      *name = "CUDA_ERROR_NOT_FOUND";
      return 0;
    default:
      return 1;
  }
}

int mock_cuda_num_launches() {
  std::lock_guard<std::mutex> lock(mu);
  return static_cast<int>(launches.size());
}
const char* mock_cuda_launch(int i) {
  std::lock_guard<std::mutex> lock(mu);
  last_text = i >= 0 && i < static_cast<int>(launches.size()) ? launches[i] : "";
  return last_text.c_str();
}
int mock_cuda_live_allocations() {
  std::lock_guard<std::mutex> lock(mu);
  return static_cast<int>(allocations.size());
}
void mock_cuda_reset() {
  std::lock_guard<std::mutex> lock(mu);
  launches.clear();
}

}  // extern "C"
