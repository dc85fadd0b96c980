// Compile time per target: `rlx build -o DIR/` (driver::Build, the target's
// default pipeline and VM codegen, then EmitDeviceArtifacts, the device
// code) of a generated decoder-sized module and of every testdata model, for
// llvm and each GPU target. Each target is built in its own child process so
// that its peak memory (ru_maxrss from wait4) is its own. The baseline,
// measured in the same run, is parsing and printing the same module text.
//
// The generated module is a Llama-style decoder of L layers (hidden 1024,
// 16 heads, symbolic sequence length n): rms_norm, q/k/v projections,
// reshape + attention, output projection and residual, rms_norm, SiLU-gated
// MLP and residual: 17 bindings per layer.
//
//   bazel run -c opt //tools/bench:target_compile_benchmark -- [layers=32] [reps=3] [models_dir]
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/contrib/default_patterns.h"
#include "compiler/driver/build.h"
#include "compiler/driver/device_artifacts.h"
#include "compiler/ir/target.h"
#include "compiler/pass/pass.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"
#include "tools/bench/bench_util.h"

namespace rlx {
namespace bench {
namespace {

std::string DecoderText(int layers) {
  const std::string act = "R.Tensor((1, n, 1024), dtype=\"float32\")";
  const std::string heads = "R.Tensor((1, n, 16, 64), dtype=\"float32\")";
  const std::string w = "R.Tensor((1024, 1024), dtype=\"float32\")";
  std::string s =
      "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((1, \"n\", 1024), dtype=\"float32\")";
  for (int i = 0; i < layers; ++i) {
    const std::string l = std::to_string(i);
    for (const char* p : {"wq", "wk", "wv", "wo"}) s += ", " + std::string(p) + l + ": " + w;
    s += ", wg" + l + ": R.Tensor((1024, 2816), dtype=\"float32\"), wu" + l +
         ": R.Tensor((1024, 2816), dtype=\"float32\"), wd" + l + ": R.Tensor((2816, 1024), dtype=\"float32\")";
    s += ", g" + l + ": R.Tensor((1024,), dtype=\"float32\"), h" + l + ": R.Tensor((1024,), dtype=\"float32\")";
  }
  s += ") -> " + act + ":\n        n = T.int64()\n        with R.dataflow():\n";
  const std::string mlp = "R.Tensor((1, n, 2816), dtype=\"float32\")";
  std::string h = "x";
  auto bind = [&](const std::string& name, const std::string& type, const std::string& value) {
    s += "            " + name + ": " + type + " = " + value + "\n";
  };
  for (int i = 0; i < layers; ++i) {
    const std::string l = std::to_string(i);
    bind("a" + l, act, "R.nn.rms_norm(" + h + ", g" + l + ", axes=[-1])");
    for (const std::string p : {"q", "k", "v"}) {
      bind(p + l, act, "R.matmul(a" + l + ", w" + p + l + ")");
      bind(p + "r" + l, heads, "R.reshape(" + p + l + ", R.shape([1, n, 16, 64]))");
    }
    bind("t" + l, heads, "R.nn.attention(qr" + l + ", kr" + l + ", vr" + l + ", causal_mask=\"BottomRight\")");
    bind("o" + l, act, "R.reshape(t" + l + ", R.shape([1, n, 1024]))");
    bind("p" + l, act, "R.matmul(o" + l + ", wo" + l + ")");
    bind("r" + l, act, "R.add(" + h + ", p" + l + ")");
    bind("b" + l, act, "R.nn.rms_norm(r" + l + ", h" + l + ", axes=[-1])");
    bind("gg" + l, mlp, "R.matmul(b" + l + ", wg" + l + ")");
    bind("uu" + l, mlp, "R.matmul(b" + l + ", wu" + l + ")");
    bind("ss" + l, mlp, "R.nn.silu(gg" + l + ")");
    bind("mm" + l, mlp, "R.multiply(ss" + l + ", uu" + l + ")");
    bind("dd" + l, act, "R.matmul(mm" + l + ", wd" + l + ")");
    h = i + 1 == layers ? "gv" : "y" + l;
    bind(h, act, "R.add(r" + l + ", dd" + l + ")");
  }
  s += "            R.output(gv)\n        return gv\n";
  return s;
}

class PassCounter : public PassInstrument {
 public:
  std::string name() const override { return "PassCounter"; }
  void RunAfterPass(const IRModule&, const IRModule&, const PassInfo&) override { ++count; }
  int64_t count = 0;  // passes the instruments saw run
};

struct Result {
  double seconds = 0;  // median build + device code
  int64_t passes = 0;  // pass executions in one build
  int64_t artifact_bytes = 0;
  int64_t skipped = 0;  // texts the target rejects (e.g. GPU TIR on llvm)
  long max_rss_kib = 0;
  std::string error;
};

// One build of `text` for `target`: seconds, passes, artifact bytes.
Result BuildOnce(const std::string& text, const std::string& target_str) {
  Result r;
  IRModule mod = script::ParseModuleText(text, "bench.py");
  Target target = Target::Parse(target_str);
  PassContext ctx;
  backend::AttachDefaultPatterns(&ctx);
  auto counter = std::make_shared<PassCounter>();
  ctx.instruments.push_back(counter);
  r.seconds = Seconds([&] {
    runtime::vm::Executable exec = targets::Build(mod, target, ctx);
    for (const auto& a : targets::EmitDeviceArtifacts(exec)) r.artifact_bytes += a.contents.size();
  });
  r.passes = counter->count;
  return r;
}

// Builds every text `reps` times in a child process (median time per text,
// summed), reporting through a pipe; the parent adds the child's peak RSS.
// With `skip_rejected`, a text the target rejects with a diagnostic (a
// model written for another target) is counted instead of failing the run.
Result MeasureInChild(const std::vector<std::string>& texts, const std::string& target, int reps, bool skip_rejected) {
  int fds[2];
  Result r;
  if (pipe(fds) != 0) {
    r.error = "pipe failed";
    return r;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    std::ostringstream out;
    try {
      Result total;
      for (const std::string& text : texts) {
        std::vector<double> times;
        Result one;
        try {
          for (int i = 0; i < reps; ++i) {
            one = BuildOnce(text, target);
            times.push_back(one.seconds);
          }
        } catch (const DiagnosticError&) {
          if (!skip_rejected) throw;
          ++total.skipped;
          continue;
        }
        total.seconds += Median(times);
        total.passes += one.passes;
        total.artifact_bytes += one.artifact_bytes;
      }
      out << "ok " << total.seconds << " " << total.passes << " " << total.artifact_bytes << " " << total.skipped;
    } catch (const std::exception& e) {
      std::string msg = e.what();
      out << "error " << msg.substr(0, msg.find('\n'));
    }
    std::string s = out.str();
    (void)!write(fds[1], s.data(), s.size());
    _exit(0);
  }
  close(fds[1]);
  std::string reply;
  char buf[4096];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) reply.append(buf, n);
  close(fds[0]);
  int status = 0;
  struct rusage usage {};
  wait4(pid, &status, 0, &usage);
  r.max_rss_kib = usage.ru_maxrss;
  std::istringstream in(reply);
  std::string tag;
  in >> tag;
  if (tag == "ok") {
    in >> r.seconds >> r.passes >> r.artifact_bytes >> r.skipped;
  } else {
    std::getline(in, r.error);
    if (r.error.empty()) r.error = "child exited with status " + std::to_string(status);
  }
  return r;
}

std::vector<std::string> ModelTexts(const std::string& dir) {
  std::vector<std::string> paths;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    // vdevice.py pins tensors to cuda and builds for cuda only.
    if (e.path().extension() == ".py" && name != "vdevice.py") paths.push_back(e.path().string());
  }
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> texts;
  for (const std::string& p : paths) {
    std::ifstream f(p);
    std::stringstream ss;
    ss << f.rdbuf();
    texts.push_back(ss.str());
  }
  return texts;
}

int Main(int argc, char** argv) {
  int layers = argc > 1 ? std::atoi(argv[1]) : 32;
  int reps = argc > 2 ? std::atoi(argv[2]) : 3;
  std::string models_dir = argc > 3 ? argv[3] : "";
  if (models_dir.empty()) {
    const char* ws = std::getenv("BUILD_WORKSPACE_DIRECTORY");
    models_dir = std::string(ws ? ws : ".") + "/testdata/models";
  }
  if (layers < 1 || reps < 1) {
    std::fprintf(stderr, "usage: target_compile_benchmark [layers>=1] [reps>=1] [models_dir]\n");
    return 2;
  }
  const std::string decoder = DecoderText(layers);
  std::vector<double> baseline;
  try {
    for (int i = 0; i < reps; ++i) {
      baseline.push_back(Seconds([&] { script::PrintModule(script::ParseModuleText(decoder, "decoder.py")); }));
    }
  } catch (const DiagnosticError& e) {
    std::fprintf(stderr, "the generated decoder does not parse: %s\n", e.what());
    return 1;
  }
  const double base = Median(baseline);
  const std::vector<std::string> models = ModelTexts(models_dir);
  std::printf("decoder: %d layers, %d bindings; parse+print baseline %.1f ms; %zu testdata models from %s\n", layers,
              17 * layers, base * 1e3, models.size(), models_dir.c_str());
  std::printf("%-22s %10s %9s %8s %10s %10s %9s | %12s %9s\n", "target", "decoder ms", "x parse", "passes", "passes/s",
              "peak MiB", "code KiB", "testdata ms", "peak MiB");
  const char* targets[] = {"llvm",   "cuda",   "cuda -libs=thrust", "rocm", "metal", "vulkan",
                           "webgpu", "opencl", "qcom/adreno-opencl"};
  int failures = 0;
  for (const char* t : targets) {
    Result d = MeasureInChild({decoder}, t, reps, false);
    Result m = MeasureInChild(models, t, 1, true);
    if (!d.error.empty() || !m.error.empty()) {
      std::printf("%-22s error: %s\n", t, (d.error.empty() ? m.error : d.error).c_str());
      ++failures;
      continue;
    }
    std::printf("%-22s %10.1f %8.1fx %8lld %10.0f %10.1f %9.1f | %12.1f %9.1f", t, d.seconds * 1e3, d.seconds / base,
                static_cast<long long>(d.passes), d.passes / d.seconds, d.max_rss_kib / 1024.0,
                d.artifact_bytes / 1024.0, m.seconds * 1e3, m.max_rss_kib / 1024.0);
    if (m.skipped > 0) std::printf("  (%lld models rejected)", static_cast<long long>(m.skipped));
    std::printf("\n");
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace
}  // namespace bench
}  // namespace rlx

int main(int argc, char** argv) { return rlx::bench::Main(argc, argv); }
