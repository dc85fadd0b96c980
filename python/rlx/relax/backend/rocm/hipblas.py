"""hipBLAS offload (TVM's ``relax/backend/rocm/hipblas.py``)."""

from .._pipeline import partition_function

partition_for_hipblas = partition_function(
    "hipblas", "partition_for_hipblas",
    """Partitions ``mod`` into hipBLAS-offloaded composite functions (the
    ``hipblas.`` patterns).""")
