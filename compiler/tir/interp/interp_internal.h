// The TIR interpreter's machinery, shared by its .cc files (not a public
// API): storage, buffer views, per-thread environments, and the Interpreter
// that executes statements over a group of threads.
#ifndef RLX_COMPILER_TIR_INTERP_INTERP_INTERNAL_H_
#define RLX_COMPILER_TIR_INTERP_INTERP_INTERNAL_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/interp/value.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace interp {

// Bytes behind a data pointer variable: a caller's array or an allocation.
struct Storage {
  NDArray array;  // owns (or shares) the bytes
  uint8_t* bytes = nullptr;
  int64_t size_bytes = 0;
  DataType elem;     // element type it was allocated with (for messages)
  std::string name;  // the data variable's name (for messages)
  std::string scope;
  int64_t id = 0;  // its value as a handle (0 is null)
};
using StoragePtr = std::shared_ptr<Storage>;

// A buffer as bound at run time: its shape, strides and offset evaluated.
struct View {
  StoragePtr storage;  // null: the storage of the buffer's data variable
  std::vector<int64_t> shape;
  std::vector<int64_t> strides;  // in elements of the buffer's dtype
  int64_t elem_offset = 0;
};
using ViewPtr = std::shared_ptr<const View>;

// threadIdx.{x,y,z} of a running thread; extent 0: not launched.
struct ThreadIndex {
  int64_t index[3] = {0, 0, 0};
  int64_t extent[3] = {0, 0, 0};
};

// The bindings one thread sees. A thread launched by a threadIdx loop gets
// an Env whose parent is the launching thread's, so it reads what was bound
// before the launch and its own bindings vanish when the loop ends.
// Variables are bound once per definition in well-formed TIR, so a binding
// simply overwrites (no restore on scope exit).
class Env {
 public:
  explicit Env(const Env* parent) : parent_(parent) {
    if (parent != nullptr) thread = parent->thread;
  }

  const Value* FindVar(const TirVarNode* v) const;
  // The slot for `v` in this Env (created on demand).
  Value& VarSlot(const TirVarNode* v) { return vars_[v]; }
  void SetVar(const TirVarNode* v, Value x) { vars_[v] = std::move(x); }

  const StoragePtr* FindStorage(const TirVarNode* data) const;
  void SetStorage(const TirVarNode* data, StoragePtr s) { storages_[data] = std::move(s); }

  const ViewPtr* FindView(const BufferNode* b) const;
  void SetView(const BufferNode* b, ViewPtr v) { views_[b] = std::move(v); }

  ThreadIndex thread;

 private:
  const Env* parent_;
  std::unordered_map<const TirVarNode*, Value> vars_;
  std::unordered_map<const TirVarNode*, StoragePtr> storages_;
  std::unordered_map<const BufferNode*, ViewPtr> views_;
};

// Where one buffer access goes: byte offsets (one per lane) into storage.
struct Access {
  Storage* storage = nullptr;
  DataType elem;       // scalar element type
  int elem_lanes = 1;  // lanes of the buffer's own dtype
  std::vector<int64_t> byte_offsets;
};

// Thrown by `return v` (T.ret) and caught by Run.
struct ReturnSignal {
  Value value;
};

class Interpreter {
 public:
  using Group = std::vector<Env*>;

  explicit Interpreter(const InterpretOptions& options) : options_(options), root_(nullptr) {}

  Env& root() { return root_; }
  void BindParams(const PrimFuncNode& f, const std::vector<NDArray>& buffers, const std::vector<int64_t>& scalars);
  std::optional<PrimFuncResult> Run(const PrimFuncNode& f);

  // Expressions (eval_expr.cc, intrinsics.cc).
  Value Eval(const PrimExpr& e, Env& env);
  int64_t EvalInt(const PrimExpr& e, Env& env, const char* what);

  [[noreturn]] void Fail(const std::string& message) const;

 private:
  // Statements (exec_stmt.cc, exec_block.cc).
  void Exec(const Stmt& s, const Group& g);
  void ExecStore(const BufferStoreNode* op, const Group& g);
  void ExecFor(const ForNode* op, const Group& g);
  void ExecSerial(const TirVarNode* var, const PrimExpr& min, const PrimExpr& extent, const Stmt& body, const Group& g);
  void LaunchThreads(const TirVarNode* var, const PrimExpr& min, const PrimExpr& extent, int dim,
                     const std::string& tag, const Stmt& body, const Group& g);
  void ExecAttr(const AttrStmtNode* op, const Group& g);
  void ExecIf(const IfThenElseNode* op, const Group& g);
  void ExecWhile(const WhileNode* op, const Group& g);
  void ExecEvaluate(const EvaluateNode* op, const Group& g);
  void ExecAllocate(const AllocateNode* op, const Group& g);
  void ExecDeclBuffer(const DeclBufferNode* op, const Group& g);
  void ExecBlockRealize(const BlockRealizeNode* op, const Group& g);
  void ExecBlock(const BlockNode* b, const Group& g);
  void BindMatchBuffer(const MatchBufferRegionNode* m, Env& env);

