#include "compiler/contrib/dnnl/runtime/dnnl.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "compiler/runtime/ndarray.h"
#include "compiler/runtime/packed_func.h"
#include "compiler/runtime/ref/ref_kernels.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

NDArray Random(std::vector<int64_t> shape, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    a.data_as<float>()[i] = static_cast<float>(static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return a;
}

// A DLTensor view of `a` (which must outlive it).
struct View {
  explicit View(const NDArray& a) : shape(a.shape()) {
    t.data = const_cast<void*>(a.data());
    t.device = DLDevice{1, 0};
    t.ndim = static_cast<int32_t>(shape.size());
    t.dtype = ToDLDataType(a.dtype());
    t.shape = shape.data();
  }
  std::vector<int64_t> shape;
  DLTensor t{};
};

void ExpectNear(const NDArray& got, const NDArray& want, double tol = 1e-4) {
  ASSERT_EQ(got.shape(), want.shape());
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    ASSERT_NEAR(got.GetDouble(i), want.GetDouble(i), tol * (1 + std::fabs(want.GetDouble(i)))) << "element " << i;
  }
}

TEST(DnnlTest, Conv2dWithStridesPaddingDilationGroupsBiasRelu) {
  NDArray data = Random({2, 4, 11, 9}, 1), weight = Random({6, 2, 3, 3}, 2), bias = Random({1, 6, 1, 1}, 3);
  ref::Conv2dAttrs attrs;
  attrs.strides = {2, 1};
  attrs.padding = {1, 0, 2, 1};
  attrs.dilation = {1, 2};
  attrs.groups = 2;
  NDArray want = ref::Relu(ref::Add(ref::Conv2d(data, weight, attrs), bias));
  NDArray out = NDArray::Zeros(want.shape(), DataType::Float(32));
  DnnlConv2dParams p;
  p.strides = attrs.strides;
  p.padding = attrs.padding;
  p.dilation = attrs.dilation;
  p.groups = 2;
  p.post_op = DnnlPostOp::kRelu;
  View d(data), w(weight), b(bias), o(out);
  DnnlStats before = GetDnnlStats();
  DnnlConv2d(d.t, w.t, &b.t, o.t, p);
  ExpectNear(out, want);
  EXPECT_EQ(GetDnnlStats().primitives_executed, before.primitives_executed + 1);
  // A second call of the same configuration reuses the primitive.
  DnnlConv2d(d.t, w.t, &b.t, o.t, p);
  EXPECT_EQ(GetDnnlStats().primitives_created, before.primitives_created + 1);
}

TEST(DnnlTest, MatmulBatchedAndFoldedWithBiasGelu) {
  NDArray a = Random({3, 5, 7}, 4), b3 = Random({3, 7, 4}, 5), b2 = Random({7, 4}, 6), bias = Random({4}, 7);
  for (const NDArray& b : {b3, b2}) {
    NDArray want = ref::Gelu(ref::Add(ref::Matmul(a, b), bias));
    NDArray out = NDArray::Zeros(want.shape(), DataType::Float(32));
    View va(a), vb(b), vbias(bias), vo(out);
    DnnlMatmul(va.t, vb.t, &vbias.t, vo.t, DnnlPostOp::kGelu);
    ExpectNear(out, want);
  }
}

TEST(DnnlTest, MatmulWithoutBiasSigmoidAndTanh) {
  NDArray a = Random({6, 3}, 8), b = Random({3, 5}, 9);
  NDArray out = NDArray::Zeros({6, 5}, DataType::Float(32));
  View va(a), vb(b), vo(out);
  DnnlMatmul(va.t, vb.t, nullptr, vo.t, DnnlPostOp::kSigmoid);
  ExpectNear(out, ref::Sigmoid(ref::Matmul(a, b)));
  DnnlMatmul(va.t, vb.t, nullptr, vo.t, DnnlPostOp::kTanh);
  ExpectNear(out, ref::Tanh(ref::Matmul(a, b)));
}

