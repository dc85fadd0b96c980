#include "compiler/support/diagnostic.h"

#include <algorithm>
#include <sstream>

namespace rlx {

SourceFile::SourceFile(std::string name, std::string text) : name_(std::move(name)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

int SourceFile::LineOf(size_t offset) const {
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return static_cast<int>(it - line_starts_.begin());
}

int SourceFile::ColumnOf(size_t offset) const {
  int line = LineOf(offset);
  return static_cast<int>(offset - line_starts_[line - 1]) + 1;
}

std::string SourceFile::LineText(int line) const {
  if (line < 1 || line > static_cast<int>(line_starts_.size())) return "";
  size_t begin = line_starts_[line - 1];
  size_t end = text_.find('\n', begin);
  if (end == std::string::npos) end = text_.size();
  return text_.substr(begin, end - begin);
}

std::string Span::Location() const {
  if (!file) return "<unknown>";
  std::ostringstream os;
  os << file->name() << ":" << line() << ":" << column();
  return os.str();
}

Span Span::Merge(const Span& a, const Span& b) {
  if (!a.defined()) return b;
  if (!b.defined() || a.file != b.file) return a;
  return Span{a.file, std::min(a.begin, b.begin), std::max(a.end, b.end)};
}

static const char* SeverityName(Severity s) {
  switch (s) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kNote:
      return "note";
  }
  return "error";
}

// Replaces bytes that would garble a terminal (binary input) with '?'.
static std::string Printable(const std::string& s) {
  std::string out = s;
  for (char& c : out) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u == '\t') continue;
    if (u < 0x20 || u == 0x7f) c = '?';
  }
  return out;
}

std::string Diagnostic::Format() const {
  std::ostringstream os;
  if (span.defined()) os << span.Location() << ": ";
  os << SeverityName(severity) << ": " << message << "\n";
  if (span.defined()) {
    int line = span.line();
    std::string text = Printable(span.file->LineText(line));
    if (text.size() > 200) text = text.substr(0, 200) + "...";
    os << "  " << text << "\n  ";
    int col = span.column();
    for (int i = 1; i < col && i <= static_cast<int>(text.size()); ++i) {
      os << (text[i - 1] == '\t' ? '\t' : ' ');
    }
    os << '^';
    // Underline the rest of the span when it stays on this line.
    if (span.file->LineOf(span.end > 0 ? span.end - 1 : 0) == line && span.end > span.begin + 1) {
      size_t width = std::min<size_t>(span.end - span.begin - 1, 80);
      os << std::string(width, '~');
    }
    os << "\n";
  }
  for (const std::string& note : notes) os << "note: " << note << "\n";
  return os.str();
}

DiagnosticError::DiagnosticError(Diagnostic diag) : std::runtime_error(diag.Format()), diag_(std::move(diag)) {}

void ThrowError(const Span& span, const std::string& message) {
  Diagnostic d;
  d.span = span;
  d.message = message;
  throw DiagnosticError(std::move(d));
}

void ThrowError(const std::string& message) { ThrowError(Span{}, message); }

}  // namespace rlx
