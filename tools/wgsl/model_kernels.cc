#include "tools/wgsl/model_kernels.h"

#include <fstream>
#include <memory>
#include <sstream>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/registry.h"

namespace rlx {
namespace wgsl {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) ThrowError("cannot read " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

codegen::PrimFuncList WebGPUModelKernels(const std::string& path) {
  IRModule mod = script::ParseModuleText(ReadFile(path), path);
  PassContext ctx;
  backend::AttachDefaultPatterns(&ctx);
  IRModule out = (*targets::GetDefaultPipeline(Target::Parse("webgpu")))(mod, ctx);
  codegen::PrimFuncList funcs;
  for (const auto& kv : out->functions) {  // a std::map: sorted by name
    auto f = kv.second.second.as<tir::PrimFuncNode>();
    if (f.defined() && backend::HasThreadBinding(f)) funcs.push_back({kv.first, f});
  }
  return funcs;
}

codegen::PrimFuncList TirFileKernels(const std::string& path) {
  py::Module m = py::ParsePython(std::make_shared<SourceFile>(path, ReadFile(path)));
  codegen::PrimFuncList funcs;
  for (const py::StmtPtr& s : m.body) funcs.push_back(script::ParsePrimFunc(*s));
  return funcs;
}

}  // namespace wgsl
}  // namespace rlx
