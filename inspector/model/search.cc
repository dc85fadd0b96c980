#include "inspector/model/search.h"

#include <cctype>
#include <set>

#include "inspector/model/diff.h"

namespace rlx {
namespace inspector {

namespace {

std::string Lower(const std::string& s) {
  std::string out = s;
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool IsIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IsIdent(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Struct info and type constructors: they are on every line, not ops.
const std::set<std::string>& NotOps() {
  static const std::set<std::string> kNames = {
      "R.Tensor",      "R.Tuple",    "R.Shape",     "R.Object",    "R.Prim",     "R.Callable",
      "R.output",      "R.dataflow", "R.func_attr", "R.const",     "T.Buffer",   "T.int64",
      "T.int32",       "T.float32",  "T.handle",    "T.func_attr", "T.block",    "T.axis.spatial",
      "T.axis.reduce", "T.reads",    "T.writes",    "T.prim_func", "R.function", "I.ir_module"};
  return kNames;
}

// The identifier a line binds ("lv: R.Tensor(...) = ..." or "vi = ..."),
// or "" when the line is not a binding.
std::string BoundName(const std::string& line, size_t indent) {
  size_t i = indent;
  if (i >= line.size() || !IsIdentStart(line[i])) return "";
  size_t j = i;
  while (j < line.size() && IsIdent(line[j])) ++j;
  std::string name = line.substr(i, j - i);
  static const std::set<std::string> kKeywords = {"def",   "return", "with",   "if",    "else", "for",
                                                  "class", "from",   "import", "while", "elif", "assert"};
  if (kKeywords.count(name)) return "";
  if (line.compare(j, 2, ": ") == 0 || line.compare(j, 3, " = ") == 0) return name;
  return "";
}

}  // namespace

const char* HitKindName(HitKind k) {
  switch (k) {
    case HitKind::kPass:
      return "pass";
    case HitKind::kFunction:
      return "function";
    case HitKind::kBinding:
      return "binding";
    case HitKind::kOp:
      return "op";
  }
  return "?";
}

SearchIndex::SearchIndex(const PassTrace& trace) {
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    SearchHit h{HitKind::kPass, static_cast<int>(i), "", 0, trace.passes[i].name};
    entries_.push_back({h, Lower(h.text)});
  }
  IndexSnapshot(trace.input, -1);
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    if (trace.passes[i].changed) IndexSnapshot(trace.passes[i].after, static_cast<int>(i));
  }
}

void SearchIndex::IndexSnapshot(const std::string& text, int pass) {
  std::vector<std::string> lines = SplitLines(text);
  std::string function;
  for (size_t li = 0; li < lines.size(); ++li) {
    const std::string& line = lines[li];
    int lineno = static_cast<int>(li) + 1;
    size_t indent = line.find_first_not_of(' ');
    if (indent == std::string::npos || line[indent] == '#' || line[indent] == '@') continue;
    auto add = [&](HitKind kind, const std::string& what) {
      entries_.push_back({SearchHit{kind, pass, function, lineno, what}, Lower(what)});
    };
    if (line.compare(indent, 4, "def ") == 0) {
      size_t b = indent + 4, e = line.find('(', b);
      std::string name = line.substr(b, e == std::string::npos ? std::string::npos : e - b);
      if (indent <= 4) function = name;  // module level; nested defs keep the outer function
      add(HitKind::kFunction, name);
      continue;
    }
    std::string bound = BoundName(line, indent);
    size_t scan = indent;
    if (!bound.empty()) {
      add(HitKind::kBinding, bound);
      size_t eq = line.find(" = ", indent);
      scan = eq == std::string::npos ? line.size() : eq + 3;
    }
    // Dotted names followed by '(' (R.nn.softmax(, T.max(), and cls.<function>.
    for (size_t i = scan; i < line.size();) {
      if (!IsIdentStart(line[i]) || (i > 0 && (IsIdent(line[i - 1]) || line[i - 1] == '.'))) {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < line.size() && (IsIdent(line[j]) || line[j] == '.')) ++j;
      std::string name = line.substr(i, j - i);
      // call_tir's PrimFunc is an argument, not a call: cls.<name> counts too.
      bool called = j < line.size() && line[j] == '(';
      bool callee = name.rfind("cls.", 0) == 0;
      if ((called || callee) && name.find('.') != std::string::npos && !NotOps().count(name)) {
        add(HitKind::kOp, name);
      }
      i = j;
    }
  }
}

std::vector<SearchHit> SearchIndex::Find(const std::string& query, size_t limit) const {
  std::string q = Lower(query);
  // Op names print as R.<name> but are registered as relax.<name>.
  if (q.rfind("relax.", 0) == 0) q = "r." + q.substr(6);
  std::vector<SearchHit> hits;
  if (q.empty()) return hits;
  for (const Entry& e : entries_) {
    if (hits.size() >= limit) break;
    if (e.key.find(q) != std::string::npos) hits.push_back(e.hit);
  }
  return hits;
}

}  // namespace inspector
}  // namespace rlx
