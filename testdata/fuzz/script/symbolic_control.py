# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def helper(x: R.Tensor(("n", "m"), dtype="float32")) -> R.Tensor(("n", "m"), dtype="float32"):
        n = T.int64()
        m = T.int64()
        y: R.Tensor((n, m), dtype="float32") = R.exp(x)
        return y

    @R.function
    def main(x: R.Tensor(dtype="float32", ndim=2), flag: R.Tensor((), dtype="bool")) -> R.Tensor(dtype="float32", ndim=2):
        n = T.int64()
        m = T.int64()
        lv: R.Tensor((n, m), dtype="float32") = R.match_cast(x, R.Tensor((n, m), dtype="float32"))
        shape: R.Shape([n, m]) = R.shape([n, m])
        if flag:
            lv1: R.Tensor((n, m), dtype="float32") = cls.helper(lv)
            res: R.Tensor((n, m), dtype="float32") = lv1
        else:
            lv2: R.Tensor((n, m), dtype="float32") = R.negative(lv)
            res: R.Tensor((n, m), dtype="float32") = lv2
        tup: R.Tuple(R.Tensor((n, m), dtype="float32"), R.Shape([n, m])) = (res, shape)
        out: R.Tensor((n, m), dtype="float32") = tup[0]
        return out
