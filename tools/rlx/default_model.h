// The built-in module that `rlx demo` compiles when no file is given: a small
// MLP with a symbolic batch size, a softmax head and a few bindings that the
// target-independent passes have something to do with (a foldable constant
// expression, a trivial var-to-var binding, a dead binding).
#ifndef RLX_TOOLS_RLX_DEFAULT_MODEL_H_
#define RLX_TOOLS_RLX_DEFAULT_MODEL_H_

namespace rlx {
namespace tools {

extern const char kDefaultModelName[];
extern const char kDefaultModel[];

}  // namespace tools
}  // namespace rlx

#endif  // RLX_TOOLS_RLX_DEFAULT_MODEL_H_
