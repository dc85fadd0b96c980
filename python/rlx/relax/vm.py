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


class Tensor(np.ndarray):
    """A VM result: a numpy array of its own, with TVM's ``.numpy()`` (which
    returns it as a plain ndarray), so that ``vm["main"](x).numpy()`` works
    as with TVM's runtime tensors."""

    def numpy(self):
        return self.view(np.ndarray)


def _result(tagged):
    kind, value = tagged
    if kind == "tensor":
        data, dtype, shape = value
        return np.frombuffer(data, dtype=dtype).reshape(shape).view(Tensor)
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
    PyTorch tensors, Python ints for prim values, tuples for shapes), which
    the VM reads in place without a copy;
    tensor results come back as numpy arrays (:class:`Tensor`, with TVM's
    ``.numpy()``), tuples as tuples. A wrong argument (count, dtype, shape)
    raises :class:`rlx.DiagnosticError` naming the parameter.

    ``device`` and ``memory_cfg`` are accepted for TVM's signature
    (``VirtualMachine(ex, tvm.cpu())``); the executable's target decides
    where kernels run, and the VM plans memory itself.
    """

    def __init__(self, rt_mod, device=None, memory_cfg=None):
        if not isinstance(rt_mod, Executable):
            raise ValueError("VirtualMachine takes an rlx.Executable (from rlx.compile), got %s"
                             % type(rt_mod).__name__)
        self._handle = _core.VirtualMachine(rt_mod._handle)
        self._exec = rt_mod

    def __getitem__(self, name):
        """The VM function ``name``, to call. An unknown name raises
        AttributeError, as TVM's runtime module does."""
        if name not in self._exec.function_names():
            raise AttributeError("the executable has no function %r; its functions are: %s"
                                 % (name, ", ".join(self._exec.function_names())))
        return _Function(self, name)

    def invoke(self, name, *args):
        """Calls the VM function ``name`` on ``args`` (see the class docstring)."""
        return _result(self._handle.invoke(name, [_argument(a) for a in args]))
