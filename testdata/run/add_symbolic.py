# `rlx build` writes a VM executable; `rlx run` runs it (or a .py directly).
# RUN: %rlx build %s --target=llvm -o %t.rlxexe
# RUN: %rlx run %t.rlxexe --target=llvm --in=%S/add_x.npy --in=%S/add_y.npy --out-dir=%t.out --print \
# RUN:   | %FileCheck %s --check-prefix=OUT
# OUT-LABEL: out0:
# OUT-NEXT: {{\[\[}}1, 3, 5, 7],
# OUT-NEXT: [9, 11, 13, 15],
# OUT-NEXT: [17, 19, 21, 23]] (float32, shape=(3, 4))
#
# The source file runs the same way:
# RUN: %rlx run %s --in=%S/add_x.npy --in=%S/add_y.npy --print | %FileCheck %s --check-prefix=OUT
#
# A shape that does not fit a parameter names it:
# RUN: not %rlx run %t.rlxexe --in=%S/add_x.npy --in=%S/add_bad.npy 2>&1 | %FileCheck %s --check-prefix=SHAPE
# SHAPE: error: ErrorContext(fn=main, loc=param[1], param=y, annotation=R.Tensor((n, 4), "float32")) shape[1] mismatch: expected 4, got 5 in (3, 5)
#
# A file that is neither an executable nor TVMScript:
# RUN: not %rlx run %S/add_x.npy 2>&1 | %FileCheck %s --check-prefix=BAD
# BAD: error

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(var_A: T.handle, var_B: T.handle, var_C: T.handle):
        T.func_attr({"tir.noalias": T.bool(True)})
        n = T.int64()
        A = T.match_buffer(var_A, (n, T.int64(4)))
        B = T.match_buffer(var_B, (n, T.int64(4)))
        C = T.match_buffer(var_C, (n, T.int64(4)))
        for i0, i1 in T.grid(n, T.int64(4)):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1], B[v_i0, v_i1])
                T.writes(C[v_i0, v_i1])
                C[v_i0, v_i1] = A[v_i0, v_i1] + B[v_i0, v_i1]

    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        cls = Module
        lv = R.call_tir(cls.add, (x, y), out_sinfo=R.Tensor((n, 4), dtype="float32"))
        return lv
