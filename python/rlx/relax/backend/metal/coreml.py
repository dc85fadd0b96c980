"""Core ML offload (TVM's ``relax/backend/metal/coreml.py``)."""

from .._pipeline import partition


def partition_for_coreml(mod):
    """Partitions ``mod`` into Core ML functions: ``coreml.`` pattern
    matches, neighbours merged (MergeCompositeFunctions)."""
    return partition("coreml", mod)
