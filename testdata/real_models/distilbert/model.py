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
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_embeddings_word_embeddings_weight: R.Tensor((100, 32), dtype="float32"), p_inner_embeddings_position_embeddings_weight: R.Tensor((64, 32), dtype="float32"), p_inner_embeddings_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_embeddings_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_attention_q_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_0_attention_q_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_attention_k_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_0_attention_k_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_attention_v_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_0_attention_v_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_attention_out_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_0_attention_out_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_sa_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_sa_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_ffn_lin1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_transformer_layer_0_ffn_lin1_bias: R.Tensor((64,), dtype="float32"), p_inner_transformer_layer_0_ffn_lin2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_transformer_layer_0_ffn_lin2_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_output_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_0_output_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_attention_q_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_1_attention_q_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_attention_k_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_1_attention_k_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_attention_v_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_1_attention_v_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_attention_out_lin_weight: R.Tensor((32, 32), dtype="float32"), p_inner_transformer_layer_1_attention_out_lin_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_sa_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_sa_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_ffn_lin1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_transformer_layer_1_ffn_lin1_bias: R.Tensor((64,), dtype="float32"), p_inner_transformer_layer_1_ffn_lin2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_transformer_layer_1_ffn_lin2_bias: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_output_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_transformer_layer_1_output_layer_norm_bias: R.Tensor((32,), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 32), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((16,), dtype="int32") = R.reshape(lv, R.shape([16]))
            lv2: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_embeddings_word_embeddings_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv2, R.shape([1, 16, 32]))
            lv4: R.Tensor((1, 16), dtype="int64") = R.strided_slice(metadata["ir.GenericConst"][0], (1,), (0,), (16,), (1,), assume_inbound=False)
            lv5: R.Tensor((1, 16), dtype="int32") = R.astype(lv4, dtype="int32")
            lv6: R.Tensor((16,), dtype="int32") = R.reshape(lv5, R.shape([16]))
            lv7: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_embeddings_position_embeddings_weight, lv6, axis=0, mode="fast")
            lv8: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv7, R.shape([1, 16, 32]))
            lv9: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv3, lv8)
            lv10: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv9, p_inner_embeddings_layernorm_weight, p_inner_embeddings_layernorm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv11: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv12: R.Tensor((16,), dtype="int64") = R.add(lv11, R.const(0, "int64"))
            lv13: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv12, axis=[0])
            lv14: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv13, axis=[1])
            lv15: R.Tensor((1, 1, 16, 1), dtype="int64") = R.expand_dims(lv14, axis=[3])
            lv16: R.Tensor((1, 1, 16, 1), dtype="bool") = R.greater_equal(lv15, R.const(0, "int64"))
            lv17: R.Tensor((1, 1, 16, 16), dtype="bool") = R.broadcast_to(lv16, R.shape([1, 1, 16, 16]))
            lv18: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv19: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv20: R.Tensor((1, 1, 16, 16), dtype="float32") = R.where(lv17, lv18, lv19)
            lv21: R.Tensor((16, 32), dtype="float32") = R.reshape(lv10, R.shape([16, 32]))
            lv22: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_0_attention_q_lin_weight, axes=[1, 0])
            lv23: R.Tensor((16, 32), dtype="float32") = R.matmul(lv21, lv22, out_dtype="float32")
            lv24: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_0_attention_q_lin_bias, lv23)
            lv25: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv24, R.shape([1, 16, 32]))
            lv26: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv25, R.shape([1, 16, 2, 16]))
            lv27: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv26, axes=[0, 2, 1, 3])
            lv28: R.Tensor((16, 32), dtype="float32") = R.reshape(lv10, R.shape([16, 32]))
            lv29: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_0_attention_k_lin_weight, axes=[1, 0])
            lv30: R.Tensor((16, 32), dtype="float32") = R.matmul(lv28, lv29, out_dtype="float32")
            lv31: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_0_attention_k_lin_bias, lv30)
            lv32: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv31, R.shape([1, 16, 32]))
            lv33: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv32, R.shape([1, 16, 2, 16]))
            lv34: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv33, axes=[0, 2, 1, 3])
            lv35: R.Tensor((16, 32), dtype="float32") = R.reshape(lv10, R.shape([16, 32]))
            lv36: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_0_attention_v_lin_weight, axes=[1, 0])
            lv37: R.Tensor((16, 32), dtype="float32") = R.matmul(lv35, lv36, out_dtype="float32")
            lv38: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_0_attention_v_lin_bias, lv37)
            lv39: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv38, R.shape([1, 16, 32]))
            lv40: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv39, R.shape([1, 16, 2, 16]))
            lv41: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv40, axes=[0, 2, 1, 3])
            lv42: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv34, axes=[0, 1, 3, 2])
            lv43: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv27, R.shape([1, 2, 16, 16]))
            lv44: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv43, R.shape([2, 16, 16]))
            lv45: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv42, R.shape([1, 2, 16, 16]))
            lv46: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv45, R.shape([2, 16, 16]))
            lv47: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv44, lv46, out_dtype="float32")
            lv48: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv47, R.shape([1, 2, 16, 16]))
            lv49: R.Tensor((1, 2, 16, 16), dtype="float32") = R.multiply(lv48, R.const(0.25, "float32"))
            lv50: R.Tensor((1, 2, 16, 16), dtype="float32") = R.add(lv49, lv20)
            lv51: R.Tensor((1, 2, 16, 16), dtype="float32") = R.nn.softmax(lv50, axis=-1)
            lv52: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv51, R.shape([1, 2, 16, 16]))
            lv53: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv52, R.shape([2, 16, 16]))
            lv54: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv41, R.shape([1, 2, 16, 16]))
            lv55: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv54, R.shape([2, 16, 16]))
            lv56: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv53, lv55, out_dtype="float32")
            lv57: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv56, R.shape([1, 2, 16, 16]))
            lv58: R.Tensor((1, 16, 2, 16), dtype="float32") = R.permute_dims(lv57, axes=[0, 2, 1, 3])
            lv59: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv58, R.shape([1, 16, 32]))
            lv60: R.Tensor((16, 32), dtype="float32") = R.reshape(lv59, R.shape([16, 32]))
            lv61: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_0_attention_out_lin_weight, axes=[1, 0])
            lv62: R.Tensor((16, 32), dtype="float32") = R.matmul(lv60, lv61, out_dtype="float32")
            lv63: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_0_attention_out_lin_bias, lv62)
            lv64: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv63, R.shape([1, 16, 32]))
            lv65: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv64, lv10)
            lv66: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv65, p_inner_transformer_layer_0_sa_layer_norm_weight, p_inner_transformer_layer_0_sa_layer_norm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv67: R.Tensor((16, 32), dtype="float32") = R.reshape(lv66, R.shape([16, 32]))
            lv68: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_transformer_layer_0_ffn_lin1_weight, axes=[1, 0])
            lv69: R.Tensor((16, 64), dtype="float32") = R.matmul(lv67, lv68, out_dtype="float32")
            lv70: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_transformer_layer_0_ffn_lin1_bias, lv69)
            lv71: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv70, R.shape([1, 16, 64]))
            lv72: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu(lv71)
            lv73: R.Tensor((16, 64), dtype="float32") = R.reshape(lv72, R.shape([16, 64]))
            lv74: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_0_ffn_lin2_weight, axes=[1, 0])
            lv75: R.Tensor((16, 32), dtype="float32") = R.matmul(lv73, lv74, out_dtype="float32")
            lv76: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_0_ffn_lin2_bias, lv75)
            lv77: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv76, R.shape([1, 16, 32]))
            lv78: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv77, lv66)
            lv79: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv78, p_inner_transformer_layer_0_output_layer_norm_weight, p_inner_transformer_layer_0_output_layer_norm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv80: R.Tensor((16, 32), dtype="float32") = R.reshape(lv79, R.shape([16, 32]))
            lv81: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_1_attention_q_lin_weight, axes=[1, 0])
            lv82: R.Tensor((16, 32), dtype="float32") = R.matmul(lv80, lv81, out_dtype="float32")
            lv83: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_1_attention_q_lin_bias, lv82)
            lv84: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv83, R.shape([1, 16, 32]))
            lv85: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv84, R.shape([1, 16, 2, 16]))
            lv86: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv85, axes=[0, 2, 1, 3])
            lv87: R.Tensor((16, 32), dtype="float32") = R.reshape(lv79, R.shape([16, 32]))
            lv88: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_1_attention_k_lin_weight, axes=[1, 0])
            lv89: R.Tensor((16, 32), dtype="float32") = R.matmul(lv87, lv88, out_dtype="float32")
            lv90: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_1_attention_k_lin_bias, lv89)
            lv91: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv90, R.shape([1, 16, 32]))
            lv92: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv91, R.shape([1, 16, 2, 16]))
            lv93: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv92, axes=[0, 2, 1, 3])
            lv94: R.Tensor((16, 32), dtype="float32") = R.reshape(lv79, R.shape([16, 32]))
            lv95: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_1_attention_v_lin_weight, axes=[1, 0])
            lv96: R.Tensor((16, 32), dtype="float32") = R.matmul(lv94, lv95, out_dtype="float32")
            lv97: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_1_attention_v_lin_bias, lv96)
            lv98: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv97, R.shape([1, 16, 32]))
            lv99: R.Tensor((1, 16, 2, 16), dtype="float32") = R.reshape(lv98, R.shape([1, 16, 2, 16]))
            lv100: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv99, axes=[0, 2, 1, 3])
            lv101: R.Tensor((1, 2, 16, 16), dtype="float32") = R.permute_dims(lv93, axes=[0, 1, 3, 2])
            lv102: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv86, R.shape([1, 2, 16, 16]))
            lv103: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv102, R.shape([2, 16, 16]))
            lv104: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv101, R.shape([1, 2, 16, 16]))
            lv105: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv104, R.shape([2, 16, 16]))
            lv106: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv103, lv105, out_dtype="float32")
            lv107: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv106, R.shape([1, 2, 16, 16]))
            lv108: R.Tensor((1, 2, 16, 16), dtype="float32") = R.multiply(lv107, R.const(0.25, "float32"))
            lv109: R.Tensor((1, 2, 16, 16), dtype="float32") = R.add(lv108, lv20)
            lv110: R.Tensor((1, 2, 16, 16), dtype="float32") = R.nn.softmax(lv109, axis=-1)
            lv111: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv110, R.shape([1, 2, 16, 16]))
            lv112: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv111, R.shape([2, 16, 16]))
            lv113: R.Tensor((1, 2, 16, 16), dtype="float32") = R.broadcast_to(lv100, R.shape([1, 2, 16, 16]))
            lv114: R.Tensor((2, 16, 16), dtype="float32") = R.reshape(lv113, R.shape([2, 16, 16]))
            lv115: R.Tensor((2, 16, 16), dtype="float32") = R.matmul(lv112, lv114, out_dtype="float32")
            lv116: R.Tensor((1, 2, 16, 16), dtype="float32") = R.reshape(lv115, R.shape([1, 2, 16, 16]))
            lv117: R.Tensor((1, 16, 2, 16), dtype="float32") = R.permute_dims(lv116, axes=[0, 2, 1, 3])
            lv118: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv117, R.shape([1, 16, 32]))
            lv119: R.Tensor((16, 32), dtype="float32") = R.reshape(lv118, R.shape([16, 32]))
            lv120: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_1_attention_out_lin_weight, axes=[1, 0])
            lv121: R.Tensor((16, 32), dtype="float32") = R.matmul(lv119, lv120, out_dtype="float32")
            lv122: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_1_attention_out_lin_bias, lv121)
            lv123: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv122, R.shape([1, 16, 32]))
            lv124: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv123, lv79)
            lv125: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv124, p_inner_transformer_layer_1_sa_layer_norm_weight, p_inner_transformer_layer_1_sa_layer_norm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            lv126: R.Tensor((16, 32), dtype="float32") = R.reshape(lv125, R.shape([16, 32]))
            lv127: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_transformer_layer_1_ffn_lin1_weight, axes=[1, 0])
            lv128: R.Tensor((16, 64), dtype="float32") = R.matmul(lv126, lv127, out_dtype="float32")
            lv129: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_transformer_layer_1_ffn_lin1_bias, lv128)
            lv130: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv129, R.shape([1, 16, 64]))
            lv131: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu(lv130)
            lv132: R.Tensor((16, 64), dtype="float32") = R.reshape(lv131, R.shape([16, 64]))
            lv133: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_transformer_layer_1_ffn_lin2_weight, axes=[1, 0])
            lv134: R.Tensor((16, 32), dtype="float32") = R.matmul(lv132, lv133, out_dtype="float32")
            lv135: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_transformer_layer_1_ffn_lin2_bias, lv134)
            lv136: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv135, R.shape([1, 16, 32]))
            lv137: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv136, lv125)
            lv138: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv137, p_inner_transformer_layer_1_output_layer_norm_weight, p_inner_transformer_layer_1_output_layer_norm_bias, axes=[-1], epsilon=9.9999999999999998e-13, center=True, scale=True)
            gv: R.Tuple(R.Tensor((1, 16, 32), dtype="float32")) = (lv138,)
            R.output(gv)
        return gv