#include "compiler/runtime/vm/executable.h"
#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {

using runtime::vm::Executable;

std::string FuzzExecutable(const std::string& input) {
  // Almost every mutation breaks the checksum, which Load checks first;
  // recomputing it lets the fuzzer explore the format behind it.
  std::string bytes = input;
  if (runtime::vm::IsExecutable(input) && input.size() >= runtime::vm::kExecutableChecksumSize) {
    bytes = runtime::vm::WithExecutableChecksum(input.substr(0, input.size() - runtime::vm::kExecutableChecksumSize));
  }
  Executable exe;
  std::string err = UserErrorOf([&] { exe = Executable::Load(bytes, "<fuzz>"); });
  if (!err.empty()) return err;
  std::string listing;
  std::string again = UserErrorOf([&] { listing = exe.AsText(); });
  if (!again.empty()) FuzzFail("AsText rejected a loaded executable: " + again);
  std::string saved;
  again = UserErrorOf([&] { saved = exe.Save(); });
  if (!again.empty()) FuzzFail("Save rejected a loaded executable: " + again);
  Executable reloaded;
  again = UserErrorOf([&] { reloaded = Executable::Load(saved, "<saved>"); });
  if (!again.empty()) FuzzFail("a saved executable does not load: " + again);
  if (reloaded.Save() != saved) FuzzFail("Save(Load(Save(x))) differs from Save(x)");
  return "";
}

}  // namespace fuzz
}  // namespace rlx
