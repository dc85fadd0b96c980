// Numerical check of the legalized kernels: each case is one op call in a
// Relax function, legalized to a PrimFunc that runs on pseudo-random inputs
// twice, in the TIR interpreter and compiled by the LLVM backend (lowering
// + JIT); both results must match the reference evaluator
// (compiler/runtime/ref kernels) on the original call. The sides share no
// code: te/topi/TIR on one, direct C++ loops on the other.
#include <gtest/gtest.h>

#include <limits>
#include <map>
#include <random>
#include <string>

#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/op/evaluators.h"
#include "compiler/tir/interp/interpreter.h"
#include "compiler/tir/transform/lower_init_block.h"
#include "compiler/transform/expr_functor.h"
#include "compiler/transform/legalize_ops.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT

struct Case {
  std::string name;
  std::string params;  // "x: R.Tensor((2, 3), dtype=\"float32\"), ..."
  std::string ret;     // the result's struct info
  std::string expr;    // the op call
  double lo = -2,
         hi = 2;  // range of float inputs; integer inputs are in [int_lo, int_hi)
  int64_t int_hi = 2;
  int64_t int_lo = 0;
  // Values of the symbolic dimensions of the parameters, by name.
  std::map<std::string, int64_t> vars = {};
};

// A dimension's value: a constant, or a variable given by the case.
int64_t DimValue(const PrimExpr& d, const Case& c) {
  int64_t v = 0;
  if (AsConstInt(d, &v)) return v;
  auto var = d.as<TirVarNode>();
  auto it = var.defined() ? c.vars.find(var->name) : c.vars.end();
  EXPECT_TRUE(it != c.vars.end()) << "a symbolic dimension without a value in the case";
  return it != c.vars.end() ? it->second : 0;
}

NDArray RandomArray(const TensorStructInfo& t, const Case& c, std::mt19937* rng) {
  std::vector<int64_t> shape;
  for (const PrimExpr& d : *t->GetShapeValues()) shape.push_back(DimValue(d, c));
  NDArray a = NDArray::Empty(shape, t->dtype);
  std::uniform_real_distribution<double> real(c.lo, c.hi);
  std::uniform_int_distribution<int64_t> integer(c.int_lo, c.int_hi - 1);
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    if (t->dtype.is_floating()) {
      a.SetDouble(i, real(*rng));
    } else if (t->dtype.is_bool()) {
      a.SetInt(i, (integer(*rng) % 2 + 2) % 2);
    } else {
      a.SetInt(i, integer(*rng));
    }
  }
  return a;
}

// Output buffers start as garbage (-7, true), not zeros: a kernel that
// leaves an element unwritten (an empty reduction's init) must show.
NDArray Garbage(const std::vector<int64_t>& shape, DataType dtype) {
  NDArray a = NDArray::Empty(shape, dtype);
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    if (dtype.is_floating()) {
      a.SetDouble(i, -7);
    } else {
      a.SetInt(i, dtype.is_bool() ? 1 : -7);
    }
  }
  return a;
}

NDArray EmptyLike(const StructInfo& s, const Case& c) {
  auto t = s.cast<TensorStructInfoNode>();
  std::vector<int64_t> shape;
  for (const PrimExpr& d : *t->GetShapeValues()) shape.push_back(DimValue(d, c));
  return Garbage(shape, t->dtype);
}

void RunCase(const Case& c) {
  SCOPED_TRACE(c.name);
  IRModule mod = testing::Parse("@I.ir_module\nclass Module:\n    @R.function\n    def main(" + c.params + ") -> " +
                                c.ret + ":\n        with R.dataflow():\n            gv: " + c.ret + " = " + c.expr +
                                "\n            R.output(gv)\n        return gv\n");
  Function main = testing::GetFunction(mod, "main");
  std::mt19937 rng(1234);
  std::vector<NDArray> inputs;
  std::vector<op::Value> args;
  for (const Var& p : main->params) {
    inputs.push_back(RandomArray(GetStructInfo(p).cast<TensorStructInfoNode>(), c, &rng));
    args.push_back(op::TensorValue(inputs.back()));
  }
  std::vector<NDArray> expected = driver::FlattenToTensors(driver::EvaluateFunction(mod, "main", args));

  IRModule legal = LegalizeOps(mod, {});
  Function lmain = testing::GetFunction(legal, "main");
  auto seq = lmain->body.cast<SeqExprNode>();
  ASSERT_EQ(seq->blocks.size(), 1u);
  ASSERT_EQ(seq->blocks[0]->bindings.size(), 1u) << testing::Print(legal);
  auto call = BoundValue(seq->blocks[0]->bindings[0]).as<CallNode>();
  ASSERT_TRUE(call.defined() && call->op.as<OpNode>()->name == "relax.call_tir") << testing::Print(legal);
  auto func = legal->Lookup(call->args[0].cast<GlobalVarNode>()->name).cast<tir::PrimFuncNode>();
  std::vector<NDArray> buffers;
  for (const Expr& a : call->args[1].cast<TupleNode>()->fields) {
    for (size_t i = 0; i < main->params.size(); ++i) {
      if (main->params[i].get() == a.get()) buffers.push_back(inputs[i]);
    }
  }
  ASSERT_EQ(buffers.size(), call->args[1].cast<TupleNode>()->fields.size());
  std::vector<NDArray> outputs;
  const StructInfo& out = call->sinfo_args[0];
  if (auto tuple = out.as<TupleStructInfoNode>()) {
    for (const StructInfo& f : tuple->fields) outputs.push_back(EmptyLike(f, c));
  } else {
    outputs.push_back(EmptyLike(out, c));
  }
  size_t num_inputs = buffers.size();
  buffers.insert(buffers.end(), outputs.begin(), outputs.end());
  // After LowerInitBlock, which gives an init whose reduction axis is empty
  // a run of its own (T.init() alone never runs then, as in TVM).
  tir::InterpretPrimFunc(tir::transform::LowerInitBlock(func), buffers);
  ASSERT_EQ(outputs.size(), expected.size());
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::string message;
    EXPECT_TRUE(AllClose(outputs[i], expected[i], 1e-4, 1e-5, &message))
        << "interpreter, output " << i << ": " << message;
  }
  // The same kernel compiled for this CPU, into fresh outputs.
  std::vector<NDArray> compiled(buffers.begin(), buffers.begin() + num_inputs);
  std::vector<NDArray> fresh;
  for (const NDArray& o : outputs) fresh.push_back(Garbage(o.shape(), o.dtype()));
  compiled.insert(compiled.end(), fresh.begin(), fresh.end());
  codegen::LLVMModule module = codegen::BuildLLVM({{"kernel", func}}, Target::Parse("llvm"));
  codegen::RunPrimFunc(module, "kernel", compiled);
  for (size_t i = 0; i < fresh.size(); ++i) {
    std::string message;
    EXPECT_TRUE(AllClose(fresh[i], expected[i], 1e-4, 1e-5, &message)) << "llvm, output " << i << ": " << message;
  }
}

