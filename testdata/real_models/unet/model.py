# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_inc_weight: R.Tensor((8, 3, 3, 3), dtype="float32"), p_inc_bias: R.Tensor((8,), dtype="float32"), p_gn1_weight: R.Tensor((8,), dtype="float32"), p_gn1_bias: R.Tensor((8,), dtype="float32"), p_down_weight: R.Tensor((16, 8, 3, 3), dtype="float32"), p_down_bias: R.Tensor((16,), dtype="float32"), p_gn2_weight: R.Tensor((16,), dtype="float32"), p_gn2_bias: R.Tensor((16,), dtype="float32"), p_mid_weight: R.Tensor((16, 16, 3, 3), dtype="float32"), p_mid_bias: R.Tensor((16,), dtype="float32"), p_up_weight: R.Tensor((16, 8, 2, 2), dtype="float32"), p_up_bias: R.Tensor((8,), dtype="float32"), p_out_weight: R.Tensor((4, 24, 1, 1), dtype="float32"), p_out_bias: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Tensor((1, 4, 32, 32), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 8, 32, 32), dtype="float32") = R.nn.conv2d(x, p_inc_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_inc_bias, R.shape([1, 8, 1, 1]))
            lv2: R.Tensor((1, 8, 32, 32), dtype="float32") = R.add(lv, lv1)
            lv3: R.Tensor((1, 8, 32, 32), dtype="float32") = R.nn.group_norm(lv2, p_gn1_weight, p_gn1_bias, num_groups=2, channel_axis=1, axes=[2, 3], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv4: R.Tensor((1, 8, 32, 32), dtype="float32") = R.sigmoid(lv3)
            lv5: R.Tensor((1, 8, 32, 32), dtype="float32") = R.multiply(lv3, lv4)
            lv6: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.conv2d(lv5, p_down_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv7: R.Tensor((1, 16, 1, 1), dtype="float32") = R.reshape(p_down_bias, R.shape([1, 16, 1, 1]))
            lv8: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv6, lv7)
            lv9: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.group_norm(lv8, p_gn2_weight, p_gn2_bias, num_groups=4, channel_axis=1, axes=[2, 3], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv10: R.Tensor((1, 16, 16, 16), dtype="float32") = R.sigmoid(lv9)
            lv11: R.Tensor((1, 16, 16, 16), dtype="float32") = R.multiply(lv9, lv10)
            lv12: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.conv2d(lv11, p_mid_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv13: R.Tensor((1, 16, 1, 1), dtype="float32") = R.reshape(p_mid_bias, R.shape([1, 16, 1, 1]))
            lv14: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv12, lv13)
            lv15: R.Tensor((1, 16, 16, 16), dtype="float32") = R.sigmoid(lv14)
            lv16: R.Tensor((1, 16, 16, 16), dtype="float32") = R.multiply(lv14, lv15)
            lv17: R.Tensor((1, 8, 32, 32), dtype="float32") = R.nn.conv2d_transpose(lv16, p_up_weight, strides=[2, 2], padding=[0, 0, 0, 0], output_padding=[0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="IOHW", out_layout="NCHW", out_dtype="float32")
            lv18: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_up_bias, R.shape([1, 8, 1, 1]))
            lv19: R.Tensor((1, 8, 32, 32), dtype="float32") = R.add(lv17, lv18)
            lv20: R.Tensor((1, 16, 32, 32), dtype="float32") = R.image.resize2d(lv16, R.shape([32, 32]), roi=[T.float32(0.0), T.float32(0.0), T.float32(0.0), T.float32(0.0)], layout="NCHW", method="nearest_neighbor", coordinate_transformation_mode="half_pixel", rounding_method="round", cubic_alpha=-0.75, cubic_exclude=0, extrapolation_value=0.0, out_dtype=None)
            lv21: R.Tensor((1, 8, 32, 32), dtype="float32") = R.strided_slice(lv20, (1,), (0,), (8,), (1,), assume_inbound=False)
            lv22: R.Tensor((1, 16, 32, 32), dtype="float32") = R.image.resize2d(lv16, R.shape([32, 32]), roi=[T.float32(0.0), T.float32(0.0), T.float32(0.0), T.float32(0.0)], layout="NCHW", method="linear", coordinate_transformation_mode="half_pixel", rounding_method="round", cubic_alpha=-0.75, cubic_exclude=0, extrapolation_value=0.0, out_dtype=None)
            lv23: R.Tensor((1, 8, 32, 32), dtype="float32") = R.strided_slice(lv22, (1,), (8,), (16,), (1,), assume_inbound=False)
            lv24: R.Tensor((1, 8, 32, 32), dtype="float32") = R.add(lv19, lv5)
            lv25: R.Tensor((1, 24, 32, 32), dtype="float32") = R.concat((lv24, lv21, lv23), axis=1)
            lv26: R.Tensor((1, 4, 32, 32), dtype="float32") = R.nn.conv2d(lv25, p_out_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv27: R.Tensor((1, 4, 1, 1), dtype="float32") = R.reshape(p_out_bias, R.shape([1, 4, 1, 1]))
            lv28: R.Tensor((1, 4, 32, 32), dtype="float32") = R.add(lv26, lv27)
            gv: R.Tuple(R.Tensor((1, 4, 32, 32), dtype="float32")) = (lv28,)
            R.output(gv)
        return gv