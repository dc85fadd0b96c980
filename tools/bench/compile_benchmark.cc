// Compile speed of a generated MLP (batch 8, width 256, per layer
// matmul + add + relu, weights as parameters: the module of
// perf-anchors.md Appendix C, where TVM's tvm.compile takes 136 ms for 32
// layers), through driver::Build. The baseline, measured in the same run, is
// parsing and printing the same module text: the cost of merely reading and
// writing the IR once.
//
//   bazel run -c opt //tools/bench:compile_benchmark -- [layers=32] [reps=7]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "compiler/driver/build.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/vm/vm.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"
#include "tools/bench/bench_util.h"

namespace rlx {
namespace bench {
namespace {

std::string MlpText(int layers) {
  const std::string act = "R.Tensor((8, 256), dtype=\"float32\")";
  std::string s = "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: " + act;
  for (int i = 0; i < layers; ++i) {
    s += ", w" + std::to_string(i) + ": R.Tensor((256, 256), dtype=\"float32\"), b" + std::to_string(i) +
         ": R.Tensor((256,), dtype=\"float32\")";
  }
  s += ") -> " + act + ":\n        with R.dataflow():\n";
  std::string h = "x";
  for (int i = 0; i < layers; ++i) {
    std::string l = std::to_string(i);
    s += "            mm" + l + ": " + act + " = R.matmul(" + h + ", w" + l + ", out_dtype=\"void\")\n";
    s += "            ad" + l + ": " + act + " = R.add(mm" + l + ", b" + l + ")\n";
    h = i + 1 == layers ? "gv" : "h" + l;
    s += "            " + h + ": " + act + " = R.nn.relu(ad" + l + ")\n";
  }
  s += "            R.output(gv)\n        return gv\n";
  return s;
}

int Main(int argc, char** argv) {
  int layers = argc > 1 ? std::atoi(argv[1]) : 32;
  int reps = argc > 2 ? std::atoi(argv[2]) : 7;
  if (layers < 1 || reps < 1) {
    std::fprintf(stderr, "usage: compile_benchmark [layers>=1] [reps>=1]\n");
    return 2;
  }
  const std::string text = MlpText(layers);
  const Target target = Target::Parse("llvm");
  const int bindings = 3 * layers;
  std::vector<double> parse_print, build, load, run;
  size_t printed_chars = 0;
  try {
    IRModule mod = script::ParseModuleText(text, "mlp.py");
    // Each repetition also runs the compiled module (after a warm-up run), so
    // a Build that produces nothing runnable cannot report a time.
    for (int r = 0; r < reps; ++r) {
      parse_print.push_back(Seconds([&] {
        IRModule m = script::ParseModuleText(text, "mlp.py");
        printed_chars = script::PrintModule(m).size();
      }));
      runtime::vm::Executable exec;
      build.push_back(Seconds([&] { exec = targets::Build(mod, target); }));
      std::vector<NDArray> args;
      args.push_back(NDArray::Zeros({8, 256}, DataType::Float(32)));
      for (int i = 0; i < layers; ++i) {
        args.push_back(NDArray::Zeros({256, 256}, DataType::Float(32)));
        args.push_back(NDArray::Zeros({256}, DataType::Float(32)));
      }
      // LoadVM compiles the executable's kernels with LLVM (executable.h):
      // the rest of what TVM's tvm.compile does.
      std::unique_ptr<runtime::vm::VirtualMachine> vm;
      load.push_back(Seconds([&] { vm = std::make_unique<runtime::vm::VirtualMachine>(targets::LoadVM(exec)); }));
      auto vm_args = driver::VMArgsFromArrays(vm->executable(), "main", args);
      vm->Invoke("main", vm_args);
      run.push_back(Seconds([&] { vm->Invoke("main", vm_args); }));
    }
  } catch (const DiagnosticError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  std::printf("MLP: %d layers, %d bindings in main, batch 8, width 256 float32; %zu chars of text, %zu printed\n",
              layers, bindings, text.size(), printed_chars);
  std::printf("median (min) of %d repetitions:\n", reps);
  auto row = [&](const char* what, const std::vector<double>& v, bool per_binding) {
    double med = Median(v), mn = *std::min_element(v.begin(), v.end());
    std::printf("  %-44s %10.3f ms (%8.3f)  %s", what, med * 1e3, mn * 1e3, per_binding ? "" : "\n");
    if (per_binding) std::printf("%10.0f bindings/s\n", bindings / med);
  };
  row("baseline: parse + print the module text", parse_print, true);
  row("driver::Build (legalize + VM codegen)", build, true);
  row("driver::LoadVM (LLVM O3 compile of kernels)", load, true);
  row("one run of main on the VM", run, false);
  std::printf("  Build / (parse+print) = %.2fx;  (Build + LoadVM) = %.4f s vs TVM tvm.compile 0.136 s (32 layers)\n",
              Median(build) / Median(parse_print), Median(build) + Median(load));
  return 0;
}

}  // namespace
}  // namespace bench
}  // namespace rlx

int main(int argc, char** argv) { return rlx::bench::Main(argc, argv); }
