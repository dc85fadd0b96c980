# `rlx partition --backend=cutlass` is TVM's partition_for_cutlass on
# testdata/models/attention.py: the attention rewrite patterns (main's
# hand-written attention, heads kept as an axis with 4-D matmuls, is
# rewritten into R.nn.attention: a form TVM's patterns do not take),
# FuseOpsByPattern(get_patterns_with_prefix("cutlass"), bind_constants=False,
# annotate_codegen=True), annotate_workspace and AllocateWorkspace.
# main's rewritten attention and `fused`'s R.nn.attention each become
# cutlass.attention, whose workspace (8 bytes: the sequence length is
# symbolic) AllocateWorkspace turns into a last "workspace" parameter of the
# wrapper (re-added as "<name>1", public with a global_symbol as TVM does)
# and of its composite, fed by a "workspace_main" allocation at the top of
# each caller's dataflow block. The two composites are not deduplicated
# because they differ: main's has scale=0.125 and no causal mask, `fused`'s
# the default scale and causal_mask="BottomRight" (equal composites are
# shared: partition_cutlass_dedup.py). TVM 0.27 itself cannot partition this
# module (its attention rewriter raises on main; tools/tvm_conformance).
# RUN: %rlx partition %S/../models/attention.py --backend=cutlass | %FileCheck %s
# Without annotate_codegen the composites stay module functions with
# Composite and Primitive (re-added by AllocateWorkspace, so not private).
# RUN: %rlx partition %S/../models/attention.py --backend=cutlass --no-annotate-codegen | %FileCheck %s --check-prefix=PLAIN

# CHECK-LABEL: def fused(
# CHECK:         workspace_main: {{.*}} = R.builtin.alloc_tensor(R.shape([8]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
# CHECK-NEXT:    gv: {{.*}} = cls.fused_relax_nn_attention_cutlass1(q, k, v, workspace_main)
# CHECK-LABEL: def fused_relax_nn_attention1_cutlass1(
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.attention"})
# CHECK-LABEL: def fused_relax_nn_attention_cutlass1(
# CHECK-SAME:    workspace: R.Tensor((8,), dtype="uint8")
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.attention"})
# CHECK:             R.nn.attention(
# CHECK:         gv: {{.*}} = gv1(q, k, v, workspace)
# CHECK-LABEL: def main(
# CHECK:         workspace_main: {{.*}} = R.builtin.alloc_tensor(
# CHECK:         gv: {{.*}} = cls.fused_relax_nn_attention1_cutlass1(q, k, v, workspace_main)
# CHECK-NOT:     WorkspaceSize

# PLAIN-LABEL: def fused_relax_nn_attention11(
# PLAIN-NEXT:    R.func_attr({"Composite": "cutlass.attention", "Primitive": True})
# PLAIN-LABEL: def main(
# PLAIN:         gv: {{.*}} = cls.fused_relax_nn_attention11(q, k, v, workspace_main)
