# R.median: the lower median (the element of stable ascending rank
# (n - 1) / 2) and, over an axis, its index. Built for llvm and run on the
# VM, and on the reference evaluator, against hand-computed values: row
# [3, 1, 2, 1] sorts stably to 1 (index 1), 1 (index 3), 2, 3, so rank 1 is
# the 1 at index 3; over all 12 elements rank 5 is 2.
# RUN: %rlx run %s --in=%S/median_x.npy --print | %FileCheck %s
# RUN: %rlx eval %s --in=%S/median_x.npy --print | %FileCheck %s
# CHECK:      out0:
# CHECK-NEXT: [1, 5, -1] (float32, shape=(3,))
# CHECK-NEXT: out1:
# CHECK-NEXT: [3, 0, 3] (int64, shape=(3,))
# CHECK-NEXT: out2:
# CHECK-NEXT: {{\[\[}}2]] (float32, shape=(1, 1))

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 4), dtype="float32")):
        with R.dataflow():
            m = R.median(x, axis=[1], keepdims=False)
            v = m[0]
            i = m[1]
            a = R.median(x, axis=None, keepdims=True)
            R.output(v, i, a)
        return (v, i, a)
