// Scalar and vector values of the TIR interpreter, and the arithmetic on
// them with TVM's semantics.
//
// A value has a dtype (with lanes) and one Lane per vector lane. Integer and
// bool lanes live in `i`: signed types sign-extended, unsigned types
// zero-extended (uint64 as its two's-complement bit pattern), always already
// wrapped to the dtype's width. Floating lanes live in `f`, already rounded
// to the dtype's precision (float16 values are exactly representable
// halves, ...). Handle lanes hold a storage id in `i` (0 is the null
// pointer).
//
// Every operation computes exactly (int64 / double) and then wraps or rounds
// to the result dtype, which is how TVM's CPU code behaves for the basic
// operations: +, -, *, / and sqrt of float32 computed in double and rounded
// once give the float32 result (double has more than twice the precision),
// and float16 / bfloat16 arithmetic is what LLVM does for them (compute in a
// wider type, round back after each operation).
#ifndef RLX_COMPILER_TIR_INTERP_VALUE_H_
#define RLX_COMPILER_TIR_INTERP_VALUE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/ir/data_type.h"
#include "compiler/ir/object.h"

namespace rlx {
namespace tir {
namespace interp {

struct Lane {
  int64_t i = 0;
  double f = 0;
};

class Value {
 public:
  Value() = default;
  // A value of `dtype` with every lane zero.
  explicit Value(DataType dtype);

  DataType dtype() const { return dtype_; }
  int lanes() const { return dtype_.lanes(); }
  const Lane& lane(int k) const { return vec_.empty() ? scalar_ : vec_[k]; }
  Lane& lane(int k) { return vec_.empty() ? scalar_ : vec_[k]; }

  // Lane 0 as a number (integers converted to double).
  int64_t AsInt() const { return scalar_or_first().i; }
  double AsDouble() const;
  // Truth of lane k: nonzero (floats: != 0, so NaN is true).
  bool IsTrue(int k = 0) const;

  // "3", "2.5", "True", "[1, 2, 3, 4]" (for messages).
  std::string ToString() const;

 private:
  const Lane& scalar_or_first() const { return vec_.empty() ? scalar_ : vec_[0]; }
  DataType dtype_;
  Lane scalar_;
  std::vector<Lane> vec_;  // all lanes when lanes > 1, else empty
};

// ---- construction (the value is wrapped / rounded to `dtype`; scalar dtype
// or every lane set to the same value)
Value IntValue(DataType dtype, int64_t v);
Value FloatValue(DataType dtype, double v);
Value BoolValue(bool v, int lanes = 1);

// ---- element conversions
// Two's-complement wrap of `v` to an integer / bool dtype's width.
int64_t WrapInt(DataType dtype, int64_t v);
// Round `v` to a floating dtype's precision (float16, bfloat16 and float8
// through compiler/runtime/float_format.h, round to nearest even).
double RoundFloat(DataType dtype, double v);
// A lane of `from` converted to the element type of `to` (TVM's Cast):
// int -> int wraps; float -> int truncates toward zero with NaN -> 0 and
// saturation at the int64 range (the deterministic choice NDArray makes for
// what C and LLVM leave undefined); -> bool is "nonzero"; -> float rounds.
Lane ConvertLane(const Lane& x, DataType from, DataType to);
// Bit reinterpretation between element types of the same width.
Lane ReinterpretLane(const Lane& x, DataType from, DataType to);

// ---- operations. Both operands must have the same dtype except where noted
// (the interpreter checks this before calling). `span` locates errors
// (integer division by zero).
Value Cast(DataType to, const Value& x);
// Add, Sub, Mul, Div, Mod, FloorDiv, FloorMod, Min, Max, the comparisons,
// And and Or, by node kind; `result` is the node's dtype.
Value BinaryOp(NodeKind kind, DataType result, const Value& a, const Value& b, const Span& span);

// Reads / writes one element of `dtype` (scalar) at `p`.
Lane LoadLane(const uint8_t* p, DataType dtype);
void StoreLane(uint8_t* p, DataType dtype, const Lane& x);
// Whether elements of `dtype` can live in memory (what LoadLane handles).
bool IsStorable(DataType element);

}  // namespace interp
}  // namespace tir
}  // namespace rlx

#endif  // RLX_COMPILER_TIR_INTERP_VALUE_H_
