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
      \"data\": 2
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQACAAAAAAAAAAgAAAAAAAAAAACAPwrXIzw=\"
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
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_model_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_0_self_attn_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_self_attn_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_mlp_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_model_layers_0_mlp_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_0_mlp_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_input_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_bias: R.Tensor((16,), dtype="float32"), p_inner_model_layers_1_self_attn_dense_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_self_attn_dense_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_mlp_fc1_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_fc1_bias: R.Tensor((64,), dtype="float32"), p_inner_model_layers_1_mlp_fc2_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_1_mlp_fc2_bias: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_input_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_model_final_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_final_layernorm_bias: R.Tensor((32,), dtype="float32"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float32"), p_inner_lm_head_bias: R.Tensor((100,), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 100), dtype="float32")):
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
            lv45: R.Tensor((1, 16, 2), dtype="float32") = R.multiply(lv44, metadata["ir.GenericConst"][0])
            lv46: R.Tensor((1, 16, 4), dtype="float32") = R.concat((lv45, lv45), axis=-1)
            lv47: R.Tensor((1, 16, 4), dtype="float32") = R.cos(lv46)
            lv48: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv47, R.const(1.0, "float32"))
            lv49: R.Tensor((1, 16, 4), dtype="float32") = R.sin(lv46)
            lv50: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv49, R.const(1.0, "float32"))
            lv51: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv3, p_inner_model_layers_0_input_layernorm_weight, p_inner_model_layers_0_input_layernorm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv52: R.Tensor((16, 32), dtype="float32") = R.reshape(lv51, R.shape([16, 32]))
            lv53: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv54: R.Tensor((16, 32), dtype="float32") = R.matmul(lv52, lv53, out_dtype="float32")
            lv55: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_q_proj_bias, lv54)
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv55, R.shape([1, 16, 32]))
            lv57: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv56, R.shape([1, 16, 4, 8]))
            lv58: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv57, axes=[0, 2, 1, 3])
            lv59: R.Tensor((16, 32), dtype="float32") = R.reshape(lv51, R.shape([16, 32]))
            lv60: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv61: R.Tensor((16, 16), dtype="float32") = R.matmul(lv59, lv60, out_dtype="float32")
            lv62: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_k_proj_bias, lv61)
            lv63: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv62, R.shape([1, 16, 16]))
            lv64: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv63, R.shape([1, 16, 2, 8]))
            lv65: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv64, axes=[0, 2, 1, 3])
            lv66: R.Tensor((16, 32), dtype="float32") = R.reshape(lv51, R.shape([16, 32]))
            lv67: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv68: R.Tensor((16, 16), dtype="float32") = R.matmul(lv66, lv67, out_dtype="float32")
            lv69: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_v_proj_bias, lv68)
            lv70: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv69, R.shape([1, 16, 16]))
            lv71: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv70, R.shape([1, 16, 2, 8]))
            lv72: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv71, axes=[0, 2, 1, 3])
            lv73: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv58, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv74: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv58, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv75: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv65, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv76: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv65, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv77: R.Tensor((1, 1, 16, 4), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv78: R.Tensor((1, 1, 16, 4), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv79: R.Tensor((1, 4, 16, 4), dtype="float32") = R.multiply(lv73, lv77)
            lv80: R.Tensor((1, 4, 16, 2), dtype="float32") = R.strided_slice(lv73, (3,), (0,), (2,), (1,), assume_inbound=False)
            lv81: R.Tensor((1, 4, 16, 2), dtype="float32") = R.strided_slice(lv73, (3,), (2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv82: R.Tensor((1, 4, 16, 2), dtype="float32") = R.negative(lv81)
            lv83: R.Tensor((1, 4, 16, 4), dtype="float32") = R.concat((lv82, lv80), axis=-1)
            lv84: R.Tensor((1, 4, 16, 4), dtype="float32") = R.multiply(lv83, lv78)
            lv85: R.Tensor((1, 4, 16, 4), dtype="float32") = R.add(lv79, lv84)
            lv86: R.Tensor((1, 2, 16, 4), dtype="float32") = R.multiply(lv75, lv77)
            lv87: R.Tensor((1, 2, 16, 2), dtype="float32") = R.strided_slice(lv75, (3,), (0,), (2,), (1,), assume_inbound=False)
            lv88: R.Tensor((1, 2, 16, 2), dtype="float32") = R.strided_slice(lv75, (3,), (2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv89: R.Tensor((1, 2, 16, 2), dtype="float32") = R.negative(lv88)
            lv90: R.Tensor((1, 2, 16, 4), dtype="float32") = R.concat((lv89, lv87), axis=-1)
            lv91: R.Tensor((1, 2, 16, 4), dtype="float32") = R.multiply(lv90, lv78)
            lv92: R.Tensor((1, 2, 16, 4), dtype="float32") = R.add(lv86, lv91)
            lv93: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv85, lv74), axis=-1)
            lv94: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv92, lv76), axis=-1)
            lv95: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv94, axis=[2])
            lv96: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv95, R.shape([1, 2, 2, 16, 8]))
            lv97: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv96, R.shape([1, 4, 16, 8]))
            lv98: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv72, axis=[2])
            lv99: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv98, R.shape([1, 2, 2, 16, 8]))
            lv100: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv99, R.shape([1, 4, 16, 8]))
            lv101: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv97, axes=[0, 1, 3, 2])
            lv102: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv93, R.shape([1, 4, 16, 8]))
            lv103: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv102, R.shape([4, 16, 8]))
            lv104: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv101, R.shape([1, 4, 8, 16]))
            lv105: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv104, R.shape([4, 8, 16]))
            lv106: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv103, lv105, out_dtype="float32")
            lv107: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv106, R.shape([1, 4, 16, 16]))
            lv108: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv107, R.const(0.35355338454246521, "float32"))
            lv109: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv108, lv42)
            lv110: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv109, axis=-1)
            lv111: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv110, R.shape([1, 4, 16, 16]))
            lv112: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv111, R.shape([4, 16, 16]))
            lv113: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv100, R.shape([1, 4, 16, 8]))
            lv114: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv113, R.shape([4, 16, 8]))
            lv115: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv112, lv114, out_dtype="float32")
            lv116: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv115, R.shape([1, 4, 16, 8]))
            lv117: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv116, axes=[0, 2, 1, 3])
            lv118: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv117, R.shape([1, 16, 32]))
            lv119: R.Tensor((16, 32), dtype="float32") = R.reshape(lv118, R.shape([16, 32]))
            lv120: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_dense_weight, axes=[1, 0])
            lv121: R.Tensor((16, 32), dtype="float32") = R.matmul(lv119, lv120, out_dtype="float32")
            lv122: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_0_self_attn_dense_bias, lv121)
            lv123: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv122, R.shape([1, 16, 32]))
            lv124: R.Tensor((16, 32), dtype="float32") = R.reshape(lv51, R.shape([16, 32]))
            lv125: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_fc1_weight, axes=[1, 0])
            lv126: R.Tensor((16, 64), dtype="float32") = R.matmul(lv124, lv125, out_dtype="float32")
            lv127: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_model_layers_0_mlp_fc1_bias, lv126)
            lv128: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv127, R.shape([1, 16, 64]))
            lv129: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv128, R.const(0.5, "float32"))
            lv130: R.Tensor((1, 16, 64), dtype="float32") = R.power(lv128, R.const(3.0, "float32"))
            lv131: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv130, R.const(0.044714998453855515, "float32"))
            lv132: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv128, lv131)
            lv133: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv132, R.const(0.79788458347320557, "float32"))
            lv134: R.Tensor((1, 16, 64), dtype="float32") = R.tanh(lv133)
            lv135: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv134, R.const(1.0, "float32"))
            lv136: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv129, lv135)
            lv137: R.Tensor((16, 64), dtype="float32") = R.reshape(lv136, R.shape([16, 64]))
            lv138: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_fc2_weight, axes=[1, 0])
            lv139: R.Tensor((16, 32), dtype="float32") = R.matmul(lv137, lv138, out_dtype="float32")
            lv140: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_0_mlp_fc2_bias, lv139)
            lv141: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv140, R.shape([1, 16, 32]))
            lv142: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv123, lv141)
            lv143: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv142, lv3)
            lv144: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv143, p_inner_model_layers_1_input_layernorm_weight, p_inner_model_layers_1_input_layernorm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv145: R.Tensor((16, 32), dtype="float32") = R.reshape(lv144, R.shape([16, 32]))
            lv146: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv147: R.Tensor((16, 32), dtype="float32") = R.matmul(lv145, lv146, out_dtype="float32")
            lv148: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_q_proj_bias, lv147)
            lv149: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv148, R.shape([1, 16, 32]))
            lv150: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv149, R.shape([1, 16, 4, 8]))
            lv151: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv150, axes=[0, 2, 1, 3])
            lv152: R.Tensor((16, 32), dtype="float32") = R.reshape(lv144, R.shape([16, 32]))
            lv153: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv154: R.Tensor((16, 16), dtype="float32") = R.matmul(lv152, lv153, out_dtype="float32")
            lv155: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_k_proj_bias, lv154)
            lv156: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv155, R.shape([1, 16, 16]))
            lv157: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv156, R.shape([1, 16, 2, 8]))
            lv158: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv157, axes=[0, 2, 1, 3])
            lv159: R.Tensor((16, 32), dtype="float32") = R.reshape(lv144, R.shape([16, 32]))
            lv160: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv161: R.Tensor((16, 16), dtype="float32") = R.matmul(lv159, lv160, out_dtype="float32")
            lv162: R.Tensor((16, 16), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_v_proj_bias, lv161)
            lv163: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv162, R.shape([1, 16, 16]))
            lv164: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv163, R.shape([1, 16, 2, 8]))
            lv165: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv164, axes=[0, 2, 1, 3])
            lv166: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv151, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv167: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv151, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv168: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv158, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv169: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv158, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv170: R.Tensor((1, 1, 16, 4), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv171: R.Tensor((1, 1, 16, 4), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv172: R.Tensor((1, 4, 16, 4), dtype="float32") = R.multiply(lv166, lv170)
            lv173: R.Tensor((1, 4, 16, 2), dtype="float32") = R.strided_slice(lv166, (3,), (0,), (2,), (1,), assume_inbound=False)
            lv174: R.Tensor((1, 4, 16, 2), dtype="float32") = R.strided_slice(lv166, (3,), (2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv175: R.Tensor((1, 4, 16, 2), dtype="float32") = R.negative(lv174)
            lv176: R.Tensor((1, 4, 16, 4), dtype="float32") = R.concat((lv175, lv173), axis=-1)
            lv177: R.Tensor((1, 4, 16, 4), dtype="float32") = R.multiply(lv176, lv171)
            lv178: R.Tensor((1, 4, 16, 4), dtype="float32") = R.add(lv172, lv177)
            lv179: R.Tensor((1, 2, 16, 4), dtype="float32") = R.multiply(lv168, lv170)
            lv180: R.Tensor((1, 2, 16, 2), dtype="float32") = R.strided_slice(lv168, (3,), (0,), (2,), (1,), assume_inbound=False)
            lv181: R.Tensor((1, 2, 16, 2), dtype="float32") = R.strided_slice(lv168, (3,), (2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv182: R.Tensor((1, 2, 16, 2), dtype="float32") = R.negative(lv181)
            lv183: R.Tensor((1, 2, 16, 4), dtype="float32") = R.concat((lv182, lv180), axis=-1)
            lv184: R.Tensor((1, 2, 16, 4), dtype="float32") = R.multiply(lv183, lv171)
            lv185: R.Tensor((1, 2, 16, 4), dtype="float32") = R.add(lv179, lv184)
            lv186: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv178, lv167), axis=-1)
            lv187: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv185, lv169), axis=-1)
            lv188: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv187, axis=[2])
            lv189: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv188, R.shape([1, 2, 2, 16, 8]))
            lv190: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv189, R.shape([1, 4, 16, 8]))
            lv191: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv165, axis=[2])
            lv192: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv191, R.shape([1, 2, 2, 16, 8]))
            lv193: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv192, R.shape([1, 4, 16, 8]))
            lv194: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv190, axes=[0, 1, 3, 2])
            lv195: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv186, R.shape([1, 4, 16, 8]))
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
            lv212: R.Tensor((16, 32), dtype="float32") = R.reshape(lv211, R.shape([16, 32]))
            lv213: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_dense_weight, axes=[1, 0])
            lv214: R.Tensor((16, 32), dtype="float32") = R.matmul(lv212, lv213, out_dtype="float32")
            lv215: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_1_self_attn_dense_bias, lv214)
            lv216: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv215, R.shape([1, 16, 32]))
            lv217: R.Tensor((16, 32), dtype="float32") = R.reshape(lv144, R.shape([16, 32]))
            lv218: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_fc1_weight, axes=[1, 0])
            lv219: R.Tensor((16, 64), dtype="float32") = R.matmul(lv217, lv218, out_dtype="float32")
            lv220: R.Tensor((16, 64), dtype="float32") = R.add(p_inner_model_layers_1_mlp_fc1_bias, lv219)
            lv221: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv220, R.shape([1, 16, 64]))
            lv222: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv221, R.const(0.5, "float32"))
            lv223: R.Tensor((1, 16, 64), dtype="float32") = R.power(lv221, R.const(3.0, "float32"))
            lv224: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv223, R.const(0.044714998453855515, "float32"))
            lv225: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv221, lv224)
            lv226: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv225, R.const(0.79788458347320557, "float32"))
            lv227: R.Tensor((1, 16, 64), dtype="float32") = R.tanh(lv226)
            lv228: R.Tensor((1, 16, 64), dtype="float32") = R.add(lv227, R.const(1.0, "float32"))
            lv229: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv222, lv228)
            lv230: R.Tensor((16, 64), dtype="float32") = R.reshape(lv229, R.shape([16, 64]))
            lv231: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_fc2_weight, axes=[1, 0])
            lv232: R.Tensor((16, 32), dtype="float32") = R.matmul(lv230, lv231, out_dtype="float32")
            lv233: R.Tensor((16, 32), dtype="float32") = R.add(p_inner_model_layers_1_mlp_fc2_bias, lv232)
            lv234: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv233, R.shape([1, 16, 32]))
            lv235: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv216, lv234)
            lv236: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv235, lv143)
            lv237: R.Tensor((1, 16, 32), dtype="float32") = R.nn.layer_norm(lv236, p_inner_model_final_layernorm_weight, p_inner_model_final_layernorm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv238: R.Tensor((16, 32), dtype="float32") = R.reshape(lv237, R.shape([16, 32]))
            lv239: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv240: R.Tensor((16, 100), dtype="float32") = R.matmul(lv238, lv239, out_dtype="float32")
            lv241: R.Tensor((16, 100), dtype="float32") = R.add(p_inner_lm_head_bias, lv240)
            lv242: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv241, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv242,)
            R.output(gv)
        return gv