const char* kF = "dtype=\"float32\"";

std::string T(const std::string& shape, const std::string& dtype = "float32") {
  return "R.Tensor(" + shape + ", dtype=\"" + dtype + "\")";
}

TEST(LegalizeOpsNumeric, Elementwise) {
  std::vector<Case> cases = {
      {"exp", "x: " + T("(3, 4)"), T("(3, 4)"), "R.exp(x)"},
      {"log", "x: " + T("(3, 4)"), T("(3, 4)"), "R.log(x)", 0.1, 3},
      {"rsqrt", "x: " + T("(3, 4)"), T("(3, 4)"), "R.rsqrt(x)", 0.1, 3},
      {"tanh", "x: " + T("(5,)"), T("(5,)"), "R.tanh(x)"},
      {"sigmoid", "x: " + T("(5,)"), T("(5,)"), "R.sigmoid(x)"},
      {"erf", "x: " + T("(5,)"), T("(5,)"), "R.erf(x)"},
      {"abs", "x: " + T("(5,)"), T("(5,)"), "R.abs(x)"},
      {"negative", "x: " + T("(5,)"), T("(5,)"), "R.negative(x)"},
      {"floor", "x: " + T("(5,)"), T("(5,)"), "R.floor(x)"},
      {"round", "x: " + T("(5,)"), T("(5,)"), "R.round(x)"},
      {"sign", "x: " + T("(5,)"), T("(5,)"), "R.sign(x)"},
      {"square", "x: " + T("(5,)"), T("(5,)"), "R.square(x)"},
      {"add_broadcast", "x: " + T("(2, 1, 3)") + ", y: " + T("(4, 1)"), T("(2, 4, 3)"), "R.add(x, y)"},
      {"divide", "x: " + T("(2, 3)") + ", y: " + T("(3,)"), T("(2, 3)"), "R.divide(x, y)", 0.5, 2},
      {"floor_mod_int", "x: " + T("(8,)", "int32"), T("(8,)", "int32"), "R.floor_mod(x, R.const(3, \"int32\"))", 0, 0,
       9, -9},
      {"floor_divide_int", "x: " + T("(8,)", "int32") + ", y: " + T("(8,)", "int32"), T("(8,)", "int32"),
       "R.floor_divide(x, y)", 0, 0, 5, 1},
      {"maximum_scalar", "x: " + T("(2, 3)"), T("(2, 3)"), "R.maximum(x, R.const(0.5, \"float32\"))"},
      {"less", "x: " + T("(2, 3)") + ", y: " + T("(2, 3)"), T("(2, 3)", "bool"), "R.less(x, y)"},
      {"clip", "x: " + T("(2, 3)"), T("(2, 3)"), "R.clip(x, R.prim_value(-1), R.prim_value(1))"},
      {"astype", "x: " + T("(2, 3)"), T("(2, 3)", "int32"), "R.astype(x, dtype=\"int32\")", -9, 9},
      {"where", "c: " + T("(2, 1)", "bool") + ", x: " + T("(2, 3)") + ", y: " + T("(3,)"), T("(2, 3)"),
       "R.where(c, x, y)"},
      {"relu", "x: " + T("(7,)"), T("(7,)"), "R.nn.relu(x)"},
      {"gelu", "x: " + T("(7,)"), T("(7,)"), "R.nn.gelu(x)"},
      {"silu", "x: " + T("(7,)"), T("(7,)"), "R.nn.silu(x)"},
      {"zeros_like", "x: " + T("(2, 3)"), T("(2, 3)"), "R.zeros_like(x)"},
  };
  (void)kF;
  for (const Case& c : cases) RunCase(c);
}

TEST(LegalizeOpsNumeric, Reductions) {
  std::vector<Case> cases = {
      {"sum", "x: " + T("(3, 4, 5)"), T("(3, 5)"), "R.sum(x, axis=[1])"},
      {"sum_keepdims", "x: " + T("(3, 4, 5)"), T("(1, 4, 1)"), "R.sum(x, axis=[0, 2], keepdims=True)"},
      {"max_all", "x: " + T("(3, 4)"), T("()"), "R.max(x)"},
      {"min", "x: " + T("(3, 4)"), T("(4,)"), "R.min(x, axis=[0])"},
      {"prod", "x: " + T("(3, 4)"), T("(3,)"), "R.prod(x, axis=[1])", 0.5, 1.5},
      {"mean", "x: " + T("(3, 4)"), T("(3,)"), "R.mean(x, axis=[-1])"},
      {"variance", "x: " + T("(3, 4)"), T("(4,)"), "R.variance(x, axis=[0])"},
      {"argmax", "x: " + T("(3, 4, 5)"), T("(3, 5)", "int64"), "R.argmax(x, axis=1)"},
      {"argmin_flat", "x: " + T("(3, 4)"), T("()", "int64"), "R.argmin(x)"},
  };
  for (const Case& c : cases) RunCase(c);
}

