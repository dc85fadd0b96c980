#include "compiler/tir/transform/split_long_scans.h"

#include <string>
#include <utility>
#include <vector>

#include "compiler/tir/transform/scan_nest.h"
#include "compiler/tir/transform/stmt_functor.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

struct Allowed {
  bool floats, integers;
};

bool Reassociable(DataType t, Allowed allowed) {
  if (t.lanes() != 1) return false;
  if (t.is_integer() || t.is_uint()) return t.bits() >= 8 && allowed.integers;
  return t.is_float() && allowed.floats;
}

bool MatchStep(const For& scan, Allowed allowed, ScanStep* step) {
  // Annotated for VectorizeScans' in-register scan: already fast, left alone.
  if (scan->annotations.defined() && scan->annotations->Has(kVectorScanLanes)) return false;
  return MatchScanStep(scan, step) && Reassociable(step->carried.store->value->dtype, allowed);
}

PrimExpr Identity(NodeKind op, DataType t) {
  int64_t v = op == NodeKind::kAdd ? 0 : 1;
  return t.is_float() ? MakeFloatImm(t, static_cast<double>(v)) : MakeIntImm(t, v);
}

Stmt Allocated(const Buffer& b, Stmt body) {
  return Make<AllocateNode>(b->data, b->dtype, b->shape, Bool(true), Make<DeclBufferNode>(b, std::move(body)));
}

For Loop(const TirVar& v, PrimExpr min, PrimExpr extent, ForKind kind, Stmt body) {
  return Make<ForNode>(v, std::move(min), std::move(extent), kind, std::move(body));
}

