#include "inspector/model/diff.h"

#include <algorithm>
#include <dtl/dtl.hpp>
#include <sstream>
#include <unordered_map>

namespace rlx {
namespace inspector {

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    lines.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  return lines;
}

LineDiff DiffLines(const std::string& before, const std::string& after, int context) {
  return DiffLines(SplitLines(before), SplitLines(after), context);
}

namespace {

// Pairs pending deletions with pending additions (changed rows), then the rest.
void Flush(std::vector<int>* dels, std::vector<int>* adds, std::vector<DiffRow>* rows) {
  size_t pairs = std::min(dels->size(), adds->size());
  for (size_t i = 0; i < pairs; ++i) rows->push_back({RowKind::kChanged, (*dels)[i], (*adds)[i]});
  for (size_t i = pairs; i < dels->size(); ++i) rows->push_back({RowKind::kDeleted, (*dels)[i], 0});
  for (size_t i = pairs; i < adds->size(); ++i) rows->push_back({RowKind::kAdded, 0, (*adds)[i]});
  dels->clear();
  adds->clear();
}

}  // namespace

LineDiff DiffLines(const std::vector<std::string>& before, const std::vector<std::string>& after, int context) {
  // Lines become small integers so that the O(ND) search compares ints.
  std::unordered_map<std::string, int> ids;
  auto intern = [&ids](const std::vector<std::string>& lines) {
    std::vector<int> out;
    out.reserve(lines.size());
    for (const std::string& l : lines) out.push_back(ids.emplace(l, static_cast<int>(ids.size())).first->second);
    return out;
  };
  std::vector<int> a = intern(before), b = intern(after);

  LineDiff d;
  std::vector<int> dels, adds;
  if (a == b) {
    for (size_t i = 0; i < a.size(); ++i) d.rows.push_back({RowKind::kEqual, int(i + 1), int(i + 1)});
  } else {
    dtl::Diff<int, std::vector<int>> engine(a, b, /*deletesFirst=*/true);
    engine.compose();
    for (const auto& e : engine.getSes().getSequence()) {
      const dtl::elemInfo& info = e.second;
      if (info.type == dtl::SES_DELETE) {
        dels.push_back(static_cast<int>(info.beforeIdx));
      } else if (info.type == dtl::SES_ADD) {
        adds.push_back(static_cast<int>(info.afterIdx));
      } else {
        Flush(&dels, &adds, &d.rows);
        d.rows.push_back({RowKind::kEqual, static_cast<int>(info.beforeIdx), static_cast<int>(info.afterIdx)});
      }
    }
    Flush(&dels, &adds, &d.rows);
  }

  d.left_row.assign(before.size() + 1, 0);
  d.right_row.assign(after.size() + 1, 0);
  for (size_t r = 0; r < d.rows.size(); ++r) {
    const DiffRow& row = d.rows[r];
    if (row.left) d.left_row[row.left] = r;
    if (row.right) d.right_row[row.right] = r;
    if (row.kind == RowKind::kDeleted || row.kind == RowKind::kChanged) ++d.deleted;
    if (row.kind == RowKind::kAdded || row.kind == RowKind::kChanged) ++d.added;
  }

  // Hunks: changed rows, merged when the equal rows between them are few
  // enough that their contexts would touch.
  size_t ctx = static_cast<size_t>(std::max(context, 0));
  size_t n = d.rows.size();
  for (size_t r = 0; r < n;) {
    if (d.rows[r].kind == RowKind::kEqual) {
      ++r;
      continue;
    }
    size_t first = r, last = r;
    for (size_t k = r + 1; k < n; ++k) {
      if (d.rows[k].kind == RowKind::kEqual) continue;
      if (k - last - 1 > 2 * ctx) break;
      last = k;
    }
    DiffHunk h;
    h.row_begin = first > ctx ? first - ctx : 0;
    h.row_end = std::min(n, last + 1 + ctx);
    d.hunks.push_back(h);
    r = last + 1;
  }
  // Line ranges, with unified diff's convention for empty sides.
  int left_seen = 0, right_seen = 0;
  size_t row = 0;
  for (DiffHunk& h : d.hunks) {
    for (; row < h.row_begin; ++row) {
      left_seen += d.rows[row].left != 0;
      right_seen += d.rows[row].right != 0;
    }
    for (size_t k = h.row_begin; k < h.row_end; ++k) {
      h.left_count += d.rows[k].left != 0;
      h.right_count += d.rows[k].right != 0;
    }
    h.left_begin = h.left_count ? left_seen + 1 : left_seen;
    h.right_begin = h.right_count ? right_seen + 1 : right_seen;
  }
  return d;
}

std::string FormatUnified(const LineDiff& diff, const std::vector<std::string>& before,
                          const std::vector<std::string>& after) {
  std::ostringstream os;
  for (const DiffHunk& h : diff.hunks) {
    os << "@@ -" << h.left_begin << "," << h.left_count << " +" << h.right_begin << "," << h.right_count << " @@\n";
    // Deletions of a changed run come before its additions, as diff prints.
    std::vector<std::string> pending_adds;
    for (size_t r = h.row_begin; r < h.row_end; ++r) {
      const DiffRow& row = diff.rows[r];
      if (row.kind == RowKind::kEqual) {
        for (const std::string& a : pending_adds) os << "+" << a << "\n";
        pending_adds.clear();
        os << " " << before[row.left - 1] << "\n";
        continue;
      }
      if (row.left) os << "-" << before[row.left - 1] << "\n";
      if (row.right) pending_adds.push_back(after[row.right - 1]);
    }
    for (const std::string& a : pending_adds) os << "+" << a << "\n";
  }
  return os.str();
}

}  // namespace inspector
}  // namespace rlx
