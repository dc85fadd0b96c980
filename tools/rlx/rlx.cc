// rlx: the command-line driver.
//
//   rlx print FILE                  parse, check and print a module
//   rlx opt FILE (--passes=P1,P2(k=v) | --pipeline=NAME) [--target=T]
//                [--print-after-all] [--print-after-change]
//                [--print-before=P] [--print-after=P] [--trace=OUT.json]
//                [--time] [--print-pass-names] [--explain] [--config=KEY=VALUE]
//   rlx passes                      list registered passes
//   rlx partition FILE --backend=NAME [--explain] ...
//                                   run TVM's partition_for_<NAME> and
//                                   print the module
//   rlx ops                         list registered operators
//   rlx demo [FILE]                 compile the built-in model (or FILE) with
//                                   the cpu_generic pipeline, report each
//                                   pass, run it and check the result
//   rlx eval FILE --in=A.npy ... [--entry=main] [--out-dir=DIR] [--print]
//                                   run a function with the reference
//                                   interpreter; outputs out0.npy, out1.npy...
//   rlx build FILE [--target=T] [--pipeline=NAME] -o OUT|DIR/ [--print-bytecode]
//             [--emit=llvm|asm|obj|so]
//                                   compile to a Relax VM executable
//   rlx run FILE_OR_EXE [--target=llvm|opencl] --in=A.npy ... [--entry=main]
//           [--out-dir=DIR] [--print]
//                                   run on the VM (a .py is built first)
//
// FILE may be `-` for standard input. Exit status: 0 on success, 1 on an
// error in the input (reported as file:line:col: error: ...), 2 on bad usage.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <sstream>

#include "compiler/analysis/well_formed.h"
#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/contrib/partition.h"
#include "compiler/driver/build.h"
#include "compiler/driver/device_artifacts.h"
#include "compiler/driver/emit_kernels.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/driver/traced_run.h"
#include "compiler/op/op_registry.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/runtime/npy.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "targets/common/stages.h"
#include "targets/registry/build.h"
#include "targets/registry/registry.h"
#include "tools/rlx/default_model.h"

