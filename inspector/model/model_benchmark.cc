// Benchmark (not a test): the inspector model on a large module. Generates a
// function of N bindings (default 10,000), writes a two-pass trace as
// `rlx opt --trace` would (the second snapshot with every 50th binding
// rewritten), then times loading it, diffing the snapshots, extracting the
// dataflow graph, laying it out and building the search index.
//   bazel run -c opt //inspector/model:model_benchmark -- [num_bindings]
// (compiler/script's benchmark has a similar generator, private to it.)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "inspector/model/diff.h"
#include "inspector/model/graph.h"
#include "inspector/model/layout.h"
#include "inspector/model/search.h"
#include "inspector/model/trace.h"

namespace {

// A chain of bindings over two parameters; `variant` swaps every 50th op.
std::string GenerateModule(int n, bool variant) {
  std::ostringstream os;
  os << "# from tvm.script import ir as I\n# from tvm.script import tir as T\n# from tvm.script import relax as R\n\n"
     << "@I.ir_module\nclass Module:\n    @R.function\n"
     << "    def main(x: R.Tensor((\"n\", 64), dtype=\"float32\"), w: R.Tensor((64, 64), dtype=\"float32\")) -> "
        "R.Tensor((\"n\", 64), dtype=\"float32\"):\n"
     << "        n = T.int64()\n        with R.dataflow():\n";
  static const char* kOps[] = {"R.add({p}, {p})", "R.nn.relu({p})", "R.matmul({p}, w, out_dtype=\"void\")",
                               "R.multiply({p}, x)", "R.exp({p})"};
  std::string prev = "x";
  for (int i = 0; i < n; ++i) {
    std::string op = variant && i % 50 == 7 ? "R.negative({p})" : kOps[i % 5];
    for (size_t pos; (pos = op.find("{p}")) != std::string::npos;) op.replace(pos, 3, prev);
    std::string name = i + 1 == n ? "gv" : "lv" + std::to_string(i);
    os << "            " << name << ": R.Tensor((n, 64), dtype=\"float32\") = " << op << "\n";
    prev = name;
  }
  os << "            R.output(gv)\n        return gv\n";
  return os.str();
}

using Clock = std::chrono::steady_clock;

double Ms(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }

}  // namespace

int main(int argc, char** argv) {
  using namespace rlx::inspector;  // NOLINT
  int n = argc > 1 ? std::atoi(argv[1]) : 10000;
  nlohmann::ordered_json j;
  j["version"] = 1;
  j["target"] = "llvm";
  j["input"] = GenerateModule(n, false);
  j["passes"] = nlohmann::ordered_json::array();
  j["passes"].push_back({{"name", "Rewrite"}, {"options", ""}, {"changed", true}, {"after", GenerateModule(n, true)}});
  j["passes"].push_back({{"name", "Nothing"}, {"options", ""}, {"changed", false}});
  std::string json = j.dump(2);

  auto t0 = Clock::now();
  PassTrace trace = LoadTraceJSON(json, "bench.json");
  auto t1 = Clock::now();
  LineDiff diff = DiffLines(trace.Before(0), trace.passes[0].after);
  auto t2 = Clock::now();
  std::vector<FunctionGraph> graphs = ExtractGraphs(trace.passes[0].after);
  auto t3 = Clock::now();
  GraphLayout layout = LayoutGraph(graphs.at(0));
  auto t4 = Clock::now();
  SearchIndex index(trace);
  std::vector<SearchHit> hits = index.Find("negative");
  auto t5 = Clock::now();

  std::printf("module: %d bindings, trace %.1f MiB\n", n, json.size() / 1048576.0);
  std::printf("%-22s %10s  %s\n", "phase", "ms", "result");
  std::printf("%-22s %10.1f  %zu passes\n", "load trace JSON", Ms(t0, t1), trace.passes.size());
  std::printf("%-22s %10.1f  %zu rows, %zu hunks, +%d -%d\n", "line diff", Ms(t1, t2), diff.rows.size(),
              diff.hunks.size(), diff.added, diff.deleted);
  std::printf("%-22s %10.1f  %zu nodes, %zu edges\n", "graph (parse+extract)", Ms(t2, t3), graphs[0].nodes.size(),
              graphs[0].edges.size());
  std::printf("%-22s %10.1f  %d layers, %.0f x %.0f\n", "layout", Ms(t3, t4), layout.layers, layout.width,
              layout.height);
  std::printf("%-22s %10.1f  %zu entries, %zu hits\n", "search index + query", Ms(t4, t5), index.size(), hits.size());
  std::printf("%-22s %10.1f\n", "total", Ms(t0, t5));
  return 0;
}
