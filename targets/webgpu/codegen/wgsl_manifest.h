// The manifest next to kernels.wgsl ("kernels.wgsl.json"): what a WebGPU
// host needs to run the module without reading TIR. Deterministic JSON:
//
//   {"format": "rlx-wgsl-manifest-1", "source": "kernels.wgsl",
//    "functions": [{
//      "name": "f",
//      "params": [{"name": "A", "kind": "buffer", "dtype": "float32",
//                  "shape": ["n", "128"]},
//                 {"name": "m", "kind": "scalar", "dtype": "int64"}],
//      "shape_vars": ["n"],
//      "host": [<statement>...],
//      "kernels": [{"name": "f_kernel0", "workgroup_size": [64, 1, 1],
//                   "grid": ["((n + 63) // 64)", "1", "1"],
//                   "bindings": [
//                     {"binding": 0, "kind": "storage", "var": "A",
//                      "dtype": "float32", "storage": "f32", "access": "read"},
//                     {"binding": 2, "kind": "uniform", "fields": [
//                       {"name": "n", "var": "n", "dtype": "int64",
//                        "wire": "i32"}]}]}]}]}
//
// Host statements are {"launch": kernel}, {"let": v, "value": e},
// {"for": v, "min": e, "extent": e, "body": [...]}, {"if": e, "then": [...],
// "else": [...]}, {"while": e, "body": [...]}, {"alloc": v, "dtype": t,
// "extent": e} (a global workspace; bind it by name like a parameter) and
// {"assert": e, "message": text}. Expressions are Python expressions over
// the host names (one name per host variable of a function): `//` and `%`
// floor, _tdiv / _tmod truncate, math calls are `_<op>(...)` (_log2,
// _ceil, ...), casts int() / float() / bool().
#ifndef RLX_TARGETS_WEBGPU_CODEGEN_WGSL_MANIFEST_H_
#define RLX_TARGETS_WEBGPU_CODEGEN_WGSL_MANIFEST_H_

#include <string>

#include "targets/webgpu/codegen/codegen_wgsl.h"

namespace rlx {
namespace codegen {

// Throws DiagnosticError (located, naming the function) for host code the
// format cannot say.
std::string WGSLManifest(const WGSLModule& module);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_WEBGPU_CODEGEN_WGSL_MANIFEST_H_
