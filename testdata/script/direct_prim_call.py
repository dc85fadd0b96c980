# RUN: %rlx opt %s --passes=CallTIRRewrite > %t.py
# RUN: %FileCheck %s < %t.py
# RUN: %rlx print %t.py | diff - %t.py
# After CallTIRRewrite a PrimFunc is called directly with its output
# allocated by the caller; the printed module parses back unchanged.
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(A: T.Buffer((T.int64(4),), "float32"), B: T.Buffer((T.int64(4),), "float32"), C: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("C"):
                vi = T.axis.spatial(T.int64(4), i)
                T.reads(A[vi], B[vi])
                T.writes(C[vi])
                C[vi] = A[vi] + B[vi]

    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        gv = R.call_tir(cls.add, (x, y), out_sinfo=R.Tensor((4,), dtype="float32"))
        return gv

# CHECK: alloc: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
# CHECK-NEXT: {{.*}}: R.Tuple = cls.add(x, y, alloc)