  // Expressions.
  Value EvalBinary(const BinaryNode* op, Env& env);
  Value EvalCall(const TirCallNode* op, Env& env);
  Value EvalExternCall(const TirCallNode* op, Env& env);
  // T.tvm_warp_shuffle{,_up,_down} and T.tvm_warp_activemask (warp.cc).
  Value EvalWarpIntrinsic(const TirCallNode* op, Env& env);
  // The thread of the current statement's group with that linear index.
  Env* ThreadOfGroup(int64_t linear);
  // T.call_packed / T.tvm_call_packed (packed_call.cc).
  Value EvalPackedCall(const TirCallNode* op, Env& env);
  // T.texture2d_load / T.texture2d_store (texture.cc).
  Value EvalTextureLoad(const TirCallNode* op, Env& env);
  Value EvalTextureStore(const TirCallNode* op, Env& env);
  uint8_t* TexelAddress(const TirCallNode* op, Env& env, DataType* elem);
  Storage* StorageOfHandle(const PrimExpr& e, Env& env, const std::string& what);
  Value EvalLoad(const BufferLoadNode* op, Env& env);
  Value HandleValue(const StoragePtr& s);

  // Buffers (buffers.cc).
  StoragePtr NewStorage(const std::string& name, DataType elem, int64_t num_elems, const std::string& scope);
  // The view of `b` in `env`: its binding, else one built from its
  // declaration (shape, strides and offset evaluated in `env`).
  ViewPtr ResolveView(const BufferNode* b, Env& env);
  ViewPtr ViewFromDecl(const BufferNode* b, Env& env, StoragePtr storage);
  Access Locate(const Buffer& b, const std::vector<PrimExpr>& indices, Env& env, bool is_store);
  // Binds a buffer's shape / strides / elem_offset variables to actual
  // values (first occurrence binds, later ones must agree) and returns the
  // compound expressions left to check once everything is bound. With
  // `redefine`, variables this same binding site bound before (an earlier
  // instance of a match_buffer's block) are bound again.
  struct PendingCheck {
    PrimExpr expr;
    int64_t actual;
    std::string what;
  };
  void BindBufferVars(const BufferNode* b, const std::vector<int64_t>& shape, const std::vector<int64_t>& strides,
                      int64_t elem_offset, Env& env, const std::string& origin, std::vector<PendingCheck>* pending,
                      bool redefine);
  void CheckPending(const std::vector<PendingCheck>& pending, Env& env);
  void BindOrCheck(const PrimExpr& e, int64_t actual, Env& env, const std::string& what,
                   std::vector<PendingCheck>* pending, bool redefine = false);

  friend class SpanScope;
  friend class GroupScope;
  InterpretOptions options_;
  Env root_;
  const Span* span_ = nullptr;  // the statement being executed
  int64_t next_storage_id_ = 1;
  // Storage that has been used as a handle value, by id.
  std::unordered_map<int64_t, StoragePtr> handles_;
  // > 0 while reduction block instances run one thread at a time, where a
  // barrier cannot be honoured.
  int serialized_ = 0;
  // The threads running the statement being executed (what a warp shuffle
  // reads from), and a lookup by linear thread index built on demand;
  // exec_generation_ changes whenever group_ may have.
  const Group* group_ = nullptr;
  uint64_t exec_generation_ = 0;
  uint64_t thread_index_generation_ = ~uint64_t{0};
  std::unordered_map<int64_t, Env*> thread_index_;
  // Variable -> which buffer first bound it (for messages).
  std::unordered_map<const TirVarNode*, std::string> bound_by_;
};

// Sets the interpreter's current statement span for the lifetime of the
// scope (errors point at the innermost statement being executed).
class SpanScope {
 public:
  SpanScope(Interpreter* in, const Span& span) : in_(in), saved_(in->span_) {
    if (span.defined()) in->span_ = &span;
  }
  ~SpanScope() { in_->span_ = saved_; }

 private:
  Interpreter* in_;
  const Span* saved_;
};

// Makes `g` the interpreter's current group for the lifetime of the scope.
class GroupScope {
 public:
  GroupScope(Interpreter* in, const Interpreter::Group& g) : in_(in), saved_(in->group_) {
    in->group_ = &g;
    ++in->exec_generation_;
  }
  ~GroupScope() {
    in_->group_ = saved_;
    ++in_->exec_generation_;
  }

 private:
  Interpreter* in_;
  const Interpreter::Group* saved_;
};

// Elements an allocation for `v` needs: one past its last element.
int64_t ViewExtent(const View& v);

// "(4, 4)".
std::string DimsToString(const std::vector<int64_t>& dims);

}  // namespace interp
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_INTERP_INTERP_INTERNAL_H_
