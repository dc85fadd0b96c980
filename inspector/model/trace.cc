#include "inspector/model/trace.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "targets/registry/registry.h"

namespace rlx {
namespace inspector {

namespace {

using Json = nlohmann::json;

// Byte offsets of every value in an already-validated JSON text, keyed by
// JSON pointer ("/passes/2/name"). Only used to locate an error, so it is
// computed on demand and assumes well-formed input.
class OffsetScanner {
 public:
  explicit OffsetScanner(const std::string& text) : s_(text) {}
  std::map<std::string, size_t> Scan() {
    Value("");
    return offsets_;
  }

 private:
  void Ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\r' || s_[i_] == '\t')) ++i_;
  }
  std::string String() {
    std::string out;
    ++i_;  // opening quote
    while (i_ < s_.size() && s_[i_] != '"') {
      if (s_[i_] == '\\') ++i_;
      if (i_ < s_.size()) out += s_[i_++];
    }
    ++i_;
    return out;
  }
  void Value(const std::string& path) {
    Ws();
    if (i_ >= s_.size()) return;
    offsets_[path] = i_;
    char c = s_[i_];
    if (c == '{') {
      ++i_;
      for (Ws(); i_ < s_.size() && s_[i_] != '}'; Ws()) {
        if (s_[i_] == ',') {
          ++i_;
          continue;
        }
        std::string key = String();
        Ws();
        ++i_;  // ':'
        Value(path + "/" + key);
      }
      ++i_;
    } else if (c == '[') {
      ++i_;
      int index = 0;
      for (Ws(); i_ < s_.size() && s_[i_] != ']'; Ws()) {
        if (s_[i_] == ',') {
          ++i_;
          continue;
        }
        Value(path + "/" + std::to_string(index++));
      }
      ++i_;
    } else if (c == '"') {
      String();
    } else {
      while (i_ < s_.size() && s_[i_] != ',' && s_[i_] != '}' && s_[i_] != ']') ++i_;
    }
  }

  const std::string& s_;
  size_t i_ = 0;
  std::map<std::string, size_t> offsets_;
};

class TraceReader {
 public:
  TraceReader(const std::string& text, const std::string& filename)
      : file_(std::make_shared<SourceFile>(filename, text)) {}

  PassTrace Read() {
    Json j;
    try {
      j = Json::parse(file_->text());
    } catch (const Json::parse_error& e) {
      // e.byte is 1-based and points just past the offending character.
      size_t at = e.byte == 0 ? 0 : std::min<size_t>(e.byte - 1, file_->text().size());
      ThrowError(SpanAt(at), "malformed trace JSON: " + Explain(e.what()));
    }
    if (!j.is_object()) Fail("", "a trace must be a JSON object");
    const Json& version = Field(j, "", "version", Json::value_t::number_unsigned);
    if (version.get<int64_t>() != 1) Fail("/version", "unsupported trace version " + version.dump() + " (expected 1)");
    PassTrace t;
    t.input = Field(j, "", "input", Json::value_t::string).get<std::string>();
    if (j.contains("target")) t.target = Field(j, "", "target", Json::value_t::string).get<std::string>();
    const Json& passes = Field(j, "", "passes", Json::value_t::array);
    for (size_t i = 0; i < passes.size(); ++i) {
      std::string path = "/passes/" + std::to_string(i);
      const Json& p = passes[i];
      if (!p.is_object()) Fail(path, "pass " + std::to_string(i) + " must be a JSON object");
      PassRecord r;
      r.name = Field(p, path, "name", Json::value_t::string).get<std::string>();
      if (p.contains("options")) r.options = Field(p, path, "options", Json::value_t::string).get<std::string>();
      if (p.contains("stage")) r.stage = Field(p, path, "stage", Json::value_t::string).get<std::string>();
      if (p.contains("ms")) r.ms = Field(p, path, "ms", Json::value_t::number_float).get<double>();
      r.changed = Field(p, path, "changed", Json::value_t::boolean).get<bool>();
      const std::string& before = t.Before(i);
      if (r.changed) {
        r.after = Field(p, path, "after", Json::value_t::string).get<std::string>();
      } else {
        r.after = before;
      }
      if (p.contains("decisions")) {
        const Json& d = Field(p, path, "decisions", Json::value_t::array);
        for (size_t k = 0; k < d.size(); ++k) {
          if (!d[k].is_string()) Fail(path + "/decisions/" + std::to_string(k), "a decision must be a string");
          r.decisions.push_back(ParseDecision(d[k].get<std::string>()));
        }
      }
      t.passes.push_back(std::move(r));
    }
    return t;
  }

