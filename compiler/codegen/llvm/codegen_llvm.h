// Internal: emits LLVM IR for lowered PrimFuncs (loop-level TIR after
// FlattenBuffer and LowerIntrin). Used by llvm_module.cc (the public CPU
// interface is llvm_module.h) and, as a base class, by the GPU emitter of
// compiler/codegen/llvm_gpu, which overrides EmitStmt / EmitCall for thread
// bindings, barriers, shared memory and math and reuses the rest.
//
// For each PrimFunc `name` two functions are emitted:
//   * `name_compute` (internal): typed parameters (buffer data pointers, the
//     scalar parameters, the shape variables), `noalias` on the pointers when
//     the PrimFunc has "tir.noalias"; returns the status code;
//   * `name` (external, kernel_abi.h): unpacks the KernelArg slots, checks
//     the count and calls `name_compute`, which the optimizer inlines.
//
// Values: bool is i1 (i8 in memory), float16 is LLVM half, bfloat16 is
// computed in float and stored as i16 (rounded to nearest even on every store
// and cast, as TVM's BF16 legalization does). Indices are sign-extended to
// i64 for addressing. Loops become basic blocks. The body of a `T.parallel`
// loop is outlined into a task function over an iteration range, whose free
// variables travel in a closure struct, and run by rlx_parallel_launch
// (parallel_runtime.h); a parallel loop inside another runs serially.
// Vectorized and unrolled loops are plain loops with llvm.loop hints
// (vectorize.enable, unroll.full / unroll.enable); for "tir.noalias"
// functions every access to a buffer parameter carries scoped alias
// metadata, so LLVM's vectorizers see that the buffers do not overlap.
#ifndef RLX_COMPILER_CODEGEN_LLVM_CODEGEN_LLVM_H_
#define RLX_COMPILER_CODEGEN_LLVM_CODEGEN_LLVM_H_

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/tir/stmt.h"
#include "compiler/tir/transform/scan_nest.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace rlx {
namespace codegen {

class CodeGenLLVM {
 public:
  CodeGenLLVM(llvm::LLVMContext* ctx, llvm::Module* module, llvm::FastMathFlags fmf);
  virtual ~CodeGenLLVM() = default;

  // Emits `sig.name` and its compute function for `func`, which must be
  // lowered. Fills sig->assert_messages. Throws DiagnosticError for
  // constructs the CPU code generator cannot emit.
  void AddFunction(KernelSignature* sig, const tir::PrimFunc& func);

 protected:
  // ---- types and conversions (codegen_llvm_expr.cc)
  llvm::Type* ValueType(DataType t);
  llvm::Type* StorageType(DataType t);
  llvm::Value* ToStorage(llvm::Value* v, DataType t);
  llvm::Value* FromStorage(llvm::Value* v, DataType t);
  llvm::Value* FloatToBF16Bits(llvm::Value* f);
  llvm::Value* BF16BitsToFloat(llvm::Value* bits);
  llvm::Value* CastValue(llvm::Value* v, DataType from, DataType to);
  llvm::Value* ToIndex(llvm::Value* index, DataType t);

  // ---- expressions (codegen_llvm_expr.cc)
  llvm::Value* Emit(const PrimExpr& e);
  llvm::Value* EmitBinary(const BinaryNode* e);
  llvm::Value* EmitCompare(NodeKind kind, llvm::Value* a, llvm::Value* b, DataType t);
  llvm::Value* EmitFloorDivMod(bool div, llvm::Value* a, llvm::Value* b, DataType t);
  llvm::Value* EmitLoad(const BufferLoadNode* e);
  virtual llvm::Value* EmitCall(const TirCallNode* e);
  llvm::Value* EmitIfThenElseExpr(const TirCallNode* e);
  llvm::Value* EmitLLVMIntrinsic(const TirCallNode* e);
  llvm::Value* EmitExternCall(const TirCallNode* e);
  // T.call_packed and its spellings (codegen_llvm_packed.cc).
  llvm::Value* EmitPackedCall(const TirCallNode* e);
  llvm::Value* EmitRamp(const RampNode* e);
  llvm::Value* Address(const Buffer& buffer, llvm::Value* index, DataType index_type);
  // Tags a load or store of `buffer` with its alias scope (see alias_md_).
  void AnnotateAccess(llvm::Instruction* inst, const Buffer& buffer);
  [[noreturn]] void Unsupported(const Span& span, const std::string& what);

