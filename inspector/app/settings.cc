#include "inspector/app/settings.h"

#include <sys/stat.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>

namespace rlx {
namespace inspector {
namespace app {
namespace {

bool ParseSize(const std::string& v, int* out) {
  char* end = nullptr;
  long n = std::strtol(v.c_str(), &end, 10);
  if (v.empty() || *end != '\0' || n < 64 || n > 16384) return false;
  *out = static_cast<int>(n);
  return true;
}

}  // namespace

std::string DefaultSettingsPath() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  if (xdg && *xdg) return std::string(xdg) + "/rlx-inspect/settings.ini";
  const char* home = std::getenv("HOME");
  if (home && *home) return std::string(home) + "/.config/rlx-inspect/settings.ini";
  return "";
}

Settings ParseSettings(const std::string& text) {
  Settings s;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    size_t eq = line.find('=');
    if (eq == std::string::npos || line[0] == '#') continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "width")
      ParseSize(value, &s.width);
    else if (key == "height")
      ParseSize(value, &s.height);
    else if (key == "view" && (value == "diff" || value == "graph" || value == "decisions"))
      s.view = value;
    else if (key == "only_changed" && (value == "0" || value == "1"))
      s.only_changed = value == "1";
    // Paths must be absolute: a relative one would depend on where the app starts.
    else if (key == "open_dir" && !value.empty() && value[0] == '/')
      s.open_dir = value;
    else if (key == "save_path" && !value.empty() && value[0] == '/')
      s.save_path = value;
  }
  return s;
}

std::string FormatSettings(const Settings& s) {
  std::ostringstream out;
  out << "# rlx-inspect settings\nwidth=" << s.width << "\nheight=" << s.height << "\nview=" << s.view
      << "\nonly_changed=" << (s.only_changed ? 1 : 0) << "\n";
  // A path with a newline would break the line format; it is simply not kept.
  if (!s.open_dir.empty() && s.open_dir.find('\n') == std::string::npos) out << "open_dir=" << s.open_dir << "\n";
  if (!s.save_path.empty() && s.save_path.find('\n') == std::string::npos) out << "save_path=" << s.save_path << "\n";
  return out.str();
}

Settings LoadSettings(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (path.empty() || !in) return Settings();
  return ParseSettings(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
}

bool SaveSettings(const Settings& s, const std::string& path) {
  if (path.empty()) return false;
  // mkdir -p of the parent directories; existing ones are fine.
  for (size_t i = 1; i < path.size(); ++i) {
    if (path[i] == '/') ::mkdir(path.substr(0, i).c_str(), 0755);
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << FormatSettings(s);
  return static_cast<bool>(out);
}

}  // namespace app
}  // namespace inspector
}  // namespace rlx
