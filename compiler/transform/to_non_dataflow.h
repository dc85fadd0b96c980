// ToNonDataflow (TVM relax.transform.ToNonDataflow, opt_level 0): every
// dataflow block becomes an ordinary binding block and every DataflowVar an
// ordinary Var with the same name and struct info. Neighbouring blocks that
// end up of the same kind are merged, as TVM's normalizer does.
#ifndef RLX_COMPILER_TRANSFORM_TO_NON_DATAFLOW_H_
#define RLX_COMPILER_TRANSFORM_TO_NON_DATAFLOW_H_

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

// The function with its dataflow blocks flattened; `f` itself when it has
// none.
relax::Function ToNonDataflow(const relax::Function& f);

PassPtr ToNonDataflow();

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_TO_NON_DATAFLOW_H_
