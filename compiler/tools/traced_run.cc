#include "compiler/tools/traced_run.h"

#include <mutex>
#include <utility>

#include "compiler/analysis/well_formed.h"
#include "compiler/script/relax_printer.h"

namespace rlx {
namespace tools {

std::string FormatDecision(const backend::DispatchDecision& d) {
  return d.function + "/" + (d.var.empty() ? std::string("<nested>") : d.var) + ": " + d.op + " -> " + d.rule + " (" +
         d.reason + ")";
}

TracedRun RunPassesTraced(const IRModule& mod, const std::vector<PassPtr>& passes, const TracedRunOptions& o) {
  static std::mutex run_mutex;
  std::lock_guard<std::mutex> lock(run_mutex);
  PassContext ctx;
  if (!o.target.empty()) ctx.target = Target::Parse(o.target);
  ctx.config = o.config;
  TracedRun run;
  run.timing = std::make_shared<TimingInstrument>();
  ctx.instruments.push_back(run.timing);
  if (o.print_os) ctx.instruments.push_back(std::make_shared<PrintInstrument>(o.print, script::PrintModule, o.print_os));
  if (o.verify) ctx.instruments.push_back(std::make_shared<WellFormedInstrument>(relax::CheckWellFormed));
  run.trace = std::make_shared<TraceRecorder>();
  run.trace->SetInput(mod);
  backend::DecisionLog::Clear();
  auto all = std::make_shared<std::vector<backend::DispatchDecision>>();
  run.trace->SetDecisionSource([all] {
    std::vector<std::string> lines;
    for (backend::DispatchDecision& d : backend::DecisionLog::Take()) {
      lines.push_back(FormatDecision(d));
      all->push_back(std::move(d));
    }
    return lines;
  });
  ctx.instruments.push_back(run.trace);
  for (const auto& inst : o.extra) ctx.instruments.push_back(inst);
  run.result = (*Sequential(passes, "rlx"))(mod, ctx);
  for (backend::DispatchDecision& d : backend::DecisionLog::Take()) all->push_back(std::move(d));
  run.decisions = std::move(*all);
  return run;
}

}  // namespace tools
}  // namespace rlx
