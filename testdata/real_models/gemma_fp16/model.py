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
        \"dtype\": \"float16\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIQAQAEAAAAAAAAAAgAAAAAAAAAADxmLh8hGRQ=\"
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
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_model_embed_tokens_weight: R.Tensor((100, 32), dtype="float16"), p_inner_model_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float16"), p_inner_model_layers_0_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float16"), p_inner_model_layers_0_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float16"), p_inner_model_layers_0_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float16"), p_inner_model_layers_0_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float16"), p_inner_model_layers_0_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float16"), p_inner_model_layers_0_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float16"), p_inner_model_layers_0_input_layernorm_weight: R.Tensor((32,), dtype="float16"), p_inner_model_layers_0_post_attention_layernorm_weight: R.Tensor((32,), dtype="float16"), p_inner_model_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float16"), p_inner_model_layers_1_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float16"), p_inner_model_layers_1_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float16"), p_inner_model_layers_1_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float16"), p_inner_model_layers_1_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float16"), p_inner_model_layers_1_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float16"), p_inner_model_layers_1_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float16"), p_inner_model_layers_1_input_layernorm_weight: R.Tensor((32,), dtype="float16"), p_inner_model_layers_1_post_attention_layernorm_weight: R.Tensor((32,), dtype="float16"), p_inner_model_norm_weight: R.Tensor((32,), dtype="float16"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float16")) -> R.Tuple(R.Tensor((1, 16, 100), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((16,), dtype="int32") = R.reshape(lv, R.shape([16]))
            lv2: R.Tensor((16, 32), dtype="float16") = R.take(p_inner_lm_head_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 16, 32), dtype="float16") = R.reshape(lv2, R.shape([1, 16, 32]))
            lv4: R.Tensor((1, 16, 32), dtype="float16") = R.multiply(lv3, R.const(5.65625, "float16"))
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
            lv41: R.Tensor((), dtype="float16") = R.full(R.shape([]), R.const(0.0, "float16"), dtype="float16")
            lv42: R.Tensor((), dtype="float16") = R.const(-65504.0, "float16")
            lv43: R.Tensor((1, 1, 16, 16), dtype="float16") = R.where(lv40, lv41, lv42)
            lv44: R.Tensor((1, 16, 1), dtype="int64") = R.expand_dims(lv7, axis=[2])
            lv45: R.Tensor((1, 16, 1), dtype="float32") = R.astype(lv44, dtype="float32")
            lv46: R.Tensor((4,), dtype="float32") = R.astype(metadata["ir.GenericConst"][0], dtype="float32")
            lv47: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv45, lv46)
            lv48: R.Tensor((1, 16, 8), dtype="float32") = R.concat((lv47, lv47), axis=-1)
            lv49: R.Tensor((1, 16, 8), dtype="float32") = R.cos(lv48)
            lv50: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv49, R.const(1.0, "float32"))
            lv51: R.Tensor((1, 16, 8), dtype="float32") = R.sin(lv48)
            lv52: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv51, R.const(1.0, "float32"))
            lv53: R.Tensor((1, 16, 8), dtype="float16") = R.astype(lv50, dtype="float16")
            lv54: R.Tensor((1, 16, 8), dtype="float16") = R.astype(lv52, dtype="float16")
            lv55: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv4, dtype="float32")
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv55, R.const(2.0, "float32"))
            lv57: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv56, axis=[-1], keepdims=True)
            lv58: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv57, R.const(9.9999999747524271e-07, "float32"))
            lv59: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv58)
            lv60: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv55, lv59)
            lv61: R.Tensor((32,), dtype="float32") = R.astype(p_inner_model_layers_0_input_layernorm_weight, dtype="float32")
            lv62: R.Tensor((32,), dtype="float32") = R.add(lv61, R.const(1.0, "float32"))
            lv63: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv60, lv62)
            lv64: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv63, dtype="float16")
            lv65: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv66: R.Tensor((16, 32), dtype="float16") = R.reshape(lv64, R.shape([16, 32]))
            lv67: R.Tensor((16, 32), dtype="float32") = R.matmul(lv66, lv65, out_dtype="float32")
            lv68: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv67, R.shape([1, 16, 32]))
            lv69: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv68, R.shape([1, 16, 4, 8]))
            lv70: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv69, axes=[0, 2, 1, 3])
            lv71: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv72: R.Tensor((16, 32), dtype="float16") = R.reshape(lv64, R.shape([16, 32]))
            lv73: R.Tensor((16, 16), dtype="float32") = R.matmul(lv72, lv71, out_dtype="float32")
            lv74: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv73, R.shape([1, 16, 16]))
            lv75: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv74, R.shape([1, 16, 2, 8]))
            lv76: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv75, axes=[0, 2, 1, 3])
            lv77: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv78: R.Tensor((16, 32), dtype="float16") = R.reshape(lv64, R.shape([16, 32]))
            lv79: R.Tensor((16, 16), dtype="float32") = R.matmul(lv78, lv77, out_dtype="float32")
            lv80: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv79, R.shape([1, 16, 16]))
            lv81: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv80, R.shape([1, 16, 2, 8]))
            lv82: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv81, axes=[0, 2, 1, 3])
            lv83: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv53, axis=[1])
            lv84: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv54, axis=[1])
            lv85: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv83, dtype="float32")
            lv86: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv70, lv85)
            lv87: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv88: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv70, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv89: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv88)
            lv90: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv89, lv87), axis=-1)
            lv91: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv84, dtype="float32")
            lv92: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv90, lv91)
            lv93: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv86, lv92)
            lv94: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv83, dtype="float32")
            lv95: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv76, lv94)
            lv96: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv76, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv97: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv76, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv98: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv97)
            lv99: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv98, lv96), axis=-1)
            lv100: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv84, dtype="float32")
            lv101: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv99, lv100)
            lv102: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv95, lv101)
            lv103: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv102, axis=[2])
            lv104: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv103, R.shape([1, 2, 2, 16, 8]))
            lv105: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv104, R.shape([1, 4, 16, 8]))
            lv106: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv82, axis=[2])
            lv107: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv106, R.shape([1, 2, 2, 16, 8]))
            lv108: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv107, R.shape([1, 4, 16, 8]))
            lv109: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv105, axes=[0, 1, 3, 2])
            lv110: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv93, R.shape([1, 4, 16, 8]))
            lv111: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv110, R.shape([4, 16, 8]))
            lv112: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv109, R.shape([1, 4, 8, 16]))
            lv113: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv112, R.shape([4, 8, 16]))
            lv114: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv111, lv113, out_dtype="float32")
            lv115: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv114, R.shape([1, 4, 16, 16]))
            lv116: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv115, R.const(0.35355338454246521, "float32"))
            lv117: R.Tensor((1, 1, 16, 16), dtype="float32") = R.astype(lv43, dtype="float32")
            lv118: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv116, lv117)
            lv119: R.Tensor((1, 4, 16, 16), dtype="float32") = R.astype(lv118, dtype="float32")
            lv120: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv119, axis=-1)
            lv121: R.Tensor((1, 4, 16, 16), dtype="float16") = R.astype(lv120, dtype="float16")
            lv122: R.Tensor((1, 4, 16, 16), dtype="float16") = R.broadcast_to(lv121, R.shape([1, 4, 16, 16]))
            lv123: R.Tensor((4, 16, 16), dtype="float16") = R.reshape(lv122, R.shape([4, 16, 16]))
            lv124: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv108, R.shape([1, 4, 16, 8]))
            lv125: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv124, R.shape([4, 16, 8]))
            lv126: R.Tensor((4, 16, 16), dtype="float32") = R.astype(lv123, dtype="float32")
            lv127: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv126, lv125, out_dtype="float32")
            lv128: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv127, R.shape([1, 4, 16, 8]))
            lv129: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv128, axes=[0, 2, 1, 3])
            lv130: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv129, R.shape([1, 16, 32]))
            lv131: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv132: R.Tensor((16, 32), dtype="float32") = R.reshape(lv130, R.shape([16, 32]))
            lv133: R.Tensor((32, 32), dtype="float32") = R.astype(lv131, dtype="float32")
            lv134: R.Tensor((16, 32), dtype="float32") = R.matmul(lv132, lv133, out_dtype="float32")
            lv135: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv134, R.shape([1, 16, 32]))
            lv136: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv4, dtype="float32")
            lv137: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv136, lv135)
            lv138: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv137, dtype="float32")
            lv139: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv138, R.const(2.0, "float32"))
            lv140: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv139, axis=[-1], keepdims=True)
            lv141: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv140, R.const(9.9999999747524271e-07, "float32"))
            lv142: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv141)
            lv143: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv138, lv142)
            lv144: R.Tensor((32,), dtype="float32") = R.astype(p_inner_model_layers_0_post_attention_layernorm_weight, dtype="float32")
            lv145: R.Tensor((32,), dtype="float32") = R.add(lv144, R.const(1.0, "float32"))
            lv146: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv143, lv145)
            lv147: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv146, dtype="float16")
            lv148: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_0_mlp_gate_proj_weight, axes=[1, 0])
            lv149: R.Tensor((16, 32), dtype="float16") = R.reshape(lv147, R.shape([16, 32]))
            lv150: R.Tensor((16, 64), dtype="float32") = R.matmul(lv149, lv148, out_dtype="float32")
            lv151: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv150, R.shape([1, 16, 64]))
            lv152: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu_tanh(lv151)
            lv153: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_0_mlp_up_proj_weight, axes=[1, 0])
            lv154: R.Tensor((16, 32), dtype="float16") = R.reshape(lv147, R.shape([16, 32]))
            lv155: R.Tensor((16, 64), dtype="float32") = R.matmul(lv154, lv153, out_dtype="float32")
            lv156: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv155, R.shape([1, 16, 64]))
            lv157: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv152, lv156)
            lv158: R.Tensor((64, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_0_mlp_down_proj_weight, axes=[1, 0])
            lv159: R.Tensor((16, 64), dtype="float32") = R.reshape(lv157, R.shape([16, 64]))
            lv160: R.Tensor((64, 32), dtype="float32") = R.astype(lv158, dtype="float32")
            lv161: R.Tensor((16, 32), dtype="float32") = R.matmul(lv159, lv160, out_dtype="float32")
            lv162: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv161, R.shape([1, 16, 32]))
            lv163: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv137, lv162)
            lv164: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv163, dtype="float32")
            lv165: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv164, R.const(2.0, "float32"))
            lv166: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv165, axis=[-1], keepdims=True)
            lv167: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv166, R.const(9.9999999747524271e-07, "float32"))
            lv168: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv167)
            lv169: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv164, lv168)
            lv170: R.Tensor((32,), dtype="float32") = R.astype(p_inner_model_layers_1_input_layernorm_weight, dtype="float32")
            lv171: R.Tensor((32,), dtype="float32") = R.add(lv170, R.const(1.0, "float32"))
            lv172: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv169, lv171)
            lv173: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv172, dtype="float16")
            lv174: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv175: R.Tensor((16, 32), dtype="float16") = R.reshape(lv173, R.shape([16, 32]))
            lv176: R.Tensor((16, 32), dtype="float32") = R.matmul(lv175, lv174, out_dtype="float32")
            lv177: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv176, R.shape([1, 16, 32]))
            lv178: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv177, R.shape([1, 16, 4, 8]))
            lv179: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv178, axes=[0, 2, 1, 3])
            lv180: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv181: R.Tensor((16, 32), dtype="float16") = R.reshape(lv173, R.shape([16, 32]))
            lv182: R.Tensor((16, 16), dtype="float32") = R.matmul(lv181, lv180, out_dtype="float32")
            lv183: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv182, R.shape([1, 16, 16]))
            lv184: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv183, R.shape([1, 16, 2, 8]))
            lv185: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv184, axes=[0, 2, 1, 3])
            lv186: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv187: R.Tensor((16, 32), dtype="float16") = R.reshape(lv173, R.shape([16, 32]))
            lv188: R.Tensor((16, 16), dtype="float32") = R.matmul(lv187, lv186, out_dtype="float32")
            lv189: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv188, R.shape([1, 16, 16]))
            lv190: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv189, R.shape([1, 16, 2, 8]))
            lv191: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv190, axes=[0, 2, 1, 3])
            lv192: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv53, axis=[1])
            lv193: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv54, axis=[1])
            lv194: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv192, dtype="float32")
            lv195: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv179, lv194)
            lv196: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv179, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv197: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv179, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv198: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv197)
            lv199: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv198, lv196), axis=-1)
            lv200: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv193, dtype="float32")
            lv201: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv199, lv200)
            lv202: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv195, lv201)
            lv203: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv192, dtype="float32")
            lv204: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv185, lv203)
            lv205: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv185, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv206: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv185, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv207: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv206)
            lv208: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv207, lv205), axis=-1)
            lv209: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv193, dtype="float32")
            lv210: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv208, lv209)
            lv211: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv204, lv210)
            lv212: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv211, axis=[2])
            lv213: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv212, R.shape([1, 2, 2, 16, 8]))
            lv214: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv213, R.shape([1, 4, 16, 8]))
            lv215: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv191, axis=[2])
            lv216: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv215, R.shape([1, 2, 2, 16, 8]))
            lv217: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv216, R.shape([1, 4, 16, 8]))
            lv218: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv214, axes=[0, 1, 3, 2])
            lv219: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv202, R.shape([1, 4, 16, 8]))
            lv220: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv219, R.shape([4, 16, 8]))
            lv221: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv218, R.shape([1, 4, 8, 16]))
            lv222: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv221, R.shape([4, 8, 16]))
            lv223: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv220, lv222, out_dtype="float32")
            lv224: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv223, R.shape([1, 4, 16, 16]))
            lv225: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv224, R.const(0.35355338454246521, "float32"))
            lv226: R.Tensor((1, 1, 16, 16), dtype="float32") = R.astype(lv43, dtype="float32")
            lv227: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv225, lv226)
            lv228: R.Tensor((1, 4, 16, 16), dtype="float32") = R.astype(lv227, dtype="float32")
            lv229: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv228, axis=-1)
            lv230: R.Tensor((1, 4, 16, 16), dtype="float16") = R.astype(lv229, dtype="float16")
            lv231: R.Tensor((1, 4, 16, 16), dtype="float16") = R.broadcast_to(lv230, R.shape([1, 4, 16, 16]))
            lv232: R.Tensor((4, 16, 16), dtype="float16") = R.reshape(lv231, R.shape([4, 16, 16]))
            lv233: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv217, R.shape([1, 4, 16, 8]))
            lv234: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv233, R.shape([4, 16, 8]))
            lv235: R.Tensor((4, 16, 16), dtype="float32") = R.astype(lv232, dtype="float32")
            lv236: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv235, lv234, out_dtype="float32")
            lv237: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv236, R.shape([1, 4, 16, 8]))
            lv238: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv237, axes=[0, 2, 1, 3])
            lv239: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv238, R.shape([1, 16, 32]))
            lv240: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv241: R.Tensor((16, 32), dtype="float32") = R.reshape(lv239, R.shape([16, 32]))
            lv242: R.Tensor((32, 32), dtype="float32") = R.astype(lv240, dtype="float32")
            lv243: R.Tensor((16, 32), dtype="float32") = R.matmul(lv241, lv242, out_dtype="float32")
            lv244: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv243, R.shape([1, 16, 32]))
            lv245: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv163, lv244)
            lv246: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv245, dtype="float32")
            lv247: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv246, R.const(2.0, "float32"))
            lv248: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv247, axis=[-1], keepdims=True)
            lv249: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv248, R.const(9.9999999747524271e-07, "float32"))
            lv250: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv249)
            lv251: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv246, lv250)
            lv252: R.Tensor((32,), dtype="float32") = R.astype(p_inner_model_layers_1_post_attention_layernorm_weight, dtype="float32")
            lv253: R.Tensor((32,), dtype="float32") = R.add(lv252, R.const(1.0, "float32"))
            lv254: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv251, lv253)
            lv255: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv254, dtype="float16")
            lv256: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_1_mlp_gate_proj_weight, axes=[1, 0])
            lv257: R.Tensor((16, 32), dtype="float16") = R.reshape(lv255, R.shape([16, 32]))
            lv258: R.Tensor((16, 64), dtype="float32") = R.matmul(lv257, lv256, out_dtype="float32")
            lv259: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv258, R.shape([1, 16, 64]))
            lv260: R.Tensor((1, 16, 64), dtype="float32") = R.nn.gelu_tanh(lv259)
            lv261: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_1_mlp_up_proj_weight, axes=[1, 0])
            lv262: R.Tensor((16, 32), dtype="float16") = R.reshape(lv255, R.shape([16, 32]))
            lv263: R.Tensor((16, 64), dtype="float32") = R.matmul(lv262, lv261, out_dtype="float32")
            lv264: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv263, R.shape([1, 16, 64]))
            lv265: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv260, lv264)
            lv266: R.Tensor((64, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_1_mlp_down_proj_weight, axes=[1, 0])
            lv267: R.Tensor((16, 64), dtype="float32") = R.reshape(lv265, R.shape([16, 64]))
            lv268: R.Tensor((64, 32), dtype="float32") = R.astype(lv266, dtype="float32")
            lv269: R.Tensor((16, 32), dtype="float32") = R.matmul(lv267, lv268, out_dtype="float32")
            lv270: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv269, R.shape([1, 16, 32]))
            lv271: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv245, lv270)
            lv272: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv271, dtype="float32")
            lv273: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv272, R.const(2.0, "float32"))
            lv274: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv273, axis=[-1], keepdims=True)
            lv275: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv274, R.const(9.9999999747524271e-07, "float32"))
            lv276: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv275)
            lv277: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv272, lv276)
            lv278: R.Tensor((32,), dtype="float32") = R.astype(p_inner_model_norm_weight, dtype="float32")
            lv279: R.Tensor((32,), dtype="float32") = R.add(lv278, R.const(1.0, "float32"))
            lv280: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv277, lv279)
            lv281: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv280, dtype="float16")
            lv282: R.Tensor((32, 100), dtype="float16") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv283: R.Tensor((16, 32), dtype="float16") = R.reshape(lv281, R.shape([16, 32]))
            lv284: R.Tensor((16, 100), dtype="float32") = R.matmul(lv283, lv282, out_dtype="float32")
            lv285: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv284, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv285,)
            R.output(gv)
        return gv