# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), s: R.Tensor((), dtype="float32"), z: R.Tensor((), dtype="int8")) -> R.Tensor((2, 3), dtype="float32"):
        gv: R.Tensor((2, 3), dtype="float32") = R.quantize(x, s, z, axis=1, out_dtype="float32")
        return gv

# RUN: not %rlx print %s 2>&1 | %FileCheck %s
# RUN: not %rlx opt %s --passes=Normalize 2>&1 | %FileCheck %s
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s
# CHECK: quantize_out_dtype.py:8:49: error: Quantize expects out_dtype to be one of int8, uint8, int16, uint16, but got float32
