metadata = tvm.ir.load_json("""{
  \"root_index\": 23,
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
      \"data\": 17
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAABEAAAAAAAAAiAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAgAAAAAAAAADAAAAAAAAAAQAAAAAAAAABQAAAAAAAAAGAAAAAAAAAAcAAAAAAAAACAAAAAAAAAAJAAAAAAAAAAoAAAAAAAAACwAAAAAAAAAMAAAAAAAAAA0AAAAAAAAADgAAAAAAAAAPAAAAAAAAABAAAAAAAAAA\"
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
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 14
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13,
        15
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 16,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 17,
        \"values\": 16
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 18,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAABAAQABAAAAAAAAABAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAgAAAAAAAAADAAAAAAAAAAQAAAAAAAAABQAAAAAAAAAGAAAAAAAAAAcAAAAAAAAACAAAAAAAAAAJAAAAAAAAAAoAAAAAAAAACwAAAAAAAAAMAAAAAAAAAA0AAAAAAAAADgAAAAAAAAAPAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 19,
        \"value\": 20
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        12,
        21
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        22
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
    def main(args_0: R.Tensor((2, 8), dtype="int64"), args_1: R.Tensor((2, 3, 32, 32), dtype="float32"), p_inner_logit_scale: R.Tensor((), dtype="float32"), p_inner_text_model_embeddings_token_embedding_weight: R.Tensor((100, 32), dtype="float32"), p_inner_text_model_embeddings_position_embedding_weight: R.Tensor((16, 32), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_0_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_layer_norm1_weight: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_layer_norm1_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_mlp_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_text_model_encoder_layers_0_mlp_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_text_model_encoder_layers_0_mlp_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_text_model_encoder_layers_0_mlp_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_layer_norm2_weight: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_0_layer_norm2_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_text_model_encoder_layers_1_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_layer_norm1_weight: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_layer_norm1_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_mlp_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_text_model_encoder_layers_1_mlp_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_text_model_encoder_layers_1_mlp_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_text_model_encoder_layers_1_mlp_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_layer_norm2_weight: R.Tensor((32,), dtype="float32"), p_inner_text_model_encoder_layers_1_layer_norm2_bias: R.Tensor((32,), dtype="float32"), p_inner_text_model_final_layer_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_text_model_final_layer_norm_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_embeddings_class_embedding: R.Tensor((32,), dtype="float32"), p_inner_vision_model_embeddings_patch_embedding_weight: R.Tensor((32, 3, 8, 8), dtype="float32"), p_inner_vision_model_embeddings_position_embedding_weight: R.Tensor((17, 32), dtype="float32"), p_inner_vision_model_pre_layrnorm_weight: R.Tensor((32,), dtype="float32"), p_inner_vision_model_pre_layrnorm_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_0_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_layer_norm1_weight: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_layer_norm1_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_mlp_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_vision_model_encoder_layers_0_mlp_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_vision_model_encoder_layers_0_mlp_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_vision_model_encoder_layers_0_mlp_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_layer_norm2_weight: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_0_layer_norm2_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_k_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_k_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_v_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_v_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_out_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_vision_model_encoder_layers_1_self_attn_out_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_layer_norm1_weight: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_layer_norm1_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_mlp_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_vision_model_encoder_layers_1_mlp_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_vision_model_encoder_layers_1_mlp_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_vision_model_encoder_layers_1_mlp_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_layer_norm2_weight: R.Tensor((32,), dtype="float32"), p_inner_vision_model_encoder_layers_1_layer_norm2_bias: R.Tensor((32,), dtype="float32"), p_inner_vision_model_post_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_vision_model_post_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_visual_projection_weight: R.Tensor((16, 32), dtype="float32"), p_inner_text_projection_weight: R.Tensor((16, 32), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32")):
        R.func_attr({"num_input": 2})
        with R.dataflow():
            lv: R.Tensor((2, 32, 4, 4), dtype="float32") = R.nn.conv2d(args_1, p_inner_vision_model_embeddings_patch_embedding_weight, strides=[8, 8], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tensor((2, 32, 16), dtype="float32") = R.reshape(lv, R.shape([2, 32, 16]))
            lv2: R.Tensor((2, 16, 32), dtype="float32") = R.permute_dims(lv1, axes=[0, 2, 1])
            lv3: R.Tensor((2, 1, 32), dtype="float32") = R.broadcast_to(p_inner_vision_model_embeddings_class_embedding, R.shape([2, 1, 32]))
            lv4: R.Tensor((2, 17, 32), dtype="float32") = R.concat((lv3, lv2), axis=1)
            lv5: R.Tensor((1, 17), dtype="int32") = R.astype(metadata["ir.GenericConst"][0], dtype="int32")
            lv6: R.Tensor((17,), dtype="int32") = R.reshape(lv5, R.shape([17]))
            lv7: R.Tensor((17, 32), dtype="float32") = R.take(p_inner_vision_model_embeddings_position_embedding_weight, lv6, axis=0, mode="fast")
            lv8: R.Tensor((1, 17, 32), dtype="float32") = R.reshape(lv7, R.shape([1, 17, 32]))
            lv9: R.Tensor((2, 17, 32), dtype="float32") = R.add(lv4, lv8)
            lv10: R.Tensor((2, 17, 32), dtype="float32") = R.nn.layer_norm(lv9, p_inner_vision_model_pre_layrnorm_weight, p_inner_vision_model_pre_layrnorm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv11: R.Tensor((2, 17, 32), dtype="float32") = R.nn.layer_norm(lv10, p_inner_vision_model_encoder_layers_0_layer_norm1_weight, p_inner_vision_model_encoder_layers_0_layer_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv12: R.Tensor((34, 32), dtype="float32") = R.reshape(lv11, R.shape([34, 32]))
            lv13: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv14: R.Tensor((34, 32), dtype="float32") = R.matmul(lv12, lv13, out_dtype="float32")
            lv15: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_0_self_attn_q_proj_bias, lv14)
            lv16: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv15, R.shape([2, 17, 32]))
            lv17: R.Tensor((34, 32), dtype="float32") = R.reshape(lv11, R.shape([34, 32]))
            lv18: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv19: R.Tensor((34, 32), dtype="float32") = R.matmul(lv17, lv18, out_dtype="float32")
            lv20: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_0_self_attn_k_proj_bias, lv19)
            lv21: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv20, R.shape([2, 17, 32]))
            lv22: R.Tensor((34, 32), dtype="float32") = R.reshape(lv11, R.shape([34, 32]))
            lv23: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv24: R.Tensor((34, 32), dtype="float32") = R.matmul(lv22, lv23, out_dtype="float32")
            lv25: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_0_self_attn_v_proj_bias, lv24)
            lv26: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv25, R.shape([2, 17, 32]))
            lv27: R.Tensor((2, 17, 2, 16), dtype="float32") = R.reshape(lv16, R.shape([2, 17, 2, 16]))
            lv28: R.Tensor((2, 2, 17, 16), dtype="float32") = R.permute_dims(lv27, axes=[0, 2, 1, 3])
            lv29: R.Tensor((2, 17, 2, 16), dtype="float32") = R.reshape(lv21, R.shape([2, 17, 2, 16]))
            lv30: R.Tensor((2, 2, 17, 16), dtype="float32") = R.permute_dims(lv29, axes=[0, 2, 1, 3])
            lv31: R.Tensor((2, 17, 2, 16), dtype="float32") = R.reshape(lv26, R.shape([2, 17, 2, 16]))
            lv32: R.Tensor((2, 2, 17, 16), dtype="float32") = R.permute_dims(lv31, axes=[0, 2, 1, 3])
            lv33: R.Tensor((2, 2, 16, 17), dtype="float32") = R.permute_dims(lv30, axes=[0, 1, 3, 2])
            lv34: R.Tensor((2, 2, 17, 16), dtype="float32") = R.broadcast_to(lv28, R.shape([2, 2, 17, 16]))
            lv35: R.Tensor((4, 17, 16), dtype="float32") = R.reshape(lv34, R.shape([4, 17, 16]))
            lv36: R.Tensor((2, 2, 16, 17), dtype="float32") = R.broadcast_to(lv33, R.shape([2, 2, 16, 17]))
            lv37: R.Tensor((4, 16, 17), dtype="float32") = R.reshape(lv36, R.shape([4, 16, 17]))
            lv38: R.Tensor((4, 17, 17), dtype="float32") = R.matmul(lv35, lv37, out_dtype="float32")
            lv39: R.Tensor((2, 2, 17, 17), dtype="float32") = R.reshape(lv38, R.shape([2, 2, 17, 17]))
            lv40: R.Tensor((2, 2, 17, 17), dtype="float32") = R.multiply(lv39, R.const(0.25, "float32"))
            lv41: R.Tensor((2, 2, 17, 17), dtype="float32") = R.nn.softmax(lv40, axis=-1)
            lv42: R.Tensor((2, 2, 17, 17), dtype="float32") = R.broadcast_to(lv41, R.shape([2, 2, 17, 17]))
            lv43: R.Tensor((4, 17, 17), dtype="float32") = R.reshape(lv42, R.shape([4, 17, 17]))
            lv44: R.Tensor((2, 2, 17, 16), dtype="float32") = R.broadcast_to(lv32, R.shape([2, 2, 17, 16]))
            lv45: R.Tensor((4, 17, 16), dtype="float32") = R.reshape(lv44, R.shape([4, 17, 16]))
            lv46: R.Tensor((4, 17, 16), dtype="float32") = R.matmul(lv43, lv45, out_dtype="float32")
            lv47: R.Tensor((2, 2, 17, 16), dtype="float32") = R.reshape(lv46, R.shape([2, 2, 17, 16]))
            lv48: R.Tensor((2, 17, 2, 16), dtype="float32") = R.permute_dims(lv47, axes=[0, 2, 1, 3])
            lv49: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv48, R.shape([2, 17, 32]))
            lv50: R.Tensor((34, 32), dtype="float32") = R.reshape(lv49, R.shape([34, 32]))
            lv51: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_0_self_attn_out_proj_weight, axes=[1, 0])
            lv52: R.Tensor((34, 32), dtype="float32") = R.matmul(lv50, lv51, out_dtype="float32")
            lv53: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_0_self_attn_out_proj_bias, lv52)
            lv54: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv53, R.shape([2, 17, 32]))
            lv55: R.Tensor((2, 17, 32), dtype="float32") = R.add(lv10, lv54)
            lv56: R.Tensor((2, 17, 32), dtype="float32") = R.nn.layer_norm(lv55, p_inner_vision_model_encoder_layers_0_layer_norm2_weight, p_inner_vision_model_encoder_layers_0_layer_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv57: R.Tensor((34, 32), dtype="float32") = R.reshape(lv56, R.shape([34, 32]))
            lv58: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_0_mlp_fc1_weight, axes=[1, 0])
            lv59: R.Tensor((34, 64), dtype="float32") = R.matmul(lv57, lv58, out_dtype="float32")
            lv60: R.Tensor((34, 64), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_0_mlp_fc1_bias, lv59)
            lv61: R.Tensor((2, 17, 64), dtype="float32") = R.reshape(lv60, R.shape([2, 17, 64]))
            lv62: R.Tensor((2, 17, 64), dtype="float32") = R.multiply(lv61, R.const(1.7020000219345093, "float32"))
            lv63: R.Tensor((2, 17, 64), dtype="float32") = R.sigmoid(lv62)
            lv64: R.Tensor((2, 17, 64), dtype="float32") = R.multiply(lv61, lv63)
            lv65: R.Tensor((34, 64), dtype="float32") = R.reshape(lv64, R.shape([34, 64]))
            lv66: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_0_mlp_fc2_weight, axes=[1, 0])
            lv67: R.Tensor((34, 32), dtype="float32") = R.matmul(lv65, lv66, out_dtype="float32")
            lv68: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_0_mlp_fc2_bias, lv67)
            lv69: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv68, R.shape([2, 17, 32]))
            lv70: R.Tensor((2, 17, 32), dtype="float32") = R.add(lv55, lv69)
            lv71: R.Tensor((2, 17, 32), dtype="float32") = R.nn.layer_norm(lv70, p_inner_vision_model_encoder_layers_1_layer_norm1_weight, p_inner_vision_model_encoder_layers_1_layer_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv72: R.Tensor((34, 32), dtype="float32") = R.reshape(lv71, R.shape([34, 32]))
            lv73: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv74: R.Tensor((34, 32), dtype="float32") = R.matmul(lv72, lv73, out_dtype="float32")
            lv75: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_1_self_attn_q_proj_bias, lv74)
            lv76: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv75, R.shape([2, 17, 32]))
            lv77: R.Tensor((34, 32), dtype="float32") = R.reshape(lv71, R.shape([34, 32]))
            lv78: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv79: R.Tensor((34, 32), dtype="float32") = R.matmul(lv77, lv78, out_dtype="float32")
            lv80: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_1_self_attn_k_proj_bias, lv79)
            lv81: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv80, R.shape([2, 17, 32]))
            lv82: R.Tensor((34, 32), dtype="float32") = R.reshape(lv71, R.shape([34, 32]))
            lv83: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv84: R.Tensor((34, 32), dtype="float32") = R.matmul(lv82, lv83, out_dtype="float32")
            lv85: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_1_self_attn_v_proj_bias, lv84)
            lv86: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv85, R.shape([2, 17, 32]))
            lv87: R.Tensor((2, 17, 2, 16), dtype="float32") = R.reshape(lv76, R.shape([2, 17, 2, 16]))
            lv88: R.Tensor((2, 2, 17, 16), dtype="float32") = R.permute_dims(lv87, axes=[0, 2, 1, 3])
            lv89: R.Tensor((2, 17, 2, 16), dtype="float32") = R.reshape(lv81, R.shape([2, 17, 2, 16]))
            lv90: R.Tensor((2, 2, 17, 16), dtype="float32") = R.permute_dims(lv89, axes=[0, 2, 1, 3])
            lv91: R.Tensor((2, 17, 2, 16), dtype="float32") = R.reshape(lv86, R.shape([2, 17, 2, 16]))
            lv92: R.Tensor((2, 2, 17, 16), dtype="float32") = R.permute_dims(lv91, axes=[0, 2, 1, 3])
            lv93: R.Tensor((2, 2, 16, 17), dtype="float32") = R.permute_dims(lv90, axes=[0, 1, 3, 2])
            lv94: R.Tensor((2, 2, 17, 16), dtype="float32") = R.broadcast_to(lv88, R.shape([2, 2, 17, 16]))
            lv95: R.Tensor((4, 17, 16), dtype="float32") = R.reshape(lv94, R.shape([4, 17, 16]))
            lv96: R.Tensor((2, 2, 16, 17), dtype="float32") = R.broadcast_to(lv93, R.shape([2, 2, 16, 17]))
            lv97: R.Tensor((4, 16, 17), dtype="float32") = R.reshape(lv96, R.shape([4, 16, 17]))
            lv98: R.Tensor((4, 17, 17), dtype="float32") = R.matmul(lv95, lv97, out_dtype="float32")
            lv99: R.Tensor((2, 2, 17, 17), dtype="float32") = R.reshape(lv98, R.shape([2, 2, 17, 17]))
            lv100: R.Tensor((2, 2, 17, 17), dtype="float32") = R.multiply(lv99, R.const(0.25, "float32"))
            lv101: R.Tensor((2, 2, 17, 17), dtype="float32") = R.nn.softmax(lv100, axis=-1)
            lv102: R.Tensor((2, 2, 17, 17), dtype="float32") = R.broadcast_to(lv101, R.shape([2, 2, 17, 17]))
            lv103: R.Tensor((4, 17, 17), dtype="float32") = R.reshape(lv102, R.shape([4, 17, 17]))
            lv104: R.Tensor((2, 2, 17, 16), dtype="float32") = R.broadcast_to(lv92, R.shape([2, 2, 17, 16]))
            lv105: R.Tensor((4, 17, 16), dtype="float32") = R.reshape(lv104, R.shape([4, 17, 16]))
            lv106: R.Tensor((4, 17, 16), dtype="float32") = R.matmul(lv103, lv105, out_dtype="float32")
            lv107: R.Tensor((2, 2, 17, 16), dtype="float32") = R.reshape(lv106, R.shape([2, 2, 17, 16]))
            lv108: R.Tensor((2, 17, 2, 16), dtype="float32") = R.permute_dims(lv107, axes=[0, 2, 1, 3])
            lv109: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv108, R.shape([2, 17, 32]))
            lv110: R.Tensor((34, 32), dtype="float32") = R.reshape(lv109, R.shape([34, 32]))
            lv111: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_1_self_attn_out_proj_weight, axes=[1, 0])
            lv112: R.Tensor((34, 32), dtype="float32") = R.matmul(lv110, lv111, out_dtype="float32")
            lv113: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_1_self_attn_out_proj_bias, lv112)
            lv114: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv113, R.shape([2, 17, 32]))
            lv115: R.Tensor((2, 17, 32), dtype="float32") = R.add(lv70, lv114)
            lv116: R.Tensor((2, 17, 32), dtype="float32") = R.nn.layer_norm(lv115, p_inner_vision_model_encoder_layers_1_layer_norm2_weight, p_inner_vision_model_encoder_layers_1_layer_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv117: R.Tensor((34, 32), dtype="float32") = R.reshape(lv116, R.shape([34, 32]))
            lv118: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_1_mlp_fc1_weight, axes=[1, 0])
            lv119: R.Tensor((34, 64), dtype="float32") = R.matmul(lv117, lv118, out_dtype="float32")
            lv120: R.Tensor((34, 64), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_1_mlp_fc1_bias, lv119)
            lv121: R.Tensor((2, 17, 64), dtype="float32") = R.reshape(lv120, R.shape([2, 17, 64]))
            lv122: R.Tensor((2, 17, 64), dtype="float32") = R.multiply(lv121, R.const(1.7020000219345093, "float32"))
            lv123: R.Tensor((2, 17, 64), dtype="float32") = R.sigmoid(lv122)
            lv124: R.Tensor((2, 17, 64), dtype="float32") = R.multiply(lv121, lv123)
            lv125: R.Tensor((34, 64), dtype="float32") = R.reshape(lv124, R.shape([34, 64]))
            lv126: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_vision_model_encoder_layers_1_mlp_fc2_weight, axes=[1, 0])
            lv127: R.Tensor((34, 32), dtype="float32") = R.matmul(lv125, lv126, out_dtype="float32")
            lv128: R.Tensor((34, 32), dtype="float32") = R.add(p_inner_vision_model_encoder_layers_1_mlp_fc2_bias, lv127)
            lv129: R.Tensor((2, 17, 32), dtype="float32") = R.reshape(lv128, R.shape([2, 17, 32]))
            lv130: R.Tensor((2, 17, 32), dtype="float32") = R.add(lv115, lv129)
            lv131: R.Tensor((2, 32), dtype="float32") = R.take(lv130, R.const(0, "int64"), axis=1, mode="fast")
            lv132: R.Tensor((2, 32), dtype="float32") = R.nn.layer_norm(lv131, p_inner_vision_model_post_layernorm_weight, p_inner_vision_model_post_layernorm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv133: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_visual_projection_weight, axes=[1, 0])
            lv134: R.Tensor((2, 16), dtype="float32") = R.matmul(lv132, lv133, out_dtype="float32")
            lv135: R.Tensor((2, 8), dtype="int64") = R.reshape(args_0, R.shape([2, 8]))
            lv136: R.Tensor((1, 8), dtype="int64") = R.strided_slice(metadata["ir.GenericConst"][1], (1,), (0,), (8,), (1,), assume_inbound=False)
            lv137: R.Tensor((2, 8), dtype="int32") = R.astype(lv135, dtype="int32")
            lv138: R.Tensor((16,), dtype="int32") = R.reshape(lv137, R.shape([16]))
            lv139: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_text_model_embeddings_token_embedding_weight, lv138, axis=0, mode="fast")
            lv140: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv139, R.shape([2, 8, 32]))
            lv141: R.Tensor((1, 8), dtype="int32") = R.astype(lv136, dtype="int32")
            lv142: R.Tensor((8,), dtype="int32") = R.reshape(lv141, R.shape([8]))
            lv143: R.Tensor((8, 32), dtype="float32") = R.take(p_inner_text_model_embeddings_position_embedding_weight, lv142, axis=0, mode="fast")
            lv144: R.Tensor((1, 8, 32), dtype="float32") = R.reshape(lv143, R.shape([1, 8, 32]))
            lv145: R.Tensor((2, 8, 32), dtype="float32") = R.add(lv140, lv144)
            lv146: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv147: R.Tensor((8,), dtype="int64") = R.add(lv146, R.const(0, "int64"))
            lv148: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv149: R.Tensor((8,), dtype="int64") = R.add(lv148, R.const(0, "int64"))
            lv150: R.Tensor((1, 8), dtype="int64") = R.expand_dims(lv147, axis=[0])
            lv151: R.Tensor((1, 1, 8), dtype="int64") = R.expand_dims(lv150, axis=[1])
            lv152: R.Tensor((1, 1, 8, 1), dtype="int64") = R.expand_dims(lv151, axis=[3])
            lv153: R.Tensor((1, 8), dtype="int64") = R.expand_dims(lv149, axis=[0])
            lv154: R.Tensor((1, 1, 8), dtype="int64") = R.expand_dims(lv153, axis=[1])
            lv155: R.Tensor((1, 1, 1, 8), dtype="int64") = R.expand_dims(lv154, axis=[2])
            lv156: R.Tensor((1, 1, 8, 8), dtype="bool") = R.less_equal(lv155, lv152)
            lv157: R.Tensor((2, 1, 8, 8), dtype="bool") = R.broadcast_to(lv156, R.shape([2, 1, 8, 8]))
            lv158: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv159: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv160: R.Tensor((2, 1, 8, 8), dtype="float32") = R.where(lv157, lv158, lv159)
            lv161: R.Tensor((2, 8, 32), dtype="float32") = R.nn.layer_norm(lv145, p_inner_text_model_encoder_layers_0_layer_norm1_weight, p_inner_text_model_encoder_layers_0_layer_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv162: R.Tensor((16, 32), dtype="float32") = R.reshape(lv161, R.shape([16, 32]))
            lv163: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv164: R.Tensor((16, 32), dtype="float32") = R.matmul(lv162, lv163, out_dtype="float32")
            lv165: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_0_self_attn_q_proj_bias, lv164)
            lv166: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv165, R.shape([2, 8, 32]))
            lv167: R.Tensor((16, 32), dtype="float32") = R.reshape(lv161, R.shape([16, 32]))
            lv168: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv169: R.Tensor((16, 32), dtype="float32") = R.matmul(lv167, lv168, out_dtype="float32")
            lv170: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_0_self_attn_k_proj_bias, lv169)
            lv171: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv170, R.shape([2, 8, 32]))
            lv172: R.Tensor((16, 32), dtype="float32") = R.reshape(lv161, R.shape([16, 32]))
            lv173: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv174: R.Tensor((16, 32), dtype="float32") = R.matmul(lv172, lv173, out_dtype="float32")
            lv175: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_0_self_attn_v_proj_bias, lv174)
            lv176: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv175, R.shape([2, 8, 32]))
            lv177: R.Tensor((2, 8, 2, 16), dtype="float32") = R.reshape(lv166, R.shape([2, 8, 2, 16]))
            lv178: R.Tensor((2, 2, 8, 16), dtype="float32") = R.permute_dims(lv177, axes=[0, 2, 1, 3])
            lv179: R.Tensor((2, 8, 2, 16), dtype="float32") = R.reshape(lv171, R.shape([2, 8, 2, 16]))
            lv180: R.Tensor((2, 2, 8, 16), dtype="float32") = R.permute_dims(lv179, axes=[0, 2, 1, 3])
            lv181: R.Tensor((2, 8, 2, 16), dtype="float32") = R.reshape(lv176, R.shape([2, 8, 2, 16]))
            lv182: R.Tensor((2, 2, 8, 16), dtype="float32") = R.permute_dims(lv181, axes=[0, 2, 1, 3])
            lv183: R.Tensor((2, 2, 16, 8), dtype="float32") = R.permute_dims(lv180, axes=[0, 1, 3, 2])
            lv184: R.Tensor((2, 2, 8, 16), dtype="float32") = R.broadcast_to(lv178, R.shape([2, 2, 8, 16]))
            lv185: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv184, R.shape([4, 8, 16]))
            lv186: R.Tensor((2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv183, R.shape([2, 2, 16, 8]))
            lv187: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv186, R.shape([4, 16, 8]))
            lv188: R.Tensor((4, 8, 8), dtype="float32") = R.matmul(lv185, lv187, out_dtype="float32")
            lv189: R.Tensor((2, 2, 8, 8), dtype="float32") = R.reshape(lv188, R.shape([2, 2, 8, 8]))
            lv190: R.Tensor((2, 2, 8, 8), dtype="float32") = R.multiply(lv189, R.const(0.25, "float32"))
            lv191: R.Tensor((2, 2, 8, 8), dtype="float32") = R.add(lv190, lv160)
            lv192: R.Tensor((2, 2, 8, 8), dtype="float32") = R.nn.softmax(lv191, axis=-1)
            lv193: R.Tensor((2, 2, 8, 8), dtype="float32") = R.broadcast_to(lv192, R.shape([2, 2, 8, 8]))
            lv194: R.Tensor((4, 8, 8), dtype="float32") = R.reshape(lv193, R.shape([4, 8, 8]))
            lv195: R.Tensor((2, 2, 8, 16), dtype="float32") = R.broadcast_to(lv182, R.shape([2, 2, 8, 16]))
            lv196: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv195, R.shape([4, 8, 16]))
            lv197: R.Tensor((4, 8, 16), dtype="float32") = R.matmul(lv194, lv196, out_dtype="float32")
            lv198: R.Tensor((2, 2, 8, 16), dtype="float32") = R.reshape(lv197, R.shape([2, 2, 8, 16]))
            lv199: R.Tensor((2, 8, 2, 16), dtype="float32") = R.permute_dims(lv198, axes=[0, 2, 1, 3])
            lv200: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv199, R.shape([2, 8, 32]))
            lv201: R.Tensor((16, 32), dtype="float32") = R.reshape(lv200, R.shape([16, 32]))
            lv202: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_0_self_attn_out_proj_weight, axes=[1, 0])
            lv203: R.Tensor((16, 32), dtype="float32") = R.matmul(lv201, lv202, out_dtype="float32")
            lv204: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_0_self_attn_out_proj_bias, lv203)
            lv205: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv204, R.shape([2, 8, 32]))
            lv206: R.Tensor((2, 8, 32), dtype="float32") = R.add(lv145, lv205)
            lv207: R.Tensor((2, 8, 32), dtype="float32") = R.nn.layer_norm(lv206, p_inner_text_model_encoder_layers_0_layer_norm2_weight, p_inner_text_model_encoder_layers_0_layer_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv208: R.Tensor((16, 32), dtype="float32") = R.reshape(lv207, R.shape([16, 32]))
            lv209: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_0_mlp_fc1_weight, axes=[1, 0])
            lv210: R.Tensor((16, 64), dtype="float32") = R.matmul(lv208, lv209, out_dtype="float32")
            lv211: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_text_model_encoder_layers_0_mlp_fc1_bias, lv210)
            lv212: R.Tensor((2, 8, 64), dtype="float32") = R.reshape(lv211, R.shape([2, 8, 64]))
            lv213: R.Tensor((2, 8, 64), dtype="float32") = R.multiply(lv212, R.const(1.7020000219345093, "float32"))
            lv214: R.Tensor((2, 8, 64), dtype="float32") = R.sigmoid(lv213)
            lv215: R.Tensor((2, 8, 64), dtype="float32") = R.multiply(lv212, lv214)
            lv216: R.Tensor((16, 64), dtype="float32") = R.reshape(lv215, R.shape([16, 64]))
            lv217: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_0_mlp_fc2_weight, axes=[1, 0])
            lv218: R.Tensor((16, 32), dtype="float32") = R.matmul(lv216, lv217, out_dtype="float32")
            lv219: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_0_mlp_fc2_bias, lv218)
            lv220: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv219, R.shape([2, 8, 32]))
            lv221: R.Tensor((2, 8, 32), dtype="float32") = R.add(lv206, lv220)
            lv222: R.Tensor((2, 8, 32), dtype="float32") = R.nn.layer_norm(lv221, p_inner_text_model_encoder_layers_1_layer_norm1_weight, p_inner_text_model_encoder_layers_1_layer_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv223: R.Tensor((16, 32), dtype="float32") = R.reshape(lv222, R.shape([16, 32]))
            lv224: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv225: R.Tensor((16, 32), dtype="float32") = R.matmul(lv223, lv224, out_dtype="float32")
            lv226: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_1_self_attn_q_proj_bias, lv225)
            lv227: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv226, R.shape([2, 8, 32]))
            lv228: R.Tensor((16, 32), dtype="float32") = R.reshape(lv222, R.shape([16, 32]))
            lv229: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv230: R.Tensor((16, 32), dtype="float32") = R.matmul(lv228, lv229, out_dtype="float32")
            lv231: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_1_self_attn_k_proj_bias, lv230)
            lv232: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv231, R.shape([2, 8, 32]))
            lv233: R.Tensor((16, 32), dtype="float32") = R.reshape(lv222, R.shape([16, 32]))
            lv234: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv235: R.Tensor((16, 32), dtype="float32") = R.matmul(lv233, lv234, out_dtype="float32")
            lv236: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_1_self_attn_v_proj_bias, lv235)
            lv237: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv236, R.shape([2, 8, 32]))
            lv238: R.Tensor((2, 8, 2, 16), dtype="float32") = R.reshape(lv227, R.shape([2, 8, 2, 16]))
            lv239: R.Tensor((2, 2, 8, 16), dtype="float32") = R.permute_dims(lv238, axes=[0, 2, 1, 3])
            lv240: R.Tensor((2, 8, 2, 16), dtype="float32") = R.reshape(lv232, R.shape([2, 8, 2, 16]))
            lv241: R.Tensor((2, 2, 8, 16), dtype="float32") = R.permute_dims(lv240, axes=[0, 2, 1, 3])
            lv242: R.Tensor((2, 8, 2, 16), dtype="float32") = R.reshape(lv237, R.shape([2, 8, 2, 16]))
            lv243: R.Tensor((2, 2, 8, 16), dtype="float32") = R.permute_dims(lv242, axes=[0, 2, 1, 3])
            lv244: R.Tensor((2, 2, 16, 8), dtype="float32") = R.permute_dims(lv241, axes=[0, 1, 3, 2])
            lv245: R.Tensor((2, 2, 8, 16), dtype="float32") = R.broadcast_to(lv239, R.shape([2, 2, 8, 16]))
            lv246: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv245, R.shape([4, 8, 16]))
            lv247: R.Tensor((2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv244, R.shape([2, 2, 16, 8]))
            lv248: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv247, R.shape([4, 16, 8]))
            lv249: R.Tensor((4, 8, 8), dtype="float32") = R.matmul(lv246, lv248, out_dtype="float32")
            lv250: R.Tensor((2, 2, 8, 8), dtype="float32") = R.reshape(lv249, R.shape([2, 2, 8, 8]))
            lv251: R.Tensor((2, 2, 8, 8), dtype="float32") = R.multiply(lv250, R.const(0.25, "float32"))
            lv252: R.Tensor((2, 2, 8, 8), dtype="float32") = R.add(lv251, lv160)
            lv253: R.Tensor((2, 2, 8, 8), dtype="float32") = R.nn.softmax(lv252, axis=-1)
            lv254: R.Tensor((2, 2, 8, 8), dtype="float32") = R.broadcast_to(lv253, R.shape([2, 2, 8, 8]))
            lv255: R.Tensor((4, 8, 8), dtype="float32") = R.reshape(lv254, R.shape([4, 8, 8]))
            lv256: R.Tensor((2, 2, 8, 16), dtype="float32") = R.broadcast_to(lv243, R.shape([2, 2, 8, 16]))
            lv257: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv256, R.shape([4, 8, 16]))
            lv258: R.Tensor((4, 8, 16), dtype="float32") = R.matmul(lv255, lv257, out_dtype="float32")
            lv259: R.Tensor((2, 2, 8, 16), dtype="float32") = R.reshape(lv258, R.shape([2, 2, 8, 16]))
            lv260: R.Tensor((2, 8, 2, 16), dtype="float32") = R.permute_dims(lv259, axes=[0, 2, 1, 3])
            lv261: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv260, R.shape([2, 8, 32]))
            lv262: R.Tensor((16, 32), dtype="float32") = R.reshape(lv261, R.shape([16, 32]))
            lv263: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_1_self_attn_out_proj_weight, axes=[1, 0])
            lv264: R.Tensor((16, 32), dtype="float32") = R.matmul(lv262, lv263, out_dtype="float32")
            lv265: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_1_self_attn_out_proj_bias, lv264)
            lv266: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv265, R.shape([2, 8, 32]))
            lv267: R.Tensor((2, 8, 32), dtype="float32") = R.add(lv221, lv266)
            lv268: R.Tensor((2, 8, 32), dtype="float32") = R.nn.layer_norm(lv267, p_inner_text_model_encoder_layers_1_layer_norm2_weight, p_inner_text_model_encoder_layers_1_layer_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv269: R.Tensor((16, 32), dtype="float32") = R.reshape(lv268, R.shape([16, 32]))
            lv270: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_1_mlp_fc1_weight, axes=[1, 0])
            lv271: R.Tensor((16, 64), dtype="float32") = R.matmul(lv269, lv270, out_dtype="float32")
            lv272: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_text_model_encoder_layers_1_mlp_fc1_bias, lv271)
            lv273: R.Tensor((2, 8, 64), dtype="float32") = R.reshape(lv272, R.shape([2, 8, 64]))
            lv274: R.Tensor((2, 8, 64), dtype="float32") = R.multiply(lv273, R.const(1.7020000219345093, "float32"))
            lv275: R.Tensor((2, 8, 64), dtype="float32") = R.sigmoid(lv274)
            lv276: R.Tensor((2, 8, 64), dtype="float32") = R.multiply(lv273, lv275)
            lv277: R.Tensor((16, 64), dtype="float32") = R.reshape(lv276, R.shape([16, 64]))
            lv278: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_text_model_encoder_layers_1_mlp_fc2_weight, axes=[1, 0])
            lv279: R.Tensor((16, 32), dtype="float32") = R.matmul(lv277, lv278, out_dtype="float32")
            lv280: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_text_model_encoder_layers_1_mlp_fc2_bias, lv279)
            lv281: R.Tensor((2, 8, 32), dtype="float32") = R.reshape(lv280, R.shape([2, 8, 32]))
            lv282: R.Tensor((2, 8, 32), dtype="float32") = R.add(lv267, lv281)
            lv283: R.Tensor((2, 8, 32), dtype="float32") = R.nn.layer_norm(lv282, p_inner_text_model_final_layer_norm_weight, p_inner_text_model_final_layer_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv284: R.Tensor((2,), dtype="int64") = R.arange(0, 2, 1, dtype="int64")
            lv285: R.Tensor((2, 8), dtype="int32") = R.astype(lv135, dtype="int32")
            lv286: R.Tensor((2, 8), dtype="bool") = R.equal(lv285, R.const(49407, "int32"))
            lv287: R.Tensor((2, 8), dtype="int32") = R.astype(lv286, dtype="int32")
            lv288: R.Tensor((2,), dtype="int64") = R.argmax(lv287, axis=-1, keepdims=False)
            lv289: R.Tensor((2, 32), dtype="float32") = R.index_tensor(lv283, (lv284, lv288))
            lv290: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_text_projection_weight, axes=[1, 0])
            lv291: R.Tensor((2, 16), dtype="float32") = R.matmul(lv289, lv290, out_dtype="float32")
            lv292: R.Tensor((2, 16), dtype="float32") = R.power(lv134, R.const(2.0, "float32"))
            lv293: R.Tensor((2, 1), dtype="float32") = R.sum(lv292, axis=[-1], keepdims=True)
            lv294: R.Tensor((2, 1), dtype="float32") = R.power(lv293, R.const(0.5, "float32"))
            lv295: R.Tensor((2, 16), dtype="float32") = R.divide(lv134, lv294)
            lv296: R.Tensor((2, 16), dtype="float32") = R.power(lv291, R.const(2.0, "float32"))
            lv297: R.Tensor((2, 1), dtype="float32") = R.sum(lv296, axis=[-1], keepdims=True)
            lv298: R.Tensor((2, 1), dtype="float32") = R.power(lv297, R.const(0.5, "float32"))
            lv299: R.Tensor((2, 16), dtype="float32") = R.divide(lv291, lv298)
            lv300: R.Tensor((16, 2), dtype="float32") = R.permute_dims(lv295, axes=[1, 0])
            lv301: R.Tensor((2, 2), dtype="float32") = R.matmul(lv299, lv300, out_dtype="float32")
            lv302: R.Tensor((), dtype="float32") = R.exp(p_inner_logit_scale)
            lv303: R.Tensor((2, 2), dtype="float32") = R.multiply(lv301, lv302)
            lv304: R.Tensor((2, 2), dtype="float32") = R.permute_dims(lv303, axes=[1, 0])
            gv: R.Tuple(R.Tensor((2, 2), dtype="float32")) = (lv304,)
            R.output(gv)
        return gv