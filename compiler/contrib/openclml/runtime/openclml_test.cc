#include "compiler/contrib/openclml/runtime/openclml.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/runtime/ndarray.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

// One conv2d kernel on an input and a constant weight.
constexpr char kGraph[] =
    R"({"nodes":[{"op":"input","name":"x","attrs":{"dtype":[["float32"]],"shape":[[[1,3,4,4]]]}},)"
    R"({"op":"const","name":"f_const_0","attrs":{"dtype":[["float32"]],"shape":[[[2,3,1,1]]]}},)"
    R"({"op":"kernel","name":"openclml.nn.conv2d","inputs":[[0,0,0],[1,0,0]],)"
    R"("attrs":{"num_inputs":"2","num_outputs":"1","dtype":[["float32"]],"shape":[[[1,2,4,4]]]}}],)"
    R"("arg_nodes":[0,1],"heads":[[2,0,0]],"node_row_ptr":[0,1,2,3]})";

std::string ErrorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

TEST(OpenclmlRuntimeTest, SummarizesTheGraph) {
  OpenclmlGraphSummary s = SummarizeOpenclmlGraph("f", kGraph);
  EXPECT_EQ(s.num_inputs, 1);
  EXPECT_EQ(s.num_consts, 1);
  EXPECT_EQ(s.num_outputs, 1);
  EXPECT_EQ(s.kernels, (std::vector<std::string>{"openclml.nn.conv2d"}));
  EXPECT_FALSE(IsOpenclmlRuntimeEnabled());
}

TEST(OpenclmlRuntimeTest, MalformedGraphsAreErrors) {
  EXPECT_NE(ErrorOf([] { SummarizeOpenclmlGraph("f", "{"); }).find("openclml: graph of 'f': not a JSON object"),
            std::string::npos);
  EXPECT_NE(ErrorOf([] { SummarizeOpenclmlGraph("f", R"({"nodes":[]})"); }).find("missing list \"arg_nodes\""),
            std::string::npos);
  std::string forward = R"({"nodes":[{"op":"kernel","name":"k","inputs":[[3,0,0]]}],"arg_nodes":[],"heads":[],)"
                        R"("node_row_ptr":[0,1]})";
  EXPECT_NE(ErrorOf([&] { SummarizeOpenclmlGraph("f", forward); }).find("not defined before it"), std::string::npos);
}

// Without a CLML SDK the call is a clear error naming the function and its
// kernels; wrong argument counts are reported first.
TEST(OpenclmlRuntimeTest, RunGraphReportsTheMissingSdk) {
  PackedFuncRegistry r;
  RegisterOpenclmlFuncs(&r);
  NDArray x = NDArray::Zeros({1, 3, 4, 4}, DataType::Float(32));
  NDArray w = NDArray::Zeros({2, 3, 1, 1}, DataType::Float(32));
  NDArray out = NDArray::Zeros({1, 2, 4, 4}, DataType::Float(32));
  PackedArgsBuilder b(kOpenclmlRunGraph);
  b.Str("f").Str(kGraph).Tensor(x).Tensor(w).Tensor(out);
  std::string e = ErrorOf([&] { r.Call(b.Build()); });
  EXPECT_NE(e.find("openclml: this runtime has no CLML (Qualcomm OpenCL ML SDK); cannot run 'f' "
                   "(kernels: openclml.nn.conv2d)"),
            std::string::npos)
      << e;
  PackedArgsBuilder few(kOpenclmlRunGraph);
  few.Str("f").Str(kGraph).Tensor(x);
  e = ErrorOf([&] { r.Call(few.Build()); });
  EXPECT_NE(e.find("takes 3 tensors (1 inputs, 1 constants, 1 outputs), got 1"), std::string::npos) << e;
}

}  // namespace
}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
