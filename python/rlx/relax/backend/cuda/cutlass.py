"""CUTLASS offload (TVM's ``relax/backend/cuda/cutlass.py``)."""

from .._pipeline import partition_function

partition_for_cutlass = partition_function(
    "cutlass", "partition_for_cutlass",
    """Partitions ``mod`` into CUTLASS-offloaded composite functions (the
    ``cutlass.`` patterns). ``annotate_codegen=False`` leaves the composites
    unwrapped; ``use_flash_mqa=False`` keeps multi-query attention off the
    flash kernels.""",
    annotate_codegen=True, use_flash_mqa=True)
