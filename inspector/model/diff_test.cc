// Line diffs on hand-made snapshot pairs: rows aligned for side-by-side
// display, hunk line ranges as unified diff states them.
#include "inspector/model/diff.h"

#include <gtest/gtest.h>

namespace rlx {
namespace inspector {
namespace {

TEST(DiffTest, SplitLinesIgnoresTheFinalNewline) {
  EXPECT_EQ(SplitLines("a\nb\n"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(SplitLines("a\n\nb"), (std::vector<std::string>{"a", "", "b"}));
  EXPECT_TRUE(SplitLines("").empty());
}

TEST(DiffTest, IdenticalTextsHaveNoHunks) {
  LineDiff d = DiffLines("a\nb\nc\n", "a\nb\nc\n");
  EXPECT_TRUE(d.identical());
  EXPECT_TRUE(d.hunks.empty());
  ASSERT_EQ(d.rows.size(), 3u);
  EXPECT_EQ(d.rows[2].left, 3);
  EXPECT_EQ(d.rows[2].right, 3);
}

// A binding rewritten, one deleted and one added, far enough apart to make
// two hunks with one line of context.
TEST(DiffTest, HandMadePairGivesAlignedRowsAndHunks) {
  std::vector<std::string> before = {"def main(x):",  "  a = exp(x)",  "  b = sort(a)", "  c = add(b, x)",
                                     "  d = relu(c)", "  e = tanh(d)", "  f = neg(e)",  "  return f"};
  std::vector<std::string> after = {"def main(x):",    "  a = exp(x)",  "  b = call_tir(sort, a)",
                                    "  c = add(b, x)", "  d = relu(c)", "  e = tanh(d)",
                                    "  return f",      "  g = 1"};
  LineDiff d = DiffLines(before, after, /*context=*/1);
  EXPECT_EQ(d.deleted, 2);  // "b = sort(a)", "f = neg(e)"
  EXPECT_EQ(d.added, 2);    // "b = call_tir(...)", "g = 1"
  ASSERT_EQ(d.rows.size(), 9u);
  EXPECT_EQ(d.rows[2].kind, RowKind::kChanged);
  EXPECT_EQ(d.rows[2].left, 3);
  EXPECT_EQ(d.rows[2].right, 3);
  EXPECT_EQ(d.rows[6].kind, RowKind::kDeleted);
  EXPECT_EQ(d.rows[6].left, 7);
  EXPECT_EQ(d.rows[6].right, 0);
  EXPECT_EQ(d.rows[7].kind, RowKind::kEqual);
  EXPECT_EQ(d.rows[7].left, 8);
  EXPECT_EQ(d.rows[7].right, 7);
  EXPECT_EQ(d.rows[8].kind, RowKind::kAdded);
  EXPECT_EQ(d.rows[8].right, 8);
  // Every line of each side appears exactly once, in order.
  int left = 0, right = 0;
  for (const DiffRow& r : d.rows) {
    if (r.left) {
      EXPECT_EQ(r.left, ++left);
    }
    if (r.right) {
      EXPECT_EQ(r.right, ++right);
    }
  }
  EXPECT_EQ(left, 8);
  EXPECT_EQ(right, 8);
  EXPECT_EQ(d.left_row[7], 6u);
  EXPECT_EQ(d.right_row[7], 7u);

  ASSERT_EQ(d.hunks.size(), 2u);
  EXPECT_EQ(d.hunks[0].row_begin, 1u);
  EXPECT_EQ(d.hunks[0].row_end, 4u);
  EXPECT_EQ(d.hunks[0].left_begin, 2);
  EXPECT_EQ(d.hunks[0].left_count, 3);
  EXPECT_EQ(d.hunks[0].right_begin, 2);
  EXPECT_EQ(d.hunks[0].right_count, 3);
  EXPECT_EQ(d.hunks[1].row_begin, 5u);
  EXPECT_EQ(d.hunks[1].row_end, 9u);
  EXPECT_EQ(d.hunks[1].left_begin, 6);
  EXPECT_EQ(d.hunks[1].left_count, 3);
  EXPECT_EQ(d.hunks[1].right_begin, 6);
  EXPECT_EQ(d.hunks[1].right_count, 3);

  EXPECT_EQ(FormatUnified(d, before, after),
            "@@ -2,3 +2,3 @@\n"
            "   a = exp(x)\n"
            "-  b = sort(a)\n"
            "+  b = call_tir(sort, a)\n"
            "   c = add(b, x)\n"
            "@@ -6,3 +6,3 @@\n"
            "   e = tanh(d)\n"
            "-  f = neg(e)\n"
            "   return f\n"
            "+  g = 1\n");
}

TEST(DiffTest, NearbyChangesShareOneHunk) {
  LineDiff d = DiffLines("1\n2\n3\n4\n5\n6\n", "1\nX\n3\n4\nY\n6\n", /*context=*/1);
  ASSERT_EQ(d.hunks.size(), 1u);
  EXPECT_EQ(d.hunks[0].left_begin, 1);
  EXPECT_EQ(d.hunks[0].left_count, 6);
  LineDiff apart = DiffLines("1\n2\n3\n4\n5\n6\n", "1\nX\n3\n4\nY\n6\n", /*context=*/0);
  EXPECT_EQ(apart.hunks.size(), 2u);
}

TEST(DiffTest, EmptySidesUseTheLineBefore) {
  LineDiff added = DiffLines("", "a\nb\n");
  ASSERT_EQ(added.hunks.size(), 1u);
  EXPECT_EQ(added.hunks[0].left_begin, 0);
  EXPECT_EQ(added.hunks[0].left_count, 0);
  EXPECT_EQ(added.hunks[0].right_begin, 1);
  EXPECT_EQ(added.hunks[0].right_count, 2);
  LineDiff removed = DiffLines("a\nb\n", "");
  EXPECT_EQ(removed.deleted, 2);
  EXPECT_EQ(removed.hunks[0].right_begin, 0);
  EXPECT_EQ(removed.hunks[0].right_count, 0);
}

// Repeated lines (TVMScript has many identical `R.output` / `return` lines)
// must still align in order.
TEST(DiffTest, RepeatedLinesAlignInOrder) {
  LineDiff d = DiffLines("x\nr\nx\nr\n", "x\nr\ny\nx\nr\n");
  EXPECT_EQ(d.added, 1);
  EXPECT_EQ(d.deleted, 0);
  int left = 0, right = 0;
  for (const DiffRow& r : d.rows) {
    if (r.left) {
      EXPECT_EQ(r.left, ++left);
    }
    if (r.right) {
      EXPECT_EQ(r.right, ++right);
    }
  }
  EXPECT_EQ(right, 5);
}

}  // namespace
}  // namespace inspector
}  // namespace rlx
