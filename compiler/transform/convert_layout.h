// ConvertLayout (TVM relax.transform.ConvertLayout(desired_layouts),
// src/relax/transform/convert_layout.cc): moves the ops named in
// `desired_layouts` into the requested layouts, inserting layout
// conversions around them, and lets the new layout flow on through the
// ops that do not care about layouts.
//
//  * An op with desired layouts [data, kernel(, out)] (relax.nn.conv2d,
//    relax.nn.conv2d_transpose) gets its inputs converted with
//    R.layout_transform (R.permute_dims when no axis is split) and its
//    data_layout / kernel_layout / out_layout attributes set; out defaults
//    to the data layout. A call is left as it is when a split axis of an
//    input (C of NCHW4c, O of OIHW4o) is not statically divisible by the
//    factor, as TVM's layout inference does, or when it is already there.
//  * Elementwise ops of one tensor (relu, ...) and broadcast binary ops
//    whose tensor operands are all in the same converted layout and shape
//    keep computing in it.
//  * Every other use of a converted value, and every value leaving a
//    dataflow block (R.output), gets it converted back first; one
//    conversion back per value, emitted at its first use.
//
// Option syntax of the registry:
//   ConvertLayout(desired_layouts=relax.nn.conv2d:NCHW4c/OIHW4o;relax.nn.conv2d_transpose:NCHW/OIHW)
#ifndef RLX_COMPILER_TRANSFORM_CONVERT_LAYOUT_H_
#define RLX_COMPILER_TRANSFORM_CONVERT_LAYOUT_H_

#include <map>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"

namespace rlx {
namespace transform {

using DesiredLayouts = std::map<std::string, std::vector<std::string>>;

// Parses "op:L1/L2[/L3];op2:..."; DiagnosticError on malformed text.
DesiredLayouts ParseDesiredLayouts(const std::string& text);
std::string DesiredLayoutsToString(const DesiredLayouts& layouts);

PassPtr ConvertLayout(DesiredLayouts desired_layouts);

}  // namespace transform
}  // namespace rlx

#endif  // RLX_COMPILER_TRANSFORM_CONVERT_LAYOUT_H_
