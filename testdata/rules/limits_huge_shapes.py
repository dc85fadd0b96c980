# Resource limits for shapes: a tensor that cannot exist is an error at build
# time, at the annotation, and an input of such a shape an error at run time
# -- never a wrapped-around (small) allocation that kernels would write past.
#
# A parameter of 2^40 x 2^40 float32 (2^82 bytes):
# RUN: not %rlx build %s -o %t.rlx 2>&1 | %FileCheck %s --check-prefix=PARAM
# PARAM: limits_huge_shapes.py:27:{{[0-9]+}}: error: 'x' has shape (1099511627776, 1099511627776) of float32, more than the 2^63 - 1 bytes a tensor can have
#
# A binding (the result of R.zeros) of 2^62 x 2 float32:
# RUN: sed -n 's/^#B|//p' %s > %t.binding.py
# RUN: not %rlx build %t.binding.py -o %t.rlx 2>&1 | %FileCheck %s --check-prefix=BINDING
# BINDING: error: 'z' has shape (4611686018427387904, 2) of float32, more than the 2^63 - 1 bytes a tensor can have
#
# At run time an input whose .npy header claims (2^40, 2^40) float32 is
# refused by the .npy reader, naming the file, before any allocation:
# RUN: sed -n 's/^#S|//p' %s > %t.symbolic.py
# RUN: %rlx build %t.symbolic.py -o %t.symbolic.rlx
# RUN: not %rlx run %t.symbolic.rlx --in=%S/huge_shape.npy 2>&1 | %FileCheck %s --check-prefix=RUNTIME
# RUNTIME: error: {{.*}}huge_shape.npy: invalid .npy: expected more than 2^64 data bytes for float32(1099511627776, 1099511627776) but found 16

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1099511627776, 1099511627776), dtype="float32")) -> R.Tensor((1099511627776, 1099511627776), dtype="float32"):
        return x

# The module of the BINDING lines:
#B|# from tvm.script import ir as I
#B|# from tvm.script import relax as R
#B|
#B|@I.ir_module
#B|class Module:
#B|    @R.function
#B|    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
#B|        z: R.Tensor((4611686018427387904, 2), dtype="float32") = R.zeros(R.shape([4611686018427387904, 2]), dtype="float32")
#B|        return z

# The module of the RUNTIME lines:
#S|# from tvm.script import ir as I
#S|# from tvm.script import tir as T
#S|# from tvm.script import relax as R
#S|
#S|@I.ir_module
#S|class Module:
#S|    @R.function
#S|    def main(x: R.Tensor(("n", "m"), dtype="float32")) -> R.Tensor(("n", "m"), dtype="float32"):
#S|        n = T.int64()
#S|        m = T.int64()
#S|        y: R.Tensor((n, m), dtype="float32") = R.add(x, x)
#S|        return y
