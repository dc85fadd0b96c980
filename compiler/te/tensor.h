// The tensor-expression builder (TVM's `te`): kernel authors describe each
// output element with a compute rule instead of writing loops, and
// CreatePrimFunc (create_prim_func.h) turns the stages into block-form TIR.
//
//   Tensor a = placeholder({n, Int64(4)}, DataType::Float(32), "A");
//   IterVar k = reduce_axis(Int64(0), Int64(4), "k");
//   Tensor s = compute({n}, [&](const std::vector<TirVar>& i) {
//     return sum(a({i[0], k->var}), {k});
//   }, "A_red");
//
// Differences from TVM, by design:
//  * Every tensor is backed by its own tir::Buffer from the moment it is
//    created, and `t(indices)` is a BufferLoad of that buffer (TVM uses a
//    ProducerLoad that create_prim_func rewrites). Shapes, loop variables and
//    indices are int64, the index type TVM's Relax legalization asks for.
//  * A reduction is not a PrimExpr node: a compute rule returns a
//    ComputeBody that is either an expression or one Reduce, which is also
//    the only place TVM allows a Reduce. The Reduce's `condition` has no
//    counterpart: create_prim_func ignores it in TVM too, so kernels put
//    conditions into the source with if_then_else.
//  * Operations are plain C++ values (shared, immutable), not IR nodes:
//    they only exist while a kernel is being built.
#ifndef RLX_COMPILER_TE_TENSOR_H_
#define RLX_COMPILER_TE_TENSOR_H_

#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "compiler/ir/container.h"
#include "compiler/ir/prim_expr.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace te {

using tir::IterVar;

class OperationNode;
using Operation = std::shared_ptr<const OperationNode>;

// One output of an operation.
class Tensor {
 public:
  Tensor() = default;
  Tensor(Operation op, int value_index) : op_(std::move(op)), value_index_(value_index) {}

  bool defined() const { return op_ != nullptr; }
  const Operation& op() const { return op_; }
  int value_index() const { return value_index_; }

  const std::vector<PrimExpr>& shape() const;
  DataType dtype() const;
  size_t ndim() const { return shape().size(); }
  // The operation's name, or "<name>_v<i>" for an output of a
  // multi-output operation (TVM's "<name>.v<i>" as its printer spells it).
  const std::string& name() const;
  // The buffer that holds this tensor in the generated PrimFunc.
  const Buffer& buffer() const;

  // An element: a BufferLoad of buffer(). Integer indices of other widths
  // are converted to int64; the number of indices must equal ndim().
  PrimExpr operator()(std::vector<PrimExpr> indices) const;
  PrimExpr operator()(const std::vector<TirVar>& indices) const;
  PrimExpr operator()(std::initializer_list<PrimExpr> indices) const { return (*this)(std::vector<PrimExpr>(indices)); }

  bool same_as(const Tensor& other) const { return op_ == other.op_ && value_index_ == other.value_index_; }

 private:
  Operation op_;
  int value_index_ = 0;
};

// A commutative reducer: `combine(lhs, rhs)` with lhs the running values and
// rhs the new ones (one element per output), and the identity values.
struct CommReducer {
  std::function<std::vector<PrimExpr>(const std::vector<PrimExpr>& lhs, const std::vector<PrimExpr>& rhs)> combine;
  std::vector<PrimExpr> identity;
};

// A reduction over `axis` of `source` (one value per output).
struct Reduce {
  CommReducer combiner;
  std::vector<PrimExpr> source;
  std::vector<IterVar> axis;
  // Initial values stored by `T.init()`; empty means the identity.
  std::vector<PrimExpr> init;
};

// What a compute rule returns: an expression, or a reduction.
class ComputeBody {
 public:
  ComputeBody(PrimExpr value) : value_(std::move(value)) {}  // NOLINT: implicit by design.
  template <typename T>
  ComputeBody(const Ref<T>& value) : value_(PrimExpr(value)) {}                         // NOLINT: any PrimExpr handle.
  ComputeBody(Reduce reduce) : reduce_(std::make_shared<Reduce>(std::move(reduce))) {}  // NOLINT

  bool is_reduce() const { return reduce_ != nullptr; }
  const PrimExpr& value() const { return value_; }
  const Reduce& reduce() const { return *reduce_; }

 private:
  PrimExpr value_;
  std::shared_ptr<const Reduce> reduce_;
};

