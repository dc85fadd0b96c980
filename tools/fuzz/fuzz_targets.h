// Fuzz entry points: one per input format a user can hand the tools. Each
// runs one input through the real loader (and, for inputs it accepts, checks
// the round trip the format promises) and returns "" when the input was
// accepted or the user error (DiagnosticError::what()) when it was rejected.
// A rejected input is fine; anything else -- a crash, a sanitizer report,
// another exception, a broken round trip -- aborts, which libFuzzer records
// as a crash. The libFuzzer binaries (fuzz_main.cc) and
// //tools/fuzz:regressions_test call the same functions.
#ifndef RLX_TOOLS_FUZZ_FUZZ_TARGETS_H_
#define RLX_TOOLS_FUZZ_FUZZ_TARGETS_H_

#include <functional>
#include <string>

namespace rlx {
namespace fuzz {

// TVMScript: script::ParseModuleText; an accepted module is printed and
// checked by relax::CheckWellFormed, and a well-formed one must print to
// text that parses again and prints the same (script_fuzz.cc).
std::string FuzzScript(const std::string& input);
// Target::Parse; an accepted target must survive ToString and ToJSON
// (target_fuzz.cc).
std::string FuzzTarget(const std::string& input);
// ParseNpy; an accepted array must serialize and parse back identical
// (npy_fuzz.cc).
std::string FuzzNpy(const std::string& input);
// runtime::vm::Executable::Load. The input's trailing 8-byte checksum is
// recomputed first, so mutations reach the parser behind it (a saved
// executable is a valid input as is); Save of the loaded executable must be
// a fixed point (executable_fuzz.cc).
std::string FuzzExecutable(const std::string& input);
// inspector::LoadTraceJSON (what `rlx opt --trace` writes); SaveTraceJSON of
// the loaded trace must be a fixed point (trace_fuzz.cc).
std::string FuzzTrace(const std::string& input);

// Runs `fn`: "" when it returns, the message of a DiagnosticError it throws.
// Any other exception aborts with its type and message.
std::string UserErrorOf(const std::function<void()>& fn);
// Reports a broken property of an accepted input and aborts.
[[noreturn]] void FuzzFail(const std::string& what);

}  // namespace fuzz
}  // namespace rlx

#endif  // RLX_TOOLS_FUZZ_FUZZ_TARGETS_H_
