#include "compiler/script/relax_printer.h"

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>
#include <unordered_set>

#include "compiler/ir/structural_equal.h"
#include "compiler/op/op_registry.h"
#include "compiler/script/metadata_section.h"
#include "compiler/script/prim_expr_printer.h"
#include "compiler/script/relax_printer_internal.h"
#include "compiler/script/script_util.h"
#include "compiler/script/tir_printer.h"

namespace rlx {
namespace script {

using namespace relax;  // NOLINT: this file is all about Relax nodes.
using internal::CollectSymbolicVars;
using internal::MetadataConstants;

namespace {

const char* const kModuleName = "Module";

std::string Indent(int level) { return std::string(static_cast<size_t>(level) * 4, ' '); }

// T.index_map(lambda ...) attributes bind their own variables.
bool IsIndexMap(const Object& o) {
  return o.kind() == NodeKind::kMap && static_cast<const MapNode&>(o).Has("initial_indices");
}

}  // namespace

void internal::CollectSymbolicVars(const ObjectRef& root, std::vector<const TirVarNode*>* out,
                                   std::unordered_set<const Object*>* seen) {
  auto descend = [](const Object& o) {
    return o.kind() != NodeKind::kPrimFunc && o.kind() != NodeKind::kFunction && o.kind() != NodeKind::kConstant &&
           !IsIndexMap(o);
  };
  for (const TirVar& v : CollectTirVars(root, descend)) {
    if (seen->insert(v.get()).second) out->push_back(v.get());
  }
}

namespace {

// The variables a function body binds to local functions (not looking into
// those functions). Their FuncStructInfo holds the local function's own
// symbolic variables, which the enclosing function must not declare.
std::unordered_set<const Object*> LocalFunctionVars(const ObjectRef& body) {
  std::unordered_set<const Object*> out;
  std::function<void(const ObjectRef&)> walk = [&](const ObjectRef& obj) {
    if (!obj.defined() || obj->kind() == NodeKind::kFunction || obj->kind() == NodeKind::kPrimFunc) return;
    if (auto vb = obj.as<VarBindingNode>(); vb.defined() && vb->value.as<FunctionNode>().defined()) {
      out.insert(vb->var.get());
      return;
    }
    ForEachChild(*obj, [&walk](const ObjectRef& child, FieldRole) { walk(child); });
  };
  walk(body);
  return out;
}

std::string FormatBool(bool b) { return b ? "True" : "False"; }

// Where TVM 0.27 keeps an op's attributes in another order than its Python
// signature's (the Attrs node's fields, which its printer follows).
const std::vector<std::string>* TvmAttrFieldOrder(const std::string& op) {
  static const std::vector<std::string> kPool = {"pool_size", "strides",           "dilation", "padding",
                                                 "ceil_mode", "count_include_pad", "layout",   "out_layout"};
  static const std::unordered_set<std::string> kPoolOps = {"relax.nn.max_pool1d", "relax.nn.max_pool2d",
                                                           "relax.nn.max_pool3d", "relax.nn.avg_pool1d",
                                                           "relax.nn.avg_pool2d", "relax.nn.avg_pool3d"};
  static const std::vector<std::string> kPad = {"pad_width", "pad_value", "pad_mode"};
  static const std::vector<std::string> kQuantize = {"out_dtype", "axis"};
  if (kPoolOps.count(op)) return &kPool;
  if (op == "relax.nn.pad") return &kPad;
  if (op == "relax.quantize" || op == "relax.dequantize") return &kQuantize;
  return nullptr;
}

class FunctionPrinter {
 public:
  explicit FunctionPrinter(bool in_module, PrintStyle style = PrintStyle::kRlx)
      : in_module_(in_module), style_(style) {}
  void set_metadata(MetadataConstants* metadata) { metadata_ = metadata; }
  // kTvm: where the signature's symbolic variables are declared as
  // module-level TypeVars (names appended once each, in order).
  void set_type_var_names(std::vector<std::string>* names) { type_var_names_ = names; }
  // kTvm: every TypeVar name of the module, which body variables avoid.
  void set_module_type_var_names(const std::vector<std::string>* names) { module_type_var_names_ = names; }
  // Whether the text printed so far refers to `T.` (TVM's header then
  // imports tirx as T).
  bool uses_tir() const { return uses_tir_; }

