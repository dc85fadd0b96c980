metadata = tvm.ir.load_json("""{
  \"root_index\": 743,
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
      \"data\": 48
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
        160
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 161,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 162,
        \"values\": 161
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 163,
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
        \"ty\": 164,
        \"value\": 165
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
        167
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 168,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 169,
        \"values\": 168
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 170,
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
        \"ty\": 171,
        \"value\": 172
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
        174
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 175,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 176,
        \"values\": 175
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 177,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 178,
        \"value\": 179
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
        181
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 182,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 183,
        \"values\": 182
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 184,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 185,
        \"value\": 186
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
        188
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 189,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 190,
        \"values\": 189
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 191,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 192,
        \"value\": 193
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
        195
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 196,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 197,
        \"values\": 196
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 198,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 199,
        \"value\": 200
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
        202
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 203,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 204,
        \"values\": 203
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 205,
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
        \"ty\": 206,
        \"value\": 207
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
        209
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 210,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 211,
        \"values\": 210
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 212,
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
        \"ty\": 213,
        \"value\": 214
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
        216
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 217,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 218,
        \"values\": 217
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 219,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 220,
        \"value\": 221
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
        223
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 224,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 225,
        \"values\": 224
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 226,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 227,
        \"value\": 228
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
        230
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 231,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 232,
        \"values\": 231
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 233,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 234,
        \"value\": 235
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
        237
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 238,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 239,
        \"values\": 238
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 240,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 241,
        \"value\": 242
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
        244
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 245,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 246,
        \"values\": 245
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 247,
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
        \"ty\": 248,
        \"value\": 249
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
        251
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 252,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 253,
        \"values\": 252
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 254,
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
        \"ty\": 255,
        \"value\": 256
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
        258
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 259,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 260,
        \"values\": 259
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 261,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 262,
        \"value\": 263
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
        265
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 266,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 267,
        \"values\": 266
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 268,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 269,
        \"value\": 270
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
        272
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 273,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 274,
        \"values\": 273
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 275,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 276,
        \"value\": 277
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
        279
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 280,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 281,
        \"values\": 280
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 282,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAwAAAAAAAAAMAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 283,
        \"value\": 284
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
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        287
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 288,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 289,
        \"values\": 288
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 290,
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
        \"ty\": 291,
        \"value\": 292
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        294
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 295,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 296,
        \"values\": 295
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 297,
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
        \"ty\": 298,
        \"value\": 299
      }
    },
    {
      \"type\": \"int\",
      \"data\": 96
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        302
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 303,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 304,
        \"values\": 303
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 305,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 306,
        \"value\": 307
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        309
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 310,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 311,
        \"values\": 310
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 312,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 313,
        \"value\": 314
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        316
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 317,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 318,
        \"values\": 317
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 319,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 320,
        \"value\": 321
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        323
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 324,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 325,
        \"values\": 324
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 326,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 327,
        \"value\": 328
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        330
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 331,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 332,
        \"values\": 331
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 333,
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
        \"ty\": 334,
        \"value\": 335
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        337
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 338,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 339,
        \"values\": 338
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 340,
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
        \"ty\": 341,
        \"value\": 342
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        344
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 345,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 346,
        \"values\": 345
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 347,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 348,
        \"value\": 349
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        351
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 352,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 353,
        \"values\": 352
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 354,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 355,
        \"value\": 356
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        358
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 359,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 360,
        \"values\": 359
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 361,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 362,
        \"value\": 363
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        365
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 366,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 367,
        \"values\": 366
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 368,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 369,
        \"value\": 370
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        372
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 373,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 374,
        \"values\": 373
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 375,
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
        \"ty\": 376,
        \"value\": 377
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        379
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 380,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 381,
        \"values\": 380
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 382,
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
        \"ty\": 383,
        \"value\": 384
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        386
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 387,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 388,
        \"values\": 387
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 389,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 390,
        \"value\": 391
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        393
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 394,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 395,
        \"values\": 394
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 396,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 397,
        \"value\": 398
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        400
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 401,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 402,
        \"values\": 401
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 403,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 404,
        \"value\": 405
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        407
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 408,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 409,
        \"values\": 408
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 410,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 411,
        \"value\": 412
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        414
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 415,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 416,
        \"values\": 415
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 417,
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
        \"ty\": 418,
        \"value\": 419
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 286
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        421
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 422,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 423,
        \"values\": 422
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 424,
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
        \"ty\": 425,
        \"value\": 426
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        428
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 429,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 430,
        \"values\": 429
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 431,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 432,
        \"value\": 433
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        435
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 436,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 437,
        \"values\": 436
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 438,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 439,
        \"value\": 440
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        442
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 443,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 444,
        \"values\": 443
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 445,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 446,
        \"value\": 447
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 301
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        449
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 450,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 451,
        \"values\": 450
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 452,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBgAAAAAAAAAIABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 453,
        \"value\": 454
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
        \"value\": 456
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        457
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 458,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 459,
        \"values\": 458
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 460,
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
        \"ty\": 461,
        \"value\": 462
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 456
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        464
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 465,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 466,
        \"values\": 465
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 467,
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
        \"ty\": 468,
        \"value\": 469
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
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        472
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 473,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 474,
        \"values\": 473
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 475,
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
        \"ty\": 476,
        \"value\": 477
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        479
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 480,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 481,
        \"values\": 480
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 482,
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
        \"ty\": 483,
        \"value\": 484
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        486
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 487,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 488,
        \"values\": 487
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 489,
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
        \"ty\": 490,
        \"value\": 491
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        493
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 494,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 495,
        \"values\": 494
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 496,
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
        \"ty\": 497,
        \"value\": 498
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 456
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        500
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 501,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 502,
        \"values\": 501
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 503,
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
        \"ty\": 504,
        \"value\": 505
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 456
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        507
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 508,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 509,
        \"values\": 508
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 510,
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
        \"ty\": 511,
        \"value\": 512
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        514
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 515,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 516,
        \"values\": 515
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 517,
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
        \"ty\": 518,
        \"value\": 519
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        521
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 522,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 523,
        \"values\": 522
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 524,
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
        \"ty\": 525,
        \"value\": 526
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        528
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 529,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 530,
        \"values\": 529
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 531,
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
        \"ty\": 532,
        \"value\": 533
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        535
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 536,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 537,
        \"values\": 536
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 538,
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
        \"ty\": 539,
        \"value\": 540
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 456
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        542
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 543,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 544,
        \"values\": 543
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 545,
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
        \"ty\": 546,
        \"value\": 547
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 456
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        549
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 550,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 551,
        \"values\": 550
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 552,
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
        \"ty\": 553,
        \"value\": 554
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        556
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 557,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 558,
        \"values\": 557
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 559,
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
        \"ty\": 560,
        \"value\": 561
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        563
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 564,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 565,
        \"values\": 564
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 566,
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
        \"ty\": 567,
        \"value\": 568
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        570
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 571,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 572,
        \"values\": 571
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 573,
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
        \"ty\": 574,
        \"value\": 575
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 471
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        577
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 578,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 579,
        \"values\": 578
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 580,
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
        \"ty\": 581,
        \"value\": 582
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
        \"value\": 584
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        585
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 586,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 587,
        \"values\": 586
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 588,
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
        \"ty\": 589,
        \"value\": 590
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 584
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        592
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 593,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 594,
        \"values\": 593
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 595,
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
        \"ty\": 596,
        \"value\": 597
      }
    },
    {
      \"type\": \"int\",
      \"data\": 240
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        600
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 601,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 602,
        \"values\": 601
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 603,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 604,
        \"value\": 605
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        607
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 608,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 609,
        \"values\": 608
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 610,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 611,
        \"value\": 612
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        614
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 615,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 616,
        \"values\": 615
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 617,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 618,
        \"value\": 619
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        621
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 622,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 623,
        \"values\": 622
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 624,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 625,
        \"value\": 626
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 584
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        628
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 629,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 630,
        \"values\": 629
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 631,
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
        \"ty\": 632,
        \"value\": 633
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 584
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        635
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 636,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 637,
        \"values\": 636
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 638,
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
        \"ty\": 639,
        \"value\": 640
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        642
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 643,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 644,
        \"values\": 643
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 645,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 646,
        \"value\": 647
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        649
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 650,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 651,
        \"values\": 650
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 652,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 653,
        \"value\": 654
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        656
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 657,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 658,
        \"values\": 657
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 659,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 660,
        \"value\": 661
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        663
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 664,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 665,
        \"values\": 664
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 666,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 667,
        \"value\": 668
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 584
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        670
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 671,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 672,
        \"values\": 671
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 673,
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
        \"ty\": 674,
        \"value\": 675
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 584
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        677
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 678,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 679,
        \"values\": 678
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 680,
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
        \"ty\": 681,
        \"value\": 682
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        684
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 685,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 686,
        \"values\": 685
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 687,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 688,
        \"value\": 689
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        691
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 692,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 693,
        \"values\": 692
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 694,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 695,
        \"value\": 696
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        698
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 699,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 700,
        \"values\": 699
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 701,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 702,
        \"value\": 703
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 599
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        705
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 706,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 707,
        \"values\": 706
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 708,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDwAAAAAAAAAMADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 709,
        \"value\": 710
      }
    },
    {
      \"type\": \"int\",
      \"data\": 80
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 712
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        713
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 714,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 715,
        \"values\": 714
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 716,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBQAAAAAAAAAEABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 717,
        \"value\": 718
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 712
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        720
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 721,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 722,
        \"values\": 721
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 723,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBQAAAAAAAAAEABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 724,
        \"value\": 725
      }
    },
    {
      \"type\": \"int\",
      \"data\": 1280
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 727
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        728
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 729,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 730,
        \"values\": 729
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 731,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAABQAAAAAAAAAUAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 732,
        \"value\": 733
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 727
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        735
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 736,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 737,
        \"values\": 736
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 738,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAABQAAAAAAAAAUAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 739,
        \"value\": 740
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
        166,
        173,
        180,
        187,
        194,
        201,
        208,
        215,
        222,
        229,
        236,
        243,
        250,
        257,
        264,
        271,
        278,
        285,
        293,
        300,
        308,
        315,
        322,
        329,
        336,
        343,
        350,
        357,
        364,
        371,
        378,
        385,
        392,
        399,
        406,
        413,
        420,
        427,
        434,
        441,
        448,
        455,
        463,
        470,
        478,
        485,
        492,
        499,
        506,
        513,
        520,
        527,
        534,
        541,
        548,
        555,
        562,
        569,
        576,
        583,
        591,
        598,
        606,
        613,
        620,
        627,
        634,
        641,
        648,
        655,
        662,
        669,
        676,
        683,
        690,
        697,
        704,
        711,
        719,
        726,
        734,
        741
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        742
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
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_features_0_0_weight: R.Tensor((8, 3, 3, 3), dtype="float32"), p_features_0_1_weight: R.Tensor((8,), dtype="float32"), p_features_0_1_bias: R.Tensor((8,), dtype="float32"), p_features_1_conv_0_0_weight: R.Tensor((8, 1, 3, 3), dtype="float32"), p_features_1_conv_0_1_weight: R.Tensor((8,), dtype="float32"), p_features_1_conv_0_1_bias: R.Tensor((8,), dtype="float32"), p_features_1_conv_1_weight: R.Tensor((8, 8, 1, 1), dtype="float32"), p_features_1_conv_2_weight: R.Tensor((8,), dtype="float32"), p_features_1_conv_2_bias: R.Tensor((8,), dtype="float32"), p_features_2_conv_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_2_conv_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_2_conv_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_2_conv_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_2_conv_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_2_conv_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_2_conv_2_weight: R.Tensor((8, 48, 1, 1), dtype="float32"), p_features_2_conv_3_weight: R.Tensor((8,), dtype="float32"), p_features_2_conv_3_bias: R.Tensor((8,), dtype="float32"), p_features_3_conv_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_3_conv_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_3_conv_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_3_conv_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_3_conv_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_3_conv_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_3_conv_2_weight: R.Tensor((8, 48, 1, 1), dtype="float32"), p_features_3_conv_3_weight: R.Tensor((8,), dtype="float32"), p_features_3_conv_3_bias: R.Tensor((8,), dtype="float32"), p_features_4_conv_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_4_conv_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_4_conv_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_4_conv_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_4_conv_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_4_conv_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_4_conv_2_weight: R.Tensor((8, 48, 1, 1), dtype="float32"), p_features_4_conv_3_weight: R.Tensor((8,), dtype="float32"), p_features_4_conv_3_bias: R.Tensor((8,), dtype="float32"), p_features_5_conv_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_5_conv_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_5_conv_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_5_conv_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_5_conv_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_5_conv_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_5_conv_2_weight: R.Tensor((8, 48, 1, 1), dtype="float32"), p_features_5_conv_3_weight: R.Tensor((8,), dtype="float32"), p_features_5_conv_3_bias: R.Tensor((8,), dtype="float32"), p_features_6_conv_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_6_conv_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_6_conv_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_6_conv_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_6_conv_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_6_conv_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_6_conv_2_weight: R.Tensor((8, 48, 1, 1), dtype="float32"), p_features_6_conv_3_weight: R.Tensor((8,), dtype="float32"), p_features_6_conv_3_bias: R.Tensor((8,), dtype="float32"), p_features_7_conv_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_7_conv_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_7_conv_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_7_conv_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_7_conv_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_7_conv_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_7_conv_2_weight: R.Tensor((16, 48, 1, 1), dtype="float32"), p_features_7_conv_3_weight: R.Tensor((16,), dtype="float32"), p_features_7_conv_3_bias: R.Tensor((16,), dtype="float32"), p_features_8_conv_0_0_weight: R.Tensor((96, 16, 1, 1), dtype="float32"), p_features_8_conv_0_1_weight: R.Tensor((96,), dtype="float32"), p_features_8_conv_0_1_bias: R.Tensor((96,), dtype="float32"), p_features_8_conv_1_0_weight: R.Tensor((96, 1, 3, 3), dtype="float32"), p_features_8_conv_1_1_weight: R.Tensor((96,), dtype="float32"), p_features_8_conv_1_1_bias: R.Tensor((96,), dtype="float32"), p_features_8_conv_2_weight: R.Tensor((16, 96, 1, 1), dtype="float32"), p_features_8_conv_3_weight: R.Tensor((16,), dtype="float32"), p_features_8_conv_3_bias: R.Tensor((16,), dtype="float32"), p_features_9_conv_0_0_weight: R.Tensor((96, 16, 1, 1), dtype="float32"), p_features_9_conv_0_1_weight: R.Tensor((96,), dtype="float32"), p_features_9_conv_0_1_bias: R.Tensor((96,), dtype="float32"), p_features_9_conv_1_0_weight: R.Tensor((96, 1, 3, 3), dtype="float32"), p_features_9_conv_1_1_weight: R.Tensor((96,), dtype="float32"), p_features_9_conv_1_1_bias: R.Tensor((96,), dtype="float32"), p_features_9_conv_2_weight: R.Tensor((16, 96, 1, 1), dtype="float32"), p_features_9_conv_3_weight: R.Tensor((16,), dtype="float32"), p_features_9_conv_3_bias: R.Tensor((16,), dtype="float32"), p_features_10_conv_0_0_weight: R.Tensor((96, 16, 1, 1), dtype="float32"), p_features_10_conv_0_1_weight: R.Tensor((96,), dtype="float32"), p_features_10_conv_0_1_bias: R.Tensor((96,), dtype="float32"), p_features_10_conv_1_0_weight: R.Tensor((96, 1, 3, 3), dtype="float32"), p_features_10_conv_1_1_weight: R.Tensor((96,), dtype="float32"), p_features_10_conv_1_1_bias: R.Tensor((96,), dtype="float32"), p_features_10_conv_2_weight: R.Tensor((16, 96, 1, 1), dtype="float32"), p_features_10_conv_3_weight: R.Tensor((16,), dtype="float32"), p_features_10_conv_3_bias: R.Tensor((16,), dtype="float32"), p_features_11_conv_0_0_weight: R.Tensor((96, 16, 1, 1), dtype="float32"), p_features_11_conv_0_1_weight: R.Tensor((96,), dtype="float32"), p_features_11_conv_0_1_bias: R.Tensor((96,), dtype="float32"), p_features_11_conv_1_0_weight: R.Tensor((96, 1, 3, 3), dtype="float32"), p_features_11_conv_1_1_weight: R.Tensor((96,), dtype="float32"), p_features_11_conv_1_1_bias: R.Tensor((96,), dtype="float32"), p_features_11_conv_2_weight: R.Tensor((24, 96, 1, 1), dtype="float32"), p_features_11_conv_3_weight: R.Tensor((24,), dtype="float32"), p_features_11_conv_3_bias: R.Tensor((24,), dtype="float32"), p_features_12_conv_0_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_12_conv_0_1_weight: R.Tensor((144,), dtype="float32"), p_features_12_conv_0_1_bias: R.Tensor((144,), dtype="float32"), p_features_12_conv_1_0_weight: R.Tensor((144, 1, 3, 3), dtype="float32"), p_features_12_conv_1_1_weight: R.Tensor((144,), dtype="float32"), p_features_12_conv_1_1_bias: R.Tensor((144,), dtype="float32"), p_features_12_conv_2_weight: R.Tensor((24, 144, 1, 1), dtype="float32"), p_features_12_conv_3_weight: R.Tensor((24,), dtype="float32"), p_features_12_conv_3_bias: R.Tensor((24,), dtype="float32"), p_features_13_conv_0_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_13_conv_0_1_weight: R.Tensor((144,), dtype="float32"), p_features_13_conv_0_1_bias: R.Tensor((144,), dtype="float32"), p_features_13_conv_1_0_weight: R.Tensor((144, 1, 3, 3), dtype="float32"), p_features_13_conv_1_1_weight: R.Tensor((144,), dtype="float32"), p_features_13_conv_1_1_bias: R.Tensor((144,), dtype="float32"), p_features_13_conv_2_weight: R.Tensor((24, 144, 1, 1), dtype="float32"), p_features_13_conv_3_weight: R.Tensor((24,), dtype="float32"), p_features_13_conv_3_bias: R.Tensor((24,), dtype="float32"), p_features_14_conv_0_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_14_conv_0_1_weight: R.Tensor((144,), dtype="float32"), p_features_14_conv_0_1_bias: R.Tensor((144,), dtype="float32"), p_features_14_conv_1_0_weight: R.Tensor((144, 1, 3, 3), dtype="float32"), p_features_14_conv_1_1_weight: R.Tensor((144,), dtype="float32"), p_features_14_conv_1_1_bias: R.Tensor((144,), dtype="float32"), p_features_14_conv_2_weight: R.Tensor((40, 144, 1, 1), dtype="float32"), p_features_14_conv_3_weight: R.Tensor((40,), dtype="float32"), p_features_14_conv_3_bias: R.Tensor((40,), dtype="float32"), p_features_15_conv_0_0_weight: R.Tensor((240, 40, 1, 1), dtype="float32"), p_features_15_conv_0_1_weight: R.Tensor((240,), dtype="float32"), p_features_15_conv_0_1_bias: R.Tensor((240,), dtype="float32"), p_features_15_conv_1_0_weight: R.Tensor((240, 1, 3, 3), dtype="float32"), p_features_15_conv_1_1_weight: R.Tensor((240,), dtype="float32"), p_features_15_conv_1_1_bias: R.Tensor((240,), dtype="float32"), p_features_15_conv_2_weight: R.Tensor((40, 240, 1, 1), dtype="float32"), p_features_15_conv_3_weight: R.Tensor((40,), dtype="float32"), p_features_15_conv_3_bias: R.Tensor((40,), dtype="float32"), p_features_16_conv_0_0_weight: R.Tensor((240, 40, 1, 1), dtype="float32"), p_features_16_conv_0_1_weight: R.Tensor((240,), dtype="float32"), p_features_16_conv_0_1_bias: R.Tensor((240,), dtype="float32"), p_features_16_conv_1_0_weight: R.Tensor((240, 1, 3, 3), dtype="float32"), p_features_16_conv_1_1_weight: R.Tensor((240,), dtype="float32"), p_features_16_conv_1_1_bias: R.Tensor((240,), dtype="float32"), p_features_16_conv_2_weight: R.Tensor((40, 240, 1, 1), dtype="float32"), p_features_16_conv_3_weight: R.Tensor((40,), dtype="float32"), p_features_16_conv_3_bias: R.Tensor((40,), dtype="float32"), p_features_17_conv_0_0_weight: R.Tensor((240, 40, 1, 1), dtype="float32"), p_features_17_conv_0_1_weight: R.Tensor((240,), dtype="float32"), p_features_17_conv_0_1_bias: R.Tensor((240,), dtype="float32"), p_features_17_conv_1_0_weight: R.Tensor((240, 1, 3, 3), dtype="float32"), p_features_17_conv_1_1_weight: R.Tensor((240,), dtype="float32"), p_features_17_conv_1_1_bias: R.Tensor((240,), dtype="float32"), p_features_17_conv_2_weight: R.Tensor((80, 240, 1, 1), dtype="float32"), p_features_17_conv_3_weight: R.Tensor((80,), dtype="float32"), p_features_17_conv_3_bias: R.Tensor((80,), dtype="float32"), p_features_18_0_weight: R.Tensor((1280, 80, 1, 1), dtype="float32"), p_features_18_1_weight: R.Tensor((1280,), dtype="float32"), p_features_18_1_bias: R.Tensor((1280,), dtype="float32"), p_classifier_1_weight: R.Tensor((10, 1280), dtype="float32"), p_classifier_1_bias: R.Tensor((10,), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(x, p_features_0_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv, p_features_0_1_weight, p_features_0_1_bias, metadata["ir.GenericConst"][0], metadata["ir.GenericConst"][1], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = lv1[0]
            lv3: R.Tensor((1, 8, 16, 16), dtype="float32") = R.clip(lv2, T.float64(0.0), T.float64(6.0))
            lv4: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(lv3, p_features_1_conv_0_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=8, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv5: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv4, p_features_1_conv_0_1_weight, p_features_1_conv_0_1_bias, metadata["ir.GenericConst"][2], metadata["ir.GenericConst"][3], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv6: R.Tensor((1, 8, 16, 16), dtype="float32") = lv5[0]
            lv7: R.Tensor((1, 8, 16, 16), dtype="float32") = R.clip(lv6, T.float64(0.0), T.float64(6.0))
            lv8: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(lv7, p_features_1_conv_1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv9: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv8, p_features_1_conv_2_weight, p_features_1_conv_2_bias, metadata["ir.GenericConst"][4], metadata["ir.GenericConst"][5], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv10: R.Tensor((1, 8, 16, 16), dtype="float32") = lv9[0]
            lv11: R.Tensor((1, 8, 16, 16), dtype="float32") = R.add(lv3, lv10)
            lv12: R.Tensor((1, 48, 16, 16), dtype="float32") = R.nn.conv2d(lv11, p_features_2_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv13: R.Tuple(R.Tensor((1, 48, 16, 16), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv12, p_features_2_conv_0_1_weight, p_features_2_conv_0_1_bias, metadata["ir.GenericConst"][6], metadata["ir.GenericConst"][7], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv14: R.Tensor((1, 48, 16, 16), dtype="float32") = lv13[0]
            lv15: R.Tensor((1, 48, 16, 16), dtype="float32") = R.clip(lv14, T.float64(0.0), T.float64(6.0))
            lv16: R.Tensor((1, 48, 8, 8), dtype="float32") = R.nn.conv2d(lv15, p_features_2_conv_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv17: R.Tuple(R.Tensor((1, 48, 8, 8), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv16, p_features_2_conv_1_1_weight, p_features_2_conv_1_1_bias, metadata["ir.GenericConst"][8], metadata["ir.GenericConst"][9], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv18: R.Tensor((1, 48, 8, 8), dtype="float32") = lv17[0]
            lv19: R.Tensor((1, 48, 8, 8), dtype="float32") = R.clip(lv18, T.float64(0.0), T.float64(6.0))
            lv20: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv19, p_features_2_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv21: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv20, p_features_2_conv_3_weight, p_features_2_conv_3_bias, metadata["ir.GenericConst"][10], metadata["ir.GenericConst"][11], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv22: R.Tensor((1, 8, 8, 8), dtype="float32") = lv21[0]
            lv23: R.Tensor((1, 48, 8, 8), dtype="float32") = R.nn.conv2d(lv22, p_features_3_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv24: R.Tuple(R.Tensor((1, 48, 8, 8), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv23, p_features_3_conv_0_1_weight, p_features_3_conv_0_1_bias, metadata["ir.GenericConst"][12], metadata["ir.GenericConst"][13], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv25: R.Tensor((1, 48, 8, 8), dtype="float32") = lv24[0]
            lv26: R.Tensor((1, 48, 8, 8), dtype="float32") = R.clip(lv25, T.float64(0.0), T.float64(6.0))
            lv27: R.Tensor((1, 48, 8, 8), dtype="float32") = R.nn.conv2d(lv26, p_features_3_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv28: R.Tuple(R.Tensor((1, 48, 8, 8), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv27, p_features_3_conv_1_1_weight, p_features_3_conv_1_1_bias, metadata["ir.GenericConst"][14], metadata["ir.GenericConst"][15], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv29: R.Tensor((1, 48, 8, 8), dtype="float32") = lv28[0]
            lv30: R.Tensor((1, 48, 8, 8), dtype="float32") = R.clip(lv29, T.float64(0.0), T.float64(6.0))
            lv31: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv30, p_features_3_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv32: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv31, p_features_3_conv_3_weight, p_features_3_conv_3_bias, metadata["ir.GenericConst"][16], metadata["ir.GenericConst"][17], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv33: R.Tensor((1, 8, 8, 8), dtype="float32") = lv32[0]
            lv34: R.Tensor((1, 8, 8, 8), dtype="float32") = R.add(lv22, lv33)
            lv35: R.Tensor((1, 48, 8, 8), dtype="float32") = R.nn.conv2d(lv34, p_features_4_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv36: R.Tuple(R.Tensor((1, 48, 8, 8), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv35, p_features_4_conv_0_1_weight, p_features_4_conv_0_1_bias, metadata["ir.GenericConst"][18], metadata["ir.GenericConst"][19], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv37: R.Tensor((1, 48, 8, 8), dtype="float32") = lv36[0]
            lv38: R.Tensor((1, 48, 8, 8), dtype="float32") = R.clip(lv37, T.float64(0.0), T.float64(6.0))
            lv39: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv38, p_features_4_conv_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv40: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv39, p_features_4_conv_1_1_weight, p_features_4_conv_1_1_bias, metadata["ir.GenericConst"][20], metadata["ir.GenericConst"][21], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv41: R.Tensor((1, 48, 4, 4), dtype="float32") = lv40[0]
            lv42: R.Tensor((1, 48, 4, 4), dtype="float32") = R.clip(lv41, T.float64(0.0), T.float64(6.0))
            lv43: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv42, p_features_4_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv44: R.Tuple(R.Tensor((1, 8, 4, 4), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv43, p_features_4_conv_3_weight, p_features_4_conv_3_bias, metadata["ir.GenericConst"][22], metadata["ir.GenericConst"][23], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv45: R.Tensor((1, 8, 4, 4), dtype="float32") = lv44[0]
            lv46: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv45, p_features_5_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv47: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv46, p_features_5_conv_0_1_weight, p_features_5_conv_0_1_bias, metadata["ir.GenericConst"][24], metadata["ir.GenericConst"][25], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv48: R.Tensor((1, 48, 4, 4), dtype="float32") = lv47[0]
            lv49: R.Tensor((1, 48, 4, 4), dtype="float32") = R.clip(lv48, T.float64(0.0), T.float64(6.0))
            lv50: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv49, p_features_5_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv51: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv50, p_features_5_conv_1_1_weight, p_features_5_conv_1_1_bias, metadata["ir.GenericConst"][26], metadata["ir.GenericConst"][27], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv52: R.Tensor((1, 48, 4, 4), dtype="float32") = lv51[0]
            lv53: R.Tensor((1, 48, 4, 4), dtype="float32") = R.clip(lv52, T.float64(0.0), T.float64(6.0))
            lv54: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv53, p_features_5_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv55: R.Tuple(R.Tensor((1, 8, 4, 4), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv54, p_features_5_conv_3_weight, p_features_5_conv_3_bias, metadata["ir.GenericConst"][28], metadata["ir.GenericConst"][29], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv56: R.Tensor((1, 8, 4, 4), dtype="float32") = lv55[0]
            lv57: R.Tensor((1, 8, 4, 4), dtype="float32") = R.add(lv45, lv56)
            lv58: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv57, p_features_6_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv59: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv58, p_features_6_conv_0_1_weight, p_features_6_conv_0_1_bias, metadata["ir.GenericConst"][30], metadata["ir.GenericConst"][31], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv60: R.Tensor((1, 48, 4, 4), dtype="float32") = lv59[0]
            lv61: R.Tensor((1, 48, 4, 4), dtype="float32") = R.clip(lv60, T.float64(0.0), T.float64(6.0))
            lv62: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv61, p_features_6_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv63: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv62, p_features_6_conv_1_1_weight, p_features_6_conv_1_1_bias, metadata["ir.GenericConst"][32], metadata["ir.GenericConst"][33], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv64: R.Tensor((1, 48, 4, 4), dtype="float32") = lv63[0]
            lv65: R.Tensor((1, 48, 4, 4), dtype="float32") = R.clip(lv64, T.float64(0.0), T.float64(6.0))
            lv66: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv65, p_features_6_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv67: R.Tuple(R.Tensor((1, 8, 4, 4), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv66, p_features_6_conv_3_weight, p_features_6_conv_3_bias, metadata["ir.GenericConst"][34], metadata["ir.GenericConst"][35], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv68: R.Tensor((1, 8, 4, 4), dtype="float32") = lv67[0]
            lv69: R.Tensor((1, 8, 4, 4), dtype="float32") = R.add(lv57, lv68)
            lv70: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv69, p_features_7_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv71: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv70, p_features_7_conv_0_1_weight, p_features_7_conv_0_1_bias, metadata["ir.GenericConst"][36], metadata["ir.GenericConst"][37], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv72: R.Tensor((1, 48, 4, 4), dtype="float32") = lv71[0]
            lv73: R.Tensor((1, 48, 4, 4), dtype="float32") = R.clip(lv72, T.float64(0.0), T.float64(6.0))
            lv74: R.Tensor((1, 48, 2, 2), dtype="float32") = R.nn.conv2d(lv73, p_features_7_conv_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv75: R.Tuple(R.Tensor((1, 48, 2, 2), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv74, p_features_7_conv_1_1_weight, p_features_7_conv_1_1_bias, metadata["ir.GenericConst"][38], metadata["ir.GenericConst"][39], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv76: R.Tensor((1, 48, 2, 2), dtype="float32") = lv75[0]
            lv77: R.Tensor((1, 48, 2, 2), dtype="float32") = R.clip(lv76, T.float64(0.0), T.float64(6.0))
            lv78: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv77, p_features_7_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv79: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv78, p_features_7_conv_3_weight, p_features_7_conv_3_bias, metadata["ir.GenericConst"][40], metadata["ir.GenericConst"][41], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv80: R.Tensor((1, 16, 2, 2), dtype="float32") = lv79[0]
            lv81: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv80, p_features_8_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv82: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv81, p_features_8_conv_0_1_weight, p_features_8_conv_0_1_bias, metadata["ir.GenericConst"][42], metadata["ir.GenericConst"][43], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv83: R.Tensor((1, 96, 2, 2), dtype="float32") = lv82[0]
            lv84: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv83, T.float64(0.0), T.float64(6.0))
            lv85: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv84, p_features_8_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=96, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv86: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv85, p_features_8_conv_1_1_weight, p_features_8_conv_1_1_bias, metadata["ir.GenericConst"][44], metadata["ir.GenericConst"][45], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv87: R.Tensor((1, 96, 2, 2), dtype="float32") = lv86[0]
            lv88: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv87, T.float64(0.0), T.float64(6.0))
            lv89: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv88, p_features_8_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv90: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv89, p_features_8_conv_3_weight, p_features_8_conv_3_bias, metadata["ir.GenericConst"][46], metadata["ir.GenericConst"][47], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv91: R.Tensor((1, 16, 2, 2), dtype="float32") = lv90[0]
            lv92: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv80, lv91)
            lv93: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv92, p_features_9_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv94: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv93, p_features_9_conv_0_1_weight, p_features_9_conv_0_1_bias, metadata["ir.GenericConst"][48], metadata["ir.GenericConst"][49], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv95: R.Tensor((1, 96, 2, 2), dtype="float32") = lv94[0]
            lv96: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv95, T.float64(0.0), T.float64(6.0))
            lv97: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv96, p_features_9_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=96, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv98: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv97, p_features_9_conv_1_1_weight, p_features_9_conv_1_1_bias, metadata["ir.GenericConst"][50], metadata["ir.GenericConst"][51], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv99: R.Tensor((1, 96, 2, 2), dtype="float32") = lv98[0]
            lv100: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv99, T.float64(0.0), T.float64(6.0))
            lv101: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv100, p_features_9_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv102: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv101, p_features_9_conv_3_weight, p_features_9_conv_3_bias, metadata["ir.GenericConst"][52], metadata["ir.GenericConst"][53], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv103: R.Tensor((1, 16, 2, 2), dtype="float32") = lv102[0]
            lv104: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv92, lv103)
            lv105: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv104, p_features_10_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv106: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv105, p_features_10_conv_0_1_weight, p_features_10_conv_0_1_bias, metadata["ir.GenericConst"][54], metadata["ir.GenericConst"][55], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv107: R.Tensor((1, 96, 2, 2), dtype="float32") = lv106[0]
            lv108: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv107, T.float64(0.0), T.float64(6.0))
            lv109: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv108, p_features_10_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=96, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv110: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv109, p_features_10_conv_1_1_weight, p_features_10_conv_1_1_bias, metadata["ir.GenericConst"][56], metadata["ir.GenericConst"][57], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv111: R.Tensor((1, 96, 2, 2), dtype="float32") = lv110[0]
            lv112: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv111, T.float64(0.0), T.float64(6.0))
            lv113: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.conv2d(lv112, p_features_10_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv114: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv113, p_features_10_conv_3_weight, p_features_10_conv_3_bias, metadata["ir.GenericConst"][58], metadata["ir.GenericConst"][59], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv115: R.Tensor((1, 16, 2, 2), dtype="float32") = lv114[0]
            lv116: R.Tensor((1, 16, 2, 2), dtype="float32") = R.add(lv104, lv115)
            lv117: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv116, p_features_11_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv118: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv117, p_features_11_conv_0_1_weight, p_features_11_conv_0_1_bias, metadata["ir.GenericConst"][60], metadata["ir.GenericConst"][61], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv119: R.Tensor((1, 96, 2, 2), dtype="float32") = lv118[0]
            lv120: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv119, T.float64(0.0), T.float64(6.0))
            lv121: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv120, p_features_11_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=96, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv122: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv121, p_features_11_conv_1_1_weight, p_features_11_conv_1_1_bias, metadata["ir.GenericConst"][62], metadata["ir.GenericConst"][63], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv123: R.Tensor((1, 96, 2, 2), dtype="float32") = lv122[0]
            lv124: R.Tensor((1, 96, 2, 2), dtype="float32") = R.clip(lv123, T.float64(0.0), T.float64(6.0))
            lv125: R.Tensor((1, 24, 2, 2), dtype="float32") = R.nn.conv2d(lv124, p_features_11_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv126: R.Tuple(R.Tensor((1, 24, 2, 2), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv125, p_features_11_conv_3_weight, p_features_11_conv_3_bias, metadata["ir.GenericConst"][64], metadata["ir.GenericConst"][65], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv127: R.Tensor((1, 24, 2, 2), dtype="float32") = lv126[0]
            lv128: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv127, p_features_12_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv129: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv128, p_features_12_conv_0_1_weight, p_features_12_conv_0_1_bias, metadata["ir.GenericConst"][66], metadata["ir.GenericConst"][67], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv130: R.Tensor((1, 144, 2, 2), dtype="float32") = lv129[0]
            lv131: R.Tensor((1, 144, 2, 2), dtype="float32") = R.clip(lv130, T.float64(0.0), T.float64(6.0))
            lv132: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv131, p_features_12_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=144, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv133: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv132, p_features_12_conv_1_1_weight, p_features_12_conv_1_1_bias, metadata["ir.GenericConst"][68], metadata["ir.GenericConst"][69], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv134: R.Tensor((1, 144, 2, 2), dtype="float32") = lv133[0]
            lv135: R.Tensor((1, 144, 2, 2), dtype="float32") = R.clip(lv134, T.float64(0.0), T.float64(6.0))
            lv136: R.Tensor((1, 24, 2, 2), dtype="float32") = R.nn.conv2d(lv135, p_features_12_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv137: R.Tuple(R.Tensor((1, 24, 2, 2), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv136, p_features_12_conv_3_weight, p_features_12_conv_3_bias, metadata["ir.GenericConst"][70], metadata["ir.GenericConst"][71], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv138: R.Tensor((1, 24, 2, 2), dtype="float32") = lv137[0]
            lv139: R.Tensor((1, 24, 2, 2), dtype="float32") = R.add(lv127, lv138)
            lv140: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv139, p_features_13_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv141: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv140, p_features_13_conv_0_1_weight, p_features_13_conv_0_1_bias, metadata["ir.GenericConst"][72], metadata["ir.GenericConst"][73], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv142: R.Tensor((1, 144, 2, 2), dtype="float32") = lv141[0]
            lv143: R.Tensor((1, 144, 2, 2), dtype="float32") = R.clip(lv142, T.float64(0.0), T.float64(6.0))
            lv144: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv143, p_features_13_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=144, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv145: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv144, p_features_13_conv_1_1_weight, p_features_13_conv_1_1_bias, metadata["ir.GenericConst"][74], metadata["ir.GenericConst"][75], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv146: R.Tensor((1, 144, 2, 2), dtype="float32") = lv145[0]
            lv147: R.Tensor((1, 144, 2, 2), dtype="float32") = R.clip(lv146, T.float64(0.0), T.float64(6.0))
            lv148: R.Tensor((1, 24, 2, 2), dtype="float32") = R.nn.conv2d(lv147, p_features_13_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv149: R.Tuple(R.Tensor((1, 24, 2, 2), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv148, p_features_13_conv_3_weight, p_features_13_conv_3_bias, metadata["ir.GenericConst"][76], metadata["ir.GenericConst"][77], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv150: R.Tensor((1, 24, 2, 2), dtype="float32") = lv149[0]
            lv151: R.Tensor((1, 24, 2, 2), dtype="float32") = R.add(lv139, lv150)
            lv152: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv151, p_features_14_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv153: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv152, p_features_14_conv_0_1_weight, p_features_14_conv_0_1_bias, metadata["ir.GenericConst"][78], metadata["ir.GenericConst"][79], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv154: R.Tensor((1, 144, 2, 2), dtype="float32") = lv153[0]
            lv155: R.Tensor((1, 144, 2, 2), dtype="float32") = R.clip(lv154, T.float64(0.0), T.float64(6.0))
            lv156: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv155, p_features_14_conv_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=144, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv157: R.Tuple(R.Tensor((1, 144, 1, 1), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv156, p_features_14_conv_1_1_weight, p_features_14_conv_1_1_bias, metadata["ir.GenericConst"][80], metadata["ir.GenericConst"][81], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv158: R.Tensor((1, 144, 1, 1), dtype="float32") = lv157[0]
            lv159: R.Tensor((1, 144, 1, 1), dtype="float32") = R.clip(lv158, T.float64(0.0), T.float64(6.0))
            lv160: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.conv2d(lv159, p_features_14_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv161: R.Tuple(R.Tensor((1, 40, 1, 1), dtype="float32"), R.Tensor((40,), dtype="float32"), R.Tensor((40,), dtype="float32")) = R.nn.batch_norm(lv160, p_features_14_conv_3_weight, p_features_14_conv_3_bias, metadata["ir.GenericConst"][82], metadata["ir.GenericConst"][83], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv162: R.Tensor((1, 40, 1, 1), dtype="float32") = lv161[0]
            lv163: R.Tensor((1, 240, 1, 1), dtype="float32") = R.nn.conv2d(lv162, p_features_15_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv164: R.Tuple(R.Tensor((1, 240, 1, 1), dtype="float32"), R.Tensor((240,), dtype="float32"), R.Tensor((240,), dtype="float32")) = R.nn.batch_norm(lv163, p_features_15_conv_0_1_weight, p_features_15_conv_0_1_bias, metadata["ir.GenericConst"][84], metadata["ir.GenericConst"][85], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv165: R.Tensor((1, 240, 1, 1), dtype="float32") = lv164[0]
            lv166: R.Tensor((1, 240, 1, 1), dtype="float32") = R.clip(lv165, T.float64(0.0), T.float64(6.0))
            lv167: R.Tensor((1, 240, 1, 1), dtype="float32") = R.nn.conv2d(lv166, p_features_15_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=240, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv168: R.Tuple(R.Tensor((1, 240, 1, 1), dtype="float32"), R.Tensor((240,), dtype="float32"), R.Tensor((240,), dtype="float32")) = R.nn.batch_norm(lv167, p_features_15_conv_1_1_weight, p_features_15_conv_1_1_bias, metadata["ir.GenericConst"][86], metadata["ir.GenericConst"][87], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv169: R.Tensor((1, 240, 1, 1), dtype="float32") = lv168[0]
            lv170: R.Tensor((1, 240, 1, 1), dtype="float32") = R.clip(lv169, T.float64(0.0), T.float64(6.0))
            lv171: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.conv2d(lv170, p_features_15_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv172: R.Tuple(R.Tensor((1, 40, 1, 1), dtype="float32"), R.Tensor((40,), dtype="float32"), R.Tensor((40,), dtype="float32")) = R.nn.batch_norm(lv171, p_features_15_conv_3_weight, p_features_15_conv_3_bias, metadata["ir.GenericConst"][88], metadata["ir.GenericConst"][89], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv173: R.Tensor((1, 40, 1, 1), dtype="float32") = lv172[0]
            lv174: R.Tensor((1, 40, 1, 1), dtype="float32") = R.add(lv162, lv173)
            lv175: R.Tensor((1, 240, 1, 1), dtype="float32") = R.nn.conv2d(lv174, p_features_16_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv176: R.Tuple(R.Tensor((1, 240, 1, 1), dtype="float32"), R.Tensor((240,), dtype="float32"), R.Tensor((240,), dtype="float32")) = R.nn.batch_norm(lv175, p_features_16_conv_0_1_weight, p_features_16_conv_0_1_bias, metadata["ir.GenericConst"][90], metadata["ir.GenericConst"][91], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv177: R.Tensor((1, 240, 1, 1), dtype="float32") = lv176[0]
            lv178: R.Tensor((1, 240, 1, 1), dtype="float32") = R.clip(lv177, T.float64(0.0), T.float64(6.0))
            lv179: R.Tensor((1, 240, 1, 1), dtype="float32") = R.nn.conv2d(lv178, p_features_16_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=240, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv180: R.Tuple(R.Tensor((1, 240, 1, 1), dtype="float32"), R.Tensor((240,), dtype="float32"), R.Tensor((240,), dtype="float32")) = R.nn.batch_norm(lv179, p_features_16_conv_1_1_weight, p_features_16_conv_1_1_bias, metadata["ir.GenericConst"][92], metadata["ir.GenericConst"][93], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv181: R.Tensor((1, 240, 1, 1), dtype="float32") = lv180[0]
            lv182: R.Tensor((1, 240, 1, 1), dtype="float32") = R.clip(lv181, T.float64(0.0), T.float64(6.0))
            lv183: R.Tensor((1, 40, 1, 1), dtype="float32") = R.nn.conv2d(lv182, p_features_16_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv184: R.Tuple(R.Tensor((1, 40, 1, 1), dtype="float32"), R.Tensor((40,), dtype="float32"), R.Tensor((40,), dtype="float32")) = R.nn.batch_norm(lv183, p_features_16_conv_3_weight, p_features_16_conv_3_bias, metadata["ir.GenericConst"][94], metadata["ir.GenericConst"][95], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv185: R.Tensor((1, 40, 1, 1), dtype="float32") = lv184[0]
            lv186: R.Tensor((1, 40, 1, 1), dtype="float32") = R.add(lv174, lv185)
            lv187: R.Tensor((1, 240, 1, 1), dtype="float32") = R.nn.conv2d(lv186, p_features_17_conv_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv188: R.Tuple(R.Tensor((1, 240, 1, 1), dtype="float32"), R.Tensor((240,), dtype="float32"), R.Tensor((240,), dtype="float32")) = R.nn.batch_norm(lv187, p_features_17_conv_0_1_weight, p_features_17_conv_0_1_bias, metadata["ir.GenericConst"][96], metadata["ir.GenericConst"][97], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv189: R.Tensor((1, 240, 1, 1), dtype="float32") = lv188[0]
            lv190: R.Tensor((1, 240, 1, 1), dtype="float32") = R.clip(lv189, T.float64(0.0), T.float64(6.0))
            lv191: R.Tensor((1, 240, 1, 1), dtype="float32") = R.nn.conv2d(lv190, p_features_17_conv_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=240, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv192: R.Tuple(R.Tensor((1, 240, 1, 1), dtype="float32"), R.Tensor((240,), dtype="float32"), R.Tensor((240,), dtype="float32")) = R.nn.batch_norm(lv191, p_features_17_conv_1_1_weight, p_features_17_conv_1_1_bias, metadata["ir.GenericConst"][98], metadata["ir.GenericConst"][99], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv193: R.Tensor((1, 240, 1, 1), dtype="float32") = lv192[0]
            lv194: R.Tensor((1, 240, 1, 1), dtype="float32") = R.clip(lv193, T.float64(0.0), T.float64(6.0))
            lv195: R.Tensor((1, 80, 1, 1), dtype="float32") = R.nn.conv2d(lv194, p_features_17_conv_2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv196: R.Tuple(R.Tensor((1, 80, 1, 1), dtype="float32"), R.Tensor((80,), dtype="float32"), R.Tensor((80,), dtype="float32")) = R.nn.batch_norm(lv195, p_features_17_conv_3_weight, p_features_17_conv_3_bias, metadata["ir.GenericConst"][100], metadata["ir.GenericConst"][101], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv197: R.Tensor((1, 80, 1, 1), dtype="float32") = lv196[0]
            lv198: R.Tensor((1, 1280, 1, 1), dtype="float32") = R.nn.conv2d(lv197, p_features_18_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv199: R.Tuple(R.Tensor((1, 1280, 1, 1), dtype="float32"), R.Tensor((1280,), dtype="float32"), R.Tensor((1280,), dtype="float32")) = R.nn.batch_norm(lv198, p_features_18_1_weight, p_features_18_1_bias, metadata["ir.GenericConst"][102], metadata["ir.GenericConst"][103], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv200: R.Tensor((1, 1280, 1, 1), dtype="float32") = lv199[0]
            lv201: R.Tensor((1, 1280, 1, 1), dtype="float32") = R.clip(lv200, T.float64(0.0), T.float64(6.0))
            lv202: R.Tensor((1, 1280, 1, 1), dtype="float32") = R.mean(lv201, axis=[-1, -2], keepdims=True)
            lv203: R.Tensor((1, 1280), dtype="float32") = R.reshape(lv202, R.shape([1, 1280]))
            lv204: R.Tensor((1280, 10), dtype="float32") = R.permute_dims(p_classifier_1_weight, axes=[1, 0])
            lv205: R.Tensor((1, 10), dtype="float32") = R.matmul(lv203, lv204, out_dtype="float32")
            lv206: R.Tensor((1, 10), dtype="float32") = R.add(p_classifier_1_bias, lv205)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv206,)
            R.output(gv)
        return gv