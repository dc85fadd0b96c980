// A static HTML report of a trace: the pass timeline, and for every pass
// that changed the module its unified diff and its decisions. One
// self-contained file (inline CSS, no scripts, no external resources) that
// opens in any browser; every piece of module text is HTML-escaped.
#ifndef RLX_INSPECTOR_APP_REPORT_H_
#define RLX_INSPECTOR_APP_REPORT_H_

#include <string>

#include "inspector/model/trace.h"

namespace rlx {
namespace inspector {
namespace app {

// Escapes & < > " ' for element text and attribute values.
std::string HtmlEscape(const std::string& text);

std::string RenderHtmlReport(const PassTrace& trace, const std::string& title);

// Writes the report; throws DiagnosticError if the file cannot be written.
void WriteHtmlReport(const PassTrace& trace, const std::string& title, const std::string& path);

}  // namespace app
}  // namespace inspector
}  // namespace rlx

#endif  // RLX_INSPECTOR_APP_REPORT_H_
