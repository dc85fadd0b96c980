# FuseOpsByPattern reuses a structurally equal composite, as TVM's
# BlockBuilder::AddFunction does: `main` and `fused` hold the same
# R.nn.attention call, so partition_for_cutlass makes one composite (one
# wrapper "fused_relax_nn_attention_cutlass") that both call. AllocateWorkspace
# then re-adds it as "<name>1" with a workspace parameter and a global_symbol
# (TVM sets it so the name and symbol agree), and each caller allocates its
# own "workspace_main". tools/tvm_conformance compares this module with TVM.
# (testdata/models/attention.py keeps two composites: main's rewritten
# attention has scale=0.125 and no causal mask, `fused`'s has the default
# scale and causal_mask="BottomRight", so they are not equal.)
# RUN: %rlx partition %s --backend=cutlass | %FileCheck %s
# Without annotate_codegen the composite itself is re-added: public, with
# Composite and Primitive.
# RUN: %rlx partition %s --backend=cutlass --no-annotate-codegen | %FileCheck %s --check-prefix=PLAIN
# Before AllocateWorkspace: one composite, one wrapper, no "1" suffix.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cutlass,annotate_codegen=true,bind_constants=false)' | %FileCheck %s --check-prefix=FUSED

# CHECK-LABEL: def fused(
# CHECK:         workspace_main: {{.*}} = R.builtin.alloc_tensor(R.shape([8]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
# CHECK-NEXT:    gv: {{.*}} = cls.fused_relax_nn_attention_cutlass1(q, k, v, workspace_main)
# CHECK:       @R.function{{$}}
# CHECK-NEXT:  def fused_relax_nn_attention_cutlass1(
# CHECK-SAME:    workspace: R.Tensor((8,), dtype="uint8")
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.attention"})
# CHECK-LABEL: def main(
# CHECK:         workspace_main: {{.*}} = R.builtin.alloc_tensor(
# CHECK-NEXT:    gv: {{.*}} = cls.fused_relax_nn_attention_cutlass1(q, k, v, workspace_main)
# CHECK-NOT:     def fused_relax_nn_attention

# PLAIN-LABEL: def fused(
# PLAIN:         gv: {{.*}} = cls.fused_relax_nn_attention1(q, k, v, workspace_main)
# PLAIN:       @R.function{{$}}
# PLAIN-NEXT:  def fused_relax_nn_attention1(
# PLAIN-NEXT:    R.func_attr({"Composite": "cutlass.attention", "Primitive": True})
# PLAIN-LABEL: def main(
# PLAIN:         gv: {{.*}} = cls.fused_relax_nn_attention1(q, k, v, workspace_main)
# PLAIN-NOT:     def fused_relax_nn_attention

# FUSED-LABEL: def fused(
# FUSED:         gv: {{.*}} = cls.fused_relax_nn_attention_cutlass(q, k, v)
# FUSED-LABEL: def fused_relax_nn_attention_cutlass(
# FUSED-LABEL: def main(
# FUSED:         gv: {{.*}} = cls.fused_relax_nn_attention_cutlass(q, k, v)
# FUSED-NOT:     def fused_relax_nn_attention

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, "s", 8, 64), dtype="float16"), k: R.Tensor((1, "s", 8, 64), dtype="float16"), v: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        with R.dataflow():
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.nn.attention(q, k, v, scale=None, causal_mask="BottomRight", window_size=None)
            R.output(gv)
        return gv

    @R.function
    def fused(q: R.Tensor((1, "s", 8, 64), dtype="float16"), k: R.Tensor((1, "s", 8, 64), dtype="float16"), v: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        with R.dataflow():
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.nn.attention(q, k, v, scale=None, causal_mask="BottomRight", window_size=None)
            R.output(gv)
        return gv
