// Line diff between two module snapshots (dtl's O(ND) SES), shaped for a
// side-by-side view: one row per displayed line pair, with the line number
// on each side (0 where that side has no line), so both panes scroll by row.
#ifndef RLX_INSPECTOR_MODEL_DIFF_H_
#define RLX_INSPECTOR_MODEL_DIFF_H_

#include <string>
#include <vector>

namespace rlx {
namespace inspector {

enum class RowKind {
  kEqual,    // same line on both sides
  kChanged,  // a deleted line paired with an added one
  kDeleted,  // left only
  kAdded,    // right only
};

struct DiffRow {
  RowKind kind;
  int left = 0;   // 1-based line in `before`, 0 if none
  int right = 0;  // 1-based line in `after`, 0 if none
};

// A run of differing rows with up to `context` equal rows around it, as in
// unified diff: [row_begin, row_end) in LineDiff::rows; line ranges are
// 1-based starts and counts (a count of 0 starts at the line before).
struct DiffHunk {
  size_t row_begin = 0, row_end = 0;
  int left_begin = 0, left_count = 0;
  int right_begin = 0, right_count = 0;
};

struct LineDiff {
  std::vector<DiffRow> rows;  // the whole of both texts, aligned
  std::vector<DiffHunk> hunks;
  int added = 0;    // lines only on the right
  int deleted = 0;  // lines only on the left
  // Row showing each line (index 0 unused), for jumping from a line.
  std::vector<size_t> left_row, right_row;

  bool identical() const { return added == 0 && deleted == 0; }
};

// Splits on '\n'; a final newline does not start an empty line.
std::vector<std::string> SplitLines(const std::string& text);

LineDiff DiffLines(const std::string& before, const std::string& after, int context = 3);
LineDiff DiffLines(const std::vector<std::string>& before, const std::vector<std::string>& after, int context = 3);

// Unified-diff text ("@@ -a,b +c,d @@", ' '/'-'/'+' lines), for reports and tests.
std::string FormatUnified(const LineDiff& diff, const std::vector<std::string>& before,
                          const std::vector<std::string>& after);

}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_DIFF_H_
