#include "compiler/support/diagnostic.h"

#include <gtest/gtest.h>

namespace rlx {
namespace {

TEST(SourceFileTest, LineAndColumnOfOffsets) {
  SourceFile f("m.py", "ab\ncde\n\nf");
  EXPECT_EQ(f.LineOf(0), 1);
  EXPECT_EQ(f.ColumnOf(1), 2);
  EXPECT_EQ(f.LineOf(3), 2);
  EXPECT_EQ(f.ColumnOf(5), 3);
  EXPECT_EQ(f.LineOf(8), 4);
  EXPECT_EQ(f.LineText(2), "cde");
  EXPECT_EQ(f.LineText(3), "");
}

TEST(DiagnosticTest, FormatsLocationCaretAndUnderline) {
  auto f = std::make_shared<SourceFile>("m.py", "x = R.add(a, b)\ny = 1\n");
  Diagnostic d;
  d.span = Span{f, 4, 9};
  d.message = "unknown operator";
  d.notes.push_back("did you mean R.add?");
  EXPECT_EQ(d.Format(),
            "m.py:1:5: error: unknown operator\n"
            "  x = R.add(a, b)\n"
            "      ^~~~~\n"
            "note: did you mean R.add?\n");
}

TEST(DiagnosticTest, BinaryBytesArePrintedAsQuestionMarks) {
  auto f = std::make_shared<SourceFile>("bin", std::string("a\x01\x02z", 4));
  Diagnostic d;
  d.span = Span{f, 1, 2};
  d.message = "bad byte";
  EXPECT_NE(d.Format().find("a??z"), std::string::npos);
}

TEST(DiagnosticTest, ThrowErrorCarriesDiagnostic) {
  auto f = std::make_shared<SourceFile>("m.py", "abc");
  try {
    ThrowError(Span{f, 2, 3}, "expected ':'");
    FAIL() << "no throw";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().span.column(), 3);
    EXPECT_NE(std::string(e.what()).find("m.py:1:3: error: expected ':'"), std::string::npos);
  }
}

}  // namespace
}  // namespace rlx
