// Linked into sanitizer builds only (see :opencl in BUILD).
//
// PoCL compiles kernels with its own clang / LLVM 15 while our processes
// hold LLVM 19; Debian does not version their symbols, so PoCL's clang
// would bind to ours and crash in clBuildProgram. Plain builds therefore
// load the vendor libraries with RTLD_DEEPBIND first
// (targets/opencl/runtime/opencl_kernels.cc). AddressSanitizer refuses DEEPBIND
// (google/sanitizers#611): a deep-bound library takes libc's malloc/free
// next to ASan's, and mixing them corrupts the heap. Under the sanitizers
// the executable's own dlopen (first in symbol lookup, so both our call and
// the ICD loader's land here) loads PoCL with dlmopen into a link namespace
// of its own instead: its LLVM, its libc and its allocator stay inside, and
// nothing allocated there crosses the OpenCL API to be freed outside.
// Every other dlopen goes on unchanged to the next one (the sanitizer's).
#include <dlfcn.h>

#include <cstring>
#include <map>
#include <mutex>
#include <string>

extern "C" void* dlopen(const char* file, int mode) {
  using DlopenFn = void* (*)(const char*, int);
  static DlopenFn next = reinterpret_cast<DlopenFn>(dlsym(RTLD_NEXT, "dlopen"));
  bool isolate = file != nullptr && ((mode & RTLD_DEEPBIND) != 0 || std::strstr(file, "libpocl.so") != nullptr);
  if (!isolate) return next(file, mode);
  static std::mutex mu;
  static auto* handles = new std::map<std::string, void*>;  // never freed: the handles live to exit
  std::lock_guard<std::mutex> lock(mu);
  void*& handle = (*handles)[file];
  if (handle == nullptr) handle = dlmopen(LM_ID_NEWLM, file, RTLD_NOW | RTLD_LOCAL);
  return handle;
}
