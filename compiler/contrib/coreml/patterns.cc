// Core ML pattern table (python/tvm/relax/backend/metal/coreml.py). Every
// check accepts; the table only says which single ops Core ML takes.
#include "compiler/contrib/coreml/patterns.h"

#include <string>
#include <vector>

#include "compiler/backend/patterns.h"

namespace rlx {
namespace backend {
namespace contrib {

namespace {

using pattern::DFPattern;
using pattern::IsOp;
using pattern::Wildcard;

bool CheckDefault(const pattern::PatternCheckContext&) { return true; }

FusionPattern Binary(const std::string& op) {
  DFPattern lhs = Wildcard(), rhs = Wildcard();
  DFPattern out = IsOp("relax." + op)({lhs, rhs});
  return FusionPattern("coreml." + op, out, {{"lhs", lhs}, {"rhs", rhs}, {"root", out}}, CheckDefault);
}

FusionPattern Unary(const std::string& op) {
  DFPattern lhs = Wildcard();
  DFPattern out = IsOp("relax." + op)({lhs});
  return FusionPattern("coreml." + op, out, {{"lhs", lhs}, {"root", out}}, CheckDefault);
}

}  // namespace

void RegisterCoremlPatterns(PatternRegistry* r) {
  std::vector<FusionPattern> all = {Binary("add"), Binary("multiply")};
  for (const char* op : {"nn.softmax", "nn.relu", "expand_dims", "nn.avg_pool2d", "nn.batch_flatten"}) {
    all.push_back(Unary(op));
  }
  DFPattern lhs = Wildcard(), rhs = Wildcard();
  DFPattern conv = IsOp("relax.nn.conv2d")({lhs, rhs});
  all.emplace_back("coreml.nn.conv2d", conv, pattern::AnnotationPatterns{{"lhs", lhs}, {"rhs", rhs}, {"root", conv}},
                   CheckDefault);
  DFPattern a0 = Wildcard(), a1 = Wildcard(), a2 = Wildcard();
  DFPattern clip = IsOp("relax.clip")({a0, a1, a2});
  all.emplace_back("coreml.clip", clip,
                   pattern::AnnotationPatterns{{"arg0", a0}, {"arg1", a1}, {"arg2", a2}, {"root", clip}}, CheckDefault);
  PatternWithAnnotations mm = MakeMatmulPattern();
  all.emplace_back("coreml.matmul", mm.pattern, mm.annotations, CheckDefault);
  r->Register(all);
}

}  // namespace contrib
}  // namespace backend
}  // namespace rlx
