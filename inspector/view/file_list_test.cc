// The "Open file" panel's model on a real directory tree: order, filters,
// hidden files, navigation and picking, and unreadable directories.
#include "inspector/view/file_list.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace rlx {
namespace inspector {
namespace view {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> Names(const DirListing& l) {
  std::vector<std::string> out;
  for (const DirEntry& e : l.entries) out.push_back(e.is_dir ? e.name + "/" : e.name);
  return out;
}

class FileListTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* tmp = std::getenv("TEST_TMPDIR");
    root_ = NormalizeDir(std::string(tmp && *tmp ? tmp : "/tmp") + "/file_list_test");
    fs::remove_all(root_);
    fs::create_directories(root_ + "/models/deep");
    fs::create_directories(root_ + "/a_dir");
    fs::create_directories(root_ + "/.git");
    // Written in an order unlike the expected one; byte order puts
    // upper case before lower case.
    for (const char* f :
         {"zeta.py", "Alpha.py", "trace.json", "b.py", "notes.txt", ".hidden.py", "x.pyc", "models/m.py"}) {
      std::ofstream(root_ + "/" + f) << "abc";
    }
  }
  std::string root_;
};

TEST_F(FileListTest, DirectoriesFirstThenFilteredFilesSortedByName) {
  DirListing l = ListDirectory(root_, FileFilter::kModulesAndTraces);
  EXPECT_TRUE(l.error.empty()) << l.error;
  EXPECT_EQ(l.dir, root_);
  EXPECT_EQ(Names(l), (std::vector<std::string>{"a_dir/", "models/", "Alpha.py", "b.py", "trace.json", "zeta.py"}));
  EXPECT_EQ(l.entries[2].size, 3u);
  EXPECT_EQ(Names(ListDirectory(root_, FileFilter::kModules)),
            (std::vector<std::string>{"a_dir/", "models/", "Alpha.py", "b.py", "zeta.py"}));
  EXPECT_EQ(Names(ListDirectory(root_, FileFilter::kTraces)),
            (std::vector<std::string>{"a_dir/", "models/", "trace.json"}));
  // The same listing every time.
  EXPECT_EQ(Names(ListDirectory(root_ + "/", FileFilter::kModulesAndTraces)), Names(l));
}

TEST_F(FileListTest, PathHelpers) {
  EXPECT_EQ(NormalizeDir(root_ + "/models/../a_dir/"), root_ + "/a_dir");
  EXPECT_EQ(ParentDir(root_ + "/models"), root_);
  EXPECT_EQ(ParentDir("/"), "/");
  EXPECT_EQ(ParentDir("/usr"), "/");
  EXPECT_EQ(JoinPath("/", "x.py"), "/x.py");
  EXPECT_EQ(JoinPath("/a", "x.py"), "/a/x.py");
  EXPECT_TRUE(IsTracePath("/a/t.json"));
  EXPECT_FALSE(IsTracePath("/a/t.py"));
  EXPECT_FALSE(PassesFilter("m.pyc", FileFilter::kModulesAndTraces));
}

TEST_F(FileListTest, NavigateAndPick) {
  FileBrowserState s;
  OpenBrowser(&s, root_);
  EXPECT_TRUE(s.open);
  EXPECT_EQ(s.selected, 0);
  MoveSelection(&s, 1);  // models/
  EXPECT_FALSE(ActivateSelection(&s));
  EXPECT_EQ(s.dir, root_ + "/models");
  EXPECT_EQ(Names(s.listing), (std::vector<std::string>{"deep/", "m.py"}));
  EXPECT_EQ(s.selected, 0);
  BrowseUp(&s);
  EXPECT_EQ(s.dir, root_);
  EXPECT_EQ(s.listing.entries[s.selected].name, "models");  // where we came from
  MoveSelection(&s, 100);
  EXPECT_EQ(s.listing.entries[s.selected].name, "zeta.py");
  MoveSelection(&s, -2);
  EXPECT_EQ(s.listing.entries[s.selected].name, "b.py");
  // A filter change keeps the selected name when it is still listed.
  SetFilter(&s, FileFilter::kModules);
  EXPECT_EQ(s.listing.entries[s.selected].name, "b.py");
  EXPECT_TRUE(ActivateSelection(&s));
  EXPECT_FALSE(s.open);
  EXPECT_EQ(TakeChosen(&s), root_ + "/b.py");
  EXPECT_EQ(TakeChosen(&s), "");
  // Up from the root stays at the root.
  BrowseTo(&s, "/");
  BrowseUp(&s);
  EXPECT_EQ(s.dir, "/");
}

TEST_F(FileListTest, UnreadableDirectoryIsAnErrorNotAnException) {
  DirListing l = ListDirectory(root_ + "/no_such_dir", FileFilter::kModulesAndTraces);
  EXPECT_TRUE(l.entries.empty());
  EXPECT_NE(l.error.find("cannot list '" + root_ + "/no_such_dir'"), std::string::npos) << l.error;
  FileBrowserState s;
  BrowseTo(&s, root_ + "/zeta.py");  // a file, not a directory
  EXPECT_FALSE(s.listing.error.empty());
  EXPECT_EQ(s.selected, -1);
  EXPECT_FALSE(ActivateSelection(&s));
  MoveSelection(&s, 1);
  EXPECT_EQ(s.selected, -1);
}

}  // namespace
}  // namespace view
}  // namespace inspector
}  // namespace rlx
