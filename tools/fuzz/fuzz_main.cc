// One fuzz binary per entry point: RLX_FUZZ_ENTRY (a -D from tools/fuzz/BUILD)
// names the fuzz_targets.h function it drives. Under --config=fuzz libFuzzer
// supplies main(); in the plain gcc build RLX_FUZZ_REPLAY_MAIN adds a main
// that runs the files given on the command line once each (reproducing a
// crash file without clang), printing whether each was accepted.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "tools/fuzz/fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rlx::fuzz::RLX_FUZZ_ENTRY(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}

#ifdef RLX_FUZZ_REPLAY_MAIN
int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE...  (runs each input once)\n", argv[0]);
    return 2;
  }
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "%s: cannot open\n", argv[i]);
      return 2;
    }
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::string err = rlx::fuzz::RLX_FUZZ_ENTRY(bytes);
    std::string first_line = err.substr(0, err.find('\n'));
    std::printf("%s: %s\n", argv[i], err.empty() ? "accepted" : ("user error: " + first_line).c_str());
  }
  return 0;
}
#endif
