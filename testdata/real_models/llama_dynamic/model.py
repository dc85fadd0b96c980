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
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis
# from tvm.script import relax as R

s50 = TypeVar("s50")
@I.ir_module
class Module:
    @R.function
    def main(args_0: R.Tensor((1, s50), dtype="int64"), p_inner_model_embed_tokens_weight: R.Tensor((100, 32), dtype="float32"), p_inner_model_layers_0_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_0_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_0_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_0_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_0_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_0_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_self_attn_q_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_self_attn_k_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_v_proj_weight: R.Tensor((16, 32), dtype="float32"), p_inner_model_layers_1_self_attn_o_proj_weight: R.Tensor((32, 32), dtype="float32"), p_inner_model_layers_1_mlp_gate_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_up_proj_weight: R.Tensor((64, 32), dtype="float32"), p_inner_model_layers_1_mlp_down_proj_weight: R.Tensor((32, 64), dtype="float32"), p_inner_model_layers_1_input_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_layers_1_post_attention_layernorm_weight: R.Tensor((32,), dtype="float32"), p_inner_model_norm_weight: R.Tensor((32,), dtype="float32"), p_inner_lm_head_weight: R.Tensor((100, 32), dtype="float32")) -> R.Tuple(R.Tensor((1, s50, 100), dtype="float32")):
        R.func_attr({"num_input": 1, "tir_var_lower_bound": {"s50": 2}, "tir_var_upper_bound": {"s50": 64}})
        with R.dataflow():
            lv: R.Tensor((1, s50), dtype="int32") = R.astype(args_0, dtype="int32")
            lv1: R.Tensor((s50,), dtype="int32") = R.reshape(lv, R.shape([s50]))
            lv2: R.Tensor((s50, 32), dtype="float32") = R.take(p_inner_model_embed_tokens_weight, lv1, axis=0, mode="fast")
            lv3: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv2, R.shape([1, s50, 32]))
            lv4: R.Tensor((s50,), dtype="int64") = R.arange(0, s50, 1, dtype="int64")
            lv5: R.Tensor((s50,), dtype="int64") = R.add(lv4, R.const(0, "int64"))
            lv6: R.Tensor((1, s50), dtype="int64") = R.expand_dims(lv5, axis=[0])
            lv7: R.Tensor((1, T.min(1, s50)), dtype="int64") = R.strided_slice(lv6, (1,), (0,), (1,), (1,), assume_inbound=False)
            lv8: R.Tensor((1, T.min(1, s50)), dtype="int64") = R.subtract(lv7, R.const(1, "int64"))
            lv9: R.Tensor((1, T.min(1, s50) + s50), dtype="int64") = R.concat((lv8, lv6), axis=-1)
            lv10: R.Tensor((1, T.min(s50, T.min(1, s50) + s50)), dtype="int64") = R.strided_slice(lv9, (-1,), (0,), (s50,), (1,), assume_inbound=False)
            lv11: R.Tensor((1, T.max(T.min(1, s50) + s50 - 1, 0)), dtype="int64") = R.strided_slice(lv9, (-1,), (1,), (1 + s50,), (1,), assume_inbound=False)
            lv12: R.Tensor(dtype="int64", ndim=2) = R.subtract(lv11, lv10)
            lv13: R.Tensor(dtype="bool", ndim=2) = R.not_equal(lv12, R.const(1, "int64"))
            lv14: R.Tensor(dtype="bool", ndim=2) = R.cumsum(lv13, axis=-1, dtype=None, exclusive=False)
            lv15: R.Tensor((1, s50), dtype="int64") = R.broadcast_to(lv6, R.shape([1, s50]))
            lv16: R.Tensor((1,), dtype="int64") = R.arange(0, 1, 1, dtype="int64")
            lv17: R.Tensor((s50,), dtype="int64") = R.arange(0, s50, 1, dtype="int64")
            lv18: R.Tensor((s50,), dtype="int64") = R.add(lv17, R.const(0, "int64"))
            lv19: R.Tensor((s50,), dtype="int64") = R.arange(0, s50, 1, dtype="int64")
            lv20: R.Tensor((s50,), dtype="int64") = R.add(lv19, R.const(0, "int64"))
            lv21: R.Tensor((1, 1), dtype="int64") = R.expand_dims(lv16, axis=[1])
            lv22: R.Tensor((1, 1, 1), dtype="int64") = R.expand_dims(lv21, axis=[2])
            lv23: R.Tensor((1, 1, 1, 1), dtype="int64") = R.expand_dims(lv22, axis=[3])
            lv24: R.Tensor((1, s50), dtype="int64") = R.expand_dims(lv18, axis=[0])
            lv25: R.Tensor((1, 1, s50), dtype="int64") = R.expand_dims(lv24, axis=[1])
            lv26: R.Tensor((1, 1, s50, 1), dtype="int64") = R.expand_dims(lv25, axis=[3])
            lv27: R.Tensor((1, s50), dtype="int64") = R.expand_dims(lv20, axis=[0])
            lv28: R.Tensor((1, 1, s50), dtype="int64") = R.expand_dims(lv27, axis=[1])
            lv29: R.Tensor((1, 1, 1, s50), dtype="int64") = R.expand_dims(lv28, axis=[2])
            lv30: R.Tensor((), dtype="bool") = R.full(R.shape([]), R.const(True, "bool"), dtype="bool")
            lv31: R.Tensor(dtype="bool", ndim=4) = R.index_tensor(lv14, (lv23, lv26))
            lv32: R.Tensor(dtype="bool", ndim=4) = R.index_tensor(lv14, (lv23, lv29))
            lv33: R.Tensor(dtype="bool", ndim=4) = R.equal(lv31, lv32)
            lv34: R.Tensor(dtype="bool", ndim=4) = R.bitwise_and(lv30, lv33)
            lv35: R.Tensor((1, 1, s50, 1), dtype="int64") = R.index_tensor(lv15, (lv23, lv26))
            lv36: R.Tensor((1, 1, 1, s50), dtype="int64") = R.index_tensor(lv15, (lv23, lv29))
            lv37: R.Tensor((1, 1, s50, s50), dtype="bool") = R.less_equal(lv36, lv35)
            lv38: R.Tensor(dtype="bool", ndim=4) = R.bitwise_and(lv34, lv37)
            lv39: R.Tensor((1, 1, s50, s50), dtype="bool") = R.broadcast_to(lv38, R.shape([1, 1, s50, s50]))
            lv40: R.Tensor((), dtype="float32") = R.full(R.shape([]), R.const(0.0, "float32"), dtype="float32")
            lv41: R.Tensor((), dtype="float32") = R.const(-340282346638528859811704183484516925440.0, "float32")
            lv42: R.Tensor((1, 1, s50, s50), dtype="float32") = R.where(lv39, lv40, lv41)
            lv43: R.Tensor((1, s50, 1), dtype="int64") = R.expand_dims(lv6, axis=[2])
            lv44: R.Tensor((1, s50, 1), dtype="float32") = R.astype(lv43, dtype="float32")
            lv45: R.Tensor((1, s50, 4), dtype="float32") = R.multiply(lv44, metadata["ir.GenericConst"][0])
            lv46: R.Tensor((1, s50, 8), dtype="float32") = R.concat((lv45, lv45), axis=-1)
            lv47: R.Tensor((1, s50, 8), dtype="float32") = R.cos(lv46)
            lv48: R.Tensor((1, s50, 8), dtype="float32") = R.multiply(lv47, R.const(1.0, "float32"))
            lv49: R.Tensor((1, s50, 8), dtype="float32") = R.sin(lv46)
            lv50: R.Tensor((1, s50, 8), dtype="float32") = R.multiply(lv49, R.const(1.0, "float32"))
            lv51: R.Tensor((1, s50, 32), dtype="float32") = R.power(lv3, R.const(2.0, "float32"))
            lv52: R.Tensor((1, s50, 1), dtype="float32") = R.mean(lv51, axis=[-1], keepdims=True)
            lv53: R.Tensor((1, s50, 1), dtype="float32") = R.add(lv52, R.const(9.9999999747524271e-07, "float32"))
            lv54: R.Tensor((1, s50, 1), dtype="float32") = R.rsqrt(lv53)
            lv55: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(lv3, lv54)
            lv56: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_input_layernorm_weight, lv55)
            lv57: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_q_proj_weight, axes=[1, 0])
            lv58: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv56, R.shape([s50, 32]))
            lv59: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv58, lv57, out_dtype="float32")
            lv60: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv59, R.shape([1, s50, 32]))
            lv61: R.Tensor((1, s50, 4, 8), dtype="float32") = R.reshape(lv60, R.shape([1, s50, 4, 8]))
            lv62: R.Tensor((1, 4, s50, 8), dtype="float32") = R.permute_dims(lv61, axes=[0, 2, 1, 3])
            lv63: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_k_proj_weight, axes=[1, 0])
            lv64: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv56, R.shape([s50, 32]))
            lv65: R.Tensor((s50, 16), dtype="float32") = R.matmul(lv64, lv63, out_dtype="float32")
            lv66: R.Tensor((1, s50, 16), dtype="float32") = R.reshape(lv65, R.shape([1, s50, 16]))
            lv67: R.Tensor((1, s50, 2, 8), dtype="float32") = R.reshape(lv66, R.shape([1, s50, 2, 8]))
            lv68: R.Tensor((1, 2, s50, 8), dtype="float32") = R.permute_dims(lv67, axes=[0, 2, 1, 3])
            lv69: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_v_proj_weight, axes=[1, 0])
            lv70: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv56, R.shape([s50, 32]))
            lv71: R.Tensor((s50, 16), dtype="float32") = R.matmul(lv70, lv69, out_dtype="float32")
            lv72: R.Tensor((1, s50, 16), dtype="float32") = R.reshape(lv71, R.shape([1, s50, 16]))
            lv73: R.Tensor((1, s50, 2, 8), dtype="float32") = R.reshape(lv72, R.shape([1, s50, 2, 8]))
            lv74: R.Tensor((1, 2, s50, 8), dtype="float32") = R.permute_dims(lv73, axes=[0, 2, 1, 3])
            lv75: R.Tensor((1, 1, s50, 8), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv76: R.Tensor((1, 1, s50, 8), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv77: R.Tensor((1, 4, s50, 8), dtype="float32") = R.multiply(lv62, lv75)
            lv78: R.Tensor((1, 4, s50, 4), dtype="float32") = R.strided_slice(lv62, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv79: R.Tensor((1, 4, s50, 4), dtype="float32") = R.strided_slice(lv62, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv80: R.Tensor((1, 4, s50, 4), dtype="float32") = R.negative(lv79)
            lv81: R.Tensor((1, 4, s50, 8), dtype="float32") = R.concat((lv80, lv78), axis=-1)
            lv82: R.Tensor((1, 4, s50, 8), dtype="float32") = R.multiply(lv81, lv76)
            lv83: R.Tensor((1, 4, s50, 8), dtype="float32") = R.add(lv77, lv82)
            lv84: R.Tensor((1, 2, s50, 8), dtype="float32") = R.multiply(lv68, lv75)
            lv85: R.Tensor((1, 2, s50, 4), dtype="float32") = R.strided_slice(lv68, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv86: R.Tensor((1, 2, s50, 4), dtype="float32") = R.strided_slice(lv68, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv87: R.Tensor((1, 2, s50, 4), dtype="float32") = R.negative(lv86)
            lv88: R.Tensor((1, 2, s50, 8), dtype="float32") = R.concat((lv87, lv85), axis=-1)
            lv89: R.Tensor((1, 2, s50, 8), dtype="float32") = R.multiply(lv88, lv76)
            lv90: R.Tensor((1, 2, s50, 8), dtype="float32") = R.add(lv84, lv89)
            lv91: R.Tensor((1, 2, 1, s50, 8), dtype="float32") = R.expand_dims(lv90, axis=[2])
            lv92: R.Tensor((1, 2, 2, s50, 8), dtype="float32") = R.broadcast_to(lv91, R.shape([1, 2, 2, s50, 8]))
            lv93: R.Tensor((1, 4, s50, 8), dtype="float32") = R.reshape(lv92, R.shape([1, 4, s50, 8]))
            lv94: R.Tensor((1, 2, 1, s50, 8), dtype="float32") = R.expand_dims(lv74, axis=[2])
            lv95: R.Tensor((1, 2, 2, s50, 8), dtype="float32") = R.broadcast_to(lv94, R.shape([1, 2, 2, s50, 8]))
            lv96: R.Tensor((1, 4, s50, 8), dtype="float32") = R.reshape(lv95, R.shape([1, 4, s50, 8]))
            lv97: R.Tensor((1, 4, 8, s50), dtype="float32") = R.permute_dims(lv93, axes=[0, 1, 3, 2])
            lv98: R.Tensor((1, 4, s50, 8), dtype="float32") = R.broadcast_to(lv83, R.shape([1, 4, s50, 8]))
            lv99: R.Tensor((4, s50, 8), dtype="float32") = R.reshape(lv98, R.shape([4, s50, 8]))
            lv100: R.Tensor((1, 4, 8, s50), dtype="float32") = R.broadcast_to(lv97, R.shape([1, 4, 8, s50]))
            lv101: R.Tensor((4, 8, s50), dtype="float32") = R.reshape(lv100, R.shape([4, 8, s50]))
            lv102: R.Tensor((4, s50, s50), dtype="float32") = R.matmul(lv99, lv101, out_dtype="float32")
            lv103: R.Tensor((1, 4, s50, s50), dtype="float32") = R.reshape(lv102, R.shape([1, 4, s50, s50]))
            lv104: R.Tensor((1, 4, s50, s50), dtype="float32") = R.multiply(lv103, R.const(0.35355338454246521, "float32"))
            lv105: R.Tensor((1, 4, s50, s50), dtype="float32") = R.add(lv104, lv42)
            lv106: R.Tensor((1, 4, s50, s50), dtype="float32") = R.nn.softmax(lv105, axis=-1)
            lv107: R.Tensor((1, 4, s50, s50), dtype="float32") = R.broadcast_to(lv106, R.shape([1, 4, s50, s50]))
            lv108: R.Tensor((4, s50, s50), dtype="float32") = R.reshape(lv107, R.shape([4, s50, s50]))
            lv109: R.Tensor((1, 4, s50, 8), dtype="float32") = R.broadcast_to(lv96, R.shape([1, 4, s50, 8]))
            lv110: R.Tensor((4, s50, 8), dtype="float32") = R.reshape(lv109, R.shape([4, s50, 8]))
            lv111: R.Tensor((4, s50, 8), dtype="float32") = R.matmul(lv108, lv110, out_dtype="float32")
            lv112: R.Tensor((1, 4, s50, 8), dtype="float32") = R.reshape(lv111, R.shape([1, 4, s50, 8]))
            lv113: R.Tensor((1, s50, 4, 8), dtype="float32") = R.permute_dims(lv112, axes=[0, 2, 1, 3])
            lv114: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv113, R.shape([1, s50, 32]))
            lv115: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_self_attn_o_proj_weight, axes=[1, 0])
            lv116: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv114, R.shape([s50, 32]))
            lv117: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv116, lv115, out_dtype="float32")
            lv118: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv117, R.shape([1, s50, 32]))
            lv119: R.Tensor((1, s50, 32), dtype="float32") = R.add(lv3, lv118)
            lv120: R.Tensor((1, s50, 32), dtype="float32") = R.power(lv119, R.const(2.0, "float32"))
            lv121: R.Tensor((1, s50, 1), dtype="float32") = R.mean(lv120, axis=[-1], keepdims=True)
            lv122: R.Tensor((1, s50, 1), dtype="float32") = R.add(lv121, R.const(9.9999999747524271e-07, "float32"))
            lv123: R.Tensor((1, s50, 1), dtype="float32") = R.rsqrt(lv122)
            lv124: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(lv119, lv123)
            lv125: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(p_inner_model_layers_0_post_attention_layernorm_weight, lv124)
            lv126: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_gate_proj_weight, axes=[1, 0])
            lv127: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv125, R.shape([s50, 32]))
            lv128: R.Tensor((s50, 64), dtype="float32") = R.matmul(lv127, lv126, out_dtype="float32")
            lv129: R.Tensor((1, s50, 64), dtype="float32") = R.reshape(lv128, R.shape([1, s50, 64]))
            lv130: R.Tensor((1, s50, 64), dtype="float32") = R.sigmoid(lv129)
            lv131: R.Tensor((1, s50, 64), dtype="float32") = R.multiply(lv129, lv130)
            lv132: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_up_proj_weight, axes=[1, 0])
            lv133: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv125, R.shape([s50, 32]))
            lv134: R.Tensor((s50, 64), dtype="float32") = R.matmul(lv133, lv132, out_dtype="float32")
            lv135: R.Tensor((1, s50, 64), dtype="float32") = R.reshape(lv134, R.shape([1, s50, 64]))
            lv136: R.Tensor((1, s50, 64), dtype="float32") = R.multiply(lv131, lv135)
            lv137: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_0_mlp_down_proj_weight, axes=[1, 0])
            lv138: R.Tensor((s50, 64), dtype="float32") = R.reshape(lv136, R.shape([s50, 64]))
            lv139: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv138, lv137, out_dtype="float32")
            lv140: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv139, R.shape([1, s50, 32]))
            lv141: R.Tensor((1, s50, 32), dtype="float32") = R.add(lv119, lv140)
            lv142: R.Tensor((1, s50, 32), dtype="float32") = R.power(lv141, R.const(2.0, "float32"))
            lv143: R.Tensor((1, s50, 1), dtype="float32") = R.mean(lv142, axis=[-1], keepdims=True)
            lv144: R.Tensor((1, s50, 1), dtype="float32") = R.add(lv143, R.const(9.9999999747524271e-07, "float32"))
            lv145: R.Tensor((1, s50, 1), dtype="float32") = R.rsqrt(lv144)
            lv146: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(lv141, lv145)
            lv147: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_input_layernorm_weight, lv146)
            lv148: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_q_proj_weight, axes=[1, 0])
            lv149: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv147, R.shape([s50, 32]))
            lv150: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv149, lv148, out_dtype="float32")
            lv151: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv150, R.shape([1, s50, 32]))
            lv152: R.Tensor((1, s50, 4, 8), dtype="float32") = R.reshape(lv151, R.shape([1, s50, 4, 8]))
            lv153: R.Tensor((1, 4, s50, 8), dtype="float32") = R.permute_dims(lv152, axes=[0, 2, 1, 3])
            lv154: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_k_proj_weight, axes=[1, 0])
            lv155: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv147, R.shape([s50, 32]))
            lv156: R.Tensor((s50, 16), dtype="float32") = R.matmul(lv155, lv154, out_dtype="float32")
            lv157: R.Tensor((1, s50, 16), dtype="float32") = R.reshape(lv156, R.shape([1, s50, 16]))
            lv158: R.Tensor((1, s50, 2, 8), dtype="float32") = R.reshape(lv157, R.shape([1, s50, 2, 8]))
            lv159: R.Tensor((1, 2, s50, 8), dtype="float32") = R.permute_dims(lv158, axes=[0, 2, 1, 3])
            lv160: R.Tensor((32, 16), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_v_proj_weight, axes=[1, 0])
            lv161: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv147, R.shape([s50, 32]))
            lv162: R.Tensor((s50, 16), dtype="float32") = R.matmul(lv161, lv160, out_dtype="float32")
            lv163: R.Tensor((1, s50, 16), dtype="float32") = R.reshape(lv162, R.shape([1, s50, 16]))
            lv164: R.Tensor((1, s50, 2, 8), dtype="float32") = R.reshape(lv163, R.shape([1, s50, 2, 8]))
            lv165: R.Tensor((1, 2, s50, 8), dtype="float32") = R.permute_dims(lv164, axes=[0, 2, 1, 3])
            lv166: R.Tensor((1, 1, s50, 8), dtype="float32") = R.expand_dims(lv48, axis=[1])
            lv167: R.Tensor((1, 1, s50, 8), dtype="float32") = R.expand_dims(lv50, axis=[1])
            lv168: R.Tensor((1, 4, s50, 8), dtype="float32") = R.multiply(lv153, lv166)
            lv169: R.Tensor((1, 4, s50, 4), dtype="float32") = R.strided_slice(lv153, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv170: R.Tensor((1, 4, s50, 4), dtype="float32") = R.strided_slice(lv153, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv171: R.Tensor((1, 4, s50, 4), dtype="float32") = R.negative(lv170)
            lv172: R.Tensor((1, 4, s50, 8), dtype="float32") = R.concat((lv171, lv169), axis=-1)
            lv173: R.Tensor((1, 4, s50, 8), dtype="float32") = R.multiply(lv172, lv167)
            lv174: R.Tensor((1, 4, s50, 8), dtype="float32") = R.add(lv168, lv173)
            lv175: R.Tensor((1, 2, s50, 8), dtype="float32") = R.multiply(lv159, lv166)
            lv176: R.Tensor((1, 2, s50, 4), dtype="float32") = R.strided_slice(lv159, (3,), (0,), (4,), (1,), assume_inbound=False)
            lv177: R.Tensor((1, 2, s50, 4), dtype="float32") = R.strided_slice(lv159, (3,), (4,), (9223372036854775807,), (1,), assume_inbound=False)
            lv178: R.Tensor((1, 2, s50, 4), dtype="float32") = R.negative(lv177)
            lv179: R.Tensor((1, 2, s50, 8), dtype="float32") = R.concat((lv178, lv176), axis=-1)
            lv180: R.Tensor((1, 2, s50, 8), dtype="float32") = R.multiply(lv179, lv167)
            lv181: R.Tensor((1, 2, s50, 8), dtype="float32") = R.add(lv175, lv180)
            lv182: R.Tensor((1, 2, 1, s50, 8), dtype="float32") = R.expand_dims(lv181, axis=[2])
            lv183: R.Tensor((1, 2, 2, s50, 8), dtype="float32") = R.broadcast_to(lv182, R.shape([1, 2, 2, s50, 8]))
            lv184: R.Tensor((1, 4, s50, 8), dtype="float32") = R.reshape(lv183, R.shape([1, 4, s50, 8]))
            lv185: R.Tensor((1, 2, 1, s50, 8), dtype="float32") = R.expand_dims(lv165, axis=[2])
            lv186: R.Tensor((1, 2, 2, s50, 8), dtype="float32") = R.broadcast_to(lv185, R.shape([1, 2, 2, s50, 8]))
            lv187: R.Tensor((1, 4, s50, 8), dtype="float32") = R.reshape(lv186, R.shape([1, 4, s50, 8]))
            lv188: R.Tensor((1, 4, 8, s50), dtype="float32") = R.permute_dims(lv184, axes=[0, 1, 3, 2])
            lv189: R.Tensor((1, 4, s50, 8), dtype="float32") = R.broadcast_to(lv174, R.shape([1, 4, s50, 8]))
            lv190: R.Tensor((4, s50, 8), dtype="float32") = R.reshape(lv189, R.shape([4, s50, 8]))
            lv191: R.Tensor((1, 4, 8, s50), dtype="float32") = R.broadcast_to(lv188, R.shape([1, 4, 8, s50]))
            lv192: R.Tensor((4, 8, s50), dtype="float32") = R.reshape(lv191, R.shape([4, 8, s50]))
            lv193: R.Tensor((4, s50, s50), dtype="float32") = R.matmul(lv190, lv192, out_dtype="float32")
            lv194: R.Tensor((1, 4, s50, s50), dtype="float32") = R.reshape(lv193, R.shape([1, 4, s50, s50]))
            lv195: R.Tensor((1, 4, s50, s50), dtype="float32") = R.multiply(lv194, R.const(0.35355338454246521, "float32"))
            lv196: R.Tensor((1, 4, s50, s50), dtype="float32") = R.add(lv195, lv42)
            lv197: R.Tensor((1, 4, s50, s50), dtype="float32") = R.nn.softmax(lv196, axis=-1)
            lv198: R.Tensor((1, 4, s50, s50), dtype="float32") = R.broadcast_to(lv197, R.shape([1, 4, s50, s50]))
            lv199: R.Tensor((4, s50, s50), dtype="float32") = R.reshape(lv198, R.shape([4, s50, s50]))
            lv200: R.Tensor((1, 4, s50, 8), dtype="float32") = R.broadcast_to(lv187, R.shape([1, 4, s50, 8]))
            lv201: R.Tensor((4, s50, 8), dtype="float32") = R.reshape(lv200, R.shape([4, s50, 8]))
            lv202: R.Tensor((4, s50, 8), dtype="float32") = R.matmul(lv199, lv201, out_dtype="float32")
            lv203: R.Tensor((1, 4, s50, 8), dtype="float32") = R.reshape(lv202, R.shape([1, 4, s50, 8]))
            lv204: R.Tensor((1, s50, 4, 8), dtype="float32") = R.permute_dims(lv203, axes=[0, 2, 1, 3])
            lv205: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv204, R.shape([1, s50, 32]))
            lv206: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_self_attn_o_proj_weight, axes=[1, 0])
            lv207: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv205, R.shape([s50, 32]))
            lv208: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv207, lv206, out_dtype="float32")
            lv209: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv208, R.shape([1, s50, 32]))
            lv210: R.Tensor((1, s50, 32), dtype="float32") = R.add(lv141, lv209)
            lv211: R.Tensor((1, s50, 32), dtype="float32") = R.power(lv210, R.const(2.0, "float32"))
            lv212: R.Tensor((1, s50, 1), dtype="float32") = R.mean(lv211, axis=[-1], keepdims=True)
            lv213: R.Tensor((1, s50, 1), dtype="float32") = R.add(lv212, R.const(9.9999999747524271e-07, "float32"))
            lv214: R.Tensor((1, s50, 1), dtype="float32") = R.rsqrt(lv213)
            lv215: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(lv210, lv214)
            lv216: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(p_inner_model_layers_1_post_attention_layernorm_weight, lv215)
            lv217: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_gate_proj_weight, axes=[1, 0])
            lv218: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv216, R.shape([s50, 32]))
            lv219: R.Tensor((s50, 64), dtype="float32") = R.matmul(lv218, lv217, out_dtype="float32")
            lv220: R.Tensor((1, s50, 64), dtype="float32") = R.reshape(lv219, R.shape([1, s50, 64]))
            lv221: R.Tensor((1, s50, 64), dtype="float32") = R.sigmoid(lv220)
            lv222: R.Tensor((1, s50, 64), dtype="float32") = R.multiply(lv220, lv221)
            lv223: R.Tensor((32, 64), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_up_proj_weight, axes=[1, 0])
            lv224: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv216, R.shape([s50, 32]))
            lv225: R.Tensor((s50, 64), dtype="float32") = R.matmul(lv224, lv223, out_dtype="float32")
            lv226: R.Tensor((1, s50, 64), dtype="float32") = R.reshape(lv225, R.shape([1, s50, 64]))
            lv227: R.Tensor((1, s50, 64), dtype="float32") = R.multiply(lv222, lv226)
            lv228: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_inner_model_layers_1_mlp_down_proj_weight, axes=[1, 0])
            lv229: R.Tensor((s50, 64), dtype="float32") = R.reshape(lv227, R.shape([s50, 64]))
            lv230: R.Tensor((s50, 32), dtype="float32") = R.matmul(lv229, lv228, out_dtype="float32")
            lv231: R.Tensor((1, s50, 32), dtype="float32") = R.reshape(lv230, R.shape([1, s50, 32]))
            lv232: R.Tensor((1, s50, 32), dtype="float32") = R.add(lv210, lv231)
            lv233: R.Tensor((1, s50, 32), dtype="float32") = R.power(lv232, R.const(2.0, "float32"))
            lv234: R.Tensor((1, s50, 1), dtype="float32") = R.mean(lv233, axis=[-1], keepdims=True)
            lv235: R.Tensor((1, s50, 1), dtype="float32") = R.add(lv234, R.const(9.9999999747524271e-07, "float32"))
            lv236: R.Tensor((1, s50, 1), dtype="float32") = R.rsqrt(lv235)
            lv237: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(lv232, lv236)
            lv238: R.Tensor((1, s50, 32), dtype="float32") = R.multiply(p_inner_model_norm_weight, lv237)
            lv239: R.Tensor((32, 100), dtype="float32") = R.permute_dims(p_inner_lm_head_weight, axes=[1, 0])
            lv240: R.Tensor((s50, 32), dtype="float32") = R.reshape(lv238, R.shape([s50, 32]))
            lv241: R.Tensor((s50, 100), dtype="float32") = R.matmul(lv240, lv239, out_dtype="float32")
            lv242: R.Tensor((1, s50, 100), dtype="float32") = R.reshape(lv241, R.shape([1, s50, 100]))
            gv: R.Tuple(R.Tensor((1, s50, 100), dtype="float32")) = (lv242,)
            R.output(gv)
        return gv