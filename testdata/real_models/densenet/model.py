metadata = tvm.ir.load_json("""{
  \"root_index\": 232,
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
      \"data\": 16
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
      \"type\": \"int\",
      \"data\": 32
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        34
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 35,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 36,
        \"values\": 35
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 37,
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
        \"ty\": 38,
        \"value\": 39
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        41
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 42,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 43,
        \"values\": 42
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 44,
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
        \"ty\": 45,
        \"value\": 46
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
        \"value\": 48
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        49
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 50,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 51,
        \"values\": 50
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 52,
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
        \"ty\": 53,
        \"value\": 54
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 48
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        56
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 57,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 58,
        \"values\": 57
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 59,
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
        \"ty\": 60,
        \"value\": 61
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        63
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 64,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 65,
        \"values\": 64
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 66,
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
        \"ty\": 67,
        \"value\": 68
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        70
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 71,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 72,
        \"values\": 71
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 73,
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
        \"ty\": 74,
        \"value\": 75
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        77
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 78,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 79,
        \"values\": 78
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 80,
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
        \"ty\": 81,
        \"value\": 82
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        84
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 85,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 86,
        \"values\": 85
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 87,
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
        \"ty\": 88,
        \"value\": 89
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==\"
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
        \"value\": 3
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAQAAAAAAAAAEAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPw==\"
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
        \"value\": 33
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
        \"value\": 33
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
        \"value\": 48
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"
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
        \"value\": 48
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
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAYAAAAAAAAAGAAAAAAAAAAAACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/AACAPwAAgD8AAIA\\/\"
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
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        133
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 134,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 135,
        \"values\": 134
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 136,
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
        \"ty\": 137,
        \"value\": 138
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        140
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 141,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 142,
        \"values\": 141
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 143,
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
        \"ty\": 144,
        \"value\": 145
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        147
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 148,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 149,
        \"values\": 148
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 150,
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
        \"ty\": 151,
        \"value\": 152
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        154
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 155,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 156,
        \"values\": 155
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 157,
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
        \"ty\": 158,
        \"value\": 159
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
        \"value\": 3
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
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        175
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 176,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 177,
        \"values\": 176
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 178,
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
        \"ty\": 179,
        \"value\": 180
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        182
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 183,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 184,
        \"values\": 183
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 185,
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
        \"ty\": 186,
        \"value\": 187
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 48
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        189
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 190,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 191,
        \"values\": 190
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 192,
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
        \"ty\": 193,
        \"value\": 194
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 48
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        196
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 197,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 198,
        \"values\": 197
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 199,
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
        \"ty\": 200,
        \"value\": 201
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        203
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 204,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 205,
        \"values\": 204
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 206,
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
        \"ty\": 207,
        \"value\": 208
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        210
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 211,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 212,
        \"values\": 211
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 213,
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
        \"ty\": 214,
        \"value\": 215
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        217
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 218,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 219,
        \"values\": 218
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 220,
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
        \"ty\": 221,
        \"value\": 222
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 33
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        224
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 225,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 226,
        \"values\": 225
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 227,
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
        \"ty\": 228,
        \"value\": 229
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        11,
        18,
        25,
        32,
        40,
        47,
        55,
        62,
        69,
        76,
        83,
        90,
        97,
        104,
        111,
        118,
        125,
        132,
        139,
        146,
        153,
        160,
        167,
        174,
        181,
        188,
        195,
        202,
        209,
        216,
        223,
        230
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        231
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
    def main(x: R.Tensor((1, 3, 32, 32), dtype="float32"), p_features_conv0_weight: R.Tensor((16, 3, 7, 7), dtype="float32"), p_features_norm0_weight: R.Tensor((16,), dtype="float32"), p_features_norm0_bias: R.Tensor((16,), dtype="float32"), p_features_denseblock1_denselayer1_norm1_weight: R.Tensor((16,), dtype="float32"), p_features_denseblock1_denselayer1_norm1_bias: R.Tensor((16,), dtype="float32"), p_features_denseblock1_denselayer1_conv1_weight: R.Tensor((32, 16, 1, 1), dtype="float32"), p_features_denseblock1_denselayer1_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_denseblock1_denselayer1_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_denseblock1_denselayer1_conv2_weight: R.Tensor((8, 32, 3, 3), dtype="float32"), p_features_denseblock1_denselayer2_norm1_weight: R.Tensor((24,), dtype="float32"), p_features_denseblock1_denselayer2_norm1_bias: R.Tensor((24,), dtype="float32"), p_features_denseblock1_denselayer2_conv1_weight: R.Tensor((32, 24, 1, 1), dtype="float32"), p_features_denseblock1_denselayer2_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_denseblock1_denselayer2_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_denseblock1_denselayer2_conv2_weight: R.Tensor((8, 32, 3, 3), dtype="float32"), p_features_transition1_norm_weight: R.Tensor((32,), dtype="float32"), p_features_transition1_norm_bias: R.Tensor((32,), dtype="float32"), p_features_transition1_conv_weight: R.Tensor((16, 32, 1, 1), dtype="float32"), p_features_denseblock2_denselayer1_norm1_weight: R.Tensor((16,), dtype="float32"), p_features_denseblock2_denselayer1_norm1_bias: R.Tensor((16,), dtype="float32"), p_features_denseblock2_denselayer1_conv1_weight: R.Tensor((32, 16, 1, 1), dtype="float32"), p_features_denseblock2_denselayer1_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_denseblock2_denselayer1_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_denseblock2_denselayer1_conv2_weight: R.Tensor((8, 32, 3, 3), dtype="float32"), p_features_denseblock2_denselayer2_norm1_weight: R.Tensor((24,), dtype="float32"), p_features_denseblock2_denselayer2_norm1_bias: R.Tensor((24,), dtype="float32"), p_features_denseblock2_denselayer2_conv1_weight: R.Tensor((32, 24, 1, 1), dtype="float32"), p_features_denseblock2_denselayer2_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_denseblock2_denselayer2_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_denseblock2_denselayer2_conv2_weight: R.Tensor((8, 32, 3, 3), dtype="float32"), p_features_transition2_norm_weight: R.Tensor((32,), dtype="float32"), p_features_transition2_norm_bias: R.Tensor((32,), dtype="float32"), p_features_transition2_conv_weight: R.Tensor((16, 32, 1, 1), dtype="float32"), p_features_denseblock3_denselayer1_norm1_weight: R.Tensor((16,), dtype="float32"), p_features_denseblock3_denselayer1_norm1_bias: R.Tensor((16,), dtype="float32"), p_features_denseblock3_denselayer1_conv1_weight: R.Tensor((32, 16, 1, 1), dtype="float32"), p_features_denseblock3_denselayer1_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_denseblock3_denselayer1_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_denseblock3_denselayer1_conv2_weight: R.Tensor((8, 32, 3, 3), dtype="float32"), p_features_denseblock3_denselayer2_norm1_weight: R.Tensor((24,), dtype="float32"), p_features_denseblock3_denselayer2_norm1_bias: R.Tensor((24,), dtype="float32"), p_features_denseblock3_denselayer2_conv1_weight: R.Tensor((32, 24, 1, 1), dtype="float32"), p_features_denseblock3_denselayer2_norm2_weight: R.Tensor((32,), dtype="float32"), p_features_denseblock3_denselayer2_norm2_bias: R.Tensor((32,), dtype="float32"), p_features_denseblock3_denselayer2_conv2_weight: R.Tensor((8, 32, 3, 3), dtype="float32"), p_features_norm5_weight: R.Tensor((32,), dtype="float32"), p_features_norm5_bias: R.Tensor((32,), dtype="float32"), p_classifier_weight: R.Tensor((10, 32), dtype="float32"), p_classifier_bias: R.Tensor((10,), dtype="float32")) -> R.Tuple(R.Tensor((1, 10), dtype="float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.conv2d(x, p_features_conv0_weight, strides=[2, 2], padding=[3, 3, 3, 3], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv1: R.Tuple(R.Tensor((1, 16, 16, 16), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv, p_features_norm0_weight, p_features_norm0_bias, metadata["ir.GenericConst"][0], metadata["ir.GenericConst"][1], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv2: R.Tensor((1, 16, 16, 16), dtype="float32") = lv1[0]
            lv3: R.Tensor((1, 16, 16, 16), dtype="float32") = R.nn.relu(lv2)
            lv4: R.Tensor((1, 16, 8, 8), dtype="float32") = R.nn.max_pool2d(lv3, pool_size=[3, 3], strides=[2, 2], dilation=[1, 1], padding=[1, 1, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
            lv5: R.Tensor((1, 16, 8, 8), dtype="float32") = R.zeros_like(lv4, dtype=None)
            lv6: R.Tuple(R.Tensor((1, 16, 8, 8), dtype="float32"), R.Tensor((1, 16, 8, 8), dtype="float32")) = lv4, lv5
            lv7: R.Tensor((1, 16, 8, 8), dtype="float32") = lv6[0]
            lv8: R.Tensor((1, 16, 8, 8), dtype="float32") = R.concat((lv7,), axis=1)
            lv9: R.Tuple(R.Tensor((1, 16, 8, 8), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv8, p_features_denseblock1_denselayer1_norm1_weight, p_features_denseblock1_denselayer1_norm1_bias, metadata["ir.GenericConst"][2], metadata["ir.GenericConst"][3], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv10: R.Tensor((1, 16, 8, 8), dtype="float32") = lv9[0]
            lv11: R.Tensor((1, 16, 8, 8), dtype="float32") = R.nn.relu(lv10)
            lv12: R.Tensor((1, 32, 8, 8), dtype="float32") = R.nn.conv2d(lv11, p_features_denseblock1_denselayer1_conv1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv13: R.Tuple(R.Tensor((1, 32, 8, 8), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv12, p_features_denseblock1_denselayer1_norm2_weight, p_features_denseblock1_denselayer1_norm2_bias, metadata["ir.GenericConst"][4], metadata["ir.GenericConst"][5], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv14: R.Tensor((1, 32, 8, 8), dtype="float32") = lv13[0]
            lv15: R.Tensor((1, 32, 8, 8), dtype="float32") = R.nn.relu(lv14)
            lv16: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv15, p_features_denseblock1_denselayer1_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv17: R.Tensor((1, 24, 8, 8), dtype="float32") = R.concat((lv7, lv16), axis=1)
            lv18: R.Tuple(R.Tensor((1, 24, 8, 8), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv17, p_features_denseblock1_denselayer2_norm1_weight, p_features_denseblock1_denselayer2_norm1_bias, metadata["ir.GenericConst"][6], metadata["ir.GenericConst"][7], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv19: R.Tensor((1, 24, 8, 8), dtype="float32") = lv18[0]
            lv20: R.Tensor((1, 24, 8, 8), dtype="float32") = R.nn.relu(lv19)
            lv21: R.Tensor((1, 32, 8, 8), dtype="float32") = R.nn.conv2d(lv20, p_features_denseblock1_denselayer2_conv1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv22: R.Tuple(R.Tensor((1, 32, 8, 8), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv21, p_features_denseblock1_denselayer2_norm2_weight, p_features_denseblock1_denselayer2_norm2_bias, metadata["ir.GenericConst"][8], metadata["ir.GenericConst"][9], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv23: R.Tensor((1, 32, 8, 8), dtype="float32") = lv22[0]
            lv24: R.Tensor((1, 32, 8, 8), dtype="float32") = R.nn.relu(lv23)
            lv25: R.Tensor((1, 8, 8, 8), dtype="float32") = R.nn.conv2d(lv24, p_features_denseblock1_denselayer2_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv26: R.Tensor((1, 32, 8, 8), dtype="float32") = R.concat((lv7, lv16, lv25), axis=1)
            lv27: R.Tuple(R.Tensor((1, 32, 8, 8), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv26, p_features_transition1_norm_weight, p_features_transition1_norm_bias, metadata["ir.GenericConst"][10], metadata["ir.GenericConst"][11], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv28: R.Tensor((1, 32, 8, 8), dtype="float32") = lv27[0]
            lv29: R.Tensor((1, 32, 8, 8), dtype="float32") = R.nn.relu(lv28)
            lv30: R.Tensor((1, 16, 8, 8), dtype="float32") = R.nn.conv2d(lv29, p_features_transition1_conv_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv31: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.avg_pool2d(lv30, pool_size=[2, 2], strides=[2, 2], dilation=[1, 1], padding=[0, 0, 0, 0], ceil_mode=False, count_include_pad=True, layout="NCHW", out_layout="NCHW")
            lv32: R.Tensor((1, 16, 4, 4), dtype="float32") = R.concat((lv31,), axis=1)
            lv33: R.Tuple(R.Tensor((1, 16, 4, 4), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv32, p_features_denseblock2_denselayer1_norm1_weight, p_features_denseblock2_denselayer1_norm1_bias, metadata["ir.GenericConst"][12], metadata["ir.GenericConst"][13], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv34: R.Tensor((1, 16, 4, 4), dtype="float32") = lv33[0]
            lv35: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.relu(lv34)
            lv36: R.Tensor((1, 32, 4, 4), dtype="float32") = R.nn.conv2d(lv35, p_features_denseblock2_denselayer1_conv1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv37: R.Tuple(R.Tensor((1, 32, 4, 4), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv36, p_features_denseblock2_denselayer1_norm2_weight, p_features_denseblock2_denselayer1_norm2_bias, metadata["ir.GenericConst"][14], metadata["ir.GenericConst"][15], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv38: R.Tensor((1, 32, 4, 4), dtype="float32") = lv37[0]
            lv39: R.Tensor((1, 32, 4, 4), dtype="float32") = R.nn.relu(lv38)
            lv40: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv39, p_features_denseblock2_denselayer1_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv41: R.Tensor((1, 24, 4, 4), dtype="float32") = R.concat((lv31, lv40), axis=1)
            lv42: R.Tuple(R.Tensor((1, 24, 4, 4), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv41, p_features_denseblock2_denselayer2_norm1_weight, p_features_denseblock2_denselayer2_norm1_bias, metadata["ir.GenericConst"][16], metadata["ir.GenericConst"][17], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv43: R.Tensor((1, 24, 4, 4), dtype="float32") = lv42[0]
            lv44: R.Tensor((1, 24, 4, 4), dtype="float32") = R.nn.relu(lv43)
            lv45: R.Tensor((1, 32, 4, 4), dtype="float32") = R.nn.conv2d(lv44, p_features_denseblock2_denselayer2_conv1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv46: R.Tuple(R.Tensor((1, 32, 4, 4), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv45, p_features_denseblock2_denselayer2_norm2_weight, p_features_denseblock2_denselayer2_norm2_bias, metadata["ir.GenericConst"][18], metadata["ir.GenericConst"][19], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv47: R.Tensor((1, 32, 4, 4), dtype="float32") = lv46[0]
            lv48: R.Tensor((1, 32, 4, 4), dtype="float32") = R.nn.relu(lv47)
            lv49: R.Tensor((1, 8, 4, 4), dtype="float32") = R.nn.conv2d(lv48, p_features_denseblock2_denselayer2_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv50: R.Tensor((1, 32, 4, 4), dtype="float32") = R.concat((lv31, lv40, lv49), axis=1)
            lv51: R.Tuple(R.Tensor((1, 32, 4, 4), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv50, p_features_transition2_norm_weight, p_features_transition2_norm_bias, metadata["ir.GenericConst"][20], metadata["ir.GenericConst"][21], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv52: R.Tensor((1, 32, 4, 4), dtype="float32") = lv51[0]
            lv53: R.Tensor((1, 32, 4, 4), dtype="float32") = R.nn.relu(lv52)
            lv54: R.Tensor((1, 16, 4, 4), dtype="float32") = R.nn.conv2d(lv53, p_features_transition2_conv_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv55: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.avg_pool2d(lv54, pool_size=[2, 2], strides=[2, 2], dilation=[1, 1], padding=[0, 0, 0, 0], ceil_mode=False, count_include_pad=True, layout="NCHW", out_layout="NCHW")
            lv56: R.Tensor((1, 16, 2, 2), dtype="float32") = R.concat((lv55,), axis=1)
            lv57: R.Tuple(R.Tensor((1, 16, 2, 2), dtype="float32"), R.Tensor((16,), dtype="float32"), R.Tensor((16,), dtype="float32")) = R.nn.batch_norm(lv56, p_features_denseblock3_denselayer1_norm1_weight, p_features_denseblock3_denselayer1_norm1_bias, metadata["ir.GenericConst"][22], metadata["ir.GenericConst"][23], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv58: R.Tensor((1, 16, 2, 2), dtype="float32") = lv57[0]
            lv59: R.Tensor((1, 16, 2, 2), dtype="float32") = R.nn.relu(lv58)
            lv60: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv59, p_features_denseblock3_denselayer1_conv1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv61: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv60, p_features_denseblock3_denselayer1_norm2_weight, p_features_denseblock3_denselayer1_norm2_bias, metadata["ir.GenericConst"][24], metadata["ir.GenericConst"][25], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv62: R.Tensor((1, 32, 2, 2), dtype="float32") = lv61[0]
            lv63: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv62)
            lv64: R.Tensor((1, 8, 2, 2), dtype="float32") = R.nn.conv2d(lv63, p_features_denseblock3_denselayer1_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv65: R.Tensor((1, 24, 2, 2), dtype="float32") = R.concat((lv55, lv64), axis=1)
            lv66: R.Tuple(R.Tensor((1, 24, 2, 2), dtype="float32"), R.Tensor((24,), dtype="float32"), R.Tensor((24,), dtype="float32")) = R.nn.batch_norm(lv65, p_features_denseblock3_denselayer2_norm1_weight, p_features_denseblock3_denselayer2_norm1_bias, metadata["ir.GenericConst"][26], metadata["ir.GenericConst"][27], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv67: R.Tensor((1, 24, 2, 2), dtype="float32") = lv66[0]
            lv68: R.Tensor((1, 24, 2, 2), dtype="float32") = R.nn.relu(lv67)
            lv69: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.conv2d(lv68, p_features_denseblock3_denselayer2_conv1_weight, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv70: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv69, p_features_denseblock3_denselayer2_norm2_weight, p_features_denseblock3_denselayer2_norm2_bias, metadata["ir.GenericConst"][28], metadata["ir.GenericConst"][29], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv71: R.Tensor((1, 32, 2, 2), dtype="float32") = lv70[0]
            lv72: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv71)
            lv73: R.Tensor((1, 8, 2, 2), dtype="float32") = R.nn.conv2d(lv72, p_features_denseblock3_denselayer2_conv2_weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="float32")
            lv74: R.Tensor((1, 32, 2, 2), dtype="float32") = R.concat((lv55, lv64, lv73), axis=1)
            lv75: R.Tuple(R.Tensor((1, 32, 2, 2), dtype="float32"), R.Tensor((32,), dtype="float32"), R.Tensor((32,), dtype="float32")) = R.nn.batch_norm(lv74, p_features_norm5_weight, p_features_norm5_bias, metadata["ir.GenericConst"][30], metadata["ir.GenericConst"][31], axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv76: R.Tensor((1, 32, 2, 2), dtype="float32") = lv75[0]
            lv77: R.Tensor((1, 32, 2, 2), dtype="float32") = R.nn.relu(lv76)
            lv78: R.Tensor((1, 32, 1, 1), dtype="float32") = R.mean(lv77, axis=[-1, -2], keepdims=True)
            lv79: R.Tensor((1, 32), dtype="float32") = R.reshape(lv78, R.shape([1, 32]))
            lv80: R.Tensor((32, 10), dtype="float32") = R.permute_dims(p_classifier_weight, axes=[1, 0])
            lv81: R.Tensor((1, 10), dtype="float32") = R.matmul(lv79, lv80, out_dtype="float32")
            lv82: R.Tensor((1, 10), dtype="float32") = R.add(p_classifier_bias, lv81)
            gv: R.Tuple(R.Tensor((1, 10), dtype="float32")) = (lv82,)
            R.output(gv)
        return gv