using FCompute = std::function<ComputeBody(const std::vector<TirVar>& axis)>;
// Builds the body of an extern stage from the input and output buffers.
using FExtern = std::function<tir::Stmt(const std::vector<Buffer>& inputs, const std::vector<Buffer>& outputs)>;

enum class OpKind { kPlaceholder, kCompute, kExtern };

class OperationNode {
 public:
  struct Output {
    std::vector<PrimExpr> shape;
    DataType dtype;
    Buffer buffer;
  };

  OpKind kind = OpKind::kPlaceholder;
  std::string name;
  std::string tag;
  Map attrs;  // may be null; copied to the block's annotations
  std::vector<Output> outputs;

  // kCompute: data-parallel axes (int64 vars over [0, shape[i])) and either
  // one expression per output or a reduction.
  std::vector<IterVar> axis;
  std::vector<PrimExpr> body;
  std::shared_ptr<const Reduce> reduce;

  // kExtern: the tensors read and the statement over their buffers.
  std::vector<Tensor> inputs;
  tir::Stmt extern_body;

  // Tensors this operation reads, in TVM's order (post-order of the body,
  // each once); for extern stages, the given inputs.
  std::vector<Tensor> InputTensors() const;
};

// An input tensor. Dimensions are converted to int64.
Tensor placeholder(std::vector<PrimExpr> shape, DataType dtype = DataType::Float(32),
                   const std::string& name = "placeholder");

// Axis names TVM gives a compute: Python's te.compute names them after the
// lambda's parameters (`lambda *i` gives i0, i1, ...), the C++ te::compute
// (every C++ TOPI kernel) ax0, ax1, ...
std::vector<std::string> AxisNames(const std::string& prefix, size_t ndim);

// A compute stage with one output. `axis_names` defaults to AxisNames("i",
// ndim). A reduction body must have exactly one source.
Tensor compute(std::vector<PrimExpr> shape, const FCompute& fcompute, const std::string& name = "compute",
               const std::string& tag = "", Map attrs = Map(), std::vector<std::string> axis_names = {});

// A reduction stage with several outputs (argmax's index and value): one
// output per source of the returned Reduce. Output i is named "<name>_v<i>".
std::vector<Tensor> compute_multi(std::vector<PrimExpr> shape,
                                  const std::function<Reduce(const std::vector<TirVar>& axis)>& fcompute,
                                  const std::string& name, const std::string& tag = "", Map attrs = Map(),
                                  std::vector<std::string> axis_names = {});

// A reduction axis over [min, min + extent) (TVM's te.reduce_axis).
IterVar reduce_axis(PrimExpr min, PrimExpr extent, const std::string& name);
IterVar reduce_axis(const Range& dom, const std::string& name);

// The standard reducers. The result dtype is the source's.
Reduce sum(PrimExpr source, std::vector<IterVar> axis, PrimExpr init = PrimExpr());
Reduce prod(PrimExpr source, std::vector<IterVar> axis, PrimExpr init = PrimExpr());
Reduce max(PrimExpr source, std::vector<IterVar> axis, PrimExpr init = PrimExpr());
Reduce min(PrimExpr source, std::vector<IterVar> axis, PrimExpr init = PrimExpr());

// A stage whose body is given as TIR (TVM's te.extern), typically a packed
// call to a library. Output i has out_shapes[i] / out_dtypes[i]; output
// buffers are named "<name>" (one output) or "<name>_v<i>".
std::vector<Tensor> extern_op(const std::vector<std::vector<PrimExpr>>& out_shapes,
                              const std::vector<DataType>& out_dtypes, const std::vector<Tensor>& inputs,
                              const FExtern& fbody, const std::string& name = "extern", const std::string& tag = "",
                              Map attrs = Map());

// `T.tvm_stack_make_array(b.data, T.tvm_stack_make_shape(...), 0, ndim,
// zero, elem_offset)`: how TVM's call_packed passes a buffer to a packed
// function. (The TIR script parser does not read these intrinsics back yet.)
PrimExpr PackBuffer(const Buffer& b);
// `T.call_packed(name, args...)` as a statement; buffers are packed with
// PackBuffer by the caller.
tir::Stmt CallPacked(const std::string& name, const std::vector<PrimExpr>& args);

}  // namespace te
}  // namespace rlx

#endif  // RLX_COMPILER_TE_TENSOR_H_
