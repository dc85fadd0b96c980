// The dnnl offload end to end: testdata/models/dnnl_offload.py (conv2d +
// bias + relu into conv2d + relu, a reshape, matmul + bias + gelu) is
// partitioned for dnnl, built for llvm, run on the Relax VM and compared
// with the reference evaluator on the un-partitioned module; oneDNN's call
// counters prove the offloaded parts ran there and not in LLVM kernels.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/backend/pattern_registry.h"
#include "compiler/contrib/default_patterns.h"
#include "compiler/contrib/dnnl/dnnl.h"
#include "compiler/contrib/dnnl/runtime/dnnl.h"
#include "compiler/driver/build.h"
#include "compiler/driver/reference_eval.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/fuse_ops_by_pattern.h"
#include "compiler/transform/run_codegen.h"
#include "targets/registry/build.h"

namespace rlx {
namespace {

using runtime::contrib::DnnlStats;
using runtime::contrib::GetDnnlStats;

IRModule LoadModel() {
  const std::string path = "testdata/models/dnnl_offload.py";
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return script::ParseModuleText(ss.str(), path);
}

std::vector<NDArray> Inputs(const IRModule& mod) {
  auto f = mod->Lookup("main").as<relax::FunctionNode>();
  std::vector<NDArray> out;
  uint32_t s = 12345;
  for (const relax::Var& p : f->params) {
    auto t = p->struct_info().as<relax::TensorStructInfoNode>();
    std::vector<int64_t> shape;
    for (const PrimExpr& d : *t->GetShapeValues()) {
      int64_t v = 0;
      EXPECT_TRUE(AsConstInt(d, &v));
      shape.push_back(v);
    }
    NDArray a = NDArray::Empty(shape, DataType::Float(32));
    for (int64_t i = 0; i < a.NumElements(); ++i) {
      s = s * 1664525u + 1013904223u;
      a.data_as<float>()[i] = static_cast<float>(static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
    }
    out.push_back(a);
  }
  return out;
}

NDArray Reference(const IRModule& mod, const std::vector<NDArray>& inputs) {
  std::vector<op::Value> args;
  for (const NDArray& a : inputs) {
    op::Value v;
    v.kind = op::Value::Kind::kTensor;
    v.tensor = a;
    args.push_back(v);
  }
  op::Value out = driver::EvaluateFunction(mod, "main", args);
  EXPECT_EQ(out.kind, op::Value::Kind::kTensor);
  return out.tensor;
}

NDArray RunVM(const runtime::vm::Executable& exec, const std::vector<NDArray>& inputs) {
  runtime::vm::VirtualMachine vm = targets::LoadVM(exec);
  std::vector<NDArray> outs =
      runtime::vm::FlattenValue(vm.Invoke("main", driver::VMArgsFromArrays(vm.executable(), "main", inputs)));
  EXPECT_EQ(outs.size(), 1u);
  return outs.empty() ? NDArray() : outs[0];
}

void ExpectClose(const NDArray& got, const NDArray& want) {
  ASSERT_EQ(got.shape(), want.shape());
  double max_abs = 0;
  for (int64_t i = 0; i < want.NumElements(); ++i) max_abs = std::max(max_abs, std::fabs(want.GetDouble(i)));
  ASSERT_GT(max_abs, 0.1) << "the model's output is degenerate; the comparison would prove nothing";
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    ASSERT_NEAR(got.GetDouble(i), want.GetDouble(i), 1e-4 + 1e-4 * std::fabs(want.GetDouble(i))) << "element " << i;
  }
}

int CountOf(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// partition_for_dnnl (FuseOpsByPattern + MergeCompositeFunctions), then
// Build, which runs RunCodegen on the Codegen functions.
TEST(DnnlOffloadTest, MergedPartitionRunsOnOneDnnlAndMatchesTheReference) {
  IRModule mod = LoadModel();
  std::vector<NDArray> inputs = Inputs(mod);
  NDArray want = Reference(mod, inputs);

  IRModule partitioned = backend::contrib::PartitionForDnnl(mod);
  IRModule lowered;
  PassContext ctx;
  runtime::vm::Executable exec = targets::Build(partitioned, Target::Parse("llvm"), ctx, &lowered);
  // Two graphs (the two convs merged, the matmul); only the reshape is
  // left to an LLVM kernel.
  std::string text = script::PrintModule(lowered);
  EXPECT_EQ(CountOf(text, "rlx.contrib.dnnl.run_graph"), 2) << text;
  for (const auto& [name, entry] : lowered->functions) {
    if (!entry.second.as<tir::PrimFuncNode>().defined()) continue;
    EXPECT_EQ(name.find("conv2d"), std::string::npos) << "an LLVM kernel for " << name << " was compiled";
    EXPECT_EQ(name.find("matmul"), std::string::npos) << "an LLVM kernel for " << name << " was compiled";
  }

  DnnlStats before = GetDnnlStats();
  NDArray got = RunVM(exec, inputs);
  DnnlStats after = GetDnnlStats();
  EXPECT_EQ(after.graphs_run - before.graphs_run, 2);
  EXPECT_EQ(after.primitives_executed - before.primitives_executed, 3);
  ExpectClose(got, want);

  // The graphs travel inside the executable: a saved and reloaded one runs.
  NDArray again = RunVM(runtime::vm::Executable::Load(exec.Save()), inputs);
  EXPECT_EQ(GetDnnlStats().graphs_run - after.graphs_run, 2);
  ExpectClose(again, want);
}

// TVM's other flow: FuseOpsByPattern(annotate_codegen=True) and an
// explicit RunCodegen -- one graph per composite.
TEST(DnnlOffloadTest, AnnotatedCompositesRunOneGraphEach) {
  IRModule mod = LoadModel();
  std::vector<NDArray> inputs = Inputs(mod);
  NDArray want = Reference(mod, inputs);

  std::vector<transform::FusionPattern> patterns;
  for (const backend::FusionPattern& p : backend::GetPatternsWithPrefix("dnnl")) {
    patterns.push_back({p.name, p.pattern, p.annotation_patterns, p.check, p.attrs_getter});
  }
  transform::FuseOpsByPatternOptions o;
  o.bind_constants = false;
  o.annotate_codegen = true;
  IRModule annotated = transform::FuseOpsByPattern(mod, patterns, o);
  IRModule generated = transform::RunCodegen(annotated, backend::contrib::DefaultExternCodegens());
  EXPECT_FALSE(transform::HasCodegenFunctions(generated));

  runtime::vm::Executable exec = targets::Build(generated, Target::Parse("llvm"));
  DnnlStats before = GetDnnlStats();
  NDArray got = RunVM(exec, inputs);
  EXPECT_EQ(GetDnnlStats().graphs_run - before.graphs_run, 3);
  ExpectClose(got, want);
}

// The printed partitioned module (what `rlx partition` writes) parses back
// and builds as it is.
TEST(DnnlOffloadTest, PrintedPartitionedModuleBuildsAndRuns) {
  IRModule mod = LoadModel();
  std::vector<NDArray> inputs = Inputs(mod);
  std::string text = script::PrintModule(backend::contrib::PartitionForDnnl(mod));
  IRModule reparsed = script::ParseModuleText(text, "<partitioned>");
  DnnlStats before = GetDnnlStats();
  NDArray got = RunVM(targets::Build(reparsed, Target::Parse("llvm")), inputs);
  EXPECT_EQ(GetDnnlStats().graphs_run - before.graphs_run, 2);
  ExpectClose(got, Reference(mod, inputs));
}

// A hand-written Codegen function the runtime could not run fails the
// build, at the composite's call, not the run.
TEST(DnnlOffloadTest, UnsupportedCompositeFailsTheBuild) {
  IRModule mod = script::ParseModuleText(R"(# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def fused_dnnl(a: R.Tensor((4, 8), dtype="float32"), b: R.Tensor((2, 8, 3), dtype="float32")) -> R.Tensor((2, 4, 3), dtype="float32"):
        R.func_attr({"Codegen": "dnnl", "global_symbol": "fused_dnnl"})
        @R.function
        def local(a_1: R.Tensor((4, 8), dtype="float32"), b_1: R.Tensor((2, 8, 3), dtype="float32")) -> R.Tensor((2, 4, 3), dtype="float32"):
            R.func_attr({"Composite": "dnnl.matmul"})
            with R.dataflow():
                gv: R.Tensor((2, 4, 3), dtype="float32") = R.matmul(a_1, b_1, out_dtype="void")
                R.output(gv)
            return gv
        gv1: R.Tensor((2, 4, 3), dtype="float32") = local(a, b)
        return gv1

    @R.function
    def main(a: R.Tensor((4, 8), dtype="float32"), b: R.Tensor((2, 8, 3), dtype="float32")) -> R.Tensor((2, 4, 3), dtype="float32"):
        cls = Module
        with R.dataflow():
            gv: R.Tensor((2, 4, 3), dtype="float32") = cls.fused_dnnl(a, b)
            R.output(gv)
        return gv
)",
                                         "<hand-written>");
  try {
    targets::Build(mod, Target::Parse("llvm"));
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    EXPECT_NE(std::string(e.what()).find("rhs batch dimensions equal to lhs's"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rlx