  // Struct info outside a function: symbolic variables print by their own
  // names (nothing declares them).
  std::string StandaloneSInfo(const StructInfo& sinfo) {
    std::vector<const TirVarNode*> sym_vars;
    std::unordered_set<const Object*> seen;
    CollectSymbolicVars(sinfo, &sym_vars, &seen);
    for (const TirVarNode* v : sym_vars) names_.Define(v, v->name);
    return SInfo(sinfo);
  }

  std::string Print(const Function& f, const std::string& name, int indent) {
    std::ostringstream body;
    // Symbolic variables: the ones in the signature print as strings there
    // and are declared first in the body, as TVM prints them.
    std::vector<const TirVarNode*> sym_vars;
    std::unordered_set<const Object*> seen;
    for (const Var& p : f->params) CollectSymbolicVars(p->struct_info(), &sym_vars, &seen);
    size_t num_signature_vars = sym_vars.size();
    CollectSymbolicVars(f->ret_struct_info, &sym_vars, &seen);
    size_t num_signature_and_return_vars = sym_vars.size();
    std::unordered_set<const Object*> local_fns = LocalFunctionVars(f->body);
    for (const TirVar& v : CollectTirVars(f->body, [&local_fns](const Object& o) {
           return o.kind() != NodeKind::kPrimFunc && o.kind() != NodeKind::kFunction &&
                  o.kind() != NodeKind::kConstant && local_fns.count(&o) == 0 && !IsIndexMap(o);
         })) {
      if (seen.insert(v.get()).second) sym_vars.push_back(v.get());
    }
    // The parser gives a local function a fresh symbolic scope, so the
    // enclosing functions' symbolic variables are invisible in it: a local
    // variable may reuse their names (print `n`, not `n_1`) unless the local
    // function refers to the enclosing variable itself.
    for (const TirVarNode* outer : enclosing_sym_vars_) {
      if (seen.count(outer) == 0) names_.Forget(outer);
    }
    for (size_t i = 0; i < sym_vars.size(); ++i) {
      // kTvm: a variable declared in the body (`n = T.int64()`) must not
      // take a module-level TypeVar's name, which TVM would read as a
      // redefinition. The names are reserved under keys of their own.
      if (i == num_signature_and_return_vars && tvm() && !nested_ && module_type_var_names_ != nullptr) {
        for (const std::string& r : *module_type_var_names_) {
          if (!names_.IsNameUsed(r)) names_.Define(reinterpret_cast<const Object*>(&r), r);
        }
      }
      names_.Define(sym_vars[i], sym_vars[i]->name);
    }
    sym_vars_ = sym_vars;
    // TVM 0.27 declares a top-level function's signature variables as
    // module-level TypeVars, printed bare in the signature.
    std::unordered_set<const TirVarNode*> type_vars;
    if (tvm() && !nested_ && type_var_names_ != nullptr) {
      for (size_t i = 0; i < num_signature_and_return_vars; ++i) {
        type_vars.insert(sym_vars[i]);
        const std::string& tv = names_.Get(sym_vars[i]);
        if (std::find(type_var_names_->begin(), type_var_names_->end(), tv) == type_var_names_->end()) {
          type_var_names_->push_back(tv);
        }
      }
    }
    signature_type_vars_ = &type_vars;

    std::ostringstream head;
    std::vector<std::string> deco;
    std::string symbol = f->GlobalSymbol();
    if (symbol.empty() && !nested_) deco.push_back("private=True");
    if (!f->is_pure) deco.push_back("pure=False");
    head << Indent(indent) << "@R.function";
    if (!deco.empty()) {
      head << "(";
      for (size_t i = 0; i < deco.size(); ++i) head << (i ? ", " : "") << deco[i];
      head << ")";
    }
    head << "\n";
    in_signature_ = true;
    std::vector<std::string> params;
    for (const Var& p : f->params) {
      std::string pname = names_.Define(p.get(), p->name);
      params.push_back(pname + ": " + SInfo(p->struct_info()));
    }
    std::string ret = f->ret_struct_info.defined() ? SInfo(f->ret_struct_info) : "";
    in_signature_ = false;
    head << Indent(indent) << "def " << name << "(";
    for (size_t i = 0; i < params.size(); ++i) head << (i ? ", " : "") << params[i];
    head << ")";
    if (!ret.empty()) head << " -> " << ret;
    head << ":\n";

    int in = indent + 1;
    Map attrs = f->attrs;
    if (symbol == name) attrs = MapWithout(attrs, "global_symbol");
    if (attrs.defined() && !attrs->items.empty()) body << Indent(in) << "R.func_attr(" << AttrValue(attrs) << ")\n";
    for (size_t i = 0; i < sym_vars.size(); ++i) {
      if (type_vars.count(sym_vars[i])) continue;
      body << Indent(in) << names_.Get(sym_vars[i]) << " = T." << sym_vars[i]->dtype.ToString() << "()\n";
      uses_tir_ = true;
    }
    (void)num_signature_vars;
    std::ostringstream rest;
    auto seq = f->body.as<SeqExprNode>();
    RLX_CHECK(seq.defined()) << "function body must be a SeqExpr";
    PrintBlocks(seq, in, &rest);
    rest << Indent(in) << "return " << ExprStr(seq->body) << "\n";
    if (uses_cls_ && in_module_) body << Indent(in) << "cls = " << kModuleName << "\n";
    signature_type_vars_ = nullptr;
    return head.str() + body.str() + rest.str();
  }

