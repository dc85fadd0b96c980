# `rlx partition --backend=cutlass` is TVM's partition_for_cutlass on
# testdata/models/attention.py: the attention rewrite patterns (main's
# hand-written attention uses a layout they do not take, so it stays),
# FuseOpsByPattern(get_patterns_with_prefix("cutlass"), bind_constants=False,
# annotate_codegen=True), annotate_workspace and AllocateWorkspace.
# main's f16 matmul becomes cutlass.matmul; `fused`'s R.nn.attention becomes
# cutlass.attention, whose workspace (8 bytes: the sequence length is
# symbolic) AllocateWorkspace turns into a last "workspace" parameter of the
# wrapper (re-added as "<name>1") and of its composite, fed by a
# "workspace_main" allocation at the top of each caller's dataflow block.
# RUN: %rlx partition %S/../models/attention.py --backend=cutlass | %FileCheck %s
# Without annotate_codegen the composites stay private module functions
# with Composite and Primitive.
# RUN: %rlx partition %S/../models/attention.py --backend=cutlass --no-annotate-codegen | %FileCheck %s --check-prefix=PLAIN

# CHECK-LABEL: def fused(
# CHECK:         workspace_main: {{.*}} = R.builtin.alloc_tensor(R.shape([T.int32(8)]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
# CHECK-NEXT:    gv: {{.*}} = cls.fused_relax_nn_attention_cutlass1(q, k, v, workspace_main)
# CHECK-LABEL: def fused_relax_matmul_cutlass(
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.matmul"})
# CHECK-LABEL: def fused_relax_nn_attention_cutlass1(
# CHECK-SAME:    workspace: R.Tensor((T.int32(8),), dtype="uint8")
# CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
# CHECK:           R.func_attr({"Composite": "cutlass.attention"})
# CHECK:             R.nn.attention(
# CHECK:         gv: {{.*}} = gv1(q, k, v, workspace)
# CHECK-LABEL: def main(
# CHECK:         workspace_main: {{.*}} = R.builtin.alloc_tensor(
# CHECK:         lv2: {{.*}} = cls.fused_relax_matmul_cutlass(lv, lv1)
# CHECK-NOT:     WorkspaceSize

# PLAIN-LABEL: @R.function(private=True)
# PLAIN-NEXT:  def fused_relax_matmul(
# PLAIN-NEXT:    R.func_attr({"Composite": "cutlass.matmul", "Primitive": True})
# PLAIN-LABEL: def main(
# PLAIN:         lv2: {{.*}} = cls.fused_relax_matmul(lv, lv1)
