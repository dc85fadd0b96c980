// The dnnl offload against our own LLVM kernels on the same shapes, both
// built by driver::Build and run on the Relax VM with arguments bound once
// (so the VM's per-call cost is on both sides alike):
//
//   conv2d_relu   R.nn.conv2d (1, 64, 56, 56) x (64, 64, 3, 3), padding 1,
//                 then R.nn.relu  (TVM's test_codegen_dnnl shape)
//                 ours: LegalizeOps + FuseOps + LLVM; dnnl: partition_for_dnnl
//                 -> one oneDNN convolution with a relu post-op
//   matmul        R.matmul (256, 1024) x (1024, 1024)
//
// at 1 thread (our parallel loops through codegen::SetParallelThreads,
// oneDNN's OpenMP through omp_set_num_threads) and at all threads. Results
// are compared before anything is timed. Google Benchmark times each side;
// the summary after the table gives the throughput ratio dnnl / ours at
// equal threads (> 1: oneDNN is faster).
//
//   bazel run -c opt //tools/bench:dnnl_benchmark [--
//   --benchmark_repetitions=3]
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/contrib/dnnl/dnnl.h"
#include "compiler/contrib/dnnl/runtime/dnnl.h"
#include "compiler/driver/build.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/build.h"

extern "C" void omp_set_num_threads(int n);  // libgomp, which libdnnl uses

namespace rlx {
namespace bench {
namespace {

struct Case {
  std::string name;
  std::string module;
  double flop = 0;
};

std::vector<Case> Cases() {
  const char* head = "@I.ir_module\nclass Module:\n    @R.function\n";
  Case conv{"conv2d_relu",
            std::string(head) +
                "    def main(x: R.Tensor((1, 64, 56, 56), dtype=\"float32\"), "
                "w: R.Tensor((64, 64, 3, 3), "
                "dtype=\"float32\")) -> R.Tensor((1, 64, 56, 56), "
                "dtype=\"float32\"):\n"
                "        with R.dataflow():\n"
                "            lv: R.Tensor((1, 64, 56, 56), dtype=\"float32\") "
                "= R.nn.conv2d(x, w, strides=[1, 1], "
                "padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, "
                "data_layout=\"NCHW\", kernel_layout=\"OIHW\", "
                "out_layout=\"NCHW\", out_dtype=\"void\")\n"
                "            gv: R.Tensor((1, 64, 56, 56), dtype=\"float32\") "
                "= R.nn.relu(lv)\n"
                "            R.output(gv)\n        return gv\n",
            2.0 * 64 * 56 * 56 * 64 * 9};
  Case mm{"matmul",
          std::string(head) +
              "    def main(a: R.Tensor((256, 1024), dtype=\"float32\"), b: "
              "R.Tensor((1024, 1024), "
              "dtype=\"float32\")) -> R.Tensor((256, 1024), dtype=\"float32\"):\n"
              "        with R.dataflow():\n"
              "            gv: R.Tensor((256, 1024), dtype=\"float32\") = "
              "R.matmul(a, b, out_dtype=\"void\")\n"
              "            R.output(gv)\n        return gv\n",
          2.0 * 256 * 1024 * 1024};
  return {conv, mm};
}

// One side: an executable loaded in a VM with its arguments bound.
struct Side {
  std::unique_ptr<runtime::vm::VirtualMachine> vm;
  std::vector<runtime::vm::Value> args;
  NDArray Run() { return vm->Invoke("main", args).tensor; }
};

NDArray Random(const std::vector<int64_t>& shape, uint32_t seed) {
  NDArray a = NDArray::Empty(shape, DataType::Float(32));
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.data_as<float>()[i] = static_cast<float>(static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return a;
}

Side Load(const IRModule& mod, const std::vector<NDArray>& inputs) {
  Side s;
  s.vm = std::make_unique<runtime::vm::VirtualMachine>(targets::LoadVM(targets::Build(mod, Target::Parse("llvm"))));
  s.args = driver::VMArgsFromArrays(s.vm->executable(), "main", inputs);
  return s;
}

void SetThreads(int n) {
  codegen::SetParallelThreads(n);
  omp_set_num_threads(n);
}

// Real time per iteration (ms, the benchmarks' unit) by benchmark name; with
// repetitions, the last one.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      if (r.run_type == Run::RT_Iteration && !r.error_occurred)
        seconds_[r.run_name.function_name] = r.GetAdjustedRealTime();
    }
  }
  const std::map<std::string, double>& seconds() const { return seconds_; }

