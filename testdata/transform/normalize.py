# Normalize: a module already in normal form (all text the parser accepts
# from TVM's printer is) comes back unchanged -- the very same module, which
# the timing table reports as "no" change.
# RUN: %rlx opt %s --passes=Normalize --time 2>&1 | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK:       Normalize {{.*}} no
    # CHECK-LABEL: def main(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      lv: R.Tensor((n, 4), dtype="float32") = R.exp(x)
    # CHECK-NEXT:      gv: R.Tensor((n, 4), dtype="float32") = R.add(lv, x)
    # CHECK-NEXT:      R.output(gv)
    # CHECK:         if flag:
    # CHECK-NEXT:      a: R.Tensor((n, 4), dtype="float32") = R.negative(gv)
    # CHECK-NEXT:      r: R.Tensor((n, 4), dtype="float32") = a
    # CHECK-NEXT:    else:
    # CHECK-NEXT:      r: R.Tensor((n, 4), dtype="float32") = gv
    # CHECK-NEXT:    return r
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((n, 4), dtype="float32") = R.exp(x)
            gv: R.Tensor((n, 4), dtype="float32") = R.add(lv, x)
            R.output(gv)
        if flag:
            a: R.Tensor((n, 4), dtype="float32") = R.negative(gv)
            r: R.Tensor((n, 4), dtype="float32") = a
        else:
            r: R.Tensor((n, 4), dtype="float32") = gv
        return r