  // ---- statements (codegen_llvm.cc)
  virtual void EmitStmt(const tir::Stmt& s);
  void EmitStore(const tir::BufferStoreNode* s);
  void EmitFor(const tir::ForNode* s);
  void EmitSerialLoop(const tir::ForNode* s, llvm::Value* begin, llvm::Value* end, llvm::Value* offset);
  void EmitParallelFor(const tir::ForNode* s);
  // A scan loop VectorizeScans annotated (codegen_llvm_scan.cc): the lanes
  // of its rlx.vector_scan_lanes annotation, or 0 when it has none.
  int VectorScanLanes(const tir::ForNode* s);
  void EmitVectorScan(const tir::For& loop, int lanes);
  bool HasExactFAddAnnotation(const tir::ForNode* s);
  // Inclusive prefix of `v` within the register: log2(lanes) shifts by
  // 1, 2, 4, ... lanes, `identity` shifted in.
  llvm::Value* PrefixInRegister(llvm::Value* v, llvm::Value* identity, int lanes,
                                const std::function<llvm::Value*(llvm::Value*, llvm::Value*)>& combine);
  // The exact float add scan (codegen_llvm_exact_scan.cc). A running value
  // y = mantissa * ulp in its binade; scale = 1 / ulp; lowest: the smallest
  // mantissa a block may reach; all four splat over the lanes. ok: y is a
  // normal number the block can be scanned from.
  struct Binade {
    llvm::Value* mantissa = nullptr;
    llvm::Value* scale = nullptr;
    llvm::Value* ulp = nullptr;
    llvm::Value* lowest = nullptr;
    llvm::Value* ok = nullptr;
    std::array<llvm::Value*, 5> Values() const { return {mantissa, scale, ulp, lowest, ok}; }
    static Binade Of(const std::array<llvm::Value*, 5>& v) { return {v[0], v[1], v[2], v[3], v[4]}; }
  };
  Binade EmitBinade(llvm::Value* y, int lanes);
  // One block of `lanes` steps at [pos, next): g holds their operands. Stores
  // the block's values at ptr; returns the binade the block ends in.
  Binade EmitExactFAddBlock(const tir::For& loop, const tir::transform::ScanStep& step, llvm::Value* g, int lanes,
                            const Binade& state, llvm::Value* pos, llvm::Value* next, llvm::Value* ptr,
                            llvm::Align align);
  void EmitWhile(const tir::WhileNode* s);
  void EmitIfThenElse(const tir::IfThenElseNode* s);
  void EmitAllocate(const tir::AllocateNode* s);
  void EmitAssert(const tir::AssertStmtNode* s);
  // Returns `code` from the current function when `failed` is true (after
  // freeing the live workspaces).
  void ReturnIf(llvm::Value* failed, llvm::Value* code);
  llvm::MDNode* LoopMetadata(const tir::ForNode* s);
  llvm::Value* EntryAlloca(llvm::Type* type, llvm::Value* count, const std::string& name);
  void FreeWorkspace(llvm::Value* ptr);

  // ---- functions (codegen_llvm.cc)
  llvm::Function* EmitComputeFunction(KernelSignature* sig, const tir::PrimFunc& func);
  void EmitEntryFunction(const KernelSignature& sig, llvm::Function* compute);
  void BindVar(const TirVar& v, llvm::Value* value);
  void UnbindVar(const TirVar& v) { vars_.erase(v.get()); }

  llvm::LLVMContext* ctx_;
  llvm::Module* module_;
  llvm::IRBuilder<> b_;

  // State of the function being emitted (saved around outlined bodies).
  struct FunctionState {
    llvm::Function* fn = nullptr;
    llvm::BasicBlock* entry = nullptr;  // allocas go here
    std::unordered_map<const TirVarNode*, llvm::Value*> vars;
    bool in_parallel = false;
    std::vector<llvm::Value*> live_workspaces;
  };
  llvm::Function* fn_ = nullptr;
  llvm::BasicBlock* entry_ = nullptr;
  std::unordered_map<const TirVarNode*, llvm::Value*> vars_;
  bool in_parallel_ = false;
  // Heap workspaces allocated in enclosing scopes: an early return (a failed
  // assertion) frees them first.
  std::vector<llvm::Value*> live_workspaces_;

  // For "tir.noalias" functions: the alias.scope and noalias lists of each
  // buffer parameter's data pointer, keyed by the data var. Scoped metadata
  // (unlike `noalias` arguments) survives the outlining of parallel bodies,
  // where the pointers come out of a closure.
  std::unordered_map<const TirVarNode*, std::pair<llvm::MDNode*, llvm::MDNode*>> alias_md_;
  KernelSignature* sig_ = nullptr;
  int num_outlined_ = 0;
};

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_COMPILER_CODEGEN_LLVM_CODEGEN_LLVM_H_
