# bfloat16 on OpenCL, which has no bfloat16 type: the code generator computes
# in float and stores the upper 16 bits (TVM's BF16ComputeLegalize and
# BF16StorageLegalize), rounding to nearest even at every cast and store.
# The inputs are chosen so that rounding shows: 1 + 2^-8 is a tie that
# rounds down to even (1), 1 + 3 * 2^-8 a tie that rounds up (1.015625),
# 1.1 rounds to 1.1015625; the squares are rounded again
# (1.015625^2 = 1.031494140625 -> 1.03125, 1.1015625^2 -> 1.2109375).
# The OpenCL run, the llvm run and the reference evaluator all give these
# hand-computed values.
#
# RUN: %rlx build %s --target=opencl -o %t.rlxexe
# RUN: POCL_CACHE_DIR=%t.pocl %rlx run %t.rlxexe --in=%S/bf16_x.npy --print | %FileCheck %s
# RUN: %rlx run %s --target=llvm --in=%S/bf16_x.npy --print | %FileCheck %s
# RUN: %rlx eval %s --in=%S/bf16_x.npy --print | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((6,), dtype="float32")) -> R.Tuple(R.Tensor((6,), dtype="float32"), R.Tensor((6,), dtype="float32")):
        with R.dataflow():
            b: R.Tensor((6,), dtype="bfloat16") = R.astype(x, dtype="bfloat16")
            c: R.Tensor((6,), dtype="bfloat16") = R.multiply(b, b)
            rb: R.Tensor((6,), dtype="float32") = R.astype(b, dtype="float32")
            rc: R.Tensor((6,), dtype="float32") = R.astype(c, dtype="float32")
            gv = (rb, rc)
            R.output(gv)
        return gv

# CHECK:      out0:
# CHECK-NEXT: [1, 1, 1.015625, -2.5, 3, 1.1015625] (float32, shape=(6,))
# CHECK-NEXT: out1:
# CHECK-NEXT: [1, 1, 1.03125, 6.25, 9, 1.2109375] (float32, shape=(6,))
