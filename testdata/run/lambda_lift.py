# LambdaLift: local functions become private globals named <outer>_<local>.
# One that captures outer variables (scale_add uses y) takes them first and
# is called through a closure; one that captures nothing (twice) is called
# directly.
# RUN: %rlx opt %s --passes=LambdaLift | %FileCheck %s
# CHECK-LABEL: def main(
# CHECK:         scale_add: R.Object = R.make_closure(cls.main_scale_add, (y,))
# CHECK-NEXT:    out: R.Tensor((3,), dtype="float32") = R.invoke_pure_closure(scale_add, (x,), sinfo_args=(R.Tensor((3,), dtype="float32"),))
# CHECK-NEXT:    out2: R.Tensor((3,), dtype="float32") = cls.main_twice(out)
# CHECK-LABEL: @R.function(private=True)
# CHECK-NEXT:  def main_scale_add(y: R.Tensor((3,), dtype="float32"), a: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
# CHECK-LABEL: @R.function(private=True)
# CHECK-NEXT:  def main_twice(a: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
#
# Every pipeline runs it first, so the module builds and runs on the VM:
# (x * y + x) * 2 with x = y = [0, 1, 2], by hand.
# RUN: %rlx run %s --in=%S/arange3.npy --in=%S/arange3.npy --print | %FileCheck %s --check-prefix=OUT
# OUT: out0:
# OUT-NEXT: [0, 4, 12] (float32, shape=(3,))

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="float32"), y: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        @R.function
        def scale_add(a: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
            b = R.multiply(a, y)
            c = R.add(b, a)
            return c

        @R.function
        def twice(a: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
            d = R.add(a, a)
            return d

        out = scale_add(x)
        out2 = twice(out)
        return out2
