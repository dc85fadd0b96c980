#include "inspector/view/script_tokens.h"

#include <gtest/gtest.h>

namespace rlx {
namespace inspector {
namespace view {
namespace {

std::string Join(const std::string& line, const std::vector<Token>& toks) {
  std::string s;
  for (const Token& t : toks) s += line.substr(t.begin, t.end - t.begin);
  return s;
}

TokenKind KindOf(const std::string& line, const std::vector<Token>& toks, const std::string& piece) {
  for (const Token& t : toks) {
    if (line.substr(t.begin, t.end - t.begin) == piece) return t.kind;
  }
  ADD_FAILURE() << "no token '" << piece << "' in: " << line;
  return TokenKind::kPlain;
}

TEST(ScriptTokens, ColoursABinding) {
  const std::string line =
      "        probs: R.Tensor((batch, 32000), dtype=\"float32\") = R.nn.softmax(logits, axis=-1)  # x";
  auto toks = TokenizeScriptLine(line);
  EXPECT_EQ(Join(line, toks), line);
  EXPECT_EQ(KindOf(line, toks, "R.Tensor"), TokenKind::kBuiltin);
  EXPECT_EQ(KindOf(line, toks, "R.nn.softmax"), TokenKind::kBuiltin);
  EXPECT_EQ(KindOf(line, toks, "\"float32\""), TokenKind::kString);
  EXPECT_EQ(KindOf(line, toks, "32000"), TokenKind::kNumber);
  EXPECT_EQ(KindOf(line, toks, "# x"), TokenKind::kComment);
}

TEST(ScriptTokens, KeywordsAndDecorators) {
  const std::string line = "    @R.function";
  auto toks = TokenizeScriptLine(line);
  EXPECT_EQ(Join(line, toks), line);
  EXPECT_EQ(KindOf(line, toks, "@R.function"), TokenKind::kDecorator);
  const std::string def = "    def main(x1: R.Tensor) -> R.Tensor:";
  auto dt = TokenizeScriptLine(def);
  EXPECT_EQ(KindOf(def, dt, "def"), TokenKind::kKeyword);
  // Identifiers that merely contain a keyword or digits stay plain.
  EXPECT_EQ(Join(def, dt), def);
  for (const Token& t : dt) {
    std::string piece = def.substr(t.begin, t.end - t.begin);
    if (piece.find("x1") != std::string::npos) {
      EXPECT_EQ(t.kind, TokenKind::kPlain);
    }
  }
}

TEST(ScriptTokens, UnterminatedStringEndsAtLineEnd) {
  const std::string line = "x = \"abc";
  auto toks = TokenizeScriptLine(line);
  EXPECT_EQ(Join(line, toks), line);
  EXPECT_EQ(toks.back().kind, TokenKind::kString);
  EXPECT_TRUE(TokenizeScriptLine("").empty());
}

}  // namespace
}  // namespace view
}  // namespace inspector
}  // namespace rlx
