# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import relax as R

s31 = TypeVar("s31")
@I.ir_module
class Module:
    @R.function
    def main(input: R.Tensor((s31, 16), dtype="float32"), p_0_weight: R.Tensor((32, 16), dtype="float32"), p_0_bias: R.Tensor((32,), dtype="float32"), p_2_weight: R.Tensor((4, 32), dtype="float32"), p_2_bias: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Tensor((s31, 4), dtype="float32")):
        R.func_attr({"num_input": 1, "tir_var_lower_bound": {"s31": 1}, "tir_var_upper_bound": {"s31": 64}})
        with R.dataflow():
            lv: R.Tensor((16, 32), dtype="float32") = R.permute_dims(p_0_weight, axes=[1, 0])
            lv1: R.Tensor((s31, 32), dtype="float32") = R.matmul(input, lv, out_dtype="float32")
            lv2: R.Tensor((s31, 32), dtype="float32") = R.add(p_0_bias, lv1)
            lv3: R.Tensor((s31, 32), dtype="float32") = R.nn.gelu(lv2)
            lv4: R.Tensor((32, 4), dtype="float32") = R.permute_dims(p_2_weight, axes=[1, 0])
            lv5: R.Tensor((s31, 4), dtype="float32") = R.matmul(lv3, lv4, out_dtype="float32")
            lv6: R.Tensor((s31, 4), dtype="float32") = R.add(p_2_bias, lv5)
            gv: R.Tuple(R.Tensor((s31, 4), dtype="float32")) = (lv6,)
            R.output(gv)
        return gv