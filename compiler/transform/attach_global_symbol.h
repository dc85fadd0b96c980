// AttachGlobalSymbol (TVM relax.transform.AttachGlobalSymbol, opt_level 0),
// the last pass of the VM pipeline: every function gets the "global_symbol"
// attribute its compiled form is exported under.
//
//  * Relax functions: their GlobalVar name;
//  * PrimFuncs: the module attribute "system_lib_prefix" (if any) followed by
//    their GlobalVar name. When the prefix changes the name, the GlobalVar is
//    renamed too and every reference to it (cls.f in call_tir, ...) follows.
//
// As in TVM, private functions get a symbol as well (the attribute is what
// makes a function public here, so they print without private=True
// afterwards). A function whose symbol is already right is left alone, and a
// module with nothing to attach is returned as is.
#ifndef RLX_COMPILER_TRANSFORM_ATTACH_GLOBAL_SYMBOL_H_
#define RLX_COMPILER_TRANSFORM_ATTACH_GLOBAL_SYMBOL_H_

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

IRModule AttachGlobalSymbol(const IRModule& mod);
PassPtr AttachGlobalSymbol();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_ATTACH_GLOBAL_SYMBOL_H_
