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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAEAAAAAAAAABAAAAAAAAAAAACAP+OGAT1vEoM6sqIEOA==\"
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
    def main(args_0: R.Tensor((1, 16), dtype="int64"), p_inner_model_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_mlp_gate_weight: R.Tensor((4, 32), dtype="float32"), p_inner_model_layers_0_mlp_experts_gate_up_proj: R.Tensor((4, 128, 32), dtype="float32"), p_inner_model_layers_0_mlp_experts_down_proj: R.Tensor((4, 32, 64), dtype="float32"), p_inner_model_layers_0_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_mlp_gate_weight: R.Tensor((4, 32), dtype="float32"), p_inner_model_layers_1_mlp_experts_gate_up_proj: R.Tensor((4, 128, 32), dtype="float32"), p_inner_model_layers_1_mlp_experts_down_proj: R.Tensor((4, 32, 64), dtype="float32"), p_inner_model_layers_1_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 100), dtype="float32")):
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
            lv53: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv52, R.const(9.9999997473787516e-06, "float32"))
            lv54: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv53)
            lv55: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv3, lv54)
            lv56: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_input_layernorm_weight, lv55)
            lv57: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv58: R.Tensor((16, 32), dtype="float32") = R.reshape(lv56, R.shape([16, 32]))
            lv59: R.Tensor((16, 32), dtype="float32") = R.matmul(lv58, lv57, out_dtype="float32")
            lv60: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv59, R.shape([1, 16, 32]))
            lv61: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv60, R.shape([1, 16, 4, 8]))
            lv62: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv61, axes=[0, 2, 1, 3])
            lv63: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv64: R.Tensor((16, 32), dtype="float32") = R.reshape(lv56, R.shape([16, 32]))
            lv65: R.Tensor((16, 16), dtype="float32") = R.matmul(lv64, lv63, out_dtype="float32")
            lv66: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv65, R.shape([1, 16, 16]))
            lv67: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv66, R.shape([1, 16, 2, 8]))
            lv68: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv67, axes=[0, 2, 1, 3])
            lv69: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv70: R.Tensor((16, 32), dtype="float32") = R.reshape(lv56, R.shape([16, 32]))
            lv71: R.Tensor((16, 16), dtype="float32") = R.matmul(lv70, lv69, out_dtype="float32")
            lv72: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv71, R.shape([1, 16, 16]))
            lv73: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv72, R.shape([1, 16, 2, 8]))
            lv74: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv73, axes=[0, 2, 1, 3])
            lv75: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv76: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv77: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv62, lv75)
            lv78: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv62, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv79: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv62, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv80: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv79)
            lv81: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv80, lv78), axis=-1)
            lv82: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv81, lv76)
            lv83: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv77, lv82)
            lv84: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv68, lv75)
            lv85: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv68, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv86: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv68, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv87: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv86)
            lv88: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv87, lv85), axis=-1)
            lv89: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv88, lv76)
            lv90: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv84, lv89)
            lv91: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv90, axis=[2])
            lv92: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv91, R.shape([1, 2, 2, 16, 8]))
            lv93: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv92, R.shape([1, 4, 16, 8]))
            lv94: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv74, axis=[2])
            lv95: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv94, R.shape([1, 2, 2, 16, 8]))
            lv96: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv95, R.shape([1, 4, 16, 8]))
            lv97: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv93, axes=[0, 1, 3, 2])
            lv98: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv83, R.shape([1, 4, 16, 8]))
            lv99: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv98, R.shape([4, 16, 8]))
            lv100: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv97, R.shape([1, 4, 8, 16]))
            lv101: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv100, R.shape([4, 8, 16]))
            lv102: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv99, lv101, out_dtype="float32")
            lv103: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv102, R.shape([1, 4, 16, 16]))
            lv104: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv103, R.const(0.35355338454246521, "float32"))
            lv105: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv104, lv42)
            lv106: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv105, axis=-1)
            lv107: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv106, R.shape([1, 4, 16, 16]))
            lv108: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv107, R.shape([4, 16, 16]))
            lv109: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv96, R.shape([1, 4, 16, 8]))
            lv110: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv109, R.shape([4, 16, 8]))
            lv111: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv108, lv110, out_dtype="float32")
            lv112: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv111, R.shape([1, 4, 16, 8]))
            lv113: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv112, axes=[0, 2, 1, 3])
            lv114: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv113, R.shape([1, 16, 32]))
            lv115: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv116: R.Tensor((16, 32), dtype="float32") = R.reshape(lv114, R.shape([16, 32]))
            lv117: R.Tensor((16, 32), dtype="float32") = R.matmul(lv116, lv115, out_dtype="float32")
            lv118: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv117, R.shape([1, 16, 32]))
            lv119: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv3, lv118)
            lv120: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv119, R.const(2.0, "float32"))
            lv121: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv120, axis=[-1], keepdims=True)
            lv122: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv121, R.const(9.9999997473787516e-06, "float32"))
            lv123: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv122)
            lv124: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv119, lv123)
            lv125: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_post_attention_layernorm_weight, lv124)
            lv126: R.Tensor((16, 32), dtype="float32") = R.reshape(lv125, R.shape([16, 32]))
            lv127: R.Tensor((16, 32), dtype="float32") = R.reshape(lv126, R.shape([16, 32]))
            lv128: R.Tensor((32, 4), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_gate_weight, axes=[1, 0])
            lv129: R.Tensor((16, 4), dtype="float32") = R.matmul(lv127, lv128, out_dtype="float32")
            lv130: R.Tensor((16, 4), dtype="float32") = R.nn.softmax(lv129, axis=-1)
            lv131: R.Tuple(R.Tensor((16, 2), dtype="float32"), R.Tensor((16, 2), dtype="int64")) = R.topk(lv130, k=2, axis=-1, ret_type="both", largest=True, dtype="int64")
            lv132: R.Tensor((16, 2), dtype="float32") = lv131[0]
            lv133: R.Tensor((16, 2), dtype="int64") = lv131[1]
            lv134: R.Tensor((16, 1), dtype="float32") = R.sum(lv132, axis=[-1], keepdims=True)
            lv135: R.Tensor((16, 2), dtype="float32") = R.divide(lv132, lv134)
            lv136: R.Tensor((16, 1, 32), dtype="float32") = R.expand_dims(lv126, axis=[1])
            lv137: R.Tensor((16, 2, 32), dtype="float32") = R.broadcast_to(lv136, R.shape([16, 2, 32]))
            lv138: R.Tensor((32, 32), dtype="float32") = R.reshape(lv137, R.shape([32, 32]))
            lv139: R.Tensor((32,), dtype="int64") = R.reshape(lv133, R.shape([32]))
            lv140: R.Tensor((32, 128, 32), dtype="float32") = R.take(p_inner_model_layers_0_mlp_experts_gate_up_proj, lv139, axis=0, mode="fast")
            lv141: R.Tensor((32, 32, 1), dtype="float32") = R.expand_dims(lv138, axis=[-1])
            lv142: R.Tensor((32, 128, 1), dtype="float32") = R.matmul(lv140, lv141, out_dtype="float32")
            lv143: R.Tensor((32, 128), dtype="float32") = R.squeeze(lv142, axis=[-1])
            lv144: R.Tuple(R.Tensor((32, 64), dtype="float32"), R.Tensor((32, 64), dtype="float32")) = R.split(lv143, indices_or_sections=[64], axis=-1)
            lv145: R.Tensor((32, 64), dtype="float32") = lv144[0]
            lv146: R.Tensor((32, 64), dtype="float32") = lv144[1]
            lv147: R.Tensor((32, 64), dtype="float32") = R.sigmoid(lv145)
            lv148: R.Tensor((32, 64), dtype="float32") = R.multiply(lv145, lv147)
            lv149: R.Tensor((32, 64), dtype="float32") = R.multiply(lv148, lv146)
            lv150: R.Tensor((32, 32, 64), dtype="float32") = R.take(p_inner_model_layers_0_mlp_experts_down_proj, lv139, axis=0, mode="fast")
            lv151: R.Tensor((32, 64, 1), dtype="float32") = R.expand_dims(lv149, axis=[-1])
            lv152: R.Tensor((32, 32, 1), dtype="float32") = R.matmul(lv150, lv151, out_dtype="float32")
            lv153: R.Tensor((32, 32), dtype="float32") = R.squeeze(lv152, axis=[-1])
            lv154: R.Tensor((32,), dtype="float32") = R.reshape(lv135, R.shape([32]))
            lv155: R.Tensor((32, 1), dtype="float32") = R.expand_dims(lv154, axis=[-1])
            lv156: R.Tensor((32, 32), dtype="float32") = R.multiply(lv153, lv155)
            lv157: R.Tensor((16, 2, 32), dtype="float32") = R.reshape(lv156, R.shape([16, 2, 32]))
            lv158: R.Tensor((16, 32), dtype="float32") = R.sum(lv157, axis=[1], keepdims=False)
            lv159: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv158, R.shape([1, 16, 32]))
            lv160: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv119, lv159)
            lv161: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv160, R.const(2.0, "float32"))
            lv162: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv161, axis=[-1], keepdims=True)
            lv163: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv162, R.const(9.9999997473787516e-06, "float32"))
            lv164: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv163)
            lv165: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv160, lv164)
            lv166: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_input_layernorm_weight, lv165)
            lv167: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv168: R.Tensor((16, 32), dtype="float32") = R.reshape(lv166, R.shape([16, 32]))
            lv169: R.Tensor((16, 32), dtype="float32") = R.matmul(lv168, lv167, out_dtype="float32")
            lv170: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv169, R.shape([1, 16, 32]))
            lv171: R.Tensor((1, 16, 4, 8), dtype="float32") = R.reshape(lv170, R.shape([1, 16, 4, 8]))
            lv172: R.Tensor((1, 4, 16, 8), dtype="float32") = R.permute_dims(lv171, axes=[0, 2, 1, 3])
            lv173: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv174: R.Tensor((16, 32), dtype="float32") = R.reshape(lv166, R.shape([16, 32]))
            lv175: R.Tensor((16, 16), dtype="float32") = R.matmul(lv174, lv173, out_dtype="float32")
            lv176: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv175, R.shape([1, 16, 16]))
            lv177: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv176, R.shape([1, 16, 2, 8]))
            lv178: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv177, axes=[0, 2, 1, 3])
            lv179: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv180: R.Tensor((16, 32), dtype="float32") = R.reshape(lv166, R.shape([16, 32]))
            lv181: R.Tensor((16, 16), dtype="float32") = R.matmul(lv180, lv179, out_dtype="float32")
            lv182: R.Tensor((1, 16, 16), dtype="float32") = R.reshape(lv181, R.shape([1, 16, 16]))
            lv183: R.Tensor((1, 16, 2, 8), dtype="float32") = R.reshape(lv182, R.shape([1, 16, 2, 8]))
            lv184: R.Tensor((1, 2, 16, 8), dtype="float32") = R.permute_dims(lv183, axes=[0, 2, 1, 3])
            lv185: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv186: R.Tensor((1, 1, 16, 8), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv187: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv172, lv185)
            lv188: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv172, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv189: R.Tensor((1, 4, 16, 4), dtype="float32") = R.strided_slice(lv172, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv190: R.Tensor((1, 4, 16, 4), dtype="float32") = R.negative(lv189)
            lv191: R.Tensor((1, 4, 16, 8), dtype="float32") = R.concat((lv190, lv188), axis=-1)
            lv192: R.Tensor((1, 4, 16, 8), dtype="float32") = R.multiply(lv191, lv186)
            lv193: R.Tensor((1, 4, 16, 8), dtype="float32") = R.add(lv187, lv192)
            lv194: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv178, lv185)
            lv195: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv178, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv196: R.Tensor((1, 2, 16, 4), dtype="float32") = R.strided_slice(lv178, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv197: R.Tensor((1, 2, 16, 4), dtype="float32") = R.negative(lv196)
            lv198: R.Tensor((1, 2, 16, 8), dtype="float32") = R.concat((lv197, lv195), axis=-1)
            lv199: R.Tensor((1, 2, 16, 8), dtype="float32") = R.multiply(lv198, lv186)
            lv200: R.Tensor((1, 2, 16, 8), dtype="float32") = R.add(lv194, lv199)
            lv201: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv200, axis=[2])
            lv202: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv201, R.shape([1, 2, 2, 16, 8]))
            lv203: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv202, R.shape([1, 4, 16, 8]))
            lv204: R.Tensor((1, 2, 1, 16, 8), dtype="float32") = R.expand_dims(lv184, axis=[2])
            lv205: R.Tensor((1, 2, 2, 16, 8), dtype="float32") = R.broadcast_to(lv204, R.shape([1, 2, 2, 16, 8]))
            lv206: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv205, R.shape([1, 4, 16, 8]))
            lv207: R.Tensor((1, 4, 8, 16), dtype="float32") = R.permute_dims(lv203, axes=[0, 1, 3, 2])
            lv208: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv193, R.shape([1, 4, 16, 8]))
            lv209: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv208, R.shape([4, 16, 8]))
            lv210: R.Tensor((1, 4, 8, 16), dtype="float32") = R.broadcast_to(lv207, R.shape([1, 4, 8, 16]))
            lv211: R.Tensor((4, 8, 16), dtype="float32") = R.reshape(lv210, R.shape([4, 8, 16]))
            lv212: R.Tensor((4, 16, 16), dtype="float32") = R.matmul(lv209, lv211, out_dtype="float32")
            lv213: R.Tensor((1, 4, 16, 16), dtype="float32") = R.reshape(lv212, R.shape([1, 4, 16, 16]))
            lv214: R.Tensor((1, 4, 16, 16), dtype="float32") = R.multiply(lv213, R.const(0.35355338454246521, "float32"))
            lv215: R.Tensor((1, 4, 16, 16), dtype="float32") = R.add(lv214, lv42)
            lv216: R.Tensor((1, 4, 16, 16), dtype="float32") = R.nn.softmax(lv215, axis=-1)
            lv217: R.Tensor((1, 4, 16, 16), dtype="float32") = R.broadcast_to(lv216, R.shape([1, 4, 16, 16]))
            lv218: R.Tensor((4, 16, 16), dtype="float32") = R.reshape(lv217, R.shape([4, 16, 16]))
            lv219: R.Tensor((1, 4, 16, 8), dtype="float32") = R.broadcast_to(lv206, R.shape([1, 4, 16, 8]))
            lv220: R.Tensor((4, 16, 8), dtype="float32") = R.reshape(lv219, R.shape([4, 16, 8]))
            lv221: R.Tensor((4, 16, 8), dtype="float32") = R.matmul(lv218, lv220, out_dtype="float32")
            lv222: R.Tensor((1, 4, 16, 8), dtype="float32") = R.reshape(lv221, R.shape([1, 4, 16, 8]))
            lv223: R.Tensor((1, 16, 4, 8), dtype="float32") = R.permute_dims(lv222, axes=[0, 2, 1, 3])
            lv224: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv223, R.shape([1, 16, 32]))
            lv225: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv226: R.Tensor((16, 32), dtype="float32") = R.reshape(lv224, R.shape([16, 32]))
            lv227: R.Tensor((16, 32), dtype="float32") = R.matmul(lv226, lv225, out_dtype="float32")
            lv228: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv227, R.shape([1, 16, 32]))
            lv229: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv160, lv228)
            lv230: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv229, R.const(2.0, "float32"))
            lv231: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv230, axis=[-1], keepdims=True)
            lv232: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv231, R.const(9.9999997473787516e-06, "float32"))
            lv233: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv232)
            lv234: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv229, lv233)
            lv235: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_post_attention_layernorm_weight, lv234)
            lv236: R.Tensor((16, 32), dtype="float32") = R.reshape(lv235, R.shape([16, 32]))
            lv237: R.Tensor((16, 32), dtype="float32") = R.reshape(lv236, R.shape([16, 32]))
            lv238: R.Tensor((32, 4), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_gate_weight, axes=[1, 0])
            lv239: R.Tensor((16, 4), dtype="float32") = R.matmul(lv237, lv238, out_dtype="float32")
            lv240: R.Tensor((16, 4), dtype="float32") = R.nn.softmax(lv239, axis=-1)
            lv241: R.Tuple(R.Tensor((16, 2), dtype="float32"), R.Tensor((16, 2), dtype="int64")) = R.topk(lv240, k=2, axis=-1, ret_type="both", largest=True, dtype="int64")
            lv242: R.Tensor((16, 2), dtype="float32") = lv241[0]
            lv243: R.Tensor((16, 2), dtype="int64") = lv241[1]
            lv244: R.Tensor((16, 1), dtype="float32") = R.sum(lv242, axis=[-1], keepdims=True)
            lv245: R.Tensor((16, 2), dtype="float32") = R.divide(lv242, lv244)
            lv246: R.Tensor((16, 1, 32), dtype="float32") = R.expand_dims(lv236, axis=[1])
            lv247: R.Tensor((16, 2, 32), dtype="float32") = R.broadcast_to(lv246, R.shape([16, 2, 32]))
            lv248: R.Tensor((32, 32), dtype="float32") = R.reshape(lv247, R.shape([32, 32]))
            lv249: R.Tensor((32,), dtype="int64") = R.reshape(lv243, R.shape([32]))
            lv250: R.Tensor((32, 128, 32), dtype="float32") = R.take(p_inner_model_layers_1_mlp_experts_gate_up_proj, lv249, axis=0, mode="fast")
            lv251: R.Tensor((32, 32, 1), dtype="float32") = R.expand_dims(lv248, axis=[-1])
            lv252: R.Tensor((32, 128, 1), dtype="float32") = R.matmul(lv250, lv251, out_dtype="float32")
            lv253: R.Tensor((32, 128), dtype="float32") = R.squeeze(lv252, axis=[-1])
            lv254: R.Tuple(R.Tensor((32, 64), dtype="float32"), R.Tensor((32, 64), dtype="float32")) = R.split(lv253, indices_or_sections=[64], axis=-1)
            lv255: R.Tensor((32, 64), dtype="float32") = lv254[0]
            lv256: R.Tensor((32, 64), dtype="float32") = lv254[1]
            lv257: R.Tensor((32, 64), dtype="float32") = R.sigmoid(lv255)
            lv258: R.Tensor((32, 64), dtype="float32") = R.multiply(lv255, lv257)
            lv259: R.Tensor((32, 64), dtype="float32") = R.multiply(lv258, lv256)
            lv260: R.Tensor((32, 32, 64), dtype="float32") = R.take(p_inner_model_layers_1_mlp_experts_down_proj, lv249, axis=0, mode="fast")
            lv261: R.Tensor((32, 64, 1), dtype="float32") = R.expand_dims(lv259, axis=[-1])
            lv262: R.Tensor((32, 32, 1), dtype="float32") = R.matmul(lv260, lv261, out_dtype="float32")
            lv263: R.Tensor((32, 32), dtype="float32") = R.squeeze(lv262, axis=[-1])
            lv264: R.Tensor((32,), dtype="float32") = R.reshape(lv245, R.shape([32]))
            lv265: R.Tensor((32, 1), dtype="float32") = R.expand_dims(lv264, axis=[-1])
            lv266: R.Tensor((32, 32), dtype="float32") = R.multiply(lv263, lv265)
            lv267: R.Tensor((16, 2, 32), dtype="float32") = R.reshape(lv266, R.shape([16, 2, 32]))
            lv268: R.Tensor((16, 32), dtype="float32") = R.sum(lv267, axis=[1], keepdims=False)
            lv269: R.Tensor((1, 16, 32), dtype="float32") = R.reshape(lv268, R.shape([1, 16, 32]))
            lv270: R.Tensor((1, 16, 32), dtype="float32") = R.add(lv229, lv269)
            lv271: R.Tensor((1, 16, 32), dtype="float32") = R.power(lv270, R.const(2.0, "float32"))
            lv272: R.Tensor((1, 16, 1), dtype="float32") = R.mean(lv271, axis=[-1], keepdims=True)
            lv273: R.Tensor((1, 16, 1), dtype="float32") = R.add(lv272, R.const(9.9999997473787516e-06, "float32"))
            lv274: R.Tensor((1, 16, 1), dtype="float32") = R.rsqrt(lv273)
            lv275: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(lv270, lv274)
            lv276: R.Tensor((1, 16, 32), dtype="float32") = R.multiply(p_inner_model_norm_weight, lv275)
            lv277: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv278: R.Tensor((16, 32), dtype="float32") = R.reshape(lv276, R.shape([16, 32]))
            lv279: R.Tensor((16, 100), dtype="float32") = R.matmul(lv278, lv277, out_dtype="float32")
            lv280: R.Tensor((1, 16, 100), dtype="float32") = R.reshape(lv279, R.shape([1, 16, 100]))
            gv: R.Tuple(R.Tensor((1, 16, 100), dtype="float32")) = (lv280,)
            R.output(gv)
        return gv