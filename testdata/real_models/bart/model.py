metadata = tvm.ir.load_json("""{
  \"root_index\": 15,
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
      \"data\": 100
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
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"float32\"
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 9,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQABAAAAAAAAAGQAAAAAAAAAkAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 11,
        \"value\": 12
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        14
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
    def main(args_0: R.Tensor((1, 12), dtype="int64"), args_1: R.Tensor((1, 8), dtype="int64"), p_inner_model_shared_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_encoder_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_encoder_embed_positions_weight: R.Tensor((66, 32), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_self_attn_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_encoder_layers_0_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_model_encoder_layers_0_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_encoder_layers_0_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_final_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_0_final_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_self_attn_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_encoder_layers_1_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_model_encoder_layers_1_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_encoder_layers_1_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_final_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layers_1_final_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layernorm_embedding_weight: R.Tensor((32,), dtype="float32"), p_inner_model_encoder_layernorm_embedding_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_decoder_embed_positions_weight: R.Tensor((66, 32), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_self_attn_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_encoder_attn_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_decoder_layers_0_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_model_decoder_layers_0_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_decoder_layers_0_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_final_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_0_final_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_self_attn_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_encoder_attn_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_decoder_layers_1_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_model_decoder_layers_1_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_decoder_layers_1_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_final_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layers_1_final_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layernorm_embedding_weight: R.Tensor((32,), dtype="float32"), p_inner_model_decoder_layernorm_embedding_bias: R.Tensor((32,), dtype="float32"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float32")) -> R.Tuple(R.Tensor((1, 8, 100), dtype="float32")):
        R.func_attr({"num_input": 2})
        with R.dataflow():
            lv: R.Tensor((1, 12), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((12,), dtype="int32") = R.reshape(lv, R.shape([12]))
            lv2: R.Tensor((12, 32), dtype="float32") = R.take(p_inner_lm_head_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv2, R.shape([1, 12, 32]))
            lv4: R.Tensor((1, 12, 32), dtype="float32") = R.multiply(lv3, R.const(1.0, "float32"))
            lv5: R.Tensor((12,), dtype="int64") = R.arange(0, 12, 1, dtype="int64")
            lv6: R.Tensor((1, 12), dtype="int64") = R.broadcast_to(lv5, R.shape([1, 12]))
            lv7: R.Tensor((1, 12), dtype="int64") = R.add(lv6, R.const(2, "int64"))
            lv8: R.Tensor((1, 12), dtype="int32") = R.astype(lv7, dtype="int32")
            lv9: R.Tensor((12,), dtype="int32") = R.reshape(lv8, R.shape([12]))
            lv10: R.Tensor((12, 32), dtype="float32") = R.take(p_inner_model_encoder_embed_positions_weight, lv9, axis=0, mode="fast")
            lv11: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv10, R.shape([1, 12, 32]))
            lv12: R.Tensor((1, 12, 32), dtype="float32") = R.add(lv4, lv11)
            lv13: R.Tensor((1, 12, 32), dtype="float32") = R.nn.layer_norm(lv12, p_inner_model_encoder_layernorm_embedding_weight, p_inner_model_encoder_layernorm_embedding_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv14: R.Tensor((12,), dtype="int64") = R.arange(0, 12, 1, dtype="int64")
            lv15: R.Tensor((12,), dtype="int64") = R.add(lv14, R.const(0, "int64"))
            lv16: R.Tensor((1, 12), dtype="int64") = R.expand_dims(lv15, axis=[0])
            lv17: R.Tensor((1, 1, 12), dtype="int64") = R.expand_dims(lv16, axis=[1])
            lv18: R.Tensor((1, 1, 12, 1), dtype="int64") = R.expand_dims(lv17, axis=[3])
            lv19: R.Tensor((1, 1, 12, 1), dtype="bool") = R.greater_equal(lv18, R.const(0, "int64"))
            lv20: R.Tensor((1, 1, 12, 12), dtype="bool") = R.broadcast_to(lv19, R.shape([1, 1, 12, 12]))
            lv21: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv22: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv23: R.Tensor((1, 1, 12, 12), dtype="float32") = R.where(lv20, lv21, lv22)
            lv24: R.Tensor((12, 32), dtype="float32") = R.reshape(lv13, R.shape([12, 32]))
            lv25: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv26: R.Tensor((12, 32), dtype="float32") = R.matmul(lv24, lv25, out_dtype="float32")
            lv27: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_0_self_attn_q_proj_bias, lv26)
            lv28: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv27, R.shape([1, 12, 32]))
            lv29: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv28, R.shape([1, 12, 2, 16]))
            lv30: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv29, axes=[0, 2, 1, 3])
            lv31: R.Tensor((12, 32), dtype="float32") = R.reshape(lv13, R.shape([12, 32]))
            lv32: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv33: R.Tensor((12, 32), dtype="float32") = R.matmul(lv31, lv32, out_dtype="float32")
            lv34: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_0_self_attn_k_proj_bias, lv33)
            lv35: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv34, R.shape([1, 12, 32]))
            lv36: R.Tensor((12, 32), dtype="float32") = R.reshape(lv13, R.shape([12, 32]))
            lv37: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv38: R.Tensor((12, 32), dtype="float32") = R.matmul(lv36, lv37, out_dtype="float32")
            lv39: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_0_self_attn_v_proj_bias, lv38)
            lv40: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv39, R.shape([1, 12, 32]))
            lv41: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv35, R.shape([1, 12, 2, 16]))
            lv42: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv41, axes=[0, 2, 1, 3])
            lv43: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv40, R.shape([1, 12, 2, 16]))
            lv44: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv43, axes=[0, 2, 1, 3])
            lv45: R.Tensor((1, 2, 16, 12), dtype="float32") = R.permute_dims(lv42, axes=[0, 1, 3, 2])
            lv46: R.Tensor((1, 2, 12, 16), dtype="float32") = R.broadcast_to(lv30, R.shape([1, 2, 12, 16]))
            lv47: R.Tensor((2, 12, 16), dtype="float32") = R.reshape(lv46, R.shape([2, 12, 16]))
            lv48: R.Tensor((1, 2, 16, 12), dtype="float32") = R.broadcast_to(lv45, R.shape([1, 2, 16, 12]))
            lv49: R.Tensor((2, 16, 12), dtype="float32") = R.reshape(lv48, R.shape([2, 16, 12]))
            lv50: R.Tensor((2, 12, 12), dtype="float32") = R.matmul(lv47, lv49, out_dtype="float32")
            lv51: R.Tensor((1, 2, 12, 12), dtype="float32") = R.reshape(lv50, R.shape([1, 2, 12, 12]))
            lv52: R.Tensor((1, 2, 12, 12), dtype="float32") = R.multiply(lv51, R.const(0.25, "float32"))
            lv53: R.Tensor((1, 2, 12, 12), dtype="float32") = R.add(lv52, lv23)
            lv54: R.Tensor((1, 2, 12, 12), dtype="float32") = R.nn.softmax(lv53, axis=-1)
            lv55: R.Tensor((1, 2, 12, 12), dtype="float32") = R.broadcast_to(lv54, R.shape([1, 2, 12, 12]))
            lv56: R.Tensor((2, 12, 12), dtype="float32") = R.reshape(lv55, R.shape([2, 12, 12]))
            lv57: R.Tensor((1, 2, 12, 16), dtype="float32") = R.broadcast_to(lv44, R.shape([1, 2, 12, 16]))
            lv58: R.Tensor((2, 12, 16), dtype="float32") = R.reshape(lv57, R.shape([2, 12, 16]))
            lv59: R.Tensor((2, 12, 16), dtype="float32") = R.matmul(lv56, lv58, out_dtype="float32")
            lv60: R.Tensor((1, 2, 12, 16), dtype="float32") = R.reshape(lv59, R.shape([1, 2, 12, 16]))
            lv61: R.Tensor((1, 12, 2, 16), dtype="float32") = R.permute_dims(lv60, axes=[0, 2, 1, 3])
            lv62: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv61, R.shape([1, 12, 32]))
            lv63: R.Tensor((12, 32), dtype="float32") = R.reshape(lv62, R.shape([12, 32]))
            lv64: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_0_self_attn_out_proj_weight, axes=[1, 0])
            lv65: R.Tensor((12, 32), dtype="float32") = R.matmul(lv63, lv64, out_dtype="float32")
            lv66: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_0_self_attn_out_proj_bias, lv65)
            lv67: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv66, R.shape([1, 12, 32]))
            lv68: R.Tensor((1, 12, 32), dtype="float32") = R.add(lv13, lv67)
            lv69: R.Tensor((1, 12, 32), dtype="float32") = R.nn.layer_norm(lv68, p_inner_model_encoder_layers_0_self_attn_layer_norm_weight, p_inner_model_encoder_layers_0_self_attn_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv70: R.Tensor((12, 32), dtype="float32") = R.reshape(lv69, R.shape([12, 32]))
            lv71: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_0_fc1_weight, axes=[1, 0])
            lv72: R.Tensor((12, 64), dtype="float32") = R.matmul(lv70, lv71, out_dtype="float32")
            lv73: R.Tensor((12, 64), dtype="float32") = R.add(p_inner_model_encoder_layers_0_fc1_bias, lv72)
            lv74: R.Tensor((1, 12, 64), dtype="float32") = R.reshape(lv73, R.shape([1, 12, 64]))
            lv75: R.Tensor((1, 12, 64), dtype="float32") = R.nn.gelu(lv74)
            lv76: R.Tensor((12, 64), dtype="float32") = R.reshape(lv75, R.shape([12, 64]))
            lv77: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_0_fc2_weight, axes=[1, 0])
            lv78: R.Tensor((12, 32), dtype="float32") = R.matmul(lv76, lv77, out_dtype="float32")
            lv79: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_0_fc2_bias, lv78)
            lv80: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv79, R.shape([1, 12, 32]))
            lv81: R.Tensor((1, 12, 32), dtype="float32") = R.add(lv69, lv80)
            lv82: R.Tensor((1, 12, 32), dtype="float32") = R.nn.layer_norm(lv81, p_inner_model_encoder_layers_0_final_layer_norm_weight, p_inner_model_encoder_layers_0_final_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv83: R.Tensor((12, 32), dtype="float32") = R.reshape(lv82, R.shape([12, 32]))
            lv84: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv85: R.Tensor((12, 32), dtype="float32") = R.matmul(lv83, lv84, out_dtype="float32")
            lv86: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_1_self_attn_q_proj_bias, lv85)
            lv87: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv86, R.shape([1, 12, 32]))
            lv88: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv87, R.shape([1, 12, 2, 16]))
            lv89: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv88, axes=[0, 2, 1, 3])
            lv90: R.Tensor((12, 32), dtype="float32") = R.reshape(lv82, R.shape([12, 32]))
            lv91: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv92: R.Tensor((12, 32), dtype="float32") = R.matmul(lv90, lv91, out_dtype="float32")
            lv93: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_1_self_attn_k_proj_bias, lv92)
            lv94: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv93, R.shape([1, 12, 32]))
            lv95: R.Tensor((12, 32), dtype="float32") = R.reshape(lv82, R.shape([12, 32]))
            lv96: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv97: R.Tensor((12, 32), dtype="float32") = R.matmul(lv95, lv96, out_dtype="float32")
            lv98: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_1_self_attn_v_proj_bias, lv97)
            lv99: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv98, R.shape([1, 12, 32]))
            lv100: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv94, R.shape([1, 12, 2, 16]))
            lv101: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv100, axes=[0, 2, 1, 3])
            lv102: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv99, R.shape([1, 12, 2, 16]))
            lv103: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv102, axes=[0, 2, 1, 3])
            lv104: R.Tensor((1, 2, 16, 12), dtype="float32") = R.permute_dims(lv101, axes=[0, 1, 3, 2])
            lv105: R.Tensor((1, 2, 12, 16), dtype="float32") = R.broadcast_to(lv89, R.shape([1, 2, 12, 16]))
            lv106: R.Tensor((2, 12, 16), dtype="float32") = R.reshape(lv105, R.shape([2, 12, 16]))
            lv107: R.Tensor((1, 2, 16, 12), dtype="float32") = R.broadcast_to(lv104, R.shape([1, 2, 16, 12]))
            lv108: R.Tensor((2, 16, 12), dtype="float32") = R.reshape(lv107, R.shape([2, 16, 12]))
            lv109: R.Tensor((2, 12, 12), dtype="float32") = R.matmul(lv106, lv108, out_dtype="float32")
            lv110: R.Tensor((1, 2, 12, 12), dtype="float32") = R.reshape(lv109, R.shape([1, 2, 12, 12]))
            lv111: R.Tensor((1, 2, 12, 12), dtype="float32") = R.multiply(lv110, R.const(0.25, "float32"))
            lv112: R.Tensor((1, 2, 12, 12), dtype="float32") = R.add(lv111, lv23)
            lv113: R.Tensor((1, 2, 12, 12), dtype="float32") = R.nn.softmax(lv112, axis=-1)
            lv114: R.Tensor((1, 2, 12, 12), dtype="float32") = R.broadcast_to(lv113, R.shape([1, 2, 12, 12]))
            lv115: R.Tensor((2, 12, 12), dtype="float32") = R.reshape(lv114, R.shape([2, 12, 12]))
            lv116: R.Tensor((1, 2, 12, 16), dtype="float32") = R.broadcast_to(lv103, R.shape([1, 2, 12, 16]))
            lv117: R.Tensor((2, 12, 16), dtype="float32") = R.reshape(lv116, R.shape([2, 12, 16]))
            lv118: R.Tensor((2, 12, 16), dtype="float32") = R.matmul(lv115, lv117, out_dtype="float32")
            lv119: R.Tensor((1, 2, 12, 16), dtype="float32") = R.reshape(lv118, R.shape([1, 2, 12, 16]))
            lv120: R.Tensor((1, 12, 2, 16), dtype="float32") = R.permute_dims(lv119, axes=[0, 2, 1, 3])
            lv121: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv120, R.shape([1, 12, 32]))
            lv122: R.Tensor((12, 32), dtype="float32") = R.reshape(lv121, R.shape([12, 32]))
            lv123: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_1_self_attn_out_proj_weight, axes=[1, 0])
            lv124: R.Tensor((12, 32), dtype="float32") = R.matmul(lv122, lv123, out_dtype="float32")
            lv125: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_1_self_attn_out_proj_bias, lv124)
            lv126: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv125, R.shape([1, 12, 32]))
            lv127: R.Tensor((1, 12, 32), dtype="float32") = R.add(lv82, lv126)
            lv128: R.Tensor((1, 12, 32), dtype="float32") = R.nn.layer_norm(lv127, p_inner_model_encoder_layers_1_self_attn_layer_norm_weight, p_inner_model_encoder_layers_1_self_attn_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv129: R.Tensor((12, 32), dtype="float32") = R.reshape(lv128, R.shape([12, 32]))
            lv130: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_1_fc1_weight, axes=[1, 0])
            lv131: R.Tensor((12, 64), dtype="float32") = R.matmul(lv129, lv130, out_dtype="float32")
            lv132: R.Tensor((12, 64), dtype="float32") = R.add(p_inner_model_encoder_layers_1_fc1_bias, lv131)
            lv133: R.Tensor((1, 12, 64), dtype="float32") = R.reshape(lv132, R.shape([1, 12, 64]))
            lv134: R.Tensor((1, 12, 64), dtype="float32") = R.nn.gelu(lv133)
            lv135: R.Tensor((12, 64), dtype="float32") = R.reshape(lv134, R.shape([12, 64]))
            lv136: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_encoder_layers_1_fc2_weight, axes=[1, 0])
            lv137: R.Tensor((12, 32), dtype="float32") = R.matmul(lv135, lv136, out_dtype="float32")
            lv138: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_encoder_layers_1_fc2_bias, lv137)
            lv139: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv138, R.shape([1, 12, 32]))
            lv140: R.Tensor((1, 12, 32), dtype="float32") = R.add(lv128, lv139)
            lv141: R.Tensor((1, 12, 32), dtype="float32") = R.nn.layer_norm(lv140, p_inner_model_encoder_layers_1_final_layer_norm_weight, p_inner_model_encoder_layers_1_final_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv142: R.Tensor((1, 8), dtype="int32") = R.astype(args_1, dtype="int32")
            lv143: R.Tensor((8,), dtype="int32") = R.reshape(lv142, R.shape([8]))
            lv144: R.Tensor((8, 32), dtype="float32") = R.take(p_inner_lm_head_weight, lv143, axis=0, mode="fast")
            lv145: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv144, R.shape([1, 8, 32]))
            lv146: R.Tensor((1, 8, 32), dtype="float32") = R.multiply(lv145, R.const(1.0, "float32"))
            lv147: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv148: R.Tensor((8,), dtype="int64") = R.add(lv147, R.const(0, "int64"))
            lv149: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv150: R.Tensor((8,), dtype="int64") = R.add(lv149, R.const(0, "int64"))
            lv151: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv152: R.Tensor((8,), dtype="int64") = R.add(lv151, R.const(0, "int64"))
            lv153: R.Tensor((1, 8), dtype="int64") = R.expand_dims(lv150, axis=[0])
            lv154: R.Tensor((1, 1, 8), dtype="int64") = R.expand_dims(lv153, axis=[1])
            lv155: R.Tensor((1, 1, 8, 1), dtype="int64") = R.expand_dims(lv154, axis=[3])
            lv156: R.Tensor((1, 8), dtype="int64") = R.expand_dims(lv152, axis=[0])
            lv157: R.Tensor((1, 1, 8), dtype="int64") = R.expand_dims(lv156, axis=[1])
            lv158: R.Tensor((1, 1, 1, 8), dtype="int64") = R.expand_dims(lv157, axis=[2])
            lv159: R.Tensor((1, 1, 8, 8), dtype="bool") = R.less_equal(lv158, lv155)
            lv160: R.Tensor((1, 1, 8, 8), dtype="bool") = R.broadcast_to(lv159, R.shape([1, 1, 8, 8]))
            lv161: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv162: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv163: R.Tensor((1, 1, 8, 8), dtype="float32") = R.where(lv160, lv161, lv162)
            lv164: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv165: R.Tensor((8,), dtype="int64") = R.add(lv164, R.const(0, "int64"))
            lv166: R.Tensor((1, 8), dtype="int64") = R.expand_dims(lv165, axis=[0])
            lv167: R.Tensor((1, 1, 8), dtype="int64") = R.expand_dims(lv166, axis=[1])
            lv168: R.Tensor((1, 1, 8, 1), dtype="int64") = R.expand_dims(lv167, axis=[3])
            lv169: R.Tensor((1, 1, 8, 1), dtype="bool") = R.greater_equal(lv168, R.const(0, "int64"))
            lv170: R.Tensor((1, 1, 8, 12), dtype="bool") = R.broadcast_to(lv169, R.shape([1, 1, 8, 12]))
            lv171: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv172: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv173: R.Tensor((1, 1, 8, 12), dtype="float32") = R.where(lv170, lv171, lv172)
            lv174: R.Tensor((1, 8), dtype="int64") = R.expand_dims(lv148, axis=[0])
            lv175: R.Tensor((1, 8), dtype="int64") = R.add(lv174, R.const(2, "int64"))
            lv176: R.Tensor((1, 8), dtype="int32") = R.astype(lv175, dtype="int32")
            lv177: R.Tensor((8,), dtype="int32") = R.reshape(lv176, R.shape([8]))
            lv178: R.Tensor((8, 32), dtype="float32") = R.take(p_inner_model_decoder_embed_positions_weight, lv177, axis=0, mode="fast")
            lv179: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv178, R.shape([1, 8, 32]))
            lv180: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv146, lv179)
            lv181: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv180, p_inner_model_decoder_layernorm_embedding_weight, p_inner_model_decoder_layernorm_embedding_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv182: R.Tensor((8, 32), dtype="float32") = R.reshape(lv181, R.shape([8, 32]))
            lv183: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv184: R.Tensor((8, 32), dtype="float32") = R.matmul(lv182, lv183, out_dtype="float32")
            lv185: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_self_attn_q_proj_bias, lv184)
            lv186: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv185, R.shape([1, 8, 32]))
            lv187: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv186, R.shape([1, 8, 2, 16]))
            lv188: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv187, axes=[0, 2, 1, 3])
            lv189: R.Tensor((8, 32), dtype="float32") = R.reshape(lv181, R.shape([8, 32]))
            lv190: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv191: R.Tensor((8, 32), dtype="float32") = R.matmul(lv189, lv190, out_dtype="float32")
            lv192: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_self_attn_k_proj_bias, lv191)
            lv193: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv192, R.shape([1, 8, 32]))
            lv194: R.Tensor((8, 32), dtype="float32") = R.reshape(lv181, R.shape([8, 32]))
            lv195: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv196: R.Tensor((8, 32), dtype="float32") = R.matmul(lv194, lv195, out_dtype="float32")
            lv197: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_self_attn_v_proj_bias, lv196)
            lv198: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv197, R.shape([1, 8, 32]))
            lv199: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv193, R.shape([1, 8, 2, 16]))
            lv200: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv199, axes=[0, 2, 1, 3])
            lv201: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv198, R.shape([1, 8, 2, 16]))
            lv202: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv201, axes=[0, 2, 1, 3])
            lv203: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv200, axes=[0, 1, 3, 2])
            lv204: R.Tensor((1, 2, 8, 16), dtype="float32") = R.broadcast_to(lv188, R.shape([1, 2, 8, 16]))
            lv205: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv204, R.shape([2, 8, 16]))
            lv206: R.Tensor((1, 2, 16, 8), dtype="float32") = R.broadcast_to(lv203, R.shape([1, 2, 16, 8]))
            lv207: R.Tensor((2, 16, 8), dtype="float32") = R.reshape(lv206, R.shape([2, 16, 8]))
            lv208: R.Tensor((2, 8, 8), dtype="float32") = R.matmul(lv205, lv207, out_dtype="float32")
            lv209: R.Tensor((1, 2, 8, 8), dtype="float32") = R.reshape(lv208, R.shape([1, 2, 8, 8]))
            lv210: R.Tensor((1, 2, 8, 8), dtype="float32") = R.multiply(lv209, R.const(0.25, "float32"))
            lv211: R.Tensor((1, 2, 8, 8), dtype="float32") = R.add(lv210, lv163)
            lv212: R.Tensor((1, 2, 8, 8), dtype="float32") = R.nn.softmax(lv211, axis=-1)
            lv213: R.Tensor((1, 2, 8, 8), dtype="float32") = R.broadcast_to(lv212, R.shape([1, 2, 8, 8]))
            lv214: R.Tensor((2, 8, 8), dtype="float32") = R.reshape(lv213, R.shape([2, 8, 8]))
            lv215: R.Tensor((1, 2, 8, 16), dtype="float32") = R.broadcast_to(lv202, R.shape([1, 2, 8, 16]))
            lv216: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv215, R.shape([2, 8, 16]))
            lv217: R.Tensor((2, 8, 16), dtype="float32") = R.matmul(lv214, lv216, out_dtype="float32")
            lv218: R.Tensor((1, 2, 8, 16), dtype="float32") = R.reshape(lv217, R.shape([1, 2, 8, 16]))
            lv219: R.Tensor((1, 8, 2, 16), dtype="float32") = R.permute_dims(lv218, axes=[0, 2, 1, 3])
            lv220: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv219, R.shape([1, 8, 32]))
            lv221: R.Tensor((8, 32), dtype="float32") = R.reshape(lv220, R.shape([8, 32]))
            lv222: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_self_attn_out_proj_weight, axes=[1, 0])
            lv223: R.Tensor((8, 32), dtype="float32") = R.matmul(lv221, lv222, out_dtype="float32")
            lv224: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_self_attn_out_proj_bias, lv223)
            lv225: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv224, R.shape([1, 8, 32]))
            lv226: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv181, lv225)
            lv227: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv226, p_inner_model_decoder_layers_0_self_attn_layer_norm_weight, p_inner_model_decoder_layers_0_self_attn_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv228: R.Tensor((8, 32), dtype="float32") = R.reshape(lv227, R.shape([8, 32]))
            lv229: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_encoder_attn_q_proj_weight, axes=[1, 0])
            lv230: R.Tensor((8, 32), dtype="float32") = R.matmul(lv228, lv229, out_dtype="float32")
            lv231: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_encoder_attn_q_proj_bias, lv230)
            lv232: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv231, R.shape([1, 8, 32]))
            lv233: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv232, R.shape([1, 8, 2, 16]))
            lv234: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv233, axes=[0, 2, 1, 3])
            lv235: R.Tensor((12, 32), dtype="float32") = R.reshape(lv141, R.shape([12, 32]))
            lv236: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_encoder_attn_k_proj_weight, axes=[1, 0])
            lv237: R.Tensor((12, 32), dtype="float32") = R.matmul(lv235, lv236, out_dtype="float32")
            lv238: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_encoder_attn_k_proj_bias, lv237)
            lv239: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv238, R.shape([1, 12, 32]))
            lv240: R.Tensor((12, 32), dtype="float32") = R.reshape(lv141, R.shape([12, 32]))
            lv241: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_encoder_attn_v_proj_weight, axes=[1, 0])
            lv242: R.Tensor((12, 32), dtype="float32") = R.matmul(lv240, lv241, out_dtype="float32")
            lv243: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_encoder_attn_v_proj_bias, lv242)
            lv244: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv243, R.shape([1, 12, 32]))
            lv245: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv239, R.shape([1, 12, 2, 16]))
            lv246: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv245, axes=[0, 2, 1, 3])
            lv247: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv244, R.shape([1, 12, 2, 16]))
            lv248: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv247, axes=[0, 2, 1, 3])
            lv249: R.Tensor((1, 2, 16, 12), dtype="float32") = R.permute_dims(lv246, axes=[0, 1, 3, 2])
            lv250: R.Tensor((1, 2, 8, 16), dtype="float32") = R.broadcast_to(lv234, R.shape([1, 2, 8, 16]))
            lv251: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv250, R.shape([2, 8, 16]))
            lv252: R.Tensor((1, 2, 16, 12), dtype="float32") = R.broadcast_to(lv249, R.shape([1, 2, 16, 12]))
            lv253: R.Tensor((2, 16, 12), dtype="float32") = R.reshape(lv252, R.shape([2, 16, 12]))
            lv254: R.Tensor((2, 8, 12), dtype="float32") = R.matmul(lv251, lv253, out_dtype="float32")
            lv255: R.Tensor((1, 2, 8, 12), dtype="float32") = R.reshape(lv254, R.shape([1, 2, 8, 12]))
            lv256: R.Tensor((1, 2, 8, 12), dtype="float32") = R.multiply(lv255, R.const(0.25, "float32"))
            lv257: R.Tensor((1, 2, 8, 12), dtype="float32") = R.add(lv256, lv173)
            lv258: R.Tensor((1, 2, 8, 12), dtype="float32") = R.nn.softmax(lv257, axis=-1)
            lv259: R.Tensor((1, 2, 8, 12), dtype="float32") = R.broadcast_to(lv258, R.shape([1, 2, 8, 12]))
            lv260: R.Tensor((2, 8, 12), dtype="float32") = R.reshape(lv259, R.shape([2, 8, 12]))
            lv261: R.Tensor((1, 2, 12, 16), dtype="float32") = R.broadcast_to(lv248, R.shape([1, 2, 12, 16]))
            lv262: R.Tensor((2, 12, 16), dtype="float32") = R.reshape(lv261, R.shape([2, 12, 16]))
            lv263: R.Tensor((2, 8, 16), dtype="float32") = R.matmul(lv260, lv262, out_dtype="float32")
            lv264: R.Tensor((1, 2, 8, 16), dtype="float32") = R.reshape(lv263, R.shape([1, 2, 8, 16]))
            lv265: R.Tensor((1, 8, 2, 16), dtype="float32") = R.permute_dims(lv264, axes=[0, 2, 1, 3])
            lv266: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv265, R.shape([1, 8, 32]))
            lv267: R.Tensor((8, 32), dtype="float32") = R.reshape(lv266, R.shape([8, 32]))
            lv268: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_encoder_attn_out_proj_weight, axes=[1, 0])
            lv269: R.Tensor((8, 32), dtype="float32") = R.matmul(lv267, lv268, out_dtype="float32")
            lv270: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_encoder_attn_out_proj_bias, lv269)
            lv271: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv270, R.shape([1, 8, 32]))
            lv272: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv227, lv271)
            lv273: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv272, p_inner_model_decoder_layers_0_encoder_attn_layer_norm_weight, p_inner_model_decoder_layers_0_encoder_attn_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv274: R.Tensor((8, 32), dtype="float32") = R.reshape(lv273, R.shape([8, 32]))
            lv275: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_fc1_weight, axes=[1, 0])
            lv276: R.Tensor((8, 64), dtype="float32") = R.matmul(lv274, lv275, out_dtype="float32")
            lv277: R.Tensor((8, 64), dtype="float32") = R.add(p_inner_model_decoder_layers_0_fc1_bias, lv276)
            lv278: R.Tensor((1, 8, 64), dtype="float32") = R.reshape(lv277, R.shape([1, 8, 64]))
            lv279: R.Tensor((1, 8, 64), dtype="float32") = R.nn.gelu(lv278)
            lv280: R.Tensor((8, 64), dtype="float32") = R.reshape(lv279, R.shape([8, 64]))
            lv281: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_0_fc2_weight, axes=[1, 0])
            lv282: R.Tensor((8, 32), dtype="float32") = R.matmul(lv280, lv281, out_dtype="float32")
            lv283: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_0_fc2_bias, lv282)
            lv284: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv283, R.shape([1, 8, 32]))
            lv285: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv273, lv284)
            lv286: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv285, p_inner_model_decoder_layers_0_final_layer_norm_weight, p_inner_model_decoder_layers_0_final_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv287: R.Tensor((8, 32), dtype="float32") = R.reshape(lv286, R.shape([8, 32]))
            lv288: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv289: R.Tensor((8, 32), dtype="float32") = R.matmul(lv287, lv288, out_dtype="float32")
            lv290: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_self_attn_q_proj_bias, lv289)
            lv291: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv290, R.shape([1, 8, 32]))
            lv292: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv291, R.shape([1, 8, 2, 16]))
            lv293: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv292, axes=[0, 2, 1, 3])
            lv294: R.Tensor((8, 32), dtype="float32") = R.reshape(lv286, R.shape([8, 32]))
            lv295: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv296: R.Tensor((8, 32), dtype="float32") = R.matmul(lv294, lv295, out_dtype="float32")
            lv297: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_self_attn_k_proj_bias, lv296)
            lv298: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv297, R.shape([1, 8, 32]))
            lv299: R.Tensor((8, 32), dtype="float32") = R.reshape(lv286, R.shape([8, 32]))
            lv300: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv301: R.Tensor((8, 32), dtype="float32") = R.matmul(lv299, lv300, out_dtype="float32")
            lv302: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_self_attn_v_proj_bias, lv301)
            lv303: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv302, R.shape([1, 8, 32]))
            lv304: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv298, R.shape([1, 8, 2, 16]))
            lv305: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv304, axes=[0, 2, 1, 3])
            lv306: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv303, R.shape([1, 8, 2, 16]))
            lv307: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv306, axes=[0, 2, 1, 3])
            lv308: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv305, axes=[0, 1, 3, 2])
            lv309: R.Tensor((1, 2, 8, 16), dtype="float32") = R.broadcast_to(lv293, R.shape([1, 2, 8, 16]))
            lv310: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv309, R.shape([2, 8, 16]))
            lv311: R.Tensor((1, 2, 16, 8), dtype="float32") = R.broadcast_to(lv308, R.shape([1, 2, 16, 8]))
            lv312: R.Tensor((2, 16, 8), dtype="float32") = R.reshape(lv311, R.shape([2, 16, 8]))
            lv313: R.Tensor((2, 8, 8), dtype="float32") = R.matmul(lv310, lv312, out_dtype="float32")
            lv314: R.Tensor((1, 2, 8, 8), dtype="float32") = R.reshape(lv313, R.shape([1, 2, 8, 8]))
            lv315: R.Tensor((1, 2, 8, 8), dtype="float32") = R.multiply(lv314, R.const(0.25, "float32"))
            lv316: R.Tensor((1, 2, 8, 8), dtype="float32") = R.add(lv315, lv163)
            lv317: R.Tensor((1, 2, 8, 8), dtype="float32") = R.nn.softmax(lv316, axis=-1)
            lv318: R.Tensor((1, 2, 8, 8), dtype="float32") = R.broadcast_to(lv317, R.shape([1, 2, 8, 8]))
            lv319: R.Tensor((2, 8, 8), dtype="float32") = R.reshape(lv318, R.shape([2, 8, 8]))
            lv320: R.Tensor((1, 2, 8, 16), dtype="float32") = R.broadcast_to(lv307, R.shape([1, 2, 8, 16]))
            lv321: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv320, R.shape([2, 8, 16]))
            lv322: R.Tensor((2, 8, 16), dtype="float32") = R.matmul(lv319, lv321, out_dtype="float32")
            lv323: R.Tensor((1, 2, 8, 16), dtype="float32") = R.reshape(lv322, R.shape([1, 2, 8, 16]))
            lv324: R.Tensor((1, 8, 2, 16), dtype="float32") = R.permute_dims(lv323, axes=[0, 2, 1, 3])
            lv325: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv324, R.shape([1, 8, 32]))
            lv326: R.Tensor((8, 32), dtype="float32") = R.reshape(lv325, R.shape([8, 32]))
            lv327: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_self_attn_out_proj_weight, axes=[1, 0])
            lv328: R.Tensor((8, 32), dtype="float32") = R.matmul(lv326, lv327, out_dtype="float32")
            lv329: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_self_attn_out_proj_bias, lv328)
            lv330: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv329, R.shape([1, 8, 32]))
            lv331: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv286, lv330)
            lv332: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv331, p_inner_model_decoder_layers_1_self_attn_layer_norm_weight, p_inner_model_decoder_layers_1_self_attn_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv333: R.Tensor((8, 32), dtype="float32") = R.reshape(lv332, R.shape([8, 32]))
            lv334: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_encoder_attn_q_proj_weight, axes=[1, 0])
            lv335: R.Tensor((8, 32), dtype="float32") = R.matmul(lv333, lv334, out_dtype="float32")
            lv336: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_encoder_attn_q_proj_bias, lv335)
            lv337: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv336, R.shape([1, 8, 32]))
            lv338: R.Tensor((1, 8, 2, 16), dtype="float32") = R.reshape(lv337, R.shape([1, 8, 2, 16]))
            lv339: R.Tensor((1, 2, 8, 16), dtype="float32") = R.permute_dims(lv338, axes=[0, 2, 1, 3])
            lv340: R.Tensor((12, 32), dtype="float32") = R.reshape(lv141, R.shape([12, 32]))
            lv341: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_encoder_attn_k_proj_weight, axes=[1, 0])
            lv342: R.Tensor((12, 32), dtype="float32") = R.matmul(lv340, lv341, out_dtype="float32")
            lv343: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_encoder_attn_k_proj_bias, lv342)
            lv344: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv343, R.shape([1, 12, 32]))
            lv345: R.Tensor((12, 32), dtype="float32") = R.reshape(lv141, R.shape([12, 32]))
            lv346: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_encoder_attn_v_proj_weight, axes=[1, 0])
            lv347: R.Tensor((12, 32), dtype="float32") = R.matmul(lv345, lv346, out_dtype="float32")
            lv348: R.Tensor((12, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_encoder_attn_v_proj_bias, lv347)
            lv349: R.Tensor((1, 12, 32), dtype="float32") = R.reshape(lv348, R.shape([1, 12, 32]))
            lv350: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv344, R.shape([1, 12, 2, 16]))
            lv351: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv350, axes=[0, 2, 1, 3])
            lv352: R.Tensor((1, 12, 2, 16), dtype="float32") = R.reshape(lv349, R.shape([1, 12, 2, 16]))
            lv353: R.Tensor((1, 2, 12, 16), dtype="float32") = R.permute_dims(lv352, axes=[0, 2, 1, 3])
            lv354: R.Tensor((1, 2, 16, 12), dtype="float32") = R.permute_dims(lv351, axes=[0, 1, 3, 2])
            lv355: R.Tensor((1, 2, 8, 16), dtype="float32") = R.broadcast_to(lv339, R.shape([1, 2, 8, 16]))
            lv356: R.Tensor((2, 8, 16), dtype="float32") = R.reshape(lv355, R.shape([2, 8, 16]))
            lv357: R.Tensor((1, 2, 16, 12), dtype="float32") = R.broadcast_to(lv354, R.shape([1, 2, 16, 12]))
            lv358: R.Tensor((2, 16, 12), dtype="float32") = R.reshape(lv357, R.shape([2, 16, 12]))
            lv359: R.Tensor((2, 8, 12), dtype="float32") = R.matmul(lv356, lv358, out_dtype="float32")
            lv360: R.Tensor((1, 2, 8, 12), dtype="float32") = R.reshape(lv359, R.shape([1, 2, 8, 12]))
            lv361: R.Tensor((1, 2, 8, 12), dtype="float32") = R.multiply(lv360, R.const(0.25, "float32"))
            lv362: R.Tensor((1, 2, 8, 12), dtype="float32") = R.add(lv361, lv173)
            lv363: R.Tensor((1, 2, 8, 12), dtype="float32") = R.nn.softmax(lv362, axis=-1)
            lv364: R.Tensor((1, 2, 8, 12), dtype="float32") = R.broadcast_to(lv363, R.shape([1, 2, 8, 12]))
            lv365: R.Tensor((2, 8, 12), dtype="float32") = R.reshape(lv364, R.shape([2, 8, 12]))
            lv366: R.Tensor((1, 2, 12, 16), dtype="float32") = R.broadcast_to(lv353, R.shape([1, 2, 12, 16]))
            lv367: R.Tensor((2, 12, 16), dtype="float32") = R.reshape(lv366, R.shape([2, 12, 16]))
            lv368: R.Tensor((2, 8, 16), dtype="float32") = R.matmul(lv365, lv367, out_dtype="float32")
            lv369: R.Tensor((1, 2, 8, 16), dtype="float32") = R.reshape(lv368, R.shape([1, 2, 8, 16]))
            lv370: R.Tensor((1, 8, 2, 16), dtype="float32") = R.permute_dims(lv369, axes=[0, 2, 1, 3])
            lv371: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv370, R.shape([1, 8, 32]))
            lv372: R.Tensor((8, 32), dtype="float32") = R.reshape(lv371, R.shape([8, 32]))
            lv373: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_encoder_attn_out_proj_weight, axes=[1, 0])
            lv374: R.Tensor((8, 32), dtype="float32") = R.matmul(lv372, lv373, out_dtype="float32")
            lv375: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_encoder_attn_out_proj_bias, lv374)
            lv376: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv375, R.shape([1, 8, 32]))
            lv377: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv332, lv376)
            lv378: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv377, p_inner_model_decoder_layers_1_encoder_attn_layer_norm_weight, p_inner_model_decoder_layers_1_encoder_attn_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv379: R.Tensor((8, 32), dtype="float32") = R.reshape(lv378, R.shape([8, 32]))
            lv380: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_fc1_weight, axes=[1, 0])
            lv381: R.Tensor((8, 64), dtype="float32") = R.matmul(lv379, lv380, out_dtype="float32")
            lv382: R.Tensor((8, 64), dtype="float32") = R.add(p_inner_model_decoder_layers_1_fc1_bias, lv381)
            lv383: R.Tensor((1, 8, 64), dtype="float32") = R.reshape(lv382, R.shape([1, 8, 64]))
            lv384: R.Tensor((1, 8, 64), dtype="float32") = R.nn.gelu(lv383)
            lv385: R.Tensor((8, 64), dtype="float32") = R.reshape(lv384, R.shape([8, 64]))
            lv386: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_decoder_layers_1_fc2_weight, axes=[1, 0])
            lv387: R.Tensor((8, 32), dtype="float32") = R.matmul(lv385, lv386, out_dtype="float32")
            lv388: R.Tensor((8, 32), dtype="float32") = R.add(p_inner_model_decoder_layers_1_fc2_bias, lv387)
            lv389: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv388, R.shape([1, 8, 32]))
            lv390: R.Tensor((1, 8, 32), dtype="float32") = R.add(lv378, lv389)
            lv391: R.Tensor((1, 8, 32), dtype="float32") = R.nn.layer_norm(lv390, p_inner_model_decoder_layers_1_final_layer_norm_weight, p_inner_model_decoder_layers_1_final_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv392: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv393: R.Tensor((8, 32), dtype="float32") = R.reshape(lv391, R.shape([8, 32]))
            lv394: R.Tensor((8, 100), dtype="float32") = R.matmul(lv393, lv392, out_dtype="float32")
            lv395: R.Tensor((1, 8, 100), dtype="float32") = R.reshape(lv394, R.shape([1, 8, 100]))
            lv396: R.Tensor((1, 8, 100), dtype="float32") = R.add(lv395, metadata["ir.GenericConst"][0])
            gv: R.Tuple(R.Tensor((1, 8, 100), dtype="float32")) = (lv396,)
            R.output(gv)
        return gv