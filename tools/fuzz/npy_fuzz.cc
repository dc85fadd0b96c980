#include <cstring>

#include "compiler/runtime/npy.h"
#include "tools/fuzz/fuzz_targets.h"

namespace rlx {
namespace fuzz {

std::string FuzzNpy(const std::string& input) {
  NDArray arr;
  std::string err = UserErrorOf([&] { arr = ParseNpy(input, "<fuzz>"); });
  if (!err.empty()) return err;
  std::string bytes;
  std::string again = UserErrorOf([&] { bytes = SerializeNpy(arr); });
  if (!again.empty()) FuzzFail("SerializeNpy rejected a parsed array: " + again);
  NDArray back;
  again = UserErrorOf([&] { back = ParseNpy(bytes, "<serialized>"); });
  if (!again.empty()) FuzzFail("serialized array does not parse: " + again);
  if (back.dtype() != arr.dtype() || back.shape() != arr.shape() ||
      std::memcmp(back.data(), arr.data(), arr.NumBytes()) != 0) {
    FuzzFail("ParseNpy(SerializeNpy(a)) differs from a");
  }
  return "";
}

}  // namespace fuzz
}  // namespace rlx
