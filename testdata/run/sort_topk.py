# relax.sort / argsort / topk dispatched for llvm (DispatchSortScan: extern
# kernels calling tvm.contrib.sort.*) on a small input with ties and a NaN,
# run by LLVM-compiled kernels on the VM and by the TIR interpreter, and the
# undispatched operators on the reference evaluator: all three print the
# hand-computed values below. Ties keep index order; NaN ranks above every
# number (first when descending / largest, last when ascending).
# Input (tools/fixtures/make_sort_fixtures.py): [[3, 1, 4, 1, 5, nan], [2, 7, 1, 8, 2, 8]].
#
# RUN: %rlx opt %s --passes=DispatchSortScan --target=llvm > %t.py
# RUN: %rlx run %t.py --in=%S/sort_topk_x.npy --print | %FileCheck %s
# RUN: %rlx eval %t.py --in=%S/sort_topk_x.npy --print | %FileCheck %s
# RUN: %rlx eval %s --in=%S/sort_topk_x.npy --print | %FileCheck %s
#
# CHECK-LABEL: out0:
# CHECK-NEXT: {{\[\[}}nan, 5, 4, 3, 1, 1],
# CHECK-NEXT: [8, 8, 7, 2, 2, 1]] (float32, shape=(2, 6))
# CHECK-LABEL: out1:
# CHECK-NEXT: {{\[\[}}1, 0, 1, 0, 1, 1],
# CHECK-NEXT: [0, 1, 0, 1, 0, 0]] (int64, shape=(2, 6))
# CHECK-LABEL: out2:
# CHECK-NEXT: {{\[\[}}nan, 5, 4],
# CHECK-NEXT: [8, 8, 7]] (float32, shape=(2, 3))
# CHECK-LABEL: out3:
# CHECK-NEXT: {{\[\[}}5, 4, 2],
# CHECK-NEXT: [3, 5, 1]] (int32, shape=(2, 3))

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 6), dtype="float32")) -> R.Tuple(R.Tensor((2, 6), dtype="float32"), R.Tensor((2, 6), dtype="int64"), R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="int32")):
        with R.dataflow():
            s: R.Tensor((2, 6), dtype="float32") = R.sort(x, axis=-1, descending=True)
            a: R.Tensor((2, 6), dtype="int64") = R.argsort(x, axis=0, descending=False, dtype="int64")
            t: R.Tuple(R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="int32")) = R.topk(x, k=3, axis=-1, ret_type="both", largest=True, dtype="int32")
            tv: R.Tensor((2, 3), dtype="float32") = t[0]
            ti: R.Tensor((2, 3), dtype="int32") = t[1]
            gv: R.Tuple(R.Tensor((2, 6), dtype="float32"), R.Tensor((2, 6), dtype="int64"), R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="int32")) = (s, a, tv, ti)
            R.output(gv)
        return gv
