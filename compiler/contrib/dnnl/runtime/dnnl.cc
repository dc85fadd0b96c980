#include "compiler/contrib/dnnl/runtime/dnnl.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <oneapi/dnnl/dnnl.hpp>
#include <sstream>
#include <unordered_map>
#include <utility>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace contrib {
namespace {

using Dims = dnnl::memory::dims;
using Tag = dnnl::memory::format_tag;
using DnnlDtype = dnnl::memory::data_type;

std::atomic<int64_t> g_graphs_run{0};
std::atomic<int64_t> g_primitives_executed{0};
std::atomic<int64_t> g_primitives_created{0};

[[noreturn]] void Fail(const char* func, const std::string& message) { ThrowError(std::string(func) + ": " + message); }

std::string ShapeText(const std::vector<int64_t>& s) {
  std::string out = "(";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + (s.size() == 1 ? ",)" : ")");
}

std::vector<int64_t> ShapeOf(const DLTensor& t) {
  return t.ndim > 0 ? std::vector<int64_t>(t.shape, t.shape + t.ndim) : std::vector<int64_t>();
}

// A float32, compact, non-null tensor; returns its first element.
float* CheckF32(const char* func, const char* what, const DLTensor& t) {
  if (t.dtype.code != kDLFloat || t.dtype.bits != 32 || t.dtype.lanes != 1) {
    Fail(func, std::string(what) + " must be float32, got a " + DescribeTensor(t));
  }
  if (t.device.device_type != 1) Fail(func, std::string(what) + " must be on the CPU");
  if (t.strides != nullptr) {
    int64_t expect = 1;
    for (int i = t.ndim - 1; i >= 0; --i) {
      if (t.shape[i] != 1 && t.strides[i] != expect) Fail(func, std::string(what) + " must be compact row-major");
      expect *= t.shape[i];
    }
  }
  if (t.data == nullptr && NumElements(t) > 0) Fail(func, std::string(what) + " has no data");
  return reinterpret_cast<float*>(static_cast<char*>(t.data) + t.byte_offset);
}

dnnl::engine& Engine() {
  static auto* engine = new dnnl::engine(dnnl::engine::kind::cpu, 0);
  return *engine;
}

dnnl::algorithm PostOpAlgorithm(DnnlPostOp op) {
  switch (op) {
    case DnnlPostOp::kRelu:
      return dnnl::algorithm::eltwise_relu;
    case DnnlPostOp::kGelu:
      return dnnl::algorithm::eltwise_gelu_erf;
    case DnnlPostOp::kGeluTanh:
      return dnnl::algorithm::eltwise_gelu_tanh;
    case DnnlPostOp::kSigmoid:
      return dnnl::algorithm::eltwise_logistic;
    case DnnlPostOp::kTanh:
      return dnnl::algorithm::eltwise_tanh;
    case DnnlPostOp::kNone:
      break;
  }
  return dnnl::algorithm::undef;
}

dnnl::primitive_attr PostOpAttr(DnnlPostOp op) {
  dnnl::primitive_attr attr;
  if (op != DnnlPostOp::kNone) {
    dnnl::post_ops ops;
    ops.append_eltwise(1.0f, PostOpAlgorithm(op), 0.0f, 0.0f);
    attr.set_post_ops(ops);
  }
  return attr;
}

// A primitive with the memory descriptors its arguments are wrapped in.
struct CachedPrimitive {
  dnnl::primitive prim;
  dnnl::memory::desc src, weights, bias, dst;
  bool has_bias = false;
};

// Primitive creation (JIT code generation) costs far more than running a
// small one, so each distinct configuration is created once per process.
class PrimitiveCache {
 public:
  std::shared_ptr<const CachedPrimitive> Get(const std::string& key, const std::function<CachedPrimitive()>& create) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      auto it = cache_.find(key);
      if (it != cache_.end()) return it->second;
    }
    auto made = std::make_shared<const CachedPrimitive>(create());
    g_primitives_created.fetch_add(1);
    std::lock_guard<std::mutex> lock(mu_);
    return cache_.emplace(key, std::move(made)).first->second;
  }

 private:
  std::mutex mu_;
  std::unordered_map<std::string, std::shared_ptr<const CachedPrimitive>> cache_;
};

