metadata = tvm.ir.load_json("""{
  \"root_index\": 324,
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
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 118
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        119
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 120,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 121,
        \"values\": 120
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 122,
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
        \"ty\": 123,
        \"value\": 124
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 118
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        126
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 127,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 128,
        \"values\": 127
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 129,
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
        \"ty\": 130,
        \"value\": 131
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
        \"value\": 133
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        134
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 135,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 136,
        \"values\": 135
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 137,
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
        \"ty\": 138,
        \"value\": 139
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 133
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        141
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 142,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 143,
        \"values\": 142
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 144,
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
        \"ty\": 145,
        \"value\": 146
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 133
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        148
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 149,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 150,
        \"values\": 149
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 151,
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
        \"ty\": 152,
        \"value\": 153
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 133
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        155
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 156,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 157,
        \"values\": 156
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 158,
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
        \"ty\": 159,
        \"value\": 160
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
        \"value\": 162
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        163
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 164,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 165,
        \"values\": 164
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 166,
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
        \"ty\": 167,
        \"value\": 168
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 162
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        170
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 171,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 172,
        \"values\": 171
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 173,
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
        \"ty\": 174,
        \"value\": 175
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
        \"value\": 177
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        178
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 179,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 180,
        \"values\": 179
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 181,
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
        \"ty\": 182,
        \"value\": 183
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 177
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        185
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 186,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 187,
        \"values\": 186
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 188,
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
        \"ty\": 189,
        \"value\": 190
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 177
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        192
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 193,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 194,
        \"values\": 193
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 195,
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
        \"ty\": 196,
        \"value\": 197
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 177
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        199
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 200,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 201,
        \"values\": 200
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 202,
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
        \"ty\": 203,
        \"value\": 204
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
        \"value\": 206
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        207
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 208,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 209,
        \"values\": 208
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 210,
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
        \"ty\": 211,
        \"value\": 212
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 206
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        214
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 215,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 216,
        \"values\": 215
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 217,
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
        \"ty\": 218,
        \"value\": 219
      }
    },
    {
      \"type\": \"int\",
      \"data\": 192
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 221
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        222
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 223,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 224,
        \"values\": 223
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 225,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDAAAAAAAAAAAADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 226,
        \"value\": 227
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 221
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        229
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 230,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 231,
        \"values\": 230
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 232,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDAAAAAAAAAAAADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 233,
        \"value\": 234
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 221
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        236
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 237,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 238,
        \"values\": 237
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 239,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDAAAAAAAAAAAADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 240,
        \"value\": 241
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 221
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        243
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 244,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 245,
        \"values\": 244
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 246,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQDAAAAAAAAAAAADAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 247,
        \"value\": 248
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
        250
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 251,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 252,
        \"values\": 251
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 253,
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
        \"ty\": 254,
        \"value\": 255
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
        257
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 258,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 259,
        \"values\": 258
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 260,
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
        \"ty\": 261,
        \"value\": 262
      }
    },
    {
      \"type\": \"int\",
      \"data\": 288
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 264
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAQAAAAAAAIAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
        \"value\": 264
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAQAAAAAAAIAEAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
        \"value\": 264
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAQAAAAAAAIAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 264
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        286
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 287,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 288,
        \"values\": 287
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 289,
        \"dtype\": 8,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAQAAAAAAAIAEAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 290,
        \"value\": 291
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
        \"value\": 293
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBQAAAAAAAAAEABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
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
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 293
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        301
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 302,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 303,
        \"values\": 302
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 304,
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
        \"ty\": 305,
        \"value\": 306
      }
    },
    {
      \"type\": \"int\",
      \"data\": 320
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 308
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAQAAAAAAAAAFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
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
        \"value\": 308
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAQAAAAAAAAAFAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
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
        125,
        132,
        140,
        147,
        154,
        161,
        169,
        176,
        184,
        191,
        198,
        205,
        213,
        220,
        228,
        235,
        242,
        249,
        256,
        263,
        271,
        278,
        285,
        292,
        300,
        307,
        315,
        322
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        323
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
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_features_0_0_weight: R.Tensor((8, 3, 3, 3), dtype="float32"), p_features_0_1_weight: R.Tensor((8,), dtype="float32"), p_features_0_1_bias: R.Tensor((8,), dtype="float32"), p_features_1_0_block_0_0_weight: R.Tensor((8, 1, 3, 3), dtype="float32"), p_features_1_0_block_0_1_weight: R.Tensor((8,), dtype="float32"), p_features_1_0_block_0_1_bias: R.Tensor((8,), dtype="float32"), p_features_1_0_block_1_fc1_weight: R.Tensor((2, 8, 1, 1), dtype="float32"), p_features_1_0_block_1_fc1_bias: R.Tensor((2,), dtype="float32"), p_features_1_0_block_1_fc2_weight: R.Tensor((8, 2, 1, 1), dtype="float32"), p_features_1_0_block_1_fc2_bias: R.Tensor((8,), dtype="float32"), p_features_1_0_block_2_0_weight: R.Tensor((8, 8, 1, 1), dtype="float32"), p_features_1_0_block_2_1_weight: R.Tensor((8,), dtype="float32"), p_features_1_0_block_2_1_bias: R.Tensor((8,), dtype="float32"), p_features_2_0_block_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_2_0_block_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_2_0_block_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_2_0_block_1_0_weight: R.Tensor((48, 1, 3, 3), dtype="float32"), p_features_2_0_block_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_2_0_block_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_2_0_block_2_fc1_weight: R.Tensor((2, 48, 1, 1), dtype="float32"), p_features_2_0_block_2_fc1_bias: R.Tensor((2,), dtype="float32"), p_features_2_0_block_2_fc2_weight: R.Tensor((48, 2, 1, 1), dtype="float32"), p_features_2_0_block_2_fc2_bias: R.Tensor((48,), dtype="float32"), p_features_2_0_block_3_0_weight: R.Tensor((8, 48, 1, 1), dtype="float32"), p_features_2_0_block_3_1_weight: R.Tensor((8,), dtype="float32"), p_features_2_0_block_3_1_bias: R.Tensor((8,), dtype="float32"), p_features_3_0_block_0_0_weight: R.Tensor((48, 8, 1, 1), dtype="float32"), p_features_3_0_block_0_1_weight: R.Tensor((48,), dtype="float32"), p_features_3_0_block_0_1_bias: R.Tensor((48,), dtype="float32"), p_features_3_0_block_1_0_weight: R.Tensor((48, 1, 5, 5), dtype="float32"), p_features_3_0_block_1_1_weight: R.Tensor((48,), dtype="float32"), p_features_3_0_block_1_1_bias: R.Tensor((48,), dtype="float32"), p_features_3_0_block_2_fc1_weight: R.Tensor((2, 48, 1, 1), dtype="float32"), p_features_3_0_block_2_fc1_bias: R.Tensor((2,), dtype="float32"), p_features_3_0_block_2_fc2_weight: R.Tensor((48, 2, 1, 1), dtype="float32"), p_features_3_0_block_2_fc2_bias: R.Tensor((48,), dtype="float32"), p_features_3_0_block_3_0_weight: R.Tensor((16, 48, 1, 1), dtype="float32"), p_features_3_0_block_3_1_weight: R.Tensor((16,), dtype="float32"), p_features_3_0_block_3_1_bias: R.Tensor((16,), dtype="float32"), p_features_4_0_block_0_0_weight: R.Tensor((96, 16, 1, 1), dtype="float32"), p_features_4_0_block_0_1_weight: R.Tensor((96,), dtype="float32"), p_features_4_0_block_0_1_bias: R.Tensor((96,), dtype="float32"), p_features_4_0_block_1_0_weight: R.Tensor((96, 1, 3, 3), dtype="float32"), p_features_4_0_block_1_1_weight: R.Tensor((96,), dtype="float32"), p_features_4_0_block_1_1_bias: R.Tensor((96,), dtype="float32"), p_features_4_0_block_2_fc1_weight: R.Tensor((4, 96, 1, 1), dtype="float32"), p_features_4_0_block_2_fc1_bias: R.Tensor((4,), dtype="float32"), p_features_4_0_block_2_fc2_weight: R.Tensor((96, 4, 1, 1), dtype="float32"), p_features_4_0_block_2_fc2_bias: R.Tensor((96,), dtype="float32"), p_features_4_0_block_3_0_weight: R.Tensor((24, 96, 1, 1), dtype="float32"), p_features_4_0_block_3_1_weight: R.Tensor((24,), dtype="float32"), p_features_4_0_block_3_1_bias: R.Tensor((24,), dtype="float32"), p_features_5_0_block_0_0_weight: R.Tensor((144, 24, 1, 1), dtype="float32"), p_features_5_0_block_0_1_weight: R.Tensor((144,), dtype="float32"), p_features_5_0_block_0_1_bias: R.Tensor((144,), dtype="float32"), p_features_5_0_block_1_0_weight: R.Tensor((144, 1, 5, 5), dtype="float32"), p_features_5_0_block_1_1_weight: R.Tensor((144,), dtype="float32"), p_features_5_0_block_1_1_bias: R.Tensor((144,), dtype="float32"), p_features_5_0_block_2_fc1_weight: R.Tensor((6, 144, 1, 1), dtype="float32"), p_features_5_0_block_2_fc1_bias: R.Tensor((6,), dtype="float32"), p_features_5_0_block_2_fc2_weight: R.Tensor((144, 6, 1, 1), dtype="float32"), p_features_5_0_block_2_fc2_bias: R.Tensor((144,), dtype="float32"), p_features_5_0_block_3_0_weight: R.Tensor((32, 144, 1, 1), dtype="float32"), p_features_5_0_block_3_1_weight: R.Tensor((32,), dtype="float32"), p_features_5_0_block_3_1_bias: R.Tensor((32,), dtype="float32"), p_features_6_0_block_0_0_weight: R.Tensor((192, 32, 1, 1), dtype="float32"), p_features_6_0_block_0_1_weight: R.Tensor((192,), dtype="float32"), p_features_6_0_block_0_1_bias: R.Tensor((192,), dtype="float32"), p_features_6_0_block_1_0_weight: R.Tensor((192, 1, 5, 5), dtype="float32"), p_features_6_0_block_1_1_weight: R.Tensor((192,), dtype="float32"), p_features_6_0_block_1_1_bias: R.Tensor((192,), dtype="float32"), p_features_6_0_block_2_fc1_weight: R.Tensor((8, 192, 1, 1), dtype="float32"), p_features_6_0_block_2_fc1_bias: R.Tensor((8,), dtype="float32"), p_features_6_0_block_2_fc2_weight: R.Tensor((192, 8, 1, 1), dtype="float32"), p_features_6_0_block_2_fc2_bias: R.Tensor((192,), dtype="float32"), p_features_6_0_block_3_0_weight: R.Tensor((48, 192, 1, 1), dtype="float32"), p_features_6_0_block_3_1_weight: R.Tensor((48,), dtype="float32"), p_features_6_0_block_3_1_bias: R.Tensor((48,), dtype="float32"), p_features_7_0_block_0_0_weight: R.Tensor((288, 48, 1, 1), dtype="float32"), p_features_7_0_block_0_1_weight: R.Tensor((288,), dtype="float32"), p_features_7_0_block_0_1_bias: R.Tensor((288,), dtype="float32"), p_features_7_0_block_1_0_weight: R.Tensor((288, 1, 3, 3), dtype="float32"), p_features_7_0_block_1_1_weight: R.Tensor((288,), dtype="float32"), p_features_7_0_block_1_1_bias: R.Tensor((288,), dtype="float32"), p_features_7_0_block_2_fc1_weight: R.Tensor((12, 288, 1, 1), dtype="float32"), p_features_7_0_block_2_fc1_bias: R.Tensor((12,), dtype="float32"), p_features_7_0_block_2_fc2_weight: R.Tensor((288, 12, 1, 1), dtype="float32"), p_features_7_0_block_2_fc2_bias: R.Tensor((288,), dtype="float32"), p_features_7_0_block_3_0_weight: R.Tensor((80, 288, 1, 1), dtype="float32"), p_features_7_0_block_3_1_weight: R.Tensor((80,), dtype="float32"), p_features_7_0_block_3_1_bias: R.Tensor((80,), dtype="float32"), p_features_8_0_weight: R.Tensor((320, 80, 1, 1), dtype="float32"), p_features_8_1_weight: R.Tensor((320,), dtype="float32"), p_features_8_1_bias: R.Tensor((320,), dtype="float32"), p_classifier_1_weight: R.Tensor((10, 320), dtype="float32"), p_classifier_1_bias: R.Tensor((10,), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(x, p_features_0_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv, p_features_0_1_weight, p_features_0_1_bias, metadata["ir.GenericConst"][0], metadata["ir.GenericConst"][1], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = lv1[0]
            lv3: R.Tensor((1, 8, 16, 16), dtype="float32") = R.sigmoid(lv2)
            lv4: R.Tensor((1, 8, 16, 16), dtype="float32") = R.multiply(lv2, lv3)
            lv5: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(lv4, p_features_1_0_block_0_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=8, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv6: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv5, p_features_1_0_block_0_1_weight, p_features_1_0_block_0_1_bias, metadata["ir.GenericConst"][2], metadata["ir.GenericConst"][3], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv7: R.Tensor((1, 8, 16, 16), dtype="float32") = lv6[0]
            lv8: R.Tensor((1, 8, 16, 16), dtype="float32") = R.sigmoid(lv7)
            lv9: R.Tensor((1, 8, 16, 16), dtype="float32") = R.multiply(lv7, lv8)
            lv10: R.Tensor((1, 8, 1, 1), dtype="float32") = R.mean(lv9, axis=[-1, -2], keepdims=True)
            lv11: R.Tensor((1, 2, 1, 1), dtype="float32") = R.nn.conv2d(lv10, p_features_1_0_block_1_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv12: R.Tensor((1, 2, 1, 1), dtype="float32") = R.reshape(p_features_1_0_block_1_fc1_bias, R.shape([1, 2, 1, 1]))
            lv13: R.Tensor((1, 2, 1, 1), dtype="float32") = R.add(lv11, lv12)
            lv14: R.Tensor((1, 2, 1, 1), dtype="float32") = R.sigmoid(lv13)
            lv15: R.Tensor((1, 2, 1, 1), dtype="float32") = R.multiply(lv13, lv14)
            lv16: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.conv2d(lv15, p_features_1_0_block_1_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv17: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_features_1_0_block_1_fc2_bias, R.shape([1, 8, 1, 1]))
            lv18: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv16, lv17)
            lv19: R.Tensor((1, 8, 1, 1), dtype="float32") = R.sigmoid(lv18)
            lv20: R.Tensor((1, 8, 16, 16), dtype="float32") = R.multiply(lv19, lv9)
            lv21: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(lv20, p_features_1_0_block_2_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv22: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv21, p_features_1_0_block_2_1_weight, p_features_1_0_block_2_1_bias, metadata["ir.GenericConst"][4], metadata["ir.GenericConst"][5], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv23: R.Tensor((1, 8, 16, 16), dtype="float32") = lv22[0]
            lv24: R.Tensor((1, 8, 16, 16), dtype="float32") = R.add(lv23, lv4)
            lv25: R.Tensor((1, 48, 16, 16), dtype="float32") = R.nn.conv2d(lv24, p_features_2_0_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv26: R.Tuple(R.Tensor((1, 48, 16, 16), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv25, p_features_2_0_block_0_1_weight, p_features_2_0_block_0_1_bias, metadata["ir.GenericConst"][6], metadata["ir.GenericConst"][7], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv27: R.Tensor((1, 48, 16, 16), dtype="float32") = lv26[0]
            lv28: R.Tensor((1, 48, 16, 16), dtype="float32") = R.sigmoid(lv27)
            lv29: R.Tensor((1, 48, 16, 16), dtype="float32") = R.multiply(lv27, lv28)
            lv30: R.Tensor((1, 48, 8, 8), dtype="float32") = R.nn.conv2d(lv29, p_features_2_0_block_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv31: R.Tuple(R.Tensor((1, 48, 8, 8), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv30, p_features_2_0_block_1_1_weight, p_features_2_0_block_1_1_bias, metadata["ir.GenericConst"][8], metadata["ir.GenericConst"][9], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv32: R.Tensor((1, 48, 8, 8), dtype="float32") = lv31[0]
            lv33: R.Tensor((1, 48, 8, 8), dtype="float32") = R.sigmoid(lv32)
            lv34: R.Tensor((1, 48, 8, 8), dtype="float32") = R.multiply(lv32, lv33)
            lv35: R.Tensor((1, 48, 1, 1), dtype="float32") = R.mean(lv34, axis=[-1, -2], keepdims=True)
            lv36: R.Tensor((1, 2, 1, 1), dtype="float32") = R.nn.conv2d(lv35, p_features_2_0_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv37: R.Tensor((1, 2, 1, 1), dtype="float32") = R.reshape(p_features_2_0_block_2_fc1_bias, R.shape([1, 2, 1, 1]))
            lv38: R.Tensor((1, 2, 1, 1), dtype="float32") = R.add(lv36, lv37)
            lv39: R.Tensor((1, 2, 1, 1), dtype="float32") = R.sigmoid(lv38)
            lv40: R.Tensor((1, 2, 1, 1), dtype="float32") = R.multiply(lv38, lv39)
            lv41: R.Tensor((1, 48, 1, 1), dtype="float32") = R.nn.conv2d(lv40, p_features_2_0_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv42: R.Tensor((1, 48, 1, 1), dtype="float32") = R.reshape(p_features_2_0_block_2_fc2_bias, R.shape([1, 48, 1, 1]))
            lv43: R.Tensor((1, 48, 1, 1), dtype="float32") = R.add(lv41, lv42)
            lv44: R.Tensor((1, 48, 1, 1), dtype="float32") = R.sigmoid(lv43)
            lv45: R.Tensor((1, 48, 8, 8), dtype="float32") = R.multiply(lv44, lv34)
            lv46: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv45, p_features_2_0_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv47: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv46, p_features_2_0_block_3_1_weight, p_features_2_0_block_3_1_bias, metadata["ir.GenericConst"][10], metadata["ir.GenericConst"][11], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv48: R.Tensor((1, 8, 8, 8), dtype="float32") = lv47[0]
            lv49: R.Tensor((1, 48, 8, 8), dtype="float32") = R.nn.conv2d(lv48, p_features_3_0_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv50: R.Tuple(R.Tensor((1, 48, 8, 8), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv49, p_features_3_0_block_0_1_weight, p_features_3_0_block_0_1_bias, metadata["ir.GenericConst"][12], metadata["ir.GenericConst"][13], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv51: R.Tensor((1, 48, 8, 8), dtype="float32") = lv50[0]
            lv52: R.Tensor((1, 48, 8, 8), dtype="float32") = R.sigmoid(lv51)
            lv53: R.Tensor((1, 48, 8, 8), dtype="float32") = R.multiply(lv51, lv52)
            lv54: R.Tensor((1, 48, 4, 4), dtype="float32") = R.nn.conv2d(lv53, p_features_3_0_block_1_0_weight, strides=[2, 2], padding=[2, 2, 2, 2], dilation=[1, 1], groups=48, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv55: R.Tuple(R.Tensor((1, 48, 4, 4), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv54, p_features_3_0_block_1_1_weight, p_features_3_0_block_1_1_bias, metadata["ir.GenericConst"][14], metadata["ir.GenericConst"][15], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv56: R.Tensor((1, 48, 4, 4), dtype="float32") = lv55[0]
            lv57: R.Tensor((1, 48, 4, 4), dtype="float32") = R.sigmoid(lv56)
            lv58: R.Tensor((1, 48, 4, 4), dtype="float32") = R.multiply(lv56, lv57)
            lv59: R.Tensor((1, 48, 1, 1), dtype="float32") = R.mean(lv58, axis=[-1, -2], keepdims=True)
            lv60: R.Tensor((1, 2, 1, 1), dtype="float32") = R.nn.conv2d(lv59, p_features_3_0_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv61: R.Tensor((1, 2, 1, 1), dtype="float32") = R.reshape(p_features_3_0_block_2_fc1_bias, R.shape([1, 2, 1, 1]))
            lv62: R.Tensor((1, 2, 1, 1), dtype="float32") = R.add(lv60, lv61)
            lv63: R.Tensor((1, 2, 1, 1), dtype="float32") = R.sigmoid(lv62)
            lv64: R.Tensor((1, 2, 1, 1), dtype="float32") = R.multiply(lv62, lv63)
            lv65: R.Tensor((1, 48, 1, 1), dtype="float32") = R.nn.conv2d(lv64, p_features_3_0_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv66: R.Tensor((1, 48, 1, 1), dtype="float32") = R.reshape(p_features_3_0_block_2_fc2_bias, R.shape([1, 48, 1, 1]))
            lv67: R.Tensor((1, 48, 1, 1), dtype="float32") = R.add(lv65, lv66)
            lv68: R.Tensor((1, 48, 1, 1), dtype="float32") = R.sigmoid(lv67)
            lv69: R.Tensor((1, 48, 4, 4), dtype="float32") = R.multiply(lv68, lv58)
            lv70: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv69, p_features_3_0_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv71: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv70, p_features_3_0_block_3_1_weight, p_features_3_0_block_3_1_bias, metadata["ir.GenericConst"][16], metadata["ir.GenericConst"][17], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv72: R.Tensor((1, 16, 4, 4), dtype="float32") = lv71[0]
            lv73: R.Tensor((1, 96, 4, 4), dtype="float32") = R.nn.conv2d(lv72, p_features_4_0_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv74: R.Tuple(R.Tensor((1, 96, 4, 4), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv73, p_features_4_0_block_0_1_weight, p_features_4_0_block_0_1_bias, metadata["ir.GenericConst"][18], metadata["ir.GenericConst"][19], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv75: R.Tensor((1, 96, 4, 4), dtype="float32") = lv74[0]
            lv76: R.Tensor((1, 96, 4, 4), dtype="float32") = R.sigmoid(lv75)
            lv77: R.Tensor((1, 96, 4, 4), dtype="float32") = R.multiply(lv75, lv76)
            lv78: R.Tensor((1, 96, 2, 2), dtype="float32") = R.nn.conv2d(lv77, p_features_4_0_block_1_0_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=96, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv79: R.Tuple(R.Tensor((1, 96, 2, 2), dtype="float32"), R.Tensor((96,), dtype="float32"), R.Tensor((96,), dtype="float32")) = R.nn.batch_norm(lv78, p_features_4_0_block_1_1_weight, p_features_4_0_block_1_1_bias, metadata["ir.GenericConst"][20], metadata["ir.GenericConst"][21], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv80: R.Tensor((1, 96, 2, 2), dtype="float32") = lv79[0]
            lv81: R.Tensor((1, 96, 2, 2), dtype="float32") = R.sigmoid(lv80)
            lv82: R.Tensor((1, 96, 2, 2), dtype="float32") = R.multiply(lv80, lv81)
            lv83: R.Tensor((1, 96, 1, 1), dtype="float32") = R.mean(lv82, axis=[-1, -2], keepdims=True)
            lv84: R.Tensor((1, 4, 1, 1), dtype="float32") = R.nn.conv2d(lv83, p_features_4_0_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv85: R.Tensor((1, 4, 1, 1), dtype="float32") = R.reshape(p_features_4_0_block_2_fc1_bias, R.shape([1, 4, 1, 1]))
            lv86: R.Tensor((1, 4, 1, 1), dtype="float32") = R.add(lv84, lv85)
            lv87: R.Tensor((1, 4, 1, 1), dtype="float32") = R.sigmoid(lv86)
            lv88: R.Tensor((1, 4, 1, 1), dtype="float32") = R.multiply(lv86, lv87)
            lv89: R.Tensor((1, 96, 1, 1), dtype="float32") = R.nn.conv2d(lv88, p_features_4_0_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv90: R.Tensor((1, 96, 1, 1), dtype="float32") = R.reshape(p_features_4_0_block_2_fc2_bias, R.shape([1, 96, 1, 1]))
            lv91: R.Tensor((1, 96, 1, 1), dtype="float32") = R.add(lv89, lv90)
            lv92: R.Tensor((1, 96, 1, 1), dtype="float32") = R.sigmoid(lv91)
            lv93: R.Tensor((1, 96, 2, 2), dtype="float32") = R.multiply(lv92, lv82)
            lv94: R.Tensor((1, 24, 2, 2), dtype="float32") = R.nn.conv2d(lv93, p_features_4_0_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv95: R.Tuple(R.Tensor((1, 24, 2, 2), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv94, p_features_4_0_block_3_1_weight, p_features_4_0_block_3_1_bias, metadata["ir.GenericConst"][22], metadata["ir.GenericConst"][23], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv96: R.Tensor((1, 24, 2, 2), dtype="float32") = lv95[0]
            lv97: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv96, p_features_5_0_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv98: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv97, p_features_5_0_block_0_1_weight, p_features_5_0_block_0_1_bias, metadata["ir.GenericConst"][24], metadata["ir.GenericConst"][25], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv99: R.Tensor((1, 144, 2, 2), dtype="float32") = lv98[0]
            lv100: R.Tensor((1, 144, 2, 2), dtype="float32") = R.sigmoid(lv99)
            lv101: R.Tensor((1, 144, 2, 2), dtype="float32") = R.multiply(lv99, lv100)
            lv102: R.Tensor((1, 144, 2, 2), dtype="float32") = R.nn.conv2d(lv101, p_features_5_0_block_1_0_weight, strides=[1, 1], padding=[2, 2, 2, 2], dilation=[1, 1], groups=144, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv103: R.Tuple(R.Tensor((1, 144, 2, 2), dtype="float32"), R.Tensor((144,), dtype="float32"), R.Tensor((144,), dtype="float32")) = R.nn.batch_norm(lv102, p_features_5_0_block_1_1_weight, p_features_5_0_block_1_1_bias, metadata["ir.GenericConst"][26], metadata["ir.GenericConst"][27], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv104: R.Tensor((1, 144, 2, 2), dtype="float32") = lv103[0]
            lv105: R.Tensor((1, 144, 2, 2), dtype="float32") = R.sigmoid(lv104)
            lv106: R.Tensor((1, 144, 2, 2), dtype="float32") = R.multiply(lv104, lv105)
            lv107: R.Tensor((1, 144, 1, 1), dtype="float32") = R.mean(lv106, axis=[-1, -2], keepdims=True)
            lv108: R.Tensor((1, 6, 1, 1), dtype="float32") = R.nn.conv2d(lv107, p_features_5_0_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv109: R.Tensor((1, 6, 1, 1), dtype="float32") = R.reshape(p_features_5_0_block_2_fc1_bias, R.shape([1, 6, 1, 1]))
            lv110: R.Tensor((1, 6, 1, 1), dtype="float32") = R.add(lv108, lv109)
            lv111: R.Tensor((1, 6, 1, 1), dtype="float32") = R.sigmoid(lv110)
            lv112: R.Tensor((1, 6, 1, 1), dtype="float32") = R.multiply(lv110, lv111)
            lv113: R.Tensor((1, 144, 1, 1), dtype="float32") = R.nn.conv2d(lv112, p_features_5_0_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv114: R.Tensor((1, 144, 1, 1), dtype="float32") = R.reshape(p_features_5_0_block_2_fc2_bias, R.shape([1, 144, 1, 1]))
            lv115: R.Tensor((1, 144, 1, 1), dtype="float32") = R.add(lv113, lv114)
            lv116: R.Tensor((1, 144, 1, 1), dtype="float32") = R.sigmoid(lv115)
            lv117: R.Tensor((1, 144, 2, 2), dtype="float32") = R.multiply(lv116, lv106)
            lv118: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv117, p_features_5_0_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv119: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv118, p_features_5_0_block_3_1_weight, p_features_5_0_block_3_1_bias, metadata["ir.GenericConst"][28], metadata["ir.GenericConst"][29], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv120: R.Tensor((1, 32, 2, 2), dtype="float32") = lv119[0]
            lv121: R.Tensor((1, 192, 2, 2), dtype="float32") = R.nn.conv2d(lv120, p_features_6_0_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv122: R.Tuple(R.Tensor((1, 192, 2, 2), dtype="float32"), R.Tensor((192,), dtype="float32"), R.Tensor((192,), dtype="float32")) = R.nn.batch_norm(lv121, p_features_6_0_block_0_1_weight, p_features_6_0_block_0_1_bias, metadata["ir.GenericConst"][30], metadata["ir.GenericConst"][31], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv123: R.Tensor((1, 192, 2, 2), dtype="float32") = lv122[0]
            lv124: R.Tensor((1, 192, 2, 2), dtype="float32") = R.sigmoid(lv123)
            lv125: R.Tensor((1, 192, 2, 2), dtype="float32") = R.multiply(lv123, lv124)
            lv126: R.Tensor((1, 192, 1, 1), dtype="float32") = R.nn.conv2d(lv125, p_features_6_0_block_1_0_weight, strides=[2, 2], padding=[2, 2, 2, 2], dilation=[1, 1], groups=192, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv127: R.Tuple(R.Tensor((1, 192, 1, 1), dtype="float32"), R.Tensor((192,), dtype="float32"), R.Tensor((192,), dtype="float32")) = R.nn.batch_norm(lv126, p_features_6_0_block_1_1_weight, p_features_6_0_block_1_1_bias, metadata["ir.GenericConst"][32], metadata["ir.GenericConst"][33], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv128: R.Tensor((1, 192, 1, 1), dtype="float32") = lv127[0]
            lv129: R.Tensor((1, 192, 1, 1), dtype="float32") = R.sigmoid(lv128)
            lv130: R.Tensor((1, 192, 1, 1), dtype="float32") = R.multiply(lv128, lv129)
            lv131: R.Tensor((1, 192, 1, 1), dtype="float32") = R.mean(lv130, axis=[-1, -2], keepdims=True)
            lv132: R.Tensor((1, 8, 1, 1), dtype="float32") = R.nn.conv2d(lv131, p_features_6_0_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv133: R.Tensor((1, 8, 1, 1), dtype="float32") = R.reshape(p_features_6_0_block_2_fc1_bias, R.shape([1, 8, 1, 1]))
            lv134: R.Tensor((1, 8, 1, 1), dtype="float32") = R.add(lv132, lv133)
            lv135: R.Tensor((1, 8, 1, 1), dtype="float32") = R.sigmoid(lv134)
            lv136: R.Tensor((1, 8, 1, 1), dtype="float32") = R.multiply(lv134, lv135)
            lv137: R.Tensor((1, 192, 1, 1), dtype="float32") = R.nn.conv2d(lv136, p_features_6_0_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv138: R.Tensor((1, 192, 1, 1), dtype="float32") = R.reshape(p_features_6_0_block_2_fc2_bias, R.shape([1, 192, 1, 1]))
            lv139: R.Tensor((1, 192, 1, 1), dtype="float32") = R.add(lv137, lv138)
            lv140: R.Tensor((1, 192, 1, 1), dtype="float32") = R.sigmoid(lv139)
            lv141: R.Tensor((1, 192, 1, 1), dtype="float32") = R.multiply(lv140, lv130)
            lv142: R.Tensor((1, 48, 1, 1), dtype="float32") = R.nn.conv2d(lv141, p_features_6_0_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv143: R.Tuple(R.Tensor((1, 48, 1, 1), dtype="float32"), R.Tensor((48,), dtype="float32"), R.Tensor((48,), dtype="float32")) = R.nn.batch_norm(lv142, p_features_6_0_block_3_1_weight, p_features_6_0_block_3_1_bias, metadata["ir.GenericConst"][34], metadata["ir.GenericConst"][35], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv144: R.Tensor((1, 48, 1, 1), dtype="float32") = lv143[0]
            lv145: R.Tensor((1, 288, 1, 1), dtype="float32") = R.nn.conv2d(lv144, p_features_7_0_block_0_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv146: R.Tuple(R.Tensor((1, 288, 1, 1), dtype="float32"), R.Tensor((288,), dtype="float32"), R.Tensor((288,), dtype="float32")) = R.nn.batch_norm(lv145, p_features_7_0_block_0_1_weight, p_features_7_0_block_0_1_bias, metadata["ir.GenericConst"][36], metadata["ir.GenericConst"][37], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv147: R.Tensor((1, 288, 1, 1), dtype="float32") = lv146[0]
            lv148: R.Tensor((1, 288, 1, 1), dtype="float32") = R.sigmoid(lv147)
            lv149: R.Tensor((1, 288, 1, 1), dtype="float32") = R.multiply(lv147, lv148)
            lv150: R.Tensor((1, 288, 1, 1), dtype="float32") = R.nn.conv2d(lv149, p_features_7_0_block_1_0_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=288, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv151: R.Tuple(R.Tensor((1, 288, 1, 1), dtype="float32"), R.Tensor((288,), dtype="float32"), R.Tensor((288,), dtype="float32")) = R.nn.batch_norm(lv150, p_features_7_0_block_1_1_weight, p_features_7_0_block_1_1_bias, metadata["ir.GenericConst"][38], metadata["ir.GenericConst"][39], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv152: R.Tensor((1, 288, 1, 1), dtype="float32") = lv151[0]
            lv153: R.Tensor((1, 288, 1, 1), dtype="float32") = R.sigmoid(lv152)
            lv154: R.Tensor((1, 288, 1, 1), dtype="float32") = R.multiply(lv152, lv153)
            lv155: R.Tensor((1, 288, 1, 1), dtype="float32") = R.mean(lv154, axis=[-1, -2], keepdims=True)
            lv156: R.Tensor((1, 12, 1, 1), dtype="float32") = R.nn.conv2d(lv155, p_features_7_0_block_2_fc1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv157: R.Tensor((1, 12, 1, 1), dtype="float32") = R.reshape(p_features_7_0_block_2_fc1_bias, R.shape([1, 12, 1, 1]))
            lv158: R.Tensor((1, 12, 1, 1), dtype="float32") = R.add(lv156, lv157)
            lv159: R.Tensor((1, 12, 1, 1), dtype="float32") = R.sigmoid(lv158)
            lv160: R.Tensor((1, 12, 1, 1), dtype="float32") = R.multiply(lv158, lv159)
            lv161: R.Tensor((1, 288, 1, 1), dtype="float32") = R.nn.conv2d(lv160, p_features_7_0_block_2_fc2_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv162: R.Tensor((1, 288, 1, 1), dtype="float32") = R.reshape(p_features_7_0_block_2_fc2_bias, R.shape([1, 288, 1, 1]))
            lv163: R.Tensor((1, 288, 1, 1), dtype="float32") = R.add(lv161, lv162)
            lv164: R.Tensor((1, 288, 1, 1), dtype="float32") = R.sigmoid(lv163)
            lv165: R.Tensor((1, 288, 1, 1), dtype="float32") = R.multiply(lv164, lv154)
            lv166: R.Tensor((1, 80, 1, 1), dtype="float32") = R.nn.conv2d(lv165, p_features_7_0_block_3_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv167: R.Tuple(R.Tensor((1, 80, 1, 1), dtype="float32"), R.Tensor((80,), dtype="float32"), R.Tensor((80,), dtype="float32")) = R.nn.batch_norm(lv166, p_features_7_0_block_3_1_weight, p_features_7_0_block_3_1_bias, metadata["ir.GenericConst"][40], metadata["ir.GenericConst"][41], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv168: R.Tensor((1, 80, 1, 1), dtype="float32") = lv167[0]
            lv169: R.Tensor((1, 320, 1, 1), dtype="float32") = R.nn.conv2d(lv168, p_features_8_0_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv170: R.Tuple(R.Tensor((1, 320, 1, 1), dtype="float32"), R.Tensor((320,), dtype="float32"), R.Tensor((320,), dtype="float32")) = R.nn.batch_norm(lv169, p_features_8_1_weight, p_features_8_1_bias, metadata["ir.GenericConst"][42], metadata["ir.GenericConst"][43], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv171: R.Tensor((1, 320, 1, 1), dtype="float32") = lv170[0]
            lv172: R.Tensor((1, 320, 1, 1), dtype="float32") = R.sigmoid(lv171)
            lv173: R.Tensor((1, 320, 1, 1), dtype="float32") = R.multiply(lv171, lv172)
            lv174: R.Tensor((1, 320, 1, 1), dtype="float32") = R.mean(lv173, axis=[-1, -2], keepdims=True)
            lv175: R.Tensor((1, 320), dtype="float32") = R.reshape(lv174, R.shape([1, 320]))
            lv176: R.Tensor((320, 10), dtype="float32") = R.permute_dims(p_classifier_1_weight, axes=[1, 0])
            lv177: R.Tensor((1, 10), dtype="float32") = R.matmul(lv175, lv176, out_dtype="float32")
            lv178: R.Tensor((1, 10), dtype="float32") = R.add(p_classifier_1_bias, lv177)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv178,)
            R.output(gv)
        return gv