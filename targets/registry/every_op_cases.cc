// The module of every registered operator (see every_op_cases.h). Most are
// one call in a dataflow block; the calling-convention, memory and closure
// operators, which passes emit rather than frontends, come as whole
// functions at the level where they appear, with a high-level module
// computing the same as their reference.
#include "targets/registry/every_op_cases.h"

#include <utility>

namespace rlx {
namespace targets {
namespace {

constexpr char kHeader[] = R"(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
)";

// `out = expr` after `prelude`, in main's dataflow block.
OpCase T(std::string op, const std::string& params, std::vector<std::string> prelude, const std::string& expr,
         double lo = -2, double hi = 2) {
  std::string text =
      std::string(kHeader) + "    @R.function\n    def main(" + params + "):\n" + "        with R.dataflow():\n";
  for (const std::string& line : prelude) text += "            " + line + "\n";
  text += "            out = " + expr + "\n            R.output(out)\n        return out\n";
  OpCase c;
  c.op = std::move(op);
  c.module = std::move(text);
  c.lo = lo;
  c.hi = hi;
  return c;
}

// PrimFuncs the lowered-level cases call: B = A + 1, and A += 1 in place.
constexpr char kKernels[] = R"(    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                B[vi] = A[vi] + T.float32(1)

    @T.prim_func(private=True)
    def inc(A: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                A[vi] = A[vi] + T.float32(1)

)";

// The references of the lowered-level cases, on x: R.Tensor((4,), "float32").
std::string Reference(const std::string& expr) {
  return std::string(kHeader) + "    @R.function\n    def main(x: R.Tensor((4,), dtype=\"float32\")):\n" +
         "        with R.dataflow():\n            out = " + expr + "\n            R.output(out)\n        return out\n";
}
const std::string& AddOne() {
  static const auto* s = new std::string(Reference("R.add(x, R.const(1.0, \"float32\"))"));
  return *s;
}
const std::string& AddTwo() {
  static const auto* s = new std::string(Reference("R.add(x, R.const(2.0, \"float32\"))"));
  return *s;
}
const std::string& Identity() {
  static const auto* s = new std::string(Reference("R.multiply(x, R.const(1.0, \"float32\"))"));
  return *s;
}

// `functions` after the header and the kernels, checked against `reference`.
OpCase Lowered(std::string op, const std::string& functions, const std::string& reference) {
  OpCase c;
  c.op = std::move(op);
  c.module = std::string(kHeader) + kKernels + functions;
  c.reference = reference;
  return c;
}

constexpr char kCallTir[] = R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        with R.dataflow():
            out = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
            R.output(out)
        return out
)";

constexpr char kCallTirInplace[] = R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        with R.dataflow():
            y = R.multiply(x, R.const(1.0, "float32"))
            out = R.call_tir_inplace(cls.inc, (y,), out_sinfo=R.Tensor((4,), dtype="float32"), inplace_indices=[0])
            R.output(out)
        return out
)";

constexpr char kCallTirWithGrad[] = R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        with R.dataflow():
            out = R.call_tir_with_grad(cls.add_one, (x,), out_sinfo=R.Tensor((4,), dtype="float32"), te_grad_name="add_one_grad")
            R.output(out)
        return out
)";

// A destination-passing runtime function of the CPU runtime: the dnnl
// offload's graph runner, as RunCodegen calls it (the graph text first,
// then the inputs, the output appended), on a one-node matmul + relu graph.
constexpr char kCallDpsPacked[] = R"(    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32"), m: R.Tensor((4, 3), dtype="float32")):
        with R.dataflow():
            out = R.call_dps_packed("rlx.contrib.dnnl.run_graph", (R.str("{\"symbol\": \"matmul_relu\", \"num_inputs\": 2, \"nodes\": [{\"composite\": \"dnnl.matmul_relu\", \"op\": \"matmul\", \"inputs\": [0, 1], \"bias\": -1, \"post_op\": \"relu\"}], \"outputs\": [2]}"), x, m), out_sinfo=R.Tensor((2, 3), dtype="float32"))
            R.output(out)
        return out
)";

constexpr char kCallDpsPackedReference[] = R"(    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32"), m: R.Tensor((4, 3), dtype="float32")):
        with R.dataflow():
            out = R.nn.relu(R.matmul(x, m))
            R.output(out)
        return out
)";

