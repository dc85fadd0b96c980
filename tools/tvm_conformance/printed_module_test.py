#!/usr/bin/env python3
"""printed_module reads TVM 0.27's and rlx's printed modules to the same
facts: bindings, what replaced each call, kernel kinds, workspace sizes.
Stdlib only (runs offline under Bazel, without TVM)."""

import os
import sys
import unittest

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import printed_module  # pylint: disable=wrong-import-position

ORIGINAL = '''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")):
        with R.dataflow():
            s = R.sort(x, axis=1, descending=True)
            c = R.cumsum(x, axis=-1)
            gv = (s, c)
            R.output(gv)
        return gv
'''

# TVM 0.27's printer: out_ty= / ty_args=, s_tir decorators, ir_builder
# kernels that launch threads, a symbolic thrust workspace.
TVM = '''
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def gpu_2d_continuous_cumsum(var_A: T.handle, var_Out: T.handle):
        for bx in T.thread_binding(n, thread="blockIdx.x"):
            T.evaluate(0)

    @T.prim_func(private=True, s_tir=True)
    def sort_thrust(data_buf: T.Buffer((m, n), "float32"), workspace_buf: T.Buffer((T.int64(8),), "uint8")):
        with T.sblock("thrust_sort"):
            T.call_packed("tvm.contrib.thrust.sort", T.tvm_stack_make_array(data_buf.data), 0)

    @R.function
    def main(x: R.Tensor((m, n), dtype="float32")) -> R.Tensor((m, n), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv: R.Tensor(("T.int64(8) * (m * n * T.int64(4)) + T.int64(8388608)",), dtype="uint8") = R.builtin.alloc_tensor(R.shape([T.int64(8) * (m * n * T.int64(4)) + T.int64(8388608)]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
            s = R.call_tir(cls.sort_thrust, (x, lv), out_ty=R.Tensor((m, n), dtype="float32"))
            lv1: R.Tensor((m, n), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", x, R.shape([m, n]), ty_args=(R.Tensor((m, n), dtype="float32"),))
            lv2 = R.call_tir(cls.gpu_2d_continuous_cumsum, (lv1,), out_ty=R.Tensor((m, n), dtype="float32"))
            c: R.Tensor((m, n), dtype="float32") = R.call_pure_packed("vm.builtin.reshape", lv2, R.shape([m, n]), ty_args=(R.Tensor((m, n), dtype="float32"),))
            gv: R.Tuple(R.Tensor((m, n), dtype="float32"), R.Tensor((m, n), dtype="float32")) = s, c
            R.output(gv)
        return gv
'''

# rlx's printer: out_sinfo= / sinfo_args=, the same sizes spelled otherwise,
# a kernel with loops only, a call left for a later pass.
RLX = '''
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def sort(A: T.Buffer((m, n), "float32"), B: T.Buffer((m, n), "float32")):
        for i in range(m):
            T.call_extern("int32", "expf", A[i, 0])

    @R.function
    def main(x: R.Tensor(("m", "n"), dtype="float32")):
        cls = Module
        with R.dataflow():
            lv: R.Tensor((m * n * 32 + 8388608,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([m * n * 32 + 8388608]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
            s = R.call_tir(cls.sort, (x, lv), out_sinfo=R.Tensor((m, n), dtype="float32"))
            c = R.cumsum(x, axis=-1)
            gv: R.Tuple(R.Tensor((m, n), dtype="float32"), R.Tensor((m, n), dtype="float32")) = s, c
            R.output(gv)
        return gv
'''


class PrintedModuleTest(unittest.TestCase):
    def setUp(self):
        self.orig = printed_module.Module(ORIGINAL)
        self.tvm = printed_module.Module(TVM)
        self.rlx = printed_module.Module(RLX)

    def facts(self, mod):
        exp = printed_module.expansions(self.orig.relax_funcs["main"], mod.relax_funcs["main"])
        return {v: printed_module.describe(steps, mod) for v, steps in exp.items()}

    def test_functions_and_kernel_kinds(self):
        self.assertEqual(sorted(self.tvm.prim_funcs), ["gpu_2d_continuous_cumsum", "sort_thrust"])
        self.assertEqual(self.tvm.prim_funcs["sort_thrust"].kind, "extern tvm.contrib.thrust.sort")
        self.assertEqual(self.tvm.prim_funcs["gpu_2d_continuous_cumsum"].kind, "gpu")
        # expf is a math intrinsic, not a library choice.
        self.assertEqual(self.rlx.prim_funcs["sort"].kind, "loops")
        self.assertEqual([b.var for b in self.orig.relax_funcs["main"].bindings], ["s", "c", "gv"])

    def test_each_call_maps_to_what_replaced_it(self):
        t = self.facts(self.tvm)
        self.assertEqual(t["s"]["impl"], "call_tir[extern tvm.contrib.thrust.sort]")
        self.assertEqual(t["s"]["kernels"], "sort_thrust")
        self.assertEqual(t["c"]["impl"], "call_pure_packed(vm.builtin.reshape), call_tir[gpu], "
                         "call_pure_packed(vm.builtin.reshape)")
        self.assertEqual(t["c"]["kernels"], "gpu_2d_continuous_cumsum")
        o = self.facts(self.rlx)
        self.assertEqual(o["s"]["impl"], "call_tir[loops]")
        self.assertEqual(o["c"]["impl"], "R.cumsum")
        self.assertEqual(o["c"]["kernels"], "")

    def test_workspaces_compare_as_numbers(self):
        t = self.facts(self.tvm)["s"]["workspace"]
        o = self.facts(self.rlx)["s"]["workspace"]
        self.assertNotEqual(t, o)  # different spellings...
        self.assertEqual(printed_module.workspace_values(t), printed_module.workspace_values(o))  # ...same size
        # Swapped variables are a different size.
        self.assertNotEqual(printed_module.workspace_values(["m * m * 32 + 8388608"]),
                            printed_module.workspace_values(["m * n * 32 + 8388608"]))
        self.assertEqual(printed_module.workspace_values(["8388872"]), [(8388872, 8388872)])
        self.assertEqual(printed_module.workspace_values(["__import__('os')"]), ["__import__('os')"])


if __name__ == "__main__":
    unittest.main()
