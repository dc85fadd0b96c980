// The fuzzers' seeds and the crash inputs they found, replayed through the
// fuzz entry points in the plain (gcc) build: every seed must be accepted,
// and every regression input must be rejected with the user error recorded
// next to it in <name>.expect (so reverting a fix fails here: the input
// crashes again, or gives a different message).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {
namespace {

namespace fs = std::filesystem;

using Entry = std::string (*)(const std::string&);

const std::map<std::string, Entry>& Entries() {
  static const std::map<std::string, Entry> entries = {
      {"script", FuzzScript},         {"target", FuzzTarget}, {"npy", FuzzNpy},
      {"executable", FuzzExecutable}, {"trace", FuzzTrace},
  };
  return entries;
}

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << path;
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Regular files of a directory (following the runfiles symlinks), sorted.
std::vector<fs::path> FilesIn(const fs::path& dir) {
  std::vector<fs::path> files;
  if (!fs::is_directory(dir)) return files;
  for (const fs::directory_entry& e : fs::directory_iterator(dir)) {
    if (fs::is_regular_file(e.path())) files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string Trim(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

TEST(FuzzSeeds, EverySeedIsAccepted) {
  for (const auto& [name, entry] : Entries()) {
    std::vector<fs::path> seeds = FilesIn(fs::path("testdata/fuzz") / name);
    EXPECT_GE(seeds.size(), 3u) << "seed corpus testdata/fuzz/" << name << " is missing or tiny";
    for (const fs::path& seed : seeds) {
      EXPECT_EQ(entry(ReadFile(seed)), "") << seed;
    }
  }
}

TEST(FuzzRegressions, EachGivesItsRecordedUserError) {
  int inputs = 0;
  for (const auto& [name, entry] : Entries()) {
    for (const fs::path& file : FilesIn(fs::path("testdata/fuzz/regressions") / name)) {
      if (file.extension() == ".expect") continue;
      ++inputs;
      fs::path expect_file = file;
      expect_file += ".expect";
      ASSERT_TRUE(fs::exists(expect_file)) << file << " has no " << expect_file.filename();
      const std::string expected = Trim(ReadFile(expect_file));
      ASSERT_FALSE(expected.empty()) << expect_file;
      // Aborts (failing the test) where the fix is missing.
      const std::string err = entry(ReadFile(file));
      EXPECT_NE(err.find(expected), std::string::npos) << file << ": expected a user error containing\n  " << expected
                                                       << "\ngot\n  " << (err.empty() ? "(accepted)" : err);
    }
  }
  // Keeps the check honest: the directory is found and holds the inputs.
  EXPECT_GT(inputs, 0) << "no regression inputs under testdata/fuzz/regressions";
}

}  // namespace
}  // namespace fuzz
}  // namespace rlx
