# BindParams: named parameters of `main` become constants read from .npy
# files and leave the signature; the symbolic size `n` of a bound parameter
# becomes the array's size everywhere.
# RUN: %rlx opt %s '--passes=BindParams(func=main, params=w=%S/bind_params_w.npy;b=%S/bind_params_b.npy)' \
# RUN:   | %FileCheck %s
# A parameter name the function does not have is an error naming the
# parameters it has.
# RUN: not %rlx opt %s '--passes=BindParams(func=main, params=wt=%S/bind_params_w.npy)' 2>&1 \
# RUN:   | %FileCheck %s --check-prefix=ERR
# ERR: BindParams: 'main' has no parameter named 'wt'; its parameters are: x, w, b

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def main(x: R.Tensor((1, 2), dtype="float32")) -> R.Tensor((1, 2), dtype="float32"):
    # CHECK-NOT:     T.int64()
    # CHECK:         lv: R.Tensor((1, 2), dtype="float32") = R.matmul(x, R.const({{\[\[}}1.0, 2.0], [3.0, 4.0]], "float32"), out_dtype="void")
    # CHECK-NEXT:    gv: R.Tensor((1, 2), dtype="float32") = R.add(lv, R.const([0.5, -1.0], "float32"))
    @R.function
    def main(x: R.Tensor((1, 2), dtype="float32"), w: R.Tensor((2, "n"), dtype="float32"), b: R.Tensor(("n",), dtype="float32")) -> R.Tensor((1, "n"), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            lv: R.Tensor((1, n), dtype="float32") = R.matmul(x, w, out_dtype="void")
            gv: R.Tensor((1, n), dtype="float32") = R.add(lv, b)
            R.output(gv)
        return gv
