#include "compiler/codegen/source/math_helpers.h"

#include <set>

#include "compiler/support/check.h"

namespace rlx {
namespace codegen {

bool HasMathHelper(const std::string& op) {
  static const std::set<std::string> kOps = {"erf",   "erfc",  "log1p", "expm1",    "cbrt",    "hypot",
                                             "exp10", "log10", "fmod",  "copysign", "isfinite"};
  return kOps.count(op) > 0;
}

bool IsExactMathHelper(const std::string& op) { return op == "fmod" || op == "copysign" || op == "isfinite"; }

std::string MathHelper(const std::string& op, const std::string& fn, const std::string& type,
                       const std::string& prefix) {
  RLX_CHECK(HasMathHelper(op)) << "no math helper for " << op;
  std::string head = (prefix.empty() ? "" : prefix + " ") + (op == "isfinite" ? std::string("bool") : type) + " " + fn +
                     "(" + type + " a" + (op == "fmod" || op == "copysign" || op == "hypot" ? ", " + type + " b" : "") +
                     ") {\n";
  std::string body;
  if (op == "fmod") {
    body = "  return a - b * trunc(a / b);\n";
  } else if (op == "copysign") {
    body = "  return (b < " + type + "(0) || (b == " + type + "(0) && " + type + "(1) / b < " + type +
           "(0))) ? -abs(a) : abs(a);\n";
  } else if (op == "isfinite") {
    body = "  return !(isnan(a) || isinf(a));\n";
  } else if (op == "hypot") {
    // Scaled so that squaring cannot overflow.
    body =
        "  float x = abs(float(a)), y = abs(float(b));\n"
        "  float m = max(x, y);\n"
        "  if (m == 0.0f || isinf(m)) return " +
        type +
        "(m);\n"
        "  x = x / m;\n"
        "  y = y / m;\n"
        "  return " +
        type + "(m * sqrt(x * x + y * y));\n";
  } else {
    body = "  float x = float(a);\n";
    if (op == "erf" || op == "erfc") {
      body +=
          "  float s = x < 0.0f ? -1.0f : 1.0f;\n"
          "  float z = abs(x);\n"
          "  float t = 1.0f / (1.0f + 0.3275911f * z);\n"
          "  float p = ((((1.061405429f * t - 1.453152027f) * t + 1.421413741f) * t - 0.284496736f) * t + "
          "0.254829592f) * t;\n"
          "  float e = s * (1.0f - p * exp(-z * z));\n";
      body += op == "erf" ? "  return " + type + "(e);\n" : "  return " + type + "(1.0f - e);\n";
    } else if (op == "log1p") {
      // log(u) * x / (u - 1) cancels the rounding of u = 1 + x (Goldberg).
      body +=
          "  float u = 1.0f + x;\n"
          "  return " +
          type + "(u == 1.0f ? x : log(u) * (x / (u - 1.0f)));\n";
    } else if (op == "expm1") {
      body +=
          "  float u = exp(x);\n"
          "  if (u == 1.0f) return " +
          type +
          "(x);\n"
          "  float um1 = u - 1.0f;\n"
          "  if (um1 == -1.0f) return " +
          type +
          "(-1.0f);\n"
          "  return " +
          type + "(isinf(u) ? u : um1 * (x / log(u)));\n";
    } else if (op == "cbrt") {
      body += "  float r = pow(abs(x), 1.0f / 3.0f);\n  return " + type + "(x < 0.0f ? -r : r);\n";
    } else if (op == "exp10") {
      body += "  return " + type + "(exp2(x * 3.32192809488736f));\n";
    } else if (op == "log10") {
      body += "  return " + type + "(log2(x) * 0.301029995663981f);\n";
    }
  }
  return head + body + "}\n";
}

}  // namespace codegen
}  // namespace rlx
