// CUDAProgram::Run / RunTimed: binds the arrays, walks the host program and
// launches the kernels with cuLaunchKernel.
#include <array>
#include <cstring>
#include <memory>
#include <optional>
#include <unordered_map>

#include "compiler/runtime/cuda/cuda_internal.h"
#include "compiler/runtime/float_format.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace cuda {
namespace {

using codegen::DeviceKernel;
using codegen::DeviceKernelArg;

class HostRunner {
 public:
  HostRunner(CUDAProgram::Impl* program, const codegen::SplitFunction& func)
      : program_(program), device_(program->device->impl()), func_(func) {
    for (const DeviceKernel& k : func.kernels) kernels_[k.name] = &k;
  }

  std::unordered_map<const TirVarNode*, int64_t> ints;
  std::unordered_map<const TirVarNode*, double> floats;
  std::unordered_map<const TirVarNode*, CUdeviceptr> buffers;

  void Exec(const tir::Stmt& s) {
    switch (s->kind()) {
      case NodeKind::kSeqStmt:
        for (const tir::Stmt& st : static_cast<const tir::SeqStmtNode*>(s.get())->seq) Exec(st);
        return;
      case NodeKind::kLetStmt: {
        auto let = static_cast<const tir::LetStmtNode*>(s.get());
        if (!let->var->dtype.is_integer() && !let->var->dtype.is_bool()) {
          ThrowError(s->span, func_.name + ": host let " + let->var->name + " of type " + let->var->dtype.ToString() +
                                  " cannot be computed on the host");
        }
        ints[let->var.get()] = Int(let->value);
        Exec(let->body);
        ints.erase(let->var.get());
        return;
      }
      case NodeKind::kFor: {
        auto f = static_cast<const tir::ForNode*>(s.get());
        int64_t min = Int(f->min), extent = Int(f->extent);
        for (int64_t i = min; i < min + extent; ++i) {
          ints[f->loop_var.get()] = i;
          Exec(f->body);
        }
        ints.erase(f->loop_var.get());
        return;
      }
      case NodeKind::kWhile: {
        auto w = static_cast<const tir::WhileNode*>(s.get());
        while (Int(w->condition)) Exec(w->body);
        return;
      }
      case NodeKind::kIfThenElse: {
        auto i = static_cast<const tir::IfThenElseNode*>(s.get());
        if (Int(i->condition)) {
          Exec(i->then_case);
        } else if (i->else_case.defined()) {
          Exec(i->else_case);
        }
        return;
      }
      case NodeKind::kAssertStmt: {
        auto a = static_cast<const tir::AssertStmtNode*>(s.get());
        if (!Int(a->condition)) {
          auto msg = a->message.as<StringImmNode>();
          ThrowError(s->span, func_.name + ": assertion failed: " + (msg ? msg->value : "assertion failed"));
        }
        Exec(a->body);
        return;
      }
      case NodeKind::kAllocate: {
        auto a = static_cast<const tir::AllocateNode*>(s.get());
        const std::string& scope = a->buffer_var->storage_scope;
        if (!scope.empty() && scope != "global") {  // the kernels declare it
          Exec(a->body);
          return;
        }
        int64_t n = 1;
        for (const PrimExpr& e : a->extents) n *= Int(e);
        DeviceMemory workspace(device_->api, static_cast<size_t>(n) * a->dtype.bytes());
        buffers[a->buffer_var.get()] = workspace.ptr();
        Exec(a->body);
        buffers.erase(a->buffer_var.get());
        return;
      }
      case NodeKind::kDeclBuffer: Exec(static_cast<const tir::DeclBufferNode*>(s.get())->body); return;
      case NodeKind::kAttrStmt: Exec(static_cast<const tir::AttrStmtNode*>(s.get())->body); return;
      case NodeKind::kEvaluate: {
        const PrimExpr& v = static_cast<const tir::EvaluateNode*>(s.get())->value;
        if (v.is<IntImmNode>()) return;
        auto call = v.as<TirCallNode>();
        if (call && call->op == "call_extern" && call->args.size() == 2) {
          auto op = call->args[0].as<StringImmNode>();
          auto name = call->args[1].as<StringImmNode>();
          if (op && name && op->value == codegen::kLaunchKernelOp) {
            Launch(*kernels_.at(name->value), s->span);
            return;
          }
        }
        ThrowError(s->span, func_.name + ": this call cannot run on the host");
      }
      default:
        ThrowError(s->span, func_.name + ": " + std::string(NodeKindName(s->kind())) + " cannot run on the host");
    }
  }