  std::string SInfo(const StructInfo& s) {
    if (!s.defined()) return "R.Object";
    switch (s->kind()) {
      case NodeKind::kObjectStructInfo:
        return tvm() ? "R.Any" : "R.Object";
      case NodeKind::kPrimStructInfo: {
        auto p = s.cast<PrimStructInfoNode>();
        // TVM 0.27 cannot spell a known prim value; ours is kept there.
        if (p->value.defined()) return "R.Prim(value=" + Prim(p->value) + ")";
        if (tvm() && !p->dtype.is_void()) {
          uses_tir_ = true;
          return "T." + p->dtype.ToString();
        }
        return "R.Prim(" + QuoteString(p->dtype.ToString()) + ")";
      }
      case NodeKind::kShapeStructInfo: {
        auto sh = s.cast<ShapeStructInfoNode>();
        if (sh->values) return "R.Shape([" + Dims(*sh->values) + "])";
        return "R.Shape(ndim=" + std::to_string(sh->ndim) + ")";
      }
      case NodeKind::kTensorStructInfo: {
        auto t = s.cast<TensorStructInfoNode>();
        std::vector<std::string> parts;
        if (const auto* dims = t->GetShapeValues()) {
          parts.push_back("(" + Dims(*dims) + (dims->size() == 1 ? ",)" : ")"));
        } else if (t->shape.defined()) {
          parts.push_back(ExprStr(t->shape));
        }
        if (!t->dtype.is_void()) parts.push_back("dtype=" + QuoteString(t->dtype.ToString()));
        if (!t->shape.defined() && t->ndim >= 0) parts.push_back("ndim=" + std::to_string(t->ndim));
        if (t->vdevice.defined()) parts.push_back("vdevice=" + QuoteString(VDeviceRef(t->vdevice)));
        std::string out = "R.Tensor(";
        for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
        return out + ")";
      }
      case NodeKind::kTupleStructInfo: {
        auto t = s.cast<TupleStructInfoNode>();
        if (t->fields.empty()) return "R.Tuple";
        std::string out = "R.Tuple(";
        for (size_t i = 0; i < t->fields.size(); ++i) out += (i ? ", " : "") + SInfo(t->fields[i]);
        return out + ")";
      }
      case NodeKind::kFuncStructInfo: {
        auto fs = s.cast<FuncStructInfoNode>();
        std::string out = "R.Callable(";
        if (fs->params) {
          out += "(";
          for (size_t i = 0; i < fs->params->size(); ++i) out += (i ? ", " : "") + SInfo((*fs->params)[i]);
          out += fs->params->size() == 1 ? ",)" : ")";
        } else {
          out += "None";
        }
        out += ", " + SInfo(fs->ret) + ", " + FormatBool(fs->purity) + ")";
        return out;
      }
      default:
        RLX_UNREACHABLE() << NodeKindName(s->kind());
    }
    return "";
  }

  // Set by the module printer: vdevice -> "kind:index:scope".
  std::function<std::string(const relax::VDevice&)> vdevice_namer;

 private:
  std::string VDeviceRef(const relax::VDevice& vd) {
    if (vdevice_namer) return vdevice_namer(vd);
    return vd->target.kind() + ":" + std::to_string(vd->vdevice_id) + ":" + vd->memory_scope;
  }

  bool tvm() const { return style_ == PrintStyle::kTvm; }

  std::string Prim(const PrimExpr& e) {
    std::string out = PrintPrimExpr(e, names_, DataType::Int(64), style_);
    if (out.find("T.") != std::string::npos) uses_tir_ = true;
    return out;
  }

