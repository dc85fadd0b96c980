#include "compiler/backend/dispatch_decision.h"

#include <mutex>
#include <utility>

namespace rlx {
namespace backend {

namespace {

std::mutex& Mu() {
  static std::mutex mu;
  return mu;
}

std::vector<DispatchDecision>& Entries() {
  static std::vector<DispatchDecision> entries;
  return entries;
}

}  // namespace

void DecisionLog::Append(DispatchDecision d) {
  std::lock_guard<std::mutex> lock(Mu());
  Entries().push_back(std::move(d));
}

std::vector<DispatchDecision> DecisionLog::Take() {
  std::lock_guard<std::mutex> lock(Mu());
  std::vector<DispatchDecision> out;
  out.swap(Entries());
  return out;
}

void DecisionLog::Clear() {
  std::lock_guard<std::mutex> lock(Mu());
  Entries().clear();
}

}  // namespace backend
}  // namespace rlx
