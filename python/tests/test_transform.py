"""Passes under a PassContext: instruments, disabled passes, Sequential."""

import threading

import pytest

import rlx
from rlx import transform
from rlx.relax import backend

from test_backend import SORT


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