TEST(LegalizeOpsNumeric, DataMovement) {
  std::vector<Case> cases = {
      {"reshape", "x: " + T("(2, 3, 4)"), T("(4, 6)"), "R.reshape(x, R.shape([4, 6]))"},
      {"permute", "x: " + T("(2, 3, 4)"), T("(4, 2, 3)"), "R.permute_dims(x, axes=[2, 0, 1])"},
      {"expand_dims", "x: " + T("(2, 3)"), T("(2, 1, 3, 1)"), "R.expand_dims(x, axis=[1, -1])"},
      {"squeeze", "x: " + T("(2, 1, 3)"), T("(2, 3)"), "R.squeeze(x, axis=[1])"},
      {"flatten", "x: " + T("(2, 3, 2)"), T("(12,)"), "R.flatten(x)"},
      {"broadcast_to", "x: " + T("(3, 1)"), T("(2, 3, 4)"), "R.broadcast_to(x, R.shape([2, 3, 4]))"},
      {"concat", "x: " + T("(2, 3)") + ", y: " + T("(2, 2)"), T("(2, 5)"), "R.concat((x, y), axis=1)"},
      {"split", "x: " + T("(5, 2)"), "R.Tuple(" + T("(2, 2)") + ", " + T("(3, 2)") + ")",
       "R.split(x, indices_or_sections=[2], axis=0)"},
      {"strided_slice", "x: " + T("(6, 4)"), T("(3, 2)"),
       "R.strided_slice(x, axes=[0, 1], begin=[5, 1], end=[0, 4], strides=[-2, "
       "2])"},
      {"take", "x: " + T("(5, 3)") + ", i: " + T("(4,)", "int64"), T("(4, 3)"), "R.take(x, i, axis=0)", -2, 2, 5},
      {"quantize_per_channel", "x: " + T("(2, 3)") + ", s: " + T("(3,)") + ", z: " + T("(3,)", "int8"),
       T("(2, 3)", "int8"), "R.quantize(x, s, z, axis=1, out_dtype=\"int8\")", 0.25, 2, 3, -3},
      {"dequantize", "q: " + T("(2, 3)", "uint8") + ", s: " + T("()") + ", z: " + T("()", "uint8"), T("(2, 3)"),
       "R.dequantize(q, s, z, axis=0)", 0.25, 2, 200, 0},
      // Indices in [-3, 2): negative ones count from the end on both axes.
      {"index_tensor", "x: " + T("(3, 2, 4)") + ", i: " + T("(2, 1)", "int64") + ", j: " + T("(1, 3)", "int32"),
       T("(2, 3, 4)"), "R.index_tensor(x, (i, j))", -2, 2, 2, -2},
  };
  for (const Case& c : cases) RunCase(c);
}

