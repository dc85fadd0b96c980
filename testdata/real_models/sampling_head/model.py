# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(h: R.Tensor((4, 16), dtype="float32"), u: R.Tensor((4, 1), dtype="float32"), p_proj_weight: R.Tensor((50, 16), dtype="float32"), p_proj_bias: R.Tensor((50,), dtype="float32")) -> R.Tuple(R.Tensor((4, 1), dtype="int64")):
        R.func_attr({"num_input": 2})
        with R.dataflow():
            lv: R.Tensor((16, 50), dtype="float32") = R.permute_dims(p_proj_weight, axes=[1, 0])
            lv1: R.Tensor((4, 50), dtype="float32") = R.matmul(h, lv, out_dtype="float32")
            lv2: R.Tensor((4, 50), dtype="float32") = R.add(p_proj_bias, lv1)
            lv3: R.Tensor((4, 50), dtype="float32") = R.nn.softmax(lv2, axis=-1)
            lv4: R.Tensor((4, 50), dtype="float32") = R.cumsum(lv3, axis=-1, dtype=None, exclusive=False)
            lv5: R.Tensor((4, 50), dtype="bool") = R.less_equal(lv4, u)
            lv6: R.Tensor((4, 50), dtype="int64") = R.astype(lv5, dtype="int64")
            lv7: R.Tensor((4, 1), dtype="int64") = R.sum(lv6, axis=[-1], keepdims=True)
            gv: R.Tuple(R.Tensor((4, 1), dtype="int64")) = (lv7,)
            R.output(gv)
        return gv