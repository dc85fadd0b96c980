// Benchmark (not a test): parse, check and print a generated module with a
// large number of bindings, and compare each phase with merely reading the
// file. Run with
//   bazel run -c opt //compiler/script:script_benchmark -- [num_bindings]
// Prints bindings per second per phase, each phase's time as a multiple of
// the file-read time measured in the same run, and peak resident memory.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "compiler/analysis/well_formed.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"

namespace {

std::string GenerateModule(int n) {
  std::ostringstream os;
  os << "# from tvm.script import ir as I\n# from tvm.script import tir as T\n# from tvm.script import relax as R\n\n"
     << "@I.ir_module\nclass Module:\n    @R.function\n"
     << "    def main(x: R.Tensor((\"n\", 64), dtype=\"float32\"), w: R.Tensor((64, 64), dtype=\"float32\")) -> "
        "R.Tensor((\"n\", 64), dtype=\"float32\"):\n"
     << "        n = T.int64()\n        with R.dataflow():\n";
  std::string prev = "x";
  static const char* kOps[] = {"R.add({p}, {p})", "R.nn.relu({p})", "R.matmul({p}, w, out_dtype=\"void\")",
                               "R.multiply({p}, x)", "R.exp({p})"};
  for (int i = 0; i < n; ++i) {
    std::string op = kOps[i % 5];
    for (size_t pos; (pos = op.find("{p}")) != std::string::npos;) op.replace(pos, 3, prev);
    std::string name = i + 1 == n ? "gv" : "lv" + std::to_string(i);
    os << "            " << name << ": R.Tensor((n, 64), dtype=\"float32\") = " << op << "\n";
    prev = name;
  }
  os << "            R.output(gv)\n        return gv\n";
  return os.str();
}

double Seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

long PeakRssMiB() {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024;
}

}  // namespace

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 100000;
  std::string path = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/rlx_bench_module.py";
  {
    std::ofstream out(path);
    out << GenerateModule(n);
  }
  using Clock = std::chrono::steady_clock;
  auto t0 = Clock::now();
  std::string text;
  {
    std::ifstream in(path, std::ios::binary);
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  auto t1 = Clock::now();
  rlx::IRModule mod = rlx::script::ParseModuleText(text, path);
  auto t2 = Clock::now();
  rlx::relax::CheckWellFormed(mod);
  auto t3 = Clock::now();
  std::string printed = rlx::script::PrintModule(mod);
  auto t4 = Clock::now();
  double read = Seconds(t0, t1), parse = Seconds(t1, t2), check = Seconds(t2, t3), print = Seconds(t3, t4);
  std::printf("module: %d bindings, %.1f MiB of text\n", n, text.size() / 1048576.0);
  std::printf("%-8s %10s %16s %14s\n", "phase", "seconds", "bindings/s", "x read time");
  auto row = [&](const char* name, double s) { std::printf("%-8s %10.4f %16.0f %14.1f\n", name, s, n / s, s / read); };
  row("read", read);
  row("parse", parse);
  row("check", check);
  row("print", print);
  std::printf("peak RSS: %ld MiB\n", PeakRssMiB());
  std::remove(path.c_str());
  return printed.size() > text.size() / 2 ? 0 : 1;
}
