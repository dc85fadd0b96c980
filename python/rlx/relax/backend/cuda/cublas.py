"""cuBLAS offload (TVM's ``relax/backend/cuda/cublas.py``)."""

from .._pipeline import partition


def partition_for_cublas(mod, bind_constants=False):
    """Partitions ``mod`` into cuBLAS-offloaded composite functions (the
    ``cublas.`` patterns). ``bind_constants=True`` binds constants into the
    offloaded functions."""
    return partition("cublas", mod, bind_constants=bool(bind_constants))
