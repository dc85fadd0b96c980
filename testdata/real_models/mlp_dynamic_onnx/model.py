metadata = tvm.ir.load_json("""{
  \"root_index\": 38,
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
      \"data\": 32
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
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        4,
        6
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 7,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 8,
        \"values\": 7
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
        \"shape\": 9,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAgAAAAAAAAABAAAAAAAAAAAAgAAAAAAAAAVPW6XlQJPhazUr6AZjy+9DLFvexLiT1AT6K7zvpKPnC\\/tbxMe4c9rLuavXBISb24kXS+UospvugO070Auxc8YGnKPRibGT6MjS2+\\/PTevZj3uT1OlFQ+SL1SvVyRPz5ADSW9ELXYPErNZz7Oe22+ZikhvuCegb3ck8e9KC9dPhrvJb7AsOu9GtoyvnbCb74EcBW+ng5cPrx25D0AJ\\/g9QGpXPDo\\/A77APi09ngZvvhr6OL7G+QO+JoUhPiYZFj7IEeO9IMsTvEC6Iz6Cf34+JDTLPchVCj3+pCs+wLsWvvjQPj1seka+GG4xvtI+BL6Mquc9+OfNPWqkF77IrZo9bokMPiA\\/Ab1AZBw8AERtPQDRHj5Iz3U+lkdFvuyhu72YOMk90BtUPujFXj4i4mE+eMpLPficXr6QZrw8rCcgvoyUbr4+dGM+8KZCPv5df74Iqj89yIAsvbiCKL0cX+q9jOTEPTShF77csbs9FnYBPlxDNz5Icb89Sl99vgARJr44pv89GFNWPZazR77oaBO+8tRwPlR\\/LD6wPt+91NyAvXjdc76APpO7eMhAvqJ3Rb4gsGG8oL8ZPfSt0b2Y5xc+OMkbvmhJaD7Qby8+ZOFXvojbfr2A0jg8GGcVPdDdcj1c7Mg94Fl1PMzR+b3URfI9VpF1vqC7F748K4C97Gb5vVwds7260lG+ANJZvfjiWj12xia+QDRSvABCNz7wiNK8gKzjO8CtsLwQPU89YMYiPrp+cj4GkyI+xAxzPmAdlLxm+GW+QLryvc5PLj4Aa9S63Hz+vQItRL4AlG++7BBYvnC0T71WZAw+dGcKPgLldr4usB8+ilJIvvB7WL0cms+98DxFvRAOSb26uGW+RApdvig8IL2A4VM7uJbovbjewD06ama+wDaKvKIhYT4419C9NitnPjhsuT2uB2e+dPghPvBT7Lxwj+S9FLZMPlTfTr6wwts8wGRWvRbQNj4I7I49zAT2PUDRtD0AP3a9UFpXvQD3Ur5Mtgo+JkJLPlwpLz6skzS+YK42PJB2NL6I7Ay+MCwVvjT5rj3EjRi+ALqyu6BPLDwEBiU++oNBvkS\\/L748phS+1i4zPswLuL3g7lc+oCS5PUCqAT0A7fO6CG1KvUB6AD0w02m9AD7musCnAj2YPki+ei0Gvti3Tj6GwU++IA+TvMA+fT4Q9Lg9wPDnOybaXb4sov09CFg2vqhWkb3MyKu9OKQXvYA2MzuWJlM+gKv\\/PCBMZT4wmRw+xtghvlSi5T0k9zS+nP\\/YvUCXlj3wDqk98g5APijSpL0A1NE5essDPlqTd75CFTk+MLFTvgDQYTvgGC69CtQGvthXBz3ysFM+6KqVvVb8F76EW7295rt9vhwd5z0g5fW90NYqvmJ7E75SMBM+JJIHPlB8RD7Ytrk9xPyqvdQTj72YQpc93nBSPnQ1iz0cQPK9\\/K3wvUIKcr6wO109qKkPvlA+ZL76emA+0D8mvtD76LxIr5I94H0CPPpBLL4s7k6+mA1MPjC\\/Jj1GYlQ+qKSrvfjPlj0YKmq9YCc2vFLqG76sKK09gOChPUD9qLvATGa9WM4dvhQJMT6Ukj6+rL\\/RPWwprL0MBve94PQ3PSL7BL5A72s9EBhJPcoTPr6Yfio9ZBPaPVyqyj1Y5gC9mt1RvpDaHb1Q0rE9LNG6vXRYwj2GfCo+uqsFvoCTITskttM9kISgPJASqzxwuf88+kBJvuDyoDy0RTE+ZK9mPth2Fj4YOAk9fBzvPdwT+b3sJFS+yiNcvlpjfz6OgSI+svQwvvRQyD2qUkE+wuZ\\/PljYXz5EVkY+8MJqvaCus71CMFI+CnUPPjAOGr7+JWY+kGD3PQCOCz5qdCC+iOSSPex8s738Bkg+WEI4vfhTxz2A4jU9+NbZPeD9rb30ovk9\\/s4yvohGZz0gNS2+uo18vhCVTb62Gko+UIEKPugucD5IFk0+oJ5kvs6zLr7odSW9MkEmvvjDMT66iUG+OM75vcRRd77GVxG+4o1SPkKaUT4kQTc+IqpFPrqhYz6wGoO99EfhPQQUZD4UYak9yup\\/PhjHBD5YJB8+LDKzvfSr9T0gVOs8iIx0vUpPEL5WpQ++svxEvk7cKz6W\\/zU+oBbpvMQkFL4i3UU+jLUjPnA8mDy4u\\/G9uEZrPqxg0T1aV0K+YgN1PlJmQj6Mnrq9XOkPPtZ0Eb64eSC9sl5ZPkA+KTxADDW+lCCrvdz6ir0gj0W9sP7DPKLBbD4gTVs8jBAevgDwUTxYf\\/U9\\/Pj9PeD3ab6wPDe9uD4+voh22r1geLg9GMs1vvxSvj2GSVk+MFOGPPCeKr4gcbe92JpfPUYnQ77sXf49JGpovlIXdr7Avni+aLtPvZAkLD5yTHK+rshUPszPzL3o9JU9IMo6PBDXZr7oTlQ+btcJPoB2fj6WVQE+SPoovkinVT4gI1w8gMzyPaxETb7IQ5O9VFx7vpBrx72g6Fw9XABJvhA1oz0sbAk+GKcOPQxJK75ae0a+5PWdvSC\\/4D16hHw+GjUTPrCf5rwAhLM98CZ7vmKmWr485+49lgARvixS9j34tzS+ZJn9vUjdUr5alwU+YK7QvJQERT5obh4+3KcNPiC2AzyUTJ69aKZevRgXCD2kzf093FkzvuraVj7grd68moNWvsSCCr5qg2I+dB5qPqogbb5ujjQ++EsAPviHFz4ktlg+pvgJvlytoT0Eh9E96EqXvahXqz0sT5O9YEYePg==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 11,
        \"value\": 12
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
        14
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 15,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 16,
        \"values\": 15
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 17,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAgAAAAAAAAAIAAAAAAAAAAiA6OvRTfvr1A5YA9aJq1PRAm+r0wCrU8dFwUPvDEy7yo0Zs9uPl2vbB0sz3mcTm+DokWvnTxAb5MRGs+ZMWJvQDwMrrMD\\/i98I9\\/Pg4Hej5gEkG+EIhPvtQLQr4ACJ66xIKCvU6QJ77go7e9GHdBPfTBBb6I5mI9yNFqvbAY+L0=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 18,
        \"value\": 19
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
        \"value\": 21
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
        22,
        23
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 24,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 25,
        \"values\": 24
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 26,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAEAAAAAAAAACAAAAAAAAAAAAIAAAAAAACX9MY8OtgUPk\\/E9L0HfQY8GIKFvauiMT6Xviu+RYktvqxfMj7oDuW9kdIKPRr4ebwuiBi9mLghvdcN5j1Pbwo8OT4wvrO71b2T1na9DS+2PZVJ6r3Kryo+9EUhvUoEAr3S1g0+o\\/a1PbSGGT5Sa9E91aZbveIz8L2Hfle8g9EVPsMDc7003ye+8miUPZc3MD73IU69ZuMVvgIyJL4OdDU9xk5bvC3Ttr3uWxI9xXyJPdb3Dz5Kigw+4sPYvO2dH77BkiO+EAQpPoQKoD250J09Kp8cvnOgJz7HfCs+Z28jPoi0GL4Mm4i9Qf\\/4vUlrKz6Pj5u9V0qlvT6tvT3weae940+yvTBYfbwpMou8mgINvvnoFj7\\/s5+9pmuAPZlyHT4ClbY9kAfNPIYFGj6Eq8I85X+nvYQ+Kz7\\/Xys9+p0wvoMjTr3lm\\/a9kbUePiIo77zuACW+WxI2vG1d4z2YHTw92vRkPap+hjyM+YY9QmwwveEEkL1HMym+WV4IvpLonD0xXta9+8LPPIoeZz3oEU08SbrqvSodLT55htK9deMUPpwAEL77LC69EPDEPQjsk71jEBg+piP5vc8DGL4LQKO9RRjqPLOsJj5s1qy9qnmBPQKINb1sBh29qBoFPpVJDL420Jk8dDsqPn7+xrzhjAw+C\\/xevba2ET4CGy++n7bQvA==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 27,
        \"value\": 28
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 21
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        30
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 31,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 32,
        \"values\": 31
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 33,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAEAAAAAAAAABAAAAAAAAAA+lz+vKCpaj2nCY49Xf0KPg==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 34,
        \"value\": 35
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13,
        20,
        29,
        36
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        37
      ]
    }
  ],
  \"metadata\": {
    \"tvm_version\": \"0.27.0.post1\"
  }
}""")
# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import relax as R