// The row body with its scan split into blocks of chunks (header comment).
Stmt SplitRow(const ScanNest& nest, const ScanStep& step) {
  const For& scan = nest.scan;
  const TirVar& k = scan->loop_var;
  DataType it = k->dtype;
  const BufferStore& store = step.carried.store;
  DataType t = store->value->dtype;
  auto c64 = [&](int64_t v) { return MakeIntImm(it, v); };
  auto combine = [&](PrimExpr a, PrimExpr b) { return MakeBinary(step.op, std::move(a), std::move(b)); };
  auto at = [&](const auto& node, PrimExpr pos) { return Substitute(node, VarMap{{k.get(), std::move(pos)}}); };

  const int64_t width = kScanChunks * kScanChunkLength;
  PrimExpr steps = scan->extent;
  if (!steps.as<IntImmNode>().defined()) steps = MakeBinary(NodeKind::kMax, steps, c64(0));
  PrimExpr blocks = FoldBinary(NodeKind::kFloorDiv, steps, c64(width));

  const std::string name = store->buffer->name;
  Buffer totals = MakeBuffer(name + "_chunk_totals", t, {c64(kScanChunks)}, "global");
  Buffer acc = MakeBuffer(name + "_chunk_total", t, {c64(1)}, "local");
  // Every loop gets its own variable: a variable is defined once.
  TirVar blk = MakeTirVar("blk", it), p = MakeTirVar("p", it);
  TirVar c = MakeTirVar("c", it), i = MakeTirVar("i", it);    // step 1
  TirVar cs = MakeTirVar("cs", it), j = MakeTirVar("j", it);  // step 3
  PrimExpr k0 = FoldBinary(NodeKind::kAdd, scan->min, FoldBinary(NodeKind::kMul, blk, c64(width)));
  auto start_of = [&](const TirVar& chunk) {
    return FoldBinary(NodeKind::kAdd, k0, FoldBinary(NodeKind::kMul, chunk, c64(kScanChunkLength)));
  };
  PrimExpr chunk_start = start_of(c);
  auto slot = [&](PrimExpr e) { return std::vector<PrimExpr>{std::move(e)}; };

  // 1: each chunk's total, a reduction LLVM can vectorize.
  PrimExpr held = Make<BufferLoadNode>(acc, slot(c64(0)));
  Stmt reduce = Loop(
      i, c64(0), c64(kScanChunkLength), ForKind::kSerial,
      Make<BufferStoreNode>(acc, combine(held, at(step.g, FoldBinary(NodeKind::kAdd, chunk_start, i))), slot(c64(0))));
  Stmt totals_loop = Loop(c, c64(0), c64(kScanChunks), ForKind::kParallel,
                          Allocated(acc, MakeSeq({Make<BufferStoreNode>(acc, Identity(step.op, t), slot(c64(0))),
                                                  reduce, Make<BufferStoreNode>(totals, held, slot(c))})));
  // 2: running totals of the chunks.
  PrimExpr next = FoldBinary(NodeKind::kAdd, p, c64(1));
  Stmt running =
      Loop(p, c64(0), c64(kScanChunks - 1), ForKind::kSerial,
           Make<BufferStoreNode>(
               totals, combine(Make<BufferLoadNode>(totals, slot(p)), Make<BufferLoadNode>(totals, slot(next))),
               slot(next)));
  // 3: each chunk's scan from the value before the block and the totals of
  // the chunks before it; the first chunk is the original step.
  PrimExpr scan_start = start_of(cs);
  PrimExpr before = at(PrimExpr(step.carried.load), k0);
  PrimExpr prev_total = Make<BufferLoadNode>(totals, slot(FoldBinary(NodeKind::kSub, cs, c64(1))));
  std::vector<PrimExpr> first_index;
  for (const PrimExpr& e : store->indices) first_index.push_back(at(e, scan_start));
  Stmt first = Make<IfThenElseNode>(
      MakeBinary(NodeKind::kEQ, cs, c64(0)), at(Stmt(store), scan_start),
      Make<BufferStoreNode>(store->buffer, combine(combine(before, prev_total), at(step.g, scan_start)), first_index));
  Stmt rest_of_chunk = Loop(j, c64(1), c64(kScanChunkLength - 1), ForKind::kSerial,
                            at(Stmt(store), FoldBinary(NodeKind::kAdd, scan_start, j)));
  Stmt scans = Loop(cs, c64(0), c64(kScanChunks), ForKind::kParallel, MakeSeq({first, rest_of_chunk}));

  Stmt block_loop = Loop(blk, c64(0), blocks, ForKind::kSerial, MakeSeq({totals_loop, running, scans}));
  // The steps after the last whole block, one after another as before.
  std::shared_ptr<ForNode> tail = CopyFor(*scan);
  PrimExpr done = FoldBinary(NodeKind::kMul, blocks, c64(width));
  tail->min = FoldBinary(NodeKind::kAdd, scan->min, done);
  tail->extent = FoldBinary(NodeKind::kSub, steps, done);

  std::vector<Stmt> body = nest.prologue;
  body.push_back(Allocated(totals, block_loop));
  body.push_back(Freeze(std::move(tail)));
  body.insert(body.end(), nest.epilogue.begin(), nest.epilogue.end());
  return MakeSeq(std::move(body));
}

class Splitter : public StmtExprMutator {
 public:
  explicit Splitter(Allowed allowed) : allowed_(allowed) {}

 protected:
  Stmt VisitFor(const For& s) override {
    ScanNest nest;
    ScanStep step;
    if (MatchFewRowScanNest(s, &nest) && MatchStep(nest.scan, allowed_, &step)) {
      // The rows now run one after another, each over all threads.
      std::shared_ptr<ForNode> serial = CopyFor(*s);
      serial->for_kind = ForKind::kSerial;
      serial->body = SplitRow(nest, step);
      return Freeze(std::move(serial));
    }
    return StmtExprMutator::VisitFor(s);
  }

 private:
  Allowed allowed_;
};

}  // namespace

PrimFunc SplitLongScans(const PrimFunc& func, bool reassociate_float, bool split_integers) {
  Splitter pass(Allowed{reassociate_float, split_integers});
  return WithBody(func, pass.VisitStmt(func->body));
}

}  // namespace transform
}  // namespace tir
}  // namespace rlx
