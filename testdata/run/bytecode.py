# The VM bytecode of a function with a compound symbolic dimension, after
# VMShapeLower: the parameters are checked and n stored in the shape heap
# (match code 1), a shape_func kernel computes n * 2 (and the output's byte
# size) into the heap, then the compound dimension is checked (code 3). The
# output gets a storage of its own, whose register is killed once the
# tensor is placed in it.
# RUN: %rlx build %s -o %t.rlxexe --print-bytecode | %FileCheck %s
# CHECK: c[0] = "float32"
# CHECK-NEXT: c[1] = "ErrorContext(fn=main, loc=param[0], param=x, annotation=R.Tensor((n, n*2), "float32")) "
# CHECK-NEXT: c[2] = "ErrorContext(fn=main, loc=param[1], param=y, annotation=R.Tensor((n, n*2), "float32")) "
# CHECK-NEXT: c[3] = "global"
# CHECK-NEXT: c[4] = "uint8"
# CHECK-NEXT: c[5] = "ErrorContext(fn=main, loc=return, annotation=R.Tensor((n, n*2), "float32")) "
# CHECK: vm.func main(x, y) regs=17 heap=0
# CHECK-NEXT: 0: call %2 = vm.builtin.alloc_shape_heap(3)
# CHECK-NEXT: 1: call %3 = vm.builtin.check_tensor_info(%0, 2, c[0], c[1])
# CHECK-NEXT: 2: call %4 = vm.builtin.check_tensor_info(%1, 2, c[0], c[2])
# CHECK-NEXT: 3: call %5 = vm.builtin.match_shape(%0, %2, 2, 1, 0, 2, 0, c[1])
# CHECK-NEXT: 4: call %6 = vm.builtin.match_shape(%1, %2, 2, 3, 0, 2, 0, c[2])
# CHECK-NEXT: 5: call %7 = shape_func(%2)
# CHECK-NEXT: 6: call %8 = vm.builtin.match_shape(%0, %2, 2, 3, 0, 3, 1, c[1])
# CHECK-NEXT: 7: call %9 = vm.builtin.match_shape(%1, %2, 2, 3, 0, 3, 1, c[2])
# CHECK-NEXT: 8: call %10 = vm.builtin.make_shape(%2, 1, 1, 2)
# CHECK-NEXT: 9: call %11 = vm.builtin.alloc_storage(%10, 0, c[4], c[3])
# CHECK-NEXT: 10: call %12 = vm.builtin.make_shape(%2, 2, 1, 0, 1, 1)
# CHECK-NEXT: 11: call %13 = vm.builtin.alloc_tensor(%11, 0, %12, c[0])
# CHECK-NEXT: 12: call %11 = vm.builtin.null_value()
# CHECK-NEXT: 13: call %14 = add(%0, %1, %13)
# CHECK-NEXT: 14: call %15 = vm.builtin.check_tensor_info(%13, 2, c[0], c[5])
# CHECK-NEXT: 15: call %16 = vm.builtin.match_shape(%13, %2, 2, 3, 0, 3, 1, c[5])
# CHECK-NEXT: 16: ret %13
#
# RUN: %rlx run %t.rlxexe --in=%S/x3x6.npy --in=%S/x3x6.npy --print | %FileCheck %s --check-prefix=OUT
# OUT: [24, 26, 28, 30, 32, 34]] (float32, shape=(3, 6))
# RUN: not %rlx run %t.rlxexe --in=%S/x3x6.npy --in=%S/x3x5.npy 2>&1 | %FileCheck %s --check-prefix=ERR
# ERR: error: ErrorContext(fn=main, loc=param[1], param=y, annotation=R.Tensor((n, n*2), "float32")) shape[1] mismatch: expected 6, got 5 in (3, 5)

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
