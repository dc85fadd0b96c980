# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 784), dtype="float32"), w0: R.Tensor((784, 128), dtype="float32"), b0: R.Tensor((128,), dtype="float32"), w1: R.Tensor((128, 10), dtype="float32"), b1: R.Tensor((10,), dtype="float32")) -> R.Tensor(("n", 10), dtype="float32"):
        n = T.int64()
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((n, 128), dtype="float32") = R.matmul(x, w0, out_dtype="void")
            lv1: R.Tensor((n, 128), dtype="float32") = R.add(lv, b0)
            lv2: R.Tensor((n, 128), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((n, 10), dtype="float32") = R.matmul(lv2, w1, out_dtype="void")
            gv: R.Tensor((n, 10), dtype="float32") = R.add(lv3, b1)
            R.output(gv)
        return gv
