"""hipBLAS offload (TVM's ``relax/backend/rocm/hipblas.py``)."""

from .._pipeline import partition


def partition_for_hipblas(mod):
    """Partitions ``mod`` into hipBLAS-offloaded composite functions (the
    ``hipblas.`` patterns)."""
    return partition("hipblas", mod)
