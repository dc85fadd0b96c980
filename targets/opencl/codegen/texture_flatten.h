// TextureFlatten (TVM: tir.transform.TextureFlatten, src/tir/transforms/
// texture_flatten.cc): accesses to buffers in a texture scope
// ("global.texture", "global.texture-nchw", "global.texture-nhwc",
// "global.texture-weight") become two-dimensional image accesses.
//
// A texture buffer of shape (d0, ..., d[r-2], 4) is an image of RGBA texels
// (the last axis is the four channels). The scope's axis separator s (TVM's
// DefaultTextureLayoutSeparator) splits the other axes: d0..d[s-1] make the
// image's height (its rows), d[s]..d[r-2] its width. An access
// B[i0, ..., i[r-2], c] becomes
//
//   T.texture2d_load(B.data, x, y, c)          (a scalar: channel c)
//   T.texture2d_store(B.data, x, y, texel)     (all four channels at once)
//
// with x = the row-major offset of (i[s], ..., i[r-2]) within the width axes
// and y = that of (i0, ..., i[s-1]) within the height axes. Row-major
// (height, width, 4) is exactly the buffer's compact layout, so an image
// holds the same bytes as the buffer in the same order.
//
// An image is written one whole texel at a time (OpenCL's write_imagef), so
// a store is lowered when it writes all four channels:
//   * B[..., 0:4] = v         (a 4-lane value), or
//   * for c in range(4): B[..., c] = v(c)   (a serial or unrolled loop over
//     the channel whose other indices do not use c): the channels are
//     collected in a local 4-element array `<B>_texel` and stored once.
// Images are either read or written by a kernel (OpenCL 1.2 has no
// read-write images), so a texture buffer is lowered only when the function
// only reads it or only writes it in whole texels. Otherwise (one channel
// per store — the lane fused into the thread index, as the generic
// schedules leave it — or a read and a write of the same buffer) it stays a
// plain buffer in this function; TVM instead relies on its adreno schedules
// vectorizing the channel axis. Only parameter buffers are lowered:
// allocations in a texture scope stay buffers, and so do parameters whose
// dtype is not float32 / float16 (image channels are floats here).
//
// The layout (scopes, axis separator, image shape) is compiler/tir/
// texture_layout.h, which the TIR interpreter and the OpenCL runtime share.
// Only the OpenCL code generator runs this pass.
//
// Throws DiagnosticError, at the buffer, for a texture parameter the pass
// cannot lay out: last dimension not 4, rank below 2, strides or an element
// offset.
#ifndef RLX_TARGETS_OPENCL_CODEGEN_TEXTURE_FLATTEN_H_
#define RLX_TARGETS_OPENCL_CODEGEN_TEXTURE_FLATTEN_H_

#include "compiler/tir/stmt.h"
#include "compiler/tir/texture_layout.h"

namespace rlx {
namespace tir {
namespace transform {

PrimFunc TextureFlatten(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_TARGETS_OPENCL_CODEGEN_TEXTURE_FLATTEN_H_
