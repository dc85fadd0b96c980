// Diagnostics for user-facing errors: a source span, a message, and a renderer
// that prints `file:line:col: error: ...` followed by the source line and a caret.
//
// User mistakes (bad text, bad shapes, unknown options) are reported by throwing
// `DiagnosticError`; the CLI catches it, prints it and exits non-zero. Internal
// invariants use RLX_CHECK (check.h), which aborts.
#ifndef RLX_COMPILER_SUPPORT_DIAGNOSTIC_H_
#define RLX_COMPILER_SUPPORT_DIAGNOSTIC_H_

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace rlx {

// The text of one input, kept alive by every span that points into it.
class SourceFile {
 public:
  SourceFile(std::string name, std::string text);
  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }
  // 1-based line number and column (in bytes) of a byte offset.
  int LineOf(size_t offset) const;
  int ColumnOf(size_t offset) const;
  // The text of a 1-based line, without its newline.
  std::string LineText(int line) const;

 private:
  std::string name_;
  std::string text_;
  std::vector<size_t> line_starts_;
};

using SourceFilePtr = std::shared_ptr<const SourceFile>;

// A half-open byte range [begin, end) in a source file. A default span is
// "unknown" and prints without location.
struct Span {
  SourceFilePtr file;
  size_t begin = 0;
  size_t end = 0;

  bool defined() const { return file != nullptr; }
  int line() const { return file ? file->LineOf(begin) : 0; }
  int column() const { return file ? file->ColumnOf(begin) : 0; }
  // "file:line:col", or "<unknown>" for an undefined span.
  std::string Location() const;
  // The smallest span covering both (either may be undefined).
  static Span Merge(const Span& a, const Span& b);
};

enum class Severity { kError, kWarning, kNote };

struct Diagnostic {
  Severity severity = Severity::kError;
  Span span;
  std::string message;
  std::vector<std::string> notes;

  // `file:line:col: error: message`, the source line, a caret line, and notes.
  std::string Format() const;
};

// Thrown for user errors; carries the formatted diagnostic as what().
class DiagnosticError : public std::runtime_error {
 public:
  explicit DiagnosticError(Diagnostic diag);
  const Diagnostic& diagnostic() const { return diag_; }

 private:
  Diagnostic diag_;
};

// Throws a DiagnosticError with the given span and message.
[[noreturn]] void ThrowError(const Span& span, const std::string& message);
[[noreturn]] void ThrowError(const std::string& message);

}  // namespace rlx

#endif  // RLX_COMPILER_SUPPORT_DIAGNOSTIC_H_
