metadata = tvm.ir.load_json("""{
  \"root_index\": 489,
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
      \"data\": 8
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
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
        12
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 13,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 14,
        \"values\": 13
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 15,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 16,
        \"value\": 17
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
        19
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 20,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 21,
        \"values\": 20
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 22,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 23,
        \"value\": 24
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
        26
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 27,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 28,
        \"values\": 27
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 29,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 30,
        \"value\": 31
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
        33
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 34,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 35,
        \"values\": 34
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 36,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 37,
        \"value\": 38
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
        40
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 41,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 42,
        \"values\": 41
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 43,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 44,
        \"value\": 45
      }
    },
    {
      \"type\": \"int\",
      \"data\": 24
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        48
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 49,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 50,
        \"values\": 49
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 51,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 52,
        \"value\": 53
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        55
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 56,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 57,
        \"values\": 56
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 58,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 59,
        \"value\": 60
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        62
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 63,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 64,
        \"values\": 63
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 65,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 66,
        \"value\": 67
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        69
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 70,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 71,
        \"values\": 70
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 72,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 73,
        \"value\": 74
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
        76
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 77,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 78,
        \"values\": 77
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 79,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 80,
        \"value\": 81
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
        83
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 84,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 85,
        \"values\": 84
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 86,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 87,
        \"value\": 88
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        90
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 91,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 92,
        \"values\": 91
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 93,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 94,
        \"value\": 95
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        97
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 98,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 99,
        \"values\": 98
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 100,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 101,
        \"value\": 102
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        104
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 105,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 106,
        \"values\": 105
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 107,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 108,
        \"value\": 109
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        111
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 112,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 113,
        \"values\": 112
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 114,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 115,
        \"value\": 116
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
        118
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 119,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 120,
        \"values\": 119
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 121,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 122,
        \"value\": 123
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
        125
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 126,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 127,
        \"values\": 126
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 128,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 129,
        \"value\": 130
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        132
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 133,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 134,
        \"values\": 133
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 135,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 136,
        \"value\": 137
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        139
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 140,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 141,
        \"values\": 140
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 142,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 143,
        \"value\": 144
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        146
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 147,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 148,
        \"values\": 147
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 149,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 150,
        \"value\": 151
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        153
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 154,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 155,
        \"values\": 154
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 156,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 157,
        \"value\": 158
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
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        161
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 162,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 163,
        \"values\": 162
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 164,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 165,
        \"value\": 166
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        168
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 169,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 170,
        \"values\": 169
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 171,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 172,
        \"value\": 173
      }
    },
    {
      \"type\": \"int\",
      \"data\": 64
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        176
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 177,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 178,
        \"values\": 177
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 179,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 180,
        \"value\": 181
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        183
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 184,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 185,
        \"values\": 184
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 186,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 187,
        \"value\": 188
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        190
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 191,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 192,
        \"values\": 191
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 193,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 194,
        \"value\": 195
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        197
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 198,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 199,
        \"values\": 198
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 200,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 201,
        \"value\": 202
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        204
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 205,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 206,
        \"values\": 205
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 207,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 208,
        \"value\": 209
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        211
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 212,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 213,
        \"values\": 212
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 214,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 215,
        \"value\": 216
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        218
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 219,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 220,
        \"values\": 219
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 221,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 222,
        \"value\": 223
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        225
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 226,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 227,
        \"values\": 226
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 228,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 229,
        \"value\": 230
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        232
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 233,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 234,
        \"values\": 233
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 235,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 236,
        \"value\": 237
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 175
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        239
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 240,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 241,
        \"values\": 240
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 242,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 243,
        \"value\": 244
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        246
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 247,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 248,
        \"values\": 247
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 249,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 250,
        \"value\": 251
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        253
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 254,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 255,
        \"values\": 254
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 256,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 257,
        \"value\": 258
      }
    },
    {
      \"type\": \"int\",
      \"data\": 32
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 260
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        261
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 262,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 263,
        \"values\": 262
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 264,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 265,
        \"value\": 266
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 260
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        268
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 269,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 270,
        \"values\": 269
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 271,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 272,
        \"value\": 273
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 260
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        275
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 276,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 277,
        \"values\": 276
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 278,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 279,
        \"value\": 280
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 260
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        282
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 283,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 284,
        \"values\": 283
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 285,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 286,
        \"value\": 287
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        289
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 290,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 291,
        \"values\": 290
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 292,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 293,
        \"value\": 294
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        296
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 297,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 298,
        \"values\": 297
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 299,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 300,
        \"value\": 301
      }
    },
    {
      \"type\": \"int\",
      \"data\": 40
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 303
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        304
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 305,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 306,
        \"values\": 305
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 307,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAoAAAAAAAAAKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 308,
        \"value\": 309
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 303
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        311
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 312,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 313,
        \"values\": 312
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 314,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAoAAAAAAAAAKAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 315,
        \"value\": 316
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 303
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        318
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 319,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 320,
        \"values\": 319
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 321,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAoAAAAAAAAAKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 322,
        \"value\": 323
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 303
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        325
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 326,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 327,
        \"values\": 326
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 328,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAoAAAAAAAAAKAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 329,
        \"value\": 330
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        332
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 333,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 334,
        \"values\": 333
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 335,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 336,
        \"value\": 337
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 160
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        339
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 340,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 341,
        \"values\": 340
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 342,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 343,
        \"value\": 344
      }
    },
    {
      \"type\": \"int\",
      \"data\": 72
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 346
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        347
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 348,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 349,
        \"values\": 348
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 350,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBIAAAAAAAAACABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 351,
        \"value\": 352
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 346
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        354
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 355,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 356,
        \"values\": 355
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 357,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBIAAAAAAAAACABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 358,
        \"value\": 359
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 346
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        361
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 362,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 363,
        \"values\": 362
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 364,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBIAAAAAAAAACABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 365,
        \"value\": 366
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 346
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        368
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 369,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 370,
        \"values\": 369
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 371,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBIAAAAAAAAACABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 372,
        \"value\": 373
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        375
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 376,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 377,
        \"values\": 376
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 378,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 379,
        \"value\": 380
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        382
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 383,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 384,
        \"values\": 383
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 385,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 386,
        \"value\": 387
      }
    },
    {
      \"type\": \"int\",
      \"data\": 144
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        390
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 391,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 392,
        \"values\": 391
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 393,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 394,
        \"value\": 395
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        397
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 398,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 399,
        \"values\": 398
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 400,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 401,
        \"value\": 402
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        404
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 405,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 406,
        \"values\": 405
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 407,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 408,
        \"value\": 409
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        411
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 412,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 413,
        \"values\": 412
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 414,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 415,
        \"value\": 416
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        418
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 419,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 420,
        \"values\": 419
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 421,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 422,
        \"value\": 423
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        425
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 426,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 427,
        \"values\": 426
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 428,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 429,
        \"value\": 430
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        432
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 433,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 434,
        \"values\": 433
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 435,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 436,
        \"value\": 437
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        439
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 440,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 441,
        \"values\": 440
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 442,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 443,
        \"value\": 444
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        446
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 447,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 448,
        \"values\": 447
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 449,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 450,
        \"value\": 451
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        453
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 454,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 455,
        \"values\": 454
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 456,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 457,
        \"value\": 458
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        460
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 461,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 462,
        \"values\": 461
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 463,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 464,
        \"value\": 465
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 47
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        467
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 468,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 469,
        \"values\": 468
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 470,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 471,
        \"value\": 472
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        474
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 475,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 476,
        \"values\": 475
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 477,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 478,
        \"value\": 479
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 389
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        481
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 482,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 483,
        \"values\": 482
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 484,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQCQAAAAAAAAAEACAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 485,
        \"value\": 486
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        11,
        18,
        25,
        32,
        39,
        46,
        54,
        61,
        68,
        75,
        82,
        89,
        96,
        103,
        110,
        117,
        124,
        131,
        138,
        145,
        152,
        159,
        167,
        174,
        182,
        189,
        196,
        203,
        210,
        217,
        224,
        231,
        238,
        245,
        252,
        259,
        267,
        274,
        281,
        288,
        295,
        302,
        310,
        317,
        324,
        331,
        338,
        345,
        353,
        360,
        367,
        374,
        381,
        388,
        396,
        403,
        410,
        417,
        424,
        431,
        438,
        445,
        452,
        459,
        466,
        473,
        480,
        487
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        488
      ]
    }
  ],
  \"metadata\": {
    \"tvm_version\": \"0.27.0.post1\"
  }
}""")
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_features_0_0_weight: R.Tensor((8, 3, 3, 3), dtype="float32"), p_features_0_1_weight: R.Tensor((8,), dtype="float32"), p_features_0_1_bias: R.Tensor((8,), dtype="float32"), p_features_1_block_0_0_weight: R.Tensor((8, 1, 3, 3), dtype="float32"), p_features_1_block_0_1_weight: R.Tensor((8,), dtype="float32"), p_features_1_block_0_1_bias: R.Tensor((8,), dtype="float32"), p_features_1_block_1_fc1_weight: R.Tensor((8, 8, 1, 1), dtype="float32"), p_features_1_block_1_fc1_bias: R.Tensor((8,), dtype="float32"), p_features_1_block_1_fc2_weight: R.Tensor((8, 8, 1, 1), dtype="float32"), p_features_1_block_1_fc2_bias: R.Tensor((8,), dtype="float32"), p_features_1_block_2_0_weight: R.Tensor((8, 8, 1, 1), dtype="float32"), p_features_1_block_2_1_weight: R.Tensor((8,), dtype="float32"), p_features_1_block_2_1_bias: R.Tensor((8,), dtype="float32"), p_features_2_block_0_0_weight: R.Tensor((24, 8, 1, 1), dtype="float32"), p_features_2_block_0_1_weight: R.Tensor((24,), dtype="float32"), p_features_2_block_0_1_bias: R.Tensor((24,), dtype="float32"), p_features_2_block_1_0_weight: R.Tensor((24, 1, 3, 3), dtype="float32"), p_features_2_block_1_1_weight: R.Tensor((24,), dtype="float32"), p_features_2_block_1_1_bias: R.Tensor((24,), dtype="float32"), p_features_2_block_2_0_weight: R.Tensor((8, 24, 1, 1), dtype="float32"), p_features_2_block_2_1_weight: R.Tensor((8,), dtype="float32"), p_features_2_block_2_1_bias: R.Tensor((8,), dtype="float32"), p_features_3_block_0_0_weight: R.Tensor((24, 8, 1, 1), dtype="float32"), p_features_3_block_0_1_weight: R.Tensor((24,), dtype="float32"), p_features_3_block_0_1_bias: R.Tensor((24,), dtype="float32"), p_features_3_block_1_0_weight: R.Tensor((24, 1, 3, 3), dtype="float32"), p_features_3_block_1_1_weight: R.Tensor((24,), dtype="float32"), p_features_3_block_1_1_bias: R.Tensor((24,), dtype="float32"), p_features_3_block_2_0_weight: R.Tensor((8, 24, 1, 1), dtype="float32"), p_features_3_block_2_1_weight: R.Tensor((8,), dtype="float32"), p_features_3_block_2_1_bias: R.Tensor((8,), dtype="float32"), p_features_4_block_0_0_weight: R.Tensor((24, 8, 1, 1), dtype="float32"), p_features_4_block_0_1_weight: R.Tensor((24,), dtype="float32"), p_features_4_block_0_1_bias: R.Tensor((24,), dtype="float32"), p_features_4_block_1_0_weight: R.Tensor((24, 1, 5, 5), dtype="float32"), p_features_4_block_1_1_weight: R.Tensor((24,), dtype="float32"), p_features_4_block_1_1_bias: R.Tensor((24,), dtype="float32"), p_features_4_block_2_fc1_weight: R.Tensor((8, 24, 1, 1), dtype="float32"), p_features_4_block_2_fc1_bias: R.Tensor((8,), dtype="float32"), p_features_4_block_2_fc2_weight: R.Tensor((24, 8, 1, 1), dtype="float32"), p_features_4_block_2_fc2_bias: R.Tensor((24,), dtype="float32"), p_features_4_block_3_0_weight: R.Tensor((16, 24, 1, 1), dtype="float32"), p_features_4_block_3_1_weight: R.Tensor((16,), dtype="float32"), p_features_4_block_3_1_bias: R.Tensor((16,), dtype="float32"), p_features_5_block_0_0_weight: R.Tensor((64, 16, 1, 1), dtype="float32"), p_features_5_block_0_1_weight: R.Tensor((64,), dtype="float32"), p_features_5_block_0_1_bias: R.Tensor((64,), dtype="float32"), p_features_5_block_1_0_weight: R.Tensor((64, 1, 5, 5), dtype="float32"), p_features_5_block_1_1_weight: R.Tensor((64,), dtype="float32"), p_features_5_block_1_1_bias: R.Tensor((64,), dtype="float32"), p_features_5_block_2_fc1_weight: R.Tensor((16, 64, 1, 1), dtype="float32"), p_features_5_block_2_fc1_bias: R.Tensor((16,), dtype="float32"), p_features_5_block_2_fc2_weight: R.Tensor((64, 16, 1, 1), dtype="float32"), p_features_5_block_2_fc2_bias: R.Tensor((64,), dtype="float32"), p_features_5_block_3_0_weight: R.Tensor((16, 64, 1, 1), dtype="float32"), p_features_5_block_3_1_weight: R.Tensor((16,), dtype="float32"), p_features_5_block_3_1_bias: R.Tensor((16,), dtype="float32"), p_features_6_block_0_0_weight: R.Tensor((64, 16, 1, 1), dtype="float32"), p_features_6_block_0_1_weight: R.Tensor((64,), dtype="float32"), p_features_6_block_0_1_bias: R.Tensor((64,), dtype="float32"), p_features_6_block_1_0_weight: R.Tensor((64, 1, 5, 5), dtype="float32"), p_features_6_block_1_1_weight: R.Tensor((64,), dtype="float32"), p_features_6_block_1_1_bias: R.Tensor((64,), dtype="float32"), p_features_6_block_2_fc1_weight: R.Tensor((16, 64, 1, 1), dtype="float32"), p_features_6_block_2_fc1_bias: R.Tensor((16,), dtype="float32"), p_features_6_block_2_fc2_weight: R.Tensor((64, 16, 1, 1), dtype="float32"), p_features_6_block_2_fc2_bias: R.Tensor((64,), dtype="float32"), p_features_6_block_3_0_weight: R.Tensor((16, 64, 1, 1), dtype="float32"), p_features_6_block_3_1_weight: R.Tensor((16,), dtype="float32"), p_features_6_block_3_1_bias: R.Tensor((16,), dtype="float32"), p_features_7_block_0_0_weight: R.Tensor((32, 16, 1, 1), dtype="float32"), p_features_7_block_0_1_weight: R.Tensor((32,), dtype="float32"), p_features_7_block_0_1_bias: R.Tensor((32,), dtype="float32"), p_features_7_block_1_0_weight: R.Tensor((32, 1, 5, 5), dtype="float32"), p_features_7_block_1_1_weight: R.Tensor((32,), dtype="float32"), p_features_7_block_1_1_bias: R.Tensor((32,), dtype="float32"), p_features_7_block_2_fc1_weight: R.Tensor((8, 32, 1, 1), dtype="float32"), p_features_7_block_2_fc1_bias: R.Tensor((8,), dtype="float32"), p_features_7_block_2_fc2_weight: R.Tensor((32, 8, 1, 1), dtype="float32"), p_features_7_block_2_fc2_bias: R.Tensor((32,), dtype="float32"), p_features_7_block_3_0_weight: R.Tensor((16, 32, 1, 1), dtype="float32"), p_features_7_block_3_1_weight: R.Tensor((16,), dtype="float32"), p_features_7_block_3_1_bias: R.Tensor((16,), dtype="float32"), p_features_8_block_0_0_weight: R.Tensor((40, 16, 1, 1), dtype="float32"), p_features_8_block_0_1_weight: R.Tensor((40,), dtype="float32"), p_features_8_block_0_1_bias: R.Tensor((40,), dtype="float32"), p_features_8_block_1_0_weight: R.Tensor((40, 1, 5, 5), dtype="float32"), p_features_8_block_1_1_weight: R.Tensor((40,), dtype="float32"), p_features_8_block_1_1_bias: R.Tensor((40,), dtype="float32"), p_features_8_block_2_fc1_weight: R.Tensor((16, 40, 1, 1), dtype="float32"), p_features_8_block_2_fc1_bias: R.Tensor((16,), dtype="float32"), p_features_8_block_2_fc2_weight: R.Tensor((40, 16, 1, 1), dtype="float32"), p_features_8_block_2_fc2_bias: R.Tensor((40,), dtype="float32"), p_features_8_block_3_0_weight: R.Tensor((16, 40, 1, 1), dtype="float32"), p_features_8_block_3_1_weight: R.Tensor((16,), dtype="float32"), p_features_8_block_3_1_bias: R.Tensor((16,), dtype="float32"), p_features_9_block_0_0_weight: R.Tensor((72, 16, 1, 1), dtype="float32"), p_features_9_block_0_1_weight: R.Tensor((72,), dtype="float32"), p_features_9_block_0_1_bias: R.Tensor((72,), dtype="float32"), p_features_9_block_1_0_weight: R.Tensor((72, 1, 5, 5), dtype="float32"), p_features_9_block_1_1_weight: R.Tensor((72,), dtype="float32"), p_features_9_block_1_1_bias: R.Tensor((72,), dtype="float32"), p_features_9_block_2_fc1_weight: R.Tensor((24, 72, 1, 1), dtype="float32"), p_features_9_block_2_fc1_bias: R.Tensor((24,), dtype="float32"), p_features_9_block_2_fc2_weight: R.Tensor((72, 24, 1, 1), dtype="float32"), p_features_9_block_2_fc2_bias: R.Tensor((72,), dtype="float32"), p_features_9_block_3_0_weight: R.Tensor((24, 72, 1, 1), dtype="float32"), p_features_9_block_3_1_weight: R.Tensor((24,), dtype="float32"), p_features_9_block_3_1_bias: R.Tensor((24,), dtype="float32"), p_features_10_block_0_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_10_block_0_1_weight: R.Tensor((144,), dtype="float32"), p_features_10_block_0_1_bias: R.Tensor((144,), dtype="float32"), p_features_10_block_1_0_weight: R.Tensor((144, 1, 5, 5), dtype="float32"), p_features_10_block_1_1_weight: R.Tensor((144,), dtype="float32"), p_features_10_block_1_1_bias: R.Tensor((144,), dtype="float32"), p_features_10_block_2_fc1_weight: R.Tensor((40, 144, 1, 1), dtype="float32"), p_features_10_block_2_fc1_bias: R.Tensor((40,), dtype="float32"), p_features_10_block_2_fc2_weight: R.Tensor((144, 40, 1, 1), dtype="float32"), p_features_10_block_2_fc2_bias: R.Tensor((144,), dtype="float32"), p_features_10_block_3_0_weight: R.Tensor((24, 144, 1, 1), dtype="float32"), p_features_10_block_3_1_weight: R.Tensor((24,), dtype="float32"), p_features_10_block_3_1_bias: R.Tensor((24,), dtype="float32"), p_features_11_block_0_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_11_block_0_1_weight: R.Tensor((144,), dtype="float32"), p_features_11_block_0_1_bias: R.Tensor((144,), dtype="float32"), p_features_11_block_1_0_weight: R.Tensor((144, 1, 5, 5), dtype="float32"), p_features_11_block_1_1_weight: R.Tensor((144,), dtype="float32"), p_features_11_block_1_1_bias: R.Tensor((144,), dtype="float32"), p_features_11_block_2_fc1_weight: R.Tensor((40, 144, 1, 1), dtype="float32"), p_features_11_block_2_fc1_bias: R.Tensor((40,), dtype="float32"), p_features_11_block_2_fc2_weight: R.Tensor((144, 40, 1, 1), dtype="float32"), p_features_11_block_2_fc2_bias: R.Tensor((144,), dtype="float32"), p_features_11_block_3_0_weight: R.Tensor((24, 144, 1, 1), dtype="float32"), p_features_11_block_3_1_weight: R.Tensor((24,), dtype="float32"), p_features_11_block_3_1_bias: R.Tensor((24,), dtype="float32"), p_features_12_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_12_1_weight: R.Tensor((144,), dtype="float32"), p_features_12_1_bias: R.Tensor((144,), dtype="float32"), p_classifier_0_weight: R.Tensor((256, 144), dtype="float32"), p_classifier_0_bias: R.Tensor((256,), dtype="float32"), p_classifier_3_weight: R.Tensor((10, 256), dtype="float32"), p_classifier_3_bias: R.Tensor((10,), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(x, p_features_0_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv, p_features_0_1_weight, p_features_0_1_bias, metadata["ir.GenericConst"][0], metadata["ir.GenericConst"][1], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = lv1[0]
            lv3: R.Tensor((1, 8, 16, 16), dtype="float32") = R.add(lv2, R.const(3.0, "float32"))
            lv4: R.Tensor((1, 8, 16, 16), dtype="float32") = R.clip(lv3, 0, T.float64("inf"))
            lv5: R.Tensor((1, 8, 16, 16), dtype="float32") = R.clip(lv4, T.float64("-inf"), 6)
            lv6: R.Tensor((1, 8, 16, 16), dtype="float32") = R.multiply(lv2, lv5)
            lv7: R.Tensor((1, 8, 16, 16), dtype="float32") = R.divide(lv6, R.const(6.0, "float32"))
            lv8: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv7, p_features_1_block_0_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=8, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv9: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv8, p_features_1_block_0_1_weight, p_features_1_block_0_1_bias, metadata["ir.GenericConst"][2], metadata["ir.GenericConst"][3], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv10: R.Tensor((1, 8, 8, 8), dtype="float32") = lv9[0]
            lv11: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv10)
            lv12: R.Tensor((1, 8, 1, 1), dtype="float32") = R.mean(lv11, axis=[-1, -2], keepdims=True)
            lv13: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.conv2d(lv12, p_features_1_block_1_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv14: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_features_1_block_1_fc1_bias, R.shape([1, 8, 1, 1]))
            lv15: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv13, lv14)
            lv16: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.relu(lv15)
            lv17: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.conv2d(lv16, p_features_1_block_1_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv18: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_features_1_block_1_fc2_bias, R.shape([1, 8, 1, 1]))
            lv19: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv17, lv18)
            lv20: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv19, R.const(3.0, "float32"))
            lv21: R.Tensor((1, 8, 1, 1), dtype="float32") = R.clip(lv20, 0, T.float64("inf"))
            lv22: R.Tensor((1, 8, 1, 1), dtype="float32") = R.clip(lv21, T.float64("-inf"), 6)
            lv23: R.Tensor((1, 8, 1, 1), dtype="float32") = R.divide(lv22, R.const(6.0, "float32"))
            lv24: R.Tensor((1, 8, 8, 8), dtype="float32") = R.multiply(lv23, lv11)
            lv25: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv24, p_features_1_block_2_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv26: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv25, p_features_1_block_2_1_weight, p_features_1_block_2_1_bias, metadata["ir.GenericConst"][4], metadata["ir.GenericConst"][5], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv27: R.Tensor((1, 8, 8, 8), dtype="float32") = lv26[0]
            lv28: R.Tensor((1, 24, 8, 8), dtype="float32") = R.nn.conv2d(lv27, p_features_2_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv29: R.Tuple(R.Tensor((1, 24, 8, 8), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv28, p_features_2_block_0_1_weight, p_features_2_block_0_1_bias, metadata["ir.GenericConst"][6], metadata["ir.GenericConst"][7], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv30: R.Tensor((1, 24, 8, 8), dtype="float32") = lv29[0]
            lv31: R.Tensor((1, 24, 8, 8), dtype="float32") = R.nn.relu(lv30)
            lv32: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.conv2d(lv31, p_features_2_block_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=24, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv33: R.Tuple(R.Tensor((1, 24, 4, 4), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv32, p_features_2_block_1_1_weight, p_features_2_block_1_1_bias, metadata["ir.GenericConst"][8], metadata["ir.GenericConst"][9], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv34: R.Tensor((1, 24, 4, 4), dtype="float32") = lv33[0]
            lv35: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.relu(lv34)
            lv36: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv35, p_features_2_block_2_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv37: R.Tuple(R.Tensor((1, 8, 4, 4), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv36, p_features_2_block_2_1_weight, p_features_2_block_2_1_bias, metadata["ir.GenericConst"][10], metadata["ir.GenericConst"][11], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv38: R.Tensor((1, 8, 4, 4), dtype="float32") = lv37[0]
            lv39: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.conv2d(lv38, p_features_3_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv40: R.Tuple(R.Tensor((1, 24, 4, 4), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv39, p_features_3_block_0_1_weight, p_features_3_block_0_1_bias, metadata["ir.GenericConst"][12], metadata["ir.GenericConst"][13], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv41: R.Tensor((1, 24, 4, 4), dtype="float32") = lv40[0]
            lv42: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.relu(lv41)
            lv43: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.conv2d(lv42, p_features_3_block_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=24, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv44: R.Tuple(R.Tensor((1, 24, 4, 4), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv43, p_features_3_block_1_1_weight, p_features_3_block_1_1_bias, metadata["ir.GenericConst"][14], metadata["ir.GenericConst"][15], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv45: R.Tensor((1, 24, 4, 4), dtype="float32") = lv44[0]
            lv46: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.relu(lv45)
            lv47: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv46, p_features_3_block_2_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv48: R.Tuple(R.Tensor((1, 8, 4, 4), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv47, p_features_3_block_2_1_weight, p_features_3_block_2_1_bias, metadata["ir.GenericConst"][16], metadata["ir.GenericConst"][17], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv49: R.Tensor((1, 8, 4, 4), dtype="float32") = lv48[0]
            lv50: R.Tensor((1, 8, 4, 4), dtype="float32") = R.add(lv49, lv38)
            lv51: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.conv2d(lv50, p_features_4_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv52: R.Tuple(R.Tensor((1, 24, 4, 4), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv51, p_features_4_block_0_1_weight, p_features_4_block_0_1_bias, metadata["ir.GenericConst"][18], metadata["ir.GenericConst"][19], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv53: R.Tensor((1, 24, 4, 4), dtype="float32") = lv52[0]
            lv54: R.Tensor((1, 24, 4, 4), dtype="float32") = R.add(lv53, R.const(3.0, "float32"))
            lv55: R.Tensor((1, 24, 4, 4), dtype="float32") = R.clip(lv54, 0, T.float64("inf"))
            lv56: R.Tensor((1, 24, 4, 4), dtype="float32") = R.clip(lv55, T.float64("-inf"), 6)
            lv57: R.Tensor((1, 24, 4, 4), dtype="float32") = R.multiply(lv53, lv56)
            lv58: R.Tensor((1, 24, 4, 4), dtype="float32") = R.divide(lv57, R.const(6.0, "float32"))
            lv59: R.Tensor((1, 24, 2, 2), dtype="float32") = R.nn.conv2d(lv58, p_features_4_block_1_0_weight, strides=[2, 2], padding=[2, 2, 2, 2], dilation=[1, 1], groups=24, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv60: R.Tuple(R.Tensor((1, 24, 2, 2), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv59, p_features_4_block_1_1_weight, p_features_4_block_1_1_bias, metadata["ir.GenericConst"][20], metadata["ir.GenericConst"][21], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv61: R.Tensor((1, 24, 2, 2), dtype="float32") = lv60[0]
            lv62: R.Tensor((1, 24, 2, 2), dtype="float32") = R.add(lv61, R.const(3.0, "float32"))
            lv63: R.Tensor((1, 24, 2, 2), dtype="float32") = R.clip(lv62, 0, T.float64("inf"))
            lv64: R.Tensor((1, 24, 2, 2), dtype="float32") = R.clip(lv63, T.float64("-inf"), 6)
            lv65: R.Tensor((1, 24, 2, 2), dtype="float32") = R.multiply(lv61, lv64)
            lv66: R.Tensor((1, 24, 2, 2), dtype="float32") = R.divide(lv65, R.const(6.0, "float32"))
            lv67: R.Tensor((1, 24, 1, 1), dtype="float32") = R.mean(lv66, axis=[-1, -2], keepdims=True)
            lv68: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.conv2d(lv67, p_features_4_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv69: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_features_4_block_2_fc1_bias, R.shape([1, 8, 1, 1]))
            lv70: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv68, lv69)
            lv71: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.relu(lv70)
            lv72: R.Tensor((1, 24, 1, 1), dtype="float32") = R.nn.conv2d(lv71, p_features_4_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv73: R.Tensor((1, 24, 1, 1), dtype="float32") = R.reshape(p_features_4_block_2_fc2_bias, R.shape([1, 24, 1, 1]))
            lv74: R.Tensor((1, 24, 1, 1), dtype="float32") = R.add(lv72, lv73)
            lv75: R.Tensor((1, 24, 1, 1), dtype="float32") = R.add(lv74, R.const(3.0, "float32"))
            lv76: R.Tensor((1, 24, 1, 1), dtype="float32") = R.clip(lv75, 0, T.float64("inf"))
            lv77: R.Tensor((1, 24, 1, 1), dtype="float32") = R.clip(lv76, T.float64("-inf"), 6)
            lv78: R.Tensor((1, 24, 1, 1), dtype="float32") = R.divide(lv77, R.const(6.0, "float32"))
            lv79: R.Tensor((1, 24, 2, 2), dtype="float32") = R.multiply(lv78, lv66)
            lv80: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv79, p_features_4_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv81: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv80, p_features_4_block_3_1_weight, p_features_4_block_3_1_bias, metadata["ir.GenericConst"][22], metadata["ir.GenericConst"][23], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv82: R.Tensor((1, 16, 2, 2), dtype="float32") = lv81[0]
            lv83: R.Tensor((1, 64, 2, 2), dtype="float32") = R.nn.conv2d(lv82, p_features_5_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv84: R.Tuple(R.Tensor((1, 64, 2, 2), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv83, p_features_5_block_0_1_weight, p_features_5_block_0_1_bias, metadata["ir.GenericConst"][24], metadata["ir.GenericConst"][25], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv85: R.Tensor((1, 64, 2, 2), dtype="float32") = lv84[0]
            lv86: R.Tensor((1, 64, 2, 2), dtype="float32") = R.add(lv85, R.const(3.0, "float32"))
            lv87: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv86, 0, T.float64("inf"))
            lv88: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv87, T.float64("-inf"), 6)
            lv89: R.Tensor((1, 64, 2, 2), dtype="float32") = R.multiply(lv85, lv88)
            lv90: R.Tensor((1, 64, 2, 2), dtype="float32") = R.divide(lv89, R.const(6.0, "float32"))
            lv91: R.Tensor((1, 64, 2, 2), dtype="float32") = R.nn.conv2d(lv90, p_features_5_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=64, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv92: R.Tuple(R.Tensor((1, 64, 2, 2), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv91, p_features_5_block_1_1_weight, p_features_5_block_1_1_bias, metadata["ir.GenericConst"][26], metadata["ir.GenericConst"][27], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv93: R.Tensor((1, 64, 2, 2), dtype="float32") = lv92[0]
            lv94: R.Tensor((1, 64, 2, 2), dtype="float32") = R.add(lv93, R.const(3.0, "float32"))
            lv95: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv94, 0, T.float64("inf"))
            lv96: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv95, T.float64("-inf"), 6)
            lv97: R.Tensor((1, 64, 2, 2), dtype="float32") = R.multiply(lv93, lv96)
            lv98: R.Tensor((1, 64, 2, 2), dtype="float32") = R.divide(lv97, R.const(6.0, "float32"))
            lv99: R.Tensor((1, 64, 1, 1), dtype="float32") = R.mean(lv98, axis=[-1, -2], keepdims=True)
            lv100: R.Tensor((1, 16, 1, 1), dtype="float32") = R.nn.conv2d(lv99, p_features_5_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv101: R.Tensor((1, 16, 1, 1), dtype="float32") = R.reshape(p_features_5_block_2_fc1_bias, R.shape([1, 16, 1, 1]))
            lv102: R.Tensor((1, 16, 1, 1), dtype="float32") = R.add(lv100, lv101)
            lv103: R.Tensor((1, 16, 1, 1), dtype="float32") = R.nn.relu(lv102)
            lv104: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv103, p_features_5_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv105: R.Tensor((1, 64, 1, 1), dtype="float32") = R.reshape(p_features_5_block_2_fc2_bias, R.shape([1, 64, 1, 1]))
            lv106: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv104, lv105)
            lv107: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv106, R.const(3.0, "float32"))
            lv108: R.Tensor((1, 64, 1, 1), dtype="float32") = R.clip(lv107, 0, T.float64("inf"))
            lv109: R.Tensor((1, 64, 1, 1), dtype="float32") = R.clip(lv108, T.float64("-inf"), 6)
            lv110: R.Tensor((1, 64, 1, 1), dtype="float32") = R.divide(lv109, R.const(6.0, "float32"))
            lv111: R.Tensor((1, 64, 2, 2), dtype="float32") = R.multiply(lv110, lv98)
            lv112: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv111, p_features_5_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv113: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv112, p_features_5_block_3_1_weight, p_features_5_block_3_1_bias, metadata["ir.GenericConst"][28], metadata["ir.GenericConst"][29], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv114: R.Tensor((1, 16, 2, 2), dtype="float32") = lv113[0]
            lv115: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv114, lv82)
            lv116: R.Tensor((1, 64, 2, 2), dtype="float32") = R.nn.conv2d(lv115, p_features_6_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv117: R.Tuple(R.Tensor((1, 64, 2, 2), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv116, p_features_6_block_0_1_weight, p_features_6_block_0_1_bias, metadata["ir.GenericConst"][30], metadata["ir.GenericConst"][31], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv118: R.Tensor((1, 64, 2, 2), dtype="float32") = lv117[0]
            lv119: R.Tensor((1, 64, 2, 2), dtype="float32") = R.add(lv118, R.const(3.0, "float32"))
            lv120: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv119, 0, T.float64("inf"))
            lv121: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv120, T.float64("-inf"), 6)
            lv122: R.Tensor((1, 64, 2, 2), dtype="float32") = R.multiply(lv118, lv121)
            lv123: R.Tensor((1, 64, 2, 2), dtype="float32") = R.divide(lv122, R.const(6.0, "float32"))
            lv124: R.Tensor((1, 64, 2, 2), dtype="float32") = R.nn.conv2d(lv123, p_features_6_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=64, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv125: R.Tuple(R.Tensor((1, 64, 2, 2), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv124, p_features_6_block_1_1_weight, p_features_6_block_1_1_bias, metadata["ir.GenericConst"][32], metadata["ir.GenericConst"][33], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv126: R.Tensor((1, 64, 2, 2), dtype="float32") = lv125[0]
            lv127: R.Tensor((1, 64, 2, 2), dtype="float32") = R.add(lv126, R.const(3.0, "float32"))
            lv128: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv127, 0, T.float64("inf"))
            lv129: R.Tensor((1, 64, 2, 2), dtype="float32") = R.clip(lv128, T.float64("-inf"), 6)
            lv130: R.Tensor((1, 64, 2, 2), dtype="float32") = R.multiply(lv126, lv129)
            lv131: R.Tensor((1, 64, 2, 2), dtype="float32") = R.divide(lv130, R.const(6.0, "float32"))
            lv132: R.Tensor((1, 64, 1, 1), dtype="float32") = R.mean(lv131, axis=[-1, -2], keepdims=True)
            lv133: R.Tensor((1, 16, 1, 1), dtype="float32") = R.nn.conv2d(lv132, p_features_6_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv134: R.Tensor((1, 16, 1, 1), dtype="float32") = R.reshape(p_features_6_block_2_fc1_bias, R.shape([1, 16, 1, 1]))
            lv135: R.Tensor((1, 16, 1, 1), dtype="float32") = R.add(lv133, lv134)
            lv136: R.Tensor((1, 16, 1, 1), dtype="float32") = R.nn.relu(lv135)
            lv137: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv136, p_features_6_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv138: R.Tensor((1, 64, 1, 1), dtype="float32") = R.reshape(p_features_6_block_2_fc2_bias, R.shape([1, 64, 1, 1]))
            lv139: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv137, lv138)
            lv140: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv139, R.const(3.0, "float32"))
            lv141: R.Tensor((1, 64, 1, 1), dtype="float32") = R.clip(lv140, 0, T.float64("inf"))
            lv142: R.Tensor((1, 64, 1, 1), dtype="float32") = R.clip(lv141, T.float64("-inf"), 6)
            lv143: R.Tensor((1, 64, 1, 1), dtype="float32") = R.divide(lv142, R.const(6.0, "float32"))
            lv144: R.Tensor((1, 64, 2, 2), dtype="float32") = R.multiply(lv143, lv131)
            lv145: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv144, p_features_6_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv146: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv145, p_features_6_block_3_1_weight, p_features_6_block_3_1_bias, metadata["ir.GenericConst"][34], metadata["ir.GenericConst"][35], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv147: R.Tensor((1, 16, 2, 2), dtype="float32") = lv146[0]
            lv148: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv147, lv115)
            lv149: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv148, p_features_7_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv150: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv149, p_features_7_block_0_1_weight, p_features_7_block_0_1_bias, metadata["ir.GenericConst"][36], metadata["ir.GenericConst"][37], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv151: R.Tensor((1, 32, 2, 2), dtype="float32") = lv150[0]
            lv152: R.Tensor((1, 32, 2, 2), dtype="float32") = R.add(lv151, R.const(3.0, "float32"))
            lv153: R.Tensor((1, 32, 2, 2), dtype="float32") = R.clip(lv152, 0, T.float64("inf"))
            lv154: R.Tensor((1, 32, 2, 2), dtype="float32") = R.clip(lv153, T.float64("-inf"), 6)
            lv155: R.Tensor((1, 32, 2, 2), dtype="float32") = R.multiply(lv151, lv154)
            lv156: R.Tensor((1, 32, 2, 2), dtype="float32") = R.divide(lv155, R.const(6.0, "float32"))
            lv157: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv156, p_features_7_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=32, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv158: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv157, p_features_7_block_1_1_weight, p_features_7_block_1_1_bias, metadata["ir.GenericConst"][38], metadata["ir.GenericConst"][39], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv159: R.Tensor((1, 32, 2, 2), dtype="float32") = lv158[0]
            lv160: R.Tensor((1, 32, 2, 2), dtype="float32") = R.add(lv159, R.const(3.0, "float32"))
            lv161: R.Tensor((1, 32, 2, 2), dtype="float32") = R.clip(lv160, 0, T.float64("inf"))
            lv162: R.Tensor((1, 32, 2, 2), dtype="float32") = R.clip(lv161, T.float64("-inf"), 6)
            lv163: R.Tensor((1, 32, 2, 2), dtype="float32") = R.multiply(lv159, lv162)
            lv164: R.Tensor((1, 32, 2, 2), dtype="float32") = R.divide(lv163, R.const(6.0, "float32"))
            lv165: R.Tensor((1, 32, 1, 1), dtype="float32") = R.mean(lv164, axis=[-1, -2], keepdims=True)
            lv166: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.conv2d(lv165, p_features_7_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv167: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_features_7_block_2_fc1_bias, R.shape([1, 8, 1, 1]))
            lv168: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv166, lv167)
            lv169: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.relu(lv168)
            lv170: R.Tensor((1, 32, 1, 1), dtype="float32") = R.nn.conv2d(lv169, p_features_7_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv171: R.Tensor((1, 32, 1, 1), dtype="float32") = R.reshape(p_features_7_block_2_fc2_bias, R.shape([1, 32, 1, 1]))
            lv172: R.Tensor((1, 32, 1, 1), dtype="float32") = R.add(lv170, lv171)
            lv173: R.Tensor((1, 32, 1, 1), dtype="float32") = R.add(lv172, R.const(3.0, "float32"))
            lv174: R.Tensor((1, 32, 1, 1), dtype="float32") = R.clip(lv173, 0, T.float64("inf"))
            lv175: R.Tensor((1, 32, 1, 1), dtype="float32") = R.clip(lv174, T.float64("-inf"), 6)
            lv176: R.Tensor((1, 32, 1, 1), dtype="float32") = R.divide(lv175, R.const(6.0, "float32"))
            lv177: R.Tensor((1, 32, 2, 2), dtype="float32") = R.multiply(lv176, lv164)
            lv178: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv177, p_features_7_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv179: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv178, p_features_7_block_3_1_weight, p_features_7_block_3_1_bias, metadata["ir.GenericConst"][40], metadata["ir.GenericConst"][41], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv180: R.Tensor((1, 16, 2, 2), dtype="float32") = lv179[0]
            lv181: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv180, lv148)
            lv182: R.Tensor((1, 40, 2, 2), dtype="float32") = R.nn.conv2d(lv181, p_features_8_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv183: R.Tuple(R.Tensor((1, 40, 2, 2), dtype="float32"), R.Tensor((40,), dtype="float32"), R.Tensor((40,), dtype="float32")) = R.nn.batch_norm(lv182, p_features_8_block_0_1_weight, p_features_8_block_0_1_bias, metadata["ir.GenericConst"][42], metadata["ir.GenericConst"][43], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv184: R.Tensor((1, 40, 2, 2), dtype="float32") = lv183[0]
            lv185: R.Tensor((1, 40, 2, 2), dtype="float32") = R.add(lv184, R.const(3.0, "float32"))
            lv186: R.Tensor((1, 40, 2, 2), dtype="float32") = R.clip(lv185, 0, T.float64("inf"))
            lv187: R.Tensor((1, 40, 2, 2), dtype="float32") = R.clip(lv186, T.float64("-inf"), 6)
            lv188: R.Tensor((1, 40, 2, 2), dtype="float32") = R.multiply(lv184, lv187)
            lv189: R.Tensor((1, 40, 2, 2), dtype="float32") = R.divide(lv188, R.const(6.0, "float32"))
            lv190: R.Tensor((1, 40, 2, 2), dtype="float32") = R.nn.conv2d(lv189, p_features_8_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=40, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv191: R.Tuple(R.Tensor((1, 40, 2, 2), dtype="float32"), R.Tensor((40,), dtype="float32"), R.Tensor((40,), dtype="float32")) = R.nn.batch_norm(lv190, p_features_8_block_1_1_weight, p_features_8_block_1_1_bias, metadata["ir.GenericConst"][44], metadata["ir.GenericConst"][45], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv192: R.Tensor((1, 40, 2, 2), dtype="float32") = lv191[0]
            lv193: R.Tensor((1, 40, 2, 2), dtype="float32") = R.add(lv192, R.const(3.0, "float32"))
            lv194: R.Tensor((1, 40, 2, 2), dtype="float32") = R.clip(lv193, 0, T.float64("inf"))
            lv195: R.Tensor((1, 40, 2, 2), dtype="float32") = R.clip(lv194, T.float64("-inf"), 6)
            lv196: R.Tensor((1, 40, 2, 2), dtype="float32") = R.multiply(lv192, lv195)
            lv197: R.Tensor((1, 40, 2, 2), dtype="float32") = R.divide(lv196, R.const(6.0, "float32"))
            lv198: R.Tensor((1, 40, 1, 1), dtype="float32") = R.mean(lv197, axis=[-1, -2], keepdims=True)
            lv199: R.Tensor((1, 16, 1, 1), dtype="float32") = R.nn.conv2d(lv198, p_features_8_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv200: R.Tensor((1, 16, 1, 1), dtype="float32") = R.reshape(p_features_8_block_2_fc1_bias, R.shape([1, 16, 1, 1]))
            lv201: R.Tensor((1, 16, 1, 1), dtype="float32") = R.add(lv199, lv200)
            lv202: R.Tensor((1, 16, 1, 1), dtype="float32") = R.nn.relu(lv201)
            lv203: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.conv2d(lv202, p_features_8_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv204: R.Tensor((1, 40, 1, 1), dtype="float32") = R.reshape(p_features_8_block_2_fc2_bias, R.shape([1, 40, 1, 1]))
            lv205: R.Tensor((1, 40, 1, 1), dtype="float32") = R.add(lv203, lv204)
            lv206: R.Tensor((1, 40, 1, 1), dtype="float32") = R.add(lv205, R.const(3.0, "float32"))
            lv207: R.Tensor((1, 40, 1, 1), dtype="float32") = R.clip(lv206, 0, T.float64("inf"))
            lv208: R.Tensor((1, 40, 1, 1), dtype="float32") = R.clip(lv207, T.float64("-inf"), 6)
            lv209: R.Tensor((1, 40, 1, 1), dtype="float32") = R.divide(lv208, R.const(6.0, "float32"))
            lv210: R.Tensor((1, 40, 2, 2), dtype="float32") = R.multiply(lv209, lv197)
            lv211: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv210, p_features_8_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv212: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv211, p_features_8_block_3_1_weight, p_features_8_block_3_1_bias, metadata["ir.GenericConst"][46], metadata["ir.GenericConst"][47], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv213: R.Tensor((1, 16, 2, 2), dtype="float32") = lv212[0]
            lv214: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv213, lv181)
            lv215: R.Tensor((1, 72, 2, 2), dtype="float32") = R.nn.conv2d(lv214, p_features_9_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv216: R.Tuple(R.Tensor((1, 72, 2, 2), dtype="float32"), R.Tensor((72,), dtype="float32"), R.Tensor((72,), dtype="float32")) = R.nn.batch_norm(lv215, p_features_9_block_0_1_weight, p_features_9_block_0_1_bias, metadata["ir.GenericConst"][48], metadata["ir.GenericConst"][49], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv217: R.Tensor((1, 72, 2, 2), dtype="float32") = lv216[0]
            lv218: R.Tensor((1, 72, 2, 2), dtype="float32") = R.add(lv217, R.const(3.0, "float32"))
            lv219: R.Tensor((1, 72, 2, 2), dtype="float32") = R.clip(lv218, 0, T.float64("inf"))
            lv220: R.Tensor((1, 72, 2, 2), dtype="float32") = R.clip(lv219, T.float64("-inf"), 6)
            lv221: R.Tensor((1, 72, 2, 2), dtype="float32") = R.multiply(lv217, lv220)
            lv222: R.Tensor((1, 72, 2, 2), dtype="float32") = R.divide(lv221, R.const(6.0, "float32"))
            lv223: R.Tensor((1, 72, 1, 1), dtype="float32") = R.nn.conv2d(lv222, p_features_9_block_1_0_weight, strides=[2, 2], padding=[2, 2, 2, 2], dilation=[1, 1], groups=72, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv224: R.Tuple(R.Tensor((1, 72, 1, 1), dtype="float32"), R.Tensor((72,), dtype="float32"), R.Tensor((72,), dtype="float32")) = R.nn.batch_norm(lv223, p_features_9_block_1_1_weight, p_features_9_block_1_1_bias, metadata["ir.GenericConst"][50], metadata["ir.GenericConst"][51], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv225: R.Tensor((1, 72, 1, 1), dtype="float32") = lv224[0]
            lv226: R.Tensor((1, 72, 1, 1), dtype="float32") = R.add(lv225, R.const(3.0, "float32"))
            lv227: R.Tensor((1, 72, 1, 1), dtype="float32") = R.clip(lv226, 0, T.float64("inf"))
            lv228: R.Tensor((1, 72, 1, 1), dtype="float32") = R.clip(lv227, T.float64("-inf"), 6)
            lv229: R.Tensor((1, 72, 1, 1), dtype="float32") = R.multiply(lv225, lv228)
            lv230: R.Tensor((1, 72, 1, 1), dtype="float32") = R.divide(lv229, R.const(6.0, "float32"))
            lv231: R.Tensor((1, 72, 1, 1), dtype="float32") = R.mean(lv230, axis=[-1, -2], keepdims=True)
            lv232: R.Tensor((1, 24, 1, 1), dtype="float32") = R.nn.conv2d(lv231, p_features_9_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv233: R.Tensor((1, 24, 1, 1), dtype="float32") = R.reshape(p_features_9_block_2_fc1_bias, R.shape([1, 24, 1, 1]))
            lv234: R.Tensor((1, 24, 1, 1), dtype="float32") = R.add(lv232, lv233)
            lv235: R.Tensor((1, 24, 1, 1), dtype="float32") = R.nn.relu(lv234)
            lv236: R.Tensor((1, 72, 1, 1), dtype="float32") = R.nn.conv2d(lv235, p_features_9_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv237: R.Tensor((1, 72, 1, 1), dtype="float32") = R.reshape(p_features_9_block_2_fc2_bias, R.shape([1, 72, 1, 1]))
            lv238: R.Tensor((1, 72, 1, 1), dtype="float32") = R.add(lv236, lv237)
            lv239: R.Tensor((1, 72, 1, 1), dtype="float32") = R.add(lv238, R.const(3.0, "float32"))
            lv240: R.Tensor((1, 72, 1, 1), dtype="float32") = R.clip(lv239, 0, T.float64("inf"))
            lv241: R.Tensor((1, 72, 1, 1), dtype="float32") = R.clip(lv240, T.float64("-inf"), 6)
            lv242: R.Tensor((1, 72, 1, 1), dtype="float32") = R.divide(lv241, R.const(6.0, "float32"))
            lv243: R.Tensor((1, 72, 1, 1), dtype="float32") = R.multiply(lv242, lv230)
            lv244: R.Tensor((1, 24, 1, 1), dtype="float32") = R.nn.conv2d(lv243, p_features_9_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv245: R.Tuple(R.Tensor((1, 24, 1, 1), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv244, p_features_9_block_3_1_weight, p_features_9_block_3_1_bias, metadata["ir.GenericConst"][52], metadata["ir.GenericConst"][53], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv246: R.Tensor((1, 24, 1, 1), dtype="float32") = lv245[0]
            lv247: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv246, p_features_10_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv248: R.Tuple(R.Tensor((1, 144, 1, 1), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv247, p_features_10_block_0_1_weight, p_features_10_block_0_1_bias, metadata["ir.GenericConst"][54], metadata["ir.GenericConst"][55], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv249: R.Tensor((1, 144, 1, 1), dtype="float32") = lv248[0]
            lv250: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv249, R.const(3.0, "float32"))
            lv251: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv250, 0, T.float64("inf"))
            lv252: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv251, T.float64("-inf"), 6)
            lv253: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv249, lv252)
            lv254: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv253, R.const(6.0, "float32"))
            lv255: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv254, p_features_10_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=144, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv256: R.Tuple(R.Tensor((1, 144, 1, 1), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv255, p_features_10_block_1_1_weight, p_features_10_block_1_1_bias, metadata["ir.GenericConst"][56], metadata["ir.GenericConst"][57], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv257: R.Tensor((1, 144, 1, 1), dtype="float32") = lv256[0]
            lv258: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv257, R.const(3.0, "float32"))
            lv259: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv258, 0, T.float64("inf"))
            lv260: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv259, T.float64("-inf"), 6)
            lv261: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv257, lv260)
            lv262: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv261, R.const(6.0, "float32"))
            lv263: R.Tensor((1, 144, 1, 1), dtype="float32") = R.mean(lv262, axis=[-1, -2], keepdims=True)
            lv264: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.conv2d(lv263, p_features_10_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv265: R.Tensor((1, 40, 1, 1), dtype="float32") = R.reshape(p_features_10_block_2_fc1_bias, R.shape([1, 40, 1, 1]))
            lv266: R.Tensor((1, 40, 1, 1), dtype="float32") = R.add(lv264, lv265)
            lv267: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.relu(lv266)
            lv268: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv267, p_features_10_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv269: R.Tensor((1, 144, 1, 1), dtype="float32") = R.reshape(p_features_10_block_2_fc2_bias, R.shape([1, 144, 1, 1]))
            lv270: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv268, lv269)
            lv271: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv270, R.const(3.0, "float32"))
            lv272: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv271, 0, T.float64("inf"))
            lv273: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv272, T.float64("-inf"), 6)
            lv274: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv273, R.const(6.0, "float32"))
            lv275: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv274, lv262)
            lv276: R.Tensor((1, 24, 1, 1), dtype="float32") = R.nn.conv2d(lv275, p_features_10_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv277: R.Tuple(R.Tensor((1, 24, 1, 1), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv276, p_features_10_block_3_1_weight, p_features_10_block_3_1_bias, metadata["ir.GenericConst"][58], metadata["ir.GenericConst"][59], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv278: R.Tensor((1, 24, 1, 1), dtype="float32") = lv277[0]
            lv279: R.Tensor((1, 24, 1, 1), dtype="float32") = R.add(lv278, lv246)
            lv280: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv279, p_features_11_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv281: R.Tuple(R.Tensor((1, 144, 1, 1), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv280, p_features_11_block_0_1_weight, p_features_11_block_0_1_bias, metadata["ir.GenericConst"][60], metadata["ir.GenericConst"][61], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv282: R.Tensor((1, 144, 1, 1), dtype="float32") = lv281[0]
            lv283: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv282, R.const(3.0, "float32"))
            lv284: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv283, 0, T.float64("inf"))
            lv285: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv284, T.float64("-inf"), 6)
            lv286: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv282, lv285)
            lv287: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv286, R.const(6.0, "float32"))
            lv288: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv287, p_features_11_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=144, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv289: R.Tuple(R.Tensor((1, 144, 1, 1), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv288, p_features_11_block_1_1_weight, p_features_11_block_1_1_bias, metadata["ir.GenericConst"][62], metadata["ir.GenericConst"][63], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv290: R.Tensor((1, 144, 1, 1), dtype="float32") = lv289[0]
            lv291: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv290, R.const(3.0, "float32"))
            lv292: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv291, 0, T.float64("inf"))
            lv293: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv292, T.float64("-inf"), 6)
            lv294: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv290, lv293)
            lv295: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv294, R.const(6.0, "float32"))
            lv296: R.Tensor((1, 144, 1, 1), dtype="float32") = R.mean(lv295, axis=[-1, -2], keepdims=True)
            lv297: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.conv2d(lv296, p_features_11_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv298: R.Tensor((1, 40, 1, 1), dtype="float32") = R.reshape(p_features_11_block_2_fc1_bias, R.shape([1, 40, 1, 1]))
            lv299: R.Tensor((1, 40, 1, 1), dtype="float32") = R.add(lv297, lv298)
            lv300: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.relu(lv299)
            lv301: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv300, p_features_11_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv302: R.Tensor((1, 144, 1, 1), dtype="float32") = R.reshape(p_features_11_block_2_fc2_bias, R.shape([1, 144, 1, 1]))
            lv303: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv301, lv302)
            lv304: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv303, R.const(3.0, "float32"))
            lv305: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv304, 0, T.float64("inf"))
            lv306: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv305, T.float64("-inf"), 6)
            lv307: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv306, R.const(6.0, "float32"))
            lv308: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv307, lv295)
            lv309: R.Tensor((1, 24, 1, 1), dtype="float32") = R.nn.conv2d(lv308, p_features_11_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv310: R.Tuple(R.Tensor((1, 24, 1, 1), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv309, p_features_11_block_3_1_weight, p_features_11_block_3_1_bias, metadata["ir.GenericConst"][64], metadata["ir.GenericConst"][65], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv311: R.Tensor((1, 24, 1, 1), dtype="float32") = lv310[0]
            lv312: R.Tensor((1, 24, 1, 1), dtype="float32") = R.add(lv311, lv279)
            lv313: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv312, p_features_12_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv314: R.Tuple(R.Tensor((1, 144, 1, 1), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv313, p_features_12_1_weight, p_features_12_1_bias, metadata["ir.GenericConst"][66], metadata["ir.GenericConst"][67], axis=1, epsilon=0.001, center=True, scale=True, momentum=0.01, training=False)
            lv315: R.Tensor((1, 144, 1, 1), dtype="float32") = lv314[0]
            lv316: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv315, R.const(3.0, "float32"))
            lv317: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv316, 0, T.float64("inf"))
            lv318: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv317, T.float64("-inf"), 6)
            lv319: R.Tensor((1, 144, 1, 1), dtype="float32") = R.multiply(lv315, lv318)
            lv320: R.Tensor((1, 144, 1, 1), dtype="float32") = R.divide(lv319, R.const(6.0, "float32"))
            lv321: R.Tensor((1, 144, 1, 1), dtype="float32") = R.mean(lv320, axis=[-1, -2], keepdims=True)
            lv322: R.Tensor((1, 144), dtype="float32") = R.reshape(lv321, R.shape([1, 144]))
            lv323: R.Tensor((144, 256), dtype="float32") = R.permute_dims(p_classifier_0_weight, axes=[1, 0])
            lv324: R.Tensor((1, 256), dtype="float32") = R.matmul(lv322, lv323, out_dtype="float32")
            lv325: R.Tensor((1, 256), dtype="float32") = R.add(p_classifier_0_bias, lv324)
            lv326: R.Tensor((1, 256), dtype="float32") = R.add(lv325, R.const(3.0, "float32"))
            lv327: R.Tensor((1, 256), dtype="float32") = R.clip(lv326, 0, T.float64("inf"))
            lv328: R.Tensor((1, 256), dtype="float32") = R.clip(lv327, T.float64("-inf"), 6)
            lv329: R.Tensor((1, 256), dtype="float32") = R.multiply(lv325, lv328)
            lv330: R.Tensor((1, 256), dtype="float32") = R.divide(lv329, R.const(6.0, "float32"))
            lv331: R.Tensor((256, 10), dtype="float32") = R.permute_dims(p_classifier_3_weight, axes=[1, 0])
            lv332: R.Tensor((1, 10), dtype="float32") = R.matmul(lv330, lv331, out_dtype="float32")
            lv333: R.Tensor((1, 10), dtype="float32") = R.add(p_classifier_3_bias, lv332)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv333,)
            R.output(gv)
        return gv