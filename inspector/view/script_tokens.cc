#include "inspector/view/script_tokens.h"

#include <cctype>
#include <set>

namespace rlx {
namespace inspector {
namespace view {
namespace {

bool IsIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IsIdent(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

const std::set<std::string>& Keywords() {
  static const std::set<std::string> kw = {"def",  "class", "return", "with", "for",    "in",    "if",
                                           "else", "elif",  "while",  "from", "import", "as",    "None",
                                           "True", "False", "and",    "or",   "not",    "lambda"};
  return kw;
}

}  // namespace

std::vector<Token> TokenizeScriptLine(const std::string& line) {
  std::vector<Token> out;
  auto push = [&out](TokenKind k, size_t b, size_t e) {
    if (b == e) return;
    // Merge neighbouring plain spans so a panel draws fewer pieces.
    if (!out.empty() && out.back().kind == k && k == TokenKind::kPlain && out.back().end == b) {
      out.back().end = e;
      return;
    }
    out.push_back(Token{k, b, e});
  };
  size_t i = 0;
  const size_t n = line.size();
  while (i < n) {
    const char c = line[i];
    if (c == '#') {
      push(TokenKind::kComment, i, n);
      break;
    }
    if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < n && line[j] != c) j += (line[j] == '\\' && j + 1 < n) ? 2 : 1;
      j = j < n ? j + 1 : n;
      push(TokenKind::kString, i, j);
      i = j;
      continue;
    }
    if (c == '@') {
      size_t j = i + 1;
      while (j < n && (IsIdent(line[j]) || line[j] == '.')) ++j;
      push(TokenKind::kDecorator, i, j);
      i = j;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) && (i == 0 || !IsIdent(line[i - 1]))) {
      size_t j = i;
      while (j < n && (IsIdent(line[j]) || line[j] == '.')) ++j;
      push(TokenKind::kNumber, i, j);
      i = j;
      continue;
    }
    if (IsIdentStart(c)) {
      size_t j = i;
      while (j < n && IsIdent(line[j])) ++j;
      std::string word = line.substr(i, j - i);
      // R.nn.softmax, T.int64, I.ir_module: the whole dotted name is a builtin.
      if ((word == "R" || word == "T" || word == "I") && j < n && line[j] == '.') {
        while (j < n && (IsIdent(line[j]) || line[j] == '.')) ++j;
        push(TokenKind::kBuiltin, i, j);
      } else {
        push(Keywords().count(word) ? TokenKind::kKeyword : TokenKind::kPlain, i, j);
      }
      i = j;
      continue;
    }
    push(TokenKind::kPlain, i, i + 1);
    ++i;
  }
  return out;
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
