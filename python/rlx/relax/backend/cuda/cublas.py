"""cuBLAS offload (TVM's ``relax/backend/cuda/cublas.py``)."""

from .._pipeline import partition_function

partition_for_cublas = partition_function(
    "cublas", "partition_for_cublas",
    """Partitions ``mod`` into cuBLAS-offloaded composite functions (the
    ``cublas.`` patterns). ``bind_constants=True`` binds constants into the
    offloaded functions.""",
    bind_constants=False)
