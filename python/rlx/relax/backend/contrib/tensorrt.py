"""TensorRT offload (TVM's ``relax/backend/contrib/tensorrt.py``)."""

from .._pipeline import partition


def partition_for_tensorrt(mod):
    """Partitions ``mod`` into TensorRT functions: ``tensorrt.`` pattern
    matches, neighbours merged (MergeCompositeFunctions)."""
    return partition("tensorrt", mod)