TEST(LegalizeOpsNumeric, NeuralNetwork) {
  std::vector<Case> cases = {
      {"softmax", "x: " + T("(3, 5)"), T("(3, 5)"), "R.nn.softmax(x, axis=-1)", -30, 30},
      {"softmax_axis0", "x: " + T("(3, 5)"), T("(3, 5)"), "R.nn.softmax(x, axis=0)"},
      {"log_softmax", "x: " + T("(3, 5)"), T("(3, 5)"), "R.nn.log_softmax(x, axis=1)"},
      {"layer_norm", "x: " + T("(2, 3, 4)") + ", g: " + T("(4,)") + ", b: " + T("(4,)"), T("(2, 3, 4)"),
       "R.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-05)"},
      {"rms_norm", "x: " + T("(2, 6)") + ", w: " + T("(6,)"), T("(2, 6)"),
       "R.nn.rms_norm(x, w, axes=[-1], epsilon=1e-05)"},
      {"matmul", "a: " + T("(3, 4)") + ", b: " + T("(4, 5)"), T("(3, 5)"), "R.matmul(a, b)"},
      {"matmul_batched", "a: " + T("(2, 1, 3, 4)") + ", b: " + T("(3, 4, 2)"), T("(2, 3, 3, 2)"), "R.matmul(a, b)"},
      {"matmul_vector", "a: " + T("(4,)") + ", b: " + T("(2, 4, 3)"), T("(2, 3)"), "R.matmul(a, b)"},
      {"conv2d_nchw", "x: " + T("(1, 2, 6, 6)") + ", w: " + T("(3, 2, 3, 3)"), T("(1, 3, 3, 3)"),
       "R.nn.conv2d(x, w, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, "
       "1], groups=1, data_layout=\"NCHW\", "
       "kernel_layout=\"OIHW\", out_layout=\"NCHW\", out_dtype=\"float32\")"},
      {"conv2d_nhwc_group", "x: " + T("(1, 5, 5, 4)") + ", w: " + T("(4, 3, 3, 2)"), T("(1, 3, 3, 4)"),
       "R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, "
       "1], groups=2, data_layout=\"NHWC\", "
       "kernel_layout=\"OHWI\", out_layout=\"NHWC\", out_dtype=\"float32\")"},
      {"conv2d_transpose_unet", "x: " + T("(1, 4, 3, 3)") + ", w: " + T("(4, 2, 2, 2)"), T("(1, 2, 6, 6)"),
       "R.nn.conv2d_transpose(x, w, strides=[2, 2], padding=[0, 0, 0, 0], "
       "output_padding=[0, 0], dilation=[1, 1], "
       "groups=1, data_layout=\"NCHW\", kernel_layout=\"IOHW\", "
       "out_layout=\"NCHW\", out_dtype=\"float32\")"},
      {"conv2d_transpose_padded_group", "x: " + T("(2, 4, 3, 4)") + ", w: " + T("(4, 3, 3, 2)"), T("(2, 6, 7, 11)"),
       "R.nn.conv2d_transpose(x, w, strides=[2, 3], padding=[1, 0, 0, 1], "
       "output_padding=[1, 0], dilation=[1, 2], "
       "groups=2, data_layout=\"NCHW\", kernel_layout=\"IOHW\", "
       "out_layout=\"NCHW\", out_dtype=\"float32\")"},
      {"conv2d_transpose_crop", "x: " + T("(1, 2, 4, 4)") + ", w: " + T("(2, 3, 2, 2)"), T("(1, 3, 2, 2)"),
       "R.nn.conv2d_transpose(x, w, strides=[1, 1], padding=[2, 2, 1, 1], "
       "output_padding=[0, 0], dilation=[1, 1], "
       "groups=1, data_layout=\"NCHW\", kernel_layout=\"IOHW\", "
       "out_layout=\"NCHW\", out_dtype=\"float32\")"},
      {"conv1d_transpose", "x: " + T("(2, 3, 5)") + ", w: " + T("(3, 2, 3)"), T("(2, 2, 11)"),
       "R.nn.conv1d_transpose(x, w, strides=[2], padding=[1, 0], "
       "output_padding=[1], dilation=[1], groups=1, "
       "data_layout=\"NCW\", kernel_layout=\"IOW\", out_layout=\"NCW\", "
       "out_dtype=\"float32\")"},
      {"max_pool2d", "x: " + T("(1, 2, 5, 5)"), T("(1, 2, 3, 3)"),
       "R.nn.max_pool2d(x, pool_size=[3, 3], strides=[2, 2], padding=[1, 1, 1, "
       "1], layout=\"NCHW\")"},
      {"avg_pool2d", "x: " + T("(1, 2, 5, 5)"), T("(1, 2, 3, 3)"),
       "R.nn.avg_pool2d(x, pool_size=[3, 3], strides=[2, 2], padding=[1, 1, 1, "
       "1], layout=\"NCHW\", "
       "count_include_pad=False)"},
      {"avg_pool2d_include_pad", "x: " + T("(1, 5, 5, 2)"), T("(1, 3, 3, 2)"),
       "R.nn.avg_pool2d(x, pool_size=[3, 3], strides=[2, 2], padding=[1, 1, 1, "
       "1], layout=\"NHWC\", "
       "count_include_pad=True)"},
      {"adaptive_avg_pool2d", "x: " + T("(1, 2, 7, 5)"), T("(1, 2, 3, 2)"),
       "R.nn.adaptive_avg_pool2d(x, output_size=[3, 2], layout=\"NCHW\")"},
      {"batch_norm_inference",
       "x: " + T("(2, 3, 4)") + ", g: " + T("(3,)") + ", b: " + T("(3,)") + ", m: " + T("(3,)") + ", v: " + T("(3,)"),
       "R.Tuple(" + T("(2, 3, 4)") + ", " + T("(3,)") + ", " + T("(3,)") + ")",
       "R.nn.batch_norm(x, g, b, m, v, axis=1, epsilon=1e-05, center=True, "
       "scale=True, momentum=0.1, training=False)",
       0.1, 2},
      {"group_norm_unet", "x: " + T("(2, 8, 5, 3)") + ", g: " + T("(8,)") + ", b: " + T("(8,)"), T("(2, 8, 5, 3)"),
       "R.nn.group_norm(x, g, b, num_groups=2, channel_axis=1, axes=[2, 3], epsilon=1e-05, center=True, "
       "scale=True)"},
      {"group_norm_channels_last_no_center", "x: " + T("(2, 4, 6)") + ", g: " + T("(6,)") + ", b: " + T("(6,)"),
       T("(2, 4, 6)"),
       "R.nn.group_norm(x, g, b, num_groups=3, channel_axis=-1, axes=[1], epsilon=1e-05, center=False, "
       "scale=True)"},
      {"instance_norm_no_scale", "x: " + T("(2, 3, 4, 4)") + ", g: " + T("(3,)") + ", b: " + T("(3,)"),
       T("(2, 3, 4, 4)"),
       "R.nn.instance_norm(x, g, b, channel_axis=1, axes=[2, 3], epsilon=1e-05, center=True, scale=False)"},
      {"pad", "x: " + T("(2, 3)"), T("(3, 6)"),
       "R.nn.pad(x, pad_width=[0, 1, 2, 1], pad_mode=\"constant\", "
       "pad_value=0.5)"},
  };
  for (const Case& c : cases) RunCase(c);
}

// relax.image.resize2d in every method and coordinate mode, compiled from
// topi::Resize2d and checked against ref::Resize2d.
std::string Resize(const std::string& size, const std::string& method, const std::string& mode,
                   const std::string& rest = "") {
  return "R.image.resize2d(x, R.shape(" + size + "), method=\"" + method + "\", coordinate_transformation_mode=\"" +
         mode + "\"" + rest + ")";
}

