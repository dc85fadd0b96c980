metadata = tvm.ir.load_json("""{
  \"root_index\": 22,
  \"nodes\": [
    {
      \"type\": \"ffi.String\",
      \"data\": \"ir.GenericConst\"
    },
    {
      \"type\": \"None\"
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"int64\"
      }
    },
    {
      \"type\": \"int\",
      \"data\": 1
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"int\",
      \"data\": 64
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        4,
        6
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 7,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 8,
        \"values\": 7
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 9,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAAEAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAgAAAAAAAAADAAAAAAAAAAQAAAAAAAAABQAAAAAAAAAGAAAAAAAAAAcAAAAAAAAACAAAAAAAAAAJAAAAAAAAAAoAAAAAAAAACwAAAAAAAAAMAAAAAAAAAA0AAAAAAAAADgAAAAAAAAAPAAAAAAAAABAAAAAAAAAAEQAAAAAAAAASAAAAAAAAABMAAAAAAAAAFAAAAAAAAAAVAAAAAAAAABYAAAAAAAAAFwAAAAAAAAAYAAAAAAAAABkAAAAAAAAAGgAAAAAAAAAbAAAAAAAAABwAAAAAAAAAHQAAAAAAAAAeAAAAAAAAAB8AAAAAAAAAIAAAAAAAAAAhAAAAAAAAACIAAAAAAAAAIwAAAAAAAAAkAAAAAAAAACUAAAAAAAAAJgAAAAAAAAAnAAAAAAAAACgAAAAAAAAAKQAAAAAAAAAqAAAAAAAAACsAAAAAAAAALAAAAAAAAAAtAAAAAAAAAC4AAAAAAAAALwAAAAAAAAAwAAAAAAAAADEAAAAAAAAAMgAAAAAAAAAzAAAAAAAAADQAAAAAAAAANQAAAAAAAAA2AAAAAAAAADcAAAAAAAAAOAAAAAAAAAA5AAAAAAAAADoAAAAAAAAAOwAAAAAAAAA8AAAAAAAAAD0AAAAAAAAAPgAAAAAAAAA\\/AAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 10,
        \"value\": 11
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13,
        14
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 15,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 16,
        \"values\": 15
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 17,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAAEAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 18,
        \"value\": 19
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        12,
        20
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        21
      ]
    }
  ],
  \"metadata\": {
    \"tvm_version\": \"0.27.0.post1\"
  }
}""")
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis
# from tvm.script import relax as R

