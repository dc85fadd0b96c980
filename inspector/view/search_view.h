// Search box: finds passes, functions, bindings and ops over every snapshot
// (SearchIndex) and lists the hits; clicking one selects that pass.
#ifndef RLX_INSPECTOR_VIEW_SEARCH_VIEW_H_
#define RLX_INSPECTOR_VIEW_SEARCH_VIEW_H_

#include <string>
#include <vector>

#include "inspector/model/search.h"
#include "inspector/view/timeline.h"

namespace rlx {
namespace inspector {
namespace view {

struct SearchState {
  std::string query;
  // Hits for `hits_query`; refreshed when the query changes.
  std::string hits_query;
  std::vector<SearchHit> hits;
};

// Runs the query if it changed since the last run.
void UpdateSearch(const SearchIndex& index, SearchState* state);

// The pass a hit selects: the pass itself, the pass that produced the
// snapshot, or the first pass for the input module.
int HitPass(const SearchHit& hit);

void DrawSearch(const SearchIndex& index, SearchState* state, Actions* actions);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_SEARCH_VIEW_H_