  std::string Dims(const std::vector<PrimExpr>& dims) {
    std::string out;
    for (size_t i = 0; i < dims.size(); ++i) {
      std::string d = Prim(dims[i]);
      // In signatures, symbolic dimensions are quoted: they define the vars.
      if (in_signature_ && !dims[i].is<IntImmNode>() && !IsSignatureTypeVars(dims[i])) d = QuoteString(d);
      out += (i ? ", " : "") + d;
    }
    return out;
  }

  // kTvm: a dimension made only of the signature's TypeVars prints bare.
  bool IsSignatureTypeVars(const PrimExpr& dim) const {
    if (signature_type_vars_ == nullptr || signature_type_vars_->empty()) return false;
    for (const TirVar& v : CollectTirVars(dim)) {
      if (!signature_type_vars_->count(v.get())) return false;
    }
    return true;
  }

  // The parser's form of T.index_map (relax_call_parser.cc ParseIndexMap):
  // the lambda's own variables, printed by their names with the literals of
  // their dtype bare.
  class LambdaPrinter : public PrimExprPrinter {
   public:
    using PrimExprPrinter::PrimExprPrinter;

   protected:
    std::string VarName(const TirVarNode* var) override { return var->name; }
    std::string BufferName(const BufferNode* buffer) override { return buffer->name; }
  };
  std::string IndexMap(const Map& m) {
    auto initial = m->Get("initial_indices").cast<ArrayNode>();
    auto final_indices = m->Get("final_indices").cast<ArrayNode>();
    std::string out = "T.index_map(lambda ";
    DataType dtype = DataType::Int(64);
    for (size_t i = 0; i < initial->elems.size(); ++i) {
      auto var = initial->elems[i].cast<TirVarNode>();
      dtype = var->dtype;
      out += (i ? ", " : "") + var->name;
    }
    out += ": (";
    LambdaPrinter lambda(dtype);
    for (size_t i = 0; i < final_indices->elems.size(); ++i) {
      out += (i ? ", " : "") + lambda.Print(final_indices->elems[i].cast<PrimExprNode>());
    }
    if (final_indices->elems.size() == 1) out += ",";
    out += ")";
    if (dtype != DataType::Int(64)) out += ", index_dtype=" + QuoteString(dtype.ToString());
    return out + ")";
  }

  // Attribute values: numbers, strings, bools, lists, dicts, PrimExprs.
 public:
  std::string AttrValue(const ObjectRef& v) {
    if (!v.defined()) return "None";
    switch (v->kind()) {
      case NodeKind::kIntImm: {
        auto i = v.cast<IntImmNode>();
        if (i->dtype.is_bool()) return FormatBool(i->value != 0);
        return std::to_string(i->value);
      }
      case NodeKind::kFloatImm: {
        // TVM 0.27 keeps a float64 attribute a Python float, a FloatImm of
        // another dtype (resize2d's roi) a TIR literal.
        auto f = v.cast<FloatImmNode>();
        if (tvm() && f->dtype != DataType::Float(64)) return Prim(f);
        return Float(f->value);
      }
      case NodeKind::kString:
        return QuoteString(v.cast<StringNode>()->value);
      case NodeKind::kStringImm:
        return QuoteString(v.cast<rlx::StringImmNode>()->value);
      case NodeKind::kArray: {
        auto a = v.cast<ArrayNode>();
        std::string out = "[";
        for (size_t i = 0; i < a->elems.size(); ++i) out += (i ? ", " : "") + AttrValue(a->elems[i]);
        return out + "]";
      }
      case NodeKind::kMap: {
        auto m = v.cast<MapNode>();
        if (m->items.size() == 2 && m->Has("initial_indices") && m->Has("final_indices")) return IndexMap(m);
        // R.device(device_type=1, index=0), as the parser reads it.
        if (m->items.size() == 2 && m->items[0].first == "device_type" && m->items[1].first == "index") {
          return "R.device(device_type=" + AttrValue(m->items[0].second) + ", index=" + AttrValue(m->items[1].second) +
                 ")";
        }
        std::string out = "{";
        for (size_t i = 0; i < m->items.size(); ++i) {
          out += (i ? ", " : "") + QuoteString(m->items[i].first) + ": " + AttrValue(m->items[i].second);
        }
        return out + "}";
      }
      default:
        if (v.is<PrimExprNode>()) return Prim(v.cast<PrimExprNode>());
        if (v.is<StructInfoNode>()) return SInfo(v.cast<StructInfoNode>());
        if (auto vd = v.as<relax::VDeviceNode>()) return QuoteString(VDeviceRef(vd));
        RLX_UNREACHABLE() << "attribute value of kind " << NodeKindName(v->kind());
    }
    return "";
  }

