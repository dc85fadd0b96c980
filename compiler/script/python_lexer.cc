#include "compiler/script/python_lexer.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace rlx {
namespace py {
namespace {

bool IsIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsIdentChar(char c) { return IsIdentStart(c) || IsDigit(c); }

int DigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return 99;
}

const char* BaseName(int base) {
  switch (base) {
    case 16:
      return "hexadecimal";
    case 8:
      return "octal";
    case 2:
      return "binary";
    default:
      return "decimal";
  }
}

void AppendUtf8(uint32_t cp, std::string* out) {
  if (cp < 0x80) {
    out->push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

std::string Hex(uint32_t v, int width) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "%0*X", width, v);
  return buf;
}

}  // namespace

bool IsKeyword(std::string_view w) {
  // Names are by far the most common token, so reject most of them by length
  // and first letter before comparing.
  if (w.size() < 2 || w.size() > 8) return false;
  switch (w[0]) {
    case 'a':
      return w == "and" || w == "as" || w == "assert";
    case 'b':
      return w == "break";
    case 'c':
      return w == "class" || w == "continue";
    case 'd':
      return w == "def";
    case 'e':
      return w == "elif" || w == "else";
    case 'f':
      return w == "for";
    case 'i':
      return w == "if" || w == "in" || w == "is";
    case 'l':
      return w == "lambda";
    case 'n':
      return w == "not";
    case 'o':
      return w == "or";
    case 'p':
      return w == "pass";
    case 'r':
      return w == "return";
    case 'w':
      return w == "while" || w == "with";
    case 'N':
      return w == "None";
    case 'T':
      return w == "True";
    case 'F':
      return w == "False";
    default:
      return false;
  }
}

const char* TokenKindName(TokenKind kind) {
  switch (kind) {
    case TokenKind::kName:
      return "NAME";
    case TokenKind::kKeyword:
      return "KEYWORD";
    case TokenKind::kNumber:
      return "NUMBER";
    case TokenKind::kString:
      return "STRING";
    case TokenKind::kOp:
      return "OP";
    case TokenKind::kNewline:
      return "NEWLINE";
    case TokenKind::kIndent:
      return "INDENT";
    case TokenKind::kDedent:
      return "DEDENT";
    case TokenKind::kEnd:
      return "END";
  }
  return "?";
}

Lexer::Lexer(SourceFilePtr file) : file_(std::move(file)), src_(file_->text().data()), size_(file_->text().size()) {}

void Lexer::Fail(size_t begin, size_t end, const std::string& msg) const { ThrowError(Span{file_, begin, end}, msg); }

Token Lexer::Make(TokenKind kind, size_t begin, size_t end) {
  Token t;
  t.kind = kind;
  t.begin = begin;
  t.end = end;
  t.text = std::string_view(src_ + begin, end - begin);
  if (kind == TokenKind::kOp || kind == TokenKind::kKeyword) t.code = PackSpelling(t.text);
  if (kind != TokenKind::kNewline && kind != TokenKind::kIndent && kind != TokenKind::kDedent &&
      kind != TokenKind::kEnd) {
    last_end_ = end;
  }
  return t;
}

void Lexer::FailInvalidChar(size_t pos) const {
  unsigned char c = static_cast<unsigned char>(src_[pos]);
  if (c == 0) Fail(pos, pos + 1, "source code cannot contain null bytes");
  if (c < 0x80) {
    if (c < 0x20 || c == 0x7F) Fail(pos, pos + 1, "invalid control character U+" + Hex(c, 4));
    Fail(pos, pos + 1, std::string("invalid character '") + static_cast<char>(c) + "'");
  }
  // Decode one UTF-8 sequence so the message can name the character.
  int len = c >= 0xF0 && c < 0xF5 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
  if (c >= 0xF5) len = 0;
  uint32_t cp = len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
  for (int i = 1; i < len; ++i) {
    unsigned char cc = static_cast<unsigned char>(At(pos + i));
    if ((cc & 0xC0) != 0x80 || pos + i >= size_) {
      len = 0;
      break;
    }
    cp = (cp << 6) | (cc & 0x3F);
  }
  if (len == 0) Fail(pos, pos + 1, "invalid byte 0x" + Hex(c, 2) + " (source must be UTF-8)");
  Fail(pos, pos + len,
       "invalid character '" + std::string(src_ + pos, len) + "' (U+" + Hex(cp, 4) +
           "); only ASCII is allowed outside strings and comments");
}

