// Loop-level IR statements and PrimFunc, shaped as TVM's TIR (and printed the
// same way): loops of every kind, blocks with iter vars, reads/writes and
// init, allocations with storage scopes, stores, conditionals and lets.
#ifndef RLX_COMPILER_TIR_STMT_H_
#define RLX_COMPILER_TIR_STMT_H_

#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"

namespace rlx {
namespace tir {

class StmtNode : public Object {
 public:
  using Object::Object;
  static bool IsKind(NodeKind k) { return k >= NodeKind::kStmtBegin && k <= NodeKind::kStmtEnd; }
};
using Stmt = Ref<StmtNode>;

enum class IterType { kDataPar = 0, kThreadIndex = 1, kCommReduce = 2, kOrdered = 3, kOpaque = 4 };

// A block iteration variable (`T.axis.spatial`, `T.axis.reduce`, ...) or a
// thread index (`T.launch_thread("threadIdx.x", 128)`).
class IterVarNode : public Object {
 public:
  IterVarNode(Range dom, TirVar var, IterType type, std::string thread_tag = "")
      : Object(NodeKind::kIterVar),
        dom(std::move(dom)),
        var(std::move(var)),
        iter_type(type),
        thread_tag(std::move(thread_tag)) {}
  RLX_NODE_KIND(kIterVar)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("dom", dom);
    v->Visit("var", var, FieldRole::kDef);
    v->Visit("iter_type", static_cast<int64_t>(iter_type));
    v->Visit("thread_tag", thread_tag);
  }
  Range dom;
  TirVar var;
  IterType iter_type;
  std::string thread_tag;
};
using IterVar = Ref<IterVarNode>;

// A rectangular region of a buffer, one Range per dimension.
class BufferRegionNode : public Object {
 public:
  BufferRegionNode(Buffer buffer, std::vector<Range> region)
      : Object(NodeKind::kBufferRegion), buffer(std::move(buffer)), region(std::move(region)) {}
  RLX_NODE_KIND(kBufferRegion)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("buffer", buffer);
    v->Visit("region", region);
  }
  Buffer buffer;
  std::vector<Range> region;
};
using BufferRegion = Ref<BufferRegionNode>;

class MatchBufferRegionNode : public Object {
 public:
  MatchBufferRegionNode(Buffer buffer, BufferRegion source)
      : Object(NodeKind::kMatchBufferRegion), buffer(std::move(buffer)), source(std::move(source)) {}
  RLX_NODE_KIND(kMatchBufferRegion)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("buffer", buffer, FieldRole::kDef);
    v->Visit("source", source);
  }
  Buffer buffer;
  BufferRegion source;
};
using MatchBufferRegion = Ref<MatchBufferRegionNode>;

class LetStmtNode : public StmtNode {
 public:
  LetStmtNode(TirVar var, PrimExpr value, Stmt body)
      : StmtNode(NodeKind::kLetStmt), var(std::move(var)), value(std::move(value)), body(std::move(body)) {}
  RLX_NODE_KIND(kLetStmt)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("value", value);
    v->Visit("var", var, FieldRole::kDef);
    v->Visit("body", body);
  }
  TirVar var;
  PrimExpr value;
  Stmt body;
};

// `node` is an IterVar for "thread_extent"/"virtual_thread", else any value.
class AttrStmtNode : public StmtNode {
 public:
  AttrStmtNode(ObjectRef node, std::string key, PrimExpr value, Stmt body)
      : StmtNode(NodeKind::kAttrStmt),
        node(std::move(node)),
        attr_key(std::move(key)),
        value(std::move(value)),
        body(std::move(body)) {}
  RLX_NODE_KIND(kAttrStmt)
  void VisitFields(FieldVisitor* v) const override {
    // A thread IterVar is introduced here.
    v->Visit("node", node, attr_key == "thread_extent" ? FieldRole::kDef : FieldRole::kUse);
    v->Visit("attr_key", attr_key);
    v->Visit("value", value);
    v->Visit("body", body);
  }
  ObjectRef node;
  std::string attr_key;
  PrimExpr value;
  Stmt body;
};