 private:
  std::string Float(double v) const { return tvm() ? FormatTvmFloat(v) : FormatPythonFloat(v); }

  std::string ConstantStr(const ConstantNode& c) {
    const NDArray& a = c.data;
    // TVM prints a scalar inline only when numpy can spell its dtype (not
    // bfloat16 or float8).
    if (metadata_ != nullptr && (a.ndim() > 0 || a.dtype().is_bfloat16() || a.dtype().is_float8())) {
      // One entry per tensor, numbered in print order, as TVM. The parser
      // gives every reference to one entry the same array (not the same
      // Constant), so arrays are told apart by their bytes' address, shape
      // and dtype: equal keys are equal values.
      MetadataConstants::Key key{a.data(), a.shape(), a.dtype().ToString()};
      auto [it, added] = metadata_->index.emplace(std::move(key), static_cast<int64_t>(metadata_->arrays.size()));
      if (added) metadata_->arrays.push_back(a);
      return std::string("metadata[\"") + kConstantMetadataKey + "\"][" + std::to_string(it->second) + "]";
    }
    std::function<std::string(int64_t)> scalar = [&](int64_t i) -> std::string {
      DataType t = a.dtype();
      if (t.is_bool()) return FormatBool(a.GetInt(i) != 0);
      if (t.is_integer()) return std::to_string(a.GetInt(i));
      return Float(a.GetDouble(i));
    };
    std::string dtype = QuoteString(a.dtype().ToString());
    if (a.ndim() == 0) {
      // Non-finite floats print as strings, as TVM 0.27 prints them.
      std::string v = scalar(0);
      if (v == "inf" || v == "-inf" || v == "nan") v = QuoteString(v);
      return "R.const(" + v + ", " + dtype + ")";
    }
    // Nested lists in row-major order (TVM would use a metadata section; a
    // literal keeps the text self-contained and still valid TVMScript).
    std::string out;
    int64_t flat = 0;
    std::function<void(int)> rec = [&](int dim) {
      out += "[";
      for (int64_t i = 0; i < a.shape()[dim]; ++i) {
        if (i) out += ", ";
        if (dim + 1 == a.ndim()) {
          out += scalar(flat++);
        } else {
          rec(dim + 1);
        }
      }
      out += "]";
    };
    rec(0);
    return "R.const(" + out + ", " + dtype + ")";
  }

  std::string Args(const std::vector<Expr>& args, size_t from = 0) {
    std::string out;
    for (size_t i = from; i < args.size(); ++i) out += (i > from ? ", " : "") + ExprStr(args[i]);
    return out;
  }

  std::string OutSInfo(const std::vector<StructInfo>& sinfo_args) {
    RLX_CHECK(sinfo_args.size() == 1) << "DPS call needs exactly one output struct info";
    if (auto t = sinfo_args[0].as<TupleStructInfoNode>()) {
      std::string out = "[";
      for (size_t i = 0; i < t->fields.size(); ++i) out += (i ? ", " : "") + SInfo(t->fields[i]);
      return out + "]";
    }
    return SInfo(sinfo_args[0]);
  }

  std::string SInfoTuple(const std::vector<StructInfo>& sinfos) {
    std::string out = "(";
    for (size_t i = 0; i < sinfos.size(); ++i) out += (i ? ", " : "") + SInfo(sinfos[i]);
    return out + (sinfos.size() == 1 ? ",)" : ")");
  }

  // Packed callees print as their name, as TVM writes them.
  std::string CalleeStr(const Expr& callee) {
    if (auto ext = callee.as<ExternFuncNode>()) return QuoteString(ext->global_symbol);
    return ExprStr(callee);
  }

