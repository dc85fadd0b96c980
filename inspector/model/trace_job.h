// Produces a PassTrace by running passes in-process, either synchronously
// (RunTrace) or on a worker thread (TraceJob) that a GUI polls once a frame
// for progress and can cancel between passes.
#ifndef RLX_INSPECTOR_MODEL_TRACE_JOB_H_
#define RLX_INSPECTOR_MODEL_TRACE_JOB_H_

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {

struct RunRequest {
  std::string module_text;
  std::string filename = "<module>";
  // Target string or JSON. Needed for `pipeline`; optional for `passes`.
  std::string target;
  // Exactly one of: a named pipeline ("default", "zero", "default_build")
  // or a comma-separated pass list ("FoldConstant,DispatchSortScan(index_bits=32)").
  std::string pipeline;
  std::string passes;
  bool verify = true;
};

struct Progress {
  int done = 0;         // passes finished
  int total = 0;        // passes expected (leaf passes of the pipeline or list)
  std::string current;  // the pass running now, "" before the first
};

// Thrown inside a job's run when it is cancelled between passes.
struct RunCancelled {};

// Runs the request on the calling thread. Throws DiagnosticError for bad
// input (unparsable module, unknown pass or pipeline, a pass failing).
PassTrace RunTrace(const RunRequest& request);

class TraceJob {
 public:
  enum class State { kRunning, kDone, kFailed, kCancelled };

  // Starts the worker thread at once, unless `start` is false (then Start()
  // does; a job cancelled before it starts ends kCancelled with no pass run).
  explicit TraceJob(RunRequest request, bool start = true);
  void Start();
  // Cancels and joins, so a job can simply be dropped.
  ~TraceJob();
  TraceJob(const TraceJob&) = delete;
  TraceJob& operator=(const TraceJob&) = delete;

  State state() const { return state_.load(); }
  bool finished() const { return state() != State::kRunning; }
  Progress progress() const;
  // Takes effect before the next pass starts.
  void Cancel() { cancel_.store(true); }
  void Wait();
  // The trace, once state() is kDone.
  const PassTrace& trace() const { return trace_; }
  // The diagnostic text, once state() is kFailed.
  std::string error() const;

 private:
  void Run();

  RunRequest request_;
  std::atomic<State> state_{State::kRunning};
  std::atomic<bool> cancel_{false};
  mutable std::mutex mu_;
  Progress progress_;
  std::string error_;
  PassTrace trace_;
  bool started_ = false;
  std::thread worker_;
};

}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_MODEL_TRACE_JOB_H_
