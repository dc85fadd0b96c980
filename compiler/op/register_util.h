// Small builders that keep the per-family registration tables readable:
// parameter specs in TVM's Python signature order and attribute defaults.
#ifndef RLX_COMPILER_OP_REGISTER_UTIL_H_
#define RLX_COMPILER_OP_REGISTER_UTIL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/op/op_registry.h"

namespace rlx {
namespace op {

// A required Relax argument (a tensor unless `kind` says otherwise).
ParamSpec Arg(const std::string& name, ArgKind kind = ArgKind::kTensor);
// A Relax argument that may be omitted; `default_value` (a PrimExpr
// immediate) is what TVM's Python wrapper passes when it is.
ParamSpec OptionalArg(const std::string& name, ArgKind kind, ObjectRef default_value = ObjectRef());
// A Relax argument taking all remaining arguments.
ParamSpec VariadicArg(const std::string& name, ArgKind kind = ArgKind::kExpr);
// An attribute. With a null default it is required, unless `kind` is one of
// the kOptional* kinds (then the default is None).
ParamSpec Attr(const std::string& name, AttrKind kind, ObjectRef default_value = ObjectRef());
// An attribute whose Python default is None (e.g. `dtype=None`), of any kind.
ParamSpec NoneAttr(const std::string& name, AttrKind kind);
// A struct-info parameter stored in Call::sinfo_args.
ParamSpec SInfoParam(const std::string& name, std::vector<std::string> aliases = {}, bool required = true);

// Attribute values as the parser stores them.
ObjectRef IntValue(int64_t v);
ObjectRef FloatValue(double v);
ObjectRef BoolValue(bool v);
ObjectRef StringValue(const std::string& v);
ObjectRef IntListValue(const std::vector<int64_t>& v);

OpDef MakeOpDef(const std::string& name, const std::string& script_name, std::vector<ParamSpec> params,
                OpPatternKind pattern, const std::string& doc, FInferStructInfo infer);

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_REGISTER_UTIL_H_
