// The WGSL printer behind BuildWGSL (codegen_wgsl.h): kernels and statements
// in wgsl_printer.cc, expressions in wgsl_expr.cc. Internal to the package.
#ifndef RLX_TARGETS_WEBGPU_CODEGEN_WGSL_PRINTER_H_
#define RLX_TARGETS_WEBGPU_CODEGEN_WGSL_PRINTER_H_

#include <set>
#include <sstream>
#include <string>
#include <unordered_map>

#include "compiler/codegen/source/device_split.h"
#include "compiler/tir/stmt.h"
#include "targets/webgpu/codegen/codegen_wgsl.h"

namespace rlx {
namespace codegen {

class WGSLPrinter {
 public:
  explicit WGSLPrinter(const WGSLOptions& options) : options_(options) {}

  // Prints `kernel` of `function` and returns its binding layout.
  WGSLKernelLayout AddKernel(const std::string& function, const DeviceKernel& kernel);
  // Header, helper functions, then every kernel added so far.
  std::string Finish() const;

 private:
  // ---- types (wgsl_expr.cc)
  // The WGSL type of a value of `t`; `what` names the value for errors
  // ("variable i", "buffer A", "a value").
  std::string Type(DataType t, const Span& span, const std::string& what);
  // The element type of a global buffer of `t` (no narrowing; bool -> i32).
  std::string StorageType(DataType t, const Span& span, const std::string& what);

  // ---- expressions (wgsl_expr.cc)
  std::string Expr(const PrimExpr& e);
  std::string Binary(const BinaryNode* e);
  std::string Call(const TirCallNode* e);
  std::string MathCall(const TirCallNode* e, const std::string& op);
  std::string Cast(DataType to, DataType from, const std::string& value, const Span& span);
  std::string IntLiteral(int64_t v, DataType t, const Span& span);
  std::string FloatLiteral(double v, DataType t, const Span& span);
  std::string Load(const BufferLoadNode* e);
  std::string Helper(const std::string& name);  // marks a helper used, returns its name

  // ---- statements (wgsl_printer.cc)
  void Stmt(const tir::Stmt& s);
  void For(const tir::ForNode* s);
  void Binding(const std::string& tag, const TirVar& var, const PrimExpr& min, const tir::Stmt& body);
  void Allocate(const tir::AllocateNode* s);
  void Store(const tir::BufferStoreNode* s);
  void Evaluate(const PrimExpr& e, const Span& span);
  void Line(const std::string& text);
  std::string Define(const TirVar& v);
  std::string Fresh(const std::string& base);
  std::string NameOf(const TirVar& v, const Span& span);
  std::string ScopeOf(const TirVar& data) const;
  int64_t ConstCount(const tir::AllocateNode* a, const std::string& what);

  [[noreturn]] void Unsupported(const Span& span, const std::string& what) const;

  WGSLOptions options_;
  std::ostringstream kernels_;  // every kernel so far (module-scope declarations first)
  std::ostringstream os_;       // the body of the kernel being printed
  std::ostringstream decls_;    // module-scope declarations of the kernel being printed
  int indent_ = 0;
  std::string kernel_name_;
  std::unordered_map<const TirVarNode*, std::string> names_;
  std::set<std::string> taken_;
  // Per data variable: the element type of its storage and its WGSL type
  // ("i32" for bool global buffers).
  std::unordered_map<const TirVarNode*, DataType> storage_elem_;
  std::set<std::string> helpers_;       // helper function names used
  std::set<std::string> module_names_;  // every module-scope name so far
  bool used_f16_ = false;
};

// The WGSL reserved words and builtin function names a variable may not
// take.
bool IsWGSLReserved(const std::string& name);

}  // namespace codegen
}  // namespace rlx

#endif  // RLX_TARGETS_WEBGPU_CODEGEN_WGSL_PRINTER_H_
