"""rlx: TVM's Relax backend layer (``tvm.relax.backend``) reimplemented in C++.

The package keeps TVM's names, so that a script written against TVM needs
only its imports changed::

    import rlx
    from rlx.relax import backend

    mod = rlx.script.from_file("model.py")          # what TVM's mod.script() printed
    mod = backend.DispatchSortScan()(mod)
    with rlx.Target("llvm"):
        mod = backend.cpu_generic.get_default_pipeline(rlx.Target("llvm"))(mod)
    vm = rlx.relax.VirtualMachine(rlx.compile(mod, "llvm"))
    out = vm["main"](numpy_array)

``rlx.from_tvm`` and ``rlx.to_tvm`` convert modules to and from Apache TVM's
own ``tvm.IRModule`` (through TVMScript text), and every pass accepts a
``tvm.IRModule`` and then returns one.
"""

from . import _core
from ._core import DiagnosticError

DiagnosticError.__doc__ = ("A user error the compiler reports: a malformed module (with file:line:col), bad pass "
                           "options, an unsupported target. A ValueError.")
from .ir import IRModule, Target, from_tvm, to_tvm
from . import script
from . import transform
from . import instrument
from .runtime import Executable, compile, load_executable
from . import relax

__version__ = "0.1.0"

__all__ = [
    "DiagnosticError",
    "Executable",
    "IRModule",
    "Target",
    "compile",
    "from_tvm",
    "instrument",
    "load_executable",
    "relax",
    "script",
    "to_tvm",
    "transform",
]