  std::string CallStr(const CallNode& call) {
    if (auto gv = call.op.as<GlobalVarNode>()) {
      uses_cls_ = true;
      return "cls." + gv->name + "(" + Args(call.args) + ")";
    }
    if (call.op.is<VarNode>()) return ExprStr(call.op) + "(" + Args(call.args) + ")";
    if (auto ext = call.op.as<ExternFuncNode>()) {
      std::string out = "R.call_packed(" + QuoteString(ext->global_symbol);
      if (!call.args.empty()) out += ", " + Args(call.args);
      return out + ", " + SInfoArgsKey() + "=" + SInfoTuple(call.sinfo_args) + ")";
    }
    auto op = call.op.cast<OpNode>();
    const std::string& name = op->name;
    if (name == "relax.call_tir" || name == "relax.call_tir_inplace" || name == "relax.call_dps_packed" ||
        name == "relax.call_tir_with_grad") {
      std::string callee = CalleeStr(call.args[0]);
      std::string out = (name == "relax.call_dps_packed"    ? "R.call_dps_packed("
                         : name == "relax.call_tir"         ? "R.call_tir("
                         : name == "relax.call_tir_inplace" ? "R.call_tir_inplace("
                                                            : "R.call_tir_with_grad(") +
                        callee + ", " + ExprStr(call.args[1]);
      if (name == "relax.call_tir_inplace" && call.attrs.defined() && call.attrs->Has("inplace_indices")) {
        out += ", inplace_indices=" + AttrValue(call.attrs->Get("inplace_indices"));
      }
      out += std::string(tvm() ? ", out_ty=" : ", out_sinfo=") + OutSInfo(call.sinfo_args);
      if (call.args.size() > 2) out += ", tir_vars=" + ExprStr(call.args[2]);
      return out + ")";
    }
    if (name == "relax.call_pure_packed" || name == "relax.call_inplace_packed") {
      std::string out =
          std::string(name == "relax.call_pure_packed" ? "R.call_pure_packed(" : "R.call_inplace_packed(") +
          CalleeStr(call.args[0]);
      if (call.args.size() > 1) out += ", " + Args(call.args, 1);
      // As TVM prints them: R.call_inplace_packed(f, x, inplace_indices=[0], ty_args=(...)).
      if (name == "relax.call_inplace_packed") {
        if (call.attrs.defined() && call.attrs->Has("inplace_indices")) {
          out += ", inplace_indices=" + AttrValue(call.attrs->Get("inplace_indices"));
        }
        return out + ", ty_args=" + SInfoTuple(call.sinfo_args) + ")";
      }
      return out + ", " + SInfoArgsKey() + "=" + SInfoTuple(call.sinfo_args) + ")";
    }
    const op::OpDef* def = op::OpRegistry::Global().Find(name);
    std::string script = def ? def->script_name : "R." + name.substr(name.find('.') + 1);
    std::string out = script + "(" + Args(call.args);
    bool first = call.args.empty();
    auto emit_kw = [&](const std::string& key, const std::string& value) {
      out += (first ? "" : ", ") + key + "=" + value;
      first = false;
    };
    if (def) {
      // Keyword attributes in the op's signature order; absent optional ones
      // print as None, as TVM prints them.
      for (const op::ParamSpec* p : AttrOrder(*def)) {
        ObjectRef v = call.attrs.defined() ? call.attrs->Get(p->name) : ObjectRef();
        bool optional = p->attr_kind == op::AttrKind::kOptionalInt || p->attr_kind == op::AttrKind::kOptionalIntList ||
                        p->attr_kind == op::AttrKind::kOptionalFloat || p->attr_kind == op::AttrKind::kOptionalString;
        // The unknown dtype: TVM 0.27 prints it as None, its legacy
        // printer (and rlx style) as "void".
        auto str = v.as<StringNode>();
        if (p->attr_kind == op::AttrKind::kDataType && str.defined() && (str->value.empty() || str->value == "void")) {
          emit_kw(p->name, tvm() ? "None" : "\"void\"");
        } else if (v.defined() || optional) {
          emit_kw(p->name, AttrValue(v));
        }
      }
    } else if (call.attrs.defined()) {
      for (const auto& item : call.attrs->items) emit_kw(item.first, AttrValue(item.second));
    }
    if (!call.sinfo_args.empty()) emit_kw(SInfoArgsKey(), SInfoTuple(call.sinfo_args));
    return out + ")";
  }

  const char* SInfoArgsKey() const { return tvm() ? "ty_args" : "sinfo_args"; }

  // An op's attributes in print order: its signature's, or with kTvm the
  // field order of TVM's Attrs node where that differs.
  std::vector<const op::ParamSpec*> AttrOrder(const op::OpDef& def) const {
    std::vector<const op::ParamSpec*> out;
    for (const op::ParamSpec& p : def.params) {
      if (p.is_attr) out.push_back(&p);
    }
    if (!tvm()) return out;
    const std::vector<std::string>* fields = TvmAttrFieldOrder(def.name);
    if (fields == nullptr) return out;
    auto rank = [fields](const op::ParamSpec* p) {
      auto it = std::find(fields->begin(), fields->end(), p->name);
      return it == fields->end() ? fields->size() : static_cast<size_t>(it - fields->begin());
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const op::ParamSpec* a, const op::ParamSpec* b) { return rank(a) < rank(b); });
    return out;
  }

