#include "compiler/pass/instruments.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace rlx {

namespace {

double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

bool Contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

void TimingInstrument::RunBeforePass(const IRModule&, const PassInfo&) { start_ = std::chrono::steady_clock::now(); }

void TimingInstrument::RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) {
  records_.push_back({info.name, MsSince(start_), before.get() != after.get()});
}

void PrintInstrument::RunBeforePass(const IRModule& mod, const PassInfo& info) {
  if (!options_.before_all && !Contains(options_.before_passes, info.name)) return;
  *os_ << "# IR before " << info.name << "\n" << printer_(mod) << "\n";
}

void PrintInstrument::RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) {
  if (!options_.after_all && !Contains(options_.after_passes, info.name)) return;
  bool changed = before.get() != after.get();
  if (options_.only_when_changed && !changed) return;
  *os_ << "# IR after " << info.name << (changed ? "" : " (unchanged)") << "\n" << printer_(after) << "\n";
}

void WellFormedInstrument::RunAfterPass(const IRModule&, const IRModule& after, const PassInfo& info) {
  try {
    checker_(after);
  } catch (const DiagnosticError& e) {
    Diagnostic d = e.diagnostic();
    d.message = "the module is not well-formed after pass " + info.name + ": " + d.message;
    throw DiagnosticError(d);
  }
}

void TraceRecorder::RunBeforePass(const IRModule& mod, const PassInfo&) {
  if (!input_.defined()) input_ = mod;
  start_ = std::chrono::steady_clock::now();
}

void TraceRecorder::RunAfterPass(const IRModule& before, const IRModule& after, const PassInfo& info) {
  steps_.push_back({info.name, info.options, MsSince(start_), before.get() != after.get(), after,
                    decisions_ ? decisions_() : std::vector<std::string>()});
}

std::string TraceRecorder::ToJSON(const ModulePrinter& printer, const std::string& target, bool include_times) const {
  nlohmann::ordered_json j;
  j["version"] = 1;
  j["target"] = target;
  j["input"] = input_.defined() ? printer(input_) : "";
  nlohmann::ordered_json passes = nlohmann::ordered_json::array();
  for (const Step& s : steps_) {
    nlohmann::ordered_json p;
    p["name"] = s.pass;
    p["options"] = s.options;
    if (include_times) p["ms"] = s.ms;
    p["changed"] = s.changed;
    if (!s.decisions.empty()) p["decisions"] = s.decisions;
    if (s.changed) p["after"] = printer(s.after);
    passes.push_back(std::move(p));
  }
  j["passes"] = std::move(passes);
  return j.dump(2) + "\n";
}

}  // namespace rlx
