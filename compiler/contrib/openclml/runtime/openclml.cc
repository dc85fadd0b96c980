#include "compiler/contrib/openclml/runtime/openclml.h"

#include <nlohmann/json.hpp>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {

namespace {

[[noreturn]] void GraphError(const std::string& symbol, const std::string& message) {
  ThrowError(Span(), std::string("openclml: graph of '") + symbol + "': " + message);
}

}  // namespace

bool IsOpenclmlRuntimeEnabled() { return false; }

OpenclmlGraphSummary SummarizeOpenclmlGraph(const std::string& symbol, const std::string& graph) {
  nlohmann::json j = nlohmann::json::parse(graph, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) GraphError(symbol, "not a JSON object");
  for (const char* key : {"nodes", "arg_nodes", "heads", "node_row_ptr"}) {
    if (!j.contains(key) || !j[key].is_array()) GraphError(symbol, std::string("missing list \"") + key + "\"");
  }
  OpenclmlGraphSummary s;
  const nlohmann::json& nodes = j["nodes"];
  for (size_t i = 0; i < nodes.size(); ++i) {
    const nlohmann::json& n = nodes[i];
    if (!n.is_object() || !n.contains("op") || !n["op"].is_string() || !n.contains("name") || !n["name"].is_string()) {
      GraphError(symbol, "node " + std::to_string(i) + " needs string \"op\" and \"name\"");
    }
    const std::string op = n["op"];
    if (op == "input") {
      ++s.num_inputs;
    } else if (op == "const") {
      ++s.num_consts;
    } else if (op == "kernel") {
      if (!n.contains("inputs") || !n["inputs"].is_array())
        GraphError(symbol, "kernel node " + std::to_string(i) + " has no inputs");
      for (const auto& e : n["inputs"]) {
        if (!e.is_array() || e.size() != 3 || !e[0].is_number_integer() || e[0].get<int64_t>() < 0 ||
            e[0].get<int64_t>() >= static_cast<int64_t>(i)) {
          GraphError(symbol, "kernel node " + std::to_string(i) + " reads an entry that is not defined before it");
        }
      }
      s.kernels.push_back(n["name"]);
    } else {
      GraphError(symbol, "node " + std::to_string(i) + " has unknown op \"" + op + "\"");
    }
  }
  s.num_outputs = static_cast<int64_t>(j["heads"].size());
  return s;
}

void RegisterOpenclmlFuncs(PackedFuncRegistry* registry) {
  registry->Register(
      kOpenclmlRunGraph, "(symbol: str, graph: str, inputs..., constants..., outputs...): run a CLML JSON graph",
      [](const PackedArgs& args) {
        if (args.size() < 2) args.Fail("expects the symbol and the graph first");
        const std::string symbol = args.Str(0);
        OpenclmlGraphSummary s = SummarizeOpenclmlGraph(symbol, args.Str(1));
        const int64_t want = 2 + s.num_inputs + s.num_consts + s.num_outputs;
        if (args.size() != want) {
          args.Fail("graph of '" + symbol + "' takes " + std::to_string(want - 2) + " tensors (" +
                    std::to_string(s.num_inputs) + " inputs, " + std::to_string(s.num_consts) + " constants, " +
                    std::to_string(s.num_outputs) + " outputs), got " + std::to_string(args.size() - 2));
        }
        for (int i = 2; i < args.size(); ++i) args.Tensor(i);
        std::string kernels;
        for (const std::string& k : s.kernels) kernels += (kernels.empty() ? "" : ", ") + k;
        ThrowError(Span(), "openclml: this runtime has no CLML (Qualcomm OpenCL ML SDK); cannot run '" + symbol +
                               "' (kernels: " + kernels +
                               "). Build for qcom/adreno-opencl to run the model on the OpenCL path instead.");
      });
}

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