constexpr char kCallInplacePacked[] = R"(    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        y = R.multiply(x, R.const(1.0, "float32"))
        out = R.call_inplace_packed("vm.builtin.copy", y, inplace_indices=[0], ty_args=(R.Tensor((4,), dtype="float32"),))
        return out
)";

constexpr char kCallBuiltinWithCtx[] = R"(    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        heap = R.call_builtin_with_ctx(R.ExternFunc("vm.builtin.alloc_shape_heap"), (R.prim_value(2),), sinfo_args=(R.Tensor(dtype="int64", ndim=1),))
        return x
)";

constexpr char kBuiltinAllocTensor[] = R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        y = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _ = cls.add_one(x, y)
        return y
)";

constexpr char kMemory[] = R"(    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str("global"), R.dtype("uint8"))
        y: R.Tensor((4,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.add_one(x, y)
        t: R.Tensor((4,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"), R.prim_value(0))
        __: R.Tuple = R.memory.kill_tensor(t)
        ___: R.Tuple = R.memory.kill_storage(storage)
        return y
)";

constexpr char kVM[] = R"(    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.vm.alloc_storage(R.shape([16]), R.prim_value(0), R.dtype("uint8"), R.str("global"))
        y: R.Tensor((4,), dtype="float32") = R.vm.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = R.vm.call_tir_dyn(cls.add_one, (x, y))
        __: R.Tuple = R.vm.kill_object(storage)
        return y
)";

constexpr char kNullValue[] = R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        n: R.Object = R.null_value()
        t = (x, n)
        return t[0]
)";

constexpr char kHintOnDevice[] = R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            y = R.hint_on_device(x, R.device(device_type=1, index=0), "global")
            out = R.add(y, R.const(1.0, "float32"))
            R.output(out)
        return out
)";

constexpr char kToVDevice[] =
    R"(    I.module_global_infos({"vdevice": [I.vdevice({"keys": ["cpu"], "kind": "llvm", "tag": ""}, 0, "global")]})
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            y = R.to_vdevice(x, dst_vdevice="llvm:0")
            out = R.add(y, R.const(1.0, "float32"))
            R.output(out)
        return out
)";

