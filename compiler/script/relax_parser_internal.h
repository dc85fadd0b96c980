// Internal to the Relax script parser: the parser state shared by
// relax_parser.cc (module, functions, statements) and relax_expr_parser.cc
// (struct info, expressions, operator calls).
#ifndef RLX_COMPILER_SCRIPT_RELAX_PARSER_INTERNAL_H_
#define RLX_COMPILER_SCRIPT_RELAX_PARSER_INTERNAL_H_

#include <map>
#include <string>
#include <unordered_set>
#include <vector>

#include "compiler/op/op_registry.h"
#include "compiler/relax/module.h"
#include "compiler/script/prim_expr_parser.h"
#include "compiler/script/pyast.h"

namespace rlx {
namespace script {
namespace detail {

// "R.nn.conv2d" for an attribute chain rooted at a name, else "".
std::string DottedName(const py::Expr& e);

class RelaxParser {
 public:
  explicit RelaxParser(SourceFilePtr file) : file_(std::move(file)) {}
  IRModule ParseModule(const py::Module& m);

  // ---- struct info and expressions (relax_expr_parser.cc)
  relax::StructInfo ParseStructInfo(const py::Expr& e);
  relax::Expr ParseExpr(const py::Expr& e);
  bool IsBarePrimValue(const py::Expr& e) const;
  PrimExpr ParseDim(const py::Expr& e);
  relax::Expr Normalize(relax::Expr e);

 private:
  friend class ExprParserAccess;
  // ---- module and functions (relax_parser.cc)
  void DeclareFunctions(const py::Stmt& cls);
  relax::Function ParseFunction(const py::Stmt& def, const std::string& name);
  relax::Expr ParseBody(const std::vector<const py::Stmt*>& stmts, const py::Stmt& owner, bool is_function_body,
                        std::string* assigned_name, const py::Expr** assigned_annotation);
  relax::Binding ParseBinding(const py::Stmt& s, bool in_dataflow, const std::unordered_set<std::string>& outputs);
  relax::Binding ParseIf(const py::Stmt& s);
  relax::Binding ParseLocalFunction(const py::Stmt& s);
  bool ParseSymbolicDecl(const py::Stmt& s);
  void ParseModuleGlobalInfos(const py::Expr& call);
  bool ParseModulePreamble(const py::Stmt& s);
  // metadata["key"][i]: the constant TVM's metadata section holds there.
  relax::Expr ParseMetadataRef(const py::Expr& e);

  // ---- expressions (relax_expr_parser.cc)
  relax::Expr ParseCall(const py::Expr& e);
  relax::Expr ParseOpCall(const py::Expr& e, const op::OpDef& def);
  relax::Expr ParseDpsCall(const py::Expr& e, const std::string& name);
  relax::Expr ParsePackedCall(const py::Expr& e, const std::string& name);
  relax::Expr ParseConst(const py::Expr& e);
  // Arguments are bound to variables when they are not leaves (TVM's normal
  // form): `R.add(R.exp(x), y)` emits `lv = R.exp(x)` first.
  relax::Expr ParseArgValue(const py::Expr& e) { return Leafify(ParseArgValueImpl(e)); }
  relax::Expr ParseRelaxArg(const py::Expr& e, const op::ParamSpec& p) { return Leafify(ParseRelaxArgImpl(e, p)); }
  relax::Expr ParseArgValueImpl(const py::Expr& e);
  relax::Expr ParseRelaxArgImpl(const py::Expr& e, const op::ParamSpec& p);
  relax::Expr Leafify(const relax::Expr& e);
  // Moves the bindings Leafify emitted into `out`.
  void TakePending(std::vector<relax::Binding>* out);
  ObjectRef ParseAttr(const py::Expr& e, op::AttrKind kind, const std::string& name);
  ObjectRef ParseIndexMap(const py::Expr& e);
  ObjectRef ParseDevice(const py::Expr& e);
  ObjectRef ParseGenericAttr(const py::Expr& e);
  std::vector<relax::StructInfo> ParseSInfoList(const py::Expr& e);
  relax::VDevice LookupVDevice(const py::Expr& e, const std::string& ref);
  relax::GlobalVar LookupGlobal(const py::Expr& e, const std::string& name);

  // Names in scope.
  relax::Expr LookupVar(const std::string& name) const;
  void DefineVar(const std::string& name, const relax::Expr& var);
  void PushScope() { scopes_.emplace_back(); }
  void PopScope() { scopes_.pop_back(); }

  SourceFilePtr file_;
  std::string class_name_ = "Module";
  std::map<std::string, relax::GlobalVar> globals_;
  std::unordered_set<std::string> prim_funcs_;
  std::map<std::string, relax::StructInfo> global_sinfo_;
  std::vector<relax::VDevice> vdevices_;
  std::map<std::string, std::vector<NDArray>> metadata_;
  bool metadata_defined_ = false;
  // Names declared by the module's `n = TypeVar("n")` lines, in order.
  std::vector<std::string> type_vars_;
  std::vector<std::map<std::string, relax::Expr>> scopes_;
  PrimScope prim_scope_;
  // While parsing a signature, unknown symbolic names define new int64 vars.
  bool define_symbolic_ = false;
  // Bindings emitted for non-leaf arguments, to go before the current one.
  std::vector<relax::Binding> pending_bindings_;
  bool in_dataflow_ = false;
  bool nested_function_ = false;
  // Names used in the current function, for fresh "lv", "lv1", ... names.
  std::unordered_set<std::string> used_names_;
};

}  // namespace detail
}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_RELAX_PARSER_INTERNAL_H_