 private:
  int64_t Int(const PrimExpr& e) {
    return tir::EvaluateIntExpr(e, [&](const TirVarNode* v) -> std::optional<int64_t> {
      auto it = ints.find(v);
      if (it == ints.end()) return std::nullopt;
      return it->second;
    });
  }

  // The bytes of a scalar argument as the kernel's parameter type holds
  // them (codegen_cuda: bool is C++ bool, float16 is `half`).
  std::array<unsigned char, 8> Scalar(const DeviceKernelArg& a, const DeviceKernel& k, const Span& span) {
    std::array<unsigned char, 8> raw{};
    DataType t = a.dtype;
    if (t.is_floating()) {
      auto it = floats.find(a.var.get());
      if (it == floats.end()) ThrowError(span, k.name + ": no host value for " + a.var->name);
      if (t.bits() == 64) {
        std::memcpy(raw.data(), &it->second, 8);
      } else if (t.bits() == 32) {
        float v = static_cast<float>(it->second);
        std::memcpy(raw.data(), &v, 4);
      } else if (t.is_float() && t.bits() == 16) {
        uint16_t v = DoubleToHalfBits(it->second);
        std::memcpy(raw.data(), &v, 2);
      } else {
        ThrowError(span, k.name + ": cannot pass a " + t.ToString() + " argument");
      }
      return raw;
    }
    auto it = ints.find(a.var.get());
    if (it == ints.end()) ThrowError(span, k.name + ": no host value for " + a.var->name);
    int64_t v = t.is_bool() ? (it->second != 0) : it->second;
    // All 8 bytes, sign-extended: little-endian, so a parameter declared
    // narrower reads the truncated value and a wider one the extended one.
    std::memcpy(raw.data(), &v, 8);
    return raw;
  }

  void Launch(const DeviceKernel& k, const Span& span) {
    unsigned grid[3], block[3];
    int64_t threads = 1;
    for (int d = 0; d < 3; ++d) {
      int64_t g = Int(k.grid[d]), b = Int(k.block[d]);
      if (g < 0 || b < 0) ThrowError(span, k.name + ": negative launch extent");
      if (g == 0 || b == 0) return;  // nothing to run
      if (b > device_->max_block[d] || g > device_->max_grid[d]) {
        const char* axis = d == 0 ? "x" : d == 1 ? "y" : "z";
        ThrowError(span, k.name + ": a launch of grid." + axis + " = " + std::to_string(g) + ", block." + axis +
                             " = " + std::to_string(b) + " exceeds the device's limits (grid " +
                             std::to_string(device_->max_grid[d]) + ", block " +
                             std::to_string(device_->max_block[d]) + ")");
      }
      grid[d] = static_cast<unsigned>(g);
      block[d] = static_cast<unsigned>(b);
      threads *= b;
    }
    if (threads > device_->max_threads_per_block) {
      ThrowError(span, k.name + ": a block of " + std::to_string(block[0]) + " x " + std::to_string(block[1]) + " x " +
                           std::to_string(block[2]) + " threads exceeds the device's limit of " +
                           std::to_string(device_->max_threads_per_block));
    }
    std::vector<std::array<unsigned char, 8>> slots(k.args.size());
    std::vector<void*> params(k.args.size());
    for (size_t i = 0; i < k.args.size(); ++i) {
      const DeviceKernelArg& a = k.args[i];
      if (a.kind == DeviceKernelArg::Kind::kBuffer) {
        auto it = buffers.find(a.var.get());
        if (it == buffers.end()) ThrowError(span, k.name + ": no device buffer for " + a.var->name);
        std::memcpy(slots[i].data(), &it->second, sizeof(CUdeviceptr));
      } else {
        slots[i] = Scalar(a, k, span);
      }
      params[i] = slots[i].data();
    }
    Check(device_->api->cuLaunchKernel(program_->kernels.at(k.name), grid[0], grid[1], grid[2], block[0], block[1],
                                       block[2], 0, nullptr, params.empty() ? nullptr : params.data(), nullptr),
          "cuLaunchKernel(" + k.name + ", grid " + std::to_string(grid[0]) + "x" + std::to_string(grid[1]) + "x" +
              std::to_string(grid[2]) + ", block " + std::to_string(block[0]) + "x" + std::to_string(block[1]) + "x" +
              std::to_string(block[2]) + ")");
    ++program_->launches;
  }

