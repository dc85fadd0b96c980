// Warp intrinsics in the TIR interpreter, with CUDA's semantics:
// T.tvm_warp_shuffle(mask, value, lane, width, warp_size),
// T.tvm_warp_shuffle_up / _down(mask, value, delta, width, warp_size) and
// T.tvm_warp_activemask().
//
// A thread's lane is its linear thread index (threadIdx.x fastest) modulo
// warp_size; `width` (a power of two <= warp_size) splits a warp into
// segments that shuffle among themselves. The value comes from the source
// lane's own evaluation of `value`: threads run each statement in lock-step
// and a store is written only after every thread has evaluated it, so that
// is the value the lane holds when the warp executes the shuffle together.
// As on CUDA, shuffle_up / _down from outside the caller's segment return
// the caller's own value, and shuffle's lane is taken modulo width. Reading
// a lane that does not execute the shuffle (not launched, or in another
// branch) is undefined on hardware and an error here, as is a nonzero mask
// that leaves out the caller or its source lane.
#include <algorithm>
#include <string>
#include <unordered_map>

#include "compiler/tir/interp/interp_internal.h"

namespace rlx {
namespace tir {
namespace interp {
namespace {

int64_t LinearThread(const ThreadIndex& t) {
  int64_t ex = std::max<int64_t>(t.extent[0], 1), ey = std::max<int64_t>(t.extent[1], 1);
  return t.index[0] + ex * (t.index[1] + ey * t.index[2]);
}

}  // namespace

Env* Interpreter::ThreadOfGroup(int64_t linear) {
  if (group_ == nullptr) return nullptr;
  if (thread_index_generation_ != exec_generation_) {
    thread_index_.clear();
    for (Env* t : *group_) thread_index_[LinearThread(t->thread)] = t;
    thread_index_generation_ = exec_generation_;
  }
  auto it = thread_index_.find(linear);
  return it == thread_index_.end() ? nullptr : it->second;
}

Value Interpreter::EvalWarpIntrinsic(const TirCallNode* op, Env& env) {
  const std::string& name = op->op;
  if (serialized_ > 0) {
    Fail("T." + name + " inside a reduction block, whose instances run one thread at a time, cannot reach other lanes");
  }
  int64_t self = LinearThread(env.thread);
  if (name == "tvm_warp_activemask") {
    if (!op->args.empty()) Fail("T.tvm_warp_activemask takes no arguments");
    // CUDA's __activemask: the lanes of the caller's 32-wide warp executing
    // this statement.
    if (group_ == nullptr) return IntValue(op->dtype, 1);
    ThreadOfGroup(self);  // builds thread_index_
    int64_t mask = 0;
    for (const auto& kv : thread_index_) {
      if (kv.first / 32 == self / 32) mask |= int64_t{1} << (kv.first % 32);
    }
    return IntValue(op->dtype, mask);
  }
  if (op->args.size() != 5) {
    Fail("T." + name + " takes 5 arguments (mask, value, lane or delta, width, warp_size), got " +
         std::to_string(op->args.size()));
  }
  int64_t mask = Eval(op->args[0], env).AsInt();
  int64_t offset = EvalInt(op->args[2], env, "a shuffle lane or delta");
  int64_t width = EvalInt(op->args[3], env, "a shuffle width");
  int64_t warp_size = EvalInt(op->args[4], env, "a warp size");
  if (warp_size <= 0 || warp_size > 64) {
    Fail("T." + name + ": warp size " + std::to_string(warp_size) + " is not in [1, 64]");
  }
  if (width <= 0 || width > warp_size || (width & (width - 1)) != 0) {
    Fail("T." + name + ": width " + std::to_string(width) + " is not a power of two <= the warp size " +
         std::to_string(warp_size));
  }
  int64_t lane = self % warp_size, warp_base = self - lane;
  int64_t segment = lane - lane % width;
  int64_t src = lane;
  if (name == "tvm_warp_shuffle") {
    src = segment + ((offset % width) + width) % width;
  } else if (name == "tvm_warp_shuffle_up") {
    if (lane - offset >= segment) src = lane - offset;
  } else {
    if (lane + offset < segment + width) src = lane + offset;
  }
  if (mask != 0 && warp_size <= 32) {
    for (int64_t l : {lane, src}) {
      if (((mask >> l) & 1) == 0) {
        Fail("T." + name + ": lane " + std::to_string(l) + " of the warp is not in the mask " + std::to_string(mask));
      }
    }
  }
  if (src == lane) return Eval(op->args[1], env);
  Env* source = ThreadOfGroup(warp_base + src);
  if (source == nullptr) {
    Fail("T." + name + " in thread " + std::to_string(self) + " reads lane " + std::to_string(src) +
         ", which does not execute the shuffle (not launched, or in another branch)");
  }
  return Eval(op->args[1], *source);
}

}  // namespace interp
}  // namespace tir
}  // namespace rlx
