#include "compiler/backend/dispatch_decision.h"

#include <mutex>
#include <utility>

namespace rlx {
namespace backend {

namespace {

std::mutex& Mu() {
  static std::mutex mu;
  return mu;
}

std::vector<DispatchDecision>& Entries() {
  static std::vector<DispatchDecision> entries;
  return entries;
}

}  // namespace

std::string FormatExplain(const DispatchDecision& d) {
  std::string line = d.function + "/" + (d.var.empty() ? std::string("<nested>") : d.var) + ": " + d.op + " -> " +
                     d.rule + " [target=" + d.target;
  if (!d.target_source.empty()) line += " from " + d.target_source;
  if (d.index_bits != 0) line += ", index_bits=" + std::to_string(d.index_bits);
  return line + "] (" + d.reason + ")";
}

void DecisionLog::Append(DispatchDecision d) {
  std::lock_guard<std::mutex> lock(Mu());
  Entries().push_back(std::move(d));
}

std::vector<DispatchDecision> DecisionLog::Take() {
  std::lock_guard<std::mutex> lock(Mu());
  std::vector<DispatchDecision> out;
  out.swap(Entries());
  return out;
}

void DecisionLog::Clear() {
  std::lock_guard<std::mutex> lock(Mu());
  Entries().clear();
}

transform::PatternDecisionSink LogPatternDecisions(std::string pass) {
  return [pass = std::move(pass)](const transform::PatternDecision& d) {
    DispatchDecision r;
    r.pass = pass;
    r.function = d.function;
    r.var = d.var;
    r.op = d.op;
    r.rule = d.pattern;
    r.reason = std::string(transform::PatternDecisionKindName(d.kind)) + (d.detail.empty() ? "" : ": " + d.detail);
    DecisionLog::Append(std::move(r));
  };
}

}  // namespace backend
}  // namespace rlx
