"""CUTLASS offload (TVM's ``relax/backend/cuda/cutlass.py``)."""

from .._pipeline import partition


def partition_for_cutlass(mod, annotate_codegen=True, use_flash_mqa=True):
    """Partitions ``mod`` into CUTLASS-offloaded composite functions (the
    ``cutlass.`` patterns). ``annotate_codegen=False`` leaves the composites
    unwrapped; ``use_flash_mqa=False`` keeps multi-query attention off the
    flash kernels."""
    return partition("cutlass", mod, annotate_codegen=bool(annotate_codegen), use_flash_mqa=bool(use_flash_mqa))
