// The Relax VM executable (TVM's relax.vm.Executable, simplified): a
// function table, per-function register bytecode, a constants pool and the
// source of the kernels the bytecode calls.
//
// Bytecode: each VM function has `num_regs` registers (parameters are
// registers 0..P-1) and a shape heap of `heap_size` int64 slots holding the
// values of symbolic variables. Instructions:
//   Call dst, func, args   func indexes the function table: a builtin
//                          (vm.builtin.*, vm.h), a kernel (called through
//                          KernelRunner) or another VM function;
//   Ret reg; Goto offset; If cond, false_offset (relative jumps, forward
//   only: Relax has no loops, and Load rejects anything else).
// Arguments are registers, immediates, constant indices or function indices.
//
// Kernels are stored as text (`kernel_source`, TVMScript of their PrimFuncs),
// the portable form any loader can compile again, and, for llvm targets,
// also compiled ahead of time (`kernel_object`: a relocatable object and the
// triple / CPU / features it was compiled for), which a loader on a matching
// host links instead of compiling (driver::LoadKernels). Save() is
// deterministic (tensors as .npy bytes).
//
// Layout: magic, target, kernel_source, constants, func_table, then optional
// sections, each a tag string and a length-prefixed payload; the only tag is
// "kernel_object"; an executable without sections ends after the function
// table. Last come kExecutableChecksumSize bytes of checksum over all of the
// above (files saved before the checksum existed must be rebuilt).
#ifndef RLX_COMPILER_RUNTIME_VM_EXECUTABLE_H_
#define RLX_COMPILER_RUNTIME_VM_EXECUTABLE_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "compiler/runtime/ndarray.h"

namespace rlx {
namespace runtime {
namespace vm {

// Postfix program computing one int64 from slots (shape-heap slots, or the
// arguments of vm.builtin.call_prim_program). Comparisons and logic give 0/1;
// kNot is the one unary code.
struct ShapeOp {
  enum Code : uint8_t {
    kConst,
    kSlot,
    kAdd,
    kSub,
    kMul,
    kFloorDiv,
    kFloorMod,
    kMin,
    kMax,
    kEQ,
    kNE,
    kLT,
    kLE,
    kGT,
    kGE,
    kAnd,
    kOr,
    kNot,
    kLastCode = kNot
  };
  Code code = kConst;
  int64_t value = 0;  // the constant or the slot
};
using ShapeProgram = std::vector<ShapeOp>;

// How one dimension (or a prim value) is matched.
struct DimPattern {
  enum Kind : uint8_t { kAny, kStore, kCheck };
  Kind kind = kAny;
  int64_t slot = 0;   // kStore
  ShapeProgram expr;  // kCheck: the expected value
};

struct Constant {
  enum class Kind : uint8_t { kTensor, kShapeExprs, kMatchSpec, kString };
  Kind kind = Kind::kString;
  NDArray tensor;                  // kTensor
  std::vector<ShapeProgram> dims;  // kShapeExprs
  std::string str;                 // kString; kMatchSpec: what is matched ("parameter 'x'")
  // kMatchSpec: the expected value kind, dtype ("" any), rank (-1 any),
  // dimension patterns (empty: not checked) and their text ("(n, 4)").
  enum class ValueKind : uint8_t { kAny, kTensor, kShape, kPrim };
  ValueKind value_kind = ValueKind::kAny;
  std::string dtype;
  int64_t ndim = -1;
  std::vector<DimPattern> patterns;
  std::string expected;
};

struct Arg {
  enum Kind : uint8_t { kRegister, kImmediate, kConstIdx, kFuncIdx };
  Kind kind = kRegister;
  int64_t value = 0;
};

struct Instruction {
  enum Op : uint8_t { kCall, kRet, kGoto, kIf };
  Op op = kRet;
  int64_t dst = 0;   // kCall
  int64_t func = 0;  // kCall
  std::vector<Arg> args;
  int64_t reg = 0;     // kRet: the result; kIf: the condition
  int64_t offset = 0;  // kGoto; kIf: where to go when the condition is false
};

struct VMFunction {
  enum Kind : uint8_t { kBuiltin, kKernel, kVMFunc };
  Kind kind = kBuiltin;
  std::string name;
  // kVMFunc only:
  std::vector<std::string> param_names;
  int64_t num_regs = 0;
  int64_t heap_size = 0;
  std::vector<Instruction> code;
};

// Version 2: a tensor constant carries its dtype before its npy bytes, so
// that bfloat16 / float8 constants (no npy dtype) are stored as the
// unsigned integers of their width.
inline constexpr char kExecutableMagic[] = "RLXVMEX2";

// Kernels compiled ahead of time for an llvm target (codegen::LLVMObject's
// fields, kept here without LLVM).
struct KernelObject {
  std::string triple;
  std::string cpu;
  std::string features;  // ISA features the code may use, "+a,+b"
  std::string object;    // relocatable object file bytes
  // Per kernel, in kernel_source order: name and assertion messages (the
  // object's return codes index them; codegen/llvm/kernel_abi.h).
  std::vector<std::pair<std::string, std::vector<std::string>>> kernels;

  bool empty() const { return object.empty(); }
};

struct Executable {
  std::vector<VMFunction> func_table;
  std::vector<Constant> constants;
  // TVMScript of an IRModule holding the kernels' PrimFuncs, and the target
  // string they are built for.
  std::string kernel_source;
  std::string target;
  // Empty when the target is not llvm, there are no kernels, or the
  // executable predates the section.
  KernelObject kernel_object;

  // Index in func_table, or -1.
  int64_t FindFunction(const std::string& name) const;
  // Deterministic binary form, starting with kExecutableMagic.
  std::string Save() const;
  // Throws DiagnosticError (naming `name`) for bytes that are not a valid
  // executable, or whose checksum does not match (corrupted or truncated).
  static Executable Load(const std::string& bytes, const std::string& name = "<memory>");
  // A readable listing of the bytecode (for debugging and golden tests).
  std::string AsText() const;
};

// True when `bytes` starts with kExecutableMagic.
bool IsExecutable(const std::string& bytes);

// Save() ends with a checksum of everything before it (FNV-1a 64,
// little-endian), which Load() checks first: a corrupted or truncated file is
// a DiagnosticError naming it, never a crash or a silently different program.
inline constexpr size_t kExecutableChecksumSize = 8;

// `payload` with its checksum appended: what Save() returns for the bytes it
// wrote (for tests that assemble executables byte by byte).
std::string WithExecutableChecksum(std::string payload);

}  // namespace vm
}  // namespace runtime
}  // namespace rlx

#endif  // RLX_COMPILER_RUNTIME_VM_EXECUTABLE_H_
