// A small statement builder for the GPU kernels of compiler/backend, the
// role TVM's tir.ir_builder plays for topi.gpu: thread-bound loops, local /
// shared allocations, barriers, loads and stores, all in plain TIR (no warp
// intrinsics), so that every C-like backend can print them and the TIR
// interpreter can run them with lock-step threads.
#ifndef RLX_COMPILER_BACKEND_GPU_TIR_H_
#define RLX_COMPILER_BACKEND_GPU_TIR_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "compiler/ir/prim_expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace backend {
namespace gpu {

using tir::Stmt;

PrimExpr Ld(const Buffer& b, std::vector<PrimExpr> indices);
Stmt St(const Buffer& b, PrimExpr value, std::vector<PrimExpr> indices);
Stmt Seq(std::vector<Stmt> stmts);
Stmt If(PrimExpr cond, Stmt then_case, Stmt else_case = Stmt());
// `for v in range(extent)` (min 0); the var is int64.
Stmt Serial(const TirVar& v, PrimExpr extent, Stmt body);
// `for v in T.thread_binding(extent, thread=tag)`.
Stmt Bind(const TirVar& v, PrimExpr extent, const std::string& tag, Stmt body);
// `name = value` (a LetStmt) around what `body` builds with the variable.
Stmt Let(const std::string& name, PrimExpr value, const std::function<Stmt(PrimExpr var)>& body);
// `while cond: body`.
Stmt While(PrimExpr cond, Stmt body);
// T.tvm_storage_sync("shared").
Stmt SyncShared();

// A buffer of `scope` ("local", "shared", "global") with its own data var;
// Allocated() wraps `body` in the Allocate + DeclBuffer that own it.
Buffer ScopedBuffer(const std::string& name, DataType dtype, std::vector<PrimExpr> shape, const std::string& scope);
Stmt Allocated(const Buffer& b, Stmt body);

TirVar Var(const std::string& name, DataType dtype = DataType::Int(64));
PrimExpr I64(int64_t v);
PrimExpr ShiftLeft(PrimExpr a, PrimExpr b);
PrimExpr ShiftRight(PrimExpr a, PrimExpr b);
// ceil(log2(x)) for x >= 1 as TVM's topi ceil_log2 spells it (through
// float64, exact for the integers a shape can hold), 0 for x <= 1.
PrimExpr CeilLog2(PrimExpr x);

// The index of position `f` of the row-major flattening of `shape`.
std::vector<PrimExpr> Unflatten(const std::vector<PrimExpr>& shape, PrimExpr f);

// `lo` after the binary search `while lo < hi: mid = (lo + hi) >> 1; if
// pred(mid): lo = mid + 1 else: hi = mid` over [0, len), as a While on a
// local {lo, hi} of `index_dtype`; `then(lo)` is the statement using the
// result. `pred` must hold on a prefix of [0, len).
Stmt BinarySearch(const std::string& name, PrimExpr len, const std::function<PrimExpr(PrimExpr mid)>& pred,
                  const std::function<Stmt(PrimExpr lo)>& then, DataType index_dtype = DataType::Int(64));

// The dtype of the index temporaries (local / shared buffers holding
// positions) of the GPU kernels for a target: int32 on webgpu (WGSL has no
// 64-bit integers; TVM #18361), int64 elsewhere.
DataType TempIndexDtype(const std::string& target_kind);

// The elements of a tensor seen as rows along `axis`: shape = [before...,
// L, after...]; row r in [0, prod(before) * prod(after)) and position k in
// [0, L) name the element (r / inner, k, r % inner) with the outer and
// inner parts unflattened over their dimensions (TVM transposes the axis
// last instead; indexing in place needs no transpose stages).
struct RowLayout {
  RowLayout(std::vector<PrimExpr> shape, int64_t axis);
  PrimExpr rows() const;
  PrimExpr length() const { return shape[axis]; }
  std::vector<PrimExpr> Index(const PrimExpr& row, const PrimExpr& k) const;
  std::vector<PrimExpr> shape;
  int64_t axis;
  PrimExpr outer, inner;
};

}  // namespace gpu
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_GPU_TIR_H_
