#include "compiler/tir/texture_layout.h"

#include "compiler/support/check.h"

namespace rlx {
namespace tir {

bool IsTextureScope(const std::string& scope) {
  return scope == "global.texture" || scope == "global.texture-nchw" || scope == "global.texture-nhwc" ||
         scope == "global.texture-weight";
}

size_t TextureAxisSeparator(size_t rank, const std::string& scope) {
  RLX_CHECK(rank >= 2) << "a texture needs at least two dimensions";
  if (scope == "global.texture" || scope == "global.texture-nchw") return rank - 2;
  if (scope == "global.texture-weight") return 1;
  if (scope == "global.texture-nhwc") return rank == 3 ? 1 : 2;
  RLX_UNREACHABLE() << "not a texture scope: " << scope;
  return 0;
}

Texture2DShape TextureShape(const std::vector<int64_t>& shape, const std::string& scope) {
  size_t sep = TextureAxisSeparator(shape.size(), scope);
  Texture2DShape out;
  out.channels = shape.back();
  for (size_t i = 0; i + 1 < shape.size(); ++i) (i < sep ? out.height : out.width) *= shape[i];
  return out;
}

}  // namespace tir
}  // namespace rlx
