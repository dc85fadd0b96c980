"""IRModule and Target, the objects every pass and pipeline works on."""

import threading

from . import _core

_local = threading.local()


class IRModule:
    """A module of Relax functions and TIR PrimFuncs.

    Made from TVMScript (:func:`rlx.script.from_source`), from a TVM module
    (:func:`rlx.from_tvm`), or returned by a pass. Modules are immutable:
    passes return new ones.
    """

    __slots__ = ("_handle",)

    def __init__(self, handle):
        if not isinstance(handle, _core.IRModule):
            raise TypeError("IRModule is made by rlx.script.from_source or a pass, not from %r" % type(handle))
        self._handle = handle

    def script(self, show_meta=False, style="rlx"):
        """The module as TVMScript.

        ``style="tvm"`` prints exactly what TVM 0.27's ``mod.script()``
        prints for the same module; ``"rlx"`` (the default) is the same
        language with every symbolic dimension declared in its function.
        ``show_meta=True`` writes constants into a metadata section, as TVM
        does, instead of as literals.
        """
        return self._handle.script(show_meta, style)

    def get_global_vars(self):
        """The names of the module's functions, sorted."""
        return list(self._handle.function_names())

    def __contains__(self, name):
        return self._handle.has_function(name)

    def __eq__(self, other):
        """Structural equality (names of variables do not matter)."""
        if not isinstance(other, IRModule):
            return NotImplemented
        return self._handle.structural_equal(other._handle)

    __hash__ = None

    def structural_diff(self, other):
        """Where ``other`` first differs from this module (a path such as
        ``functions[0].body.blocks[0].bindings[1].value.args[0]`` and what
        differs), or "" when they are structurally equal."""
        return self._handle.structural_diff(other._handle)

    def __str__(self):
        return self.script()

    def __repr__(self):
        return "rlx.IRModule(functions=%r)" % self.get_global_vars()


class Target:
    """A compilation target, as TVM's ``tvm.target.Target``.

    Made from a target string (``"llvm"``, ``"cuda -arch=sm_90"``), a JSON
    object or a tag (``"nvidia/nvidia-h100"``); a malformed one raises
    :class:`rlx.DiagnosticError`. ``with target:`` makes it the current
    target, which passes read as TVM's do (``Target.current()``).
    """

    __slots__ = ("_handle",)

    def __init__(self, target, host=None):
        if isinstance(target, Target):
            handle = target._handle
        elif isinstance(target, _core.Target):
            handle = target
        elif isinstance(target, dict):
            import json

            handle = _core.Target(json.dumps(target))
        else:
            handle = _core.Target(str(target))
        if host is not None:
            handle = handle.with_host(Target(host)._handle)
        self._handle = handle

    @property
    def kind(self):
        """The target kind: ``llvm``, ``cuda``, ``opencl``, ..."""
        return self._handle.kind

    @property
    def keys(self):
        """The target's keys (``["cuda", "gpu"]``), which pipelines route by."""
        return list(self._handle.keys)

    @property
    def tag(self):
        """The tag the target came from ("" when none)."""
        return self._handle.tag

    @property
    def host(self):
        """The host target, or None."""
        h = self._handle.host
        return None if h is None else Target(h)

    def export(self):
        """The target as a JSON-compatible dict (TVM's ``Target.export``)."""
        import json

        return json.loads(self._handle.json())

    @staticmethod
    def current(allow_none=True):
        """The innermost ``with target:`` of this thread."""
        stack = getattr(_local, "targets", [])
        if stack:
            return stack[-1]
        if not allow_none:
            raise ValueError("Target.current: no target is in scope (use `with rlx.Target(...):`)")
        return None

    @staticmethod
    def list_kinds():
        """Every target kind rlx knows."""
        return list(_core.Target.list_kinds())

    @staticmethod
    def list_tags():
        """Every registered target tag."""
        return list(_core.Target.list_tags())

    def __enter__(self):
        if not hasattr(_local, "targets"):
            _local.targets = []
        _local.targets.append(self)
        return self

    def __exit__(self, *exc):
        _local.targets.pop()

    def __eq__(self, other):
        if not isinstance(other, Target):
            return NotImplemented
        return self._handle == other._handle

    def __hash__(self):
        return hash(str(self))

    def __str__(self):
        return str(self._handle)

    def __repr__(self):
        return "rlx.Target(%r)" % str(self)


def _tvm_module_type():
    """tvm.IRModule when Apache TVM is importable, else None."""
    try:
        import tvm
    except ImportError:
        return None
    return tvm.IRModule


def is_tvm_module(obj):
    """Whether ``obj`` is Apache TVM's ``tvm.IRModule`` (False without TVM)."""
    t = _tvm_module_type()
    return t is not None and isinstance(obj, t)


def from_tvm(tvm_mod):
    """An rlx IRModule equal to Apache TVM's ``tvm_mod``.

    Goes through TVMScript: TVM prints the module with its metadata section
    (``show_meta=True``: bound constants keep their bytes) and rlx parses it.
    """
    from . import script

    return script.from_source(tvm_mod.script(show_meta=True), name="<tvm.IRModule>")


def to_tvm(mod):
    """Apache TVM's ``tvm.IRModule`` for ``mod`` (needs TVM installed).

    rlx prints the module exactly as TVM 0.27 would (``style="tvm"``) and
    TVM's own parser reads it.
    """
    try:
        import tvm
    except ImportError as e:
        raise ImportError("rlx.to_tvm needs Apache TVM (pip install apache-tvm)") from e
    # TVM's parser reads the metadata section at the top of the text itself.
    return tvm.script.from_source(mod.script(show_meta=True, style="tvm"))


def as_module(obj):
    """``obj`` as an rlx IRModule, and whether it came from TVM."""
    if isinstance(obj, IRModule):
        return obj, False
    if is_tvm_module(obj):
        return from_tvm(obj), True
    raise TypeError("expected an rlx.IRModule or a tvm.IRModule, got %s" % type(obj).__name__)
