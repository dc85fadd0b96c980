# AnnotateTIROpPattern: every PrimFunc gets "op_pattern", the fusion kind
# TVM's analysis reads off its blocks: 0 elementwise, 1 broadcast,
# 2 injective, 3 reduction, 4 out-elementwise-fusable (multiply-add
# reductions, or a reduction followed by an elementwise output stage),
# 8 opaque. A nonzero annotation already there is kept.
# RUN: %rlx opt %s --passes=AnnotateTIROpPattern | %FileCheck %s
# RUN: %rlx opt %s --passes=LegalizeOps,AnnotateTIROpPattern | %FileCheck %s --check-prefix=LEGAL

# CHECK-LABEL: def bcast(
# CHECK-NEXT:    T.func_attr({"op_pattern": 1, "tir.noalias": T.bool(True)})
# CHECK-LABEL: def ewise(
# CHECK-NEXT:    T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
# CHECK-LABEL: def gather(
# CHECK-NEXT:    T.func_attr({"op_pattern": 2, "tir.noalias": T.bool(True)})
# CHECK-LABEL: def kept(
# CHECK-NEXT:    T.func_attr({"op_pattern": 8})
# CHECK-LABEL: def mm(
# CHECK-NEXT:    T.func_attr({"op_pattern": 4, "tir.noalias": T.bool(True)})
# CHECK-LABEL: def opaque(
# CHECK-NEXT:    T.func_attr({"op_pattern": 8})
# CHECK-LABEL: def row_sum(
# CHECK-NEXT:    T.func_attr({"op_pattern": 3, "tir.noalias": T.bool(True)})
# CHECK-LABEL: def transpose(
# CHECK-NEXT:    T.func_attr({"op_pattern": 2, "tir.noalias": T.bool(True)})

# After LegalizeOps the new kernels are annotated too; the legalized sum
# and transpose are structurally equal to row_sum and transpose above, which
# are reused.
# LEGAL-LABEL: def add(
# LEGAL-NEXT:    T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
# LEGAL-LABEL: def main(
# LEGAL:         t = R.call_tir(cls.transpose, (a,), out_sinfo=R.Tensor((3, 2), dtype="float32"))
# LEGAL-NEXT:    s = R.call_tir(cls.row_sum, (a,), out_sinfo=R.Tensor((2,), dtype="float32"))
# LEGAL-LABEL: def mean(
# LEGAL-NEXT:    T.func_attr({"op_pattern": 4, "tir.noalias": T.bool(True)})
# LEGAL-LABEL: def softmax(
# LEGAL-NEXT:    T.func_attr({"op_pattern": 4, "tir.noalias": T.bool(True)})

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def ewise(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.exp(A[v_i0, v_i1])

    @T.prim_func(private=True)
    def bcast(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(1), T.int64(4)), "float32"), C: T.Buffer((T.int64(3), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for ax0, ax1 in T.grid(T.int64(3), T.int64(4)):
            with T.block("T_add"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(A[v_ax1], B[T.int64(0), v_ax1])
                T.writes(C[v_ax0, v_ax1])
                C[v_ax0, v_ax1] = A[v_ax1] + B[T.int64(0), v_ax1]

    @T.prim_func(private=True)
    def transpose(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(3), T.int64(2)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for ax0, ax1 in T.grid(T.int64(3), T.int64(2)):
            with T.block("T_transpose"):
                v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
                T.reads(A[v_ax1, v_ax0])
                T.writes(B[v_ax0, v_ax1])
                B[v_ax0, v_ax1] = A[v_ax1, v_ax0]

    @T.prim_func(private=True)
    def gather(A: T.Buffer((T.int64(8),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for ax0 in range(T.int64(4)):
            with T.block("T_strided"):
                v_ax0 = T.axis.spatial(T.int64(4), ax0)
                T.reads(A[v_ax0 * T.int64(2)])
                T.writes(B[v_ax0])
                B[v_ax0] = A[v_ax0 * T.int64(2)]

    @T.prim_func(private=True)
    def row_sum(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(2),), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for ax0, k1 in T.grid(T.int64(2), T.int64(3)):
            with T.block("A_red"):
                v_ax0, v_k1 = T.axis.remap("SR", [ax0, k1])
                T.reads(A[v_ax0, v_k1])
                T.writes(B[v_ax0])
                with T.init():
                    B[v_ax0] = T.float32(0.0)
                B[v_ax0] = B[v_ax0] + A[v_ax0, v_k1]

    @T.prim_func(private=True)
    def mm(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(3), T.int64(4)), "float32"), C: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for i0, i1, k in T.grid(T.int64(2), T.int64(4), T.int64(3)):
            with T.block("matmul"):
                v_i0, v_i1, v_k = T.axis.remap("SSR", [i0, i1, k])
                T.reads(A[v_i0, v_k], B[v_k, v_i1])
                T.writes(C[v_i0, v_i1])
                with T.init():
                    C[v_i0, v_i1] = T.float32(0.0)
                C[v_i0, v_i1] = C[v_i0, v_i1] + A[v_i0, v_k] * B[v_k, v_i1]

    # Two stores at different indices in one block: opaque.
    @T.prim_func(private=True)
    def opaque(A: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(2)):
            with T.block("swap"):
                vi = T.axis.spatial(T.int64(2), i)
                T.reads(A[vi], A[vi + T.int64(2)])
                T.writes(A[vi], A[vi + T.int64(2)])
                A[vi] = A[vi + T.int64(2)]
                A[vi + T.int64(2)] = A[vi]

    @T.prim_func(private=True)
    def kept(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"op_pattern": 8})
        for i in range(T.int64(4)):
            with T.block("copy"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi]

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Tuple(R.Tensor((3, 2), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((2, 3), dtype="float32")):
        with R.dataflow():
            a: R.Tensor((2, 3), dtype="float32") = R.add(x, y)
            t: R.Tensor((3, 2), dtype="float32") = R.permute_dims(a, axes=None)
            s: R.Tensor((2,), dtype="float32") = R.sum(a, axis=[1])
            m: R.Tensor((2,), dtype="float32") = R.mean(a, axis=[1])
            sm: R.Tensor((2, 3), dtype="float32") = R.nn.softmax(a, axis=1)
            gv: R.Tuple(R.Tensor((3, 2), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="float32"), R.Tensor((2, 3), dtype="float32")) = (t, s, m, sm)
            R.output(gv)
        return gv