 public:
  std::string ExprStr(const Expr& e) {
    RLX_CHECK(e.defined()) << "printing a null expression";
    switch (e->kind()) {
      case NodeKind::kRelaxVar:
      case NodeKind::kDataflowVar: {
        if (!names_.Has(e.get())) return "<undefined:" + e.cast<VarNode>()->name + ">";
        return names_.Get(e.get());
      }
      case NodeKind::kGlobalVar:
        uses_cls_ = true;
        return "cls." + e.cast<GlobalVarNode>()->name;
      case NodeKind::kConstant:
        return ConstantStr(*e.cast<ConstantNode>());
      case NodeKind::kTuple: {
        auto t = e.cast<TupleNode>();
        if (t->fields.empty() && tvm()) return "R.tuple()";
        if (t->fields.size() == 1) return "(" + ExprStr(t->fields[0]) + ",)";
        return "(" + Args(t->fields) + ")";
      }
      case NodeKind::kTupleGetItem: {
        auto t = e.cast<TupleGetItemNode>();
        return ExprStr(t->tuple) + "[" + std::to_string(t->index) + "]";
      }
      case NodeKind::kShapeExpr:
        return "R.shape([" + DimsPlain(e.cast<ShapeExprNode>()->values) + "])";
      case NodeKind::kPrimValue: {
        const PrimExpr& v = e.cast<PrimValueNode>()->value;
        if (!tvm()) return "R.prim_value(" + Prim(v) + ")";
        // TVM 0.27: the value itself; int64 and bool literals bare.
        auto imm = v.as<IntImmNode>();
        if (imm.defined() && imm->dtype.is_bool()) return FormatBool(imm->value != 0);
        return Prim(v);
      }
      case NodeKind::kRelaxStringImm:
        return "R.str(" + QuoteString(e.cast<relax::StringImmNode>()->value) + ")";
      case NodeKind::kDataTypeImm:
        return "R.dtype(" + QuoteString(e.cast<DataTypeImmNode>()->value.ToString()) + ")";
      case NodeKind::kExternFunc:
        return "R.ExternFunc(" + QuoteString(e.cast<ExternFuncNode>()->global_symbol) + ")";
      case NodeKind::kCall:
        return CallStr(*e.cast<CallNode>());
      case NodeKind::kOp:
        return "R." + e.cast<OpNode>()->name;
      default:
        RLX_UNREACHABLE() << "cannot print " << NodeKindName(e->kind()) << " inline";
    }
    return "";
  }