s50 = TypeVar("s50")
@I.ir_module
class Module:
    @R.function
    def main(args_0: R.Tensor((1, s50), dtype="int64"), p_inner_embeddings_word_embeddings_weight: R.Tensor((100, 32), dtype="float32"), p_inner_embeddings_position_embeddings_weight: R.Tensor((64, 32), dtype="float32"), p_inner_embeddings_token_type_embeddings_weight: R.Tensor((2, 32), dtype="float32"), p_inner_embeddings_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_embeddings_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_self_query_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_query_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_self_key_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_key_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_self_value_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_value_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_output_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_intermediate_dense_weight: R.Tensor((64, 32), dtype="float32"), p_inner_encoder_layer_0_intermediate_dense_bias: R.Tensor((64,), dtype="float32"), p_inner_encoder_layer_0_output_dense_weight: R.Tensor((32, 64), dtype="float32"), p_inner_encoder_layer_0_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_self_query_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_self_query_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_self_key_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_self_key_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_self_value_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_self_value_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_output_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_intermediate_dense_weight: R.Tensor((64, 32), dtype="float32"), p_inner_encoder_layer_1_intermediate_dense_bias: R.Tensor((64,), dtype="float32"), p_inner_encoder_layer_1_output_dense_weight: R.Tensor((32, 64), dtype="float32"), p_inner_encoder_layer_1_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_pooler_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_pooler_dense_bias: R.Tensor((32,), dtype="float32")) -> R.Tuple(R.Tensor(dtype="float32", ndim=3)):
        R.func_attr({"num_input": 1, "tir_var_lower_bound": {"s50": 2}, "tir_var_upper_bound": {"s50": 64}})
        with R.dataflow():
            lv: R.Tensor((1, T.min(s50, 64)), dtype="int64") = R.strided_slice(metadata["ir.GenericConst"][0], (1,), (0,), (s50,), (1,), assume_inbound=False)
            lv1: R.Tensor((1, 64), dtype="int64") = R.broadcast_to(metadata["ir.GenericConst"][1], R.shape([1, 64]))
            lv2: R.Tensor((1, T.min(s50, 64)), dtype="int64") = R.gather_elements(lv1, lv, axis=1)
            lv3: R.Tensor((1, s50), dtype="int64") = R.broadcast_to(lv2, R.shape([1, s50]))
            lv4: R.Tensor((1, s50), dtype="int32") = R.astype(args_0, dtype="int32")
            lv5: R.Tensor((s50,), dtype="int32") = R.reshape(lv4, R.shape([s50]))
            lv6: R.Tensor((s50, 32), dtype="float32") = R.take(p_inner_embeddings_word_embeddings_weight, lv5, axis=0, mode="fast")
            lv7: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv6, R.shape([1, s50, 32]))
            lv8: R.Tensor((1, s50), dtype="int32") = R.astype(lv3, dtype="int32")
            lv9: R.Tensor((s50,), dtype="int32") = R.reshape(lv8, R.shape([s50]))
            lv10: R.Tensor((s50, 32), dtype="float32") = R.take(p_inner_embeddings_token_type_embeddings_weight, lv9, axis=0, mode="fast")
            lv11: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv10, R.shape([1, s50, 32]))
            lv12: R.Tensor((1, s50, 32), dtype="float32") = R.add(lv7, lv11)
            lv13: R.Tensor((1, T.min(s50, 64)), dtype="int32") = R.astype(lv, dtype="int32")
            lv14: R.Tensor((T.min(s50, 64),), dtype="int32") = R.reshape(lv13, R.shape([T.min(s50, 64)]))
            lv15: R.Tensor((T.min(s50, 64), 32), dtype="float32") = R.take(p_inner_embeddings_position_embeddings_weight, lv14, axis=0, mode="fast")
            lv16: R.Tensor((1, T.min(s50, 64), 32), dtype="float32") = R.reshape(lv15, R.shape([1, T.min(s50, 64), 32]))
            lv17: R.Tensor(dtype="float32", ndim=3) = R.add(lv12, lv16)
            lv18: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(lv17, p_inner_embeddings_layernorm_weight, p_inner_embeddings_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv19: R.Tensor((s50,), dtype="int64") = R.arange(0, s50, 1, dtype="int64")
            lv20: R.Tensor((s50,), dtype="int64") = R.add(lv19, R.const(0, "int64"))
            lv21: R.Tensor((1, s50), dtype="int64") = R.expand_dims(lv20, axis=[0])
            lv22: R.Tensor((1, 1, s50), dtype="int64") = R.expand_dims(lv21, axis=[1])
            lv23: R.Tensor((1, 1, s50, 1), dtype="int64") = R.expand_dims(lv22, axis=[3])
            lv24: R.Tensor((1, 1, s50, 1), dtype="bool") = R.greater_equal(lv23, R.const(0, "int64"))
            lv25: R.Tensor((1, 1, s50, s50), dtype="bool") = R.broadcast_to(lv24, R.shape([1, 1, s50, s50]))
            lv26: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv27: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv28: R.Tensor((1, 1, s50, s50), dtype="float32") = R.where(lv25, lv26, lv27)
            lv29: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv18, R.shape([s50, 32]))
            lv30: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_self_query_weight, axes=[1, 0])
            lv31: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv29, lv30, out_dtype="float32")
            lv32: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_self_query_bias, lv31)
            lv33: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv32, R.shape([1, s50, 32]))
            lv34: R.Tensor((1, s50, 2, 16), dtype="float32") = R.reshape(lv33, R.shape([1, s50, 2, 16]))
            lv35: R.Tensor((1, 2, s50, 16), dtype="float32") = R.permute_dims(lv34, axes=[0, 2, 1, 3])
            lv36: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv18, R.shape([s50, 32]))
            lv37: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_self_key_weight, axes=[1, 0])
            lv38: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv36, lv37, out_dtype="float32")
            lv39: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_self_key_bias, lv38)
            lv40: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv39, R.shape([1, s50, 32]))
            lv41: R.Tensor((1, s50, 2, 16), dtype="float32") = R.reshape(lv40, R.shape([1, s50, 2, 16]))
            lv42: R.Tensor((1, 2, s50, 16), dtype="float32") = R.permute_dims(lv41, axes=[0, 2, 1, 3])
            lv43: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv18, R.shape([s50, 32]))
            lv44: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_self_value_weight, axes=[1, 0])
            lv45: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv43, lv44, out_dtype="float32")
            lv46: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_self_value_bias, lv45)
            lv47: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv46, R.shape([1, s50, 32]))
            lv48: R.Tensor((1, s50, 2, 16), dtype="float32") = R.reshape(lv47, R.shape([1, s50, 2, 16]))
            lv49: R.Tensor((1, 2, s50, 16), dtype="float32") = R.permute_dims(lv48, axes=[0, 2, 1, 3])
            lv50: R.Tensor((1, 2, 16, s50), dtype="float32") = R.permute_dims(lv42, axes=[0, 1, 3, 2])
            lv51: R.Tensor((1, 2, s50, 16), dtype="float32") = R.broadcast_to(lv35, R.shape([1, 2, s50, 16]))
            lv52: R.Tensor((2, s50, 16), dtype="float32") = R.reshape(lv51, R.shape([2, s50, 16]))
            lv53: R.Tensor((1, 2, 16, s50), dtype="float32") = R.broadcast_to(lv50, R.shape([1, 2, 16, s50]))
            lv54: R.Tensor((2, 16, s50), dtype="float32") = R.reshape(lv53, R.shape([2, 16, s50]))
            lv55: R.Tensor((2, s50, s50), dtype="float32") = R.matmul(lv52, lv54, out_dtype="float32")
            lv56: R.Tensor((1, 2, s50, s50), dtype="float32") = R.reshape(lv55, R.shape([1, 2, s50, s50]))
            lv57: R.Tensor((1, 2, s50, s50), dtype="float32") = R.multiply(lv56, R.const(0.25, "float32"))
            lv58: R.Tensor((1, 2, s50, s50), dtype="float32") = R.add(lv57, lv28)
            lv59: R.Tensor((1, 2, s50, s50), dtype="float32") = R.nn.softmax(lv58, axis=-1)
            lv60: R.Tensor((1, 2, s50, s50), dtype="float32") = R.broadcast_to(lv59, R.shape([1, 2, s50, s50]))
            lv61: R.Tensor((2, s50, s50), dtype="float32") = R.reshape(lv60, R.shape([2, s50, s50]))
            lv62: R.Tensor((1, 2, s50, 16), dtype="float32") = R.broadcast_to(lv49, R.shape([1, 2, s50, 16]))
            lv63: R.Tensor((2, s50, 16), dtype="float32") = R.reshape(lv62, R.shape([2, s50, 16]))
            lv64: R.Tensor((2, s50, 16), dtype="float32") = R.matmul(lv61, lv63, out_dtype="float32")
            lv65: R.Tensor((1, 2, s50, 16), dtype="float32") = R.reshape(lv64, R.shape([1, 2, s50, 16]))
            lv66: R.Tensor((1, s50, 2, 16), dtype="float32") = R.permute_dims(lv65, axes=[0, 2, 1, 3])
            lv67: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv66, R.shape([1, s50, 32]))
            lv68: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv67, R.shape([s50, 32]))
            lv69: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_output_dense_weight, axes=[1, 0])
            lv70: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv68, lv69, out_dtype="float32")
            lv71: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_output_dense_bias, lv70)
            lv72: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv71, R.shape([1, s50, 32]))
            lv73: R.Tensor(dtype="float32", ndim=3) = R.add(lv72, lv18)
            lv74: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(lv73, p_inner_encoder_layer_0_attention_output_layernorm_weight, p_inner_encoder_layer_0_attention_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv75: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv74, R.shape([s50, 32]))
            lv76: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_intermediate_dense_weight, axes=[1, 0])
            lv77: R.Tensor((s50, 64), dtype="float32") = R.matmul(lv75, lv76, out_dtype="float32")
            lv78: R.Tensor((s50, 64), dtype="float32") = R.add(p_inner_encoder_layer_0_intermediate_dense_bias, lv77)
            lv79: R.Tensor((1, s50, 64), dtype="float32") = R.reshape(lv78, R.shape([1, s50, 64]))
            lv80: R.Tensor((1, s50, 64), dtype="float32") = R.nn.gelu(lv79)
            lv81: R.Tensor((s50, 64), dtype="float32") = R.reshape(lv80, R.shape([s50, 64]))
            lv82: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_output_dense_weight, axes=[1, 0])
            lv83: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv81, lv82, out_dtype="float32")
            lv84: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_output_dense_bias, lv83)
            lv85: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv84, R.shape([1, s50, 32]))
            lv86: R.Tensor(dtype="float32", ndim=3) = R.add(lv85, lv74)
            lv87: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(lv86, p_inner_encoder_layer_0_output_layernorm_weight, p_inner_encoder_layer_0_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv88: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv87, R.shape([s50, 32]))
            lv89: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_self_query_weight, axes=[1, 0])
            lv90: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv88, lv89, out_dtype="float32")
            lv91: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_self_query_bias, lv90)
            lv92: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv91, R.shape([1, s50, 32]))
            lv93: R.Tensor((1, s50, 2, 16), dtype="float32") = R.reshape(lv92, R.shape([1, s50, 2, 16]))
            lv94: R.Tensor((1, 2, s50, 16), dtype="float32") = R.permute_dims(lv93, axes=[0, 2, 1, 3])
            lv95: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv87, R.shape([s50, 32]))
            lv96: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_self_key_weight, axes=[1, 0])
            lv97: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv95, lv96, out_dtype="float32")
            lv98: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_self_key_bias, lv97)
            lv99: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv98, R.shape([1, s50, 32]))
            lv100: R.Tensor((1, s50, 2, 16), dtype="float32") = R.reshape(lv99, R.shape([1, s50, 2, 16]))
            lv101: R.Tensor((1, 2, s50, 16), dtype="float32") = R.permute_dims(lv100, axes=[0, 2, 1, 3])
            lv102: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv87, R.shape([s50, 32]))
            lv103: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_self_value_weight, axes=[1, 0])
            lv104: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv102, lv103, out_dtype="float32")
            lv105: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_self_value_bias, lv104)
            lv106: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv105, R.shape([1, s50, 32]))
            lv107: R.Tensor((1, s50, 2, 16), dtype="float32") = R.reshape(lv106, R.shape([1, s50, 2, 16]))
            lv108: R.Tensor((1, 2, s50, 16), dtype="float32") = R.permute_dims(lv107, axes=[0, 2, 1, 3])
            lv109: R.Tensor((1, 2, 16, s50), dtype="float32") = R.permute_dims(lv101, axes=[0, 1, 3, 2])
            lv110: R.Tensor((1, 2, s50, 16), dtype="float32") = R.broadcast_to(lv94, R.shape([1, 2, s50, 16]))
            lv111: R.Tensor((2, s50, 16), dtype="float32") = R.reshape(lv110, R.shape([2, s50, 16]))
            lv112: R.Tensor((1, 2, 16, s50), dtype="float32") = R.broadcast_to(lv109, R.shape([1, 2, 16, s50]))
            lv113: R.Tensor((2, 16, s50), dtype="float32") = R.reshape(lv112, R.shape([2, 16, s50]))
            lv114: R.Tensor((2, s50, s50), dtype="float32") = R.matmul(lv111, lv113, out_dtype="float32")
            lv115: R.Tensor((1, 2, s50, s50), dtype="float32") = R.reshape(lv114, R.shape([1, 2, s50, s50]))
            lv116: R.Tensor((1, 2, s50, s50), dtype="float32") = R.multiply(lv115, R.const(0.25, "float32"))
            lv117: R.Tensor((1, 2, s50, s50), dtype="float32") = R.add(lv116, lv28)
            lv118: R.Tensor((1, 2, s50, s50), dtype="float32") = R.nn.softmax(lv117, axis=-1)
            lv119: R.Tensor((1, 2, s50, s50), dtype="float32") = R.broadcast_to(lv118, R.shape([1, 2, s50, s50]))
            lv120: R.Tensor((2, s50, s50), dtype="float32") = R.reshape(lv119, R.shape([2, s50, s50]))
            lv121: R.Tensor((1, 2, s50, 16), dtype="float32") = R.broadcast_to(lv108, R.shape([1, 2, s50, 16]))
            lv122: R.Tensor((2, s50, 16), dtype="float32") = R.reshape(lv121, R.shape([2, s50, 16]))
            lv123: R.Tensor((2, s50, 16), dtype="float32") = R.matmul(lv120, lv122, out_dtype="float32")
            lv124: R.Tensor((1, 2, s50, 16), dtype="float32") = R.reshape(lv123, R.shape([1, 2, s50, 16]))
            lv125: R.Tensor((1, s50, 2, 16), dtype="float32") = R.permute_dims(lv124, axes=[0, 2, 1, 3])
            lv126: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv125, R.shape([1, s50, 32]))
            lv127: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv126, R.shape([s50, 32]))
            lv128: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_output_dense_weight, axes=[1, 0])
            lv129: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv127, lv128, out_dtype="float32")
            lv130: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_output_dense_bias, lv129)
            lv131: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv130, R.shape([1, s50, 32]))
            lv132: R.Tensor(dtype="float32", ndim=3) = R.add(lv131, lv87)
            lv133: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(lv132, p_inner_encoder_layer_1_attention_output_layernorm_weight, p_inner_encoder_layer_1_attention_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv134: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv133, R.shape([s50, 32]))
            lv135: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_intermediate_dense_weight, axes=[1, 0])
            lv136: R.Tensor((s50, 64), dtype="float32") = R.matmul(lv134, lv135, out_dtype="float32")
            lv137: R.Tensor((s50, 64), dtype="float32") = R.add(p_inner_encoder_layer_1_intermediate_dense_bias, lv136)
            lv138: R.Tensor((1, s50, 64), dtype="float32") = R.reshape(lv137, R.shape([1, s50, 64]))
            lv139: R.Tensor((1, s50, 64), dtype="float32") = R.nn.gelu(lv138)
            lv140: R.Tensor((s50, 64), dtype="float32") = R.reshape(lv139, R.shape([s50, 64]))
            lv141: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_output_dense_weight, axes=[1, 0])
            lv142: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv140, lv141, out_dtype="float32")
            lv143: R.Tensor((s50, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_output_dense_bias, lv142)
            lv144: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv143, R.shape([1, s50, 32]))
            lv145: R.Tensor(dtype="float32", ndim=3) = R.add(lv144, lv133)
            lv146: R.Tensor(dtype="float32", ndim=3) = R.nn.layer_norm(lv145, p_inner_encoder_layer_1_output_layernorm_weight, p_inner_encoder_layer_1_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            gv: R.Tuple(R.Tensor(dtype="float32", ndim=3)) = (lv146,)
            R.output(gv)
        return gv