// Measures the indentation of the line at pos_, skipping blank and
// comment-only lines. Returns true with an INDENT/DEDENT in *out when the
// indentation changed.
bool Lexer::StartLine(Token* out) {
  for (;;) {
    int col = 0;
    int alt = 0;
    size_t p = pos_;
    for (;; ++p) {
      char c = At(p);
      if (c == ' ') {
        ++col;
        ++alt;
      } else if (c == '\t') {
        col = (col / 8 + 1) * 8;
        ++alt;
      } else if (c == '\f') {
        col = alt = 0;  // as in Python: a form feed resets the column
      } else if (c != '\r' || p >= size_) {
        break;
      }
    }
    if (p >= size_) {
      pos_ = p;
      return false;  // AtEndOfInput closes the open blocks
    }
    char c = src_[p];
    if (c == '#' || c == '\n') {
      while (p < size_ && src_[p] != '\n') {
        if (src_[p] == '\0') FailInvalidChar(p);
        ++p;
      }
      pos_ = p < size_ ? p + 1 : p;
      continue;
    }
    pos_ = p;
    at_line_start_ = false;
    const char* kTabError = "inconsistent use of tabs and spaces in indentation";
    if (col > indents_.back()) {
      if (alt <= alt_indents_.back()) Fail(p, p, kTabError);
      indents_.push_back(col);
      alt_indents_.push_back(alt);
      *out = Make(TokenKind::kIndent, p, p);
      return true;
    }
    if (col == indents_.back()) {
      if (alt != alt_indents_.back()) Fail(p, p, kTabError);
      return false;
    }
    int n = 0;
    while (col < indents_.back()) {
      indents_.pop_back();
      alt_indents_.pop_back();
      ++n;
    }
    if (col != indents_.back()) {
      Fail(p, p, "unindent does not match any outer indentation level");
    }
    if (alt != alt_indents_.back()) Fail(p, p, kTabError);
    pending_dedents_ = n - 1;
    dedent_pos_ = p;
    *out = Make(TokenKind::kDedent, p, p);
    return true;
  }
}

// Skips blanks, comments and `\` continuations; inside brackets also newlines.
void Lexer::SkipSpace() {
  while (pos_ < size_) {
    char c = src_[pos_];
    if (c == ' ' || c == '\t' || c == '\f' || c == '\r') {
      ++pos_;
    } else if (c == '#') {
      while (pos_ < size_ && src_[pos_] != '\n') {
        if (src_[pos_] == '\0') FailInvalidChar(pos_);
        ++pos_;
      }
    } else if (c == '\\') {
      size_t p = pos_ + 1;
      if (At(p) == '\r') ++p;
      if (p < size_ && src_[p] == '\n') {
        pos_ = p + 1;
      } else if (p >= size_) {
        Fail(pos_, pos_ + 1, "unexpected end of file after line continuation character");
      } else {
        Fail(pos_, pos_ + 1, "unexpected character after line continuation character");
      }
    } else if (c == '\n' && !brackets_.empty()) {
      ++pos_;
    } else {
      return;
    }
  }
}

Token Lexer::AtEndOfInput() {
  if (!brackets_.empty()) {
    const Bracket& b = brackets_.back();
    Fail(b.pos, b.pos + 1, std::string("'") + b.open + "' was never closed");
  }
  if (!at_line_start_) {
    at_line_start_ = true;
    return Make(TokenKind::kNewline, last_end_, last_end_);
  }
  if (indents_.size() > 1) {
    indents_.pop_back();
    alt_indents_.pop_back();
    return Make(TokenKind::kDedent, size_, size_);
  }
  return Make(TokenKind::kEnd, size_, size_);
}

Token Lexer::Next() {
  if (pending_dedents_ > 0) {
    --pending_dedents_;
    return Make(TokenKind::kDedent, dedent_pos_, dedent_pos_);
  }
  if (at_line_start_ && brackets_.empty()) {
    Token t;
    if (StartLine(&t)) return t;
  }
  SkipSpace();
  if (pos_ >= size_) return AtEndOfInput();
  char c = src_[pos_];
  if (c == '\n') {
    ++pos_;
    at_line_start_ = true;
    return Make(TokenKind::kNewline, last_end_, last_end_);
  }
  if (IsIdentStart(c)) return LexName();
  if (IsDigit(c) || (c == '.' && IsDigit(At(pos_ + 1)))) return LexNumber();
  if (c == '\'' || c == '"') return LexString(pos_, /*raw=*/false);
  return LexOperator();
}

Token Lexer::LexName() {
  size_t b = pos_;
  while (IsIdentChar(At(pos_))) ++pos_;
  std::string_view word(src_ + b, pos_ - b);
  char q = At(pos_);
  if ((q == '\'' || q == '"') && word.size() <= 2) {
    std::string prefix;
    for (char ch : word) prefix.push_back(static_cast<char>(ch | 0x20));  // lower-case
    if (prefix == "r") return LexString(b, /*raw=*/true);
    if (prefix == "u") return LexString(b, /*raw=*/false);
    if (prefix == "b" || prefix == "br" || prefix == "rb") {
      Fail(b, pos_ + 1, "bytes literals are not supported");
    }
    if (prefix == "f" || prefix == "fr" || prefix == "rf") {
      Fail(b, pos_ + 1, "f-strings are not supported");
    }
  }
  return Make(IsKeyword(word) ? TokenKind::kKeyword : TokenKind::kName, b, pos_);
}

