// NumPy .npy files (format versions 1.0, 2.0 and 3.0) <-> NDArray.
//
// Only what the NDArray model can express is accepted: little-endian (or
// byte-order-free) scalar dtypes b1, i1..i8, u1..u8, f2, f4, f8, C order.
// bfloat16 and float8 have no npy descr that numpy itself understands (ml_dtypes
// writes them as opaque void records), so writing them is rejected instead of
// producing a file whose meaning depends on the reader. Every problem throws
// DiagnosticError naming the file (or "<memory>") and what was wrong.
#ifndef RLX_COMPILER_RUNTIME_NPY_H_
#define RLX_COMPILER_RUNTIME_NPY_H_

#include <string>

#include "compiler/runtime/ndarray.h"

namespace rlx {

NDArray ReadNpy(const std::string& path);
void WriteNpy(const std::string& path, const NDArray& arr);

// In-memory variants; `name` only labels error messages.
NDArray ParseNpy(const std::string& bytes, const std::string& name = "<memory>");
// Writes version 1.0 unless the header needs more than 65535 bytes (then 2.0),
// with the header padded so that the data starts at a multiple of 64 bytes,
// byte-for-byte what numpy.save produces.
std::string SerializeNpy(const NDArray& arr);

// The npy descr of a dtype ("<f4", "|b1", ...); throws for dtypes npy lacks.
std::string NpyDescr(DataType dtype);

}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_NPY_H_