class AssertStmtNode : public StmtNode {
 public:
  AssertStmtNode(PrimExpr cond, PrimExpr message, Stmt body)
      : StmtNode(NodeKind::kAssertStmt),
        condition(std::move(cond)),
        message(std::move(message)),
        body(std::move(body)) {}
  RLX_NODE_KIND(kAssertStmt)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("condition", condition);
    v->Visit("message", message);
    v->Visit("body", body);
  }
  PrimExpr condition, message;
  Stmt body;
};

class BufferStoreNode : public StmtNode {
 public:
  BufferStoreNode(Buffer buffer, PrimExpr value, std::vector<PrimExpr> indices)
      : StmtNode(NodeKind::kBufferStore),
        buffer(std::move(buffer)),
        value(std::move(value)),
        indices(std::move(indices)) {}
  RLX_NODE_KIND(kBufferStore)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("buffer", buffer);
    v->Visit("value", value);
    v->Visit("indices", indices);
  }
  Buffer buffer;
  PrimExpr value;
  std::vector<PrimExpr> indices;
};

// Lowered allocation (`T.allocate`): a pointer var, outside any block.
class AllocateNode : public StmtNode {
 public:
  AllocateNode(TirVar buffer_var, DataType dtype, std::vector<PrimExpr> extents, PrimExpr condition, Stmt body)
      : StmtNode(NodeKind::kAllocate),
        buffer_var(std::move(buffer_var)),
        dtype(dtype),
        extents(std::move(extents)),
        condition(std::move(condition)),
        body(std::move(body)) {}
  RLX_NODE_KIND(kAllocate)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("buffer_var", buffer_var, FieldRole::kDef);
    v->Visit("dtype", dtype);
    v->Visit("extents", extents);
    v->Visit("condition", condition);
    v->Visit("body", body);
  }
  TirVar buffer_var;
  DataType dtype;
  std::vector<PrimExpr> extents;
  PrimExpr condition;
  Stmt body;
};

// `T.decl_buffer` / a buffer declared over existing or new storage.
class DeclBufferNode : public StmtNode {
 public:
  DeclBufferNode(Buffer buffer, Stmt body)
      : StmtNode(NodeKind::kDeclBuffer), buffer(std::move(buffer)), body(std::move(body)) {}
  RLX_NODE_KIND(kDeclBuffer)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("buffer", buffer, FieldRole::kDef);
    v->Visit("body", body);
  }
  Buffer buffer;
  Stmt body;
};

enum class ForKind { kSerial, kParallel, kVectorized, kUnrolled, kThreadBinding };
const char* ForKindName(ForKind kind);  // "serial", "parallel", "vectorized", "unroll", "thread_binding"

class ForNode : public StmtNode {
 public:
  ForNode(TirVar loop_var, PrimExpr min, PrimExpr extent, ForKind kind, Stmt body)
      : StmtNode(NodeKind::kFor),
        loop_var(std::move(loop_var)),
        min(std::move(min)),
        extent(std::move(extent)),
        for_kind(kind),
        body(std::move(body)) {}
  RLX_NODE_KIND(kFor)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("min", min);
    v->Visit("extent", extent);
    v->Visit("loop_var", loop_var, FieldRole::kDef);
    v->Visit("kind", static_cast<int64_t>(for_kind));
    v->Visit("thread_tag", thread_tag);
    v->Visit("annotations", annotations);
    v->Visit("body", body);
  }
  TirVar loop_var;
  PrimExpr min, extent;
  ForKind for_kind;
  Stmt body;
  std::string thread_tag;  // for kThreadBinding: "threadIdx.x", "blockIdx.x", ...
  Map annotations;         // may be null
};
using For = Ref<ForNode>;

class WhileNode : public StmtNode {
 public:
  WhileNode(PrimExpr cond, Stmt body) : StmtNode(NodeKind::kWhile), condition(std::move(cond)), body(std::move(body)) {}
  RLX_NODE_KIND(kWhile)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("condition", condition);
    v->Visit("body", body);
  }
  PrimExpr condition;
  Stmt body;
};