PrimitiveCache& Cache() {
  static auto* cache = new PrimitiveCache();
  return *cache;
}

void Execute(const CachedPrimitive& p, float* src, float* weights, float* bias, float* dst) {
  dnnl::engine& eng = Engine();
  std::unordered_map<int, dnnl::memory> args = {
      {DNNL_ARG_SRC, dnnl::memory(p.src, eng, src)},
      {DNNL_ARG_WEIGHTS, dnnl::memory(p.weights, eng, weights)},
      {DNNL_ARG_DST, dnnl::memory(p.dst, eng, dst)},
  };
  if (p.has_bias) args.emplace(DNNL_ARG_BIAS, dnnl::memory(p.bias, eng, bias));
  dnnl::stream stream(eng);
  p.prim.execute(stream, args);
  stream.wait();
  g_primitives_executed.fetch_add(1);
}

// oneDNN takes a bias of one value per output channel; a single value (a
// scalar-like bias that broadcasts) is expanded into `storage`.
float* BiasVector(const char* func, const DLTensor* bias, int64_t channels, std::vector<float>* storage) {
  if (bias == nullptr) return nullptr;
  float* b = CheckF32(func, "bias", *bias);
  int64_t n = NumElements(*bias);
  if (n == channels) return b;
  if (n != 1) {
    Fail(func, "bias must have " + std::to_string(channels) + " elements (one per output channel) or 1, got " +
                   DescribeTensor(*bias));
  }
  storage->assign(static_cast<size_t>(channels), *b);
  return storage->data();
}

std::string Join(const std::vector<int64_t>& v) {
  std::string s;
  for (int64_t x : v) s += std::to_string(x) + ",";
  return s;
}

}  // namespace

std::optional<DnnlPostOp> DnnlPostOpFromName(const std::string& name) {
  if (name.empty()) return DnnlPostOp::kNone;
  if (name == "relu") return DnnlPostOp::kRelu;
  if (name == "gelu") return DnnlPostOp::kGelu;
  if (name == "gelu_tanh") return DnnlPostOp::kGeluTanh;
  if (name == "sigmoid") return DnnlPostOp::kSigmoid;
  if (name == "tanh") return DnnlPostOp::kTanh;
  return std::nullopt;
}

const char* DnnlPostOpName(DnnlPostOp op) {
  switch (op) {
    case DnnlPostOp::kNone:
      return "";
    case DnnlPostOp::kRelu:
      return "relu";
    case DnnlPostOp::kGelu:
      return "gelu";
    case DnnlPostOp::kGeluTanh:
      return "gelu_tanh";
    case DnnlPostOp::kSigmoid:
      return "sigmoid";
    case DnnlPostOp::kTanh:
      return "tanh";
  }
  return "?";
}