 private:
  Span SpanAt(size_t offset) const {
    Span s;
    s.file = file_;
    s.begin = std::min(offset, file_->text().size());
    s.end = std::min(s.begin + 1, file_->text().size());
    return s;
  }

  // nlohmann's message starts with "[json.exception.parse_error.101] parse
  // error at line 1, column 5: "; the location is in our span already.
  static std::string Explain(const std::string& what) {
    size_t colon = what.find(": ");
    return colon == std::string::npos ? what : what.substr(colon + 2);
  }

  [[noreturn]] void Fail(const std::string& path, const std::string& message) {
    if (offsets_.empty()) offsets_ = OffsetScanner(file_->text()).Scan();
    auto it = offsets_.find(path);
    ThrowError(SpanAt(it == offsets_.end() ? 0 : it->second), message);
  }

  static bool TypeMatches(const Json& v, Json::value_t want) {
    switch (want) {
      case Json::value_t::number_unsigned:
        return v.is_number_integer() && v.get<int64_t>() >= 0;
      case Json::value_t::number_float:
        return v.is_number();
      default:
        return v.type() == want;
    }
  }

  static const char* TypeName(Json::value_t t) {
    switch (t) {
      case Json::value_t::string:
        return "a string";
      case Json::value_t::boolean:
        return "true or false";
      case Json::value_t::array:
        return "an array";
      case Json::value_t::number_unsigned:
        return "a non-negative integer";
      case Json::value_t::number_float:
        return "a number";
      default:
        return "an object";
    }
  }

  const Json& Field(const Json& obj, const std::string& path, const std::string& key, Json::value_t want) {
    auto it = obj.find(key);
    std::string where = path.empty() ? "the trace" : "pass " + path.substr(path.rfind('/') + 1);
    if (it == obj.end()) Fail(path, where + " has no \"" + key + "\" field");
    if (!TypeMatches(*it, want)) Fail(path + "/" + key, "\"" + key + "\" in " + where + " must be " + TypeName(want));
    return *it;
  }

  SourceFilePtr file_;
  std::map<std::string, size_t> offsets_;
};

std::string Trim(const std::string& s) {
  size_t b = s.find_first_not_of(' ');
  size_t e = s.find_last_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

}  // namespace

Decision ParseDecision(const std::string& line) {
  Decision d;
  d.text = line;
  size_t colon = line.find(": ");
  size_t arrow = line.find(" -> ", colon == std::string::npos ? 0 : colon);
  size_t paren = line.find(" (", arrow == std::string::npos ? 0 : arrow);
  if (colon == std::string::npos || arrow == std::string::npos || paren == std::string::npos || line.back() != ')') {
    return d;
  }
  std::string who = line.substr(0, colon);
  size_t slash = who.find('/');
  if (slash == std::string::npos) return d;
  d.function = who.substr(0, slash);
  d.var = who.substr(slash + 1);
  if (d.var == "<nested>") d.var.clear();
  d.op = Trim(line.substr(colon + 2, arrow - colon - 2));
  d.rule = Trim(line.substr(arrow + 4, paren - arrow - 4));
  d.reason = line.substr(paren + 2, line.size() - paren - 3);
  return d;
}

std::string ShortStageName(const std::string& stage) {
  const std::string suffix = "_passes";
  if (stage.size() > suffix.size() && stage.compare(stage.size() - suffix.size(), suffix.size(), suffix) == 0) {
    return stage.substr(0, stage.size() - suffix.size());
  }
  return stage;
}

void AssignStages(const targets::PipelineSpec& spec, PassTrace* trace) {
  std::vector<std::pair<std::string, std::string>> specs;  // (pass name, stage)
  for (const targets::Stage& s : spec.stages) {
    for (const std::string& p : s.passes) specs.emplace_back(Trim(p.substr(0, p.find('('))), ShortStageName(s.name));
  }
  // All or nothing: the passes must be the pipeline's, in its order (a
  // subsequence is fine). A hand-picked list that merely shares names with it
  // (FoldConstant before LegalizeOps, say) would get misleading labels.
  std::vector<std::string> stages;
  size_t cursor = 0;
  for (const PassRecord& r : trace->passes) {
    while (cursor < specs.size() && specs[cursor].first != r.name) ++cursor;
    if (cursor == specs.size()) return;
    stages.push_back(specs[cursor++].second);
  }
  for (size_t i = 0; i < stages.size(); ++i) trace->passes[i].stage = stages[i];
}

namespace {

// Stages from the target's default pipeline, when the target routes to one.
void AssignDefaultStages(PassTrace* t) {
  if (t->target.empty()) return;
  for (const PassRecord& r : t->passes) {
    if (!r.stage.empty()) return;  // the trace states its own stages
  }
  try {
    AssignStages(targets::GetPipelineSpec(Target::Parse(t->target)), t);
  } catch (const DiagnosticError&) {
    // A target no pipeline takes: stages stay unknown.
  }
}

}  // namespace

PassTrace LoadTraceJSON(const std::string& text, const std::string& filename) {
  PassTrace t = TraceReader(text, filename).Read();
  AssignDefaultStages(&t);
  return t;
}

PassTrace LoadTraceFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) ThrowError("cannot open trace file '" + path + "'");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return LoadTraceJSON(text, path);
}

