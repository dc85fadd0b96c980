// Internal to ScheduleCPU (schedule_cpu.h): a recognized matmul-shaped
// reduction and the loop nests that replace it. Split from schedule_cpu.cc so
// that matching and emission stay readable on their own.
#ifndef RLX_COMPILER_TIR_TRANSFORM_CPU_MATMUL_KERNEL_H_
#define RLX_COMPILER_TIR_TRANSFORM_CPU_MATMUL_KERNEL_H_

#include <vector>

#include "compiler/tir/stmt.h"
#include "compiler/tir/transform/schedule_cpu.h"

namespace rlx {
namespace tir {
namespace transform {
namespace cpu_schedule {

// C[b.., i, j] = init; C[b.., i, j] = C[b.., i, j] + X(b.., i, k) * Y(b.., k, j)
// with every expression over the block's iter vars.
struct MatmulPattern {
  std::string name;  // the block's name_hint
  Span span;
  Buffer c;             // compact row-major output
  DataType dtype;       // of C and of the product
  DataType index_type;  // of the loop variables
  std::vector<TirVar> batch_vars;
  std::vector<PrimExpr> batch_extents;
  TirVar i_var;  // null when the output has no row axis (then M = 1)
  PrimExpr m;
  TirVar j_var;
  PrimExpr n;
  TirVar k_var;
  PrimExpr k;
  PrimExpr x, y;
  bool x_first = true;    // the product is written x * y (else y * x)
  bool acc_first = true;  // the update is C + product (else product + C)
  PrimExpr init;          // constant init value; null: accumulate onto C
};

// Loop nests computing the pattern; the result replaces its loop nest.
Stmt EmitTiledMatmul(const MatmulPattern& p, const CPUScheduleOptions& o);
// Null when Y is not a load contiguous in j (the caller then tiles).
Stmt EmitRowVectorMatmul(const MatmulPattern& p, const CPUScheduleOptions& o);

}  // namespace cpu_schedule
}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_CPU_MATMUL_KERNEL_H_