 private:
  std::string DimsPlain(const std::vector<PrimExpr>& dims) {
    std::string out;
    for (size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + Prim(dims[i]);
    return out;
  }

  // DPS calls carry their output struct info; TVM leaves those bindings
  // unannotated.
  static bool AnnotationImplied(const Expr& value) {
    auto call = value.as<CallNode>();
    if (!call.defined()) return false;
    auto op = call->op.as<OpNode>();
    if (!op.defined()) return false;
    return op->name == "relax.call_tir" || op->name == "relax.call_dps_packed" || op->name == "relax.call_tir_inplace";
  }

  void PrintBinding(const Binding& b, int indent, std::ostringstream* os) {
    if (auto mc = b.as<MatchCastNode>()) {
      std::string name = names_.Define(mc->var.get(), mc->var->name);
      *os << Indent(indent) << name << ": " << SInfo(mc->var->struct_info()) << " = R.match_cast(" << ExprStr(mc->value)
          << ", " << SInfo(mc->struct_info) << ")\n";
      return;
    }
    auto vb = b.cast<VarBindingNode>();
    if (auto iff = vb->value.as<IfNode>()) {
      *os << Indent(indent) << "if " << ExprStr(iff->cond) << ":\n";
      PrintBranch(iff->then_branch, vb->var, indent + 1, os);
      *os << Indent(indent) << "else:\n";
      PrintBranch(iff->else_branch, vb->var, indent + 1, os);
      return;
    }
    if (auto fn = vb->value.as<FunctionNode>()) {
      std::string name = names_.Define(vb->var.get(), vb->var->name);
      FunctionPrinter inner(in_module_);
      inner.metadata_ = metadata_;
      inner.names_ = names_;
      inner.nested_ = true;
      inner.enclosing_sym_vars_ = enclosing_sym_vars_;
      inner.enclosing_sym_vars_.insert(inner.enclosing_sym_vars_.end(), sym_vars_.begin(), sym_vars_.end());
      *os << inner.Print(fn, name, indent);
      uses_cls_ |= inner.uses_cls_;
      return;
    }
    std::string value = ExprStr(vb->value);
    // TVM 0.27 writes `a: T.int32 = 3`: the annotation carries the dtype.
    auto prim = vb->value.as<PrimValueNode>();
    auto imm = prim.defined() ? prim->value.as<IntImmNode>() : nullptr;
    if (tvm() && imm.defined() && !imm->dtype.is_bool()) value = std::to_string(imm->value);
    // TVM 0.27 binds a tuple of two or more without parentheses.
    auto tuple = vb->value.as<TupleNode>();
    if (tvm() && tuple.defined() && tuple->fields.size() > 1) value = value.substr(1, value.size() - 2);
    std::string name = names_.Define(vb->var.get(), vb->var->name);
    *os << Indent(indent) << name;
    if (!AnnotationImplied(vb->value)) *os << ": " << SInfo(vb->var->struct_info());
    *os << " = " << value << "\n";
  }

  // A branch of an if: its bindings, then the binding var set to its result.
  void PrintBranch(const Expr& branch, const Var& var, int indent, std::ostringstream* os) {
    auto seq = branch.cast<SeqExprNode>();
    PrintBlocks(seq, indent, os);
    std::string value = ExprStr(seq->body);
    std::string name = names_.Has(var.get()) ? names_.Get(var.get()) : names_.Define(var.get(), var->name);
    *os << Indent(indent) << name << ": " << SInfo(var->struct_info()) << " = " << value << "\n";
  }

  void PrintBlocks(const SeqExpr& seq, int indent, std::ostringstream* os) {
    for (const BindingBlock& block : seq->blocks) {
      if (!block->is_dataflow()) {
        for (const Binding& b : block->bindings) PrintBinding(b, indent, os);
        continue;
      }
      *os << Indent(indent) << "with R.dataflow():\n";
      std::vector<std::string> outputs;
      for (const Binding& b : block->bindings) {
        PrintBinding(b, indent + 1, os);
        if (!b->var->is_dataflow()) outputs.push_back(names_.Get(b->var.get()));
      }
      *os << Indent(indent + 1) << "R.output(";
      for (size_t i = 0; i < outputs.size(); ++i) *os << (i ? ", " : "") << outputs[i];
      *os << ")\n";
    }
  }

  bool in_module_;
  // Set (PrintOptions::show_meta): constants with dimensions print as
  // references to this list, which becomes the metadata section.
  MetadataConstants* metadata_ = nullptr;
  bool nested_ = false;  // a local function: never printed as private
  // The symbolic variables of this function and of the enclosing ones.
  std::vector<const TirVarNode*> sym_vars_;
  std::vector<const TirVarNode*> enclosing_sym_vars_;
  bool in_signature_ = false;
  bool uses_cls_ = false;
  NameTable names_;
  PrintStyle style_;
  std::vector<std::string>* type_var_names_ = nullptr;
  const std::vector<std::string>* module_type_var_names_ = nullptr;
  const std::unordered_set<const TirVarNode*>* signature_type_vars_ = nullptr;
  bool uses_tir_ = false;
};

}  // namespace

std::string PrintStructInfo(const StructInfo& sinfo) {
  FunctionPrinter p(false);
  return p.StandaloneSInfo(sinfo);
}

std::string PrintRelaxFunction(const Function& func, const std::string& name) {
  FunctionPrinter p(false);
  return p.Print(func, name, 0);
}

std::string internal::PrintModuleFunction(const Function& func, const std::string& name, ModulePrintContext* ctx) {
  FunctionPrinter p(true, ctx->style);
  p.set_metadata(ctx->metadata);
  p.set_type_var_names(ctx->type_vars);
  p.set_module_type_var_names(ctx->module_type_vars);
  p.vdevice_namer = ctx->vdevice_namer;
  std::string text = p.Print(func, name, 1);
  ctx->uses_tir |= p.uses_tir();
  return text;
}

std::string internal::PrintModuleAttrValue(const ObjectRef& value, ModulePrintContext* ctx) {
  FunctionPrinter p(true, ctx->style);
  p.set_metadata(ctx->metadata);
  return p.AttrValue(value);
}

}  // namespace script
}  // namespace rlx