void DnnlConv2d(const DLTensor& data, const DLTensor& weight, const DLTensor* bias, const DLTensor& out,
                const DnnlConv2dParams& p) {
  const char* kFunc = "dnnl conv2d";
  float* src = CheckF32(kFunc, "data", data);
  float* w = CheckF32(kFunc, "weight", weight);
  float* dst = CheckF32(kFunc, "output", out);
  if (data.ndim != 4 || weight.ndim != 4 || out.ndim != 4) {
    Fail(kFunc, "data, weight and output must be 4-D (NCHW / OIHW), got " + DescribeTensor(data) + ", " +
                    DescribeTensor(weight) + " and " + DescribeTensor(out));
  }
  if (p.strides.size() != 2 || p.dilation.size() != 2 || p.padding.size() != 4) {
    Fail(kFunc, "strides and dilation take 2 values, padding 4");
  }
  for (int i = 0; i < 2; ++i) {
    if (p.strides[i] < 1 || p.dilation[i] < 1) Fail(kFunc, "strides and dilation must be >= 1");
  }
  for (int64_t pad : p.padding) {
    if (pad < 0) Fail(kFunc, "padding must be >= 0");
  }
  const int64_t n = data.shape[0], c = data.shape[1], h = data.shape[2], wd = data.shape[3];
  const int64_t o = weight.shape[0], ci = weight.shape[1], kh = weight.shape[2], kw = weight.shape[3];
  const int64_t g = p.groups;
  if (g < 1 || c % g != 0 || o % g != 0 || ci * g != c) {
    Fail(kFunc, "groups " + std::to_string(g) + " does not fit data " + ShapeText(ShapeOf(data)) + " and weight " +
                    ShapeText(ShapeOf(weight)));
  }
  const int64_t oh = (h + p.padding[0] + p.padding[2] - p.dilation[0] * (kh - 1) - 1) / p.strides[0] + 1;
  const int64_t ow = (wd + p.padding[1] + p.padding[3] - p.dilation[1] * (kw - 1) - 1) / p.strides[1] + 1;
  std::vector<int64_t> want = {n, o, oh, ow};
  if (oh < 1 || ow < 1 || ShapeOf(out) != want) {
    Fail(kFunc, "output must have shape " + ShapeText(want) + ", got " + ShapeText(ShapeOf(out)));
  }
  std::vector<float> bias_storage;
  float* b = BiasVector(kFunc, bias, o, &bias_storage);

  std::string key = "conv2d|" + Join(ShapeOf(data)) + "|" + Join(ShapeOf(weight)) + "|" + Join(p.strides) + "|" +
                    Join(p.padding) + "|" + Join(p.dilation) + "|" + std::to_string(g) + "|" + (b ? "b" : "") + "|" +
                    DnnlPostOpName(p.post_op);
  try {
    auto prim = Cache().Get(key, [&] {
      CachedPrimitive cp;
      cp.src = dnnl::memory::desc({n, c, h, wd}, DnnlDtype::f32, Tag::nchw);
      cp.weights = g == 1 ? dnnl::memory::desc({o, ci, kh, kw}, DnnlDtype::f32, Tag::oihw)
                          : dnnl::memory::desc({g, o / g, ci, kh, kw}, DnnlDtype::f32, Tag::goihw);
      cp.dst = dnnl::memory::desc({n, o, oh, ow}, DnnlDtype::f32, Tag::nchw);
      cp.has_bias = b != nullptr;
      if (cp.has_bias) cp.bias = dnnl::memory::desc({o}, DnnlDtype::f32, Tag::x);
      Dims strides = {p.strides[0], p.strides[1]};
      // oneDNN counts dilation from 0 (no gaps), Relax from 1.
      Dims dilates = {p.dilation[0] - 1, p.dilation[1] - 1};
      Dims pad_l = {p.padding[0], p.padding[1]}, pad_r = {p.padding[2], p.padding[3]};
      auto desc =
          cp.has_bias
              ? dnnl::convolution_forward::desc(dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
                                                cp.src, cp.weights, cp.bias, cp.dst, strides, dilates, pad_l, pad_r)
              : dnnl::convolution_forward::desc(dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
                                                cp.src, cp.weights, cp.dst, strides, dilates, pad_l, pad_r);
      cp.prim =
          dnnl::convolution_forward(dnnl::convolution_forward::primitive_desc(desc, PostOpAttr(p.post_op), Engine()));
      return cp;
    });
    Execute(*prim, src, w, b, dst);
  } catch (const dnnl::error& e) {
    Fail(kFunc, std::string("oneDNN: ") + e.what());
  }
}

