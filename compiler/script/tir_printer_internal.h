// The TIR printer's class (tir_printer.cc prints functions, buffers and
// signatures; tir_stmt_printer.cc statements and blocks), shared by the two
// files only.
#ifndef RLX_COMPILER_SCRIPT_TIR_PRINTER_INTERNAL_H_
#define RLX_COMPILER_SCRIPT_TIR_PRINTER_INTERNAL_H_

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/script/prim_expr_printer.h"
#include "compiler/script/script_util.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace script {
namespace tir_printer_internal {

using namespace tir;  // NOLINT: this file is all about TIR nodes.

using Lines = std::vector<std::string>;

inline void AppendIndented(Lines* out, const Lines& body) {
  if (body.empty()) out->push_back("    pass");
  for (const std::string& l : body) out->push_back("    " + l);
}

inline std::string Join(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out;
}

struct Frame {
  const Object* node = nullptr;
  int depth = 0;
  bool allow_concise = false;
  Lines lines;
};

// Which variables a buffer declaration defines along with the buffer.
enum class BufferVars { kNone, kDataPointer, kMatchBuffer };

struct PendingAlias {
  const Object* var;
  std::string suffix;
  int depth;
};

inline bool IsOne(const PrimExpr& e) { return !e.defined() || IsConstInt(e, 1); }

inline std::string PointerArgs(const TirVarNode* v) {
  std::string out = QuoteString(v->ptr_elem_dtype.ToString());
  if (!v->storage_scope.empty()) out += ", " + QuoteString(v->storage_scope);
  return out;
}

// `T.int32()`: the right-hand side that creates a variable.
inline std::string VarCreation(const TirVarNode* v) {
  if (v->dtype.is_handle() && !v->ptr_elem_dtype.is_void()) return "T.handle(" + PointerArgs(v) + ")";
  return "T." + v->dtype.ToString() + "()";
}

// `T.int32`: the type annotation of a parameter or let variable.
inline std::string VarAnnotation(const TirVarNode* v) {
  if (v->dtype.is_handle() && !v->ptr_elem_dtype.is_void()) return "T.handle(" + PointerArgs(v) + ")";
  return "T." + v->dtype.ToString();
}

class TirPrinter : public PrimExprPrinter {
 public:
  TirPrinter(const PrimFunc& f, std::vector<std::string>* type_var_names)
      : PrimExprPrinter(DataType::Int(32)), func_(f), type_var_names_(type_var_names) {}
  std::string PrintFunc(const std::string& name, int indent);

 protected:
  std::string VarName(const TirVarNode* v) override {
    if (names_.Has(v)) return names_.Get(v);
    Frame* f = FindLowestVarDef(v);
    std::string name = DefineVar(v, f);
    f->lines.push_back(name + " = " + VarCreation(v));
    return name;
  }
  std::string BufferName(const BufferNode* b) override {
    if (names_.Has(b)) return names_.Get(b);
    Frame* f = FindLowestVarDef(b);
    std::string lhs = DefineBuffer(b, f);
    std::string rhs = BufferDecl(b, "Buffer", {}, BufferVars::kDataPointer, f);
    f->lines.push_back(lhs + " = " + rhs);
    return lhs;
  }

 private:
  Frame* Open(const Object* node) {
    names_.Push();
    auto frame = std::make_unique<Frame>();
    frame->node = node;
    frame->depth = names_.Depth() - 1;
    frames_.push_back(std::move(frame));
    return frames_.back().get();
  }
  Lines Close() {
    Lines lines = std::move(frames_.back()->lines);
    frames_.pop_back();
    names_.Pop();
    return lines;
  }
  Frame* Top() { return frames_.back().get(); }
  void Emit(const std::string& line) { Top()->lines.push_back(line); }
  void EmitBlock(const std::string& header, const Lines& body) {
    Emit(header);
    AppendIndented(&Top()->lines, body);
  }
  // Concise scoping: a scoped statement that ends its body prints flat.
  void EmitScoped(const std::string& lhs, const std::string& rhs, const Lines& body, bool concise) {
    if (concise) {
      Emit(lhs.empty() ? rhs : lhs + " = " + rhs);
      for (const std::string& l : body) Emit(l);
    } else {
      EmitBlock("with " + rhs + (lhs.empty() ? "" : " as " + lhs) + ":", body);
    }
  }

  Frame* FindLowestVarDef(const Object* obj) {
    auto it = prefix_.find(obj);
    if (it != prefix_.end()) {
      for (auto p = it->second.rbegin(); p != it->second.rend(); ++p) {
        for (const auto& f : frames_) {
          if (f->node == *p) return f.get();
        }
      }
    }
    return frames_.front().get();
  }
  std::string DefineVar(const TirVarNode* v, Frame* f) {
    if (names_.Has(v)) return names_.Get(v);
    return names_.Define(v, v->name, f->depth);
  }
  // Also resolves the buffer's inline definitions (`A.data`, ...) that
  // BufferDecl left pending until the buffer had a name.
  std::string DefineBuffer(const BufferNode* b, Frame* f) {
    std::string name = names_.Define(b, b->name.empty() ? "buffer" : b->name, f->depth);
    CommitAliases(b);
    return name;
  }
  void CommitAliases(const BufferNode* b) {
    if (!names_.Has(b)) return;
    std::vector<std::pair<const BufferNode*, PendingAlias>> rest;
    for (const auto& p : pending_) {
      if (p.first == b) {
        names_.DefineAlias(p.second.var, names_.Get(b) + p.second.suffix, p.second.depth);
      } else {
        rest.push_back(p);
      }
    }
    pending_ = std::move(rest);
  }

  std::string BufferDecl(const BufferNode* b, const std::string& method, std::vector<std::string> args, BufferVars mode,
                         Frame* f);
  std::string BufferAnnotation(const BufferNode* b, Frame* f);
  std::string Region(const BufferRegion& r);

  void AsDocBody(const Stmt& s) {
    if (auto seq = s.as<SeqStmtNode>()) {
      for (size_t i = 0; i < seq->seq.size(); ++i) {
        Top()->allow_concise = i + 1 == seq->seq.size();
        PrintStmt(seq->seq[i]);
      }
    } else {
      Top()->allow_concise = true;
      PrintStmt(s);
    }
  }
  void PrintStmt(const Stmt& s);
  void PrintFor(const ForNode* loop);
  void PrintBlock(const BlockNode* block, const BlockRealizeNode* realize);
  void PrintAttr(const AttrStmtNode* attr);
  void PrintAllocate(const AllocateNode* alloc);
  void PrintDeclBuffer(const DeclBufferNode* decl, BufferVars mode);
  void PrintLet(const LetStmtNode* let);

  // TVM 0.27 spells every block T.sblock.
  const char* BlockKeyword() const { return func_->s_tir || style() == PrintStyle::kTvm ? "sblock" : "block"; }
  const char* AllocMethod() const { return s_tir_ ? "sblock_alloc_buffer" : "alloc_buffer"; }

  PrimFunc func_;
  bool s_tir_ = false;                        // printed with S-TIR spellings
  std::vector<std::string>* type_var_names_;  // kTvm: the module's TypeVar names, in order
  NameTable names_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::unordered_map<const Object*, std::vector<const Object*>> prefix_;
  std::vector<std::pair<const BufferNode*, PendingAlias>> pending_;
};

}  // namespace tir_printer_internal
}  // namespace script
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_TIR_PRINTER_INTERNAL_H_