TEST(LegalizeOpsNumeric, Image) {
  const std::string x = "x: " + T("(1, 2, 5, 4)");
  std::vector<Case> cases = {
      {"nearest_half_pixel_unet", x, T("(1, 2, 10, 8)"), Resize("[10, 8]", "nearest_neighbor", "half_pixel")},
      {"nearest_asymmetric_floor_int_div", x, T("(1, 2, 10, 12)"),
       Resize("[10, 12]", "nearest_neighbor", "asymmetric", ", rounding_method=\"floor\"")},
      {"nearest_downscale_ceil", x, T("(1, 2, 3, 3)"),
       Resize("[3, 3]", "nearest_neighbor", "asymmetric", ", rounding_method=\"ceil\"")},
      {"nearest_tf_half_pixel_default_rounding", x, T("(1, 2, 7, 6)"),
       Resize("[7, 6]", "nearest_neighbor", "tf_half_pixel_for_nn", ", rounding_method=\"\"")},
      {"linear_half_pixel", x, T("(1, 2, 9, 7)"), Resize("[9, 7]", "linear", "half_pixel")},
      {"linear_align_corners_downscale", x, T("(1, 2, 3, 1)"), Resize("[3, 1]", "linear", "align_corners")},
      {"linear_pytorch_half_pixel_nhwc", "x: " + T("(2, 5, 4, 3)"), T("(2, 8, 1, 3)"),
       Resize("[8, 1]", "linear", "pytorch_half_pixel", ", layout=\"NHWC\"")},
      {"cubic_half_pixel", x, T("(1, 2, 8, 7)"), Resize("[8, 7]", "cubic", "half_pixel")},
      {"cubic_exclude_alpha", x, T("(1, 2, 6, 9)"),
       Resize("[6, 9]", "cubic", "asymmetric", ", cubic_alpha=-0.5, cubic_exclude=1")},
      {"crop_and_resize_extrapolates", x, T("(1, 2, 6, 5)"),
       Resize("[6, 5]", "linear", "tf_crop_and_resize",
              ", roi=[T.float32(-0.25), T.float32(0.1), T.float32(0.9), T.float32(1.2)], extrapolation_value=2.5")},
      {"out_dtype_float64", x, T("(1, 2, 7, 3)", "float64"),
       Resize("[7, 3]", "linear", "half_pixel", ", out_dtype=\"float64\"")},
      {"float64_input", "x: " + T("(1, 1, 4, 4)", "float64"), T("(1, 1, 6, 5)", "float64"),
       Resize("[6, 5]", "cubic", "align_corners")},
  };
  for (const Case& c : cases) RunCase(c);
}

// Empty dimensions (a 0 extent) through every op family: the kernels must
// neither crash nor write out of bounds, an empty reduction axis gives the
// reducer's identity (sum 0, prod 1, mean and variance 0/0 = NaN), and a
// non-empty output fed by an empty input (matmul with k = 0, concat with an
// empty piece, pad) is fully defined.
TEST(LegalizeOpsNumeric, EmptyDimsElementwiseAndBroadcast) {
  std::vector<Case> cases = {
      {"exp_0x4", "x: " + T("(0, 4)"), T("(0, 4)"), "R.exp(x)"},
      {"add_broadcast_to_empty", "x: " + T("(0, 1, 3)") + ", y: " + T("(4, 1)"), T("(0, 4, 3)"), "R.add(x, y)"},
      // A size-1 dimension broadcast against a 0 one.
      {"multiply_1_vs_0", "x: " + T("(2, 1)") + ", y: " + T("(0,)"), T("(2, 0)"), "R.multiply(x, y)"},
      {"add_symbolic_n0",
       "x: " + T("(\"n\", 4)") + ", y: " + T("(\"n\", 4)"),
       T("(\"n\", 4)"),
       "R.add(x, y)",
       -2,
       2,
       2,
       0,
       {{"n", 0}}},
      {"less_3x0", "x: " + T("(3, 0)") + ", y: " + T("(3, 0)"), T("(3, 0)", "bool"), "R.less(x, y)"},
      {"where_empty", "c: " + T("(0, 1)", "bool") + ", x: " + T("(0, 3)") + ", y: " + T("(3,)"), T("(0, 3)"),
       "R.where(c, x, y)"},
      {"astype_empty", "x: " + T("(0, 3)"), T("(0, 3)", "int32"), "R.astype(x, dtype=\"int32\")"},
      {"clip_empty", "x: " + T("(0,)"), T("(0,)"), "R.clip(x, R.prim_value(-1), R.prim_value(1))"},
      {"relu_empty", "x: " + T("(0,)"), T("(0,)"), "R.nn.relu(x)"},
      {"gelu_empty", "x: " + T("(2, 0)"), T("(2, 0)"), "R.nn.gelu(x)"},
      {"floor_divide_int_empty", "x: " + T("(0, 2)", "int32") + ", y: " + T("(2,)", "int32"), T("(0, 2)", "int32"),
       "R.floor_divide(x, y)", 0, 0, 5, 1},
  };
  for (const Case& c : cases) RunCase(c);
}

