// OpenCLProgram::Run: binds the arrays, walks the host program and launches
// the kernels.
#include <cstring>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "compiler/codegen/opencl/codegen_opencl.h"
#include "compiler/runtime/opencl/opencl_internal.h"
#include "compiler/support/diagnostic.h"
#include "compiler/tir/interp/interpreter.h"

namespace rlx {
namespace opencl {
namespace {

using codegen::DeviceKernel;
using codegen::DeviceKernelArg;

class HostRunner {
 public:
  HostRunner(OpenCLProgram::Impl* program, const codegen::SplitFunction& func)
      : program_(program), device_(program->device->impl()), func_(func) {
    for (const DeviceKernel& k : func.kernels) kernels_[k.name] = &k;
  }

  std::unordered_map<const TirVarNode*, int64_t> ints;
  std::unordered_map<const TirVarNode*, double> floats;
  std::unordered_map<const TirVarNode*, cl_mem> buffers;

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
        DeviceBuffer workspace(device_->context, static_cast<size_t>(n) * a->dtype.bytes(), nullptr);
        buffers[a->buffer_var.get()] = workspace.mem();
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

  void SetScalar(cl_kernel kernel, cl_uint index, const DeviceKernelArg& a, const DeviceKernel& k, const Span& span) {
    DataType t = a.dtype;
    cl_int rc;
    if (t.is_floating()) {
      auto it = floats.find(a.var.get());
      if (it == floats.end()) ThrowError(span, k.name + ": no host value for " + a.var->name);
      if (t.bits() == 64) {
        double v = it->second;
        rc = clSetKernelArg(kernel, index, sizeof(v), &v);
      } else if (t.bits() == 32 || (t.is_float() && t.bits() == 16)) {
        float v = static_cast<float>(it->second);  // float16 values are floats on the device
        rc = clSetKernelArg(kernel, index, sizeof(v), &v);
      } else {
        ThrowError(span, k.name + ": cannot pass a " + t.ToString() + " argument");
      }
    } else {
      auto it = ints.find(a.var.get());
      if (it == ints.end()) ThrowError(span, k.name + ": no host value for " + a.var->name);
      int64_t v = it->second;
      int bytes = t.is_bool() ? 4 : t.bytes();
      unsigned char raw[8];
      int32_t v32 = static_cast<int32_t>(v);
      int16_t v16 = static_cast<int16_t>(v);
      int8_t v8 = static_cast<int8_t>(v);
      const void* src = bytes == 8   ? static_cast<const void*>(&v)
                        : bytes == 4 ? static_cast<const void*>(&v32)
                        : bytes == 2 ? static_cast<const void*>(&v16)
                                     : static_cast<const void*>(&v8);
      std::memcpy(raw, src, bytes);
      rc = clSetKernelArg(kernel, index, bytes, raw);
    }
    Check(rc, "clSetKernelArg(" + k.name + ", " + a.var->name + ")");
  }

  void Launch(const DeviceKernel& k, const Span& span) {
    size_t global[3], local[3];
    size_t group = 1;
    for (int d = 0; d < 3; ++d) {
      int64_t g = Int(k.grid[d]), b = Int(k.block[d]);
      if (g < 0 || b < 0) ThrowError(span, k.name + ": negative launch extent");
      if (g == 0 || b == 0) return;  // nothing to run
      global[d] = static_cast<size_t>(g * b);
      local[d] = static_cast<size_t>(b);
      group *= local[d];
    }
    if (group > device_->max_work_group_size) {
      ThrowError(span, k.name + ": a work-group of " + std::to_string(local[0]) + " x " + std::to_string(local[1]) +
                           " x " + std::to_string(local[2]) + " threads exceeds the device's limit of " +
                           std::to_string(device_->max_work_group_size));
    }
    cl_kernel kernel = program_->kernels.at(k.name);
    for (size_t i = 0; i < k.args.size(); ++i) {
      const DeviceKernelArg& a = k.args[i];
      if (a.kind == DeviceKernelArg::Kind::kBuffer) {
        auto it = buffers.find(a.var.get());
        if (it == buffers.end()) ThrowError(span, k.name + ": no device buffer for " + a.var->name);
        Check(clSetKernelArg(kernel, static_cast<cl_uint>(i), sizeof(cl_mem), &it->second),
              "clSetKernelArg(" + k.name + ", " + a.var->name + ")");
      } else {
        SetScalar(kernel, static_cast<cl_uint>(i), a, k, span);
      }
    }
    Check(clEnqueueNDRangeKernel(device_->queue, kernel, 3, nullptr, global, local, 0, nullptr, nullptr),
          "clEnqueueNDRangeKernel(" + k.name + ", global " + std::to_string(global[0]) + "x" +
              std::to_string(global[1]) + "x" + std::to_string(global[2]) + ", local " + std::to_string(local[0]) +
              "x" + std::to_string(local[1]) + "x" + std::to_string(local[2]) + ")");
    ++program_->launches;
  }

