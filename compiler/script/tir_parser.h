// `@T.prim_func` TVMScript -> tir::PrimFunc: the inverse of tir_printer.
//
// Accepts every spelling TVM has printed: `T.block`/`T.sblock`,
// `T.alloc_buffer`/`T.sblock_alloc_buffer`, `x: T.int32 = v` and
// `x: T.let[T.int32] = v` lets, `T.Buffer` parameters and `T.handle` +
// `T.match_buffer`, `T.grid`/`range`/`T.serial`/`T.parallel`/
// `T.vectorized`/`T.unroll`/`T.thread_binding` loops, `T.axis.remap` and
// `T.axis.spatial/reduce/scan/opaque`, `T.reads`/`T.writes` with slices,
// `T.init`, `T.where`, `T.launch_thread`/`T.env_thread`, `T.allocate`,
// `T.decl_buffer`, `T.attr`, `assert`, `while`, `if`/`else`, and flat
// (concise) forms of scoped statements, whose scope is the rest of the body.
//
// As in TVM, a body that contains blocks (or root-level `T.alloc_buffer`s)
// is wrapped in an implicit root block. Block access regions are not
// inferred: blocks without `T.reads`/`T.writes` keep empty regions and
// explicit_reads/explicit_writes = false. Every error is a DiagnosticError
// located at the offending syntax.
#ifndef RLX_COMPILER_SCRIPT_TIR_PARSER_H_
#define RLX_COMPILER_SCRIPT_TIR_PARSER_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/script/pyast.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace script {

// Parses a FunctionDef decorated with `@T.prim_func` (optionally with
// private=True, s_tir=True, persistent=True, check_well_formed=...).
// Returns the function's name and the PrimFunc. `module_type_vars` are the
// names a module's `n = TypeVar("n")` lines declare: TVM 0.27 hoists a
// function's free symbolic dims there (a prim_func made by
// relax.frontend.nn's tensor_expr_op uses `batch` in its buffers without
// `batch = T.int64()`), so each such name is an int64 var of its own in
// every prim_func that uses it without defining it.
std::pair<std::string, tir::PrimFunc> ParsePrimFunc(const py::Stmt& def,
                                                    const std::vector<std::string>& module_type_vars = {});

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_TIR_PARSER_H_