TEST(LegalizeOpsNumeric, EmptyDimsReductions) {
  std::vector<Case> cases = {
      // Empty input, non-empty reduction axis: an empty output.
      {"sum_rows_of_0x4", "x: " + T("(0, 4)"), T("(0,)"), "R.sum(x, axis=[1])"},
      {"max_rows_of_0x4", "x: " + T("(0, 4)"), T("(0,)"), "R.max(x, axis=[1])"},
      {"argmax_0x5", "x: " + T("(0, 5)"), T("(0,)", "int64"), "R.argmax(x, axis=1)"},
      // Empty reduction axis: the identity.
      {"sum_empty_axis", "x: " + T("(3, 0)"), T("(3,)"), "R.sum(x, axis=[1])"},
      {"sum_empty_axis_keepdims", "x: " + T("(3, 0, 2)"), T("(3, 1, 2)"), "R.sum(x, axis=[1], keepdims=True)"},
      {"sum_all_empty", "x: " + T("(0,)"), T("()"), "R.sum(x)"},
      // A symbolic reduction extent: the empty-axis init is guarded by k <= 0.
      {"sum_symbolic_axis_k0", "x: " + T("(2, \"k\")"), T("(2,)"), "R.sum(x, axis=[1])", -2, 2, 2, 0, {{"k", 0}}},
      {"sum_symbolic_axis_k3", "x: " + T("(2, \"k\")"), T("(2,)"), "R.sum(x, axis=[1])", -2, 2, 2, 0, {{"k", 3}}},
      {"sum_int_empty_axis", "x: " + T("(2, 0)", "int32"), T("(2,)", "int32"), "R.sum(x, axis=[1])"},
      {"prod_empty_axis", "x: " + T("(0, 3)"), T("(3,)"), "R.prod(x, axis=[0])"},
      {"mean_empty_axis", "x: " + T("(3, 0)"), T("(3,)"), "R.mean(x, axis=[-1])"},
      {"variance_empty_axis", "x: " + T("(0, 4)"), T("(4,)"), "R.variance(x, axis=[0])"},
  };
  for (const Case& c : cases) RunCase(c);
}

// max / min / argmax over an empty axis: numpy raises, which the reference
// evaluator follows with a clear error; the compiled kernel returns what TVM's
// does -- the reducer's identity (the dtype's lowest value for max, highest
// for min; argmax's index init -1).
TEST(LegalizeOpsNumeric, EmptyDimsMaxOverEmptyAxis) {
  struct MaxCase {
    std::string expr, ret;
    double want;
  };
  const double lowest = std::numeric_limits<float>::lowest();
  for (const MaxCase& m : {MaxCase{"R.max(x, axis=[1])", T("(3,)"), lowest},
                           MaxCase{"R.min(x, axis=[1])", T("(3,)"), std::numeric_limits<float>::max()},
                           MaxCase{"R.argmax(x, axis=1)", T("(3,)", "int64"), -1}}) {
    SCOPED_TRACE(m.expr);
    IRModule mod =
        testing::Parse("@I.ir_module\nclass Module:\n    @R.function\n    def main(x: " + T("(3, 0)") + ") -> " +
                       m.ret + ":\n        gv: " + m.ret + " = " + m.expr + "\n        return gv\n");
    NDArray x = NDArray::Empty({3, 0}, DataType::Float(32));
    try {
      driver::EvaluateFunction(mod, "main", {op::TensorValue(x)});
      ADD_FAILURE() << "the reference evaluator accepted an empty reduction";
    } catch (const DiagnosticError& e) {
      std::string what = e.what();
      EXPECT_TRUE(what.find("empty") != std::string::npos || what.find("zero-size") != std::string::npos) << what;
    }
    IRModule legal = LegalizeOps(mod, {});
    tir::PrimFunc func;
    for (const auto& [name, entry] : legal->functions) {
      if (auto f = entry.second.as<tir::PrimFuncNode>()) func = f;
    }
    ASSERT_TRUE(func.defined()) << testing::Print(legal);
    NDArray out = Garbage({3}, m.ret.find("int64") != std::string::npos ? DataType::Int(64) : DataType::Float(32));
    std::vector<NDArray> buffers = {x, out};
    codegen::RunPrimFunc(codegen::BuildLLVM({{"kernel", func}}, Target::Parse("llvm")), "kernel", buffers);
    for (int64_t i = 0; i < 3; ++i) EXPECT_EQ(out.GetDouble(i), m.want) << i;
  }
}

TEST(LegalizeOpsNumeric, EmptyDimsDataMovement) {
  std::vector<Case> cases = {
      // A 0 in the new shape copies the input's dimension (here also 0).
      {"reshape_empty", "x: " + T("(2, 0, 4)"), T("(8, 0)"), "R.reshape(x, R.shape([8, 0]))"},
      {"permute_empty", "x: " + T("(2, 0, 3)"), T("(3, 2, 0)"), "R.permute_dims(x, axes=[2, 0, 1])"},
      {"expand_dims_empty", "x: " + T("(0, 3)"), T("(0, 1, 3)"), "R.expand_dims(x, axis=[1])"},
      {"squeeze_empty", "x: " + T("(0, 1, 3)"), T("(0, 3)"), "R.squeeze(x, axis=[1])"},
      {"flatten_empty", "x: " + T("(2, 0)"), T("(0,)"), "R.flatten(x)"},
      {"broadcast_to_empty", "x: " + T("(3, 1)"), T("(0, 3, 4)"), "R.broadcast_to(x, R.shape([0, 3, 4]))"},
      // An empty piece contributes nothing; the other is copied in place.
      {"concat_empty_piece", "x: " + T("(2, 0)") + ", y: " + T("(2, 3)"), T("(2, 3)"), "R.concat((x, y), axis=1)"},
      {"concat_all_empty", "x: " + T("(0, 3)") + ", y: " + T("(0, 3)"), T("(0, 3)"), "R.concat((x, y), axis=0)"},
      {"split_empty_piece", "x: " + T("(5, 2)"), "R.Tuple(" + T("(0, 2)") + ", " + T("(5, 2)") + ")",
       "R.split(x, indices_or_sections=[0], axis=0)"},
      {"strided_slice_empty", "x: " + T("(6, 4)"), T("(0, 4)"),
       "R.strided_slice(x, axes=[0], begin=[2], end=[2], strides=[1])"},
      {"take_empty_indices", "x: " + T("(5, 3)") + ", i: " + T("(0,)", "int64"), T("(0, 3)"), "R.take(x, i, axis=0)",
       -2, 2, 5},
      {"take_from_empty_rows", "x: " + T("(5, 0)") + ", i: " + T("(4,)", "int64"), T("(4, 0)"), "R.take(x, i, axis=0)",
       -2, 2, 5},
      {"pad_empty", "x: " + T("(0, 3)"), T("(1, 6)"),
       "R.nn.pad(x, pad_width=[0, 1, 2, 1], pad_mode=\"constant\", "
       "pad_value=0.5)"},
  };
  for (const Case& c : cases) RunCase(c);
}

