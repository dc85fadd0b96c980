#include "compiler/ir/target.h"
#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {

std::string FuzzTarget(const std::string& input) {
  Target target;
  std::string err = UserErrorOf([&] { target = Target::Parse(input); });
  if (!err.empty()) return err;
  // target.h promises Parse(ToString()) == *this and FromJSON(ToJSON()) == *this.
  const std::string text = target.ToString();
  Target reparsed;
  std::string again = UserErrorOf([&] { reparsed = Target::Parse(text); });
  if (!again.empty()) FuzzFail("ToString of an accepted target does not parse: '" + text + "': " + again);
  if (!(reparsed == target)) FuzzFail("Parse(ToString()) differs for '" + text + "'");
  const nlohmann::json json = target.ToJSON();
  Target from_json;
  again = UserErrorOf([&] { from_json = Target::FromJSON(json); });
  if (!again.empty()) FuzzFail("ToJSON of an accepted target is rejected: " + json.dump() + ": " + again);
  if (!(from_json == target)) FuzzFail("FromJSON(ToJSON()) differs for " + json.dump());
  return "";
}

}  // namespace fuzz
}  // namespace rlx
