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
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_model_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_0_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_1_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 100), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((16,), dtype="int32") = R.reshape(lv, R.shape([16]))
            lv2: R.Tensor((16, 32), dtype="float32") = R.take(p_inner_lm_head_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv2, R.shape([1, 16, 32]))
            lv4: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv3, R.const(5.6568541526794434, "float32"))
            lv5: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv6: R.Tensor((16,), dtype="int64") = R.add(lv5, R.const(0, "int64"))
            lv7: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv6, axis=[0])
            lv8: R.Tensor((1, 1), dtype="int64") = R.strided_slice(lv7, (1,), (0,), (1,), (1,), assume_inbound=False)
            lv9: R.Tensor((1, 1), dtype="int64") = R.subtract(lv8, R.const(1, "int64"))
            lv10: R.Tensor((1, 17), dtype="int64") = R.concat((lv9, lv7), axis=-1)
            lv11: R.Tensor((1, 16), dtype="int64") = R.strided_slice(lv10, (-1,), (0,), (16,), (1,), assume_inbound=False)
            lv12: R.Tensor((1, 16), dtype="int64") = R.strided_slice(lv10, (-1,), (1,), (17,), (1,), assume_inbound=False)
            lv13: R.Tensor((1, 16), dtype="int64") = R.subtract(lv12, lv11)
            lv14: R.Tensor((1, 16), dtype="bool") = R.not_equal(lv13, R.const(1, "int64"))
            lv15: R.Tensor((1, 16), dtype="bool") = R.cumsum(lv14, axis=-1, dtype=None, exclusive=False)
            lv16: R.Tensor((1, 16), dtype="int64") = R.broadcast_to(lv7, R.shape([1, 16]))
            lv17: R.Tensor((1,), dtype="int64") = R.arange(0, 1, 1, dtype="int64")
            lv18: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv19: R.Tensor((16,), dtype="int64") = R.add(lv18, R.const(0, "int64"))
            lv20: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv21: R.Tensor((16,), dtype="int64") = R.add(lv20, R.const(0, "int64"))
            lv22: R.Tensor((1, 1), dtype="int64") = R.expand_dims(lv17, axis=[1])
            lv23: R.Tensor((1, 1, 1), dtype="int64") = R.expand_dims(lv22, axis=[2])
            lv24: R.Tensor((1, 1, 1, 1), dtype="int64") = R.expand_dims(lv23, axis=[3])
            lv25: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv19, axis=[0])
            lv26: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv25, axis=[1])
            lv27: R.Tensor((1, 1, 16, 1), dtype="int64") = R.expand_dims(lv26, axis=[3])
            lv28: R.Tensor((1, 16), dtype="int64") = R.expand_dims(lv21, axis=[0])
            lv29: R.Tensor((1, 1, 16), dtype="int64") = R.expand_dims(lv28, axis=[1])
            lv30: R.Tensor((1, 1, 1, 16), dtype="int64") = R.expand_dims(lv29, axis=[2])
            lv31: R.Tensor((), dtype="bool") = R.full(R.shape([]), R.const(True, "bool"), dtype="bool")
            lv32: R.Tensor((1, 1, 16, 1), dtype="bool") = R.index_tensor(lv15, (lv24, lv27))
            lv33: R.Tensor((1, 1, 1, 16), dtype="bool") = R.index_tensor(lv15, (lv24, lv30))
            lv34: R.Tensor((1, 1, 16, 16), dtype="bool") = R.equal(lv32, lv33)
            lv35: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv31, lv34)
            lv36: R.Tensor((1, 1, 16, 1), dtype="int64") = R.index_tensor(lv16, (lv24, lv27))
            lv37: R.Tensor((1, 1, 1, 16), dtype="int64") = R.index_tensor(lv16, (lv24, lv30))
            lv38: R.Tensor((1, 1, 16, 16), dtype="bool") = R.less_equal(lv37, lv36)
            lv39: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv35, lv38)
            lv40: R.Tensor((1, 1, 16, 16), dtype="bool") = R.broadcast_to(lv39, R.shape([1, 1, 16, 16]))
            lv41: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv42: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv43: R.Tensor((1, 1, 16, 16), dtype="float32") = R.where(lv40, lv41, lv42)
            lv44: R.Tensor((1, 16, 1), dtype="int64") = R.expand_dims(lv7, axis=[2])
            lv45: R.Tensor((1, 16, 1), dtype="float32") = R.astype(lv44, dtype="float32")
            lv46: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv45, metadata["ir.GenericConst"][0])
            lv47: R.Tensor((1, 16, 8), dtype="float32") = R.concat((lv46, lv46), axis=-1)
            lv48: R.Tensor((1, 16, 8), dtype="float32") = R.cos(lv47)
            lv49: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv48, R.const(1.0, "float32"))
            lv50: R.Tensor((1, 16, 8), dtype="float32") = R.sin(lv47)
            lv51: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv50, R.const(1.0, "float32"))
            lv52: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv4, R.const(2.0, "float32"))
            lv53: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv52, axis=[-1], keepdims=True)
            lv54: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv53, R.const(9.9999999747524271e-07, "float32"))
            lv55: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv54)
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv4, lv55)
            lv57: R.Tensor((32,), dtype="float32") = R.add(p_inner_model_layers_0_input_layernorm_weight, R.const(1.0, "float32"))
            lv58: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv56, lv57)
            lv59: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv60: R.Tensor((16, 32), dtype="float32") = R.reshape(lv58, R.shape([16, 32]))
            lv61: R.Tensor((16, 32), dtype="float32") = R.matmul(lv60, lv59, out_dtype="float32")
            lv62: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv61, R.shape([1, 16, 32]))
            lv63: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv62, R.shape([1, 16, 4, 8]))
            lv64: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv63, axes=[0, 2, 1, 3])
            lv65: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv66: R.Tensor((16, 32), dtype="float32") = R.reshape(lv58, R.shape([16, 32]))
            lv67: R.Tensor((16, 16), dtype="float32") = R.matmul(lv66, lv65, out_dtype="float32")
            lv68: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv67, R.shape([1, 16, 16]))
            lv69: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv68, R.shape([1, 16, 2, 8]))
            lv70: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv69, axes=[0, 2, 1, 3])
            lv71: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv72: R.Tensor((16, 32), dtype="float32") = R.reshape(lv58, R.shape([16, 32]))
            lv73: R.Tensor((16, 16), dtype="float32") = R.matmul(lv72, lv71, out_dtype="float32")
            lv74: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv73, R.shape([1, 16, 16]))
            lv75: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv74, R.shape([1, 16, 2, 8]))
            lv76: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv75, axes=[0, 2, 1, 3])
            lv77: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv49, axis=[1])
            lv78: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv51, axis=[1])
            lv79: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv64, lv77)
            lv80: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv64, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv81: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv64, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv82: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv81)
            lv83: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv82, lv80), axis=-1)
            lv84: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv83, lv78)
            lv85: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv79, lv84)
            lv86: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv70, lv77)
            lv87: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv88: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv89: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv88)
            lv90: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv89, lv87), axis=-1)
            lv91: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv90, lv78)
            lv92: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv86, lv91)
            lv93: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv92, axis=[2])
            lv94: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv93, R.shape([1, 2, 2, 16, 8]))
            lv95: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv94, R.shape([1, 4, 16, 8]))
            lv96: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv76, axis=[2])
            lv97: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv96, R.shape([1, 2, 2, 16, 8]))
            lv98: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv97, R.shape([1, 4, 16, 8]))
            lv99: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv95, axes=[0, 1, 3, 2])
            lv100: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv85, R.shape([1, 4, 16, 8]))
            lv101: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv100, R.shape([4, 16, 8]))
            lv102: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv99, R.shape([1, 4, 8, 16]))
            lv103: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv102, R.shape([4, 8, 16]))
            lv104: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv101, lv103, out_dtype="float32")
            lv105: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv104, R.shape([1, 4, 16, 16]))
            lv106: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv105, R.const(0.35355338454246521, "float32"))
            lv107: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv106, lv43)
            lv108: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv107, axis=-1)
            lv109: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv108, R.shape([1, 4, 16, 16]))
            lv110: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv109, R.shape([4, 16, 16]))
            lv111: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv98, R.shape([1, 4, 16, 8]))
            lv112: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv111, R.shape([4, 16, 8]))
            lv113: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv110, lv112, out_dtype="float32")
            lv114: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv113, R.shape([1, 4, 16, 8]))
            lv115: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv114, axes=[0, 2, 1, 3])
            lv116: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv115, R.shape([1, 16, 32]))
            lv117: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv118: R.Tensor((16, 32), dtype="float32") = R.reshape(lv116, R.shape([16, 32]))
            lv119: R.Tensor((16, 32), dtype="float32") = R.matmul(lv118, lv117, out_dtype="float32")
            lv120: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv119, R.shape([1, 16, 32]))
            lv121: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv4, lv120)
            lv122: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv121, R.const(2.0, "float32"))
            lv123: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv122, axis=[-1], keepdims=True)
            lv124: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv123, R.const(9.9999999747524271e-07, "float32"))
            lv125: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv124)
            lv126: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv121, lv125)
            lv127: R.Tensor((32,), dtype="float32") = R.add(p_inner_model_layers_0_post_attention_layernorm_weight, R.const(1.0, "float32"))
            lv128: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv126, lv127)
            lv129: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_gate_proj_weight, axes=[1, 0])
            lv130: R.Tensor((16, 32), dtype="float32") = R.reshape(lv128, R.shape([16, 32]))
            lv131: R.Tensor((16, 64), dtype="float32") = R.matmul(lv130, lv129, out_dtype="float32")
            lv132: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv131, R.shape([1, 16, 64]))
            lv133: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu_tanh(lv132)
            lv134: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_up_proj_weight, axes=[1, 0])
            lv135: R.Tensor((16, 32), dtype="float32") = R.reshape(lv128, R.shape([16, 32]))
            lv136: R.Tensor((16, 64), dtype="float32") = R.matmul(lv135, lv134, out_dtype="float32")
            lv137: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv136, R.shape([1, 16, 64]))
            lv138: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv133, lv137)
            lv139: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_down_proj_weight, axes=[1, 0])
            lv140: R.Tensor((16, 64), dtype="float32") = R.reshape(lv138, R.shape([16, 64]))
            lv141: R.Tensor((16, 32), dtype="float32") = R.matmul(lv140, lv139, out_dtype="float32")
            lv142: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv141, R.shape([1, 16, 32]))
            lv143: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv121, lv142)
            lv144: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv143, R.const(2.0, "float32"))
            lv145: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv144, axis=[-1], keepdims=True)
            lv146: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv145, R.const(9.9999999747524271e-07, "float32"))
            lv147: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv146)
            lv148: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv143, lv147)
            lv149: R.Tensor((32,), dtype="float32") = R.add(p_inner_model_layers_1_input_layernorm_weight, R.const(1.0, "float32"))
            lv150: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv148, lv149)
            lv151: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv152: R.Tensor((16, 32), dtype="float32") = R.reshape(lv150, R.shape([16, 32]))
            lv153: R.Tensor((16, 32), dtype="float32") = R.matmul(lv152, lv151, out_dtype="float32")
            lv154: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv153, R.shape([1, 16, 32]))
            lv155: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv154, R.shape([1, 16, 4, 8]))
            lv156: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv155, axes=[0, 2, 1, 3])
            lv157: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv158: R.Tensor((16, 32), dtype="float32") = R.reshape(lv150, R.shape([16, 32]))
            lv159: R.Tensor((16, 16), dtype="float32") = R.matmul(lv158, lv157, out_dtype="float32")
            lv160: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv159, R.shape([1, 16, 16]))
            lv161: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv160, R.shape([1, 16, 2, 8]))
            lv162: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv161, axes=[0, 2, 1, 3])
            lv163: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv164: R.Tensor((16, 32), dtype="float32") = R.reshape(lv150, R.shape([16, 32]))
            lv165: R.Tensor((16, 16), dtype="float32") = R.matmul(lv164, lv163, out_dtype="float32")
            lv166: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv165, R.shape([1, 16, 16]))
            lv167: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv166, R.shape([1, 16, 2, 8]))
            lv168: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv167, axes=[0, 2, 1, 3])
            lv169: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv49, axis=[1])
            lv170: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv51, axis=[1])
            lv171: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv156, lv169)
            lv172: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv156, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv173: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv156, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv174: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv173)
            lv175: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv174, lv172), axis=-1)
            lv176: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv175, lv170)
            lv177: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv171, lv176)
            lv178: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv162, lv169)
            lv179: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv162, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv180: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv162, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv181: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv180)
            lv182: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv181, lv179), axis=-1)
            lv183: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv182, lv170)
            lv184: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv178, lv183)
            lv185: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv184, axis=[2])
            lv186: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv185, R.shape([1, 2, 2, 16, 8]))
            lv187: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv186, R.shape([1, 4, 16, 8]))
            lv188: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv168, axis=[2])
            lv189: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv188, R.shape([1, 2, 2, 16, 8]))
            lv190: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv189, R.shape([1, 4, 16, 8]))
            lv191: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv187, axes=[0, 1, 3, 2])
            lv192: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv177, R.shape([1, 4, 16, 8]))
            lv193: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv192, R.shape([4, 16, 8]))
            lv194: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv191, R.shape([1, 4, 8, 16]))
            lv195: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv194, R.shape([4, 8, 16]))
            lv196: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv193, lv195, out_dtype="float32")
            lv197: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv196, R.shape([1, 4, 16, 16]))
            lv198: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv197, R.const(0.35355338454246521, "float32"))
            lv199: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv198, lv43)
            lv200: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv199, axis=-1)
            lv201: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv200, R.shape([1, 4, 16, 16]))
            lv202: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv201, R.shape([4, 16, 16]))
            lv203: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv190, R.shape([1, 4, 16, 8]))
            lv204: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv203, R.shape([4, 16, 8]))
            lv205: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv202, lv204, out_dtype="float32")
            lv206: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv205, R.shape([1, 4, 16, 8]))
            lv207: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv206, axes=[0, 2, 1, 3])
            lv208: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv207, R.shape([1, 16, 32]))
            lv209: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv210: R.Tensor((16, 32), dtype="float32") = R.reshape(lv208, R.shape([16, 32]))
            lv211: R.Tensor((16, 32), dtype="float32") = R.matmul(lv210, lv209, out_dtype="float32")
            lv212: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv211, R.shape([1, 16, 32]))
            lv213: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv143, lv212)
            lv214: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv213, R.const(2.0, "float32"))
            lv215: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv214, axis=[-1], keepdims=True)
            lv216: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv215, R.const(9.9999999747524271e-07, "float32"))
            lv217: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv216)
            lv218: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv213, lv217)
            lv219: R.Tensor((32,), dtype="float32") = R.add(p_inner_model_layers_1_post_attention_layernorm_weight, R.const(1.0, "float32"))
            lv220: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv218, lv219)
            lv221: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_gate_proj_weight, axes=[1, 0])
            lv222: R.Tensor((16, 32), dtype="float32") = R.reshape(lv220, R.shape([16, 32]))
            lv223: R.Tensor((16, 64), dtype="float32") = R.matmul(lv222, lv221, out_dtype="float32")
            lv224: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv223, R.shape([1, 16, 64]))
            lv225: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu_tanh(lv224)
            lv226: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_up_proj_weight, axes=[1, 0])
            lv227: R.Tensor((16, 32), dtype="float32") = R.reshape(lv220, R.shape([16, 32]))
            lv228: R.Tensor((16, 64), dtype="float32") = R.matmul(lv227, lv226, out_dtype="float32")
            lv229: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv228, R.shape([1, 16, 64]))
            lv230: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv225, lv229)
            lv231: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_down_proj_weight, axes=[1, 0])
            lv232: R.Tensor((16, 64), dtype="float32") = R.reshape(lv230, R.shape([16, 64]))
            lv233: R.Tensor((16, 32), dtype="float32") = R.matmul(lv232, lv231, out_dtype="float32")
            lv234: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv233, R.shape([1, 16, 32]))
            lv235: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv213, lv234)
            lv236: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv235, R.const(2.0, "float32"))
            lv237: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv236, axis=[-1], keepdims=True)
            lv238: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv237, R.const(9.9999999747524271e-07, "float32"))
            lv239: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv238)
            lv240: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv235, lv239)
            lv241: R.Tensor((32,), dtype="float32") = R.add(p_inner_model_norm_weight, R.const(1.0, "float32"))
            lv242: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv240, lv241)
            lv243: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv244: R.Tensor((16, 32), dtype="float32") = R.reshape(lv242, R.shape([16, 32]))
            lv245: R.Tensor((16, 100), dtype="float32") = R.matmul(lv244, lv243, out_dtype="float32")
            lv246: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv245, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv246,)
            R.output(gv)
        return gv