// The model behind the inspector's "Open file" panel: a directory listing
// (sub-directories, then .py modules and .json traces, each sorted by name
// in byte order so the panel looks the same on every machine), navigation
// (enter a directory, go to the parent, move a selection) and picking a
// file. No ImGui here, so it is tested without a window; file_browser.cc
// draws it.
#ifndef RLX_INSPECTOR_VIEW_FILE_LIST_H_
#define RLX_INSPECTOR_VIEW_FILE_LIST_H_

#include <cstdint>
#include <string>
#include <vector>

namespace rlx {
namespace inspector {
namespace view {

struct DirEntry {
  std::string name;  // no directory part
  bool is_dir = false;
  std::uintmax_t size = 0;  // bytes; 0 for directories
};

// Which files the listing shows (directories are always shown).
enum class FileFilter { kModulesAndTraces, kModules, kTraces };
bool PassesFilter(const std::string& name, FileFilter filter);

// Lists `dir` (not recursively): directories first, then the files the
// filter admits, each group sorted by name; entries starting with '.' are
// skipped, symlinks are followed. A directory that cannot be read gives no
// entries and `error` says why (never an exception).
struct DirListing {
  std::string dir;
  std::vector<DirEntry> entries;
  std::string error;
};
DirListing ListDirectory(const std::string& dir, FileFilter filter);

// The lexically normal absolute form of `dir` ("a/../b/" -> "<cwd>/b"),
// with no trailing '/' except for the root.
std::string NormalizeDir(const std::string& dir);
// "/a/b" -> "/a"; the root is its own parent.
std::string ParentDir(const std::string& dir);
std::string JoinPath(const std::string& dir, const std::string& name);
// Whether `path` names a trace (.json) rather than a module.
bool IsTracePath(const std::string& path);

struct FileBrowserState {
  bool open = false;
  bool focus = false;  // give the panel keyboard focus on its next frame
  std::string dir;     // "" = the working directory
  FileFilter filter = FileFilter::kModulesAndTraces;
  DirListing listing;
  bool stale = true;                 // re-list `dir` before the next frame uses it
  int selected = -1;                 // index into listing.entries
  bool scroll_to_selection = false;  // the panel scrolls the selection into view
  // Set when a file was picked (Enter, double-click, the "open" button);
  // the inspector takes it, fills the run bar and reruns.
  std::string chosen;
};

// Opens the panel at `dir` (the current one when empty).
void OpenBrowser(FileBrowserState* state, const std::string& dir);
// Goes to `dir`, re-lists it and selects its first entry.
void BrowseTo(FileBrowserState* state, const std::string& dir);
// Goes to the parent directory and selects the directory we came from.
void BrowseUp(FileBrowserState* state);
void SetFilter(FileBrowserState* state, FileFilter filter);
// Re-lists the directory if it is stale (keeping the selected name).
void Refresh(FileBrowserState* state);
// Moves the selection by `delta` entries, clamped to the listing.
void MoveSelection(FileBrowserState* state, int delta);
// Enters the selected directory, or picks the selected file: sets `chosen`
// to its path, closes the panel and returns true.
bool ActivateSelection(FileBrowserState* state);
// Takes the picked path, if any ("" otherwise), clearing it.
std::string TakeChosen(FileBrowserState* state);

}  // namespace view
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_VIEW_FILE_LIST_H_