// Scans digits of `base` with single underscores between them; returns how
// many digits were read.
size_t Lexer::ScanDigits(int base, const char* what, size_t literal_begin) {
  size_t n = 0;
  for (;;) {
    char c = At(pos_);
    if (DigitValue(c) < base) {
      ++pos_;
      ++n;
    } else if (c == '_' && n > 0 && DigitValue(At(pos_ + 1)) < base) {
      ++pos_;
    } else if (c == '_') {
      Fail(literal_begin, pos_ + 1, std::string("invalid ") + what + " literal");
    } else {
      return n;
    }
  }
}

Token Lexer::LexNumber() {
  size_t b = pos_;
  int base = 10;
  bool is_float = false;
  char p1 = static_cast<char>(At(pos_ + 1) | 0x20);
  if (src_[pos_] == '0' && (p1 == 'x' || p1 == 'o' || p1 == 'b')) {
    base = p1 == 'x' ? 16 : p1 == 'o' ? 8 : 2;
    pos_ += 2;
    if (At(pos_) == '_') ++pos_;  // `0x_ff` is valid Python
    if (ScanDigits(base, BaseName(base), b) == 0) {
      Fail(b, pos_, std::string("invalid ") + BaseName(base) + " literal");
    }
  } else {
    if (src_[pos_] != '.') ScanDigits(10, "decimal", b);
    if (At(pos_) == '.') {
      is_float = true;
      ++pos_;
      ScanDigits(10, "decimal", b);
    }
    char e = At(pos_);
    char s = At(pos_ + 1);
    if ((e == 'e' || e == 'E') && (IsDigit(s) || ((s == '+' || s == '-') && IsDigit(At(pos_ + 2))))) {
      is_float = true;
      pos_ += IsDigit(s) ? 1 : 2;
      ScanDigits(10, "decimal", b);
    }
  }
  char c = At(pos_);
  if (c == 'j' || c == 'J') Fail(b, pos_ + 1, "complex literals are not supported");
  if (IsIdentChar(c)) {
    while (IsIdentChar(At(pos_))) ++pos_;
    Fail(b, pos_, std::string("invalid ") + BaseName(base) + " literal");
  }
  Token t = Make(TokenKind::kNumber, b, pos_);
  t.is_float = is_float;
  std::string digits;
  digits.reserve(pos_ - b);
  for (size_t i = base == 10 ? b : b + 2; i < pos_; ++i) {
    if (src_[i] != '_') digits.push_back(src_[i]);
  }
  if (is_float) {
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), t.float_value);
    // from_chars leaves the value alone when out of range; Python rounds to
    // inf or 0 as strtod does.
    if (r.ec != std::errc()) t.float_value = std::strtod(digits.c_str(), nullptr);
    return t;
  }
  if (base == 10 && digits.size() > 1 && digits[0] == '0' && digits.find_first_not_of('0') != std::string::npos) {
    Fail(b, pos_,
         "leading zeros in decimal integer literals are not permitted; use an 0o prefix for "
         "octal integers");
  }
  for (char d : digits) {
    uint64_t v = 0;
    if (__builtin_mul_overflow(t.int_value, static_cast<uint64_t>(base), &v) ||
        __builtin_add_overflow(v, static_cast<uint64_t>(DigitValue(d)), &v)) {
      t.int_overflow = true;
      break;
    }
    t.int_value = v;
  }
  return t;
}

