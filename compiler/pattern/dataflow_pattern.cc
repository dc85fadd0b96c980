#include "compiler/pattern/dataflow_pattern.h"

#include <algorithm>
#include <optional>
#include <sstream>

#include "compiler/support/check.h"

namespace rlx {
namespace pattern {

namespace {

template <typename T, typename... Args>
DFPattern MakePattern(Args&&... args) {
  return DFPattern(std::make_shared<const T>(std::forward<Args>(args)...));
}

// The contexts made current by live PatternContextScopes, innermost last.
// Thread-local as in TVM: patterns built on another thread record nothing.
std::vector<PatternContext*>& ContextStack() {
  thread_local std::vector<PatternContext*> stack;
  return stack;
}

void SyncGraphConstraint(const DFPattern& producer, const DFPattern& consumer, PairCons cons) {
  if (PatternContext* ctx = CurrentPatternContext()) ctx->AddConstraint(producer, consumer, cons);
}

std::vector<PrimExpr> IntShape(const std::vector<int64_t>& shape) {
  std::vector<PrimExpr> out;
  out.reserve(shape.size());
  for (int64_t d : shape) out.push_back(Int64(d));
  return out;
}

void PrintPrimList(std::ostringstream& os, const std::vector<PrimExpr>& values) {
  os << "[";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) os << ", ";
    int64_t c;
    if (AsConstInt(values[i], &c)) {
      os << c;
    } else if (auto v = values[i].as<TirVarNode>()) {
      os << v->name;
    } else {
      os << "<expr>";
    }
  }
  os << "]";
}

void Print(std::ostringstream& os, const DFPattern& p);

void PrintList(std::ostringstream& os, const std::vector<DFPattern>& ps) {
  for (size_t i = 0; i < ps.size(); ++i) {
    if (i) os << ", ";
    Print(os, ps[i]);
  }
}

void Print(std::ostringstream& os, const DFPattern& p) {
  if (!p.defined()) {
    os << "<null>";
    return;
  }
  const DFPatternNode* n = p.get();
  switch (n->kind) {
    case PatternKind::kWildcard:
      os << "*";
      return;
    case PatternKind::kExpr: {
      const auto* e = static_cast<const ExprPatternNode*>(n);
      if (auto op = e->expr.as<relax::OpNode>()) {
        os << op->name;
      } else if (auto gv = e->expr.as<relax::GlobalVarNode>()) {
        os << "@" << gv->name;
      } else if (auto v = e->expr.as<relax::VarNode>()) {
        os << "%" << v->name;
      } else {
        os << "ExprPattern(" << NodeKindName(e->expr->kind()) << ")";
      }
      return;
    }
    case PatternKind::kVar:
    case PatternKind::kDataflowVar:
      os << (n->kind == PatternKind::kVar ? "VarPattern(" : "DataflowVarPattern(")
         << static_cast<const VarPatternNode*>(n)->name << ")";
      return;
    case PatternKind::kGlobalVar:
      os << "GlobalVarPattern(" << static_cast<const GlobalVarPatternNode*>(n)->name << ")";
      return;
    case PatternKind::kExternFunc:
      os << "ExternFuncPattern(" << static_cast<const ExternFuncPatternNode*>(n)->global_symbol << ")";
      return;
    case PatternKind::kConstant:
      os << "const";
      return;
    case PatternKind::kCall: {
      const auto* c = static_cast<const CallPatternNode*>(n);
      Print(os, c->op);
      os << "(";
      PrintList(os, c->args);
      if (c->varg_default_wildcard) os << (c->args.empty() ? "..." : ", ...");
      os << ")";
      return;
    }
    case PatternKind::kFunction: {
      const auto* f = static_cast<const FunctionPatternNode*>(n);
      os << "FunctionPattern([";
      if (f->any_params) {
        os << "...";
      } else {
        PrintList(os, f->params);
      }
      os << "], ";
      Print(os, f->body);
      os << ")";
      return;
    }
    case PatternKind::kTuple:
    case PatternKind::kUnorderedTuple:
      os << (n->kind == PatternKind::kTuple ? "(" : "unordered(");
      PrintList(os, static_cast<const TuplePatternNode*>(n)->fields);
      os << ")";
      return;
    case PatternKind::kTupleGetItem: {
      const auto* t = static_cast<const TupleGetItemPatternNode*>(n);
      Print(os, t->tuple);
      os << "[";
      if (t->index < 0) {
        os << "*";
      } else {
        os << t->index;
      }
      os << "]";
      return;
    }
    case PatternKind::kOr:
    case PatternKind::kAnd: {
      const auto* b = static_cast<const BinaryPatternNode*>(n);
      os << "(";
      Print(os, b->left);
      os << (n->kind == PatternKind::kOr ? " | " : " & ");
      Print(os, b->right);
      os << ")";
      return;
    }
    case PatternKind::kNot:
      os << "~";
      Print(os, static_cast<const NotPatternNode*>(n)->reject);
      return;
    case PatternKind::kStructInfo:
      Print(os, static_cast<const StructInfoPatternNode*>(n)->pattern);
      os << ".has_struct_info(...)";
      return;
    case PatternKind::kDataType: {
      const auto* d = static_cast<const DataTypePatternNode*>(n);
      Print(os, d->pattern);
      os << ".has_dtype(" << d->dtype.ToString() << ")";
      return;
    }
    case PatternKind::kShape: {
      const auto* s = static_cast<const ShapePatternNode*>(n);
      Print(os, s->pattern);
      os << ".has_shape(";
      PrintPrimList(os, s->shape);
      os << ")";
      return;
    }
    case PatternKind::kPrimArr:
      os << "is_shape(";
      PrintPrimList(os, static_cast<const PrimArrPatternNode*>(n)->fields);
      os << ")";
      return;
    case PatternKind::kAttr: {
      const auto* a = static_cast<const AttrPatternNode*>(n);
      Print(os, a->pattern);
      os << ".has_attr({";
      for (size_t i = 0; i < a->attrs.size(); ++i) os << (i ? ", " : "") << a->attrs[i].first;
      os << "})";
      return;
    }
  }
}

}  // namespace

