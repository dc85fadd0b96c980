#include "inspector/view/file_list.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace rlx {
namespace inspector {
namespace view {

namespace fs = std::filesystem;

namespace {

bool EndsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

bool PassesFilter(const std::string& name, FileFilter filter) {
  const bool py = EndsWith(name, ".py"), json = EndsWith(name, ".json");
  switch (filter) {
    case FileFilter::kModulesAndTraces:
      return py || json;
    case FileFilter::kModules:
      return py;
    case FileFilter::kTraces:
      return json;
  }
  return false;
}

bool IsTracePath(const std::string& path) { return EndsWith(path, ".json"); }

std::string NormalizeDir(const std::string& dir) {
  std::error_code ec;
  fs::path p = dir.empty() ? fs::current_path(ec) : fs::path(dir);
  if (p.is_relative()) p = fs::current_path(ec) / p;
  std::string s = p.lexically_normal().string();
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s.empty() ? "/" : s;
}

std::string ParentDir(const std::string& dir) {
  std::string d = NormalizeDir(dir);
  size_t slash = d.find_last_of('/');
  if (slash == std::string::npos || slash == 0) return "/";
  return d.substr(0, slash);
}

std::string JoinPath(const std::string& dir, const std::string& name) {
  if (dir.empty()) return name;
  return dir.back() == '/' ? dir + name : dir + "/" + name;
}

DirListing ListDirectory(const std::string& dir, FileFilter filter) {
  DirListing out;
  out.dir = NormalizeDir(dir);
  std::error_code ec;
  fs::directory_iterator it(out.dir, ec), end;
  if (ec) {
    out.error = "cannot list '" + out.dir + "': " + ec.message();
    return out;
  }
  std::vector<DirEntry> dirs, files;
  for (; it != end; it.increment(ec)) {
    if (ec) break;
    const std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::error_code stat_ec;
    // is_directory/is_regular_file follow symlinks; a dangling link is neither.
    if (it->is_directory(stat_ec)) {
      dirs.push_back({name, true, 0});
    } else if (it->is_regular_file(stat_ec) && PassesFilter(name, filter)) {
      std::uintmax_t size = it->file_size(stat_ec);
      files.push_back({name, false, stat_ec ? 0 : size});
    }
  }
  if (ec) out.error = "error listing '" + out.dir + "': " + ec.message();
  auto by_name = [](const DirEntry& a, const DirEntry& b) { return a.name < b.name; };
  std::sort(dirs.begin(), dirs.end(), by_name);
  std::sort(files.begin(), files.end(), by_name);
  out.entries = std::move(dirs);
  out.entries.insert(out.entries.end(), files.begin(), files.end());
  return out;
}

namespace {

void SelectName(FileBrowserState* state, const std::string& name) {
  state->selected = state->listing.entries.empty() ? -1 : 0;
  state->scroll_to_selection = true;
  for (size_t i = 0; i < state->listing.entries.size(); ++i) {
    if (state->listing.entries[i].name == name) state->selected = static_cast<int>(i);
  }
}

}  // namespace

void Refresh(FileBrowserState* state) {
  if (!state->stale) return;
  std::string keep;
  if (state->selected >= 0 && state->selected < static_cast<int>(state->listing.entries.size())) {
    keep = state->listing.entries[state->selected].name;
  }
  state->listing = ListDirectory(state->dir, state->filter);
  state->dir = state->listing.dir;
  state->stale = false;
  SelectName(state, keep);
}

void BrowseTo(FileBrowserState* state, const std::string& dir) {
  state->dir = NormalizeDir(dir);
  state->stale = true;
  state->selected = -1;
  Refresh(state);
}

void OpenBrowser(FileBrowserState* state, const std::string& dir) {
  state->open = true;
  state->focus = true;
  BrowseTo(state, dir.empty() ? state->dir : dir);
}

void BrowseUp(FileBrowserState* state) {
  const std::string from = NormalizeDir(state->dir);
  const std::string parent = ParentDir(from);
  BrowseTo(state, parent);
  if (parent != from) SelectName(state, from.substr(from.find_last_of('/') + 1));
}

void SetFilter(FileBrowserState* state, FileFilter filter) {
  if (state->filter == filter) return;
  state->filter = filter;
  state->stale = true;
  Refresh(state);
}

void MoveSelection(FileBrowserState* state, int delta) {
  const int n = static_cast<int>(state->listing.entries.size());
  if (n == 0) {
    state->selected = -1;
    return;
  }
  state->selected = std::max(0, std::min(n - 1, (state->selected < 0 ? 0 : state->selected) + delta));
  state->scroll_to_selection = true;
}

bool ActivateSelection(FileBrowserState* state) {
  const int n = static_cast<int>(state->listing.entries.size());
  if (state->selected < 0 || state->selected >= n) return false;
  const DirEntry e = state->listing.entries[state->selected];
  const std::string path = JoinPath(state->listing.dir, e.name);
  if (e.is_dir) {
    BrowseTo(state, path);
    return false;
  }
  state->chosen = path;
  state->open = false;
  return true;
}

std::string TakeChosen(FileBrowserState* state) {
  std::string c = std::move(state->chosen);
  state->chosen.clear();
  return c;
}

}  // namespace view
}  // namespace inspector
}  // namespace rlx