void DnnlMatmul(const DLTensor& a, const DLTensor& b, const DLTensor* bias, const DLTensor& out, DnnlPostOp post_op) {
  const char* kFunc = "dnnl matmul";
  float* src = CheckF32(kFunc, "lhs", a);
  float* w = CheckF32(kFunc, "rhs", b);
  float* dst = CheckF32(kFunc, "output", out);
  if (a.ndim < 2 || b.ndim < 2) {
    Fail(kFunc, "operands must have rank >= 2, got " + DescribeTensor(a) + " and " + DescribeTensor(b));
  }
  std::vector<int64_t> as = ShapeOf(a), bs = ShapeOf(b);
  const int64_t m = as[as.size() - 2], k = as.back(), n = bs.back();
  if (bs[bs.size() - 2] != k) {
    Fail(kFunc, "reduction dimensions differ: lhs " + ShapeText(as) + ", rhs " + ShapeText(bs));
  }
  std::vector<int64_t> batch(as.begin(), as.end() - 2);
  int64_t batch_size = 1;
  for (int64_t d : batch) batch_size *= d;
  if (b.ndim > 2 && std::vector<int64_t>(bs.begin(), bs.end() - 2) != batch) {
    Fail(kFunc,
         "rhs batch dimensions must equal lhs's (or rhs be 2-D): lhs " + ShapeText(as) + ", rhs " + ShapeText(bs));
  }
  std::vector<int64_t> want = batch;
  want.push_back(m);
  want.push_back(n);
  if (ShapeOf(out) != want)
    Fail(kFunc, "output must have shape " + ShapeText(want) + ", got " + ShapeText(ShapeOf(out)));
  std::vector<float> bias_storage;
  float* bv = BiasVector(kFunc, bias, n, &bias_storage);

  // A 2-D rhs is shared by every batch: fold the batch into M (one GEMM).
  const bool batched = b.ndim > 2;
  const int64_t rows = batched ? m : batch_size * m;
  std::string key = "matmul|" + std::to_string(batched ? batch_size : 0) + "|" + std::to_string(rows) + "|" +
                    std::to_string(k) + "|" + std::to_string(n) + "|" + (bv ? "b" : "") + "|" + DnnlPostOpName(post_op);
  try {
    auto prim = Cache().Get(key, [&] {
      CachedPrimitive cp;
      if (batched) {
        cp.src = dnnl::memory::desc({batch_size, rows, k}, DnnlDtype::f32, Tag::abc);
        cp.weights = dnnl::memory::desc({batch_size, k, n}, DnnlDtype::f32, Tag::abc);
        cp.dst = dnnl::memory::desc({batch_size, rows, n}, DnnlDtype::f32, Tag::abc);
        cp.bias = dnnl::memory::desc({1, 1, n}, DnnlDtype::f32, Tag::abc);
      } else {
        cp.src = dnnl::memory::desc({rows, k}, DnnlDtype::f32, Tag::ab);
        cp.weights = dnnl::memory::desc({k, n}, DnnlDtype::f32, Tag::ab);
        cp.dst = dnnl::memory::desc({rows, n}, DnnlDtype::f32, Tag::ab);
        cp.bias = dnnl::memory::desc({1, n}, DnnlDtype::f32, Tag::ab);
      }
      cp.has_bias = bv != nullptr;
      auto desc = cp.has_bias ? dnnl::matmul::desc(cp.src, cp.weights, cp.bias, cp.dst)
                              : dnnl::matmul::desc(cp.src, cp.weights, cp.dst);
      cp.prim = dnnl::matmul(dnnl::matmul::primitive_desc(desc, PostOpAttr(post_op), Engine()));
      return cp;
    });
    Execute(*prim, src, w, bv, dst);
  } catch (const dnnl::error& e) {
    Fail(kFunc, std::string("oneDNN: ") + e.what());
  }
}

