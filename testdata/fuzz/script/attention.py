# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(q: R.Tensor((1, "s", 8, 64), dtype="float16"), k: R.Tensor((1, "s", 8, 64), dtype="float16"), v: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        with R.dataflow():
            lv: R.Tensor((1, 8, s, 64), dtype="float16") = R.permute_dims(q, axes=[0, 2, 1, 3])
            lv1: R.Tensor((1, 8, 64, s), dtype="float16") = R.permute_dims(k, axes=[0, 2, 3, 1])
            lv2: R.Tensor((1, 8, s, s), dtype="float16") = R.matmul(lv, lv1, out_dtype="void")
            lv3: R.Tensor((1, 8, s, s), dtype="float16") = R.multiply(lv2, R.const(0.125, "float16"))
            lv4: R.Tensor((1, 8, s, s), dtype="float16") = R.nn.softmax(lv3, axis=-1)
            lv5: R.Tensor((1, 8, s, 64), dtype="float16") = R.permute_dims(v, axes=[0, 2, 1, 3])
            lv6: R.Tensor((1, 8, s, 64), dtype="float16") = R.matmul(lv4, lv5, out_dtype="void")
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.permute_dims(lv6, axes=[0, 2, 1, 3])
            R.output(gv)
        return gv

    @R.function
    def fused(q: R.Tensor((1, "s", 8, 64), dtype="float16"), k: R.Tensor((1, "s", 8, 64), dtype="float16"), v: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        with R.dataflow():
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.nn.attention(q, k, v, scale=None, causal_mask="BottomRight", window_size=None)
            R.output(gv)
        return gv
