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
            lv2: R.Tensor((16, 32), dtype="float16") = R.take(p_inner_model_embed_tokens_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, 16, 32), dtype="float16") = R.reshape(lv2, R.shape([1, 16, 32]))
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
            lv40: R.Tensor((), dtype="float16") = R.full(R.shape([]), R.const(0.0, "float16"), dtype="float16")
            lv41: R.Tensor((), dtype="float16") = R.const(-65504.0, "float16")
            lv42: R.Tensor((1, 1, 16, 16), dtype="float16") = R.where(lv39, lv40, lv41)
            lv43: R.Tensor((1, 16, 1), dtype="int64") = R.expand_dims(lv6, axis=[2])
            lv44: R.Tensor((1, 16, 1), dtype="float32") = R.astype(lv43, dtype="float32")
            lv45: R.Tensor((4,), dtype="float32") = R.astype(metadata["ir.GenericConst"][0], dtype="float32")
            lv46: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv44, lv45)
            lv47: R.Tensor((1, 16, 8), dtype="float32") = R.concat((lv46, lv46), axis=-1)
            lv48: R.Tensor((1, 16, 8), dtype="float32") = R.cos(lv47)
            lv49: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv48, R.const(1.0, "float32"))
            lv50: R.Tensor((1, 16, 8), dtype="float32") = R.sin(lv47)
            lv51: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv50, R.const(1.0, "float32"))
            lv52: R.Tensor((1, 16, 8), dtype="float16") = R.astype(lv49, dtype="float16")
            lv53: R.Tensor((1, 16, 8), dtype="float16") = R.astype(lv51, dtype="float16")
            lv54: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv3, dtype="float32")
            lv55: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv54, R.const(2.0, "float32"))
            lv56: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv55, axis=[-1], keepdims=True)
            lv57: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv56, R.const(9.9999999747524271e-07, "float32"))
            lv58: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv57)
            lv59: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv54, lv58)
            lv60: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv59, dtype="float16")
            lv61: R.Tensor((1, 16, 32), dtype="float16") = R.multiply(p_inner_model_layers_0_input_layernorm_weight, lv60)
            lv62: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv63: R.Tensor((16, 32), dtype="float16") = R.reshape(lv61, R.shape([16, 32]))
            lv64: R.Tensor((16, 32), dtype="float32") = R.matmul(lv63, lv62, out_dtype="float32")
            lv65: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv64, R.shape([1, 16, 32]))
            lv66: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv65, R.shape([1, 16, 4, 8]))
            lv67: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv66, axes=[0, 2, 1, 3])
            lv68: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv69: R.Tensor((16, 32), dtype="float16") = R.reshape(lv61, R.shape([16, 32]))
            lv70: R.Tensor((16, 16), dtype="float32") = R.matmul(lv69, lv68, out_dtype="float32")
            lv71: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv70, R.shape([1, 16, 16]))
            lv72: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv71, R.shape([1, 16, 2, 8]))
            lv73: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv72, axes=[0, 2, 1, 3])
            lv74: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv75: R.Tensor((16, 32), dtype="float16") = R.reshape(lv61, R.shape([16, 32]))
            lv76: R.Tensor((16, 16), dtype="float32") = R.matmul(lv75, lv74, out_dtype="float32")
            lv77: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv76, R.shape([1, 16, 16]))
            lv78: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv77, R.shape([1, 16, 2, 8]))
            lv79: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv78, axes=[0, 2, 1, 3])
            lv80: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv52, axis=[1])
            lv81: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv53, axis=[1])
            lv82: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv80, dtype="float32")
            lv83: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv67, lv82)
            lv84: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv67, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv85: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv67, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv86: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv85)
            lv87: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv86, lv84), axis=-1)
            lv88: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv81, dtype="float32")
            lv89: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv87, lv88)
            lv90: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv83, lv89)
            lv91: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv80, dtype="float32")
            lv92: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv73, lv91)
            lv93: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv73, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv94: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv73, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv95: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv94)
            lv96: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv95, lv93), axis=-1)
            lv97: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv81, dtype="float32")
            lv98: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv96, lv97)
            lv99: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv92, lv98)
            lv100: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv99, axis=[2])
            lv101: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv100, R.shape([1, 2, 2, 16, 8]))
            lv102: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv101, R.shape([1, 4, 16, 8]))
            lv103: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv79, axis=[2])
            lv104: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv103, R.shape([1, 2, 2, 16, 8]))
            lv105: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv104, R.shape([1, 4, 16, 8]))
            lv106: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv102, axes=[0, 1, 3, 2])
            lv107: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv90, R.shape([1, 4, 16, 8]))
            lv108: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv107, R.shape([4, 16, 8]))
            lv109: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv106, R.shape([1, 4, 8, 16]))
            lv110: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv109, R.shape([4, 8, 16]))
            lv111: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv108, lv110, out_dtype="float32")
            lv112: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv111, R.shape([1, 4, 16, 16]))
            lv113: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv112, R.const(0.35355338454246521, "float32"))
            lv114: R.Tensor((1, 1, 16, 16), dtype="float32") = R.astype(lv42, dtype="float32")
            lv115: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv113, lv114)
            lv116: R.Tensor((1, 4, 16, 16), dtype="float32") = R.astype(lv115, dtype="float32")
            lv117: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv116, axis=-1)
            lv118: R.Tensor((1, 4, 16, 16), dtype="float16") = R.astype(lv117, dtype="float16")
            lv119: R.Tensor((1, 4, 16, 16), dtype="float16") = R.broadcast_to(lv118, R.shape([1, 4, 16, 16]))
            lv120: R.Tensor((4, 16, 16), dtype="float16") = R.reshape(lv119, R.shape([4, 16, 16]))
            lv121: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv105, R.shape([1, 4, 16, 8]))
            lv122: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv121, R.shape([4, 16, 8]))
            lv123: R.Tensor((4, 16, 16), dtype="float32") = R.astype(lv120, dtype="float32")
            lv124: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv123, lv122, out_dtype="float32")
            lv125: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv124, R.shape([1, 4, 16, 8]))
            lv126: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv125, axes=[0, 2, 1, 3])
            lv127: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv126, R.shape([1, 16, 32]))
            lv128: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv129: R.Tensor((16, 32), dtype="float32") = R.reshape(lv127, R.shape([16, 32]))
            lv130: R.Tensor((32, 32), dtype="float32") = R.astype(lv128, dtype="float32")
            lv131: R.Tensor((16, 32), dtype="float32") = R.matmul(lv129, lv130, out_dtype="float32")
            lv132: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv131, R.shape([1, 16, 32]))
            lv133: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv3, dtype="float32")
            lv134: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv133, lv132)
            lv135: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv134, dtype="float32")
            lv136: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv135, R.const(2.0, "float32"))
            lv137: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv136, axis=[-1], keepdims=True)
            lv138: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv137, R.const(9.9999999747524271e-07, "float32"))
            lv139: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv138)
            lv140: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv135, lv139)
            lv141: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv140, dtype="float16")
            lv142: R.Tensor((1, 16, 32), dtype="float16") = R.multiply(p_inner_model_layers_0_post_attention_layernorm_weight, lv141)
            lv143: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_0_mlp_gate_proj_weight, axes=[1, 0])
            lv144: R.Tensor((16, 32), dtype="float16") = R.reshape(lv142, R.shape([16, 32]))
            lv145: R.Tensor((16, 64), dtype="float32") = R.matmul(lv144, lv143, out_dtype="float32")
            lv146: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv145, R.shape([1, 16, 64]))
            lv147: R.Tensor((1, 16, 64), dtype="float32") = R.astype(lv146, dtype="float32")
            lv148: R.Tensor((1, 16, 64), dtype="float32") = R.sigmoid(lv147)
            lv149: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv147, lv148)
            lv150: R.Tensor((1, 16, 64), dtype="float16") = R.astype(lv149, dtype="float16")
            lv151: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_0_mlp_up_proj_weight, axes=[1, 0])
            lv152: R.Tensor((16, 32), dtype="float16") = R.reshape(lv142, R.shape([16, 32]))
            lv153: R.Tensor((16, 64), dtype="float32") = R.matmul(lv152, lv151, out_dtype="float32")
            lv154: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv153, R.shape([1, 16, 64]))
            lv155: R.Tensor((1, 16, 64), dtype="float32") = R.astype(lv150, dtype="float32")
            lv156: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv155, lv154)
            lv157: R.Tensor((64, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_0_mlp_down_proj_weight, axes=[1, 0])
            lv158: R.Tensor((16, 64), dtype="float32") = R.reshape(lv156, R.shape([16, 64]))
            lv159: R.Tensor((64, 32), dtype="float32") = R.astype(lv157, dtype="float32")
            lv160: R.Tensor((16, 32), dtype="float32") = R.matmul(lv158, lv159, out_dtype="float32")
            lv161: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv160, R.shape([1, 16, 32]))
            lv162: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv134, lv161)
            lv163: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv162, dtype="float32")
            lv164: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv163, R.const(2.0, "float32"))
            lv165: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv164, axis=[-1], keepdims=True)
            lv166: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv165, R.const(9.9999999747524271e-07, "float32"))
            lv167: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv166)
            lv168: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv163, lv167)
            lv169: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv168, dtype="float16")
            lv170: R.Tensor((1, 16, 32), dtype="float16") = R.multiply(p_inner_model_layers_1_input_layernorm_weight, lv169)
            lv171: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv172: R.Tensor((16, 32), dtype="float16") = R.reshape(lv170, R.shape([16, 32]))
            lv173: R.Tensor((16, 32), dtype="float32") = R.matmul(lv172, lv171, out_dtype="float32")
            lv174: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv173, R.shape([1, 16, 32]))
            lv175: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv174, R.shape([1, 16, 4, 8]))
            lv176: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv175, axes=[0, 2, 1, 3])
            lv177: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv178: R.Tensor((16, 32), dtype="float16") = R.reshape(lv170, R.shape([16, 32]))
            lv179: R.Tensor((16, 16), dtype="float32") = R.matmul(lv178, lv177, out_dtype="float32")
            lv180: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv179, R.shape([1, 16, 16]))
            lv181: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv180, R.shape([1, 16, 2, 8]))
            lv182: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv181, axes=[0, 2, 1, 3])
            lv183: R.Tensor((32, 16), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv184: R.Tensor((16, 32), dtype="float16") = R.reshape(lv170, R.shape([16, 32]))
            lv185: R.Tensor((16, 16), dtype="float32") = R.matmul(lv184, lv183, out_dtype="float32")
            lv186: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv185, R.shape([1, 16, 16]))
            lv187: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv186, R.shape([1, 16, 2, 8]))
            lv188: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv187, axes=[0, 2, 1, 3])
            lv189: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv52, axis=[1])
            lv190: R.Tensor((1, 1, 16, 8), dtype="float16") = R.expand_dims(lv53, axis=[1])
            lv191: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv189, dtype="float32")
            lv192: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv176, lv191)
            lv193: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv176, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv194: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv176, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv195: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv194)
            lv196: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv195, lv193), axis=-1)
            lv197: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv190, dtype="float32")
            lv198: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv196, lv197)
            lv199: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv192, lv198)
            lv200: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv189, dtype="float32")
            lv201: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv182, lv200)
            lv202: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv182, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv203: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv182, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv204: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv203)
            lv205: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv204, lv202), axis=-1)
            lv206: R.Tensor((1, 1, 16, 8), dtype="float32") = R.astype(lv190, dtype="float32")
            lv207: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv205, lv206)
            lv208: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv201, lv207)
            lv209: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv208, axis=[2])
            lv210: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv209, R.shape([1, 2, 2, 16, 8]))
            lv211: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv210, R.shape([1, 4, 16, 8]))
            lv212: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv188, axis=[2])
            lv213: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv212, R.shape([1, 2, 2, 16, 8]))
            lv214: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv213, R.shape([1, 4, 16, 8]))
            lv215: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv211, axes=[0, 1, 3, 2])
            lv216: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv199, R.shape([1, 4, 16, 8]))
            lv217: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv216, R.shape([4, 16, 8]))
            lv218: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv215, R.shape([1, 4, 8, 16]))
            lv219: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv218, R.shape([4, 8, 16]))
            lv220: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv217, lv219, out_dtype="float32")
            lv221: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv220, R.shape([1, 4, 16, 16]))
            lv222: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv221, R.const(0.35355338454246521, "float32"))
            lv223: R.Tensor((1, 1, 16, 16), dtype="float32") = R.astype(lv42, dtype="float32")
            lv224: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv222, lv223)
            lv225: R.Tensor((1, 4, 16, 16), dtype="float32") = R.astype(lv224, dtype="float32")
            lv226: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv225, axis=-1)
            lv227: R.Tensor((1, 4, 16, 16), dtype="float16") = R.astype(lv226, dtype="float16")
            lv228: R.Tensor((1, 4, 16, 16), dtype="float16") = R.broadcast_to(lv227, R.shape([1, 4, 16, 16]))
            lv229: R.Tensor((4, 16, 16), dtype="float16") = R.reshape(lv228, R.shape([4, 16, 16]))
            lv230: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv214, R.shape([1, 4, 16, 8]))
            lv231: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv230, R.shape([4, 16, 8]))
            lv232: R.Tensor((4, 16, 16), dtype="float32") = R.astype(lv229, dtype="float32")
            lv233: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv232, lv231, out_dtype="float32")
            lv234: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv233, R.shape([1, 4, 16, 8]))
            lv235: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv234, axes=[0, 2, 1, 3])
            lv236: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv235, R.shape([1, 16, 32]))
            lv237: R.Tensor((32, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv238: R.Tensor((16, 32), dtype="float32") = R.reshape(lv236, R.shape([16, 32]))
            lv239: R.Tensor((32, 32), dtype="float32") = R.astype(lv237, dtype="float32")
            lv240: R.Tensor((16, 32), dtype="float32") = R.matmul(lv238, lv239, out_dtype="float32")
            lv241: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv240, R.shape([1, 16, 32]))
            lv242: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv162, lv241)
            lv243: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv242, dtype="float32")
            lv244: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv243, R.const(2.0, "float32"))
            lv245: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv244, axis=[-1], keepdims=True)
            lv246: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv245, R.const(9.9999999747524271e-07, "float32"))
            lv247: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv246)
            lv248: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv243, lv247)
            lv249: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv248, dtype="float16")
            lv250: R.Tensor((1, 16, 32), dtype="float16") = R.multiply(p_inner_model_layers_1_post_attention_layernorm_weight, lv249)
            lv251: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_1_mlp_gate_proj_weight, axes=[1, 0])
            lv252: R.Tensor((16, 32), dtype="float16") = R.reshape(lv250, R.shape([16, 32]))
            lv253: R.Tensor((16, 64), dtype="float32") = R.matmul(lv252, lv251, out_dtype="float32")
            lv254: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv253, R.shape([1, 16, 64]))
            lv255: R.Tensor((1, 16, 64), dtype="float32") = R.astype(lv254, dtype="float32")
            lv256: R.Tensor((1, 16, 64), dtype="float32") = R.sigmoid(lv255)
            lv257: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv255, lv256)
            lv258: R.Tensor((1, 16, 64), dtype="float16") = R.astype(lv257, dtype="float16")
            lv259: R.Tensor((32, 64), dtype="float16") = R.permute_dims(p_inner_model_layers_1_mlp_up_proj_weight, axes=[1, 0])
            lv260: R.Tensor((16, 32), dtype="float16") = R.reshape(lv250, R.shape([16, 32]))
            lv261: R.Tensor((16, 64), dtype="float32") = R.matmul(lv260, lv259, out_dtype="float32")
            lv262: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv261, R.shape([1, 16, 64]))
            lv263: R.Tensor((1, 16, 64), dtype="float32") = R.astype(lv258, dtype="float32")
            lv264: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv263, lv262)
            lv265: R.Tensor((64, 32), dtype="float16") = R.permute_dims(p_inner_model_layers_1_mlp_down_proj_weight, axes=[1, 0])
            lv266: R.Tensor((16, 64), dtype="float32") = R.reshape(lv264, R.shape([16, 64]))
            lv267: R.Tensor((64, 32), dtype="float32") = R.astype(lv265, dtype="float32")
            lv268: R.Tensor((16, 32), dtype="float32") = R.matmul(lv266, lv267, out_dtype="float32")
            lv269: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv268, R.shape([1, 16, 32]))
            lv270: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv242, lv269)
            lv271: R.Tensor((1, 16, 32), dtype="float32") = R.astype(lv270, dtype="float32")
            lv272: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv271, R.const(2.0, "float32"))
            lv273: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv272, axis=[-1], keepdims=True)
            lv274: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv273, R.const(9.9999999747524271e-07, "float32"))
            lv275: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv274)
            lv276: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv271, lv275)
            lv277: R.Tensor((1, 16, 32), dtype="float16") = R.astype(lv276, dtype="float16")
            lv278: R.Tensor((1, 16, 32), dtype="float16") = R.multiply(p_inner_model_norm_weight, lv277)
            lv279: R.Tensor((32, 100), dtype="float16") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv280: R.Tensor((16, 32), dtype="float16") = R.reshape(lv278, R.shape([16, 32]))
            lv281: R.Tensor((16, 100), dtype="float32") = R.matmul(lv280, lv279, out_dtype="float32")
            lv282: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv281, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv282,)
            R.output(gv)
        return gv