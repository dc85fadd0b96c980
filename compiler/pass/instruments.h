// Standard pass instruments: timing, printing before/after passes, checking
// well-formedness after every pass, and a trace recorder that keeps the
// module after every pass (for `rlx opt --trace` and the inspector).
#ifndef RLX_COMPILER_PASS_INSTRUMENTS_H_
#define RLX_COMPILER_PASS_INSTRUMENTS_H_

#include <chrono>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"

namespace rlx {

using ModulePrinter = std::function<std::string(const IRModule&)>;

// Wall time of every pass, in run order.
class TimingInstrument : public PassInstrument {
 public:
  struct Record {
    std::string pass;
    double ms = 0;
    bool changed = false;
  };
  std::string name() const override { return "Timing"; }
  void RunBeforePass(const IRModule&, const PassInfo&) override;
  void RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) override;
  const std::vector<Record>& records() const { return records_; }

 private:
  std::chrono::steady_clock::time_point start_;
  std::vector<Record> records_;
};

// Prints the module before and/or after passes (all of them, or the named
// ones), optionally only when the pass changed it (TVM's PrintBeforeAll /
// PrintAfterAll / PassPrintingInstrument).
class PrintInstrument : public PassInstrument {
 public:
  struct Options {
    bool before_all = false;
    bool after_all = false;
    std::vector<std::string> before_passes;
    std::vector<std::string> after_passes;
    bool only_when_changed = false;
  };
  PrintInstrument(Options options, ModulePrinter printer, std::ostream* os)
      : options_(std::move(options)), printer_(std::move(printer)), os_(os) {}
  std::string name() const override { return "Print"; }
  void RunBeforePass(const IRModule& mod, const PassInfo& info) override;
  void RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) override;

 private:
  Options options_;
  ModulePrinter printer_;
  std::ostream* os_;
};

// Runs a checker after every pass; the checker throws (DiagnosticError) on an
// ill-formed module, and this instrument names the pass that broke it.
class WellFormedInstrument : public PassInstrument {
 public:
  using Checker = std::function<void(const IRModule&)>;
  explicit WellFormedInstrument(Checker checker) : checker_(std::move(checker)) {}
  std::string name() const override { return "WellFormed"; }
  void RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) override;

 private:
  Checker checker_;
};

// Records every pass: its name and options, wall time, whether it changed
// the module, and the module after it. Snapshots share unchanged subtrees.
class TraceRecorder : public PassInstrument {
 public:
  struct Step {
    std::string pass;
    std::string options;
    double ms = 0;
    bool changed = false;
    IRModule after;
    // What the pass decided and why (e.g. dispatch choices), one line each.
    std::vector<std::string> decisions;
  };
  // Called after every pass; returns the decisions that pass made. Packages
  // above this one (e.g. backend's DecisionRecorder) plug in here.
  using DecisionSource = std::function<std::vector<std::string>()>;
  void SetDecisionSource(DecisionSource source) { decisions_ = std::move(source); }
  std::string name() const override { return "Trace"; }
  void SetInput(const IRModule& mod) { input_ = mod; }
  void RunBeforePass(const IRModule& mod, const PassInfo& info) override;
  void RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) override;
  const std::vector<Step>& steps() const { return steps_; }
  const IRModule& input() const { return input_; }

  // {"version": 1, "target": ..., "input": text, "passes": [{"name", "options",
  //  "ms", "changed", "after": text (only when changed)}]}. Times are
  // omitted when `include_times` is false, so traces can be byte-identical.
  std::string ToJSON(const ModulePrinter& printer, const std::string& target, bool include_times) const;

 private:
  IRModule input_;
  std::chrono::steady_clock::time_point start_;
  std::vector<Step> steps_;
  DecisionSource decisions_;
};

}  // namespace rlx

#endif  // RLX_COMPILER_PASS_INSTRUMENTS_H_
