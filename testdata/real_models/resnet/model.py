metadata = tvm.ir.load_json("""{
  \"root_index\": 177,
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
      \"data\": 16
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
        \"value\": 47
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
        \"value\": 47
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
      \"type\": \"int\",
      \"data\": 32
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 90
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        91
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 92,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 93,
        \"values\": 92
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 94,
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
        \"ty\": 95,
        \"value\": 96
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 90
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        98
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 99,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 100,
        \"values\": 99
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 101,
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
        \"ty\": 102,
        \"value\": 103
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 90
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        105
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 106,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 107,
        \"values\": 106
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 108,
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
        \"ty\": 109,
        \"value\": 110
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 90
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        112
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 113,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 114,
        \"values\": 113
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 115,
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
        \"ty\": 116,
        \"value\": 117
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 90
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\"
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
        \"value\": 90
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8=\"
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
      \"data\": 64
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQBAAAAAAAAAAAABAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
        162
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 163,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 164,
        \"values\": 163
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 165,
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
        \"ty\": 166,
        \"value\": 167
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
        169
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 170,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 171,
        \"values\": 170
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 172,
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
        \"ty\": 173,
        \"value\": 174
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
        97,
        104,
        111,
        118,
        125,
        132,
        140,
        147,
        154,
        161,
        168,
        175
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        176
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
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_conv1_weight: R.Tensor((8, 3, 7, 7), dtype="float32"), p_bn1_weight: R.Tensor((8,), dtype="float32"), p_bn1_bias: R.Tensor((8,), dtype="float32"), p_layer1_0_conv1_weight: R.Tensor((8, 8, 3, 3), dtype="float32"), p_layer1_0_bn1_weight: R.Tensor((8,), dtype="float32"), p_layer1_0_bn1_bias: R.Tensor((8,), dtype="float32"), p_layer1_0_conv2_weight: R.Tensor((8, 8, 3, 3), dtype="float32"), p_layer1_0_bn2_weight: R.Tensor((8,), dtype="float32"), p_layer1_0_bn2_bias: R.Tensor((8,), dtype="float32"), p_layer2_0_conv1_weight: R.Tensor((16, 8, 3, 3), dtype="float32"), p_layer2_0_bn1_weight: R.Tensor((16,), dtype="float32"), p_layer2_0_bn1_bias: R.Tensor((16,), dtype="float32"), p_layer2_0_conv2_weight: R.Tensor((16, 16, 3, 3), dtype="float32"), p_layer2_0_bn2_weight: R.Tensor((16,), dtype="float32"), p_layer2_0_bn2_bias: R.Tensor((16,), dtype="float32"), p_layer2_0_downsample_0_weight: R.Tensor((16, 8, 1, 1), dtype="float32"), p_layer2_0_downsample_1_weight: R.Tensor((16,), dtype="float32"), p_layer2_0_downsample_1_bias: R.Tensor((16,), dtype="float32"), p_layer3_0_conv1_weight: R.Tensor((32, 16, 3, 3), dtype="float32"), p_layer3_0_bn1_weight: R.Tensor((32,), dtype="float32"), p_layer3_0_bn1_bias: R.Tensor((32,), dtype="float32"), p_layer3_0_conv2_weight: R.Tensor((32, 32, 3, 3), dtype="float32"), p_layer3_0_bn2_weight: R.Tensor((32,), dtype="float32"), p_layer3_0_bn2_bias: R.Tensor((32,), dtype="float32"), p_layer3_0_downsample_0_weight: R.Tensor((32, 16, 1, 1), dtype="float32"), p_layer3_0_downsample_1_weight: R.Tensor((32,), dtype="float32"), p_layer3_0_downsample_1_bias: R.Tensor((32,), dtype="float32"), p_layer4_0_conv1_weight: R.Tensor((64, 32, 3, 3), dtype="float32"), p_layer4_0_bn1_weight: R.Tensor((64,), dtype="float32"), p_layer4_0_bn1_bias: R.Tensor((64,), dtype="float32"), p_layer4_0_conv2_weight: R.Tensor((64, 64, 3, 3), dtype="float32"), p_layer4_0_bn2_weight: R.Tensor((64,), dtype="float32"), p_layer4_0_bn2_bias: R.Tensor((64,), dtype="float32"), p_layer4_0_downsample_0_weight: R.Tensor((64, 32, 1, 1), dtype="float32"), p_layer4_0_downsample_1_weight: R.Tensor((64,), dtype="float32"), p_layer4_0_downsample_1_bias: R.Tensor((64,), dtype="float32"), p_fc_weight: R.Tensor((10, 64), dtype="float32"), p_fc_bias: R.Tensor((10,), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(x, p_conv1_weight, strides=[2, 2], padding=[3, 3, 3, 3], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv, p_bn1_weight, p_bn1_bias, metadata["ir.GenericConst"][0], metadata["ir.GenericConst"][1], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = lv1[0]
            lv3: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.relu(lv2)
            lv4: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.max_pool2d(lv3, pool_size=[3, 3], strides=[2, 2], dilation=[1, 1], padding=[1, 1, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            lv5: R.Tensor((1, 8, 8, 8), dtype="float32") = R.zeros_like(lv4, dtype=None)
            lv6: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((1, 8, 8, 8), dtype="float32")) = lv4, lv5
            lv7: R.Tensor((1, 8, 8, 8), dtype="float32") = lv6[0]
            lv8: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv7, p_layer1_0_conv1_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv9: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv8, p_layer1_0_bn1_weight, p_layer1_0_bn1_bias, metadata["ir.GenericConst"][2], metadata["ir.GenericConst"][3], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv10: R.Tensor((1, 8, 8, 8), dtype="float32") = lv9[0]
            lv11: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv10)
            lv12: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv11, p_layer1_0_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv13: R.Tuple(R.Tensor((1, 8, 8, 8), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv12, p_layer1_0_bn2_weight, p_layer1_0_bn2_bias, metadata["ir.GenericConst"][4], metadata["ir.GenericConst"][5], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv14: R.Tensor((1, 8, 8, 8), dtype="float32") = lv13[0]
            lv15: R.Tensor((1, 8, 8, 8), dtype="float32") = R.add(lv14, lv7)
            lv16: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.relu(lv15)
            lv17: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv16, p_layer2_0_conv1_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv18: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv17, p_layer2_0_bn1_weight, p_layer2_0_bn1_bias, metadata["ir.GenericConst"][6], metadata["ir.GenericConst"][7], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv19: R.Tensor((1, 16, 4, 4), dtype="float32") = lv18[0]
            lv20: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.relu(lv19)
            lv21: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv20, p_layer2_0_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv22: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv21, p_layer2_0_bn2_weight, p_layer2_0_bn2_bias, metadata["ir.GenericConst"][8], metadata["ir.GenericConst"][9], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv23: R.Tensor((1, 16, 4, 4), dtype="float32") = lv22[0]
            lv24: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv16, p_layer2_0_downsample_0_weight, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv25: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv24, p_layer2_0_downsample_1_weight, p_layer2_0_downsample_1_bias, metadata["ir.GenericConst"][10], metadata["ir.GenericConst"][11], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv26: R.Tensor((1, 16, 4, 4), dtype="float32") = lv25[0]
            lv27: R.Tensor((1, 16, 4, 4), dtype="float32") = R.add(lv23, lv26)
            lv28: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.relu(lv27)
            lv29: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv28, p_layer3_0_conv1_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv30: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv29, p_layer3_0_bn1_weight, p_layer3_0_bn1_bias, metadata["ir.GenericConst"][12], metadata["ir.GenericConst"][13], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv31: R.Tensor((1, 32, 2, 2), dtype="float32") = lv30[0]
            lv32: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv31)
            lv33: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv32, p_layer3_0_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv34: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv33, p_layer3_0_bn2_weight, p_layer3_0_bn2_bias, metadata["ir.GenericConst"][14], metadata["ir.GenericConst"][15], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv35: R.Tensor((1, 32, 2, 2), dtype="float32") = lv34[0]
            lv36: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv28, p_layer3_0_downsample_0_weight, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv37: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv36, p_layer3_0_downsample_1_weight, p_layer3_0_downsample_1_bias, metadata["ir.GenericConst"][16], metadata["ir.GenericConst"][17], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv38: R.Tensor((1, 32, 2, 2), dtype="float32") = lv37[0]
            lv39: R.Tensor((1, 32, 2, 2), dtype="float32") = R.add(lv35, lv38)
            lv40: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv39)
            lv41: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv40, p_layer4_0_conv1_weight, strides=[2, 2], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv42: R.Tuple(R.Tensor((1, 64, 1, 1), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv41, p_layer4_0_bn1_weight, p_layer4_0_bn1_bias, metadata["ir.GenericConst"][18], metadata["ir.GenericConst"][19], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv43: R.Tensor((1, 64, 1, 1), dtype="float32") = lv42[0]
            lv44: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.relu(lv43)
            lv45: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv44, p_layer4_0_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv46: R.Tuple(R.Tensor((1, 64, 1, 1), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv45, p_layer4_0_bn2_weight, p_layer4_0_bn2_bias, metadata["ir.GenericConst"][20], metadata["ir.GenericConst"][21], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv47: R.Tensor((1, 64, 1, 1), dtype="float32") = lv46[0]
            lv48: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.conv2d(lv40, p_layer4_0_downsample_0_weight, strides=[2, 2], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv49: R.Tuple(R.Tensor((1, 64, 1, 1), dtype="float32"), R.Tensor((64,), dtype="float32"), R.Tensor((64,), dtype="float32")) = R.nn.batch_norm(lv48, p_layer4_0_downsample_1_weight, p_layer4_0_downsample_1_bias, metadata["ir.GenericConst"][22], metadata["ir.GenericConst"][23], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv50: R.Tensor((1, 64, 1, 1), dtype="float32") = lv49[0]
            lv51: R.Tensor((1, 64, 1, 1), dtype="float32") = R.add(lv47, lv50)
            lv52: R.Tensor((1, 64, 1, 1), dtype="float32") = R.nn.relu(lv51)
            lv53: R.Tensor((1, 64, 1, 1), dtype="float32") = R.mean(lv52, axis=[-1, -2], keepdims=True)
            lv54: R.Tensor((1, 64), dtype="float32") = R.reshape(lv53, R.shape([1, 64]))
            lv55: R.Tensor((64, 10), dtype="float32") = R.permute_dims(p_fc_weight, axes=[1, 0])
            lv56: R.Tensor((1, 10), dtype="float32") = R.matmul(lv54, lv55, out_dtype="float32")
            lv57: R.Tensor((1, 10), dtype="float32") = R.add(p_fc_bias, lv56)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv57,)
            R.output(gv)
        return gv