  CUDAProgram::Impl* program_;
  CUDADevice::Impl* device_;
  const codegen::SplitFunction& func_;
  std::unordered_map<std::string, const DeviceKernel*> kernels_;
};

// Binds, copies in, runs `body(runner)`, copies back.
template <typename Body>
void WithDeviceArrays(CUDAProgram::Impl* impl, const std::string& name, std::vector<NDArray>& buffers,
                      const std::vector<codegen::ScalarValue>& scalars, Body&& body) {
  const codegen::SplitFunction& func = impl->module.Get(name);
  const codegen::KernelSignature& sig = func.signature;
  std::vector<codegen::KernelArg> args = codegen::BindKernelArgs(sig, buffers, scalars);
  CUDADevice::Impl* d = impl->device->impl();
  d->Bind();
  HostRunner runner(impl, func);
  std::vector<std::unique_ptr<DeviceMemory>> memory;
  std::vector<std::pair<NDArray*, CUdeviceptr>> copies;
  size_t bi = 0;
  for (size_t i = 0; i < sig.params.size(); ++i) {
    const codegen::KernelParam& p = sig.params[i];
    if (p.kind == codegen::KernelParam::Kind::kBuffer) {
      NDArray& arr = buffers[bi++];
      memory.push_back(std::make_unique<DeviceMemory>(d->api, arr.NumBytes()));
      if (arr.NumBytes() > 0) {
        Check(d->api->cuMemcpyHtoD(memory.back()->ptr(), arr.data(), arr.NumBytes()), "cuMemcpyHtoD");
      }
      runner.buffers[p.buffer->data.get()] = memory.back()->ptr();
      copies.emplace_back(&arr, memory.back()->ptr());
    } else if (p.dtype.is_floating()) {
      runner.floats[p.var.get()] = args[i].v_float64;
    } else {
      runner.ints[p.var.get()] = args[i].v_int64;
    }
  }
  for (size_t i = 0; i < sig.shape_vars.size(); ++i) {
    runner.ints[sig.shape_vars[i].get()] = args[sig.params.size() + i].v_int64;
  }
  body(runner, func);
  for (auto& [arr, ptr] : copies) {
    if (arr->NumBytes() == 0) continue;
    Check(d->api->cuMemcpyDtoH(arr->data(), ptr, arr->NumBytes()), "cuMemcpyDtoH");
  }
  Check(d->api->cuCtxSynchronize(), "cuCtxSynchronize");
}

}  // namespace

void CUDAProgram::Run(const std::string& name, std::vector<NDArray>& buffers,
                      const std::vector<codegen::ScalarValue>& scalars) const {
  WithDeviceArrays(impl_.get(), name, buffers, scalars,
                   [](HostRunner& runner, const codegen::SplitFunction& func) { runner.Exec(func.host); });
}

double CUDAProgram::RunTimed(const std::string& name, std::vector<NDArray>& buffers,
                             const std::vector<codegen::ScalarValue>& scalars, int repeats) const {
  if (repeats < 1) ThrowError("CUDA: RunTimed needs at least one repeat, got " + std::to_string(repeats));
  double ms = 0;
  const DriverApi* a = impl_->device->impl()->api;
  WithDeviceArrays(impl_.get(), name, buffers, scalars, [&](HostRunner& runner, const codegen::SplitFunction& func) {
    runner.Exec(func.host);  // warm-up
    CUevent start = nullptr, stop = nullptr;
    Check(a->cuEventCreate(&start, 0), "cuEventCreate");
    Check(a->cuEventCreate(&stop, 0), "cuEventCreate");
    Check(a->cuEventRecord(start, nullptr), "cuEventRecord");
    for (int i = 0; i < repeats; ++i) runner.Exec(func.host);
    Check(a->cuEventRecord(stop, nullptr), "cuEventRecord");
    Check(a->cuEventSynchronize(stop), "cuEventSynchronize");
    float elapsed = 0;
    Check(a->cuEventElapsedTime(&elapsed, start, stop), "cuEventElapsedTime");
    a->cuEventDestroy(start);
    a->cuEventDestroy(stop);
    ms = elapsed / repeats;
  });
  return ms;
}

}  // namespace cuda
}  // namespace rlx
