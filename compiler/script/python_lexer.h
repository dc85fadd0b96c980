// Tokenizer for the Python subset that TVMScript uses.
//
// The lexer is pull-based (Lexer::Next) so the parser never materializes the
// whole token stream of a large module. Layout follows Python: NEWLINE ends a
// logical line, INDENT/DEDENT bracket blocks, newlines inside brackets and
// after a `\` are joined, and blank or comment-only lines do not affect
// indentation. All lexical errors are thrown as DiagnosticError.
#ifndef RLX_COMPILER_SCRIPT_PYTHON_LEXER_H_
#define RLX_COMPILER_SCRIPT_PYTHON_LEXER_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace py {

enum class TokenKind : uint8_t {
  kName,     // identifier that is not a keyword
  kKeyword,  // def class return if ... (see IsKeyword)
  kNumber,
  kString,
  kOp,  // operators and delimiters; `text` is the spelling
  kNewline,
  kIndent,
  kDedent,
  kEnd,
};

struct Token {
  TokenKind kind = TokenKind::kEnd;
  // Byte range in the source. NEWLINE is zero-width at the end of the last
  // token of its line, so "expected ':' ..., found NEWLINE" points right after
  // the offending text; INDENT/DEDENT are zero-width at the line's first token.
  size_t begin = 0;
  size_t end = 0;
  std::string_view text;  // source spelling, into the SourceFile (empty for layout tokens)
  // kOp/kKeyword: PackSpelling(text), so the parser compares integers.
  uint64_t code = 0;

  // kNumber. Integers keep their magnitude in uint64 so that the parser can
  // accept -9223372036854775808; int_overflow means it did not fit uint64.
  bool is_float = false;
  bool int_overflow = false;
  uint64_t int_value = 0;
  double float_value = 0;

  // kString: contents with escapes decoded (UTF-8).
  std::string str_value;
};

// Packs up to 8 bytes of a spelling into an integer; operators and keywords
// are at most 8 bytes long, so equal codes mean equal spellings for them.
constexpr uint64_t PackSpelling(std::string_view s) {
  uint64_t v = 0;
  for (size_t i = 0; i < s.size() && i < 8; ++i) {
    v |= static_cast<uint64_t>(static_cast<unsigned char>(s[i])) << (8 * i);
  }
  return v;
}

class Lexer {
 public:
  explicit Lexer(SourceFilePtr file);

  // The next token; after the end of input, returns kEnd forever.
  Token Next();

  const SourceFilePtr& file() const { return file_; }

 private:
  struct Bracket {
    char open;
    size_t pos;
  };

  bool StartLine(Token* out);
  void SkipSpace();
  Token AtEndOfInput();
  Token LexName();
  Token LexNumber();
  Token LexString(size_t begin, bool raw);
  Token LexOperator();
  void DecodeEscape(std::string* out);
  size_t ScanDigits(int base, const char* what, size_t literal_begin);
  [[noreturn]] void FailInvalidChar(size_t pos) const;
  [[noreturn]] void Fail(size_t begin, size_t end, const std::string& msg) const;
  Token Make(TokenKind kind, size_t begin, size_t end);
  char At(size_t i) const { return i < size_ ? src_[i] : '\0'; }

  SourceFilePtr file_;
  const char* src_;
  size_t size_;
  size_t pos_ = 0;
  size_t last_end_ = 0;  // end of the last non-layout token
  bool at_line_start_ = true;
  int pending_dedents_ = 0;
  size_t dedent_pos_ = 0;
  // Indentation columns with tabs to multiples of 8, and with tabs counted as
  // one column: if the two orders disagree the indentation is ambiguous.
  std::vector<int> indents_{0};
  std::vector<int> alt_indents_{0};
  std::vector<Bracket> brackets_;
};

// True for the reserved words of the subset (def class return if elif else
// for in while with as pass break continue and or not is None True False
// lambda assert).
bool IsKeyword(std::string_view word);

// "NAME", "NUMBER", ..., for messages and tests.
const char* TokenKindName(TokenKind kind);

// Lexes a whole file (through kEnd inclusive). Convenience for tests/tools;
// the tokens' `text` points into `file`, which the caller must keep alive.
std::vector<Token> Tokenize(SourceFilePtr file);

}  // namespace py
}  // namespace rlx

#endif  // RLX_COMPILER_SCRIPT_PYTHON_LEXER_H_
