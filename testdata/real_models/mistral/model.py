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
            lv37: R.Tensor((), dtype="bool") = R.full(R.shape([]), R.const(True, "bool"), dtype="bool")
            lv38: R.Tensor((1, 1, 16, 1), dtype="int64") = R.subtract(lv35, R.const(8, "int64"))
            lv39: R.Tensor((1, 1, 16, 16), dtype="bool") = R.greater(lv36, lv38)
            lv40: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv37, lv39)
            lv41: R.Tensor((1, 1, 16, 16), dtype="bool") = R.less_equal(lv36, lv35)
            lv42: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv40, lv41)
            lv43: R.Tensor((1, 1, 16, 16), dtype="bool") = R.bitwise_and(lv34, lv42)
            lv44: R.Tensor((1, 1, 16, 16), dtype="bool") = R.broadcast_to(lv43, R.shape([1, 1, 16, 16]))
            lv45: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv46: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv47: R.Tensor((1, 1, 16, 16), dtype="float32") = R.where(lv44, lv45, lv46)
            lv48: R.Tensor((1, 16, 1), dtype="int64") = R.expand_dims(lv6, axis=[2])
            lv49: R.Tensor((1, 16, 1), dtype="float32") = R.astype(lv48, dtype="float32")
            lv50: R.Tensor((1, 16, 4), dtype="float32") = R.multiply(lv49, metadata["ir.GenericConst"][0])
            lv51: R.Tensor((1, 16, 8), dtype="float32") = R.concat((lv50, lv50), axis=-1)
            lv52: R.Tensor((1, 16, 8), dtype="float32") = R.cos(lv51)
            lv53: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv52, R.const(1.0, "float32"))
            lv54: R.Tensor((1, 16, 8), dtype="float32") = R.sin(lv51)
            lv55: R.Tensor((1, 16, 8), dtype="float32") = R.multiply(lv54, R.const(1.0, "float32"))
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv3, R.const(2.0, "float32"))
            lv57: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv56, axis=[-1], keepdims=True)
            lv58: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv57, R.const(9.9999999747524271e-07, "float32"))
            lv59: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv58)
            lv60: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv3, lv59)
            lv61: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_input_layernorm_weight, lv60)
            lv62: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv63: R.Tensor((16, 32), dtype="float32") = R.reshape(lv61, R.shape([16, 32]))
            lv64: R.Tensor((16, 32), dtype="float32") = R.matmul(lv63, lv62, out_dtype="float32")
            lv65: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv64, R.shape([1, 16, 32]))
            lv66: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv65, R.shape([1, 16, 4, 8]))
            lv67: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv66, axes=[0, 2, 1, 3])
            lv68: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv69: R.Tensor((16, 32), dtype="float32") = R.reshape(lv61, R.shape([16, 32]))
            lv70: R.Tensor((16, 16), dtype="float32") = R.matmul(lv69, lv68, out_dtype="float32")
            lv71: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv70, R.shape([1, 16, 16]))
            lv72: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv71, R.shape([1, 16, 2, 8]))
            lv73: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv72, axes=[0, 2, 1, 3])
            lv74: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv75: R.Tensor((16, 32), dtype="float32") = R.reshape(lv61, R.shape([16, 32]))
            lv76: R.Tensor((16, 16), dtype="float32") = R.matmul(lv75, lv74, out_dtype="float32")
            lv77: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv76, R.shape([1, 16, 16]))
            lv78: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv77, R.shape([1, 16, 2, 8]))
            lv79: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv78, axes=[0, 2, 1, 3])
            lv80: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv53, axis=[1])
            lv81: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv55, axis=[1])
            lv82: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv67, lv80)
            lv83: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv67, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv84: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv67, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv85: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv84)
            lv86: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv85, lv83), axis=-1)
            lv87: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv86, lv81)
            lv88: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv82, lv87)
            lv89: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv73, lv80)
            lv90: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv73, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv91: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv73, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv92: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv91)
            lv93: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv92, lv90), axis=-1)
            lv94: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv93, lv81)
            lv95: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv89, lv94)
            lv96: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv95, axis=[2])
            lv97: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv96, R.shape([1, 2, 2, 16, 8]))
            lv98: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv97, R.shape([1, 4, 16, 8]))
            lv99: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv79, axis=[2])
            lv100: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv99, R.shape([1, 2, 2, 16, 8]))
            lv101: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv100, R.shape([1, 4, 16, 8]))
            lv102: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv98, axes=[0, 1, 3, 2])
            lv103: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv88, R.shape([1, 4, 16, 8]))
            lv104: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv103, R.shape([4, 16, 8]))
            lv105: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv102, R.shape([1, 4, 8, 16]))
            lv106: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv105, R.shape([4, 8, 16]))
            lv107: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv104, lv106, out_dtype="float32")
            lv108: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv107, R.shape([1, 4, 16, 16]))
            lv109: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv108, R.const(0.35355338454246521, "float32"))
            lv110: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv109, lv47)
            lv111: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv110, axis=-1)
            lv112: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv111, R.shape([1, 4, 16, 16]))
            lv113: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv112, R.shape([4, 16, 16]))
            lv114: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv101, R.shape([1, 4, 16, 8]))
            lv115: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv114, R.shape([4, 16, 8]))
            lv116: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv113, lv115, out_dtype="float32")
            lv117: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv116, R.shape([1, 4, 16, 8]))
            lv118: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv117, axes=[0, 2, 1, 3])
            lv119: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv118, R.shape([1, 16, 32]))
            lv120: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv121: R.Tensor((16, 32), dtype="float32") = R.reshape(lv119, R.shape([16, 32]))
            lv122: R.Tensor((16, 32), dtype="float32") = R.matmul(lv121, lv120, out_dtype="float32")
            lv123: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv122, R.shape([1, 16, 32]))
            lv124: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv3, lv123)
            lv125: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv124, R.const(2.0, "float32"))
            lv126: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv125, axis=[-1], keepdims=True)
            lv127: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv126, R.const(9.9999999747524271e-07, "float32"))
            lv128: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv127)
            lv129: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv124, lv128)
            lv130: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_post_attention_layernorm_weight, lv129)
            lv131: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_gate_proj_weight, axes=[1, 0])
            lv132: R.Tensor((16, 32), dtype="float32") = R.reshape(lv130, R.shape([16, 32]))
            lv133: R.Tensor((16, 64), dtype="float32") = R.matmul(lv132, lv131, out_dtype="float32")
            lv134: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv133, R.shape([1, 16, 64]))
            lv135: R.Tensor((1, 16, 64), dtype="float32") = R.sigmoid(lv134)
            lv136: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv134, lv135)
            lv137: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_up_proj_weight, axes=[1, 0])
            lv138: R.Tensor((16, 32), dtype="float32") = R.reshape(lv130, R.shape([16, 32]))
            lv139: R.Tensor((16, 64), dtype="float32") = R.matmul(lv138, lv137, out_dtype="float32")
            lv140: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv139, R.shape([1, 16, 64]))
            lv141: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv136, lv140)
            lv142: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_down_proj_weight, axes=[1, 0])
            lv143: R.Tensor((16, 64), dtype="float32") = R.reshape(lv141, R.shape([16, 64]))
            lv144: R.Tensor((16, 32), dtype="float32") = R.matmul(lv143, lv142, out_dtype="float32")
            lv145: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv144, R.shape([1, 16, 32]))
            lv146: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv124, lv145)
            lv147: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv146, R.const(2.0, "float32"))
            lv148: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv147, axis=[-1], keepdims=True)
            lv149: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv148, R.const(9.9999999747524271e-07, "float32"))
            lv150: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv149)
            lv151: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv146, lv150)
            lv152: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_input_layernorm_weight, lv151)
            lv153: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv154: R.Tensor((16, 32), dtype="float32") = R.reshape(lv152, R.shape([16, 32]))
            lv155: R.Tensor((16, 32), dtype="float32") = R.matmul(lv154, lv153, out_dtype="float32")
            lv156: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv155, R.shape([1, 16, 32]))
            lv157: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv156, R.shape([1, 16, 4, 8]))
            lv158: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv157, axes=[0, 2, 1, 3])
            lv159: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv160: R.Tensor((16, 32), dtype="float32") = R.reshape(lv152, R.shape([16, 32]))
            lv161: R.Tensor((16, 16), dtype="float32") = R.matmul(lv160, lv159, out_dtype="float32")
            lv162: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv161, R.shape([1, 16, 16]))
            lv163: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv162, R.shape([1, 16, 2, 8]))
            lv164: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv163, axes=[0, 2, 1, 3])
            lv165: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv166: R.Tensor((16, 32), dtype="float32") = R.reshape(lv152, R.shape([16, 32]))
            lv167: R.Tensor((16, 16), dtype="float32") = R.matmul(lv166, lv165, out_dtype="float32")
            lv168: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv167, R.shape([1, 16, 16]))
            lv169: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv168, R.shape([1, 16, 2, 8]))
            lv170: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv169, axes=[0, 2, 1, 3])
            lv171: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv53, axis=[1])
            lv172: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv55, axis=[1])
            lv173: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv158, lv171)
            lv174: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv158, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv175: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv158, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv176: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv175)
            lv177: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv176, lv174), axis=-1)
            lv178: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv177, lv172)
            lv179: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv173, lv178)
            lv180: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv164, lv171)
            lv181: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv164, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv182: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv164, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv183: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv182)
            lv184: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv183, lv181), axis=-1)
            lv185: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv184, lv172)
            lv186: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv180, lv185)
            lv187: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv186, axis=[2])
            lv188: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv187, R.shape([1, 2, 2, 16, 8]))
            lv189: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv188, R.shape([1, 4, 16, 8]))
            lv190: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv170, axis=[2])
            lv191: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv190, R.shape([1, 2, 2, 16, 8]))
            lv192: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv191, R.shape([1, 4, 16, 8]))
            lv193: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv189, axes=[0, 1, 3, 2])
            lv194: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv179, R.shape([1, 4, 16, 8]))
            lv195: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv194, R.shape([4, 16, 8]))
            lv196: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv193, R.shape([1, 4, 8, 16]))
            lv197: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv196, R.shape([4, 8, 16]))
            lv198: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv195, lv197, out_dtype="float32")
            lv199: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv198, R.shape([1, 4, 16, 16]))
            lv200: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv199, R.const(0.35355338454246521, "float32"))
            lv201: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv200, lv47)
            lv202: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv201, axis=-1)
            lv203: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv202, R.shape([1, 4, 16, 16]))
            lv204: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv203, R.shape([4, 16, 16]))
            lv205: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv192, R.shape([1, 4, 16, 8]))
            lv206: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv205, R.shape([4, 16, 8]))
            lv207: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv204, lv206, out_dtype="float32")
            lv208: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv207, R.shape([1, 4, 16, 8]))
            lv209: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv208, axes=[0, 2, 1, 3])
            lv210: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv209, R.shape([1, 16, 32]))
            lv211: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv212: R.Tensor((16, 32), dtype="float32") = R.reshape(lv210, R.shape([16, 32]))
            lv213: R.Tensor((16, 32), dtype="float32") = R.matmul(lv212, lv211, out_dtype="float32")
            lv214: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv213, R.shape([1, 16, 32]))
            lv215: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv146, lv214)
            lv216: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv215, R.const(2.0, "float32"))
            lv217: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv216, axis=[-1], keepdims=True)
            lv218: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv217, R.const(9.9999999747524271e-07, "float32"))
            lv219: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv218)
            lv220: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv215, lv219)
            lv221: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_post_attention_layernorm_weight, lv220)
            lv222: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_gate_proj_weight, axes=[1, 0])
            lv223: R.Tensor((16, 32), dtype="float32") = R.reshape(lv221, R.shape([16, 32]))
            lv224: R.Tensor((16, 64), dtype="float32") = R.matmul(lv223, lv222, out_dtype="float32")
            lv225: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv224, R.shape([1, 16, 64]))
            lv226: R.Tensor((1, 16, 64), dtype="float32") = R.sigmoid(lv225)
            lv227: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv225, lv226)
            lv228: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_up_proj_weight, axes=[1, 0])
            lv229: R.Tensor((16, 32), dtype="float32") = R.reshape(lv221, R.shape([16, 32]))
            lv230: R.Tensor((16, 64), dtype="float32") = R.matmul(lv229, lv228, out_dtype="float32")
            lv231: R.Tensor((1, 16, 64), dtype="float32") = R.reshape(lv230, R.shape([1, 16, 64]))
            lv232: R.Tensor((1, 16, 64), dtype="float32") = R.multiply(lv227, lv231)
            lv233: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_down_proj_weight, axes=[1, 0])
            lv234: R.Tensor((16, 64), dtype="float32") = R.reshape(lv232, R.shape([16, 64]))
            lv235: R.Tensor((16, 32), dtype="float32") = R.matmul(lv234, lv233, out_dtype="float32")
            lv236: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv235, R.shape([1, 16, 32]))
            lv237: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv215, lv236)
            lv238: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv237, R.const(2.0, "float32"))
            lv239: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv238, axis=[-1], keepdims=True)
            lv240: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv239, R.const(9.9999999747524271e-07, "float32"))
            lv241: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv240)
            lv242: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv237, lv241)
            lv243: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_norm_weight, lv242)
            lv244: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv245: R.Tensor((16, 32), dtype="float32") = R.reshape(lv243, R.shape([16, 32]))
            lv246: R.Tensor((16, 100), dtype="float32") = R.matmul(lv245, lv244, out_dtype="float32")
            lv247: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv246, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv247,)
            R.output(gv)
        return gv