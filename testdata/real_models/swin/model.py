metadata = tvm.ir.load_json("""{
  \"root_index\": 33,
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
      \"data\": 256
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
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 7,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAABAAQAAAQAAAAAAAAAIAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAOAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAcAAAAAAAAAAwAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAACwAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAgAAAAAAAAABAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAUAAAAAAAAABAAAAAAAAAADAAAAAAAAAAIAAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAUAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAAA0AAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAABgAAAAAAAAAFAAAAAAAAAAQAAAAAAAAAAwAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAcAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABUAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAADgAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAHAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAiAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAABsAAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFAAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAANAAAAAAAAAAwAAAAAAAAACwAAAAAAAAAKAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAkAAAAAAAAACMAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAHAAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAAVAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAA4AAAAAAAAAJwAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAoAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAACkAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAIgAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAbAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABQAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAALQAAAAAAAAAsAAAAAAAAACsAAAAAAAAAKgAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAjAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABwAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAAuAAAAAAAAAC0AAAAAAAAALAAAAAAAAAArAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAAC8AAAAAAAAALgAAAAAAAAAtAAAAAAAAACwAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAMAAAAAAAAAAvAAAAAAAAAC4AAAAAAAAALQAAAAAAAAApAAAAAAAAACgAAAAAAAAAJwAAAAAAAAAmAAAAAAAAACIAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 8,
        \"value\": 9
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
      \"type\": \"ffi.Array\",
      \"data\": [
        11
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 12,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 13,
        \"values\": 12
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 14,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAABAAQAAAQAAAAAAAAAIAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAOAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAcAAAAAAAAAAwAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAACwAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAgAAAAAAAAABAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAUAAAAAAAAABAAAAAAAAAADAAAAAAAAAAIAAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAUAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAAA0AAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAABgAAAAAAAAAFAAAAAAAAAAQAAAAAAAAAAwAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAcAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABUAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAADgAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAHAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAiAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAABsAAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFAAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAANAAAAAAAAAAwAAAAAAAAACwAAAAAAAAAKAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAkAAAAAAAAACMAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAHAAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAAVAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAA4AAAAAAAAAJwAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAoAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAACkAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAIgAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAbAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABQAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAALQAAAAAAAAAsAAAAAAAAACsAAAAAAAAAKgAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAjAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABwAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAAuAAAAAAAAAC0AAAAAAAAALAAAAAAAAAArAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAAC8AAAAAAAAALgAAAAAAAAAtAAAAAAAAACwAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAMAAAAAAAAAAvAAAAAAAAAC4AAAAAAAAALQAAAAAAAAApAAAAAAAAACgAAAAAAAAAJwAAAAAAAAAmAAAAAAAAACIAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 15,
        \"value\": 16
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
      \"type\": \"ffi.Array\",
      \"data\": [
        18
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 19,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 20,
        \"values\": 19
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 21,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAABAAQAAAQAAAAAAAAAIAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAOAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAcAAAAAAAAAAwAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAACwAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAgAAAAAAAAABAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAUAAAAAAAAABAAAAAAAAAADAAAAAAAAAAIAAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAUAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAAA0AAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAABgAAAAAAAAAFAAAAAAAAAAQAAAAAAAAAAwAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAcAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABUAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAADgAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAHAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAiAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAABsAAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFAAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAANAAAAAAAAAAwAAAAAAAAACwAAAAAAAAAKAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAkAAAAAAAAACMAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAHAAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAAVAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAA4AAAAAAAAAJwAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAoAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAACkAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAIgAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAbAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABQAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAALQAAAAAAAAAsAAAAAAAAACsAAAAAAAAAKgAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAjAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABwAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAAuAAAAAAAAAC0AAAAAAAAALAAAAAAAAAArAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAAC8AAAAAAAAALgAAAAAAAAAtAAAAAAAAACwAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAMAAAAAAAAAAvAAAAAAAAAC4AAAAAAAAALQAAAAAAAAApAAAAAAAAACgAAAAAAAAAJwAAAAAAAAAmAAAAAAAAACIAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 22,
        \"value\": 23
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
      \"type\": \"ffi.Array\",
      \"data\": [
        25
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 26,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 27,
        \"values\": 26
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 28,
        \"dtype\": 2,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAABAAQAAAQAAAAAAAAAIAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAOAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAcAAAAAAAAAAwAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAACwAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAgAAAAAAAAABAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAMAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAUAAAAAAAAABAAAAAAAAAADAAAAAAAAAAIAAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAUAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAAA0AAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAABgAAAAAAAAAFAAAAAAAAAAQAAAAAAAAAAwAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAcAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAABUAAAAAAAAAEQAAAAAAAAAQAAAAAAAAAA8AAAAAAAAADgAAAAAAAAAKAAAAAAAAAAkAAAAAAAAACAAAAAAAAAAHAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAASAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAAsAAAAAAAAACgAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABMAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADAAAAAAAAAALAAAAAAAAAAoAAAAAAAAACQAAAAAAAAAiAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAABsAAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFAAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAANAAAAAAAAAAwAAAAAAAAACwAAAAAAAAAKAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAkAAAAAAAAACMAAAAAAAAAHwAAAAAAAAAeAAAAAAAAAB0AAAAAAAAAHAAAAAAAAAAYAAAAAAAAABcAAAAAAAAAFgAAAAAAAAAVAAAAAAAAABEAAAAAAAAAEAAAAAAAAAAPAAAAAAAAAA4AAAAAAAAAJwAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABkAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAEgAAAAAAAAARAAAAAAAAABAAAAAAAAAADwAAAAAAAAAoAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACEAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAGgAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAATAAAAAAAAABIAAAAAAAAAEQAAAAAAAAAQAAAAAAAAACkAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAIgAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAbAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABQAAAAAAAAAEwAAAAAAAAASAAAAAAAAABEAAAAAAAAALQAAAAAAAAAsAAAAAAAAACsAAAAAAAAAKgAAAAAAAAAmAAAAAAAAACUAAAAAAAAAJAAAAAAAAAAjAAAAAAAAAB8AAAAAAAAAHgAAAAAAAAAdAAAAAAAAABwAAAAAAAAAGAAAAAAAAAAXAAAAAAAAABYAAAAAAAAAFQAAAAAAAAAuAAAAAAAAAC0AAAAAAAAALAAAAAAAAAArAAAAAAAAACcAAAAAAAAAJgAAAAAAAAAlAAAAAAAAACQAAAAAAAAAIAAAAAAAAAAfAAAAAAAAAB4AAAAAAAAAHQAAAAAAAAAZAAAAAAAAABgAAAAAAAAAFwAAAAAAAAAWAAAAAAAAAC8AAAAAAAAALgAAAAAAAAAtAAAAAAAAACwAAAAAAAAAKAAAAAAAAAAnAAAAAAAAACYAAAAAAAAAJQAAAAAAAAAhAAAAAAAAACAAAAAAAAAAHwAAAAAAAAAeAAAAAAAAABoAAAAAAAAAGQAAAAAAAAAYAAAAAAAAABcAAAAAAAAAMAAAAAAAAAAvAAAAAAAAAC4AAAAAAAAALQAAAAAAAAApAAAAAAAAACgAAAAAAAAAJwAAAAAAAAAmAAAAAAAAACIAAAAAAAAAIQAAAAAAAAAgAAAAAAAAAB8AAAAAAAAAGwAAAAAAAAAaAAAAAAAAABkAAAAAAAAAGAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 29,
        \"value\": 30
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        10,
        17,
        24,
        31
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        32
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
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_features_0_0_weight: R.Tensor((16, 3, 2, 2), dtype="float32"), p_features_0_0_bias: R.Tensor((16,), dtype="float32"), p_features_0_2_weight: R.Tensor((16,), dtype="float32"), p_features_0_2_bias: R.Tensor((16,), dtype="float32"), p_features_1_0_norm1_weight: R.Tensor((16,), dtype="float32"), p_features_1_0_norm1_bias: R.Tensor((16,), dtype="float32"), p_features_1_0_attn_relative_position_bias_table: R.Tensor((49, 2), dtype="float32"), p_features_1_0_attn_qkv_weight: R.Tensor((48, 16), dtype="float32"), p_features_1_0_attn_qkv_bias: R.Tensor((48,), dtype="float32"), p_features_1_0_attn_proj_weight: R.Tensor((16, 16), dtype="float32"), p_features_1_0_attn_proj_bias: R.Tensor((16,), dtype="float32"), p_features_1_0_norm2_weight: R.Tensor((16,), dtype="float32"), p_features_1_0_norm2_bias: R.Tensor((16,), dtype="float32"), p_features_1_0_mlp_0_weight: R.Tensor((64, 16), dtype="float32"), p_features_1_0_mlp_0_bias: R.Tensor((64,), dtype="float32"), p_features_1_0_mlp_3_weight: R.Tensor((16, 64), dtype="float32"), p_features_1_0_mlp_3_bias: R.Tensor((16,), dtype="float32"), p_features_1_1_norm1_weight: R.Tensor((16,), dtype="float32"), p_features_1_1_norm1_bias: R.Tensor((16,), dtype="float32"), p_features_1_1_attn_relative_position_bias_table: R.Tensor((49, 2), dtype="float32"), p_features_1_1_attn_qkv_weight: R.Tensor((48, 16), dtype="float32"), p_features_1_1_attn_qkv_bias: R.Tensor((48,), dtype="float32"), p_features_1_1_attn_proj_weight: R.Tensor((16, 16), dtype="float32"), p_features_1_1_attn_proj_bias: R.Tensor((16,), dtype="float32"), p_features_1_1_norm2_weight: R.Tensor((16,), dtype="float32"), p_features_1_1_norm2_bias: R.Tensor((16,), dtype="float32"), p_features_1_1_mlp_0_weight: R.Tensor((64, 16), dtype="float32"), p_features_1_1_mlp_0_bias: R.Tensor((64,), dtype="float32"), p_features_1_1_mlp_3_weight: R.Tensor((16, 64), dtype="float32"), p_features_1_1_mlp_3_bias: R.Tensor((16,), dtype="float32"), p_features_2_reduction_weight: R.Tensor((32, 64), dtype="float32"), p_features_2_norm_weight: R.Tensor((64,), dtype="float32"), p_features_2_norm_bias: R.Tensor((64,), dtype="float32"), p_features_3_0_norm1_weight: R.Tensor((32,), dtype="float32"), p_features_3_0_norm1_bias: R.Tensor((32,), dtype="float32"), p_features_3_0_attn_relative_position_bias_table: R.Tensor((49, 4), dtype="float32"), p_features_3_0_attn_qkv_weight: R.Tensor((96, 32), dtype="float32"), p_features_3_0_attn_qkv_bias: R.Tensor((96,), dtype="float32"), p_features_3_0_attn_proj_weight: R.Tensor((32, 32), dtype="float32"), p_features_3_0_attn_proj_bias: R.Tensor((32,), dtype="float32"), p_features_3_0_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_3_0_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_3_0_mlp_0_weight: R.Tensor((128, 32), dtype="float32"), p_features_3_0_mlp_0_bias: R.Tensor((128,), dtype="float32"), p_features_3_0_mlp_3_weight: R.Tensor((32, 128), dtype="float32"), p_features_3_0_mlp_3_bias: R.Tensor((32,), dtype="float32"), p_features_3_1_norm1_weight: R.Tensor((32,), dtype="float32"), p_features_3_1_norm1_bias: R.Tensor((32,), dtype="float32"), p_features_3_1_attn_relative_position_bias_table: R.Tensor((49, 4), dtype="float32"), p_features_3_1_attn_qkv_weight: R.Tensor((96, 32), dtype="float32"), p_features_3_1_attn_qkv_bias: R.Tensor((96,), dtype="float32"), p_features_3_1_attn_proj_weight: R.Tensor((32, 32), dtype="float32"), p_features_3_1_attn_proj_bias: R.Tensor((32,), dtype="float32"), p_features_3_1_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_3_1_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_3_1_mlp_0_weight: R.Tensor((128, 32), dtype="float32"), p_features_3_1_mlp_0_bias: R.Tensor((128,), dtype="float32"), p_features_3_1_mlp_3_weight: R.Tensor((32, 128), dtype="float32"), p_features_3_1_mlp_3_bias: R.Tensor((32,), dtype="float32"), p_norm_weight: R.Tensor((32,), dtype="float32"), p_norm_bias: R.Tensor((32,), dtype="float32"), p_head_weight: R.Tensor((10, 32), dtype="float32"), p_head_bias: R.Tensor((10,), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.conv2d(x, p_features_0_0_weight, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tensor((1, 16, 1, 1), dtype="float32") = R.reshape(p_features_0_0_bias, R.shape([1, 16, 1, 1]))
            lv2: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv, lv1)
            lv3: R.Tensor((1, 16, 16, 16), dtype="float32") = R.permute_dims(lv2, axes=[0, 2, 3, 1])
            lv4: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.layer_norm(lv3, p_features_0_2_weight, p_features_0_2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv5: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.layer_norm(lv4, p_features_1_0_norm1_weight, p_features_1_0_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv6: R.Tensor((256, 2), dtype="float32") = R.take(p_features_1_0_attn_relative_position_bias_table, metadata["ir.GenericConst"][0], axis=0, mode="fast")
            lv7: R.Tensor((16, 16, 2), dtype="float32") = R.reshape(lv6, R.shape([16, 16, 2]))
            lv8: R.Tensor((2, 16, 16), dtype="float32") = R.permute_dims(lv7, axes=[2, 0, 1])
            lv9: R.Tensor((1, 2, 16, 16), dtype="float32") = R.expand_dims(lv8, axis=[0])
            lv10: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.pad(lv5, pad_width=[0, 0, 0, 0, 0, 0, 0, 0], pad_value=0.0, pad_mode="constant")
            lv11: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.reshape(lv10, R.shape([1, 4, 4, 4, 4, 16]))
            lv12: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.permute_dims(lv11, axes=[0, 1, 3, 2, 4, 5])
            lv13: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv12, R.shape([16, 16, 16]))
            lv14: R.Tensor((256, 16), dtype="float32") = R.reshape(lv13, R.shape([256, 16]))
            lv15: R.Tensor((16, 48), dtype="float32") = R.permute_dims(p_features_1_0_attn_qkv_weight, axes=[1, 0])
            lv16: R.Tensor((256, 48), dtype="float32") = R.matmul(lv14, lv15, out_dtype="float32")
            lv17: R.Tensor((256, 48), dtype="float32") = R.add(p_features_1_0_attn_qkv_bias, lv16)
            lv18: R.Tensor((16, 16, 48), dtype="float32") = R.reshape(lv17, R.shape([16, 16, 48]))
            lv19: R.Tensor((16, 16, 3, 2, 8), dtype="float32") = R.reshape(lv18, R.shape([16, 16, 3, 2, 8]))
            lv20: R.Tensor((3, 16, 2, 16, 8), dtype="float32") = R.permute_dims(lv19, axes=[2, 0, 3, 1, 4])
            lv21: R.Tensor((16, 2, 16, 8), dtype="float32") = R.take(lv20, R.const(0, "int64"), axis=0, mode="fast")
            lv22: R.Tensor((16, 2, 16, 8), dtype="float32") = R.take(lv20, R.const(1, "int64"), axis=0, mode="fast")
            lv23: R.Tensor((16, 2, 16, 8), dtype="float32") = R.take(lv20, R.const(2, "int64"), axis=0, mode="fast")
            lv24: R.Tensor((16, 2, 16, 8), dtype="float32") = R.multiply(lv21, R.const(0.35355338454246521, "float32"))
            lv25: R.Tensor((16, 2, 8, 16), dtype="float32") = R.permute_dims(lv22, axes=[0, 1, 3, 2])
            lv26: R.Tensor((16, 2, 16, 8), dtype="float32") = R.broadcast_to(lv24, R.shape([16, 2, 16, 8]))
            lv27: R.Tensor((32, 16, 8), dtype="float32") = R.reshape(lv26, R.shape([32, 16, 8]))
            lv28: R.Tensor((16, 2, 8, 16), dtype="float32") = R.broadcast_to(lv25, R.shape([16, 2, 8, 16]))
            lv29: R.Tensor((32, 8, 16), dtype="float32") = R.reshape(lv28, R.shape([32, 8, 16]))
            lv30: R.Tensor((32, 16, 16), dtype="float32") = R.matmul(lv27, lv29, out_dtype="float32")
            lv31: R.Tensor((16, 2, 16, 16), dtype="float32") = R.reshape(lv30, R.shape([16, 2, 16, 16]))
            lv32: R.Tensor((16, 2, 16, 16), dtype="float32") = R.add(lv31, lv9)
            lv33: R.Tensor((16, 2, 16, 16), dtype="float32") = R.nn.softmax(lv32, axis=-1)
            lv34: R.Tensor((16, 2, 16, 16), dtype="float32") = R.broadcast_to(lv33, R.shape([16, 2, 16, 16]))
            lv35: R.Tensor((32, 16, 16), dtype="float32") = R.reshape(lv34, R.shape([32, 16, 16]))
            lv36: R.Tensor((16, 2, 16, 8), dtype="float32") = R.broadcast_to(lv23, R.shape([16, 2, 16, 8]))
            lv37: R.Tensor((32, 16, 8), dtype="float32") = R.reshape(lv36, R.shape([32, 16, 8]))
            lv38: R.Tensor((32, 16, 8), dtype="float32") = R.matmul(lv35, lv37, out_dtype="float32")
            lv39: R.Tensor((16, 2, 16, 8), dtype="float32") = R.reshape(lv38, R.shape([16, 2, 16, 8]))
            lv40: R.Tensor((16, 16, 2, 8), dtype="float32") = R.permute_dims(lv39, axes=[0, 2, 1, 3])
            lv41: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv40, R.shape([16, 16, 16]))
            lv42: R.Tensor((256, 16), dtype="float32") = R.reshape(lv41, R.shape([256, 16]))
            lv43: R.Tensor((16, 16), dtype="float32") = R.permute_dims(p_features_1_0_attn_proj_weight, axes=[1, 0])
            lv44: R.Tensor((256, 16), dtype="float32") = R.matmul(lv42, lv43, out_dtype="float32")
            lv45: R.Tensor((256, 16), dtype="float32") = R.add(p_features_1_0_attn_proj_bias, lv44)
            lv46: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv45, R.shape([16, 16, 16]))
            lv47: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.reshape(lv46, R.shape([1, 4, 4, 4, 4, 16]))
            lv48: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.permute_dims(lv47, axes=[0, 1, 3, 2, 4, 5])
            lv49: R.Tensor((1, 16, 16, 16), dtype="float32") = R.reshape(lv48, R.shape([1, 16, 16, 16]))
            lv50: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv4, lv49)
            lv51: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.layer_norm(lv50, p_features_1_0_norm2_weight, p_features_1_0_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv52: R.Tensor((256, 16), dtype="float32") = R.reshape(lv51, R.shape([256, 16]))
            lv53: R.Tensor((16, 64), dtype="float32") = R.permute_dims(p_features_1_0_mlp_0_weight, axes=[1, 0])
            lv54: R.Tensor((256, 64), dtype="float32") = R.matmul(lv52, lv53, out_dtype="float32")
            lv55: R.Tensor((256, 64), dtype="float32") = R.add(p_features_1_0_mlp_0_bias, lv54)
            lv56: R.Tensor((1, 16, 16, 64), dtype="float32") = R.reshape(lv55, R.shape([1, 16, 16, 64]))
            lv57: R.Tensor((1, 16, 16, 64), dtype="float32") = R.nn.gelu(lv56)
            lv58: R.Tensor((256, 64), dtype="float32") = R.reshape(lv57, R.shape([256, 64]))
            lv59: R.Tensor((64, 16), dtype="float32") = R.permute_dims(p_features_1_0_mlp_3_weight, axes=[1, 0])
            lv60: R.Tensor((256, 16), dtype="float32") = R.matmul(lv58, lv59, out_dtype="float32")
            lv61: R.Tensor((256, 16), dtype="float32") = R.add(p_features_1_0_mlp_3_bias, lv60)
            lv62: R.Tensor((1, 16, 16, 16), dtype="float32") = R.reshape(lv61, R.shape([1, 16, 16, 16]))
            lv63: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv50, lv62)
            lv64: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.layer_norm(lv63, p_features_1_1_norm1_weight, p_features_1_1_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv65: R.Tensor((256, 2), dtype="float32") = R.take(p_features_1_1_attn_relative_position_bias_table, metadata["ir.GenericConst"][1], axis=0, mode="fast")
            lv66: R.Tensor((16, 16, 2), dtype="float32") = R.reshape(lv65, R.shape([16, 16, 2]))
            lv67: R.Tensor((2, 16, 16), dtype="float32") = R.permute_dims(lv66, axes=[2, 0, 1])
            lv68: R.Tensor((1, 2, 16, 16), dtype="float32") = R.expand_dims(lv67, axis=[0])
            lv69: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.pad(lv64, pad_width=[0, 0, 0, 0, 0, 0, 0, 0], pad_value=0.0, pad_mode="constant")
            lv70: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv71: R.Tensor((16,), dtype="int64") = R.add(lv70, R.const(2, "int64"))
            lv72: R.Tensor((16,), dtype="int64") = R.mod(lv71, R.const(16, "int64"))
            lv73: R.Tensor((1, 16, 16, 16), dtype="float32") = R.take(lv69, lv72, axis=1, mode="fast")
            lv74: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv75: R.Tensor((16,), dtype="int64") = R.add(lv74, R.const(2, "int64"))
            lv76: R.Tensor((16,), dtype="int64") = R.mod(lv75, R.const(16, "int64"))
            lv77: R.Tensor((1, 16, 16, 16), dtype="float32") = R.take(lv73, lv76, axis=2, mode="fast")
            lv78: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.reshape(lv77, R.shape([1, 4, 4, 4, 4, 16]))
            lv79: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.permute_dims(lv78, axes=[0, 1, 3, 2, 4, 5])
            lv80: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv79, R.shape([16, 16, 16]))
            lv81: R.Tensor((256, 16), dtype="float32") = R.reshape(lv80, R.shape([256, 16]))
            lv82: R.Tensor((16, 48), dtype="float32") = R.permute_dims(p_features_1_1_attn_qkv_weight, axes=[1, 0])
            lv83: R.Tensor((256, 48), dtype="float32") = R.matmul(lv81, lv82, out_dtype="float32")
            lv84: R.Tensor((256, 48), dtype="float32") = R.add(p_features_1_1_attn_qkv_bias, lv83)
            lv85: R.Tensor((16, 16, 48), dtype="float32") = R.reshape(lv84, R.shape([16, 16, 48]))
            lv86: R.Tensor((16, 16, 3, 2, 8), dtype="float32") = R.reshape(lv85, R.shape([16, 16, 3, 2, 8]))
            lv87: R.Tensor((3, 16, 2, 16, 8), dtype="float32") = R.permute_dims(lv86, axes=[2, 0, 3, 1, 4])
            lv88: R.Tensor((16, 2, 16, 8), dtype="float32") = R.take(lv87, R.const(0, "int64"), axis=0, mode="fast")
            lv89: R.Tensor((16, 2, 16, 8), dtype="float32") = R.take(lv87, R.const(1, "int64"), axis=0, mode="fast")
            lv90: R.Tensor((16, 2, 16, 8), dtype="float32") = R.take(lv87, R.const(2, "int64"), axis=0, mode="fast")
            lv91: R.Tensor((16, 2, 16, 8), dtype="float32") = R.multiply(lv88, R.const(0.35355338454246521, "float32"))
            lv92: R.Tensor((16, 2, 8, 16), dtype="float32") = R.permute_dims(lv89, axes=[0, 1, 3, 2])
            lv93: R.Tensor((16, 2, 16, 8), dtype="float32") = R.broadcast_to(lv91, R.shape([16, 2, 16, 8]))
            lv94: R.Tensor((32, 16, 8), dtype="float32") = R.reshape(lv93, R.shape([32, 16, 8]))
            lv95: R.Tensor((16, 2, 8, 16), dtype="float32") = R.broadcast_to(lv92, R.shape([16, 2, 8, 16]))
            lv96: R.Tensor((32, 8, 16), dtype="float32") = R.reshape(lv95, R.shape([32, 8, 16]))
            lv97: R.Tensor((32, 16, 16), dtype="float32") = R.matmul(lv94, lv96, out_dtype="float32")
            lv98: R.Tensor((16, 2, 16, 16), dtype="float32") = R.reshape(lv97, R.shape([16, 2, 16, 16]))
            lv99: R.Tensor((16, 2, 16, 16), dtype="float32") = R.add(lv98, lv68)
            lv100: R.Tensor((16, 16), dtype="float32") = R.full(R.shape([16, 16]), R.const(0.0, "float32"), dtype="float32")
            lv101: R.Tensor((12, 16), dtype="float32") = R.strided_slice(lv100, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv102: R.Tensor((12, 12), dtype="float32") = R.strided_slice(lv101, (1,), (0,), (-4,), (1,), assume_inbound=False)
            lv103: R.Tensor((12, 12), dtype="float32") = R.full_like(lv102, R.const(0.0, "float32"), dtype=None)
            lv104: R.Tensor((12, 16), dtype="float32") = R.strided_slice(lv100, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv105: R.Tensor((12, 16), dtype="float32") = R.slice_scatter(lv104, lv103, 0, 12, 1, axis=1)
            lv106: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv100, lv105, 0, 12, 1, axis=0)
            lv107: R.Tensor((12, 16), dtype="float32") = R.strided_slice(lv106, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv108: R.Tensor((12, 2), dtype="float32") = R.strided_slice(lv107, (1,), (-4,), (-2,), (1,), assume_inbound=False)
            lv109: R.Tensor((12, 2), dtype="float32") = R.full_like(lv108, R.const(1.0, "float32"), dtype=None)
            lv110: R.Tensor((12, 16), dtype="float32") = R.strided_slice(lv106, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv111: R.Tensor((12, 16), dtype="float32") = R.slice_scatter(lv110, lv109, 12, 14, 1, axis=1)
            lv112: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv106, lv111, 0, 12, 1, axis=0)
            lv113: R.Tensor((12, 16), dtype="float32") = R.strided_slice(lv112, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv114: R.Tensor((12, 2), dtype="float32") = R.strided_slice(lv113, (1,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv115: R.Tensor((12, 2), dtype="float32") = R.full_like(lv114, R.const(2.0, "float32"), dtype=None)
            lv116: R.Tensor((12, 16), dtype="float32") = R.strided_slice(lv112, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv117: R.Tensor((12, 16), dtype="float32") = R.slice_scatter(lv116, lv115, 14, 16, 1, axis=1)
            lv118: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv112, lv117, 0, 12, 1, axis=0)
            lv119: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv118, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv120: R.Tensor((2, 12), dtype="float32") = R.strided_slice(lv119, (1,), (0,), (-4,), (1,), assume_inbound=False)
            lv121: R.Tensor((2, 12), dtype="float32") = R.full_like(lv120, R.const(3.0, "float32"), dtype=None)
            lv122: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv118, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv123: R.Tensor((2, 16), dtype="float32") = R.slice_scatter(lv122, lv121, 0, 12, 1, axis=1)
            lv124: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv118, lv123, 12, 14, 1, axis=0)
            lv125: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv124, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv126: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv125, (1,), (-4,), (-2,), (1,), assume_inbound=False)
            lv127: R.Tensor((2, 2), dtype="float32") = R.full_like(lv126, R.const(4.0, "float32"), dtype=None)
            lv128: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv124, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv129: R.Tensor((2, 16), dtype="float32") = R.slice_scatter(lv128, lv127, 12, 14, 1, axis=1)
            lv130: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv124, lv129, 12, 14, 1, axis=0)
            lv131: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv130, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv132: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv131, (1,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv133: R.Tensor((2, 2), dtype="float32") = R.full_like(lv132, R.const(5.0, "float32"), dtype=None)
            lv134: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv130, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv135: R.Tensor((2, 16), dtype="float32") = R.slice_scatter(lv134, lv133, 14, 16, 1, axis=1)
            lv136: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv130, lv135, 12, 14, 1, axis=0)
            lv137: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv136, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv138: R.Tensor((2, 12), dtype="float32") = R.strided_slice(lv137, (1,), (0,), (-4,), (1,), assume_inbound=False)
            lv139: R.Tensor((2, 12), dtype="float32") = R.full_like(lv138, R.const(6.0, "float32"), dtype=None)
            lv140: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv136, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv141: R.Tensor((2, 16), dtype="float32") = R.slice_scatter(lv140, lv139, 0, 12, 1, axis=1)
            lv142: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv136, lv141, 14, 16, 1, axis=0)
            lv143: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv142, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv144: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv143, (1,), (-4,), (-2,), (1,), assume_inbound=False)
            lv145: R.Tensor((2, 2), dtype="float32") = R.full_like(lv144, R.const(7.0, "float32"), dtype=None)
            lv146: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv142, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv147: R.Tensor((2, 16), dtype="float32") = R.slice_scatter(lv146, lv145, 12, 14, 1, axis=1)
            lv148: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv142, lv147, 14, 16, 1, axis=0)
            lv149: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv148, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv150: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv149, (1,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv151: R.Tensor((2, 2), dtype="float32") = R.full_like(lv150, R.const(8.0, "float32"), dtype=None)
            lv152: R.Tensor((2, 16), dtype="float32") = R.strided_slice(lv148, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv153: R.Tensor((2, 16), dtype="float32") = R.slice_scatter(lv152, lv151, 14, 16, 1, axis=1)
            lv154: R.Tensor((16, 16), dtype="float32") = R.slice_scatter(lv148, lv153, 14, 16, 1, axis=0)
            lv155: R.Tensor((4, 4, 4, 4), dtype="float32") = R.reshape(lv154, R.shape([4, 4, 4, 4]))
            lv156: R.Tensor((4, 4, 4, 4), dtype="float32") = R.permute_dims(lv155, axes=[0, 2, 1, 3])
            lv157: R.Tensor((16, 16), dtype="float32") = R.reshape(lv156, R.shape([16, 16]))
            lv158: R.Tensor((16, 1, 16), dtype="float32") = R.expand_dims(lv157, axis=[1])
            lv159: R.Tensor((16, 16, 1), dtype="float32") = R.expand_dims(lv157, axis=[2])
            lv160: R.Tensor((16, 16, 16), dtype="float32") = R.subtract(lv158, lv159)
            lv161: R.Tensor((16, 16, 16), dtype="bool") = R.not_equal(lv160, R.const(0.0, "float32"))
            lv162: R.Tensor((), dtype="float32") = R.const(-100.0, "float32")
            lv163: R.Tensor((16, 16, 16), dtype="float32") = R.where(lv161, lv162, lv160)
            lv164: R.Tensor((16, 16, 16), dtype="bool") = R.equal(lv160, R.const(0.0, "float32"))
            lv165: R.Tensor((), dtype="float32") = R.const(0.0, "float32")
            lv166: R.Tensor((16, 16, 16), dtype="float32") = R.where(lv164, lv165, lv163)
            lv167: R.Tensor((1, 16, 2, 16, 16), dtype="float32") = R.reshape(lv99, R.shape([1, 16, 2, 16, 16]))
            lv168: R.Tensor((16, 1, 16, 16), dtype="float32") = R.expand_dims(lv166, axis=[1])
            lv169: R.Tensor((1, 16, 1, 16, 16), dtype="float32") = R.expand_dims(lv168, axis=[0])
            lv170: R.Tensor((1, 16, 2, 16, 16), dtype="float32") = R.add(lv167, lv169)
            lv171: R.Tensor((16, 2, 16, 16), dtype="float32") = R.reshape(lv170, R.shape([16, 2, 16, 16]))
            lv172: R.Tensor((16, 2, 16, 16), dtype="float32") = R.nn.softmax(lv171, axis=-1)
            lv173: R.Tensor((16, 2, 16, 16), dtype="float32") = R.broadcast_to(lv172, R.shape([16, 2, 16, 16]))
            lv174: R.Tensor((32, 16, 16), dtype="float32") = R.reshape(lv173, R.shape([32, 16, 16]))
            lv175: R.Tensor((16, 2, 16, 8), dtype="float32") = R.broadcast_to(lv90, R.shape([16, 2, 16, 8]))
            lv176: R.Tensor((32, 16, 8), dtype="float32") = R.reshape(lv175, R.shape([32, 16, 8]))
            lv177: R.Tensor((32, 16, 8), dtype="float32") = R.matmul(lv174, lv176, out_dtype="float32")
            lv178: R.Tensor((16, 2, 16, 8), dtype="float32") = R.reshape(lv177, R.shape([16, 2, 16, 8]))
            lv179: R.Tensor((16, 16, 2, 8), dtype="float32") = R.permute_dims(lv178, axes=[0, 2, 1, 3])
            lv180: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv179, R.shape([16, 16, 16]))
            lv181: R.Tensor((256, 16), dtype="float32") = R.reshape(lv180, R.shape([256, 16]))
            lv182: R.Tensor((16, 16), dtype="float32") = R.permute_dims(p_features_1_1_attn_proj_weight, axes=[1, 0])
            lv183: R.Tensor((256, 16), dtype="float32") = R.matmul(lv181, lv182, out_dtype="float32")
            lv184: R.Tensor((256, 16), dtype="float32") = R.add(p_features_1_1_attn_proj_bias, lv183)
            lv185: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv184, R.shape([16, 16, 16]))
            lv186: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.reshape(lv185, R.shape([1, 4, 4, 4, 4, 16]))
            lv187: R.Tensor((1, 4, 4, 4, 4, 16), dtype="float32") = R.permute_dims(lv186, axes=[0, 1, 3, 2, 4, 5])
            lv188: R.Tensor((1, 16, 16, 16), dtype="float32") = R.reshape(lv187, R.shape([1, 16, 16, 16]))
            lv189: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv190: R.Tensor((16,), dtype="int64") = R.add(lv189, R.const(14, "int64"))
            lv191: R.Tensor((16,), dtype="int64") = R.mod(lv190, R.const(16, "int64"))
            lv192: R.Tensor((1, 16, 16, 16), dtype="float32") = R.take(lv188, lv191, axis=1, mode="fast")
            lv193: R.Tensor((16,), dtype="int64") = R.arange(0, 16, 1, dtype="int64")
            lv194: R.Tensor((16,), dtype="int64") = R.add(lv193, R.const(14, "int64"))
            lv195: R.Tensor((16,), dtype="int64") = R.mod(lv194, R.const(16, "int64"))
            lv196: R.Tensor((1, 16, 16, 16), dtype="float32") = R.take(lv192, lv195, axis=2, mode="fast")
            lv197: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv63, lv196)
            lv198: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.layer_norm(lv197, p_features_1_1_norm2_weight, p_features_1_1_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv199: R.Tensor((256, 16), dtype="float32") = R.reshape(lv198, R.shape([256, 16]))
            lv200: R.Tensor((16, 64), dtype="float32") = R.permute_dims(p_features_1_1_mlp_0_weight, axes=[1, 0])
            lv201: R.Tensor((256, 64), dtype="float32") = R.matmul(lv199, lv200, out_dtype="float32")
            lv202: R.Tensor((256, 64), dtype="float32") = R.add(p_features_1_1_mlp_0_bias, lv201)
            lv203: R.Tensor((1, 16, 16, 64), dtype="float32") = R.reshape(lv202, R.shape([1, 16, 16, 64]))
            lv204: R.Tensor((1, 16, 16, 64), dtype="float32") = R.nn.gelu(lv203)
            lv205: R.Tensor((256, 64), dtype="float32") = R.reshape(lv204, R.shape([256, 64]))
            lv206: R.Tensor((64, 16), dtype="float32") = R.permute_dims(p_features_1_1_mlp_3_weight, axes=[1, 0])
            lv207: R.Tensor((256, 16), dtype="float32") = R.matmul(lv205, lv206, out_dtype="float32")
            lv208: R.Tensor((256, 16), dtype="float32") = R.add(p_features_1_1_mlp_3_bias, lv207)
            lv209: R.Tensor((1, 16, 16, 16), dtype="float32") = R.reshape(lv208, R.shape([1, 16, 16, 16]))
            lv210: R.Tensor((1, 16, 16, 16), dtype="float32") = R.add(lv197, lv209)
            lv211: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.pad(lv210, pad_width=[0, 0, 0, 0, 0, 0, 0, 0], pad_value=0.0, pad_mode="constant")
            lv212: R.Tensor((1, 8, 16, 16), dtype="float32") = R.strided_slice(lv211, (1,), (0,), (9223372036854775807,), (2,), assume_inbound=False)
            lv213: R.Tensor((1, 8, 8, 16), dtype="float32") = R.strided_slice(lv212, (2,), (0,), (9223372036854775807,), (2,), assume_inbound=False)
            lv214: R.Tensor((1, 8, 16, 16), dtype="float32") = R.strided_slice(lv211, (1,), (1,), (9223372036854775807,), (2,), assume_inbound=False)
            lv215: R.Tensor((1, 8, 8, 16), dtype="float32") = R.strided_slice(lv214, (2,), (0,), (9223372036854775807,), (2,), assume_inbound=False)
            lv216: R.Tensor((1, 8, 16, 16), dtype="float32") = R.strided_slice(lv211, (1,), (0,), (9223372036854775807,), (2,), assume_inbound=False)
            lv217: R.Tensor((1, 8, 8, 16), dtype="float32") = R.strided_slice(lv216, (2,), (1,), (9223372036854775807,), (2,), assume_inbound=False)
            lv218: R.Tensor((1, 8, 16, 16), dtype="float32") = R.strided_slice(lv211, (1,), (1,), (9223372036854775807,), (2,), assume_inbound=False)
            lv219: R.Tensor((1, 8, 8, 16), dtype="float32") = R.strided_slice(lv218, (2,), (1,), (9223372036854775807,), (2,), assume_inbound=False)
            lv220: R.Tensor((1, 8, 8, 64), dtype="float32") = R.concat((lv213, lv215, lv217, lv219), axis=-1)
            lv221: R.Tensor((1, 8, 8, 64), dtype="float32") = R.nn.layer_norm(lv220, p_features_2_norm_weight, p_features_2_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv222: R.Tensor((64, 32), dtype="float32") = R.permute_dims(p_features_2_reduction_weight, axes=[1, 0])
            lv223: R.Tensor((64, 64), dtype="float32") = R.reshape(lv221, R.shape([64, 64]))
            lv224: R.Tensor((64, 32), dtype="float32") = R.matmul(lv223, lv222, out_dtype="float32")
            lv225: R.Tensor((1, 8, 8, 32), dtype="float32") = R.reshape(lv224, R.shape([1, 8, 8, 32]))
            lv226: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.layer_norm(lv225, p_features_3_0_norm1_weight, p_features_3_0_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv227: R.Tensor((256, 4), dtype="float32") = R.take(p_features_3_0_attn_relative_position_bias_table, metadata["ir.GenericConst"][2], axis=0, mode="fast")
            lv228: R.Tensor((16, 16, 4), dtype="float32") = R.reshape(lv227, R.shape([16, 16, 4]))
            lv229: R.Tensor((4, 16, 16), dtype="float32") = R.permute_dims(lv228, axes=[2, 0, 1])
            lv230: R.Tensor((1, 4, 16, 16), dtype="float32") = R.expand_dims(lv229, axis=[0])
            lv231: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.pad(lv226, pad_width=[0, 0, 0, 0, 0, 0, 0, 0], pad_value=0.0, pad_mode="constant")
            lv232: R.Tensor((1, 2, 4, 2, 4, 32), dtype="float32") = R.reshape(lv231, R.shape([1, 2, 4, 2, 4, 32]))
            lv233: R.Tensor((1, 2, 2, 4, 4, 32), dtype="float32") = R.permute_dims(lv232, axes=[0, 1, 3, 2, 4, 5])
            lv234: R.Tensor((4, 16, 32), dtype="float32") = R.reshape(lv233, R.shape([4, 16, 32]))
            lv235: R.Tensor((64, 32), dtype="float32") = R.reshape(lv234, R.shape([64, 32]))
            lv236: R.Tensor((32, 96), dtype="float32") = R.permute_dims(p_features_3_0_attn_qkv_weight, axes=[1, 0])
            lv237: R.Tensor((64, 96), dtype="float32") = R.matmul(lv235, lv236, out_dtype="float32")
            lv238: R.Tensor((64, 96), dtype="float32") = R.add(p_features_3_0_attn_qkv_bias, lv237)
            lv239: R.Tensor((4, 16, 96), dtype="float32") = R.reshape(lv238, R.shape([4, 16, 96]))
            lv240: R.Tensor((4, 16, 3, 4, 8), dtype="float32") = R.reshape(lv239, R.shape([4, 16, 3, 4, 8]))
            lv241: R.Tensor((3, 4, 4, 16, 8), dtype="float32") = R.permute_dims(lv240, axes=[2, 0, 3, 1, 4])
            lv242: R.Tensor((4, 4, 16, 8), dtype="float32") = R.take(lv241, R.const(0, "int64"), axis=0, mode="fast")
            lv243: R.Tensor((4, 4, 16, 8), dtype="float32") = R.take(lv241, R.const(1, "int64"), axis=0, mode="fast")
            lv244: R.Tensor((4, 4, 16, 8), dtype="float32") = R.take(lv241, R.const(2, "int64"), axis=0, mode="fast")
            lv245: R.Tensor((4, 4, 16, 8), dtype="float32") = R.multiply(lv242, R.const(0.35355338454246521, "float32"))
            lv246: R.Tensor((4, 4, 8, 16), dtype="float32") = R.permute_dims(lv243, axes=[0, 1, 3, 2])
            lv247: R.Tensor((4, 4, 16, 8), dtype="float32") = R.broadcast_to(lv245, R.shape([4, 4, 16, 8]))
            lv248: R.Tensor((16, 16, 8), dtype="float32") = R.reshape(lv247, R.shape([16, 16, 8]))
            lv249: R.Tensor((4, 4, 8, 16), dtype="float32") = R.broadcast_to(lv246, R.shape([4, 4, 8, 16]))
            lv250: R.Tensor((16, 8, 16), dtype="float32") = R.reshape(lv249, R.shape([16, 8, 16]))
            lv251: R.Tensor((16, 16, 16), dtype="float32") = R.matmul(lv248, lv250, out_dtype="float32")
            lv252: R.Tensor((4, 4, 16, 16), dtype="float32") = R.reshape(lv251, R.shape([4, 4, 16, 16]))
            lv253: R.Tensor((4, 4, 16, 16), dtype="float32") = R.add(lv252, lv230)
            lv254: R.Tensor((4, 4, 16, 16), dtype="float32") = R.nn.softmax(lv253, axis=-1)
            lv255: R.Tensor((4, 4, 16, 16), dtype="float32") = R.broadcast_to(lv254, R.shape([4, 4, 16, 16]))
            lv256: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv255, R.shape([16, 16, 16]))
            lv257: R.Tensor((4, 4, 16, 8), dtype="float32") = R.broadcast_to(lv244, R.shape([4, 4, 16, 8]))
            lv258: R.Tensor((16, 16, 8), dtype="float32") = R.reshape(lv257, R.shape([16, 16, 8]))
            lv259: R.Tensor((16, 16, 8), dtype="float32") = R.matmul(lv256, lv258, out_dtype="float32")
            lv260: R.Tensor((4, 4, 16, 8), dtype="float32") = R.reshape(lv259, R.shape([4, 4, 16, 8]))
            lv261: R.Tensor((4, 16, 4, 8), dtype="float32") = R.permute_dims(lv260, axes=[0, 2, 1, 3])
            lv262: R.Tensor((4, 16, 32), dtype="float32") = R.reshape(lv261, R.shape([4, 16, 32]))
            lv263: R.Tensor((64, 32), dtype="float32") = R.reshape(lv262, R.shape([64, 32]))
            lv264: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_features_3_0_attn_proj_weight, axes=[1, 0])
            lv265: R.Tensor((64, 32), dtype="float32") = R.matmul(lv263, lv264, out_dtype="float32")
            lv266: R.Tensor((64, 32), dtype="float32") = R.add(p_features_3_0_attn_proj_bias, lv265)
            lv267: R.Tensor((4, 16, 32), dtype="float32") = R.reshape(lv266, R.shape([4, 16, 32]))
            lv268: R.Tensor((1, 2, 2, 4, 4, 32), dtype="float32") = R.reshape(lv267, R.shape([1, 2, 2, 4, 4, 32]))
            lv269: R.Tensor((1, 2, 4, 2, 4, 32), dtype="float32") = R.permute_dims(lv268, axes=[0, 1, 3, 2, 4, 5])
            lv270: R.Tensor((1, 8, 8, 32), dtype="float32") = R.reshape(lv269, R.shape([1, 8, 8, 32]))
            lv271: R.Tensor((1, 8, 8, 32), dtype="float32") = R.add(lv225, lv270)
            lv272: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.layer_norm(lv271, p_features_3_0_norm2_weight, p_features_3_0_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv273: R.Tensor((64, 32), dtype="float32") = R.reshape(lv272, R.shape([64, 32]))
            lv274: R.Tensor((32, 128), dtype="float32") = R.permute_dims(p_features_3_0_mlp_0_weight, axes=[1, 0])
            lv275: R.Tensor((64, 128), dtype="float32") = R.matmul(lv273, lv274, out_dtype="float32")
            lv276: R.Tensor((64, 128), dtype="float32") = R.add(p_features_3_0_mlp_0_bias, lv275)
            lv277: R.Tensor((1, 8, 8, 128), dtype="float32") = R.reshape(lv276, R.shape([1, 8, 8, 128]))
            lv278: R.Tensor((1, 8, 8, 128), dtype="float32") = R.nn.gelu(lv277)
            lv279: R.Tensor((64, 128), dtype="float32") = R.reshape(lv278, R.shape([64, 128]))
            lv280: R.Tensor((128, 32), dtype="float32") = R.permute_dims(p_features_3_0_mlp_3_weight, axes=[1, 0])
            lv281: R.Tensor((64, 32), dtype="float32") = R.matmul(lv279, lv280, out_dtype="float32")
            lv282: R.Tensor((64, 32), dtype="float32") = R.add(p_features_3_0_mlp_3_bias, lv281)
            lv283: R.Tensor((1, 8, 8, 32), dtype="float32") = R.reshape(lv282, R.shape([1, 8, 8, 32]))
            lv284: R.Tensor((1, 8, 8, 32), dtype="float32") = R.add(lv271, lv283)
            lv285: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.layer_norm(lv284, p_features_3_1_norm1_weight, p_features_3_1_norm1_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv286: R.Tensor((256, 4), dtype="float32") = R.take(p_features_3_1_attn_relative_position_bias_table, metadata["ir.GenericConst"][3], axis=0, mode="fast")
            lv287: R.Tensor((16, 16, 4), dtype="float32") = R.reshape(lv286, R.shape([16, 16, 4]))
            lv288: R.Tensor((4, 16, 16), dtype="float32") = R.permute_dims(lv287, axes=[2, 0, 1])
            lv289: R.Tensor((1, 4, 16, 16), dtype="float32") = R.expand_dims(lv288, axis=[0])
            lv290: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.pad(lv285, pad_width=[0, 0, 0, 0, 0, 0, 0, 0], pad_value=0.0, pad_mode="constant")
            lv291: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv292: R.Tensor((8,), dtype="int64") = R.add(lv291, R.const(2, "int64"))
            lv293: R.Tensor((8,), dtype="int64") = R.mod(lv292, R.const(8, "int64"))
            lv294: R.Tensor((1, 8, 8, 32), dtype="float32") = R.take(lv290, lv293, axis=1, mode="fast")
            lv295: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv296: R.Tensor((8,), dtype="int64") = R.add(lv295, R.const(2, "int64"))
            lv297: R.Tensor((8,), dtype="int64") = R.mod(lv296, R.const(8, "int64"))
            lv298: R.Tensor((1, 8, 8, 32), dtype="float32") = R.take(lv294, lv297, axis=2, mode="fast")
            lv299: R.Tensor((1, 2, 4, 2, 4, 32), dtype="float32") = R.reshape(lv298, R.shape([1, 2, 4, 2, 4, 32]))
            lv300: R.Tensor((1, 2, 2, 4, 4, 32), dtype="float32") = R.permute_dims(lv299, axes=[0, 1, 3, 2, 4, 5])
            lv301: R.Tensor((4, 16, 32), dtype="float32") = R.reshape(lv300, R.shape([4, 16, 32]))
            lv302: R.Tensor((64, 32), dtype="float32") = R.reshape(lv301, R.shape([64, 32]))
            lv303: R.Tensor((32, 96), dtype="float32") = R.permute_dims(p_features_3_1_attn_qkv_weight, axes=[1, 0])
            lv304: R.Tensor((64, 96), dtype="float32") = R.matmul(lv302, lv303, out_dtype="float32")
            lv305: R.Tensor((64, 96), dtype="float32") = R.add(p_features_3_1_attn_qkv_bias, lv304)
            lv306: R.Tensor((4, 16, 96), dtype="float32") = R.reshape(lv305, R.shape([4, 16, 96]))
            lv307: R.Tensor((4, 16, 3, 4, 8), dtype="float32") = R.reshape(lv306, R.shape([4, 16, 3, 4, 8]))
            lv308: R.Tensor((3, 4, 4, 16, 8), dtype="float32") = R.permute_dims(lv307, axes=[2, 0, 3, 1, 4])
            lv309: R.Tensor((4, 4, 16, 8), dtype="float32") = R.take(lv308, R.const(0, "int64"), axis=0, mode="fast")
            lv310: R.Tensor((4, 4, 16, 8), dtype="float32") = R.take(lv308, R.const(1, "int64"), axis=0, mode="fast")
            lv311: R.Tensor((4, 4, 16, 8), dtype="float32") = R.take(lv308, R.const(2, "int64"), axis=0, mode="fast")
            lv312: R.Tensor((4, 4, 16, 8), dtype="float32") = R.multiply(lv309, R.const(0.35355338454246521, "float32"))
            lv313: R.Tensor((4, 4, 8, 16), dtype="float32") = R.permute_dims(lv310, axes=[0, 1, 3, 2])
            lv314: R.Tensor((4, 4, 16, 8), dtype="float32") = R.broadcast_to(lv312, R.shape([4, 4, 16, 8]))
            lv315: R.Tensor((16, 16, 8), dtype="float32") = R.reshape(lv314, R.shape([16, 16, 8]))
            lv316: R.Tensor((4, 4, 8, 16), dtype="float32") = R.broadcast_to(lv313, R.shape([4, 4, 8, 16]))
            lv317: R.Tensor((16, 8, 16), dtype="float32") = R.reshape(lv316, R.shape([16, 8, 16]))
            lv318: R.Tensor((16, 16, 16), dtype="float32") = R.matmul(lv315, lv317, out_dtype="float32")
            lv319: R.Tensor((4, 4, 16, 16), dtype="float32") = R.reshape(lv318, R.shape([4, 4, 16, 16]))
            lv320: R.Tensor((4, 4, 16, 16), dtype="float32") = R.add(lv319, lv289)
            lv321: R.Tensor((8, 8), dtype="float32") = R.full(R.shape([8, 8]), R.const(0.0, "float32"), dtype="float32")
            lv322: R.Tensor((4, 8), dtype="float32") = R.strided_slice(lv321, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv323: R.Tensor((4, 4), dtype="float32") = R.strided_slice(lv322, (1,), (0,), (-4,), (1,), assume_inbound=False)
            lv324: R.Tensor((4, 4), dtype="float32") = R.full_like(lv323, R.const(0.0, "float32"), dtype=None)
            lv325: R.Tensor((4, 8), dtype="float32") = R.strided_slice(lv321, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv326: R.Tensor((4, 8), dtype="float32") = R.slice_scatter(lv325, lv324, 0, 4, 1, axis=1)
            lv327: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv321, lv326, 0, 4, 1, axis=0)
            lv328: R.Tensor((4, 8), dtype="float32") = R.strided_slice(lv327, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv329: R.Tensor((4, 2), dtype="float32") = R.strided_slice(lv328, (1,), (-4,), (-2,), (1,), assume_inbound=False)
            lv330: R.Tensor((4, 2), dtype="float32") = R.full_like(lv329, R.const(1.0, "float32"), dtype=None)
            lv331: R.Tensor((4, 8), dtype="float32") = R.strided_slice(lv327, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv332: R.Tensor((4, 8), dtype="float32") = R.slice_scatter(lv331, lv330, 4, 6, 1, axis=1)
            lv333: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv327, lv332, 0, 4, 1, axis=0)
            lv334: R.Tensor((4, 8), dtype="float32") = R.strided_slice(lv333, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv335: R.Tensor((4, 2), dtype="float32") = R.strided_slice(lv334, (1,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv336: R.Tensor((4, 2), dtype="float32") = R.full_like(lv335, R.const(2.0, "float32"), dtype=None)
            lv337: R.Tensor((4, 8), dtype="float32") = R.strided_slice(lv333, (0,), (0,), (-4,), (1,), assume_inbound=False)
            lv338: R.Tensor((4, 8), dtype="float32") = R.slice_scatter(lv337, lv336, 6, 8, 1, axis=1)
            lv339: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv333, lv338, 0, 4, 1, axis=0)
            lv340: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv339, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv341: R.Tensor((2, 4), dtype="float32") = R.strided_slice(lv340, (1,), (0,), (-4,), (1,), assume_inbound=False)
            lv342: R.Tensor((2, 4), dtype="float32") = R.full_like(lv341, R.const(3.0, "float32"), dtype=None)
            lv343: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv339, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv344: R.Tensor((2, 8), dtype="float32") = R.slice_scatter(lv343, lv342, 0, 4, 1, axis=1)
            lv345: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv339, lv344, 4, 6, 1, axis=0)
            lv346: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv345, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv347: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv346, (1,), (-4,), (-2,), (1,), assume_inbound=False)
            lv348: R.Tensor((2, 2), dtype="float32") = R.full_like(lv347, R.const(4.0, "float32"), dtype=None)
            lv349: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv345, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv350: R.Tensor((2, 8), dtype="float32") = R.slice_scatter(lv349, lv348, 4, 6, 1, axis=1)
            lv351: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv345, lv350, 4, 6, 1, axis=0)
            lv352: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv351, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv353: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv352, (1,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv354: R.Tensor((2, 2), dtype="float32") = R.full_like(lv353, R.const(5.0, "float32"), dtype=None)
            lv355: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv351, (0,), (-4,), (-2,), (1,), assume_inbound=False)
            lv356: R.Tensor((2, 8), dtype="float32") = R.slice_scatter(lv355, lv354, 6, 8, 1, axis=1)
            lv357: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv351, lv356, 4, 6, 1, axis=0)
            lv358: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv357, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv359: R.Tensor((2, 4), dtype="float32") = R.strided_slice(lv358, (1,), (0,), (-4,), (1,), assume_inbound=False)
            lv360: R.Tensor((2, 4), dtype="float32") = R.full_like(lv359, R.const(6.0, "float32"), dtype=None)
            lv361: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv357, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv362: R.Tensor((2, 8), dtype="float32") = R.slice_scatter(lv361, lv360, 0, 4, 1, axis=1)
            lv363: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv357, lv362, 6, 8, 1, axis=0)
            lv364: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv363, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv365: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv364, (1,), (-4,), (-2,), (1,), assume_inbound=False)
            lv366: R.Tensor((2, 2), dtype="float32") = R.full_like(lv365, R.const(7.0, "float32"), dtype=None)
            lv367: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv363, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv368: R.Tensor((2, 8), dtype="float32") = R.slice_scatter(lv367, lv366, 4, 6, 1, axis=1)
            lv369: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv363, lv368, 6, 8, 1, axis=0)
            lv370: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv369, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv371: R.Tensor((2, 2), dtype="float32") = R.strided_slice(lv370, (1,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv372: R.Tensor((2, 2), dtype="float32") = R.full_like(lv371, R.const(8.0, "float32"), dtype=None)
            lv373: R.Tensor((2, 8), dtype="float32") = R.strided_slice(lv369, (0,), (-2,), (9223372036854775807,), (1,), assume_inbound=False)
            lv374: R.Tensor((2, 8), dtype="float32") = R.slice_scatter(lv373, lv372, 6, 8, 1, axis=1)
            lv375: R.Tensor((8, 8), dtype="float32") = R.slice_scatter(lv369, lv374, 6, 8, 1, axis=0)
            lv376: R.Tensor((2, 4, 2, 4), dtype="float32") = R.reshape(lv375, R.shape([2, 4, 2, 4]))
            lv377: R.Tensor((2, 2, 4, 4), dtype="float32") = R.permute_dims(lv376, axes=[0, 2, 1, 3])
            lv378: R.Tensor((4, 16), dtype="float32") = R.reshape(lv377, R.shape([4, 16]))
            lv379: R.Tensor((4, 1, 16), dtype="float32") = R.expand_dims(lv378, axis=[1])
            lv380: R.Tensor((4, 16, 1), dtype="float32") = R.expand_dims(lv378, axis=[2])
            lv381: R.Tensor((4, 16, 16), dtype="float32") = R.subtract(lv379, lv380)
            lv382: R.Tensor((4, 16, 16), dtype="bool") = R.not_equal(lv381, R.const(0.0, "float32"))
            lv383: R.Tensor((), dtype="float32") = R.const(-100.0, "float32")
            lv384: R.Tensor((4, 16, 16), dtype="float32") = R.where(lv382, lv383, lv381)
            lv385: R.Tensor((4, 16, 16), dtype="bool") = R.equal(lv381, R.const(0.0, "float32"))
            lv386: R.Tensor((), dtype="float32") = R.const(0.0, "float32")
            lv387: R.Tensor((4, 16, 16), dtype="float32") = R.where(lv385, lv386, lv384)
            lv388: R.Tensor((1, 4, 4, 16, 16), dtype="float32") = R.reshape(lv320, R.shape([1, 4, 4, 16, 16]))
            lv389: R.Tensor((4, 1, 16, 16), dtype="float32") = R.expand_dims(lv387, axis=[1])
            lv390: R.Tensor((1, 4, 1, 16, 16), dtype="float32") = R.expand_dims(lv389, axis=[0])
            lv391: R.Tensor((1, 4, 4, 16, 16), dtype="float32") = R.add(lv388, lv390)
            lv392: R.Tensor((4, 4, 16, 16), dtype="float32") = R.reshape(lv391, R.shape([4, 4, 16, 16]))
            lv393: R.Tensor((4, 4, 16, 16), dtype="float32") = R.nn.softmax(lv392, axis=-1)
            lv394: R.Tensor((4, 4, 16, 16), dtype="float32") = R.broadcast_to(lv393, R.shape([4, 4, 16, 16]))
            lv395: R.Tensor((16, 16, 16), dtype="float32") = R.reshape(lv394, R.shape([16, 16, 16]))
            lv396: R.Tensor((4, 4, 16, 8), dtype="float32") = R.broadcast_to(lv311, R.shape([4, 4, 16, 8]))
            lv397: R.Tensor((16, 16, 8), dtype="float32") = R.reshape(lv396, R.shape([16, 16, 8]))
            lv398: R.Tensor((16, 16, 8), dtype="float32") = R.matmul(lv395, lv397, out_dtype="float32")
            lv399: R.Tensor((4, 4, 16, 8), dtype="float32") = R.reshape(lv398, R.shape([4, 4, 16, 8]))
            lv400: R.Tensor((4, 16, 4, 8), dtype="float32") = R.permute_dims(lv399, axes=[0, 2, 1, 3])
            lv401: R.Tensor((4, 16, 32), dtype="float32") = R.reshape(lv400, R.shape([4, 16, 32]))
            lv402: R.Tensor((64, 32), dtype="float32") = R.reshape(lv401, R.shape([64, 32]))
            lv403: R.Tensor((32, 32), dtype="float32") = R.permute_dims(p_features_3_1_attn_proj_weight, axes=[1, 0])
            lv404: R.Tensor((64, 32), dtype="float32") = R.matmul(lv402, lv403, out_dtype="float32")
            lv405: R.Tensor((64, 32), dtype="float32") = R.add(p_features_3_1_attn_proj_bias, lv404)
            lv406: R.Tensor((4, 16, 32), dtype="float32") = R.reshape(lv405, R.shape([4, 16, 32]))
            lv407: R.Tensor((1, 2, 2, 4, 4, 32), dtype="float32") = R.reshape(lv406, R.shape([1, 2, 2, 4, 4, 32]))
            lv408: R.Tensor((1, 2, 4, 2, 4, 32), dtype="float32") = R.permute_dims(lv407, axes=[0, 1, 3, 2, 4, 5])
            lv409: R.Tensor((1, 8, 8, 32), dtype="float32") = R.reshape(lv408, R.shape([1, 8, 8, 32]))
            lv410: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv411: R.Tensor((8,), dtype="int64") = R.add(lv410, R.const(6, "int64"))
            lv412: R.Tensor((8,), dtype="int64") = R.mod(lv411, R.const(8, "int64"))
            lv413: R.Tensor((1, 8, 8, 32), dtype="float32") = R.take(lv409, lv412, axis=1, mode="fast")
            lv414: R.Tensor((8,), dtype="int64") = R.arange(0, 8, 1, dtype="int64")
            lv415: R.Tensor((8,), dtype="int64") = R.add(lv414, R.const(6, "int64"))
            lv416: R.Tensor((8,), dtype="int64") = R.mod(lv415, R.const(8, "int64"))
            lv417: R.Tensor((1, 8, 8, 32), dtype="float32") = R.take(lv413, lv416, axis=2, mode="fast")
            lv418: R.Tensor((1, 8, 8, 32), dtype="float32") = R.add(lv284, lv417)
            lv419: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.layer_norm(lv418, p_features_3_1_norm2_weight, p_features_3_1_norm2_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv420: R.Tensor((64, 32), dtype="float32") = R.reshape(lv419, R.shape([64, 32]))
            lv421: R.Tensor((32, 128), dtype="float32") = R.permute_dims(p_features_3_1_mlp_0_weight, axes=[1, 0])
            lv422: R.Tensor((64, 128), dtype="float32") = R.matmul(lv420, lv421, out_dtype="float32")
            lv423: R.Tensor((64, 128), dtype="float32") = R.add(p_features_3_1_mlp_0_bias, lv422)
            lv424: R.Tensor((1, 8, 8, 128), dtype="float32") = R.reshape(lv423, R.shape([1, 8, 8, 128]))
            lv425: R.Tensor((1, 8, 8, 128), dtype="float32") = R.nn.gelu(lv424)
            lv426: R.Tensor((64, 128), dtype="float32") = R.reshape(lv425, R.shape([64, 128]))
            lv427: R.Tensor((128, 32), dtype="float32") = R.permute_dims(p_features_3_1_mlp_3_weight, axes=[1, 0])
            lv428: R.Tensor((64, 32), dtype="float32") = R.matmul(lv426, lv427, out_dtype="float32")
            lv429: R.Tensor((64, 32), dtype="float32") = R.add(p_features_3_1_mlp_3_bias, lv428)
            lv430: R.Tensor((1, 8, 8, 32), dtype="float32") = R.reshape(lv429, R.shape([1, 8, 8, 32]))
            lv431: R.Tensor((1, 8, 8, 32), dtype="float32") = R.add(lv418, lv430)
            lv432: R.Tensor((1, 8, 8, 32), dtype="float32") = R.nn.layer_norm(lv431, p_norm_weight, p_norm_bias, axes=[-1], epsilon=1.0000000000000001e-05, center=True, scale=True)
            lv433: R.Tensor((1, 32, 8, 8), dtype="float32") = R.permute_dims(lv432, axes=[0, 3, 1, 2])
            lv434: R.Tensor((1, 32, 1, 1), dtype="float32") = R.mean(lv433, axis=[-1, -2], keepdims=True)
            lv435: R.Tensor((1, 32, 1, 1), dtype="float32") = R.reshape(lv434, R.shape([1, 32, 1, 1]))
            lv436: R.Tensor((1, 32), dtype="float32") = R.reshape(lv435, R.shape([1, 32]))
            lv437: R.Tensor((32, 10), dtype="float32") = R.permute_dims(p_head_weight, axes=[1, 0])
            lv438: R.Tensor((1, 10), dtype="float32") = R.matmul(lv436, lv437, out_dtype="float32")
            lv439: R.Tensor((1, 10), dtype="float32") = R.add(p_head_bias, lv438)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv439,)
            R.output(gv)
        return gv