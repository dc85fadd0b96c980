// Internal invariant checks. A failed RLX_CHECK is a bug in this project, not
// in the user's input: it prints the condition, location and message, then
// aborts. User errors go through DiagnosticError instead (diagnostic.h).
#ifndef RLX_COMPILER_SUPPORT_CHECK_H_
#define RLX_COMPILER_SUPPORT_CHECK_H_

#include <sstream>
#include <string>

namespace rlx {
namespace detail {

class CheckFailure {
 public:
  CheckFailure(const char* file, int line, const char* cond);
  [[noreturn]] ~CheckFailure();
  std::ostream& stream() { return os_; }

 private:
  std::ostringstream os_;
};

// Lets `RLX_CHECK(c) << ...` be an expression of type void.
struct Voidify {
  void operator&(std::ostream&) {}
};

}  // namespace detail
}  // namespace rlx

#define RLX_CHECK(cond) \
  (cond) ? (void)0 : ::rlx::detail::Voidify() & ::rlx::detail::CheckFailure(__FILE__, __LINE__, #cond).stream()

#define RLX_UNREACHABLE() RLX_CHECK(false) << "unreachable: "

#endif  // RLX_COMPILER_SUPPORT_CHECK_H_
