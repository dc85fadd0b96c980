# R.Prim and R.Shape parameters bind symbolic variables on the VM; shape
# and prim results are computed from them (n = 3, m = 5, a = 7, b = 9).
# RUN: %rlx run %s --in=%S/prim_x.npy --in=%S/prim_k.npy --in=%S/prim_s.npy --print | %FileCheck %s
# RUN: %rlx eval %s --in=%S/prim_x.npy --in=%S/prim_k.npy --in=%S/prim_s.npy --print | %FileCheck %s
# CHECK: out0:
# CHECK-NEXT: [22, 4] (int64, shape=(2,))
# CHECK-NEXT: out1:
# CHECK-NEXT: -6 (int64, shape=())
#
# RUN: not %rlx run %s --in=%S/prim_x.npy --in=%S/prim_k.npy --in=%S/prim_s3.npy 2>&1 \
# RUN:   | %FileCheck %s --check-prefix=RANK
# RANK: error: ErrorContext(fn=main, loc=param[2], param=s, annotation=R.Shape([a, b])) expects a shape of 2 dimensions, got (1, 2, 3)

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 2), dtype="float32"), k: R.Prim(value="m"), s: R.Shape(["a", "b"])) -> R.Tuple(R.Shape(ndim=2), R.Prim("int64")):
        n = T.int64()
        m = T.int64()
        a = T.int64()
        b = T.int64()
        t: R.Tuple(R.Shape([n * m + a, b // 2]), R.Prim(value=n - b)) = (R.shape([n * m + a, b // 2]), R.prim_value(n - b))
        return t