// ---------------------------------------------------------------- DFPattern sugar

DFPattern DFPattern::operator()(const std::vector<DFPattern>& args) const { return CallPattern(*this, args); }

DFPattern DFPattern::Call(const std::vector<DFPattern>& args, bool varg_default_wildcard, bool add_constraint) const {
  return CallPattern(*this, args, varg_default_wildcard, add_constraint);
}

DFPattern DFPattern::HasAttr(const std::vector<std::pair<std::string, ObjectRef>>& attrs) const {
  return MakePattern<AttrPatternNode>(*this, attrs);
}

DFPattern DFPattern::HasDtype(DataType dtype) const { return MakePattern<DataTypePatternNode>(*this, dtype); }

DFPattern DFPattern::HasDtype(const std::string& dtype) const {
  std::optional<DataType> t = DataType::Parse(dtype);
  RLX_CHECK(t.has_value()) << "has_dtype: unknown dtype \"" << dtype << "\"";
  return HasDtype(*t);
}

DFPattern DFPattern::HasShape(const std::vector<PrimExpr>& shape) const {
  return MakePattern<ShapePatternNode>(*this, shape);
}

DFPattern DFPattern::HasShape(const std::vector<int64_t>& shape) const { return HasShape(IntShape(shape)); }

DFPattern DFPattern::HasStructInfo(const relax::StructInfo& sinfo) const {
  return MakePattern<StructInfoPatternNode>(*this, sinfo);
}

PatternSeq DFPattern::UsedBy(const PatternSeq& other, int index) const {
  return PatternSeq(*this).UsedBy(other, index);
}

PatternSeq DFPattern::OnlyUsedBy(const PatternSeq& other, int index) const {
  return PatternSeq(*this).OnlyUsedBy(other, index);
}

