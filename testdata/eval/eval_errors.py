# `rlx eval` reports bad inputs as diagnostics with exit status 1.
# A shape that does not fit the parameter names it and the symbolic value:
# RUN: not %rlx eval %s --in=%S/../fixtures/eval_bad.npy --in=%S/../fixtures/eval_w.npy \
# RUN:   --in=%S/../fixtures/eval_b.npy 2>&1 | %FileCheck %s --check-prefix=SHAPE
# SHAPE: eval_errors.py:[[# @LINE + 22]]:14: error: parameter 'x' expects shape (n, 3) with n = 2, got (2, 4)
#
# RUN: not %rlx eval %s --in=%S/../fixtures/eval_x.npy 2>&1 | %FileCheck %s --check-prefix=COUNT
# COUNT: error: function 'main' takes 3 arguments (x, w, b), got 1
#
# RUN: not %rlx eval %s --in=%S/../fixtures/no_such.npy --in=%S/../fixtures/eval_w.npy \
# RUN:   --in=%S/../fixtures/eval_b.npy 2>&1 | %FileCheck %s --check-prefix=NPY
# NPY: no_such.npy: cannot open for reading
#
# RUN: not %rlx eval %s --entry=packed --in=%S/../fixtures/eval_b.npy 2>&1 | %FileCheck %s --check-prefix=PACKED
# PACKED: error: packed function 'vendor.fast_kernel' is not available in the reference evaluator
#
# RUN: not %rlx eval %s --entry=missing 2>&1 | %FileCheck %s --check-prefix=ENTRY
# ENTRY: error: the module has no function 'missing'; its functions are: main, packed

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32"), w: R.Tensor((3, 2), dtype="float32"), b: R.Tensor((2,), dtype="float32")) -> R.Tensor(("n", 2), dtype="float32"):
        n = T.int64()
        lv: R.Tensor((n, 2), dtype="float32") = R.matmul(x, w, out_dtype="void")
        return lv

    @R.function
    def packed(b: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        gv: R.Tensor((2,), dtype="float32") = R.call_pure_packed("vendor.fast_kernel", b, sinfo_args=(R.Tensor((2,), dtype="float32"),))
        return gv