void Lexer::DecodeEscape(std::string* out) {
  size_t esc = pos_;  // at the backslash
  char c = At(pos_ + 1);
  pos_ += 2;
  switch (c) {
    case '\n':
      return;  // a backslash-newline inside a string joins lines
    case '\r':
      if (At(pos_) == '\n') ++pos_;
      return;
    case '\\':
      out->push_back('\\');
      return;
    case '\'':
      out->push_back('\'');
      return;
    case '"':
      out->push_back('"');
      return;
    case 'a':
      out->push_back('\a');
      return;
    case 'b':
      out->push_back('\b');
      return;
    case 'f':
      out->push_back('\f');
      return;
    case 'n':
      out->push_back('\n');
      return;
    case 'r':
      out->push_back('\r');
      return;
    case 't':
      out->push_back('\t');
      return;
    case 'v':
      out->push_back('\v');
      return;
    case 'N':
      Fail(esc, pos_, "\\N{...} escapes are not supported");
    default:
      break;
  }
  if (c >= '0' && c <= '7') {
    uint32_t v = static_cast<uint32_t>(c - '0');
    for (int i = 0; i < 2 && At(pos_) >= '0' && At(pos_) <= '7'; ++i) {
      v = v * 8 + static_cast<uint32_t>(src_[pos_++] - '0');
    }
    AppendUtf8(v, out);
    return;
  }
  int width = c == 'x' ? 2 : c == 'u' ? 4 : c == 'U' ? 8 : 0;
  if (width == 0) {
    // Python keeps unknown escapes verbatim.
    out->push_back('\\');
    pos_ = esc + 1;
    return;
  }
  uint32_t v = 0;
  for (int i = 0; i < width; ++i) {
    int d = pos_ < size_ ? DigitValue(src_[pos_]) : 99;
    if (d >= 16) {
      Fail(esc, pos_, std::string("invalid \\") + c + " escape: expected " + std::to_string(width) + " hex digits");
    }
    v = v * 16 + static_cast<uint32_t>(d);
    ++pos_;
  }
  if (v > 0x10FFFF) Fail(esc, pos_, "invalid \\U escape: code point out of range");
  if (v >= 0xD800 && v <= 0xDFFF) Fail(esc, pos_, "surrogate code points are not supported");
  AppendUtf8(v, out);
}

Token Lexer::LexString(size_t begin, bool raw) {
  char quote = src_[pos_];
  bool triple = At(pos_ + 1) == quote && At(pos_ + 2) == quote;
  size_t open = pos_;
  pos_ += triple ? 3 : 1;
  std::string value;
  for (;;) {
    if (pos_ >= size_ || (!triple && src_[pos_] == '\n')) {
      if (triple) Fail(open, open + 3, "unterminated triple-quoted string literal");
      Fail(begin, pos_, "unterminated string literal");
    }
    char c = src_[pos_];
    if (c == quote) {
      if (!triple) {
        ++pos_;
        break;
      }
      if (At(pos_ + 1) == quote && At(pos_ + 2) == quote) {
        pos_ += 3;
        break;
      }
    }
    if (c == '\0') FailInvalidChar(pos_);
    if (c == '\\' && pos_ + 1 < size_) {
      if (!raw) {
        DecodeEscape(&value);
        continue;
      }
      // Raw strings keep the backslash, but it still protects the next char.
      value.push_back(c);
      c = src_[++pos_];
      if (c == '\0') FailInvalidChar(pos_);
    }
    value.push_back(c);
    ++pos_;
  }
  Token t = Make(TokenKind::kString, begin, pos_);
  t.str_value = std::move(value);
  return t;
}

Token Lexer::LexOperator() {
  size_t b = pos_;
  char c = src_[pos_];
  switch (c) {
    case '(':
    case '[':
    case '{':
      brackets_.push_back(Bracket{c, b});
      ++pos_;
      return Make(TokenKind::kOp, b, pos_);
    case ')':
    case ']':
    case '}': {
      char open = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (brackets_.empty()) Fail(b, b + 1, std::string("unbalanced '") + c + "'");
      const Bracket& top = brackets_.back();
      if (top.open != open) {
        Fail(b, b + 1,
             std::string("unbalanced '") + c + "': does not match '" + top.open + "' at " +
                 Span{file_, top.pos, top.pos + 1}.Location());
      }
      brackets_.pop_back();
      ++pos_;
      return Make(TokenKind::kOp, b, pos_);
    }
    default:
      break;
  }
  // Longest match: `c`, then `c=` / `cc` / `cc=` where Python has them.
  char n1 = At(b + 1);
  size_t len = 0;
  switch (c) {
    case '*':
    case '/':
    case '<':
    case '>':
      if (n1 == c) {
        len = At(b + 2) == '=' ? 3 : 2;  // ** // << >> and **= //= <<= >>=
        break;
      }
      len = n1 == '=' ? 2 : 1;
      break;
    case '-':
      len = n1 == '>' || n1 == '=' ? 2 : 1;
      break;
    case '+':
    case '%':
    case '&':
    case '|':
    case '^':
    case '@':
    case '=':
      len = n1 == '=' ? 2 : 1;
      break;
    case '!':
      if (n1 == '=') len = 2;
      break;
    case '~':
    case ':':
    case ',':
    case '.':
    case ';':
      len = 1;
      break;
    default:
      break;
  }
  if (len > 0) {
    pos_ += len;
    return Make(TokenKind::kOp, b, pos_);
  }
  FailInvalidChar(b);
}

std::vector<Token> Tokenize(SourceFilePtr file) {
  Lexer lexer(std::move(file));
  std::vector<Token> tokens;
  do {
    tokens.push_back(lexer.Next());
  } while (tokens.back().kind != TokenKind::kEnd);
  return tokens;
}

}  // namespace py
}  // namespace rlx
