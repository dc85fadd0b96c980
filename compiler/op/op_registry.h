// The operator registry: operators are data. Each entry says how the op is
// spelled in TVMScript, which parameters are Relax arguments and which are
// attributes, how its struct info is inferred (TVM's rules and messages),
// its fusion pattern kind, its purity, and how the reference evaluator
// computes it. Passes look ops up here; there are no string if-chains over op
// names elsewhere.
//
// Registration is explicit (RegisterAllOps / Register<Family>Ops), never by
// static initializers.
#ifndef RLX_COMPILER_OP_OP_REGISTRY_H_
#define RLX_COMPILER_OP_OP_REGISTRY_H_

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "compiler/relax/expr.h"
#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace op {

// TVM's OpPatternKind, used by FuseOps.
enum class OpPatternKind {
  kElemWise = 0,
  kBroadcast = 1,
  kInjective = 2,
  kCommReduce = 3,
  kOutEWiseFusable = 4,
  kTuple = 7,
  kOpaque = 8,
};

// The type of an attribute value as written in TVMScript.
enum class AttrKind {
  kInt,              // IntImm (int64)
  kOptionalInt,      // IntImm or None
  kIntList,          // Array of IntImm
  kOptionalIntList,  // Array of IntImm or None
  kFloat,            // FloatImm (float64)
  kOptionalFloat,    // FloatImm or None
  kBool,             // IntImm of dtype bool
  kString,           // String
  kOptionalString,   // String or None
  kDataType,         // DataType spelled as a string ("float32"); "" / None = unknown
  kPrimExprList,     // Array of PrimExpr (symbolic allowed)
  kAny,              // stored as parsed
};

// What a Relax-argument parameter holds, so that text can be converted the
// way TVM's Python wrappers convert it (a list given for a shape becomes a
// ShapeExpr, a number given for a PrimExpr argument a PrimValue, ...).
enum class ArgKind {
  kExpr,            // any Relax expression, taken as written
  kTensor,          // a tensor-valued expression
  kTensorTuple,     // a tuple of tensors (concat, stack); a list becomes a Tuple
  kShape,           // a list / tuple of PrimExprs becomes a ShapeExpr
  kPrimValue,       // a number or PrimExpr becomes R.prim_value(...)
  kPrimValueTuple,  // a list of PrimExprs becomes a Tuple of PrimValues
  kDataTypeImm,     // a dtype string becomes R.dtype(...)
  kStringImm,       // a string becomes R.str(...)
  kCallee,          // call_tir / call_dps_packed / call_pure_packed callee:
                    // a GlobalVar, or a string naming an ExternFunc
  kArgTuple,        // the callee's arguments as one Tuple
};

// One parameter of an op's TVMScript signature, in signature order.
struct ParamSpec {
  std::string name;
  bool is_attr = false;  // attribute (keyword) rather than a Relax argument
  AttrKind attr_kind = AttrKind::kAny;
  ArgKind arg_kind = ArgKind::kTensor;  // for Relax arguments
  // For attributes: the default, or null when the parameter is required
  // (a null default with an kOptional* kind means "None").
  ObjectRef default_value;
  bool required = true;   // for Relax arguments: false when it may be omitted
  bool variadic = false;  // a Relax argument taking the rest (e.g. call_packed)
  // A struct-info parameter (call_tir's out_sinfo, call_pure_packed's
  // sinfo_args): its value lives in Call::sinfo_args, not in args or attrs.
  // A single StructInfo or a list of them is accepted.
  bool is_sinfo = false;
  // Other keyword spellings of this parameter. TVM renamed some in 2026
  // (out_sinfo -> out_ty, sinfo_args -> ty_args); both forms appear in the
  // wild and both must parse.
  std::vector<std::string> aliases;
};

// How optional Relax arguments default: when `required` is false and
// `default_value` is set (an IntImm / FloatImm / bool IntImm), the parser
// passes R.prim_value(default); when it is null the argument is omitted
// (e.g. strided_slice's strides).

// A value of the reference evaluator. Arguments arrive as: tensors (and
// constants) kTensor; R.shape / shape-valued vars kShape (`shape`);
// R.prim_value kPrim (`prim_int`, or `prim_float` for float dtypes, and
// `prim_dtype`); tuples kTuple (`fields`); R.str kString; R.dtype kDataType
// (`prim_dtype`). Results use the same kinds.
struct Value {
  enum class Kind { kTensor, kTuple, kShape, kPrim, kString, kDataType, kNone };
  Kind kind = Kind::kNone;
  NDArray tensor;
  std::vector<Value> fields;
  std::vector<int64_t> shape;
  double prim_float = 0;
  int64_t prim_int = 0;
  DataType prim_dtype;
  std::string str;
};

