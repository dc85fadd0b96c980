#include "compiler/op/register_util.h"

#include <utility>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace op {

ParamSpec Arg(const std::string& name, ArgKind kind) {
  ParamSpec p;
  p.name = name;
  p.arg_kind = kind;
  return p;
}

ParamSpec OptionalArg(const std::string& name, ArgKind kind, ObjectRef default_value) {
  ParamSpec p;
  p.name = name;
  p.arg_kind = kind;
  p.required = false;
  p.default_value = std::move(default_value);
  return p;
}

ParamSpec VariadicArg(const std::string& name, ArgKind kind) {
  ParamSpec p;
  p.name = name;
  p.arg_kind = kind;
  p.required = false;
  p.variadic = true;
  return p;
}

static bool IsOptionalKind(AttrKind kind) {
  return kind == AttrKind::kOptionalInt || kind == AttrKind::kOptionalIntList || kind == AttrKind::kOptionalFloat ||
         kind == AttrKind::kOptionalString;
}

ParamSpec Attr(const std::string& name, AttrKind kind, ObjectRef default_value) {
  ParamSpec p;
  p.name = name;
  p.is_attr = true;
  p.attr_kind = kind;
  p.required = !default_value.defined() && !IsOptionalKind(kind);
  p.default_value = std::move(default_value);
  return p;
}

ParamSpec NoneAttr(const std::string& name, AttrKind kind) {
  ParamSpec p = Attr(name, kind);
  p.required = false;
  return p;
}

ParamSpec SInfoParam(const std::string& name, std::vector<std::string> aliases, bool required) {
  ParamSpec p;
  p.name = name;
  p.is_sinfo = true;
  p.required = required;
  p.aliases = std::move(aliases);
  return p;
}

ObjectRef IntValue(int64_t v) { return Int64(v); }
ObjectRef FloatValue(double v) { return MakeFloatImm(DataType::Float(64), v); }
ObjectRef BoolValue(bool v) { return Bool(v); }
ObjectRef StringValue(const std::string& v) { return MakeString(v); }

ObjectRef IntListValue(const std::vector<int64_t>& v) {
  std::vector<ObjectRef> elems;
  for (int64_t x : v) elems.push_back(Int64(x));
  return Make<ArrayNode>(std::move(elems));
}

OpDef MakeOpDef(const std::string& name, const std::string& script_name, std::vector<ParamSpec> params,
                OpPatternKind pattern, const std::string& doc, FInferStructInfo infer) {
  OpDef def;
  def.name = name;
  def.script_name = script_name;
  def.params = std::move(params);
  def.pattern = pattern;
  def.doc = doc;
  def.infer = std::move(infer);
  return def;
}

}  // namespace op
}  // namespace rlx
