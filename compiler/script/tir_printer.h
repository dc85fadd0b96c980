// tir::PrimFunc -> `@T.prim_func` TVMScript, following TVM's TIR printer:
//
//  * compact parameter buffers print as `A: T.Buffer((128, 128), "float32")`,
//    others as `a: T.handle` plus `A = T.match_buffer(a, ...)`, with new
//    symbolic shape variables declared just before (`n = T.int64()`);
//  * `T.func_attr({...})` without a `global_symbol` equal to the name;
//  * an implicit root block prints as `# with T.block("root"):` followed by
//    its allocations; perfectly nested serial loops from 0 fold into
//    `T.grid`; block iter vars bound to loop vars fold into `T.axis.remap`;
//  * let, launch_thread, allocate, decl_buffer, assert and attr statements
//    that end a body print flat (`x: T.int32 = v`), otherwise as `with`;
//  * names are unique among live variables; a name is reused once the
//    scope that defined it closes, as in TVM.
//
// Blocks print `T.reads`/`T.writes` when their regions are non-empty or the
// script spelled them (BlockNode::explicit_reads/explicit_writes), since this
// project does not infer access regions. With PrimFuncNode::s_tir set, the
// S-TIR spellings are used: `T.sblock`, `T.sblock_alloc_buffer`, decorator
// flag `s_tir=True`.
#ifndef RLX_COMPILER_SCRIPT_TIR_PRINTER_H_
#define RLX_COMPILER_SCRIPT_TIR_PRINTER_H_

#include <string>
#include <vector>

#include "compiler/script/script_util.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace script {

// The decorator, `def` line and body; every line is prefixed with `indent`
// levels of four spaces and ends in a newline.
// With PrintStyle::kTvm, the int64 symbolic dimensions of parameter buffers
// are left to module-level TypeVars (their names are appended, once each,
// to `type_var_names`), such buffers print inline, and floats and attribute
// booleans print as TVM 0.27 writes them.
std::string PrintPrimFunc(const tir::PrimFunc& f, const std::string& name, int indent,
                          PrintStyle style = PrintStyle::kRlx, std::vector<std::string>* type_var_names = nullptr);

// Attribute key under which `@T.prim_func(persistent=True)` is stored.
inline constexpr const char* kPersistentKernelAttr = "tirx.persistent_kernel";

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_TIR_PRINTER_H_
