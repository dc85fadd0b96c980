#include "inspector/app/report.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "compiler/support/diagnostic.h"
#include "inspector/model/diff.h"

namespace rlx {
namespace inspector {
namespace app {
namespace {

const char kStyle[] = R"css(
body { font-family: sans-serif; margin: 1.5em; background: #fafafa; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; vertical-align: top; }
th { background: #e8e8e8; }
tr.unchanged td { color: #999; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.mark { font-weight: bold; color: #c60; }
pre.diff { background: #fff; border: 1px solid #ccc; padding: 6px; overflow-x: auto; font-size: 12px; }
pre.diff span { display: block; }
.add { background: #dfd; }
.del { background: #fdd; }
.hunk { color: #06c; }
)css";

std::string Fmt(const char* fmt, double v) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), fmt, v);
  return buf;
}

bool IsDispatch(const PassRecord& p) {
  return p.stage == "library_dispatch" || p.name.rfind("Dispatch", 0) == 0 ||
         p.name.find("ByPattern") != std::string::npos;
}
bool IsFusion(const PassRecord& p) { return p.name.find("Fuse") != std::string::npos; }

void WriteDiff(const PassTrace& trace, size_t i, std::ostringstream& out) {
  std::vector<std::string> before = SplitLines(trace.Before(i));
  std::vector<std::string> after = SplitLines(trace.passes[i].after);
  LineDiff diff = DiffLines(before, after);
  std::string text = FormatUnified(diff, before, after);
  out << "<pre class=\"diff\">";
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    const char* cls = "";
    if (line.rfind("@@", 0) == 0)
      cls = "hunk";
    else if (!line.empty() && line[0] == '+')
      cls = "add";
    else if (!line.empty() && line[0] == '-')
      cls = "del";
    out << "<span class=\"" << cls << "\">" << HtmlEscape(line) << "</span>";
  }
  out << "</pre>\n";
}

}  // namespace

std::string HtmlEscape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string RenderHtmlReport(const PassTrace& trace, const std::string& title) {
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" << HtmlEscape(title)
      << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n";
  out << "<h1>" << HtmlEscape(title) << "</h1>\n";
  double total = 0;
  int changed = 0;
  for (const PassRecord& p : trace.passes) {
    total += p.ms;
    changed += p.changed ? 1 : 0;
  }
  out << "<p>target <code>" << HtmlEscape(trace.target) << "</code>, " << trace.passes.size() << " passes, " << changed
      << " changed the module, " << Fmt("%.2f", total) << " ms in total.</p>\n";

  out << "<h2>Timeline</h2>\n<table id=\"timeline\">\n<thead><tr><th>#</th><th></th><th>pass</th><th>stage</th>"
         "<th>ms</th><th>changed</th><th>decisions</th></tr></thead>\n<tbody>\n";
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    const PassRecord& p = trace.passes[i];
    const char* mark = IsDispatch(p) ? "D" : IsFusion(p) ? "F" : "";
    out << "<tr" << (p.changed ? "" : " class=\"unchanged\"") << "><td class=\"num\">" << i
        << "</td><td class=\"mark\">" << mark << "</td><td>";
    if (p.changed || !p.decisions.empty()) {
      out << "<a href=\"#pass-" << i << "\">" << HtmlEscape(p.name) << "</a>";
    } else {
      out << HtmlEscape(p.name);
    }
    out << "</td><td>" << HtmlEscape(p.stage) << "</td><td class=\"num\">" << Fmt("%.3f", p.ms) << "</td><td>"
        << (p.changed ? "yes" : "") << "</td><td class=\"num\">" << p.decisions.size() << "</td></tr>\n";
  }
  out << "</tbody>\n</table>\n";

  out << "<h2>Passes</h2>\n";
  for (size_t i = 0; i < trace.passes.size(); ++i) {
    const PassRecord& p = trace.passes[i];
    if (!p.changed && p.decisions.empty()) continue;
    out << "<section id=\"pass-" << i << "\">\n<h3>" << i << ". " << HtmlEscape(p.name);
    if (!p.options.empty()) out << " <code>" << HtmlEscape(p.options) << "</code>";
    out << "</h3>\n";
    if (!p.decisions.empty()) {
      out << "<table class=\"decisions\">\n<thead><tr><th>function/var</th><th>op</th><th>rule</th><th>reason</th>"
             "</tr></thead>\n<tbody>\n";
      for (const Decision& d : p.decisions) {
        if (d.op.empty() && d.rule.empty()) {
          out << "<tr><td colspan=\"4\">" << HtmlEscape(d.text) << "</td></tr>\n";
          continue;
        }
        out << "<tr><td>" << HtmlEscape(d.function) << "/" << HtmlEscape(d.var.empty() ? "<nested>" : d.var)
            << "</td><td>" << HtmlEscape(d.op) << "</td><td>" << HtmlEscape(d.rule) << "</td><td>"
            << HtmlEscape(d.reason) << "</td></tr>\n";
      }
      out << "</tbody>\n</table>\n";
    }
    if (p.changed) WriteDiff(trace, i, out);
    out << "</section>\n";
  }
  out << "<h2>Input module</h2>\n<pre class=\"diff\">" << HtmlEscape(trace.input) << "</pre>\n";
  out << "</body>\n</html>\n";
  return out.str();
}

void WriteHtmlReport(const PassTrace& trace, const std::string& title, const std::string& path) {
  std::ofstream f(path, std::ios::binary);
  if (!f) ThrowError("cannot write report '" + path + "'");
  f << RenderHtmlReport(trace, title);
  if (!f) ThrowError("error writing report '" + path + "'");
}

}  // namespace app
}  // namespace inspector
}  // namespace rlx
