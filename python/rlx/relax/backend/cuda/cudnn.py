"""cuDNN offload (TVM's ``relax/backend/cuda/cudnn.py``)."""

from .._pipeline import partition_function

partition_for_cudnn = partition_function(
    "cudnn", "partition_for_cudnn",
    """Partitions ``mod`` into cuDNN-offloaded composite functions (the
    ``cudnn.`` patterns), with the workspace attention needs.""")