// ---------------------------------------------------------------- graphs --
namespace {

struct GraphNode {
  std::string composite;
  bool conv = false;  // else matmul
  std::vector<int64_t> inputs;
  int64_t bias = -1;
  DnnlConv2dParams conv_params;
  DnnlPostOp post_op = DnnlPostOp::kNone;
};

struct Graph {
  std::string symbol;
  int64_t num_inputs = 0;
  std::vector<GraphNode> nodes;
  std::vector<int64_t> outputs;
};

std::vector<int64_t> IntList(const nlohmann::json& j, const char* what, size_t size) {
  if (!j.is_array() || (size != 0 && j.size() != size)) {
    Fail(kDnnlRunGraph, std::string("graph: \"") + what + "\" must be a list" +
                            (size ? " of " + std::to_string(size) + " integers" : std::string(" of integers")));
  }
  std::vector<int64_t> out;
  for (const auto& v : j) {
    if (!v.is_number_integer()) Fail(kDnnlRunGraph, std::string("graph: \"") + what + "\" must hold integers");
    out.push_back(v.get<int64_t>());
  }
  return out;
}

Graph ParseGraph(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) Fail(kDnnlRunGraph, "the graph is not a JSON object");
  auto field = [&](const nlohmann::json& obj, const char* name) -> const nlohmann::json& {
    auto it = obj.find(name);
    if (it == obj.end()) Fail(kDnnlRunGraph, std::string("graph: missing \"") + name + "\"");
    return *it;
  };
  Graph g;
  if (auto it = j.find("symbol"); it != j.end() && it->is_string()) g.symbol = it->get<std::string>();
  const auto& num_inputs = field(j, "num_inputs");
  if (!num_inputs.is_number_integer() || num_inputs.get<int64_t>() < 0) {
    Fail(kDnnlRunGraph, "graph: \"num_inputs\" must be a non-negative integer");
  }
  g.num_inputs = num_inputs.get<int64_t>();
  const auto& nodes = field(j, "nodes");
  if (!nodes.is_array()) Fail(kDnnlRunGraph, "graph: \"nodes\" must be a list");
  for (const auto& nj : nodes) {
    if (!nj.is_object()) Fail(kDnnlRunGraph, "graph: every node must be an object");
    GraphNode node;
    const int64_t defined = g.num_inputs + static_cast<int64_t>(g.nodes.size());
    const auto& op = field(nj, "op");
    if (!op.is_string() || (op != "conv2d" && op != "matmul")) {
      Fail(kDnnlRunGraph, "graph: node op must be \"conv2d\" or \"matmul\", got " + op.dump());
    }
    node.conv = op == "conv2d";
    if (auto it = nj.find("composite"); it != nj.end() && it->is_string()) node.composite = it->get<std::string>();
    node.inputs = IntList(field(nj, "inputs"), "inputs", 2);
    if (auto it = nj.find("bias"); it != nj.end()) {
      if (!it->is_number_integer()) Fail(kDnnlRunGraph, "graph: \"bias\" must be an integer");
      node.bias = it->get<int64_t>();
    }
    for (int64_t id : node.inputs) {
      if (id < 0 || id >= defined)
        Fail(kDnnlRunGraph, "graph: node input " + std::to_string(id) + " is not defined yet");
    }
    if (node.bias < -1 || node.bias >= defined) {
      Fail(kDnnlRunGraph, "graph: bias " + std::to_string(node.bias) + " is not defined yet");
    }
    std::string post;
    if (auto it = nj.find("post_op"); it != nj.end()) {
      if (!it->is_string()) Fail(kDnnlRunGraph, "graph: \"post_op\" must be a string");
      post = it->get<std::string>();
    }
    std::optional<DnnlPostOp> p = DnnlPostOpFromName(post);
    if (!p) Fail(kDnnlRunGraph, "graph: unsupported post_op \"" + post + "\"");
    node.post_op = *p;
    if (node.conv) {
      node.conv_params.strides = IntList(field(nj, "strides"), "strides", 2);
      node.conv_params.padding = IntList(field(nj, "padding"), "padding", 4);
      node.conv_params.dilation = IntList(field(nj, "dilation"), "dilation", 2);
      const auto& groups = field(nj, "groups");
      if (!groups.is_number_integer()) Fail(kDnnlRunGraph, "graph: \"groups\" must be an integer");
      node.conv_params.groups = groups.get<int64_t>();
      node.conv_params.post_op = node.post_op;
    }
    g.nodes.push_back(std::move(node));
  }
  g.outputs = IntList(field(j, "outputs"), "outputs", 0);
  const int64_t total = g.num_inputs + static_cast<int64_t>(g.nodes.size());
  for (int64_t id : g.outputs) {
    if (id < 0 || id >= total) Fail(kDnnlRunGraph, "graph: output " + std::to_string(id) + " is not defined");
  }
  return g;
}

