"""Relax passes by TVM's names (``tvm.relax.transform``), for pattern tables
written in Python. Every other registered pass is :func:`rlx.transform.create`
by name."""

from .. import _core
from ..transform import Pass, create


class FusionPattern:
    """One entry of a pattern table (TVM's ``relax.transform.FusionPattern``).

    ``name`` is ``"<codegen>.<what>"``; ``annotation_patterns`` names
    sub-patterns whose matches a check would see. ``check`` and
    ``attrs_getter`` in Python are not supported yet (the registry's
    built-in tables have theirs in C++): passing one raises
    NotImplementedError rather than fusing matches it would reject.
    """

    def __init__(self, name, pattern, annotation_patterns=None, check=None, attrs_getter=None):
        if check is not None or attrs_getter is not None:
            raise NotImplementedError("FusionPattern: check and attrs_getter functions written in Python are not "
                                      "supported yet")
        self.name = name
        self.pattern = pattern
        self.annotation_patterns = dict(annotation_patterns or {})

    def __repr__(self):
        return "FusionPattern(%r, %r)" % (self.name, self.pattern)


def _entry(p):
    if isinstance(p, _core.FusionPattern):
        return p  # from the registry, with its check
    if isinstance(p, tuple) and 2 <= len(p) <= 5:
        p = FusionPattern(*p)
    if isinstance(p, FusionPattern):
        return (p.name, p.pattern, p.annotation_patterns)
    raise ValueError("a pattern table entry is a FusionPattern or a (name, pattern[, annotation_patterns]) tuple, "
                     "got %r" % (p,))


def FuseOpsByPattern(patterns, bind_constants=True, annotate_codegen=False, entry_functions=None):
    """Groups every match of ``patterns`` (tried in list order) into a
    composite function named after its pattern; with ``annotate_codegen``
    each is wrapped in a function for the pattern's codegen, as TVM's pass
    does. Entries are :class:`FusionPattern`s, ``(name, pattern[,
    annotation_patterns])`` tuples, or the registry's patterns
    (``rlx.relax.backend.get_patterns_with_prefix("cublas")``), which keep
    their checks."""
    return Pass(_core.fuse_ops_by_pattern([_entry(p) for p in patterns], bool(bind_constants),
                                          bool(annotate_codegen), list(entry_functions or [])))


def MergeCompositeFunctions():
    """Merges neighbouring composite functions of one codegen into one
    function for that codegen."""
    return create("MergeCompositeFunctions")


__all__ = ["FuseOpsByPattern", "FusionPattern", "MergeCompositeFunctions"]
