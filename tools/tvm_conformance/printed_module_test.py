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


# A partitioned module as TVM 0.27 prints it: unquoted symbolic dims, the
# local composite named local_func, int64 extents without T.int64, a
# re-added public composite with an explicit (differing) global_symbol.
TVM_PARTITIONED = '''
@I.ir_module
class Module:
    @R.function
    def fused_relax_nn_attention_cutlass1(q: R.Tensor((1, s, 8, 64), dtype="float16"), workspace: R.Tensor((8,), dtype="uint8")) -> R.Tensor((1, s, 8, 64), dtype="float16"):
        R.func_attr({"Codegen": "cutlass"})
        s = T.int64()
        # from tvm.script import relax as R

        @R.function
        def local_func(q_1: R.Tensor((1, s, 8, 64), dtype="float16"), workspace_1: R.Tensor((8,), dtype="uint8")) -> R.Tensor((1, s, 8, 64), dtype="float16"):
            R.func_attr({"Composite": "cutlass.attention"})
            with R.dataflow():
                gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.nn.attention(q_1, q_1, q_1, scale=None, causal_mask="BottomRight", window_size=None)
                R.output(gv)
            return gv

        gv: R.Tensor((1, s, 8, 64), dtype="float16") = local_func(q, workspace)
        return gv

    @R.function(private=True)
    def fused_relax_add(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"Composite": "x.add", "Primitive": True, "global_symbol": "renamed"})
        with R.dataflow():
            gv: R.Tensor((4,), dtype="float32") = R.add(x, x)
            R.output(gv)
        return gv

    @T.prim_func(private=True, s_tir=True)
    def add(A: T.Buffer((T.int64(4),), "float32")):
        T.evaluate(0)

    @R.function
    def main(q: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        cls = Module
        with R.dataflow():
            workspace_main: R.Tensor((8,), dtype="uint8") = R.builtin.alloc_tensor(R.shape([8]), R.dtype("uint8"), 0, R.str("global"))
            gv1: R.Tensor((1, s, 8, 64), dtype="float16") = cls.fused_relax_nn_attention_cutlass1(q, workspace_main)
            lv = R.call_tir(cls.add, (q,), out_ty=R.Tensor((4,), dtype="float32"))
            R.output(gv1)
        return gv1
'''

# The same module as rlx prints it, except for what the tests below expect
# to differ: the workspace extent is an int32 and main calls no kernel.
RLX_PARTITIONED = '''
@I.ir_module
class Module:
    @R.function
    def fused_relax_nn_attention_cutlass1(q: R.Tensor((1, "s", 8, 64), dtype="float16"), workspace: R.Tensor((T.int32(8),), dtype="uint8")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        R.func_attr({"Codegen": "cutlass"})
        s = T.int64()
        @R.function
        def gv1(q_1: R.Tensor((1, "s", 8, 64), dtype="float16"), workspace_1: R.Tensor((T.int32(8),), dtype="uint8")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
            R.func_attr({"Composite": "cutlass.attention"})
            s = T.int64()
            with R.dataflow():
                gv: R.Tensor((1, s, 8, 64), dtype="float16") = R.nn.attention(q_1, q_1, q_1, scale=None, causal_mask="BottomRight", window_size=None)
                R.output(gv)
            return gv
        gv: R.Tensor((1, s, 8, 64), dtype="float16") = gv1(q, workspace)
        return gv

    @R.function(private=True)
    def fused_relax_add(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"Composite": "x.add", "Primitive": True, "global_symbol": "renamed"})
        with R.dataflow():
            gv: R.Tensor((4,), dtype="float32") = R.add(x, x)
            R.output(gv)
        return gv

    @R.function
    def main(q: R.Tensor((1, "s", 8, 64), dtype="float16")) -> R.Tensor((1, "s", 8, 64), dtype="float16"):
        s = T.int64()
        cls = Module
        with R.dataflow():
            workspace_main: R.Tensor((T.int32(8),), dtype="uint8") = R.builtin.alloc_tensor(R.shape([T.int32(8)]), R.dtype("uint8"), R.prim_value(0), R.str("global"))
            gv: R.Tensor((1, s, 8, 64), dtype="float16") = cls.fused_relax_nn_attention_cutlass1(q, workspace_main)
            R.output(gv)
        return gv
'''


class PartitionFactsTest(unittest.TestCase):
    def setUp(self):
        self.tvm = printed_module.partition_facts(TVM_PARTITIONED)
        self.rlx = printed_module.partition_facts(RLX_PARTITIONED)

    def test_globals_kinds_and_visibility(self):
        self.assertEqual(sorted(self.tvm), ["add", "fused_relax_add", "fused_relax_nn_attention_cutlass1", "main"])
        self.assertEqual(self.tvm["add"].kind, "prim")
        self.assertTrue(self.tvm["fused_relax_add"].private)
        self.assertFalse(self.tvm["main"].private)
        # Public: the global_symbol is the name unless printed; an explicit
        # one wins, even on a private function.
        self.assertEqual(printed_module.global_symbol(self.tvm["main"]), "main")
        self.assertEqual(printed_module.global_symbol(self.tvm["fused_relax_add"]), "renamed")

    def test_attrs_calls_and_composites_read_alike(self):
        for facts in (self.tvm, self.rlx):
            w = facts["fused_relax_nn_attention_cutlass1"]
            # Local attributes and bindings are the composite's, not the wrapper's.
            self.assertEqual(w.attrs, {"Codegen": "cutlass"})
            self.assertEqual(w.ops, [])
            self.assertEqual(w.composites(), [("cutlass.attention", ("nn.attention",))])
            self.assertEqual(facts["fused_relax_add"].attrs,
                             {"Composite": "x.add", "Primitive": True, "global_symbol": "renamed"})
            self.assertEqual(facts["fused_relax_add"].composites(), [("x.add", ("add",))])
        self.assertEqual(self.tvm["main"].calls, ["fused_relax_nn_attention_cutlass1", "add"])
        self.assertEqual(self.rlx["main"].calls, ["fused_relax_nn_attention_cutlass1"])
        # Workspace allocations are not ops; kernels are.
        self.assertEqual(self.tvm["main"].ops, ["call_tir:add"])

    def test_signatures_ignore_spelling_not_dtypes(self):
        # Quoted symbolic dims and T.int64 spellings read alike...
        self.assertEqual(self.tvm["main"].signature, self.rlx["main"].signature)
        self.assertEqual(self.tvm["fused_relax_add"].signature, self.rlx["fused_relax_add"].signature)
        self.assertEqual(printed_module.normalize_type('R.Tensor((T.int64(8), "n"), dtype="uint8")'),
                         'R.Tensor((8, n), dtype="uint8")')
        # ...an int32 extent does not.
        self.assertNotEqual(self.tvm["fused_relax_nn_attention_cutlass1"].signature,
                            self.rlx["fused_relax_nn_attention_cutlass1"].signature)
        self.assertEqual(self.tvm["fused_relax_nn_attention_cutlass1"].signature,
                         'R.Tensor((1, s, 8, 64), dtype="float16"), R.Tensor((8,), dtype="uint8") '
                         '-> R.Tensor((1, s, 8, 64), dtype="float16")')

    def test_attr_values(self):
        self.assertEqual(printed_module.parse_attrs('{"WorkspaceSize": T.int64(8), "Primitive": True, '
                                                    '"Codegen": "cutlass"}'),
                         {"WorkspaceSize": "8", "Primitive": True, "Codegen": "cutlass"})


if __name__ == "__main__":
    unittest.main()
