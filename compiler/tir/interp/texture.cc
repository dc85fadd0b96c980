// The image intrinsics TextureFlatten produces. An image is the bytes of its
// texture parameter seen as a row-major (height, width, 4) array, which is
// the parameter's own compact layout (compiler/tir/texture_layout.h), so no copy is
// needed: texture2d_load(B.data, x, y, c) reads channel c of texel (x, y)
// and texture2d_store(B.data, x, y, v) writes the four lanes of v there.
#include "compiler/tir/interp/interp_internal.h"
#include "compiler/tir/texture_layout.h"

namespace rlx {
namespace tir {
namespace interp {

uint8_t* Interpreter::TexelAddress(const TirCallNode* op, Env& env, DataType* elem) {
  const std::string what = "T." + op->op;
  Storage* s = StorageOfHandle(op->args[0], env, what + " (the image)");
  if (!s->array.defined() || !IsTextureScope(s->scope)) {
    Fail(what + ": '" + s->name + "' is not a parameter in a texture scope (it has scope \"" + s->scope + "\")");
  }
  Texture2DShape image = TextureShape(s->array.shape(), s->scope);
  int64_t x = EvalInt(op->args[1], env, "an image x coordinate");
  int64_t y = EvalInt(op->args[2], env, "an image y coordinate");
  if (x < 0 || x >= image.width || y < 0 || y >= image.height) {
    Fail(what + ": texel (" + std::to_string(x) + ", " + std::to_string(y) + ") is outside image '" + s->name +
         "' of width " + std::to_string(image.width) + " and height " + std::to_string(image.height));
  }
  *elem = s->elem;
  return s->bytes + ((y * image.width + x) * image.channels) * s->elem.bytes();
}

Value Interpreter::EvalTextureLoad(const TirCallNode* op, Env& env) {
  if (op->args.size() != 4) Fail("T.texture2d_load takes (image, x, y, channel)");
  DataType elem;
  uint8_t* texel = TexelAddress(op, env, &elem);
  int64_t c = EvalInt(op->args[3], env, "an image channel");
  if (c < 0 || c >= 4) Fail("T.texture2d_load: channel " + std::to_string(c) + " is not in [0, 4)");
  if (op->dtype != elem) Fail("T.texture2d_load of " + op->dtype.ToString() + " from an image of " + elem.ToString());
  Value out(elem);
  out.lane(0) = LoadLane(texel + c * elem.bytes(), elem);
  return out;
}

Value Interpreter::EvalTextureStore(const TirCallNode* op, Env& env) {
  if (op->args.size() != 4) Fail("T.texture2d_store takes (image, x, y, texel)");
  DataType elem;
  uint8_t* texel = TexelAddress(op, env, &elem);
  Value v = Eval(op->args[3], env);
  if (v.lanes() != 4 || v.dtype().element_of() != elem) {
    Fail("T.texture2d_store writes a whole texel (" + elem.with_lanes(4).ToString() + "), got a " +
         v.dtype().ToString() + " value");
  }
  for (int k = 0; k < 4; ++k) StoreLane(texel + k * elem.bytes(), elem, v.lane(k));
  return Value(DataType::Void());
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
