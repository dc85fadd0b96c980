#include "inspector/app/options.h"

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace inspector {
namespace app {

const char kUsage[] =
    "usage: rlx-inspect [FILE] [--target=T] [--pipeline=NAME | --passes=LIST]\n"
    "                   [--screenshot=OUT.png] [--select-pass=NAME]\n"
    "                   [--view=timeline|diff|graph|decisions] [--report=OUT.html] [--size=WxH]\n"
    "                   [--save-trace=OUT.json]\n"
    "FILE is a TVMScript module (.py) or a trace from `rlx opt --trace` (.json).\n"
    "Without FILE the built-in LLM sampling head is opened.\n"
    "--report and --save-trace write their file and exit (unless --screenshot is given too).\n"
    "In the window: up/down step through passes, Ctrl+O opens a file, Ctrl+S saves the trace.\n";

std::string WorkingDirectory() {
  const char* wd = std::getenv("BUILD_WORKING_DIRECTORY");
  if (wd && *wd) return wd;
  std::error_code ec;
  std::string cwd = std::filesystem::current_path(ec).string();
  return ec ? "." : cwd;
}

namespace {

std::string Resolve(const std::string& path) {
  if (path.empty() || path[0] == '/') return path;
  const char* wd = std::getenv("BUILD_WORKING_DIRECTORY");
  return wd && *wd ? std::string(wd) + "/" + path : path;
}

int ParseInt(const std::string& flag, const std::string& s, long lo = 64, long hi = 16384) {
  char* end = nullptr;
  long v = std::strtol(s.c_str(), &end, 10);
  if (s.empty() || *end != '\0' || v < lo || v > hi) {
    ThrowError("--" + flag + ": expected a number between " + std::to_string(lo) + " and " + std::to_string(hi) +
               ", got '" + s + "'");
  }
  return static_cast<int>(v);
}

}  // namespace

AppOptions ParseOptions(const std::vector<std::string>& args) {
  AppOptions o;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "-h" || a == "--help") {
      o.help = true;
      continue;
    }
    if (a.rfind("--", 0) != 0) {
      if (!o.file.empty()) ThrowError("more than one input file: '" + o.file + "' and '" + a + "'");
      o.file = Resolve(a);
      continue;
    }
    std::string name = a.substr(2), value;
    size_t eq = name.find('=');
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    static const char* const kKnown[] = {"target", "pipeline", "passes", "screenshot", "select-pass",
                                         "report", "view",     "size",   "frames",     "save-trace"};
    bool known = false;
    for (const char* k : kKnown) known |= name == k;
    if (!known) ThrowError("unknown option '" + a + "'\n" + kUsage);
    if (eq == std::string::npos) {
      if (i + 1 >= args.size()) ThrowError("option --" + name + " needs a value");
      value = args[++i];
    }
    if (name == "target")
      o.target = value;
    else if (name == "pipeline")
      o.pipeline = value;
    else if (name == "passes")
      o.passes = value;
    else if (name == "screenshot")
      o.screenshot = Resolve(value);
    else if (name == "select-pass")
      o.select_pass = value;
    else if (name == "report")
      o.report = Resolve(value);
    else if (name == "save-trace")
      o.save_trace = Resolve(value);
    else if (name == "view") {
      if (value != "timeline" && value != "diff" && value != "graph" && value != "decisions") {
        ThrowError("--view: expected timeline, diff, graph or decisions, got '" + value + "'");
      }
      o.view = value;
    } else if (name == "frames") {
      o.frames = ParseInt(name, value, 1, 100000);
    } else if (name == "size") {
      size_t x = value.find('x');
      if (x == std::string::npos) ThrowError("--size: expected WxH, got '" + value + "'");
      o.width = ParseInt(name, value.substr(0, x));
      o.height = ParseInt(name, value.substr(x + 1));
    } else {
      ThrowError("unknown option '" + a + "'\n" + kUsage);
    }
  }
  if (!o.pipeline.empty() && !o.passes.empty()) ThrowError("give either --pipeline or --passes, not both");
  return o;
}

}  // namespace app
}  // namespace inspector
}  // namespace rlx
