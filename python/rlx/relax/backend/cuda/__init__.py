"""TVM's ``relax.backend.cuda``: its pipeline, and cuBLAS, cuDNN and CUTLASS
partitioning (``cuda.cublas``, ``cuda.cudnn``, ``cuda.cutlass``)."""

from . import cublas, cudnn, cutlass  # noqa: F401
from .pipeline import (  # noqa: F401
    dataflow_lower_passes,
    finalize_passes,
    get_default_pipeline,
    legalize_passes,
    library_dispatch_passes,
)
