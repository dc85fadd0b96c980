#include "compiler/backend/dispatch_decision.h"

#include <mutex>
#include <utility>

namespace rlx {
namespace backend {

std::string FormatExplain(const DispatchDecision& d) {
  std::string line = d.function + "/" + (d.var.empty() ? std::string("<nested>") : d.var) + ": " + d.op + " -> " +
                     d.rule + " [target=" + d.target;
  if (!d.target_source.empty()) line += " from " + d.target_source;
  if (d.index_bits != 0) line += ", index_bits=" + std::to_string(d.index_bits);
  return line + "] (" + d.reason + ")";
}

void DecisionRecorder::Append(DispatchDecision d) {
  std::lock_guard<std::mutex> lock(mu_);
  entries_.push_back(std::move(d));
}

std::vector<DispatchDecision> DecisionRecorder::Take() {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<DispatchDecision> out;
  out.swap(entries_);
  return out;
}

void RecordDecision(const PassContext& ctx, DispatchDecision d) {
  DecisionRecorder* last = nullptr;
  for (const auto& inst : ctx.instruments) {
    auto* r = dynamic_cast<DecisionRecorder*>(inst.get());
    if (r == nullptr) continue;
    if (last != nullptr) last->Append(d);
    last = r;
  }
  if (last != nullptr) last->Append(std::move(d));
}

bool RecordsDecisions(const PassContext& ctx) { return ctx.FindInstrument<DecisionRecorder>() != nullptr; }

DecisionSink RecorderSink(const PassContext& ctx) {
  if (!RecordsDecisions(ctx)) return nullptr;
  return [&ctx](DispatchDecision d) { RecordDecision(ctx, std::move(d)); };
}

transform::PatternDecisionSinkFactory RecordPatternDecisions(std::string pass) {
  return [pass = std::move(pass)](PassContext& ctx) -> transform::PatternDecisionSink {
    if (!RecordsDecisions(ctx)) return nullptr;
    return [&ctx, pass](const transform::PatternDecision& d) {
      DispatchDecision r;
      r.pass = pass;
      r.function = d.function;
      r.var = d.var;
      r.op = d.op;
      r.rule = d.pattern;
      r.reason = std::string(transform::PatternDecisionKindName(d.kind)) + (d.detail.empty() ? "" : ": " + d.detail);
      RecordDecision(ctx, std::move(r));
    };
  };
}

}  // namespace backend
}  // namespace rlx
