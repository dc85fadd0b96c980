# A dynamic-sequence export as TVM's torch frontend prints it: the position
# table is sliced up to the sequence length s, whose shape TVM writes as
# T.min(s, 8), and added to the input. The shapes agree only within the
# range torch.export declared for s (tir_var_lower_bound /
# tir_var_upper_bound); RefineSymbolicShapes uses it, so the module builds
# (TVM 0.27 cannot build it: the sum is left as R.Tensor(ndim=2)).
# relu(x + table[:3]) with x = 0..11 and table = -6..25, by hand:
# RUN: %rlx run %s --in=%S/ranges_x3.npy --in=%S/ranges_table.npy --print | %FileCheck %s --check-prefix=OUT
# OUT-LABEL: out0:
# OUT-NEXT: {{\[\[}}0, 0, 0, 0],
# OUT-NEXT: [2, 4, 6, 8],
# OUT-NEXT: [10, 12, 14, 16]] (float32, shape=(3, 4))
#
# A length outside the declared range stops the call, naming the variable
# (the program was compiled for the range, its memory planned for s <= 8):
# RUN: not %rlx run %s --in=%S/ranges_x9.npy --in=%S/ranges_table.npy 2>&1 | %FileCheck %s --check-prefix=RANGE
# RUN: not %rlx run %s --in=%S/ranges_x1.npy --in=%S/ranges_table.npy 2>&1 | %FileCheck %s --check-prefix=RANGE
# RANGE: error: check_ranges: assertion failed: ErrorContext(fn=main): symbolic variable s must be in [2, 8] (tir_var_lower_bound, tir_var_upper_bound)
#
# The same on OpenCL, through the gpu_generic pipeline:
# RUN: %rlx run %s --target=opencl --in=%S/ranges_x3.npy --in=%S/ranges_table.npy --print | %FileCheck %s --check-prefix=OUT

# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

s = TypeVar("s")

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((s, 4), dtype="float32"), table: R.Tensor((8, 4), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
        R.func_attr({"tir_var_lower_bound": {"s": 2}, "tir_var_upper_bound": {"s": 8}})
        with R.dataflow():
            pos: R.Tensor((T.min(s, 8), 4), dtype="float32") = R.strided_slice(table, (0,), (0,), (s,), (1,), assume_inbound=False)
            y: R.Tensor(dtype="float32", ndim=2) = R.add(x, pos)
            z: R.Tensor(dtype="float32", ndim=2) = R.nn.relu(y)
            R.output(z)
        return z