DFPattern DFPattern::Dup() const {
  RLX_CHECK(defined()) << "Dup of a null pattern";
  const DFPatternNode* n = get();
  switch (n->kind) {
    case PatternKind::kWildcard:
      return Wildcard();
    case PatternKind::kExpr:
      return IsExpr(static_cast<const ExprPatternNode*>(n)->expr);
    case PatternKind::kVar:
    case PatternKind::kDataflowVar:
      return MakePattern<VarPatternNode>(n->kind, static_cast<const VarPatternNode*>(n)->name);
    case PatternKind::kGlobalVar:
      return IsGlobalVar(static_cast<const GlobalVarPatternNode*>(n)->name);
    case PatternKind::kExternFunc:
      return IsExternFunc(static_cast<const ExternFuncPatternNode*>(n)->global_symbol);
    case PatternKind::kConstant:
      return IsConst();
    case PatternKind::kCall: {
      const auto* c = static_cast<const CallPatternNode*>(n);
      // TVM's duplicator rebuilds the call without constraints.
      return MakePattern<CallPatternNode>(c->op, c->args, c->varg_default_wildcard);
    }
    case PatternKind::kFunction: {
      const auto* f = static_cast<const FunctionPatternNode*>(n);
      return MakePattern<FunctionPatternNode>(f->params, f->body, f->any_params);
    }
    case PatternKind::kTuple:
    case PatternKind::kUnorderedTuple:
      return MakePattern<TuplePatternNode>(n->kind, static_cast<const TuplePatternNode*>(n)->fields);
    case PatternKind::kTupleGetItem: {
      const auto* t = static_cast<const TupleGetItemPatternNode*>(n);
      return IsTupleGetItem(t->tuple, t->index);
    }
    case PatternKind::kOr:
    case PatternKind::kAnd: {
      const auto* b = static_cast<const BinaryPatternNode*>(n);
      return n->kind == PatternKind::kOr ? (b->left | b->right) : (b->left & b->right);
    }
    case PatternKind::kNot:
      return Reject(static_cast<const NotPatternNode*>(n)->reject);
    case PatternKind::kStructInfo: {
      const auto* s = static_cast<const StructInfoPatternNode*>(n);
      return s->pattern.HasStructInfo(s->struct_info);
    }
    case PatternKind::kDataType: {
      const auto* d = static_cast<const DataTypePatternNode*>(n);
      return d->pattern.HasDtype(d->dtype);
    }
    case PatternKind::kShape: {
      const auto* s = static_cast<const ShapePatternNode*>(n);
      return s->pattern.HasShape(s->shape);
    }
    case PatternKind::kPrimArr:
      return IsShape(static_cast<const PrimArrPatternNode*>(n)->fields);
    case PatternKind::kAttr: {
      const auto* a = static_cast<const AttrPatternNode*>(n);
      return a->pattern.HasAttr(a->attrs);
    }
  }
  RLX_CHECK(false) << "unknown pattern kind";
  return DFPattern();
}

std::string DFPattern::ToString() const {
  std::ostringstream os;
  Print(os, *this);
  return os.str();
}

DFPattern operator|(const DFPattern& a, const DFPattern& b) { return MakePattern<OrPatternNode>(a, b); }
DFPattern operator&(const DFPattern& a, const DFPattern& b) { return MakePattern<AndPatternNode>(a, b); }
DFPattern operator~(const DFPattern& a) { return Reject(a); }

// ---------------------------------------------------------------- makers

DFPattern Wildcard() { return MakePattern<WildcardPatternNode>(); }

DFPattern IsExpr(const relax::Expr& expr) {
  RLX_CHECK(expr.defined()) << "ExprPattern of a null expression";
  return MakePattern<ExprPatternNode>(expr);
}

