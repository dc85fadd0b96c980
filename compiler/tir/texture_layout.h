// The texture layout of TVM's texture scopes (TVM: src/runtime/texture.h):
// which scopes are images, how a buffer's axes fold into an image's height
// and width, and the image intrinsics. Shared by the TIR interpreter, the
// OpenCL runtime and TextureFlatten (targets/opencl/codegen).
#ifndef RLX_COMPILER_TIR_TEXTURE_LAYOUT_H_
#define RLX_COMPILER_TIR_TEXTURE_LAYOUT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace rlx {
namespace tir {

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

}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_TEXTURE_LAYOUT_H_
