#include "compiler/driver/resource_limits.h"

#include <string>

#include "compiler/ir/arith.h"
#include "compiler/relax/expr.h"
#include "compiler/relax/struct_info.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/stmt.h"
#include "compiler/transform/expr_functor.h"

namespace rlx {
namespace driver {
namespace {

std::string ShapeText(const std::vector<PrimExpr>& shape) {
  std::string out = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    int64_t v = 0;
    out += i ? ", " : "";
    out += AsConstInt(shape[i], &v) ? std::to_string(v) : "?";
  }
  return out + (shape.size() == 1 ? ",)" : ")");
}

void CheckShape(const std::vector<PrimExpr>& shape, DataType dtype, const Span& span, const std::string& what) {
  bool overflow = false;
  ConstTensorBytes(shape, dtype, &overflow);
  if (overflow) {
    ThrowError(span, what + " has shape " + ShapeText(shape) + " of " + dtype.ToString() +
                         ", more than the 2^63 - 1 bytes a tensor can have");
  }
}

void CheckStructInfo(const relax::StructInfo& sinfo, const Span& span, const std::string& what) {
  if (!sinfo.defined()) return;
  if (auto t = sinfo.as<relax::TensorStructInfoNode>(); t.defined()) {
    const std::vector<PrimExpr>* dims = t->GetShapeValues();
    if (dims != nullptr && !t->IsUnknownDtype()) CheckShape(*dims, t->dtype, span, what);
  } else if (auto tup = sinfo.as<relax::TupleStructInfoNode>(); tup.defined()) {
    for (const relax::StructInfo& f : tup->fields) CheckStructInfo(f, span, what);
  }
}

class SizeChecker : public transform::ExprVisitor {
 public:
  void VisitVarDef(const relax::Var& v) override {
    CheckStructInfo(v->struct_info(), v->span, "'" + v->name + "'");
    ExprVisitor::VisitVarDef(v);
  }
  void VisitCall_(const relax::Call& c) override {
    for (const relax::StructInfo& s : c->sinfo_args) CheckStructInfo(s, c->span, "the result of this call");
    ExprVisitor::VisitCall_(c);
  }
  // Parameters first: they are where an oversized input is introduced.
  void VisitFunction_(const relax::Function& f) override {
    ExprVisitor::VisitFunction_(f);
    CheckStructInfo(f->ret_struct_info, f->span, "the result of this function");
  }
};

}  // namespace

int64_t ConstTensorBytes(const std::vector<PrimExpr>& shape, DataType dtype, bool* overflow) {
  if (overflow) *overflow = false;
  std::vector<int64_t> dims;
  for (const PrimExpr& d : shape) {
    int64_t v = 0;
    if (!AsConstInt(d, &v)) return -1;
    if (v == 0) return 0;  // empty, whatever the other dimensions are
    dims.push_back(v);
  }
  int64_t bytes = static_cast<int64_t>(dtype.bytes()) * dtype.lanes();
  for (int64_t v : dims) {
    if (v < 0) return -1;  // a negative extent is the shape checker's error
    if (__builtin_mul_overflow(bytes, v, &bytes)) {
      if (overflow) *overflow = true;
      return -1;
    }
  }
  return bytes;
}

void CheckTensorSizes(const IRModule& mod) {
  for (const auto& [name, entry] : mod->functions) {
    const auto& func = entry.second;
    if (auto f = func.as<relax::FunctionNode>(); f.defined()) {
      SizeChecker().VisitExpr(f);
    } else if (auto pf = func.as<tir::PrimFuncNode>(); pf.defined()) {
      for (const auto& [var, buf] : pf->buffer_map) {
        CheckShape(buf->shape, buf->dtype, pf->span, "buffer '" + buf->name + "' of PrimFunc '" + name + "'");
      }
    }
  }
}

}  // namespace driver
}  // namespace rlx
