# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import relax as R

total_seq_len = TypeVar("total_seq_len")
@I.ir_module
class Module:
    @R.function
    def _initialize_effect() -> R.Tuple(R.Any, R.Any, R.Any):
        with R.dataflow():
            _io: R.Any = R.null_value()
            lv: R.Tensor((4, 16), dtype="float32") = R.zeros(R.shape([4, 16]), dtype="float32")
            k_cache: R.Any = R.call_pure_packed("vm.builtin.attention_kv_cache_create", lv, R.shape([4, 16]), 0, ty_args=(R.Any,))
            lv1: R.Tensor((4, 16), dtype="float32") = R.zeros(R.shape([4, 16]), dtype="float32")
            v_cache: R.Any = R.call_pure_packed("vm.builtin.attention_kv_cache_create", lv1, R.shape([4, 16]), 0, ty_args=(R.Any,))
            lv2: R.Tuple(R.Any, R.Any, R.Any) = _io, k_cache, v_cache
            gv: R.Tuple(R.Any, R.Any, R.Any) = lv2
            R.output(gv)
        return gv

    @R.function
    def forward(x: R.Tensor((1, 16), dtype="float32"), total_seq_len_1: R.Shape([total_seq_len]), _io: R.Any, k_cache: R.Any, v_cache: R.Any, q_weight: R.Tensor((16, 16), dtype="float32"), k_weight: R.Tensor((16, 16), dtype="float32"), v_weight: R.Tensor((16, 16), dtype="float32"), o_weight: R.Tensor((16, 16), dtype="float32")) -> R.Tuple(R.Tensor((1, 16), dtype="float32"), R.Tuple(R.Any, R.Any, R.Any)):
        R.func_attr({"num_input": 5})
        with R.dataflow():
            permute_dims: R.Tensor((16, 16), dtype="float32") = R.permute_dims(q_weight, axes=None)
            matmul: R.Tensor((1, 16), dtype="float32") = R.matmul(x, permute_dims, out_dtype=None)
            permute_dims1: R.Tensor((16, 16), dtype="float32") = R.permute_dims(k_weight, axes=None)
            matmul1: R.Tensor((1, 16), dtype="float32") = R.matmul(x, permute_dims1, out_dtype=None)
            permute_dims2: R.Tensor((16, 16), dtype="float32") = R.permute_dims(v_weight, axes=None)
            matmul2: R.Tensor((1, 16), dtype="float32") = R.matmul(x, permute_dims2, out_dtype=None)
            lv3: R.Any = R.call_inplace_packed("vm.builtin.attention_kv_cache_append", k_cache, matmul1, inplace_indices=[0], ty_args=(R.Any,))
            lv4: R.Any = R.call_inplace_packed("vm.builtin.attention_kv_cache_append", v_cache, matmul2, inplace_indices=[0], ty_args=(R.Any,))
            lv5: R.Tensor((total_seq_len, 16), dtype="float32") = R.call_pure_packed("vm.builtin.attention_kv_cache_view", lv3, R.shape([total_seq_len, 16]), ty_args=(R.Tensor((total_seq_len, 16), dtype="float32"),))
            lv6: R.Tensor((total_seq_len, 16), dtype="float32") = R.call_pure_packed("vm.builtin.attention_kv_cache_view", lv4, R.shape([total_seq_len, 16]), ty_args=(R.Tensor((total_seq_len, 16), dtype="float32"),))
            permute_dims3: R.Tensor((16, total_seq_len), dtype="float32") = R.permute_dims(lv5, axes=None)
            matmul3: R.Tensor((1, total_seq_len), dtype="float32") = R.matmul(matmul, permute_dims3, out_dtype=None)
            mul: R.Tensor((1, total_seq_len), dtype="float32") = R.multiply(matmul3, R.const(0.25, "float32"))
            softmax: R.Tensor((1, total_seq_len), dtype="float32") = R.nn.softmax(mul, axis=-1)
            matmul4: R.Tensor((1, 16), dtype="float32") = R.matmul(softmax, lv6, out_dtype=None)
            permute_dims4: R.Tensor((16, 16), dtype="float32") = R.permute_dims(o_weight, axes=None)
            matmul5: R.Tensor((1, 16), dtype="float32") = R.matmul(matmul4, permute_dims4, out_dtype=None)
            gv1: R.Tuple(R.Tensor((1, 16), dtype="float32"), R.Tuple(R.Any, R.Any, R.Any)) = matmul5, (_io, lv3, lv4)
            R.output(gv1)
        return gv1