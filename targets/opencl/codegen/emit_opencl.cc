// emit_opencl FILE: prints the OpenCL C of every @T.prim_func in the
// TVMScript file FILE (functions keep their Python names). Errors are
// located diagnostics on stderr and exit status 1.
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/opencl/codegen/codegen_opencl.h"

int main(int argc, char** argv) {
  using namespace rlx;  // NOLINT
  if (argc != 2) {
    std::cerr << "usage: emit_opencl FILE.py\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "emit_opencl: cannot read " << argv[1] << "\n";
    return 2;
  }
  std::stringstream text;
  text << in.rdbuf();
  try {
    py::Module m = py::ParsePython(std::make_shared<SourceFile>(argv[1], text.str()));
    std::vector<std::pair<std::string, tir::PrimFunc>> funcs;
    for (const py::StmtPtr& s : m.body) funcs.push_back(script::ParsePrimFunc(*s));
    std::cout << codegen::BuildOpenCL(funcs).source;
  } catch (const DiagnosticError& e) {
    std::cerr << e.what();
    return 1;
  }
  return 0;
}
