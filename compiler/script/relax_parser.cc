#include "compiler/script/relax_parser.h"

#include <nlohmann/json.hpp>

#include "compiler/op/normalize.h"
#include "compiler/relax/struct_info_util.h"
#include "compiler/script/metadata_section.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/relax_parser_internal.h"
#include "compiler/script/tir_parser.h"

namespace rlx {
namespace script {

using namespace relax;  // NOLINT

namespace detail {

std::string DottedName(const py::Expr& e) {
  if (e.kind == py::ExprKind::kName) return e.id;
  if (e.kind == py::ExprKind::kAttribute && e.operand) {
    std::string base = DottedName(*e.operand);
    return base.empty() ? "" : base + "." + e.id;
  }
  return "";
}

namespace {

// The decorator's name ("R.function") and its keyword arguments.
std::string DecoratorName(const py::Expr& d) { return DottedName(d.kind == py::ExprKind::kCall ? *d.operand : d); }

bool DecoratorFlag(const py::Expr& d, const std::string& key) {
  if (d.kind != py::ExprKind::kCall) return false;
  for (const py::Keyword& kw : d.keywords) {
    if (kw.name != key) continue;
    if (kw.value->kind != py::ExprKind::kConstant || kw.value->const_kind != py::ConstKind::kBool) {
      ThrowError(kw.value->span, "expected True or False for '" + key + "'");
    }
    return kw.value->int_value != 0;
  }
  return false;
}

const py::Expr* FindDecorator(const py::Stmt& s, const std::vector<std::string>& names) {
  for (const py::ExprPtr& d : s.decorators) {
    std::string n = DecoratorName(*d);
    for (const std::string& want : names) {
      if (n == want) return d.get();
    }
  }
  return nullptr;
}

// A Python literal (dict/list/str/number/bool/None) as JSON, for target dicts.
nlohmann::json ToJson(const py::Expr& e) {
  switch (e.kind) {
    case py::ExprKind::kDict: {
      nlohmann::json j = nlohmann::json::object();
      for (size_t i = 0; i < e.keys.size(); ++i) {
        const py::Expr& k = *e.keys[i];
        if (k.kind != py::ExprKind::kConstant || k.const_kind != py::ConstKind::kString) {
          ThrowError(k.span, "expected a string key");
        }
        j[k.str_value] = ToJson(*e.items[i]);
      }
      return j;
    }
    case py::ExprKind::kList:
    case py::ExprKind::kTuple: {
      nlohmann::json j = nlohmann::json::array();
      for (const py::ExprPtr& x : e.items) j.push_back(ToJson(*x));
      return j;
    }
    case py::ExprKind::kConstant:
      switch (e.const_kind) {
        case py::ConstKind::kInt:
          return e.int_value;
        case py::ConstKind::kFloat:
          return e.float_value;
        case py::ConstKind::kString:
          return e.str_value;
        case py::ConstKind::kBool:
          return e.int_value != 0;
        case py::ConstKind::kNone:
          return nullptr;
      }
      break;
    default:
      break;
  }
  ThrowError(e.span, "expected a literal (dict, list, string, number, bool or None)");
}

bool IsCallTo(const py::Expr* e, const std::string& name) {
  return e && e->kind == py::ExprKind::kCall && DottedName(*e->operand) == name;
}

}  // namespace

Expr RelaxParser::LookupVar(const std::string& name) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto found = it->find(name);
    if (found != it->end()) return found->second;
  }
  return Expr();
}

void RelaxParser::DefineVar(const std::string& name, const Expr& var) {
  scopes_.back()[name] = var;
  used_names_.insert(name);
}

void RelaxParser::DeclareFunctions(const py::Stmt& cls) {
  for (const py::StmtPtr& s : cls.body) {
    if (s->kind != py::StmtKind::kFunctionDef) continue;
    if (globals_.count(s->id)) ThrowError(s->span, "function '" + s->id + "' is defined twice in the module");
    globals_[s->id] = MakeAt<GlobalVarNode>(s->span, s->id);
    if (FindDecorator(*s, {"T.prim_func"})) prim_funcs_.insert(s->id);
  }
}

IRModule RelaxParser::ParseModule(const py::Module& m) {
  const py::Stmt* cls = nullptr;
  for (const py::StmtPtr& s : m.body) {
    if (s->kind == py::StmtKind::kClassDef) {
      if (!FindDecorator(*s, {"I.ir_module", "tvm.script.ir_module", "ir_module"})) {
        ThrowError(s->span, "expected the class to be decorated with @I.ir_module");
      }
      if (cls) ThrowError(s->span, "expected one @I.ir_module class per file, found a second one");
      cls = s.get();
      continue;
    }
    if (s->kind == py::StmtKind::kExpr || s->kind == py::StmtKind::kPass) continue;
    if (ParseModulePreamble(*s)) continue;
    ThrowError(s->span, "expected an @I.ir_module class at the top level");
  }
  if (!cls) {
    ThrowError(Span{file_, 0, file_->text().empty() ? size_t{0} : size_t{1}},
               "expected an @I.ir_module class, found " + std::string(m.body.empty() ? "an empty file" : "none"));
  }
  class_name_ = cls->id;
  DeclareFunctions(*cls);
  IRModuleBuilder builder;
  // First the signatures of Relax functions, so that calls between them
  // infer correctly regardless of order; then the bodies.
  std::vector<std::pair<const py::Stmt*, bool>> funcs;  // stmt, is_relax
  for (const py::StmtPtr& s : cls->body) {
    switch (s->kind) {
      case py::StmtKind::kFunctionDef:
        if (FindDecorator(*s, {"T.prim_func"})) {
          funcs.emplace_back(s.get(), false);
        } else if (FindDecorator(*s, {"R.function"})) {
          funcs.emplace_back(s.get(), true);
        } else {
          ThrowError(s->span, "expected @R.function or @T.prim_func on '" + s->id + "'");
        }
        break;
      case py::StmtKind::kExpr: {
        const py::Expr* e = s->value.get();
        if (IsCallTo(e, "I.module_attrs")) {
          if (e->items.size() != 1) ThrowError(e->span, "I.module_attrs expects one dict argument");
          auto attrs = ParseGenericAttr(*e->items[0]).as<MapNode>();
          if (!attrs.defined()) ThrowError(e->items[0]->span, "I.module_attrs expects a dict");
          builder.SetAttrs(attrs);
        } else if (IsCallTo(e, "I.module_global_infos")) {
          ParseModuleGlobalInfos(*e);
          std::vector<ObjectRef> infos(vdevices_.begin(), vdevices_.end());
          builder.SetGlobalInfo("vdevice", infos);
        } else if (e->kind != py::ExprKind::kConstant) {  // docstrings are fine
          ThrowError(e->span, "expected a function, I.module_attrs or I.module_global_infos in the module");
        }
        break;
      }
      case py::StmtKind::kPass:
        break;
      default:
        ThrowError(s->span, "expected a function definition in the module class");
    }
  }
  for (const auto& f : funcs) {
    if (f.second) {
      // Signature only: parameters and return annotation.
      PushScope();
      prim_scope_ = PrimScope();
      define_symbolic_ = true;
      std::vector<StructInfo> params;
      for (const py::Param& p : f.first->params) {
        if (!p.annotation) ThrowError(p.span, "expected a struct info annotation on parameter '" + p.name + "'");
        params.push_back(ParseStructInfo(*p.annotation));
      }
      StructInfo ret = f.first->returns ? ParseStructInfo(*f.first->returns) : ObjectSInfo();
      define_symbolic_ = false;
      PopScope();
      bool pure = true;
      if (const py::Expr* d = FindDecorator(*f.first, {"R.function"})) {
        if (d->kind == py::ExprKind::kCall) {
          for (const py::Keyword& kw : d->keywords) {
            if (kw.name == "pure") pure = DecoratorFlag(*d, "pure");
          }
        }
      }
      StructInfo fs = Make<FuncStructInfoNode>(params, ret, pure);
      globals_[f.first->id]->SetStructInfo(fs);
    }
  }
  for (const auto& f : funcs) {
    if (f.second) {
      builder.Add(f.first->id, ParseFunction(*f.first, f.first->id));
    } else {
      auto parsed = ParsePrimFunc(*f.first, type_vars_);
      builder.Add(parsed.first, parsed.second);
    }
  }
  // Key the module by the GlobalVars created while parsing, so that call
  // sites and the module agree on identity.
  IRModule mod = builder.Build();
  auto node = std::make_shared<IRModuleNode>();
  for (const auto& kv : mod->functions) {
    auto it = globals_.find(kv.first);
    RLX_CHECK(it != globals_.end()) << "function without a declared GlobalVar: " << kv.first;
    node->functions[kv.first] = {it->second, kv.second.second};
  }
  node->attrs = mod->attrs;
  node->global_infos = mod->global_infos;
  return IRModule(std::shared_ptr<const IRModuleNode>(std::move(node)));
}

// What TVM prints before the module class: `s27 = TypeVar("s27")` for each
// symbolic dimension (the signature defines it again), and the metadata
// section `metadata = tvm.ir.load_json("""...""")` of bound constants.
bool RelaxParser::ParseModulePreamble(const py::Stmt& s) {
  if (s.kind != py::StmtKind::kAssign || !s.value || s.target->kind != py::ExprKind::kName) return false;
  const py::Expr& v = *s.value;
  if (IsCallTo(&v, "TypeVar")) {
    if (v.items.size() != 1 || v.items[0]->kind != py::ExprKind::kConstant ||
        v.items[0]->const_kind != py::ConstKind::kString || v.items[0]->str_value != s.target->id) {
      ThrowError(v.span, "expected " + s.target->id + " = TypeVar(\"" + s.target->id + "\")");
    }
    type_vars_.push_back(s.target->id);
    return true;
  }
  if (IsCallTo(&v, "tvm.ir.load_json")) {
    if (s.target->id != "metadata") ThrowError(s.target->span, "expected the metadata section to be named 'metadata'");
    if (metadata_defined_) ThrowError(s.span, "the metadata section is defined twice");
    if (v.items.size() != 1 || v.items[0]->kind != py::ExprKind::kConstant ||
        v.items[0]->const_kind != py::ConstKind::kString) {
      ThrowError(v.span, "expected tvm.ir.load_json(\"\"\"...\"\"\") with one string argument");
    }
    metadata_ = ParseMetadataJson(v.items[0]->str_value, v.items[0]->span);
    metadata_defined_ = true;
    return true;
  }
  return false;
}

void RelaxParser::ParseModuleGlobalInfos(const py::Expr& call) {
  if (call.items.size() != 1 || call.items[0]->kind != py::ExprKind::kDict) {
    ThrowError(call.span, "I.module_global_infos expects one dict argument");
  }
  const py::Expr& dict = *call.items[0];
  for (size_t i = 0; i < dict.keys.size(); ++i) {
    const py::Expr& key = *dict.keys[i];
    if (key.kind != py::ExprKind::kConstant || key.const_kind != py::ConstKind::kString || key.str_value != "vdevice") {
      ThrowError(key.span, "expected the key \"vdevice\" in I.module_global_infos");
    }
    const py::Expr& list = *dict.items[i];
    if (list.kind != py::ExprKind::kList) ThrowError(list.span, "expected a list of I.vdevice(...)");
    for (const py::ExprPtr& vd : list.items) {
      if (!IsCallTo(vd.get(), "I.vdevice")) ThrowError(vd->span, "expected I.vdevice(target, id, scope)");
      if (vd->items.empty() || vd->items.size() > 3) {
        ThrowError(vd->span, "I.vdevice expects (target, vdevice_id=0, memory_scope=\"global\")");
      }
      const py::Expr& t = *vd->items[0];
      Target target;
      try {
        if (t.kind == py::ExprKind::kConstant && t.const_kind == py::ConstKind::kString) {
          target = Target::Parse(t.str_value);
        } else if (t.kind == py::ExprKind::kDict) {
          target = Target::FromJSON(ToJson(t));
        } else {
          ThrowError(t.span, "expected a target string or dict");
        }
      } catch (const DiagnosticError& err) {
        if (err.diagnostic().span.defined() && err.diagnostic().span.file == file_) throw;
        ThrowError(t.span, "invalid target: " + err.diagnostic().message);
      }
      int64_t id = 0;
      std::string scope = "global";
      if (vd->items.size() > 1) {
        const py::Expr& e = *vd->items[1];
        if (e.kind != py::ExprKind::kConstant || e.const_kind != py::ConstKind::kInt) {
          ThrowError(e.span, "expected an integer vdevice id");
        }
        id = e.int_value;
      }
      if (vd->items.size() > 2) {
        const py::Expr& e = *vd->items[2];
        if (e.kind != py::ExprKind::kConstant || e.const_kind != py::ConstKind::kString) {
          ThrowError(e.span, "expected a memory scope string");
        }
        scope = e.str_value;
      }
      vdevices_.push_back(MakeAt<VDeviceNode>(vd->span, target, id, scope));
    }
  }
}

bool RelaxParser::ParseSymbolicDecl(const py::Stmt& s) {
  // n = T.int64()  /  n, m = T.int64(), T.int64()
  if (s.kind != py::StmtKind::kAssign || !s.value) return false;
  std::vector<const py::Expr*> targets, values;
  if (s.target->kind == py::ExprKind::kTuple && s.value->kind == py::ExprKind::kTuple) {
    for (const auto& t : s.target->items) targets.push_back(t.get());
    for (const auto& v : s.value->items) values.push_back(v.get());
  } else {
    targets.push_back(s.target.get());
    values.push_back(s.value.get());
  }
  if (targets.size() != values.size()) return false;
  for (const py::Expr* v : values) {
    if (v->kind != py::ExprKind::kCall || !v->items.empty()) return false;
    std::string callee = DottedName(*v->operand);
    if (callee.rfind("T.", 0) != 0 || !DataType::Parse(callee.substr(2))) return false;
  }
  for (size_t i = 0; i < targets.size(); ++i) {
    if (targets[i]->kind != py::ExprKind::kName) ThrowError(targets[i]->span, "expected a name");
    DataType dtype = *DataType::Parse(DottedName(*values[i]->operand).substr(2));
    const std::string& name = targets[i]->id;
    if (TirVar existing = prim_scope_.LookupVar(name)) {
      if (existing->dtype != dtype) {
        ThrowError(values[i]->span, "symbolic variable '" + name + "' was used as " + existing->dtype.ToString() +
                                        " in the signature but is declared " + dtype.ToString());
      }
      continue;
    }
    prim_scope_.DefineVar(name, MakeTirVar(name, dtype));
  }
  return true;
}

Function RelaxParser::ParseFunction(const py::Stmt& def, const std::string& name) {
  const py::Expr* deco = FindDecorator(def, {"R.function"});
  bool is_private = deco && DecoratorFlag(*deco, "private");
  bool pure = true;
  if (deco && deco->kind == py::ExprKind::kCall) {
    for (const py::Keyword& kw : deco->keywords) {
      if (kw.name == "pure") {
        pure = DecoratorFlag(*deco, "pure");
      } else if (kw.name != "private") {
        ThrowError(kw.span, "unknown @R.function option '" + kw.name + "'; valid options: private, pure");
      }
    }
  }
  PushScope();
  prim_scope_ = PrimScope();
  used_names_.clear();
  define_symbolic_ = true;
  std::vector<Var> params;
  for (const py::Param& p : def.params) {
    if (!p.annotation) ThrowError(p.span, "expected a struct info annotation on parameter '" + p.name + "'");
    if (p.default_value) ThrowError(p.default_value->span, "default values are not allowed on Relax parameters");
    Var v = MakeAt<VarNode>(p.span, p.name, ParseStructInfo(*p.annotation), false);
    params.push_back(v);
    DefineVar(p.name, v);
  }
  StructInfo ret;
  if (def.returns) ret = ParseStructInfo(*def.returns);
  define_symbolic_ = false;

  // Body statements; R.func_attr and symbolic declarations are not bindings.
  Map attrs;
  std::vector<const py::Stmt*> stmts;
  for (const py::StmtPtr& s : def.body) {
    if (s->kind == py::StmtKind::kExpr && IsCallTo(s->value.get(), "R.func_attr")) {
      const py::Expr& call = *s->value;
      if (call.items.size() != 1) ThrowError(call.span, "R.func_attr expects one dict argument");
      attrs = ParseGenericAttr(*call.items[0]).as<MapNode>();
      if (!attrs.defined()) ThrowError(call.items[0]->span, "R.func_attr expects a dict");
      continue;
    }
    if (ParseSymbolicDecl(*s)) continue;
    if (s->kind == py::StmtKind::kAssign && s->target->kind == py::ExprKind::kName && s->value &&
        s->value->kind == py::ExprKind::kName && (s->value->id == class_name_)) {
      continue;  // `cls = Module`
    }
    if (s->kind == py::StmtKind::kExpr && s->value->kind == py::ExprKind::kConstant) continue;  // docstring
    stmts.push_back(s.get());
  }
  // Local functions never get a global symbol.
  if (!is_private && !nested_function_ && !(attrs.defined() && attrs->Has("global_symbol"))) {
    attrs = MapWith(attrs, "global_symbol", MakeString(name));
  }
  Expr body = ParseBody(stmts, def, true, nullptr, nullptr);
  PopScope();
  if (!ret.defined()) {
    ret = GetStructInfo(body);
  } else if (relax::StructInfoBaseCheck(ret, GetStructInfo(body)) == relax::BaseCheckResult::kFailL0) {
    // No value of the body's struct info fits the annotation (a different
    // rank, dtype, constant dimension or kind): an error at the annotation
    // now, not a failed check when the function returns. Less specific
    // bodies stay (checked at run time, as in TVM).
    ThrowError(def.returns->span, "function '" + name + "' is annotated to return " + relax::StructInfoToString(ret) +
                                      ", but its body returns " + relax::StructInfoToString(GetStructInfo(body)));
  }
  Function f = MakeAt<FunctionNode>(def.span, params, body, ret, pure, attrs);
  op::InferStructInfo(f);
  return f;
}

// Parses statements into a SeqExpr. A function body ends with `return`; an
// if-branch ends with an assignment to the if's result variable.
Expr RelaxParser::ParseBody(const std::vector<const py::Stmt*>& stmts, const py::Stmt& owner, bool is_function_body,
                            std::string* assigned_name, const py::Expr** assigned_annotation) {
  std::vector<BindingBlock> blocks;
  std::vector<Binding> pending;
  auto flush = [&]() {
    if (!pending.empty()) blocks.push_back(Make<BindingBlockNode>(std::move(pending), false));
    pending.clear();
  };
  Expr result;
  for (size_t i = 0; i < stmts.size(); ++i) {
    const py::Stmt& s = *stmts[i];
    bool last = i + 1 == stmts.size();
    if (s.kind == py::StmtKind::kReturn) {
      if (!is_function_body) ThrowError(s.span, "return is only allowed at the end of a function");
      if (!last) ThrowError(stmts[i + 1]->span, "unreachable statement after return");
      if (!s.value) ThrowError(s.span, "expected a value after return");
      result = Leafify(ParseExpr(*s.value));
      TakePending(&pending);
      break;
    }
    if (s.kind == py::StmtKind::kWith) {
      if (s.items.size() != 1 || !IsCallTo(s.items[0].get(), "R.dataflow")) {
        ThrowError(s.span, "expected `with R.dataflow():`");
      }
      flush();
      // The outputs are listed last; they decide which vars are dataflow vars.
      if (s.body.empty()) ThrowError(s.span, "empty dataflow block");
      const py::Stmt& out = *s.body.back();
      if (out.kind != py::StmtKind::kExpr || !IsCallTo(out.value.get(), "R.output")) {
        ThrowError(out.span, "expected R.output(...) as the last statement of a dataflow block");
      }
      std::unordered_set<std::string> outputs;
      for (const py::ExprPtr& o : out.value->items) {
        if (o->kind != py::ExprKind::kName) ThrowError(o->span, "R.output expects variable names");
        outputs.insert(o->id);
      }
      std::vector<Binding> bindings;
      in_dataflow_ = true;
      for (size_t k = 0; k + 1 < s.body.size(); ++k) {
        Binding b = ParseBinding(*s.body[k], true, outputs);
        TakePending(&bindings);
        bindings.push_back(b);
      }
      in_dataflow_ = false;
      for (const py::ExprPtr& o : out.value->items) {
        Expr v = LookupVar(o->id);
        bool defined_here = false;
        for (const Binding& b : bindings) defined_here |= b->var.get() == v.get();
        if (!defined_here)
          ThrowError(o->span, "R.output names '" + o->id + "', which this dataflow block does not define");
      }
      blocks.push_back(Make<BindingBlockNode>(std::move(bindings), true));
      continue;
    }
    if (!is_function_body && last) {
      // The branch result: `name[: ann] = value`.
      if (s.kind != py::StmtKind::kAssign && s.kind != py::StmtKind::kAnnAssign) {
        ThrowError(s.span, "expected the branch to end by assigning its result");
      }
      if (s.target->kind != py::ExprKind::kName) ThrowError(s.target->span, "expected a variable name");
      *assigned_name = s.target->id;
      *assigned_annotation = s.annotation.get();
      if (!s.value) ThrowError(s.span, "expected a value for the branch result");
      result = Leafify(ParseExpr(*s.value));
      TakePending(&pending);
      break;
    }
    Binding b = ParseBinding(s, false, {});
    TakePending(&pending);
    pending.push_back(b);
  }
  if (!result.defined()) {
    ThrowError(owner.span, is_function_body ? "expected the function to end with a return statement"
                                            : "expected the branch to end by assigning its result");
  }
  flush();
  Expr seq = MakeAt<SeqExprNode>(result->span, std::move(blocks), result);
  return Normalize(seq);
}

Binding RelaxParser::ParseIf(const py::Stmt& s) {
  Expr cond = ParseArgValue(*s.test);
  // The condition's bindings go before the if, not into a branch.
  std::vector<Binding> cond_bindings;
  TakePending(&cond_bindings);
  auto branch = [&](const py::StmtList& body, std::string* name, const py::Expr** ann) {
    PushScope();
    std::vector<const py::Stmt*> stmts;
    for (const py::StmtPtr& st : body) stmts.push_back(st.get());
    Expr e = ParseBody(stmts, s, false, name, ann);
    PopScope();
    return e;
  };
  if (s.orelse.empty()) ThrowError(s.span, "expected an else branch: a Relax if must produce a value on both paths");
  std::string then_name, else_name;
  const py::Expr* then_ann = nullptr;
  const py::Expr* else_ann = nullptr;
  Expr then_branch = branch(s.body, &then_name, &then_ann);
  Expr else_branch = branch(s.orelse, &else_name, &else_ann);
  if (then_name != else_name) {
    ThrowError(s.orelse.back()->span,
               "both branches must assign the same variable; found '" + then_name + "' and '" + else_name + "'");
  }
  StructInfo sinfo;
  if (then_ann) sinfo = ParseStructInfo(*then_ann);
  if (!sinfo.defined()) sinfo = GetStructInfo(then_branch);
  pending_bindings_ = std::move(cond_bindings);
  Expr value = MakeAt<IfNode>(s.span, cond, then_branch, else_branch);
  value->SetStructInfo(sinfo);
  Var var = MakeAt<VarNode>(s.span, then_name, sinfo, false);
  DefineVar(then_name, var);
  return MakeAt<VarBindingNode>(s.span, var, value);
}

Binding RelaxParser::ParseLocalFunction(const py::Stmt& s) {
  if (!FindDecorator(s, {"R.function"}))
    ThrowError(s.span, "expected @R.function on the local function '" + s.id + "'");
  // A local function has its own symbolic variables and names; it may refer
  // to variables of the enclosing function (a closure).
  PrimScope saved_prim = prim_scope_;
  std::unordered_set<std::string> saved_names = used_names_;
  std::vector<Binding> saved_pending = std::move(pending_bindings_);
  pending_bindings_.clear();
  bool saved_dataflow = in_dataflow_, saved_nested = nested_function_;
  in_dataflow_ = false;
  nested_function_ = true;
  Function f = ParseFunction(s, s.id);
  prim_scope_ = saved_prim;
  used_names_ = std::move(saved_names);
  pending_bindings_ = std::move(saved_pending);
  in_dataflow_ = saved_dataflow;
  nested_function_ = saved_nested;
  Var var = MakeAt<VarNode>(s.span, s.id, GetStructInfo(f), false);
  DefineVar(s.id, var);
  return MakeAt<VarBindingNode>(s.span, var, f);
}

Binding RelaxParser::ParseBinding(const py::Stmt& s, bool in_dataflow, const std::unordered_set<std::string>& outputs) {
  if (s.kind == py::StmtKind::kFunctionDef) {
    if (in_dataflow) ThrowError(s.span, "local functions are not allowed inside a dataflow block");
    return ParseLocalFunction(s);
  }
  if (s.kind == py::StmtKind::kIf) {
    if (in_dataflow) ThrowError(s.span, "if/else is not allowed inside a dataflow block");
    return ParseIf(s);
  }
  if (s.kind != py::StmtKind::kAssign && s.kind != py::StmtKind::kAnnAssign) {
    ThrowError(s.span, "expected a binding `name = value` or `name: annotation = value`");
  }
  if (!s.value) ThrowError(s.span, "expected a value for the binding");
  if (s.target->kind != py::ExprKind::kName) {
    ThrowError(s.target->span, "expected a variable name on the left of the binding (tuple unpacking is not Relax)");
  }
  const std::string& name = s.target->id;
  bool dataflow_var = in_dataflow && !outputs.count(name);
  StructInfo ann;
  if (s.annotation) ann = ParseStructInfo(*s.annotation);
  if (IsCallTo(s.value.get(), "R.match_cast")) {
    const py::Expr& call = *s.value;
    if (call.items.size() != 2) ThrowError(call.span, "R.match_cast expects (value, struct_info)");
    Expr value = ParseArgValue(*call.items[0]);
    StructInfo pattern = ParseStructInfo(*call.items[1]);
    Var var = MakeAt<VarNode>(s.target->span, name, ann.defined() ? ann : pattern, dataflow_var);
    DefineVar(name, var);
    return MakeAt<MatchCastNode>(s.span, var, value, pattern);
  }
  Expr value;
  // TVM 0.27 writes `a: T.int32 = 3`: a bare literal takes the annotated dtype.
  auto prim_ann = ann.defined() ? ann.as<PrimStructInfoNode>() : nullptr;
  if (prim_ann.defined() && !prim_ann->value.defined() && s.value->kind == py::ExprKind::kConstant &&
      (s.value->const_kind == py::ConstKind::kInt || s.value->const_kind == py::ConstKind::kBool) &&
      (prim_ann->dtype.is_integer() || prim_ann->dtype.is_bool())) {
    value = Normalize(
        MakeAt<PrimValueNode>(s.value->span, MakeAt<IntImmNode>(s.value->span, prim_ann->dtype, s.value->int_value)));
  } else {
    value = ParseExpr(*s.value);
  }
  StructInfo sinfo = GetStructInfo(value);
  if (ann.defined()) sinfo = ann;
  Var var = MakeAt<VarNode>(s.target->span, name, sinfo, dataflow_var);
  DefineVar(name, var);
  return MakeAt<VarBindingNode>(s.span, var, value);
}

}  // namespace detail

IRModule ParseModule(const SourceFilePtr& file) {
  py::Module m = py::ParsePython(file);
  detail::RelaxParser parser(file);
  return parser.ParseModule(m);
}

IRModule ParseModuleText(const std::string& text, const std::string& filename) {
  return ParseModule(std::make_shared<SourceFile>(filename, text));
}

}  // namespace script
}  // namespace rlx
