"""The Relax virtual machine on numpy arrays (``tvm.relax.VirtualMachine``)."""

import numpy as np

from .. import _core
from ..runtime import Executable


def _as_array(x):
    """numpy's view of an argument: arrays as they are, PyTorch and other
    DLPack tensors through numpy.from_dlpack (no copy on the CPU), Python
    numbers as 0-d arrays (prim-value parameters), tuples of ints as 1-D
    int64 arrays (shape parameters)."""
    if isinstance(x, np.ndarray):
        return x
    if hasattr(x, "__dlpack__"):
        try:
            return np.from_dlpack(x)
        except (TypeError, RuntimeError, BufferError):
            pass  # e.g. a tensor on a GPU or one that requires grad
        if hasattr(x, "detach"):
            return x.detach().cpu().numpy()
    if isinstance(x, bool):
        return np.array(x)
    if isinstance(x, int):
        return np.array(x, dtype="int64")
    if isinstance(x, float):
        return np.array(x, dtype="float64")
    if isinstance(x, (tuple, list)) and all(isinstance(d, int) for d in x):
        return np.array(x, dtype="int64")
    return np.asarray(x)


def _argument(x):
    a = np.ascontiguousarray(_as_array(x))
    return (a, a.dtype.name, a.shape)


def _result(tagged):
    kind, value = tagged
    if kind == "tensor":
        data, dtype, shape = value
        return np.frombuffer(data, dtype=dtype).reshape(shape)
    if kind == "tuple":
        return tuple(_result(f) for f in value)
    if kind == "shape":
        return tuple(value)
    return value  # int, or None


class _Function:
    def __init__(self, vm, name):
        self._vm = vm
        self._name = name

    def __call__(self, *args):
        return self._vm.invoke(self._name, *args)


class VirtualMachine:
    """Runs an :class:`rlx.Executable`.

    ``vm["main"](*args)`` calls a function: arguments are numpy arrays (or
    PyTorch tensors, Python ints for prim values, tuples for shapes);
    tensor results come back as numpy arrays, tuples as tuples. A wrong
    argument (count, dtype, shape) raises :class:`rlx.DiagnosticError`
    naming the parameter.

    ``device`` is accepted for TVM's signature (``VirtualMachine(ex,
    tvm.cpu())``); the executable's target decides where kernels run.
    """

    def __init__(self, executable, device=None):
        if not isinstance(executable, Executable):
            raise TypeError("VirtualMachine takes an rlx.Executable (from rlx.compile)")
        self._handle = _core.VirtualMachine(executable._handle)
        self._exec = executable

    def __getitem__(self, name):
        if name not in self._exec.function_names():
            raise KeyError("the executable has no function %r; its functions are: %s"
                           % (name, ", ".join(self._exec.function_names())))
        return _Function(self, name)

    def invoke(self, name, *args):
        """Calls the VM function ``name`` on ``args`` (see the class docstring)."""
        return _result(self._handle.invoke(name, [_argument(a) for a in args]))
