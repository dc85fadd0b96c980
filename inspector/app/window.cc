#include "inspector/app/window.h"

#include <GLFW/glfw3.h>  // also <GL/gl.h>: glReadPixels, glClear
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb/stb_image_write.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace rlx {
namespace inspector {
namespace app {
namespace {

bool WritePng(const std::string& path, int w, int h) {
  std::vector<unsigned char> px(static_cast<size_t>(w) * h * 4);
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  // The alpha channel is whatever the clear left; screenshots are opaque.
  for (size_t i = 3; i < px.size(); i += 4) px[i] = 255;
  stbi_flip_vertically_on_write(1);  // GL rows start at the bottom
  return stbi_write_png(path.c_str(), w, h, 4, px.data(), w * 4) != 0;
}

}  // namespace

int RunWindow(WindowOptions* out, const std::function<void()>& draw_frame) {
  const WindowOptions& options = *out;
  glfwSetErrorCallback([](int e, const char* d) { std::fprintf(stderr, "rlx-inspect: GLFW error %d: %s\n", e, d); });
  if (!glfwInit()) {
    std::fprintf(stderr, "rlx-inspect: cannot start GLFW (no display? try xvfb-run -a)\n");
    return 2;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GL_TRUE);
  GLFWwindow* win = glfwCreateWindow(options.width, options.height, options.title.c_str(), nullptr, nullptr);
  if (!win) {
    std::fprintf(stderr, "rlx-inspect: cannot create an OpenGL 3.3 window\n");
    glfwTerminate();
    return 2;
  }
  glfwMakeContextCurrent(win);
  glfwSwapInterval(options.screenshot.empty() ? 1 : 0);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // layout is computed, settings live elsewhere
  ImGui::StyleColorsDark();
  ImGui_ImplGlfw_InitForOpenGL(win, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int rc = 0;
  // Frame times in screenshot mode, without the first two frames (which
  // build caches: diffs, graph layout, font texture upload).
  double total_ms = 0, max_ms = 0;
  int timed = 0;
  for (int frame = 0; !glfwWindowShouldClose(win); ++frame) {
    const auto t0 = std::chrono::steady_clock::now();
    if (options.screenshot.empty()) {
      // Idle without spinning a core; input wakes the loop at once.
      glfwWaitEventsTimeout(0.25);
    } else {
      glfwPollEvents();
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    draw_frame();
    ImGui::Render();
    int fw, fh;
    glfwGetFramebufferSize(win, &fw, &fh);
    glViewport(0, 0, fw, fh);
    glClearColor(0.08f, 0.09f, 0.11f, 1.f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (!options.screenshot.empty() && frame + 1 >= options.screenshot_frames) {
      if (timed > 0) {
        std::printf("frame time: avg %.2f ms, max %.2f ms over %d frames\n", total_ms / timed, max_ms, timed);
      }
      if (WritePng(options.screenshot, fw, fh)) {
        std::printf("wrote %s (%dx%d)\n", options.screenshot.c_str(), fw, fh);
      } else {
        std::fprintf(stderr, "rlx-inspect: cannot write '%s'\n", options.screenshot.c_str());
        rc = 3;
      }
      break;
    }
    glfwSwapBuffers(win);
    glFinish();  // count the GPU (llvmpipe) work in the frame time
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (frame >= 2) {
      total_ms += ms;
      max_ms = std::max(max_ms, ms);
      ++timed;
    }
  }

  glfwGetWindowSize(win, &out->width, &out->height);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(win);
  glfwTerminate();
  return rc;
}

}  // namespace app
}  // namespace inspector
}  // namespace rlx
