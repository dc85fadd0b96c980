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
// Throws DiagnosticError, at the buffer, for a texture parameter the pass
// cannot lay out: last dimension not 4, rank below 2, strides or an element
// offset.
#ifndef RLX_COMPILER_TIR_TRANSFORM_TEXTURE_FLATTEN_H_
#define RLX_COMPILER_TIR_TRANSFORM_TEXTURE_FLATTEN_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {
namespace transform {

inline constexpr const char* kTexture2DLoad = "texture2d_load";
inline constexpr const char* kTexture2DStore = "texture2d_store";

// "global.texture", "global.texture-nchw", "global.texture-nhwc",
// "global.texture-weight".
bool IsTextureScope(const std::string& scope);

// TVM's DefaultTextureLayoutSeparator: axes before it form the image height.
//   global.texture / -nchw  (N, C, H, W, c) -> height N*C*H, width W
//   global.texture-weight   (O, I, H, W, o) -> height O,     width I*H*W
//   global.texture-nhwc     (N, H, W, C, c) -> height N*H,   width W*C
//                           (rank 3: height d0, width d1)
size_t TextureAxisSeparator(size_t rank, const std::string& scope);

// TVM's ApplyTexture2DFlattening of a concrete shape.
struct Texture2DShape {
  int64_t width = 1;
  int64_t height = 1;
  int64_t channels = 1;
};
Texture2DShape TextureShape(const std::vector<int64_t>& shape, const std::string& scope);

PrimFunc TextureFlatten(const PrimFunc& func);

}  // namespace transform
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TRANSFORM_TEXTURE_FLATTEN_H_
