// The "Open file" panel: a floating window over the inspector listing one
// directory (file_list.h is its model). Click selects, double-click or
// Enter opens; ↑/↓ move, Backspace goes to the parent, Escape closes (the
// inspector routes those keys here while the panel is open). A picked file
// lands in FileBrowserState::chosen.
#ifndef RLX_INSPECTOR_VIEW_FILE_BROWSER_H_
#define RLX_INSPECTOR_VIEW_FILE_BROWSER_H_

#include "inspector/view/file_list.h"

namespace rlx {
namespace inspector {
namespace view {

// Applies this frame's navigation keys to the panel (call only while it is
// open and no text field has the keyboard).
void HandleBrowserKeys(FileBrowserState* state);

void DrawFileBrowser(FileBrowserState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_FILE_BROWSER_H_
