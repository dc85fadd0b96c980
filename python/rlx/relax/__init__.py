"""Relax: the VM, and the backend layer (``rlx.relax.backend``)."""

from .vm import VirtualMachine
from .pipeline import get_default_pipeline, get_pipeline
from . import backend, dpl, transform

__all__ = ["VirtualMachine", "backend", "dpl", "get_default_pipeline", "get_pipeline", "transform"]
