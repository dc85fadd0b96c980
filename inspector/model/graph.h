// The dataflow graph of each Relax function in a module snapshot: nodes are
// parameters, bindings and constants, edges go from a value to each binding
// that uses it. Nodes carry what a graph view shows on click (op or callee,
// struct info, the line in the printed module) and what it outlines
// (call_tir, fused and composite function calls, dispatch rewrites).
#ifndef RLX_INSPECTOR_MODEL_GRAPH_H_
#define RLX_INSPECTOR_MODEL_GRAPH_H_

#include <string>
#include <vector>

#include "compiler/relax/module.h"
#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {

enum class GraphNodeKind { kParam, kBinding, kConstant };

struct GraphNode {
  GraphNodeKind kind = GraphNodeKind::kBinding;
  std::string name;  // the variable's name; "const" for constants
  // What the binding computes: "relax.add", "relax.call_tir", "call",
  // "tuple", "get_item", "alias", "if", "match_cast", "shape", ...
  std::string op;
  // The function called: a GlobalVar's name (call_tir's PrimFunc, a fused
  // or composite function) or an extern symbol; "" otherwise.
  std::string callee;
  std::string struct_info;
  int line = 0;  // 1-based line in the printed module text, 0 if unknown
  bool call_tir = false;
  bool calls_fused = false;      // callee has the "Primitive" attribute
  bool calls_composite = false;  // callee has "Composite" or "Codegen"
  bool dispatched = false;       // a dispatch decision names this binding
  bool output = false;           // the function's return value
};

struct GraphEdge {
  int from = 0;  // node index of the value
  int to = 0;    // node index of the binding that uses it
};

struct FunctionGraph {
  std::string function;
  int line = 0;  // the `def` line
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;  // in binding order, deduplicated
};

// One graph per Relax function, in the module's (name) order. `decisions`
// mark the bindings a dispatch pass rewrote. Lines come from the spans of a
// parsed module; a module built in memory gets line 0.
std::vector<FunctionGraph> ExtractGraphs(const IRModule& mod, const std::vector<Decision>& decisions = {});

// Parses `module_text` (a snapshot) first; throws DiagnosticError if it
// does not parse.
std::vector<FunctionGraph> ExtractGraphs(const std::string& module_text, const std::vector<Decision>& decisions = {});

}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_GRAPH_H_
