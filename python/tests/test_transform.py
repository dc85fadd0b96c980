"""Passes under a PassContext: instruments, disabled passes, Sequential."""

import threading

import pytest

import rlx
from rlx import transform
from rlx.relax import backend

from test_backend import SORT

CHAIN = """# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        with R.dataflow():
            a: R.Tensor((4, 8), dtype="float32") = R.exp(x)
            b: R.Tensor((4, 8), dtype="float32") = R.negative(a)
            c: R.Tensor((4, 8), dtype="float32") = R.sigmoid(b)
            d: R.Tensor((4, 8), dtype="float32") = R.tanh(c)
            R.output(d)
        return d
"""


class Recorder(transform.PassInstrument):
    def __init__(self):
        self.before = []
        self.after = []
        self.entered = 0

    def enter_pass_ctx(self):
        self.entered += 1

    def run_before_pass(self, mod, info):
        assert isinstance(mod, rlx.IRModule)
        self.before.append(info.name)

    def run_after_pass(self, mod, info):
        self.after.append((info.name, len(mod.get_global_vars())))


def test_instruments_see_every_leaf_pass():
    rec = Recorder()
    mod = rlx.script.from_source(SORT)
    llvm = rlx.Target("llvm")
    with transform.PassContext(instruments=[rec]):
        assert rec.entered == 1
        backend.cpu_generic.get_default_pipeline(llvm)(mod)
    order = [rec.before.index(n) for n in ("DispatchSampling", "DispatchSortScan", "LegalizeOps", "FuseOps")]
    assert order == sorted(order)
    assert rec.before[-1] == "AttachGlobalSymbol"
    assert [n for n, _ in rec.after] == rec.before
    # After DispatchSortScan the module holds the sort and cumsum kernels.
    assert dict(rec.after)["DispatchSortScan"] > 1


def test_should_run_false_skips_the_pass():
    class SkipSort(transform.PassInstrument):
        def should_run(self, mod, info):
            return info.name != "DispatchSortScan"

    mod = rlx.script.from_source(SORT)
    with rlx.Target("llvm"), transform.PassContext(instruments=[SkipSort()]):
        out = backend.DispatchSortScan()(mod)
    assert out == mod


def test_disabled_pass_does_not_run():
    rec = Recorder()
    mod = rlx.script.from_source(SORT)
    with rlx.Target("llvm"), transform.PassContext(instruments=[rec], disabled_pass=["DispatchSortScan"]):
        seq = transform.Sequential([backend.DispatchSampling(), backend.DispatchSortScan()])
        out = seq(mod)
    assert "R.sort(" in out.script()
    assert "DispatchSortScan" not in rec.before


def test_create_by_name_and_bad_options():
    p = transform.create("FuseOps(fuse_opt_level=1)")
    assert p.name == "FuseOps"
    with pytest.raises(rlx.DiagnosticError):
        transform.create("NoSuchPass")
    with pytest.raises(rlx.DiagnosticError):
        transform.create("FuseOps(max_depth=4)")
    assert "DispatchSortScan" in dict(transform.list_passes())


def test_pass_rejects_non_modules():
    with pytest.raises(TypeError, match="IRModule"):
        backend.DispatchSampling()("not a module")


def test_two_threads_do_not_share_contexts():
    # Each thread's `with` blocks are its own (TVM's contexts are thread-local).
    mod = rlx.script.from_source(SORT)
    results = {}

    def run(kind):
        with rlx.Target(kind):
            results[kind] = backend.DispatchSortScan()(mod).script()

    threads = [threading.Thread(target=run, args=(k,)) for k in ("llvm", "cuda -libs=thrust")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert "thrust" in results["cuda -libs=thrust"]
    assert "thrust" not in results["llvm"]


def test_config_keys_are_checked_like_tvm():
    transform.PassContext(config={"relax.backend.use_cuda_graph": True, "tirx.disable_vectorize": True})
    with pytest.raises(AttributeError, match="Invalid config option 'relax.no_such_option'"):
        transform.PassContext(config={"relax.no_such_option": 1})
    assert "relax.FuseOps.max_depth" in transform.PassContext.list_configs()


def test_a_failing_enter_hook_leaves_no_context():
    class Broken(transform.PassInstrument):
        def enter_pass_ctx(self):
            raise RuntimeError("broken")

    with pytest.raises(RuntimeError):
        with transform.PassContext(opt_level=3, instruments=[Broken()]):
            pass
    assert transform.PassContext.current().opt_level == 2


def test_fuse_ops_max_depth_config_reaches_the_pass():
    mod = rlx.script.from_source(CHAIN)
    legal = rlx.transform.Sequential([transform.create("LegalizeOps"), transform.create("AnnotateTIROpPattern")])(mod)
    fuse = transform.create("FuseOps")
    deep = fuse(legal)
    with transform.PassContext(config={"relax.FuseOps.max_depth": 2}):
        shallow = fuse(legal)
    count = lambda m: sum(1 for n in m.get_global_vars() if n.startswith("fused_"))
    assert count(deep) == 1 and count(shallow) > 1
