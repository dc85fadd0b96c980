// Command line of rlx-inspect.
#ifndef RLX_INSPECTOR_APP_OPTIONS_H_
#define RLX_INSPECTOR_APP_OPTIONS_H_

#include <string>
#include <vector>

namespace rlx {
namespace inspector {
namespace app {

struct AppOptions {
  std::string file;  // TVMScript module or `rlx opt --trace` JSON; "" = built-in model
  std::string target;
  std::string pipeline;
  std::string passes;
  std::string screenshot;   // render one frame to this PNG and exit
  std::string select_pass;  // pass selected at start
  std::string view;         // timeline | diff | graph | decisions
  std::string report;       // write an HTML report and exit
  std::string save_trace;   // write the trace as JSON (`rlx opt --trace` format) and exit
  // Frames rendered before the screenshot; frame times are printed, so a
  // large count makes this a frame-time benchmark.
  int frames = 4;
  int width = 0, height = 0;  // 0: from settings (interactive) or 1280x800
  bool help = false;
};

extern const char kUsage[];

// Where the user ran the command: $BUILD_WORKING_DIRECTORY under `bazel
// run`, else the current directory. Relative paths on the command line and
// the GUI's default save and browse locations are taken from here.
std::string WorkingDirectory();

// Accepts `--name=value` and `--name value`. Relative output paths are
// resolved against $BUILD_WORKING_DIRECTORY (set by `bazel run`) so they
// land where the user ran the command. Throws DiagnosticError for unknown
// flags, a second FILE, bad values or --pipeline together with --passes.
AppOptions ParseOptions(const std::vector<std::string>& args);

}  // namespace app
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_APP_OPTIONS_H_
