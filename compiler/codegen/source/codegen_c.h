// The C-like printer shared by the source code generators (OpenCL C, CUDA
// C): it prints the DeviceKernels of SplitHostDevice (device_split.h) as
// kernel functions. A language states only what differs through the hooks:
// type names, address-space qualifiers, thread indices, barriers, math
// function names, literals and half-precision handling.
//
// Printing rules shared by every flavour:
//   * every binary operation is parenthesized, so C precedence never
//     changes the tree; integer Div / Mod truncate (as in C), FloorDiv /
//     FloorMod on signed integers call helper functions emitted once per
//     type into the preamble, on floats floor(a / b) and a - floor(a / b) * b;
//   * variables get unique C identifiers per kernel (`i`, `i_1`, ...; a name
//     that is a C / OpenCL keyword or builtin gets a trailing underscore);
//   * a thread binding prints `const T v = <index>;` (plus its start when it
//     is not 0); a vthread loop prints a serial loop;
//   * shared allocations are declared at the top of the kernel (OpenCL wants
//     __local variables at kernel scope); local ones where they are;
//   * if_then_else and Select print as `c ? a : b` (only one side runs);
//   * tvm_storage_sync("shared") is a work-group barrier.
// Vector (multi-lane) expressions, TIR Let expressions and asserts inside a
// kernel are not supported yet: DiagnosticError, located and naming the
// kernel.
#ifndef RLX_COMPILER_CODEGEN_SOURCE_CODEGEN_C_H_
#define RLX_COMPILER_CODEGEN_SOURCE_CODEGEN_C_H_

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/codegen/source/device_split.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace codegen {

class CodeGenC {
 public:
  virtual ~CodeGenC() = default;

  // Prints `kernel` (of a function whose buffers never overlap when
  // `noalias`) and remembers what the preamble must provide.
  void AddKernel(const DeviceKernel& kernel, bool noalias);
  // The preamble (extensions, headers, helper functions) followed by every
  // kernel added so far, in order.
  std::string Finish();

 protected:
  // ---- hooks
  // The C type of a value of `t` (scalar).
  virtual std::string TypeName(DataType t) = 0;
  // The C type of an element of `t` in memory of `scope` ("global",
  // "shared", "local"). Defaults to TypeName, with bool stored as a byte.
  virtual std::string StorageTypeName(DataType t, const std::string& scope);
  // "__kernel void" / "extern \"C\" __global__ void".
  virtual std::string KernelPrefix() = 0;
  // Qualifier of a kernel's buffer parameter, e.g. "__global ".
  virtual std::string GlobalQualifier() = 0;
  // Qualifier of a shared array, e.g. "__local ".
  virtual std::string SharedQualifier() = 0;
  virtual std::string RestrictKeyword() = 0;
  // Helper functions in the preamble: "static inline" / "__device__ __forceinline__".
  virtual std::string HelperPrefix() = 0;
  // The index of thread tag `tag` (blockIdx.x, threadIdx.y, ...).
  virtual std::string ThreadIndex(const std::string& tag) = 0;
  // The statement for tvm_storage_sync(scope).
  virtual std::string Barrier(const std::string& scope) = 0;
  // The function computing `op` (exp, sqrt, ...) on values of `t`, or "" if
  // the language has none.
  virtual std::string MathFunction(const std::string& op, DataType t) = 0;
  virtual std::string MinMax(bool is_min, DataType t, const std::string& a, const std::string& b) = 0;
  virtual std::string FloatLiteral(double v, DataType t) = 0;
  virtual std::string IntLiteral(int64_t v, DataType t);
  // Reinterpreting the bits of a value of `from` as `to` (same size).
  virtual std::string Reinterpret(DataType from, DataType to, const std::string& value, const Span& span) = 0;
  // Loads and stores of element `index` of `ptr` (storage type of `t`).
  // Flavours that emulate half precision override these.
  virtual std::string Load(DataType t, const std::string& scope, const std::string& ptr, const std::string& index);
  virtual std::string Store(DataType t, const std::string& scope, const std::string& ptr, const std::string& index,
                            const std::string& value);
  // Extensions / includes the preamble needs, from what was printed.
  virtual std::string Preamble() = 0;
  // The language's reserved words and builtins a variable may not be named.
  virtual bool IsReserved(const std::string& name);
  // ---- hooks of languages further from C (Metal, GLSL); the defaults print C.
  // Rejects a scalar type the language lacks (Metal has no float64), with
  // the location of the value that has it.
  virtual void CheckScalarType(DataType /*t*/, const Span& /*span*/) {}
  // Whether the flavour prints bfloat16 (as a float value stored in 16
  // bits, through its TypeName / StorageTypeName / Load / Store / CastTo
  // hooks); other flavours reject bfloat16 values, located.
  virtual bool EmulatesBFloat16() { return false; }
  // The conversion of `value` (of `from`) to `to`: unchanged when equal,
  // `!= 0` for bool, else CastExpr(TypeName(to), value).
  virtual std::string CastTo(DataType to, DataType from, const std::string& value);
  // A conversion of `value` to C type `type`: "((type)value)".
  virtual std::string CastExpr(const std::string& type, const std::string& value);
  // ThreadIndex(tag) converted to C type `type`: "(type)index".
  virtual std::string ThreadIndexAs(const std::string& type, const std::string& tag);
  // Truncating integer remainder (TIR Mod) of a and b: "(a % b)".
  virtual std::string IntMod(DataType t, const std::string& a, const std::string& b);
  // The definition of helper `fn` (floordiv / floormod on signed `t`).
  virtual std::string FloorHelper(bool div, DataType t, const std::string& fn);
  // Parameter `index` of a kernel (`name` is its identifier).
  virtual std::string KernelParam(size_t index, const DeviceKernelArg& arg, const std::string& name, bool noalias);
  // The line(s) opening kernel `k` up to and including its "{".
  virtual std::string KernelOpen(const DeviceKernel& k, const std::vector<std::string>& params);
  // Whether the kernel-scope arrays (shared and hoisted) are declared before
  // KernelOpen, at file scope (GLSL), rather than at the top of the body.
  virtual bool ArraysAtFileScope() { return false; }
  // An array subscript of type `t` (GLSL subscripts must be 32-bit).
  virtual std::string Subscript(DataType /*t*/, const std::string& index) { return index; }
  // T.tvm_warp_shuffle{,_up,_down}(mask, value, lane or delta, width,
  // warp_size) / T.tvm_warp_activemask() returning `t`, from the printed
  // arguments; "" where the language has no warp shuffles (the call is then
  // rejected, located, as any unsupported intrinsic).
  virtual std::string WarpIntrinsic(const std::string& /*op*/, DataType /*t*/, const std::vector<std::string>& /*args*/,
                                    const Span& /*span*/) {
    return "";
  }
  // `ptr` (storage of `scope`) viewed as an array of `t`.
  virtual std::string ViewAs(const std::string& scope, DataType t, const std::string& ptr, const Span& span);
  // A call the language prints itself before the shared rules apply
  // (OpenCL's image reads and writes), or "" for the shared rules.
  virtual std::string LanguageCall(const TirCallNode* /*e*/) { return ""; }
  // The printed text of `e` (for hooks that print their own calls).
  std::string ExprText(const PrimExpr& e) { return Expr(e); }

  [[noreturn]] void Unsupported(const Span& span, const std::string& what);
  // The C type of `t`, recording that the kernel uses it (checked by
  // CheckScalarType).
  std::string ScalarType(DataType t, const Span& span);

  // What the printed kernels used (read by Preamble()).
  std::set<std::string> used_types_;  // TypeName/StorageTypeName inputs, as dtype strings
  bool used_fp16_ = false;
  bool used_fp64_ = false;
  std::string language_ = "source";  // for diagnostics: "OpenCL", "CUDA"

 private:
  // ---- expressions (codegen_c_expr.cc)
  std::string Expr(const PrimExpr& e);
  std::string Binary(const BinaryNode* e);
  std::string Call(const TirCallNode* e);
  std::string MathCall(const TirCallNode* e);
  std::string FloorDivMod(bool div, DataType t, const std::string& a, const std::string& b);
  std::string BufferLoadText(const BufferLoadNode* e);

  // ---- statements (codegen_c.cc)
  void Stmt(const tir::Stmt& s);
  void For(const tir::ForNode* s);
  void Binding(const std::string& tag, const TirVar& var, const PrimExpr& min, const tir::Stmt& body);
  void Allocate(const tir::AllocateNode* s);
  void Evaluate(const PrimExpr& e, const Span& span);
  void Line(const std::string& text);
  std::string Define(const TirVar& v);  // a fresh identifier for v
  std::string NameOf(const TirVar& v, const Span& span);
  std::string ScopeOf(const TirVar& data);
  std::string PointerOf(const Buffer& b, DataType* storage_elem);

  std::ostringstream body_;  // every kernel so far
  std::ostringstream os_;    // the kernel being printed
  int indent_ = 0;
  std::string kernel_name_;
  std::unordered_map<const TirVarNode*, std::string> names_;
  std::set<std::string> taken_;
  // Storage element type of each data variable (param, allocation).
  std::unordered_map<const TirVarNode*, DataType> storage_elem_;
  // Helper functions needed: "floordiv:<type>", "floormod:<type>".
  std::set<std::string> helpers_;
  std::map<std::string, DataType> helper_types_;
};

// A C identifier for `name`: other characters become '_', a leading digit
// gets a '_' prefix.
std::string SanitizeIdentifier(const std::string& name);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_SOURCE_CODEGEN_C_H_
