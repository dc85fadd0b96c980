// Linked into sanitizer builds only (see :opencl in BUILD). ocl-icd loads
// PoCL with dlopen(..., RTLD_DEEPBIND), which AddressSanitizer's dlopen
// interceptor refuses outright (google/sanitizers#611), so every OpenCL test
// failed before running. The executable's own dlopen comes first in symbol
// lookup, so ocl-icd's call lands here, loses the flag, and goes on to the
// next dlopen (the sanitizer's interceptor, then libc). Without DEEPBIND,
// PoCL's LLVM 15 and our LLVM 16 cannot mix: Debian versions their symbols.
#include <dlfcn.h>

extern "C" void* dlopen(const char* file, int mode) {
  using DlopenFn = void* (*)(const char*, int);
  static DlopenFn next = reinterpret_cast<DlopenFn>(dlsym(RTLD_NEXT, "dlopen"));
  return next(file, mode & ~RTLD_DEEPBIND);
}
