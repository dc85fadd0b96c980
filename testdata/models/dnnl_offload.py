# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 3, 16, 16), dtype="float32"), w1: R.Tensor((8, 3, 3, 3), dtype="float32"), b1: R.Tensor((1, 8, 1, 1), dtype="float32"), w2: R.Tensor((8, 4, 3, 3), dtype="float32"), w3: R.Tensor((64, 16), dtype="float32"), b3: R.Tensor((16,), dtype="float32")) -> R.Tensor((1, 8, 16), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(data, w1, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv1: R.Tensor((1, 8, 16, 16), dtype="float32") = R.add(lv, b1)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv2, w2, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=2, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv4: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv3)
            lv5: R.Tensor((1, 8, 64), dtype="float32") = R.reshape(lv4, R.shape([1, 8, 64]))
            lv6: R.Tensor((1, 8, 16), dtype="float32") = R.matmul(lv5, w3, out_dtype="void")
            lv7: R.Tensor((1, 8, 16), dtype="float32") = R.add(lv6, b3)
            gv: R.Tensor((1, 8, 16), dtype="float32") = R.nn.gelu(lv7)
            R.output(gv)
        return gv
