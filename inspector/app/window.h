// The GLFW + OpenGL 3.3 platform layer: opens the window, runs ImGui's GLFW
// and OpenGL3 backends around view::DrawInspector, and in screenshot mode
// renders a few frames, reads the last back buffer with glReadPixels and
// writes it as a PNG. It knows nothing of traces: the app passes a callback.
#ifndef RLX_INSPECTOR_APP_WINDOW_H_
#define RLX_INSPECTOR_APP_WINDOW_H_

#include <functional>
#include <string>

namespace rlx {
namespace inspector {
namespace app {

struct WindowOptions {
  std::string title;
  int width = 1280, height = 800;
  // Non-empty: render `screenshot_frames` frames, write the last one here
  // and return (tables and tabs settle over the first frames).
  std::string screenshot;
  int screenshot_frames = 4;
};

// Returns the process exit status: 0, or non-zero with a message on stderr
// when GLFW/OpenGL cannot start or the PNG cannot be written.
// `draw_frame` draws the UI between ImGui::NewFrame and ImGui::Render. On
// return options->width/height hold the window's last size (for settings).
int RunWindow(WindowOptions* options, const std::function<void()>& draw_frame);

}  // namespace app
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_APP_WINDOW_H_