batch = TypeVar("batch")
@I.ir_module
class Module:
    @R.function
    def main(input: R.Tensor((batch, 16), dtype="float32")) -> R.Tensor((batch, 4), dtype="float32"):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            lv: R.Tensor((16, 32), dtype="float32") = R.permute_dims(metadata["ir.GenericConst"][0], axes=[1, 0])
            lv1: R.Tensor((batch, 32), dtype="float32") = R.matmul(input, lv, out_dtype=None)
            lv2: R.Tensor((batch, 32), dtype="float32") = R.add(lv1, metadata["ir.GenericConst"][1])
            lv3: R.Tensor((batch, 32), dtype="float32") = R.divide(lv2, R.const(1.4142135381698608, "float32"))
            lv4: R.Tensor((batch, 32), dtype="float32") = R.erf(lv3)
            lv5: R.Tensor((batch, 32), dtype="float32") = R.add(lv4, R.const(1.0, "float32"))
            lv6: R.Tensor((batch, 32), dtype="float32") = R.multiply(R.const(0.5, "float32"), lv5)
            lv7: R.Tensor((batch, 32), dtype="float32") = R.multiply(lv2, lv6)
            lv8: R.Tensor((32, 4), dtype="float32") = R.permute_dims(metadata["ir.GenericConst"][2], axes=[1, 0])
            lv9: R.Tensor((batch, 4), dtype="float32") = R.matmul(lv7, lv8, out_dtype=None)
            gv: R.Tensor((batch, 4), dtype="float32") = R.add(lv9, metadata["ir.GenericConst"][3])
            R.output(gv)
        return gv