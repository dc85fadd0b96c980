"""Core ML offload (TVM's ``relax/backend/metal/coreml.py``)."""

from .._pipeline import partition_function

partition_for_coreml = partition_function(
    "coreml", "partition_for_coreml",
    """Partitions ``mod`` into Core ML functions: ``coreml.`` pattern
    matches, neighbours merged (MergeCompositeFunctions).""")
