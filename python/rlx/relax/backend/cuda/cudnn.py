"""cuDNN offload (TVM's ``relax/backend/cuda/cudnn.py``)."""

from .._pipeline import partition


def partition_for_cudnn(mod):
    """Partitions ``mod`` into cuDNN-offloaded composite functions (the
    ``cudnn.`` patterns), with the workspace attention needs."""
    return partition("cudnn", mod)
