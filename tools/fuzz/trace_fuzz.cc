#include "inspector/model/trace.h"
#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {

std::string FuzzTrace(const std::string& input) {
  inspector::PassTrace trace;
  std::string err = UserErrorOf([&] { trace = inspector::LoadTraceJSON(input, "<fuzz>"); });
  if (!err.empty()) return err;
  std::string saved;
  std::string again = UserErrorOf([&] { saved = inspector::SaveTraceJSON(trace); });
  if (!again.empty()) FuzzFail("SaveTraceJSON rejected a loaded trace: " + again);
  inspector::PassTrace reloaded;
  again = UserErrorOf([&] { reloaded = inspector::LoadTraceJSON(saved, "<saved>"); });
  if (!again.empty()) FuzzFail("a saved trace does not load: " + again + "\n" + saved);
  if (inspector::SaveTraceJSON(reloaded) != saved) FuzzFail("SaveTraceJSON is not a fixed point:\n" + saved);
  return "";
}

}  // namespace fuzz
}  // namespace rlx
