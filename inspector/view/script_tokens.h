// A small TVMScript line tokenizer for syntax colouring. It is a colouring
// aid, not a parser: it splits one printed line into spans of keywords,
// builtins (R./T./I. names), strings, numbers, comments and the rest, so a
// panel can draw each span in its colour. No ImGui here, so it is unit-tested.
#ifndef RLX_INSPECTOR_VIEW_SCRIPT_TOKENS_H_
#define RLX_INSPECTOR_VIEW_SCRIPT_TOKENS_H_

#include <string>
#include <vector>

namespace rlx {
namespace inspector {
namespace view {

enum class TokenKind { kPlain, kKeyword, kBuiltin, kString, kNumber, kComment, kDecorator };

struct Token {
  TokenKind kind;
  size_t begin = 0, end = 0;  // byte range in the line
};

// Covers the whole line: concatenating every [begin, end) gives it back.
std::vector<Token> TokenizeScriptLine(const std::string& line);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_SCRIPT_TOKENS_H_
