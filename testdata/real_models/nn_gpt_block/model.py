# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import relax as R

seq_len = TypeVar("seq_len")
@I.ir_module
class Module:
    @R.function
    def forward(ids: R.Tensor((1, seq_len), dtype="int32"), embed_weight: R.Tensor((100, 32), dtype="float32"), norm1_weight: R.Tensor((32,), dtype="float32"), qkv_weight: R.Tensor((96, 32), dtype="float32"), o_weight: R.Tensor((32, 32), dtype="float32"), norm2_weight: R.Tensor((32,), dtype="float32"), norm2_bias: R.Tensor((32,), dtype="float32"), up_weight: R.Tensor((64, 32), dtype="float32"), up_bias: R.Tensor((64,), dtype="float32"), down_weight: R.Tensor((32, 64), dtype="float32"), down_bias: R.Tensor((32,), dtype="float32")) -> R.Tensor((1, seq_len, 32), dtype="float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            reshape: R.Tensor((seq_len,), dtype="int32") = R.reshape(ids, R.shape([seq_len]))
            take: R.Tensor((seq_len, 32), dtype="float32") = R.take(embed_weight, reshape, axis=0, mode="fast")
            reshape1: R.Tensor((1, seq_len, 32), dtype="float32") = R.reshape(take, R.shape([1, seq_len, 32]))
            rms_norm: R.Tensor((1, seq_len, 32), dtype="float32") = R.nn.rms_norm(reshape1, norm1_weight, axes=[-1], epsilon=1.0000000000000001e-05)
            permute_dims: R.Tensor((32, 96), dtype="float32") = R.permute_dims(qkv_weight, axes=None)
            matmul: R.Tensor((1, seq_len, 96), dtype="float32") = R.matmul(rms_norm, permute_dims, out_dtype=None)
            reshape2: R.Tensor((1, seq_len, 3, 4, 8), dtype="float32") = R.reshape(matmul, R.shape([1, seq_len, 3, 4, 8]))
            split: R.Tuple(R.Tensor((1, seq_len, 1, 4, 8), dtype="float32"), R.Tensor((1, seq_len, 1, 4, 8), dtype="float32"), R.Tensor((1, seq_len, 1, 4, 8), dtype="float32")) = R.split(reshape2, indices_or_sections=3, axis=2)
            split_0: R.Tensor((1, seq_len, 1, 4, 8), dtype="float32") = split[0]
            split_1: R.Tensor((1, seq_len, 1, 4, 8), dtype="float32") = split[1]
            split_2: R.Tensor((1, seq_len, 1, 4, 8), dtype="float32") = split[2]
            squeeze: R.Tensor((1, seq_len, 4, 8), dtype="float32") = R.squeeze(split_0, axis=[2])
            squeeze1: R.Tensor((1, seq_len, 4, 8), dtype="float32") = R.squeeze(split_1, axis=[2])
            squeeze2: R.Tensor((1, seq_len, 4, 8), dtype="float32") = R.squeeze(split_2, axis=[2])
            scaled_dot_product_attention: R.Tensor((1, seq_len, 4, 8), dtype="float32") = R.nn.attention(squeeze, squeeze1, squeeze2, scale=None, causal_mask="TopLeft", window_size=None)
            reshape3: R.Tensor((1, seq_len, 32), dtype="float32") = R.reshape(scaled_dot_product_attention, R.shape([1, seq_len, 32]))
            permute_dims1: R.Tensor((32, 32), dtype="float32") = R.permute_dims(o_weight, axes=None)
            matmul1: R.Tensor((1, seq_len, 32), dtype="float32") = R.matmul(reshape3, permute_dims1, out_dtype=None)
            add: R.Tensor((1, seq_len, 32), dtype="float32") = R.add(reshape1, matmul1)
            layer_norm: R.Tensor((1, seq_len, 32), dtype="float32") = R.nn.layer_norm(add, norm2_weight, norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            permute_dims2: R.Tensor((32, 64), dtype="float32") = R.permute_dims(up_weight, axes=None)
            matmul2: R.Tensor((1, seq_len, 64), dtype="float32") = R.matmul(layer_norm, permute_dims2, out_dtype=None)
            add1: R.Tensor((1, seq_len, 64), dtype="float32") = R.add(matmul2, up_bias)
            gelu: R.Tensor((1, seq_len, 64), dtype="float32") = R.nn.gelu(add1)
            permute_dims3: R.Tensor((64, 32), dtype="float32") = R.permute_dims(down_weight, axes=None)
            matmul3: R.Tensor((1, seq_len, 32), dtype="float32") = R.matmul(gelu, permute_dims3, out_dtype=None)
            add2: R.Tensor((1, seq_len, 32), dtype="float32") = R.add(matmul3, down_bias)
            add3: R.Tensor((1, seq_len, 32), dtype="float32") = R.add(add, add2)
            softmax: R.Tensor((1, seq_len, 32), dtype="float32") = R.nn.softmax(add3, axis=-1)
            gv: R.Tensor((1, seq_len, 32), dtype="float32") = softmax
            R.output(gv)
        return gv