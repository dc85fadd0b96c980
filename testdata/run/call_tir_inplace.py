# call_tir_inplace: the outputs at inplace_indices >= 0 are those arguments,
# written in place; CallTIRRewrite allocates only the others (-1) and passes
# them after the arguments, and the result is the argument itself.
# RUN: %rlx opt %s --passes=CallTIRRewrite | %FileCheck %s
# CHECK-LABEL: def main(
# CHECK:      alloc: R.Tensor((3,), dtype="float32") = R.builtin.alloc_tensor(R.shape([3]), R.dtype("float32"), R.prim_value(0), R.str("global"))
# CHECK-NEXT: _: R.Tuple = cls.bump_and_double(y, alloc)
# CHECK-NEXT: out: R.Tuple(R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")) = (y, alloc)
# CHECK-NOT:  R.call_tir_inplace
#
# The VM runs it like the reference interpreter: y = x * 1, then y + 1 in
# place and 2y into the new output. y is a copy of x by a kernel that
# RewriteDataflowReshape turns into a reshape (an alias of x) unless it is
# written in place, as here: the third output, x itself, is unchanged.
# RUN: %rlx run %s --in=%S/arange3.npy --print | %FileCheck %s --check-prefix=OUT
# RUN: %rlx eval %s --in=%S/arange3.npy --print | %FileCheck %s --check-prefix=OUT
# OUT: out0:
# OUT-NEXT: [1, 2, 3] (float32, shape=(3,))
# OUT-NEXT: out1:
# OUT-NEXT: [0, 2, 4] (float32, shape=(3,))
# OUT-NEXT: out2:
# OUT-NEXT: [0, 1, 2] (float32, shape=(3,))
# RUN: %rlx opt %s --pipeline=default --target=llvm | %FileCheck %s --check-prefix=LOWERED
# LOWERED-LABEL: def main(
# LOWERED-NOT:   vm.builtin.reshape
# LOWERED:       return

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def bump_and_double(A: T.Buffer((T.int64(3),), "float32"), B: T.Buffer((T.int64(3),), "float32")):
        for i in range(T.int64(3)):
            with T.block("double"):
                vi = T.axis.spatial(T.int64(3), i)
                B[vi] = A[vi] * T.float32(2)
        for i in range(T.int64(3)):
            with T.block("bump"):
                vi = T.axis.spatial(T.int64(3), i)
                A[vi] = A[vi] + T.float32(1)

    @R.function
    def main(x: R.Tensor((3,), dtype="float32")):
        cls = Module
        with R.dataflow():
            y = R.multiply(x, R.const(1.0, "float32"))
            out = R.call_tir_inplace(cls.bump_and_double, (y,), out_sinfo=[R.Tensor((3,), dtype="float32"), R.Tensor((3,), dtype="float32")], inplace_indices=[0, -1])
            a = out[0]
            b = out[1]
            R.output(a, b)
        return (a, b, x)