TEST(DnnlTest, BadShapesAreDiagnosedBeforeWriting) {
  NDArray data = Random({1, 4, 8, 8}, 1), weight = Random({6, 3, 3, 3}, 2);
  NDArray out = NDArray::Zeros({1, 6, 6, 6}, DataType::Float(32));
  View d(data), w(weight), o(out);
  try {
    DnnlConv2d(d.t, w.t, nullptr, o.t, DnnlConv2dParams());
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("groups 1 does not fit"), std::string::npos) << e.what();
  }
  NDArray a = Random({2, 3}, 3), b = Random({4, 5}, 4), mo = NDArray::Zeros({2, 5}, DataType::Float(32));
  View va(a), vb(b), vmo(mo);
  EXPECT_THROW(DnnlMatmul(va.t, vb.t, nullptr, vmo.t, DnnlPostOp::kNone), DiagnosticError);
  NDArray i32 = NDArray::Zeros({2, 3}, DataType::Int(32));
  View vi(i32);
  EXPECT_THROW(DnnlMatmul(vi.t, vb.t, nullptr, vmo.t, DnnlPostOp::kNone), DiagnosticError);
}

// conv2d + relu feeding matmul + bias + gelu through an intermediate the
// runtime allocates, with the conv result also returned.
TEST(DnnlTest, GraphRunsNodesInOrderThroughThePackedFunction) {
  const std::string graph = R"({"symbol": "g", "num_inputs": 4,
    "nodes": [{"op": "conv2d", "inputs": [0, 1], "bias": -1, "post_op": "relu", "strides": [1, 1],
               "padding": [1, 1, 1, 1], "dilation": [1, 1], "groups": 1},
              {"op": "matmul", "inputs": [4, 2], "bias": 3, "post_op": "gelu"}],
    "outputs": [5, 4]})";
  NDArray x = Random({1, 2, 4, 4}, 11), w = Random({3, 2, 3, 3}, 12), m = Random({4, 5}, 13), bias = Random({5}, 14);
  ref::Conv2dAttrs attrs;
  attrs.padding = {1, 1, 1, 1};
  NDArray conv = ref::Relu(ref::Conv2d(x, w, attrs));
  NDArray want = ref::Gelu(ref::Add(ref::Matmul(conv, m), bias));
  NDArray out0 = NDArray::Zeros(want.shape(), DataType::Float(32));
  NDArray out1 = NDArray::Zeros(conv.shape(), DataType::Float(32));
  PackedFuncRegistry registry;
  RegisterDnnlFuncs(&registry);
  PackedArgsBuilder args(kDnnlRunGraph);
  args.Str(graph).Tensor(x).Tensor(w).Tensor(m).Tensor(bias).Tensor(out0).Tensor(out1);
  int64_t runs = GetDnnlStats().graphs_run;
  registry.Call(args.Build());
  EXPECT_EQ(GetDnnlStats().graphs_run, runs + 1);
  ExpectNear(out0, want);
  ExpectNear(out1, conv);
}

TEST(DnnlTest, MalformedGraphsAreDiagnosed) {
  NDArray x = Random({2, 2}, 1);
  View vx(x);
  auto error = [&](const std::string& graph) -> std::string {
    try {
      RunDnnlGraph(graph, {&vx.t}, {&vx.t});
    } catch (const DiagnosticError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_NE(error("not json").find("not a JSON object"), std::string::npos);
  EXPECT_NE(error(R"({"num_inputs": 1, "nodes": [{"op": "pool", "inputs": [0, 0]}], "outputs": [1]})")
                .find("node op must be"),
            std::string::npos);
  EXPECT_NE(error(R"({"num_inputs": 1, "nodes": [{"op": "matmul", "inputs": [0, 3]}], "outputs": [1]})")
                .find("not defined yet"),
            std::string::npos);
  EXPECT_NE(
      error(R"({"num_inputs": 1, "nodes": [{"op": "matmul", "inputs": [0, 0], "post_op": "elu"}], "outputs": [1]})")
          .find("unsupported post_op"),
      std::string::npos);
  EXPECT_NE(error(R"({"num_inputs": 2, "nodes": [], "outputs": [0]})").find("takes 2 inputs"), std::string::npos);
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
