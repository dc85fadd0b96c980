"""Pipelines by target and by name (TVM's ``tvm.relax.pipeline``)."""

from .. import _core
from ..ir import Target
from ..transform import Pass


def get_default_pipeline(target):
    """The default pipeline of the backend ``target`` routes to (cuda, rocm,
    gpu_generic for metal and other GPU targets, cpu_generic for llvm,
    adreno). Other targets raise ValueError, as in TVM."""
    target = Target(target)
    _core.route_target(target._handle, "default pipeline")
    return Pass(_core.named_pipeline("default", target._handle))


def get_pipeline(name="zero", target=None):
    """TVM's named pipelines: ``"zero"``, ``"default"``, ``"default_build"``."""
    target = Target(target if target is not None else (Target.current() or "llvm"))
    return Pass(_core.named_pipeline(name, target._handle))