using FInferStructInfo = std::function<relax::StructInfo(const relax::Call& call)>;
using FEvaluate = std::function<Value(const relax::Call& call, const std::vector<Value>& args)>;
// Rewrites a call into the form TVM's Python constructor would have built
// (reshape resolves -1 and 0 in a literal shape, eye defaults m to n), so a
// hand-written `R.reshape(x, R.shape([2, -1]))` becomes the same IR TVM
// prints. Applied by whoever builds calls from text, before inference.
// Returns the call itself when nothing changes.
using FNormalizeCall = std::function<relax::Call(const relax::Call& call)>;

class LegalizeContext;  // legalize.h
// Lowers a call (whose arguments and result have known shapes and dtypes)
// to what TVM's FLegalize produces, usually an R.call_tir of a PrimFunc
// added through `ctx`. Returning the call itself means "cannot legalize
// this one" (e.g. an unsupported layout); the call then stays.
using FLegalize = std::function<relax::Expr(const relax::Call& call, LegalizeContext& ctx)>;

struct OpDef {
  std::string name;         // "relax.nn.conv2d"
  std::string script_name;  // "R.nn.conv2d"
  std::vector<ParamSpec> params;
  FInferStructInfo infer;  // throws DiagnosticError at call->span on bad input
  OpPatternKind pattern = OpPatternKind::kOpaque;
  bool pure = true;
  FEvaluate evaluate;  // may be empty for ops with no reference semantics
  // Reference semantics that hold only while a program runs: allocation,
  // device placement, packed and in-place calls. The reference interpreter
  // uses it like `evaluate`; compile-time folding must not (replacing an
  // allocation or a placement hint by a constant changes the program). At
  // most one of the two is set.
  FEvaluate runtime_evaluate;
  std::string doc;           // one line
  FNormalizeCall normalize;  // may be empty (nothing to canonicalize)
  FLegalize legalize;        // may be empty (no legalization, e.g. sort)

  // The parameter named `name` (or one of its aliases), or null.
  const ParamSpec* FindParam(const std::string& name) const;
  // The Relax-argument parameters, in order (attributes and struct-info
  // parameters skipped).
  std::vector<const ParamSpec*> ArgParams() const;
};

class OpRegistry {
 public:
  // The registry of every op: built on first use, immutable after, so
  // compilations on several threads share it without interacting.
  static const OpRegistry& Global();

  void Register(OpDef def);
  const OpDef* Find(const std::string& name) const;  // by "relax.add"
  // For filling in slots after registration (legalizations); null when
  // absent.
  OpDef* FindMutable(const std::string& name);
  const OpDef* FindByScriptName(const std::string& script) const;  // by "R.add"
  std::vector<const OpDef*> All() const;                           // sorted by name

 private:
  std::map<std::string, std::unique_ptr<OpDef>> by_name_;
  std::map<std::string, const OpDef*> by_script_name_;
};

// Fills `r` with every operator family. Each family registers through its
// own function, declared here so that a test can build a registry holding a
// single family.
void RegisterAllOps(OpRegistry* r);
void RegisterUnaryOps(OpRegistry* r);
void RegisterBinaryOps(OpRegistry* r);
void RegisterReduceOps(OpRegistry* r);
void RegisterManipulateOps(OpRegistry* r);
void RegisterConcatSplitOps(OpRegistry* r);
void RegisterIndexOps(OpRegistry* r);
void RegisterLinalgOps(OpRegistry* r);
void RegisterNNOps(OpRegistry* r);
void RegisterConvPoolOps(OpRegistry* r);
void RegisterImageOps(OpRegistry* r);
void RegisterQdqOps(OpRegistry* r);  // qdq.cc
void RegisterCreateOps(OpRegistry* r);
void RegisterSortScanOps(OpRegistry* r);
void RegisterSamplingOps(OpRegistry* r);
void RegisterCallOps(OpRegistry* r);
void RegisterLayoutTransformOps(OpRegistry* r);  // layout_transform.cc

}  // namespace op
}  // namespace rlx

#endif  // RLX_COMPILER_OP_OP_REGISTRY_H_
