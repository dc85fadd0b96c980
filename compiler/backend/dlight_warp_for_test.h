// Test-only: PrimFuncs the dlight reduction rules schedule with a target's
// warp shuffles (dlight_common.h WarpReduce), for the code generators' tests
// (CUDA C through nvcc, PTX through ptxas, AMDGPU objects, Metal's syntax
// check): a row sum over several warps, a symbolic-length row max, a GEMV
// and a softmax.
#ifndef RLX_COMPILER_BACKEND_DLIGHT_WARP_FOR_TEST_H_
#define RLX_COMPILER_BACKEND_DLIGHT_WARP_FOR_TEST_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/backend/apply_default_schedule.h"
#include "compiler/backend/dlight_common.h"
#include "compiler/te/create_prim_func.h"
#include "compiler/te/expr.h"
#include "compiler/topi/nn.h"

namespace rlx {
namespace backend {
namespace testing {

inline std::vector<std::pair<std::string, tir::PrimFunc>> WarpReductionKernels(const std::string& target_text) {
  Target target = Target::Parse(target_text);
  dlight::WarpShuffle warp = dlight::WarpShuffleOf(target);
  DataType f32 = DataType::Float(32);
  auto reduce = [&](PrimExpr len, bool use_max) {
    te::Tensor x = te::placeholder({Int64(4), len}, f32, "x");
    te::Tensor y = te::compute(
        {Int64(4)},
        [&](const std::vector<TirVar>& i) -> te::ComputeBody {
          tir::IterVar r = te::reduce_axis(Int64(0), len, "k");
          return use_max ? te::max(x({i[0], r->var}), {r}) : te::sum(x({i[0], r->var}), {r});
        },
        "red");
    return te::CreatePrimFunc({x, y});
  };
  te::Tensor a = te::placeholder({Int64(13), Int64(100)}, f32, "A");
  te::Tensor v = te::placeholder({Int64(100)}, f32, "v");
  te::Tensor gemv = te::compute(
      {Int64(13)},
      [&](const std::vector<TirVar>& i) -> te::ComputeBody {
        tir::IterVar r = te::reduce_axis(Int64(0), Int64(100), "k");
        return te::sum(te::Mul(a({i[0], r->var}), v({r->var})), {r});
      },
      "gemv");
  te::Tensor s = te::placeholder({Int64(3), Int64(300)}, f32, "s");
  std::vector<std::pair<std::string, tir::PrimFunc>> funcs = {
      {"row_sum", reduce(Int64(100), false)},
      {"row_max", reduce(MakeTirVar("n", DataType::Int(64)), true)},
      {"gemv", te::CreatePrimFunc({a, v, gemv})},
      {"softmax", te::CreatePrimFunc({s, topi::Softmax(s, 1)})},
  };
  const std::vector<std::string> rules = {"gpu.GEMV", "gpu.Reduction", "gpu.GeneralReduction", "gpu.Fallback"};
  std::optional<int64_t> threads = target.GetInt("max_num_threads");
  for (auto& [name, f] : funcs) f = ScheduleWithRules(f, rules, threads ? *threads : 256, nullptr, warp);
  return funcs;
}

}  // namespace testing
}  // namespace backend
}  // namespace rlx

#endif  // RLX_COMPILER_BACKEND_DLIGHT_WARP_FOR_TEST_H_
