# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis
# from tvm.script import relax as R

batch = TypeVar("batch")
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def half_relu(conv2d1: T.Buffer((batch, T.int64(8), T.int64(16), T.int64(16)), "float32"), half_relu: T.Buffer((batch, T.int64(8), T.int64(16), T.int64(16)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i0, i1, i2, i3 in T.grid(batch, T.int64(8), T.int64(16), T.int64(16)):
            with T.sblock("half_relu"):
                v_i0, v_i1, v_i2, v_i3 = T.axis.remap("SSSS", [i0, i1, i2, i3])
                T.reads(conv2d1[v_i0, v_i1, v_i2, v_i3])
                T.writes(half_relu[v_i0, v_i1, v_i2, v_i3])
                half_relu[v_i0, v_i1, v_i2, v_i3] = T.max(conv2d1[v_i0, v_i1, v_i2, v_i3], T.float32(0.0)) * T.float32(0.5)

    @R.function
    def forward(z: R.Tensor((batch, 4, 8, 8), dtype="float32"), conv_in_weight: R.Tensor((8, 4, 3, 3), dtype="float32"), conv_in_bias: R.Tensor((8,), dtype="float32"), norm_weight: R.Tensor((8,), dtype="float32"), norm_bias: R.Tensor((8,), dtype="float32"), conv_up_weight: R.Tensor((8, 8, 3, 3), dtype="float32"), conv_up_bias: R.Tensor((8,), dtype="float32"), conv_out_weight: R.Tensor((3, 8, 3, 3), dtype="float32"), conv_out_bias: R.Tensor((3,), dtype="float32")) -> R.Tensor((batch, 3, 16, 16), dtype="float32"):
        R.func_attr({"num_input": 1})
        cls = Module
        with R.dataflow():
            lv: R.Tensor((batch, 8, 8, 8), dtype="float32") = R.nn.conv2d(z, conv_in_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv1: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(conv_in_bias, R.shape([1, 8, 1, 1]))
            conv2d: R.Tensor((batch, 8, 8, 8), dtype="float32") = R.add(lv, lv1)
            group_norm: R.Tensor((batch, 8, 8, 8), dtype="float32") = R.nn.group_norm(conv2d, norm_weight, norm_bias, num_groups=4, channel_axis=1, axes=[2, 3], epsilon=1.0000000000000001e-05, center=True, scale=True)
            silu: R.Tensor((batch, 8, 8, 8), dtype="float32") = R.nn.silu(group_norm)
            interpolate: R.Tensor((batch, 8, 16, 16), dtype="float32") = R.image.resize2d(silu, R.shape([16, 16]), roi=[T.float32(0.0), T.float32(0.0), T.float32(0.0), T.float32(0.0)], layout="NCHW", method="linear", coordinate_transformation_mode="half_pixel", rounding_method="round", cubic_alpha=-0.75, cubic_exclude=0, extrapolation_value=0.0, out_dtype=None)
            lv2: R.Tensor((batch, 8, 16, 16), dtype="float32") = R.nn.conv2d(interpolate, conv_up_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv3: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(conv_up_bias, R.shape([1, 8, 1, 1]))
            conv2d1: R.Tensor((batch, 8, 16, 16), dtype="float32") = R.add(lv2, lv3)
            lv4 = R.call_tir(cls.half_relu, (conv2d1,), out_ty=R.Tensor((batch, 8, 16, 16), dtype="float32"))
            lv5: R.Tensor((batch, 3, 16, 16), dtype="float32") = R.nn.conv2d(lv4, conv_out_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype=None)
            lv6: R.Tensor((1, 3, 1, 1), dtype="float32") = R.reshape(conv_out_bias, R.shape([1, 3, 1, 1]))
            conv2d2: R.Tensor((batch, 3, 16, 16), dtype="float32") = R.add(lv5, lv6)
            tanh: R.Tensor((batch, 3, 16, 16), dtype="float32") = R.tanh(conv2d2)
            gv: R.Tensor((batch, 3, 16, 16), dtype="float32") = tanh
            R.output(gv)
        return gv