class IfThenElseNode : public StmtNode {
 public:
  IfThenElseNode(PrimExpr cond, Stmt then_case, Stmt else_case)
      : StmtNode(NodeKind::kIfThenElse),
        condition(std::move(cond)),
        then_case(std::move(then_case)),
        else_case(std::move(else_case)) {}
  RLX_NODE_KIND(kIfThenElse)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("condition", condition);
    v->Visit("then_case", then_case);
    v->Visit("else_case", else_case);
  }
  PrimExpr condition;
  Stmt then_case, else_case;  // else_case may be null
};

class EvaluateNode : public StmtNode {
 public:
  explicit EvaluateNode(PrimExpr value) : StmtNode(NodeKind::kEvaluate), value(std::move(value)) {}
  RLX_NODE_KIND(kEvaluate)
  void VisitFields(FieldVisitor* v) const override { v->Visit("value", value); }
  PrimExpr value;
};

class SeqStmtNode : public StmtNode {
 public:
  explicit SeqStmtNode(std::vector<Stmt> seq) : StmtNode(NodeKind::kSeqStmt), seq(std::move(seq)) {}
  RLX_NODE_KIND(kSeqStmt)
  void VisitFields(FieldVisitor* v) const override { v->Visit("seq", seq); }
  std::vector<Stmt> seq;
};

// Flattens nested sequences; returns the single statement when there is one.
Stmt MakeSeq(std::vector<Stmt> stmts);

class BlockNode : public StmtNode {
 public:
  BlockNode() : StmtNode(NodeKind::kBlock) {}
  RLX_NODE_KIND(kBlock)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("iter_vars", iter_vars, FieldRole::kDef);
    v->Visit("reads", reads);
    v->Visit("writes", writes);
    v->Visit("name_hint", name_hint);
    v->Visit("alloc_buffers", alloc_buffers, FieldRole::kDef);
    v->Visit("match_buffers", match_buffers);
    v->Visit("annotations", annotations);
    v->Visit("init", init);
    v->Visit("body", body);
  }
  std::vector<IterVar> iter_vars;
  std::vector<BufferRegion> reads;
  std::vector<BufferRegion> writes;
  std::string name_hint;
  std::vector<Buffer> alloc_buffers;
  std::vector<MatchBufferRegion> match_buffers;
  Map annotations;
  Stmt init;  // may be null
  Stmt body;
  // Whether the script spelled reads/writes explicitly (printed back then).
  bool explicit_reads = false;
  bool explicit_writes = false;
};
using Block = Ref<BlockNode>;

// A block instance: binds the block's iter vars to values at this point.
class BlockRealizeNode : public StmtNode {
 public:
  BlockRealizeNode(std::vector<PrimExpr> iter_values, PrimExpr predicate, Block block)
      : StmtNode(NodeKind::kBlockRealize),
        iter_values(std::move(iter_values)),
        predicate(std::move(predicate)),
        block(std::move(block)) {}
  RLX_NODE_KIND(kBlockRealize)
  void VisitFields(FieldVisitor* v) const override {
    v->Visit("iter_values", iter_values);
    v->Visit("predicate", predicate);
    v->Visit("block", block);
  }
  std::vector<PrimExpr> iter_values;
  PrimExpr predicate;  // bool; true when unconditional
  Block block;
};

class PrimFuncNode : public Object {
 public:
  PrimFuncNode() : Object(NodeKind::kPrimFunc) {}
  RLX_NODE_KIND(kPrimFunc)
  void VisitFields(FieldVisitor* v) const override;
  std::vector<TirVar> params;
  // Parameters that are buffers: param var -> buffer (T.Buffer params and
  // T.match_buffer). Kept in parameter order.
  std::vector<std::pair<TirVar, Buffer>> buffer_map;
  DataType ret_type;  // void unless the function returns a scalar
  Map attrs;          // may be null
  Stmt body;
  bool is_private = false;
  // Printed flags that do not change meaning but must round-trip.
  bool s_tir = false;
};
using PrimFunc = Ref<PrimFuncNode>;

}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_STMT_H_
