// TVM's metadata section: the `metadata = tvm.ir.load_json("""...""")` line
// that TVM 0.27 prints before a module with bound constants, and the
// `metadata["ir.GenericConst"][i]` references to it in the module's body.
#ifndef RLX_COMPILER_SCRIPT_METADATA_SECTION_H_
#define RLX_COMPILER_SCRIPT_METADATA_SECTION_H_

#include <map>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace script {

// Each key of the section ("ir.GenericConst", "relax.expr.Constant", ...)
// with its entries in order; an entry that is not a constant stays
// undefined, and a reference to it is an error at the reference.
using MetadataSection = std::map<std::string, std::vector<NDArray>>;

// Reads the JSON object graph TVM's `tvm.ir.save_json` writes. `span` is the
// string literal it came from, for diagnostics. Constants keep their bytes:
// each tensor is decoded once from base64, in linear time.
MetadataSection ParseMetadataJson(const std::string& json, const Span& span);

// Decodes one serialized tensor (TVM's NDArray format: magic, reserved,
// device, ndim, dtype, shape, byte count, little-endian data), already
// base64-decoded. Throws a located error when the bytes are malformed.
NDArray DecodeTensorBytes(const std::string& bytes, const Span& span);

std::string Base64Decode(const std::string& text, const Span& span);

// ---- Writing (metadata_writer.cc): the inverse of the above.

// The key TVM 0.27 files bound relax constants under.
inline constexpr const char* kConstantMetadataKey = "ir.GenericConst";

// The JSON object graph `tvm.ir.save_json` writes for `constants` (in that
// order, under kConstantMetadataKey), byte for byte as TVM 0.27 prints it
// (two-space indentation, "/" escaped, each constant as GenericConst with
// its TensorType and ShapeExpr): not yet escaped for the triple-quoted
// string it is printed in.
std::string WriteMetadataJson(const std::vector<NDArray>& constants, const std::string& tvm_version = "0.27.0.post1");

// TVM's tensor serialization of `arr` (see DecodeTensorBytes), and base64.
std::string EncodeTensorBytes(const NDArray& arr);
std::string Base64Encode(const std::string& bytes);

}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_METADATA_SECTION_H_
