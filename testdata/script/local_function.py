# RUN: %rlx print %s > %t.py
# RUN: %FileCheck %s < %t.py
# RUN: %rlx print %t.py | diff - %t.py
# Local functions (as MergeCompositeFunctions produces them) print without
# private=True, may capture outer variables, and round-trip.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        @R.function
        def scale_add(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
            R.func_attr({"Composite": "demo.scale_add"})
            b = R.multiply(a, y)
            c = R.add(b, a)
            return c

        out = scale_add(x)
        return out

# CHECK:      def main(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
# CHECK-NEXT:     @R.function
# CHECK-NEXT:     def scale_add(a: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
# CHECK-NEXT:         R.func_attr({"Composite": "demo.scale_add"})
# CHECK-NEXT:         b: R.Tensor((4,), dtype="float32") = R.multiply(a, y)
# CHECK-NEXT:         c: R.Tensor((4,), dtype="float32") = R.add(b, a)
# CHECK-NEXT:         return c
# CHECK-NEXT:     out: R.Tensor((4,), dtype="float32") = scale_add(x)
# CHECK-NEXT:     return out
