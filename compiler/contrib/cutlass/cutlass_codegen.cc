#include "compiler/contrib/cutlass/cutlass_codegen.h"

#include <map>
#include <memory>
#include <sstream>

#include "compiler/backend/check_util.h"
#include "compiler/contrib/common/composite_util.h"
#include "compiler/ir/container.h"

namespace rlx {
namespace codegen {

using namespace relax;  // NOLINT
using backend::contrib::CompositeCall;
using backend::contrib::CompositeOperand;
using backend::contrib::FailComposite;

namespace {

// The CUTLASS element type of a dtype.
std::string Element(const std::string& dtype, const CompositeCall& call, const Span& span) {
  if (dtype == "float16") return "cutlass::half_t";
  if (dtype == "float32") return "float";
  FailComposite(call, span, "dtype " + dtype + " has no cutlass kernel here (float16, float32)");
}

// Index of an operand among the call's tensors (parameters, then constants).
int64_t ArgIndex(const CompositeOperand& op, const CompositeCall& call, std::vector<Expr>* constants) {
  if (op.param_index >= 0) return op.param_index;
  constants->push_back(op.constant);
  return static_cast<int64_t>(call.func->params.size() + constants->size() - 1);
}

// Tile shapes per element type: tensor cores for half, SIMT for float.
struct Tiles {
  std::string op_class, threadblock, warp, instruction;
  int stages;
};
Tiles TilesFor(const std::string& element) {
  if (element == "cutlass::half_t") {
    return {"cutlass::arch::OpClassTensorOp", "cutlass::gemm::GemmShape<128, 128, 32>",
            "cutlass::gemm::GemmShape<64, 64, 32>", "cutlass::gemm::GemmShape<16, 8, 16>", 3};
  }
  return {"cutlass::arch::OpClassSimt", "cutlass::gemm::GemmShape<128, 128, 8>", "cutlass::gemm::GemmShape<32, 64, 8>",
          "cutlass::gemm::GemmShape<1, 1, 1>", 2};
}

// The largest vector width (elements) dividing every static dim; 1 when a
// dim is symbolic.
int Alignment(const std::string& element, const std::vector<int64_t>& dims) {
  int align = element == "cutlass::half_t" ? 8 : 4;
  for (int64_t d : dims) {
    while (align > 1 && (d < 0 || d % align != 0)) align /= 2;
  }
  return align;
}

std::string EpilogueOp(const std::string& activation, const std::string& element, int align, bool bias,
                       const CompositeCall& call, const Span& span) {
  static const std::map<std::string, std::string> kOps = {{"", "cutlass::epilogue::thread::LinearCombination"},
                                                          {"relu", "cutlass::epilogue::thread::LinearCombinationRelu"},
                                                          {"gelu", "cutlass::epilogue::thread::LinearCombinationGELU"},
                                                          {"silu", "cutlass::epilogue::thread::LinearCombinationSilu"}};
  auto it = kOps.find(activation);
  if (it == kOps.end()) FailComposite(call, span, "activation " + activation + " has no cutlass epilogue here");
  // The bias is C, broadcast over rows (stride 0) and added unscaled.
  std::string scale =
      bias ? "cutlass::epilogue::thread::ScaleType::NoBetaScaling" : "cutlass::epilogue::thread::ScaleType::Default";
  std::string acc = "float";
  return it->second + "<" + element + ", " + std::to_string(align) + ", " + acc + ", " + acc + ", " + scale + ">";
}

std::string Prologue(const std::string& name, const CompositeCall& call, size_t num_args) {
  std::ostringstream os;
  os << "// " << name << ": " << call.composite << "\n";
  os << "extern \"C\" int32_t " << name << "(const RlxDLTensor* const* args, int32_t num_args) {\n";
  os << "  if (num_args != " << num_args << ") return -1;\n";
  return os.str();
}

std::string GemmSource(const CompositeCall& call, const backend::contrib::GemmChain& chain, const std::string& name,
                       const CutlassOptions& options, std::vector<Expr>* constants) {
  const Span& span = chain.root->span;
  if (chain.residual.defined()) FailComposite(call, span, "residual blocks have no cutlass template here");
  std::vector<int64_t> a_dims = backend::contrib::StaticDims(chain.lhs.expr, call);
  std::vector<int64_t> b_dims = backend::contrib::StaticDims(chain.rhs.expr, call);
  if (a_dims.size() < 2 || b_dims.size() < 2) FailComposite(call, span, "matmul operands must have rank >= 2");
  std::string ea = Element(backend::contrib::DtypeName(chain.lhs.expr, call), call, span);
  std::string eb = Element(backend::contrib::DtypeName(chain.rhs.expr, call), call, span);
  std::string ec = Element(backend::contrib::DtypeName(chain.result, call), call, span);
  if (ea != eb) FailComposite(call, span, "A and B must have one dtype");
  int64_t ia = ArgIndex(chain.lhs, call, constants), ib = ArgIndex(chain.rhs, call, constants);
  int64_t ibias = chain.bias.defined() ? ArgIndex(chain.bias, call, constants) : -1;
  if (chain.bias.defined() && !backend::contrib::IsBiasVector(chain.bias.expr)) {
    FailComposite(call, span, "the bias must be one vector (..., 1, N)");
  }
  const size_t num_args = call.func->params.size() + constants->size() + 1;
  const int64_t k = a_dims.back(), n = chain.transposed_rhs ? b_dims[b_dims.size() - 2] : b_dims.back();
  const int align = Alignment(ea, {k, n});
  Tiles t = TilesFor(ea);
  std::ostringstream os;
  os << Prologue(name, call, num_args);
  os << "  using Gemm = cutlass::gemm::device::GemmUniversal<\n"
     << "      " << ea << ", cutlass::layout::RowMajor, " << eb << ", "
     << (chain.transposed_rhs ? "cutlass::layout::ColumnMajor" : "cutlass::layout::RowMajor") << ",\n"
     << "      " << ec << ", cutlass::layout::RowMajor, float, " << t.op_class << ", cutlass::arch::Sm" << options.sm
     << ",\n"
     << "      " << t.threadblock << ", " << t.warp << ", " << t.instruction << ",\n"
     << "      " << EpilogueOp(chain.activation, ec, align, chain.bias.defined(), call, span) << ",\n"
     << "      cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, " << t.stages << ", " << align << ", "
     << align << ">;\n";
  os << "  const RlxDLTensor* a = args[" << ia << "];\n"
     << "  const RlxDLTensor* b = args[" << ib << "];\n"
     << "  const RlxDLTensor* d = args[" << num_args - 1 << "];\n";
  // Shapes come from the tensors (they may be symbolic at compile time).
  os << "  const int64_t k = a->shape[a->ndim - 1];\n"
     << "  const int64_t m = a->shape[a->ndim - 2];\n"
     << "  const int64_t n = " << (chain.transposed_rhs ? "b->shape[b->ndim - 2]" : "b->shape[b->ndim - 1]") << ";\n"
     << "  const int64_t batch_a = RlxBatch(a), batch_b = RlxBatch(b);\n"
     << "  // One B for every A folds A's batch into M; otherwise batches pair up.\n"
     << "  const bool fold = batch_b == 1;\n"
     << "  if (!fold && batch_a != batch_b) return -2;\n"
     << "  const int batch = fold ? 1 : static_cast<int>(batch_a);\n"
     << "  const int64_t rows = fold ? m * batch_a : m;\n";
  os << "  typename Gemm::Arguments arguments{\n"
     << "      batch > 1 ? cutlass::gemm::GemmUniversalMode::kBatched : cutlass::gemm::GemmUniversalMode::kGemm,\n"
     << "      {static_cast<int>(rows), static_cast<int>(n), static_cast<int>(k)}, batch,\n"
     << "      {float(1), float(" << (chain.bias.defined() ? 1 : 0) << ")},\n"
     << "      RlxData<" << ea << ">(a), RlxData<" << eb << ">(b),\n"
     << "      " << (ibias >= 0 ? "RlxData<" + ec + ">(args[" + std::to_string(ibias) + "])" : "nullptr")
     << ", RlxData<" << ec << ">(d),\n"
     << "      m * k, k * n, " << (ibias >= 0 ? "0" : "m * n") << ", m * n,\n"
     << "      k, " << (chain.transposed_rhs ? "k" : "n") << ", " << (ibias >= 0 ? "0" : "n") << ", n};\n";
  os << "  return RlxRunOperator<Gemm>(arguments);\n}\n";
  return os.str();
}

std::string Conv2dSource(const CompositeCall& call, const backend::contrib::GemmChain& chain, const std::string& name,
                         const CutlassOptions& options, std::vector<Expr>* constants) {
  const Span& span = chain.root->span;
  if (chain.residual.defined()) FailComposite(call, span, "residual blocks have no cutlass template here");
  if (chain.transposed_rhs) FailComposite(call, span, "a transposed conv2d weight is not supported");
  using backend::contrib::CallAttrInt;
  using backend::contrib::CallAttrInts;
  using backend::contrib::CallAttrString;
  if (CallAttrString(chain.root, "data_layout") != std::optional<std::string>("NHWC") ||
      CallAttrString(chain.root, "kernel_layout") != std::optional<std::string>("OHWI")) {
    FailComposite(call, span, "cutlass conv2d takes NHWC data and OHWI weights");
  }
  std::vector<int64_t> strides = CallAttrInts(chain.root, "strides").value_or(std::vector<int64_t>{1, 1});
  std::vector<int64_t> padding = CallAttrInts(chain.root, "padding").value_or(std::vector<int64_t>{0, 0, 0, 0});
  std::vector<int64_t> dilation = CallAttrInts(chain.root, "dilation").value_or(std::vector<int64_t>{1, 1});
  int64_t groups = CallAttrInt(chain.root, "groups").value_or(1);
  if (strides.size() != 2 || dilation.size() != 2 || padding.size() != 4) {
    FailComposite(call, span, "conv2d needs 2 strides, 2 dilations and 4 paddings");
  }
  if (padding[0] != padding[2] || padding[1] != padding[3]) {
    FailComposite(call, span, "cutlass conv2d takes symmetric padding only");
  }
  if (groups != 1) FailComposite(call, span, "grouped conv2d has no cutlass template here");
  std::string ea = Element(backend::contrib::DtypeName(chain.lhs.expr, call), call, span);
  std::string ec = Element(backend::contrib::DtypeName(chain.result, call), call, span);
  std::vector<int64_t> data = backend::contrib::StaticDims(chain.lhs.expr, call);
  std::vector<int64_t> weight = backend::contrib::StaticDims(chain.rhs.expr, call);
  if (data.size() != 4 || weight.size() != 4) FailComposite(call, span, "conv2d data and weight must be 4-D");
  int64_t ia = ArgIndex(chain.lhs, call, constants), ib = ArgIndex(chain.rhs, call, constants);
  int64_t ibias = chain.bias.defined() ? ArgIndex(chain.bias, call, constants) : -1;
  const size_t num_args = call.func->params.size() + constants->size() + 1;
  const int align = Alignment(ea, {data[3], weight[0]});
  Tiles t = TilesFor(ea);
  std::ostringstream os;
  os << Prologue(name, call, num_args);
  os << "  using Kernel = typename cutlass::conv::kernel::DefaultConv2dFprop<\n"
     << "      " << ea << ", cutlass::layout::TensorNHWC, " << ea << ", cutlass::layout::TensorNHWC,\n"
     << "      " << ec << ", cutlass::layout::TensorNHWC, float, " << t.op_class << ", cutlass::arch::Sm" << options.sm
     << ",\n"
     << "      " << t.threadblock << ", " << t.warp << ", " << t.instruction << ",\n"
     << "      " << EpilogueOp(chain.activation, ec, align, chain.bias.defined(), call, span) << ",\n"
     << "      cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, " << t.stages
     << ", cutlass::arch::OpMultiplyAdd,\n"
     << "      cutlass::conv::IteratorAlgorithm::kOptimized>::Kernel;\n"
     << "  using Conv2d = cutlass::conv::device::ImplicitGemmConvolution<Kernel>;\n";
  os << "  const RlxDLTensor* x = args[" << ia << "];\n"
     << "  const RlxDLTensor* w = args[" << ib << "];\n"
     << "  const RlxDLTensor* y = args[" << num_args - 1 << "];\n";
  os << "  cutlass::conv::Conv2dProblemSize problem(\n"
     << "      {int(x->shape[0]), int(x->shape[1]), int(x->shape[2]), int(x->shape[3])},\n"
     << "      {int(w->shape[0]), int(w->shape[1]), int(w->shape[2]), int(w->shape[3])},\n"
     << "      {" << padding[0] << ", " << padding[2] << ", " << padding[1] << ", " << padding[3] << "}, {"
     << strides[0] << ", " << strides[1] << "}, {" << dilation[0] << ", " << dilation[1] << "},\n"
     << "      {int(y->shape[0]), int(y->shape[1]), int(y->shape[2]), int(y->shape[3])},\n"
     << "      cutlass::conv::Mode::kCrossCorrelation, 1);\n";
  os << "  using LayoutT = cutlass::layout::TensorNHWC;\n"
     << "  typename Conv2d::Arguments arguments{problem,\n"
     << "      {RlxData<" << ea << ">(x), LayoutT::packed(problem.activation_extent())},\n"
     << "      {RlxData<" << ea << ">(w), LayoutT::packed(problem.filter_extent())},\n"
     << "      {"
     << (ibias >= 0 ? "RlxData<" + ec + ">(args[" + std::to_string(ibias) + "]), LayoutT::Stride(0)"
                    : "nullptr, LayoutT::packed(problem.output_extent())")
     << "},\n"
     << "      {RlxData<" << ec << ">(y), LayoutT::packed(problem.output_extent())},\n"
     << "      {float(1), float(" << (ibias >= 0 ? 1 : 0) << ")}};\n";
  os << "  return RlxRunOperator<Conv2d>(arguments);\n}\n";
  return os.str();
}

std::string AttentionSource(const CompositeCall& call, const std::string& name, const CutlassOptions& options,
                            std::vector<Expr>* constants) {
  auto seq = call.body->body.as<SeqExprNode>();
  Call attn;
  for (const BindingBlock& block : seq->blocks) {
    for (const Binding& b : block->bindings) {
      auto vb = b.as<VarBindingNode>();
      auto c = vb.defined() ? vb->value.as<CallNode>() : Call();
      std::string op = backend::contrib::CallOpName(c);
      if (op == "relax.nn.attention" || op == "relax.nn.attention_bias") attn = c;
    }
  }
  if (!attn.defined()) FailComposite(call, call.body->span, "no R.nn.attention in the composite");
  const Span& span = attn->span;
  const bool with_bias = backend::contrib::CallOpName(attn) == "relax.nn.attention_bias";
  std::vector<int64_t> q = backend::contrib::StaticDims(attn->args[0], call);
  std::vector<int64_t> v = backend::contrib::StaticDims(attn->args[2], call);
  if (q.size() != 4 || v.size() != 4) FailComposite(call, span, "attention takes (B, S, N, H) tensors");
  const std::string element = Element(backend::contrib::DtypeName(attn->args[0], call), call, span);
  if (q[3] < 0 || v[3] < 0) FailComposite(call, span, "the head dims must be static");
  const int64_t max_head = std::max(q[3], v[3]);
  if (max_head > 256) FailComposite(call, span, "head dim " + std::to_string(max_head) + " exceeds 256");
  const int max_k = max_head <= 64 ? 64 : max_head <= 128 ? 128 : 256;
  const bool aligned = q[3] % 8 == 0 && v[3] % 8 == 0;
  // kQueriesPerBlock / kKeysPerBlock as in the example's dispatch.
  const int queries = max_k <= 64 ? 64 : 32, keys = max_k <= 64 ? 64 : 128;
  std::vector<int64_t> idx;
  for (size_t i = 0; i < attn->args.size(); ++i) {
    idx.push_back(ArgIndex(backend::contrib::OperandOf(call, attn->args[i], span), call, constants));
  }
  // The workspace partition_for_cutlass appends is the last parameter.
  int64_t workspace = -1;
  if (!call.func->params.empty() && call.func->params.back()->name.find("workspace") != std::string::npos) {
    workspace = static_cast<int64_t>(call.func->params.size()) - 1;
  }
  ObjectRef scale_attr = attn->attrs.defined() ? attn->attrs->Get("scale") : ObjectRef();
  std::string scale = "1.0f / sqrtf(float(q->shape[3]))";
  if (auto f = scale_attr.as<FloatImmNode>()) {
    std::ostringstream s;
    s.precision(17);
    s << f->value << "f";
    scale = s.str();
  }
  std::string mask = "Attention::NoCustomMask";
  if (auto m = attn->attrs.defined() ? attn->attrs->Get("causal_mask").as<StringNode>() : Ref<StringNode>()) {
    if (m->value == "TopLeft") mask = "Attention::CausalFromTopLeft";
    if (m->value == "BottomRight") mask = "Attention::CausalFromBottomRight";
  }
  const size_t num_args = call.func->params.size() + constants->size() + 1;
  std::ostringstream os;
  os << Prologue(name, call, num_args);
  os << "  using Attention = AttentionKernel<" << element << ", cutlass::arch::Sm" << options.sm << ", "
     << (aligned ? "true" : "false") << ", " << queries << ", " << keys << ", " << max_k << ", false, "
     << (with_bias ? "true" : "false") << ">;\n";
  os << "  const RlxDLTensor* q = args[" << idx[0] << "];\n"
     << "  const RlxDLTensor* k = args[" << idx[1] << "];\n"
     << "  const RlxDLTensor* v = args[" << idx[2] << "];\n"
     << "  const RlxDLTensor* o = args[" << num_args - 1 << "];\n"
     << "  typename Attention::Params p;\n"
     << "  p.query_ptr = RlxData<" << element << ">(q);\n"
     << "  p.key_ptr = RlxData<" << element << ">(k);\n"
     << "  p.value_ptr = RlxData<" << element << ">(v);\n"
     << "  p.output_ptr = RlxData<" << element << ">(o);\n";
  if (with_bias) {
    os << "  const RlxDLTensor* bias = args[" << idx[3] << "];  // (B|1, N|1, S|1, S_kv)\n"
       << "  p.attn_bias_ptr = RlxData<" << element << ">(bias);\n"
       << "  p.bias_strideM = bias->shape[2] == 1 ? 0 : bias->shape[3];\n"
       << "  p.bias_strideH = bias->shape[1] == 1 ? 0 : bias->shape[2] * bias->shape[3];\n"
       << "  p.bias_strideB = bias->shape[0] == 1 ? 0 : bias->shape[1] * bias->shape[2] * bias->shape[3];\n";
  }
  os << "  if (Attention::kNeedsOutputAccumulatorBuffer) {\n"
     << "    "
     << (workspace >= 0 ? "p.output_accum_ptr = RlxData<float>(args[" + std::to_string(workspace) + "]);"
                        : "return -3;  // no workspace to accumulate in")
     << "\n  }\n"
     << "  p.scale = " << scale << ";\n"
     << "  p.num_batches = q->shape[0];\n"
     << "  p.num_queries = q->shape[1];\n"
     << "  p.num_keys = k->shape[1];\n"
     << "  p.num_heads = q->shape[2];\n"
     << "  p.head_dim = q->shape[3];\n"
     << "  p.head_dim_value = v->shape[3];\n"
     << "  p.q_strideM = q->shape[2] * q->shape[3];\n"
     << "  p.k_strideM = k->shape[2] * k->shape[3];\n"
     << "  p.v_strideM = v->shape[2] * v->shape[3];\n"
     << "  p.o_strideM = p.v_strideM;\n"
     << "  p.q_strideH = q->shape[3];\n"
     << "  p.k_strideH = k->shape[3];\n"
     << "  p.v_strideH = v->shape[3];\n"
     << "  p.q_strideB = p.q_strideM * q->shape[1];\n"
     << "  p.k_strideB = p.k_strideM * k->shape[1];\n"
     << "  p.v_strideB = p.v_strideM * v->shape[1];\n"
     << "  p.custom_mask_type = " << mask << ";\n"
     << "  return RlxRunAttention<Attention>(p);\n}\n";
  return os.str();
}

const char* kPreamble = R"(// Generated by rlx's cutlass code generator: one host function per
// Codegen="cutlass" function. Build with nvcc -std=c++17 -arch=sm_XX
// -I<cutlass>/include -I<cutlass>/tools/util/include
// -I<cutlass>/examples/41_fused_multi_head_attention.
#include <cstdint>
#include <cuda_runtime.h>

#include "cutlass/cutlass.h"
#include "cutlass/conv/conv2d_problem_size.h"
#include "cutlass/conv/device/implicit_gemm_convolution.h"
#include "cutlass/conv/kernel/default_conv2d_fprop.h"
#include "cutlass/epilogue/thread/linear_combination.h"
#include "cutlass/epilogue/thread/linear_combination_gelu.h"
#include "cutlass/epilogue/thread/linear_combination_relu.h"
#include "cutlass/epilogue/thread/linear_combination_silu.h"
#include "cutlass/gemm/device/gemm_universal.h"
#include "kernel_forward.h"

// DLPack's DLTensor (dlpack.h v0.8), bit for bit; data is device memory.
struct RlxDLTensor {
  void* data;
  struct { int32_t device_type, device_id; } device;
  int32_t ndim;
  struct { uint8_t code, bits; uint16_t lanes; } dtype;
  const int64_t* shape;
  const int64_t* strides;
  uint64_t byte_offset;
};

template <typename T>
static T* RlxData(const RlxDLTensor* t) {
  return reinterpret_cast<T*>(static_cast<char*>(t->data) + t->byte_offset);
}

// The product of all but the last two dims (1 for a matrix).
static int64_t RlxBatch(const RlxDLTensor* t) {
  int64_t p = 1;
  for (int i = 0; i + 2 < t->ndim; ++i) p *= t->shape[i];
  return p;
}

template <typename Op>
static int32_t RlxRunOperator(const typename Op::Arguments& arguments) {
  Op op;
  cutlass::Status status = op.can_implement(arguments);
  if (status != cutlass::Status::kSuccess) return static_cast<int32_t>(status);
  size_t workspace_bytes = Op::get_workspace_size(arguments);
  void* workspace = nullptr;
  if (workspace_bytes > 0 && cudaMalloc(&workspace, workspace_bytes) != cudaSuccess) return -4;
  status = op.initialize(arguments, workspace);
  if (status == cutlass::Status::kSuccess) status = op();
  if (workspace != nullptr) cudaFree(workspace);
  return status == cutlass::Status::kSuccess ? static_cast<int32_t>(cudaGetLastError()) : static_cast<int32_t>(status);
}

template <typename Attention>
static int32_t RlxRunAttention(typename Attention::Params& p) {
  constexpr auto kernel = attention_kernel_batched_impl<Attention>;
  int smem_bytes = sizeof(typename Attention::SharedStorage);
  if (smem_bytes > 0xc000) {
    cudaError_t err = cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem_bytes);
    if (err != cudaSuccess) return static_cast<int32_t>(err);
  }
  if (!Attention::check_supported(p)) return -5;
  kernel<<<p.getBlocksGrid(), p.getThreadsGrid(), smem_bytes>>>(p);
  return static_cast<int32_t>(cudaGetLastError());
}
)";

}  // namespace

