#include "compiler/te/tensor.h"

#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace te {

namespace {

// The tensors whose elements a compute rule loads, recorded while the rule
// runs: loads are BufferLoads, and this is how a load's buffer is traced
// back to the tensor (and so to the stage that produces it).
struct CaptureFrame {
  std::unordered_map<const BufferNode*, Tensor> tensors;
};
thread_local std::vector<CaptureFrame*> capture_stack;

class CaptureScope {
 public:
  CaptureScope() { capture_stack.push_back(&frame_); }
  ~CaptureScope() { capture_stack.pop_back(); }
  CaptureScope(const CaptureScope&) = delete;
  CaptureScope& operator=(const CaptureScope&) = delete;
  const CaptureFrame& frame() const { return frame_; }

 private:
  CaptureFrame frame_;
};

void Record(const Tensor& t) {
  if (!capture_stack.empty()) capture_stack.back()->tensors.emplace(t.buffer().get(), t);
}

// Loaded tensors in TVM's InputTensors order: post-order over the body
// expressions, each tensor once.
std::vector<Tensor> OrderInputs(const std::vector<PrimExpr>& exprs, const CaptureFrame& frame,
                                const std::string& op_name) {
  std::vector<Tensor> out;
  std::unordered_set<const BufferNode*> seen;
  for (const PrimExpr& e : exprs) {
    PostOrderVisit(e, [&](const ObjectRef& n) {
      auto load = n.as<BufferLoadNode>();
      if (!load.defined()) return;
      const BufferNode* b = load->buffer.get();
      if (!seen.insert(b).second) return;
      auto it = frame.tensors.find(b);
      RLX_CHECK(it != frame.tensors.end())
          << "compute " << op_name << " loads buffer " << load->buffer->name
          << " that no tensor of its rule produced (load tensors inside the compute rule)";
      out.push_back(it->second);
    });
  }
  return out;
}

std::vector<IterVar> MakeAxes(const std::vector<PrimExpr>& shape, std::vector<std::string> names) {
  if (names.empty()) names = AxisNames("i", shape.size());
  RLX_CHECK(names.size() == shape.size()) << "got " << names.size() << " axis names for rank " << shape.size();
  std::vector<IterVar> axes;
  for (size_t i = 0; i < shape.size(); ++i) {
    TirVar v = MakeTirVar(names[i], DataType::Int(64));
    axes.push_back(Make<tir::IterVarNode>(Make<RangeNode>(Int64(0), shape[i]), v, tir::IterType::kDataPar));
  }
  return axes;
}

std::vector<TirVar> AxisVars(const std::vector<IterVar>& axes) {
  std::vector<TirVar> vars;
  for (const IterVar& iv : axes) vars.push_back(iv->var);
  return vars;
}

Reduce MakeReduce(PrimExpr source, std::vector<IterVar> axis, PrimExpr init,
                  std::function<PrimExpr(const PrimExpr&, const PrimExpr&)> combine, PrimExpr identity) {
  Reduce r;
  r.combiner.combine = [combine](const std::vector<PrimExpr>& lhs, const std::vector<PrimExpr>& rhs) {
    return std::vector<PrimExpr>{combine(lhs[0], rhs[0])};
  };
  r.combiner.identity = {std::move(identity)};
  r.source = {std::move(source)};
  r.axis = std::move(axis);
  if (init.defined()) r.init = {Cast(r.source[0]->dtype, init)};
  return r;
}

}  // namespace

const std::vector<PrimExpr>& Tensor::shape() const { return op_->outputs[value_index_].shape; }
DataType Tensor::dtype() const { return op_->outputs[value_index_].dtype; }
const std::string& Tensor::name() const { return op_->outputs[value_index_].buffer->name; }
const Buffer& Tensor::buffer() const { return op_->outputs[value_index_].buffer; }

PrimExpr Tensor::operator()(std::vector<PrimExpr> indices) const {
  RLX_CHECK(defined()) << "loading from an undefined tensor";
  RLX_CHECK(indices.size() == ndim()) << "tensor " << name() << " of rank " << ndim() << " indexed with "
                                      << indices.size() << " indices";
  for (PrimExpr& i : indices) {
    if (i->dtype.is_integer() && i->dtype != DataType::Int(64)) i = ToInt64(i);
  }
  Record(*this);
  return Make<BufferLoadNode>(buffer(), std::move(indices));
}

