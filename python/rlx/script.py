"""TVMScript in and out, as ``tvm.script``."""

from . import _core
from .ir import IRModule


def from_source(text, name="<string>"):
    """Parses a module written in TVMScript (what TVM's ``mod.script()`` prints).

    The module is checked for well-formedness. A malformed text raises
    :class:`rlx.DiagnosticError` whose message names ``name:line:col``,
    what was expected and what was found.
    """
    return IRModule(_core.parse_module(text, name))


def from_file(path):
    """:func:`from_source` on the contents of the file at ``path``."""
    return IRModule(_core.parse_module_file(str(path)))