// Graphs are string constants of the executable, so the same text comes back
// on every call: parse it once.
std::shared_ptr<const Graph> GetGraph(const std::string& text) {
  static auto* mu = new std::mutex();
  static auto* graphs = new std::unordered_map<std::string, std::shared_ptr<const Graph>>();
  std::lock_guard<std::mutex> lock(*mu);
  auto it = graphs->find(text);
  if (it != graphs->end()) return it->second;
  auto g = std::make_shared<const Graph>(ParseGraph(text));
  return graphs->emplace(text, std::move(g)).first->second;
}

// The output shape of a node from its operands' shapes.
std::vector<int64_t> NodeOutputShape(const GraphNode& node, const DLTensor& x, const DLTensor& w) {
  if (node.conv) {
    if (x.ndim != 4 || w.ndim != 4) Fail(kDnnlRunGraph, "conv2d operands must be 4-D");
    const DnnlConv2dParams& p = node.conv_params;
    int64_t oh = (x.shape[2] + p.padding[0] + p.padding[2] - p.dilation[0] * (w.shape[2] - 1) - 1) / p.strides[0] + 1;
    int64_t ow = (x.shape[3] + p.padding[1] + p.padding[3] - p.dilation[1] * (w.shape[3] - 1) - 1) / p.strides[1] + 1;
    return {x.shape[0], w.shape[0], oh, ow};
  }
  if (x.ndim < 2 || w.ndim < 2) Fail(kDnnlRunGraph, "matmul operands must have rank >= 2");
  std::vector<int64_t> s(x.shape, x.shape + x.ndim);
  s.back() = w.shape[w.ndim - 1];
  return s;
}

struct OwnedTensor {
  std::vector<int64_t> shape;
  std::vector<float> data;
  DLTensor t{};
};

}  // namespace

