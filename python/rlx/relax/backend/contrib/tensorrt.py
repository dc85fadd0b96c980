"""TensorRT offload (TVM's ``relax/backend/contrib/tensorrt.py``)."""

from .._pipeline import partition_function

partition_for_tensorrt = partition_function(
    "tensorrt", "partition_for_tensorrt",
    """Partitions ``mod`` into TensorRT functions: ``tensorrt.`` pattern
    matches, neighbours merged (MergeCompositeFunctions).""")
