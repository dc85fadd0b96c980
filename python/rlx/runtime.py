"""Compilation to a Relax VM executable (``tvm.compile``) and its VM."""

from . import _core
from .ir import Target, as_module
from .transform import PassContext


class Executable:
    """A compiled module: VM bytecode with its kernels (``tvm.runtime.Executable``)."""

    __slots__ = ("_handle",)

    def __init__(self, handle):
        self._handle = handle

    @property
    def target(self):
        """The target string the kernels were built for."""
        return self._handle.target

    def function_names(self):
        """The VM functions a VirtualMachine can call."""
        return list(self._handle.function_names())

    def as_text(self):
        """A readable listing of the bytecode."""
        return self._handle.as_text()

    def save(self):
        """The executable as bytes (deterministic; :func:`load_executable` reads them)."""
        return self._handle.save()

    def export_library(self, path):
        """Writes :meth:`save`'s bytes to ``path`` (what ``rlx run`` reads)."""
        with open(path, "wb") as f:
            f.write(self.save())


def compile(mod, target=None, *, relax_pipeline="default", tir_pipeline="default"):
    """Builds ``mod`` into an :class:`Executable` (``tvm.compile``).

    ``mod`` is an rlx or TVM IRModule; ``target`` a Target or string, or
    None for :meth:`rlx.Target.current`. ``relax_pipeline``: ``"default"``
    is the target's own pipeline (``relax.get_default_pipeline``; unlike
    TVM, which uses ``default_build`` on the CPU, rlx fuses on every
    target), another name is :func:`rlx.relax.get_pipeline`'s, a Pass is
    run as it is; None is for a module already lowered. The build always
    ends with the target's own pipeline, which lowers what a given
    pipeline left and finds nothing to do in a lowered module. ``tir_pipeline`` is accepted for TVM's signature (rlx
    lowers TIR with its own code generators). The pipeline runs under
    :meth:`PassContext.current`. Targets: ``llvm`` (this CPU) and those
    whose kernels this machine can run (``opencl`` on PoCL, ``cuda`` with
    an NVIDIA GPU).
    """
    from .relax.pipeline import get_pipeline
    from .transform import Pass

    rmod, _ = as_module(mod)
    if target is None:
        target = Target.current()
        if target is None:
            raise ValueError("rlx.compile: no target given and none in scope (use `with rlx.Target(...)`)")
    target = Target(target)
    ctx = PassContext.current()
    if isinstance(relax_pipeline, str) and relax_pipeline != "default":
        relax_pipeline = get_pipeline(relax_pipeline)
    if isinstance(relax_pipeline, Pass):
        with target:
            rmod = relax_pipeline(rmod)
    elif relax_pipeline not in (None, "default"):
        raise TypeError("relax_pipeline must be a pipeline name, a Pass or None, got %r" % (relax_pipeline,))
    return Executable(_core.compile(rmod._handle, target._handle, ctx._spec(target)))


def load_executable(data, name="<bytes>"):
    """An Executable from :meth:`Executable.save`'s bytes (or a file path).

    Corrupted or truncated bytes raise :class:`rlx.DiagnosticError`.
    """
    if isinstance(data, str):
        name = data
        with open(data, "rb") as f:
            data = f.read()
    return Executable(_core.load_executable(bytes(data), name))