bool operator==(const Decision& a, const Decision& b) {
  return a.text == b.text && a.function == b.function && a.var == b.var && a.op == b.op && a.rule == b.rule &&
         a.reason == b.reason;
}

bool operator==(const PassRecord& a, const PassRecord& b) {
  return a.name == b.name && a.stage == b.stage && a.options == b.options && a.ms == b.ms && a.changed == b.changed &&
         a.after == b.after && a.decisions == b.decisions;
}

bool operator==(const PassTrace& a, const PassTrace& b) {
  return a.input == b.input && a.target == b.target && a.passes == b.passes;
}

std::string SaveTraceJSON(const PassTrace& trace, const SaveTraceOptions& options) {
  // Key order and layout follow TraceRecorder::ToJSON; "stage" is the one
  // optional field it does not write, placed after "options".
  nlohmann::ordered_json j;
  j["version"] = 1;
  j["target"] = trace.target;
  j["input"] = trace.input;
  nlohmann::ordered_json passes = nlohmann::ordered_json::array();
  for (const PassRecord& r : trace.passes) {
    nlohmann::ordered_json p;
    p["name"] = r.name;
    p["options"] = r.options;
    if (options.include_stages && !r.stage.empty()) p["stage"] = r.stage;
    if (options.include_times) p["ms"] = r.ms;
    p["changed"] = r.changed;
    if (!r.decisions.empty()) {
      nlohmann::ordered_json d = nlohmann::ordered_json::array();
      for (const Decision& decision : r.decisions) d.push_back(decision.text);
      p["decisions"] = std::move(d);
    }
    if (r.changed) p["after"] = r.after;
    passes.push_back(std::move(p));
  }
  j["passes"] = std::move(passes);
  return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

void SaveTraceFile(const PassTrace& trace, const std::string& path, const SaveTraceOptions& options) {
  if (path.empty()) ThrowError("no file name to save the trace to");
  const std::string text = SaveTraceJSON(trace, options);
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) ThrowError("cannot write trace file '" + path + "'");
    out << text;
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      ThrowError("error writing trace file '" + path + "'");
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    ThrowError("cannot write trace file '" + path + "' (is it a directory?)");
  }
}

PassTrace TraceFromRecorder(const TraceRecorder& recorder, const std::string& target) {
  PassTrace t;
  t.target = target;
  t.input = recorder.input().defined() ? script::PrintModule(recorder.input()) : "";
  for (const TraceRecorder::Step& s : recorder.steps()) {
    PassRecord r;
    r.name = s.pass;
    r.options = s.options;
    r.ms = s.ms;
    r.changed = s.changed;
    r.after = s.changed ? script::PrintModule(s.after) : t.Final();
    for (const std::string& line : s.decisions) r.decisions.push_back(ParseDecision(line));
    t.passes.push_back(std::move(r));
  }
  return t;
}

}  // namespace inspector
}  // namespace rlx