DFPattern IsOp(const std::string& op_name) { return IsExpr(relax::GetOp(op_name)); }
DFPattern IsConst() { return MakePattern<ConstantPatternNode>(); }
DFPattern IsVar(const std::string& name) { return MakePattern<VarPatternNode>(PatternKind::kVar, name); }
DFPattern IsDataflowVar(const std::string& name) {
  return MakePattern<VarPatternNode>(PatternKind::kDataflowVar, name);
}
DFPattern IsGlobalVar(const std::string& name) { return MakePattern<GlobalVarPatternNode>(name); }
DFPattern IsExternFunc(const std::string& symbol) { return MakePattern<ExternFuncPatternNode>(symbol); }

DFPattern CallPattern(const DFPattern& op, const std::vector<DFPattern>& args, bool varg_default_wildcard,
                      bool add_constraint) {
  RLX_CHECK(op.defined()) << "CallPattern with a null callee pattern";
  for (const DFPattern& a : args) RLX_CHECK(a.defined()) << "CallPattern with a null argument pattern";
  DFPattern call = MakePattern<CallPatternNode>(op, args, varg_default_wildcard);
  if (add_constraint) {
    for (size_t i = 0; i < args.size(); ++i) {
      SyncGraphConstraint(args[i], call, PairCons{PairCons::kUsedBy, static_cast<int>(i)});
    }
  }
  return call;
}

DFPattern FunctionPattern(const std::vector<DFPattern>& params, const DFPattern& body) {
  return MakePattern<FunctionPatternNode>(params, body, false);
}

DFPattern IsTuple(const std::vector<DFPattern>& fields, bool unordered) {
  return MakePattern<TuplePatternNode>(unordered ? PatternKind::kUnorderedTuple : PatternKind::kTuple, fields);
}

DFPattern IsTupleGetItem(const DFPattern& tuple, int index) {
  return MakePattern<TupleGetItemPatternNode>(tuple, index < 0 ? -1 : index);
}

DFPattern IsShape(const std::vector<PrimExpr>& shape) { return MakePattern<PrimArrPatternNode>(shape); }
DFPattern IsShape(const std::vector<int64_t>& shape) { return IsShape(IntShape(shape)); }

DFPattern HasDtype(const std::string& dtype, const DFPattern& pattern) {
  return (pattern.defined() ? pattern : Wildcard()).HasDtype(dtype);
}

DFPattern HasAttr(const std::vector<std::pair<std::string, ObjectRef>>& attrs, const DFPattern& pattern) {
  return (pattern.defined() ? pattern : Wildcard()).HasAttr(attrs);
}

DFPattern Reject(const DFPattern& pattern) { return MakePattern<NotPatternNode>(pattern); }

DFPattern IsCallTIR(const std::string& func_name, const std::vector<DFPattern>& args, bool any_args,
                    const DFPattern& tir_vars) {
  DFPattern arg_pattern = any_args ? Wildcard() : IsTuple(args);
  std::vector<DFPattern> call_args = {IsGlobalVar(func_name), arg_pattern};
  if (tir_vars.defined()) call_args.push_back(tir_vars);
  return CallPattern(IsOp("relax.call_tir"), call_args, false, /*add_constraint=*/false);
}

DFPattern IsCallDPSPacked(const std::string& func_name, const std::vector<DFPattern>& args, bool any_args) {
  DFPattern arg_pattern = any_args ? Wildcard() : IsTuple(args);
  return CallPattern(IsOp("relax.call_dps_packed"), {IsExternFunc(func_name), arg_pattern}, false,
                     /*add_constraint=*/false);
}

ObjectRef AttrInt(int64_t v) { return Int64(v); }
ObjectRef AttrBool(bool v) { return Bool(v); }
ObjectRef AttrFloat(double v) { return MakeFloatImm(DataType::Float(64), v); }
ObjectRef AttrStr(const std::string& v) { return MakeString(v); }
ObjectRef AttrInts(const std::vector<int64_t>& v) {
  std::vector<ObjectRef> elems;
  for (int64_t x : v) elems.push_back(Int64(x));
  return Make<ArrayNode>(std::move(elems));
}

// ---------------------------------------------------------------- graph constraints

