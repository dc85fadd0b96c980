# CallTIRRewrite makes call_tir outputs explicit; a call with tir_vars
# becomes R.vm.call_tir_dyn with the shape appended.
# RUN: %rlx opt %s --passes=CallTIRRewrite | %FileCheck %s
# CHECK-LABEL: def main(
# CHECK-NEXT: R.func_attr({"relax.force_pure": True})
# CHECK: alloc: R.Tensor((n,), dtype="float32") = R.builtin.alloc_tensor(R.shape([n]), R.dtype("float32"), R.prim_value(0), R.str("global"))
# CHECK-NEXT: alloc_1: R.Tensor((n,), dtype="float32") = R.builtin.alloc_tensor(R.shape([n]), R.dtype("float32"), R.prim_value(0), R.str("global"))
# CHECK-NEXT: _: R.Tuple = R.vm.call_tir_dyn(cls.scale_shift, (x, alloc, alloc_1, R.shape([n + 1])))
# CHECK-NEXT: lv: R.Tuple(R.Tensor((n,), dtype="float32"), R.Tensor((n,), dtype="float32")) = (alloc, alloc_1)
# CHECK-NOT: R.call_tir
#
# The VM runs it (tuple outputs flattened, the symbolic m = n + 1 computed
# from the shape heap), like the reference interpreter:
# RUN: %rlx run %s --in=%S/arange3.npy --print | %FileCheck %s --check-prefix=OUT
# RUN: %rlx eval %s --in=%S/arange3.npy --print | %FileCheck %s --check-prefix=OUT
# OUT: out0:
# OUT-NEXT: [0, 4, 8] (float32, shape=(3,))
# OUT-NEXT: out1:
# OUT-NEXT: [4, 5, 6] (float32, shape=(3,))

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def scale_shift(var_A: T.handle, var_B: T.handle, var_C: T.handle, m: T.int64):
        T.func_attr({"tir.noalias": T.bool(True)})
        n = T.int64()
        A = T.match_buffer(var_A, (n,))
        B = T.match_buffer(var_B, (n,))
        C = T.match_buffer(var_C, (n,))
        for i in range(n):
            with T.block("B"):
                vi = T.axis.spatial(n, i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.Cast("float32", m)
        for i in range(n):
            with T.block("C"):
                vi = T.axis.spatial(n, i)
                T.reads(A[vi])
                T.writes(C[vi])
                C[vi] = A[vi] + T.Cast("float32", m)

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tuple(R.Tensor(("n",), dtype="float32"), R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        cls = Module
        lv = R.call_tir(cls.scale_shift, (x,), out_sinfo=[R.Tensor((n,), dtype="float32"), R.Tensor((n,), dtype="float32")], tir_vars=R.shape([n + 1]))
        return lv
