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


def compile(mod, target="llvm"):
    """Builds ``mod`` for ``target`` with its default pipeline (``tvm.compile``).

    ``mod`` is an rlx or TVM IRModule. The pipeline runs under
    :meth:`PassContext.current`. Targets: ``llvm`` (the host CPU) and those
    whose kernels this machine can run (``opencl`` on PoCL, ``cuda`` on an
    NVIDIA GPU).
    """
    rmod, _ = as_module(mod)
    target = Target(target)
    ctx = PassContext.current()
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
