#include "inspector/model/trace_job.h"

#include <functional>

#include "compiler/analysis/well_formed.h"
#include "compiler/driver/traced_run.h"
#include "compiler/script/relax_parser.h"
#include "targets/registry/registry.h"

namespace rlx {
namespace inspector {

namespace {

// Reports each pass start to a callback that may stop the run.
class HookInstrument : public PassInstrument {
 public:
  using Hook = std::function<bool(const PassInfo&, bool after)>;
  explicit HookInstrument(Hook hook) : hook_(std::move(hook)) {}
  std::string name() const override { return "InspectorHook"; }
  void RunBeforePass(const IRModule&, const PassInfo& info) override {
    if (!hook_(info, false)) throw RunCancelled();
  }
  void RunAfterPass(const IRModule&, const IRModule&, const PassInfo& info) override { hook_(info, true); }

 private:
  Hook hook_;
};

PassTrace RunTraceWithHook(const RunRequest& r, const std::function<void(int total)>& on_total,
                           const HookInstrument::Hook& hook) {
  if (r.pipeline.empty() == r.passes.empty()) ThrowError("give exactly one of a pipeline and a pass list");
  IRModule mod = script::ParseModuleText(r.module_text, r.filename);
  relax::CheckWellFormed(mod);
  std::vector<PassPtr> passes;
  targets::PipelineSpec spec;
  bool have_spec = false;
  int total = 0;
  if (!r.pipeline.empty()) {
    if (r.target.empty()) ThrowError("pipeline '" + r.pipeline + "' needs a target (pipelines are chosen per target)");
    Target target = Target::Parse(r.target);
    spec = targets::GetNamedPipelineSpec(r.pipeline, target);
    have_spec = true;
    passes.push_back(targets::GetNamedPipeline(r.pipeline, target));
    total = static_cast<int>(spec.PassSpecs().size());
  } else {
    passes = targets::AllPasses().CreateList(r.passes);
    total = static_cast<int>(passes.size());
    if (!r.target.empty()) {
      try {
        spec = targets::GetPipelineSpec(Target::Parse(r.target));
        have_spec = true;
      } catch (const DiagnosticError&) {
        // No pipeline for this target: stages stay unknown.
      }
    }
  }
  if (on_total) on_total(total);
  driver::TracedRunOptions o;
  o.target = r.target;
  o.verify = r.verify;
  if (hook) o.extra.push_back(std::make_shared<HookInstrument>(hook));
  driver::TracedRun run = driver::RunPassesTraced(mod, passes, o);
  PassTrace t = TraceFromRecorder(*run.trace, r.target);
  if (have_spec) AssignStages(spec, &t);
  return t;
}

}  // namespace

PassTrace RunTrace(const RunRequest& request) { return RunTraceWithHook(request, nullptr, nullptr); }

TraceJob::TraceJob(RunRequest request, bool start) : request_(std::move(request)) {
  if (start) Start();
}

void TraceJob::Start() {
  if (started_) return;
  started_ = true;
  worker_ = std::thread([this] { Run(); });
}

TraceJob::~TraceJob() {
  Cancel();
  Wait();
}

void TraceJob::Wait() {
  if (worker_.joinable()) worker_.join();
}

Progress TraceJob::progress() const {
  std::lock_guard<std::mutex> lock(mu_);
  return progress_;
}

std::string TraceJob::error() const {
  std::lock_guard<std::mutex> lock(mu_);
  return error_;
}

void TraceJob::Run() {
  auto on_total = [this](int total) {
    std::lock_guard<std::mutex> lock(mu_);
    progress_.total = total;
  };
  auto hook = [this](const PassInfo& info, bool after) {
    std::lock_guard<std::mutex> lock(mu_);
    if (after) {
      ++progress_.done;
      return true;
    }
    progress_.current = info.name;
    return !cancel_.load();
  };
  State end = State::kDone;
  try {
    PassTrace t = RunTraceWithHook(request_, on_total, hook);
    trace_ = std::move(t);
  } catch (const RunCancelled&) {
    end = State::kCancelled;
  } catch (const DiagnosticError& e) {
    std::lock_guard<std::mutex> lock(mu_);
    error_ = e.what();
    end = State::kFailed;
  } catch (const std::exception& e) {
    std::lock_guard<std::mutex> lock(mu_);
    error_ = e.what();
    end = State::kFailed;
  }
  {
    std::lock_guard<std::mutex> lock(mu_);
    progress_.current.clear();
  }
  // Published last: a poller that sees kDone may read trace() at once.
  state_.store(end);
}

}  // namespace inspector
}  // namespace rlx