namespace rlx {
namespace tools {
namespace {

using driver::FormatDecision;
using driver::RunPassesTraced;
using driver::TracedRun;
using driver::TracedRunOptions;

SourceFilePtr ReadInput(const std::string& path) {
  std::string text;
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return std::make_shared<SourceFile>("<stdin>", std::move(text));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) ThrowError("cannot open '" + path + "'");
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return std::make_shared<SourceFile>(path, std::move(text));
}

IRModule LoadModule(const SourceFilePtr& file) {
  IRModule mod = script::ParseModule(file);
  relax::CheckWellFormed(mod);
  return mod;
}

const PassRegistry& Passes() { return targets::AllPasses(); }

std::string Print(const IRModule& m) { return script::PrintModule(m); }
std::string Print(const IRModule& m, bool show_meta, const std::string& style) {
  script::PrintOptions options;
  options.show_meta = show_meta;
  options.style = style == "tvm" ? script::PrintStyle::kTvm : script::PrintStyle::kRlx;
  return script::PrintModuleWith(m, options);
}

struct OptOptions {
  std::string file;
  bool show_meta = false;
  std::string style = "rlx";
  std::string passes;
  std::string pipeline;
  std::string target;
  bool print_after_all = false;
  bool print_after_change = false;
  std::vector<std::string> print_before;
  std::vector<std::string> print_after;
  std::string trace;
  bool time = false;
  bool no_verify = false;
  bool print_pass_names = false;
  bool explain = false;
  std::vector<std::string> config;  // key=value
};

// Runs `passes` over `mod` with the requested instruments; returns the result.
IRModule RunPasses(const IRModule& mod, const std::vector<PassPtr>& passes, const OptOptions& o,
                   std::shared_ptr<TimingInstrument>* timing_out, std::shared_ptr<TraceRecorder>* trace_out) {
  TracedRunOptions ro;
  ro.target = o.target;
  for (const std::string& kv : o.config) {
    size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) ThrowError("rlx opt: --config expects key=value, got '" + kv + "'");
    ro.config[kv.substr(0, eq)] = kv.substr(eq + 1);
  }
  if (o.print_after_all || o.print_after_change || !o.print_before.empty() || !o.print_after.empty()) {
    ro.print.after_all = o.print_after_all || o.print_after_change;
    ro.print.only_when_changed = o.print_after_change;
    ro.print.before_passes = o.print_before;
    ro.print.after_passes = o.print_after;
    ro.print_os = &std::cerr;
  }
  ro.verify = !o.no_verify;
  TracedRun run = RunPassesTraced(mod, passes, ro);
  if (o.explain) {
    for (const backend::DispatchDecision& d : run.decisions) std::cerr << backend::FormatExplain(d) << "\n";
  }
  if (timing_out) *timing_out = run.timing;
  if (trace_out) *trace_out = run.trace;
  return run.result;
}

void PrintTimingTable(const TimingInstrument& timing, std::ostream& os) {
  os << std::left << std::setw(28) << "pass" << std::right << std::setw(10) << "ms"
     << "  changed\n";
  for (const auto& r : timing.records()) {
    os << std::left << std::setw(28) << r.pass << std::right << std::setw(10) << std::fixed << std::setprecision(3)
       << r.ms << "  " << (r.changed ? "yes" : "no") << "\n";
  }
}

// The passes `rlx opt` runs: --passes, or a named pipeline for --target.
std::vector<PassPtr> OptPasses(const OptOptions& o) {
  if (o.passes.empty() == o.pipeline.empty()) ThrowError("rlx opt: give exactly one of --passes and --pipeline");
  if (!o.passes.empty()) return Passes().CreateList(o.passes);
  if (o.target.empty()) {
    ThrowError("rlx opt: --pipeline=" + o.pipeline + " needs --target (pipelines are chosen per target)");
  }
  return {targets::GetNamedPipeline(o.pipeline, Target::Parse(o.target))};
}

int CmdOpt(const OptOptions& o) {
  IRModule mod = LoadModule(ReadInput(o.file));
  std::vector<PassPtr> passes = OptPasses(o);
  std::shared_ptr<TimingInstrument> timing;
  std::shared_ptr<TraceRecorder> trace;
  IRModule out = RunPasses(mod, passes, o, &timing, &trace);
  if (!o.trace.empty()) {
    std::ofstream f(o.trace, std::ios::binary);
    if (!f) ThrowError("cannot write trace file '" + o.trace + "'");
    f << trace->ToJSON([](const IRModule& m) { return Print(m); }, o.target, /*include_times=*/false);
  }
  if (o.time) PrintTimingTable(*timing, std::cerr);
  if (o.print_pass_names) {
    // The passes that ran, in order, instead of the module.
    for (const auto& r : timing->records()) std::cout << r.pass << "\n";
    return 0;
  }
  std::cout << Print(out, o.show_meta, o.style);
  return 0;
}

// Deterministic inputs for `func`'s tensor parameters: symbolic dims are 2,
// values a fixed pseudo-random sequence in [-1, 1).
std::vector<NDArray> DemoInputs(const IRModule& mod, const std::string& func) {
  auto f = mod->Lookup(func).as<relax::FunctionNode>();
  if (!f.defined()) ThrowError("the module has no Relax function '" + func + "' to run");
  std::vector<NDArray> inputs;
  uint64_t state = 0x2545F4914F6CDD1DULL;
  for (const relax::Var& p : f->params) {
    auto t = p->struct_info().as<relax::TensorStructInfoNode>();
    const std::vector<PrimExpr>* dims = t.defined() ? t->GetShapeValues() : nullptr;
    if (!dims || t->dtype.is_void())
      ThrowError("demo: parameter '" + p->name + "' is not a tensor of known rank and dtype");
    std::vector<int64_t> shape;
    for (const PrimExpr& d : *dims) {
      int64_t v = 2;
      AsConstInt(d, &v);
      shape.push_back(v);
    }
    NDArray a = NDArray::Empty(shape, t->dtype);
    for (int64_t i = 0; i < a.NumElements(); ++i) {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      a.SetDouble(i, static_cast<double>(state >> 40) / static_cast<double>(1ULL << 24) * 2.0 - 1.0);
    }
    inputs.push_back(a);
  }
  return inputs;
}

// Generates VM code for `lowered` (the pipeline's output), runs `main` and
// compares with the reference interpreter on the input module (an
// independent path).
int DemoCompileAndRun(const IRModule& input, const IRModule& lowered, const Target& target) {
  std::vector<NDArray> inputs = DemoInputs(input, "main");
  runtime::vm::VirtualMachine vm = targets::LoadVM(driver::VMCodegen(lowered, target));
  std::vector<NDArray> got =
      runtime::vm::FlattenValue(vm.Invoke("main", driver::VMArgsFromArrays(vm.executable(), "main", inputs)));
  std::vector<NDArray> want =
      driver::FlattenToTensors(driver::EvaluateFunction(input, "main", driver::ArgsFromArrays(input, "main", inputs)));
  std::cout << "\n== compiled for llvm and run on the VM (symbolic dims = 2)\n";
  bool ok = got.size() == want.size();
  for (size_t i = 0; i < got.size() && i < want.size(); ++i) {
    std::string message;
    bool close = AllClose(got[i], want[i], 1e-4, 1e-5, &message);
    ok &= close;
    std::cout << "out" << i << ":\n"
              << got[i].ToString() << "\n"
              << (close ? "matches the reference evaluator" : "DIFFERS from the reference evaluator: " + message)
              << "\n";
  }
  return ok ? 0 : 1;
}

int CmdDemo(const std::string& file) {
  SourceFilePtr src = file.empty() ? std::make_shared<SourceFile>(kDefaultModelName, kDefaultModel) : ReadInput(file);
  IRModule mod = LoadModule(src);
  std::cout << "== input: " << src->name() << " (parsed and well-formed)\n" << Print(mod) << "\n";
  OptOptions o;
  o.target = "llvm";
  Target target = Target::Parse(o.target);
  std::shared_ptr<TimingInstrument> timing;
  std::shared_ptr<TraceRecorder> trace;
  IRModule out = RunPasses(mod, {targets::GetDefaultPipeline(target)}, o, &timing, &trace);
  std::cout << "== pipeline: " << targets::RouteTarget(target) << " default pipeline for " << target.ToString() << " ("
            << timing->records().size() << " passes)\n";
  PrintTimingTable(*timing, std::cout);
  std::cout << "\n== result\n" << Print(out);
  return DemoCompileAndRun(mod, out, target);
}

// The stages of the default pipelines a pass appears in ("legalize",
// "finalize", ...), across every target package; "-" for passes that only
// run when named (--passes).
std::map<std::string, std::set<std::string>> PipelineStagesByPass() {
  std::map<std::string, std::set<std::string>> out;
  for (const char* target : {"llvm", "cuda", "rocm", "metal", "vulkan", "webgpu", "opencl", "qcom/adreno-opencl"}) {
    targets::PipelineSpec spec = targets::GetPipelineSpec(Target::Parse(target));
    for (const targets::Stage& stage : spec.stages) {
      std::string short_name = stage.name;
      const std::string suffix = "_passes";
      if (short_name.size() > suffix.size() &&
          short_name.compare(short_name.size() - suffix.size(), suffix.size(), suffix) == 0) {
        short_name.resize(short_name.size() - suffix.size());
      }
      for (const std::string& pass : stage.passes) out[pass.substr(0, pass.find('('))].insert(short_name);
    }
  }
  return out;
}

// NAME  STAGE  SUMMARY (options: ...), in aligned columns.
int CmdPasses() {
  std::map<std::string, std::set<std::string>> stages = PipelineStagesByPass();
  std::vector<std::array<std::string, 3>> rows = {{"NAME", "STAGE", "SUMMARY"}};
  for (const PassEntry* e : Passes().All()) {
    std::string stage;
    auto it = stages.find(e->name);
    if (it == stages.end()) {
      stage = "-";
    } else {
      for (const std::string& s : it->second) stage += (stage.empty() ? "" : ",") + s;
    }
    std::string summary = e->doc;
    if (!e->options.empty()) {
      summary += " (options:";
      for (const auto& opt : e->options) summary += " " + opt.name;
      summary += ")";
    }
    rows.push_back({e->name, stage, summary});
  }
  size_t name_width = 0, stage_width = 0;
  for (const auto& r : rows) {
    name_width = std::max(name_width, r[0].size());
    stage_width = std::max(stage_width, r[1].size());
  }
  for (const auto& r : rows) {
    std::cout << std::left << std::setw(static_cast<int>(name_width + 2)) << r[0]
              << std::setw(static_cast<int>(stage_width + 2)) << r[1] << r[2] << "\n";
  }
  return 0;
}

// The registered fusion patterns whose names start with `prefix`, highest
// priority first (TVM's get_patterns_with_prefix order).
int CmdPatterns(const std::string& prefix) {
  for (const backend::FusionPattern& p : backend::GetPatternsWithPrefix(prefix)) std::cout << p.name << "\n";
  return 0;
}

struct PartitionCliOptions {
  std::string file;
  std::string backend;
  backend::PartitionOptions options;
  int feature_level = -1;
  bool no_annotate_codegen = false;
  bool no_flash_mqa = false;
  bool explain = false;
};

// TVM's partition_for_<backend> on FILE; --explain lists every pattern
// match and rejection on stderr.
int CmdPartition(PartitionCliOptions o) {
  IRModule mod = LoadModule(ReadInput(o.file));
  if (o.feature_level >= 0) o.options.feature_level = o.feature_level;
  o.options.annotate_codegen = !o.no_annotate_codegen;
  o.options.use_flash_mqa = !o.no_flash_mqa;
  if (o.explain) {
    o.options.on_decision = [](const transform::PatternDecision& d) {
      std::cerr << transform::FormatPatternDecision(d) << "\n";
    };
  }
  IRModule out = backend::PartitionFor(o.backend, mod, o.options);
  relax::CheckWellFormed(out);
  std::cout << Print(out);
  return 0;
}

int CmdOps() {
  for (const op::OpDef* d : op::OpRegistry::Global().All()) {
    std::cout << std::left << std::setw(34) << d->script_name << d->doc << "\n";
  }
  return 0;
}

struct EvalCliOptions {
  std::string file;
  std::string entry = "main";
  std::vector<std::string> inputs;
  std::string out_dir;
  bool print = false;
};

// Binds the .npy inputs in parameter order, runs the entry function with the
// reference interpreter and writes / prints the flattened outputs.
int CmdEval(const EvalCliOptions& o) {
  IRModule mod = LoadModule(ReadInput(o.file));
  std::vector<NDArray> arrays;
  for (const std::string& path : o.inputs) arrays.push_back(ReadNpy(path));
  op::Value result = driver::EvaluateFunction(mod, o.entry, driver::ArgsFromArrays(mod, o.entry, arrays));
  std::vector<NDArray> outs = driver::FlattenToTensors(result);
  if (!o.out_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(o.out_dir, ec);
    if (ec) ThrowError("cannot create output directory '" + o.out_dir + "': " + ec.message());
    for (size_t i = 0; i < outs.size(); ++i) WriteNpy(o.out_dir + "/out" + std::to_string(i) + ".npy", outs[i]);
  }
  if (o.print) {
    for (size_t i = 0; i < outs.size(); ++i) std::cout << "out" << i << ":\n" << outs[i].ToString() << "\n";
  }
  return 0;
}

struct BuildCliOptions {
  std::string file;
  std::string target = "llvm";
  std::string pipeline = "default";
  std::string output;
  bool print_bytecode = false;
  std::string emit;
};

// A named pipeline other than "default" runs first, as TVM's relax_pipeline
// does before relax.build's own lowering; the target's default pipeline then
// finishes the lowering (its passes leave already-lowered code alone).
runtime::vm::Executable BuildWithPipeline(const IRModule& mod, const Target& target, const std::string& pipeline) {
  if (pipeline == "default") return targets::Build(mod, target);
  PassContext ctx;
  backend::AttachDefaultPatterns(&ctx);
  IRModule optimized = (*targets::GetNamedPipeline(pipeline, target))(mod, ctx);
  return targets::Build(optimized, target);
}

// `-o DIR/` (a trailing slash, or an existing directory) writes
// DIR/<stem>.rlx and the kernels as device code (device_artifacts.h);
// `-o FILE` writes the executable alone.
bool IsDirectoryOutput(const std::string& output) {
  return (!output.empty() && output.back() == '/') || std::filesystem::is_directory(output);
}

void WriteFile(const std::string& path, const std::string& bytes) {
  std::ofstream f(path, std::ios::binary);
  if (!f) ThrowError("cannot write '" + path + "'");
  f << bytes;
  if (!f.flush()) ThrowError("cannot write '" + path + "'");
}

int CmdBuild(const BuildCliOptions& o) {
  IRModule mod = LoadModule(ReadInput(o.file));
  Target target = Target::Parse(o.target);
  runtime::vm::Executable exec = BuildWithPipeline(mod, target, o.pipeline);
  if (o.print_bytecode) std::cout << exec.AsText();
  if (o.emit == "obj") {
    // Binary: next to the executable, not on stdout.
    const std::string path = o.output + ".o";
    if (driver::SaveKernelObject(exec, path)) std::cerr << "wrote kernels to " << path << "\n";
  } else if (o.emit == "so") {
    const std::string path = o.output + ".so";
    if (driver::SaveKernelSharedLibrary(exec, path)) std::cerr << "wrote kernels to " << path << "\n";
  } else if (!o.emit.empty()) {
    std::cout << driver::EmitKernels(exec, o.emit);
  }
  if (!IsDirectoryOutput(o.output)) {
    WriteFile(o.output, exec.Save());
    return 0;
  }
  std::string stem = o.file == "-" ? "module" : std::filesystem::path(o.file).stem().string();
  std::vector<std::string> written = driver::WriteArtifacts(targets::EmitDeviceArtifacts(exec), o.output);
  const std::string exe_path = (std::filesystem::path(o.output) / (stem + ".rlx")).string();
  WriteFile(exe_path, exec.Save());
  written.insert(written.begin(), exe_path);
  for (const std::string& path : written) std::cerr << "wrote " << path << "\n";
  return 0;
}

struct RunCliOptions {
  std::string file;
  std::string target = "llvm";
  std::string entry = "main";
  std::vector<std::string> inputs;
  std::string out_dir;
  bool print = false;
  bool time = false;
  int repeat = 3;
};

double MillisecondsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Runs an executable (recognized by its magic header) or a TVMScript file,
// built first for --target, on the VM; outputs as in CmdEval.
int CmdRun(const RunCliOptions& o) {
  SourceFilePtr src = ReadInput(o.file);
  runtime::vm::Executable exec = runtime::vm::IsExecutable(src->text())
                                     ? runtime::vm::Executable::Load(src->text(), o.file)
                                     : targets::Build(LoadModule(src), Target::Parse(o.target));
  auto t_load = std::chrono::steady_clock::now();
  runtime::vm::VirtualMachine vm = targets::LoadVM(std::move(exec));
  double load_ms = MillisecondsSince(t_load);
  std::vector<NDArray> arrays;
  for (const std::string& path : o.inputs) arrays.push_back(ReadNpy(path));
  auto t_first = std::chrono::steady_clock::now();
  std::vector<NDArray> outs =
      runtime::vm::FlattenValue(vm.Invoke(o.entry, driver::VMArgsFromArrays(vm.executable(), o.entry, arrays)));
  double first_ms = MillisecondsSince(t_first);
  if (o.time) {
    // The first call is a warm-up; the median of --repeat more is the figure.
    if (o.repeat < 1) ThrowError("--repeat must be at least 1, got " + std::to_string(o.repeat));
    std::vector<double> calls;
    for (int i = 0; i < o.repeat; ++i) {
      auto t = std::chrono::steady_clock::now();
      vm.Invoke(o.entry, driver::VMArgsFromArrays(vm.executable(), o.entry, arrays));
      calls.push_back(MillisecondsSince(t));
    }
    std::sort(calls.begin(), calls.end());
    std::fprintf(stderr, "load: %.3f ms\nfirst call: %.3f ms\ncall: %.3f ms (median of %d after the first)\n", load_ms,
                 first_ms, calls[calls.size() / 2], o.repeat);
  }
  if (!o.out_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(o.out_dir, ec);
    if (ec) ThrowError("cannot create output directory '" + o.out_dir + "': " + ec.message());
    for (size_t i = 0; i < outs.size(); ++i) WriteNpy(o.out_dir + "/out" + std::to_string(i) + ".npy", outs[i]);
  }
  if (o.print) {
    for (size_t i = 0; i < outs.size(); ++i) std::cout << "out" << i << ":\n" << outs[i].ToString() << "\n";
  }
  return 0;
}

int Main(int argc, char** argv) {
  CLI::App app{"rlx: a Relax backend compiler (TVM's tvm.relax.backend, in C++)"};
  app.require_subcommand(1);
  std::string print_file;
  auto* print = app.add_subcommand("print", "Parse, check and print a module");
  print->add_option("file", print_file, "TVMScript file, or - for stdin")->required();
  bool print_show_meta = false;
  const char* kShowMetaHelp =
      "Print constants with dimensions as TVM's show_meta=True does: metadata[...] references and the metadata "
      "section first";
  print->add_flag("--show-meta", print_show_meta, kShowMetaHelp);
  std::string print_style = "rlx";
  const char* kStyleHelp =
      "rlx: this project's text; tvm: exactly what TVM 0.27's mod.script() prints (out_ty=, R.Any, TypeVars, TVM's "
      "function order and float digits), no trailing newline";
  print->add_option("--style", print_style, kStyleHelp)->check(CLI::IsMember({"rlx", "tvm"}));

  OptOptions opt;
  auto* optc = app.add_subcommand("opt", "Run passes over a module and print the result");
  optc->add_option("file", opt.file, "TVMScript file, or - for stdin")->required();
  optc->add_flag("--show-meta", opt.show_meta, kShowMetaHelp);
  optc->add_option("--style", opt.style, kStyleHelp)->check(CLI::IsMember({"rlx", "tvm"}));
  optc->add_option("--passes", opt.passes, "Comma-separated passes, e.g. FoldConstant,DeadCodeElimination");
  optc->add_option("--pipeline", opt.pipeline, "A named pipeline for --target: default, default_build or zero");
  optc->add_option("--target", opt.target, "Target string or JSON, e.g. 'cuda -libs=thrust'");
  optc->add_flag("--print-after-all", opt.print_after_all, "Print the module after every pass (stderr)");
  optc->add_flag("--print-after-change", opt.print_after_change, "Print the module after passes that change it");
  optc->add_option("--print-before", opt.print_before, "Print the module before the named pass")->take_all();
  optc->add_option("--print-after", opt.print_after, "Print the module after the named pass")->take_all();
  optc->add_option("--trace", opt.trace, "Write the pass trace as JSON to this file");
  optc->add_flag("--time", opt.time, "Print a per-pass timing table (stderr)");
  optc->add_flag("--no-verify", opt.no_verify, "Skip the well-formedness check after each pass");
  optc->add_flag("--print-pass-names", opt.print_pass_names, "Print the names of the passes that ran, not the module");
  optc->add_option("--config", opt.config,
                   "PassContext config key=value (repeatable), e.g. relax.backend.use_cuda_graph=true");
  optc->add_flag("--explain", opt.explain,
                 "Print every dispatch decision (op, rule, target and its source, why) to stderr");

  app.add_subcommand("passes", "List registered passes");
  app.add_subcommand("ops", "List registered operators");
  std::string patterns_prefix;
  auto* patternsc = app.add_subcommand("patterns", "List registered fusion patterns, highest priority first");
  patternsc->add_option("--prefix", patterns_prefix, "Only the names starting with this, e.g. cublas.matmul");
  PartitionCliOptions part;
  auto* partc =
      app.add_subcommand("partition", "Run TVM's partition_for_<backend> (BYOC offload) and print the module");
  partc->add_option("file", part.file, "TVMScript file, or - for stdin")->required();
  partc
      ->add_option("--backend", part.backend,
                   "cublas, cudnn, cutlass, hipblas, coreml, dnnl, nnapi, tensorrt, example_npu, openclml")
      ->required();
  partc->add_flag("--bind-constants", part.options.bind_constants, "cublas: keep constants inside the composites");
  partc->add_flag("--no-annotate-codegen", part.no_annotate_codegen, "cutlass: leave the private composites unwrapped");
  partc->add_flag("--no-flash-mqa", part.no_flash_mqa, "cutlass: skip the multi-query attention rewrite");
  partc->add_option("--feature-level", part.feature_level, "nnapi: the maximum NNAPI feature level");
  partc->add_flag("--explain", part.explain, "Print every pattern match and rejection to stderr");
  std::string demo_file;
  auto* demo = app.add_subcommand(
      "demo", "Compile the built-in model (or FILE) with the cpu_generic pipeline, run and check it");
  demo->add_option("file", demo_file, "TVMScript file instead of the built-in model");
  EvalCliOptions eval;
  auto* evalc = app.add_subcommand("eval", "Run a function with the reference interpreter on .npy inputs");
  evalc->add_option("file", eval.file, "TVMScript file, or - for stdin")->required();
  evalc->add_option("--entry", eval.entry, "Function to run (default: main)");
  evalc->add_option("--in", eval.inputs, "Input .npy file, one per parameter in order (repeatable)");
  evalc->add_option("--out-dir", eval.out_dir, "Write the outputs as out0.npy, out1.npy, ... here");
  evalc->add_flag("--print", eval.print, "Print each output");

  BuildCliOptions build;
  auto* buildc = app.add_subcommand("build", "Compile a module to a Relax VM executable");
  buildc->add_option("file", build.file, "TVMScript file, or - for stdin")->required();
  buildc->add_option("--target", build.target,
                     "Target string or tag: llvm, opencl (kernels run on the default OpenCL device), cuda, rocm, "
                     "metal, vulkan, webgpu, qcom/adreno-opencl, ...; default llvm");
  buildc->add_option(
      "--pipeline", build.pipeline,
      "Named pipeline to run before the target's lowering: default, default_build or zero (default: default)");
  buildc
      ->add_option("-o,--output", build.output,
                   "Executable file to write, or DIR/ for DIR/<stem>.rlx plus the kernels as device code")
      ->required();
  buildc->add_flag("--print-bytecode", build.print_bytecode, "Print the VM bytecode listing");
  buildc->add_option("--emit", build.emit,
                     "Also print the kernels as 'llvm' (optimized LLVM IR) or 'asm', or write them to OUT.o ('obj') or "
                     "OUT.so ('so', linked with cc -shared)");
  RunCliOptions run;
  auto* runc = app.add_subcommand("run", "Run a function on the Relax VM on .npy inputs");
  runc->add_option("file", run.file, "Executable from `rlx build`, or a TVMScript file to build first")->required();
  runc->add_option("--target", run.target, "Target to build a TVMScript file for: llvm or opencl (default llvm)");
  runc->add_option("--entry", run.entry, "Function to run (default: main)");
  runc->add_option("--in", run.inputs, "Input .npy file, one per parameter in order (repeatable)");
  runc->add_option("--out-dir", run.out_dir, "Write the outputs as out0.npy, out1.npy, ... here");
  runc->add_flag("--print", run.print, "Print each output");
  runc->add_flag("--time", run.time, "Print the load time and the median time of a call (stderr)");
  runc->add_option("--repeat", run.repeat, "Calls timed after the first with --time (default 3)");

  std::string names;
  bool known = false;
  for (const CLI::App* sub : app.get_subcommands({})) {
    names += (names.empty() ? "" : ", ") + sub->get_name();
    known |= argc > 1 && sub->get_name() == argv[1];
  }
  if (argc > 1 && argv[1][0] != '-' && !known) {
    std::cerr << "rlx: error: unknown command '" << argv[1] << "'; commands: " << names << "\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  try {
    if (print->parsed()) {
      std::cout << Print(LoadModule(ReadInput(print_file)), print_show_meta, print_style);
      return 0;
    }
    if (optc->parsed()) return CmdOpt(opt);
    if (app.got_subcommand("passes")) return CmdPasses();
    if (app.got_subcommand("ops")) return CmdOps();
    if (patternsc->parsed()) return CmdPatterns(patterns_prefix);
    if (partc->parsed()) return CmdPartition(part);
    if (demo->parsed()) return CmdDemo(demo_file);
    if (evalc->parsed()) return CmdEval(eval);
    if (buildc->parsed()) return CmdBuild(build);
    if (runc->parsed()) return CmdRun(run);
  } catch (const DiagnosticError& e) {
    std::cerr << e.what();
    return 1;
  }
  return 2;
}

}  // namespace
}  // namespace tools
}  // namespace rlx

int main(int argc, char** argv) { return rlx::tools::Main(argc, argv); }
