#include "compiler/analysis/well_formed.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {

std::string FuzzScript(const std::string& input) {
  IRModule mod;
  std::string err = UserErrorOf([&] { mod = script::ParseModuleText(input, "<fuzz>"); });
  if (!err.empty()) return err;
  // The printer must handle everything the parser builds, well-formed or not.
  std::string printed;
  std::string print_err = UserErrorOf([&] { printed = script::PrintModule(mod); });
  if (!print_err.empty()) FuzzFail("PrintModule rejected a parsed module: " + print_err);
  err = UserErrorOf([&] { relax::CheckWellFormed(mod); });
  if (!err.empty()) return err;
  IRModule again;
  std::string reparse_err = UserErrorOf([&] { again = script::ParseModuleText(printed, "<printed>"); });
  if (!reparse_err.empty()) FuzzFail("printed module does not parse:\n" + reparse_err + "\n" + printed);
  std::string printed_again = script::PrintModule(again);
  if (printed_again != printed) {
    FuzzFail("printing is not a fixed point:\n" + printed + "\n---- then ----\n" + printed_again);
  }
  return "";
}

}  // namespace fuzz
}  // namespace rlx