std::string CutlassFunctionSource(const Function& func, const std::string& name, const CutlassOptions& options,
                                  std::vector<Expr>* constants) {
  CompositeCall call = backend::contrib::SingleCompositeOf(func, name, "cutlass");
  if (options.sm < 80)
    FailComposite(call, func->span, "the kernels need sm >= 80, got sm " + std::to_string(options.sm));
  const std::string& c = call.composite;
  if (c == "cutlass.attention" || c == "cutlass.attention_bias") return AttentionSource(call, name, options, constants);
  bool gemm = c.rfind("cutlass.matmul", 0) == 0, conv = c.rfind("cutlass.conv2d", 0) == 0;
  if (!gemm && !conv) FailComposite(call, call.body->span, "no cutlass template for this composite");
  backend::contrib::GemmChain chain = backend::contrib::GemmChainOf(call);
  return gemm ? GemmSource(call, chain, name, options, constants) : Conv2dSource(call, chain, name, options, constants);
}

CutlassModule RunCutlassCodegen(const IRModule& mod, const CutlassOptions& options,
                                const transform::ExternCodegenTable& others) {
  // RunCodegen visits functions in module (name) order; the source keeps it.
  auto sources = std::make_shared<std::vector<std::pair<std::string, std::string>>>();
  transform::ExternCodegenTable table = others;
  table["cutlass"] = [sources, options](const Function& func, const std::string& name) {
    std::vector<Expr> constants;
    std::string source = CutlassFunctionSource(func, name, options, &constants);
    sources->emplace_back(name, source);
    transform::ExternCall call;
    call.symbol = name;
    call.trailing_args = constants;
    return call;
  };
  CutlassModule out;
  out.mod = transform::RunCodegen(mod, table);
  out.source.file_name = "cutlass_kernels.cu";
  if (sources->empty()) return out;
  std::ostringstream os;
  os << kPreamble;
  for (const auto& [name, source] : *sources) {
    os << "\n" << source;
    out.functions.push_back(name);
  }
  out.source.contents = os.str();
  return out;
}

}  // namespace codegen
}  // namespace rlx
