"""Passes and the context they run in, as ``tvm.transform``."""

import threading

from . import _core
from .ir import IRModule, Target, as_module, to_tvm

PassInfo = _core.PassInfo
PassInfo.__doc__ = "A pass's name, opt_level, required passes and options (TVM's tvm.transform.PassInfo)."

# The PassContext config keys TVM 0.27 registers (PassContext.list_configs())
# and the ones rlx's passes add. rlx's passes read relax.FuseOps.max_depth,
# relax.backend.use_cuda_graph and the CLML version; the others are accepted,
# as TVM accepts them, and have no effect here.
_KNOWN_CONFIGS = frozenset("""
relax.FuseOps.max_depth relax.backend.use_cuda_graph relax.fallback_device_type
relax.lift_transform_params.consume_params relax.transform.apply_legalize_ops
relax.ext.clml.options.clml_version
s_tir.HoistExpression s_tir.HoistIfThenElse s_tir.InjectDoubleBuffer s_tir.LoopPartition s_tir.instr_siblings
s_tir.lwp_disable_func_prof s_tir.lwp_max_depth s_tir.lwp_min_height s_tir.reset_start_id testing.immutable_module
tirx.RemoveNoOp tirx.StmtSimplify tirx.UnrollLoop tirx.add_lower_pass tirx.debug_keep_trivial_loop
tirx.disable_assert tirx.disable_cse_tir tirx.disable_storage_rewrite tirx.disable_vectorize
tirx.enable_buffer_level_predication tirx.enable_debug tirx.enable_fast_math tirx.instrument_bound_checkers
tirx.instrument_lwp tirx.is_entry_func tirx.merge_static_smem tirx.noalias tirx.s_tir.ldg32 tirx.use_async_copy
tirx.vtcm_capacity
""".split())

_local = threading.local()


class PassInstrument:
    """Base class of pass instruments (TVM's ``tvm.instrument.PassInstrument``).

    Override any of the hooks; the ones left alone do nothing. Any object
    with some of these methods works as an instrument too.
    """

    def enter_pass_ctx(self):
        """Called when a PassContext holding this instrument is entered."""

    def exit_pass_ctx(self):
        """Called when that PassContext is left."""

    def should_run(self, mod, info):
        """Returning False skips the pass ``info`` on ``mod``."""
        return True

    def run_before_pass(self, mod, info):
        """Called with the module before each pass runs."""

    def run_after_pass(self, mod, info):
        """Called with the pass's result after each pass."""


class _InstrumentAdapter:
    """Hands rlx IRModules (not the C++ handles) to a user's instrument."""

    def __init__(self, inner):
        self.inner = inner

    def should_run(self, mod, info):
        fn = getattr(self.inner, "should_run", None)
        return True if fn is None else bool(fn(IRModule(mod), info))

    def run_before_pass(self, mod, info):
        fn = getattr(self.inner, "run_before_pass", None)
        if fn is not None:
            fn(IRModule(mod), info)

    def run_after_pass(self, mod, info):
        fn = getattr(self.inner, "run_after_pass", None)
        if fn is not None:
            fn(IRModule(mod), info)


def _config_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


class PassContext:
    """The settings passes run under (TVM's ``tvm.transform.PassContext``).

    Used as a context manager; passes applied inside the ``with`` block
    see its ``opt_level``, ``config`` (e.g. ``{"relax.backend.use_cuda_graph":
    True}``), the passes it disables or requires, and its instruments.
    Outside any ``with`` block passes run under ``PassContext()``.
    """

    def __init__(self, opt_level=2, required_pass=None, disabled_pass=None, instruments=None, config=None):
        self.opt_level = int(opt_level)
        self.required_pass = list(required_pass or [])
        self.disabled_pass = list(disabled_pass or [])
        self.instruments = list(instruments or [])
        self.config = dict(config or {})
        for key in self.config:
            if key not in _KNOWN_CONFIGS:
                # TVM's error, word for word.
                raise AttributeError("Invalid config option '%s' candidates are: %s"
                                     % (key, " ,".join(sorted(_KNOWN_CONFIGS))))

    @staticmethod
    def list_configs():
        """The config keys a PassContext accepts."""
        return sorted(_KNOWN_CONFIGS)

    @staticmethod
    def current():
        """The innermost ``with PassContext(...)`` of this thread, or a default one."""
        stack = getattr(_local, "contexts", [])
        return stack[-1] if stack else PassContext()

    def __enter__(self):
        # The hooks first: a failing one leaves no context behind.
        for inst in self.instruments:
            getattr(inst, "enter_pass_ctx", lambda: None)()
        if not hasattr(_local, "contexts"):
            _local.contexts = []
        _local.contexts.append(self)
        return self

    def __exit__(self, *exc):
        for inst in self.instruments:
            getattr(inst, "exit_pass_ctx", lambda: None)()
        _local.contexts.pop()

    def _spec(self, target=None):
        spec = _core.PassContextSpec()
        spec.opt_level = self.opt_level
        spec.config = {str(k): _config_value(v) for k, v in self.config.items()}
        spec.disabled_passes = self.disabled_pass
        spec.required_passes = self.required_pass
        spec.instruments = [_InstrumentAdapter(i) for i in self.instruments]
        if target is None:
            target = Target.current()
        if target is not None:
            spec.target = Target(target)._handle
        return spec


class Pass:
    """A module-to-module transformation.

    Call it on a module: ``new_mod = pass_(mod)``. It runs under
    :meth:`PassContext.current` and the current target (``with target:``),
    as TVM's passes do. Given a ``tvm.IRModule`` it returns a
    ``tvm.IRModule`` (converted through TVMScript).
    """

    __slots__ = ("_handle",)

    def __init__(self, handle):
        self._handle = handle

    @property
    def info(self):
        """name, opt_level, required, options."""
        return self._handle.info

    @property
    def name(self):
        """The pass's name (``info.name``)."""
        return self._handle.info.name

    def children(self):
        """The passes a Sequential holds (empty for a leaf pass)."""
        return [Pass(c) for c in self._handle.children()]

    def __call__(self, mod):
        rmod, from_tvm = as_module(mod)
        out = IRModule(_core.apply_pass(self._handle, rmod._handle, PassContext.current()._spec()))
        return to_tvm(out) if from_tvm else out

    def __repr__(self):
        info = self._handle.info
        return "rlx.transform.Pass(%s%s)" % (info.name, "(" + info.options + ")" if info.options else "")


def Sequential(passes=None, opt_level=0, name="sequential", required=None, traceable=False):
    """One pass that runs ``passes`` in order (TVM's ``tvm.transform.Sequential``).

    ``opt_level``, ``required`` and ``traceable`` are accepted for TVM's
    signature: each pass inside keeps its own opt_level and requirements.
    """
    return Pass(_core.sequential([p._handle for p in (passes or [])], name))


def create(spec):
    """A registered pass by name, with options: ``create("FuseOps(max_depth=4)")``.

    The names are TVM's; :func:`list_passes` lists them.
    """
    return Pass(_core.create_pass(spec))


def list_passes():
    """(name, one-line description) of every registered pass."""
    return list(_core.list_passes())
