"""Pipelines by target and by name (TVM's ``tvm.relax.pipeline``)."""

from .. import _core
from ..ir import Target
from ..transform import Pass


def get_default_pipeline(target):
    """The default pipeline of the backend ``target`` routes to (cuda, rocm,
    gpu_generic for metal and other GPU targets, cpu_generic for llvm,
    adreno). Other targets raise ValueError, as in TVM."""
    # The "default" named pipeline routes, with TVM's error for a target
    # no backend takes.
    return Pass(_core.named_pipeline("default", Target(target)._handle))


# TVM's names: "default" is default_build there too.
_NAMES = {"zero": "zero", "default": "default_build", "default_build": "default_build"}


def get_pipeline(name="zero", **kwargs):
    """TVM's named pipelines: ``"zero"`` (LegalizeOps, AnnotateTIROpPattern,
    FoldConstant, FuseOps, FuseTIR) and ``"default"`` / ``"default_build"``
    (tvm.compile's CPU pipeline, without fusion). They lower for
    :meth:`rlx.Target.current` (llvm when none is in scope). ``kwargs`` are
    the pipeline's own options (``enable_warning`` for ``"zero"``, which rlx
    accepts and ignores: its LegalizeOps always reports what it cannot
    legalize)."""
    if name not in _NAMES:
        raise ValueError("Unknown pass pipeline %s; the known ones are: %s" % (name, ", ".join(_NAMES)))
    unknown = set(kwargs) - ({"enable_warning"} if name == "zero" else set())
    if unknown:
        raise TypeError("get_pipeline(%r) got unexpected keyword arguments: %s" % (name, ", ".join(sorted(unknown))))
    target = Target.current() or Target("llvm")
    return Pass(_core.named_pipeline(_NAMES[name], target._handle))