PrimExpr Tensor::operator()(const std::vector<TirVar>& indices) const {
  return (*this)(std::vector<PrimExpr>(indices.begin(), indices.end()));
}

std::vector<Tensor> OperationNode::InputTensors() const { return inputs; }

std::vector<std::string> AxisNames(const std::string& prefix, size_t ndim) {
  std::vector<std::string> names;
  for (size_t i = 0; i < ndim; ++i) names.push_back(prefix + std::to_string(i));
  return names;
}

Tensor placeholder(std::vector<PrimExpr> shape, DataType dtype, const std::string& name) {
  auto op = std::make_shared<OperationNode>();
  op->kind = OpKind::kPlaceholder;
  op->name = name;
  std::vector<PrimExpr> dims = ToInt64(shape);
  op->outputs.push_back({dims, dtype, MakeBuffer(name, dtype, dims)});
  return Tensor(std::move(op), 0);
}

Tensor compute(std::vector<PrimExpr> shape, const FCompute& fcompute, const std::string& name, const std::string& tag,
               Map attrs, std::vector<std::string> axis_names) {
  std::vector<PrimExpr> dims = ToInt64(shape);
  auto op = std::make_shared<OperationNode>();
  op->kind = OpKind::kCompute;
  op->name = name;
  op->tag = tag;
  op->attrs = std::move(attrs);
  op->axis = MakeAxes(dims, std::move(axis_names));
  CaptureScope scope;
  ComputeBody body = fcompute(AxisVars(op->axis));
  DataType dtype;
  std::vector<PrimExpr> exprs;
  if (body.is_reduce()) {
    const Reduce& r = body.reduce();
    RLX_CHECK(r.source.size() == 1) << "compute " << name << ": a reduction with " << r.source.size()
                                    << " outputs needs compute_multi";
    RLX_CHECK(r.combiner.identity.size() == 1) << "compute " << name << ": reducer arity mismatch";
    dtype = r.source[0]->dtype;
    op->reduce = std::make_shared<Reduce>(r);
    exprs = r.source;
    for (const PrimExpr& i : r.init) exprs.push_back(i);
  } else {
    RLX_CHECK(body.value().defined()) << "compute " << name << " has no body";
    dtype = body.value()->dtype;
    op->body = {body.value()};
    exprs = op->body;
  }
  op->inputs = OrderInputs(exprs, scope.frame(), name);
  op->outputs.push_back({dims, dtype, MakeBuffer(name, dtype, dims)});
  return Tensor(std::move(op), 0);
}

std::vector<Tensor> compute_multi(std::vector<PrimExpr> shape,
                                  const std::function<Reduce(const std::vector<TirVar>& axis)>& fcompute,
                                  const std::string& name, const std::string& tag, Map attrs,
                                  std::vector<std::string> axis_names) {
  std::vector<PrimExpr> dims = ToInt64(shape);
  auto op = std::make_shared<OperationNode>();
  op->kind = OpKind::kCompute;
  op->name = name;
  op->tag = tag;
  op->attrs = std::move(attrs);
  op->axis = MakeAxes(dims, std::move(axis_names));
  CaptureScope scope;
  Reduce r = fcompute(AxisVars(op->axis));
  RLX_CHECK(!r.source.empty() && r.combiner.identity.size() == r.source.size())
      << "compute_multi " << name << ": reducer arity mismatch";
  RLX_CHECK(r.init.empty() || r.init.size() == r.source.size()) << "compute_multi " << name << ": init arity";
  std::vector<PrimExpr> exprs = r.source;
  for (const PrimExpr& i : r.init) exprs.push_back(i);
  op->inputs = OrderInputs(exprs, scope.frame(), name);
  for (size_t i = 0; i < r.source.size(); ++i) {
    DataType dtype = r.source[i]->dtype;
    std::string out_name = r.source.size() == 1 ? name : name + "_v" + std::to_string(i);
    op->outputs.push_back({dims, dtype, MakeBuffer(out_name, dtype, dims)});
  }
  op->reduce = std::make_shared<Reduce>(std::move(r));
  std::vector<Tensor> out;
  Operation shared = std::move(op);
  for (size_t i = 0; i < shared->outputs.size(); ++i) out.emplace_back(shared, static_cast<int>(i));
  return out;
}

