# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# A return annotation that no value of the body's struct info can satisfy
# (here another rank) is rejected at the annotation, not by a
# failed check when it runs. A less specific body (R.Tensor(ndim=2) for
# R.Tensor((2, 3))) stays: the VM checks it when the function returns.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((6,), dtype="float32"):
        y = R.permute_dims(x, axes=[1, 0])
        return y

# CHECK: error_return_annotation.py:12:55: error: function 'main' is annotated to return R.Tensor((6,), "float32"), but its body returns R.Tensor((3, 2), "float32")