  OpenCLProgram::Impl* program_;
  OpenCLDevice::Impl* device_;
  const codegen::SplitFunction& func_;
  std::unordered_map<std::string, const DeviceKernel*> kernels_;
};

}  // namespace

void OpenCLProgram::Run(const std::string& name, std::vector<NDArray>& buffers,
                        const std::vector<codegen::ScalarValue>& scalars) const {
  const codegen::SplitFunction& func = impl_->module.Get(name);
  const codegen::KernelSignature& sig = func.signature;
  std::vector<codegen::KernelArg> args = codegen::BindKernelArgs(sig, buffers, scalars);
  HostRunner runner(impl_.get(), func);
  OpenCLDevice::Impl* d = impl_->device->impl();
  std::vector<std::unique_ptr<DeviceBuffer>> device_buffers;
  std::vector<std::pair<NDArray*, cl_mem>> copies;
  // Parameters the kernels read or write as images.
  std::unordered_set<const TirVarNode*> image_vars;
  for (const DeviceKernel& k : func.kernels) {
    for (const auto& [var, access] : codegen::ImageAccesses(k.body)) image_vars.insert(var);
  }
  std::vector<std::unique_ptr<DeviceImage>> images;
  std::vector<std::pair<NDArray*, const DeviceImage*>> image_copies;
  size_t bi = 0;
  for (size_t i = 0; i < sig.params.size(); ++i) {
    const codegen::KernelParam& p = sig.params[i];
    if (p.kind == codegen::KernelParam::Kind::kBuffer && image_vars.count(p.buffer->data.get()) > 0) {
      NDArray& arr = buffers[bi++];
      images.push_back(std::make_unique<DeviceImage>(d, p.buffer->name, arr.shape(), p.buffer->scope, arr.dtype()));
      images.back()->Write(arr.data());
      runner.buffers[p.buffer->data.get()] = images.back()->mem();
      image_copies.emplace_back(&arr, images.back().get());
    } else if (p.kind == codegen::KernelParam::Kind::kBuffer) {
      NDArray& arr = buffers[bi++];
      device_buffers.push_back(std::make_unique<DeviceBuffer>(d->context, arr.NumBytes(), arr.data()));
      runner.buffers[p.buffer->data.get()] = device_buffers.back()->mem();
      copies.emplace_back(&arr, device_buffers.back()->mem());
    } else if (p.dtype.is_floating()) {
      runner.floats[p.var.get()] = args[i].v_float64;
    } else {
      runner.ints[p.var.get()] = args[i].v_int64;
    }
  }
  for (size_t i = 0; i < sig.shape_vars.size(); ++i) {
    runner.ints[sig.shape_vars[i].get()] = args[sig.params.size() + i].v_int64;
  }
  runner.Exec(func.host);
  for (auto& [arr, image] : image_copies) image->Read(arr->data());
  for (auto& [arr, mem] : copies) {
    if (arr->NumBytes() == 0) continue;
    Check(clEnqueueReadBuffer(d->queue, mem, CL_TRUE, 0, arr->NumBytes(), arr->data(), 0, nullptr, nullptr),
          "clEnqueueReadBuffer");
  }
  Check(clFinish(d->queue), "clFinish");
}

}  // namespace opencl
}  // namespace rlx