IterVar reduce_axis(PrimExpr min, PrimExpr extent, const std::string& name) {
  return reduce_axis(Make<RangeNode>(ToInt64(min), ToInt64(extent)), name);
}

IterVar reduce_axis(const Range& dom, const std::string& name) {
  Range d = Make<RangeNode>(ToInt64(dom->min), ToInt64(dom->extent));
  return Make<tir::IterVarNode>(d, MakeTirVar(name, DataType::Int(64)), tir::IterType::kCommReduce);
}

Reduce sum(PrimExpr source, std::vector<IterVar> axis, PrimExpr init) {
  DataType t = source->dtype;
  return MakeReduce(
      std::move(source), std::move(axis), std::move(init),
      [](const PrimExpr& a, const PrimExpr& b) { return Add(a, b); }, Zero(t));
}

Reduce prod(PrimExpr source, std::vector<IterVar> axis, PrimExpr init) {
  DataType t = source->dtype;
  return MakeReduce(
      std::move(source), std::move(axis), std::move(init),
      [](const PrimExpr& a, const PrimExpr& b) { return Mul(a, b); }, One(t));
}

Reduce max(PrimExpr source, std::vector<IterVar> axis, PrimExpr init) {
  DataType t = source->dtype;
  return MakeReduce(
      std::move(source), std::move(axis), std::move(init),
      [](const PrimExpr& a, const PrimExpr& b) { return Max(a, b); }, MinValue(t));
}

Reduce min(PrimExpr source, std::vector<IterVar> axis, PrimExpr init) {
  DataType t = source->dtype;
  return MakeReduce(
      std::move(source), std::move(axis), std::move(init),
      [](const PrimExpr& a, const PrimExpr& b) { return Min(a, b); }, MaxValue(t));
}

std::vector<Tensor> extern_op(const std::vector<std::vector<PrimExpr>>& out_shapes,
                              const std::vector<DataType>& out_dtypes, const std::vector<Tensor>& inputs,
                              const FExtern& fbody, const std::string& name, const std::string& tag, Map attrs) {
  RLX_CHECK(out_shapes.size() == out_dtypes.size()) << "extern " << name << ": shapes and dtypes differ in count";
  auto op = std::make_shared<OperationNode>();
  op->kind = OpKind::kExtern;
  op->name = name;
  op->tag = tag;
  op->attrs = std::move(attrs);
  op->inputs = inputs;
  std::vector<Buffer> in_buffers, out_buffers;
  for (const Tensor& t : inputs) in_buffers.push_back(t.buffer());
  for (size_t i = 0; i < out_shapes.size(); ++i) {
    std::vector<PrimExpr> dims = ToInt64(out_shapes[i]);
    std::string out_name = out_shapes.size() == 1 ? name : name + "_v" + std::to_string(i);
    Buffer b = MakeBuffer(out_name, out_dtypes[i], dims);
    op->outputs.push_back({dims, out_dtypes[i], b});
    out_buffers.push_back(b);
  }
  op->extern_body = fbody(in_buffers, out_buffers);
  RLX_CHECK(op->extern_body.defined()) << "extern " << name << " has no body";
  std::vector<Tensor> out;
  Operation shared = std::move(op);
  for (size_t i = 0; i < shared->outputs.size(); ++i) out.emplace_back(shared, static_cast<int>(i));
  return out;
}

PrimExpr PackBuffer(const Buffer& b) {
  DataType handle = DataType::Handle();
  PrimExpr shape = Make<TirCallNode>(handle, "tvm_stack_make_shape", b->shape);
  PrimExpr offset = b->elem_offset.defined() ? b->elem_offset : Int64(0);
  return Make<TirCallNode>(handle, "tvm_stack_make_array",
                           std::vector<PrimExpr>{b->data, shape, Int32(0), Int32(static_cast<int64_t>(b->shape.size())),
                                                 Zero(b->dtype), offset});
}

tir::Stmt CallPacked(const std::string& name, const std::vector<PrimExpr>& args) {
  std::vector<PrimExpr> all{Make<StringImmNode>(name)};
  all.insert(all.end(), args.begin(), args.end());
  return Make<tir::EvaluateNode>(Make<TirCallNode>(DataType::Int(32), "call_packed", std::move(all)));
}

}  // namespace te
}  // namespace rlx