TEST(LegalizeOpsNumeric, EmptyDimsNeuralNetwork) {
  std::vector<Case> cases = {
      // k = 0: every output element is an empty sum, 0.
      {"matmul_k0", "a: " + T("(3, 0)") + ", b: " + T("(0, 5)"), T("(3, 5)"), "R.matmul(a, b)"},
      {"matmul_k0_large", "a: " + T("(32, 0)") + ", b: " + T("(0, 48)"), T("(32, 48)"), "R.matmul(a, b)"},
      {"matmul_symbolic_k0",
       "a: " + T("(3, \"k\")") + ", b: " + T("(\"k\", 4)"),
       T("(3, 4)"),
       "R.matmul(a, b)",
       -2,
       2,
       2,
       0,
       {{"k", 0}}},
      {"matmul_m0", "a: " + T("(0, 4)") + ", b: " + T("(4, 5)"), T("(0, 5)"), "R.matmul(a, b)"},
      {"matmul_n0", "a: " + T("(3, 4)") + ", b: " + T("(4, 0)"), T("(3, 0)"), "R.matmul(a, b)"},
      {"matmul_batch0", "a: " + T("(0, 3, 4)") + ", b: " + T("(4, 2)"), T("(0, 3, 2)"), "R.matmul(a, b)"},
      {"matmul_symbolic_m0",
       "a: " + T("(\"m\", 16)") + ", b: " + T("(16, 8)"),
       T("(\"m\", 8)"),
       "R.matmul(a, b)",
       -2,
       2,
       2,
       0,
       {{"m", 0}}},
      {"softmax_rows_0", "x: " + T("(0, 5)"), T("(0, 5)"), "R.nn.softmax(x, axis=-1)"},
      {"softmax_axis_0", "x: " + T("(3, 0)"), T("(3, 0)"), "R.nn.softmax(x, axis=-1)"},
      {"log_softmax_empty", "x: " + T("(0, 5)"), T("(0, 5)"), "R.nn.log_softmax(x, axis=1)"},
      {"layer_norm_batch0", "x: " + T("(0, 3, 4)") + ", g: " + T("(4,)") + ", b: " + T("(4,)"), T("(0, 3, 4)"),
       "R.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-05)"},
      {"rms_norm_batch0", "x: " + T("(0, 6)") + ", w: " + T("(6,)"), T("(0, 6)"),
       "R.nn.rms_norm(x, w, axes=[-1], epsilon=1e-05)"},
      {"batch_norm_batch0",
       "x: " + T("(0, 3, 4)") + ", g: " + T("(3,)") + ", b: " + T("(3,)") + ", m: " + T("(3,)") + ", v: " + T("(3,)"),
       "R.Tuple(" + T("(0, 3, 4)") + ", " + T("(3,)") + ", " + T("(3,)") + ")",
       "R.nn.batch_norm(x, g, b, m, v, axis=1, epsilon=1e-05, center=True, "
       "scale=True, momentum=0.1, training=False)",
       0.1, 2},
      {"conv2d_batch0", "x: " + T("(0, 2, 6, 6)") + ", w: " + T("(3, 2, 3, 3)"), T("(0, 3, 3, 3)"),
       "R.nn.conv2d(x, w, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, "
       "1], groups=1, data_layout=\"NCHW\", "
       "kernel_layout=\"OIHW\", out_layout=\"NCHW\", out_dtype=\"float32\")"},
      // No input channels: the convolution sums nothing, 0.
      {"conv2d_no_channels", "x: " + T("(1, 0, 4, 4)") + ", w: " + T("(2, 0, 3, 3)"), T("(1, 2, 2, 2)"),
       "R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, "
       "1], groups=1, data_layout=\"NCHW\", "
       "kernel_layout=\"OIHW\", out_layout=\"NCHW\", out_dtype=\"float32\")"},
      {"max_pool2d_batch0", "x: " + T("(0, 2, 5, 5)"), T("(0, 2, 3, 3)"),
       "R.nn.max_pool2d(x, pool_size=[3, 3], strides=[2, 2], padding=[1, 1, 1, "
       "1], layout=\"NCHW\")"},
      {"avg_pool2d_batch0", "x: " + T("(0, 5, 5, 2)"), T("(0, 3, 3, 2)"),
       "R.nn.avg_pool2d(x, pool_size=[3, 3], strides=[2, 2], padding=[1, 1, 1, "
       "1], layout=\"NHWC\", "
       "count_include_pad=True)"},
      {"adaptive_avg_pool2d_batch0", "x: " + T("(0, 2, 7, 5)"), T("(0, 2, 3, 2)"),
       "R.nn.adaptive_avg_pool2d(x, output_size=[3, 2], layout=\"NCHW\")"},
      {"attention_batch0", "q: " + T("(0, 3, 2, 4)") + ", k: " + T("(0, 5, 2, 4)") + ", v: " + T("(0, 5, 2, 3)"),
       T("(0, 3, 2, 3)"), "R.nn.attention(q, k, v)", -3, 3},
  };
  for (const Case& c : cases) RunCase(c);
}