constexpr char kClosure[] = R"(    @R.function
    def add_c(c: R.Tensor((4,), dtype="float32"), x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return R.add(x, c)

    @R.function(pure=False)
    def main(x: R.Tensor((4,), dtype="float32")):
        cls = Module
        clo: R.Object = R.make_closure(cls.add_c, (R.const([1.0, 1.0, 1.0, 1.0], "float32"),))
        y = R.invoke_closure(clo, (x,), sinfo_args=(R.Tensor((4,), dtype="float32"),))
        out = R.invoke_pure_closure(clo, (y,), sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return out
)";

std::vector<OpCase> MakeCases() {
  std::vector<OpCase> cases = {
      T("relax.abs", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.abs(x)"),
      T("relax.ceil", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.ceil(x)"),
      T("relax.cos", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.cos(x)"),
      T("relax.cosh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.cosh(x)"),
      T("relax.erf", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.erf(x)"),
      T("relax.exp", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.exp(x)"),
      T("relax.floor", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.floor(x)"),
      T("relax.negative", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.negative(x)"),
      T("relax.round", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.round(x)"),
      T("relax.sigmoid", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.sigmoid(x)"),
      T("relax.sign", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.sign(x)"),
      T("relax.sin", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.sin(x)"),
      T("relax.sinh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.sinh(x)"),
      T("relax.square", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.square(x)"),
      T("relax.tanh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.tanh(x)"),
      T("relax.trunc", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.trunc(x)"),
      T("relax.atan", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.atan(x)"),
      T("relax.asinh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.asinh(x)"),
      T("relax.asin", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.asin(x)", -0.9, 0.9),
      T("relax.acos", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.acos(x)", -0.9, 0.9),
      T("relax.atanh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.atanh(x)", -0.9, 0.9),
      T("relax.acosh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.acosh(x)", 1.1, 3),
      T("relax.log", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.log(x)", 0.1, 3),
      T("relax.sqrt", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.sqrt(x)", 0.1, 3),
      T("relax.rsqrt", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.rsqrt(x)", 0.1, 3),
      T("relax.tan", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.tan(x)", -1, 1),
      T("relax.nn.relu", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.relu(x)"),
      T("relax.nn.gelu", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.gelu(x)"),
      T("relax.nn.gelu_tanh", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.gelu_tanh(x)"),
      T("relax.nn.silu", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.silu(x)"),
      T("relax.nn.selu", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.selu(x)"),
      T("relax.nn.softplus", "x: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.nn.softplus(x, beta=1.0, threshold=20.0)"),
      T("relax.nn.leakyrelu", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.leakyrelu(x, alpha=0.1)"),
      T("relax.isnan", "x: R.Tensor((2, 3), dtype=\"float32\")", {"lg = R.log(x)"}, "R.isnan(lg)"),
      T("relax.isfinite", "x: R.Tensor((2, 3), dtype=\"float32\")", {"lg = R.log(x)"}, "R.isfinite(lg)"),
      T("relax.isinf", "x: R.Tensor((2, 3), dtype=\"float32\")", {"q = R.divide(x, R.const(0.0, \"float32\"))"},
        "R.isinf(q)"),
      T("relax.logical_not", "x: R.Tensor((2, 3), dtype=\"bool\")", {}, "R.logical_not(x)", 0, 1),
      T("relax.bitwise_not", "x: R.Tensor((2, 3), dtype=\"int32\")", {}, "R.bitwise_not(x)", -4, 4),
      T("relax.add", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {}, "R.add(x, y)"),
      T("relax.subtract", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.subtract(x, y)"),
      T("relax.multiply", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.multiply(x, y)"),
      T("relax.maximum", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.maximum(x, y)"),
      T("relax.minimum", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.minimum(x, y)"),
      T("relax.atan2", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.atan2(x, y)"),
      T("relax.log_add_exp", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.log_add_exp(x, y)"),
      T("relax.divide", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.divide(x, y)", 0.5, 3),
      T("relax.floor_divide", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.floor_divide(x, y)", 0.5, 3),
      T("relax.floor_mod", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.floor_mod(x, y)", 0.5, 3),
      T("relax.mod", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {}, "R.mod(x, y)",
        0.5, 3),
      T("relax.power", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), dtype=\"float32\")", {},
        "R.power(x, y)", 0.5, 2),
      T("relax.equal", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {}, "R.equal(x, y)",
        0, 3),
      T("relax.not_equal", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.not_equal(x, y)", 0, 3),
      T("relax.greater", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.greater(x, y)", 0, 3),
      T("relax.greater_equal", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.greater_equal(x, y)", 0, 3),
      T("relax.less", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {}, "R.less(x, y)", 0,
        3),
      T("relax.less_equal", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.less_equal(x, y)", 0, 3),
      T("relax.logical_and", "x: R.Tensor((2, 3), dtype=\"bool\"), y: R.Tensor((3,), dtype=\"bool\")", {},
        "R.logical_and(x, y)", 0, 1),
      T("relax.logical_or", "x: R.Tensor((2, 3), dtype=\"bool\"), y: R.Tensor((3,), dtype=\"bool\")", {},
        "R.logical_or(x, y)", 0, 1),
      T("relax.logical_xor", "x: R.Tensor((2, 3), dtype=\"bool\"), y: R.Tensor((3,), dtype=\"bool\")", {},
        "R.logical_xor(x, y)", 0, 1),
      T("relax.bitwise_and", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.bitwise_and(x, y)", 0, 8),
      T("relax.bitwise_or", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.bitwise_or(x, y)", 0, 8),
      T("relax.bitwise_xor", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.bitwise_xor(x, y)", 0, 8),
      T("relax.left_shift", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.left_shift(x, y)", 0, 4),
      T("relax.right_shift", "x: R.Tensor((2, 3), dtype=\"int32\"), y: R.Tensor((3,), dtype=\"int32\")", {},
        "R.right_shift(x, y)", 0, 4),
      T("relax.sum", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.sum(x, axis=[1], keepdims=False)"),
      T("relax.mean", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.mean(x, axis=[1], keepdims=False)"),
      T("relax.max", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.max(x, axis=[1], keepdims=False)"),
      T("relax.min", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.min(x, axis=[1], keepdims=False)"),
      T("relax.prod", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.prod(x, axis=[1], keepdims=False)"),
      T("relax.std", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.std(x, axis=[1], keepdims=False)"),
      T("relax.variance", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.variance(x, axis=[1], keepdims=False)"),
      T("relax.argmax", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.argmax(x, axis=1, keepdims=False)"),
      T("relax.argmin", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.argmin(x, axis=1, keepdims=False)"),
      T("relax.median", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.median(x, axis=1, keepdims=False)"),
      T("relax.broadcast_to", "x: R.Tensor((1, 3), dtype=\"float32\")", {}, "R.broadcast_to(x, R.shape([2, 3]))"),
      T("relax.concat", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((1, 3), dtype=\"float32\")", {},
        "R.concat((x, y), axis=0)"),
      T("relax.expand_dims", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.expand_dims(x, axis=[0])"),
      T("relax.flatten", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.flatten(x)"),
      T("relax.flip", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.flip(x, axis=1)"),
      T("relax.permute_dims", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.permute_dims(x, axes=[1, 0])"),
      T("relax.repeat", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.repeat(x, repeats=2, axis=1)"),
      T("relax.reshape", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.reshape(x, R.shape([3, 2]))"),
      T("relax.split", "x: R.Tensor((2, 6), dtype=\"float32\")", {}, "R.split(x, indices_or_sections=3, axis=1)"),
      T("relax.squeeze", "x: R.Tensor((1, 3), dtype=\"float32\")", {}, "R.squeeze(x, axis=[0])"),
      T("relax.stack", "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.stack((x, y), axis=1)"),
      T("relax.strided_slice", "x: R.Tensor((3, 4), dtype=\"float32\")", {},
        "R.strided_slice(x, (1,), (0,), (4,), (2,), assume_inbound=False)"),
      T("relax.take", "x: R.Tensor((3, 4), dtype=\"float32\"), i: R.Tensor((2,), dtype=\"int64\")", {},
        "R.take(x, i, axis=0)", 0, 3),
      T("relax.tile", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.tile(x, repeats=[2, 1])"),
      T("relax.layout_transform", "x: R.Tensor((1, 8, 2, 2), dtype=\"float32\")", {},
        "R.layout_transform(x, index_map=T.index_map(lambda i0, i1, i2, i3: (i0, i1 // 4, i2, i3, i1 % 4), "
        "index_dtype=\"int32\"), pad_value=None, axis_separators=[], input_axis_separators=[])"),
      T("relax.slice_scatter", "x: R.Tensor((2, 4), dtype=\"float32\"), s: R.Tensor((2, 2), dtype=\"float32\")", {},
        "R.slice_scatter(x, s, 0, 4, 2, axis=1)"),
      T("relax.gather_elements", "x: R.Tensor((3, 4), dtype=\"float32\"), i: R.Tensor((3, 2), dtype=\"int64\")", {},
        "R.gather_elements(x, i, axis=1)", 0, 3),
      T("relax.index_tensor", "x: R.Tensor((3, 4), dtype=\"float32\"), i: R.Tensor((2,), dtype=\"int64\")", {},
        "R.index_tensor(x, (i,))", 0, 3),
      T("relax.where",
        "c: R.Tensor((2, 3), dtype=\"bool\"), x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((3,), "
        "dtype=\"float32\")",
        {}, "R.where(c, x, y)", 0, 1),
      T("relax.clip", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.clip(x, T.float64(-1.0), T.float64(1.5))"),
      T("relax.astype", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.astype(x, dtype=\"int32\")"),
      T("relax.tril", "x: R.Tensor((3, 3), dtype=\"float32\")", {}, "R.tril(x, k=0)"),
      T("relax.triu", "x: R.Tensor((3, 3), dtype=\"float32\")", {}, "R.triu(x, k=1)"),
      T("relax.ewise_fma",
        "x: R.Tensor((2, 3), dtype=\"float32\"), y: R.Tensor((2, 3), dtype=\"float32\"), z: R.Tensor((2, 3), "
        "dtype=\"float32\")",
        {}, "R.ewise_fma(x, y, z)"),
      T("relax.outer", "a: R.Tensor((3,), dtype=\"float32\"), b: R.Tensor((4,), dtype=\"float32\")", {},
        "R.outer(a, b)"),
      T("relax.eye", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.eye(3, 4, 1, dtype=\"float32\")"),
      T("relax.eye_like", "x: R.Tensor((3, 3), dtype=\"float32\")", {}, "R.eye_like(x, 0)"),
      T("relax.full", "x: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.full(R.shape([2, 3]), R.const(1.5, \"float32\"), dtype=\"float32\")"),
      T("relax.full_like", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.full_like(x, R.const(2.5, \"float32\"))"),
      T("relax.ones", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.ones(R.shape([2, 3]), dtype=\"float32\")"),
      T("relax.zeros", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.zeros(R.shape([2, 3]), dtype=\"int32\")"),
      T("relax.ones_like", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.ones_like(x)"),
      T("relax.zeros_like", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.zeros_like(x)"),
      T("relax.arange", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.arange(1, 9, 2, dtype=\"int64\")"),
      T("relax.cumsum", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.cumsum(x, axis=1)"),
      T("relax.cumprod", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.cumprod(x, axis=1)"),
      T("relax.sort", "x: R.Tensor((3, 4), dtype=\"float32\")", {}, "R.sort(x, axis=1, descending=False)"),
      T("relax.argsort", "x: R.Tensor((3, 4), dtype=\"float32\")", {},
        "R.argsort(x, axis=1, descending=True, dtype=\"int32\")"),
      T("relax.topk", "x: R.Tensor((3, 4), dtype=\"float32\")", {},
        "R.topk(x, k=2, axis=-1, ret_type=\"both\", largest=True, dtype=\"int32\")"),
      T("relax.bucketize", "x: R.Tensor((3, 4), dtype=\"float32\")", {},
        "R.bucketize(x, R.const([-1.0, 0.0, 0.5, 1.0], \"float32\"), out_int32=False, right=False)"),
      T("relax.multinomial_from_uniform",
        "x: R.Tensor((2, 4), dtype=\"float32\"), v: R.Tensor((2, 1), dtype=\"float32\")",
        {"p = R.nn.softmax(x, axis=-1)", "u = R.sigmoid(v)"},
        "R.multinomial_from_uniform(p, u, R.const([[1], [0]], \"int64\"), dtype=\"int64\")"),
      T("relax.matmul", "a: R.Tensor((2, 3), dtype=\"float32\"), b: R.Tensor((3, 4), dtype=\"float32\")", {},
        "R.matmul(a, b)"),
      T("relax.nn.conv1d", "x: R.Tensor((1, 2, 8), dtype=\"float32\"), w: R.Tensor((3, 2, 3), dtype=\"float32\")", {},
        "R.nn.conv1d(x, w, strides=[1], padding=[1, 1])"),
      T("relax.nn.conv1d_transpose",
        "x: R.Tensor((1, 2, 5), dtype=\"float32\"), w: R.Tensor((2, 3, 3), dtype=\"float32\")", {},
        "R.nn.conv1d_transpose(x, w, strides=[2], padding=[1, 0])"),
      T("relax.nn.conv2d", "x: R.Tensor((1, 2, 6, 6), dtype=\"float32\"), w: R.Tensor((3, 2, 3, 3), dtype=\"float32\")",
        {}, "R.nn.conv2d(x, w, strides=[1, 1], padding=[1, 1, 1, 1])"),
      T("relax.nn.conv2d_transpose",
        "x: R.Tensor((1, 2, 4, 4), dtype=\"float32\"), w: R.Tensor((2, 3, 3, 3), dtype=\"float32\")", {},
        "R.nn.conv2d_transpose(x, w, strides=[2, 2], padding=[1, 1, 1, 1])"),
      T("relax.nn.conv3d",
        "x: R.Tensor((1, 2, 4, 4, 4), dtype=\"float32\"), w: R.Tensor((2, 2, 3, 3, 3), dtype=\"float32\")", {},
        "R.nn.conv3d(x, w, strides=[1, 1, 1], padding=[1, 1, 1, 1, 1, 1])"),
      T("relax.nn.max_pool1d", "x: R.Tensor((1, 2, 8), dtype=\"float32\")", {},
        "R.nn.max_pool1d(x, pool_size=[3], strides=[2], padding=[1, 1])"),
      T("relax.nn.avg_pool1d", "x: R.Tensor((1, 2, 8), dtype=\"float32\")", {},
        "R.nn.avg_pool1d(x, pool_size=[3], strides=[2], padding=[1, 1])"),
      T("relax.nn.max_pool2d", "x: R.Tensor((1, 2, 6, 6), dtype=\"float32\")", {},
        "R.nn.max_pool2d(x, pool_size=[2, 2], strides=[2, 2])"),
      T("relax.nn.avg_pool2d", "x: R.Tensor((1, 2, 6, 6), dtype=\"float32\")", {},
        "R.nn.avg_pool2d(x, pool_size=[3, 3], strides=[1, 1], padding=[1, 1, 1, 1])"),
      T("relax.nn.max_pool3d", "x: R.Tensor((1, 2, 4, 4, 4), dtype=\"float32\")", {},
        "R.nn.max_pool3d(x, pool_size=[2, 2, 2], strides=[2, 2, 2])"),
      T("relax.nn.avg_pool3d", "x: R.Tensor((1, 2, 4, 4, 4), dtype=\"float32\")", {},
        "R.nn.avg_pool3d(x, pool_size=[2, 2, 2], strides=[2, 2, 2])"),
      T("relax.nn.adaptive_avg_pool1d", "x: R.Tensor((1, 2, 8), dtype=\"float32\")", {},
        "R.nn.adaptive_avg_pool1d(x, output_size=[3])"),
      T("relax.nn.adaptive_avg_pool2d", "x: R.Tensor((1, 2, 6, 6), dtype=\"float32\")", {},
        "R.nn.adaptive_avg_pool2d(x, output_size=[4, 4])"),
      T("relax.nn.adaptive_avg_pool3d", "x: R.Tensor((1, 2, 4, 4, 4), dtype=\"float32\")", {},
        "R.nn.adaptive_avg_pool3d(x, output_size=[2, 3, 2])"),
      T("relax.nn.batch_norm",
        "x: R.Tensor((2, 3, 2, 2), dtype=\"float32\"), g: R.Tensor((3,), dtype=\"float32\"), b: R.Tensor((3,), "
        "dtype=\"float32\"), m: R.Tensor((3,), dtype=\"float32\"), v: R.Tensor((3,), dtype=\"float32\")",
        {"var = R.exp(v)"},
        "R.nn.batch_norm(x, g, b, m, var, axis=1, epsilon=1e-05, center=True, scale=True, momentum=0.1, "
        "training=False)"),
      T("relax.nn.layer_norm",
        "x: R.Tensor((2, 3), dtype=\"float32\"), g: R.Tensor((3,), dtype=\"float32\"), b: R.Tensor((3,), "
        "dtype=\"float32\")",
        {}, "R.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-05, center=True, scale=True)"),
      T("relax.nn.group_norm",
        "x: R.Tensor((1, 4, 2, 2), dtype=\"float32\"), g: R.Tensor((4,), dtype=\"float32\"), b: R.Tensor((4,), "
        "dtype=\"float32\")",
        {},
        "R.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2, 3], epsilon=1e-05, center=True, scale=True)"),
      T("relax.nn.instance_norm",
        "x: R.Tensor((1, 3, 2, 2), dtype=\"float32\"), g: R.Tensor((3,), dtype=\"float32\"), b: R.Tensor((3,), "
        "dtype=\"float32\")",
        {}, "R.nn.instance_norm(x, g, b, channel_axis=1, axes=[2, 3], epsilon=1e-05, center=True, scale=True)"),
      T("relax.nn.rms_norm", "x: R.Tensor((2, 3), dtype=\"float32\"), w: R.Tensor((3,), dtype=\"float32\")", {},
        "R.nn.rms_norm(x, w, axes=[-1], epsilon=1e-05)"),
      T("relax.nn.softmax", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.softmax(x, axis=-1)"),
      T("relax.nn.log_softmax", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.log_softmax(x, axis=-1)"),
      T("relax.nn.dropout", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.nn.dropout(x, rate=0.5)"),
      T("relax.nn.pad", "x: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.nn.pad(x, pad_width=[1, 0, 0, 2], pad_value=0.5, pad_mode=\"constant\")"),
      T("relax.nn.prelu", "x: R.Tensor((1, 3, 2, 2), dtype=\"float32\"), a: R.Tensor((3,), dtype=\"float32\")", {},
        "R.nn.prelu(x, a, axis=1)"),
      T("relax.nn.attention",
        "q: R.Tensor((1, 4, 2, 8), dtype=\"float32\"), k: R.Tensor((1, 4, 2, 8), dtype=\"float32\"), v: R.Tensor((1, "
        "4, 2, 8), dtype=\"float32\")",
        {}, "R.nn.attention(q, k, v, causal_mask=\"TopLeft\")"),
      T("relax.nn.attention_bias",
        "q: R.Tensor((1, 4, 2, 8), dtype=\"float32\"), k: R.Tensor((1, 4, 2, 8), dtype=\"float32\"), v: R.Tensor((1, "
        "4, 2, 8), dtype=\"float32\"), bias: R.Tensor((1, 2, 4, 4), dtype=\"float32\")",
        {}, "R.nn.attention_bias(q, k, v, bias)"),
      T("relax.image.resize2d", "x: R.Tensor((1, 2, 4, 4), dtype=\"float32\")", {},
        "R.image.resize2d(x, R.shape([6, 8]), roi=[0.0, 0.0, 0.0, 0.0], layout=\"NCHW\", method=\"linear\", "
        "coordinate_transformation_mode=\"half_pixel\", rounding_method=\"round\", cubic_alpha=-0.75, cubic_exclude=0, "
        "extrapolation_value=0.0, out_dtype=\"void\")"),
      T("relax.quantize", "x: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.quantize(x, R.const([0.05, 0.1, 0.02], \"float32\"), R.const([0, 3, -2], \"int8\"), axis=1, "
        "out_dtype=\"int8\")"),
      T("relax.dequantize", "x: R.Tensor((2, 3), dtype=\"int8\")", {},
        "R.dequantize(x, R.const([0.05, 0.1, 0.02], \"float32\"), R.const([0, 3, -2], \"int8\"), axis=1, "
        "out_dtype=\"float32\")",
        -100, 100),
      T("relax.shape_of", "x: R.Tensor((2, 3), dtype=\"float32\")", {}, "R.shape_of(x)"),
      T("relax.shape_to_tensor", "x: R.Tensor((2, 3), dtype=\"float32\")", {"sh = R.shape_of(x)"},
        "R.shape_to_tensor(sh)"),
      T("relax.tensor_to_shape", "x: R.Tensor((2, 3), dtype=\"float32\")",
        {"sh = R.tensor_to_shape(R.const([3, 2], \"int64\"))"}, "R.reshape(x, sh)"),
      T("relax.builtin.stop_lift_params", "x: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.builtin.stop_lift_params(x)"),
      T("relax.call_pure_packed", "x: R.Tensor((2, 3), dtype=\"float32\")", {},
        "R.call_pure_packed(\"vm.builtin.reshape\", x, R.shape([3, 2]), sinfo_args=(R.Tensor((3, 2), "
        "dtype=\"float32\"),))"),
  };
  for (const char* op : {"relax.call_tir"}) cases.push_back(Lowered(op, kCallTir, ""));
  cases.push_back(Lowered("relax.call_tir_inplace", kCallTirInplace, AddOne()));
  cases.push_back(Lowered("relax.call_tir_with_grad", kCallTirWithGrad, AddOne()));
  cases.push_back(Lowered("relax.call_dps_packed", kCallDpsPacked, std::string(kHeader) + kCallDpsPackedReference));
  cases.push_back(Lowered("relax.call_inplace_packed", kCallInplacePacked, Identity()));
  cases.push_back(Lowered("relax.call_builtin_with_ctx", kCallBuiltinWithCtx, Identity()));
  cases.push_back(Lowered("relax.builtin.alloc_tensor", kBuiltinAllocTensor, AddOne()));
  for (const char* op : {"relax.memory.alloc_storage", "relax.memory.alloc_tensor", "relax.memory.kill_tensor",
                         "relax.memory.kill_storage"}) {
    cases.push_back(Lowered(op, kMemory, AddOne()));
  }
  for (const char* op :
       {"relax.vm.alloc_storage", "relax.vm.alloc_tensor", "relax.vm.call_tir_dyn", "relax.vm.kill_object"}) {
    cases.push_back(Lowered(op, kVM, AddOne()));
  }
  cases.push_back(Lowered("relax.null_value", kNullValue, Identity()));
  cases.push_back(Lowered("relax.hint_on_device", kHintOnDevice, AddOne()));
  cases.push_back(Lowered("relax.to_vdevice", kToVDevice, AddOne()));
  for (const char* op : {"relax.make_closure", "relax.invoke_closure", "relax.invoke_pure_closure"}) {
    cases.push_back(Lowered(op, kClosure, AddTwo()));
  }
  return cases;
}

}  // namespace

const std::vector<OpCase>& EveryOpCases() {
  static const auto* cases = new std::vector<OpCase>(MakeCases());
  return *cases;
}

}  // namespace targets
}  // namespace rlx
