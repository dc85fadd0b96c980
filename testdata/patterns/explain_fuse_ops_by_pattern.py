# FuseOpsByPattern reports each match and each rejection with its reason to
# the trace and `rlx opt --explain`: here cutlass.matmul_bias_relu and
# cutlass.matmul_bias are rejected by their check because the matmul result
# is also read by the sigmoid (a leaking intermediate variable), and the
# plain cutlass.matmul is fused.
# RUN: %rlx opt %s --passes='FuseOpsByPattern(prefix=cutlass)' --explain 2>&1 >/dev/null | %FileCheck %s

# CHECK: main/relu: relax.nn.relu -> cutlass.matmul_bias_relu [target=] (rejected: leaking intermediate variable: mm, biased, relu)
# CHECK: main/biased: relax.add -> cutlass.matmul_bias [target=] (rejected: leaking intermediate variable: mm, biased)
# CHECK: main/mm: relax.matmul -> cutlass.matmul [target=] (fused: mm)
# CHECK-NOT: fused

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((32, 64), dtype="float16"), w: R.Tensor((64, 128), dtype="float16"), b: R.Tensor((128,), dtype="float16")) -> R.Tensor((32, 128), dtype="float16"):
        with R.dataflow():
            mm = R.matmul(x, w)
            biased = R.add(mm, b)
            relu = R.nn.relu(biased)
            side = R.sigmoid(mm)
            gv = R.add(relu, side)
            R.output(gv)
        return gv
