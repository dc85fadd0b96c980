# AllocateWorkspace: when some external function (Codegen or Composite) has a
# WorkspaceSize attribute, every such function takes one more parameter, a
# uint8 workspace of the module's largest WorkspaceSize, passes it on to its
# inner composite calls, loses the attribute and is renamed (TVM's fresh
# name, "<name>1", global_symbol following); each other Relax function
# allocates the workspace once, at the top of its first dataflow block, and
# passes it to the rewritten functions it calls. External functions without a
# WorkspaceSize are left alone.
# RUN: %rlx opt %s --passes=AllocateWorkspace | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def fused_attention_cutlass1(
    # CHECK-SAME:    q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16"), [[WS:workspace[_0-9]*]]: R.Tensor((2048,), dtype="uint8")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
    # CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
    # CHECK-NEXT:    @R.function
    # CHECK-NEXT:    def gv1(q_1: {{.*}}, v_1: R.Tensor((2, 4, 8, 16), dtype="float16"), {{workspace[_0-9]*}}: R.Tensor((2048,), dtype="uint8")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
    # CHECK-NEXT:      R.func_attr({"Composite": "cutlass.attention"})
    # CHECK:         gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv1(q, k, v, [[WS]])
    # CHECK-NEXT:    return gv
    @R.function
    def fused_attention_cutlass(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        R.func_attr({"Codegen": "cutlass", "WorkspaceSize": 2048, "global_symbol": "fused_attention_cutlass"})
        @R.function
        def gv1(q_1: R.Tensor((2, 4, 8, 16), dtype="float16"), k_1: R.Tensor((2, 4, 8, 16), dtype="float16"), v_1: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
            R.func_attr({"Composite": "cutlass.attention", "WorkspaceSize": 2048})
            with R.dataflow():
                gv_1: R.Tensor((2, 4, 8, 16), dtype="float16") = R.nn.attention(q_1, k_1, v_1)
                R.output(gv_1)
            return gv_1
        gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv1(q, k, v)
        return gv

    # No WorkspaceSize: same name, same parameters, no workspace.
    # CHECK-LABEL: def fused_plain_cutlass(x: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
    # CHECK-NOT:     workspace
    # CHECK:         gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv3(x)
    @R.function
    def fused_plain_cutlass(x: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        R.func_attr({"Codegen": "cutlass", "global_symbol": "fused_plain_cutlass"})
        @R.function
        def gv3(x_1: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
            R.func_attr({"Composite": "cutlass.relu"})
            with R.dataflow():
                y: R.Tensor((2, 4, 8, 16), dtype="float16") = R.nn.relu(x_1)
                R.output(y)
            return y
        gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv3(x)
        return gv

    # A smaller WorkspaceSize still gets the largest one.
    # CHECK-LABEL: def fused_small_cutlass1(
    # CHECK-SAME:    x: R.Tensor((2, 4, 8, 16), dtype="float16"), [[WS:workspace[_0-9]*]]: R.Tensor((2048,), dtype="uint8")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
    # CHECK-NEXT:    R.func_attr({"Codegen": "cutlass"})
    # CHECK:         def gv2(x_1: R.Tensor((2, 4, 8, 16), dtype="float16"), {{workspace[_0-9]*}}: R.Tensor((2048,), dtype="uint8")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
    # CHECK-NEXT:      R.func_attr({"Composite": "cutlass.relu"})
    # CHECK:         gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv2(x, [[WS]])
    @R.function
    def fused_small_cutlass(x: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        R.func_attr({"Codegen": "cutlass", "WorkspaceSize": 512, "global_symbol": "fused_small_cutlass"})
        @R.function
        def gv2(x_1: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
            R.func_attr({"Composite": "cutlass.relu", "WorkspaceSize": 512})
            with R.dataflow():
                y: R.Tensor((2, 4, 8, 16), dtype="float16") = R.nn.relu(x_1)
                R.output(y)
            return y
        gv: R.Tensor((2, 4, 8, 16), dtype="float16") = gv2(x)
        return gv

    # One allocation, shared by both rewritten callees.
    # CHECK-LABEL: def main(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      workspace_main: R.Tensor((2048,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([2048]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
    # CHECK-NEXT:      lv: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_attention_cutlass1(q, k, v, workspace_main)
    # CHECK-NEXT:      lv1: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_small_cutlass1(lv, workspace_main)
    # CHECK-NEXT:      lv2: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_plain_cutlass(lv1)
    # CHECK-NEXT:      gv: R.Tensor((2, 4, 8, 16), dtype="float16") = R.add(lv2, q)
    # CHECK-NOT:     alloc_tensor
    # CHECK:         return gv
    @R.function
    def main(q: R.Tensor((2, 4, 8, 16), dtype="float16"), k: R.Tensor((2, 4, 8, 16), dtype="float16"), v: R.Tensor((2, 4, 8, 16), dtype="float16")) -> R.Tensor((2, 4, 8, 16), dtype="float16"):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_attention_cutlass(q, k, v)
            lv1: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_small_cutlass(lv)
            lv2: R.Tensor((2, 4, 8, 16), dtype="float16") = cls.fused_plain_cutlass(lv1)
            gv: R.Tensor((2, 4, 8, 16), dtype="float16") = R.add(lv2, q)
            R.output(gv)
        return gv

    # As in TVM, every Relax function's first dataflow block allocates one,
    # used or not (DeadCodeElimination removes it here).
    # CHECK-LABEL: def other(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      workspace_main: R.Tensor((2048,), dtype="uint8") = R.builtin.alloc_tensor(
    # CHECK-NEXT:      y: R.Tensor((4,), dtype="float32") = R.exp(x)
    @R.function
    def other(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        with R.dataflow():
            y: R.Tensor((4,), dtype="float32") = R.exp(x)
            R.output(y)
        return y
