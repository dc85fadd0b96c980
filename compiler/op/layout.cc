#include "compiler/op/layout.h"

#include <algorithm>
#include <cctype>

#include "compiler/op/dim_arith.h"

namespace rlx {
namespace op {

std::optional<Layout> Layout::Parse(const std::string& name) {
  Layout out;
  out.name_ = name;
  int64_t factor = 0;
  bool has_factor = false;
  for (char c : name) {
    if (std::isdigit(static_cast<unsigned char>(c))) {
      factor = factor * 10 + (c - '0');
      has_factor = true;
      continue;
    }
    if (std::isupper(static_cast<unsigned char>(c))) {
      if (has_factor) return std::nullopt;
      out.axes_.push_back(c);
      out.factors_.push_back(0);
    } else if (std::islower(static_cast<unsigned char>(c))) {
      if (!has_factor || factor <= 0) return std::nullopt;
      out.axes_.push_back(c);
      out.factors_.push_back(factor);
    } else {
      return std::nullopt;
    }
    factor = 0;
    has_factor = false;
  }
  if (has_factor) return std::nullopt;
  for (size_t i = 0; i < out.axes_.size(); ++i) {
    if (std::count(out.axes_.begin(), out.axes_.end(), out.axes_[i]) != 1) return std::nullopt;
    char c = out.axes_[i];
    if (std::islower(static_cast<unsigned char>(c)) &&
        std::find(out.axes_.begin(), out.axes_.end(), static_cast<char>(std::toupper(c))) == out.axes_.end()) {
      return std::nullopt;
    }
  }
  return out;
}

std::string Layout::Primal() const {
  std::string out;
  for (char c : axes_) {
    if (std::isupper(static_cast<unsigned char>(c))) out.push_back(c);
  }
  return out;
}

bool Layout::ConvertibleTo(const Layout& dst) const {
  std::string a = Primal(), b = dst.Primal();
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  return a == b;
}

std::vector<PrimExpr> Layout::ForwardShape(const std::vector<PrimExpr>& shape, const Layout& dst) const {
  std::vector<PrimExpr> out;
  for (char c : dst.axes_) {
    auto it = std::find(axes_.begin(), axes_.end(), c);
    PrimExpr dim = shape[it - axes_.begin()];
    auto sub = std::find(axes_.begin(), axes_.end(), static_cast<char>(std::tolower(c)));
    if (sub != axes_.end()) dim = DimMul(dim, Int64(factors_[sub - axes_.begin()]));
    out.push_back(dim);
  }
  return out;
}

std::vector<PrimExpr> Layout::BackwardShape(const std::vector<PrimExpr>& shape, const Layout& src) const {
  std::vector<PrimExpr> out;
  for (size_t i = 0; i < axes_.size(); ++i) {
    char c = axes_[i];
    if (factors_[i] != 0) {
      out.push_back(Int64(factors_[i]));
      continue;
    }
    auto it = std::find(src.axes_.begin(), src.axes_.end(), c);
    PrimExpr dim = shape[it - src.axes_.begin()];
    auto sub = std::find(axes_.begin(), axes_.end(), static_cast<char>(std::tolower(c)));
    if (sub != axes_.end()) dim = DimFloorDiv(dim, Int64(factors_[sub - axes_.begin()]));
    out.push_back(dim);
  }
  return out;
}

}  // namespace op
}  // namespace rlx
