metadata = tvm.ir.load_json("""{
  \"root_index\": 14,
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAAEAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"type\": \"ffi.Array\",
      \"data\": [
        12
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        13
      ]
    }
  ],
  \"metadata\": {
    \"tvm_version\": \"0.27.0.post1\"
  }
}""")
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_embeddings_word_embeddings_weight: R.Tensor((100, 32), dtype="float32"), p_inner_embeddings_token_type_embeddings_weight: R.Tensor((2, 32), dtype="float32"), p_inner_embeddings_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_embeddings_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_embeddings_position_embeddings_weight: R.Tensor((64, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_query_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_query_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_self_key_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_key_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_self_value_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_self_value_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_output_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_0_attention_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_attention_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_intermediate_dense_weight: R.Tensor((64, 32), dtype="float32"), p_inner_encoder_layer_0_intermediate_dense_bias: R.Tensor((64,), dtype="float32"), p_inner_encoder_layer_0_output_dense_weight: R.Tensor((32, 64), dtype="float32"), p_inner_encoder_layer_0_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_0_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_self_query_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_self_query_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_self_key_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_self_key_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_self_value_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_self_value_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_output_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_encoder_layer_1_attention_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_attention_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_intermediate_dense_weight: R.Tensor((64, 32), dtype="float32"), p_inner_encoder_layer_1_intermediate_dense_bias: R.Tensor((64,), dtype="float32"), p_inner_encoder_layer_1_output_dense_weight: R.Tensor((32, 64), dtype="float32"), p_inner_encoder_layer_1_output_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_output_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_encoder_layer_1_output_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_pooler_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_pooler_dense_bias: R.Tensor((32,), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 32), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16), dtype="bool") = R.not_equal(args_0, R.const(1, "int64"))
            lv1: R.Tensor((1, 16), dtype="int32") = R.astype(lv, dtype="int32")
            lv2: R.Tensor((1, 16), dtype="int32") = R.cumsum(lv1, axis=1, dtype=None, exclusive=False)
            lv3: R.Tensor((1, 16), dtype="int32") = R.astype(lv2, dtype="int32")
            lv4: R.Tensor((1, 16), dtype="int32") = R.add(lv3, R.const(0, "int32"))
            lv5: R.Tensor((1, 16), dtype="int32") = R.multiply(lv4, lv1)
            lv6: R.Tensor((1, 16), dtype="int64") = R.astype(lv5, dtype="int64")
            lv7: R.Tensor((1, 16), dtype="int64") = R.add(lv6, R.const(1, "int64"))
            lv8: R.Tensor((1, 64), dtype="int64") = R.broadcast_to(metadata["ir.GenericConst"][0], R.shape([1, 64]))
            lv9: R.Tensor((1, 16), dtype="int64") = R.gather_elements(lv8, lv7, axis=1)
            lv10: R.Tensor((1, 16), dtype="int64") = R.broadcast_to(lv9, R.shape([1, 16]))
            lv11: R.Tensor((1, 16), dtype="int32") = R.astype(args_0, dtype="int32")
            lv12: R.Tensor((16,), dtype="int32") = R.reshape(lv11, R.shape([16]))
            lv13: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_embeddings_word_embeddings_weight, lv12, axis=0, mode="fast")
            lv14: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv13, R.shape([1, 16, 32]))
            lv15: R.Tensor((1, 16), dtype="int32") = R.astype(lv10, dtype="int32")
            lv16: R.Tensor((16,), dtype="int32") = R.reshape(lv15, R.shape([16]))
            lv17: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_embeddings_token_type_embeddings_weight, lv16, axis=0, mode="fast")
            lv18: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv17, R.shape([1, 16, 32]))
            lv19: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv14, lv18)
            lv20: R.Tensor((1, 16), dtype="int32") = R.astype(lv7, dtype="int32")
            lv21: R.Tensor((16,), dtype="int32") = R.reshape(lv20, R.shape([16]))
            lv22: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_embeddings_position_embeddings_weight, lv21, axis=0, mode="fast")
            lv23: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv22, R.shape([1, 16, 32]))
            lv24: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv19, lv23)
            lv25: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv24, p_inner_embeddings_layernorm_weight, p_inner_embeddings_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv26: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv27: R.Tensor((16,), dtype="int64") = R.add(lv26, R.const(0, "int64"))
            lv28: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv27, axis=[0])
            lv29: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv28, axis=[1])
            lv30: R.Tensor((1, 1, 16, 1), dtype="int64") = R.expand_dims(lv29, axis=[3])
            lv31: R.Tensor((1, 1, 16, 1), dtype="bool") = R.greater_equal(lv30, R.const(0, "int64"))
            lv32: R.Tensor((1, 1, 16, 16), dtype="bool") = R.broadcast_to(lv31, R.shape([1, 1, 16, 16]))
            lv33: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv34: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv35: R.Tensor((1, 1, 16, 16), dtype="float32") = R.where(lv32, lv33, lv34)
            lv36: R.Tensor((16, 32), dtype="float32") = R.reshape(lv25, R.shape([16, 32]))
            lv37: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_self_query_weight, axes=[1, 0])
            lv38: R.Tensor((16, 32), dtype="float32") = R.matmul(lv36, lv37, out_dtype="float32")
            lv39: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_self_query_bias, lv38)
            lv40: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv39, R.shape([1, 16, 32]))
            lv41: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv40, R.shape([1, 16, 2, 16]))
            lv42: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv41, axes=[0, 2, 1, 3])
            lv43: R.Tensor((16, 32), dtype="float32") = R.reshape(lv25, R.shape([16, 32]))
            lv44: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_self_key_weight, axes=[1, 0])
            lv45: R.Tensor((16, 32), dtype="float32") = R.matmul(lv43, lv44, out_dtype="float32")
            lv46: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_self_key_bias, lv45)
            lv47: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv46, R.shape([1, 16, 32]))
            lv48: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv47, R.shape([1, 16, 2, 16]))
            lv49: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv48, axes=[0, 2, 1, 3])
            lv50: R.Tensor((16, 32), dtype="float32") = R.reshape(lv25, R.shape([16, 32]))
            lv51: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_self_value_weight, axes=[1, 0])
            lv52: R.Tensor((16, 32), dtype="float32") = R.matmul(lv50, lv51, out_dtype="float32")
            lv53: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_self_value_bias, lv52)
            lv54: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv53, R.shape([1, 16, 32]))
            lv55: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv54, R.shape([1, 16, 2, 16]))
            lv56: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv55, axes=[0, 2, 1, 3])
            lv57: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv49, axes=[0, 1, 3, 2])
            lv58: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv42, R.shape([1, 2, 16, 16]))
            lv59: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv58, R.shape([2, 16, 16]))
            lv60: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv57, R.shape([1, 2, 16, 16]))
            lv61: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv60, R.shape([2, 16, 16]))
            lv62: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv59, lv61, out_dtype="float32")
            lv63: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv62, R.shape([1, 2, 16, 16]))
            lv64: R.Tensor((1, 2, 16, 16), dtype="float32") = R.multiply(lv63, R.const(0.25, "float32"))
            lv65: R.Tensor((1, 2, 16, 16), dtype="float32") = R.add(lv64, lv35)
            lv66: R.Tensor((1, 2, 16, 16), dtype="float32") = R.nn.softmax(lv65, axis=-1)
            lv67: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv66, R.shape([1, 2, 16, 16]))
            lv68: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv67, R.shape([2, 16, 16]))
            lv69: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv56, R.shape([1, 2, 16, 16]))
            lv70: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv69, R.shape([2, 16, 16]))
            lv71: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv68, lv70, out_dtype="float32")
            lv72: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv71, R.shape([1, 2, 16, 16]))
            lv73: R.Tensor((1, 16, 2, 16), dtype="float32") = R.permute_dims(lv72, axes=[0, 2, 1, 3])
            lv74: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv73, R.shape([1, 16, 32]))
            lv75: R.Tensor((16, 32), dtype="float32") = R.reshape(lv74, R.shape([16, 32]))
            lv76: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_attention_output_dense_weight, axes=[1, 0])
            lv77: R.Tensor((16, 32), dtype="float32") = R.matmul(lv75, lv76, out_dtype="float32")
            lv78: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_attention_output_dense_bias, lv77)
            lv79: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv78, R.shape([1, 16, 32]))
            lv80: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv79, lv25)
            lv81: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv80, p_inner_encoder_layer_0_attention_output_layernorm_weight, p_inner_encoder_layer_0_attention_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv82: R.Tensor((16, 32), dtype="float32") = R.reshape(lv81, R.shape([16, 32]))
            lv83: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_intermediate_dense_weight, axes=[1, 0])
            lv84: R.Tensor((16, 64), dtype="float32") = R.matmul(lv82, lv83, out_dtype="float32")
            lv85: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_encoder_layer_0_intermediate_dense_bias, lv84)
            lv86: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv85, R.shape([1, 16, 64]))
            lv87: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu(lv86)
            lv88: R.Tensor((16, 64), dtype="float32") = R.reshape(lv87, R.shape([16, 64]))
            lv89: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_0_output_dense_weight, axes=[1, 0])
            lv90: R.Tensor((16, 32), dtype="float32") = R.matmul(lv88, lv89, out_dtype="float32")
            lv91: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_0_output_dense_bias, lv90)
            lv92: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv91, R.shape([1, 16, 32]))
            lv93: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv92, lv81)
            lv94: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv93, p_inner_encoder_layer_0_output_layernorm_weight, p_inner_encoder_layer_0_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv95: R.Tensor((16, 32), dtype="float32") = R.reshape(lv94, R.shape([16, 32]))
            lv96: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_self_query_weight, axes=[1, 0])
            lv97: R.Tensor((16, 32), dtype="float32") = R.matmul(lv95, lv96, out_dtype="float32")
            lv98: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_self_query_bias, lv97)
            lv99: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv98, R.shape([1, 16, 32]))
            lv100: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv99, R.shape([1, 16, 2, 16]))
            lv101: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv100, axes=[0, 2, 1, 3])
            lv102: R.Tensor((16, 32), dtype="float32") = R.reshape(lv94, R.shape([16, 32]))
            lv103: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_self_key_weight, axes=[1, 0])
            lv104: R.Tensor((16, 32), dtype="float32") = R.matmul(lv102, lv103, out_dtype="float32")
            lv105: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_self_key_bias, lv104)
            lv106: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv105, R.shape([1, 16, 32]))
            lv107: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv106, R.shape([1, 16, 2, 16]))
            lv108: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv107, axes=[0, 2, 1, 3])
            lv109: R.Tensor((16, 32), dtype="float32") = R.reshape(lv94, R.shape([16, 32]))
            lv110: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_self_value_weight, axes=[1, 0])
            lv111: R.Tensor((16, 32), dtype="float32") = R.matmul(lv109, lv110, out_dtype="float32")
            lv112: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_self_value_bias, lv111)
            lv113: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv112, R.shape([1, 16, 32]))
            lv114: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv113, R.shape([1, 16, 2, 16]))
            lv115: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv114, axes=[0, 2, 1, 3])
            lv116: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv108, axes=[0, 1, 3, 2])
            lv117: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv101, R.shape([1, 2, 16, 16]))
            lv118: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv117, R.shape([2, 16, 16]))
            lv119: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv116, R.shape([1, 2, 16, 16]))
            lv120: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv119, R.shape([2, 16, 16]))
            lv121: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv118, lv120, out_dtype="float32")
            lv122: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv121, R.shape([1, 2, 16, 16]))
            lv123: R.Tensor((1, 2, 16, 16), dtype="float32") = R.multiply(lv122, R.const(0.25, "float32"))
            lv124: R.Tensor((1, 2, 16, 16), dtype="float32") = R.add(lv123, lv35)
            lv125: R.Tensor((1, 2, 16, 16), dtype="float32") = R.nn.softmax(lv124, axis=-1)
            lv126: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv125, R.shape([1, 2, 16, 16]))
            lv127: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv126, R.shape([2, 16, 16]))
            lv128: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv115, R.shape([1, 2, 16, 16]))
            lv129: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv128, R.shape([2, 16, 16]))
            lv130: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv127, lv129, out_dtype="float32")
            lv131: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv130, R.shape([1, 2, 16, 16]))
            lv132: R.Tensor((1, 16, 2, 16), dtype="float32") = R.permute_dims(lv131, axes=[0, 2, 1, 3])
            lv133: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv132, R.shape([1, 16, 32]))
            lv134: R.Tensor((16, 32), dtype="float32") = R.reshape(lv133, R.shape([16, 32]))
            lv135: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_attention_output_dense_weight, axes=[1, 0])
            lv136: R.Tensor((16, 32), dtype="float32") = R.matmul(lv134, lv135, out_dtype="float32")
            lv137: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_attention_output_dense_bias, lv136)
            lv138: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv137, R.shape([1, 16, 32]))
            lv139: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv138, lv94)
            lv140: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv139, p_inner_encoder_layer_1_attention_output_layernorm_weight, p_inner_encoder_layer_1_attention_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv141: R.Tensor((16, 32), dtype="float32") = R.reshape(lv140, R.shape([16, 32]))
            lv142: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_intermediate_dense_weight, axes=[1, 0])
            lv143: R.Tensor((16, 64), dtype="float32") = R.matmul(lv141, lv142, out_dtype="float32")
            lv144: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_encoder_layer_1_intermediate_dense_bias, lv143)
            lv145: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv144, R.shape([1, 16, 64]))
            lv146: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu(lv145)
            lv147: R.Tensor((16, 64), dtype="float32") = R.reshape(lv146, R.shape([16, 64]))
            lv148: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_encoder_layer_1_output_dense_weight, axes=[1, 0])
            lv149: R.Tensor((16, 32), dtype="float32") = R.matmul(lv147, lv148, out_dtype="float32")
            lv150: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_encoder_layer_1_output_dense_bias, lv149)
            lv151: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv150, R.shape([1, 16, 32]))
            lv152: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv151, lv140)
            lv153: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv152, p_inner_encoder_layer_1_output_layernorm_weight, p_inner_encoder_layer_1_output_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            gv: R.Tuple(R.Tensor((1, 16, 32), dtype="float32")) = (lv153,)
            R.output(gv)
        return gv