 private:
  std::map<std::string, double> seconds_;
};

}  // namespace
}  // namespace bench
}  // namespace rlx

int main(int argc, char** argv) {
  using namespace rlx;         // NOLINT
  using namespace rlx::bench;  // NOLINT
  benchmark::Initialize(&argc, argv);
  const int all = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<int> thread_counts = all > 1 ? std::vector<int>{1, all} : std::vector<int>{1};
  std::vector<Case> cases = Cases();
  // Kept alive for the registered lambdas.
  static std::vector<std::unique_ptr<Side>> sides;
  try {
    for (const Case& c : cases) {
      IRModule mod = script::ParseModuleText(c.module, c.name);
      auto f = mod->Lookup("main").as<relax::FunctionNode>();
      std::vector<NDArray> inputs;
      uint32_t seed = 1;
      for (const relax::Var& p : f->params) {
        std::vector<int64_t> shape;
        for (const PrimExpr& d : *p->struct_info().as<relax::TensorStructInfoNode>()->GetShapeValues()) {
          int64_t v = 0;
          AsConstInt(d, &v);
          shape.push_back(v);
        }
        inputs.push_back(Random(shape, seed++));
      }
      auto ours = std::make_unique<Side>(Load(mod, inputs));
      auto dnnl = std::make_unique<Side>(Load(backend::contrib::PartitionForDnnl(mod), inputs));
      // Check before timing: same result, and oneDNN really ran.
      int64_t graphs = runtime::contrib::GetDnnlStats().graphs_run;
      NDArray want = ours->Run(), got = dnnl->Run();
      if (runtime::contrib::GetDnnlStats().graphs_run != graphs + 1) {
        std::fprintf(stderr, "FAILED: %s did not run on oneDNN\n", c.name.c_str());
        return 1;
      }
      double err = 0, scale = 0;
      for (int64_t i = 0; i < want.NumElements(); ++i) {
        err = std::max(err, std::fabs(got.GetDouble(i) - want.GetDouble(i)));
        scale = std::max(scale, std::fabs(want.GetDouble(i)));
      }
      std::printf("check %-12s max |dnnl - ours| / max |ours| = %.3g\n", c.name.c_str(), err / scale);
      if (!(err <= 1e-4 * scale)) {
        std::fprintf(stderr, "FAILED: %s results differ; no timings reported\n", c.name.c_str());
        return 1;
      }
      for (int t : thread_counts) {
        for (Side* s : {ours.get(), dnnl.get()}) {
          std::string name = c.name + (s == ours.get() ? "/ours_llvm/" : "/dnnl/") + std::to_string(t) + "T";
          double flop = c.flop;
          benchmark::RegisterBenchmark(name.c_str(),
                                       [s, t, flop](benchmark::State& state) {
                                         SetThreads(t);
                                         for (auto _ : state) s->Run();
                                         state.counters["GFLOP/s"] = benchmark::Counter(
                                             flop * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
                                       })
              ->Unit(benchmark::kMillisecond)
              ->UseRealTime();
        }
      }
      sides.push_back(std::move(ours));
      sides.push_back(std::move(dnnl));
    }
  } catch (const DiagnosticError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  std::printf("\nthroughput ratio dnnl / ours (equal threads; > 1: oneDNN faster)\n");
  for (const Case& c : cases) {
    for (int t : thread_counts) {
      auto ours = reporter.seconds().find(c.name + "/ours_llvm/" + std::to_string(t) + "T");
      auto dnnl = reporter.seconds().find(c.name + "/dnnl/" + std::to_string(t) + "T");
      if (ours == reporter.seconds().end() || dnnl == reporter.seconds().end()) continue;
      std::printf("  %-12s %dT: %.2fx (ours %.3f ms, dnnl %.3f ms)\n", c.name.c_str(), t, ours->second / dnnl->second,
                  ours->second, dnnl->second);
    }
  }
  benchmark::Shutdown();
  return 0;
}
