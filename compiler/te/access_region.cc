#include "compiler/te/access_region.h"

#include <string>
#include <unordered_set>

#include "compiler/ir/arith.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/te/expr.h"

namespace rlx {
namespace te {

namespace {

using tir::BufferRegion;
using tir::Stmt;

// Per dimension, the distinct points accessed so far.
struct Access {
  Buffer buffer;
  std::vector<std::vector<PrimExpr>> points;
};

class Detector {
 public:
  void VisitStmt(const Stmt& s) {
    if (!s.defined()) return;
    switch (s->kind()) {
      case NodeKind::kSeqStmt:
        for (const Stmt& c : s.cast<tir::SeqStmtNode>()->seq) VisitStmt(c);
        return;
      case NodeKind::kBufferStore: {
        auto st = s.cast<tir::BufferStoreNode>();
        Update(&writes_, st->buffer, st->indices);
        VisitExpr(st->value);
        for (const PrimExpr& i : st->indices) VisitExpr(i);
        return;
      }
      case NodeKind::kLetStmt: {
        auto l = s.cast<tir::LetStmtNode>();
        VisitExpr(l->value);
        VisitStmt(l->body);
        return;
      }
      case NodeKind::kEvaluate:
        VisitExpr(s.cast<tir::EvaluateNode>()->value);
        return;
      case NodeKind::kIfThenElse: {
        auto i = s.cast<tir::IfThenElseNode>();
        VisitExpr(i->condition);
        VisitStmt(i->then_case);
        VisitStmt(i->else_case);
        return;
      }
      default:
        RLX_UNREACHABLE() << "access regions of " << NodeKindName(s->kind()) << " are not supported";
    }
  }

  void VisitExpr(const ObjectRef& e) {
    if (!e.defined()) return;
    if (auto load = e.as<BufferLoadNode>()) {
      Update(&reads_, load->buffer, load->indices);
      for (const PrimExpr& i : load->indices) VisitExpr(i);
      return;
    }
    ForEachChild(*e, [this](const ObjectRef& child, FieldRole) {
      if (child.defined() && child->kind() != NodeKind::kBuffer) VisitExpr(child);
    });
  }

  std::vector<BufferRegion> Collect(const std::vector<Access>& accesses,
                                    const std::unordered_set<const BufferNode*>& excluded) {
    std::vector<BufferRegion> out;
    for (const Access& a : accesses) {
      if (excluded.count(a.buffer.get())) continue;
      std::vector<Range> region;
      for (const std::vector<PrimExpr>& pts : a.points) region.push_back(Cover(pts));
      out.push_back(Make<tir::BufferRegionNode>(a.buffer, std::move(region)));
    }
    return out;
  }

  std::vector<Access> reads_, writes_;

 private:
  static void Update(std::vector<Access>* accesses, const Buffer& buffer, const std::vector<PrimExpr>& indices) {
    Access* access = nullptr;
    for (Access& a : *accesses) {
      if (a.buffer.get() == buffer.get()) access = &a;
    }
    if (access == nullptr) {
      accesses->push_back({buffer, std::vector<std::vector<PrimExpr>>(indices.size())});
      access = &accesses->back();
    }
    RLX_CHECK(access->points.size() == indices.size()) << "inconsistent rank of buffer " << buffer->name;
    for (size_t d = 0; d < indices.size(); ++d) {
      std::vector<PrimExpr>& pts = access->points[d];
      bool known = false;
      for (const PrimExpr& p : pts) known = known || StructuralEqual(p, indices[d]);
      if (!known) pts.push_back(indices[d]);
    }
  }

  // The smallest range covering the points: the point itself, or
  // [min, max] where constant differences decide, min()/max() otherwise.
  static Range Cover(const std::vector<PrimExpr>& pts) {
    const PrimExpr& first = pts[0];
    PrimExpr one = One(first->dtype);
    if (pts.size() == 1) return Make<RangeNode>(first, one);
    PrimExpr lo = first, hi = first;
    for (size_t i = 1; i < pts.size(); ++i) {
      const PrimExpr& p = pts[i];
      int64_t d = 0;
      if (AsConstInt(arith::Simplify(Sub(p, lo)), &d)) {
        if (d < 0) lo = p;
      } else {
        lo = arith::Simplify(Min(lo, p));
      }
      if (AsConstInt(arith::Simplify(Sub(p, hi)), &d)) {
        if (d > 0) hi = p;
      } else {
        hi = arith::Simplify(Max(hi, p));
      }
    }
    return Make<RangeNode>(lo, arith::Simplify(Add(Sub(hi, lo), one)));
  }
};

}  // namespace

AccessRegions DetectAccessRegions(const Stmt& init, const Stmt& body) {
  Detector d;
  d.VisitStmt(init);
  d.VisitStmt(body);
  AccessRegions out;
  out.writes = d.Collect(d.writes_, {});
  std::unordered_set<const BufferNode*> excluded;
  if (init.defined()) {
    for (const BufferRegion& w : out.writes) excluded.insert(w->buffer.get());
  }
  out.reads = d.Collect(d.reads_, excluded);
  return out;
}

}  // namespace te
}  // namespace rlx
