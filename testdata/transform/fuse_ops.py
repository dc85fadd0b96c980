# FuseOps: call_tir bindings in dataflow blocks are grouped by the op_pattern
# of their PrimFuncs (0 elementwise, 1 broadcast, 2 injective, 3 reduction,
# 4 out-elementwise-fusable, 8 opaque) and each group of two or more becomes a
# private Primitive function named after its callees, called in its place.
# RUN: %rlx opt %s --passes=FuseOps | %FileCheck %s
# RUN: %rlx opt %s --passes='FuseOps(fuse_opt_level=0)' | %FileCheck %s --check-prefix=NOFUSE

# An elementwise chain; the constant becomes a parameter.
# CHECK-LABEL: def fused_add_relu_exp(
# CHECK-SAME:    x: R.Tensor((4, 4), dtype="float32"), param_0: R.Tensor((), dtype="float32")
# CHECK-NEXT:    R.func_attr({"Primitive": True})
# CHECK:         R.call_tir(cls.add, (x, param_0)
# CHECK:         R.call_tir(cls.relu,
# CHECK:         lv1 = R.call_tir(cls.exp,
# CHECK-NEXT:    R.output(lv1)
# The matmul takes the elementwise add and relu that follow it.
# CHECK-LABEL: def fused_matmul_add2_relu(
# CHECK-SAME:    lv2: R.Tensor((4, 4), dtype="float32"), w: R.Tensor((4, 4), dtype="float32"), b: R.Tensor((4, 4), dtype="float32")
# CHECK-NEXT:    R.func_attr({"Primitive": True})
# CHECK:           R.output(gv)
# CHECK-NEXT:    return gv

# The opaque kernel separates the two groups.
# CHECK-LABEL: def main(
# CHECK:         lv1: R.Tensor((4, 4), dtype="float32") = cls.fused_add_relu_exp(x, R.const(1.0, "float32"))
# CHECK-NEXT:    lv2 = R.call_tir(cls.opaque, (lv1,)
# CHECK-NEXT:    gv: R.Tensor((4, 4), dtype="float32") = cls.fused_matmul_add2_relu(lv2, w, b)
# CHECK-NEXT:    R.output(gv)

# NOFUSE-LABEL: def main(
# NOFUSE:         lv = R.call_tir(cls.add,
# NOFUSE-NOT:     fused_

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((), "float32"), C: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                C[v_i0, v_i1] = A[v_i0, v_i1] + B[()]

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                B[v_i0, v_i1] = T.max(A[v_i0, v_i1], T.float32(0.0))

    @T.prim_func(private=True)
    def exp(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                B[v_i0, v_i1] = T.exp(A[v_i0, v_i1])

    @T.prim_func(private=True)
    def opaque(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 8})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("copy"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                B[v_i0, v_i1] = A[v_i1, v_i0]

    @T.prim_func(private=True)
    def matmul(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32"), C: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 4})
        for i0, i1, k in T.grid(T.int64(4), T.int64(4), T.int64(4)):
            with T.block("matmul"):
                v_i0, v_i1, v_k = T.axis.remap("SSR", [i0, i1, k])
                with T.init():
                    C[v_i0, v_i1] = T.float32(0.0)
                C[v_i0, v_i1] = C[v_i0, v_i1] + A[v_i0, v_k] * B[v_k, v_i1]

    @T.prim_func(private=True)
    def add2(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32"), C: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                C[v_i0, v_i1] = A[v_i0, v_i1] + B[v_i0, v_i1]

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), w: R.Tensor((4, 4), dtype="float32"), b: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add, (x, R.const(1.0, "float32")), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            lv0 = R.call_tir(cls.relu, (lv,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            lv1 = R.call_tir(cls.exp, (lv0,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            lv2 = R.call_tir(cls.opaque, (lv1,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            lv3 = R.call_tir(cls.matmul, (lv2, w), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            lv4 = R.call_tir(cls.add2, (lv3, b), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            gv = R.call_tir(cls.relu, (lv4,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            R.output(gv)
        return gv
