"""The dataflow pattern language (TVM's ``tvm.relax.dpl``).

Patterns are built by calling: ``is_op("relax.matmul")(wildcard(), wildcard())``
matches a matmul call on anything; ``|``, ``&`` and ``~`` combine patterns;
``.has_dtype("float16")``, ``.has_shape([8, 32])`` and
``.has_attr({"out_dtype": "float16"})`` constrain what matched.
"""

from .. import _core

DFPattern = _core.DFPattern
DFPattern.__doc__ = ("A dataflow pattern. Call it with argument patterns to match a call (keywords "
                     "varg_default_wildcard, add_constraint as in TVM); combine with |, & and ~; constrain with "
                     "has_dtype(str), has_shape(list of int) and has_attr(dict).")


def wildcard():
    """Matches any expression."""
    return _core.wildcard()


def is_op(name):
    """Matches the operator ``name`` (TVM's names, e.g. ``"relax.nn.conv2d"``);
    call the result with argument patterns to match a call. An unknown name
    raises :class:`rlx.DiagnosticError`."""
    return _core.is_op(name)


def is_const():
    """Matches a constant."""
    return _core.is_const()


def is_var(name=""):
    """Matches a variable (named ``name``, if given)."""
    return _core.is_var(name)


def is_tuple(fields, unordered=False):
    """Matches a tuple whose fields match ``fields`` (in any order if ``unordered``)."""
    return _core.is_tuple(list(fields), unordered)


def is_tuple_get_item(tuple_value, index=None):
    """Matches ``tuple_value[index]`` (any index when None)."""
    return _core.is_tuple_get_item(tuple_value, -1 if index is None else index)


__all__ = ["DFPattern", "is_const", "is_op", "is_tuple", "is_tuple_get_item", "is_var", "wildcard"]