PatternSeq::PatternSeq(std::vector<DFPattern> patterns, bool only_used_by) : patterns_(std::move(patterns)) {
  RLX_CHECK(!patterns_.empty()) << "PatternSeq must have at least one pattern";
  PairCons cons{only_used_by ? PairCons::kOnlyUsedBy : PairCons::kUsedBy, -1};
  // Like TVM, a chain built directly records nothing in the context; only
  // UsedBy / OnlyUsedBy (and ^ / >>) do.
  pair_constraints_.assign(patterns_.size() - 1, cons);
}

namespace {

void Chain(const PatternSeq& lhs, const PatternSeq& rhs, PairCons cons, std::vector<DFPattern>* patterns,
           std::vector<PairCons>* pair_constraints) {
  SyncGraphConstraint(lhs.patterns().back(), rhs.patterns().front(), cons);
  *patterns = lhs.patterns();
  patterns->insert(patterns->end(), rhs.patterns().begin(), rhs.patterns().end());
  *pair_constraints = lhs.pair_constraints();
  pair_constraints->push_back(cons);
  pair_constraints->insert(pair_constraints->end(), rhs.pair_constraints().begin(), rhs.pair_constraints().end());
}

}  // namespace

PatternSeq PatternSeq::UsedBy(const PatternSeq& other, int index) const {
  PatternSeq out;
  Chain(*this, other, PairCons{PairCons::kUsedBy, index}, &out.patterns_, &out.pair_constraints_);
  return out;
}

PatternSeq PatternSeq::OnlyUsedBy(const PatternSeq& other, int index) const {
  PatternSeq out;
  Chain(*this, other, PairCons{PairCons::kOnlyUsedBy, index}, &out.patterns_, &out.pair_constraints_);
  return out;
}

PatternSeq PatternSeq::Dup() const {
  PatternSeq out;
  out.pair_constraints_ = pair_constraints_;
  for (size_t i = 0; i < patterns_.size(); ++i) {
    out.patterns_.push_back(patterns_[i].Dup());
    if (i >= 1) SyncGraphConstraint(out.patterns_[i - 1], out.patterns_[i], pair_constraints_[i - 1]);
  }
  return out;
}

PatternSeq operator^(const PatternSeq& lhs, const PatternSeq& rhs) { return lhs.UsedBy(rhs); }
PatternSeq operator>>(const PatternSeq& lhs, const PatternSeq& rhs) { return lhs.OnlyUsedBy(rhs); }

void PatternContext::AddConstraint(const DFPattern& producer, const DFPattern& consumer, PairCons cons) {
  RLX_CHECK(producer.defined() && consumer.defined()) << "graph constraint on a null pattern";
  std::vector<Edge>& edges = edges_[producer.get()];
  auto it = std::find_if(edges.begin(), edges.end(), [&](const Edge& e) { return e.consumer == consumer; });
  if (it == edges.end()) {
    edges.push_back(Edge{consumer, {cons}});
  } else {
    RLX_CHECK(std::find(it->constraints.begin(), it->constraints.end(), cons) == it->constraints.end())
        << "Constraint already exists";
    it->constraints.push_back(cons);
  }
  if (std::find(src_ordered_.begin(), src_ordered_.end(), producer) == src_ordered_.end()) {
    src_ordered_.push_back(producer);
  }
}

const std::vector<PatternContext::Edge>& PatternContext::EdgesOf(const DFPattern& producer) const {
  static const std::vector<Edge> kNone;
  auto it = edges_.find(producer.get());
  return it == edges_.end() ? kNone : it->second;
}

PatternContextScope::PatternContextScope(PatternContext* ctx) : ctx_(ctx) {
  RLX_CHECK(ctx != nullptr) << "PatternContextScope of a null context";
  ContextStack().push_back(ctx);
}

PatternContextScope::~PatternContextScope() {
  RLX_CHECK(!ContextStack().empty() && ContextStack().back() == ctx_) << "pattern context scopes must nest";
  ContextStack().pop_back();
}

PatternContext* CurrentPatternContext() { return ContextStack().empty() ? nullptr : ContextStack().back(); }

}  // namespace pattern
}  // namespace rlx