void RunDnnlGraph(const std::string& text, const std::vector<const DLTensor*>& inputs,
                  const std::vector<const DLTensor*>& outputs) {
  std::shared_ptr<const Graph> g = GetGraph(text);
  const std::string who = g->symbol.empty() ? "graph" : "graph '" + g->symbol + "'";
  if (static_cast<int64_t>(inputs.size()) != g->num_inputs || outputs.size() != g->outputs.size()) {
    Fail(kDnnlRunGraph, who + " takes " + std::to_string(g->num_inputs) + " inputs and " +
                            std::to_string(g->outputs.size()) + " outputs, got " + std::to_string(inputs.size()) +
                            " and " + std::to_string(outputs.size()));
  }
  std::vector<const DLTensor*> values(inputs.begin(), inputs.end());
  std::vector<std::unique_ptr<OwnedTensor>> temps;
  std::vector<bool> written(outputs.size(), false);
  for (size_t k = 0; k < g->nodes.size(); ++k) {
    const GraphNode& node = g->nodes[k];
    const int64_t id = g->num_inputs + static_cast<int64_t>(k);
    const DLTensor& x = *values[node.inputs[0]];
    const DLTensor& w = *values[node.inputs[1]];
    const DLTensor* bias = node.bias >= 0 ? values[node.bias] : nullptr;
    // The first output slot naming this node receives it directly.
    const DLTensor* dst = nullptr;
    for (size_t j = 0; j < g->outputs.size() && dst == nullptr; ++j) {
      if (g->outputs[j] == id) {
        dst = outputs[j];
        written[j] = true;
      }
    }
    if (dst == nullptr) {
      auto owned = std::make_unique<OwnedTensor>();
      owned->shape = NodeOutputShape(node, x, w);
      int64_t count = 1;
      for (int64_t d : owned->shape) count *= d;
      owned->data.assign(static_cast<size_t>(std::max<int64_t>(count, 0)), 0.0f);
      owned->t.data = owned->data.data();
      owned->t.device = DLDevice{1, 0};
      owned->t.ndim = static_cast<int32_t>(owned->shape.size());
      owned->t.dtype = DLDataType{kDLFloat, 32, 1};
      owned->t.shape = owned->shape.data();
      dst = &owned->t;
      temps.push_back(std::move(owned));
    }
    if (node.conv) {
      DnnlConv2d(x, w, bias, *dst, node.conv_params);
    } else {
      DnnlMatmul(x, w, bias, *dst, node.post_op);
    }
    values.push_back(dst);
  }
  // Outputs that are inputs, or a value listed twice: copies.
  for (size_t j = 0; j < outputs.size(); ++j) {
    if (written[j]) continue;
    const DLTensor& src = *values[g->outputs[j]];
    const DLTensor& dst = *outputs[j];
    float* d = CheckF32(kDnnlRunGraph, "output", dst);
    const float* s = CheckF32(kDnnlRunGraph, "value", src);
    if (ShapeOf(src) != ShapeOf(dst)) {
      Fail(kDnnlRunGraph, "output " + std::to_string(j) + " must have shape " + ShapeText(ShapeOf(src)) + ", got " +
                              ShapeText(ShapeOf(dst)));
    }
    if (d != s) std::memcpy(d, s, static_cast<size_t>(NumElements(src)) * sizeof(float));
  }
  g_graphs_run.fetch_add(1);
}

void RegisterDnnlFuncs(PackedFuncRegistry* registry) {
  registry->Register(kDnnlRunGraph,
                     "(graph: str, inputs..., outputs...): runs a dnnl Codegen function's "
                     "graph with oneDNN",
                     [](const PackedArgs& a) {
                       if (a.size() < 1) a.Fail("expects the graph text first");
                       std::string text = a.Str(0);
                       std::shared_ptr<const Graph> g = GetGraph(text);
                       const int64_t want = 1 + g->num_inputs + static_cast<int64_t>(g->outputs.size());
                       if (a.size() != want) {
                         a.Fail("graph '" + g->symbol + "' takes " + std::to_string(want) + " arguments, got " +
                                std::to_string(a.size()));
                       }
                       std::vector<const DLTensor*> ins, outs;
                       for (int64_t i = 0; i < g->num_inputs; ++i) ins.push_back(&a.Tensor(static_cast<int>(1 + i)));
                       for (int i = static_cast<int>(1 + g->num_inputs); i < a.size(); ++i)
                         outs.push_back(&a.Tensor(i));
                       RunDnnlGraph(text, ins, outs);
                     });
}

DnnlStats GetDnnlStats() {
  DnnlStats s;
  s.graphs_run = g_graphs_run.load();
  s.primitives_executed = g_primitives_executed.load();
  s.primitives_created = g_primitives_created.load();
  return s;
}

void ResetDnnlStats() {
  g_graphs_run.store(0);
  g_primitives_executed.store(0);
  g_primitives_created.store(0);
}

}  // namespace contrib
}  // namespace runtime
}  // namespace rlx
