# `rlx eval` runs a function with the reference interpreter: .npy inputs in
# parameter order (symbolic n bound from x), outputs flattened in order.
# RUN: %rlx eval %s --in=%S/../fixtures/eval_x.npy --in=%S/../fixtures/eval_w.npy --in=%S/../fixtures/eval_b.npy \
# RUN:   --print | %FileCheck %s
# CHECK:      out0:
# CHECK-NEXT: {{\[\[}}4.5, 0],
# CHECK-NEXT: [0, 2]] (float32, shape=(2, 2))
# CHECK-NEXT: out1:
# CHECK-NEXT: [2, 2] (int64, shape=(2,))
# CHECK-NOT:  out2
#
# --out-dir writes out0.npy, out1.npy; feeding out0.npy back in (the module
# read from stdin this time) shows what was written.
# RUN: %rlx eval %s --in=%S/../fixtures/eval_x.npy --in=%S/../fixtures/eval_w.npy --in=%S/../fixtures/eval_b.npy \
# RUN:   --out-dir=%t
# RUN: %rlx eval - --entry=double --in=%t/out0.npy --print < %s | %FileCheck %s --check-prefix=ROUND
# ROUND:      out0:
# ROUND-NEXT: {{\[\[}}9, 0],
# ROUND-NEXT: [0, 4]] (float32, shape=(2, 2))
# R.call_tir runs its PrimFunc in the TIR interpreter: b + 1.
# RUN: %rlx eval %s --entry=kernel --in=%S/../fixtures/eval_b.npy --print | %FileCheck %s --check-prefix=TIR
# TIR:      out0:
# TIR-NEXT: [1.5, 0] (float32, shape=(2,))
#
# out1.npy holds the int64 shape, which `double` does not take:
# RUN: not %rlx eval %s --entry=double --in=%t/out1.npy 2>&1 | %FileCheck %s --check-prefix=DTYPE
# DTYPE: error: parameter 'y' expects dtype float32, got int64

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(2),), "float32"), B: T.Buffer((T.int64(2),), "float32")):
        for i in range(T.int64(2)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(2), i)
                B[vi] = A[vi] + T.float32(1.0)

    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), w: R.Tensor((3, 2), dtype="float32"), b: R.Tensor((2,), dtype="float32")) -> R.Tuple(R.Tensor(("n", 2), dtype="float32"), R.Shape(["n", 2])):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 2), dtype="float32") = R.matmul(x, w, out_dtype="void")
            lv1: R.Tensor((n, 2), dtype="float32") = R.add(lv, b)
            y: R.Tensor((n, 2), dtype="float32") = R.nn.relu(lv1)
            s: R.Shape([n, 2]) = R.shape_of(y)
            gv: R.Tuple(R.Tensor((n, 2), dtype="float32"), R.Shape([n, 2])) = (y, s)
            R.output(gv)
        return gv

    @R.function
    def double(y: R.Tensor(("m", 2), dtype="float32")) -> R.Tensor(("m", 2), dtype="float32"):
        m = T.int64()
        z: R.Tensor((m, 2), dtype="float32") = R.add(y, y)
        return z

    @R.function
    def kernel(b: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        gv = R.call_tir(cls.add_one, (b,), out_sinfo=R.Tensor((2,), dtype="float32"))
        return gv
