# RUN: %rlx print %s | %FileCheck %s
# Symbolic dims are quoted in signatures, declared with T.int64() in the body,
# and inferred through ops; `cls = Module` appears when globals are used.
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def double(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        y = R.add(x, x)
        return y

    @R.function
    def main(a: R.Tensor(("m", 8), dtype="float32")) -> R.Tensor(("m * 8",), dtype="float32"):
        m = T.int64()
        flat = R.reshape(a, R.shape([m * 8]))
        out = cls.double(flat)
        return out

# CHECK:      @I.ir_module
# CHECK-NEXT: class Module:
# CHECK-NEXT:     @R.function(private=True)
# CHECK-NEXT:     def double(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
# CHECK-NEXT:         n = T.int64()
# CHECK-NEXT:         y: R.Tensor((n,), dtype="float32") = R.add(x, x)
# CHECK-NEXT:         return y
# CHECK:          @R.function
# CHECK-NEXT:     def main(a: R.Tensor(("m", 8), dtype="float32")) -> R.Tensor(("m * 8",), dtype="float32"):
# CHECK-NEXT:         m = T.int64()
# CHECK-NEXT:         cls = Module
# CHECK-NEXT:         flat: R.Tensor((m * 8,), dtype="float32") = R.reshape(a, R.shape([m * 8]))
# CHECK-NEXT:         out: R.Tensor((m * 8,), dtype="float32") = cls.double(flat)
# CHECK-NEXT:         return out
