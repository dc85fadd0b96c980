# FuseTIR: each Primitive function of call_tirs becomes one PrimFunc with the
# same name. Parameters are buffers named after the Relax parameters, then the
# result buffer; intermediates are allocated in the root block; a kernel used
# twice gets a unique block name. The callees nothing calls any more are
# removed.
# RUN: %rlx opt %s --passes=FuseOps,FuseTIR | %FileCheck %s

# CHECK-LABEL: def fused_matmul_relu_relu(
# CHECK-SAME:    x: T.Buffer((T.int64(2), T.int64(3)), "float32"), w: T.Buffer((T.int64(3), T.int64(4)), "float32"), B: T.Buffer((T.int64(2), T.int64(4)), "float32")
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True)})
# CHECK-NEXT:    # with T.block("root"):
# CHECK-NEXT:    C = T.alloc_buffer((T.int64(2), T.int64(4)))
# CHECK:         with T.block("matmul"):
# CHECK:           C[v_i0, v_i1] = C[v_i0, v_i1] + x[v_i0, v_k] * w[v_k, v_i1]
# CHECK:         with T.block("compute"):
# CHECK:         with T.block("compute_1"):
# CHECK:           B[v_i0, v_i1] = T.max(
# CHECK-LABEL: def main(
# CHECK:         gv = R.call_tir(cls.fused_matmul_relu_relu, (x, w), out_sinfo=R.Tensor((2, 4), dtype="float32"))
# CHECK-NOT:   def relu(
# CHECK-NOT:   def matmul(

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def matmul(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(3), T.int64(4)), "float32"), C: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 4, "tir.noalias": T.bool(True)})
        for i0, i1, k in T.grid(T.int64(2), T.int64(4), T.int64(3)):
            with T.block("matmul"):
                v_i0, v_i1, v_k = T.axis.remap("SSR", [i0, i1, k])
                T.reads(A[v_i0, v_k], B[v_k, v_i1])
                T.writes(C[v_i0, v_i1])
                with T.init():
                    C[v_i0, v_i1] = T.float32(0.0)
                C[v_i0, v_i1] = C[v_i0, v_i1] + A[v_i0, v_k] * B[v_k, v_i1]

    @T.prim_func(private=True)
    def relu(A: T.Buffer((T.int64(2), T.int64(4)), "float32"), B: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        for i0, i1 in T.grid(T.int64(2), T.int64(4)):
            with T.block("compute"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1])
                T.writes(B[v_i0, v_i1])
                B[v_i0, v_i1] = T.max(A[v_i0, v_i1], T.float32(0.0))

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.matmul, (x, w), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            lv1 = R.call_tir(cls.relu, (lv,), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            gv = R.call_tir(cls.relu, (lv1,), out_sinfo=R.Tensor((2, 4), dtype="float32"))
            R.output(gv)
        return gv
