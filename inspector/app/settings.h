// Settings kept between interactive runs: window size, the open view, the
// timeline's changed-only filter, the file browser's directory and the
// path the trace was last saved to, as `key=value` lines in
// $XDG_CONFIG_HOME/rlx-inspect/settings.ini (~/.config/... by default).
// Headless modes neither read nor write them, so screenshots and reports
// are the same on every machine.
#ifndef RLX_INSPECTOR_APP_SETTINGS_H_
#define RLX_INSPECTOR_APP_SETTINGS_H_

#include <string>

namespace rlx {
namespace inspector {
namespace app {

struct Settings {
  int width = 1280, height = 800;
  std::string view = "diff";
  bool only_changed = false;
  std::string open_dir;   // absolute; "" = the working directory
  std::string save_path;  // absolute; "" = <working directory>/rlx-trace.json
};

// "" when neither XDG_CONFIG_HOME nor HOME is set.
std::string DefaultSettingsPath();

// Unknown keys and malformed lines are ignored (a settings file from a newer
// or older version must not stop the app); a missing file gives defaults.
Settings ParseSettings(const std::string& text);
std::string FormatSettings(const Settings& s);

Settings LoadSettings(const std::string& path);
// Creates the directory if needed; returns false if the file cannot be written.
bool SaveSettings(const Settings& s, const std::string& path);

}  // namespace app
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_APP_SETTINGS_H_
