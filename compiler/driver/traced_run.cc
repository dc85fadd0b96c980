#include "compiler/driver/traced_run.h"

#include <utility>

#include "compiler/analysis/well_formed.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/script/relax_printer.h"

namespace rlx {
namespace driver {

std::string FormatDecision(const backend::DispatchDecision& d) {
  return d.function + "/" + (d.var.empty() ? std::string("<nested>") : d.var) + ": " + d.op + " -> " + d.rule + " (" +
         d.reason + ")";
}

TracedRun RunPassesTraced(const IRModule& mod, const std::vector<PassPtr>& passes, const TracedRunOptions& o) {
  PassContext ctx;
  backend::AttachDefaultPatterns(&ctx);
  if (!o.target.empty()) ctx.target = Target::Parse(o.target);
  ctx.config = o.config;
  TracedRun run;
  run.timing = std::make_shared<TimingInstrument>();
  ctx.instruments.push_back(run.timing);
  if (o.print_os)
    ctx.instruments.push_back(std::make_shared<PrintInstrument>(o.print, script::PrintModule, o.print_os));
  if (o.verify) ctx.instruments.push_back(std::make_shared<WellFormedInstrument>(relax::CheckWellFormed));
  // This run's own decisions: the recorder belongs to its context, so runs
  // on other threads neither see nor disturb them.
  auto recorder = std::make_shared<backend::DecisionRecorder>();
  ctx.instruments.push_back(recorder);
  run.trace = std::make_shared<TraceRecorder>();
  run.trace->SetInput(mod);
  auto all = std::make_shared<std::vector<backend::DispatchDecision>>();
  run.trace->SetDecisionSource([all, recorder] {
    std::vector<std::string> lines;
    for (backend::DispatchDecision& d : recorder->Take()) {
      lines.push_back(FormatDecision(d));
      all->push_back(std::move(d));
    }
    return lines;
  });
  ctx.instruments.push_back(run.trace);
  for (const auto& inst : o.extra) ctx.instruments.push_back(inst);
  run.result = (*Sequential(passes, "rlx"))(mod, ctx);
  for (backend::DispatchDecision& d : recorder->Take()) all->push_back(std::move(d));
  run.decisions = std::move(*all);
  return run;
}

}  // namespace driver
}  // namespace rlx
