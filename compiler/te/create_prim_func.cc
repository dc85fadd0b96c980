#include "compiler/te/create_prim_func.h"

#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/ir/arith.h"
#include "compiler/support/diagnostic.h"
#include "compiler/te/access_region.h"
#include "compiler/te/expr.h"
#include "compiler/te/expr_util.h"

namespace rlx {
namespace te {

namespace {

using tir::Block;
using tir::BlockNode;
using tir::Stmt;

// TVM's NameSupply for block names: '.' becomes '_', repeats get "_1",
// "_2", ...
class NameSupply {
 public:
  std::string Fresh(std::string name) {
    for (char& c : name) {
      if (c == '.') c = '_';
    }
    auto it = counters_.find(name);
    if (it == counters_.end()) {
      counters_[name] = 0;
      return name;
    }
    std::string candidate = name;
    while (counters_.count(candidate)) candidate = name + "_" + std::to_string(++it->second);
    counters_[candidate] = 0;
    return candidate;
  }

 private:
  std::map<std::string, int> counters_;
};

struct Context {
  std::vector<Tensor> args;
  std::vector<Buffer> root_alloc;
  NameSupply names;

  bool IsArg(const Tensor& t) const {
    for (const Tensor& a : args) {
      if (a.same_as(t)) return true;
    }
    return false;
  }
};

Stmt MakeStore(const Buffer& b, PrimExpr value, const std::vector<PrimExpr>& indices) {
  return Make<tir::BufferStoreNode>(b, std::move(value), indices);
}

Stmt BlockRealize(std::vector<PrimExpr> bindings, std::shared_ptr<BlockNode> block) {
  return Make<tir::BlockRealizeNode>(std::move(bindings), Bool(true), Block(std::shared_ptr<const BlockNode>(block)));
}

Stmt GenerateCompute(const OperationNode& op, Context* ctx) {
  arith::Analyzer analyzer;
  std::vector<IterVar> axes = op.axis;
  if (op.reduce) axes.insert(axes.end(), op.reduce->axis.begin(), op.reduce->axis.end());

  // Loop variables carry the axis names; block iter vars "v_<name>".
  auto block = std::make_shared<BlockNode>();
  std::vector<PrimExpr> bindings;
  std::vector<TirVar> loop_vars;
  VarMap var_map;
  for (const IterVar& iv : axes) {
    TirVar loop_var = MakeTirVar(iv->var->name, DataType::Int(64));
    TirVar block_var = MakeTirVar("v_" + iv->var->name, iv->var->dtype);
    Range dom = Make<RangeNode>(analyzer.Simplify(iv->dom->min), analyzer.Simplify(iv->dom->extent));
    block->iter_vars.push_back(Make<tir::IterVarNode>(dom, block_var, iv->iter_type));
    var_map[iv->var.get()] = block_var;
    loop_vars.push_back(loop_var);
    bindings.push_back(loop_var);
  }
  std::vector<PrimExpr> store_indices;
  for (const IterVar& iv : op.axis) store_indices.push_back(var_map.at(iv->var.get()));

  std::vector<Buffer> buffers;
  for (const auto& out : op.outputs) buffers.push_back(out.buffer);
  for (size_t i = 0; i < op.outputs.size(); ++i) {
    bool is_arg = false;
    for (const Tensor& a : ctx->args) is_arg = is_arg || a.buffer().get() == op.outputs[i].buffer.get();
    if (!is_arg) ctx->root_alloc.push_back(op.outputs[i].buffer);
  }

  block->name_hint = ctx->names.Fresh(op.name);
  if (op.reduce) {
    const Reduce& r = *op.reduce;
    size_t n = buffers.size();
    std::vector<PrimExpr> lhs, rhs;
    for (size_t i = 0; i < n; ++i) {
      lhs.push_back(Make<BufferLoadNode>(buffers[i], store_indices));
      rhs.push_back(analyzer.Simplify(Substitute(r.source[i], var_map)));
    }
    std::vector<PrimExpr> combined = r.combiner.combine(lhs, rhs);
    RLX_CHECK(combined.size() == n) << "reducer of " << op.name << " returned " << combined.size() << " values";
    std::vector<Stmt> init, body;
    for (size_t i = 0; i < n; ++i) {
      PrimExpr init_value = r.init.empty() ? r.combiner.identity[i] : r.init[i];
      init.push_back(MakeStore(buffers[i], Substitute(init_value, var_map), store_indices));
    }
    if (n == 1) {
      body.push_back(MakeStore(buffers[0], Substitute(combined[0], var_map), store_indices));
      block->body = tir::MakeSeq(std::move(body));
    } else {
      // Every combined value reads every running value: bind them all
      // before storing any.
      std::vector<TirVar> temps;
      for (size_t i = 0; i < n; ++i) {
        temps.push_back(MakeTirVar("v_" + buffers[i]->name, lhs[i]->dtype));
        body.push_back(MakeStore(buffers[i], temps.back(), store_indices));
      }
      Stmt s = tir::MakeSeq(std::move(body));
      for (size_t i = n; i-- > 0;) s = Make<tir::LetStmtNode>(temps[i], Substitute(combined[i], var_map), s);
      block->body = s;
    }
    block->init = tir::MakeSeq(std::move(init));
  } else {
    RLX_CHECK(op.body.size() == 1 && buffers.size() == 1) << "compute " << op.name << " must have one output";
    block->body = MakeStore(buffers[0], analyzer.Simplify(Substitute(op.body[0], var_map)), store_indices);
  }
  if (op.attrs.defined() && !op.attrs->items.empty()) block->annotations = op.attrs;
  AccessRegions regions = DetectAccessRegions(block->init, block->body);
  block->reads = std::move(regions.reads);
  block->writes = std::move(regions.writes);
  block->explicit_reads = true;
  block->explicit_writes = true;
  if (block->iter_vars.empty()) {
    // TVM's placeholder iteration for a 0-d stage (its binding becomes
    // int64 under the int64 index override; the domain stays int32).
    block->iter_vars.push_back(Make<tir::IterVarNode>(Make<RangeNode>(Int32(0), Int32(1)),
                                                      MakeTirVar("vi", DataType::Int(32)), tir::IterType::kDataPar));
    bindings.push_back(Int64(0));
  }
  Stmt stmt = BlockRealize(std::move(bindings), block);
  for (size_t i = axes.size(); i-- > 0;) {
    const IterVar& iv = axes[i];
    stmt = Make<tir::ForNode>(loop_vars[i], analyzer.Simplify(iv->dom->min), analyzer.Simplify(iv->dom->extent),
                              tir::ForKind::kSerial, stmt);
  }
  return stmt;
}

Stmt GenerateExtern(const OperationNode& op, Context* ctx) {
  for (const auto& out : op.outputs) {
    bool is_arg = false;
    for (const Tensor& a : ctx->args) is_arg = is_arg || a.buffer().get() == out.buffer.get();
    if (!is_arg) ctx->root_alloc.push_back(out.buffer);
  }
  auto block = std::make_shared<BlockNode>();
  block->name_hint = ctx->names.Fresh(op.name);
  block->body = op.extern_body;
  if (op.attrs.defined() && !op.attrs->items.empty()) block->annotations = op.attrs;
  // TVM leaves an extern block's regions to the script completer, which
  // skips blocks it did not mark: they stay empty.
  block->explicit_reads = true;
  block->explicit_writes = true;
  return BlockRealize({}, block);
}

void PostDFS(const Operation& op, std::unordered_set<const OperationNode*>* visited, std::vector<Operation>* order) {
  if (!visited->insert(op.get()).second) return;
  for (const Tensor& t : op->InputTensors()) PostDFS(t.op(), visited, order);
  order->push_back(op);
}

}  // namespace

tir::PrimFunc CreatePrimFunc(const std::vector<Tensor>& args_and_outputs, const std::vector<TirVar>& scalar_params) {
  Context ctx;
  ctx.args = args_and_outputs;
  std::vector<Operation> order;
  std::unordered_set<const OperationNode*> visited;
  for (const Tensor& t : args_and_outputs) {
    RLX_CHECK(t.defined()) << "CreatePrimFunc: undefined tensor argument";
    PostDFS(t.op(), &visited, &order);
  }
  std::vector<Stmt> stages;
  for (const Operation& op : order) {
    switch (op->kind) {
      case OpKind::kPlaceholder:
        if (!ctx.IsArg(Tensor(op, 0))) {
          ThrowError("CreatePrimFunc: placeholder '" + op->name + "' is used but is not an argument");
        }
        break;
      case OpKind::kCompute:
        stages.push_back(GenerateCompute(*op, &ctx));
        break;
      case OpKind::kExtern:
        stages.push_back(GenerateExtern(*op, &ctx));
        break;
    }
  }

  auto f = std::make_shared<tir::PrimFuncNode>();
  for (const Tensor& t : args_and_outputs) {
    TirVar param = MakeTirVar("var_" + t.name(), DataType::Handle());
    f->params.push_back(param);
    f->buffer_map.emplace_back(param, t.buffer());
  }
  for (const TirVar& v : scalar_params) f->params.push_back(v);
  Stmt body = tir::MakeSeq(std::move(stages));
  RLX_CHECK(body.defined()) << "CreatePrimFunc: nothing to compute";
  // The script completer's rule for wrapping the body in a root block.
  auto realize = body.as<tir::BlockRealizeNode>();
  bool insert_root = !ctx.root_alloc.empty() || (realize && !realize->block->iter_vars.empty()) || !realize;
  if (insert_root) {
    auto root = std::make_shared<BlockNode>();
    root->name_hint = "root";
    root->alloc_buffers = ctx.root_alloc;
    root->body = body;
    body = BlockRealize({}, root);
  }
  f->body = body;
  f->attrs =
      Make<MapNode>(std::vector<MapNode::Item>{{"global_symbol", MakeString("main")}, {"tir.noalias", Bool(true)}});
  return tir::PrimFunc(std::shared_ptr<const tir::PrimFuncNode>(std::move(f)));
}

}  // namespace te
}  // namespace rlx
