# The VM bytecode of a function with a compound symbolic dimension: the
# parameters bind n first (phase 1), then check n * 2 (phase 2); the output
# is allocated from the shape heap before the kernel call.
# RUN: %rlx build %s -o %t.rlxexe --print-bytecode | %FileCheck %s
# CHECK: c[0] = match parameter 'x': tensor float32 ndim=2 [h0 :=, _]
# CHECK-NEXT: c[1] = match parameter 'y': tensor float32 ndim=2 [== h0, _]
# CHECK-NEXT: c[2] = match parameter 'x': tensor ndim=2 [_, == (h0 * 2)]
# CHECK-NEXT: c[3] = match parameter 'y': tensor ndim=2 [_, == (h0 * 2)]
# CHECK-NEXT: c[4] = shape [h0, (h0 * 2)]
# CHECK-NEXT: c[5] = "float32"
# CHECK-NEXT: c[6] = match the result of 'main': tensor float32 ndim=2 [== h0, _]
# CHECK: vm.func main(x, y) regs=11 heap=1
# CHECK-NEXT: 0: call %2 = vm.builtin.match_shape(%0, c[0])
# CHECK-NEXT: 1: call %3 = vm.builtin.match_shape(%1, c[1])
# CHECK-NEXT: 2: call %4 = vm.builtin.match_shape(%0, c[2])
# CHECK-NEXT: 3: call %5 = vm.builtin.match_shape(%1, c[3])
# CHECK-NEXT: 4: call %6 = vm.builtin.make_shape(c[4])
# CHECK-NEXT: 5: call %7 = vm.builtin.alloc_tensor(%6, c[5])
# CHECK-NEXT: 6: call %8 = add(%0, %1, %7)
# CHECK-NEXT: 7: call %9 = vm.builtin.match_shape(%7, c[6])
# CHECK-NEXT: 8: call %10 = vm.builtin.match_shape(%7, c[7])
# CHECK-NEXT: 9: ret %7
#
# RUN: %rlx run %t.rlxexe --in=%S/x3x6.npy --in=%S/x3x6.npy --print | %FileCheck %s --check-prefix=OUT
# OUT: [24, 26, 28, 30, 32, 34]] (float32, shape=(3, 6))
# RUN: not %rlx run %t.rlxexe --in=%S/x3x6.npy --in=%S/x3x5.npy 2>&1 | %FileCheck %s --check-prefix=ERR
# ERR: error: parameter 'y' expects shape (n, n*2), got (3, 5)

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(var_A: T.handle, var_B: T.handle, var_C: T.handle):
        T.func_attr({"tir.noalias": T.bool(True)})
        n, m = T.int64(), T.int64()
        A = T.match_buffer(var_A, (n, m))
        B = T.match_buffer(var_B, (n, m))
        C = T.match_buffer(var_C, (n, m))
        for i0, i1 in T.grid(n, m):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1], B[v_i0, v_i1])
                T.writes(C[v_i0, v_i1])
                C[v_i0, v_i1] = A[v_i0, v_i1] + B[v_i0, v_i1]

    @R.function
    def main(x: R.Tensor(("n", "n * 2"), dtype="float32"), y: R.Tensor(("n", "n * 2"), dtype="float32")) -> R.Tensor(("n", "n * 2"), dtype="float32"):
        n = T.int64()
        cls = Module
        lv = R.call_tir(cls.add, (x, y), out_sinfo=R.Tensor((n, n * 2), dtype="float32"))
        return lv
