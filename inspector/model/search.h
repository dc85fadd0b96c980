// A search index over a trace: pass names, and in every distinct snapshot
// the Relax and TIR function names, binding names and the ops and callees
// each line calls. Built from the printed text, so it works the same for
// loaded and in-process traces without parsing every snapshot.
#ifndef RLX_INSPECTOR_MODEL_SEARCH_H_
#define RLX_INSPECTOR_MODEL_SEARCH_H_

#include <string>
#include <vector>

#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {

enum class HitKind { kPass, kFunction, kBinding, kOp };

const char* HitKindName(HitKind k);

struct SearchHit {
  HitKind kind;
  // The snapshot: -1 for the input module, i for the module after pass i
  // (for kPass: the pass itself).
  int pass = -1;
  std::string function;  // "" for kPass and for lines outside a function
  int line = 0;          // 1-based in that snapshot's text; 0 for kPass
  std::string text;      // what matched: the name, op or pass name
};

class SearchIndex {
 public:
  explicit SearchIndex(const PassTrace& trace);

  // Case-insensitive substring match on names; "relax.nn.softmax",
  // "R.nn.softmax" and "softmax" all find the softmax calls. Pass-name hits
  // come first, then snapshot order and line order; at most `limit`. An
  // unchanged snapshot is indexed once, under the pass that produced it.
  std::vector<SearchHit> Find(const std::string& query, size_t limit = 1000) const;

  size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    SearchHit hit;
    std::string key;  // lowercase
  };
  void IndexSnapshot(const std::string& text, int pass);
  std::vector<Entry> entries_;
};

}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_SEARCH_H_