TEST(LegalizeOpsNumeric, EmptyDimsCreation) {
  std::vector<Case> cases = {
      {"zeros_empty", "", T("(0, 3)"), "R.zeros(R.shape([0, 3]), dtype=\"float32\")"},
      {"ones_empty", "", T("(2, 0)", "int32"), "R.ones(R.shape([2, 0]), dtype=\"int32\")"},
      {"full_empty", "v: " + T("()"), T("(0,)"), "R.full(R.shape([0]), v, dtype=\"float32\")"},
      {"zeros_like_empty", "x: " + T("(0, 3)"), T("(0, 3)"), "R.zeros_like(x)"},
      {"full_like_empty", "x: " + T("(3, 0)") + ", v: " + T("()"), T("(3, 0)"), "R.full_like(x, v)"},
  };
  for (const Case& c : cases) RunCase(c);
}

// relax.nn.attention / attention_bias against ref::Attention (direct loops
// over BSNH, masked keys excluded). seq_q != seq_kv in the masked cases, so
// TopLeft and BottomRight keep different keys; scores in [-6, 6] make the
// softmax far from uniform.
TEST(LegalizeOpsNumeric, Attention) {
  const std::string qkv = "q: " + T("(2, 3, 2, 4)") + ", k: " + T("(2, 5, 2, 4)") + ", v: " + T("(2, 5, 2, 3)");
  const std::string out = T("(2, 3, 2, 3)");
  std::vector<Case> cases = {
      {"attention", qkv, out, "R.nn.attention(q, k, v)", -3, 3},
      {"attention_bias", qkv + ", b: " + T("(2, 2, 3, 5)"), out, "R.nn.attention(q, k, v, b)", -3, 3},
      {"attention_bias_broadcast", qkv + ", b: " + T("(1, 2, 1, 5)"), out, "R.nn.attention(q, k, v, b)", -3, 3},
      {"attention_top_left", qkv, out, "R.nn.attention(q, k, v, causal_mask=\"TopLeft\")", -3, 3},
      {"attention_bottom_right", qkv, out, "R.nn.attention(q, k, v, causal_mask=\"BottomRight\")", -3, 3},
      // seq_q > seq_kv: TVM's offset |S - S_kv| still widens the window.
      {"attention_bottom_right_long_q",
       "q: " + T("(1, 5, 2, 4)") + ", k: " + T("(1, 3, 2, 4)") + ", v: " + T("(1, 3, 2, 4)"), T("(1, 5, 2, 4)"),
       "R.nn.attention(q, k, v, causal_mask=\"BottomRight\")", -3, 3},
      {"attention_scale", qkv, out, "R.nn.attention(q, k, v, scale=0.75)", -3, 3},
      {"attention_bias_scale_mask", qkv + ", b: " + T("(2, 2, 3, 5)"), out,
       "R.nn.attention(q, k, v, b, scale=0.5, causal_mask=\"TopLeft\")", -3, 3},
      // Two query heads share each kv head.
      {"attention_grouped_kv", "q: " + T("(1, 3, 4, 4)") + ", k: " + T("(1, 5, 2, 4)") + ", v: " + T("(1, 5, 2, 4)"),
       T("(1, 3, 4, 4)"), "R.nn.attention(q, k, v, causal_mask=\"BottomRight\")", -3, 3},
      {"attention_symbolic_batch",
       "q: " + T("(\"n\", 3, 2, 4)") + ", k: " + T("(\"n\", 5, 2, 4)") + ", v: " + T("(\"n\", 5, 2, 3)"),
       T("(\"n\", 3, 2, 3)"),
       "R.nn.attention(q, k, v, causal_mask=\"TopLeft\")",
       -3,
       3,
       2,
       0,
       {{"n", 3}}},
      {"attention_symbolic_seq_f16",
       "q: " + T("(1, \"s\", 2, 8)", "float16") + ", k: " + T("(1, \"s\", 2, 8)", "float16") +
           ", v: " + T("(1, \"s\", 2, 8)", "float16"),
       T("(1, \"s\", 2, 8)", "float16"),
       "R.nn.attention(q, k, v, causal_mask=\"BottomRight\")",
       -2,
       2,
       2,
       0,
       {{"s", 6}}},
  };
  for (const Case& c : cases) RunCase(c);
}

// Which kernel each form legalizes to, and that an unsupported attribute
// is refused with a located error rather than left for codegen.
TEST(LegalizeOpsNumeric, AttentionKernelNames) {
  auto legalize = [](const std::string& params, const std::string& expr) {
    IRModule mod = testing::Parse("@I.ir_module\nclass Module:\n    @R.function\n    def main(" + params + ") -> " +
                                  T("(1, 2, 1, 4)") + ":\n        gv: " + T("(1, 2, 1, 4)") + " = " + expr +
                                  "\n        return gv\n");
    return testing::Print(LegalizeOps(mod, {}));
  };
  const std::string qkv = "q: " + T("(1, 2, 1, 4)") + ", k: " + T("(1, 2, 1, 4)") + ", v: " + T("(1, 2, 1, 4)");
  std::string plain = legalize(qkv, "R.nn.attention(q, k, v)");
  EXPECT_NE(plain.find("R.call_tir(cls.attention, (q, k, v)"), std::string::npos) << plain;
  std::string biased = legalize(qkv + ", b: " + T("(1, 1, 2, 2)"), "R.nn.attention(q, k, v, b)");
  EXPECT_NE(biased.find("R.call_tir(cls.attention_bias, (q, k, v, b)"), std::string::npos) << biased;
  EXPECT_THROW(legalize(qkv, "R.nn.attention(q, k, v, window_size=2)"), DiagnosticError);
}

}  // namespace
}  // namespace transform
}  // namespace rlx
