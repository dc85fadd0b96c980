metadata = tvm.ir.load_json("""{
  \"root_index\": 13,
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
      \"data\": 4
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
      \"type\": \"ffi.Array\",
      \"data\": [
        4
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 5,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 6,
        \"values\": 5
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
        \"shape\": 7,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAEAAAAAAAAABAAAAAAAAAAAACAP83MzD0K1yM8bxKDOg==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 9,
        \"value\": 10
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        11
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        12
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
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_model_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_0_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_0_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_1_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_1_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 100), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((16,), dtype="int32") = R.reshape(lv, R.shape([16]))
            lv2: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_model_embed_tokens_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv2, R.shape([1, 16, 32]))
            lv4: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv5: R.Tensor((16,), dtype="int64") = R.add(lv4, R.const(0, "int64"))
            lv6: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv5, axis=[0])
            lv7: R.Tensor((1, 1), dtype="int64") = R.strided_slice(lv6, (1,), (0,), (1,), (1,), assume_inbound=False)
            lv8: R.Tensor((1, 1), dtype="int64") = R.subtract(lv7, R.const(1, "int64"))
            lv9: R.Tensor((1, 17), dtype="int64") = R.concat((lv8, lv6), axis=-1)
            lv10: R.Tensor((1, 16), dtype="int64") = R.strided_slice(lv9, (-1,), (0,), (16,), (1,), assume_inbound=False)
            lv11: R.Tensor((1, 16), dtype="int64") = R.strided_slice(lv9, (-1,), (1,), (17,), (1,), assume_inbound=False)
            lv12: R.Tensor((1, 16), dtype="int64") = R.subtract(lv11, lv10)
            lv13: R.Tensor((1, 16), dtype="bool") = R.not_equal(lv12, R.const(1, "int64"))
            lv14: R.Tensor((1, 16), dtype="bool") = R.cumsum(lv13, axis=-1, dtype=None, exclusive=False)
            lv15: R.Tensor((1, 16), dtype="int64") = R.broadcast_to(lv6, R.shape([1, 16]))
            lv16: R.Tensor((1,), dtype="int64") = R.arange(0, 1, 1, dtype="int64")
            lv17: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv18: R.Tensor((16,), dtype="int64") = R.add(lv17, R.const(0, "int64"))
            lv19: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv20: R.Tensor((16,), dtype="int64") = R.add(lv19, R.const(0, "int64"))
            lv21: R.Tensor((1, 1), dtype="int64") = R.expand_dims(lv16, axis=[1])
            lv22: R.Tensor((1, 1, 1), dtype="int64") = R.expand_dims(lv21, axis=[2])
            lv23: R.Tensor((1, 1, 1, 1), dtype="int64") = R.expand_dims(lv22, axis=[3])
            lv24: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv18, axis=[0])
            lv25: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv24, axis=[1])
            lv26: R.Tensor((1, 1, 16, 1), dtype="int64") = R.expand_dims(lv25, axis=[3])
            lv27: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv20, axis=[0])
            lv28: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv27, axis=[1])
            lv29: R.Tensor((1, 1, 1, 16), dtype="int64") = R.expand_dims(lv28, axis=[2])
            lv30: R.Tensor((), dtype="bool") = R.full(R.shape([]), R.const(True, "bool"), dtype="bool")
            lv31: R.Tensor((1, 1, 16, 1), dtype="bool") = R.index_tensor(lv14, (lv23, lv26))
            lv32: R.Tensor((1, 1, 1, 16), dtype="bool") = R.index_tensor(lv14, (lv23, lv29))
            lv33: R.Tensor((1, 1, 16, 16), dtype="bool") = R.equal(lv31, lv32)
            lv34: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv30, lv33)
            lv35: R.Tensor((1, 1, 16, 1), dtype="int64") = R.index_tensor(lv15, (lv23, lv26))
            lv36: R.Tensor((1, 1, 1, 16), dtype="int64") = R.index_tensor(lv15, (lv23, lv29))
            lv37: R.Tensor((1, 1, 16, 16), dtype="bool") = R.less_equal(lv36, lv35)
            lv38: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv34, lv37)
            lv39: R.Tensor((1, 1, 16, 16), dtype="bool") = R.broadcast_to(lv38, R.shape([1, 1, 16, 16]))
            lv40: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv41: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv42: R.Tensor((1, 1, 16, 16), dtype="float32") = R.where(lv39, lv40, lv41)
            lv43: R.Tensor((1, 16, 1), dtype="int64") = R.expand_dims(lv6, axis=[2])
            lv44: R.Tensor((1, 16, 1), dtype="float32") = R.astype(lv43, dtype="float32")
            lv45: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv44, metadata["ir.GenericConst"][0])
            lv46: R.Tensor((1, 16, 8), dtype="float32") = R.concat((lv45, lv45), axis=-1)
            lv47: R.Tensor((1, 16, 8), dtype="float32") = R.cos(lv46)
            lv48: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv47, R.const(1.0, "float32"))
            lv49: R.Tensor((1, 16, 8), dtype="float32") = R.sin(lv46)
            lv50: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv49, R.const(1.0, "float32"))
            lv51: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv3, R.const(2.0, "float32"))
            lv52: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv51, axis=[-1], keepdims=True)
            lv53: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv52, R.const(9.9999999747524271e-07, "float32"))
            lv54: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv53)
            lv55: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv3, lv54)
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_input_layernorm_weight, lv55)
            lv57: R.Tensor((16, 32), dtype="float32") = R.reshape(lv56, R.shape([16, 32]))
            lv58: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv59: R.Tensor((16, 32), dtype="float32") = R.matmul(lv57, lv58, out_dtype="float32")
            lv60: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_q_proj_bias, lv59)
            lv61: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv60, R.shape([1, 16, 32]))
            lv62: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv61, R.shape([1, 16, 4, 8]))
            lv63: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv62, axes=[0, 2, 1, 3])
            lv64: R.Tensor((16, 32), dtype="float32") = R.reshape(lv56, R.shape([16, 32]))
            lv65: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv66: R.Tensor((16, 16), dtype="float32") = R.matmul(lv64, lv65, out_dtype="float32")
            lv67: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_k_proj_bias, lv66)
            lv68: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv67, R.shape([1, 16, 16]))
            lv69: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv68, R.shape([1, 16, 2, 8]))
            lv70: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv69, axes=[0, 2, 1, 3])
            lv71: R.Tensor((16, 32), dtype="float32") = R.reshape(lv56, R.shape([16, 32]))
            lv72: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv73: R.Tensor((16, 16), dtype="float32") = R.matmul(lv71, lv72, out_dtype="float32")
            lv74: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_v_proj_bias, lv73)
            lv75: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv74, R.shape([1, 16, 16]))
            lv76: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv75, R.shape([1, 16, 2, 8]))
            lv77: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv76, axes=[0, 2, 1, 3])
            lv78: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv79: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv80: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv63, lv78)
            lv81: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv63, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv82: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv63, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv83: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv82)
            lv84: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv83, lv81), axis=-1)
            lv85: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv84, lv79)
            lv86: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv80, lv85)
            lv87: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv70, lv78)
            lv88: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv89: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv90: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv89)
            lv91: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv90, lv88), axis=-1)
            lv92: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv91, lv79)
            lv93: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv87, lv92)
            lv94: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv93, axis=[2])
            lv95: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv94, R.shape([1, 2, 2, 16, 8]))
            lv96: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv95, R.shape([1, 4, 16, 8]))
            lv97: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv77, axis=[2])
            lv98: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv97, R.shape([1, 2, 2, 16, 8]))
            lv99: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv98, R.shape([1, 4, 16, 8]))
            lv100: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv96, axes=[0, 1, 3, 2])
            lv101: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv86, R.shape([1, 4, 16, 8]))
            lv102: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv101, R.shape([4, 16, 8]))
            lv103: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv100, R.shape([1, 4, 8, 16]))
            lv104: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv103, R.shape([4, 8, 16]))
            lv105: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv102, lv104, out_dtype="float32")
            lv106: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv105, R.shape([1, 4, 16, 16]))
            lv107: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv106, R.const(0.35355338454246521, "float32"))
            lv108: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv107, lv42)
            lv109: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv108, axis=-1)
            lv110: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv109, R.shape([1, 4, 16, 16]))
            lv111: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv110, R.shape([4, 16, 16]))
            lv112: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv99, R.shape([1, 4, 16, 8]))
            lv113: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv112, R.shape([4, 16, 8]))
            lv114: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv111, lv113, out_dtype="float32")
            lv115: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv114, R.shape([1, 4, 16, 8]))
            lv116: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv115, axes=[0, 2, 1, 3])
            lv117: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv116, R.shape([1, 16, 32]))
            lv118: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv119: R.Tensor((16, 32), dtype="float32") = R.reshape(lv117, R.shape([16, 32]))
            lv120: R.Tensor((16, 32), dtype="float32") = R.matmul(lv119, lv118, out_dtype="float32")
            lv121: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv120, R.shape([1, 16, 32]))
            lv122: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv3, lv121)
            lv123: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv122, R.const(2.0, "float32"))
            lv124: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv123, axis=[-1], keepdims=True)
            lv125: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv124, R.const(9.9999999747524271e-07, "float32"))
            lv126: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv125)
            lv127: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv122, lv126)
            lv128: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_post_attention_layernorm_weight, lv127)
            lv129: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_gate_proj_weight, axes=[1, 0])
            lv130: R.Tensor((16, 32), dtype="float32") = R.reshape(lv128, R.shape([16, 32]))
            lv131: R.Tensor((16, 64), dtype="float32") = R.matmul(lv130, lv129, out_dtype="float32")
            lv132: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv131, R.shape([1, 16, 64]))
            lv133: R.Tensor((1, 16, 64), dtype="float32") = R.sigmoid(lv132)
            lv134: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv132, lv133)
            lv135: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_up_proj_weight, axes=[1, 0])
            lv136: R.Tensor((16, 32), dtype="float32") = R.reshape(lv128, R.shape([16, 32]))
            lv137: R.Tensor((16, 64), dtype="float32") = R.matmul(lv136, lv135, out_dtype="float32")
            lv138: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv137, R.shape([1, 16, 64]))
            lv139: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv134, lv138)
            lv140: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_down_proj_weight, axes=[1, 0])
            lv141: R.Tensor((16, 64), dtype="float32") = R.reshape(lv139, R.shape([16, 64]))
            lv142: R.Tensor((16, 32), dtype="float32") = R.matmul(lv141, lv140, out_dtype="float32")
            lv143: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv142, R.shape([1, 16, 32]))
            lv144: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv122, lv143)
            lv145: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv144, R.const(2.0, "float32"))
            lv146: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv145, axis=[-1], keepdims=True)
            lv147: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv146, R.const(9.9999999747524271e-07, "float32"))
            lv148: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv147)
            lv149: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv144, lv148)
            lv150: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_input_layernorm_weight, lv149)
            lv151: R.Tensor((16, 32), dtype="float32") = R.reshape(lv150, R.shape([16, 32]))
            lv152: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv153: R.Tensor((16, 32), dtype="float32") = R.matmul(lv151, lv152, out_dtype="float32")
            lv154: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_q_proj_bias, lv153)
            lv155: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv154, R.shape([1, 16, 32]))
            lv156: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv155, R.shape([1, 16, 4, 8]))
            lv157: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv156, axes=[0, 2, 1, 3])
            lv158: R.Tensor((16, 32), dtype="float32") = R.reshape(lv150, R.shape([16, 32]))
            lv159: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv160: R.Tensor((16, 16), dtype="float32") = R.matmul(lv158, lv159, out_dtype="float32")
            lv161: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_k_proj_bias, lv160)
            lv162: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv161, R.shape([1, 16, 16]))
            lv163: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv162, R.shape([1, 16, 2, 8]))
            lv164: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv163, axes=[0, 2, 1, 3])
            lv165: R.Tensor((16, 32), dtype="float32") = R.reshape(lv150, R.shape([16, 32]))
            lv166: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv167: R.Tensor((16, 16), dtype="float32") = R.matmul(lv165, lv166, out_dtype="float32")
            lv168: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_v_proj_bias, lv167)
            lv169: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv168, R.shape([1, 16, 16]))
            lv170: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv169, R.shape([1, 16, 2, 8]))
            lv171: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv170, axes=[0, 2, 1, 3])
            lv172: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv173: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv174: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv157, lv172)
            lv175: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv157, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv176: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv157, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv177: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv176)
            lv178: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv177, lv175), axis=-1)
            lv179: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv178, lv173)
            lv180: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv174, lv179)
            lv181: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv164, lv172)
            lv182: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv164, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv183: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv164, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv184: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv183)
            lv185: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv184, lv182), axis=-1)
            lv186: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv185, lv173)
            lv187: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv181, lv186)
            lv188: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv187, axis=[2])
            lv189: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv188, R.shape([1, 2, 2, 16, 8]))
            lv190: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv189, R.shape([1, 4, 16, 8]))
            lv191: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv171, axis=[2])
            lv192: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv191, R.shape([1, 2, 2, 16, 8]))
            lv193: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv192, R.shape([1, 4, 16, 8]))
            lv194: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv190, axes=[0, 1, 3, 2])
            lv195: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv180, R.shape([1, 4, 16, 8]))
            lv196: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv195, R.shape([4, 16, 8]))
            lv197: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv194, R.shape([1, 4, 8, 16]))
            lv198: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv197, R.shape([4, 8, 16]))
            lv199: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv196, lv198, out_dtype="float32")
            lv200: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv199, R.shape([1, 4, 16, 16]))
            lv201: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv200, R.const(0.35355338454246521, "float32"))
            lv202: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv201, lv42)
            lv203: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv202, axis=-1)
            lv204: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv203, R.shape([1, 4, 16, 16]))
            lv205: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv204, R.shape([4, 16, 16]))
            lv206: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv193, R.shape([1, 4, 16, 8]))
            lv207: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv206, R.shape([4, 16, 8]))
            lv208: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv205, lv207, out_dtype="float32")
            lv209: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv208, R.shape([1, 4, 16, 8]))
            lv210: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv209, axes=[0, 2, 1, 3])
            lv211: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv210, R.shape([1, 16, 32]))
            lv212: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv213: R.Tensor((16, 32), dtype="float32") = R.reshape(lv211, R.shape([16, 32]))
            lv214: R.Tensor((16, 32), dtype="float32") = R.matmul(lv213, lv212, out_dtype="float32")
            lv215: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv214, R.shape([1, 16, 32]))
            lv216: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv144, lv215)
            lv217: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv216, R.const(2.0, "float32"))
            lv218: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv217, axis=[-1], keepdims=True)
            lv219: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv218, R.const(9.9999999747524271e-07, "float32"))
            lv220: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv219)
            lv221: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv216, lv220)
            lv222: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_post_attention_layernorm_weight, lv221)
            lv223: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_gate_proj_weight, axes=[1, 0])
            lv224: R.Tensor((16, 32), dtype="float32") = R.reshape(lv222, R.shape([16, 32]))
            lv225: R.Tensor((16, 64), dtype="float32") = R.matmul(lv224, lv223, out_dtype="float32")
            lv226: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv225, R.shape([1, 16, 64]))
            lv227: R.Tensor((1, 16, 64), dtype="float32") = R.sigmoid(lv226)
            lv228: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv226, lv227)
            lv229: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_up_proj_weight, axes=[1, 0])
            lv230: R.Tensor((16, 32), dtype="float32") = R.reshape(lv222, R.shape([16, 32]))
            lv231: R.Tensor((16, 64), dtype="float32") = R.matmul(lv230, lv229, out_dtype="float32")
            lv232: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv231, R.shape([1, 16, 64]))
            lv233: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv228, lv232)
            lv234: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_down_proj_weight, axes=[1, 0])
            lv235: R.Tensor((16, 64), dtype="float32") = R.reshape(lv233, R.shape([16, 64]))
            lv236: R.Tensor((16, 32), dtype="float32") = R.matmul(lv235, lv234, out_dtype="float32")
            lv237: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv236, R.shape([1, 16, 32]))
            lv238: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv216, lv237)
            lv239: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv238, R.const(2.0, "float32"))
            lv240: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv239, axis=[-1], keepdims=True)
            lv241: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv240, R.const(9.9999999747524271e-07, "float32"))
            lv242: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv241)
            lv243: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv238, lv242)
            lv244: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_norm_weight, lv243)
            lv245: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv246: R.Tensor((16, 32), dtype="float32") = R.reshape(lv244, R.shape([16, 32]))
            lv247: R.Tensor((16, 100), dtype="float32") = R.matmul(lv246, lv245, out_dtype="float32")
            lv248: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv247, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv248,)
            R.output(gv)
        return gv