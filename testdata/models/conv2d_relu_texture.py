# conv2d + relu whose channels (8 in, 16 out) divide by 4, so that the adreno
# texture pipeline (qcom/adreno-opencl-texture) moves the convolution to
# NCHW4c / OIHW4o and keeps the relu in the packed layout, in a texture scope.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 8, 16, 16), dtype="float32"), weight: R.Tensor((16, 8, 3, 3), dtype="float32")) -> R.Tensor((1, 16, 16, 16), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.conv2d(data, weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            gv: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.relu(lv)
            R.output(gv)
        return gv
