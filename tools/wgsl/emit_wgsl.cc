// emit_wgsl --out DIR (--backend | --model FILE.py | --tir FILE.py): writes
// DIR/kernels.wgsl and DIR/kernels.wgsl.json (EmitWebGPUArtifacts) for
//   --backend  compiler/backend's GPU kernels built for webgpu
//              (backend_kernel_set.h);
//   --model    the device PrimFuncs of a Relax module after the webgpu
//              default pipeline;
//   --tir      every @T.prim_func of a TVMScript file.
// The input of tools/wgsl/wgsl_check.py. Errors are located diagnostics on
// stderr and exit status 1; 2 is a bad command line.
#include <fstream>
#include <iostream>
#include <string>

#include "compiler/support/diagnostic.h"
#include "targets/webgpu/codegen/backend_kernel_set.h"
#include "targets/webgpu/codegen/codegen_wgsl.h"
#include "tools/wgsl/model_kernels.h"

int main(int argc, char** argv) {
  using namespace rlx;  // NOLINT
  std::string out, mode, file;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--out" && i + 1 < argc) {
      out = argv[++i];
    } else if (a == "--backend") {
      mode = a;
    } else if ((a == "--model" || a == "--tir") && i + 1 < argc) {
      mode = a;
      file = argv[++i];
    } else {
      mode.clear();
      break;
    }
  }
  if (out.empty() || mode.empty()) {
    std::cerr << "usage: emit_wgsl --out DIR (--backend | --model FILE.py | --tir FILE.py)\n";
    return 2;
  }
  try {
    codegen::PrimFuncList funcs = mode == "--backend" ? codegen::WebGPUBackendKernels()
                                  : mode == "--model" ? wgsl::WebGPUModelKernels(file)
                                                      : wgsl::TirFileKernels(file);
    for (const codegen::DeviceArtifact& a : codegen::EmitWebGPUArtifacts(funcs)) {
      std::ofstream f(out + "/" + a.file_name, std::ios::binary);
      f << a.contents;
      if (!f) {
        std::cerr << "emit_wgsl: cannot write " << out << "/" << a.file_name << "\n";
        return 1;
      }
    }
  } catch (const DiagnosticError& e) {
    std::cerr << e.what();
    return 1;
  }
  return 0;
}
